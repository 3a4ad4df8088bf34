"""Celery tasks of apps.comparisons: thin wrappers that load the row and call a service.

The services are imported when a task runs, not with this module: they bring in the comparison engine and SciPy
(about 70 MB resident), which every worker would otherwise carry from its start even if it only ever parses files.
"""

from apps.jobs.runner import job_task

from .constants import PDF_KIND
from .models import Report


@job_task(kind=PDF_KIND, acks_late=True)
def render_report_pdf(job, report):
    """Render one revision of a saved report (the job's payload names it; the latest when it does not) to PDF through
    its print view."""
    from . import services

    obj = Report.objects.select_related("project").get(pk=job.payload["report"])
    return services.report_pdf_render(report=obj, revision=job.payload.get("revision"), report_progress=report)
