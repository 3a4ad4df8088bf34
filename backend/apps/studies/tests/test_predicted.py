"""``apps.studies.predicted``: when a plan's estimate and runs' measurements can be set side by side, and how."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from apps.studies import estimate as E
from apps.studies.predicted import RunSide, predicted_vs_measured

PLANS = Path(__file__).resolve().parents[4] / "fixtures" / "plans"


@pytest.fixture(scope="module")
def refs():
    return E.load_references(PLANS)


def _doc(refs, slug):
    return copy.deepcopy(dict(next(r for r in refs if r.slug == slug).document))


def _side(label, pid, doc, tps, **kw):
    return RunSide(label=label, runs=(label,), plans={pid: (f"plan v{pid}", doc)},
                   means={"tps": tps, "cpu_seconds_per_1000_txn": kw.pop("cpu", None)}, **kw)


def test_measured_is_the_ratio_of_the_means_and_the_interval_decides(refs):
    base_doc = _doc(refs, "s000-z10-osa1gbe-asm-4k-dedicated")
    doc = _doc(refs, "s000-z10-hipersockets-asm-4k-dedicated")
    est = E.estimate(doc, (), reference=E.Reference("", "b", base_doc)).metrics["throughput"]
    inside = predicted_vs_measured(_side("a", 2, doc, 111.0, cpu=9.0), _side("b", 1, base_doc, 100.0, cpu=10.0))
    tp, cpu = inside["metrics"]
    assert tp["measured_pct"] == 11.0 and tp["within"] is True
    assert tp["predicted_pct"] == round(est.change_pct, 1)
    assert tp["sentence"] == (f"the plan expected {est.low_pct:+.1f} % to {est.high_pct:+.1f} % throughput; the runs "
                              "measured +11.0 %, within")
    # No study measured the interconnects' effect on CPU cost: the measured change is shown, with no verdict.
    assert cpu["measured_pct"] == -10.0 and cpu["within"] is None and "predicts nothing" in cpu["why_not"]
    assert inside["outside"] is False
    outside = predicted_vs_measured(_side("a", 2, doc, 150.0), _side("b", 1, base_doc, 100.0))
    assert outside["metrics"][0]["within"] is False and outside["outside"] is True


def test_no_number_where_the_two_cannot_be_compared(refs):
    oltp = _doc(refs, "s000-z10-hipersockets-asm-4k-dedicated")
    osa = _doc(refs, "s000-z10-osa1gbe-asm-4k-dedicated")
    dss = _doc(refs, "s003-x366-2-node-infiniband-interconnect")
    dss_base = _doc(refs, "s003-x366-2-node-gigabit-interconnect")
    x86 = _doc(refs, "s001-fcp-asm")
    fcp = _doc(refs, "s004-fcp-multibus-rr100-11g")
    eckd = _doc(refs, "s004-eckd-hyperpav-11g")
    cases = {
        "query elapsed times": (_side("a", 2, dss, 2.0), _side("b", 1, dss_base, 1.0)),
        "different platforms": (_side("a", 2, x86, 2.0), _side("b", 1, oltp, 1.0)),
        "no measured effect links": (_side("a", 2, fcp, 2.0), _side("b", 1, eckd, 1.0)),
        "index figures": (_side("a", 2, oltp, 111.0, indexed=frozenset({True})),
                          _side("b", 1, osa, 100.0, indexed=frozenset({False}))),
        "workload 'swingbench'": (_side("a", 2, oltp, 2.0, workloads=frozenset({"swingbench"})),
                                  _side("b", 1, osa, 1.0, workloads=frozenset({"hammerdb"}))),
        "same plan version": (_side("a", 1, oltp, 2.0), _side("b", 1, oltp, 1.0)),
        "do not differ": (_side("a", 2, oltp, 2.0), _side("b", 1, copy.deepcopy(oltp), 1.0)),
    }
    for words, (side, base) in cases.items():
        out = predicted_vs_measured(side, base)
        assert out["comparable"] is False and out["metrics"] == [], words
        assert words in out["why_not"], (words, out["why_not"])


def test_a_side_on_several_plan_versions_or_none(refs):
    oltp, osa = _doc(refs, "s000-z10-hipersockets-asm-4k-dedicated"), _doc(refs, "s000-z10-osa1gbe-asm-4k-dedicated")
    mixed = RunSide(label="g", runs=("x", "y"), plans={2: ("p v2", oltp), 3: ("p v3", osa)}, means={"tps": 1.0})
    out = predicted_vs_measured(mixed, _side("b", 1, osa, 1.0))
    assert out["why_not"] == "The runs are linked to 2 plan versions (p v2, p v3); the estimate is for one."
    loose = RunSide(label="g", runs=("x",), plans={}, means={"tps": 1.0})
    assert predicted_vs_measured(loose, _side("b", 1, osa, 1.0))["why_not"] == "Run 'x' is linked to no plan version."
    part = RunSide(label="b", runs=("u", "v"), plans={1: ("p v1", osa)}, unlinked=1, means={"tps": 1.0})
    out = predicted_vs_measured(_side("a", 2, oltp, 1.0), part)
    assert "The baseline runs are linked to 2 plan versions (p v1, none)" in out["why_not"]


def test_same_configuration_ignores_what_is_not_measured(refs):
    doc = _doc(refs, "s000-z10-hipersockets-asm-4k-dedicated")
    renamed = copy.deepcopy(doc)
    renamed["cluster"]["name"] = "other"
    assert E.same_configuration(doc, renamed)
    renamed["interconnect"]["type"] = "osa_1gbe"
    assert not E.same_configuration(doc, renamed)
