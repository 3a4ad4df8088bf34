"""Networks: node addresses from /etc/hosts, the public network and interconnect from each node's interfaces
(``/_if/...``, ``/_hosts/...``, ``oifcfg getif``); for an import, device types and the subnet srvctl shows."""

from __future__ import annotations

import ipaddress
import re
from typing import Any

from ._common import _Builder, _first, _node_facts, get, natural_key

_IFACE_NAME_MAX = 15  # the schema's interface name pattern: [a-z][a-z0-9._-]{0,14}


def _place_hosts(b: _Builder, facts: dict) -> None:
    """Node addresses from /etc/hosts: <host>, <host>vip / <host>-vip, <host>priv / <host>-priv."""
    hosts = _node_facts(facts, "/_hosts/")
    if not hosts:
        return
    by_name: dict[str, dict[str, list[tuple[Any, str]]]] = {}
    for node, names in hosts.items():
        for name, (address, kind) in names.items():
            by_name.setdefault(name, {}).setdefault(node, []).append((address, kind))
    for index, node in enumerate(b.doc.get("nodes") or []):
        host = str(node.get("hostname", "")).lower()
        for field_name, candidates in (("public_ip", (host,)), ("vip", (f"{host}vip", f"{host}-vip")),
                                       ("private_ip", (f"{host}priv", f"{host}-priv"))):
            name = next((c for c in candidates if c in by_name), None)
            if name is not None:
                b.agree(f"/nodes/{index}/{field_name}", by_name[name])


def _network_of(address: str, netmask: str | None) -> ipaddress.IPv4Network | None:
    try:
        return ipaddress.IPv4Network(f"{address}/{netmask or 32}", strict=False)
    except ValueError:
        return None


def _role(b: _Builder, node: str, name: str, values: dict[str, tuple[Any, str]], oifcfg: dict,
          subnets: dict[str, str] | None = None) -> str | None:
    """public / interconnect for one interface of one node, or None when it is neither. ``subnets`` are the subnets
    ``oifcfg getif`` lists by section: the clusterware takes an interface whose network is one of them."""
    for role, section in (("public", "public_network"), ("interconnect", "interconnect")):
        if oifcfg.get(section) == name:
            return role
    address = values.get("address", (None, ""))[0]
    network = _network_of(address, values.get("netmask", (None, ""))[0]) if address else None
    for role, section in (("public", "public_network"), ("interconnect", "interconnect")):
        if network is not None and network.prefixlen < 32 and str(network.network_address) == (subnets or {}).get(
                section):
            return role
    if address:
        for role, section in (("public", "public_network"), ("interconnect", "interconnect")):
            subnet = get(b.doc, f"/{section}/subnet")
            try:
                if subnet and ipaddress.IPv4Address(address) in ipaddress.IPv4Network(subnet, strict=False):
                    return role
            except ValueError:
                continue
        for index, entry in enumerate(b.doc.get("nodes") or []):
            if str(entry.get("hostname", "")).lower() != node:
                continue
            if get(b.doc, f"/nodes/{index}/public_ip") == address:
                return "public"
            if get(b.doc, f"/nodes/{index}/private_ip") == address:
                return "interconnect"
    for role, section in (("public", "public_network"), ("interconnect", "interconnect")):
        if get(b.doc, f"/{section}/interface") == name:
            return role
    return None


def _place_interfaces(b: _Builder, facts: dict) -> None:
    """Public network and interconnect: MTU, interface name, subnet, bonding, qeth buffers, per-node address."""
    interfaces = _node_facts(facts, "/_if/")
    oifcfg = {section: _first(by_node, next(iter(by_node))) if by_node else None
              for section, by_node in (("public_network", facts.get("/public_network/interface", {})),
                                       ("interconnect", facts.get("/interconnect/interface", {})))}
    _several_interconnects(b, facts, oifcfg)
    subnets = {section: _first(by_node, next(iter(by_node))) if by_node else None
               for section, by_node in (("public_network", facts.get("/_oifcfg/public", {})),
                                        ("interconnect", facts.get("/_oifcfg/cluster_interconnect", {})))}
    found: dict[str, dict[str, dict[str, list[tuple[Any, str]]]]] = {}  # section -> pointer -> node -> values
    for node, flat in sorted(interfaces.items()):
        per_if: dict[str, dict[str, tuple[Any, str]]] = {}
        for sub, value in flat.items():
            name, _, attr = sub.partition("/")
            per_if.setdefault(name, {})[attr] = value
        slaves: dict[str, list[str]] = {}
        for name, values in per_if.items():
            if "master" in values:
                slaves.setdefault(values["master"][0], []).append(name)
        for name, values in sorted(per_if.items()):
            if "master" in values:
                continue  # a bond slave: its master carries the settings
            role = _role(b, node, name, values, oifcfg, subnets)
            if role is None:
                continue
            b.roles[(node, name)] = role
            section = "public_network" if role == "public" else "interconnect"
            out = found.setdefault(section, {})

            def add(pointer: str, value: Any, kind: str, out=out, node=node) -> None:
                out.setdefault(pointer, {}).setdefault(node, []).append((value, kind))

            kind = next(iter(values.values()))[1]
            if "mtu" in values:
                add(f"/{section}/mtu", values["mtu"][0], values["mtu"][1])
            if len(name) <= _IFACE_NAME_MAX and name[:1].isalpha() and name.islower():
                add(f"/{section}/interface", name, kind)
            if "address" in values:
                network = _network_of(values["address"][0], values.get("netmask", (None, ""))[0])
                if network is not None and network.prefixlen < 32:
                    add(f"/{section}/subnet", str(network), values["address"][1])
                _place_own_address(b, node, role, values["address"][0], values["address"][1])
            if role == "interconnect":
                if values.get("bond", (False, ""))[0] or name in slaves:
                    add("/interconnect/bonding", True, kind)
                if name in slaves and "bonding_slaves" not in values:
                    add("/interconnect/bonding_slaves", sorted(slaves[name], key=natural_key), kind)
                for attr in ("bonding_mode", "bonding_slaves"):
                    if attr in values:
                        add(f"/interconnect/{attr}", values[attr][0], values[attr][1])
                if "buffer_count" in values:
                    add("/interconnect/inbound_buffers", values["buffer_count"][0], values["buffer_count"][1])
    for section in ("public_network", "interconnect"):
        for pointer, by_node in sorted(found.get(section, {}).items()):
            if pointer.endswith("/interface") and pointer in b.provenance:
                continue  # oifcfg named it already
            b.agree(pointer, by_node)


