"""A bundle rendered by a real Celery worker process, end to end through the API."""

from __future__ import annotations

import io
import zipfile

import pytest

from apps.bundles.models import Bundle, BundleState
from apps.jobs.models import Job
from apps.plans.tests.factories import PlanVersionFactory
from apps.topology.parsing import normalize

from .helpers import plan as reference_plan


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_render_through_a_real_worker(celery_worker_process, architect_client, viewer_client, project, wait_for):
    version = PlanVersionFactory(project=project, name="worker plan", findings=[],
                                 document=normalize(reference_plan("s004-fcp-multibus-rr100-11g")["document"]))
    plan = version.plan
    response = architect_client.post(f"/api/plans/{plan.pk}/versions/1/bundles/", {}, format="json")
    assert response.status_code == 201
    ids = response.json()

    def finished():
        job = Job.objects.get(pk=ids["job"])
        return job if job.state in ("succeeded", "failed") else None

    job = wait_for(finished, timeout=60, message="the worker did not finish the bundle job")
    assert job.state == "succeeded", job.error
    bundle = Bundle.objects.get(pk=ids["bundle"])
    assert bundle.state == BundleState.COMPLETE and job.result["sha256"] == bundle.sha256
    try:
        download = viewer_client.get(f"/api/bundles/{bundle.pk}/download/")
        assert download.status_code == 200
        with zipfile.ZipFile(io.BytesIO(download.content)) as zf:
            assert "orazdb1/etc/multipath.conf" in zf.namelist()
        detail = viewer_client.get(f"/api/bundles/{bundle.pk}/").json()
        assert detail["job_state"] == "succeeded" and detail["version"] == version.number
    finally:
        bundle.archive.delete(save=False)
