import pytest
from django.core.exceptions import ValidationError as DjangoValidationError
from django.test import Client
from rest_framework import exceptions

from apps.common.exceptions import SERVER_ERROR_MESSAGE, api_exception_handler, validation_error_body
from apps.common.tests.urls_errors import SECRET


@pytest.mark.urls("apps.common.tests.urls_errors")
@pytest.mark.parametrize("path", ["/api/test/drf-boom/", "/api/test/plain-boom/"])
def test_api_errors_are_json_without_traceback(path, db):
    response = Client(raise_request_exception=False).get(path)
    assert response.status_code == 500
    assert response["Content-Type"].startswith("application/json")
    assert response.json() == {"detail": SERVER_ERROR_MESSAGE}
    assert SECRET not in response.content.decode()
    assert "Traceback" not in response.content.decode()


@pytest.mark.urls("apps.common.tests.urls_errors")
def test_page_errors_are_plain_without_traceback(db):
    response = Client(raise_request_exception=False).get("/page-boom/")
    assert response.status_code == 500
    assert SECRET not in response.content.decode()
    assert "Traceback" not in response.content.decode()


@pytest.mark.parametrize("path", ["/api/nope/", "/api/jobs/1/extra/", "/api/", "/api/auth/"])
def test_unknown_api_paths_are_json_404(path, client, db):
    response = client.get(path)
    assert response.status_code == 404
    assert response.json() == {"detail": "Not found."}


def test_method_not_allowed_is_detail(architect_client):
    response = architect_client.delete("/api/auth/me/")
    assert response.status_code == 405
    assert set(response.json()) == {"detail"}


@pytest.mark.parametrize(
    ("detail", "expected"),
    [
        ({"name": ["Required."]}, {"name": ["Required."]}),
        (["Bad."], {"non_field_errors": ["Bad."]}),
        ("Bad.", {"non_field_errors": ["Bad."]}),
        (
            {"nodes": [{}, {"name": ["Too long."], "ip": {"v4": ["Invalid."]}}]},
            {"nodes/1/name": ["Too long."], "nodes/1/ip/v4": ["Invalid."]},
        ),
        ({"non_field_errors": ["Clash."]}, {"non_field_errors": ["Clash."]}),
    ],
)
def test_validation_errors_are_field_keyed(detail, expected):
    assert validation_error_body(exceptions.ValidationError(detail).detail) == expected


def test_django_validation_error_from_a_service_becomes_field_keyed():
    response = api_exception_handler(DjangoValidationError({"slug": ["Taken."]}), {})
    assert (response.status_code, response.data) == (400, {"slug": ["Taken."]})
    response = api_exception_handler(DjangoValidationError("Nope."), {})
    assert (response.status_code, response.data) == (400, {"non_field_errors": ["Nope."]})


def test_django_permission_denied_keeps_its_message():
    from django.core.exceptions import PermissionDenied

    response = api_exception_handler(PermissionDenied("Architects only."), {})
    assert (response.status_code, response.data) == (403, {"detail": "Architects only."})
