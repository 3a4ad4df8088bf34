"""What changed between the runs compared: the configuration change behind each group's metric deltas.

For every group other than the baseline, the plan versions the two sides ran decide what can be said:

- ``changed``: each side ran one plan version, and the two differ. The answer is the version diff the plans app
  computes (``apps.plans.selectors.version_changes``: fields changed, findings added and removed, the health score)
  and, beside it, the plan estimate for that change against what the runs measured (the group's check of
  ``apps.comparisons.predicted``).
- ``same``: both sides ran one plan version, the same one (or two versions whose documents do not differ in any
  field): the configuration did not change, so the difference the comparison shows is run-to-run.
- ``unknown``: some run of either side is linked to no plan version. Nothing is known about its configuration, and
  nothing is guessed: no diff, no estimate.
- ``several``: a side ran more than one plan version, so there is no one change to show.

A saved report keeps these entries as they were when it was saved (``Report.change``): a plan's later versions, its
re-validated findings or a changed estimate do not move what the report says changed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from apps.plans.models import PlanVersion
from apps.plans.selectors import version_changes
from apps.runs.models import Run

from .engine import ComparisonResult

CHANGED, SAME, UNKNOWN, SEVERAL = "changed", "same", "unknown", "several"
STATUSES = (CHANGED, SAME, UNKNOWN, SEVERAL)

SAME_VERSION = "Same configuration ({label}): the difference is run-to-run."
SAME_DOCUMENT = ("Same configuration ({a} and {b} do not differ in any field): the difference is run-to-run.")
UNKNOWN_CONFIGURATION = ("Nothing is known about the configuration of {runs}: {are} linked to no plan version, so "
                         "what changed between the runs cannot be said.")
SEVERAL_VERSIONS = "{side} ran {n} plan versions ({labels}): there is no one configuration change to show."
CHANGED_SUMMARY = "From {base} to {plan}: {fields}; {added}, {removed}."

#: The parts of a finding a change keeps (the full finding, with its rationale and sources, stays with the version).
FINDING_KEYS = ("rule", "slug", "title", "severity", "message")


def _label(run: Run) -> str:
    return run.label or f"Run {run.id}"


def _version_label(version: PlanVersion) -> str:
    return f"{version.plan.name} v{version.number}"


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _finding(f: dict[str, Any]) -> dict[str, Any]:
    return {k: f.get(k, "") for k in FINDING_KEYS}


def linked_versions(runs: Iterable[Run]) -> dict[int, PlanVersion]:
    """The plan versions ``runs`` ran, by id, with what the change and the estimate check read (document,
    validation, plan name): one query, however many runs and versions (none when no run is linked)."""
    ids = {r.plan_version_id for r in runs if r.plan_version_id is not None}
    rows = PlanVersion.objects.filter(id__in=ids).select_related("plan").only(
        "id", "number", "document", "validation", "plan__name")
    return {v.id: v for v in rows}


def _entry(group: str, baseline: str, side: list[Run], base: list[Run]) -> dict[str, Any]:
    return {"label": group, "baseline": baseline, "runs": [_label(r) for r in side],
            "baseline_runs": [_label(r) for r in base], "status": UNKNOWN, "sentence": "", "plan": None,
            "baseline_plan": None, "unlinked": [], "fields": [], "findings_added": [], "findings_removed": [],
            "score": None, "check": None}


def _one_version(name: str, runs: list[Run], versions: dict[int, PlanVersion]) -> PlanVersion | str:
    """The one plan version ``runs`` ran, or why there is none (their several versions)."""
    ids = sorted({r.plan_version_id for r in runs})
    if len(ids) == 1:
        return versions[ids[0]]
    labels = ", ".join(_version_label(versions[i]) for i in ids)
    return SEVERAL_VERSIONS.format(side=name, n=len(ids), labels=labels)


def group_change(group: str, baseline: str, side: list[Run], base: list[Run], versions: dict[int, PlanVersion],
                 check: dict[str, Any] | None) -> dict[str, Any]:
    """What changed from the baseline runs ``base`` to the group's runs ``side`` (see the module docstring)."""
    out = _entry(group, baseline, side, base)
    unlinked = [r for r in (*base, *side) if r.plan_version_id is None]
    if unlinked:
        names = [_label(r) for r in unlinked]
        out.update(unlinked=names, sentence=UNKNOWN_CONFIGURATION.format(
            runs=", ".join(repr(n) for n in names), are="it is" if len(names) == 1 else "they are"))
        return out
    mine = _one_version(f"The group {group!r}", side, versions)
    theirs = _one_version(f"The baseline {baseline!r}", base, versions)
    for one in (mine, theirs):
        if isinstance(one, str):
            out.update(status=SEVERAL, sentence=one)
            return out
    assert isinstance(mine, PlanVersion) and isinstance(theirs, PlanVersion)
    out.update(plan=_version_label(mine), baseline_plan=_version_label(theirs))
    if mine.id == theirs.id:
        out.update(status=SAME, sentence=SAME_VERSION.format(label=_version_label(mine)))
        return out
    diff = version_changes(before=theirs, after=mine)
    if not diff["fields"]:
        out.update(status=SAME, sentence=SAME_DOCUMENT.format(a=out["baseline_plan"], b=out["plan"]))
        return out
    added, removed = diff["findings_added"], diff["findings_removed"]
    out.update(
        status=CHANGED,
        sentence=CHANGED_SUMMARY.format(base=out["baseline_plan"], plan=out["plan"],
                                        fields=_count(len(diff["fields"]), "field changed", "fields changed"),
                                        added=_count(len(added), "finding added", "findings added"),
                                        removed=_count(len(removed), "removed", "removed")),
        fields=diff["fields"], findings_added=[_finding(f) for f in added],
        findings_removed=[_finding(f) for f in removed], score=diff["score"], check=check)
    return out


def comparison_change(result: ComparisonResult, runs: list[Run],
                      versions: dict[int, PlanVersion] | None = None) -> list[dict[str, Any]]:
    """One entry per group other than the baseline, in the comparison's order (empty when nothing is compared).

    ``result["predicted"]`` must be filled already: a changed configuration carries its group's check.
    ``versions`` are the runs' :func:`linked_versions` when the caller has read them already.
    """
    if result.get("empty") or not result.get("baseline"):
        return []
    by_id = {r.id: r for r in runs}
    baseline = result["baseline"] or {}
    base_group = next(g for g in result["groups"] if g["is_baseline"])
    base_ids = [baseline["run"]] if baseline.get("run") is not None else [m["id"] for m in base_group["runs"]]
    base = [by_id[i] for i in base_ids if i in by_id]
    versions = linked_versions(runs) if versions is None else versions
    checks = {c["label"]: c for c in result.get("predicted") or []}
    out = []
    for group in result["groups"]:
        if group["is_baseline"]:
            continue
        members = [by_id[m["id"]] for m in group["runs"] if m["id"] in by_id]
        out.append(group_change(group["name"], base_group["name"], members, base, versions,
                                checks.get(group["name"])))
    return out
