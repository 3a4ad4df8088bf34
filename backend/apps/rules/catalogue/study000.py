"""Rules from study 000: Oracle RAC 10gR2 on SLES 10 SP2 in two z10 LPARs (network tuning and set-up).

The study ran an OLTP workload with zero think time in workload-balanced mode on two LPARs of one IBM System z10
(2 or 3 dedicated IFLs and 16 GB each, ECKD DASD on a DS8000), with HiperSockets, a 10 Gb OSA port-to-port cable or
a 1 Gb OSA LAN as the interconnect. Its measured results (ASM versus OCFS2, 4 KB versus 8 KB blocks, dedicated
versus shared servers, inbound buffer count, MTU, device queue length, interconnect device type, z196) and its
set-up requirements (software levels, kernel minimums, OCR/voting disks, device naming) are encoded here.

Most checks are limited to System z, the platform the study measured; the other studies speak for x86. Where a
statement's reason does not depend on the platform or the release (ASM's own striping, the VIP as an alias of the
public interface, the clusterware's release condition, Oracle Net's server processes), the rule applies wherever the
reason holds, and its message says where the study found it (``_beyond``). The ledger of the study
(``apps.studies.ledger.s000``) names, for every statement, the rules that carry it and their scope.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from ipaddress import IPv4Address

from apps.rules.engine import Hit, ResultContext, Upside, rule
from apps.studies import S000, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

# Values the study gives that only these rules use; the ones the defaults or the bundle also use are in
# apps.studies.values (V).
MANY_IDLE_USERS = 1000  # "Oracle server processes - shared versus dedicated"
CPU_SATURATED_PCT = 95.0  # our reading of "the CPU load increased to the full system utilization"

ONE_GBE = ("osa_1gbe", "gigabit_ethernet")
_KERNEL_DEVICE = re.compile(r"^/dev/(dasd[a-z]+|sd[a-z]+)\d*$")
_NUMBERED_IF = re.compile(r"^([a-z]+)(\d+)$")


def _on_z(t: Topology) -> bool:
    return t.platform.is_system_z


def _is_10_2(t: Topology) -> bool:
    return t.cluster.release_tuple[:2] == (10, 2)


def _ints(value: object) -> tuple[int, ...] | None:
    """The integers of a sysctl value (``65536`` or ``"250 32000 100 128"``); None if it is not numeric."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return (value,)
    try:
        return tuple(int(p) for p in str(value).split())
    except ValueError:
        return None


_FIRST_ON_Z = (10, 2, 0, 2)


def _uncertified_on_z(release: str) -> str | None:
    """Why a release is not certified for Oracle RAC on Linux on System z, or None when it is (10.2.0.3 and later)."""
    parts = tuple(int(p) for p in release.split("."))
    if parts[:4] == _FIRST_ON_Z:
        return "is not certified on Linux on System z"
    if parts[:2] < _FIRST_ON_Z[:2] or (len(parts) >= 4 and parts[:2] == _FIRST_ON_Z[:2] and parts[:4] < _FIRST_ON_Z):
        return ("predates Oracle RAC for Linux on System z, which began with the uncertified 10.2.0.2 (earlier "
                "versions were development versions for 31-bit Linux)")
    return None


def _beyond(t: Topology, reason: str) -> str:
    """Where the study found a statement, when the plan is outside that scope (System z, Oracle 10.2); else "".

    A rule applied beyond the measured scope says so in its message, with the reason that carries over.
    """
    if _on_z(t) and t.cluster.clusterware_release.startswith("10.2"):
        return ""
    return f" (Study 000 found this on Oracle RAC 10.2 in two z10 LPARs; {reason}.)"


def _backlog(t: Topology) -> tuple[int, str]:
    """Effective net.core.netdev_max_backlog and the pointer that sets it (the kernel default when unset)."""
    if t.kernel.netdev_max_backlog is not None:
        return t.kernel.netdev_max_backlog, "/kernel/netdev_max_backlog"
    raw = t.kernel.sysctl.get("net.core.netdev_max_backlog")
    vals = _ints(raw) if raw is not None else None
    if vals and len(vals) == 1:
        return vals[0], "/kernel/sysctl"
    return V.NETDEV_MAX_BACKLOG_DEFAULT.value, "/kernel/netdev_max_backlog"


# --------------------------------------------------------------------------------------------------------------------
# Platform
# --------------------------------------------------------------------------------------------------------------------


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
)
def _pl002(t: Topology) -> Iterator[Hit]:
    if t.is_rac and t.platform.architecture == "z10":
        yield Hit(
            paths=["/platform/architecture"],
            message="The cluster is planned on a z10; the study measured 45% more throughput per CPU on a z196.",
            patch=[{"op": "replace", "path": "/platform/architecture", "value": "z196"}],
        )


# --------------------------------------------------------------------------------------------------------------------
# Installation and software levels
# --------------------------------------------------------------------------------------------------------------------


@rule(
    id="IN001", slug="s000-10202-not-certified-on-z", title="Oracle 10.2.0.2 is not certified on Linux on System z",
    severity="error", category="installation",
    rationale="""
Oracle RAC 10.2.0.2 for Linux on System z is only the base installation; it is not an Oracle certified release.
The certified levels are 10.2.0.3 and 10.2.0.4, reached by patching the 10.2.0.2 base.
""",
    evidence="""
Study 000, "Versions of Oracle RAC" and "History of Oracle RAC": 10.2.0.2 (introduced in 2008 for zSeries) is not
certified; 10.2.0.3 and 10.2.0.4 are. The study ran 10.2.0.4, installed as 10.2.0.2 plus patch set p6810189.
""",
    sources=[S.VERSIONS, Cite(S000, "History of Oracle RAC")],
    policy="fails",
    fields=["/cluster/oracle_release", "/cluster/grid_release", "/platform/architecture"],
    fix="Run 10.2.0.4 (install 10.2.0.2, then apply patch set 6810189).",
    description="""
Fires when a System z plan runs Oracle 10.2.0.2, as the database release or as the clusterware (Grid/CRS) release,
or a release before it: RAC for Linux on System z was introduced with 10.2.0.2, and before that existed only as
early development versions for 31-bit Linux. Install 10.2.0.2 only as the base and apply the 10.2.0.3 or 10.2.0.4
patch set before production use. Plans on x86 are not affected: the statement is about Linux on System z.

Problematic:
```json
{"cluster": {"oracle_release": "10.2.0.2"}, "platform": {"architecture": "z10"}}
```
Correct:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z10"}}
```
""",
)
def _in001(t: Topology) -> Iterator[Hit]:
    if not _on_z(t):
        return
    for key, release in (("oracle_release", t.cluster.oracle_release), ("grid_release", t.cluster.grid_release)):
        why = _uncertified_on_z(release) if release else None
        if why:
            what = "Oracle" if key == "oracle_release" else "Clusterware"
            yield Hit(
                paths=[f"/cluster/{key}"],
                message=f"{what} {release} {why}; use 10.2.0.3 or 10.2.0.4.",
                patch=[{"op": "replace", "path": f"/cluster/{key}", "value": "10.2.0.4"}],
            )


