"""A tiny timing registry behind `manage.py bench` / `make bench`.

Each module of ``perf/suites/`` (listed in `SUITES`) registers functions with the `benchmark` decorator; the command
runs them and prints one JSON document::

    from perf.registry import benchmark

    @benchmark("rules.validate_reference_plans", repeat=5)
    def validate_reference_plans():
        ...                     # the timed work; may return a dict of extra figures to report

A benchmark may also take a parameter named ``timer``, a `Timer`, to time only part of its body
(``with timer: ...``).

``small`` gives the keyword arguments of a quick run at a small setting (``manage.py bench --small``, which CI runs
so that no measurement can drift from the API unseen); a benchmark that raises is reported with its ``error`` and
``met: false``, never dropped from the document.
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
    small: dict[str, Any] = field(default_factory=dict)


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


def benchmark(name: str, *, repeat: int = 3,
              small: dict[str, Any] | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a benchmark under a unique dotted `name`; `small` holds its keyword arguments at the small setting."""

    def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in REGISTRY and REGISTRY[name].fn is not fn:
            raise ValueError(f"Benchmark {name!r} is registered twice.")
        REGISTRY[name] = Benchmark(name=name, fn=fn, repeat=repeat, description=(fn.__doc__ or "").strip(),
                                   small=dict(small or {}))
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


def run_one(bench: Benchmark, repeat: int | None = None, *, small: bool = False) -> dict[str, Any]:
    """Run `bench` `repeat` times (once, with its `small` arguments, when asked small); report min/median/max seconds
    and whatever the last call returned. An exception ends the benchmark: it is reported as its ``error``, with
    ``met: false``."""
    takes_timer = "timer" in inspect.signature(bench.fn).parameters
    kwargs = bench.small if small else {}
    samples: list[float] = []
    extra: Any = None
    try:
        for _ in range(repeat or (1 if small else bench.repeat)):
            if takes_timer:
                timer = Timer()
                extra = bench.fn(timer, **kwargs)
                samples.append(timer.seconds)
            else:
                start = time.perf_counter()
                extra = bench.fn(**kwargs)
                samples.append(time.perf_counter() - start)
    except Exception as exc:  # noqa: BLE001 - a failed measurement is a result: a failed target, with its reason
        return {"name": bench.name, "description": bench.description, "repeat": len(samples),
                "error": f"{type(exc).__name__}: {exc}"[:2000], "met": False}
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
