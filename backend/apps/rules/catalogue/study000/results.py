"""Study 000's rules: measured symptoms (result rules)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from apps.rules.engine import Hit, ResultContext, rule
from apps.rules.reach import within
from apps.studies import S000, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import CPU_SATURATED_PCT, _beyond, _ints

_CR_RETRY = ("gc cr request retry", "cr request retry")


def _block_size(ctx: ResultContext) -> tuple[int | None, str | None]:
    raw = ctx.parameters.get("db_block_size") if ctx.parameters else None
    if raw is not None:
        vals = _ints(raw)
        if vals and len(vals) == 1:
            return vals[0], "/parameters/db_block_size"
    if ctx.topology is not None:
        return ctx.topology.database.db_block_size, None
    return None, None


def _server_mode(ctx: ResultContext) -> str | None:
    if ctx.topology is not None:
        return ctx.topology.server.mode
    p = {str(k).lower(): v for k, v in (ctx.parameters or {}).items()}
    if not p:
        return None
    shared = _ints(p.get("shared_servers", 0)) or (0,)
    if str(p.get("dispatchers", "") or "").strip() or shared[0] > 0:
        return "shared"
    return "dedicated"


def _number(value: object) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    try:
        return float(str(value))
    except ValueError:
        return None


@rule(
    id="RS001", slug="s000-gc-cr-request-retry", title="'gc cr request retry' among the top wait events",
    severity="warning", category="results", kind="result",
    rationale="""
The wait event 'cr request retry' appeared only when the interconnect was a 1 Gb OSA link; the study takes it as
the sign that the interconnect cannot carry the cache fusion traffic of the workload.
""",
    evidence="""
Study 000, "Network Setup - interconnect network device type": z10 two-node RAC, OLTP. With the 1 Gb OSA
interconnect a new wait event, 'cr request retry', showed up, and HiperSockets gave 11% more throughput at 40 users.
""",
    sources=[S.INTERCONNECT_DEVICE_TYPE, S.SUMMARY_000],
    policy="degrades",
    fields=["/top_events/*/name", "/interconnect/type"],
    description="""
Fires when a run's top wait events include 'gc cr request retry' (or 'cr request retry'). When the run is linked
to a plan, the message names the planned interconnect; the remedy is a faster interconnect (HiperSockets within one
machine, 10 Gb OSA otherwise).

Symptom:
```json
{"top_events": [{"name": "gc cr request retry", "wait_class": "Cluster", "pct_db_time": 9.8}]}
```
Healthy: no retry event among the top events after moving to `"interconnect": {"type": "hipersockets"}`.
""",
)
def _rs001(ctx: ResultContext) -> Iterator[Hit]:
    for i, ev in enumerate(ctx.top_events or []):
        name = str(ev.get("name", "") if isinstance(ev, dict) else "").strip().lower()
        if name in _CR_RETRY:
            planned = ""
            if ctx.topology is not None:
                planned = f" The linked plan uses {ctx.topology.interconnect.type} for the interconnect."
            yield Hit(
                paths=[f"/top_events/{i}"],
                message=f"'{ev.get('name')}' is top event #{i + 1}: the interconnect is not sufficient for the "
                        f"workload (seen in study 000 with a 1 Gb OSA interconnect between two z10 LPARs, RAC 10.2)."
                        f"{planned}",
            )
            return


@rule(
    id="RS002", slug="s000-cluster-waits-large-blocks", title="Cluster waits at the top with blocks above 4 KB",
    severity="advice", category="results", kind="result",
    rationale="""
Cluster waits at the top of the wait profile with an 8 KB (or larger) block size point at block-level contention
between the nodes: the global cache is managed in units of the block size, so large blocks cause more interconnect
traffic and, the study reasons, more chances of a lock collision.
""",
    evidence="""
Study 000, "Cluster Contention - default block size": z10 two-node RAC, OLTP with a hot table updated from both
nodes. Cluster and commit waits were the largest wait classes; 4 KB instead of 8 KB blocks gave 4.71% less cluster
waiting, 6% less commit contention, 46% less interconnect traffic and 4% more throughput.
""",
    sources=[S.BLOCK_SIZE, Cite(S000, "Performance tools used to analyze the workload")],
    policy="gain",
    fields=["/top_events/*/wait_class", "/metrics/wait_class_shares", "/parameters/db_block_size",
            "/database/db_block_size"],
    description="""
