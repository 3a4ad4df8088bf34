"""RestrictedQuerySet.restrict: the one row-level rule, per role and action, for staff, outsiders and anonymous."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser

from apps.accounts.choices import Role
from apps.accounts.models import Project
from apps.accounts.querysets import ACTIONS, action_roles
from apps.accounts.tests.factories import MembershipFactory, UserFactory

pytestmark = pytest.mark.django_db

ROLES = (Role.ARCHITECT, Role.CONTRIBUTOR, Role.VIEWER)


@pytest.fixture
def member_of(project):
    def make(role: str, *, active: bool = True):
        user = UserFactory(username=f"m-{role}-{active}", is_active=active)
        MembershipFactory(project=project, user=user, role=role)
        return user

    return make


def ids(qs) -> set[int]:
    return set(qs.values_list("pk", flat=True))


@pytest.mark.parametrize("role", ROLES)
def test_every_member_views_their_project_and_no_other(member_of, project, other_project, role):
    user = member_of(role)
    assert ids(Project.objects.restrict(user, "view")) == {project.pk}
    assert ids(Project.objects.restrict(user)) == {project.pk}  # "view" is the default action


@pytest.mark.parametrize("action", ["add", "change", "delete"])
@pytest.mark.parametrize(("role", "allowed"), [(Role.ARCHITECT, True), (Role.CONTRIBUTOR, True),
                                               (Role.VIEWER, False)])
def test_write_actions_need_the_models_write_roles(member_of, project, other_project, role, allowed, action):
    user = member_of(role)
    assert ids(Project.objects.restrict(user, action)) == ({project.pk} if allowed else set())


def test_staff_reach_every_row_for_every_action(staff, project, other_project):
    for action in ACTIONS:
        assert ids(Project.objects.restrict(staff, action)) == {project.pk, other_project.pk}


def test_outsider_reaches_nothing(outsider, project, other_project):
    for action in ACTIONS:
        assert ids(Project.objects.restrict(outsider, action)) == set()


def test_anonymous_and_inactive_users_reach_nothing(member_of, project):
    inactive = member_of(Role.ARCHITECT, active=False)
    for action in ACTIONS:
        assert ids(Project.objects.restrict(AnonymousUser(), action)) == set()
        assert ids(Project.objects.restrict(inactive, action)) == set()


def test_restrict_narrows_an_already_filtered_queryset(member_of, project, other_project):
    user = member_of(Role.VIEWER)
    MembershipFactory(project=other_project, user=user, role=Role.VIEWER)
    assert ids(Project.objects.filter(pk=other_project.pk).restrict(user)) == {other_project.pk}
    assert ids(Project.objects.restrict(user).filter(pk=project.pk)) == {project.pk}


def test_unknown_action_is_refused():
    with pytest.raises(ValueError, match="Unknown action"):
        action_roles(Project, "admin")
    assert action_roles(Project, "view") == frozenset(Role.values)
