"""Celery task of apps.bundles: render one bundle, driving its Job row through the common runner."""

from __future__ import annotations

from celery import shared_task

from apps.common.runner import run_job

from .models import Bundle, BundleState


@shared_task(name="apps.bundles.tasks.render_bundle_task", acks_late=True, reject_on_worker_lost=True)
def render_bundle_task(bundle_id: int):
    """Render bundle `bundle_id`. Idempotent: a complete bundle is not rendered again.

    The message is acknowledged only after the task returns, so a worker killed mid-render leaves the job
    'running' and the broker redelivers the message; the redelivery renders from scratch.
    """
    from .services import bundle_render

    bundle = Bundle.objects.filter(pk=bundle_id).select_related("job").first()
    if bundle is None or bundle.state == BundleState.COMPLETE:
        return None
    if bundle.job_id is None:
        return bundle_render(bundle=bundle)

    def work(job, report):
        return bundle_render(bundle=bundle, report=report)

    result = run_job(bundle.job_id, work)
    bundle.refresh_from_db()
    if bundle.state != BundleState.COMPLETE and bundle.job and bundle.job.state == "failed":
        Bundle.objects.filter(pk=bundle.pk).exclude(state=BundleState.COMPLETE).update(
            state=BundleState.FAILED, error=bundle.job.error or bundle.error)
    return result
