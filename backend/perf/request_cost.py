"""Cost of one request on each endpoint of the load test (perf/locustfile.py), measured without load.

The load test's p95 depends on everything else the machine runs; this does not. On a fresh PostgreSQL database
seeded with the demo data (as perf/load.py does), each endpoint of the locust mix is called ``--repeat`` times, one
after the other, in one process, through Django's full request path (middleware, token authentication, DRF,
rendering) with the test client, and reported with:

- ``queries``: SQL statements of one request (the most seen);
- ``cpu_ms``: median CPU time of the process per request (what decides throughput on 2 cores);
- ``wall_ms``: median wall time per request (CPU plus waiting for PostgreSQL);
- ``bytes``: size of the response body.

Run: ``DATABASE_URL=postgres://... REDIS_URL=redis://... python perf/request_cost.py [--repeat 30]``; prints JSON.
``--database NAME`` measures on that database of the same server as it is (migrated and seeded already, as the e2e
server's is), as ``scripts/bench.sh --small`` does, instead of a fresh one.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

BACKEND = Path(__file__).resolve().parent.parent
if str(BACKEND) not in sys.path:
    sys.path.insert(0, str(BACKEND))


def measure(project: int, tokens: dict[str, str], repeat: int, profile: str = "") -> dict:
    """In this process (Django set up on the seeded database): the figures of every endpoint of the mix."""
    import django

    django.setup()
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from rest_framework.test import APIClient

    def client(role: str) -> APIClient:
        c = APIClient(HTTP_HOST="127.0.0.1")  # an allowed host of the local settings
        c.credentials(HTTP_AUTHORIZATION=f"Token {tokens[role]}")
        return c

    architect, contributor = client("architect"), client("contributor")
    plans = architect.get("/api/plans/", {"project": project}).json()["results"]
    plan = next(p for p in plans if p["latest_version"])
    number = plan["latest_version"]["number"]
    document = architect.get(f"/api/plans/{plan['id']}/versions/{number}/").json()["document"]
    # A name of its own: a database measured before (--database) holds the clones of earlier runs.
    own = architect.post(f"/api/plans/{plan['id']}/clone/", {"name": f"cost {os.getpid()} {time.time_ns()}"},
                         format="json").json()
    own_version = [own["latest_version"]["number"]]
    runs = [r["id"] for r in contributor.get("/api/runs/", {"project": project}).json()["results"]][:6]
    serial = iter(range(1, 1_000_000))

    def save_version():
        response = architect.post(f"/api/plans/{own['id']}/versions/", {
            "document": document, "base_version": own_version[0], "comment": "cost"}, format="json")
        if response.status_code == 201:
            own_version[0] = response.json()["number"]
        return response

    cases = {
        "GET /api/plans/": lambda: architect.get("/api/plans/", {"project": project}),
        "GET /api/plans/{id}/": lambda: architect.get(f"/api/plans/{plan['id']}/"),
        "GET /api/plans/{id}/versions/{n}/": lambda: architect.get(f"/api/plans/{plan['id']}/versions/{number}/"),
        "GET /api/runs/": lambda: contributor.get("/api/runs/", {"project": project}),
        "POST /api/validate/": lambda: architect.post("/api/validate/", document, format="json"),
        "POST /api/comparisons/": lambda: contributor.post("/api/comparisons/", {"runs": runs}, format="json"),
        "POST /api/runs/ (create)": lambda: contributor.post("/api/runs/", {
            "project": project, "label": f"cost run {next(serial)}", "tags": {"load": "yes"}}, format="json"),
        "POST /api/plans/{id}/versions/ (save)": save_version,
    }
    out = {}
    for name, call in cases.items():
        call()  # warm caches and connections; not counted
        cpu, wall, queries, size, statuses = [], [], 0, 0, set()
        for _ in range(repeat):
            with CaptureQueriesContext(connection) as ctx:
                c0, w0 = time.process_time(), time.perf_counter()
                response = call()
                wall.append(time.perf_counter() - w0)
                cpu.append(time.process_time() - c0)
            queries = max(queries, len(ctx.captured_queries))
            size = len(response.content)
            statuses.add(response.status_code)
        if profile and profile in name:
            import cProfile
            import pstats

            profiler = cProfile.Profile()
            for _ in range(repeat):
                profiler.runcall(call)
            order = os.environ.get("COST_SORT", "cumulative")
            pstats.Stats(profiler, stream=sys.stderr).sort_stats(order).print_stats(45)
        out[name] = {"queries": queries, "cpu_ms": round(statistics.median(cpu) * 1000, 2),
                     "wall_ms": round(statistics.median(wall) * 1000, 2), "bytes": size,
                     "status": sorted(statuses)}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--profile", default="", help="print a cProfile of the endpoints whose name contains this")
    parser.add_argument("--database", default="",
                        help="an existing database, migrated and seeded with the demo data, to use as it is")
    parser.add_argument("--measure", help=argparse.SUPPRESS)  # the child: JSON of project and tokens
    args = parser.parse_args()
    if args.measure:
        setup = json.loads(args.measure)
        print(json.dumps(measure(setup["project"], setup["tokens"], args.repeat, args.profile)))
        return 0

    from perf.load import ISSUE_TOKENS, loadavg, manage, recreate_database

    database_url = os.environ.get("DATABASE_URL", "")
    if not database_url.startswith(("postgres://", "postgresql://")) or not os.environ.get("REDIS_URL"):
        print(json.dumps({"skipped": "needs DATABASE_URL=postgres://... and REDIS_URL"}))
        return 0
    name = args.database or f"racplan_cost_{os.getpid()}"
    base = database_url.rsplit("/", 1)[0]
    env = {**os.environ, "DATABASE_URL": f"{base}/{name}", "DJANGO_SETTINGS_MODULE": "config.settings.local",
           "DEBUG": "false", "AUTH_THROTTLE_RATE": "100000/min"}
    if not args.database:
        recreate_database(base, name)
    try:
        if not args.database:
            manage(env, "migrate", "--noinput", "-v0")
            manage(env, "seed_demo")
        setup = manage(env, "shell", "-c", ISSUE_TOKENS).strip().splitlines()[-1]
        before = loadavg()
        child = subprocess.run([sys.executable, __file__, "--repeat", str(args.repeat), "--profile", args.profile,
                                "--measure", setup],
                               cwd=BACKEND, env=env, capture_output=True, text=True, timeout=900)
        if child.returncode != 0:
            raise SystemExit(f"measuring failed:\n{child.stderr[-3000:]}")
        if args.profile:
            print(child.stderr, file=sys.stderr)
        endpoints = json.loads(child.stdout.strip().splitlines()[-1])
        print(json.dumps({"repeat": args.repeat, "loadavg_before": before, "loadavg_after": loadavg(),
                          "endpoints": endpoints}, indent=2))
    finally:
        if not args.database:
            recreate_database(base, name, drop_only=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
