"""Unusual windows of a run's timeline, and the plan's findings that concern them (issue 42 §2). Pure.

Every metric of an instance's line (the load-profile and interconnect figures of ``series.FIGURES``, each wait
class's share of DB time, each top event's share) is scored per interval with the median and the median absolute
deviation (MAD) over the run's intervals: ``score = |value - median| / MAD``, an interval unusual when the score is
above :data:`THRESHOLD`. The threshold and the rule that a metric needs :data:`MIN_OBSERVED` intervals are JAS-MIN's
defaults (``MAD_ANOMALY_THRESHOLD = 7.0`` and ``MIN_OBSERVED_SAMPLES = 3`` in its ``src/analysis/anomalies.rs``, full
window); JAS-MIN reads the same AWR and Statspack reports, so RACplan flags what a reader of its reports would.
Where the MAD is zero (most intervals equal), a departure is scored against :data:`ZERO_MAD_FLOOR` of the median
instead, so a constant baseline still shows a real change without dividing by zero.

Consecutive unusual intervals of one line make a window. Windows are ranked by how far and how long they stand
out: the sum over their intervals of the interval's highest score (a window twice as long, or twice as far out,
ranks twice as high), ties by begin time. Each window names what moved (value against the run's median) and the
area each moved metric belongs to; the plan version's findings of that area are listed, or, where it has none,
"no rule of the catalogue covers this".
"""

from __future__ import annotations

import statistics
from typing import Any

from .series import FIGURES

THRESHOLD = 7.0
MIN_OBSERVED = 3
#: The MAD used when it is zero: this share of the median's size (a value differing by 1 % scores 1).
ZERO_MAD_FLOOR = 0.01
#: Scores are shown to this cap (a departure from a perfectly constant, zero baseline is "off the scale").
SCORE_CAP = 999.0
NO_RULE = "no rule of the catalogue covers this"

#: The areas a moved metric belongs to, with the words the page shows, and which findings concern each: by the
#: finding's rule category, or by a tag of its rule.
AREAS: dict[str, dict[str, Any]] = {
    "interconnect": {"label": "Interconnect (global cache)", "categories": ("interconnect",),
                     "tags": ("ipc-bound", "infiniband"), "rules": ("RS001", "RS002", "RS060")},
    "redo": {"label": "Redo placement (log file sync)", "categories": (), "tags": ("redo", "logs"),
             "rules": ("RS083",)},
    "storage": {"label": "Storage (I/O waits)", "categories": ("storage", "shared_disks"),
                "tags": ("io-bound", "hyperpav"), "rules": ("RS061", "RS084", "RS085")},
    "capacity": {"label": "Capacity (CPU)", "categories": ("workload",), "tags": ("capacity", "cpu"),
                 "rules": ("RS003", "RS086")},
}
_CLASS_AREA = {"Cluster": "interconnect", "Commit": "redo", "User I/O": "storage", "System I/O": "storage",
               "DB CPU": "capacity"}
_FIGURE_AREA = {"db_cpu_per_s": "capacity", "physical_reads_per_s": "storage", "redo_mb_s": "redo",
                "gc_cr_receive_ms": "interconnect", "gc_current_receive_ms": "interconnect",
                "gc_blocks_received_per_s": "interconnect", "gc_blocks_served_per_s": "interconnect"}


def metric_area(kind: str, name: str, wait_class: str | None = None) -> str | None:
    """The area of one metric: a figure by its key, a wait class by its name, an event by its name or class."""
    if kind == "figure":
        return _FIGURE_AREA.get(name)
    if kind == "wait_class":
        return _CLASS_AREA.get(name)
    lowered = name.lower()
    if lowered.startswith("gc ") or lowered.startswith("ges "):
        return "interconnect"
    if lowered.startswith("log file"):
        return "redo"
    if lowered in ("db cpu", "cpu time"):
        return "capacity"
    if lowered.startswith(("db file", "direct path", "read by other session", "control file")):
        return "storage"
    return _CLASS_AREA.get(wait_class or "")


def _metrics(points: list[dict[str, Any]]) -> dict[tuple[str, str], dict[str, Any]]:
    """Every metric of a line: (kind, name) -> its label, unit, area and one value per point (None where absent)."""
    out: dict[tuple[str, str], dict[str, Any]] = {}
    n = len(points)

    def slot(key: tuple[str, str], label: str, unit: str, area: str | None) -> list[float | None]:
        if key not in out:
            out[key] = {"kind": key[0], "name": key[1], "label": label, "unit": unit, "area": area,
                        "values": [None] * n}
        return out[key]["values"]

    for i, p in enumerate(points):
        for key, (label, unit) in FIGURES.items():
            if p["figures"].get(key) is not None:
                slot(("figure", key), label, unit, metric_area("figure", key))[i] = p["figures"][key]
        for name, share in p["wait_classes"].items():
            slot(("wait_class", name), f"{name} wait class", "% DB time", metric_area("wait_class", name))[i] = share
        for e in p["top_events"]:
            if e.get("pct_db_time") is not None:
                slot(("event", e["name"]), e["name"], "% DB time",
                     metric_area("event", e["name"], e.get("wait_class")))[i] = e["pct_db_time"]
    return out


