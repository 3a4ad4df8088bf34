"""The one row-level access rule: which rows of a project-owned model a user may see or act on.

Every model whose rows belong to a project uses `RestrictedQuerySet` as its manager and says where its project is::

    class Report(models.Model):
        restrict_project = "project"                    # the path from a row to its Project ("pk" for Project)
        restrict_write_roles = CONTRIBUTOR_ROLES        # roles that may add / change / delete (default EDITOR_ROLES)
        restrict_actions = {"pdf": "view"}              # further actions, each as one the roles are taken from
        objects = RestrictedQuerySet.as_manager()

    Report.objects.restrict(user)            # rows of the projects `user` is a member of (any role)
    Report.objects.restrict(user, "change")  # rows of the projects where `user` holds one of the write roles

The model's declaration is the only place its roles are written: services check one row through
`apps.accounts.permissions.require_action(user, project, Model, action)` and views through `IsProjectMember`, both of
which read `action_roles`. A further action names the action whose roles it takes: ``"view"`` (any member),
``"add"``, or another model's action as ``"app_label.Model:action"`` (importing an as-built check makes a plan:
``"plans.Plan:add"``).

Staff see and act on every row; anonymous and inactive users get no row. A model may also name an owner field
(``restrict_owner = "owner"``): the owner then reaches their own rows whatever their memberships (jobs).

Selectors and views scope rows through `restrict` only; object-level checks on one row stay in
`apps.accounts.permissions` (`IsProjectMember`, `require_action`), which apply the same roles.
"""

from __future__ import annotations

from django.apps import apps as app_registry
from django.db import models

from .choices import ANY_ROLE, EDITOR_ROLES

#: The actions every model knows. "view" needs any role; the others need the model's write roles.
ACTIONS = ("view", "add", "change", "delete")


def action_roles(model, action: str) -> frozenset[str]:
    """The roles that allow `action` on rows of `model` (one of ACTIONS, or one the model declares)."""
    if action not in ACTIONS:
        declared = getattr(model, "restrict_actions", {})
        if action not in declared:
            known = ", ".join([*ACTIONS, *declared])
            raise ValueError(f"Unknown action {action!r} on {model.__name__}; expected one of {known}.")
        label, _, like = declared[action].rpartition(":")
        if like not in ACTIONS:
            raise ValueError(f"{model.__name__}.restrict_actions[{action!r}] must name one of {', '.join(ACTIONS)}.")
        return action_roles(app_registry.get_model(label) if label else model, like)
    if action == "view":
        return ANY_ROLE
    return frozenset(getattr(model, "restrict_write_roles", EDITOR_ROLES))


def who_may(model_label: str, action: str) -> list[str]:
    """The roles allowed `action` on rows of the model named ``app_label.ModelName``, sorted (for generated code)."""
    from django.apps import apps

    return sorted(action_roles(apps.get_model(model_label), action))


class RestrictedQuerySet(models.QuerySet):
    """A queryset that can narrow itself to the rows a user may see or act on (see the module docstring)."""

    def restrict(self, user, action: str = "view") -> RestrictedQuerySet:
        roles = action_roles(self.model, action)
        if not getattr(user, "is_authenticated", False) or not getattr(user, "is_active", False):
            return self.none()
        if user.is_staff:
            return self
        # Through the app registry, not an import: accounts.models imports this module for its managers.
        memberships = app_registry.get_model("accounts", "Membership").objects.filter(user=user)
        if roles != ANY_ROLE:
            memberships = memberships.filter(role__in=sorted(roles))
        project_path = getattr(self.model, "restrict_project", None)
        if project_path is None:
            raise TypeError(f"{self.model.__name__} does not say where its project is (restrict_project).")
        allowed = models.Q(**{f"{project_path}__in": memberships.values("project")})
        owner = getattr(self.model, "restrict_owner", None)
        if owner is not None:
            allowed |= models.Q(**{owner: user})
        return self.filter(allowed)
