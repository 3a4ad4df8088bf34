"""Read side of apps.comparisons: which runs a user may compare, and the comparison itself as plot-ready series.

`comparison_build` is pure: it takes plain run dicts (see `run_as_dict`) and returns JSON-ready data for every
chart and the table, so it can be tested without a database and reused by the reports, the CSV export and the PDF.
"""

from __future__ import annotations

import csv
import io
import math
from collections import OrderedDict, defaultdict
from collections.abc import Iterable
from typing import Any

from django.core.exceptions import ValidationError
from django.db.models import QuerySet
from django.http import Http404

from apps.runs.models import Run

from . import constants as C
from . import statistics as S
from .models import Report

# --- runs ------------------------------------------------------------------------------------------------------


def comparison_runs(*, user, run_ids: list[int]) -> list[Run]:
    """The runs to compare, in the order asked; 404 when any is missing or not readable by the user."""
    readable = Run.objects.restrict(user, "view").select_related("plan_version__plan")
    runs = {r.id: r for r in readable.filter(id__in=run_ids).only(
        "id", "label", "project_id", "date", "users", "tags", "reference", "metrics", "plan_version",
        "plan_version__number", "plan_version__plan__name")}
    missing = [i for i in run_ids if i not in runs]
    if missing:
        # The same answer for "does not exist" and "not yours": ids of other projects stay secret.
        raise Http404(C.RUNS_NOT_FOUND.format(ids=", ".join(map(str, missing))))
    return [runs[i] for i in run_ids]


def run_as_dict(run: Run) -> dict[str, Any]:
    """The fields of a run the engine reads."""
    pv = run.plan_version
    return {
        "id": run.id,
        "label": run.label,
        "project": run.project_id,
        "date": run.date.isoformat() if run.date else None,
        "users": run.users,
        "tags": dict(run.tags or {}),
        "reference": run.reference,
        "plan_version": None if pv is None else {"id": pv.id, "label": f"{pv.plan.name} v{pv.number}"},
        "metrics": run.metrics or {},
    }


# --- the engine ------------------------------------------------------------------------------------------------


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


def _metric(run: dict[str, Any], key: str) -> float | None:
    item = (run.get("metrics") or {}).get(key)
    if isinstance(item, dict):
        return _num(item.get("value"))
    return _num(item)


def _is_indexed(run: dict[str, Any]) -> bool:
    """True for runs holding a study's relative results (index values, baseline = 100)."""
    return (run.get("metrics") or {}).get("basis") == "reference_normalized"


def _cpu_cost(run: dict[str, Any]) -> float | None:
    """CPU cost per work: CPU seconds per 1000 transactions, else the inverse of throughput per CPU."""
    cost = _metric(run, "cpu_seconds_per_1000_txn")
    if cost is not None:
        return cost
    per_cpu = _metric(run, "txn_per_cpu")
    # Only a study's index values are inverted: for measured runs both figures come together or not at all.
    if per_cpu and _is_indexed(run):
        return 100.0 * 100.0 / per_cpu
    return None


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
    raise ValidationError({"group_by": [C.BAD_GROUP_BY]})


def _unique(name: str, taken: set[str]) -> str:
    out, n = name, 2
    while out in taken:
        out, n = f"{name} ({n})", n + 1
    taken.add(out)
    return out


def make_groups(runs: list[dict[str, Any]], *, group_by: str | None,
                groups: dict[str, list[int]] | None = None) -> OrderedDict[str, list[dict[str, Any]]]:
    """Split the runs into named groups, keeping first-seen order."""
    mode, key = parse_group_by(group_by)
    by_id = {r["id"]: r for r in runs}
    out: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()
    if mode == "manual":
        if not groups:
            raise ValidationError({"groups": [C.GROUPS_REQUIRED]})
        if len(groups) > C.MAX_GROUPS:
            raise ValidationError({"groups": [C.TOO_MANY_GROUPS.format(limit=C.MAX_GROUPS)]})
        seen: set[int] = set()
        for name, ids in groups.items():
            if not ids:
                raise ValidationError({f"groups/{name}": [C.GROUP_EMPTY.format(group=name)]})
            unknown = [i for i in ids if i not in by_id]
            if unknown:
                raise ValidationError({f"groups/{name}": [C.GROUP_UNKNOWN_RUN.format(
                    group=name, ids=", ".join(map(str, unknown)))]})
            for i in ids:
                if i in seen:
                    raise ValidationError({f"groups/{name}": [C.RUN_IN_TWO_GROUPS.format(run=i)]})
                seen.add(i)
            out[str(name)] = [by_id[i] for i in ids]
        return out
    if groups:
        raise ValidationError({"groups": [C.GROUPS_ONLY_MANUAL]})
    taken: set[str] = set()
    for run in runs:
        if mode == "tag":
            name = str(run["tags"].get(key, C.NO_TAG.format(key=key)))
        elif mode == "plan_version":
            name = run["plan_version"]["label"] if run.get("plan_version") else C.NO_PLAN
        else:
            name = _unique(run["label"] or f"Run {run['id']}", taken)
        out.setdefault(name, []).append(run)
    return out


