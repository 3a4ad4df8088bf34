"""A plan's expected throughput and CPU cost per transaction, composed from the studies' measured effects. Pure: no
Django, no database (like the comparison engine), so tests and the leave-one-out check call it directly.

How it works, in four steps:

1. **Levers.** A topology document is read into a few *levers*: the settings the studies varied one at a time and
   measured (interconnect type, storage and disk manager, block size, server mode, inbound buffers, LAN MTU,
   netdev_max_backlog, machine, Oracle release, HyperPAV, FCP multipath policy, SGA size, node count, and study 001's
   tuning steps). A lever the document does not state is unknown, never filled in, and listed as not stated.
2. **Nearest reference.** Of the reference plans (``fixtures/plans``: each is a configuration a study measured),
   those of the same platform family (System z or x86) and workload are candidates; the nearest is the one with the
   fewest levers that differ from the plan and cannot be bridged by a measured effect, then the fewest differing
   levers, then the reference that is the plan itself, then the fewest differences in size (node count, CPUs and
   memory per node, exact release), then by name.
3. **Effects.** ``EFFECT_LEVERS`` ties a ledger statement (``apps.studies.ledger``, kind ``measured_effect``) to the
   lever change it measured. For each lever that differs, the shortest chain of such effects from the reference's
   value to the plan's is composed (an effect walked backwards counts as its inverse). Each effect is checked
   against the plan's scope (platform family, release, workload, node count): in scope, it is used as measured;
   outside it, it is used only where the statement's ``scope.carries_over`` gives a reason that carries, marked
   *transferred*, with its uncertainty widened by ``TRANSFER_WIDENING``; otherwise it is left out and listed with
   why.
4. **Interval.** Effects multiply. Each effect carries a relative uncertainty: the study's run-to-run spread where it
   prints one (``Effect.spread_pct``), else ``DEFAULT_SPREAD_PCT``. Uncertainties add in quadrature on the log scale
   and the interval is the central 80 % (``Z_80``) of a log-normal around the point estimate.

``DEFAULT_SPREAD_PCT`` is not a guess: it is the smallest value (in steps of ``CALIBRATION_STEP_PCT``) for which
at least 80 % of the published runs that can be checked fall inside their leave-one-out 80 % interval
(``leave_one_out`` and ``calibrate``); the test suite recomputes it from the fixtures and holds the constant to it.
"""

from __future__ import annotations

import json
import math
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .ledger import statements as ledger_statements
from .ledger.types import Statement

#: The two-sided 80 % quantile of the normal distribution (the interval is the central 80 %).
Z_80 = 1.2816
#: The relative uncertainty of a measured effect whose study prints no run-to-run spread, in percent (one standard
#: deviation on the log scale). Calibrated by leave-one-out over the published runs: see ``calibrate``.
DEFAULT_SPREAD_PCT = 5.5
#: The grid the calibration searches, in percent.
CALIBRATION_STEP_PCT = 0.5
#: A transferred effect (measured outside the plan's scope, applied because its study's reason carries over) counts
#: with this many times its uncertainty: the study's reason carries, its size was not measured here.
TRANSFER_WIDENING = 2.0
#: The share of published runs the 80 % interval should hold.
TARGET_COVERAGE = 0.8

Metric = Literal["throughput", "cpu_per_txn"]
METRICS: tuple[Metric, ...] = ("throughput", "cpu_per_txn")
#: How an effect is walked: ``forward`` from its baseline to its variant, ``inverse`` back.
DIRECTIONS: tuple[str, ...] = ("forward", "inverse")

# --- levers --------------------------------------------------------------------------------------------------------


def _get(doc: Mapping[str, Any], *path: str | int) -> Any:
    cur: Any = doc
    for key in path:
        if isinstance(key, int):
            if not isinstance(cur, list) or len(cur) <= key:
                return None
            cur = cur[key]
        else:
            if not isinstance(cur, Mapping):
                return None
            cur = cur.get(key)
    return cur


def _release(doc: Mapping[str, Any]) -> str | None:
    value = _get(doc, "cluster", "oracle_release")
    if not isinstance(value, str) or value.count(".") < 1:
        return None
    return ".".join(value.split(".")[:2])


def _storage_layout(doc: Mapping[str, Any]) -> str | None:
    protocol, manager = _get(doc, "storage", "protocol"), _get(doc, "shared_disks", "manager")
    return f"{protocol}+{manager}" if protocol and manager else None


