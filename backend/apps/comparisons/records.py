"""A run as the comparison engine reads it (shared by the selectors, the services and the predicted block)."""

from __future__ import annotations

from apps.runs.models import Run

from .engine import PlanVersionRef, RunRecord


def run_record(run: Run) -> RunRecord:
    """The fields of a run the engine reads."""
    pv = run.plan_version
    return RunRecord(
        id=run.id,
        label=run.label,
        project=run.project_id,
        date=run.date.isoformat() if run.date else None,
        users=run.users,
        tags=dict(run.tags or {}),
        reference=run.reference,
        plan_version=None if pv is None else PlanVersionRef(id=pv.id, label=f"{pv.plan.name} v{pv.number}"),
        metrics=run.metrics or {},
    )
