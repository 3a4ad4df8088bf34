from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from apps.accounts.choices import EDITOR_ROLES
from apps.accounts.querysets import RestrictedQuerySet

from .choices import JobState


class Job(models.Model):
    """A persisted background job that the UI polls.

    Rows are created by `apps.jobs.services.job_create`. The committed row is the truth (an outbox): its message
    is sent once the transaction commits, and `enqueued_at` records that the broker took it. A running job
    refreshes `heartbeat_at`, and `worker` names the worker that took its message; the sweeper
    (`apps.jobs.services.jobs_sweep`) re-sends rows whose message never left or was lost (with a worker that died
    holding it, or a broker that restarted empty) and re-queues or fails rows whose heartbeat stopped. The task
    drives the row through `apps.jobs.runner.run_job`.
    """

    kind = models.CharField(max_length=64, db_index=True)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="jobs")
    project = models.ForeignKey(
        "accounts.Project", on_delete=models.CASCADE, related_name="jobs", null=True, blank=True
    )
    state = models.CharField(max_length=16, choices=JobState.choices, default=JobState.QUEUED, db_index=True)
    progress = models.PositiveSmallIntegerField(
        default=0, validators=[MinValueValidator(0), MaxValueValidator(100)]
    )
    subject = models.CharField(
        max_length=300, blank=True, default="", help_text="What the job works on, as the jobs list names it."
    )
    message = models.CharField(max_length=500, blank=True, default="")
    error = models.TextField(blank=True, default="")
    payload = models.JSONField(default=dict, blank=True)
    result = models.JSONField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    enqueued_at = models.DateTimeField(
        null=True, blank=True, help_text="When the broker last accepted this job's message; empty while unsent."
    )
    queue = models.CharField(max_length=100, blank=True, default="", help_text="Celery queue; empty = default.")
    heartbeat_at = models.DateTimeField(
        null=True, blank=True, help_text="Last sign of life from the worker running this job."
    )
    finished_at = models.DateTimeField(null=True, blank=True)
    worker = models.CharField(
        max_length=200, blank=True, default="",
        help_text="The worker (a `Worker` name) that took this job's message or runs it; empty once sent again.",
    )

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): the job's project, and its owner sees it whatever the project.
    #: Architects and contributors start jobs of their own (the demo job); the domain's jobs are started by the
    #: services of their rows (a bundle, a run file, a report), under those rows' roles.
    restrict_project = "project"
    restrict_owner = "owner"
    restrict_write_roles = EDITOR_ROLES

    class Meta:
        db_table = "common_job"  # the table it had in apps.common, kept by the move (jobs/migrations/0001)
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["state", "enqueued_at"], name="job_state_enqueued")]

    def __str__(self) -> str:
        return f"{self.kind} #{self.pk} ({self.state})"


class Worker(models.Model):
    """A Celery worker that is alive: its sweeper thread refreshes ``seen_at`` every JOBS_SWEEP_SECONDS.

    A worker that took a job's message (`Job.worker`) and then stopped refreshing its row for JOBS_STALE_SECONDS
    (killed, its host lost) is taken as gone with the messages it held; the sweeper sends those again at once
    instead of waiting for JOBS_RESEND_SECONDS. A worker that stops cleanly removes its row.
    """

    name = models.CharField(max_length=200, unique=True, help_text="Celery node name, process id and a random part.")
    started_at = models.DateTimeField(auto_now_add=True)
    seen_at = models.DateTimeField(db_index=True)

    class Meta:
        db_table = "common_worker"

    def __str__(self) -> str:
        return self.name


class BrokerEpoch(models.Model):
    """What the sweepers last saw of a broker's identity: Redis's ``run_id``, or the id kept in a filesystem broker's
    queue folder. A different one means the broker restarted empty (or its folder was wiped): every message sent
    before then is sent again."""

    #: `apps.jobs.services.broker_key`: a filesystem broker's queue folder is part of the digest too.
    broker = models.CharField(max_length=64, unique=True, help_text="SHA-256 of the broker URL (no credentials kept).")
    epoch = models.CharField(max_length=100)
    seen_at = models.DateTimeField(help_text="When this epoch was first seen.")

    class Meta:
        db_table = "common_brokerepoch"

    def __str__(self) -> str:
        return f"{self.broker[:12]} {self.epoch}"
