"""Parsed files of a running cluster -> an as-built topology document (pure: no Django, no database).

``assemble(files, base=...)`` takes node name -> the node's :class:`~apps.asbuilt.parsers.ParsedFile` list (node
"cluster" holds cluster-wide files) and returns the document, starting from ``base`` (the plan version's document)
or, without one, from a skeleton built from the node names and the topology defaults. Every fact overrides the
document at its JSON pointer. Facts under ``/_...`` are per-node observations that need the document to be placed
(interfaces by subnet, host names, disks by alias or device); they are resolved here.

Cluster-wide values that nodes report differently are ``conflicts``: the value most nodes report wins (ties: the
first node by name) and every node's value is listed. ``provenance`` maps each pointer the files set to the
(node, kind) pairs behind it; a kind read from one fact is a :class:`Source`, which also names the file and line.
"""

from __future__ import annotations

import copy
import ipaddress
import math
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from apps.bundles.renderer import context as render_context
from apps.bundles.renderer import sysctl as render_sysctl
from apps.rules.engine import overlaps
from apps.studies.values import ASM_POOL_MB, NFS_DATAFILE_OPTIONS
from apps.topology.parsing import TopologyInvalid, normalize, parse_topology
from apps.topology.schema import DB_NAME_CHARS, database_name_of
from apps.topology.unknown import MISSING, value_at

from .parsers import ASBUILT_KINDS, ParsedFile
from .parsers.base import unescape_pointer
from .parsers.system import Z_MACHINE_TYPES

CLUSTER = "cluster"
_IFACE_NAME_MAX = 15  # the schema's interface name pattern: [a-z][a-z0-9._-]{0,14}


class Source(str):
    """The kind of file a fact came from, as provenance: equal to the kind text (the assembly compares kinds), and
    naming the uploaded file and the line the fact was read from (``line`` None: the whole file showed it)."""

    file: str
    line: int | None

    def __new__(cls, kind: str, file: str = "", line: int | None = None) -> Source:
        made = super().__new__(cls, kind)
        made.file, made.line = file, line
        return made

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Source):
            return (str(self), self.file, self.line) == (str(other), other.file, other.line)
        return str.__eq__(self, other)

    __hash__ = str.__hash__

    def __reduce__(self):  # copies and pickles keep the file and line
        return (Source, (str(self), self.file, self.line))


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
    #: Pointers some file showed, its value the plan's or not (a fact equal to what the bundle renders sets no
    #: provenance, yet the file showed it); with a plan, the rules may only read these (``not_shown``).
    shown: frozenset[str] = frozenset()

    @property
    def valid(self) -> bool:
        return not self.errors

    def not_shown(self, document: dict[str, Any]) -> Callable[[str], bool]:
        """The test of a rule field for the as-built check: True when some part of it no file showed.

        A field with ``*`` stands for each node's (each list item's) field: every one must be shown. A field is
        shown by a pointer inside it (``/storage/fcp`` by ``/storage/fcp/rr_min_io``) or enclosing it."""
        shown = tuple(self.shown)

        def covered(pointer: str) -> bool:
            return any(overlaps(pointer, seen) for seen in shown)

        def unknown(pattern: str) -> bool:
            return not all(covered(p) for p in _expand(document, pattern))

        return unknown


# --- JSON pointers ------------------------------------------------------------------------------------------------


def _expand(document: Any, pattern: str) -> list[str]:
    """The pointers a rule field stands for in ``document``: ``/nodes/*/vip`` -> ``/nodes/0/vip``, ``/nodes/1/vip``
    (none when the list is empty: nothing to show)."""
    done = [""]
    for token in pattern.strip("/").split("/"):
        if token != "*":
            done = [f"{p}/{token}" for p in done]
            continue
        lists = [(p, get(document, p)) for p in done]
        done = [f"{p}/{i}" for p, items in lists if isinstance(items, list) for i in range(len(items))]
    return done


def _tokens(pointer: str) -> list[str]:
    return [unescape_pointer(t) for t in pointer.lstrip("/").split("/")]


