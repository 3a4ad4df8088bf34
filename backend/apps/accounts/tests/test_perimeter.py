"""The login perimeter: throttling by real client address, the admin login, per-account lockout."""

import pytest
from django.conf import settings
from django.test import Client, override_settings
from rest_framework.test import APIClient

from apps.accounts.constants import ACCOUNT_LOCKED, WRONG_CREDENTIALS
from apps.accounts.tests.factories import DEFAULT_PASSWORD

pytestmark = pytest.mark.django_db

LOGIN = "/api/auth/login/"
TOKEN = "/api/auth/token/"
ADMIN_LOGIN = "/admin/login/"
RATE_LIMIT = int(settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["auth"].split("/")[0])


def _guess(client, path: str, i: int, **extra):
    """One failed login under a fresh username (so only the per-address throttle can answer 429)."""
    data = {"username": f"guess{i}", "password": "wrong"}
    if path == ADMIN_LOGIN:
        return client.post(path, data, **extra)
    return client.post(path, data, format="json", **extra)


@pytest.mark.parametrize("path", [LOGIN, TOKEN])
def test_a_forged_forwarded_for_does_not_reset_the_throttle(path, api_client):
    codes = [
        _guess(api_client, path, i, HTTP_X_FORWARDED_FOR=f"203.0.113.{i}").status_code for i in range(RATE_LIMIT + 1)
    ]
    assert codes[:RATE_LIMIT] == [400] * RATE_LIMIT
    assert codes[RATE_LIMIT] == 429


@override_settings(TRUSTED_PROXY_COUNT=1)
def test_behind_a_trusted_proxy_the_forwarded_client_is_throttled_alone(api_client):
    # One proxy appends the peer it saw; whatever the client put further left is ignored.
    for i in range(RATE_LIMIT):
        response = _guess(api_client, LOGIN, i, HTTP_X_FORWARDED_FOR=f"10.9.9.{i}, 198.51.100.7")
        assert response.status_code == 400
    assert _guess(api_client, LOGIN, 99, HTTP_X_FORWARDED_FOR="1.2.3.4, 198.51.100.7").status_code == 429
    # Another client behind the same proxy still gets its own allowance.
    assert _guess(api_client, LOGIN, 100, HTTP_X_FORWARDED_FOR="198.51.100.8").status_code == 400


def test_the_admin_login_is_throttled_too():
    client = Client()
    codes = [_guess(client, ADMIN_LOGIN, i, HTTP_X_FORWARDED_FOR=f"203.0.113.{i}").status_code
             for i in range(RATE_LIMIT + 1)]
    assert codes[:RATE_LIMIT] == [200] * RATE_LIMIT  # the admin redisplays its form on a wrong password
    assert codes[RATE_LIMIT] == 429
    assert client.post(ADMIN_LOGIN, {"username": "x", "password": "y"}).json() == {"detail": "Request was throttled."}


def test_the_admin_and_api_logins_share_one_allowance(api_client):
    for i in range(RATE_LIMIT):
        assert _guess(api_client, LOGIN, i).status_code == 400
    assert _guess(Client(), ADMIN_LOGIN, 500).status_code == 429


def _fail_from_many_addresses(path: str, username: str, times: int) -> list[int]:
    codes = []
    for i in range(times):
        client = APIClient(REMOTE_ADDR=f"192.0.2.{i + 1}")
        codes.append(client.post(path, {"username": username, "password": "wrong"}, format="json").status_code)
    return codes


@pytest.mark.parametrize("path", [LOGIN, TOKEN])
def test_an_account_is_locked_after_repeated_failures_from_any_address(path, architect):
    limit = settings.AXES_FAILURE_LIMIT
    assert _fail_from_many_addresses(path, "arch", limit - 1) == [400] * (limit - 1)
    last = APIClient(REMOTE_ADDR="192.0.2.200").post(path, {"username": "arch", "password": "x"}, format="json")
    assert last.status_code == 429
    # Even the right password is refused now, with a message that says why.
    locked = APIClient(REMOTE_ADDR="192.0.2.201").post(
        path, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json"
    )
    assert locked.status_code == 429
    assert locked.json() == {"detail": ACCOUNT_LOCKED}
    # Other accounts are not affected.
    assert APIClient().post(path, {"username": "ghost", "password": "x"}, format="json").json() == {
        "non_field_errors": [WRONG_CREDENTIALS]
    }


def test_the_admin_login_locks_the_account_too(staff):
    limit = settings.AXES_FAILURE_LIMIT
    for i in range(limit):
        Client(REMOTE_ADDR=f"192.0.2.{i + 1}").post(ADMIN_LOGIN, {"username": "staffer", "password": "wrong"})
    locked = Client(REMOTE_ADDR="192.0.2.99").post(ADMIN_LOGIN, {"username": "staffer", "password": DEFAULT_PASSWORD})
    assert locked.status_code == 429
    assert locked.json() == {"detail": ACCOUNT_LOCKED}
    # The API login refuses the same account: one lockout, every entry point.
    api = APIClient().post(LOGIN, {"username": "staffer", "password": DEFAULT_PASSWORD}, format="json")
    assert api.status_code == 429


def test_a_success_before_the_limit_resets_the_count(architect):
    limit = settings.AXES_FAILURE_LIMIT
    _fail_from_many_addresses(LOGIN, "arch", limit - 1)
    ok = APIClient().post(LOGIN, {"username": "arch", "password": DEFAULT_PASSWORD}, format="json")
    assert ok.status_code == 200
    assert _fail_from_many_addresses(LOGIN, "arch", limit - 1) == [400] * (limit - 1)


# --- the cache (Redis) down: logging in still works, the throttle counts in process ---------------------------


@pytest.fixture
def redis_cache(private_broker, settings, wait_for):
    """The cache on a private redis-server of this test's own, which the test may stop."""
    from apps.accounts.throttles import PROCESS_COUNTS

    server = private_broker("redis")
    server.start_server(wait_for)
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": server.url,
                                   "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1}}}
    PROCESS_COUNTS.clear()
    yield server
    PROCESS_COUNTS.clear()


def _sign_in(path: str, username: str, password: str):
    if path == ADMIN_LOGIN:
        return Client().post(path, {"username": username, "password": password})
    return APIClient().post(path, {"username": username, "password": password}, format="json")


@pytest.mark.parametrize("path", [LOGIN, TOKEN, ADMIN_LOGIN])
def test_login_works_while_the_cache_is_down_and_the_throttle_counts_in_process(path, redis_cache, staff):
    from django.core.cache import cache

    assert _sign_in(path, "staffer", DEFAULT_PASSWORD).status_code in (200, 302)
    assert cache.get("throttle_auth_127.0.0.1"), "with Redis up the count is kept in Redis"
    redis_cache.stop_server()

    signed_in = _sign_in(path, "staffer", DEFAULT_PASSWORD)
    assert signed_in.status_code == (302 if path == ADMIN_LOGIN else 200)
    if path == TOKEN:
        assert signed_in.json()["token"]
    # Still limited: the rest of the allowance (counted from zero in this process), then 429.
    codes = [_guess(Client() if path == ADMIN_LOGIN else APIClient(), path, i).status_code
             for i in range(RATE_LIMIT)]
    refused = 200 if path == ADMIN_LOGIN else 400
    assert codes[:RATE_LIMIT - 1] == [refused] * (RATE_LIMIT - 1)
    assert codes[RATE_LIMIT - 1] == 429
