"""Rules from study 002: Quest/Dell, Oracle 10g RAC scalability on 1 to 10 x86 (32-bit) nodes with ASM.

The study ran a TPC-C-like OLTP load from Benchmark Factory against Oracle 10.1.0.4 on Red Hat AS 4 update 1, on
servers with 4 GB of memory each, Gigabit Ethernet interconnects bonded in pairs, and Dell|EMC Fibre Channel storage
managed by ASM (external redundancy). Its first attempt at 700 users per node did not scale past four nodes; after
re-measuring the per-node "sweet spot" (600 users) and allowing 15 % for RAC overhead, 500 users per node scaled
close to linearly from 1 to 10 nodes.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from apps.rules.reach import within
from apps.studies import S002, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ..capacity import (
    LOAD_INCREMENT,
    MEASURED_MAX_NODES,
    NAIVE_SWEET_SPOT_USERS,
    NODE_MEMORY_GB,
    RAC_OVERHEAD_PCT,
    RAC_OVERHEAD_PCT_EXAMPLE,
    SWEET_SPOT_USERS,
    CapacityEstimate,
    capacity_estimate,
    measured_limits,
    per_node_users,
)
from ..engine import Hit, rule

# --- numbers from the study -------------------------------------------------------------------------------------

#: "about 1.7 GB": the SGA the study could fit in the 32-bit address space (section TESTING), in MB.
SGA_LIMIT_32BIT_MB = 1740
#: The SGA the study actually configured (sga_max_size = sga_target = 1500m).
STUDY_SGA_MB = 1500

#: /etc/sysctl.conf entries the study added (section TESTING), as a plan writes them: a number, or the numbers of a
#: multi-value key joined by spaces. Multi-value keys are compared element by element; the port range is compared as
#: a range (it must be at least as wide).
STUDY_SYSCTL: dict[str, int | str] = {
    key: value[0] if len(value) == 1 else " ".join(str(v) for v in value)
    for key, value in V.SYSCTL_TESTING_002.value.items()
}
_RANGE_KEYS = {V.PORT_RANGE_KEY}

#: spfile values the study set for its 10-node target.
STUDY_CLUSTER_DATABASE_INSTANCES = 10
STUDY_PROCESSES = 16000

_INTERCONNECT = Cite(S002, "INTERCONNECT")

#: Users per node above which WL051 warns: the sweet spot less the method's example allowance (600 less 10 %).
WL051_LIMIT = per_node_users(SWEET_SPOT_USERS, RAC_OVERHEAD_PCT_EXAMPLE, increment=1)


# --- helpers ----------------------------------------------------------------------------------------------------

def _ints(value: Any) -> list[int] | None:
    """The whitespace-separated integers of a sysctl value, or None when it is not purely numeric."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return [value]
    parts = str(value).split()
    if not parts or not all(p.isdigit() for p in parts):
        return None
    return [int(p) for p in parts]


def _sysctl_short(key: str, value: Any) -> str | None:
    """Why a sysctl value falls short of the study's, or None when it does not."""
    want = _ints(STUDY_SYSCTL[key])
    have = _ints(value)
    if want is None or have is None:
        return None
    if key in _RANGE_KEYS:
        if len(have) != 2:
            return None
        if have[0] > want[0] or have[1] < want[1]:
            return f"the range {have[0]}-{have[1]} is narrower than {want[0]}-{want[1]}"
        return None
    if len(have) != len(want):
        return None
    low = [i for i, (h, w) in enumerate(zip(have, want, strict=True)) if h < w]
    if not low:
        return None
    if len(want) == 1:
        return f"{have[0]} is below {want[0]}"
    fields = ", ".join(f"field {i + 1} is {have[i]} (study {want[i]})" for i in low)
    return fields


def _active_nodes(t: Topology) -> int:
    """Nodes that take user sessions: all of them when workload balanced, one in failover mode."""
    return 1 if t.cluster.mode == "failover" else len(t.nodes)


def _users_per_active_node(t: Topology) -> tuple[int, int]:
    """The active nodes and the users each of them carries (rounded up)."""
    active = _active_nodes(t)
    return active, math.ceil(t.workload.users / active)


def _plan_users(plan: CapacityEstimate, message: str) -> Hit:
    """A finding on the planned users whose fix is the study's total for the active nodes."""
    return Hit(paths=["/workload/users"], message=message,
               patch=[{"op": "replace", "path": "/workload/users", "value": plan.total_users}])