def get(doc: Any, pointer: str, default: Any = None) -> Any:
    value = value_at(doc, pointer)
    return default if value is MISSING else value


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
    unknown: set[str] = field(default_factory=set)  # fields known to be unknown even when empty (an import's)

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
                source = Source(parsed_file.kind, parsed_file.source, parsed_file.lines.get(pointer))
                facts.setdefault(pointer, {}).setdefault(node, []).append((value, source))
    if base is None:
        return _assemble_import(files, facts)
    _prefer_planned_interconnect(facts, base)
    doc = copy.deepcopy(base)
    builder = _Builder(doc)

    rendered = _RenderedDefaults(base)
    for pointer in sorted(p for p in facts if not p.startswith("/_")):
        by_node = rendered.deviating(pointer, facts[pointer])
        if by_node:
            builder.agree(pointer, by_node)
    _place_hosts(builder, facts)
    _place_interfaces(builder, facts)
    _place_disks(builder, facts, planned=True)
    _place_nfs(builder, facts, planned=True)
    _place_architecture(builder, facts)
    # The protocol the devices show; not the disk manager: a bundle's udev rules give OCFS2's and NFS's disks to
    # oracle too, so only an import (which reads OCFS2's cluster.conf first) infers it.
    _storage_protocol(builder, facts, *_file_index(files))

    errors: dict[str, list[str]] = {}
    document = builder.doc
    try:
        document = normalize(builder.doc)
    except TopologyInvalid as exc:
        errors = exc.errors
    shown = frozenset(builder.provenance) | {p for p in facts if not p.startswith("/_")}
    return Assembled(document, builder.provenance, builder.conflicts, builder.warnings, errors, shown)


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
        # a DASD's map shows its UID, not a SCSI WWID (parse_multipath_ll): no disk's wwid
        wwids = {node: [(entries[name][0]["wwid"], entries[name][1])] for node, entries in mpaths.items()
                 if name in entries and "wwid" in entries[name][0]}
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
    """Disks of a cluster without a plan: multipath maps, and the DASDs that have a udev rule (Oracle's disks).
    A disk's size is known from a DASD list; a multipath map does not show it (size unknown)."""
    disks: dict[str, dict[str, Any]] = {}
    sources: dict[str, dict[str, list[tuple[str, str]]]] = {}  # disk -> field -> sources
    for node, entries in sorted(mpaths.items()):
        for alias, (value, kind) in sorted(entries.items()):
            if re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]{0,39}", alias):
                # device-mapper names a multipath map's device after its alias (multipath.conf(5)).
                disk = disks.setdefault(alias, {"name": alias, "size_gb": 1, "device": f"/dev/mapper/{alias}"})
                fields = sources.setdefault(alias, {})
                for field_name in ("name", "device"):
                    fields.setdefault(field_name, []).append((node, kind))
                if re.fullmatch(r"[0-9a-fA-F]{8,64}", value.get("wwid", "")):
                    disk["wwid"] = value["wwid"]
                    fields.setdefault("wwid", []).append((node, kind))
    ruled = {key for rules in udev.values() for key in rules}
    for node, listing in sorted(dasds.items()):
        for name, (value, kind) in sorted(listing.items()):
            if not ({name, f"{name}1", value.get("bus_id")} & ruled):
                continue
            disk = disks.setdefault(name, {"name": name, "device": f"/dev/{name}", "size_gb": 1})
            fields = sources.setdefault(name, {})
            for field_name in ("name", "device"):
                fields.setdefault(field_name, []).append((node, kind))
            if value.get("size_mb"):
                disk["size_gb"] = round(value["size_mb"] / 1024, 2) or 1
                fields.setdefault("size_gb", []).append((node, kind))
    if not disks:
        return
    names = sorted(disks)
    b.doc.setdefault("storage", {})["disks"] = [disks[name] for name in names]
    for index, name in enumerate(names):
        for field_name, found in sources[name].items():
            b.provenance[f"/storage/disks/{index}/{field_name}"] = list(dict.fromkeys(found))


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

# --- an import without a plan: evidence only ------------------------------------------------------------------------
#
# Every field of the imported document is set from a file (its provenance names the node and the kind of file), or
# derived from such fields (its provenance says "derived: ..."), or it is *unknown*: listed in the document's
# ``unknown`` pointers, holding a value of the document's own platform only because the schema needs one. The plan
# editor asks for each unknown field and the bundle refuses to render while any is left.

_HBA_MODULES = (("ql4x", "iscsi_hba"), ("ql2x", "fc_hba"), ("lpfc", "fc_hba"))
#: Provenance of a host name: the folder (or node field) the files were uploaded under.
FOLDER = "upload folder"
DERIVED = "derived"

