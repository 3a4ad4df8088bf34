"""Bundles through Django: service rules, the role matrix of the API, downloads, previews and diffs."""

from __future__ import annotations

import io
import zipfile

import pytest
from django.core.exceptions import ValidationError
from django.db import transaction

from apps.bundles import constants as C
from apps.bundles.models import Bundle, BundleState
from apps.bundles.services import bundle_render, bundle_request
from apps.jobs.models import Job
from apps.plans.models import PlanVersion
from apps.plans.tests.factories import PlanVersionFactory
from apps.topology.parsing import normalize
from apps.topology.schema import DB_NAME_FROM_CLUSTER

from .helpers import plan as reference_plan

PLAN = "s000-z10-hipersockets-asm-4k-dedicated"
ERROR = {"rule": "IC001", "title": "HiperSockets connect LPARs of one machine only", "severity": "error",
         "paths": ["/interconnect/type"], "message": "The nodes run on two machines."}


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"


@pytest.fixture
def no_enqueue(monkeypatch):
    """Keep the task from being sent to a broker; tests render by calling the service."""
    sent = []
    monkeypatch.setattr("apps.bundles.tasks.render_bundle.apply_async", lambda args, **_: sent.append(args[0]))
    return sent


def make_version(project, *, findings=(), name=PLAN):
    """The first version of a new plan of `project` from a reference document, its findings exactly `findings`."""
    document = normalize(reference_plan(name)["document"])
    return PlanVersionFactory(project=project, document=document, findings=findings)


@pytest.fixture
def version(project):
    return make_version(project)


def url_create(v):
    return f"/api/plans/{v.plan_id}/versions/{v.number}/bundles/"


@pytest.mark.django_db(transaction=True)
def test_request_enqueues_after_commit(version, architect):
    """The job's message leaves (to the session's real broker) only once the request's transaction commits."""
    with transaction.atomic():
        bundle = bundle_request(plan_version=version, user=architect)
        assert Job.objects.get(pk=bundle.job_id).enqueued_at is None
    assert Job.objects.get(pk=bundle.job_id).enqueued_at is not None
    assert bundle.state == BundleState.QUEUED and bundle.job.kind == C.JOB_KIND
    assert bundle.job.payload["bundle_id"] == bundle.pk
    assert bundle.job.subject == f"Bundle of {version.plan.name} v{version.number}"


@pytest.mark.django_db
def test_error_findings_need_override(project, architect, no_enqueue):
    version = make_version(project, findings=[ERROR])
    with pytest.raises(ValidationError) as info:
        bundle_request(plan_version=version, user=architect)
    assert info.value.message_dict == {"override_errors": [C.PLAN_HAS_ERRORS.format(count=1)]}
    bundle = bundle_request(plan_version=version, user=architect, override_errors=True)
    assert bundle.override_errors


@pytest.mark.django_db
def test_render_stores_archive_and_is_idempotent(version, architect, no_enqueue):
    bundle = bundle_request(plan_version=version, user=architect)
    result = bundle_render(bundle=bundle)
    bundle.refresh_from_db()
    assert bundle.state == BundleState.COMPLETE and bundle.size == len(bundle.archive.read())
    assert result["sha256"] == bundle.sha256 and bundle.files and bundle.manifest["plan"]["version"] == 1
    name = bundle.archive.name
    again = bundle_render(bundle=bundle)
    assert again["skipped"] and Bundle.objects.get(pk=bundle.pk).archive.name == name


@pytest.mark.django_db
def test_rerender_after_crash_starts_from_scratch(version, architect, no_enqueue):
    bundle = bundle_request(plan_version=version, user=architect)
    Job.objects.filter(pk=bundle.job_id).update(state="running")  # a worker died here
    bundle_render(bundle=bundle)
    first = Bundle.objects.get(pk=bundle.pk)
    other = bundle_request(plan_version=version, user=architect)
    bundle_render(bundle=other)
    assert first.state == BundleState.COMPLETE
    assert Bundle.objects.get(pk=other.pk).sha256 == first.sha256  # same input, same bytes


ROLE_STATUS = {"architect": 201, "contributor": 403, "viewer": 403, "outsider": 404, "anonymous": 403,
               "staff": 201}


