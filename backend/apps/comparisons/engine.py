"""The comparison engine: runs in, plot-ready series out. Pure: no Django, no database.

`comparison_figures` takes plain `RunRecord`s (the selectors make them from `Run` rows, tests write them by hand) and
returns a `ComparisonResult`: the groups with their statistics against a baseline, the normalised throughput and
CPU cost, the multi-metric summary, wait classes, top events, scaling curves and the table. `compare.py`'s
`comparison_build`, which every caller uses, adds for every chart whether it has anything to draw. Bad grouping or
baseline raises `ComparisonError` (field-keyed messages), which the API turns into a 400. The statistics themselves
are in `statistics.py`; what each chart is, when it has nothing to draw and the CSV behind it in the chart catalogue,
`charts.py`.
"""

from __future__ import annotations

import math
from collections import OrderedDict, defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypedDict

from . import constants as C
from . import statistics as S

# --- what goes in ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlanVersionRef:
    """The plan version a run was measured on, as a comparison names it ("<plan> v<number>")."""

    id: int
    label: str


@dataclass(frozen=True)
class RunRecord:
    """The fields of a run the engine reads; ``metrics`` is `Run.metrics` as stored (value + sources per key)."""

    id: int
    label: str
    project: int
    date: str | None = None
    users: int | None = None
    tags: Mapping[str, str] = field(default_factory=dict)
    reference: str = ""
    plan_version: PlanVersionRef | None = None
    metrics: Mapping[str, Any] = field(default_factory=dict)


class ComparisonError(ValueError):
    """A comparison request that does not fit its runs; ``message_dict`` maps a field path to its messages."""

    def __init__(self, errors: dict[str, list[str]]):
        super().__init__(errors)
        self.message_dict = errors


# --- what comes out --------------------------------------------------------------------------------------------


class MetricInfo(TypedDict):
    key: str
    label: str
    unit: str
    direction: Literal["higher", "lower"] | None


class Versus(TypedDict):
    abs_diff: float | None
    pct_of_baseline: float | None
    pct_change: float | None
    pct_of_baseline_ci95: list[float] | None
    test: Literal["welch", "bootstrap"] | None
    p_value: float | None
    within_noise: bool | None


class GroupRun(TypedDict):
    id: int
    label: str
    project: int
    date: str | None
    users: int | None
    tags: dict[str, str]
    reference: str
    plan_version: dict[str, Any] | None
    indexed: bool


class Group(TypedDict):
    name: str
    is_baseline: bool
    n: int
    runs: list[GroupRun]
    stats: dict[str, dict[str, Any]]  # metric key -> statistics.describe()
    vs_baseline: dict[str, Versus]


class NormalizedRow(TypedDict):
    group: str
    n: int
    pct_of_baseline: float | None
    pct_change: float | None
    ci95: list[float] | None
    within_noise: bool | None
    test: Literal["welch", "bootstrap"] | None
    p_value: float | None


class ScalingPoint(TypedDict):
    x: float
    users: float | None
    runs: list[int]
    tps: float | None
    cpu_util_pct: float | None
    txn_per_cpu: float | None
    cpu_seconds_per_1000_txn: float | None


class ScalingCurve(TypedDict):
    name: str
    group: str
    source: Literal["runs", "series"]
    axis: Literal["users", "nodes"]
    points: list[ScalingPoint]


class ChartStatus(TypedDict):
    chart: str
    available: bool
    reason: str | None


class ComparisonResult(TypedDict):
    empty: bool
    metrics: list[MetricInfo]
    baseline: dict[str, Any] | None  # {"group": name, "run": id or None}
    groups: list[Group]
    normalized: dict[str, list[NormalizedRow]]  # "throughput" and "cpu_cost"
    summary: list[dict[str, Any]]  # group, geomean_pct_of_baseline, metrics used
    wait_classes: dict[str, Any]  # classes (biggest first) and each group's mean shares
    top_events: dict[str, Any]  # events, each with one cell per group
    scaling: list[ScalingCurve]
    #: What normalized["throughput"] compares: the drivers' own measure, else tps; None when the runs' drivers share
    #: no throughput measure (a SLOB run beside a run judged on transactions per second).
    throughput_metric: MetricInfo | None
    table: dict[str, Any]  # columns (group names) and rows (MetricInfo + cells)
    notes: list[str]
    charts: list[ChartStatus]
    #: The plan estimate against what the runs measured: needs the plan versions' documents, so the engine leaves
    #: it empty and the selectors fill it (``apps.comparisons.predicted``).
    predicted: list[dict[str, Any]]
    #: Each group's configuration change from the baseline's: needs the plan versions too, so the engine leaves it
    #: empty and the selectors fill it (``apps.comparisons.change``).
    change: list[dict[str, Any]]


