"""Predicted against measured, read side: the plan estimate set beside the runs linked to plan versions
(``apps.studies.predicted`` decides what can be compared and how).

- In a comparison (and a saved report), each group is checked against the comparison's baseline: the estimate of the
  group's plan version against the baseline's plan version, beside the ratio of their means, which is the figure the
  comparison's own "against the baseline" columns show.
- On a run's page, the run is checked against the runs of its project that ran the configuration its plan's estimate
  is relative to (the nearest study configuration): the plan's own estimate, beside the run's ratio to those runs.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from apps.plans.models import PlanVersion
from apps.plans.selectors import estimate_references
from apps.runs.models import Run
from apps.studies.estimate import estimate, same_configuration
from apps.studies.predicted import RUN_METRIC, RunSide, predicted_vs_measured

from . import statistics as S
from .change import linked_versions
from .engine import ComparisonResult, _is_indexed, _values
from .records import run_record

NO_PLAN_VERSION = "The run is linked to no plan version, so there is no estimate to check it against."
NO_REFERENCE = ("No study measured a configuration of this plan's platform family and workload: there is nothing to "
                "check against.")
AT_REFERENCE = ("The plan is the study configuration {name!r} itself: its estimate expects no change, so there is "
                "nothing to check.")
NO_BASELINE_RUNS = ("No other run of this project ran the configuration the estimate is relative to ({name!r}){same}: "
                    "link such a run to a plan version of it to compare.")


def _documents(versions: dict[int, PlanVersion]) -> dict[int, tuple[str, dict[str, Any]]]:
    return {pv.id: (f"{pv.plan.name} v{pv.number}", pv.document) for pv in versions.values()}


def _side(label: str, runs: list[Run], documents: dict[int, tuple[str, dict[str, Any]]]) -> RunSide:
    records = [run_record(r) for r in runs]
    linked = {r.plan_version_id for r in runs if r.plan_version_id is not None}
    return RunSide(
        label=label,
        runs=tuple(r.label or f"Run {r.id}" for r in runs),
        plans={i: documents[i] for i in sorted(linked) if i in documents},
        unlinked=sum(1 for r in runs if r.plan_version_id is None),
        workloads=frozenset(r.workload for r in runs if r.workload),
        users=frozenset(r.users for r in runs if r.users is not None),
        indexed=frozenset(_is_indexed(r) for r in records),
        means={key: S.describe(_values(records, key))["mean"] for key in RUN_METRIC.values()},
    )


def comparison_predicted(result: ComparisonResult, runs: list[Run],
                         versions: dict[int, PlanVersion] | None = None) -> list[dict[str, Any]]:
    """One check per group other than the baseline, in the comparison's order (empty when nothing is compared).
    ``versions`` are the runs' :func:`linked_versions` when the caller has read them already."""
    if result.get("empty") or not result.get("baseline"):
        return []
    by_id = {r.id: r for r in runs}
    documents = _documents(linked_versions(runs) if versions is None else versions)
    baseline = result["baseline"] or {}
    base_group = next(g for g in result["groups"] if g["is_baseline"])
    base_ids = [baseline["run"]] if baseline.get("run") is not None else [m["id"] for m in base_group["runs"]]
    base = _side(base_group["name"], [by_id[i] for i in base_ids if i in by_id], documents)
    references = estimate_references()
    out = []
    for group in result["groups"]:
        if group["is_baseline"]:
            continue
        members = [by_id[m["id"]] for m in group["runs"] if m["id"] in by_id]
        out.append(predicted_vs_measured(_side(group["name"], members, documents), base, references))
    return out


def run_predicted(*, run: Run, user) -> dict[str, Any]:
    """The run against the runs of its project (those ``user`` may read) that ran its estimate's reference
    configuration with the same workload and users."""
    label = run.label or f"Run {run.id}"
    empty = {"label": label, "runs": [label], "baseline": "", "baseline_runs": [], "plan": None,
             "baseline_plan": None, "comparable": False, "metrics": [], "contributions": [], "outside": False}
    if run.plan_version_id is None:
        return {**empty, "why_not": NO_PLAN_VERSION}
    documents = _documents(linked_versions([run]))
    plan_label, document = documents[run.plan_version_id]
    empty["plan"] = plan_label
    est = estimate(document, estimate_references())
    if est.reference is None:
        return {**empty, "why_not": NO_REFERENCE}
    ref = est.reference
    if not est.differences:
        return {**empty, "why_not": AT_REFERENCE.format(name=ref.name)}
    candidates = (Run.objects.restrict(user, "view").filter(project_id=run.project_id, plan_version__isnull=False)
                  .exclude(id=run.id).select_related("plan_version").order_by("id"))
    if run.workload:
        candidates = candidates.filter(workload=run.workload)
    if run.users is not None:
        candidates = candidates.filter(users=run.users)
    base_runs = [r for r in candidates if same_configuration(r.plan_version.document, ref.document)]
    if not base_runs:
        same = "".join([f" with workload {run.workload!r}" if run.workload else "",
                        f" at {run.users} users" if run.users is not None else ""])
        return {**empty, "why_not": NO_BASELINE_RUNS.format(name=ref.name, same=same)}
    reference_plan = {-1: (f"study configuration {ref.name!r}", dict(ref.document))}
    side = _side(label, [run], documents)
    base = _side(f"runs of {ref.name!r}", base_runs, {})
    base = replace(base, plans=reference_plan, unlinked=0)
    return predicted_vs_measured(side, base, estimate_references())
