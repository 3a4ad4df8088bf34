"""The catalogue and validation endpoints over HTTP."""

from __future__ import annotations

import pytest

from apps.common.api.pagination import MAX_PAGE_SIZE
from apps.rules.engine import all_rules
from apps.topology.parsing import MALFORMED_JSON

from .fixtures import plan_fixture, plan_names

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("role", "status"), [("anonymous", 403), ("viewer", 200), ("outsider", 200)])
def test_rules_need_a_login(role_client, viewer, role, status):
    assert role_client(role).get("/api/rules/").status_code == status


def listed(client, path: str, **query) -> list[dict]:
    """Every row of a paged list, page after page."""
    body = client.get(path, {**query, "page_size": MAX_PAGE_SIZE}).json()
    rows = body["results"]
    while body["next"]:
        body = client.get(body["next"]).json()
        rows += body["results"]
    return rows


def test_rule_list_and_detail(viewer_client):
    rules = listed(viewer_client, "/api/rules/")
    assert [r["id"] for r in rules] == [r.id for r in all_rules()]
    first = rules[0]
    assert set(first) >= {"id", "slug", "title", "severity", "category", "rationale", "sources", "evidence",
                          "fields", "fix"}
    assert viewer_client.get(f"/api/rules/{first['id']}/").json() == first
    assert viewer_client.get("/api/rules/ZZ999/").status_code == 404
    errors = listed(viewer_client, "/api/rules/", severity="error")
    assert errors and all(r["severity"] == "error" for r in errors)
    found = listed(viewer_client, "/api/rules/", q=first["title"].split()[0])
    assert first["id"] in [r["id"] for r in found]


def test_validate_a_reference_plan(viewer_client):
    name = plan_names()[0]
    r = viewer_client.post("/api/validate/", plan_fixture(name)["document"], format="json")
    assert r.status_code == 200
    body = r.json()
    assert 0 <= body["score"] <= 100
    assert set(body) >= {"score", "counts", "findings", "upside", "catalogue_version", "document"}
    for f in body["findings"]:
        assert set(f) >= {"rule", "severity", "paths", "message", "evidence", "sources", "fix"}


@pytest.mark.parametrize(
    ("body", "content_type", "key"),
    [
        ("{not json", "application/json", "non_field_errors"),
        ("[1, 2]", "application/json", "non_field_errors"),
        ('{"cluster": {"name": "a"}, "nodes": []}', "application/json", "nodes"),
        ('{"cluster": {"name": "a"}, "nodes": [{"hostname": "a", "cpus": "many"}]}', "application/json",
         "nodes/0/cpus"),
        ('{"cluster": {"name": "a"}, "nodes": [], "interconnect": {"mtu": 70000}}', "application/json",
         "interconnect/mtu"),
    ],
)
def test_validate_bad_input_is_a_field_keyed_400(viewer_client, body, content_type, key):
    r = viewer_client.generic("POST", "/api/validate/", body, content_type=content_type)
    assert r.status_code == 400
    assert key in r.json()
    if body.startswith("{not"):
        assert r.json()[key][0].startswith(MALFORMED_JSON.split(":")[0])


def test_topology_schema_is_public(api_client):
    r = api_client.get("/api/topology-schema/")
    assert r.status_code == 200 and r.json()["title"] == "RACplan topology document"
