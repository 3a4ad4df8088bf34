"""The statement ledger over HTTP: GET /api/studies/statements/ and the statements each rule carries."""

from __future__ import annotations

import pytest

from apps.rules.engine import all_rules
from apps.studies import ledger

from .test_api import listed

pytestmark = pytest.mark.django_db

URL = "/api/studies/statements/"


@pytest.mark.parametrize(("role", "status"), [("anonymous", 403), ("viewer", 200), ("outsider", 200)])
def test_statements_need_a_login(role_client, viewer, role, status):
    assert role_client(role).get(URL).status_code == status


def test_every_statement_in_study_order_with_its_study_and_disposition(viewer_client):
    body = listed(viewer_client, URL)
    expected = ledger.statements()
    assert expected, "the ledger has no entries"
    assert [s["id"] for s in body] == [s.id for s in expected]
    first, entry = body[0], expected[0]
    assert first["study"] == entry.cite.document[:3]
    assert first["quote"] == entry.quote and first["kind"] == entry.kind
    assert first["cite"]["document"] == entry.cite.document and first["cite"]["section"] == entry.cite.section
    assert first["does"] == [d.as_dict() for d in entry.does]
    assert set(first["scope"]) >= {"platform", "release", "storage", "workload", "nodes", "carries_over"}
    assert set(first) >= {"effect", "note"}


def test_filters_combine(viewer_client):
    entry = next(s for s in ledger.statements() if s.rule_ids)
    study = entry.cite.document[:3]
    by_study = listed(viewer_client, URL, study=study)
    assert by_study and {s["study"] for s in by_study} == {study}
    assert [s["id"] for s in by_study] == [s.id for s in ledger.statements() if s.cite.document[:3] == study]

    rule_id = entry.rule_ids[0]
    carried = listed(viewer_client, URL, rule=rule_id.lower())
    assert [s["id"] for s in carried] == [s.id for s in ledger.for_rule(rule_id)]
    assert all(any(rule_id in d["rules"] for d in s["does"]) for s in carried)

    section = listed(viewer_client, URL, study=study, section=entry.cite.section, kind=entry.kind)
    assert entry.id in [s["id"] for s in section]
    assert all(s["cite"]["section"] == entry.cite.section and s["kind"] == entry.kind for s in section)
    assert listed(viewer_client, URL, section="A heading no study prints") == []
    assert [s["id"] for s in listed(viewer_client, URL, kind="")] == [s.id for s in ledger.statements()]


@pytest.mark.parametrize(
    ("query", "key"),
    [({"study": "007"}, "study"), ({"kind": "opinion"}, "kind"), ({"rule": "ZZ999"}, "rule"),
     ({"rule": "X" * 40}, "rule")],
)
def test_bad_filters_are_field_keyed_400s(viewer_client, query, key):
    r = viewer_client.get(URL, query)
    assert r.status_code == 400
    assert list(r.json()) == [key]


def test_each_rule_carries_its_statements(viewer_client):
    rules = {r["id"]: r for r in listed(viewer_client, "/api/rules/")}
    assert set(rules) == {r.id for r in all_rules()}
    for rule_id, r in rules.items():
        assert [s["id"] for s in r["statements"]] == [s.id for s in ledger.for_rule(rule_id)]
    carried = next(r for r in rules.values() if r["statements"])
    statement = carried["statements"][0]
    assert set(statement) == {"id", "quote", "kind", "cite", "scope"}
    assert statement["quote"] == ledger.by_id()[statement["id"]].quote
    assert viewer_client.get(f"/api/rules/{carried['id']}/").json()["statements"] == carried["statements"]


def test_the_catalogue_search_finds_a_rule_by_the_words_of_a_statement_it_carries(viewer_client):
    rules = listed(viewer_client, "/api/rules/")
    def own_text(r: dict) -> str:
        return " ".join([r["id"], r["slug"], r["title"], r["rationale"], r["evidence"]]).lower()

    # A word of a quote that the rule's own text does not hold: found only through the statement.
    rule, word = next((r, w) for r in rules for st in r["statements"] for w in st["quote"].lower().split()
                      if w.isalpha() and len(w) > 6 and w not in own_text(r))
    found = listed(viewer_client, "/api/rules/", q=word)
    assert rule["id"] in [r["id"] for r in found]
    assert all(word in own_text(r) or any(word in st["quote"].lower() for st in r["statements"]) for r in found)
