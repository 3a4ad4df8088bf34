"""Celery tasks of apps.jobs."""

import time

from django.conf import settings

from .runner import JobError, job_task

DEMO_KIND = "demo"


class DemoJobFailure(JobError):
    """Raised by the demo job when asked to fail."""


@job_task(kind=DEMO_KIND)
def demo_job(job, report):
    """Step through ``payload["steps"]`` steps, reporting progress; fail half-way when ``payload["fail"]``."""
    steps = int(job.payload.get("steps", 5))
    fail = bool(job.payload.get("fail", False))
    fail_at = max(1, (steps + 1) // 2)
    for step in range(1, steps + 1):
        time.sleep(settings.DEMO_JOB_STEP_SECONDS)  # stands in for real work
        if fail and step == fail_at:
            raise DemoJobFailure(f"Demo job failed on purpose at step {step} of {steps}.")
        report(step * 100 // steps, f"Step {step} of {steps} done")
    return {"steps": steps}
