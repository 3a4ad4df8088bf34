"""Requests at the same moment, for the concurrency tests: real threads, each with its own database connection."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from django.db import connections

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
