"""Write operations of apps.jobs: creating jobs, sending their messages, and sweeping stranded jobs.

The committed `Job` row is the truth, the broker message only a wake-up call (an outbox). `job_create` saves the
row and sends the message once the transaction commits; when the broker is down the request still succeeds and
the row stays queued with no ``enqueued_at``. `jobs_sweep`, run periodically inside every worker
(`apps.jobs.sweeper.JobSweeper`), sends such rows later, and re-queues or fails rows whose worker was lost.
Every change the sweeper makes is a compare-and-set on the row, so several workers may sweep at once.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import time
import uuid
from collections.abc import Collection
from datetime import timedelta
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from apps.common.services import saved

from .choices import JobState
from .health import broker_connection
from .models import BrokerEpoch, Job, Worker
from .runner import PROCESS_MARK, get_job_task, job_failed, job_not_started

logger = logging.getLogger(__name__)

#: The reason a job fails with when its worker was lost once too often.
LOST_GAVE_UP = "The worker running this job stopped responding {attempts} time(s); the job was given up."
#: The status message of a job the sweeper queued again.
LOST_REQUEUED = "The worker running this job stopped responding; queued again (run {next} of {limit})."
#: Why a job is sent again when its worker took the message and no longer holds it without having started it.
DROPPED_REASON = "its task ended before the job started"
#: How many rows one sweep looks at per category.
SWEEP_BATCH = 200
#: After a failed send, this process leaves sends to the sweeper for this long (seconds), so an upload of many
#: files does not wait for an unreachable broker once per file.
BROKER_BACKOFF_SECONDS = 5.0
_broker_down_until: dict[str, float] = {}  # broker URL -> monotonic time

def job_create(*, kind: str, owner, project=None, payload: dict[str, Any] | None = None, queue: str = "",
               subject: str = "") -> Job:
    """Persist a queued `Job` and send its Celery message once the surrounding transaction commits.

    `subject` names what the job works on ("awr.html of run Baseline") for the jobs list; it is cut to fit.

    The task is the one registered for `kind` with `apps.jobs.runner.job_task`. A broker that cannot be reached
    does not fail the caller: the job stays queued and the sweeper sends it later.
    """
    job = saved(job_build(kind=kind, owner=owner, project=project, payload=payload, queue=queue, subject=subject))
    transaction.on_commit(lambda: job_send(job_id=job.id))
    return job


def job_build(*, kind: str, owner, project=None, payload: dict[str, Any] | None = None, queue: str = "",
              subject: str = "") -> Job:
    """An unsaved queued `Job` (see `job_create`; `jobs_create` stores many at once)."""
    get_job_task(kind)  # an unknown kind is a programming error: refuse it before anything is stored
    room = Job._meta.get_field("subject").max_length
    subject = subject if len(subject) <= room else f"{subject[: room - 1]}…"
    return Job(kind=kind, owner=owner, project=project, payload=payload or {}, queue=queue, subject=subject)


#: Rows per statement when many jobs are stored or sent at once.
BULK_BATCH = 500


def jobs_create(jobs: list[Job]) -> list[Job]:
    """Store many jobs built with `job_build` in a few statements, and send their messages over one broker
    connection once the surrounding transaction commits (`jobs_send`): a reparse of a run of 1,500 files costs a
    handful of queries, not three per file."""
    for job in jobs:
        job.clean_fields(exclude=["owner", "project"])  # the foreign keys are the caller's rows, already checked
    created = Job.objects.bulk_create(jobs, batch_size=BULK_BATCH)
    ids = [job.pk for job in created]
    if ids:
        transaction.on_commit(lambda: jobs_send(job_ids=ids))
    return created


def jobs_send(*, job_ids: list[int]) -> int:
    """Send the messages of the queued, unsent jobs among `job_ids` over one broker connection; how many went out.

    Like `job_send`, rows are marked sent before their messages leave (one statement per batch) and unmarked when the
    broker refuses, so the sweeper sends those later. A row another sender marks meanwhile may be sent twice: a
    duplicate message is harmless (the runner claims a job with a compare-and-set).
    """
    if not job_ids or time.monotonic() < _broker_down_until.get(settings.CELERY_BROKER_URL, 0.0):
        return 0
    now = timezone.now()
    sent = 0
    pending: list[tuple[int, str, str]] = []
    for start in range(0, len(job_ids), BULK_BATCH):
        batch = job_ids[start:start + BULK_BATCH]
        rows = list(Job.objects.filter(pk__in=batch, state=JobState.QUEUED, enqueued_at__isnull=True)
                    .values_list("pk", "kind", "queue"))
        Job.objects.filter(pk__in=[pk for pk, _, _ in rows], enqueued_at__isnull=True).update(enqueued_at=now,
                                                                                             worker="")
        pending += rows
    try:
        with broker_connection(settings.JOBS_SEND_TIMEOUT) as conn:
            for job_id, kind, queue in pending:
                options = {"queue": queue} if queue else {}
                get_job_task(kind).apply_async(args=[job_id], connection=conn, retry=False, **options)
                sent += 1
    except Exception as exc:  # noqa: BLE001 - any broker failure: the sweeper sends the rest later
        rest = [job_id for job_id, _, _ in pending[sent:]]
        logger.warning("%s job(s): the broker did not take their messages (%s); they stay queued for the sweeper.",
                       len(rest), type(exc).__name__)
        for start in range(0, len(rest), BULK_BATCH):
            Job.objects.filter(pk__in=rest[start:start + BULK_BATCH], state=JobState.QUEUED,
                               enqueued_at=now).update(enqueued_at=None)
        _broker_down_until[settings.CELERY_BROKER_URL] = time.monotonic() + BROKER_BACKOFF_SECONDS
    return sent


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
    if job is None or not Job.objects.filter(unsent, pk=job_id, state=JobState.QUEUED).update(enqueued_at=now,
                                                                                              worker=""):
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
    if not same.update(state=JobState.QUEUED, enqueued_at=None, heartbeat_at=None, worker="",
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


def jobs_sweep(*, now=None, gone_workers: Collection[str] = (),
               gone_processes: Collection[str] = ()) -> dict[str, int]:
    """One pass of the sweeper; returns how many jobs it re-queued, failed and sent.

    `gone_workers` and `gone_processes` name workers and pool processes (as `Job.worker` names them) that the
    calling worker knows are dead now (its own pool's children, earlier workers of its node on its machine): their
    jobs are dealt with at once instead of after JOBS_STALE_SECONDS.

    - running jobs whose heartbeat is older than JOBS_STALE_SECONDS, or whose process is known dead: queued again,
      or failed with a readable reason once they have had JOBS_MAX_ATTEMPTS runs;
    - queued jobs whose message was lost: held by a worker that stopped refreshing its `Worker` row for
      JOBS_STALE_SECONDS, or sent before the broker restarted empty (`jobs_lost_with_broker`): sent again at once,
      all of them over one connection;
    - queued jobs never sent, JOBS_UNSENT_GRACE_SECONDS after creation (the broker was down, or the process died
      between commit and send), and queued jobs sent JOBS_RESEND_SECONDS ago that never started (message lost):
      sent (again).
    """
    now = now or timezone.now()
    counts = {"requeued": 0, "failed": 0, "sent": 0}
    stale = now - timedelta(seconds=settings.JOBS_STALE_SECONDS)
    dead = Q(heartbeat_at__isnull=True) | Q(heartbeat_at__lt=stale)
    if gone_processes:
        dead |= Q(worker__in=list(gone_processes))
    for name in gone_workers:
        dead |= Q(worker__startswith=f"{name}{PROCESS_MARK}")
    lost = (Job.objects.filter(state=JobState.RUNNING).filter(dead)
            .only("pk", "kind", "attempts", "heartbeat_at").order_by("pk")[:SWEEP_BATCH])
    requeued = []
    for job in lost:
        outcome = job_requeue_lost(job=job, now=now)
        if outcome:
            counts[outcome] += 1
        if outcome == "requeued":
            requeued.append(job.pk)
    lost_messages = jobs_lost_with_broker(now=now) + jobs_lost_with_workers(now=now, gone=gone_workers)
    if lost_messages:
        counts["sent"] += jobs_send(job_ids=lost_messages)
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


# --- lost messages: workers that died holding them, a broker that restarted empty -------------------------------


def worker_seen(*, name: str, now=None) -> None:
    """Record that worker `name` is alive (its sweeper calls this every JOBS_SWEEP_SECONDS)."""
    now = now or timezone.now()
    if not Worker.objects.filter(name=name).update(seen_at=now):
        with contextlib.suppress(IntegrityError), transaction.atomic():
            Worker.objects.create(name=name, seen_at=now)


def worker_gone(*, name: str) -> None:
    """A worker stopping cleanly: the messages it still holds are sent again by the next sweep, anywhere."""
    Worker.objects.filter(name=name).delete()


def jobs_lost_with_workers(*, now=None, gone: Collection[str] = ()) -> list[int]:
    """Queued jobs whose message a worker took and that worker is gone (no row refreshed within JOBS_STALE_SECONDS,
    or named in `gone` by a sweeper that knows it died): marked unsent (compare-and-set on the holder), their ids
    returned for sending. Rows of gone workers are removed.

    A job sent less than JOBS_STALE_SECONDS ago is left alone unless its holder is in `gone`: a worker just started
    may hold it before its first row is written.
    """
    now = now or timezone.now()
    silent = now - timedelta(seconds=settings.JOBS_STALE_SECONDS)
    alive = Worker.objects.filter(seen_at__gte=silent).exclude(name__in=list(gone)).values("name")
    taken = Q(enqueued_at__lt=silent) | Q(worker__in=list(gone))
    held = list(Job.objects.filter(taken, state=JobState.QUEUED).exclude(worker="")
                .exclude(worker__in=alive).order_by("pk").values_list("pk", "worker")[:SWEEP_BATCH * 10])
    lost = [pk for pk, worker in held
            if Job.objects.filter(pk=pk, state=JobState.QUEUED, worker=worker).update(enqueued_at=None, worker="")]
    if lost:
        logger.warning("Job sweep: %s job(s) held by a worker that is gone are sent again.", len(lost))
    Worker.objects.filter(Q(seen_at__lt=silent) | Q(name__in=list(gone))).delete()
    return lost


def jobs_dropped_by(*, worker: str, held: Collection[int],
                    suspects: Collection[int] = ()) -> tuple[list[int], set[int]]:
    """Queued jobs whose message `worker` took (its stamp, `Job.worker`) but no longer holds (`held`: the job ids
    of the messages it has reserved or running): its task ended without starting them. A job seen so in two passes
    in a row (`suspects`: the previous pass's) is sent again, or failed once taken JOBS_MAX_ATTEMPTS times
    (`apps.jobs.runner.job_not_started`); a message just taken may not be listed yet, hence the second look.

    Returns the ids sent again and the suspects for the next pass.
    """
    taken = set(Job.objects.filter(state=JobState.QUEUED, worker=worker).exclude(pk__in=list(held))
                .order_by("pk").values_list("pk", flat=True)[:SWEEP_BATCH])
    dropped = [pk for pk in sorted(taken & set(suspects))
               if job_not_started(pk, DROPPED_REASON, worker=worker) == "requeued"]
    return dropped, taken - set(dropped)


def broker_key() -> str:
    """How the configured broker is named in `BrokerEpoch`: a digest of its URL (so no password is stored) and, for
    the filesystem broker, whose URL is always the same, of its queue folder."""
    where = settings.CELERY_BROKER_URL
    if where.startswith("filesystem://"):
        where += "|" + str((settings.CELERY_BROKER_TRANSPORT_OPTIONS or {}).get("data_folder_in", ""))
    return hashlib.sha256(where.encode()).hexdigest()


def broker_epoch() -> str:
    """The identity of the broker's current life: Redis's ``run_id`` (new at every start), or for the filesystem
    broker an id kept in its queue folder (made anew when the folder was emptied or removed). "" when it cannot be
    told (another transport, or the broker is unreachable)."""
    url = settings.CELERY_BROKER_URL
    if url.startswith(("redis://", "rediss://")):
        import redis

        timeout = settings.JOBS_SEND_TIMEOUT
        try:
            client = redis.Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout)
            try:
                return str(client.info("server").get("run_id") or "")
            finally:
                client.close()
        except Exception as exc:  # noqa: BLE001 - unreachable: nothing to compare this time
            logger.info("Job sweep: the broker's run id could not be read (%s).", type(exc).__name__)
            return ""
    if url.startswith("filesystem://"):
        folder = (settings.CELERY_BROKER_TRANSPORT_OPTIONS or {}).get("data_folder_in")
        if not folder:
            return ""
        return _folder_epoch(Path(folder) / BROKER_EPOCH_FILE)
    return ""


#: The file in a filesystem broker's queue folder that holds the folder's id (kombu reads only ``*.msg`` files).
BROKER_EPOCH_FILE = ".racplan-broker-epoch"


def _folder_epoch(path: Path) -> str:
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        pass
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:  # another sweeper made it at the same moment
        return path.read_text().strip()
    except OSError as exc:
        logger.warning("Job sweep: the broker folder's id could not be written (%s).", type(exc).__name__)
        return ""
    with os.fdopen(fd, "w") as fh:
        fh.write(uuid.uuid4().hex)
    return path.read_text().strip()


def jobs_lost_with_broker(*, now=None) -> list[int]:
    """When the broker's epoch changed since the last sweep (anyone's), queued jobs whose message was sent before
    were lost with it: marked unsent, their ids returned for sending. One sweeper wins the change (a compare-and-set
    on `BrokerEpoch`), so a restart is acted on once. The first epoch ever seen is only recorded."""
    now = now or timezone.now()
    epoch = broker_epoch()
    if not epoch:
        return []
    key = broker_key()
    known = BrokerEpoch.objects.filter(broker=key).first()
    if known is None:
        with contextlib.suppress(IntegrityError), transaction.atomic():
            BrokerEpoch.objects.create(broker=key, epoch=epoch, seen_at=now)
        return []
    if known.epoch == epoch:
        return []
    if not BrokerEpoch.objects.filter(pk=known.pk, epoch=known.epoch).update(epoch=epoch, seen_at=now):
        return []  # another sweeper saw the restart first and sends the jobs
    lost = list(Job.objects.filter(state=JobState.QUEUED, enqueued_at__lte=now).values_list("pk", flat=True))
    Job.objects.filter(state=JobState.QUEUED, enqueued_at__lte=now).update(enqueued_at=None, worker="")
    logger.warning("Job sweep: the broker restarted (its messages are gone); %s queued job(s) are sent again.",
                   len(lost))
    return lost
