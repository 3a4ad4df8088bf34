"""The as-built API: uploads (field-keyed 400s), roles, 404 for outsiders, import, delete, report."""

from __future__ import annotations

import pytest

from apps.asbuilt import constants as C
from apps.asbuilt.models import AsBuiltCheck, AsBuiltFile
from apps.intake.models import Blob
from apps.plans.services import blank_document, plan_create

from .helpers import upload

pytestmark = pytest.mark.django_db

SYSCTL = b"net.core.rmem_max = 4194304\nkernel.shmmni = 4096\n"
LIMITS = b"oracle soft nofile 1024\noracle hard nofile 65536\n"


@pytest.fixture
def plan(project, architect):
    return plan_create(project=project, user=architect, name="small", document=blank_document("small"))


def _post(client, plan, **data):
    return client.post(f"/api/plans/{plan.id}/as-built/", data, format="multipart")


def test_contributor_uploads_loose_files_for_a_node(contributor_client, plan):
    r = _post(contributor_client, plan, node="node1", files=[upload("sysctl.conf", SYSCTL)])
    assert r.status_code == 201, r.content
    body = r.json()
    assert body["state"] == "queued" and body["version"] == 1 and body["nodes"] == ["node1"]
    assert body["files"] == [{"id": body["files"][0]["id"], "node": "node1", "name": "sysctl.conf", "kind": "",
                              "kind_label": "", "state": "stored", "error": "", "warnings": [],
                              "size": len(SYSCTL), "bundle_only": False}]
    assert body["diff"]["lines"] == [] and body["job"]
    check = AsBuiltCheck.objects.get(pk=body["id"])
    assert check.job.subject == f"As-built check of {plan.name} v{check.plan_version.number}"
    assert check.files.get().blob.file.read() == SYSCTL  # the original is stored before anything parses it


@pytest.mark.parametrize(("data", "field", "message"), [
    ({"files": [upload("sysctl.conf", SYSCTL)]}, "node", C.NODE_REQUIRED),
    ({"node": "../etc", "files": [upload("sysctl.conf", SYSCTL)]}, "node", C.BAD_NODE),
    ({"node": "node1"}, "files", None),
    ({"node": "node1", "version": 7, "files": [upload("sysctl.conf", SYSCTL)]}, "version",
     C.UNKNOWN_VERSION.format(number=7)),
    ({"node": "node1", "version": "x", "files": [upload("sysctl.conf", SYSCTL)]}, "version", None),
])
def test_bad_uploads_are_field_keyed_400s(contributor_client, plan, data, field, message):
    r = _post(contributor_client, plan, **data)
    assert r.status_code == 400, r.content
    assert field in r.json()
    if message:
        assert r.json()[field] == [message]
    assert not AsBuiltCheck.objects.exists()


def test_too_many_files_are_refused(contributor_client, plan, settings):
    settings.RUNS_MAX_FILES_PER_UPLOAD = 2
    r = _post(contributor_client, plan, node="n1", files=[upload(f"f{i}", b"x = 1\n") for i in range(3)])
    assert r.status_code == 400 and r.json() == {"files": [C.TOO_MANY_FILES.format(limit=2)]}


def test_a_file_over_the_size_limit_is_refused(contributor_client, plan, settings):
    settings.RUNS_MAX_FILE_BYTES = 10
    r = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)])
    assert r.status_code == 400 and "files" in r.json()


def test_viewer_reads_but_cannot_upload_add_or_delete(viewer_client, contributor_client, plan):
    assert _post(viewer_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).status_code == 403
    check = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).json()
    assert viewer_client.get(f"/api/plans/{plan.id}/as-built/").json()["count"] == 1
    assert viewer_client.get(f"/api/as-built/{check['id']}/").status_code == 200
    more = viewer_client.post(f"/api/as-built/{check['id']}/files/", {"node": "n2", "files": [upload("h", b"x")]},
                              format="multipart")
    assert more.status_code == 403
    assert viewer_client.delete(f"/api/as-built/{check['id']}/").status_code == 403
    assert viewer_client.post(f"/api/as-built/{check['id']}/import/", {"name": "x"}, format="json").status_code == 403


