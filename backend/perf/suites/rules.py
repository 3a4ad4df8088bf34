"""Timings of apps.rules (issue targets: 16 nodes, p95 < 5 ms in process and < 50 ms over HTTP)."""

from __future__ import annotations

import copy
import json
import statistics
import threading
import time
from ipaddress import IPv4Address
from wsgiref.simple_server import WSGIRequestHandler, make_server

from apps.rules.engine import all_rules, validate_topology
from perf import PLANS_DIR
from perf.registry import benchmark

PLAN = PLANS_DIR / "s000-z10-hipersockets-asm-4k-dedicated.json"
SAMPLES = 300


def sixteen_node_document() -> dict:
    """A reference plan grown to 16 nodes on two machines (findings included, so every rule does real work)."""
    doc = copy.deepcopy(json.loads(PLAN.read_text("utf-8"))["document"])
    base = doc["nodes"][0]
    doc["nodes"] = []
    for i in range(16):
        node = dict(base, hostname=f"rac{i + 1:02d}", machine=f"cpc{i % 2 + 1}")
        node["public_ip"] = str(IPv4Address("10.10.0.10") + i)
        node["vip"] = str(IPv4Address("10.10.0.100") + i)
        node["private_ip"] = str(IPv4Address("192.168.10.10") + i)
        doc["nodes"].append(node)
    return doc


def _percentiles(samples_ms: list[float]) -> dict:
    qs = statistics.quantiles(samples_ms, n=100)
    return {"p50_ms": round(statistics.median(samples_ms), 3), "p95_ms": round(qs[94], 3),
            "max_ms": round(max(samples_ms), 3), "samples": len(samples_ms)}


@benchmark("rules.validate_16_nodes_in_process", repeat=1, small={"samples": 5})
def validate_in_process(samples: int = SAMPLES):
    """Parse and validate a 16-node topology in process (target p95 < 5 ms)."""
    from apps.topology.parsing import parse_topology

    doc = sixteen_node_document()
    validate_topology(parse_topology(doc))  # warm-up: catalogue import, caches
    times = []
    for _ in range(samples):
        start = time.perf_counter()
        validate_topology(parse_topology(doc))
        times.append((time.perf_counter() - start) * 1000)
    stats = _percentiles(times)
    return {**stats, "rules": len(all_rules()), "target_p95_ms": 5.0, "met": stats["p95_ms"] < 5.0}


class _Quiet(WSGIRequestHandler):
    def log_message(self, *args):  # keep the JSON output clean
        pass


@benchmark("rules.validate_16_nodes_http", repeat=1, small={"samples": 5})
def validate_over_http(samples: int = SAMPLES // 3):
    """POST /api/validate/ with a 16-node topology to a real WSGI server on loopback (target p95 < 50 ms)."""
    import requests
    from django.contrib.auth import get_user_model
    from django.core.wsgi import get_wsgi_application

    from apps.accounts.services import token_issue

    user, _ = get_user_model().objects.get_or_create(username="bench-runner", defaults={"is_active": True})
    _, key = token_issue(user=user, name="benchmark")
    server = make_server("127.0.0.1", 0, get_wsgi_application(), handler_class=_Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_port}/api/validate/"
    body = json.dumps(sixteen_node_document())
    headers = {"Authorization": f"Token {key}", "Content-Type": "application/json"}
    times = []
    try:
        with requests.Session() as session:
            assert session.post(url, data=body, headers=headers, timeout=10).status_code == 200
            for _ in range(samples):
                start = time.perf_counter()
                response = session.post(url, data=body, headers=headers, timeout=10)
                times.append((time.perf_counter() - start) * 1000)
                response.raise_for_status()
    finally:
        server.shutdown()
        server.server_close()
    stats = _percentiles(times)
    return {**stats, "target_p95_ms": 50.0, "met": stats["p95_ms"] < 50.0}
