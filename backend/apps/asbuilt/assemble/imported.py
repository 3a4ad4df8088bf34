"""An import without a plan: a document from the evidence alone, every field a file did not show listed as
unknown."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Mapping, Sequence
from typing import Any

from apps.topology.parsing import TopologyInvalid, normalize
from apps.topology.schema import DB_NAME_CHARS, database_name_of

from ..parsers import ParsedFile
from ..parsers.base import unescape_pointer
from ._common import (
    CLUSTER,
    DERIVED,
    FOLDER,
    Assembled,
    _Builder,
    _file_index,
    _first,
    _node_facts,
    _sources,
    escape,
    get,
    natural_key,
    put,
)
from .network import _derive_networks, _device_type, _interface_sources, _place_hosts, _place_interfaces, _rename_rules
from .storage import _infer_storage, _place_disks, _place_nfs
from .system import _place_system, _platform

# Every field of the imported document is set from a file (its provenance names the node and the kind of file), or
# derived from such fields (its provenance says "derived: ..."), or it is *unknown*: listed in the document's
# ``unknown`` pointers, holding a value of the document's own platform only because the schema needs one. The plan
# editor asks for each unknown field and the bundle refuses to render while any is left.

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


def _covering(address: ipaddress.IPv4Address, others: list[ipaddress.IPv4Address]) -> ipaddress.IPv4Network:
    """The longest prefix (at most /24) holding every address."""
    for prefix in range(24, 0, -1):
        network = ipaddress.IPv4Network(f"{address}/{prefix}", strict=False)
        if all(other in network for other in others):
            return network
    return ipaddress.IPv4Network("0.0.0.0/0")


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