def test_outsider_gets_404_everywhere(outsider_client, contributor_client, plan):
    check = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).json()
    assert outsider_client.get(f"/api/plans/{plan.id}/as-built/").status_code == 404
    assert _post(outsider_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).status_code == 404
    for method, path in [("get", ""), ("delete", ""), ("post", "files/"), ("post", "import/"), ("get", "report/")]:
        r = getattr(outsider_client, method)(f"/api/as-built/{check['id']}/{path}")
        assert r.status_code == 404, (method, path, r.status_code)


def test_adding_files_queues_the_check_again(contributor_client, plan):
    check = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).json()
    r = contributor_client.post(f"/api/as-built/{check['id']}/files/",
                                {"node": "n2", "files": [upload("sysctl.conf", SYSCTL)]}, format="multipart")
    assert r.status_code == 200, r.content
    assert r.json()["nodes"] == ["n1", "n2"] and r.json()["job"] != check["job"]
    assert r.json()["state"] == "queued"
    # both rows share the one stored original
    assert Blob.objects.filter(asbuilt_files__as_built_id=check["id"]).distinct().count() == 1


def test_delete_keeps_the_originals(contributor_client, plan):
    check = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).json()
    sha = AsBuiltFile.objects.get(as_built_id=check["id"]).blob_id
    assert contributor_client.delete(f"/api/as-built/{check['id']}/").status_code == 204
    assert not AsBuiltCheck.objects.exists() and Blob.objects.filter(pk=sha).exists()


def test_import_needs_an_architect_and_a_document(contributor_client, architect_client, plan):
    check = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).json()
    url = f"/api/as-built/{check['id']}/import/"
    assert contributor_client.post(url, {"name": "imported"}, format="json").status_code == 403
    r = architect_client.post(url, {"name": "imported"}, format="json")
    assert r.status_code == 400 and r.json() == {"name": [C.CHECK_BUSY]}  # still queued (test_api_hostile)
    assert architect_client.post(url, {}, format="json").status_code == 400


def test_import_answers_the_new_plan_its_unknown_fields_and_their_files(contributor_client, architect_client, plan):
    """An x86 node's hosts file, uname and os-release: the import names its files and lists what it cannot know."""
    body, _ = _imported(contributor_client, architect_client, plan)
    assert "/nodes/0/cpus" in body["unknown"] and "/workload" in body["unknown"]
    version = architect_client.get(f"/api/plans/{body['plan']}/versions/1/").json()
    assert version["document"]["unknown"] == body["unknown"] == version["unknown"]
    assert set(version["validation"]["unknown"]) == {p.lstrip("/") for p in body["unknown"]}
    assert version["document"]["platform"]["architecture"] == "x86_64"
    assert version["document"]["interconnect"]["type"] != "hipersockets"


def test_an_import_without_addresses_is_a_field_keyed_400(contributor_client, architect_client, plan):
    from .helpers import run_check

    check = _post(contributor_client, plan, node="rac1", files=[upload("sysctl.conf", SYSCTL)]).json()
    run_check(AsBuiltCheck.objects.get(pk=check["id"]))
    r = architect_client.post(f"/api/as-built/{check['id']}/import/", {"name": "imported"}, format="json")
    assert r.status_code == 400
    assert set(r.json()) == {"document/nodes/0/public_ip", "document/nodes/0/vip"}


def test_report_format_is_checked(contributor_client, plan):
    check = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).json()
    r = contributor_client.get(f"/api/as-built/{check['id']}/report/?format=pdf")
    assert r.status_code == 400 and "format" in r.json()
    md = contributor_client.get(f"/api/as-built/{check['id']}/report/?format=md")
    assert md.status_code == 200 and md["Content-Type"].startswith("text/markdown")
    assert f"as-built check {check['id']}" in md.content.decode()


