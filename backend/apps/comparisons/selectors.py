"""Read side of apps.comparisons: the runs a user may compare, as engine records, and the saved reports.

The computation is the pure engine's (`engine.py`); these functions only load rows, scope them to the user and hand
them over. A run that is missing or not readable raises `RunsNotFound`, a request that does not fit its runs the
engine's `ComparisonError`; the API maps them to 404 and 400.
"""

from __future__ import annotations

from django.db.models import QuerySet

from apps.runs.models import Run

from . import constants as C
from .engine import ComparisonError, ComparisonResult, comparison_build
from .models import Report
from .records import run_record


class RunsNotFound(LookupError):
    """Some runs of a comparison do not exist or belong to projects the user is not a member of."""


def comparison_runs(*, user, run_ids: list[int]) -> list[Run]:
    """The runs to compare, in the order asked; `RunsNotFound` when any is missing or not readable by the user."""
    readable = Run.objects.restrict(user, "view").select_related("plan_version__plan")
    runs = {r.id: r for r in readable.filter(id__in=run_ids).only(
        "id", "label", "project_id", "date", "users", "workload", "tags", "reference", "metrics", "plan_version",
        "plan_version__number", "plan_version__plan__name")}
    missing = [i for i in run_ids if i not in runs]
    if missing:
        # The same answer for "does not exist" and "not yours": ids of other projects stay secret.
        raise RunsNotFound(C.RUNS_NOT_FOUND.format(ids=", ".join(map(str, missing))))
    return [runs[i] for i in run_ids]


def comparison_for_user(*, user, run_ids: list[int], group_by: str | None = None,
                        groups: dict[str, list[int]] | None = None, baseline: dict | None = None) -> ComparisonResult:
    """Load the runs the user may read (`RunsNotFound` otherwise) and compare them."""
    from .predicted import comparison_predicted

    runs = comparison_runs(user=user, run_ids=run_ids)
    result = comparison_build([run_record(r) for r in runs], group_by=group_by, groups=groups, baseline=baseline)
    result["predicted"] = comparison_predicted(result, runs)
    return result


def report_list(*, user, project_id: int | None = None) -> QuerySet[Report]:
    """Reports of the projects the user is a member of."""
    qs = Report.objects.restrict(user, "view").select_related("project", "created_by", "pdf_job")
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    return qs.order_by("-created_at", "-id")


def report_comparison(*, report: Report) -> ComparisonResult:
    """The report's comparison, computed afresh from its runs (runs deleted since are left out, with a note)."""
    request = report.request or {}
    ids = [int(i) for i in request.get("runs") or []]
    found = {r.id: r for r in Run.objects.select_related("plan_version__plan").filter(
        id__in=ids, project_id=report.project_id)}
    records = [run_record(found[i]) for i in ids if i in found]
    missing = [i for i in ids if i not in found]
    groups = request.get("groups")
    if groups:
        groups = {k: [i for i in v if i in found] for k, v in groups.items()}
        groups = {k: v for k, v in groups.items() if v} or None
    baseline = request.get("baseline")
    if baseline and baseline.get("run") is not None and baseline["run"] not in found:
        baseline = None
    try:
        result = comparison_build(records, group_by=request.get("group_by"), groups=groups, baseline=baseline)
    except ComparisonError:
        # The saved grouping no longer fits the runs that are left: fall back to defaults rather than fail.
        result = comparison_build(records, group_by=request.get("group_by")
                                  if request.get("group_by") != C.GROUP_BY_MANUAL else None)
    if missing:
        result["notes"] = [*result["notes"], f"Run {', '.join(map(str, missing))} no longer exists and is left out."]
    from .predicted import comparison_predicted

    result["predicted"] = comparison_predicted(result, list(found.values()))
    return result