def _in_study_capacity_scope(t: Topology) -> bool:
    """The sweet spot was measured on 32-bit x86 nodes with 4 GB of memory under an OLTP load."""
    return (t.platform.architecture == "x86" and t.workload.type == "oltp"
            and max(n.memory_gb for n in t.nodes) <= NODE_MEMORY_GB)


def _param(t: Topology, name: str) -> tuple[str, Any] | None:
    """An init.ora parameter from ``database.other``, matched without regard to case."""
    for key, value in t.database.other.items():
        if key.lower() == name:
            return key, value
    return None


# --- rules ------------------------------------------------------------------------------------------------------

@rule(
    id="DB050", slug="sga-within-32bit-address-space", title="SGA must fit the 32-bit address space (about 1.7 GB)",
    severity="error", category="database",
    rationale="""
Study 002 calls about 1.7 GB the limit that the 32-bit operating system sets on the SGA and sized its SGA inside
it. Study 001 went beyond that limit on the same kind of node only after relinking the oracle executable with a lower
SGA attach address (its Appendix A). Without that step the larger SGA does not fit the address space.
""",
    evidence="""
Dell PowerEdge nodes with 4 GB of memory, Red Hat AS 4, Oracle 10.1.0.4 (32-bit), TPC-C-like load on 1 to 10
nodes: the authors aimed for the largest SGA the 32-bit operating system limit allowed, which they put at about
1.7 GB, and set sga_max_size = sga_target = 1500m (with pga_aggregate_target = 700m, about half the memory).
""",
    sources=[S.TESTING_002, S.SGA_SIZE_001, S.SGA_ATTACH],
    policy="fails",
    fields=["/platform/architecture", "/database/sga_max_size_mb", "/database/sga_target_mb",
            "/database/db_cache_size_mb", "/database/shared_pool_size_mb", "/database/sga_attach_address"],
    fix="Size the SGA at 1500 MB, as the study did, or relink oracle with a lowered SGA attach address.",
    description="""
Checks 32-bit x86 plans whose SGA (the larger of `sga_max_size`, `sga_target` and `db_cache_size` +
`shared_pool_size`) is above about 1.7 GB (1740 MB) while no lowered `sga_attach_address` is recorded.

Study 002 sized its SGA to stay inside the 32-bit limit of about 1.7 GB: 1500 MB on nodes with 4 GB of memory. A
larger SGA on 32-bit x86 needs the oracle executable relinked with a lower attach address (the procedure is
described in study 001); once `sga_attach_address` is set this rule stays quiet.

Problematic:
```json
{"platform": {"architecture": "x86"}, "database": {"sga_max_size_mb": 2048, "sga_target_mb": 2048}}
```
Correct (the study's values):
```json
{"platform": {"architecture": "x86"}, "database": {"sga_max_size_mb": 1500, "sga_target_mb": 1500}}
```
""",
    tags=["32-bit", "memory", "sga"],
    platforms=("x86",),
)
def _db050(t: Topology) -> Iterator[Hit]:
    db = t.database
    if t.platform.architecture != "x86" or db.sga_attach_address:
        return
    offenders: list[tuple[str, int]] = []
    for name in ("sga_max_size_mb", "sga_target_mb"):
        value = getattr(db, name)
        if value is not None and value > SGA_LIMIT_32BIT_MB:
            offenders.append((name, value))
    if offenders:
        listed = ", ".join(f"{n[:-3]} = {v} MB" for n, v in offenders)
        yield Hit(
            paths=[f"/database/{n}" for n, _ in offenders],
            message=f"{listed} on a 32-bit x86 node is beyond the about 1.7 GB ({SGA_LIMIT_32BIT_MB} MB) the address "
                    f"space allows without a lowered SGA attach address; the study used {STUDY_SGA_MB} MB.",
            patch=[{"op": "replace", "path": f"/database/{n}", "value": STUDY_SGA_MB} for n, _ in offenders],
        )
        return
    cache, pool = db.db_cache_size_mb or 0, db.shared_pool_size_mb or 0
    if db.db_cache_size_mb is not None and db.shared_pool_size_mb is not None and cache + pool > SGA_LIMIT_32BIT_MB:
        yield Hit(
            paths=["/database/db_cache_size_mb", "/database/shared_pool_size_mb"],
            message=f"db_cache_size {cache} MB + shared_pool_size {pool} MB = {cache + pool} MB of SGA on a 32-bit "
                    f"x86 node is beyond the about 1.7 GB ({SGA_LIMIT_32BIT_MB} MB) the address space allows without "
                    f"a lowered SGA attach address.",
        )


