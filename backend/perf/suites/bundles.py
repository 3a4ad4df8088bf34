"""Timings of apps.bundles (see perf/registry.py): the worker-side render of a 16-node FCP plan."""

from __future__ import annotations

import copy
import json
import time
from types import SimpleNamespace
from typing import Any

from apps.bundles.selectors import render_in_memory
from apps.topology.parsing import normalize
from perf import PLANS_DIR
from perf.registry import Timer, benchmark

BASE_PLAN = "s004-fcp-multibus-rr100-11g"
NODES = 16
TARGET_MS = 300


def sixteen_node_fcp_version() -> SimpleNamespace:
    """A plan-version-like object: study 004's FCP multibus plan grown to a 16-node cluster."""
    doc = copy.deepcopy(json.loads((PLANS_DIR / f"{BASE_PLAN}.json").read_text("utf-8"))["document"])
    node = doc["nodes"][0]
    doc["nodes"] = [{**node, "hostname": f"rac{i:02d}", "public_ip": f"10.20.0.{10 + i}", "vip": f"10.20.0.{40 + i}",
                     "private_ip": f"192.168.20.{10 + i}"} for i in range(1, NODES + 1)]
    doc["public_network"]["subnet"] = "10.20.0.0/24"
    doc["interconnect"]["subnet"] = "192.168.20.0/24"
    doc["interconnect"]["type"] = "osa_10gbe"
    doc["cluster"]["name"] = "bench16"
    plan = SimpleNamespace(pk=0, name="bench: 16-node FCP", project_id=None)
    return SimpleNamespace(plan=plan, number=1, document=normalize(doc), validation={"findings": []})


def _render_once(version: SimpleNamespace) -> tuple[float, int, int]:
    start = time.perf_counter()
    files, _manifest, data = render_in_memory(version)
    return (time.perf_counter() - start) * 1000, len(data), len(files)


def bench_bundles(repeat: int = 5) -> dict[str, Any]:
    """Render + zip of the 16-node FCP plan as the worker does it: best and median ms, archive size."""
    version = sixteen_node_fcp_version()
    _render_once(version)  # warm the template cache, as a running worker has it
    runs = [_render_once(version) for _ in range(repeat)]
    times = sorted(r[0] for r in runs)
    return {
        "nodes": NODES,
        "files": runs[0][2],
        "render_and_archive_ms_best": round(times[0], 1),
        "render_and_archive_ms_median": round(times[len(times) // 2], 1),
        "archive_bytes": runs[0][1],
        "target_ms": TARGET_MS,
        "within_target": times[len(times) // 2] < TARGET_MS,
    }


@benchmark("bundles.render_16_node_fcp", repeat=5)
def render_16_node_fcp(timer: Timer) -> dict[str, Any]:
    """Worker-side render and zip of a 16-node FCP plan (target < 300 ms)."""
    version = sixteen_node_fcp_version()
    with timer:
        files, _manifest, data = render_in_memory(version)
    return {"files": len(files), "archive_bytes": len(data)}
