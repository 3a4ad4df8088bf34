"""``assemble``: the as-built document from every node's parsed files, onto the plan version's document or, without
one, as an import (:mod:`.imported`)."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from apps.bundles.selectors import one_line, planned_io, planned_sysctl
from apps.studies.values import ASM_POOL_MB
from apps.topology.parsing import TopologyInvalid, normalize, parse_topology

from ..parsers import ParsedFile
from ..parsers.oracle import init_same
from ._common import Assembled, Source, _Builder, _file_index, get
from .imported import _assemble_import
from .network import _place_hosts, _place_interfaces, _prefer_planned_interconnect
from .storage import _place_disks, _place_nfs, _storage_protocol
from .system import _place_architecture


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
    rendered bundle read back gives the plan's own document. So does an init.ora parameter of ``database.other``
    that the node prints as the plan's value in another case or unit (``booboo`` for a planned db_unique_name
    ``BOOBOO``, 1024m for 1G): Oracle reads them as one (``init_same``, which keeps SIDs and paths exact), and the
    document keeps the plan's spelling rather than report a difference Oracle does not see.
    """

    def __init__(self, base: dict[str, Any]):
        self.base = base
        self.per_node: dict[str, dict[str, str]] = {}
        self.scalars: dict[str, Any] = {}
        try:
            topology = parse_topology(base)
        except TopologyInvalid:
            return
        self.per_node = planned_sysctl(topology)
        io = planned_io(topology)
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

    def _same_parameter(self, pointer: str, actual: Any) -> bool:
        """An init.ora parameter of database.other that the plan sets to this value, as Oracle reads values."""
        if not pointer.startswith(_OTHER):
            return False
        planned = get(self.base, pointer)
        return isinstance(planned, str) and isinstance(actual, str) and init_same(
            f"*.{pointer[len(_OTHER):]}", planned, actual)

    def deviating(self, pointer: str, by_node: dict[str, list[tuple[Any, str]]]) -> dict[str, list[tuple[Any, str]]]:
        """The nodes whose value differs from what the bundle renders for them."""
        out = {}
        for node, values in by_node.items():
            expected = self._expected(pointer, node)
            actual = values[-1][0]
            if self._same_parameter(pointer, actual):
                continue
            if expected is _MISSING or one_line(actual) != one_line(expected):
                out[node] = values
        return out


_MISSING = object()
_OTHER = "/database/other/"
