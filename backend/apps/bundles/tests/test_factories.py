"""The bundle factory requests through bundle_request (its refusals apply) and can render at once."""

import pytest
from django.core.exceptions import ValidationError

from apps.bundles.models import BundleState
from apps.bundles.tests.factories import BundleFactory
from apps.plans.tests.factories import PlanVersionFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"


def test_a_bundle_is_queued_with_its_job_or_rendered_when_asked():
    version = PlanVersionFactory(reference="s004-fcp-multibus-rr100-11g")
    queued = BundleFactory(plan_version=version)
    assert queued.job_id is not None and queued.completed_at is None
    done = BundleFactory(plan_version=version, rendered=True)
    assert done.state == BundleState.COMPLETE and done.sha256 and done.files


def test_a_blank_plan_is_refused_as_a_user_would_be():
    with pytest.raises(ValidationError):
        BundleFactory()  # a blank plan has no shared storage yet