@rule(
    id="IN002", slug="s000-base-then-patch-set-order", title="Install 10.2.0.2 first, CRS then RDBMS then ASM",
    severity="info", category="installation",
    rationale="""
On System z, Oracle RAC 10gR2 can only be installed from the 10.2.0.2 base (10202_zlinux_clusterware.zip and
10202_zlinux_database.zip) and then upgraded with the patch set (p6810189 for 10.2.0.4). For a new installation and
for every patch, the order is clusterware on all nodes, then the database software on all nodes, then ASM.
""",
    evidence="""
Study 000, "Versions of Oracle RAC", "Installation sequence" and "Upgrading to Oracle clusterware 10.2.0.4": the
study installed the 10.2.0.2 base of CRS, RDBMS and ASM and applied patch set p6810189 to reach 10.2.0.4; CRS must
be at the same or a later level than RDBMS and ASM. Quarterly CPUs are applied with OPatch
(OPATCH_PLATFORM_ID=211 in the oracle user's profile).
""",
    sources=[S.VERSIONS, S.INSTALL_SEQUENCE, S.CRS_UPGRADE,
             Cite(S000, "Software used in the Oracle Real Application Clusters study")],
    policy="context",
    fields=["/cluster/oracle_release", "/platform/architecture"],
    description="""
Informational: fires for any Oracle 10.2 plan on System z other than a plain 10.2.0.2 (which IN001 reports).
Prepare Linux completely first, run `cluvfy` as root and as oracle on all nodes, then install in this order:
clusterware 10.2.0.2 → patch set to the target level → RDBMS → ASM, each on all nodes. Keep the CRS home at the
same or a later release than the database and ASM homes.

Example that triggers it:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z10"}}
```
There is nothing to change in the plan; the note describes the installation path.
""",
)
def _in002(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and _is_10_2(t) and t.cluster.release_tuple[:4] != (10, 2, 0, 2):
        yield Hit(
            paths=["/cluster/oracle_release"],
            message=f"Oracle {t.cluster.oracle_release} on System z is installed as 10.2.0.2 and then patched; "
                    "install clusterware, then RDBMS, then ASM, on all nodes each time.",
        )


@rule(
    id="IN003", slug="s000-10202-install-workarounds", title="10.2.0.2 installation needs manual fixes on System z",
    severity="info", category="installation",
    rationale="""
The 10.2.0.2 installer stops on System z with a makefile error about client.shared.lib; the libclient10.a and
libclient32.a libraries from patch 6007358 must be copied into lib and lib32 before pressing Retry (for CRS and
again for RDBMS). After the upgrade, vipca and srvctl need `unset LD_ASSUME_KERNEL` after the line that exports it,
and vipca may have to be run by hand when root.sh does not pick the public interface.
""",
    evidence="""
Study 000, "Installing Oracle clusterware 10.2.0.2" and "CRS installation manual steps: changing the `srvctl` and
`vipca` files": both workarounds were needed on the z10 installation of RAC 10gR2 under SLES 10 SP2, and srvctl
has to be edited again after each patch.
""",
    sources=[S.CRS_BASE, S.CRS_SRVCTL, S.CRS_VIPCA],
    policy="context",
    fields=["/cluster/oracle_release", "/platform/architecture"],
    description="""
Informational: fires for every Oracle 10.2 plan on System z, because every such installation starts from the
10.2.0.2 base. Have patch 6007358 at hand, plan the `LD_ASSUME_KERNEL` edit of `$CRS_HOME/bin/vipca`,
`$CRS_HOME/bin/srvctl` and `$RDBMS_HOME/bin/srvctl` on every node, and keep the OUI session open while vipca runs.

Example that triggers it:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z196"}}
```
Not triggered by a System z plan on a later release line such as `"11.2.0.3"`.
""",
)
def _in003(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and _is_10_2(t):
        yield Hit(
            paths=["/cluster/oracle_release"],
            message="The 10.2.0.2 base installation on System z needs libclient10.a/libclient32.a from patch "
                    "6007358 and 'unset LD_ASSUME_KERNEL' in vipca and srvctl.",
        )


# --------------------------------------------------------------------------------------------------------------------
# Public network
# --------------------------------------------------------------------------------------------------------------------


@rule(
    id="NW001", slug="s000-public-mtu-1492", title="Public LAN MTU above 1492 lowered throughput",
    severity="warning", category="network",
    rationale="""
Oracle RAC and its clients sent packets of about 1290-1330 bytes on every TCP/IP connection. A larger MTU does not
carry more data per packet but, with an unchanged TCP window, fewer packets are in flight, so throughput drops.
The study recommends an MTU of 1492 on the LAN.
""",
    evidence="""
Study 000, "Network Setup - MTU size": z10, two LPARs, OLTP. Baseline: LAN and HiperSockets interconnect both at
MTU 8192. Setting the 1 Gb OSA LAN connection to 1492 improved transaction throughput by 4.1%; average packet
size was 1290-1330 bytes in all scenarios.
""",
    sources=[S.MTU, S.SUMMARY_000],
    policy="degrades",
    fields=["/public_network/mtu", "/platform/architecture"],
    fix="Set the public LAN MTU to 1492.",
    upside=Upside(metric="transaction throughput", percent=4.1,
                  context="Study 000: z10 two-node RAC, OLTP; LAN MTU 8192 lowered to 1492, interconnect at 8192."),
    description="""
Fires on System z when the public network MTU exceeds 1500 (jumbo frames on the client LAN). The clients'
packets never exceed about 1330 bytes, so a jumbo MTU only shrinks the number of packets the TCP window holds.

Problematic:
```json
{"public_network": {"device_type": "osa_1gbe", "mtu": 8192}}
```
Correct:
```json
{"public_network": {"device_type": "osa_1gbe", "mtu": 1492}}
```
""",
)
def _nw001(t: Topology) -> Iterator[Hit]:
    mtu = t.public_network.mtu
    if _on_z(t) and mtu > 1500:
        yield Hit(
            paths=["/public_network/mtu"],
            message=f"The public LAN MTU is {mtu}; the study measured 4.1% more throughput with 1492, since "
                    "RAC and client packets stay at about 1330 bytes.",
            patch=[{"op": "replace", "path": "/public_network/mtu", "value": V.PUBLIC_MTU.value}],
        )


@rule(
    id="NW002", slug="s000-public-interface-number-zero", title="Public interface is not number 0",
    severity="warning", category="network",
    rationale="""
Oracle RAC picks as public interface the one whose name ends in 0 after its prefix (eth0 by default). If the public
LAN is on another number, the study names the interfaces with a udev rule (for example net0 for the public OSA
port) so that the public one is number 0; otherwise root.sh may not use the public interface and vipca has to be
run by hand.
""",
    evidence="""
Study 000, "Setting up the network for Oracle RAC" and "CRS installation manual steps: running the `vipca`
program": the public OSA port was renamed net0 through /etc/udev/rules.d/30-net_persistent_names.rules; the
interconnect was hsi0.
""",
    sources=[S.NETWORK, S.CRS_VIPCA],
    policy="not_recommended",
    fields=["/public_network/interface", "/interconnect/interface", "/platform/architecture"],
    fix="Name the public interface with number 0 (udev rule), e.g. eth0 or net0.",
    description="""
Fires on System z when the public interface name is a prefix plus a number other than 0 (such as `eth1`).

Problematic:
```json
{"public_network": {"interface": "eth1"}, "interconnect": {"interface": "eth0"}}
```
Correct:
```json
{"public_network": {"interface": "net0"}, "interconnect": {"interface": "hsi0"}}
```
""",
)
def _nw002(t: Topology) -> Iterator[Hit]:
    if not _on_z(t):
        return
    m = _NUMBERED_IF.match(t.public_network.interface)
    if m and int(m.group(2)) != 0:
        target = f"{m.group(1)}0"
        patch = None
        if target != t.interconnect.interface:
            patch = [{"op": "replace", "path": "/public_network/interface", "value": target}]
        yield Hit(
            paths=["/public_network/interface"],
            message=f"The public interface is {t.public_network.interface}; Oracle RAC takes the interface "
                    f"numbered 0 as public, so name it {target} (udev) or similar.",
            patch=patch,
        )


@rule(
    id="NW003", slug="s000-private-range-public-addresses",
    title="Public or VIP addresses in a private range without the racgvip change",
    severity="error", category="network",
    rationale="""
Oracle RAC 10gR2 expects the public and VIP addresses to come from a public range. With addresses such as
10.10.x.x, the VIP would not start until $CRS_HOME/bin/racgvip was changed: set DEFAULTGW to an address that always
answers ping, or set FAIL_WHEN_DEFAULTGW_NOT_FOUND to 0.
""",
    evidence="""
Study 000, "Using a 10.x.x.x network for the external (public) interfaces": the test cluster used 10.10.10.200-203
for public and VIP addresses, and "Oracle RAC would not work" until racgvip was changed.
""",
    sources=[S.PUBLIC_10_NET, S.NETWORK_SETUP],
    policy="fails",
    fields=["/nodes/*/public_ip", "/nodes/*/vip", "/cluster/oracle_release", "/cluster/grid_release",
            "/public_network/racgvip_workaround"],
    fix="Record the racgvip change (DEFAULTGW or FAIL_WHEN_DEFAULTGW_NOT_FOUND=0) as part of the installation.",
    description="""
Fires for clusters whose clusterware is 10.2 (the Grid/CRS release, or the database release when none is recorded)
when node public or VIP addresses are in a private range and `public_network.racgvip_workaround` is false. The
addresses can stay; the racgvip edit must be part of the installation, and the bundle's runbook then lists it.

Example that triggers it:
```json
{"nodes": [{"hostname": "db-node1", "public_ip": "10.10.10.200", "vip": "10.10.10.202"}],
 "public_network": {"racgvip_workaround": false}}
```
Not triggered (the workaround is recorded, as in the study):
```json
{"nodes": [{"hostname": "db-node1", "public_ip": "10.10.10.200", "vip": "10.10.10.202"}],
 "public_network": {"racgvip_workaround": true}}
```
""",
)
def _nw003(t: Topology) -> Iterator[Hit]:
    if not (t.cluster.clusterware_release.startswith("10.2") and t.is_rac) or t.public_network.racgvip_workaround:
        return
    paths: list[str] = []
    shown: list[str] = []
    for i, n in enumerate(t.nodes):
        for key, addr in (("public_ip", n.public_ip), ("vip", n.vip)):
            if isinstance(addr, IPv4Address) and addr.is_private:
                paths.append(f"/nodes/{i}/{key}")
                shown.append(str(addr))
    if paths:
        yield Hit(
            paths=[*paths, "/public_network/racgvip_workaround"],
            message=f"Public/VIP addresses {', '.join(shown)} are in a private range; the study's RAC would not work "
                    "until racgvip was edited (DEFAULTGW or FAIL_WHEN_DEFAULTGW_NOT_FOUND=0)."
                    + _beyond(t, "racgvip is part of the 10.2 clusterware this plan runs"),
            patch=[{"op": "replace", "path": "/public_network/racgvip_workaround", "value": True}],
        )


@rule(
    id="NW004", slug="s000-vip-outside-public-subnet", title="Public or VIP address outside the public subnet",
    severity="error", category="network",
    rationale="""
Each node needs three IP interfaces on two physical connections: the public address and its VIP share the public
network device, the VIP as an alias of the public interface (eth0:1 of eth0 in the study). The clusterware raises the
alias on the device whose netmask admits it (10.10.10.xxx under 255.255.255.0 in the study), and on failover moves the
VIP to the public device of another node. A public address or VIP outside the public network's subnet cannot be
raised there, so clients cannot reach the node through it, nor through the node that takes it over.
""",
    evidence="""
Study 000, "Setting up the network for Oracle RAC", "Network setup" (Table 3) and "Oracle Real Application Clusters
operation modes": public addresses 10.10.10.200-201 and VIPs 10.10.10.202-203 on 10.10.10.0/24, the VIP an alias
(net0:1) of the public OSA interface with the same netmask; "In case of failover, the IP address with the vip suffix
is assigned to the network device of the failover node." The study states the set-up; it did not try a VIP in another
subnet.
""",
    sources=[S.NETWORK, S.NETWORK_SETUP, S.OPERATION_MODES],
    policy="fails",
    fields=["/nodes/*/public_ip", "/nodes/*/vip", "/public_network/subnet"],
    fix="Put the public addresses and VIPs inside the public subnet, or correct the subnet.",
    description="""
Fires for a multi-node cluster when a node's public address or VIP is not inside `public_network.subnet`. The reason
is how the clusterware brings the VIP up (an alias of the public interface, moved to a surviving node's public
interface on failover), so it applies on every platform and release with node VIPs; outside the study's own scope
(Oracle 10.2 on System z) the message says where the statement comes from.

Problematic:
```json
{"public_network": {"subnet": "10.10.10.0/24"},
 "nodes": [{"hostname": "db-node1", "public_ip": "10.10.10.200", "vip": "10.10.20.202"}]}
```
Correct:
```json
{"public_network": {"subnet": "10.10.10.0/24"},
 "nodes": [{"hostname": "db-node1", "public_ip": "10.10.10.200", "vip": "10.10.10.202"}]}
```
""",
)
def _nw004(t: Topology) -> Iterator[Hit]:
    if not t.is_rac:
        return
    subnet = t.public_network.subnet
    paths: list[str] = []
    shown: list[str] = []
    for i, n in enumerate(t.nodes):
        for key, label, addr in (("public_ip", "public address", n.public_ip), ("vip", "VIP", n.vip)):
            if addr not in subnet:
                paths.append(f"/nodes/{i}/{key}")
                shown.append(f"{n.hostname} {label} {addr}")
    if paths:
        yield Hit(
            paths=[*paths, "/public_network/subnet"],
            message=f"{'; '.join(shown)} outside the public subnet {subnet}: the VIP is an alias of the public "
                    "interface and moves to another node's public interface on failover, so it must be on the public "
                    "network." + _beyond(t, "the reason is how the clusterware raises the VIP, on any platform"),
        )


# --------------------------------------------------------------------------------------------------------------------
# Interconnect
# --------------------------------------------------------------------------------------------------------------------


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
Fires when the interconnect is HiperSockets and the nodes name more than one `machine`.

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
)
def _ic001(t: Topology) -> Iterator[Hit]:
    if t.is_rac and t.interconnect.type == "hipersockets" and len(t.machines) > 1:
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
Fires on System z for a workload-balanced cluster when the interconnect's inbound buffer count is above 16. The
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
    sources=[Cite(S000, "10 Gb OSA setup"), S.INTERCONNECT_DEVICE_TYPE, S.SUMMARY_000],
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
)
def _ic008(t: Topology) -> Iterator[Hit]:
    if not _on_z(t) and t.interconnect.type == "hipersockets":
        yield Hit(
            paths=["/interconnect/type"],
            message=f"HiperSockets are not available on {t.platform.architecture}; they exist only on System z.",
            patch=[{"op": "replace", "path": "/interconnect/type", "value": "10gbe"}],
        )


