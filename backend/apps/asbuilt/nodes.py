"""Uploaded node names matched to the plan's nodes.

A contributor names a node as the cluster shows it: ``RACDB1`` or ``racdb1.example.com`` for the plan's ``racdb1``.
An uploaded name that is not a plan node is matched without regard to case and by its short host name (the part
before the first dot) when exactly one plan node answers and no other uploaded name claims it. The stored files keep
the name as uploaded (the file list shows it); only the check's assembly and diff see the plan's name.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any


def _short(name: str) -> str:
    return name.split(".", 1)[0].lower()


def plan_node_names(uploaded: Iterable[str], planned: Iterable[str]) -> dict[str, str]:
    """uploaded name -> the plan node it stands for (itself when it is one, or when no single match exists)."""
    plan = {p for p in planned if p}
    wanted = sorted(set(uploaded))
    out = {name: name for name in wanted}
    claims: dict[str, list[str]] = {}
    for name in wanted:
        if name in plan:
            claims.setdefault(name, []).append(name)
            continue
        hits = {p for p in plan if p.lower() == name.lower()} or {p for p in plan if _short(p) == _short(name)}
        if len(hits) == 1:
            claims.setdefault(hits.pop(), []).append(name)
    for target, names in claims.items():
        if len(names) == 1:
            out[names[0]] = target
    return out


def on_plan_nodes(rows: list[Any], planned: Iterable[str]) -> list[Any]:
    """Copies of the parsed file rows whose ``node`` is the plan's name for it (the rows themselves are untouched)."""
    names = plan_node_names((r.node for r in rows), planned)
    out = []
    for row in rows:
        if names[row.node] != row.node:
            row = copy.copy(row)
            row.node = names[row.node]
        out.append(row)
    return out
