"""Bundles: the rendered configuration files of one plan version, stored as a zip archive."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from apps.accounts.choices import ARCHITECT_ROLES
from apps.accounts.querysets import RestrictedQuerySet


class BundleState(models.TextChoices):
    """queued -> rendering -> complete | failed. Only a complete bundle has an archive.

    Not stored: a bundle is complete once its archive is stored (``completed_at``); until then its state is its
    render Job's (queued, running = rendering, failed).
    """

    QUEUED = "queued", "Queued"
    RENDERING = "rendering", "Rendering"
    COMPLETE = "complete", "Complete"
    FAILED = "failed", "Failed"


class Bundle(models.Model):
    """The configuration bundle of a plan version.

    The archive (a zip, byte-identical for the same plan version, catalogue and generator) is written to storage
    under ``bundles/`` before the row is marked complete, so a partial archive is never offered. ``files`` lists
    every file with its SHA-256; ``manifest`` is the MANIFEST.json inside the archive.
    """

    plan_version = models.ForeignKey("plans.PlanVersion", on_delete=models.CASCADE, related_name="bundles")
    job = models.ForeignKey("jobs.Job", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    override_errors = models.BooleanField(default=False)
    manifest = models.JSONField(default=dict, blank=True)
    files = models.JSONField(default=list, blank=True)
    archive = models.FileField(upload_to="bundles/", blank=True, max_length=255)
    sha256 = models.CharField(max_length=64, blank=True, default="")
    size = models.PositiveBigIntegerField(default=0)
    error = models.TextField(blank=True, default="")
    generator_version = models.CharField(max_length=40, blank=True, default="")
    catalogue_version = models.CharField(max_length=40, blank=True, default="")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    completed_at = models.DateTimeField(null=True, blank=True)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): architects build bundles.
    restrict_project = "plan_version__plan__project"
    restrict_write_roles = ARCHITECT_ROLES

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"bundle #{self.pk} of {self.plan_version} ({self.state})"

    @property
    def state(self) -> str:
        """complete when the archive is stored, else read from the render job (one state machine: the Job's)."""
        if self.completed_at is not None:
            return BundleState.COMPLETE
        job_state = self.job.state if self.job_id else "queued"
        return {"queued": BundleState.QUEUED, "running": BundleState.RENDERING}.get(job_state, BundleState.FAILED)

    def get_project(self):
        return self.plan_version.plan.project