Fires when the block size (init.ora `db_block_size`, else the linked plan) is above 4096 and either a top wait event
has wait class Cluster, or Cluster is the largest wait class in `wait_class_shares` (idle and CPU excluded).

Symptom:
```json
{"parameters": {"db_block_size": "8192"},
 "top_events": [{"name": "gc buffer busy", "wait_class": "Cluster", "pct_db_time": 21.0}]}
```
Remedy: a 4 KB default database block size (`"database": {"db_block_size": 4096}`).
""",
)
def _rs002(ctx: ResultContext) -> Iterator[Hit]:
    bs, bs_path = _block_size(ctx)
    if bs is None or bs <= 4096:
        return
    paths = [f"/top_events/{i}" for i, ev in enumerate(ctx.top_events or [])
             if isinstance(ev, dict) and str(ev.get("wait_class", "")).strip().lower() == "cluster"]
    if not paths:
        shares = (ctx.metrics or {}).get("wait_class_shares")
        if isinstance(shares, dict):
            numeric = {str(k): _number(v) for k, v in shares.items()}
            numeric = {k: v for k, v in numeric.items()
                       if v is not None and k.strip().lower() not in ("idle", "cpu", "db cpu")}
            if numeric:
                top = max(numeric, key=lambda k: numeric[k] or 0.0)
                if top.strip().lower() == "cluster" and re.match(r"^[A-Za-z0-9_-]+$", top):
                    paths = [f"/metrics/wait_class_shares/{top}"]
    if paths:
        if bs_path:
            paths.append(bs_path)
        yield Hit(
            paths=paths,
            message=f"Cluster waits lead the wait profile with {bs}-byte blocks; study 000 (two z10 LPARs, RAC 10.2, "
                    "shared hot tables) cut cluster waits and interconnect traffic (-46%) with a 4 KB default block "
                    "size.",
        )


#: The study's measurements RS003 rests on (dedicated servers at full CPU; the third IFL's gain).
RS003_ENTRIES = ("000-126", "000-128", "000-130")


@rule(
    id="RS003", slug="s000-cpu-saturated-dedicated", title="CPU saturated with dedicated servers",
    severity="advice", category="results", kind="result",
    rationale="""
With dedicated server processes and busy clients, the RAC nodes can use all their CPU; the study then added an IFL
per node and throughput rose further.
""",
    evidence="""
Study 000, "Dedicated server versus shared server processes": z10 two-node RAC, OLTP with zero think time. With
dedicated servers the CPU load rose to full utilization at 2 IFLs per node; a third IFL per node raised throughput
another 86% relative to the shared-server measurement with 2 IFLs.
""",
    sources=[S.DEDICATED_VS_SHARED],
    policy="gain",
    fields=["/metrics/cpu_util_pct", "/parameters/dispatchers", "/parameters/shared_servers", "/server/mode",
            "/nodes/*/cpus"],
    description="""
Fires when a run's CPU utilization is 95% or more and the database runs dedicated server processes (from the linked
plan, otherwise from `dispatchers`/`shared_servers` in the parameters). The threshold is our reading of the
study's "full system utilization". A run linked to a plan is checked only when the plan is inside the study's set-up
(two z10 LPARs, SLES 10 SP2, RAC 10.2 on ECKD with ASM, OLTP): the study's entries say nothing of other platforms.

Symptom:
```json
{"metrics": {"cpu_util_pct": 98.5}, "parameters": {"dispatchers": ""}}
```
Remedy: add an IFL per node (e.g. `"cpus": 2` → `"cpus": 3`).
""",
)
def _rs003(ctx: ResultContext) -> Iterator[Hit]:
    cpu = _number((ctx.metrics or {}).get("cpu_util_pct"))
    if cpu is None or cpu < CPU_SATURATED_PCT:
        return
    if _server_mode(ctx) != "dedicated":
        return
    # The entries carry over nowhere: a run linked to a plan outside the study's two z10 LPARs (another platform,
    # release or storage) is not told what an extra IFL did there.
    if ctx.topology is not None and not within(ctx.topology, *RS003_ENTRIES):
        return
    cpus = ""
    if ctx.topology is not None:
        cpus = f" with {ctx.topology.nodes[0].cpus} CPUs on {ctx.topology.nodes[0].hostname}"
    yield Hit(
        paths=["/metrics/cpu_util_pct"],
        message=f"CPU utilization is {cpu:g}%{cpus} with dedicated servers; study 000 (two z10 LPARs, RAC 10.2) "
                "gained further throughput by adding a processor (an IFL) per node.",
    )


LIMIT_MINIMUMS = (("nofile_hard", V.NOFILE_HARD.value, "hard nofile"), ("nproc_soft", V.NPROC_SOFT.value, "soft nproc"),
                  ("nproc_hard", V.NPROC_HARD.value, "hard nproc"))


@rule(
    id="KN004", slug="s000-oracle-user-limits", title="Shell limits of the oracle user below the study's",
    severity="warning", category="kernel",
    rationale="""
