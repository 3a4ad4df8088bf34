"""Real Celery worker tests: a worker subprocess runs jobs from this session's broker against the test database."""

import pytest
from django.conf import settings

from apps.jobs.choices import JobState
from apps.jobs.models import Job

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def _follow(job_id, wait_for):
    """Poll the job until it finishes; return the states seen on the way."""
    seen = []

    def finished():
        job = Job.objects.get(pk=job_id)
        if not seen or seen[-1] != job.state:
            seen.append(job.state)
        return job if job.state in (JobState.SUCCEEDED, JobState.FAILED) else None

    job = wait_for(finished, timeout=60, interval=0.02, message=f"job {job_id} did not finish; states: {seen}")
    return job, seen


def test_demo_job_runs_to_success(celery_worker_process, architect_client, project, wait_for):
    response = architect_client.post("/api/jobs/demo/", {"project": project.id, "steps": 3}, format="json")
    assert response.status_code == 201
    assert response.json()["state"] == "queued"  # as created: a worker on Redis may claim it before the first poll
    job, seen = _follow(response.json()["id"], wait_for)
    assert JobState.RUNNING in seen
    assert job.state == JobState.SUCCEEDED
    assert (job.progress, job.result, job.attempts, job.error) == (100, {"steps": 3}, 1, "")
    api = architect_client.get(f"/api/jobs/{job.id}/").json()
    assert api["state"] == "succeeded" and api["progress"] == 100


def test_failing_demo_job_ends_failed_with_a_readable_error(
    celery_worker_process, contributor_client, project, wait_for
):
    response = contributor_client.post(
        "/api/jobs/demo/", {"project": project.id, "steps": 2, "fail": True}, format="json"
    )
    assert response.status_code == 201
    job, _ = _follow(response.json()["id"], wait_for)
    assert job.state == JobState.FAILED
    assert job.error == "Demo job failed on purpose at step 1 of 2."
    assert "Traceback" not in job.error
    assert job.finished_at is not None


def test_health_is_ok_with_a_worker(celery_worker_process, api_client):
    response = api_client.get("/api/health/")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["status"] == "ok"
    assert body["checks"]["workers"]["count"] >= 1
    assert settings.CELERY_TASK_DEFAULT_QUEUE in body["checks"]["workers"]["detail"]


def test_health_counts_only_the_workers_of_this_deployments_queue(celery_worker_process, settings):
    from apps.jobs.health import check_workers

    # the session's worker answers, but it takes jobs from another queue than the one this deployment now uses
    settings.CELERY_TASK_DEFAULT_QUEUE = "racplan-some-other-deployment"
    result = check_workers(broker_ok=True)
    assert not result.ok
    assert result.extra["count"] == 0
    assert "No worker takes jobs from the 'racplan-some-other-deployment' queue." in result.detail
    assert "other worker(s) answered" in result.detail


def test_health_counts_a_worker_busy_with_a_job(celery_worker_process, architect, project, wait_for):
    from apps.jobs.health import check_workers
    from apps.jobs.services import job_create
    from apps.jobs.tasks import DEMO_KIND

    job = job_create(kind=DEMO_KIND, owner=architect, project=project, payload={"steps": 12})
    wait_for(lambda: Job.objects.filter(pk=job.id, state=JobState.RUNNING, progress__gt=0).exists(), timeout=60)
    # the session's worker runs a solo pool: while the job runs it answers no control message
    result = check_workers(broker_ok=True)
    assert result.ok, result.detail
    assert result.extra["count"] == 1
    assert "are running with a fresh heartbeat: their worker is busy" in result.detail
    _follow(job.id, wait_for)
