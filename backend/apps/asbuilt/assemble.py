"""Parsed files of a running cluster -> an as-built topology document (pure: no Django, no database).

``assemble(files, base=...)`` takes node name -> the node's :class:`~apps.asbuilt.parsers.ParsedFile` list (node
"cluster" holds cluster-wide files) and returns the document, starting from ``base`` (the plan version's document)
or, without one, from a skeleton built from the node names and the topology defaults. Every fact overrides the
document at its JSON pointer. Facts under ``/_...`` are per-node observations that need the document to be placed
(interfaces by subnet, host names, disks by alias or device); they are resolved here.

Cluster-wide values that nodes report differently are ``conflicts``: the value most nodes report wins (ties: the
first node by name) and every node's value is listed. ``provenance`` maps each pointer the files set to the
(node, kind) pairs behind it.
"""

from __future__ import annotations

import copy
import ipaddress
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from apps.bundles.renderer import context as render_context
from apps.bundles.renderer import sysctl as render_sysctl
from apps.studies.values import ASM_POOL_MB, NFS_DATAFILE_OPTIONS
from apps.topology.parsing import TopologyInvalid, normalize, parse_topology

from .parsers import ParsedFile
from .parsers.base import unescape_pointer

CLUSTER = "cluster"
_IFACE_NAME_MAX = 15  # the schema's interface name pattern: [a-z][a-z0-9._-]{0,14}


@dataclass(frozen=True)
class Conflict:
    pointer: str
    values: dict[str, Any]  # node -> value
    chosen: Any

    def as_dict(self) -> dict[str, Any]:
        return {"pointer": self.pointer, "values": dict(self.values), "chosen": self.chosen}


@dataclass(frozen=True)
class Assembled:
    document: dict[str, Any]
    provenance: dict[str, list[tuple[str, str]]]
    conflicts: list[Conflict]
    warnings: list[str] = field(default_factory=list)
    errors: dict[str, list[str]] = field(default_factory=dict)  # validation errors; empty when the document is valid

    @property
    def valid(self) -> bool:
        return not self.errors


# --- JSON pointers ------------------------------------------------------------------------------------------------


def _tokens(pointer: str) -> list[str]:
    return [unescape_pointer(t) for t in pointer.lstrip("/").split("/")]


def get(doc: Any, pointer: str, default: Any = None) -> Any:
    node = doc
    for token in _tokens(pointer):
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return default
    return node


def put(doc: dict[str, Any], pointer: str, value: Any) -> None:
    """Set ``value`` at ``pointer``, creating objects on the way (a null object becomes {})."""
    tokens = _tokens(pointer)
    node: Any = doc
    for token in tokens[:-1]:
        if isinstance(node, list):
            node = node[int(token)]
            continue
        if not isinstance(node.get(token), dict | list):
            node[token] = {}
        node = node[token]
    if isinstance(node, list):
        node[int(tokens[-1])] = value
    else:
        node[tokens[-1]] = value


# --- assembly -----------------------------------------------------------------------------------------------------


@dataclass
class _Builder:
    doc: dict[str, Any]
    provenance: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    conflicts: list[Conflict] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    roles: dict[tuple[str, str], str] = field(default_factory=dict)  # (node, interface) -> public / interconnect

    def set(self, pointer: str, value: Any, sources: Sequence[tuple[str, str]]) -> None:
        put(self.doc, pointer, value)
        seen = self.provenance.setdefault(pointer, [])
        for source in sources:
            if source not in seen:
                seen.append(source)

    def agree(self, pointer: str, by_node: dict[str, list[tuple[Any, str]]]) -> Any:
        """One value for a cluster-wide pointer from every node's (value, kind) list; records a conflict."""
        per_node = {node: values[-1][0] for node, values in sorted(by_node.items())}
        sources = [(node, kind) for node, values in sorted(by_node.items()) for _, kind in values]
        distinct = []
        for value in per_node.values():
            if value not in distinct:
                distinct.append(value)
        chosen = distinct[0]
        if len(distinct) > 1:
            counts = Counter(_hashable(v) for v in per_node.values())
            best = max(counts.values())
            chosen = next(v for v in per_node.values() if counts[_hashable(v)] == best)
            self.conflicts.append(Conflict(pointer, per_node, chosen))
        for node, values in by_node.items():
            if len({_hashable(v) for v, _ in values}) > 1:
                self.warnings.append(f"{node}: files disagree on {pointer} "
                                     f"({', '.join(f'{k}: {v}' for v, k in values)}); the last one counts")
        self.set(pointer, chosen, sources)
        return chosen


