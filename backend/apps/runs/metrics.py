"""A run's metrics, aggregated from its parsed files; every value keeps the files and sections it came from."""

from __future__ import annotations

from statistics import mean
from typing import Any

ADDITIVE = ("tps", "read_mb_s", "write_mb_s", "interconnect_mb_s", "db_time_per_s")
AVERAGED = ("cpu_util_pct",)
AWR_KINDS = ("awr_instance", "awr_rac_global")
OS_KINDS = ("sar", "os_stats")
# Per-host OS figures: run-metric key -> key of a file's derived metrics
OS_HOST_KEYS = {"cpu_busy_pct": "cpu_util_pct", "cpu_iowait_pct": "cpu_iowait_pct", "cpu_steal_pct": "cpu_steal_pct",
                "run_queue": "run_queue", "iops": "iops", "read_mb_s": "read_mb_s", "write_mb_s": "write_mb_s"}


def _value(metrics: dict[str, Any], key: str) -> Any:
    item = metrics.get(key) or {}
    return item.get("value") if isinstance(item, dict) else None


def _src(f, key: str) -> dict[str, Any]:
    item = (f.metrics or {}).get(key) or {}
    return {"file": f.id, "name": f.name, "section": item.get("section")}


def _primary(files: list) -> tuple[str, list]:
    """Which files speak for the run: a RAC global report, else instance reports, else tables, else sar."""
    globals_ = [f for f in files if f.kind == "awr_rac_global"]
    if globals_:
        return "awr_rac_global", globals_[-1:]
    instances = [f for f in files if f.kind == "awr_instance"]
    if instances:
        return "awr_instance", instances
    tables = [f for f in files if f.kind == "benchmark_table"]
    if tables:
        return "benchmark_table", tables[-1:]
    sar = [f for f in files if f.kind == "sar"]
    return ("sar", sar) if sar else ("none", [])


def aggregate_run_metrics(files: list, *, interconnect_interface: str | None = None) -> dict[str, Any]:
    """Combine the files' derived metrics into one set for the run.

    Instance reports of one RAC period add up (throughput, MB/s, CPUs); utilisation is averaged over the
    instances; CPU cost is recomputed from the totals. OS statistics (sar, iostat, mpstat, vmstat, nmon,
    OSWatcher) fill the CPU utilisation when no report has it, and give ``os`` (per host) and, when the linked
    plan names the interconnect interface, ``interconnect_os_mb_s``.
    """
    basis, chosen = _primary(files)
    out: dict[str, Any] = {"basis": basis, "files": [f.id for f in chosen]}
    out.update(_os_metrics(files, interconnect_interface))
    if not chosen:
        return out
    for key in ADDITIVE:
        vals = [(f, _value(f.metrics, key)) for f in chosen]
        vals = [(f, v) for f, v in vals if isinstance(v, (int, float))]
        if vals:
            out[key] = {"value": round(sum(v for _, v in vals), 6), "sources": [_src(f, key) for f, _ in vals]}
    cpus = [(f, _value(f.metrics, "cpus")) for f in chosen]
    cpus = [(f, v) for f, v in cpus if isinstance(v, (int, float))]
    if cpus:
        out["cpus"] = {"value": sum(v for _, v in cpus), "sources": [_src(f, "cpus") for f, _ in cpus]}
    for key in AVERAGED:
        vals = [(f, _value(f.metrics, key)) for f in chosen]
        vals = [(f, v) for f, v in vals if isinstance(v, (int, float))]
        if not vals:
            sar = [f for f in files if f.kind in OS_KINDS and isinstance(_value(f.metrics, key), (int, float))]
            vals = [(f, _value(f.metrics, key)) for f in sar]
        if vals:
            out[key] = {"value": round(mean(v for _, v in vals), 4), "sources": [_src(f, key) for f, _ in vals]}
    tps, util, ncpu = (out.get(k, {}).get("value") for k in ("tps", "cpu_util_pct", "cpus"))
    if tps and util is not None and ncpu:
        cpu_seconds_per_s = util / 100.0 * ncpu
        derived = {"file": None, "name": "derived", "section": "tps, cpu_util_pct and cpus of this run"}
        out["cpu_seconds_per_1000_txn"] = {"value": round(cpu_seconds_per_s / tps * 1000, 6), "sources": [derived]}
        out["txn_per_cpu"] = {"value": round(tps / ncpu, 6), "sources": [derived]}
    hits = [(f, ((f.result or {}).get("instance_efficiency") or {}).get("buffer_hit_pct")) for f in chosen]
    hits = [(f, v) for f, v in hits if isinstance(v, (int, float))]
    if hits:
        out["buffer_hit_pct"] = {"value": round(mean(v for _, v in hits), 3), "sources": [
            {"file": f.id, "name": f.name, "section": (f.result.get("section_titles") or {}).get(
                "instance_efficiency", "Instance Efficiency Percentages")} for f, _ in hits]}
    shares = [(f, _value(f.metrics, "wait_class_shares")) for f in chosen]
    shares = [(f, v) for f, v in shares if isinstance(v, dict) and v]
    if shares:
        classes = sorted({c for _, v in shares for c in v})
        out["wait_class_shares"] = {
            "value": {c: round(mean(v.get(c, 0.0) or 0.0 for _, v in shares), 3) for c in classes},
            "sources": [_src(f, "wait_class_shares") for f, _ in shares],
        }
    top = max(chosen, key=lambda f: _value(f.metrics, "db_time_per_s") or 0)
    events = ((top.result or {}).get("top_events") or [])[:10]
    if events:
        out["top_events"] = {"value": events, "sources": [{"file": top.id, "name": top.name,
                                                           "section": (top.metrics.get("top_event") or {})
                                                           .get("section")}]}
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
