"""The job sweeper every Celery worker runs (see config/celery_app.py for why it lives in the worker).

`CommonConfig.ready` adds `JobSweeper` to the Celery app's worker steps, so the Celery app itself imports nothing
from the apps: the Django fixup sets Django up while the worker starts, before the worker reads its steps.
"""

from __future__ import annotations

import logging
import threading

from celery import bootsteps
from django.conf import settings
from django.db import connections

from .services import jobs_sweep

logger = logging.getLogger("config.celery_app")


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

