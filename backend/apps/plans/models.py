"""Plans and their versions."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from apps.accounts.choices import ARCHITECT_ROLES
from apps.accounts.models import Project
from apps.accounts.querysets import RestrictedQuerySet
from apps.rules.engine import SEVERITIES

#: The column holding each severity's finding count on a version, in the order the rule engine counts them.
COUNT_COLUMNS: dict[str, str] = {severity: f"count_{severity}" for severity in SEVERITIES}


class Plan(models.Model):
    """A planned RAC deployment in a project. Its content lives in immutable ``PlanVersion`` rows."""

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="plans")
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True, default="")
    reference = models.CharField(max_length=100, blank=True, default="",
                                 help_text="The reference plan this plan was created from, if any.")
    archived = models.BooleanField(default=False)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL,
                                   related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): architects write plans.
    restrict_project = "project"
    restrict_write_roles = ARCHITECT_ROLES
    #: Estimating an unsaved document (POST, stores nothing) takes what reading the plan takes.
    restrict_actions = {"estimate_document": "view"}

    class Meta:
        ordering = ["name", "id"]
        constraints = [models.UniqueConstraint(fields=["project", "name"], name="unique_plan_name_per_project")]

    def __str__(self) -> str:
        return self.name


class PlanVersion(models.Model):
    """One saved state of a plan: the normalised document and its validation at save time. Never changed."""

    plan = models.ForeignKey(Plan, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    document = models.JSONField()
    validation = models.JSONField(help_text="score, counts, findings, upside and catalogue version")
    comment = models.CharField(max_length=500, blank=True, default="")
    provenance = models.JSONField(
        default=dict, blank=True,
        help_text="An imported cluster's fields: JSON pointer -> the files and lines (or derivation) it came from; "
                  "kept by later versions for the fields whose value did not change")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    # What plan lists show, copied from ``validation`` on save so a list never reads the whole validation.
    score = models.IntegerField(null=True, editable=False)
    count_error = models.PositiveIntegerField(null=True, editable=False)
    count_warning = models.PositiveIntegerField(null=True, editable=False)
    count_advice = models.PositiveIntegerField(null=True, editable=False)
    count_info = models.PositiveIntegerField(null=True, editable=False)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): a version belongs to its plan's project.
    restrict_project = "plan__project"
    restrict_write_roles = ARCHITECT_ROLES

    class Meta:
        ordering = ["plan", "-number"]
        constraints = [models.UniqueConstraint(fields=["plan", "number"], name="unique_version_number_per_plan")]

    def __str__(self) -> str:
        return f"{self.plan.name} v{self.number}"

    def save(self, *args, **kwargs) -> None:
        validation = self.validation if isinstance(self.validation, dict) else {}
        self.score = validation.get("score")
        counts = validation.get("counts")
        for severity, column in COUNT_COLUMNS.items():
            setattr(self, column, counts.get(severity, 0) if isinstance(counts, dict) else None)
        super().save(*args, **kwargs)

    def get_project(self) -> Project:
        return self.plan.project


def summary_counts(row: object, prefix: str = "") -> dict[str, int] | None:
    """The ``counts`` a list shows, rebuilt from the count columns of ``row`` (named ``prefix + column``)."""
    values = {severity: getattr(row, prefix + column) for severity, column in COUNT_COLUMNS.items()}
    return None if values["error"] is None else values


class PlanDraft(models.Model):
    """What a user is typing in the editor, saved continuously so nothing is lost; may be invalid."""

    plan = models.ForeignKey(Plan, on_delete=models.CASCADE, related_name="drafts")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    document = models.JSONField()
    base_version = models.PositiveIntegerField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["plan", "user"], name="one_draft_per_user_and_plan")]

    def __str__(self) -> str:
        return f"draft of {self.plan.name} by {self.user}"

    def get_project(self) -> Project:
        return self.plan.project
