"""The plan estimate (``apps.studies.estimate``): composition, scope, interval, and the leave-one-out check."""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import pytest

from apps.studies import estimate as E
from apps.studies.ledger import by_id

REPO = Path(__file__).resolve().parents[4]
PLANS = REPO / "fixtures" / "plans"
RESULTS = REPO / "fixtures" / "results"


@pytest.fixture(scope="module")
def refs():
    return E.load_references(PLANS)


@pytest.fixture(scope="module")
def results():
    return E.load_results(RESULTS)


def _ref(refs, slug):
    return next(r for r in refs if r.slug == slug)


def _doc(refs, slug):
    return copy.deepcopy(dict(_ref(refs, slug).document))


def test_every_reference_plan_estimates_as_itself(refs):
    for ref in refs:
        est = E.estimate(ref.document, refs)
        assert est.reference is not None and est.reference.slug == ref.slug
        assert est.differences == ()
        assert est.metrics["throughput"].ratio == 1.0
        assert est.metrics["cpu_per_txn"].ratio == 1.0


def test_one_effect_backwards_with_the_default_interval(refs):
    base = _ref(refs, "s000-z10-hipersockets-asm-4k-dedicated")
    doc = _doc(refs, base.slug)
    doc["interconnect"]["type"] = "osa_1gbe"
    est = E.estimate(doc, [base])
    tp = est.metrics["throughput"]
    [c] = tp.contributions
    assert (c.statement, c.direction, c.transferred, c.spread_source) == ("000-161", "inverse", False, "default")
    measured = by_id()["000-161"].effect
    assert c.section == by_id()["000-161"].cite.section
    assert (c.baseline, c.variant) == (measured.baseline, measured.variant)
    assert tp.ratio == pytest.approx(1 / (1 + measured.change_pct / 100))
    width = E.Z_80 * math.log1p(E.DEFAULT_SPREAD_PCT / 100)
    assert tp.low == pytest.approx(tp.ratio * math.exp(-width))
    assert tp.high == pytest.approx(tp.ratio * math.exp(width))
    assert est.metrics["cpu_per_txn"].contributions == ()


def test_a_chain_of_effects_multiplies(refs):
    base = _ref(refs, "s001-iscsi-software-asm")
    doc = _doc(refs, "s001-fcp-asm")
    doc["database"]["parallel_threads_per_cpu"] = base.document["database"]["parallel_threads_per_cpu"]
    est = E.estimate(doc, [base])
    tp = est.metrics["throughput"]
    assert [c.statement for c in tp.contributions] == ["001-034", "001-036"]
    product = math.prod(1 + by_id()[s].effect.change_pct / 100 for s in ("001-034", "001-036"))
    assert tp.ratio == pytest.approx(product)
    assert tp.low < tp.ratio < tp.high


def test_a_printed_spread_is_used_and_per_cpu_effects_lower_cpu_cost(refs):
    base = _ref(refs, "s004-eckd-10g")
    doc = _doc(refs, base.slug)
    doc["cluster"]["oracle_release"] = "11.2.0.2"
    est = E.estimate(doc, [base])
    [cpu] = est.metrics["cpu_per_txn"].contributions
    assert (cpu.statement, cpu.spread_source, cpu.spread_pct) == ("004-082", "study", 25.0)
    assert est.metrics["cpu_per_txn"].ratio == pytest.approx(1 / 1.45)
    assert [c.statement for c in est.metrics["throughput"].contributions] == ["004-078"]


def test_an_effect_outside_the_scope_is_transferred_and_widens(refs):
    single = _ref(refs, "s004-eckd-10g")
    doc = _doc(refs, single.slug)
    doc["cluster"]["oracle_release"] = "11.2.0.2"
    in_scope = E.estimate(doc, [single]).metrics["throughput"]
    rac = copy.deepcopy(doc)
    rac["nodes"] = [rac["nodes"][0], {**rac["nodes"][0], "hostname": "db-node2"}]
    ref_rac = E.Reference("rac", "two nodes", {**single.document, "nodes": rac["nodes"]})
    transferred = E.estimate(rac, [ref_rac]).metrics["throughput"]
    [c] = transferred.contributions
    assert c.transferred and c.carries_over == by_id()["004-078"].scope.carries_over
    assert transferred.ratio == pytest.approx(in_scope.ratio)
    assert transferred.high - transferred.low > in_scope.high - in_scope.low
    assert transferred.sigma == pytest.approx(in_scope.sigma * E.TRANSFER_WIDENING)