@rule(
    id="KN050", slug="x86-sysctl-scalability-values", title="Kernel parameters at least the scalability study's",
    severity="info", category="kernel",
    rationale="""
Before building the cluster the study tuned the kernel for Oracle in /etc/sysctl.conf (shared memory, semaphores,
file handles, asynchronous I/O requests, local port range, socket buffers). Overriding one of these below the
study's value gives the node less than the configuration that carried 500 users per node on up to 10 nodes.
""",
    evidence="""
Red Hat AS 4 update 1 on 32-bit x86, Oracle 10.1.0.4, 1 to 10 nodes, TPC-C-like load up to 5000 users: with
kernel.shmmax 2147483648, kernel.sem "250 32000 100 128", fs.file-max 65536, fs.aio-max-nr 1048576,
ip_local_port_range "1024 65000" and 262144-byte socket buffer defaults and maxima, the cluster scaled close to
linearly from 1 to 10 nodes.
""",
    sources=[S.TESTING_002, S.METHODOLOGY_002],
    policy="context",
    fields=["/platform/architecture", "/kernel/sysctl"],
    fix="Raise the sysctl value to the one the study used.",
    description="""
Checks the sysctl overrides of a 32-bit x86 plan against the /etc/sysctl.conf entries of study 002. Only keys that
the plan overrides are compared; a value below the study's (for `kernel.sem`, any of its four fields; for
`net.ipv4.ip_local_port_range`, a narrower range) is reported.

| key | study value |
|---|---|
| kernel.shmmax | 2147483648 |
| kernel.sem | 250 32000 100 128 |
| fs.file-max | 65536 |
| fs.aio-max-nr | 1048576 |
| net.ipv4.ip_local_port_range | 1024 65000 |
| net.core.rmem_default, rmem_max, wmem_default, wmem_max | 262144 |

Problematic:
```json
{"kernel": {"sysctl": {"net.core.rmem_max": 131071, "kernel.sem": "250 32000 32 128"}}}
```
Correct:
```json
{"kernel": {"sysctl": {"net.core.rmem_max": 262144, "kernel.sem": "250 32000 100 128"}}}
```
""",
    tags=["sysctl"],
    platforms=("x86",),
)
def _kn050(t: Topology) -> Iterator[Hit]:
    if t.platform.architecture != "x86":
        return
    for key, value in t.kernel.sysctl.items():
        if key not in STUDY_SYSCTL:
            continue
        why = _sysctl_short(key, value)
        if why:
            # Sysctl keys contain dots, which finding paths do not carry: point at the map, name the key.
            yield Hit(
                paths=["/kernel/sysctl"],
                message=f"{key} = {value}: {why}; the scalability study set {STUDY_SYSCTL[key]}.",
                patch=[{"op": "replace", "path": f"/kernel/sysctl/{key}", "value": STUDY_SYSCTL[key]}],
            )


@rule(
    id="DB051", slug="asynchronous-io-on-for-asm", title="Use asynchronous I/O with ASM on x86 Linux",
    severity="info", category="database",
    rationale="""
The study made sure Oracle used asynchronous I/O before any scalability run: it relinked oracle with async_on and
set disk_asynch_io = true and filesystemio_options = setall (asynchronous and direct I/O). The x366 study lists
asynchronous I/O among the Red Hat kernel features that help I/O-intensive Oracle RAC work.
""",
    evidence="""
Study 002: 32-bit x86, Red Hat AS 4, Oracle 10.1.0.4 with ASM on Fibre Channel storage; asynchronous I/O was part of
the tuned single-node baseline that was then scaled near-linearly to 10 nodes, where ASM served over 2500 I/Os per
second with good service times. Study 003 (x366, RHEL 3, x86_64) names AIO as a kernel feature that helps
I/O-intensive applications such as Oracle 10g RAC keep working while I/Os complete.
""",
    sources=[S.TESTING_002, S.RHEL_003],
    policy="context",
    fields=["/platform/architecture", "/shared_disks/manager", "/storage/protocol", "/database/disk_asynch_io",
            "/database/filesystemio_options"],
    fix="Set disk_asynch_io = true and filesystemio_options = setall.",
    description="""
Checks x86 and x86_64 plans that keep their database in ASM on block storage (not NFS) and switch asynchronous I/O
off: `disk_asynch_io` false, or `filesystemio_options` set to `none` or `directio`. Values left empty are not
reported. NFS is left out on purpose: other studies turn asynchronous I/O off there because the kernel of the day
did not offer it for NFS.

Problematic:
```json
{"shared_disks": {"manager": "asm"}, "database": {"disk_asynch_io": false, "filesystemio_options": "none"}}
```
Correct (study 002):
```json
{"shared_disks": {"manager": "asm"}, "database": {"disk_asynch_io": true, "filesystemio_options": "setall"}}
```
""",
    tags=["async-io"],
    platforms=("x86", "x86_64"),
)
def _db051(t: Topology) -> Iterator[Hit]:
    if t.platform.architecture not in ("x86", "x86_64") or t.shared_disks.manager != "asm":
        return
    if t.storage.protocol == "nfs":
        return
    db = t.database
    if db.disk_asynch_io is False:
        yield Hit(paths=["/database/disk_asynch_io"],
                  message="disk_asynch_io = false turns asynchronous I/O off for the ASM disks; the study set it "
                          "to true.",
                  patch=[{"op": "replace", "path": "/database/disk_asynch_io", "value": True}])
    if db.filesystemio_options in ("none", "directio"):
        yield Hit(paths=["/database/filesystemio_options"],
                  message=f"filesystemio_options = {db.filesystemio_options} leaves out asynchronous I/O; the study "
                          f"used setall (asynchronous and direct I/O).",
                  patch=[{"op": "replace", "path": "/database/filesystemio_options", "value": "setall"}])


