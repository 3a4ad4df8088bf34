import pytest
from django.conf import settings
from rest_framework.test import APIClient

from apps.accounts.constants import WRONG_CREDENTIALS
from apps.accounts.models import ApiToken
from apps.accounts.tests.factories import DEFAULT_PASSWORD
from apps.accounts.tokens import key_digest

pytestmark = pytest.mark.django_db

LOGIN = "/api/auth/login/"
TOKEN = "/api/auth/token/"


def test_csrf_endpoint_sets_cookie(api_client):
    response = api_client.get("/api/auth/csrf/")
    assert response.status_code == 204
    assert "csrftoken" in response.cookies


def test_login_with_csrf_starts_a_session(architect, project):
    client = APIClient(enforce_csrf_checks=True)
    client.get("/api/auth/csrf/")
    token = client.cookies["csrftoken"].value
    response = client.post(
        LOGIN, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json", HTTP_X_CSRFTOKEN=token
    )
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["username"] == "arch"
    assert body["is_staff"] is False
    assert body["memberships"] == [{"project": project.id, "project_name": project.name, "role": "architect"}]
    assert client.get("/api/auth/me/").status_code == 200


def test_login_without_csrf_token_is_refused(architect):
    client = APIClient(enforce_csrf_checks=True)
    response = client.post(LOGIN, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json")
    assert response.status_code == 403
    assert response.json()["detail"].startswith("CSRF Failed")


def test_wrong_password_gives_the_contract_message(architect, api_client):
    response = api_client.post(LOGIN, {"username": "arch", "password": "nope"}, format="json")
    assert response.status_code == 400
    assert response.json() == {"non_field_errors": [WRONG_CREDENTIALS]}


def test_unknown_user_gives_the_same_message(api_client):
    response = api_client.post(LOGIN, {"username": "ghost", "password": "nope"}, format="json")
    assert response.json() == {"non_field_errors": [WRONG_CREDENTIALS]}


def test_inactive_user_cannot_log_in(architect, api_client):
    architect.is_active = False
    architect.save()
    response = api_client.post(LOGIN, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json")
    assert response.status_code == 400


def test_missing_fields_are_field_keyed(api_client):
    response = api_client.post(LOGIN, {}, format="json")
    assert response.status_code == 400
    assert set(response.json()) == {"username", "password"}


@pytest.mark.parametrize("path", [LOGIN, TOKEN])
def test_repeated_wrong_passwords_are_throttled(path, architect, api_client):
    limit = int(settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["auth"].split("/")[0])
    # A different username each time, so the per-account lockout (test_perimeter.py) does not answer first.
    codes = [
        api_client.post(path, {"username": f"guess{i}", "password": "wrong"}, format="json").status_code
        for i in range(limit + 1)
    ]
    assert codes[:limit] == [400] * limit
    assert codes[limit] == 429
    throttled = api_client.post(path, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json")
    assert throttled.status_code == 429
    assert set(throttled.json()) == {"detail"}


def test_logout_ends_the_session(architect_client):
    assert architect_client.get("/api/auth/me/").status_code == 200
    assert architect_client.post("/api/auth/logout/").status_code == 204
    after = architect_client.get("/api/auth/me/")
    assert after.status_code == 204 and after.content == b""


def test_logout_when_anonymous_is_harmless(api_client):
    assert api_client.post("/api/auth/logout/").status_code == 204


def test_me_answers_no_content_for_anonymous(api_client):
    # Nobody signed in is the normal state of a fresh visit: no error status, no body, no user data.
    response = api_client.get("/api/auth/me/")
    assert response.status_code == 204
    assert response.content == b""


def test_token_flow(architect, api_client):
    response = api_client.post(TOKEN, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json")
    assert response.status_code == 200
    key = response.json()["token"]
    stored = ApiToken.objects.get(user=architect)
    # Only a digest of the key is kept.
    assert stored.digest == key_digest(key) and key not in (stored.digest, stored.prefix)
    # Asking again issues a second token; both work until revoked or expired.
    again = api_client.post(TOKEN, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json")
    assert again.json()["token"] != key
    assert ApiToken.objects.filter(user=architect).count() == 2
    scripted = APIClient()
    scripted.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    me = scripted.get("/api/auth/me/")
    assert me.status_code == 200
    assert me.json()["username"] == "arch"


def test_token_wrong_password(architect, api_client):
    response = api_client.post(TOKEN, {"username": "arch", "password": "bad"}, format="json")
    assert response.status_code == 400
    assert response.json() == {"non_field_errors": [WRONG_CREDENTIALS]}


def test_bad_token_is_rejected():
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    response = client.get("/api/auth/me/")
    assert response.status_code in (401, 403)
    assert set(response.json()) == {"detail"}
