"""The shapes of the statement ledger: one ``Statement`` per sentence of a study that bears on a configuration or a
result, and ``SetAside`` for sentences with normative or measured wording that do not.

A statement says what the study says (``quote``, verbatim, at most two sentences), what kind of statement it is,
where it holds (``Scope``) and what RACplan does with it (``Does``). Measured effects also carry their numbers
(``Effect``), which the plan estimate composes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..citation import Cite

#: What kind of statement a sentence is. The kind sets the floor of the severity of any rule built on it
#: (``apps.studies.ledger.policy``).
StatementKind = Literal[
    "requirement",  # the study says it must be so (or it will not work)
    "recommendation",  # should, recommended, preferred, first choice
    "advice_against",  # not recommended, avoid, do not
    "failure_seen",  # the study saw it fail: would not start, did not work, could not be used
    "measured_effect",  # a measured difference between two configurations, with its size
    "setup",  # an observation of the study's own lab or test set-up
]
STATEMENT_KINDS: tuple[str, ...] = StatementKind.__args__  # type: ignore[attr-defined]

#: How a statement reaches the product. ``rules``: rule ids; ``default``: a topology field whose default it sets;
#: ``reference``: a reference plan, run or report headline (the fixture's name); ``capacity``: a figure of the
#: capacity helper; ``none``: nothing, and ``reason`` says why.
DispositionKind = Literal["rules", "default", "reference", "capacity", "none"]
DISPOSITION_KINDS: tuple[str, ...] = DispositionKind.__args__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Scope:
    """Where a statement holds. An empty tuple means the statement does not restrict that dimension.

    Values use the topology vocabulary where one exists: platform ``s390x``/``x86_64``/``x86``; virtualisation
    ``lpar``/``zvm``/``kvm``/``none``; release ``10.1``/``10.2``/``11.1``/``11.2``; storage ``eckd``/``fcp``/
    ``iscsi``/``fc``/``nfs``; disk manager ``asm``/``ocfs2``/``nfs``/``raw``; workload ``oltp``/``dss``/``network``;
    server mode ``dedicated``/``shared``. ``carries_over`` says in one sentence where the study's reason still holds
    outside the measured scope (for example "any RAC on System z: the reason is the z/VM network stack"), or is empty
    when the statement must not be applied outside it.
    """

    platform: tuple[str, ...] = ()
    virtualisation: tuple[str, ...] = ()
    release: tuple[str, ...] = ()
    distribution: tuple[str, ...] = ()
    storage: tuple[str, ...] = ()
    disk_manager: tuple[str, ...] = ()
    workload: tuple[str, ...] = ()
    nodes: tuple[int, ...] = ()
    server_mode: tuple[str, ...] = ()
    carries_over: str = ""

    def as_dict(self) -> dict[str, object]:
        return {
            "platform": list(self.platform),
            "virtualisation": list(self.virtualisation),
            "release": list(self.release),
            "distribution": list(self.distribution),
            "storage": list(self.storage),
            "disk_manager": list(self.disk_manager),
            "workload": list(self.workload),
            "nodes": list(self.nodes),
            "server_mode": list(self.server_mode),
            "carries_over": self.carries_over,
        }


ANY = Scope()


@dataclass(frozen=True)
class Does:
    """What RACplan does with a statement: one of the dispositions, and what it names."""

    kind: DispositionKind
    rules: tuple[str, ...] = ()
    field: str | None = None
    fixture: str | None = None
    capacity: str | None = None
    reason: str = ""

    def as_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "rules": list(self.rules),
            "field": self.field,
            "fixture": self.fixture,
            "capacity": self.capacity,
            "reason": self.reason,
        }


def rules(*ids: str, reason: str = "") -> Does:
    return Does("rules", rules=ids, reason=reason)


def default(field_path: str, reason: str = "") -> Does:
    return Does("default", field=field_path, reason=reason)


def reference(fixture: str, reason: str = "") -> Does:
    return Does("reference", fixture=fixture, reason=reason)


def capacity(figure: str, reason: str = "") -> Does:
    return Does("capacity", capacity=figure, reason=reason)


def nothing(reason: str) -> Does:
    return Does("none", reason=reason)


#: What a measured effect measures. ``throughput``: transactions or users carried (higher is better);
#: ``cpu_per_txn``: CPU cost per transaction (lower is better); ``elapsed``: time of a query or a job (lower is
#: better); ``latency``: time of one operation (lower is better).
EffectMetric = Literal["throughput", "cpu_per_txn", "elapsed", "latency"]
EFFECT_METRICS: tuple[str, ...] = EffectMetric.__args__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Effect:
    """A measured difference: ``variant`` against ``baseline``, as a signed percentage of the baseline's value.

    ``change_pct`` is +11.0 when the variant is 11 % above the baseline. ``spread_pct`` is the run-to-run spread the
    study reports for this measurement (None where it reports none).
    """

    metric: EffectMetric
    baseline: str
    variant: str
    change_pct: float
    spread_pct: float | None = None

    def as_dict(self) -> dict[str, object]:
        return {
            "metric": self.metric,
            "baseline": self.baseline,
            "variant": self.variant,
            "change_pct": self.change_pct,
            "spread_pct": self.spread_pct,
        }


@dataclass(frozen=True)
class Statement:
    """One sentence (or two) of a study and what RACplan does with it."""

    id: str
    cite: Cite
    quote: str
    kind: StatementKind
    does: tuple[Does, ...]
    scope: Scope = ANY
    effect: Effect | None = None
    note: str = ""
    #: The other figures the same sentence prints, each against its own baseline ("12.4 % slower than FCP with OCFS,
    #: 4.4 % slower than FCP with ASM and only 2 % slower than hardware iSCSI"): a measured effect keeps every figure
    #: its sentence gives. ``effect`` is the one the plan estimate composes.
    more_effects: tuple[Effect, ...] = ()

    def as_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "cite": self.cite.as_dict(),
            "quote": self.quote,
            "kind": self.kind,
            "scope": self.scope.as_dict(),
            "does": [d.as_dict() for d in self.does],
            "effect": self.effect.as_dict() if self.effect else None,
            "more_effects": [e.as_dict() for e in self.more_effects],
            "note": self.note,
        }

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(r for d in self.does for r in d.rules)


@dataclass(frozen=True)
class SetAside:
    """Sentences with normative or measured wording that ask nothing of a configuration, with the reason.

    One reason may cover several sentences of one section (``quotes``), each verbatim.
    """

    cite: Cite
    quotes: tuple[str, ...]
    reason: str
    tags: tuple[str, ...] = field(default=())
