"""The plan diff of an as-built check: the rendered bundle and the uploaded files, setting by setting.

Both sides go through the same parsers (`apps.asbuilt.parsers`), so they speak the same normalised keys and values
(Oracle Net and init.ora values are kept as printed; the ``same`` hook of their kinds compares them without regard
to case where Oracle reads them so).
Settings are compared per node and per file kind (all files of one kind on one node together, whatever they are
called), which makes ``sysctl -a`` output compare against the planned ``sysctl.conf`` keys and two udev rule files
against the two planned ones. Files of the bundle's ``cluster/`` folder are compared with the cluster's uploads, or
with each node's files of that kind when only nodes sent them.

Lines: ``changed`` (both set, values differ), ``missing`` (planned, absent on the node) and ``extra`` (set on the
node, not planned). An extra key is listed only when it sets something the plan sets under another key of the same
kind (the same setting name: ``defaults path_grouping_policy`` beside a planned ``device ... path_grouping_policy``,
a host name at another address); a ``sysctl -a`` dump thus never floods the diff. A kind the plan renders that a node
did not upload at all is one ``not_uploaded`` entry, not one missing line per key; so is a planned file of a kind
planned as several files (one ifcfg per interface) when the node has none of its settings.

Running state against planned files: the bundle renders configuration files, a node may send what it runs instead.
The planned files are therefore also projected onto the keys of the command output that shows their effect (the
``shows_as`` hook of their kinds' entries in ``parsers/kinds.py``): ``ifcfg-*`` onto ``ip addr``/``ip link`` (``<if>
mtu``, ``<if> inet``, ``<if> state``, ``<if> master``), ``multipath.conf`` onto ``multipath -ll`` (``<map>
path_grouping_policy``, the policy each map actually uses) and the ``dasd=`` list of ``zipl.conf`` onto ``lsdasd``
and ``/proc/dasd/devices`` (``<bus id> status`` active). Such a projected side never counts as not uploaded.
Interface files named by a qeth bus id (SLES on System z) are keyed by the interface name the plan gives: by the
plan's device number, else by the subnet their address lies in.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from apps.bundles.selectors import planned_interfaces, render_in_memory
from apps.topology.parsing import TopologyInvalid, parse_topology

from . import constants as C
from .parsers import ASBUILT_KINDS, KINDS, AsBuiltParseError, not_on_cluster, parse_file

CHANGES = ("changed", "missing", "extra")


Pairs = list[tuple[str, str]]


@dataclass(frozen=True)
class Side:
    """The settings of one file kind on one node: key -> (value, file).

    ``projected`` marks a planned side derived from files of another kind (see ``AsBuiltKind.shows_as``).
    """

    values: dict[str, tuple[str, str]]
    projected: bool = False


@dataclass(frozen=True)
class PlannedInterface:
    """A network interface of the plan, as the bundle renders it."""

    name: str
    bus_id: str | None = None
    subnet: ipaddress.IPv4Network | None = None
    slave: bool = False


@dataclass(frozen=True)
class Naming:
    """What the diff needs from the plan beyond its files: the interfaces, to name qeth interface files."""

    interfaces: tuple[PlannedInterface, ...] = field(default_factory=tuple)

    @classmethod
    def from_document(cls, document: dict[str, Any] | None) -> Naming:
        try:
            topology = parse_topology(document or {})
        except TopologyInvalid:
            return cls()
        return cls(tuple(PlannedInterface(name=i["name"], bus_id=i["bus_id"], subnet=ipaddress.IPv4Network(i["subnet"]),
                                          slave=i["role"] == "bond-slave") for i in planned_interfaces(topology)))

    def interface(self, name: str, address: str) -> str:
        """The plan's name for the interface an ifcfg file configures (``qeth-bus-ccw-0.0.07c3`` -> ``hsi0``)."""
        bus = _QETH.match(name)
        if not bus:
            return name
        for iface in self.interfaces:
            if iface.bus_id == bus.group(1).lower():
                return iface.name
        try:
            ip = ipaddress.IPv4Interface(address).ip
        except ValueError:
            return name
        hits = [i.name for i in self.interfaces if not i.slave and i.subnet is not None and ip in i.subnet]
        return hits[0] if len(hits) == 1 else name


_QETH = re.compile(r"^qeth-bus-ccw-(\d\.\d\.[0-9a-fA-F]{4})$")


