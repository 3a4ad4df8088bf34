"""`make bench` timings of apps.comparisons."""

from __future__ import annotations

import json
import statistics
import time
import uuid

from django.test import Client

from apps.accounts.choices import Role
from apps.accounts.models import Membership, Project
from perf.registry import benchmark
from perf.synthetic_runs import bench_runs_create

RUNS = 50
SAMPLES = 40
TARGET_P95_MS = 150.0
BACKGROUND_RUNS = 10_000
BACKGROUND_SLUG = "bench-background"


def ensure_background_runs(count: int = BACKGROUND_RUNS) -> int:
    """Keep a project of ``count`` generated runs in the database, so comparisons are timed against a full table."""
    project, _ = Project.objects.get_or_create(slug=BACKGROUND_SLUG, defaults={"name": "Benchmark background"})
    missing = count - project.runs.count()
    if missing > 0:
        bench_runs_create(project=project, count=missing, seed=7)
    from apps.runs.models import Run

    return Run.objects.count()


def bench_comparisons(*, runs: int = RUNS, samples: int = SAMPLES, background: int = BACKGROUND_RUNS) -> dict:
    """p50/p95 of POST /api/comparisons/ for a ``runs``-run comparison, through Django's full request stack.

    Works in a throw-away project and user that are deleted afterwards.
    """
    from django.contrib.auth import get_user_model

    table_runs = ensure_background_runs(background) if background else None
    suffix = uuid.uuid4().hex[:8]
    project = Project.objects.create(name=f"bench-{suffix}", slug=f"bench-{suffix}")
    user = get_user_model().objects.create_user(username=f"bench-{suffix}", password=None)
    try:
        Membership.objects.create(project=project, user=user, role=Role.VIEWER)
        bench_runs_create(project=project, count=runs, seed=11)
        ids = list(project.runs.order_by("id").values_list("id", flat=True))
        client = Client(HTTP_HOST="localhost")
        client.force_login(user)
        body = json.dumps({"runs": ids, "group_by": "tag:storage", "baseline": {"group": "nfs"}})
        timings = []
        for i in range(samples + 3):
            started = time.perf_counter()
            response = client.post("/api/comparisons/", body, content_type="application/json")
            elapsed = (time.perf_counter() - started) * 1000
            if response.status_code != 200:
                raise RuntimeError(f"comparison answered {response.status_code}: {response.content[:200]!r}")
            if i >= 3:  # the first calls warm imports and caches
                timings.append(elapsed)
        timings.sort()
        p95 = timings[max(0, int(round(0.95 * len(timings))) - 1)]
        return {"runs": runs, "samples": len(timings), "p50_ms": round(statistics.median(timings), 2),
                "p95_ms": round(p95, 2), "max_ms": round(timings[-1], 2), "target_p95_ms": TARGET_P95_MS,
                "meets_target": p95 < TARGET_P95_MS, "response_bytes": len(response.content),
                "runs_in_table": table_runs}
    finally:
        project.delete()
        user.delete()


@benchmark("comparisons.api_50_runs", repeat=1, small={"runs": 6, "samples": 3, "background": 20})
def comparisons_api_50_runs(**size):
    """POST /api/comparisons/ with 50 runs grouped by a tag: latency percentiles (target p95 < 150 ms)."""
    return bench_comparisons(**size)


def _records(count: int, seed: int = 11) -> list:
    """``count`` synthetic runs as the engine reads them (made in memory: nothing is written)."""
    import random
    from datetime import date, timedelta

    from apps.comparisons.records import run_record
    from apps.runs.models import Run
    from perf.synthetic_runs import STORAGE, synthetic_metrics

    rng = random.Random(seed)
    out = []
    for i in range(count):
        storage, users = STORAGE[i % len(STORAGE)], rng.choice((50, 100, 150, 200, 300))
        out.append(run_record(Run(id=i + 1, label=f"bench {i}", users=users, date=date(2024, 1, 1) + timedelta(days=i),
                                  tags={"storage": storage}, metrics=synthetic_metrics(rng, storage, users))))
    return out


def bench_engine(*, sizes: tuple[int, ...] = (50, 500), samples: int = 30) -> dict:
    """The comparison engine in process (no request, no database) for comparisons of ``sizes`` runs grouped by a
    tag, three ways side by side in one process, calls interleaved so that the machine's load falls on all three
    alike: ``batched`` (statistics.noise_tests, its kept answers cleared before every call: the cost of a first
    comparison), ``kept`` (the same comparison again, its answers kept) and ``one_at_a_time`` (noise_test called
    pair by pair, as the engine did before). Reports p50/p95 CPU milliseconds of each and the ratio of the medians."""
    import os

    from apps.comparisons import compare
    from apps.comparisons import statistics as S

    batched = S.noise_tests

    def one_at_a_time(pairs):
        return [S.noise_test(a, b) for a, b in pairs]

    def timed(fn) -> float:
        started = time.process_time()
        fn()
        return (time.process_time() - started) * 1000

    out: dict = {"loadavg_before": list(os.getloadavg())}
    for size in sizes:
        runs = _records(size)

        def build(runs=runs):
            return compare.comparison_build(runs, group_by="tag:storage", baseline={"group": "nfs"})

        S.noise_tests = one_at_a_time
        try:
            reference = build()
        finally:
            S.noise_tests = batched
        S.noise_cache_clear()
        if build() != reference:
            raise RuntimeError(f"the batched statistics changed a {size}-run comparison")
        times: dict[str, list[float]] = {"batched": [], "kept": [], "one_at_a_time": []}
        for _ in range(samples):
            S.noise_cache_clear()
            times["batched"].append(timed(build))
            times["kept"].append(timed(build))
            S.noise_tests = one_at_a_time
            try:
                times["one_at_a_time"].append(timed(build))
            finally:
                S.noise_tests = batched
        row: dict = {}
        for name, values in times.items():
            values.sort()
            row[f"{name}_p50_ms"] = round(statistics.median(values), 2)
            row[f"{name}_p95_ms"] = round(values[max(0, int(round(0.95 * len(values))) - 1)], 2)
        row["one_at_a_time_over_batched"] = round(row["one_at_a_time_p50_ms"] / row["batched_p50_ms"], 2)
        out[f"runs_{size}"] = row
    out["loadavg_after"] = list(os.getloadavg())
    out["targets"] = {"runs_50_p95_ms": 40, "runs_500_p95_ms": 200}
    out["met"] = all(out[f"runs_{size}"]["batched_p95_ms"] < limit
                     for size, limit in ((50, 40), (500, 200)) if f"runs_{size}" in out)
    return out


@benchmark("comparisons.engine_in_process", repeat=1, small={"sizes": (6, 20), "samples": 2})
def comparisons_engine_in_process(**size):
    """The comparison engine in process for 50 and 500 runs (targets p95 < 40 ms and < 200 ms of CPU), the
    statistics batched and kept per pair (statistics.noise_tests) beside one pair at a time, interleaved in one
    process; the load average before and after."""
    return bench_engine(**size)
