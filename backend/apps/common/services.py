"""Write operations of apps.common: creating jobs, sending their messages, and sweeping stranded jobs.

The committed `Job` row is the truth, the broker message only a wake-up call (an outbox). `job_create` saves the
row and sends the message once the transaction commits; when the broker is down the request still succeeds and
the row stays queued with no ``enqueued_at``. `jobs_sweep`, run periodically inside every worker
(`apps.common.sweeper.JobSweeper`), sends such rows later, and re-queues or fails rows whose worker was lost.
Every change the sweeper makes is a compare-and-set on the row, so several workers may sweep at once.
"""

from __future__ import annotations

import contextlib
import logging
import time
from datetime import timedelta
from typing import Any, TypeVar

from django.conf import settings
from django.db import models, transaction
from django.db.models import Q
from django.utils import timezone

from .choices import JobState
from .health import broker_connection
from .models import Job
from .runner import get_job_task, job_failed

logger = logging.getLogger(__name__)

#: The reason a job fails with when its worker was lost once too often.
LOST_GAVE_UP = "The worker running this job stopped responding {attempts} time(s); the job was given up."
#: The status message of a job the sweeper queued again.
LOST_REQUEUED = "The worker running this job stopped responding; queued again (run {next} of {limit})."
#: How many rows one sweep looks at per category.
SWEEP_BATCH = 200
#: After a failed send, this process leaves sends to the sweeper for this long (seconds), so an upload of many
#: files does not wait for an unreachable broker once per file.
BROKER_BACKOFF_SECONDS = 5.0
_broker_down_until: dict[str, float] = {}  # broker URL -> monotonic time

_Row = TypeVar("_Row", bound=models.Model)


def saved(row: _Row) -> _Row:
    """``full_clean()`` then ``save()``: how a service writes a row it built or changed; returns the row."""
    row.full_clean()
    row.save()
    return row


def job_create(*, kind: str, owner, project=None, payload: dict[str, Any] | None = None, queue: str = "",
               subject: str = "") -> Job:
    """Persist a queued `Job` and send its Celery message once the surrounding transaction commits.

    `subject` names what the job works on ("awr.html of run Baseline") for the jobs list; it is cut to fit.

    The task is the one registered for `kind` with `apps.common.runner.job_task`. A broker that cannot be reached
    does not fail the caller: the job stays queued and the sweeper sends it later.
    """
    get_job_task(kind)  # an unknown kind is a programming error: refuse it before anything is stored
    room = Job._meta.get_field("subject").max_length
    subject = subject if len(subject) <= room else f"{subject[: room - 1]}…"
    job = saved(Job(kind=kind, owner=owner, project=project, payload=payload or {}, queue=queue, subject=subject))
    transaction.on_commit(lambda: job_send(job_id=job.id))
    return job


def job_send(*, job_id: int, connection=None, resend_before=None) -> str:
    """Send the message of queued job `job_id`: "sent", "failed" (broker unreachable) or "skipped" (not queued, or
    already sent).

    The row is marked sent (``enqueued_at``) before the message leaves, with a compare-and-set, so two senders
    (the web process and a sweeper, or two sweepers) never both send it; on failure the mark is taken back.
    `resend_before` lets the sweeper send again a message sent before that time (it was lost).
    """
    if connection is None and time.monotonic() < _broker_down_until.get(settings.CELERY_BROKER_URL, 0.0):
        return "failed"  # the broker just failed here: the sweeper sends this one
    now = timezone.now()
    unsent = Q(enqueued_at__isnull=True)
    if resend_before is not None:
        unsent |= Q(enqueued_at__lt=resend_before)
    job = Job.objects.filter(pk=job_id, state=JobState.QUEUED).filter(unsent).only("kind", "queue").first()
    if job is None or not Job.objects.filter(unsent, pk=job_id, state=JobState.QUEUED).update(enqueued_at=now):
        return "skipped"
    try:
        task = get_job_task(job.kind)
        options = {"queue": job.queue} if job.queue else {}
        with contextlib.ExitStack() as stack:
            conn = connection or stack.enter_context(broker_connection(settings.JOBS_SEND_TIMEOUT))
            task.apply_async(args=[job_id], connection=conn, retry=False, **options)
    except Exception as exc:  # noqa: BLE001 - any broker failure: the sweeper sends it later
        logger.warning("Job %s: the broker did not take its message (%s); it stays queued for the sweeper.",
                       job_id, type(exc).__name__)
        Job.objects.filter(pk=job_id, state=JobState.QUEUED, enqueued_at=now).update(enqueued_at=None)
        if connection is None:
            _broker_down_until[settings.CELERY_BROKER_URL] = time.monotonic() + BROKER_BACKOFF_SECONDS
        return "failed"
    return "sent"


