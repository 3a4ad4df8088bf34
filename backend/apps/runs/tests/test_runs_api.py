"""Runs and uploads through the API: roles, content addressing, limits, zips, parsing, drift, safe viewing."""

from __future__ import annotations

import io
import zipfile

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.intake.containers import DESKTOP_METADATA as DESKTOP
from apps.intake.models import Blob
from apps.jobs.models import Job
from apps.jobs.runner import run_job
from apps.runs import constants as C
from apps.runs import services
from apps.runs.models import Run, RunFile
from apps.runs.tasks import parse_run_file, unpack_run_archive
from apps.runs.tests.parsers.os_golden_view import read_sample

pytestmark = pytest.mark.django_db

CSV = b"users,throughput,throughput_unit,cpu_util_pct,cpus\n20,100,tps,40,4\n40,180,tps,75,4\n60,200,tps,95,4\n"


def upload(client, run_id, *files):
    return client.post(f"/api/runs/{run_id}/files/", {"files": list(files)}, format="multipart")


def upload_and_settle(client, run_id, files, wait_for, count):
    """Upload ``files`` and wait for a real worker (``celery_worker_process``) to settle the run's ``count`` files.

    Transactional tests use this, not :func:`run_jobs_inline`: their uploads reach the broker, and a session
    worker started by an earlier test of the same process takes the jobs while this process would run them too.
    Returns the run's detail answer.
    """
    r = client.post(f"/api/runs/{run_id}/files/", {"files": files}, format="multipart")
    assert r.status_code == 201, r.content

    def settled():
        # the files' final states and, after them, their jobs': a test that ended while the worker still closed
        # a job would leave it writing into the next test's rows
        body = client.get(f"/api/runs/{run_id}/").json()
        states = [(f["state"], f["job_state"]) for f in body["files"]]
        final = all(s in ("parsed", "failed") and j in ("succeeded", "failed") for s, j in states)
        return body if len(states) == count and final else None

    return wait_for(settled, timeout=180, message="the worker did not settle every file")


def stored_groups(run_file) -> list[dict]:
    """The OS series groups a parse kept for ``run_file`` (in chunks), put back together in the file's order."""
    from apps.runs.timeseries import groups_from_chunks

    return groups_from_chunks(run_file.series_chunks.order_by("index", "start").values_list("index", "data"))


def run_jobs_inline():
    """Run the queued parse/unpack jobs in this process, through the same runner the worker uses."""
    for _ in range(3):  # unpacking queues more jobs
        queued = list(Job.objects.filter(state="queued", kind__startswith="runs.").order_by("id"))
        for job in queued:
            fn = unpack_run_archive if job.kind == "runs.unpack" else parse_run_file
            run_job(job.id, fn.job_function)


@pytest.fixture
def run(contributor_client, project):
    r = contributor_client.post("/api/runs/", {"project": project.id, "label": "HiperSockets 60 users",
                                               "tags": ["interconnect=hipersockets", "users=60"], "users": 60},
                                format="json")
    assert r.status_code == 201, r.json()
    return r.json()


@pytest.mark.parametrize(("role", "status"), [("contributor", 201), ("architect", 403), ("viewer", 403),
                                              ("outsider", 400), ("staff", 201)])
def test_create_run_by_role(role_client, project, architect, contributor, viewer, role, status):
    r = role_client(role).post("/api/runs/", {"project": project.id, "label": "r"}, format="json")
    assert r.status_code == status


@pytest.mark.parametrize(("role", "read", "write"), [("contributor", 200, 201), ("architect", 200, 403),
                                                     ("viewer", 200, 403), ("outsider", 404, 404)])
def test_run_object_permissions(role_client, run, architect, viewer, role, read, write):
    client = role_client(role)
    assert client.get(f"/api/runs/{run['id']}/").status_code == read
    f = SimpleUploadedFile("t.csv", CSV)
    assert upload(client, run["id"], f).status_code == write


def test_tags_filter_and_bad_tags(contributor_client, project, run):
    other = contributor_client.post("/api/runs/", {"project": project.id, "label": "1 GbE",
                                                   "tags": {"interconnect": "osa_1gbe"}}, format="json").json()
    ids = [r["id"] for r in contributor_client.get("/api/runs/?tag=interconnect=hipersockets").json()["results"]]
    assert ids == [run["id"]]
    both = contributor_client.get(f"/api/runs/?project={project.id}").json()["results"]
    assert {r["id"] for r in both} == {run["id"], other["id"]}
    bad = contributor_client.post("/api/runs/", {"project": project.id, "label": "x", "tags": ["no-equals"]},
                                  format="json")
    assert bad.status_code == 400 and "tags" in bad.json()


