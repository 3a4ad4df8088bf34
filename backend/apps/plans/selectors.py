"""Read operations of apps.plans."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from django.core.exceptions import ValidationError
from django.db.models import OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Lower

from apps.studies.seeds import studies_matching
from apps.topology.parsing import diff_documents, normalize

from . import constants as C
from .models import COUNT_COLUMNS, Plan, PlanDraft, PlanVersion

REFERENCE_DIR = Path(__file__).resolve().parents[3] / "fixtures" / "plans"


#: Orderings of the plans list (``ordering`` query parameter) and the fields behind each; names sort ignoring case.
PLAN_ORDERINGS = {
    "name": (Lower("name"), "id"), "-name": (Lower("name").desc(), "-id"),
    "updated": ("updated_at", "id"), "-updated": ("-updated_at", "-id"),
    "version": ("latest_number", "name"), "-version": ("-latest_number", "name"),
}


def plan_list(*, user, project_id: int | None = None, archived: bool | None = False, q: str = "",
              ordering: str = "name") -> QuerySet[Plan]:
    """Plans the user can read, with the latest version's number, score and counts annotated.

    ``q`` keeps plans whose name, description or study reference contains it (case-insensitive); ``ordering`` is a
    key of ``PLAN_ORDERINGS``.
    """
    if ordering not in PLAN_ORDERINGS:
        raise ValidationError({"ordering": [C.ORDERING_UNKNOWN.format(names=", ".join(PLAN_ORDERINGS))]})
    qs = _with_latest(Plan.objects.restrict(user, "view"))
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    if archived is not None:
        qs = qs.filter(archived=archived)
    q = (q or "").strip()
    if q:
        # A study's id or its document's name also finds the reference plans of that study ("s002-...").
        by_study = Q()
        for study in studies_matching(q):
            by_study |= Q(reference__startswith=f"s{study}-")
        qs = qs.filter(Q(name__icontains=q) | Q(description__icontains=q) | Q(reference__icontains=q) | by_study)
    return qs.order_by(*PLAN_ORDERINGS[ordering])


def plan_page_rows(page: QuerySet[Plan]) -> QuerySet[Plan]:
    """One page of :func:`plan_list` (a slice of it) as one query that computes the latest version's columns for
    the page's rows only: the page's ids are chosen by the list's filters and order (a subquery that reads an
    annotation only when the order names it), then annotated and ordered the same way. Without this the database
    computed the latest version's six subqueries for every row it sorted past (906 ms for the last page of 10,000
    plans against 57 ms for the first, EXPLAIN ANALYZE on a shared machine)."""
    return _with_latest(Plan.objects.filter(pk__in=page.values("pk"))).order_by(*page.query.order_by)


def _with_latest(qs: QuerySet[Plan]) -> QuerySet[Plan]:
    """Each plan's project, and its latest version's number, score and counts as annotations."""
    latest = PlanVersion.objects.filter(plan=OuterRef("pk")).order_by("-number")
    # The score and counts come from the version's summary columns, never its whole validation JSON.
    summary = {f"latest_{column}": Subquery(latest.values(column)[:1])
               for column in ("score", *COUNT_COLUMNS.values())}
    return qs.select_related("project").annotate(latest_number=Subquery(latest.values("number")[:1]), **summary)


def latest_version(*, plan: Plan) -> PlanVersion | None:
    return plan.versions.order_by("-number").first()


def version_get(*, plan: Plan, number: int) -> PlanVersion | None:
    return plan.versions.filter(number=number).select_related("author").first()


def version_list(*, plan: Plan) -> QuerySet[PlanVersion]:
    return plan.versions.select_related("author").order_by("-number")


def draft_get(*, plan: Plan, user) -> PlanDraft | None:
    return PlanDraft.objects.filter(plan=plan, user=user).first()


def _finding_key(f: dict[str, Any]) -> tuple[str, str]:
    return (f["rule"], json.dumps(f["paths"]))


def version_changes(*, before: PlanVersion, after: PlanVersion) -> dict[str, Any]:
    """Fields changed, findings added / removed and the health score, from ``before`` to ``after`` (two versions of
    one plan, or of two plans: the comparisons set runs of either side by side)."""
    old = {_finding_key(f): f for f in before.validation.get("findings", [])}
    new = {_finding_key(f): f for f in after.validation.get("findings", [])}
    return {
        "fields": diff_documents(before.document, after.document),
        "findings_added": [new[k] for k in sorted(set(new) - set(old))],
        "findings_removed": [old[k] for k in sorted(set(old) - set(new))],
        "score": {"from": before.validation.get("score"), "to": after.validation.get("score")},
    }


def version_diff(*, before: PlanVersion, after: PlanVersion) -> dict[str, Any]:
    """Fields changed and findings added / removed between two versions of a plan, with the change's estimate."""
    return {
        "from": before.number,
        "to": after.number,
        **version_changes(before=before, after=after),
        "estimate": estimate_change(before=before, after=after),
    }


@lru_cache(maxsize=1)
def _reference_plans() -> tuple[dict[str, Any], ...]:
    plans = []
    for path in sorted(REFERENCE_DIR.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        plans.append({"slug": path.stem, **data})
    return tuple(plans)


def reference_plan_list() -> list[dict[str, Any]]:
    """The configurations the studies tested (``fixtures/plans``), without their documents."""
    return [{k: v for k, v in p.items() if k != "document"} for p in _reference_plans()]


def reference_plan_get(slug: str) -> dict[str, Any] | None:
    return next((p for p in _reference_plans() if p["slug"] == slug), None)


@lru_cache(maxsize=1)
def estimate_references():
    """The reference plans as the estimate reads them (``apps.studies.estimate.Reference``), normalised as a saved
    version is, so a plan made from a reference compares equal to it (and is its own nearest reference)."""
    from apps.studies.estimate import Reference

    return tuple(Reference(p["slug"], p.get("name", p["slug"]), normalize(p["document"])) for p in _reference_plans())


def version_estimate(*, version: PlanVersion) -> dict[str, Any]:
    """The version's expected throughput and CPU cost per transaction against the nearest reference plan
    (``apps.studies.estimate``; the method is in docs/estimate.md)."""
    return {"version": version.number, **document_estimate(document=version.document)}


def document_estimate(*, document: dict[str, Any]) -> dict[str, Any]:
    """The estimate of a document as the editor holds it (unsaved): parsed and normalised as a save would store it,
    so it answers what the saved version will (``TopologyInvalid`` with field-keyed errors when it does not parse)."""
    from apps.studies.estimate import estimate

    return estimate(normalize(document), estimate_references()).as_dict()


def estimate_change(*, before: PlanVersion, after: PlanVersion) -> dict[str, Any]:
    """What the change from ``before`` to ``after`` is expected to do: ``after`` estimated against ``before`` itself,
    so only the settings that changed count, each through the measured effects that link its two values."""
    from apps.studies.estimate import Reference, estimate, platform_family

    def scope(doc: dict[str, Any]) -> tuple[Any, Any]:
        return platform_family(doc), (doc.get("workload") or {}).get("type")

    label = f"version {before.number}"
    if scope(before.document) != scope(after.document):
        a, b = ("/".join(map(str, scope(v.document))) for v in (before, after))
        why = f"The change moves the plan to another platform or workload ({a} to {b}): no measured effect spans that."
        body = estimate(after.document, (), reference=Reference("", label, after.document)).as_dict()
        return {**body, "comparable": False, "why_not": why}
    body = estimate(after.document, (), reference=Reference("", label, before.document)).as_dict()
    return {**body, "comparable": True, "why_not": ""}
