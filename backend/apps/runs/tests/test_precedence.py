"""Which file supplies each run metric and why; warnings for mixed databases and periods; removing files."""

from __future__ import annotations

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.intake.models import Blob
from apps.runs import constants as C
from apps.runs.metrics import DRIVER_THROUGHPUT, INSTANCES_SUM, RAC_GLOBAL, aggregate_run_metrics, stored_file
from apps.runs.models import RunFile

from .test_containers import zip_bytes
from .test_runs_api import CSV, run_jobs_inline, upload


def f(fid, kind, dbid=None, window=None, belongs=False, **values):
    metrics = {k: {"value": v, "section": f"section of {k}"} for k, v in values.items()}
    result = {}
    if dbid is not None:
        result["identity"] = {"dbid": dbid}
    if window is not None:
        result["snapshot"] = {"begin_time": window[0], "end_time": window[1]}
    return stored_file(id=fid, name=f"f{fid}", kind=kind, metrics=metrics, result=result, belongs=belongs)


def test_rac_global_report_wins_over_instance_reports():
    out = aggregate_run_metrics([f(1, "awr_instance", tps=10, db_time_per_s=1), f(2, "awr_instance", tps=20),
                                 f(3, "awr_rac_global", tps=31, db_time_per_s=3)])
    assert out["tps"]["value"] == 31 and [s["file"] for s in out["tps"]["sources"]] == [3]
    assert out["tps"]["reason"] == RAC_GLOBAL[2] and out["tps"]["kind"] == "awr_rac_global"
    assert out["db_time_per_s"]["value"] == 3


def test_instance_reports_add_up_without_a_global_report():
    out = aggregate_run_metrics([f(1, "awr_instance", tps=10, cpu_util_pct=40), f(2, "awr_instance", tps=20,
                                                                                   cpu_util_pct=60)])
    assert out["tps"]["value"] == 30 and out["tps"]["reason"] == INSTANCES_SUM[2]
    assert out["cpu_util_pct"]["value"] == 50 and out["cpu_util_pct"]["reason"].startswith("Averaged")


def test_driver_result_wins_for_throughput_only():
    out = aggregate_run_metrics([f(1, "awr_rac_global", tps=31, cpu_util_pct=70, cpus=8),
                                 f(2, "benchmark_table", tps=25, cpu_util_pct=50, cpus=4)])
    assert out["tps"]["value"] == 25 and out["tps"]["reason"] == DRIVER_THROUGHPUT[2]
    assert out["cpu_util_pct"]["value"] == 70 and out["cpus"]["value"] == 8
    assert out["txn_per_cpu"]["value"] == pytest.approx(25 / 8) and out["txn_per_cpu"]["reason"]


def test_a_file_without_the_value_never_blanks_it():
    out = aggregate_run_metrics([f(1, "awr_instance", tps=10), f(2, "benchmark_table")])
    assert out["tps"]["value"] == 10


def test_sar_fills_cpu_utilisation_only_when_nothing_else_has_it():
    out = aggregate_run_metrics([f(1, "awr_instance", tps=10), f(2, "sar", cpu_util_pct=33)])
    assert out["cpu_util_pct"]["value"] == 33 and out["cpu_util_pct"]["sources"][0]["file"] == 2


