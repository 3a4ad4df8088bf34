"""Step 1 of a run's metrics: the normalised metrics of one parsed file, each with its provenance.

Runs on the fresh, typed :class:`ParsedReport` before anything is stored; what it returns is kept as
``RunFile.metrics`` (then read back by `stored`, ranked by `precedence` and combined by `aggregate`).

``derive_metrics(result)`` always returns the same keys, :data:`METRIC_KEYS`: the catalogue's per-file metrics
(``catalogue.FILE_KEYS``: throughput, DB time, CPU, disk and interconnect figures) and ``wait_class_shares``,
``top_event``; each as ``{"value": ..., "section": "<section title>"}`` (``value`` None and ``section``
None when the source does not carry the quantity). Benchmark tables add ``series``: the
same metrics per row, and the headline keys describe the row with the highest throughput.
OS statistics (``sar`` and ``os_stats``) add :data:`OS_KEYS`: CPU iowait and steal, the run
queue, total IOPS, and per-device and per-interface averages; ``os_stats`` files also give
``read_iops``/``write_iops`` where the tool printed reads and writes apart. A driver's configuration
(``benchmark_config``) carries no metric; its settings stay in the parse result.
"""

from __future__ import annotations

from collections.abc import Callable

from ..parsers import precision
from ..parsers.awr_sections import TRUNCATED
from ..parsers.model import (
    KIND_ASH,
    KIND_AWR_COMPARE,
    KIND_AWR_INSTANCE,
    KIND_AWR_RAC_GLOBAL,
    KIND_BENCHMARK_CONFIG,
    KIND_BENCHMARK_TABLE,
    KIND_OS_STATS,
    KIND_SAR,
    KIND_STATSPACK,
    ParsedReport,
)
from ..parsers.osstats.series import OsSummary
from .catalogue import FILE_KEYS, STRUCTURED_FILE_METRICS, wait_class_name
from .driver import file_driver
from .values import FileMetrics, MetricValue
from .values import metric as _m

#: The keys every file's derived metrics carry: the catalogue's per-file numbers, then the structured ones.
METRIC_KEYS = (*FILE_KEYS, *STRUCTURED_FILE_METRICS)
#: What a file says about itself beside its metrics: whether a database report is cut short (``truncated``) and
#: which workload driver it shows (``driver``, metrics/driver.py), with the evidence.
FILE_FACTS = ("truncated", "driver")

OS_KEYS = ("cpu_iowait_pct", "cpu_steal_pct", "run_queue", "iops", "devices", "interfaces", "host", "window")
#: The per-device figures a file's ``devices`` metric keeps (physical devices only).
DEVICE_KEYS = ("read_mb_s", "write_mb_s", "iops", "await_ms", "util_pct", "read_iops", "write_iops", "read_await_ms",
               "write_await_ms", "queue")

_PER_SECOND = {"tps": 1.0, "tpm": 1 / 60.0, "oet_per_min": 1 / 60.0}


def _lp(rep: ParsedReport, key: str, col: str = "per_second") -> float | None:
    return rep.load_profile.get(key, {}).get(col)


def _measured(rep: ParsedReport, key: str, col: str = "per_second") -> precision.Measured | None:
    """A load profile figure with its precision: as printed, or as the parser derived it (``extra["plus_minus"]``)."""
    value = _lp(rep, key, col)
    if value is None:
        return None
    derived = (rep.extra.get("plus_minus") or {}).get(f"load_profile.{key}.{col}")
    return (float(value), float(derived)) if derived is not None else precision.printed(value)


def _derived(figure: precision.Measured | None, section: str | None) -> MetricValue:
    """A metric RACplan calculated from printed figures: rounded to what their precision allows, with the half-width
    of the range they allow (``plus_minus``), so a text report and its HTML twin agree within it."""
    if figure is None:
        return _m(None, None)
    value, plus_minus = precision.settled(figure)
    return {**_m(value, section), "plus_minus": plus_minus}


def derive_metrics(result: ParsedReport) -> FileMetrics:
    """Headline metrics for comparisons (see the module docstring for the keys) and the file's facts
    (:data:`FILE_FACTS`)."""
    truncated = any(w.startswith(TRUNCATED) for w in result.warnings)
    return {**_metrics(result), "truncated": {"value": truncated, "section": None},
            "driver": file_driver(result) or _m(None, None)}


def _metrics(result: ParsedReport) -> FileMetrics:
    derive = DERIVE.get(result.kind, _header)
    return derive(result)