def test_an_effect_whose_reason_does_not_carry_is_left_out_with_why(refs):
    base = _ref(refs, "s001-iscsi-software-asm")
    two_nodes = copy.deepcopy(dict(base.document))
    two_nodes["nodes"] = two_nodes["nodes"][:2]
    ref = E.Reference(base.slug, base.name, two_nodes)
    doc = copy.deepcopy(two_nodes)
    doc["storage"]["protocol"] = "nfs"
    est = E.estimate(doc, [ref])
    left = {x.statement: x for x in est.left_out}
    assert "001-026" in left and "3 node(s)" in left["001-026"].reason
    assert "no reason that carries over" in left["001-026"].reason
    assert est.metrics["throughput"].contributions == ()
    assert [d.bridged for d in est.differences] == [False]
    assert est.notes and "storage and disk manager" in est.notes[0]


def test_a_setting_the_plan_does_not_state_is_unknown_not_a_difference(refs):
    base = _ref(refs, "s000-z10-hipersockets-asm-4k-dedicated")
    doc = _doc(refs, base.slug)
    doc["interconnect"]["type"] = None
    est = E.estimate(doc, [base])
    assert est.differences == () and est.metrics["throughput"].ratio == 1.0


def test_no_reference_of_the_family_and_workload(refs):
    doc = _doc(refs, "s003-x366-2-node-gigabit-interconnect")
    doc["workload"]["type"] = "network"
    est = E.estimate(doc, refs)
    assert est.reference is None and est.notes
    assert json.loads(json.dumps(est.as_dict()))["reference"] is None


def test_nearest_reference_is_the_same_family_and_workload(refs):
    doc = _doc(refs, "s000-z10-hipersockets-asm-4k-dedicated")
    doc["database"]["db_block_size"] = 8192
    doc["server"]["mode"] = "shared"
    est = E.estimate(doc, refs)
    assert est.reference is not None and est.reference.slug.startswith("s000-")
    assert len(est.differences) == 1 and est.differences[0].bridged


def test_leave_one_out_covers_every_published_run(refs, results):
    rows = E.leave_one_out(refs, results)
    named = {r.run for r in rows} | {r.baseline for r in rows}
    assert {run["id"] for doc in results for run in doc["runs"]} <= named
    for row in rows:
        assert (row.within is None) == bool(row.why_not)
        if row.within is not None:
            assert row.predicted_pct is not None and row.low_pct <= row.predicted_pct <= row.high_pct
            assert not set(row.left_out) & set(row.used)
            assert row.error_pp == pytest.approx(row.predicted_pct - row.measured_pct, abs=0.11)


def test_leave_one_out_leaves_out_the_statement_reporting_the_comparison(refs, results):
    rows = {(r.run, r.baseline, r.metric): r for r in E.leave_one_out(refs, results)}
    row = rows[("s000-ic-hipersockets-40", "s000-ic-osa10-40", "throughput")]
    assert row.left_out == ("000-160",) and row.used == ("000-162",)
    one = rows[("s004-hyperpav-20", "s004-hyperpav-0", "throughput")]
    assert one.within is None and "one run only" in one.why_not


def test_the_default_spread_is_the_calibrated_one(refs, results):
    calibrated = E.calibrate(refs, results)
    assert calibrated == E.DEFAULT_SPREAD_PCT
    held, checked = E.coverage(E.leave_one_out(refs, results))
    assert checked >= 10 and held / checked >= E.TARGET_COVERAGE
    narrower = E.leave_one_out(refs, results, default_spread_pct=calibrated - E.CALIBRATION_STEP_PCT)
    held_n, checked_n = E.coverage(narrower)
    assert held_n / checked_n < E.TARGET_COVERAGE


def test_the_docs_page_is_current_and_reports_the_check(refs, results):
    from apps.studies import estimate_docs

    assert not estimate_docs.is_stale(), "run `make docs` to regenerate docs/estimate.md"
    held, checked = E.coverage(E.leave_one_out(refs, results))
    text = estimate_docs.render()
    assert f"**{held} of {checked}**" in text
    assert f"a default of {E.DEFAULT_SPREAD_PCT:g} %" in text
    for doc in results:
        for run in doc["runs"]:
            assert f"| {run['id']} |" in text
