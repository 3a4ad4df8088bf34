"""Read side of apps.comparisons: the runs a user may compare, as engine records, and the saved reports.

The computation is the pure engine's (`engine.py`); these functions only load rows, scope them to the user and hand
them over. A run that is missing or not readable raises `RunsNotFound`, a request that does not fit its runs the
engine's `ComparisonError`; the API maps them to 404 and 400.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from django.core.exceptions import ValidationError
from django.db.models import Q, QuerySet
from django.db.models.functions import Lower

from apps.plans.models import PlanVersion
from apps.runs.models import Run
from apps.runs.timeline.selectors import run_timeline
from apps.studies.seeds import studies_matching, study_documents

from . import constants as C
from .change import comparison_change, linked_versions
from .charts import chart as chart_entry
from .compare import comparison_build
from .engine import ComparisonError, ComparisonResult
from .intervals import IntervalsAsked, interval_comparison_input, interval_notes
from .models import CONTENT_FIELDS, Report, ReportRevision
from .records import run_record


class RunsNotFound(LookupError):
    """Some runs of a comparison do not exist or belong to projects the user is not a member of."""


def _compared(runs: QuerySet[Run]) -> QuerySet[Run]:
    """What a comparison reads of its runs: the record's columns and the plan version's label, not the version's
    document and validation (:func:`linked_versions` reads those once per version, not once per run)."""
    return runs.select_related("plan_version__plan").only(
        "id", "label", "project_id", "date", "users", "workload", "tags", "reference", "metrics", "plan_version",
        "plan_version__number", "plan_version__plan__name")


def comparison_runs(*, user, run_ids: list[int]) -> list[Run]:
    """The runs to compare, in the order asked; `RunsNotFound` when any is missing or not readable by the user."""
    runs = {r.id: r for r in _compared(Run.objects.restrict(user, "view").filter(id__in=run_ids))}
    missing = [i for i in run_ids if i not in runs]
    if missing:
        # The same answer for "does not exist" and "not yours": ids of other projects stay secret.
        raise RunsNotFound(C.RUNS_NOT_FOUND.format(ids=", ".join(map(str, missing))))
    return [runs[i] for i in run_ids]


def comparison_for_user(*, user, run_ids: list[int], group_by: str | None = None,
                        groups: dict[str, list[int]] | None = None, baseline: dict | None = None,
                        intervals: IntervalsAsked | None = None) -> ComparisonResult:
    """Load the runs the user may read (`RunsNotFound` otherwise) and compare them; with ``intervals``, compare the
    one run's snapshot intervals (`interval_comparison`)."""
    from .predicted import comparison_predicted

    if intervals is not None:
        return interval_comparison(user=user, run_id=run_ids[0], intervals=intervals)
    runs = comparison_runs(user=user, run_ids=run_ids)
    result = comparison_build([run_record(r) for r in runs], group_by=group_by, groups=groups, baseline=baseline)
    versions = linked_versions(runs)
    result["predicted"] = comparison_predicted(result, runs, versions)
    result["change"] = comparison_change(result, runs, versions)
    return result


def interval_comparison(*, user, run_id: int, intervals: IntervalsAsked) -> ComparisonResult:
    """A window of the run's timeline against the rest of its line or a chosen range (``intervals.py``), compared by
    the one engine. The run must be readable by the user (`RunsNotFound` otherwise)."""
    run = Run.objects.restrict(user, "view").select_related("plan_version__plan").filter(id=run_id).first()
    if run is None:
        raise RunsNotFound(C.RUNS_NOT_FOUND.format(ids=run_id))
    return run_intervals_compared(run=run, intervals=intervals)[0]


def run_intervals_compared(*, run: Run, intervals: IntervalsAsked) -> tuple[ComparisonResult, str]:
    """The comparison of the run's intervals, read from its timeline as it is now, and the name of the line
    compared. One run is one configuration, so there is no plan estimate to check and no change to show:
    ``predicted`` and ``change`` stay empty. `ComparisonError` (field-keyed) when the ranges do not fit."""
    records, groups, baseline, line = interval_comparison_input(
        run_timeline(run=run), run_record(run), instance=intervals["instance"], window=intervals["window"],
        against=intervals.get("against"))
    result = comparison_build(records, group_by=C.GROUP_BY_MANUAL, groups=groups, baseline=baseline)
    result["notes"] = interval_notes(result["notes"], run_label=run_label(run), line=line)
    return result, line


