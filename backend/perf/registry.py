"""A tiny timing registry behind `manage.py bench` / `make bench`.

Each module of ``perf/suites/`` (listed in `SUITES`) registers functions with the `benchmark` decorator; the command
runs them and prints one JSON document::

    from perf.registry import benchmark

    @benchmark("rules.validate_reference_plans", repeat=5)
    def validate_reference_plans():
        ...                     # the timed work; may return a dict of extra figures to report

A benchmark may also take one argument, a `Timer`, to time only part of its body (``with timer: ...``).
"""

from __future__ import annotations

import inspect
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Benchmark:
    name: str
    fn: Callable[..., Any]
    repeat: int = 3
    description: str = ""


@dataclass
class Timer:
    """Context manager accumulating the seconds spent inside ``with timer:`` blocks."""

    seconds: float = 0.0
    _start: float = field(default=0.0, repr=False)

    def __enter__(self) -> Timer:
        self._start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.seconds += time.perf_counter() - self._start


REGISTRY: dict[str, Benchmark] = {}


def benchmark(name: str, *, repeat: int = 3) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a benchmark under a unique dotted `name`."""

    def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in REGISTRY and REGISTRY[name].fn is not fn:
            raise ValueError(f"Benchmark {name!r} is registered twice.")
        REGISTRY[name] = Benchmark(name=name, fn=fn, repeat=repeat, description=(fn.__doc__ or "").strip())
        return fn

    return decorator


#: The modules of ``perf/suites/`` that register benchmarks, each named after the app it exercises.
SUITES = ("common", "rules", "plans", "bundles", "runs", "comparisons")


def discover() -> dict[str, Benchmark]:
    """Import the suite of every installed app (as the apps' own modules were found before) and return the registry."""
    from importlib import import_module

    from django.apps import apps

    for suite in SUITES:
        if apps.is_installed(f"apps.{suite}"):
            import_module(f"perf.suites.{suite}")
    return REGISTRY


def run_one(bench: Benchmark, repeat: int | None = None) -> dict[str, Any]:
    """Run `bench` `repeat` times; report min/median/max seconds and whatever the last call returned."""
    takes_timer = len(inspect.signature(bench.fn).parameters) >= 1
    samples: list[float] = []
    extra: Any = None
    for _ in range(repeat or bench.repeat):
        if takes_timer:
            timer = Timer()
            extra = bench.fn(timer)
            samples.append(timer.seconds)
        else:
            start = time.perf_counter()
            extra = bench.fn()
            samples.append(time.perf_counter() - start)
    result: dict[str, Any] = {
        "name": bench.name,
        "description": bench.description,
        "repeat": len(samples),
        "min_s": round(min(samples), 6),
        "median_s": round(statistics.median(samples), 6),
        "max_s": round(max(samples), 6),
    }
    if isinstance(extra, dict):
        result["extra"] = extra
    return result