Grouped = OrderedDict[str, list[RunRecord]]

# --- reading a run's figures -----------------------------------------------------------------------------------


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


def _metric(run: RunRecord, key: str) -> float | None:
    item = run.metrics.get(key)
    if isinstance(item, dict):
        return _num(item.get("value"))
    return _num(item)


def _is_indexed(run: RunRecord) -> bool:
    """True for runs holding a study's relative results (index values, baseline = 100)."""
    return run.metrics.get("basis") == "reference_normalized"


def _cpu_cost(run: RunRecord) -> float | None:
    """CPU cost per work: CPU seconds per 1000 transactions, else the inverse of throughput per CPU."""
    cost = _metric(run, "cpu_seconds_per_1000_txn")
    if cost is not None:
        return cost
    per_cpu = _metric(run, "txn_per_cpu")
    # Only a study's index values are inverted: for measured runs both figures come together or not at all.
    if per_cpu and _is_indexed(run):
        return 100.0 * 100.0 / per_cpu
    return None


def _users(value: Any) -> float | None:
    if isinstance(value, dict):
        value = value.get("value")
    return _num(value)


def _nodes(run: RunRecord) -> float | None:
    """The cluster size of a run: a ``nodes`` metric, else a numeric ``nodes`` tag."""
    value = _metric(run, "nodes")
    if value is None:
        try:
            value = float(str(run.tags.get("nodes", "")).strip())
        except ValueError:
            return None
    return value if value is not None and math.isfinite(value) and value > 0 else None


def _values(members: list[RunRecord], key: str) -> list[float]:
    getter = _cpu_cost if key == "cpu_seconds_per_1000_txn" else (lambda r: _metric(r, key))
    return [v for v in (getter(r) for r in members) if v is not None]


# --- grouping --------------------------------------------------------------------------------------------------


def parse_group_by(value: str | None) -> tuple[str, str | None]:
    """('none'|'tag'|'plan_version'|'manual', tag key)."""
    if value in (None, ""):
        return "none", None
    if value == C.GROUP_BY_PLAN_VERSION:
        return "plan_version", None
    if value == C.GROUP_BY_MANUAL:
        return "manual", None
    if isinstance(value, str) and value.startswith(C.GROUP_BY_TAG_PREFIX) and len(value) > len(C.GROUP_BY_TAG_PREFIX):
        return "tag", value[len(C.GROUP_BY_TAG_PREFIX):]
    raise ComparisonError({"group_by": [C.BAD_GROUP_BY]})


def _unique(name: str, taken: set[str]) -> str:
    out, n = name, 2
    while out in taken:
        out, n = f"{name} ({n})", n + 1
    taken.add(out)
    return out


def _manual_groups(by_id: dict[int, RunRecord], groups: dict[str, list[int]] | None) -> Grouped:
    if not groups:
        raise ComparisonError({"groups": [C.GROUPS_REQUIRED]})
    if len(groups) > C.MAX_GROUPS:
        raise ComparisonError({"groups": [C.TOO_MANY_GROUPS.format(limit=C.MAX_GROUPS)]})
    out: Grouped = OrderedDict()
    seen: set[int] = set()
    for name, ids in groups.items():
        if not ids:
            raise ComparisonError({f"groups/{name}": [C.GROUP_EMPTY.format(group=name)]})
        unknown = [i for i in ids if i not in by_id]
        if unknown:
            raise ComparisonError({f"groups/{name}": [C.GROUP_UNKNOWN_RUN.format(
                group=name, ids=", ".join(map(str, unknown)))]})
        for i in ids:
            if i in seen:
                raise ComparisonError({f"groups/{name}": [C.RUN_IN_TWO_GROUPS.format(run=i)]})
            seen.add(i)
        out[str(name)] = [by_id[i] for i in ids]
    return out


