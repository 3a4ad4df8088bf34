"""Read operations of apps.runs."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db.models import Count, Q, QuerySet
from django.db.models.fields.json import KeyTransform

from apps.accounts.models import Membership

from .models import Run, RunFile

TAG_FILTER_SHAPE = "Filter tags as key=value (got {tag!r})."


def run_list(*, user, project_id: int | None = None, plan_id: int | None = None,
             plan_version_id: int | None = None, tags: list[str] | None = None, date_from=None, date_to=None,
             q: str = "") -> QuerySet[Run]:
    """Runs the user may read, filtered; ``tags`` are ``key=value`` strings that must all match."""
    qs = Run.objects.select_related("project", "plan_version__plan").annotate(
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
    for index, (key, value) in enumerate(tag_filters(tags or [])):
        # The key is a literal JSON key, never part of an ORM lookup path ("a__isnull" is just a key).
        qs = qs.alias(**{f"_tag_{index}": KeyTransform(key, "tags")}).filter(**{f"_tag_{index}": value})
    if date_from:
        qs = qs.filter(date__gte=date_from)
    if date_to:
        qs = qs.filter(date__lte=date_to)
    if q:
        qs = qs.filter(Q(label__icontains=q) | Q(notes__icontains=q))
    return qs.order_by("-date", "-created_at", "-id")


def tag_filters(tags: list[str]) -> list[tuple[str, str]]:
    """``key=value`` strings as pairs; anything else is a ValidationError keyed ``tag``."""
    pairs = []
    for tag in tags:
        key, sep, value = tag.partition("=")
        if not sep or not key.strip():
            raise ValidationError({"tag": [TAG_FILTER_SHAPE.format(tag=tag[:100])]})
        pairs.append((key.strip(), value.strip()))
    return pairs


def run_file_list(*, run: Run) -> QuerySet[RunFile]:
    return run.files.select_related("blob", "job").order_by("archive_id", "name", "id")


def readable_run_files(*, user) -> QuerySet[RunFile]:
    qs = RunFile.objects.select_related("run__project", "blob")
    if not user.is_staff:
        qs = qs.filter(run__project__in=Membership.objects.filter(user=user).values("project"))
    return qs


def archive_entries(*, run_file: RunFile) -> list[dict]:
    """Per-entry results of an archive, each imported entry with the current parse state of the file it became."""
    if not run_file.is_archive:
        return []
    results = (run_file.result or {}).get("entries")
    if not isinstance(results, list):
        return []
    states = dict(run_file.entries.values_list("id", "state"))
    out = []
    for r in results:
        file_id = r.get("file")
        out.append({"path": r.get("path", ""), "state": r.get("state", "skipped"), "error": r.get("error", ""),
                    "file": file_id if file_id in states else None, "file_state": states.get(file_id),
                    "format": r.get("format", "")})
    return out