# --------------------------------------------------------------------------------------------------------------------
# Kernel, limits and users
# --------------------------------------------------------------------------------------------------------------------


@rule(
    id="KN001", slug="s000-netdev-max-backlog-2000", title="Raise net.core.netdev_max_backlog to 2000",
    severity="advice", category="kernel",
    rationale="""
net.core.netdev_max_backlog bounds how many received packets Linux queues per interface (system wide). Doubling it
from the SLES 10 default of 1000 to 2000 was the single largest network tuning gain of the study. Change it while
watching network or transaction throughput: 2500 was already worse.
""",
    evidence="""
Study 000, "Network setup - device queue length": z10 two-node RAC, OLTP. Raising netdev_max_backlog from 1000 to
2000 improved transaction throughput by about 40%; 2500 degraded it moderately.
""",
    sources=[S.QUEUE_LENGTH, S.SUMMARY_000],
    policy="gain",
    fields=["/kernel/netdev_max_backlog", "/kernel/sysctl", "/platform/architecture"],
    fix="Set net.core.netdev_max_backlog to 2000.",
    upside=Upside(metric="transaction throughput", percent=40.0,
                  context="Study 000: z10 two-node RAC 10gR2 under SLES 10 SP2, OLTP; netdev_max_backlog 1000 → "
                          "2000."),
    description="""
Fires on System z clusters when the device queue length is left at the default (1000) or set below 2000.

Problematic:
```json
{"kernel": {"netdev_max_backlog": null}}
```
Correct:
```json
{"kernel": {"netdev_max_backlog": 2000}}
```
""",
)
def _kn001(t: Topology) -> Iterator[Hit]:
    value, path = _backlog(t)
    if _on_z(t) and t.is_rac and value < V.NETDEV_MAX_BACKLOG.value:
        unset = t.kernel.netdev_max_backlog is None and path == "/kernel/netdev_max_backlog"
        shown = f"the SLES default {V.NETDEV_MAX_BACKLOG_DEFAULT.value}" if unset else str(value)
        yield Hit(
            paths=[path],
            message=f"net.core.netdev_max_backlog is {shown}; the study gained about 40% throughput at 2000.",
            patch=[{"op": "add", "path": "/kernel/netdev_max_backlog", "value": V.NETDEV_MAX_BACKLOG.value}],
        )


