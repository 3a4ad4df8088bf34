"""Study 004's ledger: complete, its entries point at things that exist, and the rules it names follow its words."""

from __future__ import annotations

import json

import pytest

from apps.rules.capacity import REFERENCE_POINTS
from apps.rules.engine import all_rules, get_rule
from apps.rules.tests.fixtures import PLANS_DIR, REPO
from apps.studies import S004
from apps.studies.ledger import s004
from apps.studies.ledger.coverage import uncovered
from apps.studies.ledger.sentences import quote_found
from apps.studies.seeds import section_exists
from apps.topology.defaults import DEFAULT_SOURCES

FLOOR = {"requirement": "error", "failure_seen": "error", "recommendation": "warning", "advice_against": "warning",
         "measured_effect": "advice", "setup": "info"}
RANK = {"info": 0, "advice": 1, "warning": 2, "error": 3}
ENTRIES = {s.id: s for s in s004.STATEMENTS}


def _run_ids() -> set[str]:
    return {r["id"] for path in (REPO / "fixtures" / "results").glob("*.json")
            for r in json.loads(path.read_text("utf-8"))["runs"]}


def test_every_candidate_sentence_of_study_004_is_accounted_for():
    assert [f"{s.line}: {s.text}" for s in uncovered(S004)] == []


def test_entries_are_in_study_order_and_quoted_verbatim():
    ids = [s.id for s in s004.STATEMENTS]
    assert ids == sorted(set(ids)) and all(i.startswith("004-") for i in ids)
    for s in s004.STATEMENTS:
        assert s.cite.document == S004 and section_exists(S004, s.cite.section), s.id
        assert quote_found(S004, s.quote), s.id
        assert s.does, s.id
    for aside in s004.SET_ASIDE:
        assert aside.reason and all(quote_found(S004, q) for q in aside.quotes), aside.reason


@pytest.mark.parametrize("entry", s004.STATEMENTS, ids=lambda s: s.id)
def test_named_rules_exist_cite_the_entry_and_meet_its_floor(entry):
    for rule_id in entry.rule_ids:
        rule = get_rule(rule_id)
        assert rule is not None, rule_id
        assert any(c.document == S004 and c.section == entry.cite.section for c in rule.sources), (
            f"{rule_id} does not cite {entry.cite.section!r} ({entry.id})")
        assert RANK[rule.severity] >= RANK[FLOOR[entry.kind]], (
            f"{rule_id} is {rule.severity}, below the {FLOOR[entry.kind]} floor of {entry.kind} {entry.id}")


def test_every_rule_citing_study_004_carries_an_entry():
    named = {r for s in s004.STATEMENTS for r in s.rule_ids}
    citing = {r.id for r in all_rules() if any(c.document == S004 for c in r.sources)}
    assert sorted(citing - named) == []


def test_defaults_references_and_capacity_figures_exist():
    plans = {p.stem for p in PLANS_DIR.glob("*.json")}
    runs = _run_ids()
    figures = {p.key for points in REFERENCE_POINTS.values() for p in points}
    for s in s004.STATEMENTS:
        for d in s.does:
            if d.kind == "default":
                assert d.field in DEFAULT_SOURCES, (s.id, d.field)
            elif d.kind == "reference":
                assert d.fixture in plans | runs, (s.id, d.fixture)
            elif d.kind == "capacity":
                assert d.capacity in figures, (s.id, d.capacity)
            elif d.kind == "none":
                assert len(d.reason) > 30, s.id


def test_measured_effects_carry_the_printed_numbers():
    printed = {
        "004-011": ("throughput", 40.0), "004-020": ("throughput", 40.0), "004-093": ("throughput", 40.0),
        "004-008": ("throughput", 300.0), "004-078": ("throughput", 300.0), "004-082": ("throughput", 45.0),
        "004-062": ("throughput", -13.0), "004-064": ("latency", 8.0), "004-070": ("latency", -98.0),
        "004-071": ("latency", -80.0), "004-074": ("throughput", 18.0), "004-121": ("throughput", -21.0),
        "004-122": ("throughput", -4.0), "004-126": ("cpu_per_txn", 7.0), "004-127": ("cpu_per_txn", 7.0),
        "004-130": ("throughput", 50.0), "004-133": ("cpu_per_txn", 14.0),
    }
    for entry_id, (metric, pct) in printed.items():
        effect = ENTRIES[entry_id].effect
        assert effect is not None and (effect.metric, effect.change_pct) == (metric, pct), entry_id
        assert ENTRIES[entry_id].kind == "measured_effect"
        assert str(abs(int(pct))) in ENTRIES[entry_id].quote or entry_id in ("004-008", "004-078"), entry_id
    with_effect = {s.id for s in s004.STATEMENTS if s.effect is not None}
    assert with_effect == set(printed)


def test_entries_measured_in_one_instance_say_where_they_carry_over():
    # Every rule-bearing entry measured in the lab's single instance says whether it carries over to a RAC.
    for s in s004.STATEMENTS:
        if s.kind == "measured_effect" and s.rule_ids and s.scope.nodes == (1,):
            assert s.scope.carries_over, s.id
    # The 11g gain is offered to RAC plans only as the advice rule, the recommendation to single instances.
    assert "IN088" in ENTRIES["004-078"].rule_ids and "IN088" not in ENTRIES["004-083"].rule_ids
    assert "RAC" in ENTRIES["004-078"].scope.carries_over