def test_a_blob_shared_with_a_run_survives_the_run_file_removal(contributor, contributor_client, plan, project):
    """A run file removed does not take an original an as-built check still holds (nor answer 500)."""
    from apps.runs.services import files_upload, run_create, run_file_remove

    _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)])
    run = run_create(project=project, user=contributor, label="r")
    rf = files_upload(run=run, user=contributor, files=[upload("sysctl.conf", SYSCTL)])["accepted"][0]["file"]
    run_file_remove(run_file=rf, user=contributor)
    assert AsBuiltFile.objects.get().blob.file.read() == SYSCTL


def test_architect_uploads_too(architect_client, plan):
    assert _post(architect_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL)]).status_code == 201


def test_a_body_over_the_request_limit_is_413(contributor_client, plan, settings):
    settings.API_MAX_REQUEST_BYTES = 100
    r = _post(contributor_client, plan, node="n1", files=[upload("sysctl.conf", SYSCTL * 10)])
    assert r.status_code == 413 and "detail" in r.json()
    assert not AsBuiltCheck.objects.exists()


def test_a_failed_job_fails_its_check(contributor, plan):
    from apps.asbuilt.services import check_create
    from apps.jobs.runner import run_job

    check = check_create(plan=plan, user=contributor, node="n1", files=[upload("sysctl.conf", SYSCTL)])

    def broken(job, report):
        raise RuntimeError("worker fell over")

    run_job(check.job_id, broken)
    check.refresh_from_db()
    assert check.state == "failed" and "worker fell over" in check.error


def test_a_superseded_job_leaves_the_work_to_the_newer_one(contributor, plan):
    from apps.asbuilt.services import check_create, files_add
    from apps.asbuilt.tasks import run_asbuilt_check
    from apps.jobs.runner import run_job

    check = check_create(plan=plan, user=contributor, node="n1", files=[upload("sysctl.conf", SYSCTL)])
    first = check.job_id
    files_add(check=check, user=contributor, node="n2", files=[upload("sysctl.conf", SYSCTL)])
    assert run_job(first, run_asbuilt_check.job_function) == {"check": check.id, "superseded": True}
    check.refresh_from_db()
    assert check.state == "queued"


def test_the_list_of_checks_answers_in_a_fixed_number_of_queries(contributor_client, plan):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    def count():
        with CaptureQueriesContext(connection) as ctx:
            r = contributor_client.get(f"/api/plans/{plan.id}/as-built/")
        assert r.status_code == 200
        return len(ctx.captured_queries), r.json()["count"]

    def add(n):
        for i in range(n):
            _post(contributor_client, plan, node=f"n{i}", files=[upload("sysctl.conf", SYSCTL),
                                                                   upload("limits.conf", b"oracle soft nofile 1024\n")])

    add(2)
    few, listed = count()
    add(6)
    many, listed_many = count()
    assert (listed, listed_many) == (2, 8) and many == few


def test_files_added_while_the_job_runs_are_checked_by_the_same_job(contributor, plan):
    """Adding files mid-run stores them at once and makes the running job check again before it ends."""
    from apps.asbuilt.services import check_create, files_add
    from apps.asbuilt.tasks import run_asbuilt_check
    from apps.jobs.models import Job
    from apps.jobs.runner import run_job

    check = check_create(plan=plan, user=contributor, node="n1", files=[upload("sysctl.conf", SYSCTL)])
    seen = []

    def job_with_an_upload_midway(job, report):
        def reporting(progress, message=""):
            if progress == 60 and not seen:
                seen.append(files_add(check=check, user=contributor, node="n2", files=[upload("limits.conf", LIMITS)]))
                seen.append(AsBuiltFile.objects.get(node="n2").state)
            report(progress, message)
        return run_asbuilt_check.job_function(job, reporting)

    result = run_job(check.job_id, job_with_an_upload_midway)
    assert result["rounds"] == 2 and result["files"] == 2 and result["parsed"] == 2
    assert seen[0].job_id == check.job_id and seen[0].rerun is True and seen[1] == "stored"
    check.refresh_from_db()
    assert check.state == "complete" and check.rerun is False
    assert AsBuiltFile.objects.get(node="n2").state == "parsed"
    assert Job.objects.filter(kind="asbuilt.check").count() == 1


