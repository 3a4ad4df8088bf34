"""Reads for a run's timeline: the parts of its database reports the series needs, and the plan's findings.

Thin: the series, its unusual windows and the throughput check are computed by the pure modules beside this one.
"""

from __future__ import annotations

from typing import Any

from django.db.models.fields.json import KeyTransform

from apps.rules.engine import get_rule

from ..models import Run, RunFile
from ..parsers.model import KIND_BENCHMARK_TABLE, ParsedReport
from .series import SERIES_KINDS, Report, build_timeline
from .throughput import driver_check
from .windows import THRESHOLD, unusual_windows

#: The parts of a stored parse result the timeline reads.
PARTS = ("identity", "snapshot", "release", "load_profile", "wait_classes", "top_events", "gc_load_profile",
         "gc_workload", "instances", "cluster_total")


def _reports(run: Run, kinds: tuple[str, ...], parts: tuple[str, ...]) -> list[Report]:
    parsed = (run.files.filter(state=RunFile.State.PARSED, kind__in=kinds).order_by("id")
              .annotate(**{f"r_{p}": KeyTransform(p, "result") for p in parts}))
    rows = parsed.values("id", "name", "kind", *(f"r_{p}" for p in parts))
    return [Report(id=r["id"], name=r["name"], kind=r["kind"],
                   report=ParsedReport.from_dict({p: r[f"r_{p}"] for p in parts if r[f"r_{p}"] is not None}))
            for r in rows]


def _findings(run: Run) -> list[dict[str, Any]]:
    """The linked plan version's findings and the run's own diagnosis findings, each with where it came from."""
    out = []
    if run.plan_version_id:
        out += [{**f, "origin": "plan"} for f in (run.plan_version.validation or {}).get("findings", [])]
    out += [{**f, "origin": "run"} for f in (run.diagnosis or {}).get("findings", []) if isinstance(f, dict)]
    return out


def run_timeline(*, run: Run) -> dict[str, Any]:
    """The run's series (``series.build_timeline``), its unusual windows explained against the plan, the scope of
    the run's headline figures and the driver's throughput checked against the database's."""
    main = ((run.metrics or {}).get("main_report") or {}).get("file")
    timeline = build_timeline(_reports(run, SERIES_KINDS, PARTS), main=main)
    findings = _findings(run)
    tags = {f["rule"]: tuple(rule.tags) for f in findings if (rule := get_rule(f.get("rule", "")))}
    timeline["windows"] = unusual_windows(timeline["instances"], findings, tags)
    timeline["threshold"] = THRESHOLD
    timeline["headline"] = headline_scope(timeline, main)
    drivers = _reports(run, (KIND_BENCHMARK_TABLE,), ("benchmark_rows", "section_titles", "extra"))
    timeline["throughput_checks"] = driver_check(timeline, drivers)
    return timeline


def headline_scope(timeline: dict[str, Any], main: int | None) -> dict[str, Any] | None:
    """Which interval the run's headline figures come from: the main report's, of how many."""
    count = len(timeline["intervals"])
    if not count:
        return None
    point = next((p for line in timeline["instances"] for p in line["points"] if p["file"] == main), None)
    if point is None:
        return {"interval": None, "count": count, "file": main,
                "words": f"The headline figures come from no interval of the timeline's {count}."}
    interval = timeline["intervals"][point["interval"]]
    words = (f"The headline figures are the main report's: interval {point['interval'] + 1} of {count} "
             f"({interval['begin']} to {interval['end']}, snapshots {interval['begin_id']}-{interval['end_id']}), "
             "not an aggregate of the timeline.") if count > 1 else "The headline figures are the run's one interval."
    return {"interval": point["interval"], "count": count, "file": main, "words": words}
