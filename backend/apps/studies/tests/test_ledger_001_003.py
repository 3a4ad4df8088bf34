"""The ledger of studies 001 to 003: every candidate sentence accounted for, every entry quoted verbatim under a real
heading, every rule it names existing, citing the entry's section and at the severity floor of the entry's kind,
and every rule those studies source named by an entry."""

from __future__ import annotations

import pytest

from apps.rules.capacity import capacity_figures
from apps.rules.engine import SEVERITY_RANK, all_rules, get_rule
from apps.studies.citation import S001, S002, S003
from apps.studies.ledger import set_aside, statements
from apps.studies.ledger.coverage import uncovered
from apps.studies.ledger.sentences import quote_found
from apps.studies.seeds import section_exists

DOCUMENTS = (S001, S002, S003)
FLOOR = {"requirement": "error", "failure_seen": "error", "recommendation": "warning",
         "advice_against": "warning", "measured_effect": "advice", "setup": "info"}
ENTRIES = [s for s in statements() if s.cite.document in DOCUMENTS]


@pytest.mark.parametrize("document", DOCUMENTS)
def test_every_candidate_sentence_is_accounted_for(document):
    assert [f"{s.line}: {s.text}" for s in uncovered(document)] == []


@pytest.mark.parametrize("document", DOCUMENTS)
def test_ids_run_in_study_order(document):
    ids = [s.id for s in ENTRIES if s.cite.document == document]
    # Numbered ids run without a gap; an entry added later takes its predecessor's id and a letter (001-012a).
    numbered = [i for i in ids if len(i) == 7]
    assert numbered == [f"{document[:3]}-{i:03d}" for i in range(1, len(numbered) + 1)]
    assert ids == sorted(ids)


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda s: s.id)
def test_entry_is_quoted_under_its_heading(entry):
    assert section_exists(entry.cite.document, entry.cite.section), entry.cite.section
    assert quote_found(entry.cite.document, entry.quote), entry.quote
    assert entry.does, "every entry says what RACplan does with it"
    for d in entry.does:
        if d.kind == "none":
            assert len(d.reason) > 30, "nothing needs a reason a reader accepts"
        if d.kind == "capacity":
            assert d.capacity in capacity_figures(), d.capacity


@pytest.mark.parametrize("entry", [s for s in ENTRIES if s.rule_ids], ids=lambda s: s.id)
def test_named_rules_cite_the_section_and_meet_the_floor(entry):
    for rule_id in entry.rule_ids:
        rule = get_rule(rule_id)
        assert rule is not None, rule_id
        assert any(c.document == entry.cite.document and c.section == entry.cite.section for c in rule.sources), \
            f"{rule_id} does not cite {entry.cite.section!r}"
        assert SEVERITY_RANK[rule.severity] <= SEVERITY_RANK[FLOOR[entry.kind]], \
            f"{rule_id} is {rule.severity}, below the {FLOOR[entry.kind]} of a {entry.kind}"


def test_every_rule_of_these_studies_is_named_by_an_entry_of_each_study_it_cites():
    missing = []
    for rule in all_rules():
        for document in {c.document for c in rule.sources} & set(DOCUMENTS):
            if not any(s.cite.document == document and rule.id in s.rule_ids for s in ENTRIES):
                missing.append((rule.id, document[:3]))
    assert missing == []


def test_measured_effects_with_a_percentage_carry_their_numbers():
    # A measured effect whose sentence prints a percentage carries it, unless it restates an earlier entry's runs.
    for s in ENTRIES:
        if s.kind == "measured_effect" and "%" in s.quote and s.effect is None:
            assert "not composed twice" in s.note or "A symptom" in s.note, s.id
    effects = {s.id: s.effect for s in ENTRIES if s.effect}
    assert effects["001-006"].change_pct == -12.4 and "OCFS" in effects["001-006"].baseline
    assert effects["001-016"].change_pct == 32.0
    assert effects["002-027"].change_pct == 900.0
    assert effects["003-025"].change_pct == 75.0


def test_set_aside_quotes_are_verbatim():
    for a in set_aside():
        if a.cite.document in DOCUMENTS:
            assert section_exists(a.cite.document, a.cite.section), a.cite.section
            assert a.reason
            for q in a.quotes:
                assert quote_found(a.cite.document, q), q


def test_001_008_keeps_every_figure_its_sentence_prints():
    from apps.studies.ledger import by_id

    s = by_id()["001-008"]
    figures = [s.effect, *s.more_effects]
    assert sorted(e.change_pct for e in figures) == [-12.4, -4.4, -2.0]
    assert {e.variant for e in figures} == {"NFS as the file system (32,922 OETs)"}
    assert [e.baseline.split(" (")[0] for e in figures] == [
        "ASM on iSCSI LUNs, QLA4010 iSCSI HBAs", "OCFS on QLA2342 FC HBAs", "ASM on QLA2342 FC HBAs"]
    # Each figure is the study's own rounding of its OET counts (32,922 against 33,586, 37,615 and 34,432).
    for e, (variant, baseline) in zip(figures, [(32922, 33586), (32922, 37615), (32922, 34432)], strict=True):
        assert abs(100 * (variant - baseline) / baseline - e.change_pct) < 0.1
    assert s.as_dict()["more_effects"][0]["change_pct"] == -12.4


def test_more_effects_without_an_effect_are_reported():
    from dataclasses import replace

    from apps.studies.ledger import by_id, checks

    s = by_id()["001-008"]
    assert checks.kind_problems([s]) == []
    assert checks.kind_problems([replace(s, effect=None)])
    broken = replace(s, more_effects=(replace(s.more_effects[0], change_pct=float("nan")),))
    assert checks.kind_problems([broken])
