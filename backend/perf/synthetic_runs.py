"""Synthetic runs for the performance measurements (``manage.py gen_bench_runs``, `make bench`): plausible
AWR-shaped metrics, generated in bulk and reproducibly."""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

from apps.accounts.models import Project
from apps.runs.models import Run

STORAGE = ("nfs", "fcp", "iscsi-hba", "iscsi-software")
WAIT_CLASSES = ("User I/O", "DB CPU", "Commit", "Cluster", "Concurrency", "System I/O", "Other")
EVENTS = (("db file sequential read", "User I/O"), ("log file sync", "Commit"), ("gc cr block 2-way", "Cluster"),
          ("gc current block busy", "Cluster"), ("enq: TX - row lock contention", "Application"),
          ("log file parallel write", "System I/O"), ("latch: cache buffers chains", "Concurrency"))
BENCH_REFERENCE = "bench"


def _m(value: Any) -> dict[str, Any]:
    return {"value": value, "sources": [{"file": None, "name": "gen_bench_runs", "section": "synthetic"}]}


def synthetic_metrics(rng: random.Random, storage: str, users: int) -> dict[str, Any]:
    """Metrics in the shape apps.runs aggregates, with storage-dependent throughput and some noise."""
    factor = {"nfs": 1.0, "fcp": 1.12, "iscsi-hba": 1.02, "iscsi-software": 0.9}[storage]
    cpus = rng.choice((8, 16, 32))
    tps = round(users * 4.0 * factor * rng.uniform(0.93, 1.07), 3)
    util = round(min(99.0, 35 + users / 4 * rng.uniform(0.9, 1.1)), 2)
    shares = {c: rng.uniform(1, 30) for c in WAIT_CLASSES}
    total = sum(shares.values())
    events = []
    for name, cls in rng.sample(EVENTS, 5):
        time_s = round(rng.uniform(10, 900), 2)
        events.append({"name": name, "waits": rng.randint(1000, 900000), "time_s": time_s,
                       "avg_ms": round(rng.uniform(0.2, 12), 3), "pct_db_time": round(rng.uniform(1, 35), 2),
                       "wait_class": cls})
    return {
        "basis": "awr_rac_global", "files": [],
        "tps": _m(tps), "cpus": _m(cpus), "cpu_util_pct": _m(util),
        "cpu_seconds_per_1000_txn": _m(round(util / 100 * cpus / tps * 1000, 6)),
        "txn_per_cpu": _m(round(tps / cpus, 6)),
        "db_time_per_s": _m(round(rng.uniform(2, 60), 3)),
        "read_mb_s": _m(round(rng.uniform(5, 400), 3)), "write_mb_s": _m(round(rng.uniform(2, 120), 3)),
        "interconnect_mb_s": _m(round(rng.uniform(10, 300), 3)),
        "wait_class_shares": _m({c: round(v / total * 100, 2) for c, v in shares.items()}),
        "top_events": _m(events),
    }


def bench_runs_create(*, project: Project, count: int, seed: int = 7, batch_size: int = 1000, user=None) -> int:
    """Insert ``count`` synthetic runs into ``project`` with bulk_create; returns how many were made."""
    rng = random.Random(seed)
    start = date(2024, 1, 1)
    made = 0
    while made < count:
        batch = []
        for i in range(made, min(count, made + batch_size)):
            storage = STORAGE[i % len(STORAGE)]
            users = rng.choice((50, 100, 150, 200, 300))
            batch.append(Run(project=project, label=f"bench {storage} {users} users #{i}", users=users,
                             date=start + timedelta(days=i % 700), workload="synthetic", reference=BENCH_REFERENCE,
                             tags={"storage": storage, "stage": "bench", "round": str(i % 5)},
                             metrics=synthetic_metrics(rng, storage, users), created_by=user))
        Run.objects.bulk_create(batch, batch_size=batch_size)
        made += len(batch)
    return made
