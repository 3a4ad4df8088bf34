"""Saved comparison reports."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models

from apps.accounts.choices import CONTRIBUTOR_ROLES
from apps.accounts.models import Project
from apps.accounts.querysets import RestrictedQuerySet


def _default_charts() -> list[dict]:
    from .charts import default_chart_ids
    from .constants import chart_spec

    return [chart_spec(c) for c in default_chart_ids()]


class ReportContent(models.Model):
    """What one revision of a report says: the fields a report and each of its saved revisions share.

    A report's own row holds its latest revision's content; ``ReportRevision`` keeps every revision's. An abstract
    base, so each model keeps its own table and columns.
    """

    title = models.CharField(max_length=200)
    headline = models.CharField(max_length=500, blank=True, default="",
                                help_text="The report's finding in one sentence, shown above the charts.")
    headline_sources = models.JSONField(default=list, blank=True,
                                        help_text="Where the headline's numbers come from: [{file, section}].")
    narrative = models.TextField(blank=True, default="", help_text="Plain text or Markdown; never rendered as HTML.")
    request = models.JSONField(help_text="The comparison request: runs, baseline, group_by, groups.")
    charts = models.JSONField(default=list, blank=True, help_text="Chart specs shown, in order.")
    change = models.JSONField(null=True, blank=True, default=None,
                              help_text="What changed between the runs compared, as it was when the revision was "
                                        "saved (apps.comparisons.change); null: saved before reports kept it.")

    class Meta:
        abstract = True


#: The fields that make up one revision, in declaration order: what a revision copies and an edit compares.
CONTENT_FIELDS = tuple(f.name for f in ReportContent._meta.local_fields)


class Report(ReportContent):
    """A document for managers: a headline, a narrative and several charts over saved comparisons.

    ``request`` is the report's comparison (its runs, grouping and baseline); each entry of ``charts`` keeps every
    choice of one chart (``constants.chart_spec``: type, metric, x axis, caption, axis range and, optionally, its
    own comparison request). The numbers are recomputed on read; a ``request`` with ``intervals`` compares one run's
    snapshot intervals and is read afresh from that run's timeline (``selectors.report_intervals_compared``).
    ``uuid`` is the permalink (``/reports/<uuid>``); every edit makes a new ``ReportRevision`` and bumps
    ``revision``, the permalink stays. ``client_key`` is the key the saving client sent, so a second submission of
    one dialog returns the first report. The PDF of one revision (the one its reader was looking at) is rendered by
    a background job and kept in ``pdf``, with that revision's number in ``pdf_revision``: revisions never change,
    so it stays that revision's PDF after later edits, and printing another revision replaces it. ``pdf_job`` is the
    latest export job the UI polls.
    """

    uuid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="reports")
    charts = models.JSONField(default=_default_charts, blank=True, help_text="Chart specs shown, in order.")
    revision = models.PositiveIntegerField(default=1)
    client_key = models.UUIDField(null=True, blank=True, unique=True, editable=False,
                                  help_text="Idempotency key of the request that created the report.")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    pdf = models.FileField(upload_to="reports/", max_length=200, blank=True, default="")
    pdf_rendered_at = models.DateTimeField(null=True, blank=True)
    pdf_revision = models.PositiveIntegerField(null=True, blank=True,
                                               help_text="The revision the stored PDF prints; null: none stored.")
    pdf_job = models.ForeignKey("jobs.Job", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): contributors save reports; exporting a PDF changes nothing in the
    #: project, so every member may ask for one (viewers are the readers of reports).
    restrict_project = "project"
    restrict_write_roles = CONTRIBUTOR_ROLES
    restrict_actions = {"pdf": "view"}

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.title


class ReportRevision(ReportContent):
    """One saved state of a report's content; the report's own fields are always its latest revision."""

    report = models.ForeignKey(Report, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    objects = RestrictedQuerySet.as_manager()
    restrict_project = "report__project"
    restrict_write_roles = CONTRIBUTOR_ROLES

    class Meta:
        ordering = ["report", "-number"]
        constraints = [models.UniqueConstraint(fields=["report", "number"], name="report_revision_number_unique")]

    def __str__(self) -> str:
        return f"{self.report_id} r{self.number}"