@rule(
    id="DB052", slug="cluster-database-instances-covers-nodes",
    title="cluster_database_instances must cover every node",
    severity="info", category="database",
    rationale="""
The study created its database for the largest cluster it meant to reach and set cluster_database_instances to
that number (10) from the start, then added nodes one by one. A value below the number of planned nodes leaves
the spfile sized for a smaller cluster than the one being built.
""",
    evidence="""
Oracle 10.1.0.4 RAC on 1 to 10 x86 nodes: DBCA parameters were chosen for the intended maximum of 10 nodes and the
spfile carried cluster_database = true and cluster_database_instances = 10 through every run from 1 to 10 nodes.
The study measured no run with a lower value.
""",
    sources=[S.TESTING_002, S.METHODOLOGY_002],
    policy="context",
    fields=["/database/other/cluster_database_instances", "/nodes"],
    fix="Set cluster_database_instances to at least the number of nodes.",
    description="""
Checks `cluster_database_instances` (in `database.other`) against the number of nodes in the plan. When it is
set lower than the node count it is reported; when it is not set nothing is reported.

Problematic (4 nodes):
```json
{"database": {"other": {"cluster_database": true, "cluster_database_instances": 2}}}
```
Correct (study 002, sized for the 10-node target):
```json
{"database": {"other": {"cluster_database": true, "cluster_database_instances": 10}}}
```
""",
    tags=["spfile"],
)
def _db052(t: Topology) -> Iterator[Hit]:
    found = _param(t, "cluster_database_instances")
    if found is None:
        return
    key, value = found
    if isinstance(value, bool):
        return
    try:
        count = int(value)
    except (TypeError, ValueError):
        return
    if count < len(t.nodes):
        yield Hit(paths=[f"/database/other/{key}"],
                  message=f"cluster_database_instances = {count} is fewer than the {len(t.nodes)} nodes planned; the "
                          f"study set it to its full target of {STUDY_CLUSTER_DATABASE_INSTANCES} nodes.",
                  patch=[{"op": "replace", "path": f"/database/other/{key}", "value": len(t.nodes)}])


