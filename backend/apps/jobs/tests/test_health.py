import pytest
from django.test import override_settings

pytestmark = pytest.mark.django_db

UNREACHABLE_REDIS = "redis://127.0.0.1:1/0"


def test_health_is_503_when_the_broker_is_unreachable(api_client):
    with override_settings(CELERY_BROKER_URL=UNREACHABLE_REDIS, CELERY_BROKER_TRANSPORT_OPTIONS={}):
        response = api_client.get("/api/health/")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "degraded"
    assert body["checks"]["database"]["ok"] is True
    assert body["checks"]["broker"]["ok"] is False
    assert body["checks"]["workers"] == {"ok": False, "detail": "Broker unreachable.", "latency_ms": 0.0, "count": 0}
    assert "Traceback" not in response.content.decode()


def test_health_document_shape(api_client):
    body = api_client.get("/api/health/").json()
    assert set(body) == {"status", "version", "checks"}
    assert set(body["checks"]) == {"database", "broker", "workers"}
    assert set(body["checks"]["database"]) == {"ok", "detail", "latency_ms"}
    assert set(body["checks"]["workers"]) == {"ok", "detail", "latency_ms", "count"}
    assert body["version"]


def test_the_worker_ping_is_reused_for_a_while(api_client, settings):
    """The ping waits up to its timeout; within the cache window the stored answer is served instead."""
    from django.core.cache import cache

    from apps.jobs.health import WORKERS_CACHE_KEY

    settings.HEALTH_WORKER_CACHE_SECONDS = 30
    first = api_client.get("/api/health/").json()["checks"]["workers"]
    assert cache.get(WORKERS_CACHE_KEY) == (first["ok"], first["detail"], first["latency_ms"], first["count"])
    # Served from the cache: the very same answer, down to the measured latency.
    assert api_client.get("/api/health/").json()["checks"]["workers"] == first
    cache.set(WORKERS_CACHE_KEY, (True, "7 worker(s) answered.", 3.0, 7), 30)
    assert api_client.get("/api/health/").json()["checks"]["workers"]["count"] == 7


def test_with_no_cache_window_every_call_pings(api_client, settings):
    from django.core.cache import cache

    from apps.jobs.health import WORKERS_CACHE_KEY

    settings.HEALTH_WORKER_CACHE_SECONDS = 0
    api_client.get("/api/health/")
    assert cache.get(WORKERS_CACHE_KEY) is None
