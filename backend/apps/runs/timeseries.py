"""Chart-ready OS time series and driver steps of a run (pure: parse results in, plain dicts out).

Every sample stays stored (``RunFileSeriesChunk``: each group of a file in chunks of ``SERIES_CHUNK`` samples, so
that a page reads one or two of them); the run page gets a downsampled copy. Downsampling keeps, per
bucket of consecutive samples, the minimum and the maximum in their time order, so a spike survives however many
samples are folded (a mean would flatten it). What a chart gets per category:

* ``cpu``: the ``all`` object (per-CPU series stay in the file's result), columns busy, user, system, iowait, steal
* ``disk``: physical devices only, the ``MAX_DEVICES`` busiest by mean MB/s then IOPS
* ``net``: every interface but loopback
* ``runq``: run queue and blocked processes

A parsed file keeps a chart copy of its series (``RunFile.charts``, :func:`stored_charts`): the chart objects only,
at most ``STORED_POINTS`` points per line, the most the endpoint hands out. A request downsamples that copy again
(the full series run to tens of MB of JSON for a long nmon capture). Min and max of min/max pairs are still each
bucket's extremes, so a spike survives the second pass too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from .parsers.osstats.series import is_physical_device

MAX_DEVICES = 8
DEFAULT_POINTS = 600
#: The points per line a request may ask for; the stored chart copy keeps the most.
POINTS_RANGE = (50, 5000)
STORED_POINTS = POINTS_RANGE[1]
CHART_COLUMNS = {
    "cpu": ("busy", "user", "system", "iowait", "steal"),
    "disk": ("read_mb_s", "write_mb_s", "iops", "await_ms"),
    "net": ("rx_mb_s", "tx_mb_s"),
    "runq": ("runq", "blocked"),
}


def downsample(x: list, y: list[float | None], max_points: int) -> tuple[list, list[float | None]]:
    """At most ``max_points`` points: min and max of each bucket, in time order; unknown values are skipped."""
    pts = [(a, b) for a, b in zip(x, y, strict=False) if b is not None and a is not None]
    if len(pts) <= max_points:
        return [a for a, _ in pts], [b for _, b in pts]
    buckets = max(1, max_points // 2)
    size = len(pts) / buckets
    xs: list = []
    ys: list[float | None] = []
    for k in range(buckets):
        chunk = pts[int(k * size):int((k + 1) * size)]
        if not chunk:
            continue
        lo = min(range(len(chunk)), key=lambda i: chunk[i][1])
        hi = max(range(len(chunk)), key=lambda i: chunk[i][1])
        for i in sorted({lo, hi}):
            xs.append(chunk[i][0])
            ys.append(chunk[i][1])
    return xs, ys


def _mean(values: list[float | None]) -> float:
    known = [v for v in values if v is not None]
    return sum(known) / len(known) if known else 0.0


def _objects(category: str, objects: dict[str, dict[str, list]]) -> list[str]:
    names = sorted(objects)
    if category == "cpu":
        return ["all"] if "all" in objects else names[:1]
    if category == "net":
        return [n for n in names if n not in ("lo", "lo0")]
    if category == "disk":
        physical = [n for n in names if is_physical_device(n)]
        physical.sort(key=lambda n: (-(_mean(objects[n]["read_mb_s"]) + _mean(objects[n]["write_mb_s"])),
                                     -_mean(objects[n]["iops"]), n))
        return physical[:MAX_DEVICES]
    return names


def sample_count(group: dict[str, Any]) -> int:
    """Samples of a stored group: its time stamps, or where the tool printed none (vmstat without -t) its longest
    column."""
    times = group.get("times") or []
    if times:
        return len(times)
    columns = (values for per_object in (group.get("objects") or {}).values() for values in per_object.values())
    return max(map(len, columns), default=0)


#: Samples per stored chunk of a group: a page of samples (at most 5,000) reads only the chunks it spans.
SERIES_CHUNK = 1000


def group_chunks(group: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """``group`` cut into chunks of :data:`SERIES_CHUNK` samples, each ``(its first sample, the group with only
    those samples)``."""
    times = group.get("times") or []
    objects = group.get("objects") or {}
    chunks = []
    for start in range(0, max(sample_count(group), 1), SERIES_CHUNK):
        end = start + SERIES_CHUNK
        chunks.append((start, {**group, "times": times[start:end],
                               "objects": {name: {column: values[start:end] for column, values in per_object.items()}
                                           for name, per_object in objects.items()}}))
    return chunks


def joined_chunks(chunks: list[dict[str, Any]], names: list[str], columns: list[str]) -> dict[str, Any]:
    """Consecutive chunks of one group put back together, for the objects ``names`` and ``columns``."""
    return {"times": [t for chunk in chunks for t in chunk.get("times") or []],
            "objects": {name: {column: [v for chunk in chunks for v in chunk["objects"][name][column]]
                               for column in columns} for name in names}}


def groups_from_chunks(chunks: Iterable[tuple[int, dict[str, Any]]]) -> list[dict[str, Any]]:
    """The groups that ``chunks`` (group index, chunk; in order of index, then first sample) were cut from."""
    by_index: dict[int, list[dict[str, Any]]] = {}
    for index, chunk in chunks:
        by_index.setdefault(index, []).append(chunk)
    groups = []
    for index in sorted(by_index):
        parts = by_index[index]
        names, columns = list(parts[0].get("objects") or {}), list(parts[0].get("columns") or [])
        groups.append({**parts[0], **joined_chunks(parts, names, columns)})
    return groups


def group_head(index: int, group: dict[str, Any]) -> dict[str, Any]:
    """What a stored group is, without its samples: its index in the file, category, tool, host, columns, sampling
    interval and where that was read (``interval_source``; a group stored before it was kept has None), and sample
    count."""
    return {"index": index, "category": group.get("category", ""), "source": group.get("source", ""),
            "host": group.get("host"), "columns": list(group.get("columns") or []),
            "interval_s": group.get("interval_s"), "interval_source": group.get("interval_source"),
            "count": sample_count(group)}


#: What a page of samples tells of its group: :func:`group_head`'s keys, read from the group's outline entry.
HEAD_KEYS = tuple(group_head(0, {}))


def series_outline(os_series: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each group of one file's OS series outlined (``RunFile.outline``): :func:`group_head`, the object names and
    the first and last sample times."""
    out = []
    for index, group in enumerate(os_series):
        stamps = [t for t in group.get("times") or [] if t]
        out.append({**group_head(index, group), "objects": list(group.get("objects") or {}),
                    "first": stamps[0] if stamps else None, "last": stamps[-1] if stamps else None})
    return out


