"""What `make run` (scripts/run.sh) prints on the terminal: one screen with the address, the logins and the name of
the log that holds the rest (migrations, seeding, the web server's and the worker's output); a step that fails shows
its last lines there.

Each test starts run.sh on a fresh RACPLAN_VAR_DIR (its own SQLite file and filesystem broker), as a new user's first
`make run` would.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from django.conf import settings

pytestmark = pytest.mark.worker

RUN_SH = Path(settings.REPO_DIR) / "scripts" / "run.sh"
SUPERVISE_PY = RUN_SH.with_name("supervise.py")
ONE_SCREEN = 25  # lines


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _fresh_env(var_dir: Path, port: int, **extra: str) -> dict[str, str]:
    """The environment of a new user's shell: none of this test run's database, broker or settings."""
    ours = ("DATABASE_URL", "REDIS_URL", "CELERY_", "DJANGO_", "RACPLAN_", "JOBS_", "MEDIA_ROOT", "PYTEST", "HOST")
    env = {key: value for key, value in os.environ.items() if not key.startswith(ours)}
    return dict(env, RACPLAN_VAR_DIR=str(var_dir), PORT=str(port), **extra)


def _answers(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/auth/csrf/", timeout=30) as response:
            return response.status == 204
    except (urllib.error.URLError, OSError):
        return False


def _start(env: dict[str, str], terminal: Path, argv: tuple[str, ...] = ("bash", str(RUN_SH))) -> subprocess.Popen:
    """Start `argv` (run.sh) with its terminal output, stdout and stderr as a user sees them, in `terminal`."""
    with terminal.open("w") as out:
        return subprocess.Popen(list(argv), env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)


def _exit_code(proc: subprocess.Popen, timeout: float) -> int:
    try:
        return proc.wait(timeout=timeout)
    finally:
        _stop(proc)


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def test_a_fresh_start_fits_on_one_screen_and_names_its_log(tmp_path, wait_for):
    var_dir, port, terminal = tmp_path / "var", _free_port(), tmp_path / "terminal.txt"
    log = var_dir / "log" / "run.log"
    proc = _start(_fresh_env(var_dir, port), terminal)
    try:
        wait_for(lambda: f"http://localhost:{port}/" in terminal.read_text() or proc.poll() is not None,
                 timeout=600, interval=0.5, message="no address line")
        assert proc.poll() is None, terminal.read_text()
        wait_for(lambda: _answers(port), timeout=120, interval=0.5, message=f"the web server did not answer:\n{log}")
        # the worker's banner, and Celery's warning about running as root here, have been printed by then
        wait_for(lambda: " ready." in log.read_text(), timeout=120, interval=0.5, message="the worker is not ready")
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C
        assert proc.wait(timeout=30) == 0
    finally:
        _stop(proc)

    shown = terminal.read_text()
    lines = shown.splitlines()
    assert len(lines) <= ONE_SCREEN, shown
    assert f"http://localhost:{port}/" in shown
    assert "architect, contributor, viewer" in shown
    assert str(log) in shown
    for detail in ("Applying ", "Loaded reference data", "Booting worker", "celery@", "[supervise] web started"):
        assert detail not in shown, f"{detail!r} belongs in the log:\n{shown}"
    assert "[supervise] stopping" in shown  # what Ctrl-C did
    written = log.read_text()
    for detail in ("Applying accounts.0001_initial... OK", "Listening at: http://127.0.0.1:", " ready.",
                   "[supervise] web started"):
        assert detail in written


def test_a_failed_migration_shows_the_end_of_the_log(tmp_path):
    var_dir, terminal = tmp_path / "var", tmp_path / "terminal.txt"
    not_a_database = tmp_path / "broken.sqlite3"
    not_a_database.write_text("this is no SQLite database\n" * 100)
    proc = _start(_fresh_env(var_dir, _free_port(), DATABASE_URL=f"sqlite:///{not_a_database}"), terminal)
    code = _exit_code(proc, timeout=300)

    shown = terminal.read_text()
    assert code != 0
    assert "migrating the database failed" in shown
    assert "file is not a database" in shown  # the reason, from the log's last lines
    assert str(var_dir / "log" / "run.log") in shown
    assert "RACplan is starting" not in shown
    assert len(shown.splitlines()) <= ONE_SCREEN + 5, shown


def test_a_web_server_that_exits_shows_why_on_the_terminal(tmp_path):
    """scripts/supervise.py with run.sh's log: the web server cannot listen (the port is taken), so everything stops
    and the terminal gets the end of the log, where gunicorn said why."""
    run_log, terminal = tmp_path / "run.log", tmp_path / "terminal.txt"
    env = _fresh_env(tmp_path / "var", 0, RACPLAN_RUN_LOG=str(run_log), WORKER_CONCURRENCY="1")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        env["PORT"] = str(taken.getsockname()[1])
        python = str(Path(settings.REPO_DIR) / ".venv" / "bin" / "python")
        code = _exit_code(_start(env, terminal, (python, str(SUPERVISE_PY))), timeout=120)

    shown = terminal.read_text()
    assert code != 0
    assert "[supervise] web exited with" in shown
    assert f"the last lines of {run_log}" in shown
    assert "Connection in use" in shown  # gunicorn's own words, from the log
    before_tail = shown.split(f"the last lines of {run_log}")[0]
    assert "[supervise] worker started" not in before_tail  # a detail, said in the log only
    assert "[supervise] worker started" in run_log.read_text()
