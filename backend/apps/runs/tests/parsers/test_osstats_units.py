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


# --------------------------------------------------------------------------- reads and writes apart, intervals


def _disk(rep):
    return next(g for g in rep.os_series if g.category == "disk")


def test_iostat_keeps_reads_and_writes_as_printed_and_derives_the_combined_figures():
    # the first interval report (21:31:46) prints for sdc: r/s 0.00, w/s 24.67, r_await 0.00, w_await 4.19,
    # avgqu-sz 0.10 and await 4.19 (the sample's own columns, read in place)
    disk = _disk(_parse("PoC-FlashGrid-p60x6__iostat.out"))
    sdc = disk.objects["sdc"]
    assert (sdc["read_iops"][0], sdc["write_iops"][0]) == (0.0, 24.67)
    assert (sdc["read_await_ms"][0], sdc["write_await_ms"][0], sdc["queue"][0]) == (0.0, 4.19, 0.1)
    for i in range(len(disk.times)):
        # iostat -x prints no combined rate: it is the sum of the two, never instead of them
        assert sdc["iops"][i] == pytest.approx(sdc["read_iops"][i] + sdc["write_iops"][i], abs=1e-9)
    assert "read_svc_ms" not in disk.columns  # iostat prints no split service time: no empty column is kept


def test_sar_prints_one_rate_so_only_the_throughputs_are_split():
    disk = _disk(_parse("Perl_study__sar01"))
    assert "read_iops" not in disk.columns and "write_iops" not in disk.columns
    # tps as printed (00:10:01 dev8-0 6.27), read and write sectors apart (0.53 and 62.94 sectors/s)
    dev = disk.objects["dev8-0"]
    assert dev["iops"][0] == 6.27 and dev["queue"][0] == 0.0
    assert dev["read_mb_s"][0] == pytest.approx(0.53 * 512 / 1048576, abs=1e-6)
    assert dev["write_mb_s"][0] == pytest.approx(62.94 * 512 / 1048576, abs=1e-6)


def test_aix_nmon_keeps_reads_and_writes_per_second_and_their_service_times():
    rep = _parse("nmon2influxdb__aixlpar.nmon.gz")
    disk = _disk(rep)
    assert {"read_iops", "write_iops", "read_svc_ms", "write_svc_ms"} <= set(disk.columns)
    # T0002: DISKRIO hdisk8 1.2, DISKWIO 47.7, DISKXFER 48.8 (the printed total stays as printed)
    hdisk8 = disk.objects["hdisk8"]
    assert (hdisk8["read_iops"][1], hdisk8["write_iops"][1], hdisk8["iops"][1]) == (1.2, 47.7, 48.8)
    total = rep.os_summary["disk_total"]
    assert total["read_iops"] is not None and total["write_iops"] is not None


def test_linux_nmon_prints_no_split_rates():
    disk = _disk(_parse("pyNmonAnalyzer__test.nmon"))
    assert "read_iops" not in disk.columns and "iops" in disk.columns


@pytest.mark.parametrize(("name", "interval", "source"), [
    ("PoC-FlashGrid-p60x6__iostat.out", 3.0, "timestamps"),
    ("PoC-FlashGrid-p60x6__mpstat.out", 3.0, "timestamps"),
    ("PoC-FlashGrid-p60x6__vmstat.out", 3.0, "timestamps"),  # vmstat -t
    ("Perl_study__sar01", 600.0, "timestamps"),
    ("git_one__sar03", 600.0, "timestamps"),
    ("pyNmonAnalyzer__test.nmon", 1.0, "header"),  # AAA,interval,1
    ("nmon2influxdb__aixlpar.nmon.gz", 300.0, "header"),
    ("plot-oswatcher__dm02cel01.aim.com_iostat_12.02.29.1100.dat.bz2", 5.0, "header"),  # "Sample interval: 5"
])
def test_every_series_states_its_interval_and_where_it_was_read(name, interval, source):
    rep = _parse(name)
    assert rep.os_series
    for group in rep.os_series:
        assert (group.interval_s, group.interval_source) == (interval, source), group.category


def test_a_series_without_times_has_no_interval():
    from pathlib import Path

    path = Path(__file__).parent / "data_os" / "os__vmstat_plain.txt"
    rep = parse_file(path.name, path.read_bytes())
    assert all((g.interval_s, g.interval_source) == (None, None) for g in rep.os_series)


def test_interval_from_times_is_the_median_gap():
    from apps.runs.parsers.osstats.series import interval_from_times

    # a capture paused once (a 10-minute gap) still has a 5-second interval; repeated and missing times are skipped
    times = ["2020-01-01T10:00:00", "2020-01-01T10:00:05", "2020-01-01T10:00:10", "2020-01-01T10:10:10",
             "2020-01-01T10:10:15", None, "2020-01-01T10:10:20", "2020-01-01T10:10:20"]
    assert interval_from_times(times) == 5.0
    assert interval_from_times(["10:00:00"]) is None
    assert interval_from_times(["23:59:58", "23:59:59"]) == 1.0