def _backlog(doc: Mapping[str, Any]) -> Any:
    value = _get(doc, "kernel", "netdev_max_backlog")
    if value is not None:
        return value
    # Study 000, "Network setup - device queue length": 1000 is the SLES 10 default; unset on SLES 10 means 1000.
    if _get(doc, "cluster", "distribution") == "sles" and _get(doc, "cluster", "distribution_version") == 10:
        return 1000
    return None


def _multipath(doc: Mapping[str, Any]) -> str | None:
    if _get(doc, "storage", "protocol") != "fcp":
        return None
    policy = _get(doc, "storage", "fcp", "multipath_policy")
    if policy == "multibus":
        rr = _get(doc, "storage", "fcp", "rr_min_io")
        if not isinstance(rr, int):
            return None
        # Study 004, "CPU cost per transactional throughput": rr_min_io 100 to 1000 measured alike.
        return "multibus rr_min_io 100-1000" if rr >= 100 else f"multibus rr_min_io {rr}"
    return policy


def _node_count(doc: Mapping[str, Any]) -> int | None:
    nodes = _get(doc, "nodes")
    return len(nodes) if isinstance(nodes, list) and nodes else None


def _pav(doc: Mapping[str, Any]) -> str | None:
    if _get(doc, "storage", "protocol") != "eckd":
        return None
    return _get(doc, "storage", "eckd", "pav")


#: Lever name -> how to read it from a topology document (None when the document does not say).
LEVERS: dict[str, Callable[[Mapping[str, Any]], Any]] = {
    "interconnect": lambda d: _get(d, "interconnect", "type"),
    "storage_layout": _storage_layout,
    "block_size": lambda d: _get(d, "database", "db_block_size"),
    "server_mode": lambda d: _get(d, "server", "mode"),
    "inbound_buffers": lambda d: _get(d, "interconnect", "inbound_buffers"),
    "lan_mtu": lambda d: _get(d, "public_network", "mtu"),
    "netdev_backlog": _backlog,
    "machine": lambda d: _get(d, "platform", "architecture"),
    "release": _release,
    "pav": _pav,
    "multipath": _multipath,
    "sga_target_mb": lambda d: _get(d, "database", "sga_target_mb"),
    "lms_nice": lambda d: _get(d, "server", "lms_nice"),
    "parallel_max_servers": lambda d: _get(d, "database", "parallel_max_servers"),
    "db_cache_size_mb": lambda d: _get(d, "database", "db_cache_size_mb"),
    "node_count": _node_count,
}

LEVER_LABELS: dict[str, str] = {
    "interconnect": "interconnect type",
    "storage_layout": "storage and disk manager",
    "block_size": "database block size",
    "server_mode": "server processes",
    "inbound_buffers": "interconnect inbound buffers",
    "lan_mtu": "LAN MTU",
    "netdev_backlog": "net.core.netdev_max_backlog",
    "machine": "machine",
    "release": "Oracle release",
    "pav": "ECKD parallel access volumes",
    "multipath": "FCP multipath policy",
    "sga_target_mb": "SGA size (MB)",
    "lms_nice": "LMS process priority",
    "parallel_max_servers": "parallel_max_servers",
    "db_cache_size_mb": "db_cache_size floor (MB)",
    "node_count": "node count",
}


@dataclass(frozen=True)
class LeverEffect:
    """A ledger statement read as a lever change: ``lever`` from ``before`` to ``after``.

    ``per_cpu`` marks an effect on transactions per CPU: it enters the CPU cost per transaction as its inverse.
    ``workloads``, when set, are the only workloads the effect is applied to, in scope or transferred: the study's
    reason for it holds for those alone (study 003's node scaling is of CPU-bound DSS queries).
    """

    lever: str
    before: Any
    after: Any
    per_cpu: bool = False
    workloads: tuple[str, ...] = ()