def test_todays_node_files_are_read_and_those_not_read_are_named(contributor_client, plan):
    """A RHEL 8 / Grid 19c node's files: keyfiles, brief ip output and Grid outputs are read; a file the check
    recognises but does not read is kept and answered as "not read: ...", never dropped in silence."""
    from .helpers import run_check
    from .parsers.conftest import FIXTURES

    names = ["grid19c/system-connections/enp0s8.nmconnection", "grid19c/ip-br-addr.txt", "grid19c/olsnodes.txt",
             "grid19c/sqlnet.ora", "not-read/crsctl-check-crs.txt", "97-oracle-database-sysctl.conf"]
    files = [upload(name.rsplit("/", 1)[-1], (FIXTURES / name).read_bytes()) for name in names]
    r = _post(contributor_client, plan, node="node1", files=files)
    assert r.status_code == 201, r.content
    run_check(AsBuiltCheck.objects.get(pk=r.json()["id"]))

    body = contributor_client.get(f"/api/as-built/{r.json()['id']}/").json()
    by_name = {f["name"]: f for f in body["files"]}
    expected = {"enp0s8.nmconnection": "nmconnection", "ip-br-addr.txt": "ip-brief", "olsnodes.txt": "olsnodes",
                "sqlnet.ora": "sqlnet-ora", "97-oracle-database-sysctl.conf": "sysctl"}
    for name, kind in expected.items():
        assert (by_name[name]["state"], by_name[name]["kind"]) == ("parsed", kind), by_name[name]
    not_read = by_name["crsctl-check-crs.txt"]
    assert not_read["state"] == "ignored"
    assert not_read["error"].startswith("not read: crsctl check crs / check cluster.")
    assert AsBuiltFile.objects.get(name="crsctl-check-crs.txt").blob.file.read().startswith(b"CRS-4638")


@pytest.mark.parametrize("root", ["", "racplan-rac-v1"])
def test_bundle_only_files_belong_to_no_node_and_are_flagged(contributor_client, project, architect, root):
    """A bundle archive's README and Ansible project are no node's files: never a node named 'ansible' or after the
    folder the archive is wrapped in, and flagged so the page lists them apart from the results."""
    from .helpers import bundle_zip, rendered, run_check

    plan = plan_create(project=project, user=architect, name="rac", reference="s003-x366-2-node-gigabit-interconnect")
    r = _post(contributor_client, plan, files=[upload("b.zip", bundle_zip(rendered(plan), root=root))])
    assert r.status_code == 201, r.content
    run_check(AsBuiltCheck.objects.get(pk=r.json()["id"]))
    body = contributor_client.get(f"/api/as-built/{r.json()['id']}/").json()
    assert {f["node"] for f in body["files"]} <= {"", "cluster", "x366n1", "x366n2"}
    prefix = f"{root}/" if root else ""
    apart = {f["name"] for f in body["files"] if f["bundle_only"]}
    assert {f"{prefix}README.md", f"{prefix}ansible/site.yml", f"{prefix}ansible/inventory.yml"} <= apart
    assert "x366n1/root/racplan/lms-priority.sh" not in apart  # a node's own script keeps its node
    assert all(f["state"] == "ignored" for f in body["files"] if f["bundle_only"])
    assert not any(f["bundle_only"] for f in body["files"] if f["state"] == "parsed")
    assert body["diff"]["unplanned_nodes"] == [] and body["diff"]["summary"]["changed"] == 0


