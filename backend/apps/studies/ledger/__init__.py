"""The statement ledger: every sentence of the five studies that bears on a configuration or a result, and what
RACplan does with it (``types``), one module per study (``s000`` ... ``s004``).

``STATEMENTS`` is every entry in study order; ``SET_ASIDE`` the sentences judged not to bear on a configuration;
``by_id`` and ``for_rule`` look entries up. ``sentences`` finds the candidate sentences the coverage test holds the
ledger to.
"""

from __future__ import annotations

from functools import cache

from .types import Does, Effect, Scope, SetAside, Statement

_MODULES = ("s000", "s001", "s002", "s003", "s004")


@cache
def _load() -> tuple[tuple[Statement, ...], tuple[SetAside, ...]]:
    import importlib

    statements: list[Statement] = []
    set_aside: list[SetAside] = []
    for name in _MODULES:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
            continue
        statements.extend(module.STATEMENTS)
        set_aside.extend(getattr(module, "SET_ASIDE", ()))
    return tuple(statements), tuple(set_aside)


def statements() -> tuple[Statement, ...]:
    return _load()[0]


def set_aside() -> tuple[SetAside, ...]:
    return _load()[1]


@cache
def by_id() -> dict[str, Statement]:
    return {s.id: s for s in statements()}


@cache
def _rule_index() -> dict[str, tuple[Statement, ...]]:
    index: dict[str, list[Statement]] = {}
    for s in statements():
        for rule_id in s.rule_ids:
            index.setdefault(rule_id, []).append(s)
    return {k: tuple(v) for k, v in index.items()}


def for_rule(rule_id: str) -> tuple[Statement, ...]:
    """The ledger entries that a rule carries."""
    return _rule_index().get(rule_id, ())


__all__ = ["Does", "Effect", "Scope", "SetAside", "Statement", "statements", "set_aside", "by_id", "for_rule"]