#: Values an unknown field holds because the schema needs one, by platform family: always of that family, never
#: another platform's (an x86 cluster never shows HiperSockets or ECKD). They are listed as unknown, not chosen.
_PLACEHOLDERS = {
    "s390x": {"/platform/architecture": "z10", "/platform/virtualization": "lpar",
              "/interconnect/type": "hipersockets", "/public_network/device_type": "osa_1gbe",
              "/storage/protocol": "eckd", "/cluster/distribution": "sles"},
    "x86": {"/platform/architecture": "x86_64", "/platform/virtualization": "bare_metal",
            "/interconnect/type": "gigabit_ethernet", "/public_network/device_type": "gigabit_ethernet",
            "/storage/protocol": "fcp", "/cluster/distribution": "rhel",
            # Ethernet's frame (RFC 894), not OSA's 1492 or HiperSockets' 8192 of the System z defaults.
            "/public_network/mtu": 1500, "/interconnect/mtu": 1500,
            # qeth inbound buffers exist only on System z.
            "/interconnect/inbound_buffers": None},
}

#: What to upload when a node's required address is in no file.
MISSING_ADDRESS = {
    "public_ip": "No file shows the public address of {node}: upload its /etc/hosts, `ip addr` (or `ip -br addr`) "
                 "output, or its ifcfg or NetworkManager files.",
    "vip": "No file shows the virtual IP of {node}: upload /etc/hosts (with {node}-vip) or the output of "
           "`srvctl config nodeapps`.",
}


#: An upload with no node folder whose files name no node either (a cluster/ folder alone).
NO_NODES = ("No node in the upload: the files are all cluster-wide (a cluster/ folder) and none of them names a "
            "node. Upload each node's files in a folder named after the node (rac1/, rac2/), or add to cluster/ "
            "`olsnodes -n -i -s`, `srvctl config nodeapps` or an /etc/hosts that lists the nodes with their VIPs.")
#: A node that cluster-wide files or another node's files name, with no folder of its own.
NAMED_NODE = ("{node} is a node of the cluster ({sources}) but no files of its own were uploaded: its addresses come "
              "from those files, everything else about it is unknown; upload its files to check it")
#: More database instances than nodes the files name.
FEWER_NODES = ("srvctl config database lists {count} instances ({instances}) but the files name {nodes} node(s) "
               "({names}); upload the other nodes' files or an /etc/hosts that lists them")
_HOST_LABEL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")


def _sources(by_node: dict[str, list[tuple[Any, str]]]) -> list[tuple[str, str]]:
    return [(node, kind) for node, values in sorted(by_node.items()) for _, kind in values]


def _named_nodes(facts: dict) -> dict[str, list[tuple[str, str]]]:
    """Host names the files give as nodes of the cluster -> the (folder, kind) behind each: olsnodes and srvctl's
    configured nodes, the servers crsctl shows resources on, the nodes srvctl config nodeapps gives a VIP, and the
    names /etc/hosts lists with a ``-vip`` (or ``vip``) name beside them."""
    named: dict[str, list[tuple[str, str]]] = {}

    def add(name: Any, source: tuple[str, str]) -> None:
        host = str(name).lower().split(".", 1)[0]
        if _HOST_LABEL.fullmatch(host) and source not in named.setdefault(host, []):
            named[host].append(source)

    for pointer in ("/_grid/nodes", "/_grid/servers"):
        for folder, values in sorted(facts.get(pointer, {}).items()):
            for value, kind in values:
                for name in value or ():
                    add(name, (folder, kind))
    for pointer, by_node in sorted(facts.items()):
        if pointer.startswith("/_grid/vip_name/"):
            for folder, values in sorted(by_node.items()):
                add(unescape_pointer(pointer[len("/_grid/vip_name/"):]), (folder, values[-1][1]))
    for folder, names in sorted(_node_facts(facts, "/_hosts/").items()):
        for name, (_, kind) in names.items():
            if f"{name}-vip" in names or f"{name}vip" in names:
                add(name, (folder, kind))
    return named


