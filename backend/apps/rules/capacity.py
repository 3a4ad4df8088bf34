"""How many concurrent users a RAC cluster can be planned for, by the "sweet spot" method of study 002.

Study 002 (Quest/Dell, Oracle 10g RAC on 1 to 10 x86 nodes with ASM, section "TESTING METHODOLOGY" step 4 and
section "TESTING") sizes a cluster in three steps:

1. Load one node with a rising number of users (100 to 800, in steps of 100) while watching ``vmstat``; the
   "sweet spot" is the last load before paging and swapping start and CPU idle time stays near zero. On the study's
   4 GB nodes it was 600 users (the transactions-per-second curve alone suggested 700, which proved too many).
2. Take a share off that number for RAC overhead (inter- and intra-node messaging). The study took 15 % and says it
   was a cautious choice, not a recommendation; its methodology gives 10 % as an example.
3. Plan ``nodes x`` the reduced number. The study rounded down to its load increment of 100, which gives the 500
   users per node it then ran on 1, 2, 4, 6, 8 and 10 nodes with near-linear scaling.

The sweet-spot method was measured on x86 only. A System z plan is sized from the studies that measured System z
(000 and 004): their reference points are returned with their sources, and the x86 sweet spot is not offered as a
default there (``platform_capacity``). The interconnect estimate (``interconnect_estimate``) states study 000's
measured per-node traffic as its basis and lists every way the plan departs from the measured set-up.

Pure functions only: the planner UI and the workload rules call them on the hot path.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from apps.studies import S000, S001, S002, S003, S004, Cite
from apps.studies import sections as S
from apps.studies import values as V

#: The single-node sweet spot the study measured on its 4 GB x86 (32-bit) nodes, TPC-C-like OLTP load.
SWEET_SPOT_USERS = 600
#: The load the transactions-per-second graph alone suggested; the node was already thrashing near 600 users.
NAIVE_SWEET_SPOT_USERS = 700
#: The allowance the study took off the sweet spot for RAC overhead (its methodology's example is 10 %).
RAC_OVERHEAD_PCT = 15.0
RAC_OVERHEAD_PCT_EXAMPLE = 10.0
#: The user-load step of the study's benchmark runs; the planned per-node load is rounded down to it.
LOAD_INCREMENT = 100
#: Memory of each node in the study (GiB); the sweet spot above belongs to nodes of this size.
NODE_MEMORY_GB = 4.0
#: Node counts the study ran at the planned per-node load.
TESTED_NODE_COUNTS = (1, 2, 4, 6, 8, 10)

SOURCES: tuple[Cite, ...] = (S.METHODOLOGY_002, S.TESTING_002)


@dataclass(frozen=True)
class CapacityEstimate:
    """The result of :func:`capacity_estimate`; every input is kept so the UI can show the working."""

    nodes: int
    sweet_spot_users: int
    rac_overhead_pct: float
    increment: int
    per_node_users: int
    total_users: int

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "sources": [s.as_dict() for s in SOURCES]}


def per_node_users(sweet_spot_users: int = SWEET_SPOT_USERS, rac_overhead_pct: float = RAC_OVERHEAD_PCT,
                   increment: int = LOAD_INCREMENT) -> int:
    """Users to plan on one node: the sweet spot less the RAC allowance, rounded down to the load increment.

    With the study's numbers: 600 less 15 % is 510, rounded down to a multiple of 100 gives 500.
    """
    sweet = max(0, int(sweet_spot_users))
    overhead = min(100.0, max(0.0, float(rac_overhead_pct)))
    # Work in hundredths of a percent so that e.g. 600 x 85 % is exactly 510, not 509.999...
    reduced = sweet * round((100.0 - overhead) * 100) // 10000
    step = max(1, int(increment))
    return (reduced // step) * step


def capacity_estimate(nodes: int, sweet_spot_users: int = SWEET_SPOT_USERS,
                      rac_overhead_pct: float = RAC_OVERHEAD_PCT, *, increment: int = LOAD_INCREMENT
                      ) -> CapacityEstimate:
    """Concurrent users a cluster of ``nodes`` can be planned for, by the study's sweet-spot method.

    ``capacity_estimate(10)`` gives 500 users per node and 5000 in all, the load of the study's 10-node run.
    Pass ``increment=1`` to skip the rounding to the study's 100-user steps.
    """
    n = max(0, int(nodes))
    per_node = per_node_users(sweet_spot_users, rac_overhead_pct, increment)
    return CapacityEstimate(
        nodes=n,
        sweet_spot_users=max(0, int(sweet_spot_users)),
        rac_overhead_pct=min(100.0, max(0.0, float(rac_overhead_pct))),
        increment=max(1, int(increment)),
        per_node_users=per_node,
        total_users=n * per_node,
    )


def users_per_node(users: int, nodes: int) -> int:
    """The load on the busiest node when ``users`` are spread evenly (1/n each, as the study's load balancer did)."""
    return math.ceil(max(0, users) / max(1, nodes))


# --- the platform's own studies -----------------------------------------------------------------------------------

SYSTEM_Z_ARCHITECTURES = ("z10", "z196")


def platform_of(architecture: str) -> str:
    """``system_z`` for z10/z196, ``x86`` otherwise (x86 and x86_64)."""
    return "system_z" if architecture in SYSTEM_Z_ARCHITECTURES else "x86"


@dataclass(frozen=True)
class ReferencePoint:
    """A number a study measured on one platform, the conditions it was measured under, and where it is."""

    key: str
    label: str
    value: str
    note: str
    source: Cite

    def as_dict(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "value": self.value, "note": self.note,
                "source": self.source.as_dict()}


#: The studies that measured each platform, in the order the UI lists them.
PLATFORM_STUDIES: dict[str, tuple[str, ...]] = {"system_z": (S000, S004), "x86": (S001, S002, S003)}

REFERENCE_POINTS: dict[str, tuple[ReferencePoint, ...]] = {
    "system_z": (
        ReferencePoint(
            "s000-load", "Users on two z10 LPARs", "20 to 100 users",
            "OLTP with zero think time, so each user is a heavy load: the study compares its 20 to 100 users with a "
            "much larger number of connected users behind an application server.",
            Cite(S000, "Workload description")),
        ReferencePoint(
            "s000-ifls", "IFLs and memory per node", "2 or 3 dedicated IFLs, 16 GB",
            "The study's z10 LPARs; with ASM the two nodes used less than two of their four IFLs at 60 and 100 users, "
            "with OCFS2 about three.",
            S.HARDWARE_000),
        ReferencePoint(
            "s000-z196", "z196 over z10", "+45 % throughput per CPU",
            "Same two-node RAC and workload moved from a z10 to a z196; the CPU load went down.",
            S.Z196_000),
        ReferencePoint(
            "s004-users", "Users on one z196 LPAR (Oracle 10g, ECKD)", "80 to 120 users",
            "Single instance on 4 IFLs with a 4 GB SGA, kept I/O-bound on purpose: +50 % users gave +18 % throughput, "
            "and the CPU load rose with the throughput, not with the users.",
            S.USER_SCALING_10G),
        ReferencePoint(
            "s004-11g", "Oracle 11g over 10g", "more than 4x throughput, +45 % to +70 % per CPU",
            "Same z196 LPAR and OLTP workload; the disk read rate fell by about 90 %.",
            S.ORACLE_11G_VS_10G),
        ReferencePoint(
            "s004-ifls", "IFLs an 11g OLTP load on FCP disks used", "4 saturated; 6 gave +50 %",
            "With FCP disks the workload saturated 4 IFLs; with 6 the throughput rose by 50 % and more CPUs added "
            "little. With ECKD disks 4 IFLs ran at about 80 %.",
            S.NORMALIZED_THROUGHPUT_004),
    ),
    "x86": (
        ReferencePoint(
            "s002-sweet-spot", "Single-node sweet spot (4 GB, 32-bit)", "600 users, 500 planned per node",
            "TPC-C-like OLTP on Dell PowerEdge nodes; 500 users per node scaled close to linearly from 1 to 10 nodes.",
            S.TESTING_002),
        ReferencePoint(
            "s002-scaling", "Users carried as nodes were added", "500 per node: 500 on 1 node to 5000 on 10",
            "1, 2, 4, 6, 8 and 10 nodes at 500 users each; every added node continued a near-linear line. Ten "
            "nodes is the largest cluster measured.",
            S.TESTING_002),
        ReferencePoint(
            "s002-700", "700 users per node (above the sweet spot)", "did not scale beyond 4 nodes",
            "The first series: nodes near thrashing answered cluster messages too late, Oracle 10.1's load balancing "
            "then piled more sessions on the nodes still answering.",
            S.TESTING_002),
        ReferencePoint(
            "s002-4-node-cpu", "Four nodes with the ASM pools at their defaults", "84 % and 76 % CPU on two nodes",
            "Traced to a temporary overload of users and the ASM response time; raising the ASM shared and large "
            "pools to 67 MB cleared it up to 10 nodes.",
            S.TESTING_002),
        ReferencePoint(
            "s002-asm-iops", "ASM on 10 nodes, over 5000 users", "over 2500 I/Os per second",
            "Dell|EMC Fibre Channel storage, six disk groups with external redundancy; the study calls the service "
            "time excellent.",
            S.TESTING_002),
        ReferencePoint(
            "s002-processes", "Processes and memory per node", "processes = 16000; half of 4 GB to Oracle",
            "SGA 1500 MB and PGA 700 MB; the other half for the operating system and the thousands of dedicated "
            "server processes (one per user).",
            S.TESTING_002),
        ReferencePoint(
            "s002-projection", "17 nodes (projected, not measured)", "about 10,000 users, nearly 500 TPS",
            "The study's projection forward from the 6-node results; no run above 10 nodes.",
            S.TESTING_002),
        ReferencePoint(
            "s001-cpu-after-sga", "Three 2-CPU nodes after the SGA step", "60 to 70 % CPU",
            "OLTP order entry on RHEL 3 with a 2512 MB SGA, before the LMS priority change; no memory bottleneck.",
            S.SGA_SIZE_001),
        ReferencePoint(
            "s001-cpu", "Three 2-CPU nodes, tuned", "90 to 95 % CPU",
            "OLTP order entry on RHEL 3 after the LMS priority change; the load was driven to saturate host CPU.",
            S.LMS_TUNING),
        ReferencePoint(
            "s001-cpu-split", "CPU by storage attachment", "74 % user / 23 % system (ASM on NFS files), "
            "68 % / 28 % (software iSCSI)",
            "Throughput followed the user-process CPU: the software initiator's system CPU explains most of its "
            "10 % lower throughput.",
            S.NFS_ASM),
        ReferencePoint(
            "s001-nfs-cpu", "NFS as the file system", "about 94 % CPU, not higher",
            "Attempts to drive CPU utilization higher failed; about 2 % below ASM on NFS files.",
            S.NFS_ONLY),
        ReferencePoint(
            "s003-cpu", "CPU-bound DSS query", "1.95x from 2 to 4, 1.91x from 4 to 8 processors",
            "Two x366 nodes; an I/O-bound query stopped scaling at 4 processors for lack of disk spindles.",
            S.CPU_BOUND_003),
        ReferencePoint(
            "s003-rac-overhead", "One 4-way node against two 2-way nodes", "little difference",
            "The same CPU-bound DSS query: minimal overhead from running it as RAC.",
            S.CPU_BOUND_003),
        ReferencePoint(
            "s003-io-bound", "I/O-bound DSS query", "flat from 4 to 8 processors",
            "The disk throughput was flat too: more drive spindles, not processors, would let it scale.",
            S.IO_BOUND_003),
        ReferencePoint(
            "s003-ipoib", "IPoIB against Gigabit Ethernet", "+75 % global cache blocks",
            "A query forcing every block across the interconnect of two x366 nodes; low-level latency under 10 "
            "microseconds against 100.",
            S.INTERCONNECT_003),
        ReferencePoint(
            "s003-lms-cap", "LMS processes", "at most 20 in Oracle 10g (10 in 9i)",
            "The Global Cache Service processes that move blocks between instances.",
            S.IC_CONCEPT_003),
    ),
}

#: The largest cluster study 002 ran (its 17-node figure is a projection) and the most processors study 003 scaled a
#: DSS query to (two nodes of four).
MEASURED_MAX_NODES = max(TESTED_NODE_COUNTS)
PROJECTED_NODES, PROJECTED_USERS = 17, 10_000
DSS_MEASURED_MAX_PROCESSORS = 8


@dataclass(frozen=True)
class Limit:
    """A plan's number that reaches or passes what a study measured, with the study's figure."""

    key: str
    measured: str
    planned: str
    message: str
    source: Cite

    def as_dict(self) -> dict[str, Any]:
        return {"key": self.key, "measured": self.measured, "planned": self.planned, "message": self.message,
                "source": self.source.as_dict()}


def measured_limits(*, nodes: int, users: int | None, architecture: str, workload: str = "oltp",
                    node_memory_gb: float | None = None, cpus_per_node: int | None = None,
                    total_processors: int | None = None) -> list[Limit]:
    """Where a plan's users, nodes or processors reach a limit the x86 studies measured, each with its figure.

    Only in the scope of the measurement: study 002's figures for OLTP on 32-bit x86 nodes with at most 4 GB, study
    003's for DSS on x86 or x86_64. System z plans get none of them (their studies are 000 and 004).
    ``total_processors`` (a plan's nodes may differ) overrides ``nodes x cpus_per_node``.
    """
    out: list[Limit] = []
    n = max(1, int(nodes))
    if platform_of(architecture) != "x86":
        return out
    in_002 = (architecture == "x86" and workload == "oltp"
              and (node_memory_gb is None or node_memory_gb <= NODE_MEMORY_GB))
    if in_002 and users is not None:
        per_node = users_per_node(users, n)
        if per_node > SWEET_SPOT_USERS:
            out.append(Limit(
                "s002-sweet-spot", f"{SWEET_SPOT_USERS} users per node", f"{per_node} users per node",
                f"{per_node} users per node is past the {SWEET_SPOT_USERS}-user sweet spot measured on 4 GB 32-bit "
                f"nodes; at {NAIVE_SWEET_SPOT_USERS} per node the study's cluster did not scale beyond 4 nodes.",
                S.TESTING_002))
    if in_002 and n > MEASURED_MAX_NODES:
        out.append(Limit(
            "s002-nodes", f"1 to {MEASURED_MAX_NODES} nodes", f"{n} nodes",
            f"{n} nodes is beyond the {MEASURED_MAX_NODES} the study ran; its {PROJECTED_NODES}-node figure (about "
            f"{PROJECTED_USERS:,} users) is a projection, so the estimate extrapolates.",
            S.TESTING_002))
    total = total_processors if total_processors is not None else (
        n * cpus_per_node if cpus_per_node is not None else None)
    if workload == "dss" and total is not None and total > DSS_MEASURED_MAX_PROCESSORS:
        out.append(Limit(
            "s003-processors", f"2 to {DSS_MEASURED_MAX_PROCESSORS} processors", f"{total} processors",
            f"{total} processors is beyond the {DSS_MEASURED_MAX_PROCESSORS} over which study 003 measured DSS "
            "scaling (1.95x from 2 to 4, 1.91x from 4 to 8 for a CPU-bound query; an I/O-bound query was flat from "
            "4 to 8).",
            S.CPU_BOUND_003))
    return out


def capacity_figures() -> frozenset[str]:
    """The names a ledger entry's ``capacity(...)`` may give: reference point keys, limit keys and the helper's
    public numbers and functions."""
    names = {p.key for points in REFERENCE_POINTS.values() for p in points}
    names |= {"s002-sweet-spot", "s002-nodes", "s003-processors"}
    names |= {"SWEET_SPOT_USERS", "NAIVE_SWEET_SPOT_USERS", "RAC_OVERHEAD_PCT", "RAC_OVERHEAD_PCT_EXAMPLE",
              "LOAD_INCREMENT", "NODE_MEMORY_GB", "TESTED_NODE_COUNTS", "MEASURED_MAX_NODES",
              "DSS_MEASURED_MAX_PROCESSORS", "capacity_estimate", "per_node_users", "users_per_node",
              "platform_capacity", "interconnect_estimate", "measured_limits"}
    return frozenset(names)


#: Where study 002's sweet-spot method was measured, and so where its default numbers apply.
SWEET_SPOT_SCOPE = "x86 (32-bit) nodes with 4 GB of memory under a TPC-C-like OLTP load (study 002)"


def platform_capacity(architecture: str) -> dict[str, Any]:
    """The platform's own studies, their reference points and whether study 002's default sweet spot applies."""
    platform = platform_of(architecture)
    return {
        "platform": platform,
        "studies": list(PLATFORM_STUDIES[platform]),
        "sweet_spot_applies": platform == "x86",
        "sweet_spot_scope": SWEET_SPOT_SCOPE,
        "reference_points": [p.as_dict() for p in REFERENCE_POINTS[platform]],
    }


# --- interconnect -------------------------------------------------------------------------------------------------

#: Study 000, Table 6: interconnect traffic sent and received by one node, MB/s, at 60 and 100 users.
INTERCONNECT_MEASURED_MB_S = {"asm": {60: 51, 100: 57}, "ocfs2": {60: 55, 100: 55}}
INTERCONNECT_NODES = 2
INTERCONNECT_USERS = (60, 100)
INTERCONNECT_BLOCK_SIZE = V.DB_BLOCK_SIZE.value  # the study ran the default 8 KB blocks
INTERCONNECT_SOURCE = Cite(S000, "Network throughput")


def interconnect_estimate(*, nodes: int, users: int | None, block_size: int, architecture: str,
                          disk_manager: str = "asm") -> dict[str, Any]:
    """Study 000's measured per-node interconnect traffic as the basis, and where this plan extrapolates from it.

    No study gives a formula that scales interconnect traffic with users or nodes, so the estimate is the measured
    range itself; every departure from the measured set-up is listed so the reader knows it is an extrapolation.
    """
    measured = disk_manager in INTERCONNECT_MEASURED_MB_S
    table = INTERCONNECT_MEASURED_MB_S[disk_manager if measured else "asm"]
    low, high = min(table.values()), max(table.values())
    lo_users, hi_users = INTERCONNECT_USERS
    departures: list[str] = []
    if nodes != INTERCONNECT_NODES:
        departures.append(f"{nodes} node(s): the traffic was measured on {INTERCONNECT_NODES} nodes")
    if users is not None and not lo_users <= users <= hi_users:
        departures.append(f"{users} users: the traffic was measured at {lo_users} and {hi_users} users")
    if block_size != INTERCONNECT_BLOCK_SIZE:
        departures.append(f"{block_size // 1024} KB blocks: the traffic was measured with 8 KB blocks, and each "
                          "block exchanged crosses the interconnect whole")
    if architecture != "z10":
        departures.append(f"{architecture}: the traffic was measured on z10 LPARs with a HiperSockets interconnect")
    if not measured:
        departures.append(f"{disk_manager}: the traffic was measured with ASM and with OCFS2")
    manager = disk_manager.upper() if measured else "ASM"
    return {
        "mb_s_per_node_low": low,
        "mb_s_per_node_high": high,
        "basis": (f"Study 000 measured {low} to {high} MB/s sent and received per node over the interconnect with "
                  f"{manager}, on {INTERCONNECT_NODES} z10 LPARs at {lo_users} and {hi_users} users with zero think "
                  "time and 8 KB blocks (Table 6). No study gives a rule for how the traffic grows with nodes or "
                  "users."),
        "extrapolates": bool(departures),
        "departures": departures,
        "source": INTERCONNECT_SOURCE.as_dict(),
    }