def make_groups(runs: list[RunRecord], *, group_by: str | None,
                groups: dict[str, list[int]] | None = None) -> Grouped:
    """Split the runs into named groups, keeping first-seen order."""
    mode, key = parse_group_by(group_by)
    if mode == "manual":
        return _manual_groups({r.id: r for r in runs}, groups)
    if groups:
        raise ComparisonError({"groups": [C.GROUPS_ONLY_MANUAL]})
    out: Grouped = OrderedDict()
    taken: set[str] = set()
    for run in runs:
        if mode == "tag":
            name = str(run.tags.get(key, C.NO_TAG.format(key=key)))
        elif mode == "plan_version":
            name = run.plan_version.label if run.plan_version else C.NO_PLAN
        else:
            name = _unique(run.label or f"Run {run.id}", taken)
        out.setdefault(name, []).append(run)
    return out


def _baseline_name(groups: Grouped, baseline: dict | None) -> tuple[str, int | None]:
    if not baseline:
        return next(iter(groups)), None
    if not isinstance(baseline, dict) or len(baseline) != 1 or not ({"run", "group"} & set(baseline)):
        raise ComparisonError({"baseline": [C.BASELINE_SHAPE]})
    if "run" in baseline:
        rid = baseline["run"]
        for name, members in groups.items():
            if any(r.id == rid for r in members):
                return name, rid
        raise ComparisonError({"baseline/run": [C.BASELINE_RUN_UNKNOWN.format(run=rid)]})
    name = baseline["group"]
    if name not in groups:
        raise ComparisonError({"baseline/group": [C.BASELINE_GROUP_UNKNOWN.format(
            group=name, names=", ".join(groups))]})
    return name, None


# --- the metric catalogue --------------------------------------------------------------------------------------


def _indexed_value(run: RunRecord, key: str) -> bool | None:
    """Whether the run's value of ``key`` is an index (None when the run has no value).

    CPU cost derived from an indexed throughput per CPU is an index too, whatever its key says.
    """
    item = run.metrics.get(key)
    if isinstance(item, dict) and _num(item.get("value")) is not None:
        return bool(item.get("indexed"))
    if key == "cpu_seconds_per_1000_txn" and _cpu_cost(run) is not None:
        per_cpu = run.metrics.get("txn_per_cpu")
        return bool(isinstance(per_cpu, dict) and per_cpu.get("indexed")) or _is_indexed(run)
    return None


def metric_catalogue(runs: Iterable[RunRecord]) -> list[MetricInfo]:
    """The core metrics, then any extra numeric metric some run carries; each with label, unit and direction."""
    runs = list(runs)

    def unit_of(key: str, unit: str) -> str:
        flags = [_indexed_value(r, key) for r in runs]
        flags = [f for f in flags if f is not None]
        return C.INDEX_UNIT if flags and all(flags) else unit

    out: list[MetricInfo] = [{"key": k, "label": C.METRICS[k].label, "unit": unit_of(k, C.METRICS[k].unit),
                              "direction": C.METRICS[k].direction} for k in C.CORE_KEYS]
    extra: dict[str, tuple[str, str] | None] = {}
    for run in runs:
        for key, item in run.metrics.items():
            if key in C.CORE_KEYS or key in C.STRUCTURED_RUN_METRICS or key in ("basis", "files"):
                continue
            if isinstance(item, dict) and _num(item.get("value")) is not None:
                # a metric the runs' catalogue does not know may name itself (a timeline interval's figures)
                named = (str(item["label"]), str(item.get("unit") or "")) if item.get("label") else None
                extra[key] = extra.get(key) or named
    for key in sorted(extra):
        known = C.METRICS.get(key)
        label, unit = ((known.label, known.unit) if known else extra[key] or (key.replace("_", " "), ""))
        out.append({"key": key, "label": label, "unit": unit_of(key, unit), "direction": None})
    return out


# --- statistics against the baseline ---------------------------------------------------------------------------


def _round(value: Any, digits: int = 6) -> Any:
    if isinstance(value, float):
        return round(value, digits) if math.isfinite(value) else None
    if isinstance(value, list):
        return [_round(v, digits) for v in value]
    if isinstance(value, dict):
        return {k: _round(v, digits) for k, v in value.items()}
    return value