#: Ledger statement id -> the lever change it measured. One statement per measured number: where the ledger holds
#: the same number twice (a study's summary repeating its section), the section is used. Effects not listed here
#: measure something other than a transaction rate or CPU cost (disk MB/s, latencies, users per node) or change
#: several levers at once; the page in docs/ lists them.
EFFECT_LEVERS: dict[str, LeverEffect] = {
    # study 000 (System z10, RAC 10.2, OLTP)
    "000-107": LeverEffect("storage_layout", "eckd+ocfs2", "eckd+asm"),
    "000-118": LeverEffect("block_size", 8192, 4096),
    "000-127": LeverEffect("server_mode", "shared", "dedicated"),
    "000-141": LeverEffect("inbound_buffers", 16, 64),
    "000-142": LeverEffect("inbound_buffers", 64, 128),
    "000-150": LeverEffect("lan_mtu", 8192, 1492),
    "000-155": LeverEffect("netdev_backlog", 1000, 2000),
    "000-160": LeverEffect("interconnect", "osa_10gbe", "hipersockets"),
    "000-161": LeverEffect("interconnect", "osa_1gbe", "hipersockets"),
    "000-162": LeverEffect("interconnect", "osa_10gbe", "hipersockets"),
    "000-168": LeverEffect("machine", "z10", "z196", per_cpu=True),
    # study 001 (x86 RAC 10.1, OLTP): storage set-ups and the tuning steps
    "001-006": LeverEffect("storage_layout", "fc_hba+ocfs", "nfs+nfs"),
    "001-007": LeverEffect("storage_layout", "fc_hba+asm", "nfs+nfs"),
    "001-008": LeverEffect("storage_layout", "iscsi_hba+asm", "nfs+nfs"),
    "001-026": LeverEffect("storage_layout", "iscsi_software+asm", "nfs+asm"),
    "001-031": LeverEffect("storage_layout", "nfs+asm", "nfs+nfs"),
    "001-034": LeverEffect("storage_layout", "iscsi_software+asm", "iscsi_hba+asm"),
    "001-036": LeverEffect("storage_layout", "iscsi_hba+asm", "fc_hba+asm"),
    "001-038": LeverEffect("storage_layout", "fc_hba+asm", "fc_hba+ocfs"),
    "001-041": LeverEffect("storage_layout", "nfs+nfs", "iscsi_software+asm"),
    "001-012": LeverEffect("sga_target_mb", 1152, 2512),
    "001-016": LeverEffect("lms_nice", None, -20),
    "001-018": LeverEffect("parallel_max_servers", 80, 0),
    "001-019": LeverEffect("db_cache_size_mb", None, 2256),
    # study 003 (x86_64 RAC 10.1, DSS)
    "003-025": LeverEffect("interconnect", "gigabit_ethernet", "infiniband"),
    # "4 processors" on one node to "8 processors (two nodes of 4)": the one node scaling measured in a transaction
    # rate (study 002's node scaling counts users carried, not transactions).
    "003-019": LeverEffect("node_count", 1, 2, workloads=("dss",)),
    # study 004 (System z196, single instance 10.2 / 11.2, OLTP)
    "004-062": LeverEffect("sga_target_mb", 6144, 4096),
    "004-078": LeverEffect("release", "10.2", "11.2"),
    "004-082": LeverEffect("release", "10.2", "11.2", per_cpu=True),
    "004-093": LeverEffect("pav", "none", "hyperpav"),
    "004-126": LeverEffect("multipath", "multibus rr_min_io 100-1000", "failover"),
    "004-127": LeverEffect("multipath", "multibus rr_min_io 100-1000", "multibus rr_min_io 10"),
}

#: Levers whose "unset" (None) is a value the studies measured (study 001's defaults before tuning).
_NONE_IS_A_VALUE = {"lms_nice", "db_cache_size_mb"}


def levers(doc: Mapping[str, Any]) -> dict[str, Any]:
    """The document's lever values (None: the document does not say, or lists the field in ``unknown``: a
    placeholder nobody chose, which no file showed, is not a value)."""
    return {name: read(_known(doc)) for name, read in LEVERS.items()}


def _known(doc: Mapping[str, Any]) -> Mapping[str, Any]:
    """``doc`` with every field its ``unknown`` list names set to None (the document itself when it lists none)."""
    unknown = doc.get("unknown") if isinstance(doc, Mapping) else None
    if not unknown:
        return doc
    out = json.loads(json.dumps(doc))
    for pointer in unknown:
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in str(pointer).strip("/").split("/")]
        cur: Any = out
        for token in tokens[:-1]:
            cur = cur[int(token)] if isinstance(cur, list) and token.isdigit() and int(token) < len(cur) else (
                cur.get(token) if isinstance(cur, dict) else None)
            if cur is None:
                break
        last = tokens[-1]
        if isinstance(cur, dict) and last in cur:
            cur[last] = None
        elif isinstance(cur, list) and last.isdigit() and int(last) < len(cur):
            cur[int(last)] = None
    return out


