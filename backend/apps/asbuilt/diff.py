"""The plan diff of an as-built check: the rendered bundle and the uploaded files, setting by setting.

Both sides go through the same parsers (`apps.asbuilt.parsers`), so they speak the same normalised keys and values.
Settings are compared per node and per file kind (all files of one kind on one node together, whatever they are
called), which makes ``sysctl -a`` output compare against the planned ``sysctl.conf`` keys and two udev rule files
against the two planned ones. Files of the bundle's ``cluster/`` folder are compared with the cluster's uploads, or
with each node's files of that kind when only nodes sent them.

Lines: ``changed`` (both set, values differ), ``missing`` (planned, absent on the node) and ``extra`` (set on the
node, not planned). An extra key is listed only when it sets something the plan sets under another key of the same
kind (the same setting name: ``defaults path_grouping_policy`` beside a planned ``device ... path_grouping_policy``,
a host name at another address); a ``sysctl -a`` dump thus never floods the diff. A kind the plan renders that a node
did not upload at all is one ``not_uploaded`` entry, not one missing line per key.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from . import constants as C
from .parsers import KINDS, AsBuiltParseError, not_on_cluster, parse_file

CHANGES = ("changed", "missing", "extra")


@dataclass(frozen=True)
class Side:
    """The settings of one file kind on one node: key -> (value, file)."""

    values: dict[str, tuple[str, str]]


def _group(items: Iterable[tuple[str, str, str, Iterable[tuple[str, str]]]]) -> dict[tuple[str, str], Side]:
    out: dict[tuple[str, str], Side] = {}
    for node, path, kind, settings in items:
        side = out.setdefault((node, kind), Side({}))
        for key, value in settings:
            side.values[key] = (value, path)
    return out


def planned_sides(rendered: Iterable[Any]) -> dict[tuple[str, str], Side]:
    """Parse a rendered bundle's files (``node/path``) with the as-built parsers; bundle-only files are skipped."""
    items = []
    for f in rendered:
        node, sep, inner = f.path.partition("/")
        if not sep or not_on_cluster(f.path) or not_on_cluster(inner):
            continue
        try:
            parsed = parse_file(inner, f.content.encode("utf-8"))
        except AsBuiltParseError:
            continue  # a rendered file no parser reads (a profile, a pam snippet) is not compared
        items.append((node, f.path, parsed.kind, [(s.key, s.value) for s in parsed.settings]))
    return _group(items)


def actual_sides(files: Iterable[Any]) -> dict[tuple[str, str], Side]:
    """The parsed uploads (rows with ``node``, ``name``, ``kind`` and ``settings`` as [[key, value, line]])."""
    return _group((f.node, f"{f.node}/{f.name}", f.kind, [(s[0], s[1]) for s in f.settings]) for f in files)


def _name_part(key: str) -> str:
    return key.rsplit(" ", 1)[-1].lower()


def rule_for(*, key: str, node: str, kind: str, provenance: dict[str, list],
             findings: list[dict[str, Any]]) -> str | None:
    """The rule of the first finding on a document field that this node's files of this kind set, if any.

    `provenance` (from the assembler) maps each document pointer to the (node, kind) pairs it was read from. A finding
    on that field or inside it counts; a finding on a whole section the field sits in (``/kernel/sysctl``) counts
    when its message names the setting.
    """
    pointers = [p for p, sources in provenance.items() if any(tuple(s) == (node, kind) for s in sources)]
    for finding in findings:
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

    def line(change: str, key: str, path: str, want: str | None, have: str | None) -> dict[str, Any]:
        counts[change] += 1
        return {"node": node, "file": path, "kind": kind, "key": key, "planned": want, "actual": have,
                "change": change,
                "rule": rule_for(key=key, node=source, kind=kind, provenance=provenance, findings=findings),
                "message": _message(change, key, node, want, have)}

    for key, (want, path) in planned.values.items():
        have = actual.values.get(key)
        if have is None:
            lines.append(line("missing", key, path, want, None))
        elif have[0] != want:
            lines.append(line("changed", key, path, want, have[0]))
        else:
            counts["same"] += 1
    for key, (have, path) in actual.values.items():
        if key not in planned.values and _name_part(key) in names:
            lines.append(line("extra", key, path, None, have))
    return lines


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
        if not targets:
            counts["not_uploaded"] += 1
            not_uploaded.append({"node": node, "kind": kind, "kind_label": KINDS.get(kind, kind),
                                 "files": sorted({path for _, path in side.values.values()})})
            continue
        for target_node, source, target in targets:
            lines.extend(_compare(target_node, source, kind, side, target, findings, provenance or {}, counts))
    planned_nodes = {node for node, _ in planned}
    unplanned = sorted(uploaded_nodes - planned_nodes - {C.CLUSTER_NODE})
    lines.sort(key=lambda x: (x["node"], x["kind"], x["file"], CHANGES.index(x["change"]), x["key"]))
    return {"summary": counts, "lines": lines, "not_uploaded": not_uploaded, "unplanned_nodes": unplanned}


def plan_diff(*, plan_version: Any, files: Iterable[Any], findings: list[dict[str, Any]],
              provenance: dict[str, list] | None = None) -> dict[str, Any]:
    """Render `plan_version`'s bundle in memory and compare it with the parsed as-built files."""
    from apps.bundles.services import render_in_memory

    rendered, _, _ = render_in_memory(plan_version)
    return compare(planned_sides(rendered), actual_sides(files), findings, provenance)
