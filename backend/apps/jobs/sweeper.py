"""The job sweeper every Celery worker runs (see config/celery_app.py for why it lives in the worker).

`CommonConfig.ready` adds `JobSweeper` to the Celery app's worker steps, so the Celery app itself imports nothing
from the apps: the Django fixup sets Django up while the worker starts, before the worker reads its steps.

The sweeper also tells the others this worker is alive (its `Worker` row, refreshed every sweep), and a signal
handler below stamps each job message the worker takes with the worker's name (`Job.worker`). A worker that dies
holding messages (killed with a job waiting in its prefetch, its host lost) is then seen by any other worker's
next sweep once its row is JOBS_STALE_SECONDS old, and those jobs are sent again at once.
"""

from __future__ import annotations

import logging
import os
import threading
import uuid

from celery import bootsteps
from celery.signals import task_received
from django.conf import settings
from django.db import connections

from . import runner
from .choices import JobState
from .models import Job
from .services import jobs_sweep, worker_gone, worker_seen

logger = logging.getLogger("config.celery_app")


class JobSweeper(bootsteps.StartStopStep):
    """Runs `jobs_sweep` on a timer thread for as long as the worker runs (the first pass right at start-up), and
    keeps this worker's `Worker` row fresh."""

    def __init__(self, parent, **kwargs):
        super().__init__(parent, **kwargs)
        self.stopped = threading.Event()
        self.thread = None
        # Named before the pool starts, so its child processes inherit the name (runner.CURRENT_WORKER).
        self.name = f"{getattr(parent, 'hostname', 'worker')} pid {os.getpid()} {uuid.uuid4().hex[:8]}"
        runner.CURRENT_WORKER = self.name

    def start(self, parent):
        self.thread = threading.Thread(target=self.loop, name="racplan-job-sweeper", daemon=True)
        self.thread.start()

    def stop(self, parent):
        self.stopped.set()
        if self.thread is not None:
            self.thread.join(timeout=5)
        try:
            worker_gone(name=self.name)
        except Exception:  # noqa: BLE001 - its row then goes stale, and the others act on that
            logger.warning("Worker %s: its row could not be removed", self.name, exc_info=True)
        finally:
            connections.close_all()

    def loop(self):
        try:
            while not self.stopped.is_set():
                try:
                    worker_seen(name=self.name)
                    jobs_sweep()
                except Exception:  # noqa: BLE001 - a failed pass (database restarting...) is retried next time
                    logger.exception("Job sweep failed")
                    connections.close_all()
                self.stopped.wait(settings.JOBS_SWEEP_SECONDS)
        finally:
            connections.close_all()


def job_task_names() -> set[str]:
    """Names of the Celery tasks that run `Job` rows (registered with `apps.jobs.runner.job_task`)."""
    return {task.name for task in runner.JOB_TASKS.values()}


@task_received.connect
def job_message_taken(sender=None, request=None, **kwargs) -> None:
    """Stamp the job whose message this worker just took (it may wait in the prefetch before it runs) with the
    worker's name, so that the job is sent again at once if this worker dies before running it."""
    if not runner.CURRENT_WORKER or request is None or request.task_name not in job_task_names():
        return
    try:
        job_id = int(request.args[0])
        Job.objects.filter(pk=job_id, state=JobState.QUEUED).update(worker=runner.CURRENT_WORKER)
    except Exception:  # noqa: BLE001 - never stop the consumer: without the stamp the resend deadline still applies
        logger.warning("Worker %s: a taken job message could not be recorded", runner.CURRENT_WORKER, exc_info=True)
