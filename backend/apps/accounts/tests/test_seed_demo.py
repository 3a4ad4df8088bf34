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


def test_reference_plans_come_with_their_bundles_for_a_viewer(client):
    from apps.bundles.models import Bundle
    from apps.plans.models import Plan

    call_command("seed_demo")
    project = Project.objects.get(slug="demo")
    references = Plan.objects.filter(project=project).exclude(reference="")
    assert references.exists()
    for plan in references:
        latest = plan.versions.order_by("-number").first()
        assert latest.bundles.filter(completed_at__isnull=False).count() == 1, plan.name
    # Seeding again renders nothing new.
    count = Bundle.objects.count()
    call_command("seed_demo")
    assert Bundle.objects.count() == count

    # A viewer (who cannot render) reads a file of a reference plan's bundle and downloads it.
    client.force_login(get_user_model().objects.get(username="viewer"))
    plan = references.order_by("pk").first()
    listing = client.get(f"/api/plans/{plan.pk}/bundles/").json()["results"]
    assert len(listing) == 1 and listing[0]["state"] == "complete"
    bundle_id = listing[0]["id"]
    file = client.get(f"/api/bundles/{bundle_id}/files/", {"path": "README.md"})
    assert file.status_code == 200 and file.json()["content"]
    download = client.get(f"/api/bundles/{bundle_id}/download/", {"format": "zip"})
    assert download.status_code == 200 and download.content[:2] == b"PK"


@override_settings(RACPLAN_ENV="production")
def test_seed_demo_refuses_production():
    with pytest.raises(CommandError, match="production"):
        call_command("seed_demo")
    assert not Project.objects.filter(slug="demo").exists()