def _baseline_name(groups: OrderedDict[str, list[dict[str, Any]]], baseline: dict | None) -> tuple[str, int | None]:
    if not baseline:
        return next(iter(groups)), None
    if not isinstance(baseline, dict) or len(baseline) != 1 or not ({"run", "group"} & set(baseline)):
        raise ValidationError({"baseline": [C.BASELINE_SHAPE]})
    if "run" in baseline:
        rid = baseline["run"]
        for name, members in groups.items():
            if any(r["id"] == rid for r in members):
                return name, rid
        raise ValidationError({"baseline/run": [C.BASELINE_RUN_UNKNOWN.format(run=rid)]})
    name = baseline["group"]
    if name not in groups:
        raise ValidationError({"baseline/group": [C.BASELINE_GROUP_UNKNOWN.format(
            group=name, names=", ".join(groups))]})
    return name, None


def _indexed_value(run: dict[str, Any], key: str) -> bool | None:
    """Whether the run's value of ``key`` is an index (None when the run has no value).

    CPU cost derived from an indexed throughput per CPU is an index too, whatever its key says.
    """
    metrics = run.get("metrics") or {}
    item = metrics.get(key)
    if isinstance(item, dict) and _num(item.get("value")) is not None:
        return bool(item.get("indexed"))
    if key == "cpu_seconds_per_1000_txn" and _cpu_cost(run) is not None:
        per_cpu = metrics.get("txn_per_cpu")
        return bool(isinstance(per_cpu, dict) and per_cpu.get("indexed")) or _is_indexed(run)
    return None


