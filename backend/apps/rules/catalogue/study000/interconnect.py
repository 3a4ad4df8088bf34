"""Study 000's rules: interconnect."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import S000, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import ONE_GBE, _on_z


@rule(
    id="IC001", slug="s000-hipersockets-single-machine", title="HiperSockets connect LPARs of one machine only",
    severity="error", category="interconnect",
    rationale="""
HiperSockets move data through the memory of one central processor complex (CPC); they connect LPARs inside that
machine and nothing else. Nodes on different machines cannot use a HiperSockets interconnect; the study's choice
for that case is a 10 Gb OSA link.
""",
    evidence="""
Study 000, "HiperSockets" and "Network device type for the Oracle interconnect": HiperSockets communicate between
LPARs inside one CPC over the memory bus; they are usable when the server nodes are on the same physical System z.
""",
    sources=[S.HIPERSOCKETS, S.INTERCONNECT_DEVICE_CHOICE, S.INTERCONNECT_DEVICE_TYPE],
    policy="fails",
    fields=["/interconnect/type", "/nodes/*/machine"],
    fix="Use an OSA Express 10 GbE interconnect, or place all nodes on one machine.",
    description="""
Fires when the interconnect of a System z plan is HiperSockets and the nodes name more than one `machine` (on x86
HiperSockets are IC008's).

Problematic:
```json
{"interconnect": {"type": "hipersockets"},
 "nodes": [{"hostname": "db-node1", "machine": "z10a"}, {"hostname": "db-node2", "machine": "z10b"}]}
```
Correct:
```json
{"interconnect": {"type": "osa_10gbe", "layout": "point_to_point"},
 "nodes": [{"hostname": "db-node1", "machine": "z10a"}, {"hostname": "db-node2", "machine": "z10b"}]}
```
""",
    platforms=("s390x",),
)
def _ic001(t: Topology) -> Iterator[Hit]:
    # On x86 HiperSockets do not exist at all (IC008), and an OSA link is no fix there.
    if _on_z(t) and t.is_rac and t.interconnect.type == "hipersockets" and len(t.machines) > 1:
        yield Hit(
            paths=["/interconnect/type"] + [f"/nodes/{i}/machine" for i in range(len(t.nodes))],
            message=f"HiperSockets only connect LPARs of one machine, but the nodes are on "
                    f"{', '.join(t.machines)}.",
            patch=[{"op": "replace", "path": "/interconnect/type", "value": "osa_10gbe"}],
        )


@rule(
    id="IC002", slug="s000-one-gbe-interconnect", title="1 Gb interconnect is too slow for a busy balanced cluster",
    severity="warning", category="interconnect",
    rationale="""
In workload-balanced mode every update to a block used on both nodes ships the whole block over the interconnect,
so interconnect traffic far exceeds client traffic. A 1 Gb OSA interconnect cost throughput and produced the wait
event 'cr request retry', which the study reads as the 1 Gb link not being sufficient for the workload.
""",
    evidence="""
Study 000, "Network Setup - interconnect network device type": z10, two LPARs, OLTP with zero think time. At 40
users HiperSockets gave 11% more transaction throughput than a 1 Gb OSA interconnect and 8% more than a 10 Gb OSA
card (11% more than 10 Gb OSA at higher load). Only with 1 Gb OSA did 'cr request retry' appear. Interconnect
traffic was 51-57 MB/s per node against 0.2-0.3 MB/s of client traffic.
""",
    sources=[S.INTERCONNECT_DEVICE_TYPE, Cite(S000, "1 Gb versus 10 Gb Ethernet"), S.SUMMARY_000],
    policy="degrades",
    fields=["/interconnect/type", "/cluster/mode", "/nodes/*/machine", "/platform/architecture"],
    fix="Use HiperSockets (nodes on one machine) or OSA Express 10 GbE for the interconnect.",
    upside=Upside(metric="transaction throughput", percent=11.0,
                  context="Study 000: z10 two-node RAC 10gR2, OLTP at 40 users, HiperSockets versus 1 Gb OSA "
                          "interconnect."),
    description="""
Fires on System z for a multi-node cluster in workload-balanced mode whose interconnect is 1 Gb Ethernet. The
study asks to consider a 1 Gb interconnect very carefully; under its load the link was the bottleneck.

Problematic:
```json
{"cluster": {"mode": "workload_balanced"}, "interconnect": {"type": "osa_1gbe"}}
```
Correct (nodes on one machine; use `osa_10gbe` across machines):
```json
{"cluster": {"mode": "workload_balanced"}, "interconnect": {"type": "hipersockets"}}
```
""",
    platforms=("s390x",),
)
def _ic002(t: Topology) -> Iterator[Hit]:
    if (_on_z(t) and t.is_rac and t.cluster.mode == "workload_balanced"
            and t.interconnect.type in ONE_GBE):
        target = "hipersockets" if len(t.machines) == 1 else "osa_10gbe"
        yield Hit(
            paths=["/interconnect/type"],
            message=f"The interconnect is {t.interconnect.type} in workload-balanced mode; the study measured 11% "
                    "less throughput than HiperSockets and 'cr request retry' waits with a 1 Gb interconnect.",
            patch=[{"op": "replace", "path": "/interconnect/type", "value": target}],
        )


@rule(
    id="IC003", slug="s000-hipersockets-when-on-one-machine", title="Use HiperSockets when the nodes share a machine",
    severity="warning", category="interconnect",
    rationale="""
When all nodes are LPARs or guests of one System z, HiperSockets carry the interconnect through memory with very
short latency and beat a 10 Gb OSA link; the study says they "should be the first choice" in that case.
""",
    evidence="""
Study 000, "Network Setup - interconnect network device type": z10 two-node RAC, OLTP. HiperSockets gave 8% more
transaction throughput than a 10 Gb OSA card at 40 users, and 11% more at higher workload levels.
""",
    sources=[S.INTERCONNECT_DEVICE_TYPE, S.INTERCONNECT_DEVICE_CHOICE, S.SUMMARY_000],
    policy="degrades",
    fields=["/interconnect/type", "/nodes/*/machine", "/platform/architecture"],
    fix="Switch the interconnect to HiperSockets.",
    upside=Upside(metric="transaction throughput", percent=8.0,
                  context="Study 000: z10 two-node RAC 10gR2, OLTP at 40 users, HiperSockets versus 10 Gb OSA "
                          "(11% at higher load)."),
    description="""
Fires on System z when every node is on the same machine and the interconnect is a 10 Gb OSA card.

Problematic:
```json
{"interconnect": {"type": "osa_10gbe"}, "nodes": [{"machine": "z10a"}, {"machine": "z10a"}]}
```
Correct:
```json
{"interconnect": {"type": "hipersockets"}, "nodes": [{"machine": "z10a"}, {"machine": "z10a"}]}
```
""",
    platforms=("s390x",),
)
def _ic003(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and t.is_rac and len(t.machines) == 1 and t.interconnect.type in ("osa_10gbe", "10gbe"):
        yield Hit(
            paths=["/interconnect/type"],
            message=f"All nodes are on machine '{t.machines[0]}' but the interconnect is {t.interconnect.type}; "
                    "HiperSockets gave 8-11% more throughput in the study.",
            patch=[{"op": "replace", "path": "/interconnect/type", "value": "hipersockets"}],
        )


@rule(
    id="IC004", slug="s000-inbound-buffer-count", title="Inbound buffer count above the default 16",
    severity="warning", category="interconnect",
    rationale="""
More qeth inbound buffers raise raw network throughput, but in a workload-balanced RAC the extra interconnect
traffic goes with more cluster contention, and transaction throughput fell. The default of 16 was best.
""",
    evidence="""
Study 000, "Network Setup - buffer counts": z10 two-node RAC, OLTP. Raising the inbound buffer count from 16 to
64 cut transaction throughput by 10%; 128 cost a further 12%.
""",
    sources=[S.BUFFER_COUNTS, S.SUMMARY_000],
    policy="degrades",
    fields=["/interconnect/inbound_buffers", "/cluster/mode", "/platform/architecture"],
    fix="Keep the inbound buffer count at its default of 16.",
    upside=Upside(metric="transaction throughput", percent=10.0,
                  context="Study 000: z10 two-node RAC 10gR2, OLTP; 64 inbound buffers were 10% below the default "
                          "16 (128 a further 12% lower)."),
    description="""
Fires on System z for a workload-balanced cluster when the interconnect's inbound buffer count is above 16 (up to
qeth's largest, 128, the study measured every step; IC009 says that a count below 16 is not measured). The
usual network advice to raise it does not hold there: the extra network throughput went with more cluster contention
between the active nodes. A failover cluster, where one node serves the clients, is outside that reason.

Problematic:
```json
{"interconnect": {"type": "hipersockets", "inbound_buffers": 64}}
```
Correct:
```json
{"interconnect": {"type": "hipersockets", "inbound_buffers": 16}}
```
""",
    platforms=("s390x",),
)
def _ic004(t: Topology) -> Iterator[Hit]:
    n = t.interconnect.inbound_buffers
    if (_on_z(t) and t.is_rac and t.cluster.mode == "workload_balanced" and n is not None
            and n > V.INBOUND_BUFFERS.value):
        yield Hit(
            paths=["/interconnect/inbound_buffers"],
            message=f"The inbound buffer count is {n}; the study lost 10% throughput at 64 and a further 12% at "
                    "128 against the default 16.",
            patch=[{"op": "replace", "path": "/interconnect/inbound_buffers", "value": V.INBOUND_BUFFERS.value}],
        )


@rule(
    id="IC009", slug="s000-inbound-buffers-below-default",
    title="Inbound buffer count below the default 16 the study started from",
    severity="info", category="interconnect",
    rationale="""
The study measured the qeth inbound buffer count at its default of 16, then at 64 and 128 (qeth's largest), and
throughput fell at each step. A count below 16 lies outside what it measured, so its numbers say nothing about it;
its finding that the default was best for a workload-balanced RAC is what holds.
""",
    evidence="""
Study 000, "Network Setup - buffer counts": z10 two-node RAC, OLTP; the inbound buffer count was raised from the
default 16 to 64 (10% less throughput) and 128 (a further 12% less).
""",
    sources=[S.BUFFER_COUNTS],
    policy="context",
    fields=["/interconnect/inbound_buffers", "/cluster/mode", "/platform/architecture"],
    fix="Keep the inbound buffer count at its default of 16, the best the study measured.",
    description="""
Fires on System z for a workload-balanced cluster when the interconnect's inbound buffer count is below 16 (qeth
takes 8 to 128): not measured by the study. Above 16 IC004 warns with the study's measured loss.

Problematic (below anything the study measured):
```json
{"interconnect": {"type": "hipersockets", "inbound_buffers": 8}}
```
Measured by the study:
```json
{"interconnect": {"type": "hipersockets", "inbound_buffers": 16}}
```
""",
    platforms=("s390x",),
)
def _ic009(t: Topology) -> Iterator[Hit]:
    n = t.interconnect.inbound_buffers
    if (_on_z(t) and t.is_rac and t.cluster.mode == "workload_balanced" and n is not None
            and n < V.INBOUND_BUFFERS.value):
        yield Hit(
            paths=["/interconnect/inbound_buffers"],
            message=f"The inbound buffer count is {n}, which is not measured by the study: it measured the default "
                    f"{V.INBOUND_BUFFERS.value} (best), 64 (10% less throughput) and 128 (a further 12% less).",
            patch=[{"op": "replace", "path": "/interconnect/inbound_buffers", "value": V.INBOUND_BUFFERS.value}],
        )


@rule(
    id="IC005", slug="s000-interconnect-mtu-too-large", title="Interconnect MTU above 8192 lowered throughput",
    severity="warning", category="interconnect",
    rationale="""
Oracle's packets stay at about 1330 bytes, so a larger interconnect MTU only reduces how many packets the TCP window
holds. Raising the interconnect MTU to 16384 lowered throughput; 8192 (two 4 KB pages) was best.
""",
    evidence="""
Study 000, "Network Setup - MTU size": z10 two-node RAC, OLTP, HiperSockets interconnect at MTU 8192 as baseline;
scaling the interconnect MTU up to 16384 decreased transaction throughput. Average packet size 1290-1330 bytes.
""",
    sources=[S.MTU],
    policy="degrades",
    fields=["/interconnect/mtu", "/platform/architecture"],
    fix="Set the interconnect MTU to 8192.",
    description="""
Fires on System z when the interconnect MTU is above 8992 (the largest jumbo frame the study mentions); the
measured case is 16384. For HiperSockets the MTU follows the maximum frame size in the IOCDS (MFS 16 KB → MTU
8192).

Problematic:
```json
{"interconnect": {"type": "hipersockets", "mtu": 16384}}
```
Correct:
```json
{"interconnect": {"type": "hipersockets", "mtu": 8192}}
```
""",
    platforms=("s390x",),
)
def _ic005(t: Topology) -> Iterator[Hit]:
    mtu = t.interconnect.mtu
    if _on_z(t) and t.is_rac and mtu > V.JUMBO_MTU.value:
        yield Hit(
            paths=["/interconnect/mtu"],
            message=f"The interconnect MTU is {mtu}; the study measured lower throughput at 16384 than at 8192.",
            patch=[{"op": "replace", "path": "/interconnect/mtu", "value": V.INTERCONNECT_MTU.value}],
        )


@rule(
    id="IC006", slug="s000-interconnect-mtu-8192", title="Interconnect MTU other than the recommended 8192",
    severity="warning", category="interconnect",
    rationale="""
The study recommends 8192 for the interconnect ("the recommendation is to use an MTU size of 1492 for the LAN
connection and 8192 for the Interconnect"): it matches the cache blocks and messages exchanged there and fits
exactly in two 4 KB pages, where a 8992 jumbo frame needs three.
""",
    evidence="""
Study 000, "Network Setup - MTU size" and Summary: the best throughput came with MTU 1492 on the LAN and 8192 on
the interconnect (z10 two-node RAC, OLTP); only 8192 and 16384 were measured on the interconnect.
""",
    sources=[S.MTU, S.SUMMARY_000],
    policy="not_recommended",
    fields=["/interconnect/mtu", "/platform/architecture"],
    fix="Set the interconnect MTU to 8192 (HiperSockets: MFS 16 KB).",
    description="""
Fires on System z when the interconnect MTU is below 8192, or between 8193 and 8992 (IC005 covers larger values).
All devices on the path must support the MTU.

Problematic:
```json
{"interconnect": {"type": "osa_10gbe", "mtu": 1492}}
```
Correct:
```json
{"interconnect": {"type": "osa_10gbe", "mtu": 8192}}
```
""",
    platforms=("s390x",),
)
def _ic006(t: Topology) -> Iterator[Hit]:
    mtu = t.interconnect.mtu
    if _on_z(t) and t.is_rac and mtu != V.INTERCONNECT_MTU.value and mtu <= V.JUMBO_MTU.value:
        yield Hit(
            paths=["/interconnect/mtu"],
            message=f"The interconnect MTU is {mtu}; the study recommends 8192 for the interconnect.",
            patch=[{"op": "replace", "path": "/interconnect/mtu", "value": V.INTERCONNECT_MTU.value}],
        )


@rule(
    id="IC007", slug="s000-osa-10gbe-point-to-point", title="Cable two OSA 10 GbE ports point to point",
    severity="advice", category="interconnect",
    rationale="""
A 10 Gb OSA interconnect between two nodes does not need a 10 Gb switched infrastructure: the study cabled two OSA
ports directly. Point to point reserves the whole bandwidth for the interconnect, keeps other network traffic away
and gives a constant response time.
""",
    evidence="""
Study 000, "10 Gb OSA setup" and "Network Setup - interconnect network device type": the 10 Gb OSA results were
obtained with a direct cable between two OSA ports without a switch, resembling a 10 Gb link between two CPCs.
""",
    sources=[S.OSA_10_SETUP, S.INTERCONNECT_DEVICE_TYPE, S.SUMMARY_000],
    policy="gain",
    fields=["/interconnect/type", "/interconnect/layout", "/nodes", "/platform/architecture"],
    fix="Connect the two OSA 10 GbE ports directly (point to point).",
    description="""
Fires on System z for a two-node cluster whose OSA 10 GbE interconnect goes through a switch.

Problematic:
```json
{"interconnect": {"type": "osa_10gbe", "layout": "switched"}}
```
Correct:
```json
{"interconnect": {"type": "osa_10gbe", "layout": "point_to_point"}}
```
""",
    platforms=("s390x",),
)
def _ic007(t: Topology) -> Iterator[Hit]:
    ic = t.interconnect
    if _on_z(t) and len(t.nodes) == 2 and ic.type == "osa_10gbe" and ic.layout == "switched":
        yield Hit(
            paths=["/interconnect/layout"],
            message="The OSA 10 GbE interconnect of the two nodes is switched; the study cabled the two ports "
                    "directly, reserving the bandwidth for the interconnect.",
            patch=[{"op": "replace", "path": "/interconnect/layout", "value": "point_to_point"}],
        )


@rule(
    id="IC008", slug="s000-hipersockets-system-z-only", title="HiperSockets exist only on System z",
    severity="error", category="interconnect",
    rationale="HiperSockets are an IBM System z function (LPAR to LPAR through memory); x86 servers do not have them.",
    evidence="""
Study 000, "Reasons to use Oracle RAC on IBM System z": HiperSockets are a fast connection well suited for the RAC
interconnect and only available on IBM System z.
""",
    sources=[Cite(S000, "Reasons to use Oracle RAC on IBM System z"), S.HIPERSOCKETS],
    policy="fails",
    fields=["/interconnect/type", "/platform/architecture"],
    fix="Use a 10 Gigabit Ethernet interconnect.",
    description="""
Fires when the interconnect is HiperSockets on an x86 platform.

Problematic:
```json
{"platform": {"architecture": "x86_64", "virtualization": "bare_metal"}, "interconnect": {"type": "hipersockets"}}
```
Correct:
```json
{"platform": {"architecture": "x86_64", "virtualization": "bare_metal"}, "interconnect": {"type": "10gbe"}}
```
""",
    platforms=("x86", "x86_64"),
)
def _ic008(t: Topology) -> Iterator[Hit]:
    if not _on_z(t) and t.interconnect.type == "hipersockets":
        yield Hit(
            paths=["/interconnect/type"],
            message=f"HiperSockets are not available on {t.platform.architecture}; they exist only on System z.",
            patch=[{"op": "replace", "path": "/interconnect/type", "value": "10gbe"}],
        )