@rule(
    id="DB053", slug="processes-cover-dedicated-sessions",
    title="processes must cover the dedicated server sessions of a node",
    severity="info", category="database",
    rationale="""
With dedicated servers every connected user has its own Oracle server process on the node it is connected to. The
study sized processes for the thousands of dedicated server processes its user load would create; a processes
value below the users a node is planned to carry leaves no room for them.
""",
    evidence="""
Oracle 10.1.0.4 on 4 GB x86 nodes, TPC-C-like load of up to 500 users per node and 5000 users on 10 nodes with
dedicated server processes: the spfile set processes = 16000, and half of each node's memory was left for the
operating system and the thousands of dedicated server processes. The study measured no run with a lower value.
""",
    sources=[S.TESTING_002],
    policy="context",
    fields=["/database/processes", "/workload/users", "/server/mode", "/nodes", "/cluster/mode"],
    fix="Raise processes to the study's 16000 (or above the users per node when that is more).",
    description="""
Checks plans with dedicated server processes: the users one node carries (all users over the active nodes, one
node in failover mode) must not exceed `processes`. Shared server plans are not checked.

Problematic (2 nodes, 1000 users):
```json
{"server": {"mode": "dedicated"}, "workload": {"users": 1000}, "database": {"processes": 150}}
```
Correct (study 002):
```json
{"server": {"mode": "dedicated"}, "workload": {"users": 1000}, "database": {"processes": 16000}}
```
""",
    tags=["spfile", "sessions"],
)
def _db053(t: Topology) -> Iterator[Hit]:
    if t.server.mode != "dedicated":
        return
    active, per_node = _users_per_active_node(t)
    if per_node > t.database.processes:
        target = STUDY_PROCESSES if per_node < STUDY_PROCESSES else math.ceil((per_node + 1) / 1000) * 1000
        yield Hit(paths=["/database/processes"],
                  message=f"processes = {t.database.processes} but each of {active} active node(s) will carry about "
                          f"{per_node} dedicated server sessions ({t.workload.users} users); the study set "
                          f"processes = {STUDY_PROCESSES} for up to 500 users per node.",
                  patch=[{"op": "replace", "path": "/database/processes", "value": target}])


@rule(
    id="WL050", slug="users-per-node-above-sweet-spot", title="Users per node above the measured sweet spot",
    severity="warning", category="workload",
    rationale="""
The sweet spot is the per-node load just before paging, swapping and near-zero CPU idle time begin. Nodes pushed
past it did not scale: the authors believe they were too busy to answer cluster messages in time, so Oracle took
them for dead or unresponsive, and its connection load balancing then piled even more sessions onto the nodes that
still answered.
""",
    evidence="""
4 GB 32-bit x86 nodes, Oracle 10.1.0.4, TPC-C-like OLTP load: the transactions-per-second graph, read without
vmstat, suggested 700 users per node, but the operating system was already thrashing lightly at about 600. The
first series run at 700 users per node did not scale reliably or predictably past four nodes; at 7000 users on 10
nodes some nodes carried far more than 700 users. Re-measured, the sweet spot was 600 users per node.
""",
    sources=[S.TESTING_002, S.METHODOLOGY_002],
    policy="degrades",
    fields=["/platform/architecture", "/workload/type", "/workload/users", "/nodes/*/memory_gb", "/cluster/mode"],
    fix="Plan at most 500 users per node (the study's sweet spot less its RAC allowance), or add nodes.",
    description="""
Checks OLTP plans on 32-bit x86 nodes with at most 4 GB of memory, the hardware on which study 002 measured its
sweet spot. The users one node carries (all users over the active nodes; one node in failover mode) must not exceed
the 600 users the study found a node could sustain. Other hardware has its own sweet spot, which must be measured
the same way (rising load, vmstat watched for paging, swapping and CPU idle near zero).

Problematic (10 nodes):
```json
{"platform": {"architecture": "x86"}, "workload": {"type": "oltp", "users": 7000}}
```
Correct (the study's second series):
```json
{"platform": {"architecture": "x86"}, "workload": {"type": "oltp", "users": 5000}}
```
""",
    tags=["capacity", "sweet-spot"],
)
def _wl050(t: Topology) -> Iterator[Hit]:
    if not _in_study_capacity_scope(t):
        return
    active, per_node = _users_per_active_node(t)
    if per_node > SWEET_SPOT_USERS:
        plan = capacity_estimate(active)
        yield _plan_users(plan, f"{t.workload.users} users on {active} active node(s) is about {per_node} per node, "
                                f"above the {SWEET_SPOT_USERS}-user sweet spot measured on 4 GB 32-bit nodes (the "
                                f"first attempt at {NAIVE_SWEET_SPOT_USERS} per node did not scale past four nodes); "
                                f"the study's method gives {plan.total_users} users ({plan.per_node_users} per node).")


