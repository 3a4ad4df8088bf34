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

Pure functions only: the planner UI and the workload rules call them on the hot path.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .engine import S002, Source, src

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

SOURCES: tuple[Source, ...] = (src(S002, "TESTING METHODOLOGY"), src(S002, "TESTING"))


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
        return {
            "nodes": self.nodes,
            "sweet_spot_users": self.sweet_spot_users,
            "rac_overhead_pct": self.rac_overhead_pct,
            "increment": self.increment,
            "per_node_users": self.per_node_users,
            "total_users": self.total_users,
            "sources": [s.as_dict() for s in SOURCES],
        }


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