def _hashable(value: Any) -> Any:
    return repr(value) if isinstance(value, dict | list) else value


def assemble(files: Mapping[str, Sequence[ParsedFile]], *, base: dict[str, Any] | None = None) -> Assembled:
    """The as-built document from the parsed files of every node (see the module docstring)."""
    facts: dict[str, dict[str, list[tuple[Any, str]]]] = {}  # pointer -> node -> [(value, kind)]
    for node in sorted(files):
        for parsed_file in files[node]:
            for pointer, value in parsed_file.facts.items():
                facts.setdefault(pointer, {}).setdefault(node, []).append((value, parsed_file.kind))
    _prefer_planned_interconnect(facts, base)
    doc = copy.deepcopy(base) if base is not None else _skeleton(files, facts)
    builder = _Builder(doc)
    if base is None:
        builder.warnings.append(_SKELETON_WARNING)

    rendered = _RenderedDefaults(base) if base is not None else None
    for pointer in sorted(p for p in facts if not p.startswith("/_")):
        by_node = rendered.deviating(pointer, facts[pointer]) if rendered is not None else facts[pointer]
        if by_node:
            builder.agree(pointer, by_node)
    _place_hosts(builder, facts)
    _place_interfaces(builder, facts)
    _place_disks(builder, facts, planned=base is not None)
    _place_nfs(builder, facts, planned=base is not None)
    if base is None:
        _infer_unplanned(builder, files, facts)

    errors: dict[str, list[str]] = {}
    document = builder.doc
    try:
        document = normalize(builder.doc)
    except TopologyInvalid as exc:
        errors = exc.errors
    return Assembled(document, builder.provenance, builder.conflicts, builder.warnings, errors)


class _RenderedDefaults:
    """What the bundle renders for fields the plan leaves empty (sysctl lines, study I/O and ASM values).

    A node reporting exactly that value agrees with the plan: its fact does not turn into a plan override, so a
    rendered bundle read back gives the plan's own document.
    """

    def __init__(self, base: dict[str, Any]):
        self.base = base
        self.per_node: dict[str, dict[str, str]] = {}
        self.scalars: dict[str, Any] = {}
        try:
            topology = parse_topology(base)
        except TopologyInvalid:
            return
        for node in topology.nodes:
            self.per_node[node.hostname] = {line.key: line.value for line in render_sysctl.compute(topology, node)}
        io = render_context.io_defaults(topology)
        self.scalars = {
            "/shared_disks/asm_instance/shared_pool_size_mb": ASM_POOL_MB.value,
            "/shared_disks/asm_instance/large_pool_size_mb": ASM_POOL_MB.value,
            "/database/disk_asynch_io": io["disk_asynch_io"],
            "/database/filesystemio_options": (io["filesystemio_options"] or "").lower() or None,
        }

    def _expected(self, pointer: str, node: str) -> Any:
        if pointer == "/kernel/netdev_max_backlog":
            pointer = "/kernel/sysctl/net.core.netdev_max_backlog"
        if pointer.startswith("/kernel/sysctl/"):
            key = pointer[len("/kernel/sysctl/"):]
            if node in self.per_node:
                return self.per_node[node].get(key, _MISSING)
            values = {lines.get(key) for lines in self.per_node.values()}
            return values.pop() if len(values) == 1 else _MISSING
        if pointer in self.scalars and get(self.base, pointer) is None:
            return self.scalars[pointer]
        return _MISSING

    def deviating(self, pointer: str, by_node: dict[str, list[tuple[Any, str]]]) -> dict[str, list[tuple[Any, str]]]:
        """The nodes whose value differs from what the bundle renders for them."""
        out = {}
        for node, values in by_node.items():
            expected = self._expected(pointer, node)
            actual = values[-1][0]
            if expected is _MISSING or render_sysctl.one_line(actual) != render_sysctl.one_line(expected):
                out[node] = values
        return out


