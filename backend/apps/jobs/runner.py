"""The job runner: how a Celery task drives a `Job` row.

Write a job as a plain function ``fn(job, report) -> result`` and decorate it with `job_task`::

    @job_task(kind="bundle.render")
    def render_bundle(job, report):
        report(10, "Loading plan")
        ...
        return {"bundle_id": bundle.id}      # stored in Job.result (must be JSON-serialisable)

The decorator makes a Celery task that takes only the job id; `apps.jobs.services.job_create(kind=...)` finds it
by kind and enqueues it after commit. ``on_failure(job)`` (optional) is called whenever the job ends failed, by
the runner or by the sweeper giving up on a lost worker, so the domain row it works on (a run file, a bundle)
reaches a final state too.

While ``fn`` runs, a background thread refreshes ``Job.heartbeat_at``; a job whose heartbeat stops is found by
`apps.jobs.services.jobs_sweep`. Every write of a run is fenced by its attempt number, so a run the sweeper has
already given up on or handed to another worker cannot overwrite the newer run's row.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from celery import shared_task
from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, connections
from django.db.models import Case, F, Q, Value, When
from django.utils import timezone

from apps.common.constants import ERROR_MAX_LENGTH

from .choices import JobState
from .models import Job

logger = logging.getLogger(__name__)

Report = Callable[..., None]
JobFunction = Callable[[Job, Report], Any]

#: kind -> Celery task, filled by `job_task`.
JOB_TASKS: dict[str, Any] = {}
#: kind -> ``on_failure(job)`` hook, filled by `job_task`.
FAILURE_HOOKS: dict[str, Callable[[Job], None]] = {}

#: This process's worker name (`apps.jobs.models.Worker`), set when a Celery worker starts (its pool's child
#: processes inherit it); empty elsewhere (the web, a job run in process by a test).
CURRENT_WORKER = ""

DONE_MESSAGE = "Done"
MESSAGE_MAX_LENGTH = 500
#: The status message of a job whose message a worker took but could not start: it is sent again.
NOT_STARTED_REQUEUED = ("A worker took this job but could not start it ({reason}); it is sent again "
                        "(try {next} of {limit}).")
#: The reason a job fails with once workers took it JOBS_MAX_ATTEMPTS times without starting it.
NOT_STARTED_GAVE_UP = "Workers took this job {attempts} time(s) but could not start it; the last reason: {reason}"
#: Pauses between tries to record that a job could not start (a busy database is often free a moment later).
NOT_STARTED_RETRY_SECONDS = (0.5, 1.0, 2.0)
#: What a running job's `Job.worker` says after its worker's name: the process that runs it.
PROCESS_MARK = " process "


def process_name() -> str:
    """The name this process gives the jobs it runs: its worker's name and its own process id, so the worker's
    sweeper can tell at once when the pool process running a job has died (empty outside a worker)."""
    return f"{CURRENT_WORKER}{PROCESS_MARK}{os.getpid()}" if CURRENT_WORKER else ""


class JobError(Exception):
    """An expected failure (bad input, missing data): logged without a traceback."""


def describe_exception(exc: BaseException) -> str:
    """A one-line, human-readable description of `exc`: never a traceback. A :class:`JobError` is written for the
    user and stands as it is; any other exception is named, since its text alone may not say what went wrong."""
    if isinstance(exc, JobError) and str(exc).strip():
        text = str(exc).strip()
    elif isinstance(exc, ValidationError):
        text = f"{type(exc).__name__}: {'; '.join(exc.messages)}"
    else:
        detail = str(exc).strip()
        text = f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__
    return text[:ERROR_MAX_LENGTH]


def claimable(now) -> Q:
    """Rows a delivered message may claim: queued ones, and running ones whose worker is gone (stale heartbeat)."""
    stale = now - timedelta(seconds=settings.JOBS_STALE_SECONDS)
    lost = Q(state=JobState.RUNNING) & (Q(heartbeat_at__isnull=True) | Q(heartbeat_at__lt=stale))
    return Q(state=JobState.QUEUED) | (lost & Q(attempts__lt=settings.JOBS_MAX_ATTEMPTS))


class Heartbeat(threading.Thread):
    """Refreshes a running job's ``heartbeat_at`` every JOBS_HEARTBEAT_SECONDS until stopped.

    A thread rather than `report` calls alone, so a long step that reports nothing is not mistaken for a lost worker.
    """

    def __init__(self, job_id: int, attempt: int) -> None:
        super().__init__(name=f"job-{job_id}-heartbeat", daemon=True)
        self.job_id, self.attempt = job_id, attempt
        self.stopped = threading.Event()

    def run(self) -> None:
        try:
            while not self.stopped.wait(settings.JOBS_HEARTBEAT_SECONDS):
                try:
                    Job.objects.filter(pk=self.job_id, state=JobState.RUNNING, attempts=self.attempt).update(
                        heartbeat_at=timezone.now()
                    )
                except Exception:  # noqa: BLE001 - a missed beat is retried on the next tick
                    logger.warning("Job %s: heartbeat not stored", self.job_id, exc_info=True)
        finally:
            connections.close_all()  # this thread's own connections

    def stop(self) -> None:
        self.stopped.set()
        if self.is_alive():
            self.join(timeout=5)


def job_failed(job_id: int) -> None:
    """Tell the job's domain (its ``on_failure`` hook) that the job ended failed; a hook error is only logged."""
    job = Job.objects.filter(pk=job_id).first()
    if job is not None:
        with contextlib.suppress(LookupError):
            get_job_task(job.kind)  # its hook is registered with its task: import the tasks if no one has yet
    hook = FAILURE_HOOKS.get(job.kind) if job else None
    if hook is None:
        return
    try:
        hook(job)
    except Exception:  # noqa: BLE001 - the job row already says what went wrong
        logger.exception("Job %s (%s): the failure hook raised", job_id, job.kind)


