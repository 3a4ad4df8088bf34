"""Read operations of apps.plans."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from django.core.exceptions import ValidationError
from django.db.models import OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Lower

from apps.topology.parsing import diff_documents

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
    latest = PlanVersion.objects.filter(plan=OuterRef("pk")).order_by("-number")
    # The score and counts come from the version's summary columns, never its whole validation JSON.
    summary = {f"latest_{column}": Subquery(latest.values(column)[:1])
               for column in ("score", *COUNT_COLUMNS.values())}
    qs = Plan.objects.restrict(user, "view").select_related("project").annotate(
        latest_number=Subquery(latest.values("number")[:1]), **summary,
    )
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    if archived is not None:
        qs = qs.filter(archived=archived)
    q = (q or "").strip()
    if q:
        qs = qs.filter(Q(name__icontains=q) | Q(description__icontains=q) | Q(reference__icontains=q))
    return qs.order_by(*PLAN_ORDERINGS[ordering])


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


def version_diff(*, before: PlanVersion, after: PlanVersion) -> dict[str, Any]:
    """Fields changed and findings added / removed between two versions of a plan."""
    old = {_finding_key(f): f for f in before.validation.get("findings", [])}
    new = {_finding_key(f): f for f in after.validation.get("findings", [])}
    return {
        "from": before.number,
        "to": after.number,
        "fields": diff_documents(before.document, after.document),
        "findings_added": [new[k] for k in sorted(set(new) - set(old))],
        "findings_removed": [old[k] for k in sorted(set(old) - set(new))],
        "score": {"from": before.validation.get("score"), "to": after.validation.get("score")},
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
def _estimate_references():
    from apps.studies.estimate import Reference

    return tuple(Reference(p["slug"], p.get("name", p["slug"]), p["document"]) for p in _reference_plans())


def version_estimate(*, version: PlanVersion) -> dict[str, Any]:
    """The version's expected throughput and CPU cost per transaction against the nearest reference plan
    (``apps.studies.estimate``; the method is in docs/estimate.md)."""
    from apps.studies.estimate import estimate

    return {"version": version.number, **estimate(version.document, _estimate_references()).as_dict()}