def _versus(stats: dict, base_stats: dict, test: dict[str, Any]) -> Versus:
    """A group's figures against the baseline's; ``test`` is statistics.noise_test of their values."""
    mean, base = stats["mean"], base_stats["mean"]
    ci = stats["ci95"]
    return {
        "abs_diff": None if mean is None or base is None else mean - base,
        "pct_of_baseline": S.pct_of(mean, base),
        "pct_change": S.pct_change(mean, base),
        # The group's interval scaled by the baseline mean; the baseline's own spread is not folded in.
        "pct_of_baseline_ci95": None if ci is None or not base else [ci[0] / base * 100, ci[1] / base * 100],
        "test": test["method"],
        "p_value": test["p_value"],
        "within_noise": test["within_noise"],
    }


def _group_run(run: RunRecord) -> GroupRun:
    pv = run.plan_version
    return {"id": run.id, "label": run.label, "project": run.project, "date": run.date, "users": run.users,
            "tags": dict(run.tags), "reference": run.reference,
            "plan_version": None if pv is None else {"id": pv.id, "label": pv.label}, "indexed": _is_indexed(run)}


def _groups(grouped: Grouped, base_name: str, base_members: list[RunRecord], keys: list[str]) -> list[Group]:
    base_values = {k: _values(base_members, k) for k in keys}
    base_stats = {k: S.describe(base_values[k]) for k in keys}
    values_of = {name: {k: _values(members, k) for k in keys} for name, members in grouped.items()}
    # every group's every metric against the baseline in one batch (statistics.noise_tests), in this order
    tests = iter(S.noise_tests([(values_of[name][k], base_values[k]) for name in grouped for k in keys]))
    out: list[Group] = []
    for name, members in grouped.items():
        values = values_of[name]
        stats = {k: S.describe(values[k]) for k in keys}
        out.append({
            "name": name,
            "is_baseline": name == base_name,
            "n": len(members),
            "runs": [_group_run(r) for r in members],
            "stats": stats,
            "vs_baseline": {k: _versus(stats[k], base_stats[k], next(tests)) for k in keys},
        })
    return out


def _normalized(groups: list[Group], key: str) -> list[NormalizedRow]:
    rows: list[NormalizedRow] = []
    for g in groups:
        v = g["vs_baseline"][key]
        rows.append({"group": g["name"], "n": g["stats"][key]["n"], "pct_of_baseline": v["pct_of_baseline"],
                     "pct_change": v["pct_change"], "ci95": v["pct_of_baseline_ci95"],
                     "within_noise": v["within_noise"], "test": v["test"], "p_value": v["p_value"]})
    return rows


def _summary(groups: list[Group], catalogue: list[MetricInfo], left_out: frozenset[str]) -> list[dict[str, Any]]:
    """Per group, the geometric mean of its ratios to the baseline over the metrics with a better direction, less
    those the runs' drivers do not share (``left_out``)."""
    directions = {m["key"]: m["direction"] for m in catalogue if m["key"] not in left_out}
    summary = []
    for g in groups:
        ratios, used = [], []
        for key, direction in directions.items():
            pct = g["vs_baseline"][key]["pct_of_baseline"]
            if direction is None or pct is None or pct <= 0:
                continue
            ratio = pct / 100.0
            ratios.append(ratio if direction == "higher" else 1.0 / ratio)
            used.append(key)
        gm = S.geometric_mean(ratios)
        summary.append({"group": g["name"], "geomean_pct_of_baseline": None if gm is None else gm * 100.0,
                        "metrics": used})
    return summary


def _table(groups: list[Group], catalogue: list[MetricInfo], left_out: frozenset[str]) -> dict[str, Any]:
    rows = []
    for m in catalogue:
        key = m["key"]
        if key in left_out:
            continue
        cells = []
        for g in groups:
            s, v = g["stats"][key], g["vs_baseline"][key]
            cells.append({"group": g["name"], "n": s["n"], "mean": s["mean"], "median": s["median"],
                          "stdev": s["stdev"], "ci95": s["ci95"], "pct_of_baseline": v["pct_of_baseline"],
                          "pct_change": v["pct_change"], "within_noise": v["within_noise"]})
        if any(c["n"] for c in cells):
            rows.append({**m, "cells": cells})
    return {"columns": [g["name"] for g in groups], "rows": rows}


