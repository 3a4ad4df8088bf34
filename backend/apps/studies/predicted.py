"""Predicted against measured: what a plan's estimate expected of some runs, beside what those runs measured. Pure (no
Django), like ``estimate``; the selectors in ``apps.plans.predicted`` load the runs and plan versions.

What "measured" means here, with care, because the estimate is a *ratio*: it says how a configuration should perform
against another one (``estimate.estimate`` with an explicit ``reference``), never what a cluster delivers in absolute
terms. So a run's result can only be set against the estimate through a second set of runs measured on the
configuration the estimate is relative to (the *baseline runs*): the measured ratio is the mean throughput (or CPU
cost per transaction) of the runs over the mean of the baseline runs, exactly as the comparison view computes its
"against the baseline" figures. The pair is compared only when

- both sides are linked to one plan version each, of the same platform family and workload, and the plans differ
  only in settings measured effects link (a difference no effect bridges is not in the estimate: a ratio measured
  across it would be set against a prediction that ignores part of the change);
- the workload is OLTP: the studies' throughput effects count transactions there, while the DSS study measured query
  elapsed times and global cache blocks (statement 003-017), not the transaction rate a run reports;
- both sides ran the same workload and the same number of users where the runs say (throughput follows the load,
  which the estimate does not model: study 004's 80 against 120 users is the load, not the configuration);
- both sides hold absolute figures, or both a study's indexes (a ratio of an index to a measured rate means nothing);
- both sides have the figure (``tps`` for throughput, ``cpu_seconds_per_1000_txn`` for CPU cost).

Otherwise the answer says it cannot be compared and why, and gives no number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .estimate import METRICS, Metric, MetricEstimate, Reference, estimate, platform_family

#: The run metric each estimate metric is measured by (``apps.runs.metrics``: tps and the derived CPU cost).
RUN_METRIC: dict[Metric, str] = {"throughput": "tps", "cpu_per_txn": "cpu_seconds_per_1000_txn"}
METRIC_LABELS: dict[Metric, str] = {"throughput": "throughput", "cpu_per_txn": "CPU per transaction"}
#: The workloads whose estimate is in the unit a run reports (see the module docstring; statement 003-017).
RUN_COMPARABLE_WORKLOADS = frozenset({"oltp"})

NO_PLAN = "{side} {are} linked to no plan version."
SEVERAL_PLANS = "{side} {are} linked to {n} plan versions ({labels}); the estimate is for one."
SAME_PLAN = "{side} ran the same plan version as the baseline ({label}): the estimate predicts configuration " \
            "changes only, and there is none."
SAME_CONFIGURATION = "The plans ({a} and {b}) do not differ in any setting the studies measured: the estimate " \
                     "expects no change, so there is nothing to check."
OTHER_FAMILY = "The plans are for different platforms or workloads ({a} against {b}): no measured effect spans them."
NOT_OLTP = "The plan's workload is {workload}: the studies measured it in query elapsed times and global cache " \
           "blocks (statement 003-017), not the transaction rate a run reports."
UNBRIDGED = "The plans differ in {levers}, which no measured effect links: the estimate leaves that out, so a " \
            "measured ratio would not be comparable."
OTHER_WORKLOAD = "The runs ran workload {a!r}, the baseline runs {b!r}."
OTHER_USERS = "The runs ran {a} users, the baseline runs {b}: throughput follows the load, which the estimate " \
              "does not model."
MIXED_INDEX = "One side holds a study's index figures (baseline = 100) and the other measured rates: their ratio " \
              "means nothing."
NO_FIGURE = "{side} {have} no {key}."
NO_EFFECT = "No study measured what the plans' differences do to {metric}: the estimate predicts nothing for it."


@dataclass(frozen=True)
class RunSide:
    """Runs measured on one plan version, as the check reads them: labels, the plan version(s) they are linked to
    (``plans``: id -> (label, document)), what they ran, and the mean of each figure."""

    label: str
    runs: tuple[str, ...]
    plans: Mapping[int, tuple[str, Mapping[str, Any]]]
    workloads: frozenset[str] = frozenset()
    users: frozenset[int] = frozenset()
    indexed: frozenset[bool] = frozenset()
    means: Mapping[str, float | None] = field(default_factory=dict)
    unlinked: int = 0


def _subject(side: RunSide, baseline: bool) -> tuple[str, str, str]:
    """How a sentence names a side: ("The baseline runs", "are", "have") or ("Run X", "is", "has")."""
    if len(side.runs) == 1:
        return (f"The baseline run {side.runs[0]!r}" if baseline else f"Run {side.runs[0]!r}"), "is", "has"
    return ("The baseline runs" if baseline else "The runs"), "are", "have"


def _one_plan(side: RunSide, baseline: bool) -> tuple[int, str, Mapping[str, Any]] | str:
    name, are, _ = _subject(side, baseline)
    if not side.plans:
        return NO_PLAN.format(side=name, are=are)
    labels = [label for label, _ in side.plans.values()] + (["none"] if side.unlinked else [])
    if len(labels) > 1:
        return SEVERAL_PLANS.format(side=name, are=are, n=len(labels), labels=", ".join(labels))
    [(pid, (label, doc))] = side.plans.items()
    return pid, label, doc


def _pct(value: float) -> str:
    return f"{value:+.1f} %"


def _metric_row(metric: Metric, est: MetricEstimate, side: RunSide, base: RunSide) -> dict[str, Any]:
    key = RUN_METRIC[metric]
    row: dict[str, Any] = {
        "metric": metric, "run_metric": key,
        "predicted_pct": round(est.change_pct, 1), "low_pct": round(est.low_pct, 1),
        "high_pct": round(est.high_pct, 1),
        "measured_pct": None, "within": None, "why_not": "", "sentence": "",
    }
    value, base_value = side.means.get(key), base.means.get(key)
    missing = [(s, b) for s, b, v in ((side, False, value), (base, True, base_value)) if not v]
    if missing:
        s, b = missing[0]
        name, _, have = _subject(s, b)
        row["why_not"] = NO_FIGURE.format(side=name, have=have, key=key)
        return row
    assert value is not None and base_value is not None
    ratio = value / base_value
    measured = round((ratio - 1) * 100, 1)
    if not est.contributions:
        row.update(measured_pct=measured, predicted_pct=None, low_pct=None, high_pct=None,
                   why_not=NO_EFFECT.format(metric=METRIC_LABELS[metric]))
        return row
    within = est.low <= ratio <= est.high
    row.update(measured_pct=measured, within=within, sentence=(
        f"the plan expected {_pct(est.low_pct)} to {_pct(est.high_pct)} {METRIC_LABELS[metric]}; the runs measured "
        f"{_pct(measured)}, {'within' if within else 'outside'}"))
    return row


def _no(side: RunSide, base: RunSide, plan: str | None, base_plan: str | None, why: str) -> dict[str, Any]:
    return {"label": side.label, "runs": list(side.runs), "baseline": base.label, "baseline_runs": list(base.runs),
            "plan": plan, "baseline_plan": base_plan, "comparable": False, "why_not": why, "metrics": [],
            "contributions": [], "outside": False}


def predicted_vs_measured(side: RunSide, base: RunSide, references: Sequence[Reference] = ()) -> dict[str, Any]:
    """The estimate of ``side``'s plan against ``base``'s plan, beside the ratio the runs measured (or why the two
    cannot be compared). ``outside`` is True when a measured figure falls outside its 80 % interval."""
    mine, theirs = _one_plan(side, False), _one_plan(base, True)
    plan = mine[1] if isinstance(mine, tuple) else None
    base_plan = theirs[1] if isinstance(theirs, tuple) else None
    if isinstance(mine, str) or isinstance(theirs, str):
        return _no(side, base, plan, base_plan, mine if isinstance(mine, str) else str(theirs))
    (pid, label, doc), (base_pid, base_label, base_doc) = mine, theirs
    if pid == base_pid:
        return _no(side, base, plan, base_plan, SAME_PLAN.format(side=_subject(side, False)[0], label=label))
    scope = (platform_family(doc), (doc.get("workload") or {}).get("type"))
    base_scope = (platform_family(base_doc), (base_doc.get("workload") or {}).get("type"))
    if scope != base_scope:
        return _no(side, base, plan, base_plan, OTHER_FAMILY.format(a="/".join(map(str, scope)),
                                                                     b="/".join(map(str, base_scope))))
    if scope[1] not in RUN_COMPARABLE_WORKLOADS:
        return _no(side, base, plan, base_plan, NOT_OLTP.format(workload=scope[1]))
    est = estimate(doc, references, reference=Reference("", base_label, base_doc))
    if not est.differences:
        return _no(side, base, plan, base_plan, SAME_CONFIGURATION.format(a=label, b=base_label))
    unbridged = [d.label for d in est.differences if not d.bridged]
    if unbridged:
        return _no(side, base, plan, base_plan, UNBRIDGED.format(levers=", ".join(unbridged)))
    if side.workloads and base.workloads and side.workloads != base.workloads:
        return _no(side, base, plan, base_plan, OTHER_WORKLOAD.format(a=", ".join(sorted(side.workloads)),
                                                                       b=", ".join(sorted(base.workloads))))
    if side.users and base.users and side.users != base.users:
        return _no(side, base, plan, base_plan, OTHER_USERS.format(a="/".join(map(str, sorted(side.users))),
                                                                    b="/".join(map(str, sorted(base.users)))))
    if len(side.indexed | base.indexed) > 1:
        return _no(side, base, plan, base_plan, MIXED_INDEX)
    rows = [_metric_row(m, est.metrics[m], side, base) for m in METRICS]
    return {
        "label": side.label, "runs": list(side.runs), "baseline": base.label, "baseline_runs": list(base.runs),
        "plan": plan, "baseline_plan": base_plan, "comparable": True, "why_not": "", "metrics": rows,
        "contributions": [c.as_dict() for m in METRICS for c in est.metrics[m].contributions],
        "outside": any(r["within"] is False for r in rows),
    }