def run_job(job_id: int, fn: JobFunction) -> Any:
    """Run `fn` for the job `job_id`, keeping the row's state, progress, heartbeat, result and error up to date.

    Idempotent: a job that already finished is left alone (a redelivered message is a no-op), and so is a job
    another worker is running (its heartbeat is fresh). A job found ``running`` with a stale heartbeat (its worker
    died and the broker redelivered the message) is run again, up to JOBS_MAX_ATTEMPTS runs. Exceptions raised by
    `fn` mark the job failed with a readable message; the traceback goes to the log only.
    """
    now = timezone.now()
    try:
        claimed = Job.objects.filter(claimable(now), pk=job_id).update(
            state=JobState.RUNNING,
            started_at=now,
            heartbeat_at=now,
            finished_at=None,
            progress=0,
            error="",
            attempts=F("attempts") + 1,
            worker=process_name(),
        )
    except Exception as exc:  # noqa: BLE001 - the database refused the claim: the job must not stay queued
        logger.exception("Job %s: the worker could not start it", job_id)
        if not job_not_started(job_id, exc):
            raise
        return None
    if not claimed:
        logger.info("Job %s is missing, finished or running elsewhere; nothing to do.", job_id)
        return None
    job = Job.objects.get(pk=job_id)
    attempt = job.attempts
    mine = Job.objects.filter(pk=job_id, attempts=attempt)  # fenced: a newer attempt owns the row

    def report(progress: float, message: str = "") -> None:
        """Store progress (clamped to 0..100) and a short status message."""
        value = max(0, min(100, int(progress)))
        mine.update(progress=value, message=str(message)[:MESSAGE_MAX_LENGTH], heartbeat_at=timezone.now())

    heartbeat = Heartbeat(job_id, attempt)
    # Inside a caller's transaction (a job run in-process, as tests do) another connection could neither see the
    # row nor, on SQLite, write while that transaction holds the lock: no separate heartbeat then.
    if not connection.in_atomic_block:
        heartbeat.start()
    try:
        result = fn(job, report)
        # Round-trip through JSON so a bad result fails the job here instead of breaking the final update.
        result = json.loads(json.dumps(result, cls=DjangoJSONEncoder))
    except Exception as exc:  # noqa: BLE001 - every failure must end in a readable failed row
        heartbeat.stop()
        if isinstance(exc, JobError):
            logger.warning("Job %s (%s) failed: %s", job_id, job.kind, exc)
        else:
            logger.exception("Job %s (%s) failed", job_id, job.kind)
        if mine.update(state=JobState.FAILED, error=describe_exception(exc), finished_at=timezone.now()):
            job_failed(job_id)
        return None
    heartbeat.stop()
    # The last step's message ("Updating the run's metrics") would read as work still going on: a job that did not
    # report a final message of its own (at 100 %) says it is done.
    final_message = Case(When(progress=100, then=F("message")), default=Value(DONE_MESSAGE))
    mine.update(state=JobState.SUCCEEDED, progress=100, message=final_message, result=result,
                finished_at=timezone.now())
    return result


