"""Celery task of apps.asbuilt: a thin wrapper that loads the check and calls the service."""

from apps.jobs.runner import job_task

from . import constants as C
from . import services
from .models import AsBuiltCheck, Remediation


def check_job_failed(job):
    """Leave the check in a final state when its job failed (including a worker lost too often)."""
    services.check_failed(check_id=job.payload.get("check"), error=job.error)


@job_task(kind=C.JOB_KIND, on_failure=check_job_failed)
def run_asbuilt_check(job, report):
    """Parse, assemble, validate and diff the files of one as-built check."""
    check = AsBuiltCheck.objects.select_related("plan", "plan_version").filter(pk=job.payload["check"]).first()
    if check is None:  # deleted while the job waited
        return {"check": job.payload["check"], "removed": True}
    if check.job_id != job.pk:  # files were added meanwhile: the newer job does the work
        return {"check": check.pk, "superseded": True}
    return services.check_run(check=check, report=report, job_id=job.pk)


def remediation_job_failed(job):
    services.remediation_failed(remediation_id=job.payload.get("remediation"), error=job.error)


@job_task(kind=C.REMEDIATION_JOB_KIND, on_failure=remediation_job_failed)
def build_remediation(job, report):
    """Produce the remediation bundle named in the job's payload (idempotent: a complete one is left as it is)."""
    remediation = Remediation.objects.filter(pk=job.payload["remediation"]).first()
    if remediation is None:  # its check was deleted while the job waited
        return {"remediation": job.payload["remediation"], "removed": True}
    return services.remediation_build(remediation=remediation, report=report)