def _prefer_planned_interconnect(facts: dict, base: dict[str, Any] | None) -> None:
    """Where ``oifcfg getif`` lists several interconnects and the plan's is one of them, that one is the fact (the
    parser can only name the first it read)."""
    planned = get(base, "/interconnect/interface") if base is not None else None
    listed = facts.get("/_oifcfg/cluster_interconnect_interfaces", {})
    for node, values in facts.get("/interconnect/interface", {}).items():
        names = [entry["interface"] for value, _ in listed.get(node, []) for entry in value]
        if planned in names:
            facts["/interconnect/interface"][node] = [(planned, kind) for _, kind in values]


def _several_interconnects(b: _Builder, facts: dict, oifcfg: dict) -> None:
    """``oifcfg getif`` may list several private interfaces (redundant interconnects, HAIP). The one the plan names
    is the interconnect when it is among them; the document holds one interconnect, so the others are named in a
    warning rather than dropped."""
    by_node = facts.get("/_oifcfg/cluster_interconnect_interfaces", {})
    listed = _first(by_node, next(iter(by_node))) if by_node else None
    if not listed or len(listed) < 2:
        return
    names = [entry["interface"] for entry in listed]
    planned = get(b.doc, "/interconnect/interface")
    if planned in names:
        oifcfg["interconnect"] = planned
    shown = ", ".join(f"{entry['interface']} ({entry['subnet']})" for entry in listed)
    b.warnings.append(f"oifcfg getif lists {len(listed)} interconnect interfaces: {shown}; the plan describes one "
                      f"({oifcfg['interconnect']}), the others are not compared")


def _place_own_address(b: _Builder, node: str, role: str, address: str, kind: str) -> None:
    field_name = "public_ip" if role == "public" else "private_ip"
    for index, entry in enumerate(b.doc.get("nodes") or []):
        if str(entry.get("hostname", "")).lower() == node:
            pointer = f"/nodes/{index}/{field_name}"
            before = get(b.doc, pointer)
            if before not in (None, address) and pointer in b.provenance:
                b.warnings.append(f"{node}: {pointer} is {before} in /etc/hosts but {address} on the interface; "
                                  "the interface counts")
            b.set(pointer, address, [(node, kind)])


# --- an import without a plan -----------------------------------------------------------------------------------------


def _device_type(name: str, label: str, infiniband: bool) -> str | None:
    """The schema's network device an interface shows: by name (hsi, ib) or ifcfg label (NAME=). An Ethernet
    interface's speed is in no file read, so its device type stays unknown."""
    label = label.lower()
    if infiniband or name.startswith("ib"):
        return "infiniband"
    if name.startswith("hsi") or "hipersockets" in label:
        return "hipersockets"
    if "osa" in label:
        return "osa_10gbe" if re.search(r"10\s*gb", label) else "osa_1gbe"
    return None


def _interface_sources(b: _Builder, facts: dict, role: str) -> list[tuple[str, str]]:
    interfaces = _node_facts(facts, "/_if/")
    return sorted({(node, kind) for (node, name), r in b.roles.items() if r == role
                   for key, (_, kind) in interfaces.get(node, {}).items() if key.startswith(f"{name}/")})


def _derive_networks(b: _Builder, facts: dict) -> None:
    """The public subnet from ``srvctl config nodeapps`` where no interface showed its mask."""
    if "/public_network/subnet" not in b.provenance and facts.get("/_grid/public_subnet"):
        b.agree("/public_network/subnet", facts["/_grid/public_subnet"])


def _rename_rules(b: _Builder, facts: dict, by_section: dict) -> None:
    """Interface names from udev rename rules matching a bus id (SLES qeth ifcfg files are named by bus id)."""
    for node, names in sorted(_node_facts(facts, "/_netname/").items()):
        for new_name, (match, kind) in sorted(names.items()):
            buses = re.findall(r"\d\.\d\.[0-9a-f]{4}", str(match))
            for (role_node, iface), role in sorted(b.roles.items()):
                pointer = f"/{'interconnect' if role == 'interconnect' else 'public_network'}/interface"
                if role_node == node and any(bus in iface for bus in buses) and pointer not in b.provenance:
                    by_section.setdefault(pointer, {}).setdefault(node, []).append((new_name, kind))
