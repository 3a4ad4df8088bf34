"""Runs and the files uploaded for them (each original is an intake `Blob`)."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from apps.accounts.choices import CONTRIBUTOR_ROLES
from apps.accounts.models import Project
from apps.accounts.querysets import RestrictedQuerySet
from apps.common.fields import LargeJSONField
from apps.intake.states import StoredFileMixin, StoredFileState, state_choices


class Run(models.Model):
    """A benchmark run: its context, tags for grouping, and the metrics aggregated from its files."""

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="runs")
    plan_version = models.ForeignKey("plans.PlanVersion", null=True, blank=True, on_delete=models.SET_NULL,
                                     related_name="runs")
    label = models.CharField(max_length=200)
    date = models.DateField(null=True, blank=True)
    workload = models.CharField(max_length=100, blank=True, default="")
    users = models.PositiveIntegerField(null=True, blank=True)
    notes = models.TextField(blank=True, default="")
    tags = models.JSONField(default=dict, blank=True, help_text="key -> value, e.g. {'interconnect': 'hipersockets'}")
    reference = models.CharField(max_length=100, blank=True, default="",
                                 help_text="Published study result this run reproduces, if any.")
    metrics = models.JSONField(default=dict, blank=True)
    diagnosis = models.JSONField(default=dict, blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): contributors add and change runs.
    restrict_project = "project"
    restrict_write_roles = CONTRIBUTOR_ROLES

    class Meta:
        ordering = ["-date", "-created_at", "-id"]
        indexes = [models.Index(fields=["project", "date"])]

    def __str__(self) -> str:
        return self.label


class RunFile(StoredFileMixin, models.Model):
    """A file uploaded for a run (or unpacked from an uploaded zip) and its parse state (apps.intake.states)."""

    #: partial: an archive some of whose entries were refused
    STATES = (StoredFileState.STORED, StoredFileState.PARSING, StoredFileState.PARSED, StoredFileState.PARTIAL,
              StoredFileState.FAILED)
    STATE_CHOICES = state_choices(STATES)

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="files")
    blob = models.ForeignKey("intake.Blob", on_delete=models.PROTECT, related_name="run_files")
    name = models.CharField(max_length=255)
    archive = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="entries",
                                help_text="The uploaded archive this file was unpacked from.")
    state = models.CharField(max_length=10, choices=STATE_CHOICES, default=StoredFileState.STORED,
                             db_index=True)
    kind = models.CharField(max_length=32, blank=True, default="")
    format = models.CharField(max_length=16, blank=True, default="")
    release = models.CharField(max_length=40, blank=True, default="")
    error = models.TextField(blank=True, default="")
    # An OS capture's result runs to tens of MB of JSON (see LargeJSONField); metrics and summary stay small.
    result = LargeJSONField(null=True, blank=True)
    metrics = models.JSONField(null=True, blank=True)
    summary = models.JSONField(
        null=True, blank=True,
        help_text="The parts of result a run refresh reads (services.SUMMARY_KEYS), kept apart from the full result.")
    charts = LargeJSONField(
        null=True, blank=True,
        help_text="The run page's copy of the OS series: the charted objects only, downsampled (timeseries.py).")
    outline = models.JSONField(
        null=True, blank=True,
        help_text="What each group of the OS series holds, without its samples (timeseries.series_outline).")
    parser_version = models.CharField(max_length=20, blank=True, default="")
    belongs = models.BooleanField(
        default=False,
        help_text="A contributor said this file belongs to the run although its database, instance or period "
                  "differs from the run's main report (apps/runs/metrics/sources.py); it is then used for metrics.")
    job = models.ForeignKey("jobs.Job", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    uploaded_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL,
                                    related_name="+")
    uploaded_at = models.DateTimeField(auto_now_add=True)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): a file belongs to its run's project.
    restrict_project = "run__project"
    restrict_write_roles = CONTRIBUTOR_ROLES

    class Meta:
        ordering = ["run", "name", "id"]
        constraints = [models.UniqueConstraint(fields=["run", "blob", "name"], name="unique_file_per_run")]

    def __str__(self) -> str:
        return self.name

    def get_project(self) -> Project:
        return self.run.project

    @property
    def is_archive(self) -> bool:
        return self.kind == "archive"


class RunFileSeriesChunk(models.Model):
    """A chunk of one group of a parsed OS capture's series (one category, tool and host; ``parsers.model.SeriesGroup``
    as stored: ``times`` and, per object, one list per column), ``timeseries.SERIES_CHUNK`` samples from ``start``.

    A page of samples then reads the one or two chunks it spans: kept inside the file's result, every page made the
    database read the whole capture (tens of MB for a long nmon file). The file's ``outline`` says what each group
    holds.
    """

    run_file = models.ForeignKey(RunFile, on_delete=models.CASCADE, related_name="series_chunks")
    index = models.PositiveIntegerField(help_text="The group's place in the file, as /series/ numbers it.")
    start = models.PositiveIntegerField(default=0, help_text="The chunk's first sample in the group.")
    data = LargeJSONField(null=True, help_text="The group with only the chunk's samples (see save_encoded).")

    class Meta:
        ordering = ["run_file", "index", "start"]
        constraints = [models.UniqueConstraint(fields=["run_file", "index", "start"],
                                               name="unique_series_chunk_per_file")]

    def __str__(self) -> str:
        return f"{self.run_file_id}/{self.index}@{self.start}"
