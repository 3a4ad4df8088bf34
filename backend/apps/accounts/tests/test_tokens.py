"""API tokens: expiry, listing, revocation and refresh."""

from datetime import timedelta

import pytest
from django.test import override_settings
from django.utils import timezone
from rest_framework.test import APIClient

from apps.accounts.constants import TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_REFRESH_NEEDS_TOKEN
from apps.accounts.models import ApiToken
from apps.accounts.services import token_issue
from apps.accounts.tests.factories import DEFAULT_PASSWORD

pytestmark = pytest.mark.django_db

TOKENS = "/api/auth/tokens/"


def token_client(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


@override_settings(API_TOKEN_LIFETIME_DAYS=7)
def test_a_token_expires_after_the_configured_lifetime(architect, api_client):
    before = timezone.now()
    body = api_client.post(
        "/api/auth/token/", {"username": "arch", "password": DEFAULT_PASSWORD, "name": "laptop"}, format="json"
    ).json()
    assert body["name"] == "laptop" and body["prefix"] == body["token"][:8]
    token = ApiToken.objects.get(pk=body["id"])
    assert before + timedelta(days=7) <= token.expires_at <= timezone.now() + timedelta(days=7)
    assert token_client(body["token"]).get("/api/auth/me/").status_code == 200
    ApiToken.objects.filter(pk=token.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    expired = token_client(body["token"]).get("/api/auth/me/")
    assert expired.status_code in (401, 403)
    assert expired.json() == {"detail": TOKEN_EXPIRED}


@override_settings(API_TOKEN_LIFETIME_DAYS=0)
def test_a_lifetime_of_zero_means_no_expiry(architect):
    token, _ = token_issue(user=architect)
    assert token.expires_at is None


def test_the_list_shows_own_tokens_without_keys(architect, viewer):
    mine, key = token_issue(user=architect, name="ci")
    token_issue(user=viewer, name="not mine")
    body = token_client(key).get(TOKENS).json()["results"]
    assert [t["name"] for t in body] == ["ci"]
    assert body[0]["current"] is True and body[0]["prefix"] == key[:8]
    assert key not in str(body)


def test_revoking_stops_a_token_at_once(architect_client, architect):
    token, key = token_issue(user=architect, name="old script")
    assert token_client(key).get("/api/auth/me/").status_code == 200
    assert architect_client.delete(f"{TOKENS}{token.id}/").status_code == 204
    refused = token_client(key).get("/api/auth/me/")
    assert refused.status_code in (401, 403)
    assert refused.json() == {"detail": TOKEN_INVALID}
    assert architect_client.get(TOKENS).json()["results"] == []


def test_another_users_token_cannot_be_revoked_or_seen(architect_client, viewer):
    theirs, key = token_issue(user=viewer)
    response = architect_client.delete(f"{TOKENS}{theirs.id}/")
    assert response.status_code == 404
    assert architect_client.delete(f"{TOKENS}{theirs.id + 1000}/").json() == response.json()
    assert token_client(key).get("/api/auth/me/").status_code == 200


def test_the_ui_can_issue_a_named_token(architect_client):
    response = architect_client.post(TOKENS, {"name": "backup host"}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert token_client(body["token"]).get("/api/auth/me/").json()["username"] == "arch"
    assert architect_client.get(TOKENS).json()["results"][0]["current"] is False


def test_anonymous_callers_cannot_list_tokens(api_client):
    assert api_client.get(TOKENS).status_code == 403


def test_refresh_swaps_the_token_for_a_new_one(architect):
    old, key = token_issue(user=architect, name="cli")
    ApiToken.objects.filter(pk=old.pk).update(expires_at=timezone.now() + timedelta(hours=1))
    response = token_client(key).post(f"{TOKENS}refresh/")
    assert response.status_code == 200
    body = response.json()
    assert body["token"] != key and body["name"] == "cli"
    fresh = ApiToken.objects.get(pk=body["id"])
    assert fresh.expires_at > timezone.now() + timedelta(days=1)
    assert token_client(key).get("/api/auth/me/").status_code in (401, 403)
    assert token_client(body["token"]).get("/api/auth/me/").status_code == 200


def test_an_expired_token_cannot_be_refreshed(architect):
    old, key = token_issue(user=architect)
    ApiToken.objects.filter(pk=old.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    assert token_client(key).post(f"{TOKENS}refresh/").json() == {"detail": TOKEN_EXPIRED}


def test_refresh_needs_a_token_not_a_session(architect_client):
    response = architect_client.post(f"{TOKENS}refresh/")
    assert response.status_code == 400
    assert response.json() == {"non_field_errors": [TOKEN_REFRESH_NEEDS_TOKEN]}


def test_an_inactive_users_token_is_refused(architect):
    _, key = token_issue(user=architect)
    architect.is_active = False
    architect.save()
    assert token_client(key).get("/api/auth/me/").status_code in (401, 403)