The oracle user needs more open files and processes than a default login allows: the study raises them in
/etc/security/limits.conf (hard nofile 65536, soft nproc 2047, hard nproc 16384), enables pam_limits for the login
services, and sets the same ceilings with ulimit in the oracle user's profile before installing Oracle RAC.
""",
    evidence="""
Study 000, "Creating users and authentication parameters" and "Using ulimit for shell settings": these limits were
set on both z10 nodes (SLES 10 SP2) as part of preparing Linux; the installation's prerequisite checks expect them.
""",
    sources=[S.USERS, S.ULIMIT],
    policy="not_recommended",
    fields=["/kernel/limits/nofile_hard", "/kernel/limits/nproc_soft", "/kernel/limits/nproc_hard"],
    fix="Raise the limit to the study's value.",
    description="""
Fires for each limit of the oracle user that the plan sets below the value the study configures. The bundle writes
the plan's limits into limits.conf and the profile's ulimit lines.

Problematic:
```json
{"kernel": {"limits": {"nofile_hard": 4096, "nproc_soft": 2047, "nproc_hard": 16384}}}
```
Correct:
```json
{"kernel": {"limits": {"nofile_hard": 65536, "nproc_soft": 2047, "nproc_hard": 16384}}}
```
""",
)
def _kn004(t: Topology) -> Iterator[Hit]:
    limits = t.kernel.limits
    for name, minimum, label in LIMIT_MINIMUMS:
        value = getattr(limits, name)
        if value < minimum:
            patch = [{"op": "replace", "path": f"/kernel/limits/{name}", "value": minimum}]
            if name == "nproc_hard" and limits.nproc_soft > minimum:
                continue  # the soft limit would exceed the hard one; the plan chose both deliberately
            yield Hit(paths=[f"/kernel/limits/{name}"],
                      message=f"The oracle user's {label} limit is {value}; the study sets {minimum}."
                              + _beyond(t, "the oracle user needs these limits on any Linux node"), patch=patch)


@rule(
    id="IN004", slug="s000-clusterware-below-database-release",
    title="Clusterware release below the database release",
    severity="error", category="installation",
    rationale="""
Oracle RAC allows databases at different release levels on the same servers only as long as the clusterware (CRS)
on every server is at the same or a later release level than any other component, such as the RDBMS or ASM. A
clusterware release below the database release breaks that condition.
""",
    evidence="""
Study 000 built all components (ASM, CRS, RDBMS) at the same level, 10.2.0.4, and states the condition in "Oracle
HOME directories and multiple Oracle databases"; its upgrade path patched the clusterware first.
""",
    sources=[S.HOMES, S.INSTALL_SEQUENCE],
    policy="fails",
    fields=["/cluster/grid_release", "/cluster/oracle_release"],
    fix="Raise the Grid/CRS release to the database release.",
    description="""
Fires when `cluster.grid_release` is set and is an earlier release than `cluster.oracle_release`, compared part by
part (10.2.0.2 is earlier than 10.2.0.4).

Problematic:

```json
{"cluster": {"oracle_release": "10.2.0.4", "grid_release": "10.2.0.2"}}
```

Correct:

```json
{"cluster": {"oracle_release": "10.2.0.2", "grid_release": "10.2.0.4"}}
```
""",
)
def _in004(t: Topology) -> Iterator[Hit]:
    grid = t.cluster.grid_release
    if grid is None:
        return
    g, d = tuple(int(p) for p in grid.split(".")), t.cluster.release_tuple
    width = max(len(g), len(d))
    if g + (0,) * (width - len(g)) < d + (0,) * (width - len(d)):
        yield Hit(
            paths=["/cluster/grid_release", "/cluster/oracle_release"],
            message=f"Clusterware {grid} is below the database release {t.cluster.oracle_release}; the clusterware "
                    "must be at the same or a later release than every other component."
                    + _beyond(t, "the condition is Oracle's, not the platform's"),
            patch=[{"op": "replace", "path": "/cluster/grid_release", "value": t.cluster.oracle_release}],
        )
