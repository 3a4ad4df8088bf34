"""A driver that counted one instance of a multi-instance global report is flagged (issue 42 §4).

The global report is real (DB1TP, two instances, snapshots 231-232). The shared samples hold no HammerDB log of that
database, so the driver's step is given as the HammerDB parser returns one (its TPM, NOPM and snapshot ids); the
real HammerDB log is checked as it is too (its snapshots match no global report here, so it gives no comparison).
"""

from __future__ import annotations

from apps.runs.parsers.model import BenchmarkRow, ParsedReport
from apps.runs.timeline.series import Report, build_timeline
from apps.runs.timeline.throughput import driver_check

from .helpers import sample

GLOBAL = "dataextraction_found__awr_rac_db1tp.html"


def _hammerdb(db_tpm: str, nopm: float, begin: str = "231", end: str = "232") -> Report:
    row = BenchmarkRow(users=32, throughput=nopm, throughput_unit="tpm", duration_s=1800.0,
                       extra={"nopm": str(int(nopm)), "db_tpm": db_tpm, "db": "Oracle", "start_snap_id": begin,
                              "end_snap_id": end, "instance": "db1tp1"})
    return Report(id=9, name="hammerdb.log", kind="benchmark_table",
                  report=ParsedReport(kind="benchmark_table", format="text", benchmark_rows=[row]))


def test_hammerdb_counting_one_instance_of_two_is_flagged_with_both_figures():
    tl = build_timeline([sample(1, GLOBAL)], main=1)
    # instance 1 did 359.86 transactions per second: 21,591.6 per minute; the cluster 679.17 (40,750.2)
    (check,) = driver_check(tl, [_hammerdb("21590", 7200.0)])
    assert check["one_instance"] is True and check["counted_instance"] == "1"
    assert check["driver_tpm"] == 21590.0 and check["database_tpm"] == 40750.2
    assert check["instances_tpm"] == {"1": 21591.6, "2": 19158.6}
    assert "21,590 TPM" in check["message"] and "40,750 per minute over 2 instances" in check["message"]


def test_hammerdb_with_its_rac_setting_counts_the_cluster_and_is_not_flagged():
    tl = build_timeline([sample(1, GLOBAL)], main=1)
    (check,) = driver_check(tl, [_hammerdb("40748", 13600.0)])
    assert check["one_instance"] is False and check["message"] == ""


def test_the_real_hammerdb_log_matches_no_snapshot_of_this_report_and_gives_no_comparison():
    tl = build_timeline([sample(1, GLOBAL)], main=1)
    assert driver_check(tl, [sample(2, "hammerdb_to_excel__hammerdb.log")]) == []
    # and an instance report alone has no cluster to compare with
    assert driver_check(build_timeline([sample(3, "PoC-FlashGrid-p60x6__awr.txt")]), [_hammerdb("1", 1.0)]) == []