# --- scope ---------------------------------------------------------------------------------------------------------


def platform_family(doc: Mapping[str, Any]) -> str | None:
    arch = _get(doc, "platform", "architecture")
    if not isinstance(arch, str):
        return None
    if arch.startswith("z") or arch == "s390x":
        return "s390x"
    if arch in ("x86", "x86_64"):
        return "x86"
    return arch


def _family_of(platform: str) -> str:
    return "x86" if platform in ("x86", "x86_64") else platform


@dataclass(frozen=True)
class PlanScope:
    family: str | None
    release: str | None
    workload: str | None
    nodes: int | None = None

    @classmethod
    def of(cls, doc: Mapping[str, Any]) -> PlanScope:
        nodes = _get(doc, "nodes")
        return cls(platform_family(doc), _release(doc), _get(doc, "workload", "type"),
                   len(nodes) if isinstance(nodes, list) and nodes else None)


def scope_misses(statement: Statement, scope: PlanScope) -> list[str]:
    """Where the plan lies outside the statement's scope (platform family, release, workload, node count)."""
    misses = []
    s = statement.scope
    if s.platform and scope.family and scope.family not in {_family_of(p) for p in s.platform}:
        misses.append(f"measured on {'/'.join(s.platform)}, the plan is {scope.family}")
    if s.release and scope.release and scope.release not in s.release:
        misses.append(f"measured on Oracle {'/'.join(s.release)}, the plan is {scope.release}")
    if s.workload and scope.workload and scope.workload not in s.workload:
        misses.append(f"measured under {'/'.join(s.workload)}, the plan is {scope.workload}")
    if s.nodes and scope.nodes and scope.nodes not in s.nodes:
        misses.append(f"measured on {'/'.join(map(str, s.nodes))} node(s), the plan has {scope.nodes}")
    return misses


# --- the estimate --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reference:
    """A configuration a study measured: a reference plan's slug, name and topology document."""

    slug: str
    name: str
    document: Mapping[str, Any]


@dataclass(frozen=True)
class Contribution:
    statement: str
    study: str
    section: str
    lever: str
    baseline: str
    variant: str
    change_pct: float
    metric: Metric
    direction: Literal["forward", "inverse"]
    factor: float
    spread_pct: float
    spread_source: Literal["study", "default"]
    transferred: bool
    carries_over: str = ""
    document: str = ""
    rules: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        out = {k: getattr(self, k) for k in self.__dataclass_fields__}
        out["rules"] = list(self.rules)
        return out


@dataclass(frozen=True)
class LeftOut:
    statement: str
    study: str
    section: str
    lever: str
    reason: str
    document: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


@dataclass(frozen=True)
class Difference:
    lever: str
    label: str
    reference: Any
    plan: Any
    bridged: bool

    def as_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


@dataclass(frozen=True)
class MetricEstimate:
    metric: Metric
    ratio: float
    low: float
    high: float
    change_pct: float
    low_pct: float
    high_pct: float
    sigma: float
    contributions: tuple[Contribution, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "metric": self.metric,
            "ratio": round(self.ratio, 4),
            "low": round(self.low, 4),
            "high": round(self.high, 4),
            "change_pct": round(self.change_pct, 1),
            "low_pct": round(self.low_pct, 1),
            "high_pct": round(self.high_pct, 1),
            "contributions": [c.as_dict() for c in self.contributions],
        }


@dataclass(frozen=True)
class Estimate:
    reference: Reference | None
    family: str | None
    workload: str | None
    differences: tuple[Difference, ...]
    metrics: dict[str, MetricEstimate]
    left_out: tuple[LeftOut, ...]
    default_spread_pct: float
    interval_pct: int = 80
    notes: tuple[str, ...] = field(default=())
    #: The levers the reference states and the plan does not: unknown, so not in the estimate either way.
    not_stated: tuple[Difference, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "reference": None if self.reference is None else {"slug": self.reference.slug,
                                                              "name": self.reference.name},
            "family": self.family,
            "workload": self.workload,
            "interval_pct": self.interval_pct,
            "default_spread_pct": self.default_spread_pct,
            "differences": [d.as_dict() for d in self.differences],
            "throughput": self.metrics["throughput"].as_dict(),
            "cpu_per_txn": self.metrics["cpu_per_txn"].as_dict(),
            "left_out": [x.as_dict() for x in self.left_out],
            "not_stated": [d.as_dict() for d in self.not_stated],
            "notes": list(self.notes),
        }


