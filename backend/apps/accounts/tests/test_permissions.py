import pytest
from django.core.exceptions import PermissionDenied

from apps.accounts.choices import ANY_ROLE, ARCHITECT_ROLES, EDITOR_ROLES
from apps.accounts.constants import NOT_A_MEMBER
from apps.accounts.permissions import get_role, has_role, project_of, require_role
from apps.jobs.tests.factories import JobFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("who", "roles", "allowed"),
    [
        ("architect", ARCHITECT_ROLES, True),
        ("contributor", ARCHITECT_ROLES, False),
        ("viewer", ARCHITECT_ROLES, False),
        ("architect", EDITOR_ROLES, True),
        ("contributor", EDITOR_ROLES, True),
        ("viewer", EDITOR_ROLES, False),
        ("viewer", ANY_ROLE, True),
        ("outsider", ANY_ROLE, False),
        ("staff", ARCHITECT_ROLES, True),
    ],
)
def test_has_and_require_role(who, roles, allowed, project, role_user):
    user = role_user(who)
    assert has_role(user, project, roles) is allowed
    assert has_role(user, project.id, roles) is allowed
    if allowed:
        require_role(user, project, roles)
    else:
        with pytest.raises(PermissionDenied):
            require_role(user, project, roles)


def test_outsider_is_told_they_are_not_a_member(project, outsider):
    with pytest.raises(PermissionDenied, match=NOT_A_MEMBER):
        require_role(outsider, project, ANY_ROLE)


def test_viewer_is_told_which_roles_are_needed(project, viewer):
    with pytest.raises(PermissionDenied, match="architect"):
        require_role(viewer, project, ARCHITECT_ROLES)


def test_anonymous_and_inactive_users_have_no_role(project, architect):
    from django.contrib.auth.models import AnonymousUser

    assert get_role(AnonymousUser(), project) is None
    assert has_role(AnonymousUser(), project) is False
    architect.is_active = False
    assert has_role(architect, project) is False


def test_project_of(project):
    job = JobFactory(project=project)
    assert project_of(project) == project
    assert project_of(job) == project
