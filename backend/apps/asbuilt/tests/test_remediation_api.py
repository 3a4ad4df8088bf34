"""The remediation and re-check API: roles (the one row rule), field-keyed 400s, the not-fixable list, the download,
and the re-check linked to its check with the drift closing in its answer."""

from __future__ import annotations

import io
import zipfile

import pytest

from apps.asbuilt import constants as C
from apps.asbuilt import services
from apps.asbuilt.tasks import build_remediation
from apps.jobs.runner import run_job
from apps.plans.services import plan_create

from .helpers import REFERENCE, bundle_zip, rendered, run_check, upload
from .test_remediation import NODE, SYSCTL, drifted

pytestmark = pytest.mark.django_db


@pytest.fixture
def plan(project, architect):
    return plan_create(project=project, user=architect, name="fcp", reference=REFERENCE)


@pytest.fixture
def check(plan, contributor):
    """A check of the node's drifted files: kernel.shmmni, the multipath policy's section, the machine type."""
    return run_check(services.check_create(plan=plan, user=contributor,
                                           files=[upload("node.zip", bundle_zip(drifted(plan)))]))


def _remedy(client, check_id, body):
    return client.post(f"/api/as-built/{check_id}/remediation/", body, format="json")


def _finish(remediation_id):
    from apps.asbuilt.models import Remediation

    run_job(Remediation.objects.get(pk=remediation_id).job_id, build_remediation.job_function)


def test_a_contributor_asks_any_member_reads_and_downloads(check, contributor_client, viewer_client):
    r = _remedy(contributor_client, check.pk, {"node": NODE})
    assert r.status_code == 201, r.content
    body = r.json()
    assert body["check"] == check.pk and body["node"] == NODE and body["state"] == "queued" and body["job"]
    early = viewer_client.get(f"/api/as-built-remediations/{body['id']}/download/")
    assert early.status_code == 409 and early.json()["detail"] == C.REMEDIATION_NOT_READY.format(state="queued")
    _finish(body["id"])
    done = viewer_client.get(f"/api/as-built-remediations/{body['id']}/").json()
    assert done["state"] == "complete" and len(done["sha256"]) == 64
    assert {f["key"] for f in done["fixes"]} >= {"kernel.shmmni"}
    # the machine type: not fixable by configuration, with its reason, in the API
    assert [(n["key"], n["what"], n["reason"]) for n in done["not_fixable"]] == [
        ("/platform/architecture", "field", dict(C.NOT_CONFIGURATION)[r"^/platform(/|$)"])]
    download = viewer_client.get(f"/api/as-built-remediations/{body['id']}/download/")
    assert download.status_code == 200 and download["Content-Type"] == "application/zip"
    assert f"check-{check.pk}-{NODE}-remediation-{body['id']}.zip" in download["Content-Disposition"]
    names = zipfile.ZipFile(io.BytesIO(download.content)).namelist()
    assert SYSCTL in names and "README.md" in names and "MANIFEST.json" in names
    # the check's answer lists its remediations
    listed = viewer_client.get(f"/api/as-built/{check.pk}/").json()["remediations"]
    assert [x["id"] for x in listed] == [body["id"]] and listed[0]["not_fixable"] == done["not_fixable"]


def test_a_viewer_may_not_ask_and_an_outsider_finds_nothing(check, contributor_client, viewer_client,
                                                            outsider_client):
    assert _remedy(viewer_client, check.pk, {"node": NODE}).status_code == 403
    made = _remedy(contributor_client, check.pk, {"node": NODE}).json()["id"]
    assert _remedy(outsider_client, check.pk, {"node": NODE}).status_code == 404
    assert outsider_client.get(f"/api/as-built-remediations/{made}/").status_code == 404
    assert outsider_client.get(f"/api/as-built-remediations/{made}/download/").status_code == 404
    files = [upload("sysctl.conf", b"kernel.shmmni = 4096\n")]
    assert outsider_client.post(f"/api/as-built/{check.pk}/recheck/", {"node": NODE, "files": files},
                                format="multipart").status_code == 404
    assert viewer_client.post(f"/api/as-built/{check.pk}/recheck/", {"node": NODE, "files": files},
                              format="multipart").status_code == 403


@pytest.mark.parametrize(("body", "message"), [
    ({}, "This field is required."),
    ({"node": "no such node"}, C.BAD_NODE),
    ({"node": "rac9"}, C.REMEDY_NOT_PLANNED.format(node="rac9", version=1)),
])
def test_bad_requests_are_field_keyed(check, contributor_client, body, message):
    r = _remedy(contributor_client, check.pk, body)
    assert r.status_code == 400 and r.json() == {"node": [message]}


def test_a_node_without_drift_and_a_check_still_running_are_refused(plan, contributor, contributor_client):
    clean = run_check(services.check_create(plan=plan, user=contributor,
                                            files=[upload("b.zip", bundle_zip(rendered(plan)))]))
    r = _remedy(contributor_client, clean.pk, {"node": NODE})
    assert r.status_code == 400 and r.json() == {"node": [C.REMEDY_NO_DRIFT.format(check=clean.pk, node=NODE)]}
    busy = services.check_create(plan=plan, user=contributor, files=[upload("b.zip", bundle_zip(drifted(plan)))])
    r = _remedy(contributor_client, busy.pk, {"node": NODE})
    assert r.status_code == 400 and r.json() == {"node": [C.CHECK_BUSY]}
    r = contributor_client.post(f"/api/as-built/{busy.pk}/recheck/",
                                {"node": NODE, "files": [upload("sysctl.conf", b"kernel.shmmni = 4096\n")]},
                                format="multipart")
    assert r.status_code == 400 and r.json() == {"files": [C.RECHECK_BUSY.format(check=busy.pk)]}


def test_a_recheck_is_linked_and_answers_the_drift_closing(check, contributor_client):
    # only the sysctl file again, now with the planned value: its difference is gone, the others remain
    planned = next(f.content for f in rendered(check.plan) if f.path == SYSCTL).encode()
    r = contributor_client.post(f"/api/as-built/{check.pk}/recheck/",
                                {"node": NODE, "files": [upload("sysctl.conf", planned)]}, format="multipart")
    assert r.status_code == 201, r.content
    new = r.json()
    assert new["previous"] == check.pk and new["version"] == check.plan_version.number and new["closing"] is None
    missing = contributor_client.post(f"/api/as-built/{check.pk}/recheck/", {"node": NODE}, format="multipart")
    assert missing.status_code == 400 and list(missing.json()) == ["files"]
    from apps.asbuilt.models import AsBuiltCheck

    run_check(AsBuiltCheck.objects.get(pk=new["id"]))
    answer = contributor_client.get(f"/api/as-built/{new['id']}/").json()
    closing = answer["closing"]
    assert closing["previous"] == check.pk
    assert {(i["what"], i["key"]) for i in closing["gone"]} == {
        ("setting", "kernel.shmmni"), ("field", "/kernel/sysctl/kernel.shmmni")}
    # what the re-check did not look at again (no multipath.conf, no cpuinfo) is neither gone nor remaining
    assert {i["key"] for i in closing["not_rechecked"]} == {
        "devices device[IBM 2107900] path_grouping_policy", "defaults path_grouping_policy",
        "/storage/fcp/policy_section", "/platform/architecture"}
    assert closing["remain"] == [] and closing["new"] == []
    assert contributor_client.get(f"/api/as-built/{check.pk}/").json()["rechecks"] == [new["id"]]
