"""Step 4 of a run's metrics: one set for the run, aggregated from its stored files.

Every value keeps the files and sections it came from; which file wins is each metric's precedence in the catalogue.
"""

from __future__ import annotations

import dataclasses
from statistics import mean
from typing import Any

from ..parsers import precision
from .catalogue import DRIVER_KINDS, INSTANCE_KINDS, OS_KINDS, PRECEDENCE, wait_class_name
from .driver import run_driver
from .precedence import pick, section_reason
from .sources import host_names, sort_files, when
from .stored import StoredFile
from .values import MetricSource, RunMetric, RunMetrics

AWR_KINDS = ("awr_instance", "awr_rac_global", "statspack")
# Per-host OS figures: run-metric key -> key of a file's derived metrics
OS_HOST_KEYS = {"cpu_busy_pct": "cpu_util_pct", "cpu_iowait_pct": "cpu_iowait_pct", "cpu_steal_pct": "cpu_steal_pct",
                "run_queue": "run_queue", "iops": "iops", "read_iops": "read_iops", "write_iops": "write_iops",
                "read_mb_s": "read_mb_s", "write_mb_s": "write_mb_s"}


def _primary(files: list[StoredFile]) -> tuple[str, list[StoredFile]]:
    """Which files speak for the run's report sections (events, wait classes, hit ratios): a RAC-global report,
    else instance reports, else tables, else sar."""
    globals_ = [f for f in files if f.kind == "awr_rac_global"]
    if globals_:
        return "awr_rac_global", globals_[-1:]
    instances = [f for f in files if f.kind in INSTANCE_KINDS]
    if instances:
        return "awr_instance", instances
    tables = [f for f in files if f.kind in DRIVER_KINDS]
    if tables:
        return "benchmark_table", tables[-1:]
    sar = [f for f in files if f.kind in OS_KINDS]
    return ("sar", sar) if sar else ("none", [])


def aggregate_run_metrics(files: list[StoredFile], *, interconnect_interface: str | None = None) -> RunMetrics:
    """Combine the files' derived metrics into one set for the run.

    Each metric comes from the first tier of :data:`PRECEDENCE` that has it and records the files that supplied it
    and why they won (``reason``). Instance reports of one RAC period add up (throughput, MB/s, CPUs); utilisation
    is averaged over the instances; CPU cost is recomputed from the chosen totals. ``warnings`` says when the files
    come from different databases or periods. OS statistics (the formats of parsers/dispatch.py in the "os" group) give
    ``os`` (per host) and, when the linked plan names the interconnect interface, ``interconnect_os_mb_s``.

    Only the files that agree with the run's main report are used (metrics/sources.py): ``main_report`` names it
    and ``file_checks`` the files set aside (or accepted by a contributor) and why. ``driver`` is the workload
    driver, its evidence and the metrics its throughput is judged on (metrics/driver.py).
    """
    files, checks = sort_files(files, {f.id for f in files if f.belongs})
    basis, chosen = _primary(files)
    out: RunMetrics = {"basis": basis, "files": [f.id for f in chosen]}
    if checks["main_report"] is not None:
        out["main_report"] = checks["main_report"]
    if checks["file_checks"]:
        out["file_checks"] = checks["file_checks"]
    out["driver"] = run_driver([(f, f.metrics["driver"]) for f in files if f.value("driver")])
    warnings = run_warnings(files)
    if warnings:
        out["warnings"] = warnings
    out.update(_os_metrics(files, interconnect_interface))
    for key in PRECEDENCE:
        picked = pick(files, key)
        if picked is not None:
            out[key] = picked
    if not chosen:
        return out
    tps, util, ncpu = (out.get(k, {}).get("value") for k in ("tps", "cpu_util_pct", "cpus"))
    if tps and util is not None and ncpu:
        derived: MetricSource = {"file": None, "name": "derived", "section": "tps, cpu_util_pct and cpus of this run"}
        why = "Calculated from this run's throughput, CPU utilisation and CPU count, each from its own source."
        # quotients of rounded figures carry their precision (parsers/precision.py); the CPU count is exact
        rate, busy = _figure(out["tps"]), _figure(out["cpu_util_pct"])
        cost = precision.ratio([busy, precision.exact(ncpu * 10.0)], [rate])
        per_cpu = precision.ratio([rate], [precision.exact(ncpu)])
        for key, figure, fallback in (("cpu_seconds_per_1000_txn", cost, util / 100.0 * ncpu / tps * 1000),
                                      ("txn_per_cpu", per_cpu, tps / ncpu)):
            if figure is None:
                out[key] = {"value": round(fallback, 6), "sources": [derived], "reason": why}
            else:
                value, plus_minus = precision.settled(figure)
                out[key] = {"value": value, "plus_minus": plus_minus, "sources": [derived], "reason": why}
    hits = [(f, f.report.instance_efficiency.get("buffer_hit_pct")) for f in chosen]
    hits = [(f, v) for f, v in hits if isinstance(v, (int, float))]
    if hits:
        out["buffer_hit_pct"] = {"value": round(mean(v for _, v in hits), 3), "sources": [
            {"file": f.id, "name": f.name, "section": f.report.section_titles.get(
                "instance_efficiency", "Instance Efficiency Percentages")} for f, _ in hits],
            "reason": section_reason(basis)}
    # by the names Oracle documents, also for files parsed before their abbreviations were read ("Concurcy")
    shares = [(f, {wait_class_name(c): p for c, p in (f.value("wait_class_shares") or {}).items()}) for f in chosen
              if isinstance(f.value("wait_class_shares"), dict)]
    shares = [(f, v) for f, v in shares if v]
    if shares:
        classes = sorted({c for _, v in shares for c in v})
        out["wait_class_shares"] = {
            "value": {c: round(mean(v.get(c, 0.0) or 0.0 for _, v in shares), 3) for c in classes},
            "sources": [f.source("wait_class_shares") for f, _ in shares],
            "reason": section_reason(basis),
        }
    top = max(chosen, key=lambda f: f.value("db_time_per_s") or 0)
    events = [dataclasses.asdict(e) for e in top.report.top_events[:10]]
    for event in events:
        if event.get("wait_class"):
            event["wait_class"] = wait_class_name(event["wait_class"])
    if events:
        out["top_events"] = {"value": events, "sources": [{"file": top.id, "name": top.name,
                                                           "section": top.section("top_event")}],
                             "reason": "The report with the most DB time per second of the run."}
    series = []
    for f in chosen:
        for row in f.metrics.get("series") or []:
            series.append({**row, "file": f.id})
    if series:
        out["series"] = series
    return out


