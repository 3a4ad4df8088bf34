"""Health checks behind GET /api/health/: database, broker and workers, each timed."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.utils import timezone
from kombu import Connection

import config
from apps.jobs.choices import JobState
from apps.jobs.models import Job


@dataclass
class CheckResult:
    """Outcome of one check, as shown in the health document."""

    ok: bool
    detail: str
    latency_ms: float
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.update(data.pop("extra"))
        return data


def _elapsed_ms(start: float) -> float:
    return round((time.monotonic() - start) * 1000, 1)


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}"[:300] if text else type(exc).__name__


def broker_connection(timeout: float) -> Connection:
    """A kombu connection to the configured broker (read from settings at call time)."""
    options = dict(getattr(settings, "CELERY_BROKER_TRANSPORT_OPTIONS", {}) or {})
    options.setdefault("socket_timeout", timeout)
    options.setdefault("socket_connect_timeout", timeout)
    options.setdefault("max_retries", 0)
    return Connection(settings.CELERY_BROKER_URL, connect_timeout=timeout, transport_options=options)


def check_database() -> CheckResult:
    start = time.monotonic()
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # noqa: BLE001 - any failure means "down"
        return CheckResult(False, _short(exc), _elapsed_ms(start))
    return CheckResult(True, connection.vendor, _elapsed_ms(start))


def check_broker() -> CheckResult:
    start = time.monotonic()
    timeout = settings.HEALTH_BROKER_TIMEOUT
    try:
        with broker_connection(timeout) as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, interval_step=0, timeout=timeout)
            transport = conn.transport_cls
    except Exception as exc:  # noqa: BLE001
        return CheckResult(False, _short(exc), _elapsed_ms(start))
    return CheckResult(True, str(transport), _elapsed_ms(start))


def check_workers(*, broker_ok: bool) -> CheckResult:
    start = time.monotonic()
    if not broker_ok:
        return CheckResult(False, "Broker unreachable.", 0.0, {"count": 0})
    timeout = settings.HEALTH_WORKER_TIMEOUT
    queue = settings.CELERY_TASK_DEFAULT_QUEUE
    try:
        with broker_connection(timeout) as conn:
            inspect = config.celery_app.control.inspect(timeout=timeout, connection=conn)
            replies = inspect.active_queues() or {}
    except Exception as exc:  # noqa: BLE001
        return CheckResult(False, _short(exc), _elapsed_ms(start), {"count": 0})
    # only the workers that take this deployment's jobs count: a broker may be shared with other deployments
    count = sum(1 for queues in replies.values() if any(q.get("name") == queue for q in queues or ()))
    if not count:
        # a worker running a job on a solo pool answers no control message until the job ends: a job of this queue
        # with a fresh heartbeat shows it is there, busy
        busy = _busy_workers(queue)
        if busy:
            detail = (
                f"No worker answered within {timeout:g} s, but {busy} job(s) of the '{queue}' queue are running "
                "with a fresh heartbeat: their worker is busy."
            )
            return CheckResult(True, detail, _elapsed_ms(start), {"count": busy})
    detail = (
        f"{count} worker(s) take jobs from the '{queue}' queue."
        if count
        else f"No worker takes jobs from the '{queue}' queue."
    )
    if len(replies) > count:
        detail += f" {len(replies) - count} other worker(s) answered."
    return CheckResult(count > 0, detail, _elapsed_ms(start), {"count": count})


def _busy_workers(queue: str) -> int:
    """Running jobs of ``queue``, the deployment's default queue (which jobs may also name as ""), whose heartbeat
    is at most two beats old; 0 when the database cannot say."""
    fresh = timezone.now() - timedelta(seconds=2 * settings.JOBS_HEARTBEAT_SECONDS)
    try:
        return Job.objects.filter(state=JobState.RUNNING, heartbeat_at__gte=fresh, queue__in=[queue, ""]).count()
    except Exception:  # noqa: BLE001 - the database check reports the database
        return 0


WORKERS_CACHE_KEY = "racplan:health:workers"


def check_workers_cached(*, broker_ok: bool) -> CheckResult:
    """`check_workers`, its answer reused for HEALTH_WORKER_CACHE_SECONDS (the broker itself is checked every time)."""
    ttl = settings.HEALTH_WORKER_CACHE_SECONDS
    if not broker_ok or ttl <= 0:
        return check_workers(broker_ok=broker_ok)
    cached = cache.get(WORKERS_CACHE_KEY)
    if cached is not None:
        ok, detail, latency_ms, count = cached
        return CheckResult(ok, detail, latency_ms, {"count": count})
    result = check_workers(broker_ok=True)
    cache.set(WORKERS_CACHE_KEY, (result.ok, result.detail, result.latency_ms, result.extra["count"]), ttl)
    return result


def health_report() -> dict[str, Any]:
    """The document returned by /api/health/; ``status`` is "ok" only when every check passed."""
    database = check_database()
    broker = check_broker()
    workers = check_workers_cached(broker_ok=broker.ok)
    checks = {"database": database.as_dict(), "broker": broker.as_dict(), "workers": workers.as_dict()}
    ok = all(item["ok"] for item in checks.values())
    return {"status": "ok" if ok else "degraded", "version": config.VERSION, "checks": checks}
