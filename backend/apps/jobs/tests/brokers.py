"""Private brokers and worker processes for the fault tests: a test can stop, start and kill them at will.

Each test gets its own broker (a ``redis-server`` on a free port, or a kombu filesystem folder under ``tmp_path``)
and points both this process (settings are read when a job is sent) and the workers it starts at it, so the
session's shared worker never takes its messages.
"""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from django.conf import settings

from apps.jobs.tests.workers import BACKEND_DIR, session_worker_paused, worker_command, worker_env
from config.settings.base import filesystem_broker_options


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class PrivateBroker:
    """A broker only one test uses. ``url``/``options`` for this process, ``env`` for the workers it starts."""

    kind: str
    folder: Path
    port: int = 0
    server: subprocess.Popen | None = None
    workers: list[subprocess.Popen] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0" if self.kind == "redis" else "filesystem://"

    @property
    def options(self) -> dict:
        if self.kind == "redis":
            return {}
        # The test settings put a filesystem broker at <RACPLAN_BROKER_DIR>/../broker-test-<run id>.
        return filesystem_broker_options(self.folder / f"broker-test-{settings.TEST_RUN_ID}")

    @property
    def env(self) -> dict[str, str]:
        env = worker_env(CELERY_BROKER_URL=self.url)
        if self.kind == "filesystem":
            env["RACPLAN_BROKER_DIR"] = str(self.folder / "broker")
        return env

    def start_server(self, wait_for) -> None:
        """Start redis-server on this broker's port (no persistence) and wait until it answers."""
        import redis

        self.server = subprocess.Popen(
            [shutil.which("redis-server") or "redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
             "--save", "", "--appendonly", "no", "--dir", str(self.folder)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis(port=self.port, socket_connect_timeout=0.5)

        def answers():
            try:
                return client.ping()
            except redis.ConnectionError:
                return False

        wait_for(answers, timeout=20, message="the private redis-server did not start")

    def stop_server(self) -> None:
        if self.server is not None and self.server.poll() is None:
            self.server.terminate()
            self.server.wait(timeout=10)

    def start_worker(self, name: str, wait_for, *, log: Path) -> subprocess.Popen:
        """A solo-pool worker on this broker (its sweeper thread included), returned once it logs that it is ready.

        Readiness is read from the log, not by a ping: Celery publishes control messages through the app's own
        (session) broker, not this private one.
        """
        node = f"{name}-{settings.TEST_RUN_ID}@localhost"
        offset = log.stat().st_size if log.exists() else 0
        proc = subprocess.Popen(worker_command(node=node, pool="solo", queue=settings.CELERY_TASK_DEFAULT_QUEUE),
                                cwd=BACKEND_DIR, env=self.env, stdout=log.open("a"), stderr=subprocess.STDOUT)
        self.workers.append(proc)

        def ready():
            if proc.poll() is not None:
                pytest.fail(f"worker {name} exited with {proc.returncode}:\n{log.read_text()}")
            return f"{node} ready." in log.read_text()[offset:]

        wait_for(ready, timeout=90, interval=0.2, message=f"worker {name} did not get ready:\n{log.read_text()}")
        return proc

    def close(self) -> None:
        for proc in self.workers:
            if proc.poll() is None:
                proc.send_signal(signal.SIGKILL)
                proc.wait(timeout=10)
        self.stop_server()


@pytest.fixture
def private_broker(request, tmp_path, settings, wait_for):
    """``private_broker("redis" | "filesystem")``: a broker of that kind this test alone uses (server not started).

    The session's worker, if one runs, is paused meanwhile (`session_worker_paused`): its sweeper would otherwise
    send this test's jobs over the session's broker.
    """
    made: list[PrivateBroker] = []
    paused = ExitStack()

    def make(kind: str) -> PrivateBroker:
        if not made:
            paused.enter_context(session_worker_paused(wait_for))
        broker = PrivateBroker(kind=kind, folder=tmp_path, port=free_port() if kind == "redis" else 0)
        settings.CELERY_BROKER_URL = broker.url
        settings.CELERY_BROKER_TRANSPORT_OPTIONS = broker.options
        made.append(broker)
        return broker

    with paused:
        yield make
        for broker in made:
            broker.close()