def test_upload_is_stored_before_parsing_and_deduplicated(contributor_client, run):
    r = upload(contributor_client, run["id"], SimpleUploadedFile("bench.csv", CSV))
    assert r.status_code == 201
    body = r.json()
    assert body["files"][0]["state"] == "stored" and body["jobs"]
    sha = body["files"][0]["sha256"]
    assert Blob.objects.get(pk=sha).size == len(CSV)
    again = upload(contributor_client, run["id"], SimpleUploadedFile("bench.csv", CSV)).json()
    assert again["duplicates"] == [body["files"][0]["id"]]
    renamed = upload(contributor_client, run["id"], SimpleUploadedFile("copy.csv", CSV)).json()
    assert renamed["files"][0]["sha256"] == sha and Blob.objects.count() == 1
    run_jobs_inline()
    detail = contributor_client.get(f"/api/runs/{run['id']}/").json()
    assert {f["state"] for f in detail["files"]} == {"parsed"}
    assert detail["metrics"]["basis"] == "benchmark_table"
    assert detail["metrics"]["tps"]["value"] == 200
    assert detail["metrics"]["tps"]["sources"][0]["name"] in ("bench.csv", "copy.csv")


def test_too_large_file_is_refused_with_a_clear_error(contributor_client, run, settings):
    settings.RUNS_MAX_FILE_BYTES = 10
    r = upload(contributor_client, run["id"], SimpleUploadedFile("big.csv", CSV))
    assert r.status_code == 400
    assert r.json()["files"] == [C.FILE_TOO_LARGE.format(name="big.csv", size=len(CSV), limit=10)]
    ok = upload(contributor_client, run["id"], SimpleUploadedFile("big.csv", CSV),
                SimpleUploadedFile("small.txt", b"tiny"))
    assert ok.status_code == 201 and [x["name"] for x in ok.json()["rejected"]] == ["big.csv"]


@pytest.mark.parametrize(
    ("name", "content"),
    [("empty.html", b""), ("binary.bin", bytes(range(256)) * 40), ("trunc.html", b"<html><body><h1>WORKLOAD REP"),
     ("latin.txt", "Année \xe9t\xe9 rapport".encode("latin-1")), ("x.html", b"<script>alert(1)</script>" * 50)],
)
def test_bad_files_get_a_per_file_error_and_keep_their_original(contributor_client, run, name, content):
    r = upload(contributor_client, run["id"], SimpleUploadedFile(name, content),
               SimpleUploadedFile("good.csv", CSV))
    assert r.status_code == 201
    run_jobs_inline()
    files = {f["name"]: f for f in contributor_client.get(f"/api/runs/{run['id']}/").json()["files"]}
    assert files["good.csv"]["state"] == "parsed"
    bad = files[name]
    assert bad["state"] == "failed" and bad["error"] and "Traceback" not in bad["error"]
    original = contributor_client.get(f"/api/run-files/{bad['id']}/download/")
    assert original.status_code == 200 and b"".join(original.streaming_content) == content
    assert original["Content-Disposition"].startswith("attachment")
    assert original["Content-Type"] == "application/octet-stream"
    text = contributor_client.get(f"/api/run-files/{bad['id']}/text/")
    assert text["Content-Type"] == "application/json"


@pytest.mark.parametrize(("path", "name"), [
    ("run/os/vmstat.out", "run/os/vmstat.out"), ("./run//os/./vmstat.out", "run/os/vmstat.out"),
    ("C:\\runs\\node1\\vmstat.out", "runs/node1/vmstat.out"), ("/abs/../x/vmstat.out", "abs/x/vmstat.out"),
    ("a/\x01/ b /vmstat.out", "a/b/vmstat.out"), ("", "vmstat.out"), ("vmstat.out", "vmstat.out"),
    ("/".join(["f" * 100] * 3 + ["vmstat.out"]), "f" * 100 + "/" + "f" * 100 + "/vmstat.out"),
])
def test_a_folder_path_is_cleaned_into_a_name(path, name):
    assert services._name_in_folder(path, "vmstat.out") == name


def test_files_of_a_folder_are_named_with_their_folders(contributor_client, run):
    # two nodes' captures of one name, and a path that tries to climb out of the folder
    r = contributor_client.post(f"/api/runs/{run['id']}/files/", {
        "files": [SimpleUploadedFile("bench.csv", CSV), SimpleUploadedFile("bench.csv", CSV.replace(b"200,", b"210,")),
                  SimpleUploadedFile("top.csv", CSV.replace(b"200,", b"220,"))],
        "paths": ["node1/bench.csv", "node2\\bench.csv", "../../etc/top.csv"]}, format="multipart")
    assert r.status_code == 201, r.content
    assert [f["name"] for f in r.json()["files"]] == ["node1/bench.csv", "node2/bench.csv", "etc/top.csv"]
    first = r.json()["files"][0]
    download = contributor_client.get(f"/api/run-files/{first['id']}/download/")
    assert download["Content-Disposition"] == 'attachment; filename="bench.csv"'


