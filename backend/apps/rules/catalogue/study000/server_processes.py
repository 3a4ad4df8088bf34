"""Study 000's rules: server processes."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import MANY_IDLE_USERS, _beyond


@rule(
    id="SV001", slug="s000-dedicated-for-busy-connections", title="Shared servers for continuously active connections",
    severity="warning", category="server",
    rationale="""
A client without think time keeps one server process busy on its own. When several such clients share a server
process, that process becomes the bottleneck. This pattern (batch jobs, application servers, connection
concentrators) needs dedicated server processes.
""",
    evidence="""
Study 000, "Dedicated server versus shared server processes": z10 two-node RAC, up to 80 clients with zero think
time. Switching from shared to dedicated server processes raised transaction throughput by 125% with 2 IFLs per
node (CPU then fully used); with a third IFL per node throughput rose a further 86% relative to the shared-server
measurement, about three times the shared-server result overall.
""",
    sources=[S.DEDICATED_VS_SHARED, S.SERVER_PROCESSES, S.SUMMARY_000],
    policy="degrades",
    fields=["/server/mode", "/workload/activity"],
    fix="Use dedicated server processes (SERVER=dedicated).",
    upside=Upside(metric="transaction throughput", percent=125.0,
                  context="Study 000: z10 two-node RAC 10gR2, 2 IFLs per node, OLTP with zero think time; shared "
                          "→ dedicated server processes."),
    description="""
Fires when shared server processes are planned for a workload whose connections are continuously active.

Problematic:
```json
{"server": {"mode": "shared", "dispatchers": 2}, "workload": {"activity": "continuous", "users": 80}}
```
Correct:
```json
{"server": {"mode": "dedicated"}, "workload": {"activity": "continuous", "users": 80}}
```
""",
)
def _sv001(t: Topology) -> Iterator[Hit]:
    if t.server.mode == "shared" and t.workload.activity == "continuous":
        yield Hit(
            paths=["/server/mode"],
            message=f"Shared servers for {t.workload.users} continuously active users; dedicated servers gave "
                    "125% more throughput in the study."
                    + _beyond(t, "a busy client needs a server process of its own on any platform"),
            patch=[{"op": "replace", "path": "/server/mode", "value": "dedicated"}],
        )


@rule(
    id="SV002", slug="s000-shared-for-many-idle-users", title="Dedicated servers for 1000+ mostly idle users",
    severity="warning", category="server",
    rationale="""
With very many connections of low utilization (1000 or more interactive users with think time), dedicated server
processes mean thousands of under-used processes and their memory. For that pattern the study names shared server
processes as possibly more efficient.
""",
    evidence="""
Study 000, "Oracle server processes - shared versus dedicated" and "Dedicated server versus shared server
processes": recommendation for 1000 or more users with significant think time. Measured only the dedicated side:
memory of both nodes rose from about 14 GB to 15.6 GB going from 20 to 40 active users, then levelled off.
""",
    sources=[S.SERVER_PROCESSES, S.DEDICATED_VS_SHARED, S.SUMMARY_000],
    policy="not_recommended",
    fields=["/server/mode", "/workload/activity", "/workload/users"],
    fix="Use shared server processes with dispatchers.",
    description="""
Fires when dedicated servers are planned for 1000 or more users that work with think time.

Problematic:
```json
{"server": {"mode": "dedicated"}, "workload": {"activity": "think_time", "users": 5000}}
```
Correct:
```json
{"server": {"mode": "shared", "dispatchers": 4}, "workload": {"activity": "think_time", "users": 5000}}
```
""",
)
def _sv002(t: Topology) -> Iterator[Hit]:
    w = t.workload
    if t.server.mode == "dedicated" and w.activity == "think_time" and w.users >= MANY_IDLE_USERS:
        yield Hit(
            paths=["/server/mode"],
            message=f"{w.users} users with think time on dedicated servers means as many mostly idle server "
                    "processes; the study names shared servers as possibly more efficient for this pattern."
                    + _beyond(t, "it did not measure this pattern; the reason is one process per connection"),
            patch=[{"op": "replace", "path": "/server/mode", "value": "shared"}],
        )


@rule(
    id="SV003", slug="s000-shared-needs-dispatchers", title="Shared server mode without dispatchers",
    severity="info", category="server",
    rationale="""
Shared server processes are handed out by dispatchers (DISPATCHERS parameter). A client that asks for no particular
server type is assumed to want a shared server, but it gets a dedicated one when no dispatcher is available.
""",
    evidence="""
Study 000, "Client side load balancing" and "Dedicated server versus shared server processes": the server type
follows SERVER=dedicated|shared in the connect descriptor plus the DISPATCHERS parameter; without dispatchers the
client falls back to a dedicated server.
""",
    sources=[S.CLIENT_LB, S.DEDICATED_VS_SHARED],
    policy="context",
    fields=["/server/mode", "/server/dispatchers"],
    description="""
Informational: fires when the plan chooses shared server mode but sets no dispatchers; clients would silently get
dedicated servers.

Example that triggers it:
```json
{"server": {"mode": "shared", "dispatchers": null}}
```
Not triggered:
```json
{"server": {"mode": "shared", "dispatchers": 2}}
```
""",
)
def _sv003(t: Topology) -> Iterator[Hit]:
    if t.server.mode == "shared" and t.server.dispatchers is None:
        yield Hit(
            paths=["/server/dispatchers"],
            message="Shared server mode without dispatchers: clients will get dedicated servers instead."
                    + _beyond(t, "how Oracle Net hands out server processes does not depend on the platform"),
        )