def _assemble_import(files: Mapping[str, Sequence[ParsedFile]], facts: dict) -> Assembled:
    folders = [n for n in files if n != CLUSTER]
    named = _named_nodes(facts)
    names = sorted({*folders, *named}, key=natural_key)
    if not names:
        return Assembled({}, {}, [], [], {"nodes": [NO_NODES]})
    b = _Builder({"schema_version": 1, "cluster": {}, "nodes": [{"hostname": name} for name in names]})
    b.set("/schema_version", 1, [(DERIVED, "the document format")])
    for index, name in enumerate(names):
        if name in folders:
            b.set(f"/nodes/{index}/hostname", name, [(name, FOLDER)])
        else:
            b.set(f"/nodes/{index}/hostname", name, named[name])
            kinds = sorted({f"{kind} of {folder}" for folder, kind in named[name]})
            b.warnings.append(NAMED_NODE.format(node=name, sources=", ".join(kinds)))
    instances = _first(facts.get("/_grid/instances", {}), CLUSTER) or []
    if len(instances) > len(names):
        b.warnings.append(FEWER_NODES.format(count=len(instances), instances=", ".join(instances), nodes=len(names),
                                             names=", ".join(names)))
    for pointer in sorted(p for p in facts if not p.startswith("/_")):
        b.agree(pointer, facts[pointer])
    _place_system(b, facts)
    _place_hosts(b, facts)
    _place_interfaces(b, facts)
    _place_disks(b, facts, planned=False)
    _place_nfs(b, facts, planned=False)
    family = _infer_unplanned(b, files, facts)
    _derive_networks(b, facts)
    interconnect = sorted({(node, "interfaces") for (node, _), role in b.roles.items() if role == "interconnect"})
    if interconnect and "/interconnect/bonding" not in b.provenance:
        b.set("/interconnect/bonding", False, [*_interface_sources(b, facts, "interconnect"),
                                                (DERIVED, "the interconnect interface is no bond and has no slaves")])

    errors: dict[str, list[str]] = {}
    for index, name in enumerate(names):
        for field_name, message in MISSING_ADDRESS.items():
            if f"/nodes/{index}/{field_name}" not in b.provenance:
                errors[f"nodes/{index}/{field_name}"] = [message.format(node=name)]
    if errors:
        return Assembled(b.doc, b.provenance, b.conflicts, b.warnings, errors)
    _placeholders(b, family or "x86")
    try:
        document = normalize(b.doc)
        unknown = unknown_pointers(document, b.provenance, also=b.unknown)
        document = normalize({**document, "unknown": unknown})
    except TopologyInvalid as exc:
        return Assembled(b.doc, b.provenance, b.conflicts, b.warnings, exc.errors)
    if unknown:
        b.warnings.append(f"imported, {len(unknown)} fields unknown: no file shows them ({', '.join(unknown)}); "
                          "choose each in the plan editor")
    return Assembled(document, b.provenance, b.conflicts, b.warnings, {})


def _place_system(b: _Builder, facts: dict) -> None:
    """CPUs and memory of each node (/proc/cpuinfo, /proc/meminfo); distribution and kernel series of the cluster."""
    per_node = _node_facts(facts, "/_sys/")
    for index, node in enumerate(b.doc["nodes"]):
        seen = per_node.get(node["hostname"], {})
        if "cpus" in seen:
            b.set(f"/nodes/{index}/cpus", seen["cpus"][0], [(node["hostname"], seen["cpus"][1])])
        if "memory_kb" in seen:
            # MemTotal is the memory less what the kernel reserved at boot: the node has the next whole GiB.
            memory = max(1, math.ceil(seen["memory_kb"][0] / 1024**2))
            b.set(f"/nodes/{index}/memory_gb", memory, [(node["hostname"], seen["memory_kb"][1])])
    for key in ("distribution", "distribution_version", "distribution_update", "kernel_series"):
        by_node = facts.get(f"/_sys/{key}", {})
        if by_node:
            b.agree(f"/cluster/{key}", by_node)


def _platform(b: _Builder, files: Mapping[str, Sequence[ParsedFile]], facts: dict, seen) -> str | None:
    """The platform family (s390x or x86) and, where the files show it, the architecture; None when no file shows
    either. s390x: DASD lists, zipl.conf, qeth or HiperSockets devices, CCW bus ids, uname or cpuinfo; x86: uname's
    machine field or cpuinfo."""
    interfaces = _node_facts(facts, "/_if/")
    system = _node_facts(facts, "/_sys/")
    z: list[tuple[str, str]] = [*seen(*(k.name for k in ASBUILT_KINDS if k.system_z)), *_dasd_rules(facts),
                                *_multipath_maps(facts, dasd=True)]
    for node, names in _node_facts(facts, "/_netname/").items():
        z += [(node, kind) for match, kind in names.values() if re.search(r"\d\.\d\.[0-9a-f]{4}", str(match))]
    x86: list[tuple[str, str]] = []
    for node, flat in sorted(interfaces.items()):
        for key, (_, kind) in flat.items():
            name = key.split("/", 1)[0]
            if name.startswith(("qeth", "hsi")) or re.search(r"\d\.\d\.[0-9a-f]{4}", name):
                z.append((node, kind))
    for node, values in sorted(system.items()):
        machine = values.get("machine", (None, ""))
        family = values.get("cpu_family", (None, ""))
        if machine[0] in ("s390x", "s390") or family[0] == "s390x":
            z.append((node, machine[1] if machine[0] else family[1]))
        if str(machine[0]) in _X86_MACHINES or family[0] == "x86":
            x86.append((node, machine[1] if machine[0] else family[1]))
    z, x86 = sorted(set(z)), sorted(set(x86))
    if z and x86:
        b.warnings.append("the files show both System z (" + ", ".join(f"{n}: {k}" for n, k in z) + ") and x86 ("
                          + ", ".join(f"{n}: {k}" for n, k in x86) + "); the platform is left unknown")
        return None
    if z:
        _place_architecture(b, facts)
        return "s390x"
    if x86:
        _place_architecture(b, facts)
        # The schema admits no other virtualization off System z (LPARs and z/VM exist only there).
        b.set("/platform/virtualization", "bare_metal", [*x86, (DERIVED, "x86 runs bare_metal in the schema")])
        # qeth inbound buffers exist only on System z.
        b.set("/interconnect/inbound_buffers", None, [*x86, (DERIVED, "no qeth device off System z")])
        return "x86"
    return None