# --- wait classes, top events, scaling -------------------------------------------------------------------------


wait_class_name = C.wait_class_name


def _wait_classes(grouped: Grouped) -> dict[str, Any]:
    classes: set[str] = set()
    per_group = []
    for name, members in grouped.items():
        shares: dict[str, list[float]] = defaultdict(list)
        for run in members:
            item = run.metrics.get("wait_class_shares") or {}
            value = item.get("value") if isinstance(item, dict) else None
            if isinstance(value, dict) and value:
                for cls, pct in value.items():
                    if _num(pct) is not None:
                        shares[wait_class_name(cls)].append(float(pct))
        classes.update(shares)
        per_group.append({"group": name, "runs": max((len(v) for v in shares.values()), default=0),
                          "shares": {c: sum(v) / len(v) for c, v in shares.items()}})
    # Biggest classes first, so the stacks read the same way in every group.
    order = sorted(classes, key=lambda c: -sum(g["shares"].get(c, 0.0) for g in per_group))
    for g in per_group:
        g["shares"] = {c: g["shares"].get(c, 0.0) for c in order}
    return {"classes": order, "groups": per_group}


def _mean(xs: list[float]) -> float | None:
    return sum(xs) / len(xs) if xs else None


def _top_events(grouped: Grouped, baseline: str) -> dict[str, Any]:
    by_group: dict[str, dict[str, dict[str, list[float]]]] = {}
    wait_class: dict[str, str] = {}
    for name, members in grouped.items():
        events: dict[str, dict[str, list[float]]] = defaultdict(lambda: {"pct": [], "time": []})
        for run in members:
            item = run.metrics.get("top_events") or {}
            for ev in (item.get("value") if isinstance(item, dict) else None) or []:
                if not isinstance(ev, dict) or not ev.get("name"):
                    continue
                ev_name = str(ev["name"])
                wait_class.setdefault(ev_name, wait_class_name(str(ev.get("wait_class") or "")))
                if _num(ev.get("pct_db_time")) is not None:
                    events[ev_name]["pct"].append(float(ev["pct_db_time"]))
                if _num(ev.get("time_s")) is not None:
                    events[ev_name]["time"].append(float(ev["time_s"]))
        by_group[name] = events

    weight: dict[str, float] = defaultdict(float)
    for events in by_group.values():
        for ev_name, vals in events.items():
            weight[ev_name] = max(weight[ev_name], _mean(vals["pct"]) or 0.0)
    shown = sorted(weight, key=lambda e: -weight[e])[:C.TOP_EVENTS_SHOWN]
    base = by_group.get(baseline, {})
    rows = []
    for ev_name in shown:
        base_pct = _mean(base[ev_name]["pct"]) if ev_name in base else None
        cells = []
        for name in grouped:
            ev = by_group[name].get(ev_name)
            pct = _mean(ev["pct"]) if ev else None
            cells.append({"group": name, "pct_db_time": pct, "time_s": _mean(ev["time"]) if ev else None,
                          "delta_pct_points": None if pct is None or base_pct is None or name == baseline
                          else pct - base_pct})
        rows.append({"name": ev_name, "wait_class": wait_class.get(ev_name, ""), "groups": cells})
    return {"events": rows}


SCALING_KEYS = ("tps", "cpu_util_pct", "txn_per_cpu", "cpu_seconds_per_1000_txn")


def _scaling_axis(runs: list[RunRecord]) -> tuple[str, Callable[[RunRecord], float | None]]:
    """Users on x when the runs of a group differ in user count, nodes when they differ in cluster size instead."""
    with_tps = [r for r in runs if _metric(r, "tps") is not None]
    users = {_users(r.users) for r in with_tps} - {None}
    nodes = {_nodes(r) for r in with_tps} - {None}
    if len(nodes) > 1 and len(users) <= 1:
        return "nodes", _nodes
    return "users", lambda r: _users(r.users)


