"""Behaviour of the OS statistics and driver parsers beyond the goldens: tools agree with each other, oddities of
the real samples, the CSV's cell errors, and downsampling that keeps peaks."""

from __future__ import annotations

import pytest

from apps.runs.parsers import ParseError, parse_file
from apps.runs.parsers.osstats.series import is_physical_device, parse_date
from apps.runs.timeseries import awr_time, downsample

from .os_golden_view import read_sample


def _parse(name: str):
    return parse_file(name.removesuffix(".gz").removesuffix(".bz2"), read_sample(name))


def test_iostat_mpstat_and_vmstat_of_one_run_agree_on_cpu():
    busy = {tool: _parse(f"PoC-FlashGrid-p60x6__{tool}.out").os_summary["cpu"]["busy_pct"]
            for tool in ("iostat", "mpstat", "vmstat")}
    assert max(busy.values()) - min(busy.values()) < 0.1, busy
    iowait = {tool: _parse(f"PoC-FlashGrid-p60x6__{tool}.out").os_summary["cpu"]["iowait_pct"]
              for tool in ("iostat", "mpstat", "vmstat")}
    assert max(iowait.values()) - min(iowait.values()) < 0.1, iowait


def test_since_boot_reports_are_dropped():
    iostat = _parse("PoC-FlashGrid-p60x6__iostat.out")
    assert iostat.extra["since_boot_reports_skipped"] == 1
    # the since-boot report printed 5.28 % iowait; the first interval starts at the second timestamp
    assert iostat.os_series[0].times[0] == "2020-02-20T21:31:46"
    osw = _parse("plot-oswatcher__dm02cel01.aim.com_iostat_12.02.29.1100.dat.bz2")
    assert osw.os_series[0].times[0] == "2012-02-29T11:01:57"
    assert osw.identity.hosts == ["dm02cel01.aim.com"]


def test_sar_restart_keeps_one_series_and_pads_the_late_interface():
    rep = _parse("git_one__sar03")
    net = next(g for g in rep.os_series if g.category == "net")
    assert net.times == sorted(net.times) and len(set(net.times)) == len(net.times)
    eth1 = net.objects["eth1"]["rx_mb_s"]
    first_known = next(i for i, v in enumerate(eth1) if v is not None)
    assert first_known > 0 and all(v is None for v in eth1[:first_known])
    assert net.times[first_known] > "2017-08-03T16:48:30"  # after the LINUX RESTART


def test_sar_network_section_names_the_rac_interfaces():
    rep = _parse("Perl_study__sar01")
    assert sorted(rep.os_summary["interfaces"]) == ["lo", "private", "public"]
    assert {g.source for g in rep.os_series} == {"sar -u", "sar -q", "sar -d", "sar -n DEV", "sar -r"}


def test_nmon_stopped_early_says_so():
    rep = _parse("nmon2influxdb__aixlpar.nmon.gz")
    assert rep.warnings == ["The capture stopped early: 187 of 312 snapshots (AAA,snapshots) were written."]
    assert rep.os_summary["disk_total"]["devices"] == 8  # AIX hdisks are whole disks, not partitions


def test_slob_conf_redacts_the_password():
    rep = _parse("PoC-FlashGrid-p60x6__slob.conf")
    assert rep.run_settings["SYSDBA_PASSWD"] == "(redacted)"
    assert "7xZfhC47nL3tB9rF" not in str(rep.to_dict())
    assert rep.run_settings["UPDATE_PCT"] == "0" and rep.release == "2.5.2.4"


def test_hammerdb_steps_carry_their_awr_snapshots():
    rows = _parse("hammerdb_to_excel__hammerdb.log").benchmark_rows
    assert [r.users for r in rows] == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
    assert rows[0].extra["start_snap_id"] == "716" and rows[-1].extra["end_snap_id"] == "735"


@pytest.mark.parametrize(("text", "errors"), [
    ("users,tps\n10,abc\n", [(1, "tps", "'abc' is not a number.")]),
    ("users,tps\n10\n", [(1, "tps", "The row has no value for this required column.")]),
    ("users,tps,unit\n10,5,furlongs\n",
     [(1, "unit", "'furlongs' is not a throughput unit (tps, tpm or oet_per_min).")]),
])
def test_malformed_csv_names_row_and_column(text, errors):
    with pytest.raises(ParseError) as info:
        parse_file("bench.csv", text.encode())
    assert [(e["row"], e["column"], e["message"]) for e in info.value.errors] == errors


def test_csv_without_a_throughput_column_is_refused():
    with pytest.raises(ParseError, match="users column and a throughput column"):
        parse_file("bench.csv", b"users,label\n10,a\n")


def test_swingbench_xml_with_entities_is_refused():
    xml = b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><Results><Overview/></Results>'
    with pytest.raises(ParseError, match="DOCTYPE"):
        parse_file("results.xml", xml)


def test_downsample_keeps_the_peak_and_the_order():
    x = [f"t{i:05d}" for i in range(10_000)]
    y = [1.0] * 10_000
    y[7_777] = 99.0
    xs, ys = downsample(x, y, 100)
    assert len(xs) <= 100 and max(ys) == 99.0 and xs == sorted(xs)
    assert downsample(["a", "b"], [None, 2.0], 100) == (["b"], [2.0])


def test_dates_times_and_devices():
    assert parse_date("02/29/12").isoformat() == "2012-02-29"
    assert parse_date("07-DEC-2012").isoformat() == "2012-12-07"
    assert parse_date("20.02.2020").isoformat() == "2020-02-20"
    assert awr_time("20-Feb-20 21:32:34") == "2020-02-20T21:32:34"
    assert awr_time("20-Feb-20 21:32") == "2020-02-20T21:32:00"
    assert [is_physical_device(d) for d in ("sda", "sda1", "dm-0", "hdisk6", "nvme0n1", "nvme0n1p2")] == [
        True, False, False, True, True, False]