_X86_MACHINES = ("x86_64", "amd64", "i386", "i486", "i586", "i686")


def _place_architecture(b: _Builder, facts: dict) -> None:
    """The architecture from ``uname -m`` (x86) or the machine type /proc/cpuinfo shows (System z); nothing when a
    node shows neither, or shows a machine type no study ran on (the reader warns of it)."""
    system = _node_facts(facts, "/_sys/")
    z = {node: [(Z_MACHINE_TYPES.get(v[0]), v[1])] for node, values in system.items()
         if (v := values.get("machine_type")) is not None}
    x86 = {node: [("x86_64" if v[0] in ("x86_64", "amd64") else "x86", v[1])]
           for node, values in system.items() if (v := values.get("machine")) is not None and v[0] in _X86_MACHINES}
    if z and x86:
        return  # both platforms: the import says so; a check with a plan leaves the field to no file
    found = z or x86
    if found and all(values[0][0] for values in found.values()):
        b.agree("/platform/architecture", found)


def _infer_unplanned(b: _Builder, files: Mapping[str, Sequence[ParsedFile]], facts: dict) -> str | None:
    """Platform, network device types, storage protocol, disk manager and database names from the files present;
    returns the platform family (None when no file shows it)."""
    setting, seen = _file_index(files)
    family = _platform(b, files, facts, seen)
    interfaces = _node_facts(facts, "/_if/")
    by_section: dict[str, dict[str, list[tuple[Any, str]]]] = {}
    for (node, name), role in sorted(b.roles.items()):
        flat = interfaces.get(node, {})
        kind = next((v[1] for k, v in flat.items() if k.startswith(f"{name}/")), "ifcfg")
        label = next((v for (n, k, key), v in setting.items() if n == node and key == f"{name} NAME"), "")
        device = _device_type(name, label, bool(flat.get(f"{name}/infiniband")))
        if device is not None:
            pointer = "/interconnect/type" if role == "interconnect" else "/public_network/device_type"
            by_section.setdefault(pointer, {}).setdefault(node, []).append((device, kind))
    _rename_rules(b, facts, by_section)
    for pointer, by_node in sorted(by_section.items()):
        b.agree(pointer, by_node)

    _infer_storage(b, facts, setting, seen)
    _infer_database(b, files, facts, seen)
    return family


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


def _covering(address: ipaddress.IPv4Address, others: list[ipaddress.IPv4Address]) -> ipaddress.IPv4Network:
    """The longest prefix (at most /24) holding every address."""
    for prefix in range(24, 0, -1):
        network = ipaddress.IPv4Network(f"{address}/{prefix}", strict=False)
        if all(other in network for other in others):
            return network
    return ipaddress.IPv4Network("0.0.0.0/0")


def _interface_sources(b: _Builder, facts: dict, role: str) -> list[tuple[str, str]]:
    interfaces = _node_facts(facts, "/_if/")
    return sorted({(node, kind) for (node, name), r in b.roles.items() if r == role
                   for key, (_, kind) in interfaces.get(node, {}).items() if key.startswith(f"{name}/")})


def _derive_networks(b: _Builder, facts: dict) -> None:
    """The public subnet from ``srvctl config nodeapps`` where no interface showed its mask."""
    if "/public_network/subnet" not in b.provenance and facts.get("/_grid/public_subnet"):
        b.agree("/public_network/subnet", facts["/_grid/public_subnet"])