@rule(
    id="KN002", slug="s000-netdev-max-backlog-too-large", title="net.core.netdev_max_backlog of 2500 or more",
    severity="warning", category="kernel",
    rationale="""
The device queue length has an optimum: beyond 2000, the study saw throughput fall again. Larger values need to be
proven by monitoring.
""",
    evidence="""
Study 000, "Network setup - device queue length": z10 two-node RAC, OLTP. 2000 gave about 40% more throughput
than 1000; increasing further to 2500 caused a moderate degradation compared with 2000.
""",
    sources=[S.QUEUE_LENGTH],
    policy="degrades",
    fields=["/kernel/netdev_max_backlog", "/kernel/sysctl", "/platform/architecture"],
    fix="Set net.core.netdev_max_backlog to 2000.",
    description="""
Fires on System z clusters when netdev_max_backlog is 2500 or higher (the value the study found too large).

Problematic:
```json
{"kernel": {"netdev_max_backlog": 2500}}
```
Correct:
```json
{"kernel": {"netdev_max_backlog": 2000}}
```
""",
)
def _kn002(t: Topology) -> Iterator[Hit]:
    value, path = _backlog(t)
    if _on_z(t) and t.is_rac and value >= V.NETDEV_MAX_BACKLOG_TOO_LARGE.value:
        yield Hit(
            paths=[path],
            message=f"net.core.netdev_max_backlog is {value}; the study saw throughput drop at 2500 compared "
                    "with 2000.",
            patch=[{"op": "add", "path": "/kernel/netdev_max_backlog", "value": V.NETDEV_MAX_BACKLOG.value}],
        )