def job_not_started(job_id: int, exc: BaseException | str, *, worker: str | None = None) -> str:
    """A worker took the message of queued job `job_id` and will not run it (the claim failed: the database refused
    the write, say). The job is marked unsent, so the next sweep sends it again, or failed with the reason once
    workers have taken it JOBS_MAX_ATTEMPTS times: never left queued behind a message nobody holds. `worker`, when
    given, must still be the job's holder (a compare-and-set for the sweeper's check of what its worker holds).

    Returns "requeued", "failed", or "" when the row was not queued any more or could not be written (the
    database still refuses): then the worker's sweeper finds the job it no longer holds on a later pass.
    """
    reason = exc if isinstance(exc, str) else describe_exception(exc)
    limit = settings.JOBS_MAX_ATTEMPTS
    for pause in (0.0, *NOT_STARTED_RETRY_SECONDS):
        time.sleep(pause)
        try:
            if not connection.in_atomic_block:
                connections.close_all()  # a connection the failure may have left broken; a fresh one is made
            row = Job.objects.filter(pk=job_id, state=JobState.QUEUED)
            if worker is not None:
                row = row.filter(worker=worker)
            attempts = row.values_list("attempts", flat=True).first()
            if attempts is None:
                return ""
            same = row.filter(attempts=attempts)
            if attempts + 1 >= limit:
                if not same.update(state=JobState.FAILED, attempts=attempts + 1, finished_at=timezone.now(),
                                   error=NOT_STARTED_GAVE_UP.format(attempts=attempts + 1, reason=reason)
                                   [:ERROR_MAX_LENGTH]):
                    return ""
                job_failed(job_id)
                return "failed"
            message = NOT_STARTED_REQUEUED.format(reason=reason, next=attempts + 2, limit=limit)
            if not same.update(attempts=attempts + 1, enqueued_at=None, worker="",
                               message=message[:MESSAGE_MAX_LENGTH]):
                return ""
            logger.warning("Job %s: a worker could not start it (%s); it is sent again.", job_id, reason)
            return "requeued"
        except Exception:  # noqa: BLE001 - tried again after a pause; the sweeper is the last resort
            logger.warning("Job %s: could not record that it did not start", job_id, exc_info=True)
    return ""


def job_task(
    *, kind: str, on_failure: Callable[[Job], None] | None = None, **celery_options: Any
) -> Callable[[JobFunction], Any]:
    """Decorator turning ``fn(job, report)`` into a Celery task ``task(job_id)`` registered for `kind`.

    Tasks acknowledge their message only when they return (``acks_late``), so a message whose worker process dies
    is handed out again where the broker can.
    """
    celery_options.setdefault("acks_late", True)
    celery_options.setdefault("reject_on_worker_lost", True)

    def decorator(fn: JobFunction) -> Any:
        def run(job_id: int) -> Any:
            return run_job(job_id, fn)

        run.__doc__ = fn.__doc__
        task = shared_task(name=f"{fn.__module__}.{fn.__name__}", **celery_options)(run)
        task.job_function = fn
        JOB_TASKS[kind] = task
        if on_failure is not None:
            FAILURE_HOOKS[kind] = on_failure
        return task

    return decorator


def get_job_task(kind: str) -> Any:
    """The task registered for `kind`, importing every app's tasks module on first miss."""
    if kind not in JOB_TASKS:
        from django.utils.module_loading import autodiscover_modules

        autodiscover_modules("tasks")
    try:
        return JOB_TASKS[kind]
    except KeyError:
        raise LookupError(f"No job task is registered for kind {kind!r}.") from None