def _placeholders(b: _Builder, family: str) -> None:
    """Values for the unknown fields the schema requires, of the document's own platform; each stays unknown.

    A subnet nobody showed is the narrowest (at most /24) that holds the nodes' addresses, so the document never
    contradicts itself; node CPUs and memory without /proc files are 1."""
    for pointer, value in _PLACEHOLDERS[family].items():
        if pointer not in b.provenance:
            put(b.doc, pointer, value)
    nodes = b.doc["nodes"]
    for node in nodes:
        node.setdefault("cpus", 1)
        node.setdefault("memory_gb", 1)
    for section, field_name in (("public_network", "public_ip"), ("interconnect", "private_ip")):
        if f"/{section}/subnet" in b.provenance:
            continue
        addresses = [ipaddress.IPv4Address(n[field_name]) for n in nodes if n.get(field_name)]
        if addresses:
            put(b.doc, f"/{section}/subnet", str(_covering(addresses[0], addresses)))
    if "/cluster/name" not in b.provenance:
        put(b.doc, "/cluster/name", "asbuilt")
    # What the cluster holds, when no file listed it, is unknown rather than "none"; a kernel series left empty
    # would be read from the distribution, which no file showed either.
    for pointer in (*_HELD_LISTS, "/cluster/kernel_series"):
        if pointer not in b.provenance and get(b.doc, pointer) in (None, []):
            b.unknown.add(pointer)


#: Lists of things a cluster has (its disks, disk groups, OCR and voting files): empty only when a file shows so.
_HELD_LISTS = ("/storage/disks", "/shared_disks/disk_groups", "/cluster_files/ocr/locations",
               "/cluster_files/voting/locations")


def unknown_pointers(document: dict[str, Any], provenance: Mapping[str, Any], *,
                     also: set[str] = frozenset()) -> list[str]:
    """The fields of ``document`` that no provenance covers (a pointer is covered by itself or an enclosing one).
    Empty values (null, "", [], {}) are unset, not unknown, unless ``also`` names them. A section whose every set
    field is unknown is named once."""
    covered = set(provenance)

    def is_covered(pointer: str) -> bool:
        if pointer in covered:
            return True
        parts = pointer.split("/")
        return any("/".join(parts[:i]) in covered for i in range(2, len(parts)))

    def walk(value: Any, pointer: str) -> tuple[list[str], str]:
        if is_covered(pointer):
            return [], "known"
        if pointer in also:
            return [pointer], "unknown"
        if isinstance(value, dict | list) and value:
            items = value.items() if isinstance(value, dict) else enumerate(value)
            found: list[str] = []
            states = set()
            for key, child in items:
                if pointer == "" and key == "unknown":
                    continue
                sub, state = walk(child, f"{pointer}/{escape(str(key))}")
                found += sub
                states.add(state)
            states.discard("empty")
            if states == {"unknown"} and pointer and isinstance(value, dict):
                return [pointer], "unknown"
            return found, "mixed" if states else "empty"
        if value is None or value in ("", [], {}):
            return [], "empty"
        return [pointer], "unknown"

    return walk(document, "")[0]


def escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _rename_rules(b: _Builder, facts: dict, by_section: dict) -> None:
    """Interface names from udev rename rules matching a bus id (SLES qeth ifcfg files are named by bus id)."""
    for node, names in sorted(_node_facts(facts, "/_netname/").items()):
        for new_name, (match, kind) in sorted(names.items()):
            buses = re.findall(r"\d\.\d\.[0-9a-f]{4}", str(match))
            for (role_node, iface), role in sorted(b.roles.items()):
                pointer = f"/{'interconnect' if role == 'interconnect' else 'public_network'}/interface"
                if role_node == node and any(bus in iface for bus in buses) and pointer not in b.provenance:
                    by_section.setdefault(pointer, {}).setdefault(node, []).append((new_name, kind))


def _dasd_rules(facts: dict) -> list[tuple[str, str]]:
    """Nodes whose udev rules give DASDs (dasdf1, or a CCW bus id) to the database: ECKD on System z."""
    return sorted({(node, kind) for node, rules in _node_facts(facts, "/_udev/").items()
                   for device, (_, kind) in rules.items() if _DASD.fullmatch(device)})


_DASD = re.compile(r"dasd[a-z]+\d*|\d\.\d\.[0-9a-f]{4}")


