from django.db import models


class JobState(models.TextChoices):
    """Life cycle of a background job: queued -> running -> succeeded | failed."""

    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    SUCCEEDED = "succeeded", "Succeeded"
    FAILED = "failed", "Failed"


FINISHED_STATES = frozenset({JobState.SUCCEEDED, JobState.FAILED})