@rule(
    id="WL051", slug="users-per-node-rac-allowance", title="Leave the RAC overhead allowance below the sweet spot",
    severity="warning", category="workload",
    rationale="""
A node at its single-instance sweet spot has nothing left for the inter- and intra-node messaging of RAC. The
study's method says to reduce the sweet spot "by some reasonable percentage to account for RAC architecture and
inter/intra-node overheads (e.g. reduce by say 10%)". The study itself took 15 % - deliberately cautious, "not a
recommendation per se" - and, so sized, saw near-linear scaling.
""",
    evidence="""
4 GB 32-bit x86 nodes, Oracle 10.1.0.4 RAC, TPC-C-like load: the 600-user sweet spot was reduced by 15 % and run as
500 users per node on 1, 2, 4, 6, 8 and 10 nodes (up to 5000 users); every added node continued a near-linear line
of transactions per second, and the authors projected about 10,000 users and nearly 500 TPS on 17 nodes.
""",
    sources=[S.TESTING_002, S.METHODOLOGY_002, S.CONCLUSION_002],
    policy="not_recommended",
    fields=["/platform/architecture", "/workload/type", "/workload/users", "/nodes/*/memory_gb", "/cluster/mode"],
    fix="Plan nodes x 500 users (capacity_estimate), or add nodes.",
    description=f"""
Checks multi-node OLTP plans on 32-bit x86 nodes with at most 4 GB of memory whose per-node load is within the
measured sweet spot ({SWEET_SPOT_USERS} users) but above the sweet spot less the method's example allowance
({RAC_OVERHEAD_PCT_EXAMPLE:g} %: {WL051_LIMIT} users). Between that and the study's own 500 users per node (its
{RAC_OVERHEAD_PCT:g} % rounded down to the {LOAD_INCREMENT}-user load step) nothing is reported, because the study
calls its 15 % no recommendation. Loads above the sweet spot are reported by WL050 instead.

The planner computes the study's figure with `apps.rules.capacity.capacity_estimate(nodes)`.

Problematic (4 nodes, 575 users each):
```json
{{"platform": {{"architecture": "x86"}}, "workload": {{"type": "oltp", "users": 2300}}}}
```
Correct (the study's 4-node run):
```json
{{"platform": {{"architecture": "x86"}}, "workload": {{"type": "oltp", "users": 2000}}}}
```
""",
    tags=["capacity", "sweet-spot"],
)
def _wl051(t: Topology) -> Iterator[Hit]:
    if not t.is_rac or not _in_study_capacity_scope(t):
        return
    active, per_node = _users_per_active_node(t)
    plan = capacity_estimate(active)
    if WL051_LIMIT < per_node <= SWEET_SPOT_USERS:
        yield _plan_users(plan, f"{t.workload.users} users on {active} active nodes is about {per_node} per node: "
                                f"within the {SWEET_SPOT_USERS}-user sweet spot but above it less the method's "
                                f"{RAC_OVERHEAD_PCT_EXAMPLE:g} % RAC allowance ({WL051_LIMIT}); the study planned "
                                f"{plan.per_node_users} per node ({plan.total_users} in all).")


@rule(
    id="SD050", slug="asm-disk-groups-per-file-type", title="Separate ASM disk groups by file type for OLTP RAC",
    severity="info", category="shared_disks",
    rationale="""
The scalability study did not put the whole database in one disk group: it gave system files, table data, indexes
and the redo logs (in two groups) disk groups of their own, all with external redundancy on the storage array.
""",
    evidence="""
10-node Oracle 10.1.0.4 RAC on Dell|EMC Fibre Channel storage: disk groups SYSTEMDG 50 GB, DATADG 50 GB, INDEXDG
50 GB, REDO01DG 20 GB and REDO02DG 20 GB; with over 5000 users on 10 instances ASM kept good service times at more
than 2500 I/Os per second. The study reports this layout but does not compare it with another (its conclusion speaks
of six disk groups where the configuration lists five).
""",
    sources=[S.DB_CONFIG_002, S.CONCLUSION_002],
    policy="context",
    fields=["/shared_disks/manager", "/shared_disks/disk_groups/*/purpose", "/workload/type", "/nodes"],
    description="""
Reports OLTP RAC plans on ASM that keep everything in one place: a single disk group, or a disk group whose purpose
is `mixed`. Study 002 used one disk group each for system files, data, indexes and two for redo logs.

Problematic:
```json
{"shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATA", "purpose": "mixed", "disks": ["lun1"]}]}}
```
Correct (study 002):
```json
{"shared_disks": {"manager": "asm", "disk_groups": [
  {"name": "SYSTEMDG", "purpose": "system", "disks": ["sys1"]},
  {"name": "DATADG", "purpose": "data", "disks": ["data1"]},
  {"name": "INDEXDG", "purpose": "index", "disks": ["idx1"]},
  {"name": "REDO01DG", "purpose": "redo", "disks": ["redo1"]},
  {"name": "REDO02DG", "purpose": "redo", "disks": ["redo2"]}]}}
```
""",
    tags=["asm", "layout"],
)
def _sd050(t: Topology) -> Iterator[Hit]:
    sd = t.shared_disks
    # The layout is the lab's (002-008, 002-036) and was compared with no other: study 000's single DISKS1 and study
    # 001's single DATA group performed well, so only a plan of study 002's own set-up is told about it.
    if not within(t, "002-008", "002-036"):
        return
    if sd.manager != "asm" or t.workload.type != "oltp" or not t.is_rac or not sd.disk_groups:
        return
    mixed = [i for i, g in enumerate(sd.disk_groups) if g.purpose == "mixed"]
    if mixed:
        names = ", ".join(sd.disk_groups[i].name for i in mixed)
        yield Hit(paths=[f"/shared_disks/disk_groups/{i}/purpose" for i in mixed],
                  message=f"Disk group(s) {names} hold every file type; the study kept system, data, index and redo "
                          f"files in separate disk groups (two for redo).")
    elif len(sd.disk_groups) == 1:
        g = sd.disk_groups[0]
        yield Hit(paths=["/shared_disks/disk_groups/0/purpose"],
                  message=f"The whole database is in the single disk group {g.name} ({g.purpose}); the study used "
                          f"SYSTEMDG, DATADG, INDEXDG, REDO01DG and REDO02DG.")