def test_desktop_metadata_is_never_stored_however_it_comes(contributor_client, run):
    r = contributor_client.post(f"/api/runs/{run['id']}/files/", {
        "files": [SimpleUploadedFile("bench.csv", CSV), SimpleUploadedFile("Thumbs.db", b"\xd0\xcf\x11\xe0"),
                  SimpleUploadedFile("._bench.csv", b"\x00\x05\x16\x07")],
        "paths": ["run/bench.csv", "run/Thumbs.db", "run/._bench.csv"]}, format="multipart")
    assert r.status_code == 201, r.content
    body = r.json()
    assert [f["name"] for f in body["files"]] == ["run/bench.csv"] and body["rejected"] == []
    assert body["ignored"] == [
        {"name": "run/Thumbs.db", "error": C.ENTRY_DESKTOP_METADATA.format(what=DESKTOP["names"]["Thumbs.db"])},
        {"name": "run/._bench.csv", "error": C.ENTRY_DESKTOP_METADATA.format(what=DESKTOP["prefixes"]["._"])}]
    only = upload(contributor_client, run["id"], SimpleUploadedFile(".DS_Store", b"Bud1"))
    assert only.status_code == 400
    finder = C.ENTRY_DESKTOP_METADATA.format(what=DESKTOP["names"][".DS_Store"])
    assert only.json() == {"files": [f".DS_Store: {finder}"]}
    assert RunFile.objects.filter(run_id=run["id"]).count() == 1


def test_paths_must_match_the_files_one_for_one(contributor_client, run):
    r = contributor_client.post(f"/api/runs/{run['id']}/files/", {
        "files": [SimpleUploadedFile("a.csv", CSV), SimpleUploadedFile("b.csv", CSV)], "paths": ["x/a.csv"]},
        format="multipart")
    assert r.status_code == 400
    assert r.json() == {"paths": [C.PATHS_PER_FILE.format(files=2, paths=1)]}
    assert RunFile.objects.filter(run_id=run["id"]).count() == 0


