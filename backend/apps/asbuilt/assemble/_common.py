"""What every part of the assembly shares: the result types, JSON pointers, the builder that sets values with
their provenance and records conflicts, and the lookups of the facts by node."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from apps.rules.engine import overlaps
from apps.topology.unknown import MISSING, value_at

from ..parsers import ParsedFile
from ..parsers.base import unescape_pointer

CLUSTER = "cluster"


#: Provenance of a host name: the folder (or node field) the files were uploaded under.
FOLDER = "upload folder"


DERIVED = "derived"


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


# --- JSON pointers ----------------------------------------------------------------------------------------------------


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


def escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


# --- the builder and the facts by node --------------------------------------------------------------------------------


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


def _sources(by_node: dict[str, list[tuple[Any, str]]]) -> list[tuple[str, str]]:
    return [(node, kind) for node, values in sorted(by_node.items()) for _, kind in values]


def _file_index(files: Mapping[str, Sequence[ParsedFile]]):
    """(the settings of every file by (node, kind, key), seen(*kinds) -> the (node, kind) pairs of those kinds)."""
    kinds = {(node, f.kind) for node, parsed in files.items() for f in parsed}
    setting = {(node, f.kind, s.key): s.value for node, parsed in files.items() for f in parsed for s in f.settings}

    def seen(*wanted: str) -> list[tuple[str, str]]:
        return sorted((node, kind) for node, kind in kinds if kind in wanted)

    return setting, seen
