"""What a disposition names, found where it lives: a topology field, a reference fixture, a capacity figure.

The ledger meta-test requires every ``default``, ``reference`` and ``capacity`` disposition to name something these
functions find; the generated documentation links to what they return. Rules are looked up in the rule engine.
Imports of the topology schema and the capacity helper are made on use, so importing the ledger stays cheap.
"""

from __future__ import annotations

import json
import re
import types
import typing
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

_REPO = Path(__file__).resolve().parents[4]
FIXTURES_DIR = _REPO / "fixtures"
_CONSTANT = re.compile(r"^[A-Z][A-Z0-9_]*$")


def field_parts(path: str) -> list[str]:
    """A field named as ``interconnect.type`` or ``/interconnect/type``, in parts; list indexes (``*``, digits) are
    left out (``nodes.*.machine`` is the ``machine`` of every node)."""
    parts = [p for p in re.split(r"[./]", path) if p]
    return [p for p in parts if p != "*" and not p.isdigit()]


def _models_in(annotation: Any) -> list[type]:
    """The pydantic models an annotation holds (through ``X | None``, ``list[X]``, ``dict[str, X]``)."""
    from pydantic import BaseModel

    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    origin = typing.get_origin(annotation)
    if origin is None and not isinstance(annotation, types.UnionType):
        return []
    out: list[type] = []
    for arg in typing.get_args(annotation):
        out += _models_in(arg)
    return out


def topology_field(path: str) -> Any | None:
    """The pydantic ``FieldInfo`` of a topology field that has a default, or None when there is no such field."""
    from apps.topology.schema import Topology

    parts = field_parts(path)
    if not parts:
        return None
    model: type = Topology
    info = None
    for i, part in enumerate(parts):
        info = model.model_fields.get(part)  # type: ignore[attr-defined]
        if info is None:
            return None
        if i < len(parts) - 1:
            inner = _models_in(info.annotation)
            if len(inner) != 1:
                return None
            model = inner[0]
    return None if info is None or info.is_required() else info


def field_pointer(path: str) -> str:
    """The field as the rules and the editor name it: a JSON pointer (``/interconnect/type``)."""
    return "/" + "/".join(field_parts(path))


@dataclass(frozen=True)
class Fixture:
    """A reference fixture: its file (relative to the repository) and what it is."""

    path: str
    what: str


@cache
def _results() -> dict[str, tuple[str, str]]:
    """Result fixture ids and their runs' ids -> (file relative to the repository, what it is)."""
    out: dict[str, tuple[str, str]] = {}
    for p in sorted((FIXTURES_DIR / "results").glob("*.json")):
        doc = json.loads(p.read_text(encoding="utf-8"))
        rel = str(p.relative_to(_REPO))
        out[doc["id"]] = (rel, "reference results")
        for run in doc.get("runs", []):
            out.setdefault(run["id"], (rel, "reference run"))
    return out


def reference_fixture(name: str) -> Fixture | None:
    """A reference plan (``fixtures/plans/<name>.json``), a results fixture (its id) or one of its runs (the run's
    id); None when no fixture has that name."""
    plan = FIXTURES_DIR / "plans" / f"{name}.json"
    if "/" not in name and plan.is_file():
        return Fixture(str(plan.relative_to(_REPO)), "reference plan")
    found = _results().get(name)
    return Fixture(*found) if found else None


def capacity_figure(name: str) -> str | None:
    """Where a capacity figure lives: a constant of ``apps.rules.capacity`` (``SWEET_SPOT_USERS``), a public function
    defined there that computes figures from a plan (``capacity_estimate``), or the key of one of its reference points
    (``s002-sweet-spot``); None when the helper has no such figure."""
    import inspect

    from apps.rules import capacity

    found = getattr(capacity, name, None) if name.isidentifier() and not name.startswith("_") else None
    if found is not None and _CONSTANT.match(name):
        return f"apps.rules.capacity.{name}"
    if inspect.isfunction(found) and found.__module__ == capacity.__name__:
        return f"apps.rules.capacity.{name}()"
    keys = {p.key for points in capacity.REFERENCE_POINTS.values() for p in points}
    return f"apps.rules.capacity.REFERENCE_POINTS[{name!r}]" if name in keys else None


CAPACITY_FILE: Path = _REPO / "backend" / "apps" / "rules" / "capacity.py"
