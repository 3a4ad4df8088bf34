"""Celery tasks of apps.runs: thin wrappers that load the row and call a service."""

from apps.jobs.runner import job_task

from . import services
from .models import RunFile


def file_job_failed(job):
    """Leave the run file in a final state when its job failed (including a worker lost too often)."""
    services.run_file_job_failed(run_file_id=job.payload.get("file"), error=job.error)


def _on_job_file(job, report, work, *, defer=()):
    """``work(run_file)`` on the job's file; a file (or run) removed while the job waited or worked is only noted."""
    run_file = RunFile.objects.select_related("blob", "run").defer(*defer).filter(pk=job.payload["file"]).first()
    if run_file is None:
        return {"file": job.payload["file"], "removed": True}
    try:
        return work(run_file)
    except services.Removed as exc:
        report(100, str(exc))
        return {"file": job.payload["file"], "removed": True}


@job_task(kind=services.PARSE_KIND, on_failure=file_job_failed)
def parse_run_file(job, report):
    """Parse one stored file of a run."""
    # A re-parse replaces the stored result without reading it: an OS capture's is tens of MB decoded.
    return _on_job_file(job, report, lambda run_file: services.run_file_parse(run_file=run_file, report=report),
                        defer=("result",))


@job_task(kind=services.UNPACK_KIND, on_failure=file_job_failed)
def unpack_run_archive(job, report):
    """Unpack an uploaded archive into stored files, each queued for parsing."""
    return _on_job_file(job, report, lambda archive: services.archive_unpack(archive=archive, report=report))