def _figure(metric: RunMetric) -> precision.Measured:
    """A run metric with its precision: the one it carries (derived), else that of its value as printed."""
    value = float(metric["value"])
    return (value, float(metric["plus_minus"])) if metric.get("plus_minus") is not None else precision.printed(value)


def _os_metrics(files: list[StoredFile], interconnect_interface: str | None) -> dict[str, Any]:
    """Per-host OS figures (first file per host and figure wins, in upload order) and the interconnect traffic.

    A file that names no host (vmstat) is counted for the run's only named host when there is exactly one.
    """
    os_files = [f for f in files if f.kind in OS_KINDS]
    if not os_files:
        return {}
    hosts: dict[str, dict[str, Any]] = {}
    canonical = host_names([f.value("host") for f in os_files])  # one name per host across the tools
    named = {canonical[h] for h in canonical}
    # vmstat prints no host name: such a file belongs to the run's only named host, else it stands for itself
    only = next(iter(named)) if len(named) == 1 else None
    for f in os_files:
        host = canonical.get(f.value("host") or "") or only or f.name
        entry = hosts.setdefault(host, {})
        for key, source_key in OS_HOST_KEYS.items():
            v = f.value(source_key)
            if isinstance(v, (int, float)) and key not in entry:
                entry[key] = {"value": v, "sources": [f.source(source_key)]}
        ifaces = f.value("interfaces")
        if isinstance(ifaces, dict) and "interfaces" not in entry:
            entry["interfaces"] = {"value": ifaces, "sources": [f.source("interfaces")]}
    out: dict[str, Any] = {"os": {"value": hosts, "sources": [f.source("host") for f in os_files]}}
    if interconnect_interface:
        per_host, sources = {}, []
        for host, entry in hosts.items():
            iface = entry.get("interfaces", {}).get("value", {}).get(interconnect_interface)
            if iface and (iface.get("rx_mb_s") is not None or iface.get("tx_mb_s") is not None):
                per_host[host] = round((iface.get("rx_mb_s") or 0.0) + (iface.get("tx_mb_s") or 0.0), 6)
                sources.extend(entry["interfaces"]["sources"])
        if per_host:
            out["interconnect_os_mb_s"] = {"value": round(sum(per_host.values()), 6), "interface":
                                           interconnect_interface, "per_host": per_host, "sources": sources}
    return out


def plain_metrics(metrics: RunMetrics) -> dict[str, Any]:
    """``{key: value}`` without provenance, for the result-side rules and the comparisons."""
    return {k: v["value"] for k, v in metrics.items() if isinstance(v, dict) and "value" in v}


def run_warnings(files: list[StoredFile]) -> list[dict[str, Any]]:
    """What makes a run's files doubtful together: reports of different databases (DBID), or report periods that
    do not all overlap. Each warning names the files; the metrics are still computed."""
    out: list[dict[str, Any]] = []
    by_dbid: dict[int, list] = {}
    for f in files:
        dbid = f.report.identity.dbid
        if isinstance(dbid, int):
            by_dbid.setdefault(dbid, []).append(f)
    if len(by_dbid) > 1:
        parts = [f"DBID {dbid} ({', '.join(f.name for f in fs)})" for dbid, fs in sorted(by_dbid.items())]
        out.append({"code": "dbid_mismatch", "files": sorted(f.id for fs in by_dbid.values() for f in fs),
                    "message": f"The reports come from {len(by_dbid)} different databases: {'; '.join(parts)}. "
                               "Values added up across databases do not describe one cluster."})
    windows = []
    for f in files:
        snap = f.report.snapshot
        begin, end = when(snap.begin_time), when(snap.end_time)
        if begin and end and end >= begin:
            windows.append((f, begin, end, snap.begin_time, snap.end_time))
    # Periods all overlap exactly when the latest start comes before the earliest end.
    if len(windows) > 1 and max(w[1] for w in windows) >= min(w[2] for w in windows):
        parts = [f"{f.name} ({b} to {e})" for f, _, _, b, e in sorted(windows, key=lambda w: (w[1], w[0].id))]
        out.append({"code": "window_mismatch", "files": sorted(w[0].id for w in windows),
                    "message": "The reports cover periods that do not all overlap: " + "; ".join(parts) + ". "
                               "Values combined across different periods do not describe one run."})
    return out
