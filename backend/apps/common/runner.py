"""The job runner: how a Celery task drives a `Job` row.

Write a job as a plain function ``fn(job, report) -> result`` and decorate it with `job_task`::

    @job_task(kind="bundle.render")
    def render_bundle(job, report):
        report(10, "Loading plan")
        ...
        return {"bundle_id": bundle.id}      # stored in Job.result (must be JSON-serialisable)

The decorator makes a Celery task that takes only the job id; `apps.common.services.job_create(kind=...)` finds it
by kind and enqueues it after commit.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

from celery import shared_task
from django.core.exceptions import ValidationError
from django.core.serializers.json import DjangoJSONEncoder
from django.db.models import F
from django.utils import timezone

from .choices import JobState
from .models import Job

logger = logging.getLogger(__name__)

Report = Callable[..., None]
JobFunction = Callable[[Job, Report], Any]

#: kind -> Celery task, filled by `job_task`.
JOB_TASKS: dict[str, Any] = {}

ERROR_MAX_LENGTH = 2000
MESSAGE_MAX_LENGTH = 500


class JobError(Exception):
    """An expected failure (bad input, missing data): logged without a traceback."""


def describe_exception(exc: BaseException) -> str:
    """A one-line, human-readable description of `exc`: never a traceback."""
    if isinstance(exc, ValidationError):
        text = f"{type(exc).__name__}: {'; '.join(exc.messages)}"
    else:
        detail = str(exc).strip()
        text = f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__
    return text[:ERROR_MAX_LENGTH]


def run_job(job_id: int, fn: JobFunction) -> Any:
    """Run `fn` for the job `job_id`, keeping the row's state, progress, result and error up to date.

    Idempotent: a job that already finished is left alone (a redelivered message is a no-op), while a job found
    ``running`` (its worker died and the broker redelivered the message) is run again. Exceptions raised by `fn`
    mark the job failed with a readable message; the traceback goes to the log only.
    """
    now = timezone.now()
    claimed = Job.objects.filter(pk=job_id, state__in=[JobState.QUEUED, JobState.RUNNING]).update(
        state=JobState.RUNNING,
        started_at=now,
        finished_at=None,
        progress=0,
        error="",
        attempts=F("attempts") + 1,
    )
    if not claimed:
        logger.info("Job %s is missing or already finished; nothing to do.", job_id)
        return None
    job = Job.objects.get(pk=job_id)

    def report(progress: float, message: str = "") -> None:
        """Store progress (clamped to 0..100) and a short status message."""
        value = max(0, min(100, int(progress)))
        Job.objects.filter(pk=job_id).update(progress=value, message=str(message)[:MESSAGE_MAX_LENGTH])

    try:
        result = fn(job, report)
        # Round-trip through JSON so a bad result fails the job here instead of breaking the final update.
        result = json.loads(json.dumps(result, cls=DjangoJSONEncoder))
    except Exception as exc:  # noqa: BLE001 - every failure must end in a readable failed row
        if isinstance(exc, JobError):
            logger.warning("Job %s (%s) failed: %s", job_id, job.kind, exc)
        else:
            logger.exception("Job %s (%s) failed", job_id, job.kind)
        Job.objects.filter(pk=job_id).update(
            state=JobState.FAILED, error=describe_exception(exc), finished_at=timezone.now()
        )
        return None
    Job.objects.filter(pk=job_id).update(
        state=JobState.SUCCEEDED, progress=100, result=result, finished_at=timezone.now()
    )
    return result


def job_task(*, kind: str, **celery_options: Any) -> Callable[[JobFunction], Any]:
    """Decorator turning ``fn(job, report)`` into a Celery task ``task(job_id)`` registered for `kind`."""

    def decorator(fn: JobFunction) -> Any:
        def run(job_id: int) -> Any:
            return run_job(job_id, fn)

        run.__doc__ = fn.__doc__
        task = shared_task(name=f"{fn.__module__}.{fn.__name__}", **celery_options)(run)
        task.job_function = fn
        JOB_TASKS[kind] = task
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
