"""Saved comparison reports."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models

from apps.accounts.choices import CONTRIBUTOR_ROLES
from apps.accounts.models import Project
from apps.accounts.querysets import RestrictedQuerySet


def _default_charts() -> list[str]:
    from .constants import DEFAULT_CHARTS

    return list(DEFAULT_CHARTS)


class Report(models.Model):
    """A comparison saved with a narrative for managers: the request is kept, the numbers are recomputed on read.

    ``uuid`` is the permalink (``/reports/<uuid>``). The PDF is rendered by a background job and kept in
    ``pdf``; ``pdf_job`` is the latest export job the UI polls.
    """

    uuid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="reports")
    title = models.CharField(max_length=200)
    narrative = models.TextField(blank=True, default="", help_text="Plain text or Markdown; never rendered as HTML.")
    request = models.JSONField(help_text="The comparison request: runs, baseline, group_by, groups.")
    charts = models.JSONField(default=_default_charts, blank=True, help_text="Chart ids shown, in order.")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    pdf = models.FileField(upload_to="reports/", max_length=200, blank=True, default="")
    pdf_rendered_at = models.DateTimeField(null=True, blank=True)
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
