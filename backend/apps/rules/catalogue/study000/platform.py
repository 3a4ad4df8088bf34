"""Study 000's rules: platform."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import sections as S
from apps.topology.platforms import CHOICES, SWITCH, SYSTEM_Z_FAMILY, X86_FAMILY
from apps.topology.schema import LABELS, Topology

from ._common import _on_z


@rule(
    id="PL001", slug="s000-all-nodes-on-one-machine", title="All RAC nodes run on one physical machine",
    severity="warning", category="platform",
    rationale="""
The study advises against placing every Oracle RAC node on the same physical System z: a failure of that machine
takes down the whole cluster. HiperSockets, the fastest interconnect, only works inside one machine, which is why
the study names a 10 Gb OSA link as the choice for nodes spread over machines.
""",
    evidence="""
Summary of study 000 (z10, two LPARs): HiperSockets are the best interconnect when the nodes share one machine,
but because running all RAC nodes on one physical machine is not recommended, a 10 Gb OSA card is the second
choice. No availability measurement was made; the test system itself had both LPARs on one z10.
""",
    sources=[S.SUMMARY_000, S.INTERCONNECT_DEVICE_TYPE],
    policy="not_recommended",
    fields=["/nodes/*/machine", "/platform/architecture"],
    description="""
Fires for a multi-node cluster on System z whose nodes all name the same `machine` (CPC). Keeping the cluster on
one CPC is how the study got the HiperSockets results, but the study itself says it is not the recommended
production layout: a machine outage stops every instance. Placing the nodes on two machines requires an OSA
interconnect (10 Gb, see IC002 and IC001).

Problematic:
```json
{"nodes": [{"hostname": "db-node1", "machine": "z10a"}, {"hostname": "db-node2", "machine": "z10a"}]}
```
Correct (with `"interconnect": {"type": "osa_10gbe", "layout": "point_to_point"}`):
```json
{"nodes": [{"hostname": "db-node1", "machine": "z10a"}, {"hostname": "db-node2", "machine": "z10b"}]}
```
""",
    platforms=("s390x",),
)
def _pl001(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and t.is_rac and len(t.machines) == 1:
        yield Hit(
            paths=[f"/nodes/{i}/machine" for i in range(len(t.nodes))],
            message=f"All {len(t.nodes)} nodes run on machine '{t.machines[0]}'; the study does not recommend "
                    "running every RAC node on one physical machine.",
        )


@rule(
    id="PL002", slug="s000-z196-throughput-per-cpu", title="z196 drives 45% more work per CPU than z10",
    severity="advice", category="platform",
    rationale="""
Moving the same RAC workload from an IBM System z10 to an IBM zEnterprise 196 raised the throughput driven per
CPU by 45%. Cluster contention limits how much of a faster processor turns into throughput.
""",
    evidence="""
Study 000, section "IBM zEnterprise 196": same two-node RAC and OLTP workload, z10 replaced by z196; the transaction
throughput per CPU utilization improved by 45% and the CPU load went down.
""",
    sources=[S.Z196_000, S.SUMMARY_000],
    policy="gain",
    fields=["/platform/architecture"],
    fix="Plan the cluster on an IBM zEnterprise 196.",
    upside=Upside(metric="transaction throughput per CPU", percent=45.0,
                  context="Study 000: two-node Oracle RAC 10gR2 OLTP, z10 LPARs replaced by z196 LPARs."),
    description="""
Fires for a multi-node cluster planned on a z10. On the study's workload a z196 delivered 45% more throughput per
unit of CPU. The gain is bounded by the cluster contention of the workload, so it is an upper indication.

Problematic:
```json
{"platform": {"architecture": "z10", "virtualization": "lpar"}}
```
Correct:
```json
{"platform": {"architecture": "z196", "virtualization": "lpar"}}
```
""",
    platforms=("s390x",),
)
def _pl002(t: Topology) -> Iterator[Hit]:
    if t.is_rac and t.platform.architecture == "z10":
        yield Hit(
            paths=["/platform/architecture"],
            message="The cluster is planned on a z10; the study measured 45% more throughput per CPU on a z196.",
            patch=[{"op": "replace", "path": "/platform/architecture", "value": "z196"}],
        )


LABELS_OF = {"/public_network/device_type": LABELS["network_device"], "/interconnect/type": LABELS["network_device"],
             "/storage/protocol": LABELS["storage_protocol"]}
_X86_CHOICE = {b.pointer: b.value for b in SWITCH[X86_FAMILY]}
_Z_ONLY = CHOICES[SYSTEM_Z_FAMILY]


@rule(
    id="PL003", slug="s000-system-z-hardware-on-x86", title="OSA cards, ECKD DASD and zfcp exist only on System z",
    severity="error", category="platform",
    rationale="""
OSA Express network cards, FICON-attached ECKD DASD and FCP disks through the System z channel subsystem (zfcp) are
System z hardware. An x86 server has none of them: its networks are Ethernet or InfiniBand adapters and its shared
disks are LUNs behind Fibre Channel or iSCSI host bus adapters, or NFS.
""",
    evidence="""
Study 000, "10 Gb OSA setup": the OSA ports the study cabled together are channel adapters of the System z (its
LPARs also had an OSA Express3 1 Gb card for the LAN). Study 004, "Server hardware": the z196 reached its ECKD DASD
and its FCP SCSI disks through FICON Express8 channels; its "Chapter 1. Introduction" names ECKD and FCP as the two
disk types System z provides. The x86 studies (001 to 003) ran Gigabit Ethernet, InfiniBand and FC or iSCSI HBAs.
""",
    sources=[S.OSA_10_SETUP, S.SERVER_HARDWARE_004, S.INTRODUCTION_004],
    policy="fails",
    fields=["/public_network/device_type", "/interconnect/type", "/storage/protocol", "/platform/architecture"],
    fix="Use the x86 servers' own devices: Gigabit Ethernet for the networks, Fibre Channel HBAs for the disks.",
    description="""
Fires on an x86 plan whose public network or interconnect is an OSA card, or whose shared disks are ECKD DASD or
System z FCP (zfcp). HiperSockets on x86 are IC008's.

Problematic:
```json
{"platform": {"architecture": "x86_64", "virtualization": "bare_metal"}, "public_network": {"device_type": "osa_1gbe"}}
```
Correct:
```json
{"platform": {"architecture": "x86_64", "virtualization": "bare_metal"},
 "public_network": {"device_type": "gigabit_ethernet"}}
```
""",
    platforms=("x86", "x86_64"),
)
def _pl003(t: Topology) -> Iterator[Hit]:
    if _on_z(t):
        return
    found = [("/public_network/device_type", t.public_network.device_type, "the public network"),
             ("/interconnect/type", t.interconnect.type, "the interconnect"),
             ("/storage/protocol", t.storage.protocol, "the shared disks")]
    for pointer, value, what in found:
        if value == "hipersockets" or value not in _Z_ONLY["network_device"] + _Z_ONLY["storage_protocol"]:
            continue
        yield Hit(
            paths=[pointer],
            message=f"{LABELS_OF[pointer][value]} for {what} exists only on System z, not on "
                    f"{t.platform.architecture}.",
            patch=[{"op": "replace", "path": pointer, "value": _X86_CHOICE[pointer]}],
        )