def metric_catalogue(runs: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The core metrics, then any extra numeric metric some run carries; each with label, unit and direction."""
    runs = list(runs)

    def unit_of(key: str, unit: str) -> str:
        flags = [_indexed_value(r, key) for r in runs]
        flags = [f for f in flags if f is not None]
        return C.INDEX_UNIT if flags and all(flags) else unit

    out = [{"key": k, "label": label, "unit": unit_of(k, unit), "direction": d} for k, label, unit, d in C.METRICS]
    extra: set[str] = set()
    for run in runs:
        for key, item in (run.get("metrics") or {}).items():
            if key in C.METRIC_KEYS or key in C.STRUCTURED_METRICS or key in ("basis", "files"):
                continue
            if isinstance(item, dict) and _num(item.get("value")) is not None:
                extra.add(key)
    for key in sorted(extra):
        label, unit = C.EXTRA_METRIC_LABELS.get(key, (key.replace("_", " "), ""))
        out.append({"key": key, "label": label, "unit": unit_of(key, unit), "direction": None})
    return out


def _values(members: list[dict[str, Any]], key: str) -> list[float]:
    getter = _cpu_cost if key == "cpu_seconds_per_1000_txn" else (lambda r: _metric(r, key))
    return [v for v in (getter(r) for r in members) if v is not None]


def _round(value: Any, digits: int = 6) -> Any:
    if isinstance(value, float):
        return round(value, digits) if math.isfinite(value) else None
    if isinstance(value, list):
        return [_round(v, digits) for v in value]
    if isinstance(value, dict):
        return {k: _round(v, digits) for k, v in value.items()}
    return value


def _versus(values: list[float], base_values: list[float], stats: dict, base_stats: dict) -> dict[str, Any]:
    mean, base = stats["mean"], base_stats["mean"]
    test = S.noise_test(values, base_values)
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


def _wait_classes(names: list[str], groups: OrderedDict) -> dict[str, Any]:
    classes: set[str] = set()
    per_group = []
    for name in names:
        shares: dict[str, list[float]] = defaultdict(list)
        for run in groups[name]:
            item = (run.get("metrics") or {}).get("wait_class_shares") or {}
            value = item.get("value") if isinstance(item, dict) else None
            if isinstance(value, dict) and value:
                for cls, pct in value.items():
                    if _num(pct) is not None:
                        shares[cls].append(float(pct))
        classes.update(shares)
        per_group.append({"group": name, "runs": max((len(v) for v in shares.values()), default=0),
                          "shares": {c: sum(v) / len(v) for c, v in shares.items()}})
    # Biggest classes first, so the stacks read the same way in every group.
    order = sorted(classes, key=lambda c: -sum(g["shares"].get(c, 0.0) for g in per_group))
    for g in per_group:
        g["shares"] = {c: g["shares"].get(c, 0.0) for c in order}
    return {"classes": order, "groups": per_group}


def _top_events(names: list[str], groups: OrderedDict, baseline: str) -> dict[str, Any]:
    by_group: dict[str, dict[str, dict[str, list[float]]]] = {}
    wait_class: dict[str, str] = {}
    for name in names:
        events: dict[str, dict[str, list[float]]] = defaultdict(lambda: {"pct": [], "time": []})
        for run in groups[name]:
            item = (run.get("metrics") or {}).get("top_events") or {}
            for ev in (item.get("value") if isinstance(item, dict) else None) or []:
                if not isinstance(ev, dict) or not ev.get("name"):
                    continue
                ev_name = str(ev["name"])
                wait_class.setdefault(ev_name, str(ev.get("wait_class") or ""))
                if _num(ev.get("pct_db_time")) is not None:
                    events[ev_name]["pct"].append(float(ev["pct_db_time"]))
                if _num(ev.get("time_s")) is not None:
                    events[ev_name]["time"].append(float(ev["time_s"]))
        by_group[name] = events

    def mean(xs: list[float]) -> float | None:
        return sum(xs) / len(xs) if xs else None

    weight: dict[str, float] = defaultdict(float)
    for events in by_group.values():
        for ev_name, vals in events.items():
            weight[ev_name] = max(weight[ev_name], mean(vals["pct"]) or 0.0)
    shown = sorted(weight, key=lambda e: -weight[e])[:C.TOP_EVENTS_SHOWN]
    base = by_group.get(baseline, {})
    rows = []
    for ev_name in shown:
        base_pct = mean(base[ev_name]["pct"]) if ev_name in base else None
        cells = []
        for name in names:
            ev = by_group[name].get(ev_name)
            pct = mean(ev["pct"]) if ev else None
            cells.append({"group": name, "pct_db_time": pct, "time_s": mean(ev["time"]) if ev else None,
                          "delta_pct_points": None if pct is None or base_pct is None or name == baseline
                          else pct - base_pct})
        rows.append({"name": ev_name, "wait_class": wait_class.get(ev_name, ""), "groups": cells})
    return {"events": rows}


def _users(value: Any) -> float | None:
    if isinstance(value, dict):
        value = value.get("value")
    return _num(value)


def _nodes(run: dict[str, Any]) -> float | None:
    """The cluster size of a run: a ``nodes`` metric, else a numeric ``nodes`` tag."""
    value = _metric(run, "nodes")
    if value is None:
        try:
            value = float(str((run.get("tags") or {}).get("nodes", "")).strip())
        except ValueError:
            return None
    return value if value is not None and math.isfinite(value) and value > 0 else None


def _scaling_axis(runs: list[dict[str, Any]]) -> tuple[str, Any]:
    """Users on x when the runs of a group differ in user count, nodes when they differ in cluster size instead."""
    with_tps = [r for r in runs if _metric(r, "tps") is not None]
    users = {_users(r.get("users")) for r in with_tps} - {None}
    nodes = {_nodes(r) for r in with_tps} - {None}
    if len(nodes) > 1 and len(users) <= 1:
        return "nodes", _nodes
    return "users", lambda r: _users(r.get("users"))


def _scaling(names: list[str], groups: OrderedDict) -> list[dict[str, Any]]:
    curves = []
    keys = ("tps", "cpu_util_pct", "txn_per_cpu", "cpu_seconds_per_1000_txn")
    for name in names:
        axis, x_of = _scaling_axis(groups[name])
        at: dict[float, list[dict[str, Any]]] = defaultdict(list)
        for run in groups[name]:
            x = x_of(run)
            if x is not None and _metric(run, "tps") is not None:
                at[x].append(run)
        if len(at) >= 1 and sum(len(v) for v in at.values()) >= 1:
            points = []
            for x in sorted(at):
                runs = at[x]
                point: dict[str, Any] = {"x": x, "users": x if axis == "users" else None,
                                         "runs": [r["id"] for r in runs]}
                for key in keys:
                    vals = _values(runs, key)
                    point[key] = sum(vals) / len(vals) if vals else None
                points.append(point)
            if len(points) >= 2 or len(groups[name]) >= 2:
                curves.append({"name": name, "group": name, "source": "runs", "axis": axis, "points": points})
        # Benchmark tables carry their own user scaling, one curve per run.
        for run in groups[name]:
            rows = (run.get("metrics") or {}).get("series") or []
            points = []
            for row in rows if isinstance(rows, list) else []:
                users = _users(row.get("users"))
                if users is None:
                    continue
                point = {"x": users, "users": users, "runs": [run["id"]]}
                for key in keys:
                    item = row.get(key)
                    point[key] = _num(item.get("value")) if isinstance(item, dict) else _num(item)
                if point["tps"] is not None:
                    points.append(point)
            if points:
                curves.append({"name": f"{run['label']} (table)", "group": name, "source": "series", "axis": "users",
                               "points": sorted(points, key=lambda p: p["x"])})
    return curves


def comparison_build(runs: list[dict[str, Any]], *, group_by: str | None = None,
                     groups: dict[str, list[int]] | None = None, baseline: dict | None = None) -> dict[str, Any]:
    """Everything the comparison page and a report draw, computed from the runs.

    ``runs`` are `run_as_dict` dicts. Raises ``ValidationError`` (field-keyed) on bad grouping or baseline.
    """
    catalogue = metric_catalogue(runs)
    if not runs:
        return {"empty": True, "metrics": catalogue, "baseline": None, "groups": [], "normalized":
                {"throughput": [], "cpu_cost": []}, "summary": [], "wait_classes": {"classes": [], "groups": []},
                "top_events": {"events": []}, "scaling": [], "table": {"columns": [], "rows": []},
                "notes": [C.NO_RUNS],
                "charts": [{"chart": c, "available": False, "reason": C.NO_RUNS} for c in C.CHARTS]}
    grouped = make_groups(runs, group_by=group_by, groups=groups)
    base_name, base_run = _baseline_name(grouped, baseline)
    names = list(grouped)
    base_members = grouped[base_name]
    if base_run is not None:
        base_members = [r for r in base_members if r["id"] == base_run]

    notes: list[str] = []
    if len(runs) == 1:
        notes.append(C.SINGLE_RUN_NOTE)
    elif any(len(m) == 1 for m in grouped.values()):
        notes.append(C.SINGLE_RUN_GROUPS_NOTE)
    if len({_is_indexed(r) for r in runs}) > 1:
        notes.append(C.MIXED_BASIS)

    keys = [m["key"] for m in catalogue]
    base_values = {k: _values(base_members, k) for k in keys}
    base_stats = {k: S.describe(base_values[k]) for k in keys}
    out_groups = []
    for name in names:
        members = grouped[name]
        values = {k: _values(members, k) for k in keys}
        stats = {k: S.describe(values[k]) for k in keys}
        versus = {k: _versus(values[k], base_values[k], stats[k], base_stats[k]) for k in keys}
        out_groups.append({
            "name": name,
            "is_baseline": name == base_name,
            "n": len(members),
            "runs": [{"id": r["id"], "label": r["label"], "project": r["project"], "date": r["date"],
                      "users": r["users"], "tags": r["tags"], "reference": r["reference"],
                      "plan_version": r["plan_version"], "indexed": _is_indexed(r)} for r in members],
            "stats": stats,
            "vs_baseline": versus,
        })

    def normalized(key: str) -> list[dict[str, Any]]:
        rows = []
        for g in out_groups:
            v = g["vs_baseline"][key]
            rows.append({"group": g["name"], "n": g["stats"][key]["n"], "pct_of_baseline": v["pct_of_baseline"],
                         "pct_change": v["pct_change"], "ci95": v["pct_of_baseline_ci95"],
                         "within_noise": v["within_noise"], "test": v["test"], "p_value": v["p_value"]})
        return rows

    directions = {m["key"]: m["direction"] for m in catalogue}
    summary = []
    for g in out_groups:
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

    table_rows = []
    for m in catalogue:
        key = m["key"]
        cells = []
        for g in out_groups:
            s, v = g["stats"][key], g["vs_baseline"][key]
            cells.append({"group": g["name"], "n": s["n"], "mean": s["mean"], "median": s["median"],
                          "stdev": s["stdev"], "ci95": s["ci95"], "pct_of_baseline": v["pct_of_baseline"],
                          "pct_change": v["pct_change"], "within_noise": v["within_noise"]})
        if any(c["n"] for c in cells):
            table_rows.append({**m, "cells": cells})

    result = {
        "empty": False,
        "metrics": catalogue,
        "baseline": {"group": base_name, "run": base_run},
        "groups": out_groups,
        "normalized": {"throughput": normalized("tps"), "cpu_cost": normalized("cpu_seconds_per_1000_txn")},
        "summary": summary,
        "wait_classes": _wait_classes(names, grouped),
        "top_events": _top_events(names, grouped, base_name),
        "scaling": _scaling(names, grouped),
        "table": {"columns": names, "rows": table_rows},
        "notes": notes,
    }
    result["charts"] = chart_status(result, runs)
    return _round(result)


def _run_names(runs: list[dict[str, Any]]) -> str:
    labels = [r["label"] or f"Run {r['id']}" for r in runs]
    if len(labels) > C.RUNS_NAMED:
        return ", ".join(labels[:C.RUNS_NAMED]) + f" and {len(labels) - C.RUNS_NAMED} more"
    return ", ".join(labels)


def chart_status(result: dict[str, Any], runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """For every chart: whether it has anything to draw and, when not, one line saying which runs lack what."""
    def lacking(has) -> str:
        missing = [r for r in runs if not has(r)]
        return _run_names(missing or runs)

    metrics = {m["key"] for m in result["metrics"]}
    core = [k for k in C.METRIC_KEYS if k in metrics]
    wait = result["wait_classes"]["classes"]
    base = (result.get("baseline") or {}).get("group")
    out = []
    for chart in C.CHARTS:
        reason = None
        if chart in ("throughput", "cpu_cost"):
            rows = result["normalized"][chart]
            key = "tps" if chart == "throughput" else "cpu_seconds_per_1000_txn"
            base_row = next((r for r in rows if r["group"] == base), None)
            if not any(r["n"] for r in rows):
                reason = C.CHART_EMPTY[chart].format(runs=lacking(lambda r, k=key: _values([r], k)))
            elif base_row is not None and not base_row["n"]:
                reason = C.CHART_BASELINE_EMPTY.format(group=base, what="throughput" if chart == "throughput"
                                                       else "CPU cost")
        elif chart == "absolute":
            if not any(row["key"] in core for row in result["table"]["rows"]):
                reason = C.CHART_EMPTY[chart].format(runs=lacking(lambda r: any(_metric(r, k) is not None
                                                                                for k in C.METRIC_KEYS)))
        elif chart == "scaling":
            if not result["scaling"]:
                reason = C.CHART_EMPTY[chart].format(runs=lacking(
                    lambda r: _metric(r, "tps") is not None and (_users(r.get("users")) is not None
                                                                 or _nodes(r) is not None)))
        elif chart == "wait_classes":
            if not wait:
                reason = C.CHART_EMPTY[chart].format(runs=lacking(lambda r: False))
        elif chart == "top_events":
            if not result["top_events"]["events"]:
                reason = C.CHART_EMPTY[chart].format(runs=lacking(lambda r: False))
        elif not result["table"]["rows"]:
            reason = C.CHART_EMPTY[chart].format(runs=lacking(lambda r: False))
        out.append({"chart": chart, "available": reason is None, "reason": reason})
    return out


def charts_available(result: dict[str, Any]) -> list[str]:
    """The charts of a comparison that have something to draw, in page order."""
    return [c["chart"] for c in result.get("charts") or [] if c["available"]]


def comparison_for_user(*, user, run_ids: list[int], group_by: str | None = None,
                        groups: dict[str, list[int]] | None = None, baseline: dict | None = None) -> dict[str, Any]:
    """Load the runs the user may read (404 otherwise) and compare them."""
    runs = comparison_runs(user=user, run_ids=run_ids)
    return comparison_build([run_as_dict(r) for r in runs], group_by=group_by, groups=groups, baseline=baseline)


# --- CSV behind each chart --------------------------------------------------------------------------------------


def _fmt(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.6g}"
    return value


def chart_rows(result: dict[str, Any], chart: str) -> tuple[list[str], list[list[Any]]]:
    """Header and rows of the data behind one chart."""
    if chart not in C.CHARTS:
        raise ValidationError({"chart": [C.UNKNOWN_CHART.format(chart=chart, names=", ".join(C.CHARTS))]})
    if chart in ("throughput", "cpu_cost"):
        head = ["group", "runs", "pct_of_baseline", "ci95_low", "ci95_high", "pct_change", "within_noise", "test",
                "p_value"]
        rows = [[r["group"], r["n"], r["pct_of_baseline"], *(r["ci95"] or [None, None]), r["pct_change"],
                 r["within_noise"], r["test"], r["p_value"]] for r in result["normalized"][chart]]
        return head, rows
    if chart in ("absolute", "table"):
        head = ["metric", "unit", "group", "runs", "mean", "median", "stdev", "ci95_low", "ci95_high",
                "pct_of_baseline", "pct_change", "within_noise"]
        rows = []
        for row in result["table"]["rows"]:
            if chart == "absolute" and row["key"] not in C.METRIC_KEYS:
                continue
            for c in row["cells"]:
                rows.append([row["key"], row["unit"], c["group"], c["n"], c["mean"], c["median"], c["stdev"],
                             *(c["ci95"] or [None, None]), c["pct_of_baseline"], c["pct_change"], c["within_noise"]])
        return head, rows
    if chart == "scaling":
        head = ["curve", "group", "source", "axis", "x", "tps", "cpu_util_pct", "txn_per_cpu",
                "cpu_seconds_per_1000_txn"]
        rows = [[c["name"], c["group"], c["source"], c["axis"], p["x"], p["tps"], p["cpu_util_pct"], p["txn_per_cpu"],
                 p["cpu_seconds_per_1000_txn"]] for c in result["scaling"] for p in c["points"]]
        return head, rows
    if chart == "wait_classes":
        classes = result["wait_classes"]["classes"]
        head = ["group", *classes]
        rows = [[g["group"], *(g["shares"].get(c) for c in classes)] for g in result["wait_classes"]["groups"]]
        return head, rows
    head = ["event", "wait_class", "group", "pct_db_time", "time_s", "delta_pct_points"]
    rows = [[e["name"], e["wait_class"], c["group"], c["pct_db_time"], c["time_s"], c["delta_pct_points"]]
            for e in result["top_events"]["events"] for c in e["groups"]]
    return head, rows


def _csv_cell(value: Any) -> Any:
    value = _fmt(value)
    # Spreadsheet formula injection: a cell starting with = + - @ is read as a formula; quote it as text.
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r") and not _looks_numeric(value):
        return "'" + value
    return value


def _looks_numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def chart_csv(result: dict[str, Any], chart: str) -> str:
    """The data behind one chart as CSV text."""
    head, rows = chart_rows(result, chart)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(head)
    for row in rows:
        writer.writerow([_csv_cell(v) for v in row])
    return buf.getvalue()


# --- reports ---------------------------------------------------------------------------------------------------


def report_list(*, user, project_id: int | None = None) -> QuerySet[Report]:
    """Reports of the projects the user is a member of."""
    qs = Report.objects.restrict(user, "view").select_related("project", "created_by", "pdf_job")
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    return qs.order_by("-created_at", "-id")


def report_comparison(*, report: Report) -> dict[str, Any]:
    """The report's comparison, computed afresh from its runs (runs deleted since are left out, with a note)."""
    request = report.request or {}
    ids = [int(i) for i in request.get("runs") or []]
    found = {r.id: r for r in Run.objects.select_related("plan_version__plan").filter(
        id__in=ids, project_id=report.project_id)}
    present = [found[i] for i in ids if i in found]
    missing = [i for i in ids if i not in found]
    groups = request.get("groups")
    if groups:
        groups = {k: [i for i in v if i in found] for k, v in groups.items()}
        groups = {k: v for k, v in groups.items() if v} or None
    baseline = request.get("baseline")
    if baseline and baseline.get("run") is not None and baseline["run"] not in found:
        baseline = None
    try:
        result = comparison_build([run_as_dict(r) for r in present], group_by=request.get("group_by"),
                                  groups=groups, baseline=baseline)
    except ValidationError:
        # The saved grouping no longer fits the runs that are left: fall back to defaults rather than fail.
        result = comparison_build([run_as_dict(r) for r in present], group_by=request.get("group_by")
                                  if request.get("group_by") != C.GROUP_BY_MANUAL else None)
    if missing:
        result["notes"] = [*result["notes"], f"Run {', '.join(map(str, missing))} no longer exists and is left out."]
    return result
