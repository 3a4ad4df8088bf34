"""Every endpoint that takes files, sent a body that holds none: no body at all, an empty form, a form of fields only,
or JSON. Each is a field-keyed 400 on ``files`` (JSON, which these endpoints do not read, the 415 saying so), never a
500 (an empty body once reached the upload code as a plain dict: AttributeError 'dict' object has no attribute
'lists')."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.asbuilt import services as asbuilt
from apps.plans.services import blank_document, plan_create
from apps.runs.services import run_create

pytestmark = pytest.mark.django_db


@pytest.fixture
def endpoints(project, architect, contributor):
    """The path of each upload endpoint, on objects the contributor may add files to."""
    plan = plan_create(project=project, user=architect, name="small", document=blank_document("small"))
    sysctl = SimpleUploadedFile("sysctl.conf", b"net.core.rmem_max = 4194304\n")
    check = asbuilt.check_create(plan=plan, user=contributor, node="node1", files=[sysctl])
    run = run_create(project=project, user=contributor, label="empty bodies")
    return {"as-built check": f"/api/plans/{plan.pk}/as-built/", "as-built files": f"/api/as-built/{check.pk}/files/",
            "run files": f"/api/runs/{run.pk}/files/"}


BODIES = {
    "no body": {},
    "empty form": {"data": "", "content_type": "application/x-www-form-urlencoded"},
    "empty multipart": {"data": {}, "format": "multipart"},
    "fields only": {"data": {"node": "node1", "paths": "a/b.csv"}, "format": "multipart"},
}


@pytest.mark.parametrize("endpoint", ["as-built check", "as-built files", "run files"])
@pytest.mark.parametrize("body", list(BODIES))
def test_an_upload_without_files_is_a_field_error_on_files(contributor_client, endpoints, endpoint, body):
    answer = contributor_client.post(endpoints[endpoint], **BODIES[body])
    assert answer.status_code == 400, answer.content[:500]
    assert list(answer.json()) == ["files"] and answer.json()["files"], answer.json()


@pytest.mark.parametrize("endpoint", ["as-built check", "as-built files", "run files"])
def test_a_json_body_to_an_upload_endpoint_is_refused_as_unsupported(contributor_client, endpoints, endpoint):
    answer = contributor_client.post(endpoints[endpoint], {"files": ["sysctl.conf"]}, format="json")
    assert answer.status_code == 415, answer.content[:500]
    assert "application/json" in answer.json()["detail"]