_MISSING = object()


def _skeleton(files: Mapping[str, Sequence[ParsedFile]], facts: dict) -> dict[str, Any]:
    """A document for a cluster with no plan: its nodes from the upload's node names, the rest defaults."""
    names = sorted((n for n in files if n != CLUSTER), key=natural_key)
    nodes = []
    for name in names:
        node: dict[str, Any] = {"hostname": name, "cpus": 1, "memory_gb": 1}
        shmall = _first(facts.get("/kernel/sysctl/kernel.shmall", {}), name)
        if isinstance(shmall, int) and shmall > 0:
            # The bundle sizes kernel.shmall (4 KiB pages) to cover the node's memory: a lower bound for it.
            node["memory_gb"] = max(1, math.floor(shmall * 4096 / 1024**3))
        nodes.append(node)
    return {"schema_version": 1, "cluster": {"name": "asbuilt"}, "nodes": nodes}


#: Document fields no file of a running cluster states: an import without a plan keeps the skeleton's defaults
#: for them (memory is estimated from kernel.shmall) and its warning names them.
NOT_IN_FILES = ("/nodes/*/cpus", "/nodes/*/machine", "/nodes/*/memory_gb",
                "/cluster/distribution", "/cluster/distribution_version", "/cluster/distribution_update",
                "/cluster/kernel_series", "/cluster/oracle_release", "/workload", "/storage/raid_level",
                "/storage/disks/*/size_gb", "/shared_disks/disk_groups", "/interconnect/layout",
                "/interconnect/inbound_buffers", "/public_network/racgvip_workaround", "/server/lms_nice",
                "/database/sga_attach_address")

_SKELETON_WARNING = ("no plan: these fields are not in a cluster's files and keep placeholder defaults (node memory "
                     "is estimated from kernel.shmall, at least 1 GiB); check them before using the document: "
                     + ", ".join(NOT_IN_FILES))