def _header(rep: ParsedReport) -> FileMetrics:
    """A report kind with no metrics of its own (an ASH report, a driver's configuration): the CPU count its header
    gives, if any."""
    out = {k: _m(None, None) for k in METRIC_KEYS}
    if rep.host.cpus is not None:
        out["cpus"] = _m(rep.host.cpus, "Report header")
    return out


def _awr(rep: ParsedReport) -> FileMetrics:
    st = rep.section_titles
    out = {k: _m(None, None) for k in METRIC_KEYS}
    lp_title = st.get("load_profile", "Load Profile")
    tps = _lp(rep, "transactions")
    out["tps"] = _m(tps, lp_title)

    snap = rep.snapshot
    elapsed_s = snap.elapsed_min * 60 if snap.elapsed_min else None
    elapsed = precision.scaled(precision.printed(snap.elapsed_min), 60) if elapsed_s else None
    if snap.db_time_min is not None and elapsed:
        out["db_time_per_s"] = _derived(
            precision.ratio([precision.scaled(precision.printed(snap.db_time_min), 60)], [elapsed]),
            st.get("snapshot", "Snapshot"))
    else:
        out["db_time_per_s"] = _m(_lp(rep, "db_time"), lp_title)

    cpu_util = None
    cpu_section = None
    if rep.kind == KIND_AWR_RAC_GLOBAL and rep.cluster_total.get("cpu_util_pct") is not None:
        cpu_util, cpu_section = rep.cluster_total["cpu_util_pct"], st.get("host_cpu")
    elif rep.host_cpu.get("pct_idle") is not None:
        cpu_util, cpu_section = 100.0 - rep.host_cpu["pct_idle"], st.get("host_cpu", "Host CPU")
    elif rep.os_stats.get("BUSY_TIME") is not None and rep.os_stats.get("IDLE_TIME"):
        busy, idle = rep.os_stats["BUSY_TIME"], rep.os_stats["IDLE_TIME"]
        cpu_util, cpu_section = 100.0 * busy / (busy + idle), st.get("os_stats", "Operating System Statistics")
    out["cpu_util_pct"] = _m(cpu_util, cpu_section)

    cpus = rep.host.cpus
    cpus_section = st.get("host", "Host")
    if rep.kind == KIND_AWR_RAC_GLOBAL and rep.cluster_total.get("cpus"):
        cpus, cpus_section = rep.cluster_total["cpus"], st.get("host_cpu", "OS Statistics By Instance")
    out["cpus"] = _m(cpus, cpus_section)

    # CPU seconds per second: printed totals over the printed elapsed time, or the load profile's rate
    db_cpu_s: precision.Measured | None = None
    cpu_src = None
    if rep.time_model.get("db_cpu") is not None and elapsed:
        db_cpu_s = precision.ratio([precision.printed(rep.time_model["db_cpu"])], [elapsed])
        cpu_src = st.get("time_model", "Time Model Statistics")
    elif rep.kind == KIND_AWR_RAC_GLOBAL and rep.cluster_total.get("db_cpu_s") is not None and elapsed:
        db_cpu_s = precision.ratio([precision.printed(rep.cluster_total["db_cpu_s"])], [elapsed])
        cpu_src = st.get("time_model", "Time Model")
    elif _lp(rep, "db_cpu") is not None:
        db_cpu_s, cpu_src = _measured(rep, "db_cpu"), lp_title
    rate = _measured(rep, "transactions")
    if db_cpu_s is not None and tps and rate:
        figure = precision.ratio([db_cpu_s, precision.exact(1000.0)], [rate])
        out["cpu_seconds_per_1000_txn"] = (_derived(figure, cpu_src) if figure is not None
                                           else _m(db_cpu_s[0] / tps * 1000.0, cpu_src))
    if tps is not None and cpus and rate:
        out["txn_per_cpu"] = _derived(precision.ratio([rate], [precision.exact(cpus)]), lp_title)

    read_mb = write_mb = None
    io_section = None
    total = rep.io_profile.get("total_mb")
    if total:
        read_mb, write_mb, io_section = total.get("read_per_s"), total.get("write_per_s"), st.get("io_profile")
    elif _lp(rep, "read_io_mb") is not None:
        read_mb, write_mb, io_section = _lp(rep, "read_io_mb"), _lp(rep, "write_io_mb"), lp_title
    else:
        block = rep.cache_sizes.get("std_block_size_bytes")
        reads, writes = _lp(rep, "physical_reads"), _lp(rep, "physical_writes")
        if block and reads is not None:
            read_mb = precision.scaled(precision.printed(reads), block / 1048576)
            write_mb = None if writes is None else precision.scaled(precision.printed(writes), block / 1048576)
            io_section = lp_title
    for key, figure in (("read_mb_s", read_mb), ("write_mb_s", write_mb)):
        # blocks per second times the block size is derived; the IO profile's MB/s are printed
        out[key] = _derived(figure, io_section) if isinstance(figure, tuple) else _m(figure, io_section)
    requests = rep.io_profile.get("total_requests")
    if requests and (requests.get("read_per_s") is not None or requests.get("write_per_s") is not None):
        out["read_iops"] = _m(requests.get("read_per_s"), st.get("io_profile"))
        out["write_iops"] = _m(requests.get("write_per_s"), st.get("io_profile"))
    else:
        out["read_iops"] = _m(_lp(rep, "read_io_requests"), lp_title)
        out["write_iops"] = _m(_lp(rep, "write_io_requests"), lp_title)

    ic = None
    ic_section = None
    traffic = rep.gc_load_profile.get("estd_interconnect_traffic_kb")
    if traffic and traffic.get("per_second") is not None:
        ic = precision.scaled(precision.printed(traffic["per_second"]), 1 / 1024.0)
        ic_section = st.get("gc_load_profile", "Global Cache Load Profile")
    elif rep.interconnect.get("sent_mb_s") is not None:
        ic, ic_section = rep.interconnect["sent_mb_s"], st.get("interconnect")
    out["interconnect_mb_s"] = _derived(ic, ic_section) if isinstance(ic, tuple) else _m(ic, ic_section)

    # what a SLOB run is judged on (metrics/driver.py): reads and redo per second as the load profile prints them
    out["physical_reads_per_s"] = _m(_lp(rep, "physical_reads"), lp_title)
    out["logical_reads_per_s"] = _m(_lp(rep, "logical_reads"), lp_title)
    redo = _measured(rep, "redo_size")
    out["redo_mb_s"] = _derived(None if redo is None else precision.scaled(redo, 1 / 1048576), lp_title)

    shares = {wait_class_name(w.wait_class): w.pct_db_time for w in rep.wait_classes if w.pct_db_time is not None}
    out["wait_class_shares"] = _m(shares or None, st.get("wait_classes"))
    if rep.top_events:
        top = rep.top_events[0]
        out["top_event"] = {
            "value": top.name,
            "section": st.get("top_events"),
            "pct_db_time": top.pct_db_time,
            "wait_class": top.wait_class and wait_class_name(top.wait_class),
        }
    return out


