"""OS statistics and driver results end to end: uploaded through the API, parsed by a real Celery worker,
charted through the timeseries endpoint; a malformed CSV fails cell by cell and leaves the run's metrics alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.runs.metrics import StoredFile, aggregate_run_metrics, derive_metrics, stored_file
from apps.runs.parsers import parse_file

from .test_runs_api import upload_and_settle

RUN_SAMPLES = Path(__file__).resolve().parents[4].parent / "shared" / "run-samples"
SLOB_RUN = ["PoC-FlashGrid-p60x6__iostat.out", "PoC-FlashGrid-p60x6__mpstat.out", "PoC-FlashGrid-p60x6__vmstat.out",
            "PoC-FlashGrid-p60x6__slob.conf", "PoC-FlashGrid-p60x6__awr_rac.html", "hammerdb_to_excel__hammerdb.log"]


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_slob_run_folder_is_charted(celery_worker_process, contributor_client, viewer_client, outsider_client,
                                    project, wait_for):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "p60x6"}, format="json").json()
    files = [SimpleUploadedFile(n, (RUN_SAMPLES / n).read_bytes()) for n in SLOB_RUN]
    body = upload_and_settle(contributor_client, run["id"], files, wait_for, len(SLOB_RUN))
    kinds = {f["name"]: (f["state"], f["kind"]) for f in body["files"]}
    assert kinds == {
        "PoC-FlashGrid-p60x6__iostat.out": ("parsed", "os_stats"),
        "PoC-FlashGrid-p60x6__mpstat.out": ("parsed", "os_stats"),
        "PoC-FlashGrid-p60x6__vmstat.out": ("parsed", "os_stats"),
        "PoC-FlashGrid-p60x6__slob.conf": ("parsed", "benchmark_config"),
        "PoC-FlashGrid-p60x6__awr_rac.html": ("parsed", "awr_rac_global"),
        "hammerdb_to_excel__hammerdb.log": ("parsed", "benchmark_table"),
    }
    assert "os" in body["metrics"], body["metrics"]
    host = body["metrics"]["os"]["value"]["mcracpoc1.example.com"]
    # iostat was uploaded first, so it speaks for the host's CPU; mpstat and vmstat agree within 0.1 point
    assert host["cpu_busy_pct"]["value"] == pytest.approx(16.64, abs=0.01)
    assert host["run_queue"]["value"] == pytest.approx(21.75)

    chart = viewer_client.get(f"/api/runs/{run['id']}/timeseries/?max_points=100").json()
    categories = sorted({(g["category"], g["source"]) for g in chart["groups"]})
    assert categories == [("cpu", "iostat -x"), ("cpu", "mpstat -P ALL"), ("cpu", "vmstat"), ("disk", "iostat -x"),
                          ("runq", "vmstat")]
    for group in chart["groups"]:
        assert group["samples"] == 272 and group["timed"]
        for line in group["series"]:
            assert 0 < len(line["x"]) == len(line["y"]) <= 100
            assert line["x"] == sorted(line["x"])
    disk = next(g for g in chart["groups"] if g["category"] == "disk")
    assert disk["objects_total"] == 87 and len({s["object"] for s in disk["series"]}) == 8
    # min/max per bucket keeps the peak of the busiest sample
    cpu = next(g for g in chart["groups"] if g["source"] == "mpstat -P ALL")
    busy = next(s for s in cpu["series"] if s["column"] == "busy")
    assert max(busy["y"]) == pytest.approx(26.18)
    assert chart["awr_window"]["begin"] == "2020-02-20T21:32:00"
    assert chart["awr_window"]["end"] == "2020-02-20T21:45:00"
    steps = chart["driver_steps"]
    assert [s["users"] for s in steps] == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
    assert steps[2]["throughput"] == 24725 and steps[2]["unit"] == "tpm"

    assert outsider_client.get(f"/api/runs/{run['id']}/timeseries/").status_code == 404
    bad = viewer_client.get(f"/api/runs/{run['id']}/timeseries/?max_points=abc")
    assert bad.status_code == 400 and bad.json() == {"max_points": ["A whole number from 50 to 5000 is required."]}
    settings_file = next(f for f in body["files"] if f["kind"] == "benchmark_config")
    result = contributor_client.get(f"/api/run-files/{settings_file['id']}/").json()["result"]
    assert result["run_settings"]["RUN_TIME"] == "600"
    assert result["run_settings"]["SYSDBA_PASSWD"] == "(redacted)"


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_malformed_csv_fails_per_cell_and_leaves_metrics(celery_worker_process, contributor_client, project,
                                                         wait_for):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "csv"}, format="json").json()
    good = SimpleUploadedFile("good.csv", b"users,tps,cpu_pct,cpus\n10,1200,40,16\n20,2100,70,16\n")
    before = upload_and_settle(contributor_client, run["id"], [good], wait_for, 1)["metrics"]
    assert before["tps"]["value"] == 2100
    bad = SimpleUploadedFile("bad.csv", b"users,tps\n10,abc\n,900\n")
    after = upload_and_settle(contributor_client, run["id"], [bad], wait_for, 2)
    failed = next(f for f in after["files"] if f["name"] == "bad.csv")
    assert failed["state"] == "failed"
    assert "row 1, column tps: 'abc' is not a number." in failed["error"]
    assert "row 2, column users: The row has no value for this required column." in failed["error"]
    assert after["metrics"] == before


def _summary(name: str, file_id: int) -> StoredFile:
    rep = parse_file(name, (RUN_SAMPLES / name).read_bytes())
    return stored_file(id=file_id, name=name, kind=rep.kind, metrics=derive_metrics(rep), result={})


def test_interconnect_interface_of_the_plan_is_reported_as_interconnect_traffic():
    sar = _summary("Perl_study__sar01", 1)
    metrics = aggregate_run_metrics([sar], interconnect_interface="private")
    ic = metrics["interconnect_os_mb_s"]
    assert ic["interface"] == "private"
    assert ic["value"] == pytest.approx(0.0422 + 0.0192, abs=1e-4)
    assert ic["sources"][0]["name"] == "Perl_study__sar01"
    assert "interconnect_os_mb_s" not in aggregate_run_metrics([sar], interconnect_interface="eth9")
    assert metrics["cpu_util_pct"]["value"] == pytest.approx(5.14)  # the Average line: 100 - 94.50 idle - 0.36 iowait
