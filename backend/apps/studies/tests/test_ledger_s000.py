"""Study 000's ledger: complete, tied to the rules that carry it, and its measured effects with the study's numbers."""

from __future__ import annotations

import re

from apps.rules.engine import all_rules, get_rule
from apps.studies import S000
from apps.studies.ledger import s000
from apps.studies.ledger.coverage import uncovered
from apps.studies.ledger.sentences import quote_found

STATEMENTS = s000.STATEMENTS


def test_every_candidate_sentence_of_study_000_is_accounted_for():
    assert [f"{s.line}: {s.text}" for s in uncovered(S000)] == []


def test_quotes_are_verbatim_and_ids_run_in_study_order():
    # Numbered ids run without a gap; an entry added later takes its predecessor's id and a letter (000-036a).
    numbered = [s.id for s in STATEMENTS if len(s.id) == 7]
    assert numbered == [f"000-{i:03d}" for i in range(1, len(numbered) + 1)]
    assert [s.id for s in STATEMENTS] == sorted(s.id for s in STATEMENTS)
    assert [s.id for s in STATEMENTS if not quote_found(S000, s.quote)] == []
    assert [q for a in s000.SET_ASIDE for q in a.quotes if not quote_found(S000, q)] == []


def test_every_rule_citing_study_000_is_named_by_an_entry():
    named = {r for s in STATEMENTS for r in s.rule_ids}
    citing = {r.id for r in all_rules() if any(c.document == S000 for c in r.sources)}
    assert sorted(citing - named) == []


def test_each_named_rule_cites_the_entry_section():
    missing = [(s.id, r) for s in STATEMENTS for r in s.rule_ids
               if not any(c.document == S000 and c.section == s.cite.section for c in get_rule(r).sources)]
    assert missing == []


def _numbers(text: str) -> set[float]:
    return {float(n) for n in re.findall(r"\d+(?:\.\d+)?", text)}


def test_measured_effects_carry_the_numbers_the_study_prints():
    for s in STATEMENTS:
        if s.effect is None:
            continue
        assert s.kind == "measured_effect", s.id
        assert s.effect.baseline != s.effect.variant, s.id
        printed = _numbers(s.quote) | _numbers(s.note)
        # The change is printed in the quote, or the note derives it from what is printed ("a factor of three").
        assert abs(s.effect.change_pct) in printed, s.id


def test_every_percentage_of_a_throughput_measurement_has_its_effect():
    # A measured sentence that prints a throughput percentage gives the ledger's Effect for the predictions.
    for s in STATEMENTS:
        if s.kind == "measured_effect" and re.search(r"throughput[^.]*\d+(\.\d+)?%", s.quote):
            assert s.effect is not None and s.effect.metric == "throughput", s.id


def test_the_vip_and_certification_statements_have_rules():
    by_rule = {r: [s.id for s in STATEMENTS if r in s.rule_ids] for r in ("NW004", "IN001")}
    assert all(by_rule.values()), by_rule
    kinds = {s.kind for s in STATEMENTS if "NW004" in s.rule_ids}
    assert "requirement" in kinds
