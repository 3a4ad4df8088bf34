"""The job sweeper every Celery worker runs (see config/celery_app.py for why it lives in the worker).

`CommonConfig.ready` adds `JobSweeper` to the Celery app's worker steps, so the Celery app itself imports nothing
from the apps: the Django fixup sets Django up while the worker starts, before the worker reads its steps.

The sweeper also tells the others this worker is alive (its `Worker` row, refreshed every sweep), and a signal
handler below stamps each job message the worker takes with the worker's name (`Job.worker`). A worker that dies
holding messages (killed with a job waiting in its prefetch, its host lost) is then seen by any other worker's
next sweep once its row is JOBS_STALE_SECONDS old, and those jobs are sent again at once.

The worker's main process forks the pool's children (at start, and whenever one is replaced). SQLite keeps the lock
state of every open database file inside the process, so a child forked while its parent had the file open (the
sweeper thread in a transaction, say) inherits locks it can never release: every write it tries then waits out
the busy timeout and fails with "database is locked", for as long as that child lives. The parent's database work
here therefore runs inside `parent_database`, which closes its SQLite connections before it returns, and a fork
waits until no such work is under way (`os.register_at_fork`): a child never starts with a SQLite connection of
its parent open. Network databases need none of this (Celery's Django fixup drops the inherited sockets in each
child), and their connections are kept.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import uuid
from collections.abc import Iterator

from celery import bootsteps
from celery.signals import task_received
from django.conf import settings
from django.db import connections

from . import runner
from .choices import JobState
from .models import Job, Worker
from .services import jobs_dropped_by, jobs_sweep, worker_gone, worker_seen

logger = logging.getLogger("config.celery_app")

#: Held while the worker's main process uses the database, and by every fork of that process (see the module doc).
_FORK_GATE = threading.RLock()
_fork_gate_installed = False


def _close_file_connections() -> None:
    """Close this thread's SQLite connections (none of them inside a transaction: that one's owner closes it)."""
    for conn in connections.all(initialized_only=True):
        if conn.vendor == "sqlite" and conn.connection is not None and not conn.in_atomic_block:
            conn.close()


@contextlib.contextmanager
def parent_database() -> Iterator[None]:
    """Database work of the worker's main process: no fork of that process happens meanwhile, and its SQLite
    connections are closed when the work is done, so the pool's next child is forked with none open."""
    with _FORK_GATE:
        try:
            yield
        finally:
            _close_file_connections()


def _before_fork() -> None:
    _FORK_GATE.acquire()
    _close_file_connections()  # the forking thread's own, should it have opened one outside `parent_database`


def install_fork_gate() -> None:
    """Make every later fork of this process wait for `parent_database` work to end (once per process)."""
    global _fork_gate_installed
    if _fork_gate_installed:
        return
    os.register_at_fork(before=_before_fork, after_in_parent=_FORK_GATE.release,
                        after_in_child=_FORK_GATE.release)
    _fork_gate_installed = True