def run_label(run: Run) -> str:
    return run.label or f"Run {run.id}"


#: Orderings of the reports list (``ordering`` query parameter) and the fields behind each; titles sort ignoring case.
REPORT_ORDERINGS = {
    "-created": ("-created_at", "-id"), "created": ("created_at", "id"),
    "-updated": ("-updated_at", "-id"), "title": (Lower("title"), "id"), "-title": (Lower("title").desc(), "-id"),
}


def report_run_ids(report: Report) -> set[int]:
    """Every run a report draws: its comparison's and its charts' own."""
    requests = [report.request or {}, *((c or {}).get("request") or {} for c in report.charts or [])]
    return {int(i) for r in requests for i in r.get("runs") or [] if isinstance(i, int)}


def report_list(*, user, project_id: int | None = None, q: str = "", ordering: str = "-created",
                cited: bool = False, run_id: int | None = None) -> QuerySet[Report]:
    """Reports of the projects the user is a member of, searched and sorted.

    ``q`` matches the title, headline and narrative (seeded reports cite their study's document there), or the
    id of a study whose document name it names; ``ordering`` is a key of ``REPORT_ORDERINGS``; ``cited`` keeps only
    reports whose headline names where its numbers come from (the studies' headlines Home lists); ``run_id`` keeps
    the reports that draw that run (in their comparison or a chart's own), read from the stored requests, so the
    lookup is the same on every database.
    """
    if ordering not in REPORT_ORDERINGS:
        raise ValidationError({"ordering": [C.REPORT_ORDERING_UNKNOWN.format(names=", ".join(REPORT_ORDERINGS))]})
    qs = Report.objects.restrict(user, "view").select_related("project", "created_by", "pdf_job")
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    if cited:
        qs = qs.exclude(headline="").exclude(headline_sources=[])
    q = (q or "").strip()
    if q:
        match = Q(title__icontains=q) | Q(headline__icontains=q) | Q(narrative__icontains=q)
        for study in studies_matching(q):
            match |= Q(title__icontains=f"Study {study}") | Q(narrative__icontains=study_documents()[study])
        qs = qs.filter(match)
    if run_id is not None:
        drawing = [r.pk for r in qs.select_related(None).only("pk", "request", "charts") if run_id in report_run_ids(r)]
        qs = qs.filter(pk__in=drawing)
    return qs.order_by(*REPORT_ORDERINGS[ordering])


class RevisionNotFound(LookupError):
    """The report has no revision of that number."""


class ReportRows(NamedTuple):
    """The rows a report's comparisons read: its runs that still exist, by id, and the plan versions they ran."""

    runs: dict[int, Run]
    versions: dict[int, PlanVersion]


def report_rows(*, report: Report, requests: list[dict[str, Any]]) -> ReportRows:
    """Every run the comparison ``requests`` name that is still in the report's project, and their plan versions:
    two queries for a report's own comparison and all its charts' together, however many charts ask for their own."""
    ids = {int(i) for request in requests for i in (request or {}).get("runs") or []}
    runs = {r.id: r for r in _compared(Run.objects.filter(id__in=ids, project_id=report.project_id))}
    return ReportRows(runs, linked_versions(runs.values()))


def report_comparison(*, report: Report, request: dict[str, Any] | None = None,
                      rows: ReportRows | None = None) -> ComparisonResult:
    """A comparison of the report (its own request unless ``request`` is given), computed afresh from its runs
    (from ``rows`` when the caller has read them for several comparisons at once).

    Runs deleted since are left out, with a note. A request of one run's ``intervals`` is read from that run's
    timeline as it is now (`report_intervals_compared`).
    """
    request = (report.request if request is None else request) or {}
    rows = report_rows(report=report, requests=[request]) if rows is None else rows
    if request.get("intervals"):
        return report_intervals_compared(request=request, rows=rows)[0]
    runs = report_runs(report=report, request=request, rows=rows)
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

    result["predicted"] = comparison_predicted(result, runs, rows.versions)
    result["change"] = comparison_change(result, runs, rows.versions)
    return result


