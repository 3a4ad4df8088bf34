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


def test_system_z_plans_get_their_own_studies(viewer_client):
    body = viewer_client.get("/api/capacity/", {"nodes": 2, "architecture": "z196", "users": 40}).json()
    platform = body["platform"]
    assert platform["platform"] == "system_z" and platform["sweet_spot_applies"] is False
    assert platform["studies"] == ["000_f661c8a8ade0fc72.txt", "004_b78c188c063b2127.txt"]
    documents = {p["source"]["document"] for p in platform["reference_points"]}
    assert documents == set(platform["studies"])
    values = {p["key"]: p["value"] for p in platform["reference_points"]}
    assert values["s000-z196"] == "+45 % throughput per CPU"
    assert "+45 % to +70 % per CPU" in values["s004-11g"]
    # The x86 sweet spot is not a System z figure.
    assert not any("sweet" in p["key"] for p in platform["reference_points"])


def test_x86_plans_keep_study_002(viewer_client):
    platform = viewer_client.get("/api/capacity/", {"nodes": 4, "architecture": "x86"}).json()["platform"]
    assert platform["platform"] == "x86" and platform["sweet_spot_applies"] is True
    assert {p["source"]["document"][:3] for p in platform["reference_points"]} == {"001", "002", "003"}


def test_every_reference_point_cites_a_heading_of_its_study():
    from apps.rules.capacity import INTERCONNECT_SOURCE, REFERENCE_POINTS
    from apps.studies.seeds import section_exists

    for points in REFERENCE_POINTS.values():
        for p in points:
            assert section_exists(p.source.document, p.source.section), p.key
    assert section_exists(INTERCONNECT_SOURCE.document, INTERCONNECT_SOURCE.section)


def test_interconnect_estimate_states_its_basis_and_where_it_extrapolates(viewer_client):
    inside = viewer_client.get("/api/capacity/", {"nodes": 2, "architecture": "z10", "users": 80}).json()
    ic = inside["interconnect"]
    assert (ic["mb_s_per_node_low"], ic["mb_s_per_node_high"]) == (51, 57)
    assert ic["extrapolates"] is False and ic["departures"] == []
    assert "Table 6" in ic["basis"] and ic["source"]["section"] == "Network throughput"
    outside = viewer_client.get("/api/capacity/", {"nodes": 4, "architecture": "x86", "users": 2000,
                                                   "db_block_size": 4096}).json()["interconnect"]
    assert outside["extrapolates"] is True
    assert [d.split(":")[0] for d in outside["departures"]] == ["4 node(s)", "2000 users", "4 KB blocks", "x86"]


def test_bad_architecture_is_field_keyed(viewer_client):
    r = viewer_client.get("/api/capacity/", {"nodes": 2, "architecture": "sparc"})
    assert r.status_code == 400 and "architecture" in r.json()
