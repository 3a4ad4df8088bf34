"""The studies' published results (``fixtures/results/*.json``) as runs of a project, so they can be compared.

Each fixture lists runs (tags, users, the reference plan they belong to, metrics with the study section they come
from) and the claims the study makes about them ("NFS 12.4 % slower than FCP with OCFS"), which the tests
reproduce with the comparison engine. Fixtures whose ``basis`` is ``normalized`` hold index values (the
experiment's reference run = 100) because the study only states relative numbers.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

from apps.accounts.models import Project
from apps.runs.models import Run

RESULTS_DIR = Path(settings.REPO_DIR) / "fixtures" / "results"
BASIS = {"absolute": "reference_absolute", "normalized": "reference_normalized"}


@cache
def reference_results() -> tuple[dict[str, Any], ...]:
    """Every results fixture, sorted by id."""
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(RESULTS_DIR.glob("*.json"))]
    return tuple(sorted(docs, key=lambda d: d["id"]))


def reference_claims() -> list[dict[str, Any]]:
    """Every claim of every fixture, with the fixture id and study file added."""
    return [{**claim, "fixture": doc["id"], "study": doc["study"]}
            for doc in reference_results() for claim in doc.get("claims", [])]


def _source(study: str, section: str | None) -> dict[str, Any]:
    return {"file": None, "name": study, "section": section}


def reference_metrics(doc: dict[str, Any], run: dict[str, Any]) -> dict[str, Any]:
    """A fixture run's metrics in the shape of ``Run.metrics`` (value + sources naming the study section)."""
    study = doc["study"]
    out: dict[str, Any] = {"basis": BASIS[doc.get("basis", "absolute")], "files": []}
    for key, item in run["metrics"].items():
        entry = {"value": item["value"], "sources": [_source(study, item.get("section"))]}
        for extra in ("indexed", "note"):
            if item.get(extra) is not None:
                entry[extra] = item[extra]
        out[key] = entry
    oet = out.get("oet_per_min")
    if oet and "tps" not in out:
        out["tps"] = {"value": round(oet["value"] / 60.0, 6),
                      "sources": [{"file": None, "name": "derived",
                                   "section": f"OET/minute / 60 ({study}, {oet['sources'][0]['section']})"}]}
    tps, util, cpus = (out.get(k, {}).get("value") for k in ("tps", "cpu_util_pct", "cpus"))
    indexed = any(out.get(k, {}).get("indexed") for k in ("tps", "cpu_util_pct", "cpus"))
    if tps and cpus and not indexed:
        derived = {"file": None, "name": "derived", "section": "tps, cpu_util_pct and cpus of this run"}
        out.setdefault("txn_per_cpu", {"value": round(tps / cpus, 6), "sources": [derived]})
        if util is not None:
            out.setdefault("cpu_seconds_per_1000_txn",
                           {"value": round(util / 100.0 * cpus / tps * 1000, 6), "sources": [derived]})
    return out


def _plan_version(project: Project, slug: str | None):
    if not slug:
        return None
    from apps.plans.models import Plan

    plan = Plan.objects.filter(project=project, reference=slug).first()
    return None if plan is None else plan.versions.order_by("-number").first()


@transaction.atomic
def load_reference_runs(*, project: Project, user=None) -> list[Run]:
    """Create (or refresh) one run per fixture run in ``project``; idempotent, keyed by ``Run.reference``."""
    existing = {r.reference: r for r in Run.objects.filter(project=project).exclude(reference="")}
    touched = []
    for doc in reference_results():
        for spec in doc["runs"]:
            notes = "\n\n".join(x for x in (doc.get("title", ""), doc.get("note", ""), spec.get("note", "")) if x)
            fields = {
                "label": spec["label"],
                "users": spec.get("users"),
                "tags": dict(sorted(spec.get("tags", {}).items())),
                "notes": notes,
                "workload": "reference",
                "metrics": reference_metrics(doc, spec),
                "plan_version": _plan_version(project, spec.get("plan")),
            }
            run = existing.get(spec["id"])
            if run is None:
                run = Run(project=project, reference=spec["id"], created_by=user, **fields)
            else:
                for key, value in fields.items():
                    setattr(run, key, value)
            run.full_clean()
            run.save()
            touched.append(run)
    return touched