def _row_metrics(row, section: str) -> FileMetrics:
    out = {k: _m(None, None) for k in METRIC_KEYS}
    factor = _PER_SECOND.get(row.throughput_unit or "tps", 1.0)
    tps = None if row.throughput is None else row.throughput * factor
    out["tps"] = _m(tps, section)
    out["cpu_util_pct"] = _m(row.cpu_util_pct, section)
    out["cpus"] = _m(row.cpus, section)
    if tps and row.cpus:
        out["txn_per_cpu"] = _m(tps / row.cpus, section)
    if tps and row.cpus and row.cpu_util_pct is not None:
        busy_cpu_s = row.cpus * row.cpu_util_pct / 100.0
        out["cpu_seconds_per_1000_txn"] = _m(busy_cpu_s / tps * 1000.0, section)
    nopm = (row.extra or {}).get("nopm")  # HammerDB's own result (parsers/benchmark.py parse_hammerdb)
    out["nopm"] = _m(None if nopm in (None, "") else float(nopm), section)
    out["users"] = _m(row.users, section)
    out["label"] = _m(row.label, section)
    return out


def _benchmark(rep: ParsedReport) -> FileMetrics:
    section = rep.section_titles.get("benchmark_rows", "Benchmark table")
    series = [_row_metrics(r, section) for r in rep.benchmark_rows]
    best = max(series, key=lambda m: m["tps"]["value"] or 0.0) if series else None
    out = {k: (best[k] if best else _m(None, None)) for k in METRIC_KEYS}
    out["series"] = series
    return out


