"""The capacity helper over HTTP: study 002's numbers, the user's own inputs, and field-keyed errors."""

import pytest

pytestmark = pytest.mark.django_db


def test_study_numbers(viewer_client):
    body = viewer_client.get("/api/capacity/", {"nodes": 10}).json()
    assert (body["per_node_users"], body["total_users"]) == (500, 5000)
    assert body["study_example"]["total_users_at_10_nodes"] == 5000
    assert {s["section"] for s in body["sources"]} == {"TESTING METHODOLOGY", "TESTING"}
    assert body["fits"] is None


def test_own_inputs_and_planned_users(viewer_client):
    body = viewer_client.get("/api/capacity/", {"nodes": 4, "sweet_spot_users": 800, "rac_overhead_pct": 10,
                                                "increment": 1, "users": 3000}).json()
    assert body["per_node_users"] == 720 and body["total_users"] == 2880
    assert body["planned_users_per_node"] == 750 and body["fits"] is False


@pytest.mark.parametrize(("params", "key"), [({}, "nodes"), ({"nodes": 0}, "nodes"),
                                             ({"nodes": 2, "rac_overhead_pct": 95}, "rac_overhead_pct"),
                                             ({"nodes": "x"}, "nodes")])
def test_bad_input(viewer_client, params, key):
    r = viewer_client.get("/api/capacity/", params)
    assert r.status_code == 400 and key in r.json()


def test_needs_login(api_client):
    assert api_client.get("/api/capacity/", {"nodes": 2}).status_code in (401, 403)
