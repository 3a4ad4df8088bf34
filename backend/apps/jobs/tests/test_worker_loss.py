"""A worker process killed in the middle of a job: the message is handed out again and the job completes.

This is the mechanism every job relies on (acks_late + reject_on_worker_lost + an idempotent runner, and the
sweeper re-queueing a job whose heartbeat stopped): bundle renders, parses and PDF exports run through the same
`run_job`. A prefork worker is used so that the child doing the
work can be killed while its parent stays up and requeues the message.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from django.conf import settings

from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.tests.workers import celery_worker, session_worker_paused

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

LOSS_QUEUE = f"{settings.CELERY_TASK_DEFAULT_QUEUE}-worker-loss"


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(c) for c in path.read_text().split()] if path.exists() else []


@pytest.fixture
def worker_log(tmp_path) -> Path:
    return tmp_path / "prefork-worker.log"


@pytest.fixture
def prefork_worker(django_db_setup, wait_for, worker_log):
    # Its own queue: the session's solo worker (other tests) must not pick up the job this test kills.
    with celery_worker(node=f"racplan-loss-{settings.TEST_RUN_ID}@localhost", pool="prefork", queue=LOSS_QUEUE,
                       loglevel="INFO", wait_for=wait_for, log_path=worker_log) as proc:
        yield proc


def _job_and_log(job_id: int, log: Path) -> str:
    """What a failure message needs: the job row as it stands and the end of the worker's log."""
    job = Job.objects.filter(pk=job_id).values("state", "progress", "attempts", "enqueued_at", "heartbeat_at",
                                               "message", "error").first()
    tail = log.read_text()[-6000:] if log.exists() else "(no log)"
    return f"job {job_id}: {job}\nworker log (end):\n{tail}"


def test_a_job_whose_worker_process_is_killed_runs_again_and_succeeds(prefork_worker, worker_log, architect, project,
                                                                     wait_for):
    from apps.jobs.services import job_create
    from apps.jobs.tasks import DEMO_KIND

    job = job_create(kind=DEMO_KIND, owner=architect, project=project, payload={"steps": 12}, queue=LOSS_QUEUE)
    job_id = job.id

    # Wait until the job is visibly under way in the worker's child process, then kill that child outright.
    try:
        wait_for(lambda: Job.objects.filter(pk=job_id, state=JobState.RUNNING, progress__gt=0).exists(), timeout=60)
    except pytest.fail.Exception:
        pytest.fail(f"the job never started\n{_job_and_log(job_id, worker_log)}")
    children = wait_for(lambda: _children(prefork_worker.pid), timeout=10, message="no child process")
    for child in children:
        os.kill(child, signal.SIGKILL)

    try:
        job = wait_for(lambda: Job.objects.filter(pk=job_id, state__in=[JobState.SUCCEEDED, JobState.FAILED]).first(),
                       timeout=120)
    except pytest.fail.Exception:
        pytest.fail(f"the job did not finish after its worker process was killed\n{_job_and_log(job_id, worker_log)}")
    assert job.state == JobState.SUCCEEDED
    assert job.attempts >= 2, "the job must have been handed out again"
    assert job.progress == 100 and job.error == ""


def test_a_job_whose_pool_process_dies_is_sent_again_by_the_next_sweep_not_when_its_heartbeat_goes_stale(
        django_db_setup, architect, project, tmp_path, wait_for):
    """The worker's own sweeper sees that the pool process running a job is dead and queues the job again at once,
    instead of waiting JOBS_STALE_SECONDS (60 s in production, 600 s for this worker) for its heartbeat to age."""
    from apps.jobs.services import job_create
    from apps.jobs.tasks import DEMO_KIND

    log = tmp_path / "patient-worker.log"
    queue = f"{LOSS_QUEUE}-patient"
    # The session's worker sweeps this database with the test settings' 5 s staleness: kept out of the way.
    with session_worker_paused(wait_for), celery_worker(
            node=f"racplan-patient-{settings.TEST_RUN_ID}@localhost", pool="prefork", queue=queue, loglevel="INFO",
            wait_for=wait_for, log_path=log, env={"JOBS_STALE_SECONDS": "600"}) as worker:
        job = job_create(kind=DEMO_KIND, owner=architect, project=project, payload={"steps": 12}, queue=queue)
        try:
            wait_for(lambda: Job.objects.filter(pk=job.id, state=JobState.RUNNING, progress__gt=0).exists(),
                     timeout=60)
        except pytest.fail.Exception:
            pytest.fail(f"the job never started\n{_job_and_log(job.id, log)}")
        running = Job.objects.get(pk=job.id)
        pid = int(running.worker.rsplit(" process ", 1)[1])
        assert pid in _children(worker.pid), (running.worker, _children(worker.pid))
        os.kill(pid, signal.SIGKILL)
        try:
            done = wait_for(lambda: Job.objects.filter(pk=job.id, state=JobState.SUCCEEDED).first(), timeout=90)
        except pytest.fail.Exception:
            pytest.fail(f"the job was not run again within 90 s of its process dying\n{_job_and_log(job.id, log)}")
    assert done.attempts == 2
