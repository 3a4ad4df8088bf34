"""Read operations of apps.jobs."""

from __future__ import annotations

from django.db.models import QuerySet

from .models import Job


def job_list(*, user, filters: dict | None = None) -> QuerySet[Job]:
    """Jobs `user` may see: their own and those of projects they belong to (staff see all), optionally filtered."""
    qs = Job.objects.restrict(user, "view").select_related("owner", "project")
    for key in ("project", "state", "kind"):
        value = (filters or {}).get(key)
        if value not in (None, ""):
            qs = qs.filter(**{key: value})
    return qs
