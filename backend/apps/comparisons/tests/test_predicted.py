"""Predicted against measured: the comparison, the saved report and the run page set the plan estimate beside what
runs linked to plan versions measured, or say why they cannot (apps.comparisons.predicted)."""

from __future__ import annotations

import copy

import pytest

from apps.plans.selectors import estimate_references, reference_plan_get
from apps.plans.services import plan_create, plan_version_create
from apps.studies.estimate import estimate

from .conftest import metrics

pytestmark = pytest.mark.django_db

SLUG = "s000-z10-hipersockets-asm-4k-dedicated"


def _osa(doc):
    doc = copy.deepcopy(doc)
    doc["interconnect"]["type"] = "osa_10gbe"
    doc["interconnect"]["interface"] = "eth1"
    doc["database"]["db_block_size"] = 8192
    return doc


@pytest.fixture
def versions(project, architect):
    """A plan at the study configuration (v1) and a version on 10 GbE OSA with 8 KB blocks (v2)."""
    plan = plan_create(project=project, user=architect, name="Cluster", reference=SLUG)
    v2 = plan_version_create(plan=plan, user=architect, document=_osa(reference_plan_get(SLUG)["document"]))
    return plan.versions.get(number=1), v2


@pytest.fixture
def expected(versions):
    """The estimate of v2 against v1, as the pure module computes it."""
    from apps.studies.estimate import Reference

    v1, v2 = versions
    return estimate(v2.document, (), reference=Reference("", "v1", v1.document)).metrics["throughput"]


@pytest.fixture
def linked(make_run, versions):
    def make(version, tps, users=40, workload="OLTP", label=None):
        run = make_run(label=label, users=users, tps=tps)
        run.plan_version = version
        run.workload = workload
        run.save()
        return run

    return make


def test_a_comparison_shows_predicted_against_measured(viewer_client, versions, linked, expected):
    v1, v2 = versions
    base, inside = linked(v1, 100.0, label="base"), linked(v2, 100.0 * expected.ratio, label="on OSA")
    r = viewer_client.post("/api/comparisons/", {"runs": [base.id, inside.id]}, format="json")
    assert r.status_code == 200, r.json()
    [check] = r.json()["predicted"]
    assert check["comparable"] and check["plan"] == "Cluster v2" and check["baseline_plan"] == "Cluster v1"
    throughput, cpu = check["metrics"]
    assert throughput["predicted_pct"] == round(expected.change_pct, 1)
    assert (throughput["low_pct"], throughput["high_pct"]) == (round(expected.low_pct, 1), round(expected.high_pct, 1))
    assert throughput["measured_pct"] == round(expected.change_pct, 1) and throughput["within"] is True
    assert throughput["sentence"].endswith("within")
    assert {c["study"] for c in check["contributions"]} == {"000"}
    # The runs have no CPU cost: that row says so and gives no number.
    assert cpu["measured_pct"] is None and cpu["within"] is None and "cpu_seconds_per_1000_txn" in cpu["why_not"]
    assert check["outside"] is False


def test_a_result_outside_the_interval_is_flagged(viewer_client, versions, linked, expected):
    v1, v2 = versions
    base, low = linked(v1, 100.0), linked(v2, 100.0 * expected.low * 0.9)
    [check] = viewer_client.post("/api/comparisons/", {"runs": [base.id, low.id]}, format="json").json()["predicted"]
    assert check["metrics"][0]["within"] is False and check["outside"] is True
    assert check["metrics"][0]["sentence"].endswith("outside")


@pytest.mark.parametrize(("change", "why"), [
    ({"users": 80}, "users"),
    ({"workload": "DSS queries"}, "workload"),
])
def test_runs_of_other_loads_cannot_be_compared(viewer_client, versions, linked, change, why):
    v1, v2 = versions
    base, other = linked(v1, 100.0), linked(v2, 90.0, **change)
    [check] = viewer_client.post("/api/comparisons/", {"runs": [base.id, other.id]}, format="json").json()["predicted"]
    assert check["comparable"] is False and check["metrics"] == [] and why in check["why_not"]


