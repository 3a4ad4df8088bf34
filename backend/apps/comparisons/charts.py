"""The chart catalogue: every chart a comparison and a report can show, one entry each, in page order.

An entry says everything the rest of the code needs to know about a chart: its id, the title drawn above it, the
label of its choice in the report editor, which choices it takes (a y quantity, an axis range, an x axis), the line
saying why it has nothing to draw, the CSV of the data behind it (columns and rows) and how that is read from a
`ComparisonResult`. The API vocabulary publishes the words and choices to the frontend (`config/api_vocabulary.py`),
the OpenAPI schema its ids (``ChartsEnum``), `export.py` writes the one CSV from it and the engine asks it which
charts have something to draw. ``docs/chart-authoring.md`` walks through adding one.

Pure: no Django, no database; the engine's series in, words and rows out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import constants as C
from .engine import (
    ChartStatus,
    ComparisonError,
    ComparisonResult,
    RunRecord,
    ScalingFigure,
    _metric,
    _nodes,
    _users,
    _values,
    left_out_metrics,
    scaling_figure,
)

Row = list[Any]


@dataclass(frozen=True)
class Chart:
    """One chart. ``reason`` says why it has nothing to draw for these runs (None when it has); ``rows`` are the CSV
    rows of the data it draws, under ``columns`` (a function of the result when the columns are the data's own, as
    the wait classes are)."""

    id: str
    #: Above the chart on the comparison page, in a report and its PDF.
    title: str
    #: The chart's choice in the report editor.
    label: str
    #: Why it has nothing to draw; ``{runs}`` names the runs lacking the figure.
    empty: str
    columns: tuple[str, ...] | Callable[[ComparisonResult], list[str]]
    rows: Callable[[ComparisonResult], list[Row]]
    reason: Callable[[Chart, ComparisonResult, list[RunRecord]], str | None]
    #: The report chooses its y quantity (``metric``); the others draw fixed quantities.
    metric: bool = False
    #: Drawn on a numeric y axis, where a saved axis range applies.
    range: bool = False
    #: The report chooses its x axis (users, nodes, a numeric tag).
    x: bool = False
    #: Among the charts a new report shows when it has something to draw.
    default: bool = False
    #: Why it is not drawn for runs whose workload drivers share none of what it draws.
    drivers_differ: str = ""
    #: A report chart with its own choices drawn as a figure of its own (a scaling chart of another metric or x).
    figure: Callable[[list[RunRecord], dict[str, Any]], ScalingFigure] | None = None
    #: Why a report chart with these choices has nothing to draw, before the comparison's own reason.
    spec_reason: Callable[[dict[str, Any], ComparisonResult], str | None] | None = None

    def head(self, result: ComparisonResult) -> list[str]:
        return list(self.columns(result) if callable(self.columns) else self.columns)


# --- which runs lack what ------------------------------------------------------------------------------------------


def _run_names(runs: list[RunRecord]) -> str:
    labels = [r.label or f"Run {r.id}" for r in runs]
    if len(labels) > C.RUNS_NAMED:
        return ", ".join(labels[:C.RUNS_NAMED]) + f" and {len(labels) - C.RUNS_NAMED} more"
    return ", ".join(labels)


def _lacking(runs: list[RunRecord], has: Callable[[RunRecord], Any]) -> str:
    """The runs without what ``has`` asks for (all of them when every run has it: the lack is elsewhere)."""
    missing = [r for r in runs if not has(r)]
    return _run_names(missing or runs)


def _normalized_reason(what: str, key_of: Callable[[ComparisonResult], str], left_out_key: str | None):
    """A normalised chart (an index against the baseline): it needs the figure in some group, and in the baseline."""
    def reason(chart: Chart, result: ComparisonResult, runs: list[RunRecord]) -> str | None:
        if left_out_key is None and result["throughput_metric"] is None:
            return chart.drivers_differ
        if left_out_key is not None and left_out_key in left_out_metrics(runs):
            return chart.drivers_differ
        rows = result["normalized"][chart.id]
        key = key_of(result)
        if not any(r["n"] for r in rows):
            return chart.empty.format(runs=_lacking(runs, lambda r: _values([r], key)))
        base = (result.get("baseline") or {}).get("group")
        base_row = next((r for r in rows if r["group"] == base), None)
        if base_row is not None and not base_row["n"]:
            return C.CHART_BASELINE_EMPTY.format(group=base, what=what)
        return None
    return reason


def _absolute_reason(chart: Chart, result: ComparisonResult, runs: list[RunRecord]) -> str | None:
    metrics = {m["key"] for m in result["metrics"]}
    core = [k for k in C.CORE_KEYS if k in metrics]
    if any(row["key"] in core for row in result["table"]["rows"]):
        return None
    return chart.empty.format(runs=_lacking(runs, lambda r: any(_metric(r, k) is not None for k in C.CORE_KEYS)))


def _scaling_reason(chart: Chart, result: ComparisonResult, runs: list[RunRecord]) -> str | None:
    if "tps" in left_out_metrics(runs):
        return chart.drivers_differ
    if result["scaling"]:
        return None

    def counted(r: RunRecord) -> bool:
        return _metric(r, "tps") is not None and (_users(r.users) is not None or _nodes(r) is not None)

    if all(counted(r) for r in runs):
        return C.CHART_SCALING_ONE_COUNT  # every run has what a point needs, but no group spans two counts
    return chart.empty.format(runs=_lacking(runs, counted))


def _present(has_data: Callable[[ComparisonResult], bool]):
    """A chart drawn when the result holds its series at all."""
    def reason(chart: Chart, result: ComparisonResult, runs: list[RunRecord]) -> str | None:
        return None if has_data(result) else chart.empty.format(runs=_run_names(runs))
    return reason


def _metric_missing(spec: dict[str, Any], result: ComparisonResult) -> str | None:
    """An absolute chart of a chosen metric that no run has."""
    if not spec.get("metric"):
        return None
    row = next((r for r in result["table"]["rows"] if r["key"] == spec["metric"]), None)
    if row is None or all(c["mean"] is None for c in row["cells"]):
        return C.METRIC_MISSING.format(metric=spec["metric"])
    return None


def _own_scaling(records: list[RunRecord], spec: dict[str, Any]) -> ScalingFigure:
    return scaling_figure(records, metric=spec.get("metric") or "tps", x=spec.get("x") or "")


# --- the rows behind each chart ------------------------------------------------------------------------------------

NORMALIZED_COLUMNS = ("group", "runs", "pct_of_baseline", "ci95_low", "ci95_high", "pct_change", "within_noise",
                      "test", "p_value")
METRIC_COLUMNS = ("metric", "unit", "group", "runs", "mean", "median", "stdev", "ci95_low", "ci95_high",
                  "pct_of_baseline", "pct_change", "within_noise")


def _normalized_rows(series: str) -> Callable[[ComparisonResult], list[Row]]:
    def rows(result: ComparisonResult) -> list[Row]:
        return [[r["group"], r["n"], r["pct_of_baseline"], *(r["ci95"] or [None, None]), r["pct_change"],
                 r["within_noise"], r["test"], r["p_value"]] for r in result["normalized"][series]]
    return rows


def _metric_rows(core_only: bool) -> Callable[[ComparisonResult], list[Row]]:
    def rows(result: ComparisonResult) -> list[Row]:
        return [[row["key"], row["unit"], c["group"], c["n"], c["mean"], c["median"], c["stdev"],
                 *(c["ci95"] or [None, None]), c["pct_of_baseline"], c["pct_change"], c["within_noise"]]
                for row in result["table"]["rows"] if not core_only or row["key"] in C.CORE_KEYS
                for c in row["cells"]]
    return rows


def _scaling_rows(result: ComparisonResult) -> list[Row]:
    return [[c["name"], c["group"], c["source"], c["axis"], p["x"], p["tps"], p["cpu_util_pct"], p["txn_per_cpu"],
             p["cpu_seconds_per_1000_txn"]] for c in result["scaling"] for p in c["points"]]


def _wait_class_columns(result: ComparisonResult) -> list[str]:
    return ["group", *result["wait_classes"]["classes"]]


def _wait_class_rows(result: ComparisonResult) -> list[Row]:
    classes = result["wait_classes"]["classes"]
    return [[g["group"], *(g["shares"].get(c) for c in classes)] for g in result["wait_classes"]["groups"]]


def _top_event_rows(result: ComparisonResult) -> list[Row]:
    return [[e["name"], e["wait_class"], c["group"], c["pct_db_time"], c["time_s"], c["delta_pct_points"]]
            for e in result["top_events"]["events"] for c in e["groups"]]


# --- the catalogue -------------------------------------------------------------------------------------------------

CATALOGUE: tuple[Chart, ...] = (
    Chart(
        id="throughput",
        title="Normalized throughput (% of baseline)",
        label="Throughput against the baseline",
        empty="No throughput figure in {runs}.",
        drivers_differ="The runs' workload drivers share no throughput measure (see the note above the charts).",
        columns=NORMALIZED_COLUMNS,
        rows=_normalized_rows("throughput"),
        reason=_normalized_reason("throughput", lambda result: (result["throughput_metric"] or {}).get("key", "tps"),
                                  None),
        range=True, default=True,
    ),
    Chart(
        id="cpu_cost",
        title="CPU cost per transaction (% of baseline)",
        label="CPU cost against the baseline",
        empty="No CPU cost (CPU seconds per 1000 transactions, or throughput per CPU) in {runs}.",
        drivers_differ="CPU cost per 1000 transactions needs transactions per second, which not every run's "
                       "workload driver defines.",
        columns=NORMALIZED_COLUMNS,
        rows=_normalized_rows("cpu_cost"),
        reason=_normalized_reason("CPU cost", lambda result: "cpu_seconds_per_1000_txn", "cpu_seconds_per_1000_txn"),
        range=True, default=True,
    ),
    Chart(
        id="absolute",
        title="Absolute values",
        label="One metric, absolute values",
        empty="None of the core metrics (throughput, CPU, disk, interconnect) in {runs}.",
        columns=METRIC_COLUMNS,
        rows=_metric_rows(core_only=True),
        reason=_absolute_reason,
        spec_reason=_metric_missing,
        metric=True, range=True, default=True,
    ),
    Chart(
        id="scaling",
        title="User scaling",
        label="Scaling: a quantity against users or nodes",
        empty="No user or node count with throughput in {runs}, and no benchmark table with user steps.",
        drivers_differ="The scaling curves draw transactions per second, which not every run's workload driver "
                       "defines.",
        columns=("curve", "group", "source", "axis", "x", "tps", "cpu_util_pct", "txn_per_cpu",
                 "cpu_seconds_per_1000_txn"),
        rows=_scaling_rows,
        reason=_scaling_reason,
        figure=_own_scaling,
        metric=True, range=True, x=True, default=True,
    ),
    Chart(
        id="wait_classes",
        title="Wait classes (% of DB time)",
        label="Wait classes",
        empty="No wait class breakdown (from an AWR report) in {runs}.",
        columns=_wait_class_columns,
        rows=_wait_class_rows,
        reason=_present(lambda result: bool(result["wait_classes"]["classes"])),
        default=True,
    ),
    Chart(
        id="top_events",
        title="Top wait events: change against the baseline",
        label="Top wait events",
        empty="No top wait events (from an AWR report) in {runs}.",
        columns=("event", "wait_class", "group", "pct_db_time", "time_s", "delta_pct_points"),
        rows=_top_event_rows,
        reason=_present(lambda result: bool(result["top_events"]["events"])),
    ),
    Chart(
        id="table",
        title="All metrics",
        label="Table of every metric",
        empty="No numeric metric in {runs}.",
        columns=METRIC_COLUMNS,
        rows=_metric_rows(core_only=False),
        reason=_present(lambda result: bool(result["table"]["rows"])),
    ),
)

#: The chart ids as the OpenAPI schema publishes them (``ChartsEnum``; config/settings/base.py).
CHART_IDS = tuple(c.id for c in CATALOGUE)
#: What a new report shows when none of its default charts has anything to draw: every metric in a table.
FALLBACK = CATALOGUE[-1].id


def catalogue() -> tuple[Chart, ...]:
    """Every chart, in page order (read when asked, so a test may add one)."""
    return CATALOGUE


def chart_ids() -> tuple[str, ...]:
    return tuple(c.id for c in catalogue())


def chart(chart_id: str) -> Chart:
    """The chart of that id; a field-keyed `ComparisonError` for one that does not exist."""
    for entry in catalogue():
        if entry.id == chart_id:
            return entry
    raise ComparisonError({"chart": [C.UNKNOWN_CHART.format(chart=chart_id, names=", ".join(chart_ids()))]})


def default_chart_ids() -> tuple[str, ...]:
    return tuple(c.id for c in catalogue() if c.default)


def chart_status(result: ComparisonResult, runs: list[RunRecord]) -> list[ChartStatus]:
    """For every chart: whether it has anything to draw and, when not, one line saying which runs lack what."""
    out: list[ChartStatus] = []
    for entry in catalogue():
        reason = entry.reason(entry, result, runs) if runs else C.NO_RUNS
        out.append({"chart": entry.id, "available": reason is None, "reason": reason})
    return out


def vocabulary() -> dict[str, dict[str, Any]]:
    """The words and choices of every chart, as the API vocabulary publishes them to the frontend."""
    return {c.id: {"title": c.title, "label": c.label, "metric": c.metric, "range": c.range, "x": c.x,
                   "default": c.default, "empty": c.empty} for c in catalogue()}
