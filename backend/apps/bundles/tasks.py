"""Celery task of apps.bundles: render one bundle through the common job runner."""

from __future__ import annotations

from apps.jobs.runner import job_task

from . import constants as C
from . import services
from .models import Bundle


def bundle_job_failed(job):
    """A failed render job (including a worker lost too often) leaves its bundle failed with the job's error."""
    services.bundle_mark_failed(bundle_id=job.payload.get("bundle_id"), error=job.error)


@job_task(kind=C.JOB_KIND, on_failure=bundle_job_failed)
def render_bundle(job, report):
    """Render the bundle named in the job's payload. Idempotent: a complete bundle is not rendered again.

    A worker killed mid-render leaves the job 'running'; the redelivered message (or the sweeper) renders it again
    from scratch, so a partial archive is never offered.
    """
    bundle = Bundle.objects.get(pk=job.payload["bundle_id"])
    return services.bundle_render(bundle=bundle, report=report)
