"""Read side of apps.comparisons: the runs a user may compare, as engine records, and the saved reports.

The computation is the pure engine's (`engine.py`); these functions only load rows, scope them to the user and hand
them over. A run that is missing or not readable raises `RunsNotFound`, a request that does not fit its runs the
engine's `ComparisonError`; the API maps them to 404 and 400.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from django.db.models import Q, QuerySet
from django.db.models.functions import Lower

from apps.runs.models import Run
from apps.studies.seeds import studies_matching, study_documents

from . import constants as C
from .engine import ComparisonError, ComparisonResult, comparison_build, scaling_figure
from .models import CONTENT_FIELDS, Report, ReportRevision
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


#: Orderings of the reports list (``ordering`` query parameter) and the fields behind each; titles sort ignoring case.
REPORT_ORDERINGS = {
    "-created": ("-created_at", "-id"), "created": ("created_at", "id"),
    "-updated": ("-updated_at", "-id"), "title": (Lower("title"), "id"), "-title": (Lower("title").desc(), "-id"),
}


def report_list(*, user, project_id: int | None = None, q: str = "", ordering: str = "-created") -> QuerySet[Report]:
    """Reports of the projects the user is a member of, searched and sorted.

    ``q`` matches the title, headline and narrative (seeded reports cite their study's document there), or the
    id of a study whose document name it names; ``ordering`` is a key of ``REPORT_ORDERINGS``.
    """
    if ordering not in REPORT_ORDERINGS:
        raise ValidationError({"ordering": [C.REPORT_ORDERING_UNKNOWN.format(names=", ".join(REPORT_ORDERINGS))]})
    qs = Report.objects.restrict(user, "view").select_related("project", "created_by", "pdf_job")
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    q = (q or "").strip()
    if q:
        match = Q(title__icontains=q) | Q(headline__icontains=q) | Q(narrative__icontains=q)
        for study in studies_matching(q):
            match |= Q(title__icontains=f"Study {study}") | Q(narrative__icontains=study_documents()[study])
        qs = qs.filter(match)
    return qs.order_by(*REPORT_ORDERINGS[ordering])


class RevisionNotFound(LookupError):
    """The report has no revision of that number."""


def report_comparison(*, report: Report, request: dict[str, Any] | None = None) -> ComparisonResult:
    """A comparison of the report (its own request unless ``request`` is given), computed afresh from its runs.

    Runs deleted since are left out, with a note.
    """
    request = (report.request if request is None else request) or {}
    runs = report_runs(report=report, request=request)
    records = [run_record(r) for r in runs]
    found = {r.id for r in runs}
    missing = [i for i in (int(i) for i in request.get("runs") or []) if i not in found]
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

    result["predicted"] = comparison_predicted(result, runs)
    return result


def report_runs(*, report: Report, request: dict[str, Any]) -> list[Run]:
    """The runs a report's comparison request names that still exist in the report's project, in its order."""
    ids = [int(i) for i in request.get("runs") or []]
    found = {r.id: r for r in Run.objects.select_related("plan_version__plan").filter(
        id__in=ids, project_id=report.project_id)}
    return [found[i] for i in ids if i in found]


def _chart_reason(spec: dict[str, Any], result: ComparisonResult, figure: dict[str, Any] | None) -> str | None:
    """Why this chart, with its choices, has nothing to draw; None when it has."""
    if figure is not None:
        return figure["reason"]
    if spec["chart"] == "absolute" and spec.get("metric"):
        row = next((r for r in result["table"]["rows"] if r["key"] == spec["metric"]), None)
        if row is None or all(c["mean"] is None for c in row["cells"]):
            return C.METRIC_MISSING.format(metric=spec["metric"])
        return None
    return next((c["reason"] for c in result["charts"] if c["chart"] == spec["chart"]), None)


def _chart_data(report: Report, spec: dict[str, Any], main_request: dict[str, Any],
                main: ComparisonResult) -> dict[str, Any]:
    """What one chart draws: its own comparison when it has its own request, a scaling figure when it asks for a
    metric or x axis of its own, and why it has nothing to draw when it has not."""
    own = report_comparison(report=report, request=spec["request"]) if spec.get("request") else None
    figure = None
    if spec["chart"] == "scaling" and (spec.get("metric") or spec.get("x")):
        records = [run_record(r) for r in report_runs(report=report, request=spec.get("request") or main_request)]
        figure = scaling_figure(records, metric=spec.get("metric") or "tps", x=spec.get("x") or "")
    return {"comparison": own, "scaling": figure, "reason": _chart_reason(spec, own or main, figure)}


def report_revision(*, report: Report, number: int | None) -> Report | ReportRevision:
    """The report's content at revision ``number`` (the report itself for its latest); `RevisionNotFound` else."""
    if number is None or number == report.revision:
        return report
    revision = report.revisions.filter(number=number).first()
    if revision is None:
        raise RevisionNotFound(C.REVISION_UNKNOWN.format(number=number, latest=report.revision))
    return revision


def report_view(*, report: Report, revision: int | None = None) -> dict[str, Any]:
    """The report as read: the content of one revision (the latest by default), its comparison and each chart's
    data, and the list of revisions."""
    content = report_revision(report=report, number=revision)
    main = report_comparison(report=report, request=content.request)
    charts = [C.chart_spec(c) for c in content.charts or []]
    chart_data = [_chart_data(report, spec, content.request or {}, main) for spec in charts]
    revisions = list(report.revisions.select_related("created_by").order_by("-number"))
    return {
        **{f: getattr(content, f) for f in CONTENT_FIELDS},
        "charts": charts,
        "revision": report.revision if content is report else content.number,
        "latest_revision": report.revision,
        "revision_history": [{"number": r.number, "created_at": r.created_at,
                       "created_by": r.created_by.username if r.created_by else None} for r in revisions],
        "comparison": main,
        "chart_data": chart_data,
    }
