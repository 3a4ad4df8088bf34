"""Messages the second audit pass corrected: each states what its study section measured, in the right direction."""

from __future__ import annotations

import copy

import jsonpatch

from apps.rules.engine import ResultContext, all_rules
from apps.topology.parsing import parse_topology

from .fixtures import case_document, plan_fixture, rule_fixture

RULES = {r.id: r for r in all_rules()}


def _messages(rule_id: str, plan: dict, context: dict) -> list[str]:
    ctx = ResultContext(metrics=context.get("metrics", {}), top_events=context.get("top_events", []),
                        parameters=context.get("parameters", {}), topology=parse_topology(plan))
    return [h.message for h in RULES[rule_id].check(ctx)]


def test_rs084_names_a_distribution_without_hyperpav():
    case = rule_fixture("RS084")["fail"]
    # Study 000's SLES 10 SP2 plan with its alias devices taken away: HyperPAV needs SLES 10 SP4 (study 004).
    plan = jsonpatch.apply_patch(copy.deepcopy(plan_fixture("s000-z10-hipersockets-asm-4k-dedicated")["document"]),
                                 [{"op": "replace", "path": "/storage/eckd/pav", "value": "none"}])
    [message] = _messages("RS084", plan, case["context"])
    assert "SLES 10 SP2 has no HyperPAV support" in message


def test_rs084_stays_plain_where_hyperpav_is_available():
    case = rule_fixture("RS084")["fail"]
    [message] = _messages("RS084", case_document(case), case["context"])
    assert "more than 40%" in message
    assert "no HyperPAV support" not in message


def test_rs085_states_the_study_direction():
    case = rule_fixture("RS085")["fail"]
    [message] = _messages("RS085", case_document(case), case["context"])
    assert "4 GiB SGA instead of 6 GiB lowered the hit ratio from 99.6% to 98.5% and the throughput by 13%" in message