def natural_key(name: str) -> list[Any]:
    """Sort key that puts racdb2 before racdb10."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def _first(by_node: dict[str, list[tuple[Any, str]]], node: str) -> Any:
    values = by_node.get(node) or next(iter(by_node.values()), None)
    return values[-1][0] if values else None


def _node_facts(facts: dict, prefix: str) -> dict[str, dict[str, tuple[Any, str]]]:
    """node -> {sub-pointer after prefix: (value, kind)} for facts starting with ``prefix``."""
    out: dict[str, dict[str, tuple[Any, str]]] = {}
    for pointer, by_node in facts.items():
        if pointer.startswith(prefix):
            for node, values in by_node.items():
                out.setdefault(node, {})[unescape_pointer(pointer[len(prefix):])] = values[-1]
    return out


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


def _role(b: _Builder, node: str, name: str, values: dict[str, tuple[Any, str]], oifcfg: dict) -> str | None:
    """public / interconnect for one interface of one node, or None when it is neither."""
    for role, section in (("public", "public_network"), ("interconnect", "interconnect")):
        if oifcfg.get(section) == name:
            return role
    address = values.get("address", (None, ""))[0]
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
            role = _role(b, node, name, values, oifcfg)
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


def _place_disks(b: _Builder, facts: dict, *, planned: bool) -> None:
    """Shared disks: WWIDs of multipath aliases, the udev mode, DASDs; without a plan, the disks themselves."""
    mpaths = _node_facts(facts, "/_mpath/")
    dasds = _node_facts(facts, "/_dasd/")
    udev = _node_facts(facts, "/_udev/")
    if not planned:
        _skeleton_disks(b, mpaths, dasds, udev)
    disks = get(b.doc, "/storage/disks") or []
    for index, disk in enumerate(disks):
        name = disk.get("name")
        wwids = {node: [(entries[name][0]["wwid"], entries[name][1])] for node, entries in mpaths.items()
                 if name in entries}
        if wwids:
            b.agree(f"/storage/disks/{index}/wwid", wwids)
    _check_dasds(b, disks, dasds)
    modes: dict[str, list[tuple[Any, str]]] = {}
    for node, rules in udev.items():
        counted = Counter(v[0].get("mode") for v in rules.values() if v[0].get("owner") == "oracle"
                          and v[0].get("group") != "oinstall" and v[0].get("mode"))
        if counted:
            modes[node] = [(counted.most_common(1)[0][0], next(iter(rules.values()))[1])]
    if modes:
        b.agree("/shared_disks/udev_mode", modes)


def _check_dasds(b: _Builder, disks: list[dict[str, Any]], dasds: dict) -> None:
    """A planned DASD (kernel name or bus id) that a node's DASD list does not show as active is a warning."""
    for node, listing in sorted(dasds.items()):
        active = {name for name, (value, _) in listing.items() if value.get("status") == "active"}
        active |= {value["bus_id"] for name, (value, _) in listing.items() if value.get("status") == "active"}
        for disk in disks:
            device = str(disk.get("device") or "")
            wanted = re.sub(r"^/dev/(dasd[a-z]+)\d*$", r"\1", device)
            if (wanted.startswith("dasd") or re.fullmatch(r"\d\.\d\.[0-9a-f]{4}", wanted)) and wanted not in active:
                b.warnings.append(f"{node}: disk {disk.get('name')} ({device}) is not an active DASD on the node")


def _skeleton_disks(b: _Builder, mpaths: dict, dasds: dict, udev: dict) -> None:
    """Disks of a cluster without a plan: multipath maps, and the DASDs that have a udev rule (Oracle's disks)."""
    disks: dict[str, dict[str, Any]] = {}
    sources: dict[str, list[tuple[str, str]]] = {}
    for node, entries in sorted(mpaths.items()):
        for alias, (value, kind) in sorted(entries.items()):
            if re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]{0,39}", alias):
                disk = disks.setdefault(alias, {"name": alias, "size_gb": 1})
                disk["wwid"] = value["wwid"] if re.fullmatch(r"[0-9a-fA-F]{8,64}", value["wwid"]) else None
                sources.setdefault(alias, []).append((node, kind))
    ruled = {key for rules in udev.values() for key in rules}
    for node, listing in sorted(dasds.items()):
        for name, (value, kind) in sorted(listing.items()):
            if not ({name, f"{name}1", value.get("bus_id")} & ruled):
                continue
            disk = disks.setdefault(name, {"name": name, "device": f"/dev/{name}"})
            disk["size_gb"] = round(value.get("size_mb", 1024) / 1024, 2) or 1
            sources.setdefault(name, []).append((node, kind))
    if not disks:
        return
    b.warnings.append("no plan: disk sizes come from DASD lists only; multipath disks get a placeholder of 1 GB")
    names = sorted(disks)
    b.set("/storage/disks", [disks[name] for name in names], [src for name in names for src in sources[name]])
    for index, name in enumerate(names):
        b.provenance[f"/storage/disks/{index}"] = list(dict.fromkeys(sources[name]))


def _same_options(a: str, b: str) -> bool:
    return sorted(o.strip() for o in a.split(",") if o.strip()) == sorted(o.strip() for o in b.split(",") if o.strip())


