"""The rule engine: a registry of rules (data + a check function) and the pure validation of a topology.

A rule is declared once, in a module under ``apps/rules/catalogue/``, with the ``@rule`` decorator on its check:

    @rule(
        id="IC001", slug="hipersockets-single-machine", title="HiperSockets connect LPARs of one machine only",
        severity="error", category="interconnect",
        rationale="...", evidence="...",
        sources=[Cite(S000, "Network device type for the Oracle interconnect")],
        fields=["/interconnect/type", "/nodes/*/machine"],
        fix="Use an OSA Express 10 GbE interconnect, or place the nodes on one machine.",
    )
    def _(t: Topology) -> Iterator[Hit]:
        if t.interconnect.type == "hipersockets" and len(t.machines) > 1:
            yield Hit(paths=["/interconnect/type"], message="...",
                      patch=[{"op": "replace", "path": "/interconnect/type", "value": "osa_10gbe"}])

Topology rules read a ``Topology``; result rules read a ``ResultContext`` (metrics extracted from a run, plus the
plan's topology when the run is linked to one). Everything here is pure: no database, no I/O on the hot path.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from apps.studies import Cite
from apps.studies.ledger.reach import Reach
from apps.topology.schema import Topology

from .reach import entry_for, platform_of

Severity = Literal["error", "warning", "advice", "info"]
Kind = Literal["topology", "result"]

SEVERITIES: tuple[str, ...] = ("error", "warning", "advice", "info")

# The severity policy: what the cited section says decides a rule's severity. Every rule records, with its sources,
# the keyword for what its study says; the catalogue meta-test checks that the severity is the one the keyword names.
Policy = Literal["fails", "degrades", "not_recommended", "gain", "context"]
POLICY_SEVERITY: dict[str, str] = {
    "fails": "error",  # the study says it fails, does not start or "would not work"
    "degrades": "warning",  # the study measured a degradation
    "not_recommended": "warning",  # the study calls it not recommended (without a measurement)
    "gain": "advice",  # the study measured a gain the plan could still take
    "context": "info",  # context: a fact the study states that helps the reader, no measured effect
}
POLICY_TEXT: dict[str, str] = {
    "fails": "the study says this fails or would not work",
    "degrades": "the study measured a degradation",
    "not_recommended": "the study calls this not recommended",
    "gain": "the study measured a gain the plan can still take",
    "context": "context the study states, without a measured effect",
}
SEVERITY_RANK = {s: i for i, s in enumerate(SEVERITIES)}
CATEGORIES: dict[str, str] = {
    "platform": "Platform and virtualization",
    "installation": "Software levels and installation",
    "network": "Public network",
    "interconnect": "Interconnect",
    "kernel": "Kernel, limits and users",
    "storage": "Storage attachment",
    "shared_disks": "Shared disk management",
    "cluster_files": "OCR and voting disks",
    "database": "Database parameters",
    "server": "Server processes",
    "workload": "Workload and capacity",
    "results": "Measured symptoms",
}
ID_PATTERN = re.compile(r"^[A-Z]{2}\d{3}$")

#: The platforms a rule may be limited to, in the ledger's scope vocabulary (``apps.rules.reach.platform_of``).
PLATFORMS: dict[str, str] = {"s390x": "IBM System z", "x86": "32-bit x86", "x86_64": "x86_64"}


def checks_on(platforms: Iterable[str], platform: str | None) -> bool:
    """Whether a rule limited to ``platforms`` (none: any) checks a plan of ``platform`` (None: not known)."""
    platforms = tuple(platforms)
    return not platforms or platform is None or platform in platforms
SLUG_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

# Score, in the spirit of ORAchk's health score: start from 100 and deduct, per rule that fired, the penalty of
# its severity (a rule counts once, however many places it found). Errors weigh most, and a plan with an error never
# scores above ERROR_CAP. (Spreading the points over every rule in the catalogue, as ORAchk does over its checks,
# would make one documented 11 % throughput loss cost half a point; a plan's score must move when a finding appears.)
WEIGHTS = {"error": 20, "warning": 8, "advice": 2, "info": 0}
ERROR_CAP = 59


@dataclass(frozen=True)
class Upside:
    """A measured improvement a study reports for following the rule (evidence, never a promise)."""

    metric: str  # e.g. "transaction throughput"
    percent: float  # e.g. 125.0 for +125 %
    context: str  # where and how it was measured

    def as_dict(self) -> dict[str, Any]:
        return {"metric": self.metric, "percent": self.percent, "context": self.context}


@dataclass(frozen=True)
class Hit:
    """One place where a rule applies: JSON pointers into the document, a specific message, an optional patch."""

    paths: Iterable[str]
    message: str
    patch: list[dict[str, Any]] | None = None


@dataclass(frozen=True)
class ResultContext:
    """What result-side rules read: metrics extracted from a run, and the linked plan's topology if any.

    ``metrics`` holds plain values keyed by metric name (e.g. ``tps``, ``cpu_util_pct``, ``interconnect_mb_s``,
    ``wait_class_shares`` → {class: percent}); ``top_events`` is a list of dicts with ``name``, ``waits``,
    ``time_s``, ``avg_ms``, ``pct_db_time``, ``wait_class``; ``parameters`` the init.ora parameters as set.
    """

    metrics: dict[str, Any] = field(default_factory=dict)
    top_events: list[dict[str, Any]] = field(default_factory=list)
    parameters: dict[str, str] = field(default_factory=dict)
    topology: Topology | None = None

    def event(self, name: str) -> tuple[int, dict[str, Any]] | None:
        for i, ev in enumerate(self.top_events):
            if str(ev.get("name", "")).strip().lower() == name.lower():
                return i, ev
        return None


@dataclass(frozen=True)
class Rule:
    """A requirement, restriction or recommendation from a study, with the code that detects it."""

    id: str
    slug: str
    title: str
    severity: Severity
    category: str
    rationale: str
    evidence: str
    sources: tuple[Cite, ...]
    fields: tuple[str, ...]
    check: Callable[[Any], Iterator[Hit]]
    policy: Policy = "context"
    kind: Kind = "topology"
    fix: str | None = None
    upside: Upside | None = None
    description: str = ""
    tags: tuple[str, ...] = ()
    #: The platforms whose plans the check looks at (empty: any). The engine runs the check only on those, and a
    #: bundle file's header names the rule only in such a plan's files.
    platforms: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "slug": self.slug,
            "title": self.title,
            "severity": self.severity,
            "category": self.category,
            "kind": self.kind,
            "rationale": self.rationale,
            "evidence": self.evidence,
            "sources": [s.as_dict() for s in self.sources],
            "policy": self.policy,
            "fields": list(self.fields),
            "fix": self.fix,
            "upside": self.upside.as_dict() if self.upside else None,
            "description": self.description,
            "tags": list(self.tags),
            "platforms": list(self.platforms),
        }


class CatalogueError(Exception):
    """A rule declaration is malformed (raised at import time, so a broken catalogue never ships)."""


_REGISTRY: dict[str, Rule] = {}


def rule(
    *,
    id: str,
    slug: str,
    title: str,
    severity: Severity,
    category: str,
    rationale: str,
    evidence: str,
    sources: Iterable[Cite],
    policy: Policy,
    fields: Iterable[str],
    kind: Kind = "topology",
    fix: str | None = None,
    upside: Upside | None = None,
    description: str = "",
    tags: Iterable[str] = (),
    platforms: Iterable[str] = (),
) -> Callable[[Callable[[Any], Iterator[Hit]]], Callable[[Any], Iterator[Hit]]]:
    """Register the decorated check function as a rule."""

    def register(check: Callable[[Any], Iterator[Hit]]) -> Callable[[Any], Iterator[Hit]]:
        if id in _REGISTRY:
            raise CatalogueError(f"Rule id {id} is declared twice.")
        if not ID_PATTERN.match(id):
            raise CatalogueError(f"Rule id {id!r} must be two capitals and three digits.")
        if not SLUG_PATTERN.match(slug):
            raise CatalogueError(f"Rule {id}: slug {slug!r} must be lower-case words joined by hyphens.")
        if severity not in SEVERITY_RANK:
            raise CatalogueError(f"Rule {id}: unknown severity {severity!r}.")
        if category not in CATEGORIES:
            raise CatalogueError(f"Rule {id}: unknown category {category!r}.")
        if policy not in POLICY_SEVERITY:
            raise CatalogueError(f"Rule {id}: unknown policy keyword {policy!r}.")
        srcs = tuple(sources)
        if not srcs:
            raise CatalogueError(f"Rule {id}: at least one source is required.")
        unknown = sorted(set(platforms) - set(PLATFORMS))
        if unknown:
            raise CatalogueError(f"Rule {id}: unknown platform {unknown[0]!r}.")
        _REGISTRY[id] = Rule(
            id=id, slug=slug, title=title, severity=severity, category=category, rationale=rationale.strip(),
            evidence=evidence.strip(), sources=srcs, policy=policy, fields=tuple(fields), check=check, kind=kind,
            fix=fix, upside=upside, description=description.strip(), tags=tuple(tags),
            platforms=tuple(platforms),
        )
        return check

    return register


_loaded = False


def load_catalogue() -> None:
    """Import every module under ``apps.rules.catalogue`` once, so their rules register themselves."""
    global _loaded
    if _loaded:
        return
    from . import catalogue

    for info in sorted(pkgutil.iter_modules(catalogue.__path__), key=lambda m: m.name):
        importlib.import_module(f"{catalogue.__name__}.{info.name}")
    _loaded = True


def all_rules(kind: Kind | None = None) -> list[Rule]:
    load_catalogue()
    rules = sorted(_REGISTRY.values(), key=lambda r: r.id)
    return [r for r in rules if kind is None or r.kind == kind]


def get_rule(rule_id: str) -> Rule | None:
    load_catalogue()
    return _REGISTRY.get(rule_id.upper())


@functools.cache
def catalogue_version() -> str:
    """A short digest of the catalogue's declared content; changes whenever a rule's data changes.

    The catalogue is fixed once imported, so the digest is computed once per process, not per validation.
    """
    import hashlib
    import json

    payload = json.dumps([r.as_dict() for r in all_rules()], sort_keys=True).encode()
    return hashlib.sha256(payload).hexdigest()[:12]


def _finding(r: Rule, hit: Hit, reached: Reach | None) -> dict[str, Any]:
    return {
        "rule": r.id,
        "slug": r.slug,
        "title": r.title,
        "severity": r.severity,
        "category": r.category,
        "paths": sorted(set(hit.paths)),
        "message": hit.message,
        "rationale": r.rationale,
        "evidence": r.evidence,
        "sources": [s.as_dict() for s in r.sources],
        "fix": {"title": r.fix, "patch": hit.patch} if hit.patch else None,
        # The ledger entry whose scope made the rule fire here (or whose carry-over took it outside that scope).
        "statement": reached.statement.id if reached else None,
        "carried_over": bool(reached and not reached.within),
    }


def _sort_key(f: dict[str, Any]) -> tuple[Any, ...]:
    return (SEVERITY_RANK[f["severity"]], f["rule"], f["paths"][:1], f["message"])


def run_rules(rules: Iterable[Rule], subject: Any) -> tuple[list[dict[str, Any]], list[Rule]]:
    """Run the given rules on a subject; return the sorted findings and the rules that produced them."""
    findings: list[dict[str, Any]] = []
    fired: list[Rule] = []
    topology = subject if isinstance(subject, Topology) else getattr(subject, "topology", None)
    platform = platform_of(topology) if topology is not None else None
    for r in rules:
        if not checks_on(r.platforms, platform):
            continue
        hits = list(r.check(subject))
        if hits:
            fired.append(r)
            reached = entry_for(r.id, topology)
            findings.extend(_finding(r, h, reached) for h in hits)
    findings.sort(key=_sort_key)
    return findings, fired


def score(fired: Iterable[Rule]) -> int:
    """Health score 0-100: 100 less the penalty (WEIGHTS) of each rule that fired; at most ERROR_CAP with an error."""
    fired = list(fired)
    value = 100 - sum(WEIGHTS[r.severity] for r in fired)
    if any(r.severity == "error" for r in fired):
        value = min(value, ERROR_CAP)
    return max(0, min(100, value))


def upside_by_category(fired: Iterable[Rule]) -> list[dict[str, Any]]:
    """The documented improvements behind the rules that fired, grouped by category.

    The total is a plain sum of the percentages the studies report, each measured on its own system; it is shown
    as evidence of what was observed there, never as a forecast.
    """
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in fired:
        if r.upside is not None:
            groups.setdefault(r.category, []).append({"rule": r.id, **r.upside.as_dict()})
    out = []
    for category in sorted(groups):
        items = sorted(groups[category], key=lambda i: i["rule"])
        out.append({
            "category": category,
            "label": CATEGORIES[category],
            "documented_percent_sum": round(sum(i["percent"] for i in items), 1),
            "items": items,
        })
    return out


def overlaps(pattern: str, pointer: str) -> bool:
    """A rule's field (``/nodes/*/machine``) and a JSON pointer name the same part of the document: one holds the
    other, token by token, ``*`` standing for any one token (``/storage`` and ``/storage/fcp/rr_min_io`` overlap)."""
    left, right = pattern.strip("/").split("/"), pointer.strip("/").split("/")
    return all(a == b or a == "*" or b == "*" for a, b in zip(left, right, strict=False))


def unknown_in(pointers: Iterable[str]) -> Callable[[str], bool]:
    """The test of a rule field against a document's ``unknown`` pointers: unknown when any of them overlaps it."""
    listed = tuple(pointers)
    return lambda pattern: any(overlaps(pattern, pointer) for pointer in listed)