def _group(items: Iterable[tuple[str, str, str, Iterable[tuple[str, str]]]], *,
           project: bool = False) -> dict[tuple[str, str], Side]:
    out: dict[tuple[str, str], Side] = {}
    projected: dict[tuple[str, str], Side] = {}
    for node, path, kind, settings in items:
        side = out.setdefault((node, kind), Side({}))
        for key, value in settings:
            side.values[key] = (value, path)
        shows_as = ASBUILT_KINDS[kind].shows_as if project and kind in ASBUILT_KINDS else None
        if shows_as is not None:
            target, function = shows_as
            derived = projected.setdefault((node, target), Side({}, projected=True))
            for key, value in function(list(settings)):
                derived.values[key] = (value, path)
    for where, side in projected.items():
        if side.values:
            out.setdefault(where, side)  # a planned file of that kind itself wins over a projection
    return out


def _named(kind: str, settings: Pairs, naming: Naming) -> Pairs:
    """The settings keyed by the plan's names where the kind's entry says how (``plan_names``)."""
    rename = ASBUILT_KINDS[kind].plan_names if kind in ASBUILT_KINDS else None
    return rename(settings, naming) if rename is not None else settings


def _compared_as(kind: str) -> str:
    """The kind an upload is compared as (``compared_as`` of its entry: another kind showing the same keys)."""
    entry = ASBUILT_KINDS[kind] if kind in ASBUILT_KINDS else None
    return entry.compared_as or kind if entry is not None else kind


def planned_sides(rendered: Iterable[Any], naming: Naming | None = None) -> dict[tuple[str, str], Side]:
    """Parse a rendered bundle's files (``node/path``) with the as-built parsers; bundle-only files are skipped."""
    naming = naming or Naming()
    items = []
    for f in rendered:
        node, sep, inner = f.path.partition("/")
        if not sep or not_on_cluster(f.path) or not_on_cluster(inner):
            continue
        try:
            parsed = parse_file(inner, f.content.encode("utf-8"))
        except AsBuiltParseError:
            continue  # a rendered file no parser reads (a profile, a pam snippet) is not compared
        items.append((node, f.path, parsed.kind, _named(parsed.kind, [(s.key, s.value) for s in parsed.settings],
                                                        naming)))
    return _group(items, project=True)


def actual_sides(files: Iterable[Any], naming: Naming | None = None) -> dict[tuple[str, str], Side]:
    """The parsed uploads (rows with ``node``, ``name``, ``kind`` and ``settings`` as [[key, value, line]])."""
    naming = naming or Naming()
    return _group((f.node, f"{f.node}/{f.name}", _compared_as(f.kind),
                   _named(f.kind, [(s[0], s[1]) for s in f.settings], naming)) for f in files)


def _name_part(key: str) -> str:
    return key.rsplit(" ", 1)[-1].lower()


def rule_for(*, key: str, node: str, kind: str, provenance: dict[str, list],
             findings: list[dict[str, Any]]) -> str | None:
    """The rule of the first finding on a document field that this node's files of this kind set, if any.

    `provenance` (from the assembler) maps each document pointer to the (node, kind) pairs it was read from. A finding
    on that field or inside it counts; a finding on a whole section the field sits in (``/kernel/sysctl``) counts
    when its message names the setting. A finding tagged with another node (``node``) does not count.
    """
    pointers = [p for p, sources in provenance.items() if any(tuple(s) == (node, kind) for s in sources)]
    for finding in findings:
        if finding.get("node") not in (None, node):
            continue  # a finding only another node's own values give
        for path in finding.get("paths", []):
            for pointer in pointers:
                if path == pointer or path.startswith(pointer + "/") or (
                        pointer.startswith(path + "/") and key in finding.get("message", "")):
                    return finding["rule"]
    return None


def _message(change: str, key: str, node: str, planned: str | None, actual: str | None) -> str:
    if change == "changed":
        return f"planned `{key}` {planned}, {node} has {actual}"
    if change == "missing":
        return f"planned `{key}` {planned}, {node} does not set it"
    return f"{node} sets `{key}` {actual}, which the plan does not"


def _compare(node: str, source: str, kind: str, planned: Side, actual: Side, findings: list[dict[str, Any]],
             provenance: dict[str, list], counts: dict[str, int]) -> list[dict[str, Any]]:
    lines = []
    names = {_name_part(k) for k in planned.values}
    owners = {k.split(" ", 1)[0] for k in planned.values}

    def line(change: str, key: str, path: str, want: str | None, have: str | None) -> dict[str, Any]:
        counts[change] += 1
        return {"node": node, "file": path, "kind": kind, "key": key, "planned": want, "actual": have,
                "change": change,
                "rule": rule_for(key=key, node=source, kind=kind, provenance=provenance, findings=findings),
                "message": _message(change, key, node, want, have)}

    shown = {_name_part(k) for k in actual.values}
    for key, (want, path) in planned.values.items():
        have = actual.values.get(key)
        if planned.projected and have is None and _name_part(key) not in shown:
            continue  # the output does not show this at all (``ip link`` has no addresses)
        if have is None:
            lines.append(line("missing", key, path, want, None))
        elif not _same(kind, key, want, have[0]):
            lines.append(line("changed", key, path, want, have[0]))
        else:
            counts["same"] += 1
    for key, (have, path) in actual.values.items():
        if key not in planned.values and _name_part(key) in names and (
                not planned.projected or key.split(" ", 1)[0] in owners):
            lines.append(line("extra", key, path, None, have))
    return lines


