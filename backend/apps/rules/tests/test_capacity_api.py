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


def test_limits_name_the_study_figure_they_reach(viewer_client):
    """A plan whose numbers reach a measured limit gets it with the study's figure; inside the measurement, none."""
    within = viewer_client.get("/api/capacity/", {"nodes": 10, "users": 5000, "architecture": "x86",
                                                  "node_memory_gb": 4}).json()
    assert within["limits"] == []
    past = viewer_client.get("/api/capacity/", {"nodes": 12, "users": 8400, "architecture": "x86",
                                                "node_memory_gb": 4}).json()["limits"]
    by_key = {item["key"]: item for item in past}
    assert set(by_key) == {"s002-sweet-spot", "s002-nodes"}
    assert by_key["s002-sweet-spot"]["planned"] == "700 users per node"
    assert by_key["s002-sweet-spot"]["measured"] == "600 users per node"
    assert "did not scale beyond 4 nodes" in by_key["s002-sweet-spot"]["message"]
    assert by_key["s002-nodes"]["measured"] == "1 to 10 nodes" and "projection" in by_key["s002-nodes"]["message"]
    assert {item["source"]["section"] for item in past} == {"TESTING"}


def test_limits_stay_in_the_scope_of_their_measurement(viewer_client):
    # Study 002 measured 4 GB 32-bit nodes under OLTP: larger nodes, x86_64, DSS and System z are not held to it.
    for params in ({"node_memory_gb": 32}, {"architecture": "x86_64"}, {"workload": "dss"},
                   {"architecture": "z196"}):
        query = {"nodes": 12, "users": 8400, "architecture": "x86", **params}
        limits = viewer_client.get("/api/capacity/", query).json()["limits"]
        assert not [item for item in limits if item["key"].startswith("s002")], params
    # Study 003 scaled a DSS query to 8 processors (2 nodes of 4).
    dss = viewer_client.get("/api/capacity/", {"nodes": 4, "architecture": "x86_64", "workload": "dss",
                                               "cpus_per_node": 4}).json()["limits"]
    assert [item["key"] for item in dss] == ["s003-processors"] and "1.91x" in dss[0]["message"]
    two = viewer_client.get("/api/capacity/", {"nodes": 2, "architecture": "x86_64", "workload": "dss",
                                               "cpus_per_node": 4}).json()["limits"]
    assert two == []


def test_x86_reference_points_cover_what_the_studies_measured(viewer_client):
    points = viewer_client.get("/api/capacity/", {"nodes": 2, "architecture": "x86"}).json()["platform"]
    values = {p["key"]: p["value"] for p in points["reference_points"]}
    assert values["s002-scaling"] == "500 per node: 500 on 1 node to 5000 on 10"
    assert values["s002-asm-iops"] == "over 2500 I/Os per second"
    assert values["s001-cpu-after-sga"] == "60 to 70 % CPU"
    assert values["s003-lms-cap"].startswith("at most 20")
