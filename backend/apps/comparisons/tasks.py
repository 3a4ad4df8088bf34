"""Celery tasks of apps.comparisons: thin wrappers that load the row and call a service."""

from apps.common.runner import job_task

from . import services
from .models import Report


@job_task(kind=services.PDF_KIND, acks_late=True)
def render_report_pdf(job, report):
    """Render a saved report to PDF through its print view."""
    obj = Report.objects.select_related("project").get(pk=job.payload["report"])
    return services.report_pdf_render(report=obj, report_progress=report)