def _runs_curve(name: str, members: list[RunRecord]) -> ScalingCurve | None:
    """One point per user count (or node count) with the group's mean figures there."""
    axis, x_of = _scaling_axis(members)
    at: dict[float, list[RunRecord]] = defaultdict(list)
    for run in members:
        x = x_of(run)
        if x is not None and _metric(run, "tps") is not None:
            at[x].append(run)
    if not at:
        return None
    points: list[ScalingPoint] = []
    for x in sorted(at):
        runs = at[x]
        point: dict[str, Any] = {"x": x, "users": x if axis == "users" else None, "runs": [r.id for r in runs]}
        for key in SCALING_KEYS:
            point[key] = _mean(_values(runs, key))
        points.append(point)  # type: ignore[arg-type]
    if len(points) < 2 and len(members) < 2:
        return None
    return {"name": name, "group": name, "source": "runs", "axis": axis, "points": points}


def _table_curve(name: str, run: RunRecord) -> ScalingCurve | None:
    """A benchmark table's own user steps (``metrics["series"]``) as one curve of the run."""
    rows = run.metrics.get("series") or []
    points = []
    for row in rows if isinstance(rows, list) else []:
        users = _users(row.get("users"))
        if users is None:
            continue
        point = {"x": users, "users": users, "runs": [run.id]}
        for key in SCALING_KEYS:
            item = row.get(key)
            point[key] = _num(item.get("value")) if isinstance(item, dict) else _num(item)
        if point["tps"] is not None:
            points.append(point)
    if not points:
        return None
    return {"name": f"{run.label} (table)", "group": name, "source": "series", "axis": "users",
            "points": sorted(points, key=lambda p: p["x"])}


def _scaling(grouped: Grouped, *, ungrouped: bool) -> list[ScalingCurve]:
    """A curve per group that spans two user (or node) counts or more, and one per benchmark table with user steps.

    Runs compared without a grouping are one group each, so no group could span two counts: they make one curve
    together (runs at the same count are averaged there, as repeats are within a group).
    """
    curves = []
    if ungrouped:
        every = _runs_curve(C.ALL_RUNS_CURVE, [run for members in grouped.values() for run in members])
        if every and len(every["points"]) > 1:
            curves.append(every)
    for name, members in grouped.items():
        if not ungrouped:
            curves.append(_runs_curve(name, members))
        curves += [_table_curve(name, run) for run in members]
    return [c for c in curves if c is not None]


class FigurePoint(TypedDict):
    x: float
    y: float
    runs: list[int]


class ScalingFigure(TypedDict):
    """One quantity against a count (users, nodes, or a numeric tag), with the ideal line from the smallest count."""

    metric: str
    x: str
    x_label: str
    y_label: str
    points: list[FigurePoint]
    ideal: list[FigurePoint]
    reason: str | None


def parse_scaling_x(value: str | None) -> str:
    """``users``, ``nodes`` or ``tag:<key>``; ComparisonError otherwise (an empty value means users or nodes)."""
    value = (value or "").strip()
    if value in ("", *C.SCALING_X) or (value.startswith(C.GROUP_BY_TAG_PREFIX) and value[4:].strip()):
        return value
    raise ComparisonError({"x": [C.BAD_SCALING_X]})


def _x_of(x: str) -> Callable[[RunRecord], float | None]:
    if x == "nodes":
        return _nodes
    if x.startswith(C.GROUP_BY_TAG_PREFIX):
        key = x[len(C.GROUP_BY_TAG_PREFIX):]

        def tagged(run: RunRecord) -> float | None:
            try:
                return _num(float(str(run.tags.get(key, "")).strip()))
            except ValueError:
                return None

        return tagged
    return lambda r: _users(r.users)


