"""One source per run (apps/runs/metrics/sources.py) and the workload driver (metrics/driver.py), on real files.

The files are the real samples beside the checkout (../shared/awr-samples, ../shared/run-samples), read in place and
taken through the same steps as a parsed upload: parse, derive, store as JSON, read back, aggregate.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from apps.runs.metrics import aggregate_run_metrics, derive_metrics, stored_file
from apps.runs.parsers import parse_file
from apps.runs.services import result_summary

SHARED = Path(__file__).resolve().parents[4].parent / "shared"
AWR = SHARED / "awr-samples"
RUN = SHARED / "run-samples"
SLOB_FOLDER = ["PoC-FlashGrid-p60x6__awr_rac.html", "PoC-FlashGrid-p60x6__awr_rac.txt",
               "PoC-FlashGrid-p60x6__awr.html.gz", "PoC-FlashGrid-p60x6__awr.txt", "PoC-FlashGrid-p60x6__iostat.out",
               "PoC-FlashGrid-p60x6__mpstat.out", "PoC-FlashGrid-p60x6__vmstat.out", "PoC-FlashGrid-p60x6__slob.conf"]


def _bytes(path: Path) -> tuple[str, bytes]:
    data = path.read_bytes()
    return (path.name[:-3], gzip.decompress(data)) if path.name.endswith(".gz") else (path.name, data)


def _file(pk: int, path: Path, *, cut: float | None = None, belongs: bool = False):
    name, data = _bytes(path)
    if cut is not None:
        data = data[: int(len(data) * cut)]
    report = parse_file(name, data)
    result = json.loads(json.dumps(report.to_dict()))
    metrics = json.loads(json.dumps(derive_metrics(report)))
    return stored_file(id=pk, name=path.name, kind=report.kind, metrics=metrics, result=result_summary(result),
                       belongs=belongs)


def _folder(names: list[str]) -> list:
    return [_file(n, RUN / name) for n, name in enumerate(names, start=1)]


HEADLINE = ("tps", "cpu_util_pct", "cpus", "read_mb_s", "write_mb_s", "read_iops", "interconnect_mb_s",
            "physical_reads_per_s", "logical_reads_per_s", "redo_mb_s", "db_time_per_s", "cpu_seconds_per_1000_txn")


def _headline(metrics: dict) -> dict:
    return {k: metrics[k]["value"] for k in HEADLINE if k in metrics}


def test_a_truncated_report_from_another_database_is_set_aside_and_changes_no_headline_metric():
    good = _folder(SLOB_FOLDER)
    before = aggregate_run_metrics(good)
    stranger = _file(99, AWR / "awr2csv__awr_11204_1.txt", cut=0.5)
    assert stranger.value("truncated") is True
    after = aggregate_run_metrics([*good, stranger])
    assert _headline(after) == _headline(before) and _headline(after)
    assert after["main_report"]["file"] == 1 and after["main_report"]["database"] == "P60SDB"
    check = next(c for c in after["file_checks"] if c["file"] == 99)
    assert check == {"file": 99, "name": "awr2csv__awr_11204_1.txt", "code": "other_database",
                     "message": "from another database: ORCL, 2014", "accepted": False, "truncated": True}
    # no card of the run names the stranger as its source
    assert all(s["file"] != 99 for k in HEADLINE if k in after for s in after[k]["sources"])


def test_a_complete_report_wins_over_a_truncated_one_uploaded_first():
    cut = _file(1, RUN / "PoC-FlashGrid-p60x6__awr_rac.html", cut=0.6)
    whole = _file(2, RUN / "PoC-FlashGrid-p60x6__awr_rac.txt")
    metrics = aggregate_run_metrics([cut, whole])
    assert metrics["main_report"]["file"] == 2 and metrics["main_report"]["truncated"] is False
    assert [c["code"] for c in metrics["file_checks"]] == ["duplicate"]
    assert metrics["tps"]["sources"][0]["file"] == 2


def test_a_report_of_the_same_database_from_another_day_is_set_aside_until_a_contributor_says_it_belongs():
    # P60SDB of 12 Feb 2020 (another DBID: the database was re-created) beside the run of 20 Feb 2020
    main = _file(1, RUN / "PoC-FlashGrid-p60x6__awr_rac.html")
    other = _file(2, AWR / "PoC-FlashGrid__awr.html")
    flagged = aggregate_run_metrics([main, other])
    assert flagged["file_checks"][0]["code"] == "other_database"
    assert flagged["file_checks"][0]["message"] == "from another database: P60SDB, 2020"
    assert "warnings" not in flagged  # the set-aside file is not mixed in, so nothing is doubtful
    accepted = aggregate_run_metrics([main, _file(2, AWR / "PoC-FlashGrid__awr.html", belongs=True)])
    assert accepted["file_checks"][0]["accepted"] is True
    assert {w["code"] for w in accepted["warnings"]} >= {"dbid_mismatch"}


def test_os_statistics_of_another_year_are_set_aside():
    main = _file(1, RUN / "PoC-FlashGrid-p60x6__awr_rac.html")
    iostat = _file(2, RUN / "PoC-FlashGrid-p60x6__iostat.out")
    sar = _file(3, RUN / "Perl_study__sar01")
    metrics = aggregate_run_metrics([main, iostat, sar])
    checks = {c["file"]: c for c in metrics["file_checks"]}
    assert list(checks) == [3] and checks[3]["code"] == "other_window"
    assert checks[3]["message"].startswith("from another period: 01 Sep 2018")
    assert "gc-prd-dnfmracdb-1" not in " ".join(metrics["os"]["value"])


@pytest.mark.parametrize(("names", "driver", "throughput"), [
    (SLOB_FOLDER, "slob", ["physical_reads_per_s", "logical_reads_per_s", "redo_mb_s"]),
    (["hammerdb_to_excel__hammerdb.log"], "hammerdb", ["nopm"]),
    (["troubleshooting-oracle-perf-14__sp_1830_1845.txt"], None, ["tps"]),
])
def test_the_run_records_its_driver_and_the_metrics_its_throughput_is_judged_on(names, driver, throughput):
    metrics = aggregate_run_metrics(_folder(names))
    assert metrics["driver"]["value"] == driver
    assert metrics["driver"]["throughput"] == throughput
    for key in throughput:
        assert metrics[key]["value"] > 0


def test_slob_is_recognised_from_slob_conf_and_from_its_awr_report_alone():
    with_conf = aggregate_run_metrics(_folder(SLOB_FOLDER))
    evidence = {e["name"]: e for e in with_conf["driver"]["evidence"]}
    assert evidence["PoC-FlashGrid-p60x6__slob.conf"]["detail"].startswith("SLOB's configuration file")
    assert evidence["PoC-FlashGrid-p60x6__awr_rac.html"]["detail"].startswith("SQL ")
    assert "physical reads/s" in evidence["PoC-FlashGrid-p60x6__awr_rac.html"]["detail"]
    alone = aggregate_run_metrics([_file(1, RUN / "PoC-FlashGrid-p30x2__awr_rac.html")])
    assert alone["driver"]["value"] == "slob"
    # the run-wide physical reads of the RAC-global report, as its load profile prints them
    assert with_conf["physical_reads_per_s"]["value"] == pytest.approx(79697.69)
    assert with_conf["physical_reads_per_s"]["sources"][0]["name"].startswith("PoC-FlashGrid-p60x6__awr_rac")


def test_one_host_keeps_one_name_across_the_files_of_a_run():
    from apps.runs.metrics.sources import host_names

    text = _file(1, RUN / "PoC-FlashGrid-p60x6__awr.txt").report.identity.hosts[0]
    html = _file(2, RUN / "PoC-FlashGrid-p60x6__awr.html.gz").report.identity.hosts[0]
    iostat = _file(3, RUN / "PoC-FlashGrid-p60x6__iostat.out").value("host")
    assert (text, html, iostat) == ("mcracpoc2.exampl", "mcracpoc2.example.com", "mcracpoc1.example.com")
    names = host_names([text, html, iostat, "MCRACPOC1"])
    assert names == {"mcracpoc2.exampl": "mcracpoc2.example.com", "mcracpoc2.example.com": "mcracpoc2.example.com",
                     "mcracpoc1.example.com": "mcracpoc1.example.com", "MCRACPOC1": "mcracpoc1.example.com"}