def test_the_same_file_uploaded_twice_for_a_node_says_which_is_read(contributor_client, plan):
    from .helpers import run_check

    first = _post(contributor_client, plan, node="node1", files=[upload("sysctl.conf", b"kernel.shmmni = 4096\n")])
    check_id = first.json()["id"]
    again = contributor_client.post(f"/api/as-built/{check_id}/files/",
                                    {"node": "node1", "files": [upload("sysctl.conf", b"kernel.shmmni = 8192\n")]},
                                    format="multipart")
    assert again.status_code in (200, 201), again.content
    run_check(AsBuiltCheck.objects.get(pk=check_id))
    files = sorted(contributor_client.get(f"/api/as-built/{check_id}/").json()["files"], key=lambda f: f["id"])
    older, newer = files
    assert older["state"] == "ignored" and older["error"] == C.SUPERSEDED.format(name="sysctl.conf", newer=newer["id"])
    assert newer["state"] == "parsed"
    assert newer["warnings"][0] == C.SUPERSEDES.format(older=older["id"])
    facts = AsBuiltFile.objects.get(pk=newer["id"]).facts
    assert facts["/kernel/sysctl/kernel.shmmni"] == 8192


def _imported(contributor_client, architect_client, plan) -> tuple[dict, int]:
    """An x86 node imported from its hosts file, uname and os-release: (the import's answer, the new plan's id)."""
    from .helpers import run_check
    from .parsers.conftest import FIXTURES

    files = [upload(name, (FIXTURES / path).read_bytes()) for name, path in
             (("hosts", "hosts"), ("uname-a.txt", "grid19c/uname-a.txt"), ("os-release", "grid19c/os-release"))]
    check = _post(contributor_client, plan, node="rac1", files=files).json()
    run_check(AsBuiltCheck.objects.get(pk=check["id"]))
    r = architect_client.post(f"/api/as-built/{check['id']}/import/", {"name": "imported"}, format="json")
    assert r.status_code == 201, r.content
    return r.json(), r.json()["plan"]


def test_import_provenance_names_the_file_and_the_line(contributor_client, architect_client, plan):
    body, plan_id = _imported(contributor_client, architect_client, plan)
    # hosts: line 4 is "10.10.10.11  rac1.example.com rac1", line 6 "10.10.10.21  rac1-vip"; uname -a prints one
    # line; os-release's ID= is its line 3.
    assert body["provenance"]["/nodes/0/public_ip"] == ["rac1: hosts, line 4"]
    assert body["provenance"]["/nodes/0/vip"] == ["rac1: hosts, line 6"]
    assert body["provenance"]["/platform/architecture"] == ["rac1: uname-a.txt, line 1"]
    assert body["provenance"]["/cluster/distribution"] == ["rac1: os-release, line 3"]
    version = architect_client.get(f"/api/plans/{plan_id}/versions/1/").json()
    assert version["provenance"] == body["provenance"]


def _save(client, plan_id: int, document: dict, base: int) -> dict:
    r = client.post(f"/api/plans/{plan_id}/versions/", {"document": document, "base_version": base}, format="json")
    assert r.status_code == 201, r.content
    return client.get(f"/api/plans/{plan_id}/versions/{base + 1}/").json()


