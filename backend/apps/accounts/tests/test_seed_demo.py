import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from django.test import override_settings

from apps.accounts.models import Membership, Project

pytestmark = pytest.mark.django_db


def test_seed_demo_is_idempotent(client):
    call_command("seed_demo")
    call_command("seed_demo")
    project = Project.objects.get(slug="demo")
    assert project.name == "Demo"
    roles = dict(Membership.objects.filter(project=project).values_list("user__username", "role"))
    assert roles == {"architect": "architect", "contributor": "contributor", "viewer": "viewer"}
    admin = get_user_model().objects.get(username="admin")
    assert admin.is_staff and admin.is_superuser
    for username in ("architect", "contributor", "viewer", "admin"):
        assert get_user_model().objects.get(username=username).check_password("demo")
    assert Project.objects.filter(slug="demo").count() == 1


@override_settings(RACPLAN_ENV="production")
def test_seed_demo_refuses_production():
    with pytest.raises(CommandError, match="production"):
        call_command("seed_demo")
    assert not Project.objects.filter(slug="demo").exists()