def _sysctl_below(key: str, value: object) -> tuple[str, object] | None:
    """(what is wrong, corrected value) when a sysctl override is under the study's minimum, else None."""
    vals = _ints(value)
    if vals is None:
        return None
    if key == V.PORT_RANGE_KEY:
        if len(vals) != 2:
            return None
        low, high = vals
        need_low, need_high = V.PORT_RANGE.value
        if low > need_low or high < need_high:
            fixed = f"{min(low, need_low)} {max(high, need_high)}"
            return f"{key} = {value} is narrower than {need_low} {need_high}", fixed
        return None
    minimum = V.KERNEL_MINIMUMS.value[key]
    if len(vals) != len(minimum):
        return None
    if all(v >= m for v, m in zip(vals, minimum, strict=True)):
        return None
    fixed_vals = [max(v, m) for v, m in zip(vals, minimum, strict=True)]
    fixed: object = fixed_vals[0] if len(fixed_vals) == 1 and isinstance(value, int) else " ".join(
        str(v) for v in fixed_vals)
    wanted = " ".join(str(m) for m in minimum)
    return f"{key} = {value} is below {wanted}", fixed


@rule(
    id="KN003", slug="s000-sysctl-minimums", title="Kernel parameter below Oracle's minimum",
    severity="error", category="kernel",
    rationale="""
Before installing Oracle RAC 10gR2 on Linux on System z, the kernel parameters in /etc/sysctl.conf must be at
least: kernel.sem 250 32000 100 128, fs.file-max 65536, net.ipv4.ip_local_port_range 1024 65000,
net.core.rmem_default and rmem_max 1048576, net.core.wmem_default and wmem_max 262144.
""",
    evidence="""
Study 000, "Setting Linux kernel parameters": the listed values are minimums that must be raised to if the system
has less; they were set on both z10 LPARs under SLES 10 SP2 before the installation.
""",
    sources=[S.KERNEL_PARAMS],
    policy="fails",
    fields=["/kernel/sysctl", "/platform/architecture"],
    fix="Raise the kernel parameter to the study's minimum.",
    description="""
Checks the sysctl overrides of a System z plan against the minimums the study lists (a parameter the plan does not
override is assumed to be set to the minimum by the installation bundle). Space-separated values such as
kernel.sem compare field by field; the local port range must cover at least 1024-65000.

Problematic:
```json
{"kernel": {"sysctl": {"net.core.rmem_max": 262144, "kernel.sem": "250 32000 32 128"}}}
```
Correct:
```json
{"kernel": {"sysctl": {"net.core.rmem_max": 1048576, "kernel.sem": "250 32000 100 128"}}}
```
""",
)
def _kn003(t: Topology) -> Iterator[Hit]:
    if not _on_z(t):
        return
    for key in sorted(t.kernel.sysctl):
        if key != V.PORT_RANGE_KEY and key not in V.KERNEL_MINIMUMS.value:
            continue
        found = _sysctl_below(key, t.kernel.sysctl[key])
        if found:
            what, fixed = found
            yield Hit(
                paths=["/kernel/sysctl"],
                message=f"{what}, the minimum Oracle RAC 10gR2 needs on Linux on System z.",
                patch=[{"op": "replace", "path": f"/kernel/sysctl/{key}", "value": fixed}],
            )


# --------------------------------------------------------------------------------------------------------------------
# Storage attachment
# --------------------------------------------------------------------------------------------------------------------


