"""Write operations of apps.common."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from .models import Job
from .runner import get_job_task


def job_create(*, kind: str, owner, project=None, payload: dict[str, Any] | None = None, task=None) -> Job:
    """Persist a queued `Job` and enqueue its Celery task once the surrounding transaction commits.

    The task is the one registered for `kind` with `apps.common.runner.job_task`, unless `task` is given.
    """
    task = task or get_job_task(kind)
    job = Job(kind=kind, owner=owner, project=project, payload=payload or {})
    job.full_clean()
    job.save()
    transaction.on_commit(lambda: task.delay(job.id))
    return job