def _place_nfs(b: _Builder, facts: dict, *, planned: bool) -> None:
    """The datafile NFS mount (at the plan's mount point; without one, the first NFS mount)."""
    mounts = _node_facts(facts, "/_nfs/")
    if not mounts:
        return
    planned = get(b.doc, "/storage/nfs/mount_point")
    by_field: dict[str, dict[str, list[tuple[Any, str]]]] = {}
    for node, entries in sorted(mounts.items()):
        point = planned if planned in entries else sorted(entries)[0] if planned is None else None
        if point is None:
            continue
        value, kind = entries[point]
        options = value["options"]
        if planned and _same_options(options, NFS_DATAFILE_OPTIONS.value) and not get(b.doc, "/storage/nfs/options"):
            options = ""  # the studies' options: the plan leaves the field empty for them
        for field_name, field_value in (("server", value["server"]), ("export", value["export"]),
                                        ("mount_point", point), ("options", options)):
            by_field.setdefault(field_name, {}).setdefault(node, []).append((field_value, kind))
    for field_name, by_node in sorted(by_field.items()):
        b.agree(f"/storage/nfs/{field_name}", by_node)

# --- an import without a plan: what the files imply -----------------------------------------------------------------

_SYSTEM_Z_KINDS = {"zipl", "dasd-devices", "lsdasd"}
_HBA_MODULES = (("ql4x", "iscsi_hba"), ("ql2x", "fc_hba"), ("lpfc", "fc_hba"))


def _device_type(name: str, label: str, infiniband: bool, system_z: bool) -> str | None:
    """The schema's network device for an interface: by name (hsi, ib), ifcfg label (NAME=) or platform."""
    label = label.lower()
    if infiniband or name.startswith("ib"):
        return "infiniband"
    if name.startswith("hsi") or "hipersockets" in label:
        return "hipersockets"
    if "osa" in label:
        return "osa_10gbe" if re.search(r"10\s*gb", label) else "osa_1gbe"
    if not system_z and name.startswith(("eth", "bond", "em", "en", "net")):
        return "gigabit_ethernet"  # x86 studies 001-003: speed is not in the files, the studies' LAN is 1 GbE
    return None


def _infer_unplanned(b: _Builder, files: Mapping[str, Sequence[ParsedFile]], facts: dict) -> None:
    """Platform, network device types, storage protocol, disk manager and database names from the files present."""
    kinds = {(node, f.kind) for node, parsed in files.items() for f in parsed}
    setting = {(node, f.kind, s.key): s.value for node, parsed in files.items() for f in parsed for s in f.settings}

    def seen(*wanted: str) -> list[tuple[str, str]]:
        return sorted((node, kind) for node, kind in kinds if kind in wanted)

    interfaces = _node_facts(facts, "/_if/")
    qeth = sorted((node, "ifcfg") for node, flat in interfaces.items() if any(k.startswith("qeth") for k in flat))
    system_z = seen(*_SYSTEM_Z_KINDS) + qeth
    if not system_z:
        b.set("/platform/architecture", "x86_64", seen("ifcfg", "ip-addr"))
        b.set("/platform/virtualization", "bare_metal", seen("ifcfg", "ip-addr"))
        b.warnings.append("no plan: no System z file (zipl, DASD, qeth), so the platform is x86_64 on bare metal; "
                          "a 32-bit x86 cluster needs the architecture changed")

    by_section: dict[str, dict[str, list[tuple[Any, str]]]] = {}
    for (node, name), role in sorted(b.roles.items()):
        flat = interfaces.get(node, {})
        kind = next((v[1] for k, v in flat.items() if k.startswith(f"{name}/")), "ifcfg")
        label = next((v for (n, k, key), v in setting.items() if n == node and key == f"{name} NAME"), "")
        device = _device_type(name, label, bool(flat.get(f"{name}/infiniband")), bool(system_z))
        if device is not None:
            pointer = "/interconnect/type" if role == "interconnect" else "/public_network/device_type"
            by_section.setdefault(pointer, {}).setdefault(node, []).append((device, kind))
    _rename_rules(b, facts, by_section)
    for pointer, by_node in sorted(by_section.items()):
        b.agree(pointer, by_node)

    _infer_storage(b, facts, setting, seen, system_z=bool(system_z))
    _infer_database(b, files, facts, seen)


