"""Project roles, for every app.

Service-level checks::

    from apps.accounts.permissions import require_role
    from apps.accounts.choices import ARCHITECT_ROLES

    def plan_create(*, project, user, ...):
        require_role(user, project, ARCHITECT_ROLES)   # raises PermissionDenied -> 403 {"detail": ...}

DRF permission classes: `IsProjectMember` (object level: any role reads; writes need ``view.write_roles``,
default EDITOR_ROLES). Objects are mapped to their project by `project_of` (the object itself if it is a
Project, else ``obj.project``, else ``obj.get_project()``). Staff users may do everything.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.core.exceptions import PermissionDenied
from rest_framework import exceptions
from rest_framework.permissions import SAFE_METHODS, BasePermission

from .choices import ANY_ROLE, EDITOR_ROLES
from .constants import NOT_A_MEMBER, ROLE_REQUIRED
from .models import Membership, Project


def get_role(user, project: Project | int | None) -> str | None:
    """The role of `user` in `project`, or None when not a member (or anonymous)."""
    if project is None or not getattr(user, "is_authenticated", False):
        return None
    project_id = project.pk if isinstance(project, Project) else project
    return Membership.objects.filter(project_id=project_id, user=user).values_list("role", flat=True).first()


def has_role(user, project: Project | int | None, roles: Iterable[str] = ANY_ROLE) -> bool:
    """True when `user` is staff, or has one of `roles` in `project`."""
    if not getattr(user, "is_authenticated", False) or not getattr(user, "is_active", False):
        return False
    if user.is_staff:
        return True
    role = get_role(user, project)
    return role is not None and role in set(roles)


def require_role(user, project: Project | int | None, roles: Iterable[str] = ANY_ROLE) -> None:
    """Raise PermissionDenied (HTTP 403) unless `user` is staff or has one of `roles` in `project`."""
    if has_role(user, project, roles):
        return
    if get_role(user, project) is None:
        raise PermissionDenied(NOT_A_MEMBER)
    raise PermissionDenied(ROLE_REQUIRED.format(roles=", ".join(sorted(roles))))


def project_of(obj) -> Project | None:
    """The project an object belongs to."""
    if isinstance(obj, Project):
        return obj
    if hasattr(obj, "get_project"):
        return obj.get_project()
    return getattr(obj, "project", None)


class IsProjectMember(BasePermission):
    """Object permission: reading needs any role in the object's project, writing needs ``view.write_roles``."""

    message = NOT_A_MEMBER

    def has_permission(self, request, view) -> bool:
        # A view that lists this class alone must still turn anonymous callers away (401/403), not reach its
        # queryset with an anonymous user.
        return bool(request.user and request.user.is_authenticated)

    def has_object_permission(self, request, view, obj) -> bool:
        project = project_of(obj)
        if request.method in SAFE_METHODS:
            roles = getattr(view, "read_roles", ANY_ROLE)
        else:
            roles = getattr(view, "write_roles", EDITOR_ROLES)
        if has_role(request.user, project, roles):
            return True
        if get_role(request.user, project) is not None:
            # A member without the needed role is told which role it takes, not that they are no member.
            raise exceptions.PermissionDenied(ROLE_REQUIRED.format(roles=", ".join(sorted(roles))))
        return False


class IsStaff(BasePermission):
    """Only staff users."""

    def has_permission(self, request, view) -> bool:
        return bool(request.user and request.user.is_staff)
