"""One timeline per run (issue 42 §1) from real reports and from series built of them."""

from __future__ import annotations

from apps.runs.timeline.export import page, to_csv
from apps.runs.timeline.series import CLUSTER, build_timeline

from ..report_series import RAC_GLOBAL, RAC_INSTANCE_2, SP_TYPICAL
from .helpers import built, check_golden, sample

SLOB = ["PoC-FlashGrid-p60x6__awr_rac.txt", "PoC-FlashGrid-p60x6__awr_rac.html", "PoC-FlashGrid-p60x6__awr.txt",
        "PoC-FlashGrid-p60x6__awr.html.gz"]


def test_the_slob_folder_is_one_interval_per_instance_and_the_cluster_with_twins_counted_once():
    reports = [sample(n, name) for n, name in enumerate(SLOB, start=1)]
    tl = build_timeline(reports, main=1)
    assert [i["instance"] for i in tl["instances"]] == ["1", "2", CLUSTER]
    assert all(len(i["points"]) == 1 and not i["gaps"] for i in tl["instances"])
    assert len(tl["intervals"]) == 2  # the global report prints minutes, the instance report seconds
    # instance 2's point is its own report's (it carries the receive times), not the global report's row
    two = tl["instances"][1]["points"][0]
    assert two["file"] == 3 and two["figures"]["gc_cr_receive_ms"] == 49.3805
    cluster = tl["instances"][2]["points"][0]["figures"]
    assert cluster["tps"] == 0.7 and cluster["logical_reads_per_s"] == 5880481.99
    aside = {a["file"]: a["code"] for a in tl["set_aside"]}
    assert aside == {2: "duplicate", 4: "duplicate"}
    assert tl["database"] == {"name": "P60SDB", "dbid": 3890827801, "release": "19.0.0.0.0"}


def test_a_report_of_another_database_and_one_overlapping_the_series_are_set_aside_with_the_reason():
    reports = [sample(1, "troubleshooting-oracle-perf-14__sp_1830_1845.txt"),
               sample(2, "troubleshooting-oracle-perf-14__sp_1930_1945.txt"),
               sample(3, "troubleshooting-oracle-perf-14__awr_1830_1845.html"),
               sample(4, "awr2csv__awr_11204_1.txt")]
    tl = build_timeline(reports, main=1)
    aside = {a["file"]: (a["code"], a["message"]) for a in tl["set_aside"]}
    assert aside[4] == ("other_database", "from another database: ORCL")
    assert aside[3][0] == "other_window"
    assert "overlaps troubleshooting-oracle-perf-14__sp_1830_1845.txt" in aside[3][1]
    (line,) = tl["instances"]
    assert [p["file"] for p in line["points"]] == [1, 2]
    # the two real Statspack reports are an hour apart: snapshots 549 to 552 are missing, shown as a gap
    assert line["gaps"] == [{"after_file": 1, "before_file": 2, "begin": "2014-04-23T18:45:40",
                             "end": "2014-04-23T19:30:41", "from_snapshot": 549, "to_snapshot": 552}]


def test_a_built_series_follows_on_with_its_gap_pages_and_writes_csv():
    reports = built([SP_TYPICAL] * 6, gap_after=(2,))
    tl = build_timeline(reports)
    (line,) = tl["instances"]
    assert len(line["points"]) == 6 and [p["interval"] for p in line["points"]] == list(range(6))
    assert [(g["from_snapshot"], g["to_snapshot"]) for g in line["gaps"]] == [(1003, 1004)]
    second = page(tl, offset=2, limit=2)
    assert second["count"] == 6 and [i["index"] for i in second["intervals"]] == [2, 3]
    assert [p["interval"] for p in second["instances"][0]["points"]] == [2, 3]
    assert second["instances"][0]["count"] == 6
    rows = to_csv(tl).splitlines()
    assert rows[0].startswith("instance,interval,begin,end,begin_snap,end_snap,file,db_time_per_s")
    assert len(rows) == 1 + 6 + 1 and rows[4].startswith("1,gap,2024-03-04T09:45:00,2024-03-04T10:00:00,1003,1004")


def test_rac_series_golden():
    """A RAC run of three global intervals and instance 2's reports of them, built from the SLOB run's reports."""
    reports = built([RAC_GLOBAL] * 3) + built([RAC_INSTANCE_2] * 3, first_pk=10)
    tl = build_timeline(reports)
    assert [i["instance"] for i in tl["instances"]] == ["1", "2", CLUSTER]
    check_golden({k: tl[k] for k in ("database", "instances", "set_aside")}, "rac_series.json")