@pytest.mark.django_db
@pytest.mark.parametrize("role", sorted(ROLE_STATUS))
def test_create_role_matrix(role, role_client, version, architect, contributor, viewer, no_enqueue):
    response = role_client(role).post(url_create(version), {}, format="json")
    assert response.status_code == ROLE_STATUS[role], response.content
    if response.status_code == 201:
        body = response.json()
        assert set(body) == {"bundle", "job"}
        assert Bundle.objects.get(pk=body["bundle"]).job_id == body["job"]
    else:
        assert "detail" in response.json()


@pytest.mark.django_db
def test_create_refuses_error_plan_with_field_message(architect_client, project, no_enqueue):
    version = make_version(project, findings=[ERROR])
    response = architect_client.post(url_create(version), {}, format="json")
    assert response.status_code == 400
    assert response.json() == {"override_errors": [C.PLAN_HAS_ERRORS.format(count=1)]}
    response = architect_client.post(url_create(version), {"override_errors": True}, format="json")
    assert response.status_code == 201


@pytest.mark.django_db
def test_a_version_whose_database_name_no_longer_validates_is_refused_on_that_field(project, architect, no_enqueue):
    """A version stored before database names over 8 characters were refused (issue 39) renders no init.ora with a
    cut name: the request is refused on the field, as a save now is."""
    version = make_version(project)
    document = {**version.document, "cluster": {**version.document["cluster"], "name": "uxx863nodes"}}
    PlanVersion.objects.filter(pk=version.pk).update(document=document)
    version.refresh_from_db()
    with pytest.raises(ValidationError) as info:
        bundle_request(plan_version=version, user=architect)
    assert info.value.message_dict == {
        "document/cluster/name": [DB_NAME_FROM_CLUSTER.format(name="uxx863nodes", length=11)]}
    assert not Bundle.objects.filter(plan_version=version).exists()


@pytest.fixture
def rendered(version, architect, no_enqueue):
    bundle = bundle_request(plan_version=version, user=architect)
    bundle_render(bundle=bundle)
    return Bundle.objects.get(pk=bundle.pk)


READ_STATUS = {"architect": 200, "contributor": 200, "viewer": 200, "outsider": 404, "anonymous": 403,
               "staff": 200}


@pytest.mark.django_db
@pytest.mark.parametrize("role", sorted(READ_STATUS))
def test_read_role_matrix(role, role_client, rendered, architect, contributor, viewer):
    client = role_client(role)
    expected = READ_STATUS[role]
    assert client.get(f"/api/bundles/{rendered.pk}/").status_code == expected
    assert client.get(f"/api/plans/{rendered.plan_version.plan_id}/bundles/").status_code == expected
    assert client.get(f"/api/bundles/{rendered.pk}/download/").status_code == expected
    assert client.get(f"/api/bundles/{rendered.pk}/files/?path=README.md").status_code == expected


@pytest.mark.django_db
def test_detail_list_preview(viewer_client, rendered):
    body = viewer_client.get(f"/api/bundles/{rendered.pk}/").json()
    assert body["state"] == "complete" and body["manifest"]["files"] == body["files"]
    paths = [f["path"] for f in body["files"]]
    assert "db-node1/etc/sysctl.conf" in paths and "README.md" in paths
    listing = viewer_client.get(f"/api/plans/{rendered.plan_version.plan_id}/bundles/").json()
    assert listing["count"] == 1 and [b["id"] for b in listing["results"]] == [rendered.pk]
    file = viewer_client.get(f"/api/bundles/{rendered.pk}/files/", {"path": "db-node1/etc/sysctl.conf"}).json()
    assert file["path"] == "db-node1/etc/sysctl.conf" and "kernel.sem = " in file["content"]
    missing = viewer_client.get(f"/api/bundles/{rendered.pk}/files/", {"path": "nope"})
    assert missing.status_code == 404 and "detail" in missing.json()
    assert viewer_client.get(f"/api/bundles/{rendered.pk}/files/").json() == {"path": [C.PATH_REQUIRED]}


@pytest.mark.django_db
def test_plans_that_differ_after_a_shared_lead_download_under_names_that_differ(viewer_client, rendered):
    """The demo's x86 storage plans all start "x86 3-node RAC 10gR1, ASM on ...": their names say which is which."""
    plan = rendered.plan_version.plan
    names = set()
    for name in ("x86 3-node RAC 10gR1, ASM on software iSCSI LUNs (tuned, 29,377 OETs)",
                 "x86 3-node RAC 10gR1, ASM on software iSCSI, DBCA defaults (baseline, 16,484 OETs)",
                 "x86 3-node RAC 10gR1, ASM on QLA2342 FC HBAs (34,432 OETs)"):
        plan.name = name
        plan.save(update_fields=["name"])
        response = viewer_client.get(f"/api/bundles/{rendered.pk}/download/", {"format": "zip"})
        names.add(response["Content-Disposition"].split("-v")[0])
    assert len(names) == 3, names


