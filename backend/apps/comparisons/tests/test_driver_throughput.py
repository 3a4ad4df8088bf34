"""A comparison judges throughput by the runs' workload driver (issue 28): a SLOB folder on its own metric, physical
reads per second, and a warning when the runs' drivers differ. Real files, parsed by the same job runner the worker
uses, compared through the API."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.comparisons import constants as C
from apps.runs.tests.test_runs_api import run_jobs_inline, upload

pytestmark = pytest.mark.django_db

RUN_SAMPLES = Path(__file__).resolve().parents[4].parent / "shared" / "run-samples"
P60 = ["PoC-FlashGrid-p60x6__awr_rac.html", "PoC-FlashGrid-p60x6__iostat.out", "PoC-FlashGrid-p60x6__slob.conf"]
P30 = ["PoC-FlashGrid-p30x2__awr_rac.html"]


def _run(client, project, label: str, names: list[str]) -> dict:
    run = client.post("/api/runs/", {"project": project.id, "label": label}, format="json").json()
    files = [SimpleUploadedFile(n, (RUN_SAMPLES / n).read_bytes()) for n in names]
    assert upload(client, run["id"], *files).status_code == 201
    run_jobs_inline()
    return client.get(f"/api/runs/{run['id']}/").json()


def _compare(client, *runs: dict) -> dict:
    body = {"runs": [r["id"] for r in runs], "baseline": {"run": runs[0]["id"]}}
    response = client.post("/api/comparisons/", body, format="json")
    assert response.status_code == 200, response.content
    return response.json()


def test_a_slob_folder_compares_on_physical_reads_per_second(contributor_client, project):
    p30 = _run(contributor_client, project, "p30x2", P30)
    p60 = _run(contributor_client, project, "p60x6", P60)
    assert p30["metrics"]["driver"]["value"] == p60["metrics"]["driver"]["value"] == "slob"
    result = _compare(contributor_client, p30, p60)
    assert result["throughput_metric"]["key"] == "physical_reads_per_s"
    rows = {r["group"]: r for r in result["normalized"]["throughput"]}
    reads = {r["label"]: r["metrics"]["physical_reads_per_s"]["value"] for r in (p30, p60)}
    # p60x6 against the p30x2 baseline, on the reads their RAC-global reports print (79,697.69 and 6,127.51 /s)
    assert rows["p60x6"]["pct_of_baseline"] == pytest.approx(100 * reads["p60x6"] / reads["p30x2"], rel=1e-4)
    assert reads == {"p30x2": pytest.approx(6127.51), "p60x6": pytest.approx(79697.69)}
    assert C.DRIVER_THROUGHPUT_NOTE.format(driver="SLOB", label="physical reads", unit="blocks/s") in result["notes"]


def test_runs_of_different_drivers_are_warned_about(contributor_client, project):
    slob = _run(contributor_client, project, "slob run", P30)
    hammer = _run(contributor_client, project, "hammerdb run", ["hammerdb_to_excel__hammerdb.log"])
    assert hammer["metrics"]["driver"]["value"] == "hammerdb" and hammer["metrics"]["nopm"]["value"] > 0
    result = _compare(contributor_client, slob, hammer)
    assert result["throughput_metric"]["key"] == "tps"
    warning = C.DRIVERS_DIFFER.format(drivers="SLOB: slob run; HammerDB: hammerdb run")
    assert warning in result["notes"]
    # a HammerDB run alone is judged on NOPM
    assert _compare(contributor_client, hammer)["throughput_metric"]["key"] == "nopm"
