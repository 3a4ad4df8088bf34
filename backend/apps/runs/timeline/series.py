"""A run's database reports read as one series over time: per snapshot interval and per instance (issue 42 §1).

Pure: typed reports in (:class:`Report`: a file's id, name, kind and the parts of its parse result the timeline
reads), plain dicts out. Which reports form the series follows the run's main report (``metrics/sources.py``):
the same database (DBID, else name) and release. Each instance is a line of its own: an instance or Statspack
report gives one point of its instance; a RAC-global report gives one point per instance it lists and one of the
cluster (``instance`` ``"cluster"``: its totals, wait classes and top events). Where an instance report and a
RAC-global report cover the same instance and snapshots, the instance report's point is kept (it carries the
instance's wait classes and receive times) and the other is counted once.

Set aside, with the reason in words: reports of another database or release, and a report whose window overlaps
one already in the series of its instance without being the same snapshots (two reports of one interval, such as
an HTML report and its text twin, count once). Between two consecutive intervals of an instance, a missing stretch
(the next begins after the last ended, or its begin snapshot is not the last one's end snapshot) is a gap: listed,
and drawn as a break in the lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from ..metrics.catalogue import wait_class_name
from ..metrics.sources import DUPLICATE, OTHER_DATABASE, OTHER_WINDOW, when
from ..parsers.model import KIND_AWR_INSTANCE, KIND_AWR_RAC_GLOBAL, KIND_STATSPACK, ParsedReport

SERIES_KINDS = (KIND_AWR_RAC_GLOBAL, KIND_AWR_INSTANCE, KIND_STATSPACK)
OTHER_RELEASE = "other_release"
CLUSTER = "cluster"
#: How far apart one interval's end and the next one's begin may be and still follow each other: AWR snapshots are
#: taken on the minute and a global report prints its times to the minute.
FOLLOWS_SLACK = timedelta(minutes=1)
#: How many of an interval's top events the series keeps.
TOP_EVENTS = 5

#: The load-profile and interconnect figures of each point: key -> (label, unit). One home for their names: the
#: API, the CSV, the CLI, the unusual windows and the page read them from here.
FIGURES: dict[str, tuple[str, str]] = {
    "db_time_per_s": ("DB time", "s/s"),
    "db_cpu_per_s": ("DB CPU", "s/s"),
    "tps": ("Transactions", "/s"),
    "logical_reads_per_s": ("Logical reads", "blocks/s"),
    "physical_reads_per_s": ("Physical reads", "blocks/s"),
    "redo_mb_s": ("Redo", "MB/s"),
    "gc_cr_receive_ms": ("GC CR block receive time", "ms"),
    "gc_current_receive_ms": ("GC current block receive time", "ms"),
    "gc_blocks_received_per_s": ("GC blocks received", "/s"),
    "gc_blocks_served_per_s": ("GC blocks served", "/s"),
}


@dataclass(frozen=True)
class Report:
    """One parsed database report of a run, as the timeline reads it."""

    id: int
    name: str
    kind: str
    report: ParsedReport = field(default_factory=lambda: ParsedReport(kind="", format=""))


def _iso(dt: datetime | None) -> str | None:
    return dt.strftime("%Y-%m-%dT%H:%M:%S") if dt else None


def _rate(lp: dict[str, dict[str, float | None]], key: str) -> float | None:
    return (lp.get(key) or {}).get("per_second")


def _ms(workload: dict[str, float | None], stem: str) -> float | None:
    """A receive time in milliseconds: 19c prints microseconds (``..._us``), earlier releases milliseconds."""
    if workload.get(f"{stem}_us") is not None:
        return round(workload[f"{stem}_us"] / 1000.0, 4)
    return workload.get(f"{stem}_ms")


def _per_s(total: Any, seconds: float | None) -> float | None:
    return round(total / seconds, 4) if isinstance(total, (int, float)) and seconds else None


def _shares(rep: ParsedReport) -> dict[str, float]:
    return {wait_class_name(w.wait_class): w.pct_db_time for w in rep.wait_classes if w.pct_db_time is not None}


def _events(rep: ParsedReport) -> list[dict[str, Any]]:
    return [{"name": e.name, "wait_class": e.wait_class and wait_class_name(e.wait_class), "time_s": e.time_s,
             "avg_ms": e.avg_ms, "pct_db_time": e.pct_db_time} for e in rep.top_events[:TOP_EVENTS]]


def _instance_figures(rep: ParsedReport, seconds: float | None) -> dict[str, float | None]:
    """An instance or Statspack report's figures."""
    lp, snap = rep.load_profile, rep.snapshot
    db_time = _rate(lp, "db_time")
    if db_time is None and snap.db_time_min is not None and seconds:
        db_time = round(snap.db_time_min * 60 / seconds, 4)
    redo = _rate(lp, "redo_size")
    gc = rep.gc_load_profile
    return {
        "db_time_per_s": db_time,
        "db_cpu_per_s": _rate(lp, "db_cpu"),
        "tps": _rate(lp, "transactions"),
        "logical_reads_per_s": _rate(lp, "logical_reads"),
        "physical_reads_per_s": _rate(lp, "physical_reads"),
        "redo_mb_s": None if redo is None else round(redo / 1048576, 6),
        "gc_cr_receive_ms": _ms(rep.gc_workload, "avg_global_cache_cr_block_receive_time"),
        "gc_current_receive_ms": _ms(rep.gc_workload, "avg_global_cache_current_block_receive_time"),
        "gc_blocks_received_per_s": _rate(gc, "global_cache_blocks_received"),
        "gc_blocks_served_per_s": _rate(gc, "global_cache_blocks_served"),
    }


