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


@benchmark("comparisons.api_50_runs", repeat=1)
def comparisons_api_50_runs():
    """POST /api/comparisons/ with 50 runs grouped by a tag: latency percentiles (target p95 < 150 ms)."""
    return bench_comparisons()