def test_unlinked_runs_and_the_same_plan_version_say_why(viewer_client, versions, linked, make_run):
    v1, _ = versions
    base, again, loose = linked(v1, 100.0), linked(v1, 104.0), make_run(users=40, tps=90.0)
    checks = viewer_client.post("/api/comparisons/", {"runs": [base.id, again.id, loose.id]},
                                format="json").json()["predicted"]
    assert [c["comparable"] for c in checks] == [False, False]
    assert "same plan version" in checks[0]["why_not"] and "no plan version" in checks[1]["why_not"]


def test_a_saved_report_carries_the_check(contributor_client, viewer_client, project, versions, linked, expected):
    v1, v2 = versions
    base, inside = linked(v1, 100.0), linked(v2, 100.0 * expected.ratio)
    r = contributor_client.post("/api/reports/", {"project": project.id, "title": "OSA", "request": {
        "runs": [base.id, inside.id], "baseline": {"run": base.id}}}, format="json")
    assert r.status_code == 201, r.json()
    body = viewer_client.get(f"/api/reports/{r.json()['uuid']}/").json()
    [check] = body["comparison"]["predicted"]
    assert check["metrics"][0]["within"] is True


def test_the_run_page_checks_against_runs_of_the_reference_configuration(viewer_client, versions, linked,
                                                                         outsider_client):
    v1, v2 = versions
    own = estimate(v2.document, estimate_references())
    assert own.reference is not None
    # v2's nearest study configuration is the 8 KB HiperSockets plan (not v1): the baseline runs are those that ran
    # it, here a version saved with its document.
    ref_doc = dict(own.reference.document)
    plan = v1.plan
    v3 = plan_version_create(plan=plan, user=plan.created_by, document=ref_doc)
    base = linked(v3, 200.0, label="at the reference")
    tp = own.metrics["throughput"]
    outside = linked(v2, 200.0 * tp.high * 1.2, label="too fast")
    r = viewer_client.get(f"/api/runs/{outside.id}/predicted/")
    assert r.status_code == 200, r.json()
    check = r.json()
    assert check["comparable"] and check["outside"] is True and check["baseline_runs"] == [base.label]
    assert check["metrics"][0]["predicted_pct"] == round(tp.change_pct, 1)
    assert outsider_client.get(f"/api/runs/{outside.id}/predicted/").status_code == 404


def test_the_run_page_says_why_it_cannot_check(viewer_client, versions, linked, make_run):
    v1, v2 = versions
    assert "no plan version" in viewer_client.get(f"/api/runs/{make_run(tps=1.0).id}/predicted/").json()["why_not"]
    at_ref = linked(v1, 100.0)
    body = viewer_client.get(f"/api/runs/{at_ref.id}/predicted/").json()
    assert body["comparable"] is False and "study configuration" in body["why_not"]
    alone = linked(v2, 100.0)
    body = viewer_client.get(f"/api/runs/{alone.id}/predicted/").json()
    assert body["comparable"] is False and "No other run" in body["why_not"] and "40 users" in body["why_not"]
    assert body["metrics"] == []


def test_a_run_of_another_project_is_no_baseline(viewer_client, versions, linked, other_project, architect):
    """Runs the reader may not see never serve as the baseline."""
    from apps.runs.models import Run

    _, v2 = versions
    own = estimate(v2.document, estimate_references())
    v3 = plan_version_create(plan=v2.plan, user=architect, document=dict(own.reference.document))
    Run.objects.create(project=other_project, label="elsewhere", users=40, workload="OLTP", metrics=metrics(tps=1.0),
                       plan_version=v3)
    run = linked(v2, 100.0)
    body = viewer_client.get(f"/api/runs/{run.id}/predicted/").json()
    assert body["comparable"] is False and own.reference.name in body["why_not"]
