"""Whether a plan lies inside a statement's scope, and which of a rule's entries lets the rule speak about it.

A plan is described here in the ledger's own vocabulary (``PlanFacts``: the ``Scope`` dimensions, each value as a
``Scope`` spells it), so the ledger stays free of the topology it is applied to; ``apps.rules.reach`` builds the
facts from a parsed topology. A dimension the plan does not state (None) restricts nothing.

A rule may speak about a plan through an entry it carries when the plan is inside the entry's scope, or when the
entry's ``carries_over`` says why the study's reason holds outside it. ``reach`` picks that entry: the first one whose
scope holds the plan, else the first one that carries over, else none (the rule has no business firing there; the
scope meta-test, ``apps/rules/tests/test_scope_reach.py``, fails on such a finding).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .types import Scope, Statement


@dataclass(frozen=True)
class PlanFacts:
    """A plan in the ledger's vocabulary. ``distribution`` holds every spelling the plan matches (``rhel3``, or
    ``sles10`` and ``sles10-sp2``)."""

    platform: str | None = None
    virtualisation: str | None = None
    release: str | None = None
    distribution: tuple[str, ...] = ()
    storage: str | None = None
    disk_manager: str | None = None
    workload: str | None = None
    nodes: int | None = None
    server_mode: str | None = None


#: The single-valued dimensions and how a miss reads ("measured on x86, the plan is s390x").
_DIMENSIONS: tuple[tuple[str, str], ...] = (
    ("platform", "on"), ("virtualisation", "in"), ("release", "with Oracle"), ("storage", "on"),
    ("disk_manager", "with"), ("workload", "under"), ("server_mode", "with server mode"),
)


def scope_misses(scope: Scope, facts: PlanFacts) -> list[str]:
    """Where the plan lies outside ``scope``, one phrase per dimension (empty: the plan is inside)."""
    out: list[str] = []
    for name, word in _DIMENSIONS:
        wanted: tuple[str, ...] = getattr(scope, name)
        have: str | None = getattr(facts, name)
        if wanted and have is not None and have not in wanted:
            out.append(f"measured {word} {'/'.join(wanted)}, the plan is {have}")
    if scope.distribution and facts.distribution and not set(scope.distribution) & set(facts.distribution):
        out.append(f"measured on {'/'.join(scope.distribution)}, the plan is {facts.distribution[-1]}")
    if scope.nodes and facts.nodes is not None and facts.nodes not in scope.nodes:
        out.append(f"measured on {'/'.join(map(str, scope.nodes))} node(s), the plan has {facts.nodes}")
    return out


@dataclass(frozen=True)
class Reach:
    """The entry that lets a rule speak about a plan, and whether the plan is inside its scope (``within``) or the
    entry's carry-over takes it there."""

    statement: Statement
    within: bool


def reach(entries: Iterable[Statement], facts: PlanFacts) -> Reach | None:
    """The first entry whose scope holds the plan, else the first whose reason carries over; None when neither."""
    entries = tuple(entries)
    for s in entries:
        if not scope_misses(s.scope, facts):
            return Reach(s, True)
    for s in entries:
        if s.scope.carries_over.strip():
            return Reach(s, False)
    return None
