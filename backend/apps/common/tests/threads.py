"""Requests at the same moment, for the concurrency tests: real threads, each with its own database connection."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from django.db import connection, connections, transaction

T = TypeVar("T")


def at_once(calls: list[Callable[[], T]], *, timeout: float = 120.0) -> list[T]:
    """Run every call in a thread of its own, all released together by a barrier; their results in order.

    An exception in any call is raised here once every thread has ended. Each thread closes its own database
    connections, so a transactional test can flush the database afterwards.
    """
    barrier = threading.Barrier(len(calls))
    results: list = [None] * len(calls)
    errors: list[BaseException] = []

    def run(index: int, call: Callable[[], T]) -> None:
        try:
            barrier.wait(timeout=timeout)
            results[index] = call()
        except BaseException as exc:  # noqa: BLE001 - handed to the test below
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(n, call), name=f"at-once-{n}") for n, call in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=timeout)
    if any(thread.is_alive() for thread in threads):
        raise AssertionError(f"a call did not end within {timeout} s")
    if errors:
        raise errors[0]
    return results


def waiting_on_a_lock() -> bool:
    """Whether some session of this database waits on a lock (PostgreSQL only)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                       "AND wait_event_type = 'Lock'")
        return cursor.fetchone()[0] > 0


def behind_a_lock(hold: Callable[[], object], request: Callable[[], T], *, wait_for, timeout: float = 60.0) -> T:
    """``request()`` sent while another transaction runs ``hold()`` (which takes row locks and writes) and stays open;
    that transaction commits once the request waits on one of its locks. Returns what ``request()`` returned.

    Row locks and a request waiting on them are PostgreSQL's; SQLite lets one writer in at a time, so there the
    closest interleaving is ``hold()`` committed just before the request, which must give the same answer.
    """
    if connection.vendor != "postgresql":
        with transaction.atomic():
            hold()
        return request()
    locked, release = threading.Event(), threading.Event()
    answers: list = []
    errors: list[BaseException] = []

    def holder() -> None:
        try:
            with transaction.atomic():
                hold()
                locked.set()
                release.wait(timeout)
        except BaseException as exc:  # noqa: BLE001 - handed to the test below
            errors.append(exc)
            locked.set()
        finally:
            connections.close_all()

    def sender() -> None:
        try:
            answers.append(request())
        except BaseException as exc:  # noqa: BLE001 - handed to the test below
            errors.append(exc)
        finally:
            connections.close_all()

    first, second = threading.Thread(target=holder), threading.Thread(target=sender)
    first.start()
    try:
        assert locked.wait(timeout), "the holder never took its locks"
        if errors:
            raise errors[0]
        second.start()
        wait_for(waiting_on_a_lock, timeout=timeout, message="the request never waited on the lock")
    finally:
        release.set()
        first.join(timeout)
        if second.ident:
            second.join(timeout)
    if errors:
        raise errors[0]
    assert answers, "the request did not answer"
    return answers[0]
