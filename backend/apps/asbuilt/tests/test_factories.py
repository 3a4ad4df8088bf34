"""The as-built check factory stores its uploads through check_create and can run the check at once."""

import pytest
from django.core.exceptions import ValidationError

from apps.asbuilt.models import AsBuiltCheck
from apps.asbuilt.tests.factories import AsBuiltCheckFactory

pytestmark = pytest.mark.django_db


def test_a_check_is_queued_with_its_upload_or_run_when_asked():
    queued = AsBuiltCheckFactory()
    assert queued.state == AsBuiltCheck.State.QUEUED and queued.job_id is not None
    assert [(f.node, f.name) for f in queued.files.all()] == [("n1", "sysctl.conf")]
    checked = AsBuiltCheckFactory(checked=True)
    assert checked.state == AsBuiltCheck.State.COMPLETE, checked.error
    assert checked.files.get().state == "parsed"


def test_a_loose_file_without_a_node_is_refused_as_a_user_would_be():
    with pytest.raises(ValidationError):
        AsBuiltCheckFactory(node="")
