"""Read operations of apps.runs."""

from __future__ import annotations

from django.db.models import Count, Q, QuerySet

from apps.accounts.models import Membership

from .models import Run, RunFile


def run_list(*, user, project_id: int | None = None, plan_id: int | None = None,
             plan_version_id: int | None = None, tags: list[str] | None = None, date_from=None, date_to=None,
             q: str = "") -> QuerySet[Run]:
    """Runs the user may read, filtered; ``tags`` are ``key=value`` strings that must all match."""
    # The list shows the plan's name and version number only: the versions' documents and validations (large JSON,
    # decoded row by row) and the run's diagnosis stay in the database.
    qs = Run.objects.select_related("project", "plan_version__plan").defer(
        "diagnosis", "plan_version__document", "plan_version__validation"
    ).annotate(
        file_count=Count("files", distinct=True),
        failed_count=Count("files", filter=Q(files__state=RunFile.State.FAILED), distinct=True),
    )
    if not user.is_staff:
        qs = qs.filter(project__in=Membership.objects.filter(user=user).values("project"))
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    if plan_id is not None:
        qs = qs.filter(plan_version__plan_id=plan_id)
    if plan_version_id is not None:
        qs = qs.filter(plan_version_id=plan_version_id)
    for tag in tags or []:
        key, _, value = tag.partition("=")
        qs = qs.filter(**{f"tags__{key}": value}) if value else qs.filter(tags__has_key=key)
    if date_from:
        qs = qs.filter(date__gte=date_from)
    if date_to:
        qs = qs.filter(date__lte=date_to)
    if q:
        qs = qs.filter(Q(label__icontains=q) | Q(notes__icontains=q))
    return qs.order_by("-date", "-created_at", "-id")


def run_file_list(*, run: Run) -> QuerySet[RunFile]:
    return run.files.select_related("blob", "job").order_by("archive_id", "name", "id")


def readable_run_files(*, user) -> QuerySet[RunFile]:
    qs = RunFile.objects.select_related("run__project", "blob")
    if not user.is_staff:
        qs = qs.filter(run__project__in=Membership.objects.filter(user=user).values("project"))
    return qs
