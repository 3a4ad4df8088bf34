"""As-built checks of a plan and the cluster files uploaded for them (originals kept as intake blobs)."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from apps.accounts.choices import EDITOR_ROLES
from apps.accounts.models import Project
from apps.accounts.querysets import RestrictedQuerySet
from apps.intake.states import StoredFileMixin, StoredFileState, state_choices


class AsBuiltCheck(models.Model):
    """One comparison of what a cluster has (its uploaded files) with a version of its plan."""

    class State(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        COMPLETE = "complete", "Complete"
        FAILED = "failed", "Failed"

    plan = models.ForeignKey("plans.Plan", on_delete=models.CASCADE, related_name="asbuilt_checks")
    plan_version = models.ForeignKey("plans.PlanVersion", on_delete=models.CASCADE, related_name="asbuilt_checks")
    state = models.CharField(max_length=10, choices=State.choices, default=State.QUEUED, db_index=True)
    error = models.TextField(blank=True, default="")
    job = models.ForeignKey("jobs.Job", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    document = models.JSONField(null=True, blank=True, help_text="The as-built topology document, once assembled.")
    findings = models.JSONField(default=list, blank=True)
    score = models.PositiveSmallIntegerField(null=True, blank=True)
    diff = models.JSONField(default=dict, blank=True)
    assembly = models.JSONField(default=dict, blank=True,
                                help_text="What assembling the document noticed: conflicts between nodes, warnings.")
    rerun = models.BooleanField(default=False,
                                help_text="Files arrived while the job was running: it checks again before it ends.")
    previous = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="rechecks",
                                 help_text="The check this one checks again (after its remediation was applied).")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): contributors and architects upload and delete; importing a check
    #: makes a plan, so it takes the roles that add plans.
    restrict_project = "plan__project"
    restrict_write_roles = EDITOR_ROLES
    restrict_actions = {"import_plan": "plans.Plan:add"}

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"as-built check {self.pk} of {self.plan_id}"

    def get_project(self) -> Project:
        return self.plan.project


class AsBuiltFile(StoredFileMixin, models.Model):
    """A file of one node (or of the cluster) uploaded for a check, or unpacked from an uploaded archive; its state
    (apps.intake.states) is set by the check's job, which reads every file in one step."""

    #: ignored: kept but not compared (a bundle's own file, a kind not read yet, an older upload of the same file)
    STATES = (StoredFileState.STORED, StoredFileState.PARSED, StoredFileState.FAILED, StoredFileState.IGNORED)
    STATE_CHOICES = state_choices(STATES)

    as_built = models.ForeignKey(AsBuiltCheck, on_delete=models.CASCADE, related_name="files")
    node = models.CharField(max_length=100, blank=True, default="",
                            help_text="Host name, 'cluster' for cluster-wide files, blank for an archive.")
    name = models.CharField(max_length=255, help_text="Path as uploaded (inside the node's folder), sanitised.")
    blob = models.ForeignKey("intake.Blob", on_delete=models.PROTECT, related_name="asbuilt_files")
    kind = models.CharField(max_length=32, blank=True, default="")
    state = models.CharField(max_length=10, choices=STATE_CHOICES, default=StoredFileState.STORED)
    error = models.TextField(blank=True, default="")
    warnings = models.JSONField(default=list, blank=True)
    settings = models.JSONField(default=list, blank=True, help_text="[[key, value, line], ...] as parsed")
    facts = models.JSONField(default=dict, blank=True, help_text="JSON pointer -> value, for the document")
    fact_lines = models.JSONField(default=dict, blank=True,
                                  help_text="JSON pointer -> the line of the file its fact was read from")
    host = models.CharField(max_length=255, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    objects = RestrictedQuerySet.as_manager()
    restrict_project = "as_built__plan__project"
    restrict_write_roles = EDITOR_ROLES

    class Meta:
        ordering = ["as_built", "node", "name", "id"]

    def __str__(self) -> str:
        return f"{self.node}/{self.name}"

    def get_project(self) -> Project:
        return self.as_built.plan.project

    @property
    def is_archive(self) -> bool:
        return self.kind == "archive"


#: A remediation's states are a check's (queued -> running -> complete | failed): complete once its archive is
#: stored, else its Job's state.
RemediationState = AsBuiltCheck.State


class Remediation(models.Model):
    """The remediation bundle of one node of an as-built check: the planned files behind the node's differences,
    rendered from the version the check was against by the bundle renderer, and an Ansible project that installs
    only them on that node. ``fixes`` are the differences it puts back, ``not_fixable`` those no bundle file can
    (each with its reason). The zip is byte-identical for the same check and node."""

    as_built = models.ForeignKey(AsBuiltCheck, on_delete=models.CASCADE, related_name="remediations")
    node = models.CharField(max_length=100)
    job = models.ForeignKey("jobs.Job", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    archive = models.FileField(upload_to="remediations/", blank=True, max_length=255)
    sha256 = models.CharField(max_length=64, blank=True, default="")
    size = models.PositiveBigIntegerField(default=0)
    files = models.JSONField(default=list, blank=True, help_text="The archive's files as its MANIFEST.json lists them.")
    fixes = models.JSONField(default=list, blank=True)
    not_fixable = models.JSONField(default=list, blank=True)
    error = models.TextField(blank=True, default="")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    completed_at = models.DateTimeField(null=True, blank=True)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access: every member reads and downloads; those who upload a check's files ask for its remediation.
    restrict_project = "as_built__plan__project"
    restrict_write_roles = EDITOR_ROLES

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"remediation {self.pk} of {self.node} (check {self.as_built_id})"

    @property
    def state(self) -> str:
        if self.completed_at is not None:
            return RemediationState.COMPLETE
        job_state = self.job.state if self.job_id else "queued"
        return {"queued": RemediationState.QUEUED, "running": RemediationState.RUNNING}.get(
            job_state, RemediationState.FAILED)

    def get_project(self) -> Project:
        return self.as_built.plan.project