def _zip(entries: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return buf.getvalue()


def test_zip_is_unpacked_safely(contributor_client, run):
    data = _zip({"a/bench1.csv": CSV, "../../etc/passwd": b"root:x:0:0", "/abs.csv": CSV,
                 "bomb.txt": b"0" * (20 * 1024 * 1024)})
    r = upload(contributor_client, run["id"], SimpleUploadedFile("reports.zip", data))
    assert r.status_code == 201 and r.json()["files"][0]["kind"] == "archive"
    run_jobs_inline()
    archive = RunFile.objects.get(run_id=run["id"], name="reports.zip")
    assert archive.state == "partial"
    skipped = "\n".join(e["error"] for e in archive.result["entries"] if e["state"] == "skipped")
    assert "../../etc/passwd" in skipped and "/abs.csv" in skipped and "zip bomb" in skipped
    entries = RunFile.objects.filter(archive=archive)
    assert [e.name for e in entries] == ["a/bench1.csv"] and entries[0].state == "parsed"


def test_broken_zip_fails_readably(contributor_client, run):
    upload(contributor_client, run["id"], SimpleUploadedFile("broken.zip", b"PK\x03\x04garbage"))
    run_jobs_inline()
    f = RunFile.objects.get(run_id=run["id"], name="broken.zip")
    assert f.state == "failed" and f.error.startswith("The archive cannot be read")


def _link_plan(architect_client, contributor_client, project, run, doc: dict, name: str) -> None:
    """A plan made of ``doc`` by the architect, its version 1 linked to ``run`` by the contributor."""
    plan = architect_client.post("/api/plans/", {"project": project.id, "name": name, "document": doc},
                                 format="json").json()
    version_id = Run.objects.model._meta.get_field("plan_version").related_model.objects.get(
        plan_id=plan["id"], number=1).id
    assert contributor_client.patch(f"/api/runs/{run['id']}/", {"plan_version": version_id},
                                    format="json").status_code == 200


def test_real_awr_report_parses_and_drift_is_found(contributor_client, architect_client, project, run, samples):
    doc = {"cluster": {"name": "orcl", "oracle_release": "10.2.0.4"},
           "nodes": [{"hostname": "dbhost1", "cpus": 2, "memory_gb": 16, "machine": "m1",
                      "public_ip": "10.0.0.1", "vip": "10.0.0.2", "private_ip": "192.168.0.1"},
                     {"hostname": "dbhost2", "cpus": 2, "memory_gb": 16, "machine": "m1",
                      "public_ip": "10.0.0.3", "vip": "10.0.0.4", "private_ip": "192.168.0.2"}],
           "database": {"db_block_size": 4096}}
    _link_plan(architect_client, contributor_client, project, run, doc, "drift")
    data = (samples / "AWR-reports__awr_rpt_1.html").read_bytes()
    assert upload(contributor_client, run["id"], SimpleUploadedFile("awr_rpt_1.html", data)).status_code == 201
    run_jobs_inline()
    detail = contributor_client.get(f"/api/runs/{run['id']}/").json()
    assert detail["files"][0]["state"] == "parsed" and detail["files"][0]["kind"] == "awr_instance"
    assert detail["metrics"]["tps"]["value"] > 0
    assert detail["metrics"]["tps"]["sources"][0]["section"]
    assert detail["metrics"]["buffer_hit_pct"]["value"] == 96.5
    params = {d["parameter"] for d in detail["diagnosis"]["drift"]}
    assert "db_block_size" in params and "release" in params


def test_a_refresh_reads_the_summary_kept_apart_and_older_files_without_one_alike(contributor_client, architect_client,
                                                                                    project, run, samples):
    """Each parsed file keeps the summary parts of its result apart (so a refresh never decodes a whole result);
    a file stored before that (no summary) still counts exactly as it did."""
    doc = {"cluster": {"name": "orcl", "oracle_release": "11.2.0.4"},
           "nodes": [{"hostname": "dbhost1", "cpus": 2, "memory_gb": 16, "machine": "m1",
                      "public_ip": "10.0.0.1", "vip": "10.0.0.2", "private_ip": "192.168.0.1"}],
           "database": {"db_block_size": 4096}, "interconnect": {"interface": "eth1"}}
    _link_plan(architect_client, contributor_client, project, run, doc, "summary")
    files = [SimpleUploadedFile("awr_rpt_1.html", (samples / "AWR-reports__awr_rpt_1.html").read_bytes()),
             SimpleUploadedFile("test.nmon", read_sample("pyNmonAnalyzer__test.nmon")),
             SimpleUploadedFile("bench.csv", CSV)]
    assert upload(contributor_client, run["id"], *files).status_code == 201
    run_jobs_inline()
    parsed = list(RunFile.objects.filter(run_id=run["id"]).order_by("id"))
    assert [f.state for f in parsed] == ["parsed"] * 3
    for f in parsed:
        assert f.summary == {k: v for k, v in f.result.items() if k in services.SUMMARY_KEYS and v is not None}
        assert "os_series" not in f.summary and "raw_sections" not in f.summary
    # the nmon capture is of 2012, the report of another year: set aside until the contributor says it belongs
    assert [c["code"] for c in Run.objects.get(pk=run["id"]).metrics["file_checks"]] == ["other_window"]
    assert contributor_client.post(f"/api/run-files/{parsed[1].id}/belongs/", {"belongs": True},
                                   format="json").status_code == 200
    fresh = Run.objects.get(pk=run["id"])
    assert fresh.metrics["os"]["value"] and fresh.metrics["tps"]["value"] > 0
    assert {d["parameter"] for d in fresh.diagnosis["drift"]} >= {"db_block_size"}

    # As rows stored before the summary was kept apart: the refresh reads the same parts out of the results.
    for older in (parsed[:1], parsed):
        RunFile.objects.filter(pk__in=[f.pk for f in older]).update(summary=None)
        again = services.run_refresh(run=fresh)
        assert again.metrics == fresh.metrics and again.diagnosis == fresh.diagnosis


def test_reparse_requeues_and_template_downloads(contributor_client, viewer_client, run):
    upload(contributor_client, run["id"], SimpleUploadedFile("bench.csv", CSV))
    run_jobs_inline()
    jobs = contributor_client.post(f"/api/runs/{run['id']}/reparse/").json()
    assert len(jobs) == 1 and jobs[0]["state"] == "queued"
    # the jobs list names the file and its run, for both the first parse and this one
    listed = contributor_client.get("/api/jobs/", {"kind": "runs.parse"}).json()["results"]
    assert {j["subject"] for j in listed} == {f"bench.csv of run {run['label']}"} and len(listed) == 2
    assert viewer_client.post(f"/api/runs/{run['id']}/reparse/").status_code == 403
    t = viewer_client.get("/api/runs/benchmark-template/")
    assert t.status_code == 200 and b"users" in t.content and t["Content-Disposition"].startswith("attachment")
