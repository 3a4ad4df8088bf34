"""A comparison judges throughput by the runs' workload driver (issue 28): a SLOB folder on its own metric, physical
reads per second, and a warning when the runs' drivers differ. Real files, parsed by the same job runner the worker
uses, compared through the API."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.comparisons import constants as C
from apps.comparisons.charts import chart as chart_entry
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
    # SLOB is judged on reads, HammerDB on new orders per minute: no measure in common, and no tps either
    assert result["throughput_metric"] is None
    warning = C.DRIVERS_DIFFER_NO_THROUGHPUT.split("{left_out}")[0].format(
        drivers="SLOB: slob run; HammerDB: hammerdb run")
    assert any(n.startswith(warning) for n in result["notes"])
    # a HammerDB run alone is judged on NOPM
    assert _compare(contributor_client, hammer)["throughput_metric"]["key"] == "nopm"


STATSPACK = ["troubleshooting-oracle-perf-14__sp_1830_1845.txt"]
#: Every metric that is, or is calculated from, transactions per second.
TPS_FIGURES = {"tps", *C.TXN_DERIVED}


def test_slob_against_statspack_states_no_tps_figure(contributor_client, project):
    slob = _run(contributor_client, project, "slob run", P30)
    statspack = _run(contributor_client, project, "statspack run", STATSPACK)
    assert slob["metrics"]["driver"]["value"] == "slob" and statspack["metrics"]["driver"]["value"] is None
    assert slob["metrics"]["tps"]["value"] > 0 and statspack["metrics"]["tps"]["value"] > 0
    result = _compare(contributor_client, slob, statspack)
    # no measure both drivers are judged on: no throughput index, no CPU cost, no scaling curve of tps
    assert result["throughput_metric"] is None
    assert result["normalized"] == {"throughput": [], "cpu_cost": []}
    assert result["scaling"] == []
    charts = {c["chart"]: c for c in result["charts"]}
    for chart in ("throughput", "cpu_cost", "scaling"):
        assert not charts[chart]["available"] and charts[chart]["reason"] == chart_entry(chart).drivers_differ
    # nor does any row of the table, or the overall figure, rest on transactions
    assert not TPS_FIGURES & {r["key"] for r in result["table"]["rows"]}
    assert result["table"]["rows"], "the metrics both define are still compared"
    for row in result["summary"]:
        assert not TPS_FIGURES & set(row["metrics"])
    note = next(n for n in result["notes"] if n.startswith("The runs were driven by different workload drivers"))
    head = C.DRIVERS_DIFFER_NO_THROUGHPUT.split("{left_out}")[0].format(
        drivers=f"SLOB: slob run; {C.NO_DRIVER}: statspack run")
    assert note.startswith(head)
    named = note[len(head):].rstrip(".").split(", ")
    assert {"transactions per second", "throughput per CPU", "CPU seconds per 1000 transactions",
            "physical reads", "logical reads"} <= set(named)


def test_a_saved_report_of_two_drivers_keeps_the_caveat(contributor_client, project):
    slob = _run(contributor_client, project, "slob run", P30)
    statspack = _run(contributor_client, project, "statspack run", STATSPACK)
    body = {"project": project.id, "title": "SLOB against Statspack",
            "request": {"runs": [statspack["id"], slob["id"]], "baseline": {"run": statspack["id"]}}}
    created = contributor_client.post("/api/reports/", body, format="json")
    assert created.status_code == 201, created.content
    report = contributor_client.get(f"/api/reports/{created.json()['uuid']}/").json()
    notes = report["comparison"]["notes"]
    assert any(n.startswith("The runs were driven by different workload drivers") for n in notes)
    # the charts a report picks by itself are only those with something to draw: no throughput index
    assert "throughput" not in [c["chart"] for c in report["charts"]]


def test_wait_classes_go_by_the_names_oracle_documents(contributor_client, project):
    """The RAC-global report heads its columns "Concurcy", "Sys I/O", ...: the run says Concurrency, System I/O."""
    printed = (RUN_SAMPLES / P30[0]).read_text(encoding="utf-8", errors="replace")
    assert "Concurcy" in printed
    run = _run(contributor_client, project, "p30x2", P30)
    shares = run["metrics"]["wait_class_shares"]["value"]
    assert "Concurrency" in shares and not {"Concurcy", "Sys I/O", "Applic", "Config", "Admin"} & set(shares)
    classes = {e["wait_class"] for e in run["metrics"]["top_events"]["value"] if e.get("wait_class")}
    assert not classes & set(C.WAIT_CLASS_NAMES), classes
