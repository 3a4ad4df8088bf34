"""A run's metrics, aggregated from its parsed files; every value keeps the files and sections it came from."""

from __future__ import annotations

import re
from datetime import datetime
from statistics import mean
from typing import Any

AWR_KINDS = ("awr_instance", "awr_rac_global", "statspack")
# Per-host OS figures: run-metric key -> key of a file's derived metrics
OS_HOST_KEYS = {"cpu_busy_pct": "cpu_util_pct", "cpu_iowait_pct": "cpu_iowait_pct", "cpu_steal_pct": "cpu_steal_pct",
                "run_queue": "run_queue", "iops": "iops", "read_mb_s": "read_mb_s", "write_mb_s": "write_mb_s"}


def _value(metrics: dict[str, Any], key: str) -> Any:
    item = metrics.get(key) or {}
    return item.get("value") if isinstance(item, dict) else None


def _src(f, key: str) -> dict[str, Any]:
    item = (f.metrics or {}).get(key) or {}
    return {"file": f.id, "name": f.name, "section": item.get("section")}


# Which files supply a metric, tier by tier: the first tier in which some parsed file has a value wins, so a file
# that parsed without the value (or failed, and so is not here at all) never blanks what another file gives.
# Each tier: (kinds, how several files of the tier combine, why this tier wins). See docs/user-guide/contributors.md.
DRIVER_KINDS = ("benchmark_table",)
OS_KINDS = ("sar", "os_stats")
RAC_GLOBAL = (("awr_rac_global",), "last",
              "A RAC-global report covers every instance of the cluster in one report, so it wins over instance "
              "reports.")
INSTANCE_KINDS = ("awr_instance", "statspack")  # a Statspack report stands where an AWR instance report would
INSTANCES_SUM = (INSTANCE_KINDS, "sum",
                 "Added up over the instance reports (one per instance of the same period); the run has no "
                 "RAC-global report with this value.")
INSTANCES_MEAN = (INSTANCE_KINDS, "mean",
                  "Averaged over the instance reports; the run has no RAC-global report with this value.")
DRIVER_THROUGHPUT = (DRIVER_KINDS, "last",
                     "The driver's result measures throughput at the client, as the users saw it, so it wins over "
                     "the database's own count of transactions.")
DRIVER_FALLBACK = (DRIVER_KINDS, "last", "Taken from the driver's result: no database report of the run has it.")
OS_MEAN = (OS_KINDS, "mean", "Averaged over the OS statistics: no database report or driver result of the run has it.")
PRECEDENCE: dict[str, tuple] = {
    "tps": (DRIVER_THROUGHPUT, RAC_GLOBAL, INSTANCES_SUM),
    "db_time_per_s": (RAC_GLOBAL, INSTANCES_SUM),
    "read_mb_s": (RAC_GLOBAL, INSTANCES_SUM),
    "write_mb_s": (RAC_GLOBAL, INSTANCES_SUM),
    "interconnect_mb_s": (RAC_GLOBAL, INSTANCES_SUM),
    "cpus": (RAC_GLOBAL, INSTANCES_SUM, DRIVER_FALLBACK),
    "cpu_util_pct": (RAC_GLOBAL, INSTANCES_MEAN, DRIVER_FALLBACK, OS_MEAN),
}
ROUNDING = {"cpu_util_pct": 4}


def _primary(files: list) -> tuple[str, list]:
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