@rule(
    id="IC050", slug="bond-gigabit-interconnect", title="Bond the Gigabit Ethernet interconnect NICs",
    severity="info", category="interconnect",
    rationale="""
The study paired its Gigabit Ethernet interconnect adapters with Linux NIC bonding, which spread the cache fusion
traffic over both links and kept the interconnect up if one failed.
""",
    evidence="""
Oracle 10.1.0.4 RAC on up to 10 x86 nodes over bonded Gigabit Ethernet (UDP): cluster latency in the 8-node run was
within expectations, and the authors credit the bonded, redundant interconnect with load balancing and availability
while scaling stayed close to linear up to 10 nodes. No measurement compares bonded with single links.
""",
    sources=[S.CONCLUSION_002, _INTERCONNECT],
    policy="context",
    fields=["/interconnect/type", "/interconnect/bonding", "/interconnect/interface", "/nodes"],
    fix="Bond two Gigabit Ethernet adapters for the interconnect.",
    description="""
Reports multi-node plans whose interconnect is a single, unbonded Gigabit Ethernet link. Study 002 used Linux NIC
bonding across redundant interconnect adapters for load balancing and to survive the loss of one link.

Problematic:
```json
{"interconnect": {"type": "gigabit_ethernet", "bonding": false, "interface": "eth1"}}
```
Correct:
```json
{"interconnect": {"type": "gigabit_ethernet", "bonding": true, "interface": "bond0"}}
```
""",
    tags=["bonding", "availability"],
)
def _ic050(t: Topology) -> Iterator[Hit]:
    ic = t.interconnect
    if ic.type != "gigabit_ethernet" or not t.is_rac:
        return
    if ic.bonding:
        if 0 < len(ic.bonding_slaves) < 2:
            yield Hit(paths=["/interconnect/bonding_slaves"],
                      message=f"The interconnect bond has one slave ({ic.bonding_slaves[0]}); the study bonded a pair "
                              "of adapters, which gives load balancing and a second path when one fails.")
        return
    patch: list[dict[str, Any]] = [{"op": "replace", "path": "/interconnect/bonding", "value": True}]
    if not ic.interface.startswith("bond"):
        name = "bond1" if t.public_network.interface == "bond0" else "bond0"
        patch.append({"op": "replace", "path": "/interconnect/interface", "value": name})
    yield Hit(paths=["/interconnect/bonding"],
              message=f"The Gigabit Ethernet interconnect on {ic.interface} is a single link; the study bonded a "
                      f"pair of adapters for load balancing and availability.",
              patch=patch)


#: The ASM instance's default pools in MB, which the study raised to V.ASM_POOL_MB at four nodes.
ASM_POOL_DEFAULTS_MB = {"shared_pool_size_mb": 32, "large_pool_size_mb": 12}
#: The node count at which the study saw ASM hold back the cluster with the default pools.
ASM_POOL_NODES = 4


