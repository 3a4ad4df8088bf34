"""A parsed topology in the ledger's vocabulary (``apps.studies.ledger.reach.PlanFacts``), and the ledger entry that
lets a rule speak about it.

The engine calls ``entry_for`` once per rule that fired, so every finding names the statement whose scope (or
carry-over) made it fire.
"""

from __future__ import annotations

from functools import cache

from apps.studies.ledger import by_id, for_rule
from apps.studies.ledger.reach import PlanFacts, Reach, reach, scope_misses
from apps.topology.schema import Topology


def _release(oracle_release: str) -> str:
    """``10.2`` for ``10.2.0.4``; ``19`` for ``19.3``: the Scope vocabulary names releases by their first parts."""
    parts = oracle_release.split(".")
    return ".".join(parts[:2]) if parts[0] in ("10", "11", "12") else parts[0]


def platform_of(t: Topology) -> str:
    """``s390x`` for any System z machine, else the architecture (``x86``, ``x86_64``): a scope's and a rule's word."""
    return "s390x" if t.platform.is_system_z else t.platform.architecture


def plan_facts(t: Topology) -> PlanFacts:
    """The plan as a statement's scope reads it."""
    c = t.cluster
    name = f"{c.distribution}{c.distribution_version}"
    level = f"{name}-sp{c.distribution_update}" if c.distribution == "sles" else f"{name}-u{c.distribution_update}"
    return PlanFacts(
        platform=platform_of(t),
        virtualisation="none" if t.platform.virtualization == "bare_metal" else t.platform.virtualization,
        release=_release(c.oracle_release),
        distribution=(name, level),
        storage=t.storage.protocol,
        disk_manager=t.shared_disks.manager,
        workload=t.workload.type,
        nodes=len(t.nodes),
        server_mode=t.server.mode,
    )


@cache
def _entries(rule_id: str):
    return for_rule(rule_id)


def entry_for(rule_id: str, topology: Topology | None) -> Reach | None:
    """The entry of ``rule_id`` whose scope holds the plan (or whose reason carries over to it); without a plan (a
    run not linked to one) the rule's first entry, since nothing restricts it."""
    facts = plan_facts(topology) if topology is not None else PlanFacts()
    return reach(_entries(rule_id), facts)


def within(t: Topology, *statement_ids: str) -> bool:
    """True when the plan lies inside the measured scope of one of the named entries: how a rule built on entries
    that carry over nowhere keeps to where the study measured them."""
    facts = plan_facts(t)
    entries = by_id()
    return any(not scope_misses(entries[i].scope, facts) for i in statement_ids)
