"""Read operations of apps.accounts."""

from __future__ import annotations

from django.db.models import OuterRef, QuerySet, Subquery

from .models import ApiToken, Membership, Project


def project_list(*, user) -> QuerySet[Project]:
    """Projects `user` belongs to (every project for staff), annotated with ``user_role`` (None if no membership)."""
    role = Membership.objects.filter(project=OuterRef("pk"), user=user).values("role")[:1]
    return Project.objects.restrict(user, "view").annotate(user_role=Subquery(role))


def membership_list(*, project: Project) -> QuerySet[Membership]:
    """Members of `project`, by username."""
    return Membership.objects.filter(project=project).select_related("user").order_by("user__username")


def user_memberships(*, user) -> QuerySet[Membership]:
    """The memberships of `user`, with their projects."""
    return Membership.objects.filter(user=user).select_related("project").order_by("project__name")


def token_list(*, user) -> QuerySet[ApiToken]:
    """The API tokens of `user`, newest first."""
    return ApiToken.objects.filter(user=user).order_by("-created_at", "-id")