def _global_figures(row: dict[str, Any], seconds: float | None) -> dict[str, float | None]:
    """One instance's row of a RAC-global report (or its cluster totals)."""
    redo_kb = row.get("redo_size_kb_per_s")
    return {
        "db_time_per_s": _per_s(row.get("db_time_s"), seconds),
        "db_cpu_per_s": _per_s(row.get("db_cpu_s"), seconds),
        "tps": row.get("transactions_per_s"),
        "logical_reads_per_s": row.get("logical_reads_per_s"),
        "physical_reads_per_s": row.get("physical_reads_per_s"),
        "redo_mb_s": None if redo_kb is None else round(redo_kb / 1024, 6),
        "gc_cr_receive_ms": None,
        "gc_current_receive_ms": None,
        "gc_blocks_received_per_s": row.get("gc_blocks_received_per_s"),
        "gc_blocks_served_per_s": row.get("gc_blocks_served_per_s"),
    }


def _points(f: Report) -> list[dict[str, Any]]:
    """The points one report gives: one per instance it covers, and the cluster's for a RAC-global report."""
    rep, snap = f.report, f.report.snapshot
    begin, end = when(snap.begin_time), when(snap.end_time)
    seconds = snap.elapsed_min * 60 if snap.elapsed_min else None
    base = {"file": f.id, "file_name": f.name, "kind": f.kind, "begin": _iso(begin), "end": _iso(end),
            "begin_id": snap.begin_id, "end_id": snap.end_id, "elapsed_min": snap.elapsed_min}
    if f.kind != KIND_AWR_RAC_GLOBAL:
        number = rep.identity.instance_numbers[0] if rep.identity.instance_numbers else None
        name = rep.identity.instance_names[0] if rep.identity.instance_names else None
        return [{**base, "instance": str(number) if number is not None else "1", "instance_name": name,
                 "figures": _instance_figures(rep, seconds), "wait_classes": _shares(rep), "top_events": _events(rep)}]
    out = []
    for row in rep.instances:
        if row.get("inst_num") is None:
            continue
        out.append({**base, "instance": str(row["inst_num"]), "instance_name": row.get("instance_name"),
                    "figures": _global_figures(row, seconds), "wait_classes": {}, "top_events": []})
    out.append({**base, "instance": CLUSTER, "instance_name": None,
                "figures": _global_figures(rep.cluster_total, seconds), "wait_classes": _shares(rep),
                "top_events": _events(rep)})
    return out


def _database(rep: ParsedReport) -> tuple[str, Any]:
    ident = rep.identity
    return ("dbid", ident.dbid) if isinstance(ident.dbid, int) else ("name", (ident.db_name or "").upper() or None)


def _major(release: str | None) -> str | None:
    return release.strip() if release else None


def _instance_key(instance: str) -> tuple[int, int | str]:
    return (1, 0) if instance == CLUSTER else (0, int(instance) if instance.isdigit() else instance)


