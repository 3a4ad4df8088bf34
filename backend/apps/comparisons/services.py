"""Write side of apps.comparisons: saved reports, their print tokens and the PDF export job."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core import signing
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.module_loading import import_string

from apps.accounts.models import Project
from apps.accounts.permissions import require_action
from apps.common.api.params import is_id
from apps.common.services import saved
from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.runner import JobError
from apps.jobs.services import job_create, job_rescue
from apps.runs.models import Run

from . import constants as C
from .charts import FALLBACK, default_chart_ids
from .charts import chart as chart_entry
from .compare import comparison_build
from .engine import ComparisonError, charts_available, parse_scaling_x
from .intervals import intervals_clean
from .models import CONTENT_FIELDS, Report, ReportRevision
from .records import run_record

PDF_KIND = C.PDF_KIND
PRINT_TOKEN_SALT = "apps.comparisons.report-print"
PRINT_TOKEN_MAX_AGE = 300  # seconds: long enough to render one PDF, short enough to be useless later
DEFAULT_RENDERER = "apps.comparisons.pdf.render_report_pdf"


def _check_request(*, project: Project, user, request: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The comparison request must be valid and only name runs of the report's project.

    Runs the user may not read are reported exactly like runs that do not exist.
    """
    raw = request.get("runs") or []
    if not isinstance(raw, list) or not all(isinstance(i, int | str) and is_id(i) for i in raw):
        raise ValidationError({"request/runs": [C.RUN_IDS_SHAPE]})
    ids = [int(i) for i in raw]
    if not ids:
        raise ValidationError({"request/runs": [C.NO_RUNS]})
    if request.get("intervals") is not None and len(ids) != 1:
        raise ValidationError({"request/runs": [C.INTERVALS_ONE_RUN]})
    readable = Run.objects.restrict(user, "view").select_related("plan_version__plan").filter(id__in=ids)
    runs = {r.id: r for r in readable}
    missing = [i for i in ids if i not in runs]
    if missing:
        raise ValidationError({"request/runs": [C.RUNS_NOT_FOUND.format(ids=", ".join(map(str, missing)))]})
    other = [i for i in ids if runs[i].project_id != project.id]
    if other:
        raise ValidationError({"request/runs": [C.REPORT_RUN_OTHER_PROJECT.format(ids=", ".join(map(str, other)))]})
    if request.get("intervals") is not None:
        return _check_intervals(run=runs[ids[0]], request=request)
    try:
        result = comparison_build([run_record(runs[i]) for i in ids], group_by=request.get("group_by"),
                                  groups=request.get("groups"), baseline=request.get("baseline"))
    except ComparisonError as exc:
        raise ValidationError({f"request/{k}": v for k, v in exc.message_dict.items()}) from None
    clean = {"runs": ids}
    for key in ("group_by", "groups", "baseline"):
        if request.get(key):
            clean[key] = request[key]
    return clean, result