def score(value: float, median: float, mad: float) -> float | None:
    """How far ``value`` stands from the median, in MADs (None when it equals the median of a constant line)."""
    deviation = abs(value - median)
    spread = mad if mad > 0 else ZERO_MAD_FLOOR * abs(median)
    if spread <= 0:
        return None if deviation == 0 else SCORE_CAP
    return min(round(deviation / spread, 2), SCORE_CAP)


def line_windows(points: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The unusual windows of one instance's line (points in time order), unranked."""
    flagged: dict[int, list[dict[str, Any]]] = {}
    for m in _metrics(points).values():
        observed = [v for v in m["values"] if v is not None]
        if len(observed) < MIN_OBSERVED:
            continue
        median = statistics.median(observed)
        mad = statistics.median(abs(v - median) for v in observed)
        for i, v in enumerate(m["values"]):
            if v is None:
                continue
            s = score(v, median, mad)
            if s is not None and s > THRESHOLD:
                flagged.setdefault(i, []).append({
                    "kind": m["kind"], "name": m["name"], "label": m["label"], "unit": m["unit"], "area": m["area"],
                    "value": v, "median": median, "mad": mad, "score": s,
                    "direction": "above" if v > median else "below"})
    windows: list[dict[str, Any]] = []
    run: list[int] = []
    for i in sorted(flagged) + [None]:
        if run and (i is None or i != run[-1] + 1):
            windows.append(_window(points, run, flagged))
            run = []
        if i is not None:
            run.append(i)
    return windows


def _window(points: list[dict[str, Any]], run: list[int], flagged: dict[int, list[dict[str, Any]]]) -> dict[str, Any]:
    first, last = points[run[0]], points[run[-1]]
    moved: dict[tuple[str, str], dict[str, Any]] = {}
    for i in run:
        for item in flagged[i]:
            key = (item["kind"], item["name"])
            if key not in moved or item["score"] > moved[key]["score"]:
                moved[key] = {**item, "interval": points[i]["interval"]}
    strength = round(sum(max(item["score"] for item in flagged[i]) for i in run), 2)
    return {"begin": first["begin"], "end": last["end"], "intervals": [points[i]["interval"] for i in run],
            "files": sorted({points[i]["file"] for i in run}), "length": len(run),
            "peak": max(m["score"] for m in moved.values()), "strength": strength,
            "moved": sorted(moved.values(), key=lambda m: (-m["score"], m["kind"], m["name"]))}


def _concerns(finding: dict[str, Any], area: str, tags: dict[str, tuple[str, ...]]) -> bool:
    spec = AREAS[area]
    rule = finding.get("rule", "")
    return (finding.get("category") in spec["categories"] or rule in spec["rules"]
            or any(t in spec["tags"] for t in tags.get(rule, ())))


def explain(window: dict[str, Any], findings: list[dict[str, Any]], tags: dict[str, tuple[str, ...]]) -> dict[str, Any]:
    """``window`` with ``areas``: per area of what moved, the findings of the plan (and of the run's diagnosis)
    that concern it (rule, title, severity, where it came from), or the words :data:`NO_RULE`."""
    areas = []
    for area in sorted({m["area"] for m in window["moved"] if m["area"]}):
        concerned = [{"rule": f["rule"], "title": f.get("title", ""), "severity": f.get("severity", ""),
                      "origin": f.get("origin", "plan")} for f in findings if _concerns(f, area, tags)]
        unique = list({(c["rule"], c["origin"]): c for c in concerned}.values())
        areas.append({"area": area, "label": AREAS[area]["label"],
                      "metrics": [m["label"] for m in window["moved"] if m["area"] == area],
                      "findings": unique, "note": "" if unique else NO_RULE})
    unplaced = [m["label"] for m in window["moved"] if not m["area"]]
    return {**window, "areas": areas, "other_metrics": unplaced}


def unusual_windows(instances: list[dict[str, Any]], findings: list[dict[str, Any]],
                    tags: dict[str, tuple[str, ...]]) -> list[dict[str, Any]]:
    """Every line's windows, explained and ranked (strength, then length, then begin), each naming its instance
    and its rank (1 = the most unusual)."""
    out = []
    for line in instances:
        for w in line_windows(line["points"]):
            out.append({"instance": line["instance"], **explain(w, findings, tags)})
    out.sort(key=lambda w: (-w["strength"], -w["length"], w["begin"], w["instance"]))
    return [{"rank": n, **w} for n, w in enumerate(out, start=1)]
