"""GET /api/plans/{id}/versions/{n}/estimate/: the plan estimate served, with the other version endpoints' access."""

from __future__ import annotations

import copy

import pytest

from apps.plans.selectors import reference_plan_get
from apps.studies.ledger import by_id

pytestmark = pytest.mark.django_db

SLUG = "s000-z10-hipersockets-asm-4k-dedicated"


@pytest.fixture
def reference_plan(architect_client, project):
    r = architect_client.post("/api/plans/", {"project": project.id, "name": "Ref", "reference": SLUG}, format="json")
    assert r.status_code == 201, r.json()
    return r.json()


@pytest.mark.parametrize(("role", "status"), [("architect", 200), ("contributor", 200), ("viewer", 200),
                                              ("outsider", 404), ("staff", 200), ("anonymous", 403)])
def test_estimate_by_role(role_client, reference_plan, contributor, viewer, role, status):
    r = role_client(role).get(f"/api/plans/{reference_plan['id']}/versions/1/estimate/")
    assert r.status_code == status, r.content


def test_a_reference_plan_is_its_own_reference(architect_client, reference_plan):
    body = architect_client.get(f"/api/plans/{reference_plan['id']}/versions/1/estimate/").json()
    assert body["version"] == 1 and body["reference"]["slug"] == SLUG
    assert body["differences"] == [] and body["throughput"]["ratio"] == 1.0
    assert (body["family"], body["workload"], body["interval_pct"]) == ("s390x", "oltp", 80)


def test_a_new_version_is_estimated_from_the_measured_effect(architect_client, reference_plan):
    doc = copy.deepcopy(reference_plan_get(SLUG)["document"])
    doc["interconnect"]["type"] = "osa_10gbe"
    doc["interconnect"]["interface"] = "eth1"
    doc["database"]["db_block_size"] = 8192
    r = architect_client.post(f"/api/plans/{reference_plan['id']}/versions/", {"document": doc}, format="json")
    assert r.status_code == 201, r.json()
    body = architect_client.get(f"/api/plans/{reference_plan['id']}/versions/2/estimate/").json()
    # Two references are one measured step away (the 8 KB HiperSockets plan, the 4 KB OSA 10 GbE plan); the tie
    # goes by name.
    assert body["reference"]["slug"] == "s000-z10-hipersockets-asm-8k-dedicated"
    assert [d["lever"] for d in body["differences"]] == ["interconnect"]
    tp = body["throughput"]
    [c] = tp["contributions"]
    statement = by_id()[c["statement"]]
    assert (c["lever"], c["direction"], c["transferred"]) == ("interconnect", "inverse", False)
    assert c["section"] == statement.cite.section and c["document"] == statement.cite.document
    assert c["rules"] == list(statement.rule_ids)
    assert tp["ratio"] == pytest.approx(1 / (1 + statement.effect.change_pct / 100), abs=1e-4)
    assert tp["low"] < tp["ratio"] < tp["high"]


def test_unknown_version_is_404(architect_client, reference_plan):
    assert architect_client.get(f"/api/plans/{reference_plan['id']}/versions/9/estimate/").status_code == 404
