#!/usr/bin/env python3
"""Run RACplan's web server and Celery worker for `make run` (via scripts/run.sh) and keep them running.

- The worker is restarted whenever it exits (crash, OOM kill, `kill -9`), after a short back-off that grows while
  it keeps failing; the web server stays up meanwhile. Jobs the dead worker was running are picked up again by
  the job sweeper of the restarted worker (see docs/architecture.md, "Background jobs").
- If the web server exits, everything stops with its exit code: without it the app is unusable.
- Ctrl-C (SIGINT) or SIGTERM stops both in under 10 s: gunicorn gets SIGTERM (graceful, `--graceful-timeout 3`),
  the worker SIGTERM (Celery's warm shutdown), then SIGQUIT (cold shutdown) after 3 s; anything still alive
  after 6 s is killed. A second Ctrl-C kills at once.

Each program runs in its own process group, so the terminal's Ctrl-C reaches only this supervisor, which then
stops the programs in order. Environment: HOST (default 127.0.0.1), PORT (8000), WEB_SERVER=gunicorn|runserver,
WEB_CONCURRENCY and GUNICORN_THREADS (backend/gunicorn.conf.py), WORKER_CONCURRENCY (2). Run from anywhere; the commands run in backend/.

RACPLAN_RUN_LOG (set by scripts/run.sh): a file the programs' output and this supervisor's messages are appended to;
the terminal then gets only what needs the user (a program that exited, the stop) and, when the web server exits,
the last lines of that file. Unset, everything goes to this process's stdout and stderr.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"
BIN = Path(sys.executable).parent

WARM_SECONDS = 3.0  # worker: warm shutdown, then cold
KILL_SECONDS = 6.0  # anything alive after this is killed
BACKOFF_MAX = 10.0
HEALTHY_AFTER = 30.0  # a worker that ran this long before exiting restarts without back-off
TAIL_LINES = 25  # of the run log, shown when the web server exits

RUN_LOG = Path(os.environ["RACPLAN_RUN_LOG"]) if os.environ.get("RACPLAN_RUN_LOG") else None


def log(message: str, *, show: bool = False) -> None:
    """Say `message` in the run log, and on the terminal too when `show` (always, without a run log)."""
    line = f"[supervise] {message}"
    if RUN_LOG is not None:
        with RUN_LOG.open("a") as out:
            print(line, file=out)
    if RUN_LOG is None or show:
        print(line, file=sys.stderr, flush=True)


def show_log_tail() -> None:
    """Put the last lines of the run log on the terminal: why a program exited is usually in them."""
    if RUN_LOG is None:
        return
    try:
        lines = RUN_LOG.read_text(errors="replace").splitlines()[-TAIL_LINES:]
    except OSError:
        return
    print(f"[supervise] the last lines of {RUN_LOG}:", file=sys.stderr)
    print("\n".join(f"  | {line}" for line in lines), file=sys.stderr, flush=True)


class Wakeup:
    """Sleeps until something happens: a program exits (SIGCHLD), a stop is asked (SIGINT/SIGTERM), or a deadline.

    Python writes every handled signal's number to the wakeup fd (``signal.set_wakeup_fd``), so a signal that lands
    between a check and the wait still ends the wait: nothing is polled on a timer.
    """

    def __init__(self) -> None:
        self.read_fd, write_fd = os.pipe()
        os.set_blocking(self.read_fd, False)
        os.set_blocking(write_fd, False)
        signal.set_wakeup_fd(write_fd)
        signal.signal(signal.SIGCHLD, lambda _signum, _frame: None)  # a handler, so SIGCHLD reaches the fd

    def wait(self, until: float | None) -> None:
        """Return at the first event, or at the monotonic time ``until`` (None: no deadline)."""
        timeout = None if until is None else max(0.0, until - time.monotonic())
        ready, _, _ = select.select([self.read_fd], [], [], timeout)
        if ready:
            try:
                while os.read(self.read_fd, 512):
                    pass
            except BlockingIOError:
                pass


@dataclass
class Program:
    name: str
    argv: list[str]
    restart: bool
    proc: subprocess.Popen | None = None
    started: float = 0.0
    backoff: float = 0.0
    next_start: float = 0.0
    restarts: int = field(default=0)

    def start(self) -> None:
        if RUN_LOG is None:
            self.proc = subprocess.Popen(self.argv, cwd=BACKEND, start_new_session=True)
        else:
            with RUN_LOG.open("ab") as out:  # the child keeps its own descriptor of the file
                self.proc = subprocess.Popen(self.argv, cwd=BACKEND, start_new_session=True, stdin=subprocess.DEVNULL,
                                             stdout=out, stderr=subprocess.STDOUT)
        self.started = time.monotonic()
        log(f"{self.name} started (pid {self.proc.pid})")

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def signal(self, sig: int, *, group: bool = False) -> None:
        if self.proc is None:
            return
        try:
            if group:
                os.killpg(self.proc.pid, sig)
            elif self.proc.poll() is None:
                self.proc.send_signal(sig)
        except (ProcessLookupError, PermissionError):
            pass


def programs(env: dict[str, str]) -> list[Program]:
    host, port = env.get("HOST") or "127.0.0.1", env.get("PORT") or "8000"
    worker = [str(BIN / "celery"), "-A", "config.celery_app", "worker", "--loglevel", "INFO",
              "--concurrency", env.get("WORKER_CONCURRENCY") or "2", "--hostname", "racplan-dev@%h"]
    if (env.get("WEB_SERVER") or "gunicorn") == "runserver":
        web = [sys.executable, "manage.py", "runserver", f"{host}:{port}"]
    else:
        # Workers, threads and timeouts come from backend/gunicorn.conf.py (shared with compose and the e2e server);
        # only the address and the short graceful stop that keeps Ctrl-C under 10 s are set here.
        web = [str(BIN / "gunicorn"), "config.wsgi", "--bind", f"{host}:{port}",
               "--graceful-timeout", str(int(WARM_SECONDS))]
    return [Program("worker", worker, restart=True), Program("web", web, restart=False)]


def stop_all(progs: list[Program], wakeup: Wakeup, interrupted) -> None:
    start = time.monotonic()
    for prog in progs:
        prog.signal(signal.SIGTERM)
    cold_sent = False
    while any(p.alive() for p in progs):
        elapsed = time.monotonic() - start
        if elapsed > KILL_SECONDS or interrupted():
            break
        if elapsed > WARM_SECONDS and not cold_sent:
            for prog in progs:
                if prog.restart and prog.alive():
                    prog.signal(signal.SIGQUIT)  # Celery: cold shutdown
            cold_sent = True
        wakeup.wait(start + (KILL_SECONDS if cold_sent else WARM_SECONDS))
    for prog in progs:  # the leaders and whatever they left behind (pool children, gunicorn workers)
        prog.signal(signal.SIGKILL, group=True)
        if prog.proc is not None:
            try:
                prog.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                log(f"{prog.name} (pid {prog.proc.pid}) did not die", show=True)
    log(f"stopped in {time.monotonic() - start:.1f} s", show=True)


def main() -> int:
    signals: list[int] = []

    def on_signal(signum, _frame):
        signals.append(signum)

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    wakeup = Wakeup()
    progs = programs(dict(os.environ))
    for prog in progs:
        prog.start()
    exit_code = 0
    while not signals:
        now = time.monotonic()
        for prog in progs:
            if prog.proc is None:  # waiting out its back-off
                if now >= prog.next_start:
                    prog.restarts += 1
                    prog.start()
                continue
            code = prog.proc.poll()
            if code is None:
                continue
            if not prog.restart:
                log(f"{prog.name} exited with {code}; stopping everything", show=True)
                show_log_tail()
                exit_code = code if code > 0 else 1
                signals.append(signal.SIGTERM)
                break
            prog.signal(signal.SIGKILL, group=True)  # stray pool children of the dead worker
            ran = now - prog.started
            prog.backoff = 0.0 if ran > HEALTHY_AFTER else min(BACKOFF_MAX, max(1.0, prog.backoff * 2))
            prog.next_start = now + prog.backoff
            prog.proc = None
            log(f"{prog.name} exited with {code} after {ran:.0f} s; restarting in {prog.backoff:.0f} s", show=True)
        if not signals:
            restarts = [prog.next_start for prog in progs if prog.proc is None]
            wakeup.wait(min(restarts) if restarts else None)
    log("stopping", show=True)
    stop_all(progs, wakeup, interrupted=lambda: len(signals) > 1)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