@rule(
    id="ST001", slug="s000-persistent-disk-names",
    title="Shared disks named by kernel device names without a pinned order",
    severity="warning", category="storage",
    rationale="""
Linux names disks in discovery order (dasda, dasdb, … or sda for SCSI); a missing disk shifts every later name, and
the shift can differ per node. The study highly recommends cluster-wide persistent names. The ASM installer did
not accept /dev/disk/by-path or by-id names, so on LPARs the study fixed the discovery order with the dasd=
parameter in /etc/zipl.conf; under z/VM the directory order of the guest controls it.
""",
    evidence="""
Study 000, "Setting up persistent names for disk devices" and "The Oracle Cluster Registry and the Voting Disk":
the z10 LPAR installation used /dev/dasdX1 names for OCR, voting and ASM disks after pinning the order with dasd=
in /etc/zipl.conf.
""",
    sources=[S.PERSISTENT_NAMES, S.OCR_VOTING],
    policy="not_recommended",
    fields=["/storage/disks/*/device", "/cluster_files/ocr/locations/*", "/cluster_files/voting/locations/*",
            "/platform/virtualization", "/storage/dasd_order_pinned"],
    fix="Pin the DASD discovery order with dasd= in /etc/zipl.conf on every node.",
    description="""
Fires on System z LPAR clusters for every shared disk or OCR/voting location named by a kernel name such as
`/dev/dasdf1` or `/dev/sdb`, unless `storage.dasd_order_pinned` records that the discovery order is fixed with
`dasd=` in `/etc/zipl.conf` on every node, as the study did (the bundle then writes the zipl.conf line). The other
way out is `/dev/disk/by-path/...` names (possible with a silent installation). The study calls persistent names
"highly recommended" without measuring the alternative, hence a warning.

Flagged:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}}}
```
Persistent:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/disk/by-path/ccw-0.0.7110-part1"]}}}
```
""",
)
def _st001(t: Topology) -> Iterator[Hit]:
    if not (_on_z(t) and t.platform.virtualization == "lpar" and t.is_rac) or t.storage.dasd_order_pinned:
        return
    paths: list[str] = []
    names: list[str] = []
    for i, d in enumerate(t.storage.disks):
        if d.device and _KERNEL_DEVICE.match(d.device):
            paths.append(f"/storage/disks/{i}/device")
            names.append(d.device)
    for kind in ("ocr", "voting"):
        for j, loc in enumerate(getattr(t.cluster_files, kind).locations):
            if _KERNEL_DEVICE.match(loc):
                paths.append(f"/cluster_files/{kind}/locations/{j}")
                names.append(loc)
    if paths:
        shown = ", ".join(names[:6]) + (" …" if len(names) > 6 else "")
        yield Hit(
            paths=[*paths, "/storage/dasd_order_pinned"],
            message=f"{len(names)} shared devices use kernel names ({shown}); pin the order with dasd= in "
                    "/etc/zipl.conf on every node or use /dev/disk/by-path names.",
            patch=[{"op": "replace", "path": "/storage/dasd_order_pinned", "value": True}],
        )


# --------------------------------------------------------------------------------------------------------------------
# Shared disk management
# --------------------------------------------------------------------------------------------------------------------