@dataclass(frozen=True)
class _Edge:
    statement: Statement
    lever_effect: LeverEffect
    direction: Literal["forward", "inverse"]
    transferred: bool


def _section(statement: Statement) -> str:
    return getattr(statement.cite, "section", "") or ""


def _study(statement: Statement) -> str:
    return statement.id.split("-")[0]


def _effect_table(stmts: Iterable[Statement]) -> list[tuple[Statement, LeverEffect]]:
    out = []
    for s in stmts:
        lever_effect = EFFECT_LEVERS.get(s.id)
        if lever_effect is not None and s.effect is not None:
            out.append((s, lever_effect))
    return out


def _metric_of(statement: Statement, lever_effect: LeverEffect) -> Metric | None:
    assert statement.effect is not None
    if lever_effect.per_cpu:
        return "cpu_per_txn"
    if statement.effect.metric in ("throughput", "cpu_per_txn"):
        return statement.effect.metric  # type: ignore[return-value]
    return None


def _factor(statement: Statement, lever_effect: LeverEffect, direction: str) -> float:
    assert statement.effect is not None
    ratio = 1.0 + statement.effect.change_pct / 100.0
    if lever_effect.per_cpu:  # transactions per CPU up by x: CPU per transaction is 1/(1+x)
        ratio = 1.0 / ratio
    return ratio if direction == "forward" else 1.0 / ratio


def _chain(edges: Sequence[_Edge], lever: str, start: Any, goal: Any) -> list[_Edge] | None:
    """The shortest chain of effects on ``lever`` from ``start`` to ``goal`` (breadth first, ledger order)."""
    if start == goal:
        return []
    queue: deque[tuple[Any, list[_Edge]]] = deque([(start, [])])
    seen = {_key(start)}
    while queue:
        value, path = queue.popleft()
        for edge in edges:
            le = edge.lever_effect
            if le.lever != lever:
                continue
            src, dst = (le.before, le.after) if edge.direction == "forward" else (le.after, le.before)
            if src != value or _key(dst) in seen:
                continue
            if dst == goal:
                return path + [edge]
            seen.add(_key(dst))
            queue.append((dst, path + [edge]))
    return None


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _usable_edges(table, scope: PlanScope, metric: Metric, exclude: frozenset[str]):
    edges: list[_Edge] = []
    left_out: list[LeftOut] = []
    for statement, lever_effect in table:
        if statement.id in exclude or _metric_of(statement, lever_effect) != metric:
            continue
        misses = scope_misses(statement, scope)
        if lever_effect.workloads and scope.workload not in lever_effect.workloads:
            left_out.append(LeftOut(statement.id, _study(statement), _section(statement), lever_effect.lever,
                                    f"measured under {'/'.join(lever_effect.workloads)}, the plan is "
                                    f"{scope.workload or 'not stated'}; the study's reason "
                                    f"({statement.scope.carries_over}) does not carry to it", statement.cite.document))
            continue
        transferred = bool(misses)
        if misses and not statement.scope.carries_over:
            left_out.append(LeftOut(statement.id, _study(statement), _section(statement), lever_effect.lever,
                                    "; ".join(misses) + "; the study gives no reason that carries over",
                                    statement.cite.document))
            continue
        for direction in ("forward", "inverse"):
            edges.append(_Edge(statement, lever_effect, direction, transferred))  # type: ignore[arg-type]
    return edges, left_out


def _sigma(statement: Statement, transferred: bool, default_spread_pct: float) -> tuple[float, float, str]:
    assert statement.effect is not None
    printed = statement.effect.spread_pct
    spread = printed if printed is not None else default_spread_pct
    sigma = math.log1p(spread / 100.0) * (TRANSFER_WIDENING if transferred else 1.0)
    return sigma, spread, "study" if printed is not None else "default"