def report_intervals_compared(*, request: dict[str, Any], rows: ReportRows
                              ) -> tuple[ComparisonResult, dict[str, Any]]:
    """A saved comparison of one run's intervals, computed afresh from the run's timeline, and what defines it
    (``intervals`` of the report as read: the run, its line, the window and the range against).

    A run deleted since, or a range its timeline no longer holds (files removed), gives an empty comparison whose
    note says why, rather than a failure.
    """
    run_id = int(request["runs"][0])
    asked: IntervalsAsked = request["intervals"]
    run = rows.runs.get(run_id)
    about = {"run": run_id, "run_label": run_label(run) if run else None, "instance": asked["instance"],
             "line": None, "window": asked["window"], "against": asked.get("against")}
    if run is None:
        result = comparison_build([])
        result["notes"] = [C.INTERVALS_REPORT_GONE.format(run=run_id)]
        return result, about
    try:
        result, about["line"] = run_intervals_compared(run=run, intervals=asked)
    except ComparisonError as exc:
        reason = " ".join(m for messages in exc.message_dict.values() for m in messages)
        result = comparison_build([])
        result["notes"] = [C.INTERVALS_REPORT_STALE.format(reason=reason)]
    return result, about


def report_runs(*, report: Report, request: dict[str, Any], rows: ReportRows | None = None) -> list[Run]:
    """The runs a report's comparison request names that still exist in the report's project, in its order."""
    found = (report_rows(report=report, requests=[request]) if rows is None else rows).runs
    return [found[i] for i in (int(i) for i in request.get("runs") or []) if i in found]


def _chart_reason(spec: dict[str, Any], result: ComparisonResult, figure: dict[str, Any] | None) -> str | None:
    """Why this chart, with its choices, has nothing to draw; None when it has."""
    if figure is not None:
        return figure["reason"]
    entry = chart_entry(spec["chart"])
    if entry.spec_reason is not None and spec.get("metric"):
        return entry.spec_reason(spec, result)
    return next((c["reason"] for c in result["charts"] if c["chart"] == spec["chart"]), None)


def _chart_data(report: Report, spec: dict[str, Any], main_request: dict[str, Any],
                main: ComparisonResult, rows: ReportRows) -> dict[str, Any]:
    """What one chart draws: its own comparison when it has its own request, a figure of its own when its
    catalogue entry draws one for a metric or x axis of its own (scaling), and why it has nothing to draw when it
    has not."""
    own = report_comparison(report=report, request=spec["request"], rows=rows) if spec.get("request") else None
    figure = None
    entry = chart_entry(spec["chart"])
    if entry.figure is not None and (spec.get("metric") or spec.get("x")):
        request = spec.get("request") or main_request
        records = [run_record(r) for r in report_runs(report=report, request=request, rows=rows)]
        figure = entry.figure(records, spec)
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
    charts = [C.chart_spec(c) for c in content.charts or []]
    rows = report_rows(report=report, requests=[content.request or {}, *(s["request"] for s in charts
                                                                          if s.get("request"))])
    if (content.request or {}).get("intervals"):  # one run's intervals: the line and ranges are shown beside
        main, intervals = report_intervals_compared(request=content.request, rows=rows)
    else:
        main, intervals = report_comparison(report=report, request=content.request, rows=rows), None
    chart_data = [_chart_data(report, spec, content.request or {}, main, rows) for spec in charts]
    revisions = list(report.revisions.select_related("created_by").order_by("-number"))
    return {
        **{f: getattr(content, f) for f in CONTENT_FIELDS},
        # What changed, as kept when the revision was saved; a report saved before reports kept it reads it afresh.
        "change": main["change"] if content.change is None else content.change,
        "change_saved": content.change is not None,
        "charts": charts,
        "revision": report.revision if content is report else content.number,
        "latest_revision": report.revision,
        "revision_history": [{"number": r.number, "created_at": r.created_at,
                       "created_by": r.created_by.username if r.created_by else None} for r in revisions],
        "comparison": main,
        "intervals": intervals,
        "chart_data": chart_data,
    }
