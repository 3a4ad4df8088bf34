"""The job runner, called in-process (the real-worker tests are in test_worker.py)."""

import pytest
from django.core.exceptions import ValidationError

from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.runner import JobError, describe_exception, get_job_task, run_job
from apps.jobs.services import job_create
from apps.jobs.tasks import demo_job
from apps.jobs.tests.factories import JobFactory

pytestmark = pytest.mark.django_db


def test_success_stores_result_and_progress():
    job = JobFactory()
    seen = []

    def work(job, report):
        report(40, "almost")
        seen.append(Job.objects.get(pk=job.pk).state)
        return {"answer": 42}

    assert run_job(job.pk, work) == {"answer": 42}
    job.refresh_from_db()
    assert seen == [JobState.RUNNING]
    assert (job.state, job.progress, job.result, job.attempts) == (JobState.SUCCEEDED, 100, {"answer": 42}, 1)
    assert job.started_at and job.finished_at and job.error == ""
    assert job.message == "Done"  # not the last step's "almost", which reads as work still going on


def test_a_final_message_of_the_job_s_own_is_kept():
    job = JobFactory()

    def work(job, report):
        report(100, "Bundle ready")

    run_job(job.pk, work)
    job.refresh_from_db()
    assert (job.state, job.message) == (JobState.SUCCEEDED, "Bundle ready")


def test_failure_is_readable_without_traceback():
    job = JobFactory()

    def work(job, report):
        raise ValueError("node count must be even")

    run_job(job.pk, work)
    job.refresh_from_db()
    assert job.state == JobState.FAILED
    assert job.error == "ValueError: node count must be even"
    assert "Traceback" not in job.error and job.finished_at


def test_unserialisable_result_fails_the_job():
    job = JobFactory()
    run_job(job.pk, lambda job, report: {"x": object()})
    job.refresh_from_db()
    assert job.state == JobState.FAILED
    assert job.error.startswith("TypeError")


def test_finished_jobs_are_not_run_again():
    calls = []
    for state in (JobState.SUCCEEDED, JobState.FAILED):
        job = JobFactory(state=state)
        assert run_job(job.pk, lambda job, report: calls.append(1)) is None
        job.refresh_from_db()
        assert job.state == state and job.attempts == 0
    assert calls == []


def test_running_job_left_by_a_lost_worker_is_rerun():
    job = JobFactory(state=JobState.RUNNING, attempts=1, progress=60)
    run_job(job.pk, lambda job, report: {"ok": True})
    job.refresh_from_db()
    assert (job.state, job.attempts, job.result) == (JobState.SUCCEEDED, 2, {"ok": True})


def test_missing_job_is_a_no_op():
    assert run_job(987654, lambda job, report: 1) is None


def test_report_clamps_progress():
    job = JobFactory()
    values = []

    def work(job, report):
        for value in (-5, 150):
            report(value, "x" * 1000)
            values.append(Job.objects.get(pk=job.pk).progress)

    run_job(job.pk, work)
    assert values == [0, 100]


def test_describe_exception():
    # an expected failure is written for the user: no class name in front of it
    assert describe_exception(JobError("Plan 3 has no nodes.")) == "Plan 3 has no nodes."
    assert describe_exception(JobError()) == "JobError"
    assert describe_exception(KeyError()) == "KeyError"
    assert describe_exception(ValidationError({"name": ["Required."]})) == "ValidationError: Required."


def test_job_create_enqueues_on_commit(architect, project, django_capture_on_commit_callbacks, monkeypatch):
    sent = []
    monkeypatch.setattr(demo_job, "apply_async", lambda args, **_: sent.append(args[0]))
    with django_capture_on_commit_callbacks(execute=True):
        job = job_create(kind="demo", owner=architect, project=project, payload={"steps": 2})
        assert sent == []
    assert sent == [job.id]
    assert job.state == JobState.QUEUED


def test_job_create_rejects_unknown_kind(architect):
    with pytest.raises(LookupError):
        job_create(kind="no-such-kind", owner=architect)
    assert get_job_task("demo") is demo_job


def test_demo_job_function_in_process(settings):
    settings.DEMO_JOB_STEP_SECONDS = 0
    job = JobFactory(payload={"steps": 4, "fail": True})
    run_job(job.pk, demo_job.job_function)
    job.refresh_from_db()
    assert job.state == JobState.FAILED
    assert job.error == "Demo job failed on purpose at step 2 of 4."
    assert job.progress == 25