def _rename_rules(b: _Builder, facts: dict, by_section: dict) -> None:
    """Interface names from udev rename rules matching a bus id (SLES qeth ifcfg files are named by bus id)."""
    for node, names in sorted(_node_facts(facts, "/_netname/").items()):
        for new_name, (match, kind) in sorted(names.items()):
            buses = re.findall(r"\d\.\d\.[0-9a-f]{4}", str(match))
            for (role_node, iface), role in sorted(b.roles.items()):
                pointer = f"/{'interconnect' if role == 'interconnect' else 'public_network'}/interface"
                if role_node == node and any(bus in iface for bus in buses) and pointer not in b.provenance:
                    by_section.setdefault(pointer, {}).setdefault(node, []).append((new_name, kind))


def _infer_storage(b: _Builder, facts: dict, setting: dict, seen, *, system_z: bool) -> None:
    options = sorted(key.split()[-1] for (_, kind, key) in setting if kind == "modprobe")
    hba = next((protocol for prefix, protocol in _HBA_MODULES for option in options if option.startswith(prefix)), None)
    nfs = seen("fstab") if _node_facts(facts, "/_nfs/") else []
    if seen("multipath-conf", "multipath-ll"):
        b.set("/storage/protocol", "fcp", seen("multipath-conf", "multipath-ll"))
    elif seen("dasd-devices", "lsdasd") or _node_facts(facts, "/_dasd/") or get(b.doc, "/storage/dasd_order_pinned"):
        b.set("/storage/protocol", "eckd", seen("dasd-devices", "lsdasd", "zipl"))
    elif hba is not None:
        b.set("/storage/protocol", hba, seen("modprobe"))
    elif nfs:
        b.set("/storage/protocol", "nfs", nfs)
    elif not system_z:
        b.warnings.append("no plan: the storage protocol is not in the files (no multipath, DASD, HBA module or NFS "
                          "mount); set it before using the document")

    asm = seen("oratab") if get(b.doc, "/shared_disks/asm_autostart") is not None else []
    asm += b.provenance.get("/shared_disks/asm_instance/shared_pool_size_mb", [])
    if "/shared_disks/manager" in b.provenance:
        return  # OCFS2's cluster.conf named it
    if asm:
        b.set("/shared_disks/manager", "asm", asm)
    elif nfs:
        b.set("/shared_disks/manager", "nfs", nfs)
    else:
        b.warnings.append("no plan: no ASM instance, OCFS2 cluster.conf or NFS mount in the files; the shared-disk "
                          "manager stays ASM")


def _init_scalar(value: str) -> Any:
    """An init.ora value as database.other holds it: a number, a boolean or the text."""
    if value.isdigit():
        return int(value)
    return value.upper() == "TRUE" if value.upper() in ("TRUE", "FALSE") else value


def _infer_database(b: _Builder, files: Mapping[str, Sequence[ParsedFile]], facts: dict, seen) -> None:
    """db_name names the cluster (the bundle derives db_name from it); computed parameters with another value than the
    bundle computes go to database.other; no cluster_interconnects line turns that parameter off."""
    inits = seen("init-ora")
    name = _first(facts.get("/_init/db_name", {}), CLUSTER)
    if isinstance(name, str) and re.fullmatch(r"[A-Za-z0-9]{1,8}", name):
        b.set("/cluster/name", name.lower(), inits)
    nodes = len(b.doc.get("nodes") or [])
    for param, computed in (("cluster_database", "TRUE"), ("cluster_database_instances", str(nodes))):
        value = _first(facts.get(f"/_init/{param}", {}), CLUSTER)
        if value is not None and str(value).upper() != computed:
            b.set(f"/database/other/{param}", _init_scalar(str(value)), inits)
    database = any(f.kind == "init-ora" and "/database/db_block_size" in f.facts for fs in files.values() for f in fs)
    if database and "/interconnect/cluster_interconnects" not in b.provenance:
        b.set("/interconnect/cluster_interconnects", False, inits)


__all__ = ["NOT_IN_FILES", "Assembled", "Conflict", "assemble", "get", "natural_key", "put"]
