"""Timings of apps.common (see perf/registry.py)."""

import statistics

from django.db import connection

from perf.registry import benchmark


@benchmark("common.database_roundtrip", repeat=20)
def database_roundtrip():
    """One SELECT 1 round trip to the configured database."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()


LIST_ROWS = 10_000
LIST_TARGET_P95_MS = 50.0


def bench_lists(*, rows: int = LIST_ROWS, samples: int = 30) -> dict:
    """GET /api/plans/ and GET /api/runs/ of a project holding ``rows`` plans (each with a version) and ``rows``
    runs, through Django's full request stack (session login, DRF, JSON): p50/p95 wall and CPU milliseconds, the
    SQL statements of one request and the answer's size, for the first page at the default size, the largest page
    and the last page. The requests are interleaved (a round of every path, ``samples`` rounds) so that the load of a
    shared machine falls on each alike; the load average before and after is reported. A throw-away project,
    deleted afterwards."""
    import os
    import time
    import uuid

    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from apps.accounts.choices import Role
    from apps.accounts.models import Membership, Project
    from apps.common.api.pagination import MAX_PAGE_SIZE
    from apps.plans.models import Plan, PlanVersion
    from apps.plans.services import plan_create
    from perf.synthetic_runs import bench_runs_create

    suffix = uuid.uuid4().hex[:8]
    project = Project.objects.create(name=f"bench-lists-{suffix}", slug=f"bench-lists-{suffix}")
    user = get_user_model().objects.create_user(username=f"bench-lists-{suffix}", password=None)
    try:
        Membership.objects.create(project=project, user=user, role=Role.ARCHITECT)
        first = plan_create(project=project, user=user, name="bench plan 0")
        version = first.versions.get()
        copied = {f: getattr(version, f) for f in ("document", "validation", "comment", "provenance", "score",
                                                    "count_error", "count_warning", "count_advice", "count_info")}
        for start in range(1, rows, 1000):
            batch = range(start, min(rows, start + 1000))
            plans = Plan.objects.bulk_create([Plan(project=project, name=f"bench plan {i}", created_by=user)
                                              for i in batch])
            PlanVersion.objects.bulk_create([PlanVersion(plan=p, number=1, author=user, **copied) for p in plans])
        bench_runs_create(project=project, count=rows, seed=3, user=user)
        client = Client(HTTP_HOST="localhost")
        client.force_login(user)
        last = -(-rows // 50)
        paths = {
            "plans_first_page": f"/api/plans/?project={project.id}",
            "plans_largest_page": f"/api/plans/?project={project.id}&page_size={MAX_PAGE_SIZE}",
            "plans_last_page": f"/api/plans/?project={project.id}&page={last}",
            "runs_first_page": f"/api/runs/?project={project.id}",
            "runs_largest_page": f"/api/runs/?project={project.id}&page_size={MAX_PAGE_SIZE}",
            "runs_last_page": f"/api/runs/?project={project.id}&page={last}",
        }
        out: dict = {"rows": rows, "loadavg_before": list(os.getloadavg())}
        wall: dict[str, list[float]] = {name: [] for name in paths}
        cpu: dict[str, list[float]] = {name: [] for name in paths}
        for name, path in paths.items():  # warm, and count the statements of one request
            with CaptureQueriesContext(connection) as ctx:
                response = client.get(path)
            if response.status_code != 200:
                raise RuntimeError(f"{path} answered {response.status_code}: {response.content[:200]!r}")
            out[name] = {"queries": len(ctx.captured_queries), "bytes": len(response.content),
                         "count": response.json()["count"]}
        for _ in range(samples):
            for name, path in paths.items():
                w0, c0 = time.perf_counter(), time.process_time()
                client.get(path)
                wall[name].append((time.perf_counter() - w0) * 1000)
                cpu[name].append((time.process_time() - c0) * 1000)
        for name in paths:
            for label, values in (("wall", wall[name]), ("cpu", cpu[name])):
                values.sort()
                out[name][f"{label}_p50_ms"] = round(statistics.median(values), 2)
                out[name][f"{label}_p95_ms"] = round(values[max(0, int(round(0.95 * len(values))) - 1)], 2)
        out["loadavg_after"] = list(os.getloadavg())
        out["target_p95_ms"] = LIST_TARGET_P95_MS
        out["met"] = all(out[name]["wall_p95_ms"] < LIST_TARGET_P95_MS for name in paths)
        return out
    finally:
        project.delete()
        user.delete()


@benchmark("common.lists_10000_rows", repeat=1, small={"rows": 60, "samples": 2})
def lists_10000_rows(**size):
    """GET /api/plans/ and /api/runs/ of a project of 10,000 plans and 10,000 runs: first, largest and last page
    (target p95 < 50 ms), with the statements of one request and the load average."""
    return bench_lists(**size)
