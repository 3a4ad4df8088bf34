"""Project roles on one object in hand, for every app. The roles themselves are declared on the models only.

Service-level checks name the model and the action; the roles come from the model's declaration
(`restrict_write_roles`, `restrict_actions`, read by `apps.accounts.querysets.action_roles`)::

    from apps.accounts.permissions import require_action

    def plan_create(*, project, user, ...):
        require_action(user, project, Plan, "add")   # raises PermissionDenied -> 403 {"detail": ...}

DRF permission class: `IsProjectMember` (object level) takes the model from the object (or the view's
``restrict_model`` when the object is a parent row, e.g. the plan a new as-built check is added to) and the action from
the request: the DRF action when the model declares it (``"pdf"``, ``"import_plan"``), else "view" for safe methods,
"delete" for DELETE, "add" on a parent row and "change" otherwise. Objects are mapped to their project by `project_of`
(the object itself if it is a Project, else ``obj.project``, else ``obj.get_project()``). Staff users may do everything.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.core.exceptions import PermissionDenied
from rest_framework import exceptions
from rest_framework.permissions import SAFE_METHODS, BasePermission

from .choices import ANY_ROLE
from .constants import NOT_A_MEMBER, ROLE_REQUIRED
from .models import Membership, Project
from .querysets import ACTIONS, action_roles


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


def require_action(user, project: Project | int | None, model, action: str) -> None:
    """Raise PermissionDenied (HTTP 403) unless `user` may do `action` on rows of `model` in `project`."""
    require_role(user, project, action_roles(model, action))


def request_action(request, view, model, obj) -> str:
    """The action a request is on `obj`, a row of `model` or (a model other than its own) the parent a row goes to."""
    name = getattr(view, "action", None)
    if name and name not in ACTIONS and name in getattr(model, "restrict_actions", {}):
        return name
    if request.method in SAFE_METHODS:
        return "view"
    if request.method == "DELETE":
        return "delete"
    return "change" if isinstance(obj, model) else "add"


def project_of(obj) -> Project | None:
    """The project an object belongs to."""
    if isinstance(obj, Project):
        return obj
    if hasattr(obj, "get_project"):
        return obj.get_project()
    return getattr(obj, "project", None)


class IsProjectMember(BasePermission):
    """Object permission: the roles the model declares for the request's action, in the object's project."""

    message = NOT_A_MEMBER

    def has_permission(self, request, view) -> bool:
        # A view that lists this class alone must still turn anonymous callers away (401/403), not reach its
        # queryset with an anonymous user.
        return bool(request.user and request.user.is_authenticated)

    def has_object_permission(self, request, view, obj) -> bool:
        project = project_of(obj)
        model = getattr(view, "restrict_model", None) or type(obj)
        roles = action_roles(model, request_action(request, view, model, obj))
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