def _pick(files: list, key: str) -> dict[str, Any] | None:
    """The value of one metric from the first tier of its precedence that has it, with its sources and reason."""
    for kinds, combine, reason in PRECEDENCE[key]:
        vals = [(f, _value(f.metrics, key)) for f in files if f.kind in kinds]
        vals = [(f, v) for f, v in vals if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if not vals:
            continue
        why = reason
        if combine == "last":
            if len(vals) > 1:
                why = f"{reason} The latest of {len(vals)} such files is used."
            vals = vals[-1:]
            value = vals[0][1]
        elif combine == "sum":
            value = sum(v for _, v in vals)
        else:
            value = mean(v for _, v in vals)
        return {"value": round(value, ROUNDING.get(key, 6)), "sources": [_src(f, key) for f, _ in vals],
                "reason": why, "kind": vals[0][0].kind}
    return None


def aggregate_run_metrics(files: list, *, interconnect_interface: str | None = None) -> dict[str, Any]:
    """Combine the files' derived metrics into one set for the run.

    Each metric comes from the first tier of :data:`PRECEDENCE` that has it and records the files that supplied it
    and why they won (``reason``). Instance reports of one RAC period add up (throughput, MB/s, CPUs); utilisation
    is averaged over the instances; CPU cost is recomputed from the chosen totals. ``warnings`` says when the files
    come from different databases or periods. OS statistics (sar, iostat, mpstat, vmstat, nmon, OSWatcher) give
    ``os`` (per host) and, when the linked plan names the interconnect interface, ``interconnect_os_mb_s``.
    """
    basis, chosen = _primary(files)
    out: dict[str, Any] = {"basis": basis, "files": [f.id for f in chosen]}
    warnings = run_warnings(files)
    if warnings:
        out["warnings"] = warnings
    out.update(_os_metrics(files, interconnect_interface))
    for key in PRECEDENCE:
        picked = _pick(files, key)
        if picked is not None:
            out[key] = picked
    if not chosen:
        return out
    tps, util, ncpu = (out.get(k, {}).get("value") for k in ("tps", "cpu_util_pct", "cpus"))
    if tps and util is not None and ncpu:
        cpu_seconds_per_s = util / 100.0 * ncpu
        derived = {"file": None, "name": "derived", "section": "tps, cpu_util_pct and cpus of this run"}
        why = "Calculated from this run's throughput, CPU utilisation and CPU count, each from its own source."
        out["cpu_seconds_per_1000_txn"] = {"value": round(cpu_seconds_per_s / tps * 1000, 6), "sources": [derived],
                                           "reason": why}
        out["txn_per_cpu"] = {"value": round(tps / ncpu, 6), "sources": [derived], "reason": why}
    hits = [(f, ((f.result or {}).get("instance_efficiency") or {}).get("buffer_hit_pct")) for f in chosen]
    hits = [(f, v) for f, v in hits if isinstance(v, (int, float))]
    if hits:
        out["buffer_hit_pct"] = {"value": round(mean(v for _, v in hits), 3), "sources": [
            {"file": f.id, "name": f.name, "section": (f.result.get("section_titles") or {}).get(
                "instance_efficiency", "Instance Efficiency Percentages")} for f, _ in hits],
            "reason": _section_reason(basis)}
    shares = [(f, _value(f.metrics, "wait_class_shares")) for f in chosen]
    shares = [(f, v) for f, v in shares if isinstance(v, dict) and v]
    if shares:
        classes = sorted({c for _, v in shares for c in v})
        out["wait_class_shares"] = {
            "value": {c: round(mean(v.get(c, 0.0) or 0.0 for _, v in shares), 3) for c in classes},
            "sources": [_src(f, "wait_class_shares") for f, _ in shares],
            "reason": _section_reason(basis),
        }
    top = max(chosen, key=lambda f: _value(f.metrics, "db_time_per_s") or 0)
    events = ((top.result or {}).get("top_events") or [])[:10]
    if events:
        out["top_events"] = {"value": events, "sources": [{"file": top.id, "name": top.name,
                                                           "section": (top.metrics.get("top_event") or {})
                                                           .get("section")}],
                             "reason": "The report with the most DB time per second of the run."}
    series = []
    for f in chosen:
        for row in (f.metrics or {}).get("series") or []:
            series.append({**row, "file": f.id})
    if series:
        out["series"] = series
    return out


def _os_metrics(files: list, interconnect_interface: str | None) -> dict[str, Any]:
    """Per-host OS figures (first file per host and figure wins, in upload order) and the interconnect traffic.

    A file that names no host (vmstat) is counted for the run's only named host when there is exactly one.
    """
    os_files = [f for f in files if f.kind in OS_KINDS]
    if not os_files:
        return {}
    hosts: dict[str, dict[str, Any]] = {}
    named = {_value(f.metrics, "host") for f in os_files} - {None}
    # vmstat prints no host name: such a file belongs to the run's only named host, else it stands for itself
    only = next(iter(named)) if len(named) == 1 else None
    for f in os_files:
        host = _value(f.metrics, "host") or only or f.name
        entry = hosts.setdefault(host, {})
        for key, source_key in OS_HOST_KEYS.items():
            v = _value(f.metrics, source_key)
            if isinstance(v, (int, float)) and key not in entry:
                entry[key] = {"value": v, "sources": [_src(f, source_key)]}
        ifaces = _value(f.metrics, "interfaces")
        if isinstance(ifaces, dict) and "interfaces" not in entry:
            entry["interfaces"] = {"value": ifaces, "sources": [_src(f, "interfaces")]}
    out: dict[str, Any] = {"os": {"value": hosts, "sources": [_src(f, "host") for f in os_files]}}
    if interconnect_interface:
        per_host, sources = {}, []
        for host, entry in hosts.items():
            iface = ((entry.get("interfaces") or {}).get("value") or {}).get(interconnect_interface)
            if iface and (iface.get("rx_mb_s") is not None or iface.get("tx_mb_s") is not None):
                per_host[host] = round((iface.get("rx_mb_s") or 0.0) + (iface.get("tx_mb_s") or 0.0), 6)
                sources.extend(entry["interfaces"]["sources"])
        if per_host:
            out["interconnect_os_mb_s"] = {"value": round(sum(per_host.values()), 6), "interface":
                                           interconnect_interface, "per_host": per_host, "sources": sources}
    return out


def plain_metrics(metrics: dict[str, Any]) -> dict[str, Any]:
    """``{key: value}`` without provenance, for the result-side rules and the comparisons."""
    return {k: v["value"] for k, v in metrics.items() if isinstance(v, dict) and "value" in v}


def _section_reason(basis: str) -> str:
    return {"awr_rac_global": RAC_GLOBAL[2], "awr_instance": INSTANCES_MEAN[2]}.get(
        basis, "Read from the file that speaks for this run.")


_TIME_FORMATS = ("%d-%b-%y %H:%M:%S", "%d-%b-%y %H:%M", "%d-%b-%Y %H:%M:%S", "%d-%b-%Y %H:%M")


def _when(text: Any) -> datetime | None:
    if not isinstance(text, str):
        return None
    text = re.sub(r"\s+", " ", text.strip())
    for fmt in _TIME_FORMATS:
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    return None


def run_warnings(files: list) -> list[dict[str, Any]]:
    """What makes a run's files doubtful together: reports of different databases (DBID), or report periods that
    do not all overlap. Each warning names the files; the metrics are still computed."""
    out: list[dict[str, Any]] = []
    by_dbid: dict[int, list] = {}
    for f in files:
        dbid = ((f.result or {}).get("identity") or {}).get("dbid")
        if isinstance(dbid, int):
            by_dbid.setdefault(dbid, []).append(f)
    if len(by_dbid) > 1:
        parts = [f"DBID {dbid} ({', '.join(f.name for f in fs)})" for dbid, fs in sorted(by_dbid.items())]
        out.append({"code": "dbid_mismatch", "files": sorted(f.id for fs in by_dbid.values() for f in fs),
                    "message": f"The reports come from {len(by_dbid)} different databases: {'; '.join(parts)}. "
                               "Values added up across databases do not describe one cluster."})
    windows = []
    for f in files:
        snap = (f.result or {}).get("snapshot") or {}
        begin, end = _when(snap.get("begin_time")), _when(snap.get("end_time"))
        if begin and end and end >= begin:
            windows.append((f, begin, end, snap.get("begin_time"), snap.get("end_time")))
    # Periods all overlap exactly when the latest start comes before the earliest end.
    if len(windows) > 1 and max(w[1] for w in windows) >= min(w[2] for w in windows):
        parts = [f"{f.name} ({b} to {e})" for f, _, _, b, e in sorted(windows, key=lambda w: (w[1], w[0].id))]
        out.append({"code": "window_mismatch", "files": sorted(w[0].id for w in windows),
                    "message": "The reports cover periods that do not all overlap: " + "; ".join(parts) + ". "
                               "Values combined across different periods do not describe one run."})
    return out