@pytest.mark.django_db
@pytest.mark.parametrize("fmt", ["zip", "tar.gz"])
def test_download(viewer_client, rendered, fmt):
    plan = rendered.plan_version.plan
    plan.name = "z10 two LPARs, HiperSockets interconnects and ASM"
    plan.save(update_fields=["name"])
    response = viewer_client.get(f"/api/bundles/{rendered.pk}/download/", {"format": fmt})
    assert response.status_code == 200
    # The plan's name in whole words (the old cut at 40 characters made "interconnects" "interconnect"), then the
    # version and the bundle.
    assert response["Content-Disposition"] == (
        f'attachment; filename="racplan-z10-two-lpars-hipersockets-interconnects-and-asm-v'
        f'{rendered.plan_version.number}-bundle-{rendered.pk}.{fmt}"')
    again = viewer_client.get(f"/api/bundles/{rendered.pk}/download/", {"format": fmt})
    assert response.content == again.content
    if fmt == "zip":
        with zipfile.ZipFile(io.BytesIO(response.content)) as zf:
            assert "MANIFEST.json" in zf.namelist()


@pytest.mark.django_db
def test_download_before_complete_is_409(viewer_client, version, architect, no_enqueue):
    bundle = bundle_request(plan_version=version, user=architect)
    response = viewer_client.get(f"/api/bundles/{bundle.pk}/download/")
    assert response.status_code == 409
    assert response.json() == {"detail": C.NOT_READY.format(state="queued")}
    assert viewer_client.get(f"/api/bundles/{bundle.pk}/download/", {"format": "rar"}).status_code == 400