def build_timeline(reports: list[Report], *, main: int | None = None) -> dict[str, Any]:
    """The run's series: ``instances`` (one entry per instance, in instance order, the cluster last, each with its
    ``points`` in time order and its ``gaps``), ``intervals`` (the distinct snapshot windows, in time order),
    ``set_aside`` (file, name, code and reason) and ``database`` (name, DBID and release the series is of).

    ``main`` is the run's main report (``metrics/sources.main_report``); the series is of its database and release.
    Without it, the first RAC-global report, else the first report, decides.
    """
    reports = [r for r in reports if r.kind in SERIES_KINDS]
    if not reports:
        return {"database": None, "instances": [], "intervals": [], "set_aside": []}
    anchor = next((r for r in reports if r.id == main), None) or min(
        reports, key=lambda r: (r.kind != KIND_AWR_RAC_GLOBAL, r.id))
    database, release = _database(anchor.report), _major(anchor.report.release)
    set_aside: list[dict[str, Any]] = []
    kept: list[Report] = []
    for r in sorted(reports, key=lambda r: r.id):
        ident = r.report.identity
        if database[1] is not None and _database(r.report) != database and _database(r.report)[1] is not None:
            name = ident.db_name or f"DBID {ident.dbid}"
            set_aside.append(_aside(r, OTHER_DATABASE, f"from another database: {name}"))
        elif release and _major(r.report.release) and _major(r.report.release) != release:
            set_aside.append(_aside(r, OTHER_RELEASE,
                                    f"from another release of the database: {r.report.release}, the series is of "
                                    f"{release}"))
        elif when(r.report.snapshot.begin_time) is None or when(r.report.snapshot.end_time) is None:
            set_aside.append(_aside(r, OTHER_WINDOW, "states no snapshot window, so it has no place on the time axis"))
        else:
            kept.append(r)
    # instance reports before RAC-global ones, so an instance's own report gives its point for an interval; among
    # reports of one kind the main report first, so a report overlapping it is the one set aside
    ordered = sorted(kept, key=lambda r: (r.kind == KIND_AWR_RAC_GLOBAL, r.id != anchor.id,
                                          when(r.report.snapshot.begin_time), r.id))
    lines: dict[str, list[dict[str, Any]]] = {}
    aside_ids = {a["file"] for a in set_aside}
    counted: dict[int, list[str]] = {}
    for r in ordered:
        points = _points(r)
        placed, reasons = [], []
        for p in points:
            line = lines.setdefault(p["instance"], [])
            clash = _clash(line, p)
            if clash is None:
                placed.append(p)
            else:
                reasons.append(clash)
        if placed:
            for p in placed:
                lines[p["instance"]].append(p)
            counted.setdefault(r.id, []).extend(p["instance"] for p in placed)
        elif r.id not in aside_ids:
            code, other, same = reasons[0]
            message = (f"the same interval as {other} (same instance and snapshots); counted once" if same else
                       f"from an overlapping period: its window overlaps {other}'s in the series of its instance")
            set_aside.append(_aside(r, DUPLICATE if same else OTHER_WINDOW, message))
    instances = []
    for instance in sorted(lines, key=_instance_key):
        points = sorted(lines[instance], key=lambda p: (p["begin"], p["file"]))
        instances.append({"instance": instance, "instance_name": next((p["instance_name"] for p in points
                                                                        if p["instance_name"]), None),
                          "points": points, "gaps": _gaps(points)})
    windows = sorted({(p["begin"], p["end"], p["begin_id"], p["end_id"]) for i in instances for p in i["points"]},
                     key=lambda w: (w[0], w[1]))
    intervals = [{"index": n, "begin": b, "end": e, "begin_id": bi, "end_id": ei}
                 for n, (b, e, bi, ei) in enumerate(windows)]
    index = {(i["begin"], i["end"]): i["index"] for i in intervals}
    for i in instances:
        for p in i["points"]:
            p["interval"] = index[(p["begin"], p["end"])]
    ident = anchor.report.identity
    return {"database": {"name": ident.db_name, "dbid": ident.dbid, "release": anchor.report.release},
            "instances": instances, "intervals": intervals, "set_aside": sorted(set_aside, key=lambda a: a["file"])}


def _aside(r: Report, code: str, message: str) -> dict[str, Any]:
    return {"file": r.id, "name": r.name, "code": code, "message": message}


def _clash(line: list[dict[str, Any]], p: dict[str, Any]) -> tuple[str, str, bool] | None:
    """Whether ``p`` cannot join its instance's line: (code, the other file's name, same snapshots) or None."""
    for q in line:
        same = (q["begin_id"], q["end_id"]) == (p["begin_id"], p["end_id"]) and p["begin_id"] is not None
        if same or (p["begin"] < q["end"] and q["begin"] < p["end"]):
            return (DUPLICATE if same else OTHER_WINDOW, q["file_name"], same)
    return None


def _gaps(points: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for a, b in zip(points, points[1:], strict=False):
        late = datetime.fromisoformat(b["begin"]) - datetime.fromisoformat(a["end"]) > FOLLOWS_SLACK
        skipped = a["end_id"] is not None and b["begin_id"] is not None and b["begin_id"] != a["end_id"]
        if late or skipped:
            out.append({"after_file": a["file"], "before_file": b["file"], "begin": a["end"], "end": b["begin"],
                        "from_snapshot": a["end_id"], "to_snapshot": b["begin_id"]})
    return out