def _check_intervals(*, run: Run, request: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """A comparison of one run's intervals (``apps.comparisons.intervals``): it makes its own groups and baseline,
    and its ranges must fit the run's timeline as it is now. What it keeps is the run and the intervals asked."""
    from .selectors import run_intervals_compared

    given = [f for f in ("group_by", "groups", "baseline") if request.get(f)]
    if given:
        raise ValidationError({f"request/{f}": [C.INTERVALS_OWN_GROUPS.format(field=f)] for f in given})
    try:
        intervals = intervals_clean(request["intervals"])
        result, _ = run_intervals_compared(run=run, intervals=intervals)
    except ComparisonError as exc:
        raise ValidationError({f"request/{k}": v for k, v in exc.message_dict.items()}) from None
    return {"runs": [run.id], "intervals": intervals}, result


def default_charts(result: dict[str, Any]) -> list[dict[str, Any]]:
    """The default charts that have something to draw for this comparison (the table when none has), as specs."""
    available = charts_available(result)
    return [C.chart_spec(c) for c in ([c for c in default_chart_ids() if c in available] or [FALLBACK])]


_KNOWN_METRICS = frozenset(C.METRICS)


def _check_chart(index: int, raw: str | dict[str, Any], *, project: Project, user) -> dict[str, Any]:
    """One chart spec, complete and checked; errors are keyed ``charts/<index>/<field>``."""
    spec = C.chart_spec(raw)
    at = f"charts/{index}"
    try:
        entry = chart_entry(spec["chart"])
    except ComparisonError as exc:
        raise ValidationError({f"{at}/chart": exc.message_dict["chart"]}) from None
    spec["metric"] = (spec["metric"] or "").strip()
    if spec["metric"] and not entry.metric:
        raise ValidationError({f"{at}/metric": [C.METRIC_FIXED.format(chart=spec["chart"])]})
    if spec["metric"] and spec["metric"] not in _KNOWN_METRICS:
        raise ValidationError({f"{at}/metric": [C.UNKNOWN_METRIC.format(
            metric=spec["metric"], names=", ".join(sorted(_KNOWN_METRICS)))]})
    spec["x"] = (spec["x"] or "").strip()
    if spec["x"] and not entry.x:
        raise ValidationError({f"{at}/x": [C.X_ONLY_SCALING]})
    try:
        spec["x"] = parse_scaling_x(spec["x"])
    except ComparisonError as exc:
        raise ValidationError({f"{at}/x": exc.message_dict["x"]}) from None
    if spec["y_min"] is not None and spec["y_max"] is not None and spec["y_min"] >= spec["y_max"]:
        raise ValidationError({f"{at}/y_max": [C.AXIS_RANGE_ORDER]})
    spec["caption"] = (spec["caption"] or "").strip()
    if spec["request"] is not None:
        if isinstance(spec["request"], dict) and spec["request"].get("intervals") is not None:
            raise ValidationError({f"{at}/request/intervals": [C.INTERVALS_CHART_OWN]})
        try:
            spec["request"], _ = _check_request(project=project, user=user, request=spec["request"])
        except ValidationError as exc:
            raise ValidationError({f"{at}/{k}": v for k, v in exc.message_dict.items()}) from None
    return spec


def _check_charts(charts: list[Any] | None, result: dict[str, Any], *, project: Project, user) -> list[dict]:
    """The charts asked for, each spec complete; without a choice, the default charts that have something to draw."""
    if charts is None:
        return default_charts(result)
    if not charts:
        raise ValidationError({"charts": [C.NO_CHARTS]})
    return [_check_chart(i, raw, project=project, user=user) for i, raw in enumerate(charts)]


def _snapshot(report: Report, user) -> ReportRevision:
    return saved(ReportRevision(report=report, number=report.revision, created_by=user,
                                **{f: getattr(report, f) for f in CONTENT_FIELDS}))


def _check_title(title: str | None) -> str:
    if not (title or "").strip():
        raise ValidationError({"title": [C.TITLE_REQUIRED]})
    return title.strip()


@transaction.atomic
def report_create(*, project: Project, user, title: str, request: dict[str, Any], narrative: str = "",
                  charts: list[Any] | None = None, headline: str = "",
                  headline_sources: list[dict[str, str]] | None = None, client_key=None) -> Report:
    """Save a comparison as a report of ``project`` (contributors only); every run must belong to the project.

    The report starts at revision 1.
    """
    require_action(user, project, Report, "add")
    title = _check_title(title)
    clean, result = _check_request(project=project, user=user, request=request or {})
    report = Report(project=project, title=title, narrative=narrative or "", request=clean,
                    charts=_check_charts(charts, result, project=project, user=user),
                    headline=(headline or "").strip(), headline_sources=list(headline_sources or []),
                    client_key=client_key, created_by=user)
    report.change = _change(report)
    saved(report)
    _snapshot(report, user)
    return report


def _change(report: Report) -> list[dict[str, Any]]:
    """What changed between the runs of the report's comparison, as of now: kept with the revision being saved so
    that later plan versions or a re-validation do not move it (``apps.comparisons.change``)."""
    from .selectors import report_comparison

    return report_comparison(report=report, request=report.request)["change"]


def report_create_once(*, project: Project, user, client_key, **fields: Any) -> tuple[Report, bool]:
    """``report_create`` keyed by the client's idempotency key: the same key again returns the report it made.

    Returns ``(report, created)``. Two requests with one key at the same moment meet at the unique index on
    ``client_key``: the one that loses returns the winner's report. A key that made another user's report, or a
    report of another project, is refused.
    """
    def earlier() -> tuple[Report, bool] | None:
        found = Report.objects.filter(client_key=client_key).first()
        if found is None:
            return None
        if found.project_id != project.id or found.created_by_id != getattr(user, "id", None):
            raise ValidationError({"client_key": [C.CLIENT_KEY_TAKEN]})
        return found, False

    if client_key is None:
        return report_create(project=project, user=user, **fields), True
    hit = earlier()
    if hit:
        return hit
    try:
        return report_create(project=project, user=user, client_key=client_key, **fields), True
    except ValidationError as exc:
        if "client_key" not in exc.message_dict:
            raise
    except IntegrityError:
        pass
    hit = earlier()
    if hit is None:  # pragma: no cover - the unique index failed for a row that is gone again
        raise ValidationError({"client_key": [C.CLIENT_KEY_TAKEN]})
    return hit


@transaction.atomic
def report_update(*, report: Report, user, **fields: Any) -> Report:
    """Change a report's content (contributors only): a new revision when anything changed; the permalink stays.

    A new headline without new ``headline_sources`` drops the old sources (they cited the old sentence).
    """
    require_action(user, report.project, Report, "change")
    report = Report.objects.select_for_update().get(pk=report.pk)
    before = {f: getattr(report, f) for f in CONTENT_FIELDS}
    if "title" in fields:
        report.title = _check_title(fields["title"])
    if "narrative" in fields:
        report.narrative = fields["narrative"] or ""
    if "headline" in fields:
        headline = (fields["headline"] or "").strip()
        if headline != report.headline and "headline_sources" not in fields:
            report.headline_sources = []
        report.headline = headline
    if "headline_sources" in fields:
        report.headline_sources = list(fields["headline_sources"] or [])
    if "request" in fields:
        report.request, _ = _check_request(project=report.project, user=user, request=fields["request"] or {})
        if report.request != before["request"]:
            report.change = _change(report)
    if "charts" in fields:
        report.charts = _check_charts(fields["charts"] if fields["charts"] is not None else [], {},
                                      project=report.project, user=user)
    if {f: getattr(report, f) for f in CONTENT_FIELDS} == before:
        return report
    report.revision += 1
    saved(report)
    _snapshot(report, user)
    return report


def report_delete(*, report: Report, user) -> None:
    require_action(user, report.project, Report, "delete")
    if report.pdf:
        report.pdf.delete(save=False)
    report.delete()


# --- the print route's token ------------------------------------------------------------------------------------


def print_token_make(*, report: Report) -> str:
    """A signed, short-lived token that lets the PDF renderer read this one report without a session."""
    return signing.TimestampSigner(salt=PRINT_TOKEN_SALT).sign(str(report.uuid))


def print_token_valid(*, token: str, report_uuid) -> bool:
    """Whether ``token`` was made for the report ``report_uuid`` within the last few minutes."""
    try:
        value = signing.TimestampSigner(salt=PRINT_TOKEN_SALT).unsign(token or "", max_age=PRINT_TOKEN_MAX_AGE)
    except signing.BadSignature:
        return False
    return value == str(report_uuid)


# --- PDF export --------------------------------------------------------------------------------------------------


def print_base_url() -> str:
    """Where the renderer finds the SPA: the configured internal address (RACPLAN_INTERNAL_URL), only that.

    Never the Host header of the request that asked for the export: a caller could point the worker's browser at
    any host and port it can reach.
    """
    return settings.RACPLAN_INTERNAL_URL.rstrip("/")


def pdf_revision_number(*, report: Report, revision: int | None) -> int:
    """The revision a PDF is asked of: ``revision`` when the report has it, its latest when None."""
    if revision is None or revision == report.revision:
        return report.revision
    if not report.revisions.filter(number=revision).exists():
        raise ValidationError({"revision": [C.REVISION_UNKNOWN.format(number=revision, latest=report.revision)]})
    return revision


def report_pdf_export(*, report: Report, user, revision: int | None = None) -> Job:
    """Queue the PDF rendering of one revision of a report (the latest when None); any member may ask (viewers are
    the readers of reports). The job's payload records the revision.

    A job already queued or running for the same revision is returned instead of starting a second one (and sent
    again when it is stranded: its message lost, its worker gone, `apps.jobs.services.job_rescue`). The
    report's row is locked while that is decided (SELECT ... FOR UPDATE on PostgreSQL; on SQLite every transaction
    takes the write lock as it begins), so exports asked for at the same moment join one job.
    """
    require_action(user, report.project, Report, "pdf")
    with transaction.atomic():
        locked = Report.objects.select_for_update().only("pdf_job", "revision").get(pk=report.pk)
        number = pdf_revision_number(report=locked, revision=revision)
        current = locked.pdf_job  # read under the lock
        if (current is not None and current.state in (JobState.QUEUED, JobState.RUNNING)
                and current.payload.get("revision", number) == number):
            report.pdf_job = current
            transaction.on_commit(lambda: job_rescue(job=current))
            return current
        subject = f"PDF of report {report.title}"
        if number != locked.revision:
            subject += f" (revision {number})"
        job = job_create(kind=PDF_KIND, owner=user, project=report.project,
                         payload={"report": report.id, "revision": number}, subject=subject)
        report.pdf_job = job
        report.save(update_fields=["pdf_job"])
    return job


def report_pdf_render(*, report: Report, report_progress: Callable[..., None], revision: int | None = None,
                      renderer: Callable[..., bytes] | None = None) -> dict[str, Any]:
    """Render the print page of one revision of the report (the latest when None; at the configured internal
    address) to PDF and store the file as that revision's."""
    from .selectors import report_revision

    renderer = renderer or import_string(getattr(settings, "COMPARISONS_PDF_RENDERER", DEFAULT_RENDERER))
    number = pdf_revision_number(report=report, revision=revision)
    content = report_revision(report=report, number=number)
    token = print_token_make(report=report)
    url = f"{print_base_url()}/reports/{report.uuid}/print?token={token}&revision={number}"
    report_progress(10, f"Opening the print view of revision {number}")
    data = renderer(url=url, chart_count=len(content.charts or []), report_progress=report_progress)
    if not data.startswith(b"%PDF"):
        raise JobError("The renderer did not produce a PDF.")
    report_progress(90, "Storing the PDF")
    if report.pdf:
        report.pdf.delete(save=False)
    report.pdf.save(f"report-{report.uuid}-revision-{number}.pdf", ContentFile(data), save=False)
    report.pdf_rendered_at = timezone.now()
    report.pdf_revision = number
    report.save(update_fields=["pdf", "pdf_rendered_at", "pdf_revision"])
    return {"report": str(report.uuid), "revision": number, "bytes": len(data)}
