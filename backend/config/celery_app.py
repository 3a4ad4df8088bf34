"""The Celery application of RACplan.

Broker settings come from Django settings (keys prefixed ``CELERY_``), so every settings module decides the broker.

Every worker also runs the job sweeper (`JobSweeper`, a worker bootstep): a thread in the worker's main process
that calls `apps.common.services.jobs_sweep` every JOBS_SWEEP_SECONDS. It lives in the worker rather than in
Celery beat so that the embedded default (`make run`), compose and the tests need no extra process, it keeps
running while the worker's pool is busy, and it works the same on the filesystem and Redis brokers. Several
workers sweeping at once is safe: each change is a compare-and-set on the Job row.
"""

import logging
import os
import threading

from celery import Celery, bootsteps
from celery.signals import task_postrun

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

logger = logging.getLogger(__name__)

app = Celery("racplan")
app.config_from_object("django.conf:settings", namespace="CELERY")
# Finds `tasks.py` in every installed Django app, so new apps need no registration here.
app.autodiscover_tasks()


@task_postrun.connect
def _forget_queries(**_kwargs):
    """Drop Django's per-connection query log after every task.

    With DEBUG on, Django keeps the SQL of every query until a request ends; a worker never sees a request, so the
    log (with large JSON parameters of parse results) would grow to thousands of entries per process.
    """
    from django.db import reset_queries

    reset_queries()


class JobSweeper(bootsteps.StartStopStep):
    """Runs `jobs_sweep` on a timer thread for as long as the worker runs (the first pass right at start-up)."""

    def __init__(self, parent, **kwargs):
        super().__init__(parent, **kwargs)
        self.stopped = threading.Event()
        self.thread = None

    def start(self, parent):
        self.thread = threading.Thread(target=self.loop, name="racplan-job-sweeper", daemon=True)
        self.thread.start()

    def stop(self, parent):
        self.stopped.set()
        if self.thread is not None:
            self.thread.join(timeout=5)

    def loop(self):
        from django.conf import settings
        from django.db import connections

        from apps.common.services import jobs_sweep

        try:
            while not self.stopped.is_set():
                try:
                    jobs_sweep()
                except Exception:  # noqa: BLE001 - a failed pass (database restarting...) is retried next time
                    logger.exception("Job sweep failed")
                    connections.close_all()
                self.stopped.wait(settings.JOBS_SWEEP_SECONDS)
        finally:
            connections.close_all()


app.steps["worker"].add(JobSweeper)
