"""Parsing a run's stored files: the computing is `apps.runs.ingest`'s; this stores what it gives, and queues parses
again (a file, or every file of a run)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn

from django.db import models, transaction

from apps.accounts.permissions import require_action
from apps.common.constants import ERROR_MAX_LENGTH
from apps.common.fields import EncodedJSON
from apps.intake.states import PENDING, transition, transition_now, transition_rows
from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.runner import JobError
from apps.jobs.services import job_build, job_create, job_rescue, jobs_create

from ..ingest import Unreadable, parse_stored
from ..models import Run, RunFile
from .refresh import settle
from .upload import PARSE_KIND, UNPACK_KIND, job_subject

PARSER_VERSION = "2"  # 2: detail sections, Statspack, compare periods, truncation warnings


def run_file_parse(*, run_file: RunFile, report: Callable[..., None] | None = None) -> dict[str, Any]:
    """Parse one stored file and refresh its run. A parse failure is kept on the file as a readable error."""
    transition_now(run_file, RunFile.State.PARSING, error="")
    try:
        # A single .gz/.bz2/.xz file is parsed decompressed; the stored original stays as it was sent. The open
        # file is handed over, not its bytes, so that they are let go as soon as the parser is done with them.
        with run_file.blob.file.open("rb") as fh:
            parsed = parse_stored(run_file.name, fh, file_id=run_file.id, size=run_file.blob.size, progress=report)
    except Unreadable as exc:
        _fail(run_file, str(exc))
    transition(run_file, RunFile.State.PARSED)
    run_file.kind, run_file.format, run_file.release = parsed.kind, parsed.format, parsed.release
    run_file.metrics, run_file.parser_version = parsed.metrics, PARSER_VERSION
    run_file.summary = parsed.summary
    # the OS series are kept in chunks of a group (RunFileSeriesChunk), not in the result
    run_file.outline = parsed.outline
    # a report's empty copy goes with the row's other columns; only a real one is written as text on its own
    run_file.charts = EncodedJSON.dumps(parsed.charts) if parsed.charts else parsed.charts
    run_file.error = parsed.notes
    # The write holds only JSON text: from here on run_file.result is that text (EncodedJSON), not a dict.
    run_file.result = EncodedJSON(parsed.result)
    series = parsed.series
    del parsed
    if report:
        report(80, "Updating the run's metrics")
    settle(run_file, ["state", "kind", "format", "release", "result", "summary", "charts", "outline", "metrics",
                      "parser_version", "error"], series=series)
    return {"file": run_file.id, "kind": run_file.kind}


def _fail(run_file: RunFile, message: str) -> NoReturn:
    transition(run_file, RunFile.State.FAILED, error=message[:ERROR_MAX_LENGTH])
    run_file.result = run_file.metrics = run_file.summary = run_file.charts = run_file.outline = None
    settle(run_file, ["state", "error", "result", "summary", "charts", "outline", "metrics"], series=[])
    raise JobError(message)


def run_file_job_failed(*, run_file_id: int, error: str) -> None:
    """A parse or unpack job ended failed: a file still stored or parsing takes the job's error as its final state."""
    run_file = (RunFile.objects.filter(pk=run_file_id, state__in=PENDING)
                .defer("result").first())  # only its state and error change
    if run_file is None:
        return
    transition(run_file, RunFile.State.FAILED, error=(error or "The job failed.")[:ERROR_MAX_LENGTH])
    settle(run_file, ["state", "error"])


#: Job states a reparse joins instead of queueing another parse.
PENDING_JOB_STATES = (JobState.QUEUED, JobState.RUNNING)


def run_file_reparse(*, run_file: RunFile, user):
    """Parse a stored original again (after a parser upgrade); a parse still queued or running is joined (a stranded
    one sent again) rather than doubled."""
    require_action(user, run_file.run.project, RunFile, "change")
    pending = Job.objects.filter(pk=run_file.job_id, state__in=PENDING_JOB_STATES).first()
    if pending is not None:
        transaction.on_commit(lambda: job_rescue(job=pending))
        return pending
    kind = UNPACK_KIND if run_file.is_archive else PARSE_KIND
    with transaction.atomic():
        job = job_create(kind=kind, owner=user, project=run_file.run.project, payload={"file": run_file.id},
                         subject=job_subject(run_file))
        transition_rows(RunFile.objects.filter(pk=run_file.pk), RunFile.State.STORED, job=job)
    return job


def run_reparse(*, run: Run, user) -> list:
    """Parse every file of the run again (each archive's entries, not the archives themselves): the jobs, in the
    files' order.

    Files whose parse is still queued or running keep that job (asking twice queues nothing more); the others get
    new jobs stored in a few statements and sent over one broker connection after commit, so the request answers at
    once however many files the run holds.
    """
    require_action(user, run.project, Run, "change")
    with transaction.atomic():
        # One reparse of a run at a time, and in the order every writer of the run's files takes its locks (the
        # run's row first, as refresh.settle does): reparses side by side each queued every file again and
        # deadlocked with one another and with the parses settling (PostgreSQL). The files and their jobs are read
        # under the lock, so a reparse that waited joins the jobs the one before it queued.
        Run.objects.select_for_update().filter(pk=run.pk).first()
        files = list(run.files.filter(models.Q(archive__isnull=False) | ~models.Q(kind="archive"))
                     .select_related("job__owner").only("id", "run", "name", "job", "archive_id", "kind")
                     .order_by("archive_id", "id"))
        # top-level files first, then the entries of archives (as before), each in upload order
        files.sort(key=lambda f: (f.archive_id is not None, f.archive_id or 0, f.id))
        stale = [f for f in files if f.job is None or f.job.state not in PENDING_JOB_STATES]
        jobs = jobs_create([job_build(kind=PARSE_KIND, owner=user, project=run.project, payload={"file": f.id},
                                      subject=f"{f.name} of run {run.label}") for f in stale])
        for run_file, job in zip(stale, jobs, strict=True):
            run_file.job = job
        RunFile.objects.bulk_update(stale, ["job"], batch_size=500)
        transition_rows(RunFile.objects.filter(pk__in=[f.pk for f in stale]), RunFile.State.STORED)
    return [f.job for f in files]