def partition(rules: Iterable[Rule], unknown: Callable[[str], bool]) -> tuple[list[Rule], list[dict[str, Any]]]:
    """The rules whose every field is known, and one entry per other rule naming its fields that are not: a rule
    whose inputs are unknown gives no finding, it asks for them."""
    checked: list[Rule] = []
    not_checked: list[dict[str, Any]] = []
    for r in rules:
        missing = [f for f in r.fields if unknown(f)]
        if missing:
            not_checked.append({"rule": r.id, "title": r.title, "severity": r.severity, "category": r.category,
                                "fields": missing})
        else:
            checked.append(r)
    return checked, not_checked


def validate_topology(topology: Topology, *, unknown: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """Validate a parsed topology against every topology rule. Pure and deterministic.

    ``unknown`` says of a rule field that no one knows its value (default: it overlaps one of the document's own
    ``unknown`` pointers, an import's). Such rules are not run: they are listed under ``not_checked`` with the
    fields they need, and ``coverage`` says how many rules the score covers out of the catalogue's."""
    rules = all_rules("topology")
    is_unknown = unknown or unknown_in(topology.unknown)
    # A rule of another platform needs nothing from this plan: it is not asked about, and counts as checked.
    platform = None if is_unknown("/platform/architecture") else platform_of(topology)
    elsewhere = {r.id for r in rules if not checks_on(r.platforms, platform)}
    checked, not_checked = partition([r for r in rules if r.id not in elsewhere], is_unknown)
    findings, fired = run_rules(checked, topology)
    counts = {s: 0 for s in SEVERITIES}
    for f in findings:
        counts[f["severity"]] += 1
    return {
        "score": score(fired),
        "counts": counts,
        "findings": findings,
        "upside": upside_by_category(fired),
        "catalogue_version": catalogue_version(),
        "not_checked": not_checked,
        "coverage": {"checked": len(checked) + len(elsewhere), "total": len(rules)},
    }


def diagnose_results(context: ResultContext) -> list[dict[str, Any]]:
    """Apply the result-side rules to a run's metrics."""
    findings, _ = run_rules(all_rules("result"), context)
    return findings