def _asm_evidence(b: _Builder, facts: dict, seen) -> list[tuple[str, str]]:
    """Files that show ASM manages the shared disks: oratab's +ASM entry, the ASM instance's parameters, udev rules
    giving disks to the grid or oracle user, a listener of ASM, ``asmcmd lsdg``/``lsdsk``, disk groups in
    ``crsctl stat res -t`` or ``srvctl config database``."""
    out = seen("oratab") if get(b.doc, "/shared_disks/asm_autostart") is not None else []
    out += b.provenance.get("/shared_disks/asm_instance/shared_pool_size_mb", [])
    for node, rules in _node_facts(facts, "/_udev/").items():
        out += [(node, kind) for value, kind in rules.values() if value.get("owner") in ("grid", "oracle")][:1]
    for node, listeners in _node_facts(facts, "/_listener/").items():
        out += [(node, kind) for name, (_, kind) in listeners.items() if "ASM" in name.upper()][:1]
    for pointer in ("/_asm/diskgroups", "/_asm/disks"):
        out += _sources(facts.get(pointer, {}))
    return sorted(set(out))


def _disk_groups(b: _Builder, facts: dict) -> None:
    """Disk groups and their redundancy from ``asmcmd lsdg``; names alone from Grid's other outputs."""
    found: dict[str, dict[str, list[tuple[Any, str]]]] = {}
    for node, groups in _node_facts(facts, "/_asm/diskgroup/").items():
        for name, (value, kind) in groups.items():
            found.setdefault(name.upper(), {}).setdefault(node, []).append((value.get("redundancy"), kind))
    named: dict[str, list[tuple[str, str]]] = {}
    for node, values in facts.get("/_asm/diskgroups", {}).items():
        for groups, kind in values:
            for name in groups:
                named.setdefault(str(name).upper(), []).append((node, kind))
    names = sorted(n for n in set(found) | set(named) if re.fullmatch(r"[A-Z][A-Z0-9_]{0,29}", n))
    if not names:
        return
    b.set("/shared_disks/disk_groups", [{"name": name} for name in names], [])
    del b.provenance["/shared_disks/disk_groups"]
    for index, name in enumerate(names):
        by_node = found.get(name, {})
        b.set(f"/shared_disks/disk_groups/{index}/name", name,
              _sources(by_node) + [s for s in named.get(name, []) if s not in _sources(by_node)])
        if by_node and all(v in ("external", "normal", "high") for vs in by_node.values() for v, _ in vs):
            b.agree(f"/shared_disks/disk_groups/{index}/redundancy", by_node)
        put(b.doc, f"/shared_disks/disk_groups/{index}/disks", [])
        b.unknown.add(f"/shared_disks/disk_groups/{index}/disks")  # which disks a group holds is in no file read


def _storage_protocol(b: _Builder, facts: dict, setting: dict, seen) -> None:
    """The storage protocol the files show: multipath (FCP), DASDs (ECKD), an HBA's module options, an NFS mount."""
    options = sorted(key.split()[-1] for (_, kind, key) in setting if kind == "modprobe")
    hba = next((protocol for prefix, protocol in _HBA_MODULES for option in options if option.startswith(prefix)), None)
    nfs = seen("fstab") if _node_facts(facts, "/_nfs/") else []
    # A multipath.conf whose devices entry is the DASDs' drives static PAV aliases (parse_multipath_conf), and a
    # multipath -ll whose maps are all DASDs shows them (parse_multipath_ll): neither is FCP.
    pav = set(facts.get("/storage/eckd/pav_multipath", {}))
    fcp_maps = {node for node, _ in _multipath_maps(facts, dasd=False)}
    multipath = [(node, kind) for node, kind in seen("multipath-conf", "multipath-ll")
                 if not (node in pav and (kind == "multipath-conf" or node not in fcp_maps))]
    dasd_maps = _multipath_maps(facts, dasd=True)
    if multipath:
        b.set("/storage/protocol", "fcp", multipath)
    elif seen("dasd-devices", "lsdasd") or _node_facts(facts, "/_dasd/") or _dasd_rules(facts) or dasd_maps:
        b.set("/storage/protocol", "eckd", seen("dasd-devices", "lsdasd") + dasd_maps + _dasd_rules(facts))
    elif hba is not None:
        b.set("/storage/protocol", hba, seen("modprobe"))
    elif nfs:
        b.set("/storage/protocol", "nfs", nfs)


def _multipath_maps(facts: dict, *, dasd: bool) -> list[tuple[str, str]]:
    """The (node, kind) of the multipath -ll outputs that show maps of DASDs (``dasd``) or of other disks (FCP)."""
    return sorted({(node, kind) for pointer, by_node in facts.items() if pointer.startswith("/_mpath/")
                   for node, values in by_node.items() for value, kind in values
                   if kind == "multipath-ll" and bool(value.get("dasd")) == dasd})