def _same(kind: str, key: str, want: str, have: str) -> bool:
    """Equal values; an ``ip addr`` address list holds the planned address (VIPs and SCAN addresses may join it),
    mount options are the same set in any order, and a kind's own ``same`` hook decides for its values (Oracle Net's
    and init.ora's without regard to case, but for SIDs and paths)."""
    same = ASBUILT_KINDS[kind].same if kind in ASBUILT_KINDS else None
    if same is not None:
        return same(key, want, have)
    if key.endswith(" inet"):
        return want in [a.strip() for a in have.split(",")]
    if key.endswith(" options") and "," in want + have:
        return sorted(want.split(",")) == sorted(have.split(","))  # fstab(5): the order of mount options is free
    return want == have


def _split_absent_files(planned: Side, actual: Side) -> tuple[Side, list[str]]:
    """A kind planned as several files (one ifcfg per interface, several udev rule files) of which a node sent some:
    a planned file none of whose settings the node has counts as not uploaded, not as one missing line per key."""
    by_file: dict[str, list[str]] = {}
    for key, (_, path) in planned.values.items():
        by_file.setdefault(path, []).append(key)
    if planned.projected or len(by_file) < 2:
        return planned, []
    absent = sorted(path for path, keys in by_file.items() if not any(k in actual.values for k in keys))
    if not absent:
        return planned, []
    return Side({k: v for k, v in planned.values.items() if v[1] not in absent}), absent


def compare(planned: dict[tuple[str, str], Side], actual: dict[tuple[str, str], Side],
            findings: list[dict[str, Any]], provenance: dict[str, list] | None = None) -> dict[str, Any]:
    """The diff document: ``summary``, ``lines``, ``not_uploaded`` (node, kind, files) and ``unplanned_nodes``."""
    counts = {"changed": 0, "missing": 0, "extra": 0, "same": 0, "not_uploaded": 0}
    lines: list[dict[str, Any]] = []
    not_uploaded: list[dict[str, Any]] = []
    uploaded_nodes = {node for node, _ in actual}
    for (node, kind), side in sorted(planned.items()):
        # (node named in the line, node whose upload it is, its settings)
        if (node, kind) in actual:
            targets = [(node, node, actual[(node, kind)])]
        elif node == C.CLUSTER_NODE:
            targets = sorted((n, n, s) for (n, k), s in actual.items() if k == kind and n != C.CLUSTER_NODE)
        elif (C.CLUSTER_NODE, kind) in actual:
            targets = [(node, C.CLUSTER_NODE, actual[(C.CLUSTER_NODE, kind)])]
        else:
            targets = []
        if not targets and side.projected:
            continue
        if not targets:
            counts["not_uploaded"] += 1
            not_uploaded.append({"node": node, "kind": kind, "kind_label": KINDS.get(kind, kind),
                                 "files": sorted({path for _, path in side.values.values()})})
            continue
        for target_node, source, target in targets:
            present, absent = _split_absent_files(side, target)
            if absent:
                counts["not_uploaded"] += 1
                not_uploaded.append({"node": target_node, "kind": kind, "kind_label": KINDS.get(kind, kind),
                                     "files": absent})
            lines.extend(_compare(target_node, source, kind, present, target, findings, provenance or {}, counts))
    planned_nodes = {node for node, _ in planned}
    unplanned = sorted(uploaded_nodes - planned_nodes - {C.CLUSTER_NODE})
    lines.sort(key=lambda x: (x["node"], x["kind"], x["file"], CHANGES.index(x["change"]), x["key"]))
    return {"summary": counts, "lines": lines, "not_uploaded": not_uploaded, "unplanned_nodes": unplanned}


def plan_diff(*, plan_version: Any, files: Iterable[Any], findings: list[dict[str, Any]],
              provenance: dict[str, list] | None = None) -> dict[str, Any]:
    """Render `plan_version`'s bundle in memory and compare it with the parsed as-built files."""
    rendered, _, _ = render_in_memory(plan_version)
    naming = Naming.from_document(plan_version.document)
    return compare(planned_sides(rendered, naming), actual_sides(files, naming), findings, provenance)
