"""Real ``celery worker`` subprocesses for tests: the session's worker, the worker-loss test's, the fault tests'.

Every one runs the test settings against this session's test database (``RACPLAN_TEST_RUN_ID``) from the backend
folder; only the pool, queue, broker and how readiness is seen differ.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.conf import settings

BACKEND_DIR = Path(__file__).resolve().parents[3]


def worker_env(**extra: str) -> dict[str, str]:
    """This process's environment plus what a test worker needs to find the test settings and database."""
    return dict(os.environ, DJANGO_SETTINGS_MODULE="config.settings.test", RACPLAN_TEST_WORKER="1",
                RACPLAN_TEST_RUN_ID=settings.TEST_RUN_ID, PYTHONUNBUFFERED="1", **extra)


def worker_command(*, node: str, pool: str, queue: str, loglevel: str = "INFO") -> list[str]:
    """The ``celery worker`` command line of one test worker (one process at a time, no gossip or mingle)."""
    return [sys.executable, "-m", "celery", "-A", "config.celery_app", "worker", "--pool", pool, "--concurrency", "1",
            "--loglevel", loglevel, "--without-gossip", "--without-mingle", "--hostname", node, "--queues", queue]


@contextmanager
def celery_worker(*, node: str, pool: str, queue: str, wait_for: Callable[..., object], log_path: Path | None = None,
                  loglevel: str = "INFO", env: dict[str, str] | None = None) -> Iterator[subprocess.Popen]:
    """Start a worker, wait until it answers a ping, yield its process and stop it afterwards.

    Its output goes to ``log_path`` (removed at the end) or nowhere; `env` adds to its environment.
    """
    from config.celery_app import app

    log = log_path.open("w") if log_path is not None else None
    proc = subprocess.Popen(worker_command(node=node, pool=pool, queue=queue, loglevel=loglevel), cwd=BACKEND_DIR,
                            env=worker_env(**(env or {})), stdout=log or subprocess.DEVNULL, stderr=subprocess.STDOUT)
    where = f"; see {log_path}" if log_path is not None else ""

    def answered():
        if proc.poll() is not None:
            output = log_path.read_text() if log_path is not None else ""
            pytest.fail(f"The Celery worker {node} exited with {proc.returncode}{where}:\n{output}")
        return app.control.ping(destination=[node], timeout=0.5)

    try:
        wait_for(answered, timeout=60, message=f"The Celery worker {node} did not answer a ping{where}")
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        if log is not None:
            log.close()
            log_path.unlink(missing_ok=True)


#: The session's worker process while it runs (at most one per test process).
_session_workers: list[subprocess.Popen] = []


@contextmanager
def session_worker(proc: subprocess.Popen) -> Iterator[None]:
    """Make ``proc`` the worker :func:`settle_session_worker` waits on while the block runs."""
    _session_workers.append(proc)
    try:
        yield
    finally:
        _session_workers.remove(proc)


def session_jobs_left() -> list[tuple[int, str, str]]:
    """(id, kind, state) of the jobs the session's worker would still take or finish: queued or running on its queue."""
    from apps.jobs.choices import JobState
    from apps.jobs.models import Job

    return list(Job.objects.filter(state__in=[JobState.QUEUED, JobState.RUNNING],
                                   queue__in=["", settings.CELERY_TASK_DEFAULT_QUEUE])
                .order_by("id").values_list("id", "kind", "state"))


def settle_session_worker(wait_for: Callable[..., object], *, timeout: float = 120) -> None:
    """Wait until the session's worker, if one runs, has no job of this database left to take or finish.

    A job queued before its message could be sent is sent by the worker's sweeper, and one sent to a broker nobody
    listens to is sent again (``JOBS_RESEND_SECONDS``), so every such job ends well within the timeout.
    """
    if not _session_workers or _session_workers[0].poll() is not None:
        return  # nothing takes the jobs: they stay queued and are emptied with the rest
    left: list[tuple[int, str, str]] = []

    def idle() -> bool:
        left[:] = session_jobs_left()
        return not left

    try:
        wait_for(idle, timeout=timeout, interval=0.1)
    except pytest.fail.Exception:
        pytest.fail(f"The session's worker still had {len(left)} job(s) after {timeout} s: {left[:10]}")


@contextmanager
def session_worker_paused(wait_for: Callable[..., object]) -> Iterator[None]:
    """Freeze the session's worker, if one runs, for the length of the block (SIGSTOP, then SIGCONT).

    Tests that start a layout of their own (a web process and workers on a private broker) share this session's
    test database with the session's worker. Its sweeper reads every job row of that database, and a job it takes for
    lost (in tests a worker counts as gone after JOBS_STALE_SECONDS = 5 s without a beat, which a loaded machine can
    exceed) is sent again over *its* broker, to the session's worker, which runs it with the session's settings: a
    PDF job then printed http://127.0.0.1:8000 instead of the layout's web process and failed. In a deployment every
    process shares one broker and one configuration, so any sweeper may send any job; here the session's worker is
    settled first (nothing of its own is running or held) and then kept out of the layout's way.
    """
    proc = _session_workers[0] if _session_workers and _session_workers[0].poll() is None else None
    if proc is None:
        yield
        return
    settle_session_worker(wait_for)
    os.kill(proc.pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(proc.pid, signal.SIGCONT)
