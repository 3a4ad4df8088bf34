"""A run's snapshot intervals compared with each other: a window of its timeline opened as a comparison (issue 42 §2).

The timeline (``apps.runs.timeline``) reads a run's reports as one series, a line per instance (and the cluster's).
Here each interval of one line becomes a record the comparison engine reads as it reads a run, and two ranges of
intervals become the groups of a manual grouping: the window, and what it is compared against (the line's other
intervals, or a range the user chose), which is the baseline. The engine is the one every comparison uses
(``compare.comparison_build``), so the statistics, charts and CSV are those of any comparison.

Each record's figures are its interval's own point on the timeline, exactly as the timeline shows them: the
load-profile and interconnect figures (``timeline.series.FIGURES``), the wait class shares and the top events of
that interval's report. Nothing is summed or averaged before the engine, and nothing the report does not print is
filled in. The run's workload driver is kept (it says which throughput measure the run is judged on); its user
count is not, since the intervals of one run do not differ in it. Pure: the timeline's dict in, records out.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypedDict

from apps.runs.timeline.series import CLUSTER, FIGURES

from . import constants as C
from .engine import ComparisonError, RunRecord


class IntervalRange(TypedDict):
    """Interval indexes of the timeline (``intervals[].index``), both ends included."""

    first: int
    last: int


class IntervalsAsked(TypedDict, total=False):
    instance: str
    window: IntervalRange
    against: IntervalRange | None


def _words(rng: IntervalRange) -> str:
    """A range as people read it on the run page: interval numbers from 1."""
    a, b = rng["first"] + 1, rng["last"] + 1
    return f"Interval {a}" if a == b else f"Intervals {a} to {b}"


def line_name(line: dict[str, Any]) -> str:
    """An instance's line as the run page names it."""
    if line["instance"] == CLUSTER:
        return "Cluster"
    name = f" ({line['instance_name']})" if line.get("instance_name") else ""
    return f"Instance {line['instance']}{name}"


def interval_record(run: RunRecord, point: dict[str, Any]) -> RunRecord:
    """One interval of a line as the engine reads a run: its id is the interval's index, its metrics the point's own
    figures, wait class shares and top events, each naming the report it comes from."""
    sources = [{"file": point["file"], "name": point["file_name"], "section": None}]
    metrics: dict[str, Any] = {}
    driver = run.metrics.get("driver")
    if isinstance(driver, dict) and driver.get("value"):
        metrics["driver"] = driver
    for key, (label, unit) in FIGURES.items():
        value = point["figures"].get(key)
        if value is None:
            continue
        item = {"value": value, "sources": sources}
        if key not in C.METRICS:  # the engine names a figure the runs' catalogue does not know by these words
            item.update(label=label, unit=unit)
        metrics[key] = item
    if point["wait_classes"]:
        metrics["wait_class_shares"] = {"value": dict(point["wait_classes"]), "sources": sources}
    if point["top_events"]:
        metrics["top_events"] = {"value": [dict(e) for e in point["top_events"]], "sources": sources}
    n = point["interval"] + 1
    when = f"{point['begin'].replace('T', ' ')} to {point['end'].replace('T', ' ')}"
    return replace(run, id=point["interval"], label=f"Interval {n} ({when})", users=None, metrics=metrics)


def intervals_clean(raw: Any) -> IntervalsAsked:
    """What a saved comparison of intervals keeps, in one shape: the line, the window and the range against (None:
    the rest of the line), interval indexes as whole numbers. `ComparisonError` keyed ``intervals`` otherwise."""

    def rng(value: Any) -> IntervalRange:
        first, last = value["first"], value["last"]
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= C.MAX_INTERVAL_INDEX
                   for v in (first, last)):
            raise TypeError
        return {"first": first, "last": last}

    try:
        instance = raw["instance"]
        if not isinstance(instance, str) or not instance:
            raise TypeError
        against = raw.get("against")
        return {"instance": instance, "window": rng(raw["window"]),
                "against": None if against is None else rng(against)}
    except (KeyError, TypeError, AttributeError):
        raise ComparisonError({"intervals": [C.INTERVALS_SHAPE]}) from None


def _check_range(rng: IntervalRange, count: int, field: str) -> None:
    if rng["first"] > rng["last"]:
        raise ComparisonError({field: [C.INTERVALS_ORDER]})
    if rng["last"] >= count:
        raise ComparisonError({field: [C.INTERVALS_BEYOND.format(count=count, last=rng["last"] + 1)]})


def interval_comparison_input(timeline: dict[str, Any], run: RunRecord, *, instance: str, window: IntervalRange,
                              against: IntervalRange | None = None
                              ) -> tuple[list[RunRecord], dict[str, list[int]], dict[str, str], str]:
    """The records, the manual groups (window first), the baseline (what the window is compared against) and the
    line's name, for ``comparison_build``.

    Raises `ComparisonError` keyed by the field at fault: ``intervals`` (the run has no timeline),
    ``intervals/instance`` (no such line), ``intervals/window`` and ``intervals/against`` (a range that is reversed,
    runs past the timeline, holds no interval of the line, or leaves nothing to compare with), the ranges
    overlapping.
    """
    count = len(timeline.get("intervals") or [])
    if not count:
        raise ComparisonError({"intervals": [C.INTERVALS_NO_TIMELINE]})
    lines = {line["instance"]: line for line in timeline["instances"]}
    line = lines.get(instance)
    if line is None:
        raise ComparisonError({"intervals/instance": [C.INTERVALS_NO_LINE.format(
            instance=instance, names=", ".join(lines))]})
    _check_range(window, count, "intervals/window")
    if against is not None:
        _check_range(against, count, "intervals/against")
        if against["first"] <= window["last"] and window["first"] <= against["last"]:
            raise ComparisonError({"intervals/against": [C.INTERVALS_OVERLAP]})

    def inside(rng: IntervalRange, p: dict[str, Any]) -> bool:
        return rng["first"] <= p["interval"] <= rng["last"]

    name = line_name(line)
    chosen = [p for p in line["points"] if inside(window, p)]
    if not chosen:
        raise ComparisonError({"intervals/window": [C.INTERVALS_NONE_ON_LINE.format(
            range=_words(window), line=name)]})
    if against is None:
        base = [p for p in line["points"] if not inside(window, p)]
        if not base:
            raise ComparisonError({"intervals/window": [C.INTERVALS_NOTHING_LEFT.format(line=name)]})
        base_name = C.INTERVALS_REST
    else:
        base = [p for p in line["points"] if inside(against, p)]
        if not base:
            raise ComparisonError({"intervals/against": [C.INTERVALS_NONE_ON_LINE.format(
                range=_words(against), line=name)]})
        base_name = _words(against)
    window_name = _words(window)
    points = sorted([*chosen, *base], key=lambda p: p["interval"])
    groups = {window_name: [p["interval"] for p in chosen], base_name: [p["interval"] for p in base]}
    return [interval_record(run, p) for p in points], groups, {"group": base_name}, name


def interval_notes(notes: list[str], *, run_label: str, line: str) -> list[str]:
    """The engine's notes in the words of intervals, after the one that says what is compared."""
    worded = [C.SINGLE_INTERVAL_GROUPS_NOTE if n == C.SINGLE_RUN_GROUPS_NOTE else n for n in notes]
    return [C.INTERVALS_NOTE.format(run=run_label, line=line), *worded]