def _file_index(files: Mapping[str, Sequence[ParsedFile]]):
    """(the settings of every file by (node, kind, key), seen(*kinds) -> the (node, kind) pairs of those kinds)."""
    kinds = {(node, f.kind) for node, parsed in files.items() for f in parsed}
    setting = {(node, f.kind, s.key): s.value for node, parsed in files.items() for f in parsed for s in f.settings}

    def seen(*wanted: str) -> list[tuple[str, str]]:
        return sorted((node, kind) for node, kind in kinds if kind in wanted)

    return setting, seen


def _infer_storage(b: _Builder, facts: dict, setting: dict, seen) -> None:
    _storage_protocol(b, facts, setting, seen)
    _disk_groups(b, facts)
    if "/shared_disks/udev_mode" not in b.provenance:
        modes: dict[str, list[tuple[Any, str]]] = {}
        for node, rules in _node_facts(facts, "/_udev/").items():
            counted = Counter(v[0].get("mode") for v in rules.values() if v[0].get("owner") == "grid"
                              and v[0].get("mode"))
            if counted:
                modes[node] = [(counted.most_common(1)[0][0], next(iter(rules.values()))[1])]
        if modes:
            b.agree("/shared_disks/udev_mode", modes)
    _shared_disk_manager(b, facts, seen)


def _shared_disk_manager(b: _Builder, facts: dict, seen) -> None:
    """ASM when its own files or outputs show it, NFS when the datafiles' mount does (OCFS2's cluster.conf names
    itself)."""
    nfs = seen("fstab") if _node_facts(facts, "/_nfs/") else []
    if "/shared_disks/manager" in b.provenance:
        return  # OCFS2's cluster.conf named it
    asm = _asm_evidence(b, facts, seen)
    if asm:
        b.set("/shared_disks/manager", "asm", [*asm, (DERIVED, "ASM's own files and outputs")])
    elif nfs:
        b.set("/shared_disks/manager", "nfs", [*nfs, (DERIVED, "the datafiles' NFS mount")])


def _init_scalar(value: str) -> Any:
    """An init.ora value as database.other holds it: a number, a boolean or the text."""
    if value.isdigit():
        return int(value)
    return value.upper() == "TRUE" if value.upper() in ("TRUE", "FALSE") else value


def _infer_database(b: _Builder, files: Mapping[str, Sequence[ParsedFile]], facts: dict, seen) -> None:
    """db_name names the cluster when no file (olsnodes -c) shows the cluster's name (the bundle derives db_name from
    it), else it is kept in database.other when it is not the one derived; computed parameters with another value
    than the bundle computes go to database.other; no cluster_interconnects line turns that parameter off."""
    inits = seen("init-ora")
    name = _first(facts.get("/_init/db_name", {}), CLUSTER)
    shown = b.doc.get("cluster", {}).get("name") if "/cluster/name" in b.provenance else None
    derived = database_name_of(shown) if shown is not None else None
    if derived is not None and isinstance(name, str) and name.lower() != derived:
        # olsnodes -c showed the cluster's name: the database's own name is kept where the bundle reads it
        b.set("/database/other/db_name", name, _sources(facts["/_init/db_name"]))
    elif derived is not None and not isinstance(name, str) and len(derived) > DB_NAME_CHARS:
        # The name the bundle would derive is longer than Oracle allows and no file shows the database's own:
        # unknown, asked for (the placeholder only holds the document together).
        put(b.doc, "/database/other/db_name", derived[:DB_NAME_CHARS])
        b.unknown.add("/database/other/db_name")
    elif shown is None and isinstance(name, str) and re.fullmatch(r"[A-Za-z0-9]{1,8}", name):
        # No file read shows the cluster's own name: the database's name stands for it, said as a derivation.
        b.set("/cluster/name", name.lower(), [*_sources(facts["/_init/db_name"]),
                                              (DERIVED, f"the database's db_name {name}; no file shows the cluster "
                                                        "name itself")])
    nodes = len(b.doc.get("nodes") or [])
    for param, computed in (("cluster_database", "TRUE"), ("cluster_database_instances", str(nodes))):
        value = _first(facts.get(f"/_init/{param}", {}), CLUSTER)
        if value is not None and str(value).upper() != computed:
            b.set(f"/database/other/{param}", _init_scalar(str(value)), inits)
    database = any(f.kind == "init-ora" and "/database/db_block_size" in f.facts for fs in files.values() for f in fs)
    if database and "/interconnect/cluster_interconnects" not in b.provenance:
        b.set("/interconnect/cluster_interconnects", False, inits)


__all__ = ["Assembled", "Conflict", "Source", "assemble", "get", "natural_key", "put", "unknown_pointers"]
