"""The plan estimate's calibration as `make bench` reports it (here, not in the app's tests: apps never import perf)."""

from __future__ import annotations

from pathlib import Path

from apps.studies import estimate as E

REPO = Path(__file__).resolve().parents[3]
PLANS = REPO / "fixtures" / "plans"
RESULTS = REPO / "fixtures" / "results"


def test_make_bench_reports_the_calibration():
    from perf.registry import REGISTRY, run_one
    from perf.suites import plans  # noqa: F401  (registers the benchmark)

    refs, results = E.load_references(PLANS), E.load_results(RESULTS)
    extra = run_one(REGISTRY["plans.estimate_calibration"])["extra"]
    held, checked = E.coverage(E.leave_one_out(refs, results))
    assert checked > 0
    assert (extra["held_by_interval"], extra["comparisons_checked"]) == (held, checked)
    assert extra["calibrated_spread_pct"] == E.calibrate(refs, results)