def test_different_databases_and_periods_are_warned_about_once_a_contributor_says_they_belong():
    files = [f(1, "awr_instance", dbid=111, window=("02-Jan-25 10:00:59", "02-Jan-25 11:00:02"), tps=1),
             f(2, "awr_instance", dbid=222, window=("03-Jan-25 10:00:00", "03-Jan-25 11:00:00"), tps=1)]
    set_aside = aggregate_run_metrics(files)
    assert "warnings" not in set_aside and set_aside["tps"]["value"] == 1
    assert set_aside["file_checks"][0]["code"] == "other_database"
    files[1] = f(2, "awr_instance", dbid=222, window=("03-Jan-25 10:00:00", "03-Jan-25 11:00:00"), tps=1, belongs=True)
    out = aggregate_run_metrics(files)
    assert out["tps"]["value"] == 2
    codes = {w["code"]: w for w in out["warnings"]}
    assert set(codes) == {"dbid_mismatch", "window_mismatch"}
    assert "DBID 111 (f1); DBID 222 (f2)" in codes["dbid_mismatch"]["message"]
    assert codes["window_mismatch"]["files"] == [1, 2]
    assert "f1 (02-Jan-25 10:00:59 to 02-Jan-25 11:00:02)" in codes["window_mismatch"]["message"]


def test_one_database_and_overlapping_periods_give_no_warning():
    out = aggregate_run_metrics([
        f(1, "awr_instance", dbid=111, window=("02-Jan-25 10:00", "02-Jan-25 11:00"), tps=1),
        f(2, "awr_instance", dbid=111, window=("02-Jan-25 10:00:30", "02-Jan-25 11:00:30"), tps=1)])
    assert "warnings" not in out


# --- removing files through the API ---------------------------------------------------------------------------

BAD = b"users,throughput\nabc,def\n"


@pytest.fixture
def zrun(contributor_client, project):
    return contributor_client.post("/api/runs/", {"project": project.id, "label": "removal"}, format="json").json()


@pytest.mark.django_db
def test_removing_a_failed_entry_keeps_the_metrics(contributor_client, zrun, django_capture_on_commit_callbacks):
    upload(contributor_client, zrun["id"], SimpleUploadedFile("mix.zip", zip_bytes({"good.csv": CSV, "bad.csv": BAD})))
    run_jobs_inline()
    before = contributor_client.get(f"/api/runs/{zrun['id']}/").json()
    bad = next(x for x in before["files"] if x["name"] == "bad.csv")
    assert bad["state"] == "failed" and before["metrics"]["tps"]["value"] == 200
    blob = Blob.objects.get(pk=bad["sha256"])
    with django_capture_on_commit_callbacks(execute=True):
        r = contributor_client.delete(f"/api/run-files/{bad['id']}/")
    assert r.status_code == 204
    after = contributor_client.get(f"/api/runs/{zrun['id']}/").json()
    assert "bad.csv" not in [x["name"] for x in after["files"]]
    assert after["metrics"] == before["metrics"]
    archive = next(x for x in after["files"] if x["name"] == "mix.zip")
    assert {e["path"]: (e["state"], e["file"]) for e in archive["entries"]}["bad.csv"] == ("removed", None)
    assert not Blob.objects.filter(pk=blob.pk).exists() and not default_storage.exists(blob.file.name)
    # Unpacking the archive again, and re-parsing the whole run, do not bring the removed entry back.
    assert contributor_client.post(f"/api/run-files/{archive['id']}/reparse/").status_code == 202
    assert contributor_client.post(f"/api/runs/{zrun['id']}/reparse/").status_code == 202
    run_jobs_inline()
    again = contributor_client.get(f"/api/runs/{zrun['id']}/").json()
    assert sorted(x["name"] for x in again["files"]) == ["good.csv", "mix.zip"]
    assert {x["name"]: x["state"] for x in again["files"]} == {"good.csv": "parsed", "mix.zip": "parsed"}
    assert again["metrics"] == before["metrics"]