def stored_charts(file_id: int, name: str, os_series: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The chart copy of one parsed file's OS series, kept beside its result (``RunFile.charts``)."""
    return chart_groups([{"id": file_id, "name": name, "os_series": os_series}], max_points=STORED_POINTS)


def chart_groups(files: list[dict[str, Any]], *, max_points: int = DEFAULT_POINTS) -> list[dict[str, Any]]:
    """One entry per (file, series group) that a chart shows. ``files`` hold ``id`` and ``name``, and ``charts``
    (a stored chart copy) or ``os_series`` (the groups a copy is made from)."""
    out = []
    for f in files:
        stored = f.get("charts")
        if stored is not None:
            out += [{**g, "series": [_fewer_points(line, max_points) for line in g["series"]]} for g in stored]
            continue
        for g in f.get("os_series") or []:
            category = g.get("category")
            if category not in CHART_COLUMNS:
                continue
            times = g.get("times") or []
            objects = g.get("objects") or {}
            timed = bool(times)
            series = []
            for obj in _objects(category, objects):
                for col in CHART_COLUMNS[category]:
                    values = (objects.get(obj) or {}).get(col)
                    if not values or all(v is None for v in values):
                        continue
                    x = times if timed else list(range(1, len(values) + 1))
                    xs, ys = downsample(x, values, max_points)
                    series.append({"object": obj, "column": col, "x": [str(v) for v in xs], "y": ys})
            if series:
                samples = len(next(iter(next(iter(objects.values())).values()))) if objects else 0
                out.append({"file": f["id"], "file_name": f["name"], "category": category,
                            "source": g.get("source", ""), "host": g.get("host"), "timed": timed,
                            "samples": samples, "objects_total": len(objects), "series": series})
    out.sort(key=lambda e: (list(CHART_COLUMNS).index(e["category"]), e["host"] or "", e["file"]))
    return out


def _fewer_points(line: dict[str, Any], max_points: int) -> dict[str, Any]:
    xs, ys = downsample(line["x"], line["y"], max_points)
    return {**line, "x": xs, "y": ys}


_AWR_TIME = re.compile(r"^(\d{1,2})-([A-Za-z]{3})-(\d{2,4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$")


def awr_time(raw: str | None) -> str | None:
    """``20-Feb-20 21:32:34`` (the AWR header's snap time) as ``2020-02-20T21:32:34``."""
    m = _AWR_TIME.match((raw or "").strip())
    if not m:
        return None
    year = int(m[3]) + (2000 if len(m[3]) == 2 else 0)
    try:
        dt = datetime.strptime(f"{m[1]} {m[2].title()} {year} {m[4]}:{m[5]}:{m[6] or '00'}", "%d %b %Y %H:%M:%S")
    except ValueError:
        return None
    return dt.strftime("%Y-%m-%dT%H:%M:%S")


def awr_window(files: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The measured interval of the run's AWR report(s): the widest begin..end over the reports that state it."""
    spans = []
    for f in files:
        snap = f.get("snapshot") or {}
        begin, end = awr_time(snap.get("begin_time")), awr_time(snap.get("end_time"))
        if begin and end:
            spans.append((begin, end, f))
    if not spans:
        return None
    begin = min(s[0] for s in spans)
    end = max(s[1] for s in spans)
    return {"begin": begin, "end": end, "files": [s[2]["id"] for s in spans],
            "names": [s[2]["name"] for s in spans]}


def driver_steps(files: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The driver's per-step results (users -> throughput), in user order, from every benchmark table file."""
    steps = []
    for f in files:
        for row in f.get("benchmark_rows") or []:
            if row.get("users") is None or row.get("throughput") is None:
                continue
            steps.append({"users": row["users"], "throughput": row["throughput"],
                          "unit": row.get("throughput_unit") or "tps", "label": row.get("label") or f["name"],
                          "file": f["id"], "file_name": f["name"]})
    steps.sort(key=lambda s: (s["label"], s["users"], s["file"]))
    return steps
