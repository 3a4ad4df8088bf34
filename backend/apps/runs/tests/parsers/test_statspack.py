"""Statspack reports (read in place from ../shared/run-samples): the same metrics as an AWR instance report."""

from __future__ import annotations

import math

import pytest

from apps.runs.metrics import derive_metrics
from apps.runs.parsers import parse_file

from .conftest import RUN_SAMPLES, SAMPLES


def _parse(path):
    if not path.exists():
        pytest.fail(f"sample missing: {path} (tests read ../shared in place)")
    return parse_file(path.name, path.read_bytes())


def test_statspack_11g_header_summary_and_lists():
    rep = _parse(RUN_SAMPLES / "troubleshooting-oracle-perf-14__sp_1830_1845.txt")
    assert rep.kind == "statspack" and rep.format == "text" and rep.release == "11.2.0.3.0"
    # the header's Database column is blank: the name comes from the "DB/Inst: DBM11203/DBM11203" titles
    assert rep.identity.db_name == "DBM11203" and rep.identity.dbid == 2532911053 and rep.identity.rac is False
    assert rep.identity.hosts == ["helicon"] and (rep.host.cpus, rep.host.cores, rep.host.sockets) == (8, 8, 2)
    assert (rep.snapshot.begin_id, rep.snapshot.end_id, rep.snapshot.elapsed_min) == (548, 549, 15.0)
    assert rep.snapshot.begin_time == "23-Apr-14 18:30:40"
    assert rep.load_profile["transactions"]["per_second"] == 203.4
    assert (rep.top_events[0].name, rep.top_events[0].pct_db_time) == ("db file sequential read", 71.6)
    s = rep.sections
    top_cpu = [x for x in s.sql_stats if x.measure == "cpu"][0]
    assert (top_cpu.sql_id, top_cpu.value, top_cpu.executions) == ("1481390170", 1241.76, 7087)
    assert s.sql_text["1481390170"].startswith("SELECT /*+ first_rows index(customers, customers_pk)")
    reads = [x for x in s.segment_stats if x.measure == "physical_reads"]
    assert (reads[0].owner, reads[0].object_name, reads[0].value, reads[0].pct) == ("SOE", "CUSTOMERS", 107088, 20.6)
    assert {w.scope for w in s.wait_events} == {"foreground", "background"} and len(s.activity_stats) > 200
    assert rep.warnings == [] and s.missing == []


def test_statspack_and_awr_of_the_same_interval_agree():
    sp = derive_metrics(_parse(RUN_SAMPLES / "troubleshooting-oracle-perf-14__sp_1830_1845.txt"))
    awr = derive_metrics(_parse(SAMPLES / "troubleshooting-oracle-perf-14__awr_1830_1845.html"))
    assert sp["cpus"]["value"] == awr["cpus"]["value"] == 8
    assert math.isclose(sp["tps"]["value"], awr["tps"]["value"], rel_tol=0.005)  # 203.4 vs 203.6 tx/s
    assert sp["top_event"]["value"] == awr["top_event"]["value"] == "db file sequential read"


def test_statspack_12c_wrapped_host_line_and_idle_top_events():
    rep = _parse(RUN_SAMPLES / "jas-min__sp_70371_70372.txt")
    assert rep.release == "12.1.0.2.0" and rep.identity.db_name == "CLINPRD"
    assert rep.identity.instance_names == ["clinprd1"]
    # SQL*Plus wrapped the Host header; the host name is cut to 16 characters by the report itself
    assert rep.identity.hosts == ["cgm-szara.root.d"] and rep.host.cpus == 22 and rep.host.memory_gb == 126.0
    names = [e.name for e in rep.top_events]
    assert names[0] == "LGWR worker group idle" and names[4] == "CPU time" and rep.top_events[4].pct_db_time == 4.6


def test_statspack_cut_in_half_warns():
    path = RUN_SAMPLES / "troubleshooting-oracle-perf-14__sp_1930_1945.txt"
    data = path.read_bytes()
    half = parse_file(path.name, data[: len(data) // 2])
    assert half.kind == "statspack" and half.load_profile["transactions"]["per_second"] == 288.0
    assert any("looks truncated" in w for w in half.warnings) and "Segments by ..." in half.sections.missing