@pytest.mark.django_db
def test_an_original_shared_with_another_run_stays(contributor_client, project, zrun,
                                                   django_capture_on_commit_callbacks):
    other = contributor_client.post("/api/runs/", {"project": project.id, "label": "other"}, format="json").json()
    upload(contributor_client, zrun["id"], SimpleUploadedFile("bench.csv", CSV))
    upload(contributor_client, other["id"], SimpleUploadedFile("bench.csv", CSV))
    run_jobs_inline()
    mine = RunFile.objects.get(run_id=zrun["id"])
    with django_capture_on_commit_callbacks(execute=True):
        assert contributor_client.delete(f"/api/run-files/{mine.id}/").status_code == 204
    blob = Blob.objects.get(pk=mine.blob_id)
    assert default_storage.exists(blob.file.name)
    assert contributor_client.get(f"/api/runs/{zrun['id']}/").json()["metrics"].get("tps") is None
    theirs = RunFile.objects.get(run_id=other["id"])
    with django_capture_on_commit_callbacks(execute=True):
        assert contributor_client.delete(f"/api/run-files/{theirs.id}/").status_code == 204
    assert not Blob.objects.filter(pk=blob.pk).exists() and not default_storage.exists(blob.file.name)


@pytest.mark.django_db
def test_removing_an_archive_removes_its_entries(contributor_client, zrun):
    upload(contributor_client, zrun["id"], SimpleUploadedFile("two.zip", zip_bytes({"a.csv": CSV, "b.csv": BAD})))
    run_jobs_inline()
    archive = RunFile.objects.get(run_id=zrun["id"], name="two.zip")
    assert contributor_client.delete(f"/api/run-files/{archive.id}/").status_code == 204
    assert not RunFile.objects.filter(run_id=zrun["id"]).exists() and Blob.objects.count() == 0
    body = contributor_client.get(f"/api/runs/{zrun['id']}/").json()
    assert body["files"] == [] and "tps" not in body["metrics"]


@pytest.mark.django_db
@pytest.mark.parametrize(("role", "status"), [("viewer", 403), ("architect", 403), ("outsider", 404),
                                              ("contributor", 204)])
def test_who_may_remove_a_file(role_client, contributor_client, zrun, architect, viewer, role, status):
    upload(contributor_client, zrun["id"], SimpleUploadedFile("bench.csv", CSV))
    rf = RunFile.objects.get(run_id=zrun["id"])
    assert role_client(role).delete(f"/api/run-files/{rf.id}/").status_code == status
    assert RunFile.objects.filter(pk=rf.pk).exists() == (status != 204)


@pytest.mark.django_db
def test_a_file_being_parsed_cannot_be_removed(contributor_client, zrun):
    upload(contributor_client, zrun["id"], SimpleUploadedFile("bench.csv", CSV))
    rf = RunFile.objects.get(run_id=zrun["id"])
    rf.job.state = "running"
    rf.job.save(update_fields=["state"])
    r = contributor_client.delete(f"/api/run-files/{rf.id}/")
    assert r.status_code == 400 and r.json()["file"] == [C.FILE_REMOVE_ACTIVE]
    assert RunFile.objects.filter(pk=rf.pk).exists()


@pytest.mark.django_db
def test_a_file_that_fails_to_parse_never_changes_the_metrics(contributor_client, zrun, samples):
    upload(contributor_client, zrun["id"], SimpleUploadedFile("bench.csv", CSV),
           SimpleUploadedFile("awr.html", (samples / "AWR-reports__awr_rpt_1.html").read_bytes()))
    run_jobs_inline()
    before = contributor_client.get(f"/api/runs/{zrun['id']}/").json()["metrics"]
    assert before["tps"]["kind"] == "benchmark_table" and before["buffer_hit_pct"]["value"] == 96.5
    upload(contributor_client, zrun["id"], SimpleUploadedFile("broken.csv", BAD),
           SimpleUploadedFile("cut.html", b"<html><body><h1>WORKLOAD REP"),
           SimpleUploadedFile("bad.zip", b"PK\x03\x04garbage"))
    run_jobs_inline()
    after = contributor_client.get(f"/api/runs/{zrun['id']}/").json()
    assert {f["name"]: f["state"] for f in after["files"] if f["name"] in ("broken.csv", "cut.html", "bad.zip")} == {
        "broken.csv": "failed", "cut.html": "failed", "bad.zip": "failed"}
    assert after["metrics"] == before