def _compose(metric: Metric, chains: Sequence[list[_Edge]], default_spread_pct: float) -> MetricEstimate:
    log_ratio, var = 0.0, 0.0
    contributions = []
    for chain in chains:
        for edge in chain:
            s, le = edge.statement, edge.lever_effect
            assert s.effect is not None
            factor = _factor(s, le, edge.direction)
            sigma, spread, source = _sigma(s, edge.transferred, default_spread_pct)
            log_ratio += math.log(factor)
            var += sigma * sigma
            contributions.append(Contribution(
                statement=s.id, study=_study(s), section=_section(s), lever=le.lever,
                baseline=s.effect.baseline, variant=s.effect.variant, change_pct=s.effect.change_pct,
                metric=metric, direction=edge.direction, factor=round(factor, 4), spread_pct=spread,
                spread_source=source,  # type: ignore[arg-type]
                transferred=edge.transferred, carries_over=s.scope.carries_over if edge.transferred else "",
                document=s.cite.document, rules=s.rule_ids))
    sigma = math.sqrt(var)
    ratio = math.exp(log_ratio)
    low, high = math.exp(log_ratio - Z_80 * sigma), math.exp(log_ratio + Z_80 * sigma)
    return MetricEstimate(metric, ratio, low, high, (ratio - 1) * 100, (low - 1) * 100, (high - 1) * 100, sigma,
                          tuple(contributions))


def _differences(plan: Mapping[str, Any], ref: Mapping[str, Any]) -> list[tuple[str, Any, Any]]:
    out = []
    for name in LEVERS:
        a, b = ref.get(name), plan.get(name)
        if a == b:
            continue
        if (a is None or b is None) and name not in _NONE_IS_A_VALUE:
            continue  # the plan (or the reference) does not say: unknown, not a difference
        out.append((name, a, b))
    return out


def _shape_distance(a: Mapping[str, Any], b: Mapping[str, Any]) -> int:
    """How many of the size settings no measured effect covers differ (node count, CPUs and memory per node, exact
    release): the tie-breaker between references whose levers match equally well."""
    def shape(doc: Mapping[str, Any]) -> tuple[Any, ...]:
        nodes = _get(doc, "nodes") or []
        return (len(nodes), _get(doc, "nodes", 0, "cpus"), _get(doc, "nodes", 0, "memory_gb"),
                _get(doc, "cluster", "oracle_release"))
    return sum(1 for x, y in zip(shape(a), shape(b), strict=True) if x != y)


def estimate(
    document: Mapping[str, Any],
    references: Sequence[Reference],
    *,
    statements: Iterable[Statement] | None = None,
    default_spread_pct: float = DEFAULT_SPREAD_PCT,
    reference: Reference | None = None,
    exclude: Iterable[str] = (),
) -> Estimate:
    """Estimate ``document`` against the nearest of ``references`` (or the given ``reference``).

    ``exclude`` leaves statements out (the leave-one-out check uses it).
    """
    table = _effect_table(ledger_statements() if statements is None else statements)
    scope = PlanScope.of(document)
    plan_levers = levers(document)
    excluded = frozenset(exclude)
    per_metric = {m: _usable_edges(table, scope, m, excluded) for m in METRICS}

    def bridged(name: str, a: Any, b: Any) -> bool:
        return any(_chain(per_metric[m][0], name, a, b) is not None for m in METRICS)

    if reference is None:
        candidates = [r for r in references
                      if platform_family(r.document) == scope.family
                      and _get(r.document, "workload", "type") == scope.workload]
        ranked = []
        for r in candidates:
            diffs = _differences(plan_levers, levers(r.document))
            unbridged = sum(1 for name, a, b in diffs if not bridged(name, a, b))
            ranked.append(((unbridged, len(diffs), r.document != document, _shape_distance(document, r.document),
                            r.slug), r))
        reference = min(ranked, key=lambda x: x[0])[1] if ranked else None

    if reference is None:
        empty = {m: _compose(m, [], default_spread_pct) for m in METRICS}
        return Estimate(None, scope.family, scope.workload, (), empty, (), default_spread_pct,
                        notes=("No study measured a configuration of this platform family and workload, so there is "
                               "nothing to estimate against.",))

    diffs = _differences(plan_levers, levers(reference.document))
    differences = tuple(Difference(name, LEVER_LABELS[name], a, b, bridged(name, a, b)) for name, a, b in diffs)
    metrics: dict[str, MetricEstimate] = {}
    left_out: dict[str, LeftOut] = {}
    differing = {d.lever for d in differences}
    for m in METRICS:
        edges, dropped = per_metric[m]
        chains = [c for name, a, b in diffs if (c := _chain(edges, name, a, b))]
        metrics[m] = _compose(m, chains, default_spread_pct)
        for x in dropped:
            if x.lever in differing:
                left_out.setdefault(x.statement, x)
    notes = []
    for d in differences:
        if not d.bridged:
            notes.append(f"{d.label}: the plan has {d.plan!r}, the reference {d.reference!r}; no measured effect "
                         "links the two, so this difference is not in the estimate.")
    ref_levers = levers(reference.document)
    not_stated = tuple(Difference(name, LEVER_LABELS[name], ref_levers[name], None, False)
                       for name, value in plan_levers.items()
                       if value is None and ref_levers[name] is not None and name not in _NONE_IS_A_VALUE)
    return Estimate(reference, scope.family, scope.workload, differences, metrics,
                    tuple(left_out.values()), default_spread_pct, notes=tuple(notes), not_stated=not_stated)