def job_requeue_lost(*, job: Job, now=None) -> str:
    """Deal with a running job whose heartbeat stopped: queue it again, or fail it after JOBS_MAX_ATTEMPTS runs.

    Returns "requeued", "failed" or "" (the row changed meanwhile: its worker came back or someone else acted).
    """
    now = now or timezone.now()
    same = Job.objects.filter(pk=job.pk, state=JobState.RUNNING, attempts=job.attempts,
                              heartbeat_at=job.heartbeat_at)
    limit = settings.JOBS_MAX_ATTEMPTS
    if job.attempts >= limit:
        if not same.update(state=JobState.FAILED, error=LOST_GAVE_UP.format(attempts=job.attempts),
                           finished_at=now):
            return ""
        logger.warning("Job %s (%s) failed: its worker was lost %s time(s).", job.pk, job.kind, job.attempts)
        job_failed(job.pk)
        return "failed"
    if not same.update(state=JobState.QUEUED, enqueued_at=None, heartbeat_at=None,
                       message=LOST_REQUEUED.format(next=job.attempts + 1, limit=limit)):
        return ""
    logger.warning("Job %s (%s): its worker was lost; queued again.", job.pk, job.kind)
    return "requeued"


def job_is_stranded(job: Job, *, now=None) -> bool:
    """Whether `job` waits for something that will not come: an unsent, lost or long-unstarted message, or a dead
    worker."""
    now = now or timezone.now()
    if job.state == JobState.QUEUED:
        return job.enqueued_at is None or job.enqueued_at < now - timedelta(seconds=settings.JOBS_RESEND_SECONDS)
    if job.state == JobState.RUNNING:
        stale = now - timedelta(seconds=settings.JOBS_STALE_SECONDS)
        return job.heartbeat_at is None or job.heartbeat_at < stale
    return False


def job_rescue(*, job: Job) -> bool:
    """Send a stranded job again now (a user re-uploaded its file, say). True when a message went out."""
    now = timezone.now()
    job.refresh_from_db()
    if not job_is_stranded(job, now=now):
        return False
    if job.state == JobState.RUNNING and job_requeue_lost(job=job, now=now) != "requeued":
        return False
    resend_before = now - timedelta(seconds=settings.JOBS_RESEND_SECONDS)
    return job_send(job_id=job.pk, resend_before=resend_before) == "sent"


def jobs_sweep(*, now=None) -> dict[str, int]:
    """One pass of the sweeper; returns how many jobs it re-queued, failed and sent.

    - running jobs whose heartbeat is older than JOBS_STALE_SECONDS: queued again, or failed with a readable reason
      once they have had JOBS_MAX_ATTEMPTS runs;
    - queued jobs never sent, JOBS_UNSENT_GRACE_SECONDS after creation (the broker was down, or the process died
      between commit and send), and queued jobs sent JOBS_RESEND_SECONDS ago that never started (message lost):
      sent (again).
    """
    now = now or timezone.now()
    counts = {"requeued": 0, "failed": 0, "sent": 0}
    stale = now - timedelta(seconds=settings.JOBS_STALE_SECONDS)
    lost = (Job.objects.filter(state=JobState.RUNNING)
            .filter(Q(heartbeat_at__isnull=True) | Q(heartbeat_at__lt=stale))
            .only("pk", "kind", "attempts", "heartbeat_at").order_by("pk")[:SWEEP_BATCH])
    requeued = []
    for job in lost:
        outcome = job_requeue_lost(job=job, now=now)
        if outcome:
            counts[outcome] += 1
        if outcome == "requeued":
            requeued.append(job.pk)
    grace = now - timedelta(seconds=settings.JOBS_UNSENT_GRACE_SECONDS)
    resend_before = now - timedelta(seconds=settings.JOBS_RESEND_SECONDS)
    waiting = list(Job.objects.filter(state=JobState.QUEUED)
                   .filter(Q(enqueued_at__isnull=True, created_at__lt=grace) | Q(enqueued_at__lt=resend_before))
                   .order_by("pk").values_list("pk", flat=True)[:SWEEP_BATCH])
    waiting = requeued + [pk for pk in waiting if pk not in requeued]
    if waiting:
        try:
            with broker_connection(settings.JOBS_SEND_TIMEOUT) as conn:
                for job_id in waiting:
                    outcome = job_send(job_id=job_id, connection=conn, resend_before=resend_before)
                    if outcome == "failed":
                        break  # the broker is down: try the rest on the next sweep
                    counts["sent"] += outcome == "sent"
        except Exception as exc:  # noqa: BLE001 - the broker is down; the next sweep tries again
            logger.warning("Job sweep: the broker is unreachable (%s).", type(exc).__name__)
    if any(counts.values()):
        logger.info("Job sweep: %s", counts)
    return counts