@rule(
    id="SD051", slug="asm-instance-pools-at-four-nodes",
    title="ASM instance pools at their defaults on 4 or more nodes",
    severity="warning", category="shared_disks",
    rationale="""
In the four-node runs two nodes reached 84 % and 76 % CPU, which the study traced to a temporary overload of users
and to the ASM response time. Raising the ASM instance's shared pool from 32 MB to 67 MB and its large pool from 12 MB
to 67 MB cleared it: the four-node tests were rerun, "all was well", and no other ASM change was needed up to ten
nodes.
""",
    evidence="""
Dell PowerEdge nodes, Red Hat AS 4, Oracle 10.1.0.4 RAC with ASM (external redundancy), TPC-C-like load at 500 users
per node: at four nodes CPU on racdb1 and racdb3 rose to 84 % and 76 % with the ASM pools at 32 MB and 12 MB; with both
at 67 MB the runs on 4, 6, 8 and 10 nodes went smoothly.
""",
    sources=[S.TESTING_002],
    policy="degrades",
    fields=["/shared_disks/manager", "/nodes", "/shared_disks/asm_instance/shared_pool_size_mb",
            "/shared_disks/asm_instance/large_pool_size_mb"],
    fix="Set the ASM instance's shared_pool_size and large_pool_size to 67 MB.",
    description="""
Fires for ASM clusters of four or more nodes whose ASM instance's `shared_pool_size` or `large_pool_size` is unset
(the defaults of 32 MB and 12 MB the study started from) or below the 67 MB the study set. The bundle's
`init+ASM.ora` carries the plan's values, or the study's 67 MB when the plan sets none.

Problematic (four nodes, pools left at their defaults):

```json
{"shared_disks": {"manager": "asm", "asm_instance": {}}}
```

As the study set them:

```json
{"shared_disks": {"manager": "asm", "asm_instance": {"shared_pool_size_mb": 67, "large_pool_size_mb": 67}}}
```
""",
    tags=["asm", "scalability"],
)
def _sd051(t: Topology) -> Iterator[Hit]:
    if t.shared_disks.manager != "asm" or len(t.nodes) < ASM_POOL_NODES:
        return
    asm = t.shared_disks.asm_instance
    low = []
    for name, default in ASM_POOL_DEFAULTS_MB.items():
        value = getattr(asm, name)
        if value is None or value < V.ASM_POOL_MB.value:
            low.append((name, value if value is not None else default))
    if low:
        listed = ", ".join(f"{n[:-3]} {v} MB" for n, v in low)
        yield Hit(
            paths=[f"/shared_disks/asm_instance/{n}" for n, _ in low],
            message=f"{len(t.nodes)} ASM nodes with the ASM instance's {listed}; at four nodes the study cleared high "
                    f"CPU and slow ASM responses by raising both pools to {V.ASM_POOL_MB.value} MB.",
            patch=[{"op": "add", "path": f"/shared_disks/asm_instance/{n}", "value": V.ASM_POOL_MB.value}
                   for n, _ in low],
        )


@rule(
    id="WL052", slug="nodes-beyond-the-measured-ten", title="More nodes than the scalability study measured",
    severity="info", category="workload",
    rationale="""
Study 002 ran 1, 2, 4, 6, 8 and 10 nodes at 500 users per node and saw each node continue a near-linear line. Its
17-node figure (about 10,000 users and nearly 500 TPS) is a projection from the 6-node results, not a run. A plan
with more nodes relies on the line continuing beyond what was measured.
""",
    evidence="""
4 GB 32-bit x86 nodes, Red Hat AS 4, Oracle 10.1.0.4 RAC with ASM, TPC-C-like load: 500 users per node on up to 10
nodes (5000 users) measured; 17 nodes projected.
""",
    sources=[S.TESTING_002],
    policy="context",
    fields=["/platform/architecture", "/workload/type", "/nodes", "/nodes/*/memory_gb"],
    description=f"""
Reports OLTP plans on 32-bit x86 nodes with at most 4 GB of memory (the study's hardware) that have more than
{MEASURED_MAX_NODES} nodes. The capacity helper's figure for them (`capacity_estimate`) extrapolates the measured
line; the finding says so, with the study's projection.

Beyond the measurement:
```json
{{"platform": {{"architecture": "x86"}}, "workload": {{"type": "oltp"}}, "nodes": ["... 12 nodes ..."]}}
```
Measured (the study's largest run):
```json
{{"platform": {{"architecture": "x86"}}, "workload": {{"type": "oltp"}}, "nodes": ["... 10 nodes ..."]}}
```
""",
    tags=["capacity", "scalability"],
)
def _wl052(t: Topology) -> Iterator[Hit]:
    if not _in_study_capacity_scope(t):
        return
    for limit in measured_limits(nodes=len(t.nodes), users=None, architecture=t.platform.architecture,
                                 workload=t.workload.type, node_memory_gb=max(n.memory_gb for n in t.nodes)):
        if limit.key == "s002-nodes":
            yield Hit(paths=["/nodes"], message=limit.message)