def scaling_figure(runs: list[RunRecord], *, metric: str, x: str) -> ScalingFigure:
    """``metric`` (the mean of the runs at each count) against ``x``, and the ideal line: linear in the count from
    the smallest count's value (twice the count, twice the value)."""
    if not x:  # the engine's own choice: nodes when the runs differ in cluster size only
        with_metric = [r for r in runs if _metric(r, metric) is not None]
        nodes = {_nodes(r) for r in with_metric} - {None}
        users = {_users(r.users) for r in with_metric} - {None}
        x = "nodes" if len(nodes) > 1 and len(users) <= 1 else "users"
    x_of = _x_of(x)
    at: dict[float, list[RunRecord]] = defaultdict(list)
    for run in runs:
        xv = x_of(run)
        if xv is not None and xv > 0 and _metric(run, metric) is not None:
            at[xv].append(run)
    points: list[FigurePoint] = [{"x": xv, "y": _round(_mean(_values(at[xv], metric))), "runs": [r.id for r in at[xv]]}
                                 for xv in sorted(at)]
    catalogue = {m["key"]: m for m in metric_catalogue(runs)}
    info = catalogue.get(metric)
    y_label = f"{info['label']} ({info['unit']})" if info and info["unit"] else (info or {}).get("label", metric)
    x_name = x[len(C.GROUP_BY_TAG_PREFIX):] if x.startswith(C.GROUP_BY_TAG_PREFIX) else x
    ideal: list[FigurePoint] = []
    reason = None
    if len(points) >= 2:
        x0, y0 = points[0]["x"], points[0]["y"]
        ideal = [{"x": p["x"], "y": _round(y0 * p["x"] / x0), "runs": []} for p in points]
    else:
        reason = C.SCALING_TOO_FEW.format(metric=y_label, x=x_name, n=len(points))
    return {"metric": metric, "x": x, "x_label": x_name.replace("_", " ").capitalize(), "y_label": y_label,
            "points": points, "ideal": ideal, "reason": reason}


# --- the whole comparison --------------------------------------------------------------------------------------


def _empty(catalogue: list[MetricInfo]) -> ComparisonResult:
    return {"empty": True, "metrics": catalogue, "baseline": None, "groups": [],
            "normalized": {"throughput": [], "cpu_cost": []}, "summary": [], "throughput_metric": catalogue[0],
            "wait_classes": {"classes": [], "groups": []}, "top_events": {"events": []}, "scaling": [],
            "table": {"columns": [], "rows": []}, "notes": [C.NO_RUNS],
            "charts": [], "predicted": [], "change": []}


def _driver(run: RunRecord) -> dict[str, Any]:
    """The workload driver the run's files show, as the run records it (apps/runs/metrics/driver.py): ``value``,
    ``label`` and ``throughput`` (the metrics it is judged on, the headline first); empty when none was recognised."""
    item = run.metrics.get("driver")
    return item if isinstance(item, dict) and item.get("value") else {}


def _measures(run: RunRecord) -> tuple[str, ...]:
    """The metrics the run's driver is judged on, its headline first (transactions per second without a driver)."""
    return tuple(_driver(run).get("throughput") or C.THROUGHPUT_METRICS[None])


def left_out_metrics(runs: list[RunRecord]) -> frozenset[str]:
    """The metrics a comparison leaves out because the runs' drivers do not all define them.

    Runs of one driver leave nothing out. Runs of several drivers are compared only on the throughput measures
    every driver is judged on: every other driver's measure is left out (transactions per second mean nothing
    for SLOB, physical reads nothing for a run judged on its transactions), and with transactions per second go
    the figures calculated from them, throughput per CPU and CPU seconds per 1000 transactions.
    """
    drivers = {_driver(r).get("value") for r in runs}
    if len(drivers) < 2:
        return frozenset()
    shared = set.intersection(*(set(_measures(r)) for r in runs))
    every = {key for keys in C.THROUGHPUT_METRICS.values() for key in keys}
    out = every - shared
    if "tps" in out:
        out |= set(C.TXN_DERIVED)
    return frozenset(out)


def throughput_key(runs: list[RunRecord]) -> str | None:
    """The metric the throughput chart compares: the drivers' own measure when every run has the same driver and
    some run carries that measure (a SLOB folder on physical reads per second, HammerDB on NOPM), else
    transactions per second; runs of different drivers are compared on the first measure every one is judged on
    and some run carries, None when they share none."""
    if not runs:
        return "tps"
    left_out = left_out_metrics(runs)
    candidates = [k for k in _measures(runs[0]) if k not in left_out] if left_out else list(_measures(runs[0]))
    for key in candidates:
        if any(_metric(r, key) is not None for r in runs):
            return key
    return None if left_out else "tps"


def _label(catalogue: list[MetricInfo], key: str) -> str:
    """A metric's label inside a sentence: its first letter lowered unless it opens an abbreviation (CPU)."""
    label = next((m["label"] for m in catalogue if m["key"] == key), key)
    return label if label[1:2].isupper() else label[:1].lower() + label[1:]