@rule(
    id="SD001", slug="s000-asm-over-ocfs2", title="ASM gave more throughput at less CPU than OCFS2",
    severity="warning", category="shared_disks",
    rationale="""
With the same cluster and workload, ASM delivered better or comparable throughput with markedly lower CPU load than
OCFS2, and went with less interconnect traffic at moderate load. The study recommends ASM.
""",
    evidence="""
Study 000, "Cluster file system OCFS2 versus Oracle Automatic Storage Management": z10 two-node RAC, 8 KB blocks,
99.9% cache hit ratio. At 60 users ASM gave 32% more transaction throughput than OCFS2; at 100 users OCFS2 was 3%
ahead as cluster contention dominated. OCFS2 used about three IFLs, ASM fewer than two (of four).
""",
    sources=[Cite(S000, "Cluster file system OCFS2 versus Oracle Automatic Storage Management"),
             S.OCFS2_VS_ASM, S.SUMMARY_000],
    policy="not_recommended",
    fields=["/shared_disks/manager", "/platform/architecture"],
    fix="Manage the shared database disks with ASM.",
    upside=Upside(metric="transaction throughput", percent=32.0,
                  context="Study 000: z10 two-node RAC 10gR2, OLTP at 60 users, ASM versus OCFS2 (8 KB blocks)."),
    description="""
Fires on System z clusters whose shared disks are managed by OCFS2. With ASM, create a disk group from the shared
data disks (the study used one group, DISKS1, external redundancy).

Problematic:
```json
{"shared_disks": {"manager": "ocfs2", "disk_groups": []}}
```
Correct:
```json
{"shared_disks": {"manager": "asm", "disk_groups": [{"name": "DISKS1", "redundancy": "external",
                                                     "disks": ["data1", "data2"]}]}}
```
""",
)
def _sd001(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and t.is_rac and t.shared_disks.manager == "ocfs2":
        yield Hit(
            paths=["/shared_disks/manager"],
            message="Shared disks are managed by OCFS2; the study recommends ASM: 32% more throughput at 60 users "
                    "and about one IFL less (at 100 users, where cluster contention dominated, OCFS2 was 3% ahead).",
            patch=[{"op": "replace", "path": "/shared_disks/manager", "value": "asm"}],
        )


@rule(
    id="SD002", slug="s000-no-lvm-under-asm", title="Do not stack LVM under ASM",
    severity="warning", category="shared_disks",
    rationale="""
ASM already stripes data over its disks, so a Linux logical volume manager underneath adds a layer without
benefit; the study recommends not stacking the two volume managers.
""",
    evidence="""
Study 000, "OCFS2 Cluster file system versus ASM": stacking ASM and LVM is neither recommended nor required,
because ASM stripes automatically.
""",
    sources=[S.OCFS2_VS_ASM],
    policy="not_recommended",
    fields=["/shared_disks/manager", "/shared_disks/use_lvm"],
    fix="Give ASM the disks (partitions) directly, without LVM.",
    description="""
Fires when the shared disks are managed by ASM on top of logical volumes, on any platform: the reason, ASM's own
striping, does not depend on System z (the message says where the study states it).

Problematic:
```json
{"shared_disks": {"manager": "asm", "use_lvm": true}}
```
Correct:
```json
{"shared_disks": {"manager": "asm", "use_lvm": false}}
```
""",
)
def _sd002(t: Topology) -> Iterator[Hit]:
    if t.shared_disks.manager == "asm" and t.shared_disks.use_lvm:
        yield Hit(
            paths=["/shared_disks/use_lvm"],
            message="ASM is planned on LVM volumes; ASM stripes by itself and the study advises against stacking "
                    "LVM under it." + _beyond(t, "ASM stripes its disks the same way on every platform"),
            patch=[{"op": "replace", "path": "/shared_disks/use_lvm", "value": False}],
        )


@rule(
    id="SD003", slug="s000-ocfs2-sles-level", title="OCFS2 level depends on the SLES release",
    severity="info", category="shared_disks",
    rationale="""
SLES 10 SP2 ships OCFS2 1.4 (the study's level), SLES 10 SP1 ships OCFS2 1.2, and on SLES 11 OCFS2 comes with the
High Availability Extension rather than the base distribution.
""",
    evidence="""
Study 000, "OCFS2 Cluster file system versus ASM": OCFS2 1.4 is part of SLES 10 SP2, 1.2 of SLES 10 SP1; SLES 11
has OCFS2 in the HA Extension.
""",
    sources=[S.OCFS2_VS_ASM],
    policy="context",
    fields=["/shared_disks/manager", "/cluster/distribution", "/cluster/distribution_version",
            "/cluster/distribution_update", "/platform/architecture"],
    description="""
Informational: fires on System z OCFS2 plans on SLES 10 before SP2 (OCFS2 1.2 rather than the 1.4 the study
used) or on SLES 11 (order the HA Extension).

Example that triggers it:
```json
{"cluster": {"distribution": "sles", "distribution_version": 10, "distribution_update": 1},
 "shared_disks": {"manager": "ocfs2"}}
```
Not triggered:
```json
{"cluster": {"distribution": "sles", "distribution_version": 10, "distribution_update": 2},
 "shared_disks": {"manager": "ocfs2"}}
```
""",
)
def _sd003(t: Topology) -> Iterator[Hit]:
    c = t.cluster
    if not (_on_z(t) and t.shared_disks.manager == "ocfs2" and c.distribution == "sles"):
        return
    if c.distribution_version == 10 and c.distribution_update < 2:
        yield Hit(
            paths=["/cluster/distribution_update"],
            message=f"SLES 10 SP{c.distribution_update} ships OCFS2 1.2; the study used OCFS2 1.4 from SLES 10 SP2.",
        )
    elif c.distribution_version == 11:
        yield Hit(
            paths=["/cluster/distribution_version"],
            message="On SLES 11, OCFS2 comes with the High Availability Extension, not the base distribution.",
        )


@rule(
    id="SD004", slug="s000-ocfs2-no-striping", title="OCFS2 does not stripe data over the disks",
    severity="warning", category="shared_disks",
    rationale="""
Unlike ASM, OCFS2 does not stripe data across disks, its main shortcoming for large databases. Striping then has to
be arranged in the storage server (for example DS8000 storage pool striping) before the disks are given to RAC.
""",
    evidence="""
Study 000, "OCFS2 Cluster file system versus ASM": OCFS2 lacks ASM's data striping; the administrator has to set
up storage pool striping on the DS8000 first.
""",
    sources=[S.OCFS2_VS_ASM],
    policy="not_recommended",
    fields=["/shared_disks/manager", "/storage/disks", "/platform/architecture"],
    description="""
Fires on System z plans that manage more than one shared disk with OCFS2: the study asks the administrator to arrange
striping on the storage server (DS8000 storage pool striping) before the disks are given to RAC.

Example that triggers it:
```json
{"shared_disks": {"manager": "ocfs2"}, "storage": {"disks": [{"name": "data1"}, {"name": "data2"}]}}
```
With ASM (`"manager": "asm"`) the data is striped over the disk group automatically.
""",
)
def _sd004(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and t.shared_disks.manager == "ocfs2" and len(t.storage.disks) > 1:
        yield Hit(
            paths=["/shared_disks/manager"],
            message=f"OCFS2 will not stripe over the {len(t.storage.disks)} shared disks; set up storage pool "
                    "striping on the storage server.",
        )


# --------------------------------------------------------------------------------------------------------------------
# OCR and voting disks
# --------------------------------------------------------------------------------------------------------------------


@rule(
    id="CF001", slug="s000-cluster-file-100mb", title="OCR and voting disks need 100 MB each",
    severity="error", category="cluster_files",
    rationale="""
Each Oracle Cluster Registry, each voting disk and each of their backups must have 100 MB of storage available in
Oracle RAC 10gR2. They need not be whole disks.
""",
    evidence="""
Study 000, "The Oracle Cluster Registry and the Voting Disk" and "Choosing OCR, the Voting Disk, and their
backups": 100 MB for every OCR, voting disk and backup location, accessible from all nodes.
""",
    sources=[S.OCR_VOTING, S.OCR_CHOICE],
    policy="fails",
    fields=["/cluster_files/ocr/size_mb", "/cluster_files/voting/size_mb", "/cluster/oracle_release"],
    fix="Size each OCR and voting location at 100 MB.",
    description="""
Fires for Oracle 10.2 plans whose OCR or voting disk size is below 100 MB.

Problematic:
```json
{"cluster_files": {"ocr": {"size_mb": 50}, "voting": {"size_mb": 20}}}
```
Correct:
```json
{"cluster_files": {"ocr": {"size_mb": 100}, "voting": {"size_mb": 100}}}
```
""",
)
def _cf001(t: Topology) -> Iterator[Hit]:
    if not _is_10_2(t):
        return
    for kind, label in (("ocr", "OCR"), ("voting", "voting disk")):
        size = getattr(t.cluster_files, kind).size_mb
        if size < V.CLUSTER_FILE_MB.value:
            yield Hit(
                paths=[f"/cluster_files/{kind}/size_mb"],
                message=f"The {label} has {size} MB; each OCR, voting disk and backup needs 100 MB."
                        + _beyond(t, "the sizes are those of the Oracle 10.2 clusterware"),
                patch=[{"op": "replace", "path": f"/cluster_files/{kind}/size_mb", "value": V.CLUSTER_FILE_MB.value}],
            )


@rule(
    id="CF002", slug="s000-cluster-file-backup", title="OCR or voting disk without a second location",
    severity="info", category="cluster_files",
    rationale="""
The installer offers optional backup locations for the OCR and the voting disk (100 MB each). With a single
location, the cluster runs with external redundancy only; the study set up a second block device for each.
""",
    evidence="""
Study 000, "Choosing OCR, the Voting Disk, and their backups" and "The Oracle Cluster Registry and the Voting
Disk": the udev rules of the z10 cluster list two devices for OCR and its backup (dasdf1, dasdp1) and two for the
voting disks (dasdg1, dasdq1); redundancy was otherwise left external.
""",
    sources=[S.OCR_CHOICE, S.OCR_VOTING],
    policy="context",
    fields=["/cluster_files/ocr/locations", "/cluster_files/voting/locations"],
    description="""
Informational: fires for a multi-node Oracle 10.2 plan where the OCR or the voting disk has exactly one location.
Add a second 100 MB block device, reachable from all nodes, for each.

Example that triggers it:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}, "voting": {"locations": ["/dev/dasdg1"]}}}
```
Not triggered:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/dasdf1", "/dev/dasdp1"]},
                   "voting": {"locations": ["/dev/dasdg1", "/dev/dasdq1"]}}}
```
""",
)
def _cf002(t: Topology) -> Iterator[Hit]:
    if not (t.is_rac and _is_10_2(t)):
        return
    for kind, label in (("ocr", "OCR"), ("voting", "voting disk")):
        locs = getattr(t.cluster_files, kind).locations
        if len(locs) == 1:
            yield Hit(
                paths=[f"/cluster_files/{kind}/locations"],
                message=f"The {label} has one location ({locs[0]}) and no backup copy."
                        + _beyond(t, "the backup locations are offered by the 10.2 installer on every platform"),
            )


@rule(
    id="CF003", slug="s000-raw-devices-deprecated", title="Raw devices after 10.2.0.3",
    severity="info", category="cluster_files",
    rationale="""
Linux raw devices are deprecated and may be removed. The study uses them only for 10.2.0.2 and 10.2.0.3; from
10.2.0.3 on, block devices work for ASM and give the same results, and for later versions Oracle's documentation
must be consulted before using raw devices.
""",
    evidence="""
Study 000, "The Oracle Cluster Registry and the Voting Disk" and "Oracle Automatic Storage Manager": raw devices
are deprecated and may be used with 10.2.0.2 and 10.2.0.3 depending on the distribution; block devices (e.g.
/dev/dasda1) were used for OCR, voting and ASM disks on the 10.2.0.4 z10 cluster.
""",
    sources=[S.OCR_VOTING, Cite(S000, "Oracle Automatic Storage Manager")],
    policy="context",
    fields=["/cluster_files/ocr/locations/*", "/cluster_files/voting/locations/*", "/storage/disks/*/device",
            "/cluster/oracle_release", "/platform/architecture"],
    description="""
Fires on System z plans at 10.2.0.4 or later (10.2 line) that point an OCR, voting or shared disk at `/dev/raw/...`.

Problematic:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "cluster_files": {"ocr": {"locations": ["/dev/raw/raw1"]}}}
```
Correct (block device):
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}}}
```
""",
)
def _cf003(t: Topology) -> Iterator[Hit]:
    rel = t.cluster.release_tuple
    if not (_on_z(t) and rel[:2] == (10, 2) and len(rel) >= 4 and rel[2:4] >= (0, 4)):
        return
    paths: list[str] = []
    for kind in ("ocr", "voting"):
        for j, loc in enumerate(getattr(t.cluster_files, kind).locations):
            if loc.startswith("/dev/raw/"):
                paths.append(f"/cluster_files/{kind}/locations/{j}")
    for i, d in enumerate(t.storage.disks):
        if d.device and d.device.startswith("/dev/raw/"):
            paths.append(f"/storage/disks/{i}/device")
    if paths:
        yield Hit(
            paths=paths,
            message=f"{len(paths)} locations use deprecated raw devices with Oracle {t.cluster.oracle_release}; "
                    "use block devices.",
        )


# --------------------------------------------------------------------------------------------------------------------
# Database parameters
# --------------------------------------------------------------------------------------------------------------------


@rule(
    id="DB001", slug="s000-small-block-for-shared-tables", title="Use 4 KB blocks for tables updated on several nodes",
    severity="warning", category="database",
    rationale="""
Cache fusion works in whole database blocks: even the smallest update ships the block when both nodes use it, and
two rows in one block collide on one global lock. Halving the block size halves the interconnect traffic and splits
such locks, so the study recommends the smallest possible default block size for RAC with shared tables.
""",
    evidence="""
Study 000, "Cluster Contention - default block size": z10 two-node RAC, workload balanced, OLTP with a small hot
table updated from both nodes. Going from 8 KB to 4 KB blocks raised transaction throughput by 4%, cut cluster wait
time by 4.71% and commit contention by 6%, and reduced interconnect traffic by 46%.
""",
    sources=[S.BLOCK_SIZE, S.SUMMARY_000],
    policy="degrades",
    fields=["/database/db_block_size", "/workload/multi_node_hot_updates", "/cluster/mode"],
    fix="Use a 4 KB default block size.",
    upside=Upside(metric="transaction throughput", percent=4.0,
                  context="Study 000: z10 two-node RAC 10gR2, workload balanced OLTP with shared hot tables; "
                          "db_block_size 8192 → 4096."),
    description="""
Fires for a multi-node, workload-balanced cluster whose hot tables are updated from several nodes and whose
default block size is larger than 4 KB.

Problematic:
```json
{"cluster": {"mode": "workload_balanced"}, "workload": {"multi_node_hot_updates": true},
 "database": {"db_block_size": 8192}}
```
Correct:
```json
{"cluster": {"mode": "workload_balanced"}, "workload": {"multi_node_hot_updates": true},
 "database": {"db_block_size": 4096}}
```
""",
)
def _db001(t: Topology) -> Iterator[Hit]:
    bs = t.database.db_block_size
    if (t.is_rac and t.cluster.mode == "workload_balanced" and t.workload.multi_node_hot_updates
            and bs > 4096):
        yield Hit(
            paths=["/database/db_block_size"],
            message=f"db_block_size is {bs} while hot tables are updated from several nodes; with 4 KB the study "
                    "saw 46% less interconnect traffic and 4% more throughput than with 8 KB."
                    + _beyond(t, "cache fusion ships whole blocks between active nodes on any platform"),
            patch=[{"op": "replace", "path": "/database/db_block_size", "value": 4096}],
        )


# --------------------------------------------------------------------------------------------------------------------
# Server processes
# --------------------------------------------------------------------------------------------------------------------


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


# --------------------------------------------------------------------------------------------------------------------
# Measured symptoms (result rules)
# --------------------------------------------------------------------------------------------------------------------

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
study's "full system utilization".

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
