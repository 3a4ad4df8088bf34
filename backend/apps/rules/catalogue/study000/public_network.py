"""Study 000's rules: public network."""

from __future__ import annotations

from collections.abc import Iterator
from ipaddress import IPv4Address

from apps.rules.engine import Hit, Upside, rule
from apps.rules.reach import within
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import _NUMBERED_IF, _beyond, _on_z


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
    platforms=("s390x",),
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
    # 000-072, 000-073 and 000-096 hold for the 10.2 clusterware on System z (root.sh and vipca pick interface 0).
    if not within(t, "000-072", "000-073", "000-096"):
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
