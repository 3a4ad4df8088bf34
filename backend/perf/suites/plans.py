"""`make bench` entries of apps.plans: the plan estimate's leave-one-out calibration over the published runs."""

from __future__ import annotations

from apps.studies.estimate_docs import calibration_summary
from perf.registry import benchmark


@benchmark("plans.estimate_calibration", repeat=1)
def estimate_calibration() -> dict:
    """Leave-one-out over the studies' published runs: how many comparisons the 80 % interval held, and the default
    spread the calibration finds (docs/estimate.md)."""
    summary = calibration_summary()
    rows = summary.pop("rows")
    summary["not_checked"] = sum(1 for r in rows if r.within is None)  # type: ignore[attr-defined]
    summary["misses"] = [f"{r.run} vs {r.baseline}" for r in rows if r.within is False]  # type: ignore[attr-defined]
    return summary