@pytest.mark.django_db
def test_diff_between_versions(viewer_client, project, architect, no_enqueue, rendered):
    doc = reference_plan(PLAN)["document"]
    doc = {**doc, "interconnect": {**doc["interconnect"], "mtu": 1492}}
    v2 = PlanVersionFactory(plan=rendered.plan_version.plan, document=normalize(doc), findings=[])
    second = bundle_request(plan_version=v2, user=architect)
    bundle_render(bundle=second)
    body = viewer_client.get(f"/api/bundles/{second.pk}/diff/", {"other": rendered.pk}).json()
    changed = {f["path"]: f for f in body["files"]}
    assert body["from"] == rendered.pk and body["to"] == second.pk
    iface = "db-node1/etc/sysconfig/network/ifcfg-qeth-bus-ccw-0.0.07c3"
    assert changed[iface]["status"] == "changed" and "+MTU='1492'" in changed[iface]["diff"]
    # Every header names the plan version; that line is not a change, so files that differ only there are unchanged.
    assert "db-node1/etc/hosts" not in changed
    assert body["unchanged"] > 0
    for f in body["files"]:
        edits = [line for line in f["diff"].splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")]
        assert edits and not any("version 1;" in line or "version 2;" in line for line in edits), f["path"]
    assert viewer_client.get(f"/api/bundles/{second.pk}/diff/").status_code == 400


@pytest.mark.django_db
def test_diff_between_two_plans(viewer_client, project, architect, no_enqueue, rendered):
    """Bundles of different plans compare too: only what the documents change shows up."""
    doc = reference_plan(PLAN)["document"]
    v1 = PlanVersionFactory(project=project, name="Another plan", created_by=architect, document=normalize(doc),
                            findings=[])
    other = bundle_request(plan_version=v1, user=architect)
    bundle_render(bundle=other)
    body = viewer_client.get(f"/api/bundles/{other.pk}/diff/", {"other": rendered.pk}).json()
    # The same document under another plan name: only the README, whose title is the plan's name, changes.
    assert [f["path"] for f in body["files"]] == ["README.md"] and body["unchanged"] > 10
    assert "+Plan \"Another plan\"" in body["files"][0]["diff"]


@pytest.mark.django_db
def test_state_follows_the_render_job_and_a_failed_job_fails_the_bundle(version, architect, no_enqueue):
    from apps.bundles.tasks import render_bundle
    from apps.jobs.runner import run_job

    bundle = bundle_request(plan_version=version, user=architect)
    assert Bundle.objects.get(pk=bundle.pk).state == BundleState.QUEUED
    Job.objects.filter(pk=bundle.job_id).update(state="running")
    assert Bundle.objects.get(pk=bundle.pk).state == BundleState.RENDERING
    Job.objects.filter(pk=bundle.job_id).update(state="queued")
    PlanVersion.objects.filter(pk=version.pk).update(document={"nodes": "not a list"})
    run_job(bundle.job_id, render_bundle.job_function)
    bundle = Bundle.objects.get(pk=bundle.pk)
    job = Job.objects.get(pk=bundle.job_id)
    assert (job.state, bundle.state) == ("failed", BundleState.FAILED)
    assert bundle.error == job.error and bundle.error
    assert not bundle.archive and bundle.completed_at is None


@pytest.mark.django_db
def test_a_rac_plan_without_shared_storage_is_refused_even_with_the_override(project, architect, no_enqueue):
    """Issue 39: no empty udev rules, zipl.conf.dasd or create_diskgroups.sql; CF005 is an error no override skips."""
    from apps.plans.services import plan_create

    document = normalize(reference_plan(PLAN)["document"])
    document["storage"]["disks"] = []
    document["shared_disks"]["disk_groups"] = []
    document["cluster_files"]["ocr"]["locations"] = []
    document["cluster_files"]["voting"]["locations"] = []
    plan = plan_create(project=project, user=architect, name="no storage", document=document)
    version = plan.versions.get(number=1)
    assert "CF005" in {f["rule"] for f in version.validation["findings"] if f["severity"] == "error"}
    for override in (False, True):
        with pytest.raises(ValidationError) as info:
            bundle_request(plan_version=version, user=architect, override_errors=override)
        assert info.value.message_dict == {
            "document/storage/disks": [C.NO_STORAGE], "document/cluster_files/ocr/locations": [C.NO_STORAGE],
            "document/cluster_files/voting/locations": [C.NO_STORAGE]}
    assert not Bundle.objects.filter(plan_version=version).exists()


@pytest.mark.django_db(transaction=True)
def test_a_blank_plan_is_refused_with_the_fields_nobody_has_chosen_and_where_to_set_them(architect_client, project,
                                                                                          no_enqueue):
    """Issue 39: a blank plan's refusal does not speak of an imported cluster's files; it names each field nobody
    has chosen yet and the editor section that sets it."""
    created = architect_client.post("/api/plans/", {"project": project.id, "name": "Blank"}, format="json")
    assert created.status_code == 201, created.content
    response = architect_client.post(f"/api/plans/{created.json()['id']}/versions/1/bundles/", {}, format="json")
    assert response.status_code == 400
    assert response.json() == {
        "document/cluster/name": [C.FIELD_NOT_CHOSEN.format(what="the cluster name", section="Cluster")],
        "document/storage/disks": [C.FIELD_NOT_CHOSEN.format(what="the shared disks", section="Storage")],
        "document/cluster_files/ocr/locations": [
            C.FIELD_NOT_CHOSEN.format(what="the OCR locations", section="Cluster files")],
        "document/cluster_files/voting/locations": [
            C.FIELD_NOT_CHOSEN.format(what="the voting disk locations", section="Cluster files")],
    }
    assert "imported" not in str(response.json())
    assert not Bundle.objects.exists()


@pytest.mark.django_db
def test_an_imported_plans_unknown_fields_are_refused_as_not_shown_by_its_files(project, architect, no_enqueue):
    version = make_version(project)
    version.document["unknown"] = ["/cluster", "/nodes/1/cpus", "/storage/disks"]
    version.provenance = {"/nodes/0/cpus": ["node1:/proc/cpuinfo"]}
    version.save()
    with pytest.raises(ValidationError) as info:
        bundle_request(plan_version=version, user=architect)
    assert info.value.message_dict == {
        "document/cluster": [C.FIELD_UNKNOWN.format(what="every field of cluster", section="Cluster")],
        "document/nodes/1/cpus": [C.FIELD_UNKNOWN.format(what="cpus of node 2", section="Nodes")],
        "document/storage/disks": [C.FIELD_UNKNOWN.format(what="the shared disks", section="Storage")],
    }
