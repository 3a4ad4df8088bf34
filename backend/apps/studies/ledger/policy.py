"""The severity policy as the ledger applies it: the floor each kind of statement sets for the rules built on it.

This is the one place the floor is written; the ledger meta-test (``apps/studies/tests/test_ledger.py``), the generated
documentation (``docs/studies/``, ``docs/rules/``) and the API's vocabulary read it from here. A rule that carries an
entry must be at least as severe as the entry's floor (order: error > warning > advice > info), whatever its own
``policy`` keyword says.
"""

from __future__ import annotations

from .types import STATEMENT_KINDS

#: Severities, worst first (the same order as ``apps.rules.engine.SEVERITIES``, which a test holds this to).
SEVERITY_ORDER: tuple[str, ...] = ("error", "warning", "advice", "info")

#: The least severity a rule may have when it carries a statement of this kind.
KIND_FLOOR: dict[str, str] = {
    "requirement": "error",  # it must be so, or it will not work
    "failure_seen": "error",  # the study saw it fail (where it only degraded, the entry is a measured effect)
    "recommendation": "warning",  # should, recommended, preferred, first choice
    "advice_against": "warning",  # not recommended, avoid
    "measured_effect": "advice",  # a measured gain or loss, with the study's number
    "setup": "info",  # the study's own lab: context that asks nothing of the architect
}

#: What each kind is called where people read it (the docs and the UI).
KIND_LABELS: dict[str, str] = {
    "requirement": "Requirement",
    "failure_seen": "Failure seen",
    "recommendation": "Recommendation",
    "advice_against": "Advice against",
    "measured_effect": "Measured effect",
    "setup": "Test setup",
}

#: What each kind means, in one phrase (the docs' policy table).
KIND_TEXT: dict[str, str] = {
    "requirement": "the study says it must be so, or it will not work",
    "failure_seen": "the study saw it fail: would not start, did not work, could not be used",
    "recommendation": "should, recommended, preferred, first choice",
    "advice_against": "not recommended, avoid, do not",
    "measured_effect": "a measured difference between two configurations, with its size",
    "setup": "an observation of the study's own lab or test set-up",
}

#: What each disposition is called where people read it.
DISPOSITION_LABELS: dict[str, str] = {
    "rules": "Rules",
    "default": "Default",
    "reference": "Reference fixture",
    "capacity": "Capacity figure",
    "none": "Set aside with a reason",
}

if set(KIND_FLOOR) != set(STATEMENT_KINDS) or set(KIND_LABELS) != set(STATEMENT_KINDS):  # pragma: no cover
    raise RuntimeError("Every statement kind needs a floor and a label in apps.studies.ledger.policy.")


def floor(kind: str) -> str:
    """The least severity of a rule that carries a statement of ``kind``."""
    return KIND_FLOOR[kind]


def meets_floor(severity: str, kind: str) -> bool:
    """True when a rule of ``severity`` is at least as severe as the floor ``kind`` sets."""
    return SEVERITY_ORDER.index(severity) <= SEVERITY_ORDER.index(KIND_FLOOR[kind])