def _sar(rep: ParsedReport) -> FileMetrics:
    out = {k: _m(None, None) for k in METRIC_KEYS}
    cpu_title = rep.section_titles.get("sar_cpu", "sar -u")
    alls = [s for s in rep.sar_cpu if s.cpu == "all" and s.idle is not None]
    avg = next((s for s in alls if s.time is None), None)
    # busy = 100 - idle - iowait: iowait is idle time with IO outstanding (as in osstats/series.py cpu_values)
    if avg is None and alls:
        idle = sum(s.idle + (s.iowait or 0.0) for s in alls) / len(alls)
    else:
        idle = avg.idle + (avg.iowait or 0.0) if avg else None
    out["cpu_util_pct"] = _m(None if idle is None else 100.0 - idle, cpu_title)
    out["cpus"] = _m(rep.host.cpus, "sar banner")
    disks = [d for d in rep.sar_disks if d.get("time") is None] or rep.sar_disks
    disks = [d for d in disks if not str(d.get("device", "")).startswith(("dm-", "loop"))]
    if disks:

        def total(*keys: str, scale: float) -> float | None:
            vals = []
            for d in disks:
                for k in keys:
                    if d.get(k) is not None:
                        vals.append(d[k] * scale)
                        break
            return sum(vals) if vals else None

        n_samples = len({d.get("time") for d in disks}) or 1
        read = total("rkB/s", scale=1 / 1024) or total("rd_sec/s", scale=512 / 1048576)
        write = total("wkB/s", scale=1 / 1024) or total("wr_sec/s", scale=512 / 1048576)
        title = rep.section_titles.get("sar_disks", "devices")
        out["read_mb_s"] = _m(None if read is None else read / n_samples, title)
        out["write_mb_s"] = _m(None if write is None else write / n_samples, title)
    return out


def _os(rep: ParsedReport) -> FileMetrics:
    """The OS keys from a parser's ``os_summary``, each with the tool that measured it."""
    summary: OsSummary = rep.os_summary
    title = rep.section_titles.get("os_summary", "OS statistics")
    out: FileMetrics = {k: _m(None, None) for k in OS_KEYS}
    cpu = summary.get("cpu", {})
    out["cpu_iowait_pct"] = _m(cpu.get("iowait_pct"), title)
    out["cpu_steal_pct"] = _m(cpu.get("steal_pct"), title)
    out["run_queue"] = _m(summary.get("run_queue", {}).get("mean"), title)
    out["iops"] = _m(summary.get("disk_total", {}).get("iops"), title)
    devices = {k: {c: v.get(c) for c in DEVICE_KEYS} for k, v in summary.get("devices", {}).items() if v["physical"]}
    out["devices"] = _m(devices or None, title)
    ifaces = {k: {"rx_mb_s": v["rx_mb_s"], "tx_mb_s": v["tx_mb_s"]} for k, v in summary.get("interfaces", {}).items()}
    out["interfaces"] = _m(ifaces or None, title)
    out["host"] = _m(rep.identity.hosts[0] if rep.identity.hosts else None, title)
    out["window"] = _m(summary.get("window"), title)
    return out


def _sar_and_os(rep: ParsedReport) -> FileMetrics:
    return {**_sar(rep), **_os(rep)}


def _os_stats(rep: ParsedReport) -> FileMetrics:
    out = {k: _m(None, None) for k in METRIC_KEYS}
    title = rep.section_titles.get("os_summary", "OS statistics")
    summary: OsSummary = rep.os_summary
    out["cpu_util_pct"] = _m(summary.get("cpu", {}).get("busy_pct"), title)
    if rep.host.cpus is not None:
        out["cpus"] = _m(rep.host.cpus, title)
    disk_total = summary.get("disk_total", {})
    out["read_mb_s"] = _m(disk_total.get("read_mb_s"), title)
    out["write_mb_s"] = _m(disk_total.get("write_mb_s"), title)
    out["read_iops"] = _m(disk_total.get("read_iops"), title)
    out["write_iops"] = _m(disk_total.get("write_iops"), title)
    return {**out, **_os(rep)}


#: How each report kind (``ParsedReport.kind``; the formats that give it: ``parsers.dispatch.RUN_FORMATS``) derives its
#: metrics; a kind not listed gives its header's CPU count only (:func:`_header`). A Statspack report carries the same
#: sections as an AWR instance report.
DERIVE: dict[str, Callable[[ParsedReport], FileMetrics]] = {
    KIND_AWR_INSTANCE: _awr,
    KIND_AWR_RAC_GLOBAL: _awr,
    KIND_AWR_COMPARE: _awr,
    KIND_STATSPACK: _awr,
    KIND_BENCHMARK_TABLE: _benchmark,
    KIND_SAR: _sar_and_os,
    KIND_OS_STATS: _os_stats,
    KIND_ASH: _header,
    KIND_BENCHMARK_CONFIG: _header,
}