def same_configuration(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether two documents are the same configuration as far as the estimate can tell: the same platform family
    and workload, and no setting the studies measured differs (a setting one of them does not state counts as the
    same, as in ``estimate``)."""
    return (platform_family(a) == platform_family(b) and _get(a, "workload", "type") == _get(b, "workload", "type")
            and not _differences(levers(a), levers(b)))


# --- the reference plans and runs (read from fixtures/) -------------------------------------------------------------


def load_references(plans_dir: Path) -> tuple[Reference, ...]:
    out = []
    for path in sorted(plans_dir.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        out.append(Reference(path.stem, doc.get("name", path.stem), doc["document"]))
    return tuple(out)


def load_results(results_dir: Path) -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(p.read_text(encoding="utf-8")) for p in sorted(results_dir.glob("*.json")))


# --- leave-one-out -------------------------------------------------------------------------------------------------

#: The run metrics the check reads, and the estimate metric each one measures (``txn_per_cpu`` is the inverse of
#: CPU per transaction).
_RUN_METRICS: dict[str, tuple[Metric, bool]] = {
    "tps": ("throughput", False),
    "oet_per_min": ("throughput", False),
    "txn_per_cpu": ("cpu_per_txn", True),
    "cpu_seconds_per_1000_txn": ("cpu_per_txn", False),
}


@dataclass(frozen=True)
class LooRow:
    fixture: str
    run: str
    baseline: str
    metric: str
    measured_pct: float | None
    predicted_pct: float | None
    low_pct: float | None
    high_pct: float | None
    error_pp: float | None
    within: bool | None
    left_out: tuple[str, ...]
    used: tuple[str, ...]
    why_not: str = ""
    sigma: float = 0.0
    log_error: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__ if k not in ("sigma", "log_error")}


def _value(run: Mapping[str, Any], key: str) -> float | None:
    item = run.get("metrics", {}).get(key)
    return None if item is None else item.get("value")


def _measured_key(run: Mapping[str, Any], base: Mapping[str, Any], claimed: str | None = None) -> str | None:
    if claimed in _RUN_METRICS and _value(run, claimed) and _value(base, claimed):
        return claimed
    if claimed in ("txn_per_cpu", "cpu_seconds_per_1000_txn"):
        return None
    for key in ("tps", "oet_per_min"):
        if _value(run, key) and _value(base, key):
            return key
    return None


def _stating(table, lever_diffs: list[tuple[str, Any, Any]], stated_pct: float | None) -> tuple[str, ...]:
    """The statements that report this comparison: those on exactly the lever change between the two runs (either
    way) and, where several measured that change, the one whose size is the claim's."""
    if len(lever_diffs) != 1:
        return ()
    name, a, b = lever_diffs[0]
    same = [s for s, le in table if le.lever == name and {_key(le.before), _key(le.after)} == {_key(a), _key(b)}]
    if stated_pct is not None:
        exact = [s for s in same if s.effect is not None and abs(s.effect.change_pct - stated_pct) <= 0.5]
        if exact and len(exact) < len(same):
            same = exact
    return tuple(s.id for s in same)


def _row(doc, run, base, metric, why, measured_pct=None, stating=()) -> LooRow:
    return LooRow(doc["id"], run["id"], base["id"] if base else "", metric, measured_pct, None, None, None, None, None,
                  tuple(stating), (), why_not=why)


def leave_one_out(
    references: Sequence[Reference],
    results: Sequence[Mapping[str, Any]],
    *,
    statements: Iterable[Statement] | None = None,
    default_spread_pct: float = DEFAULT_SPREAD_PCT,
) -> list[LooRow]:
    """Every published run, checked where it can be: for each claim (a run against its study baseline), predict the
    run's ratio to its baseline from the other effects only (the statement that reports this very comparison is
    left out) and say whether the 80 % interval holds the measured ratio. A run that cannot be checked says why; a
    run no claim compares gets one row saying so."""
    stmts = tuple(ledger_statements() if statements is None else statements)
    table = _effect_table(stmts)
    by_slug = {r.slug: r for r in references}
    rows: list[LooRow] = []
    seen: set[tuple[str, str, str]] = set()
    for doc in results:
        runs = {r["id"]: r for r in doc["runs"]}
        compared: set[str] = set()
        for claim in doc.get("claims", []):
            run, base = runs.get(claim["run"]), runs.get(claim["baseline"])
            if run is None or base is None:
                continue
            compared.update((run["id"], base["id"]))
            key = _measured_key(run, base, claim.get("metric"))
            metric_name = _RUN_METRICS[key][0] if key else claim.get("metric", "")
            ident = (run["id"], base["id"], metric_name)
            if ident in seen:
                continue
            seen.add(ident)
            if key is None:
                rows.append(_row(doc, run, base, claim.get("metric", ""),
                                 f"the study compares {claim.get('metric', '')}, not a transaction rate or CPU cost "
                                 "the estimate makes"))
                continue
            metric, inverse = _RUN_METRICS[key]
            measured = _value(run, key) / _value(base, key)  # type: ignore[operator]
            if inverse:
                measured = 1.0 / measured
            measured_pct = round((measured - 1) * 100, 1)
            plan_run, plan_base = by_slug.get(run.get("plan") or ""), by_slug.get(base.get("plan") or "")
            if plan_run is None or plan_base is None:
                rows.append(_row(doc, run, base, metric, "the run has no reference plan to estimate from",
                                 measured_pct))
                continue
            diffs = _differences(levers(plan_run.document), levers(plan_base.document))
            stating = _stating(table, diffs, claim.get("stated_pct_change"))
            est = estimate(plan_run.document, references, statements=stmts, default_spread_pct=default_spread_pct,
                           reference=plan_base, exclude=stating)
            m = est.metrics[metric]
            unbridged = [d for d in est.differences if not d.bridged]
            if not diffs:
                rows.append(_row(doc, run, base, metric, "the two runs' plans do not differ in any setting the "
                                 "studies measured (the difference is the load, not the configuration)", measured_pct))
                continue
            if unbridged or not m.contributions:
                why = ("one run only: the effect that reports this comparison is the only measurement of it"
                       if len(diffs) == 1 and stating else
                       f"no measured effect links {diffs[0][1]!r} to {diffs[0][2]!r} ({LEVER_LABELS[diffs[0][0]]})"
                       if len(diffs) == 1 else
                       "the runs differ in " + ", ".join(LEVER_LABELS[n] for n, _, _ in diffs) +
                       " and no other measured effects bridge them all")
                rows.append(_row(doc, run, base, metric, why, measured_pct, stating))
                continue
            within = m.low <= measured <= m.high
            rows.append(LooRow(
                doc["id"], run["id"], base["id"], metric, measured_pct, round(m.change_pct, 1),
                round(m.low_pct, 1), round(m.high_pct, 1), round(m.change_pct - measured_pct, 1), within, stating,
                tuple(c.statement for c in m.contributions), sigma=m.sigma,
                log_error=math.log(measured) - math.log(m.ratio)))
        for run in doc["runs"]:
            if run["id"] not in compared:
                rows.append(_row(doc, run, None, "", "the study states no comparison for this run"))
    return rows


def coverage(rows: Sequence[LooRow]) -> tuple[int, int]:
    """(runs held by their interval, runs checked)."""
    checked = [r for r in rows if r.within is not None]
    return sum(1 for r in checked if r.within), len(checked)


def calibrate(references: Sequence[Reference], results: Sequence[Mapping[str, Any]], *,
              statements: Iterable[Statement] | None = None, ceiling_pct: float = 100.0) -> float:
    """The smallest default spread (in ``CALIBRATION_STEP_PCT`` steps) at which at least ``TARGET_COVERAGE`` of the
    checkable published runs fall inside their leave-one-out 80 % interval."""
    stmts = tuple(ledger_statements() if statements is None else statements)
    steps = int(round(ceiling_pct / CALIBRATION_STEP_PCT))
    for i in range(1, steps + 1):
        spread = i * CALIBRATION_STEP_PCT
        held, checked = coverage(leave_one_out(references, results, statements=stmts, default_spread_pct=spread))
        if checked and held / checked >= TARGET_COVERAGE:
            return spread
    return ceiling_pct