def test_an_imported_field_leaves_the_unknown_list_however_it_is_set(contributor_client, architect_client, plan):
    """The document is sent whole each time, its unknown list as it was: a field whose value the user changed (a
    field, a row added or removed, the JSON) is chosen, the rest stay unknown, and the validation agrees."""
    body, plan_id = _imported(contributor_client, architect_client, plan)
    document = architect_client.get(f"/api/plans/{plan_id}/versions/1/").json()["document"]
    assert {"/nodes/0/cpus", "/nodes/0/memory_gb", "/workload"} <= set(document["unknown"])

    # A field set: it leaves the list; an untouched one stays. A field read from a file and then changed is the
    # user's: its provenance is dropped, the others' kept.
    document["nodes"][0]["cpus"] = 8
    document["nodes"][0]["vip"] = "10.10.10.31"
    saved = _save(architect_client, plan_id, document, 1)
    assert saved["provenance"]["/nodes/0/public_ip"] == ["rac1: hosts, line 4"]
    assert "/nodes/0/vip" not in saved["provenance"]
    assert "/nodes/0/cpus" not in saved["unknown"] and "/nodes/0/memory_gb" in saved["unknown"]
    assert "nodes/0/cpus" not in saved["validation"]["unknown"]
    assert "nodes/0/memory_gb" in saved["validation"]["unknown"]

    # One field of an unknown section set: the section's other set fields stay listed, one by one.
    document = saved["document"]
    workload = document["workload"]
    first = next(k for k, v in workload.items() if isinstance(v, int) and not isinstance(v, bool))
    document["workload"][first] = workload[first] + 1
    saved = _save(architect_client, plan_id, document, 2)
    assert "/workload" not in saved["unknown"] and f"/workload/{first}" not in saved["unknown"]
    others = [k for k, v in workload.items() if k != first and v not in (None, "", [], {})]
    assert others and all(f"/workload/{k}" in saved["unknown"] for k in others)

    # A row added (here with a field its author marks unknown): the rows already there keep their unknown fields.
    document = saved["document"]
    # (rac2 is imported too: rac1's hosts file names it with its VIP.)
    assert [n["hostname"] for n in document["nodes"]] == ["rac1", "rac2"]
    listed = [*document["unknown"], "/nodes/2/memory_gb"]
    extra = {**document["nodes"][0], "hostname": "rac3", "public_ip": "10.10.10.13", "vip": "10.10.10.23"}
    extra.pop("private_ip", None)
    document["nodes"].append(extra)
    document["unknown"] = listed
    saved = _save(architect_client, plan_id, document, 3)
    assert saved["unknown"] == listed

    # The row removed, its unknown field still listed: it leaves the list (no 400 for a pointer to nothing).
    document = saved["document"]
    document["nodes"] = document["nodes"][:2]
    saved = _save(architect_client, plan_id, document, 4)
    assert not any(p.startswith("/nodes/2/") for p in saved["unknown"])


def test_a_cluster_only_upload_answers_in_words_what_is_missing(contributor_client, architect_client, plan):
    from apps.asbuilt.assemble import NO_NODES

    from .helpers import run_check
    from .parsers.conftest import FIXTURES

    check = _post(contributor_client, plan, node="cluster", files=[
        upload("srvctl-config-database.txt", (FIXTURES / "grid112/srvctl-config-database.txt").read_bytes())]).json()
    run_check(AsBuiltCheck.objects.get(pk=check["id"]))
    r = architect_client.post(f"/api/as-built/{check['id']}/import/", {"name": "imported"}, format="json")
    assert r.status_code == 400 and r.json() == {"document/nodes": [NO_NODES]}


def test_an_import_keeps_the_node_another_nodes_files_name(contributor_client, architect_client, plan):
    from .helpers import run_check
    from .parsers.conftest import FIXTURES

    files = [upload(name, (FIXTURES / "grid112" / name).read_bytes())
             for name in ("hosts", "srvctl-config-nodeapps.txt", "srvctl-config-database.txt")]
    check = _post(contributor_client, plan, node="rac1", files=files).json()
    run_check(AsBuiltCheck.objects.get(pk=check["id"]))
    r = architect_client.post(f"/api/as-built/{check['id']}/import/", {"name": "11.2 lab"}, format="json")
    assert r.status_code == 201, r.content
    body = r.json()
    version = architect_client.get(f"/api/plans/{body['plan']}/versions/1/").json()
    assert [n["hostname"] for n in version["document"]["nodes"]] == ["rac1", "rac2"]
    assert version["document"]["nodes"][1]["vip"] == "192.168.14.161"
    assert any(p.startswith("rac1: ") and "hosts" in p for p in body["provenance"]["/nodes/1/hostname"])
    assert "/nodes/1/cpus" in body["unknown"]
