"""The statement ledger held to the code it names: the rules that carry an entry, the topology fields it sets the
default of, the capacity figures it feeds.

The ledger (``apps.studies.ledger``) checks itself in ``apps.studies.ledger.checks``: quotes, headings, ids, kinds.
What its dispositions name lives here and in ``apps.topology``, which both read ``apps.studies``, so the checks that
look them up live on this side; ``apps/studies/tests/test_ledger.py`` holds the whole ledger to both. Each problem is
one line that names the entry and what to change.
"""

from __future__ import annotations

import inspect
import re
import types
import typing
from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import BaseModel

from apps.studies.ledger import checks, policy, targets
from apps.studies.ledger.types import DISPOSITION_KINDS as DISPOSITIONS
from apps.studies.ledger.types import SetAside, Statement
from apps.topology.schema import Topology

from . import capacity
from .engine import all_rules, get_rule

_CONSTANT = re.compile(r"^[A-Z][A-Z0-9_]*$")


def _models_in(annotation: Any) -> list[type]:
    """The pydantic models an annotation holds (through ``X | None``, ``list[X]``, ``dict[str, X]``)."""
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
    parts = targets.field_parts(path)
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


def capacity_figure(name: str) -> str | None:
    """Where a capacity figure lives: a constant of ``apps.rules.capacity`` (``SWEET_SPOT_USERS``), a public function
    defined there that computes figures from a plan (``capacity_estimate``), or the key of one of its reference points
    (``s002-sweet-spot``); None when the helper has no such figure."""
    found = getattr(capacity, name, None) if name.isidentifier() and not name.startswith("_") else None
    if found is not None and _CONSTANT.match(name):
        return f"apps.rules.capacity.{name}"
    if inspect.isfunction(found) and found.__module__ == capacity.__name__:
        return f"apps.rules.capacity.{name}()"
    keys = {p.key for points in capacity.REFERENCE_POINTS.values() for p in points}
    return f"apps.rules.capacity.REFERENCE_POINTS[{name!r}]" if name in keys else None


def disposition_problems(statements: Iterable[Statement]) -> list[str]:
    """Dispositions that name nothing real: a rule that does not exist or does not cite the entry's section back, a
    topology field without a default, a fixture or capacity figure that does not exist, ``none`` without a reason."""
    out = []
    for s in statements:
        if not s.does:
            out.append(f"{s.id}: says nothing about what RACplan does with it (give rules(...) or nothing(reason))")
        for d in s.does:
            if d.kind not in DISPOSITIONS:
                out.append(f"{s.id}: unknown disposition {d.kind!r}")
            elif d.kind == "rules":
                if not d.rules:
                    out.append(f"{s.id}: rules() names no rule")
                for rule_id in d.rules:
                    r = get_rule(rule_id)
                    if r is None or r.id != rule_id:
                        out.append(f"{s.id}: names rule {rule_id}, which does not exist")
                    elif not any(c.document == s.cite.document and c.section == s.cite.section for c in r.sources):
                        out.append(f"{s.id}: rule {rule_id} does not cite {s.cite.document}, "
                                   f"section {s.cite.section!r} among its sources (cite it back)")
            elif d.kind == "default":
                if not d.field or topology_field(d.field) is None:
                    out.append(f"{s.id}: default({d.field!r}) is not a topology field with a default")
            elif d.kind == "reference":
                if not d.fixture or targets.reference_fixture(d.fixture) is None:
                    out.append(f"{s.id}: reference({d.fixture!r}) names no reference plan, results fixture or run")
            elif d.kind == "capacity":
                if not d.capacity or capacity_figure(d.capacity) is None:
                    out.append(f"{s.id}: capacity({d.capacity!r}) is not a figure of apps.rules.capacity")
            elif not d.reason.strip():
                out.append(f"{s.id}: nothing() needs the reason a reader would accept")
    return out


def floor_problems(statements: Iterable[Statement]) -> list[str]:
    """Rules less severe than the floor the kind of an entry they carry sets (``policy.KIND_FLOOR``)."""
    out = []
    for s in statements:
        if s.kind not in policy.KIND_FLOOR:
            continue
        for rule_id in s.rule_ids:
            r = get_rule(rule_id)
            if r is not None and not policy.meets_floor(r.severity, s.kind):
                out.append(f"{rule_id} is {r.severity}, below the floor {policy.floor(s.kind)} that {s.id} "
                           f"({s.kind}) sets")
    return out


def unnamed_rules(statements: Iterable[Statement]) -> list[str]:
    """Rules of the catalogue that no entry names."""
    named = {rule_id for s in statements for rule_id in s.rule_ids}
    return [f"{r.id} is named by no ledger entry" for r in all_rules() if r.id not in named]


def all_problems(statements: Sequence[Statement], set_aside: Sequence[SetAside]) -> list[str]:
    """Every problem of the ledger, its own and those of what it names, in the order of the checks."""
    return (checks.quote_problems(statements) + checks.cite_problems(statements) + checks.id_problems(statements)
            + checks.kind_problems(statements) + disposition_problems(statements) + floor_problems(statements)
            + checks.set_aside_problems(set_aside))
