"""What a disposition names, as the ledger spells it: a topology field by its path, a reference fixture by its name.

The generated documentation links to what these return. The lookups in the code the studies feed (rules, topology
fields with a default, capacity figures) are made by ``apps.rules.ledger_checks``: those apps read the studies, so
the ledger names them but never imports them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

_REPO = Path(__file__).resolve().parents[4]
FIXTURES_DIR = _REPO / "fixtures"


def field_parts(path: str) -> list[str]:
    """A field named as ``interconnect.type`` or ``/interconnect/type``, in parts; list indexes (``*``, digits) are
    left out (``nodes.*.machine`` is the ``machine`` of every node)."""
    parts = [p for p in re.split(r"[./]", path) if p]
    return [p for p in parts if p != "*" and not p.isdigit()]


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