class JobSweeper(bootsteps.StartStopStep):
    """Runs `jobs_sweep` on a timer thread for as long as the worker runs (the first pass right at start-up), and
    keeps this worker's `Worker` row fresh."""

    def __init__(self, parent, **kwargs):
        super().__init__(parent, **kwargs)
        self.stopped = threading.Event()
        self.thread = None
        # Named before the pool starts, so its child processes inherit the name (runner.CURRENT_WORKER).
        self.node = str(getattr(parent, "hostname", "worker"))
        self.name = f"{self.node}{PID_MARK}{os.getpid()} {uuid.uuid4().hex[:8]}"
        runner.CURRENT_WORKER = self.name
        #: Jobs this worker took and no longer held at the last pass (see `jobs_dropped_by`).
        self.suspects: set[int] = set()
        install_fork_gate()

    def start(self, parent):
        self.thread = threading.Thread(target=self.loop, name="racplan-job-sweeper", daemon=True)
        self.thread.start()

    def stop(self, parent):
        self.stopped.set()
        if self.thread is not None:
            self.thread.join(timeout=5)
        try:
            with parent_database():
                worker_gone(name=self.name)
        except Exception:  # noqa: BLE001 - its row then goes stale, and the others act on that
            logger.warning("Worker %s: its row could not be removed", self.name, exc_info=True)
        finally:
            connections.close_all()

    def loop(self):
        try:
            while not self.stopped.is_set():
                try:
                    with parent_database():
                        worker_seen(name=self.name)
                        _, self.suspects = jobs_dropped_by(worker=self.name, held=held_job_ids(),
                                                           suspects=self.suspects)
                        jobs_sweep(gone_workers=self.workers_gone(), gone_processes=self.processes_gone())
                except Exception:  # noqa: BLE001 - a failed pass (database restarting...) is retried next time
                    logger.exception("Job sweep failed")
                    connections.close_all()
                self.stopped.wait(settings.JOBS_SWEEP_SECONDS)
        finally:
            connections.close_all()


    def processes_gone(self) -> set[str]:
        """This worker's pool processes that were running jobs and have died (killed, out of memory): their jobs
        are queued again by this pass, not after JOBS_STALE_SECONDS."""
        prefix = f"{self.name}{runner.PROCESS_MARK}"
        names = (Job.objects.filter(state=JobState.RUNNING, worker__startswith=prefix)
                 .values_list("worker", flat=True).distinct())
        return {name for name in names if not _alive(_pid_after(name, runner.PROCESS_MARK), parent=os.getpid())}

    def workers_gone(self) -> set[str]:
        """Earlier workers of this node on this machine whose main process is dead (a worker killed and started
        again by `make run`'s supervisor, say): what they held is sent again by this pass."""
        others = Worker.objects.filter(name__startswith=f"{self.node}{PID_MARK}").exclude(name=self.name)
        return {name for name in others.values_list("name", flat=True)
                if not _alive(_pid_after(name, PID_MARK), parent=None, command="celery")}


#: What a worker's name says after its Celery node name: the process id of its main process.
PID_MARK = " pid "


def _pid_after(name: str, mark: str) -> int:
    try:
        return int(name.rsplit(mark, 1)[1].split()[0])
    except (IndexError, ValueError):
        return 0


def _alive(pid: int, *, parent: int | None, command: str = "") -> bool:
    """Whether process `pid` runs on this machine (not a zombie), as this process or a child of `parent` when that
    is given, and with `command` in its command line when given. Unknown (no /proc) counts as alive: nothing is
    then taken as lost."""
    if pid <= 0 or pid == os.getpid():  # unknown, or this very process (a solo pool runs its jobs itself)
        return True
    proc = f"/proc/{pid}"
    if not os.path.isdir("/proc/self"):
        return True
    try:
        with open(f"{proc}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        if fields[0] in (b"Z", b"X") or (parent is not None and int(fields[1]) != parent):
            return False
        if command:
            with open(f"{proc}/cmdline", "rb") as fh:
                return command.encode() in fh.read()
    except (FileNotFoundError, ProcessLookupError, IndexError, ValueError):
        return False
    except OSError:
        return True
    return True


def held_job_ids() -> set[int]:
    """Ids of the jobs whose messages this worker holds now: reserved (waiting for a pool process) or running."""
    from celery.worker import state

    names = job_task_names()
    held: set[int] = set()
    for request in [*state.reserved_requests, *state.active_requests]:
        try:
            if request.task_name in names:
                held.add(int(request.args[0]))
        except (AttributeError, IndexError, TypeError, ValueError):
            continue
    return held


def job_task_names() -> set[str]:
    """Names of the Celery tasks that run `Job` rows (registered with `apps.jobs.runner.job_task`)."""
    return {task.name for task in runner.JOB_TASKS.values()}


@task_received.connect
def job_message_taken(sender=None, request=None, **kwargs) -> None:
    """Stamp the job whose message this worker just took (it may wait in the prefetch before it runs) with the
    worker's name, so that the job is sent again at once if this worker dies before running it."""
    if not runner.CURRENT_WORKER or request is None or request.task_name not in job_task_names():
        return
    try:
        job_id = int(request.args[0])
        with parent_database():
            Job.objects.filter(pk=job_id, state=JobState.QUEUED).update(worker=runner.CURRENT_WORKER)
    except Exception:  # noqa: BLE001 - never stop the consumer: without the stamp the resend deadline still applies
        logger.warning("Worker %s: a taken job message could not be recorded", runner.CURRENT_WORKER, exc_info=True)
