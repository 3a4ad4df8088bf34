"""`make run`'s supervisor (scripts/supervise.py) with the real gunicorn and Celery commands it starts.

A killed worker is restarted while the web server keeps answering, the restarted worker runs jobs, and Ctrl-C
stops everything in under 10 s.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.services import job_create
from apps.jobs.tests.brokers import BACKEND_DIR, free_port

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

SUPERVISOR = BACKEND_DIR.parent / "scripts" / "supervise.py"
STARTED = re.compile(r"\[supervise\] (\w+) started \(pid (\d+)\)")


def _pids(log_path) -> list[tuple[str, int]]:
    return [(name, int(pid)) for name, pid in STARTED.findall(log_path.read_text())]


def _web_answers(port: int) -> bool:
    """Whether the web server answers a request that touches neither the broker nor the workers.

    Not /api/health/: it asks the broker and the workers (a second or two each), and on a loaded machine that made
    a single check wait past its timeout while the server was up. Whether it is up is what is asked here.
    """
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/auth/csrf/", timeout=30) as response:
            return response.status == 204
    except urllib.error.HTTPError:
        return False
    except OSError:
        return False


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    # A zombie (exited, not yet reaped by its parent) counts as gone.
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(") ")[-1].startswith("Z")
    except FileNotFoundError:
        return True


def test_killed_worker_is_restarted_web_stays_up_and_ctrl_c_stops_all_quickly(
        private_broker, architect, project, tmp_path, wait_for):
    broker = private_broker("filesystem")
    port = free_port()
    env = dict(broker.env, HOST="127.0.0.1", PORT=str(port), WEB_WORKERS="1", WORKER_CONCURRENCY="1")
    log = tmp_path / "supervise.log"
    proc = subprocess.Popen([sys.executable, str(SUPERVISOR)], env=env, stdout=log.open("w"),
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for(lambda: _web_answers(port), timeout=90, interval=0.2, message=f"web did not answer:\n{log}")
        (worker_pid,) = [pid for name, pid in _pids(log) if name == "worker"]

        os.kill(worker_pid, signal.SIGKILL)
        restarted = wait_for(lambda: [pid for name, pid in _pids(log) if name == "worker" and pid != worker_pid],
                             timeout=30, interval=0.1, message="the worker was not restarted")
        assert proc.poll() is None and _web_answers(port), "the web server must stay up"

        job = job_create(kind="demo", owner=architect, project=project, payload={"steps": 2})
        done = wait_for(lambda: Job.objects.filter(pk=job.pk, state=JobState.SUCCEEDED).first(), timeout=90,
                        message=f"the restarted worker did not run a job:\n{log.read_text()[-3000:]}")
        assert done.attempts == 1

        started = time.monotonic()
        os.kill(proc.pid, signal.SIGINT)
        proc.wait(timeout=20)
        elapsed = time.monotonic() - started
        assert elapsed < 10, f"stopping took {elapsed:.1f} s"
        assert all(_gone(pid) for _, pid in _pids(log)), "every program must be stopped"
        assert not _web_answers(port)
        assert restarted
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
