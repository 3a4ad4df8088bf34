"""Load test of the API (issue 11 section 4), run by `make bench` as ``python perf/load.py``; prints one JSON document.

What it does, all on 127.0.0.1 and with nothing left behind:

1. a fresh PostgreSQL database (``racplan_load_<port>`` next to DATABASE_URL's) migrated and seeded with the demo data,
   and an API token for the demo architect and contributor;
2. gunicorn exactly as ``make run`` and compose start it (``gunicorn.conf.py``), local settings with DEBUG off,
   Redis as cache and broker;
3. locust, headless: ``--users`` concurrent users (default 50) for ``--seconds`` (default 60) mixing plan list, plan and
   version detail, validation, runs list, comparisons, run creation and version saves (perf/locustfile.py);
4. the aggregated figures (requests per second, p50/p95/p99 latency, errors), per endpoint, and the load average
   before and after. The targets (>= 100 req/s, p95 < 200 ms, p99 < 500 ms, no errors) are reported, never asserted.

``--database NAME`` uses that database of DATABASE_URL's server as it is (already migrated and seeded with the demo
data, as the e2e server's is) instead of a fresh one, and leaves it there: ``scripts/bench.sh --small`` does so to save
a second seeding. ``--baseline`` starts gunicorn as it was started before this tuning (2 sync-threaded workers from
command-line flags, no connection reuse, access log on) to compare before and after on the same machine.
Needs DATABASE_URL (postgres://) and REDIS_URL; without them it reports why it was skipped.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

BACKEND = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent
#: Issue 41: p95 < 200 ms and p99 < 500 ms at 50 users with the load generator on the same two cores.
TARGETS = {"req_per_s": 100.0, "p95_ms": 200.0, "p99_ms": 500.0, "errors": 0}
BASELINE_FLAGS = ["--workers", "2", "--threads", "4", "--timeout", "120", "--access-logfile", "-"]


def loadavg() -> list[float]:
    return [float(x) for x in Path("/proc/loadavg").read_text().split()[:3]]


def recreate_database(base_url: str, name: str, *, drop_only: bool = False) -> None:
    import psycopg
    from psycopg import sql

    with psycopg.connect(f"{base_url}/postgres", autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        if not drop_only:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))


def manage(env: dict, *args: str) -> str:
    result = subprocess.run([sys.executable, "manage.py", *args], cwd=BACKEND, env=env, capture_output=True,
                            text=True, timeout=600)
    if result.returncode != 0:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{result.stderr[-2000:]}")
    return result.stdout


ISSUE_TOKENS = """
import json
from django.contrib.auth import get_user_model
from apps.accounts.models import Project
from apps.accounts.services import token_issue
users = get_user_model().objects
tokens = {name: token_issue(user=users.get(username=name), name="load")[1] for name in ("architect", "contributor")}
print(json.dumps({"project": Project.objects.get(slug="demo").id, "tokens": tokens}))
"""


def wait_until_up(url: str, deadline_s: float = 60.0) -> None:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status < 500:
                    return
        except OSError:
            pass
        time.sleep(0.25)
    raise SystemExit(f"the server at {url} did not come up")


def aggregated(stats_csv: Path) -> tuple[dict, dict]:
    rows = list(csv.DictReader(stats_csv.open()))
    def figures(row: dict) -> dict:
        return {"requests": int(row["Request Count"]), "errors": int(row["Failure Count"]),
                "req_per_s": round(float(row["Requests/s"]), 1), "p50_ms": float(row["50%"]),
                "p95_ms": float(row["95%"]), "p99_ms": float(row["99%"])}
    total = next(row for row in rows if row["Name"] == "Aggregated")
    per_endpoint = {f"{row['Type']} {row['Name']}": figures(row) for row in rows if row["Name"] != "Aggregated"}
    return figures(total), per_endpoint


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--port", type=int, default=int(os.environ.get("LOAD_PORT", "8251")))
    parser.add_argument("--baseline", action="store_true", help="gunicorn as started before the tuning")
    parser.add_argument("--database", default="", help="an existing, seeded database to use as it is")
    args = parser.parse_args()

    database_url = os.environ.get("DATABASE_URL", "")
    redis_url = os.environ.get("REDIS_URL", "")
    if not database_url.startswith(("postgres://", "postgresql://")) or not redis_url:
        print(json.dumps({"skipped": "needs DATABASE_URL=postgres://... and REDIS_URL (the load test measures "
                                     "the PostgreSQL + Redis setup)"}))
        return 0

    name = args.database or f"racplan_load_{args.port}"
    base = database_url.rsplit("/", 1)[0]
    env = {**os.environ, "DATABASE_URL": f"{base}/{name}", "DJANGO_SETTINGS_MODULE": "config.settings.local",
           "DEBUG": "false", "AUTH_THROTTLE_RATE": "1000/min", "PORT": str(args.port)}
    if args.baseline:
        env["DB_CONN_MAX_AGE"] = "0"
    if not args.database:
        recreate_database(base, name)
    server = None
    tmp = Path(tempfile.mkdtemp(prefix="racplan-load-"))
    try:
        if not args.database:
            print("load: migrating and seeding the demo data", file=sys.stderr)
            manage(env, "migrate", "--noinput", "-v0")
            manage(env, "seed_demo")
        setup = json.loads(manage(env, "shell", "-c", ISSUE_TOKENS).strip().splitlines()[-1])

        gunicorn = [str(VENV_BIN / "gunicorn"), "config.wsgi", "--bind", f"127.0.0.1:{args.port}"]
        if args.baseline:
            empty = tmp / "empty.conf.py"
            empty.write_text("")
            gunicorn += ["-c", str(empty), *BASELINE_FLAGS]
        # Otherwise gunicorn reads backend/gunicorn.conf.py (the working directory), as make run and compose do.
        server = subprocess.Popen(gunicorn, cwd=BACKEND, env=env, stdout=subprocess.DEVNULL,
                                  stderr=open(tmp / "gunicorn.log", "w"))
        wait_until_up(f"http://127.0.0.1:{args.port}/api/auth/csrf/")

        before = loadavg()
        print(f"load: {args.users} users for {args.seconds} s (load average {before})", file=sys.stderr)
        locust_env = {**env, "LOAD_PROJECT": str(setup["project"]),
                      "LOAD_TOKEN_ARCHITECT": setup["tokens"]["architect"],
                      "LOAD_TOKEN_CONTRIBUTOR": setup["tokens"]["contributor"]}
        run = subprocess.run(
            [str(VENV_BIN / "locust"), "-f", str(BACKEND / "perf" / "locustfile.py"), "--headless",
             "--users", str(args.users), "--spawn-rate", str(max(1, args.users // 2)),
             "--run-time", f"{args.seconds}s", "--host", f"http://127.0.0.1:{args.port}",
             "--csv", str(tmp / "load"), "--only-summary", "--stop-timeout", "5", "--loglevel", "WARNING",
             "--exit-code-on-error", "0"],
            cwd=BACKEND, env=locust_env, capture_output=True, text=True, timeout=args.seconds + 120,
        )
        after = loadavg()
        if run.returncode != 0 or not (tmp / "load_stats.csv").exists():
            raise SystemExit(f"locust failed:\n{run.stderr[-2000:]}")
        total, per_endpoint = aggregated(tmp / "load_stats.csv")
        failures = []
        if (tmp / "load_failures.csv").exists():
            failures = [f"{r['Occurrences']}x {r['Method']} {r['Name']}: {r['Error'][:160]}"
                        for r in csv.DictReader((tmp / "load_failures.csv").open())][:10]
        met = (total["req_per_s"] >= TARGETS["req_per_s"] and total["p95_ms"] < TARGETS["p95_ms"]
               and total["p99_ms"] < TARGETS["p99_ms"] and total["errors"] == TARGETS["errors"])
        print(json.dumps({
            "setup": "baseline (before tuning)" if args.baseline else "gunicorn.conf.py",
            "users": args.users, "seconds": args.seconds, **total, "targets": TARGETS, "met": met,
            "loadavg_before": before, "loadavg_after": after, "cpus": os.cpu_count(),
            "endpoints": per_endpoint, "failures": failures,
        }, indent=2))
        return 0
    finally:
        if server is not None:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
        if not args.database:
            recreate_database(base, name, drop_only=True)


if __name__ == "__main__":
    sys.exit(main())