def _driver_notes(runs: list[RunRecord], catalogue: list[MetricInfo], key: str | None,
                  left_out: frozenset[str]) -> list[str]:
    by_driver: dict[str, list[str]] = {}
    for run in runs:
        name = _driver(run).get("label") or C.NO_DRIVER
        by_driver.setdefault(name, []).append(run.label or f"Run {run.id}")
    if len(by_driver) > 1:
        named = "; ".join(f"{name}: {', '.join(labels[:C.RUNS_NAMED])}" for name, labels in by_driver.items())
        shown = [m["key"] for m in catalogue if m["key"] in left_out]
        left = ", ".join(_label(catalogue, k) for k in shown) or "nothing"
        if key is None:
            return [C.DRIVERS_DIFFER_NO_THROUGHPUT.format(drivers=named, left_out=left)]
        return [C.DRIVERS_DIFFER.format(drivers=named, label=_label(catalogue, key), left_out=left)]
    if key is not None and key != "tps":
        info = next(m for m in catalogue if m["key"] == key)
        return [C.DRIVER_THROUGHPUT_NOTE.format(driver=next(iter(by_driver)), label=info["label"].lower(),
                                                unit=info["unit"])]
    return []


def _notes(runs: list[RunRecord], grouped: Grouped) -> list[str]:
    notes: list[str] = []
    if len(runs) == 1:
        notes.append(C.SINGLE_RUN_NOTE)
    elif any(len(m) == 1 for m in grouped.values()):
        notes.append(C.SINGLE_RUN_GROUPS_NOTE)
    if len({_is_indexed(r) for r in runs}) > 1:
        notes.append(C.MIXED_BASIS)
    return notes


def comparison_figures(runs: list[RunRecord], *, group_by: str | None = None,
                       groups: dict[str, list[int]] | None = None, baseline: dict | None = None) -> ComparisonResult:
    """Every figure of a comparison but the charts' status, unrounded: ``apps.comparisons.compare.comparison_build``
    adds what each chart has to draw (the chart catalogue reads this module, so this module does not read it) and
    rounds.

    Raises `ComparisonError` (field-keyed) on a grouping or baseline that does not fit the runs.
    """
    catalogue = metric_catalogue(runs)
    if not runs:
        return _empty(catalogue)
    grouped = make_groups(runs, group_by=group_by, groups=groups)
    ungrouped = parse_group_by(group_by)[0] == "none"
    base_name, base_run = _baseline_name(grouped, baseline)
    base_members = grouped[base_name]
    if base_run is not None:
        base_members = [r for r in base_members if r.id == base_run]

    out_groups = _groups(grouped, base_name, base_members, [m["key"] for m in catalogue])
    compared_on = throughput_key(runs)
    left_out = left_out_metrics(runs)
    result: ComparisonResult = {
        "empty": False,
        "metrics": catalogue,
        "baseline": {"group": base_name, "run": base_run},
        "groups": out_groups,
        "normalized": {"throughput": [] if compared_on is None else _normalized(out_groups, compared_on),
                       "cpu_cost": [] if "cpu_seconds_per_1000_txn" in left_out
                       else _normalized(out_groups, "cpu_seconds_per_1000_txn")},
        "throughput_metric": next((m for m in catalogue if m["key"] == compared_on), None),
        "summary": _summary(out_groups, catalogue, left_out),
        "wait_classes": _wait_classes(grouped),
        "top_events": _top_events(grouped, base_name),
        # the curves draw transactions per second: none when the drivers do not share that measure
        "scaling": [] if "tps" in left_out else _scaling(grouped, ungrouped=ungrouped),
        "table": _table(out_groups, catalogue, left_out),
        "notes": [*_notes(runs, grouped), *_driver_notes(runs, catalogue, compared_on, left_out)],
        "charts": [],
        "predicted": [],
        "change": [],
    }
    return result


def round_result(result: ComparisonResult) -> ComparisonResult:
    """The comparison with every float rounded to six digits, as the API and the reports give it."""
    return _round(result)


# --- which charts have something to draw -----------------------------------------------------------------------


def charts_available(result: Mapping[str, Any]) -> list[str]:
    """The charts of a comparison that have something to draw, in page order."""
    return [c["chart"] for c in result.get("charts") or [] if c["available"]]
