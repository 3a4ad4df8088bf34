"""Every configuration the studies tested: the recommended ones are clean, the worse ones get the study's reasons."""

from __future__ import annotations

import re

import pytest

from apps.rules.engine import get_rule, validate_topology
from apps.studies.seeds import section_exists
from apps.topology.parsing import dump, parse_topology

from .fixtures import plan_fixture, plan_names

PLANS = plan_names()


def test_every_study_has_reference_plans():
    prefixes = {name.split("-", 1)[0] for name in PLANS}
    assert {"s000", "s001", "s002", "s003", "s004"} <= prefixes
    assert any(plan_fixture(n)["recommended"] for n in PLANS)


@pytest.mark.parametrize("name", PLANS)
def test_reference_plan(name):
    plan = plan_fixture(name)
    assert plan["name"] and plan["sources"]
    for s in plan["sources"]:
        assert section_exists(s["document"], s["section"]), s
    topology = parse_topology(plan["document"])
    result = validate_topology(topology)
    fired = {f["rule"] for f in result["findings"]}
    justified = plan.get("justified", {})
    # Every finding on a reference plan is either a reason the study gives for it being worse (expected_rules) or
    # is justified in the fixture, in words, against the studies: no advice the study contradicts goes unexplained.
    unexplained = sorted(fired - set(plan["expected_rules"]) - set(justified))
    assert unexplained == [], f"{name}: findings neither expected nor justified in the fixture: {unexplained}"
    assert sorted(set(justified) - fired) == [], f"{name}: justifies findings that no longer fire"
    for rule_id, reason in justified.items():
        assert get_rule(rule_id) is not None, rule_id
        cited = re.search(r"study 00[0-4]", reason, re.IGNORECASE)
        assert len(reason) > 40 and cited, f"{name}: {rule_id} needs a reason that cites its study"
    if plan["recommended"]:
        bad = [f"{f['rule']}: {f['message']}" for f in result["findings"]
               if f["severity"] in ("error", "warning") and f["rule"] not in justified]
        assert bad == [], f"recommended plan {name} has errors or warnings"
        assert all(f["severity"] != "error" for f in result["findings"]), f"recommended plan {name} has an error"
    else:
        assert plan["expected_rules"], f"{name} is not recommended, so it must say which rules explain why"
    for rule_id in plan["expected_rules"]:
        assert get_rule(rule_id) is not None, rule_id
        assert rule_id in fired, f"{name}: expected {rule_id}"
    # The stored document is already normalised: parsing it again changes nothing.
    assert dump(parse_topology(dump(topology))) == dump(topology)


def test_listing_of_findings_on_recommended_plans():
    """The full list of what the studies' recommended plans are told, rule by rule, each with its justification."""
    listing = {}
    for name in PLANS:
        plan = plan_fixture(name)
        if not plan["recommended"]:
            continue
        findings = validate_topology(parse_topology(plan["document"]))["findings"]
        listing[name] = sorted({(f["rule"], f["severity"]) for f in findings})
        for rule_id, _severity in listing[name]:
            assert rule_id in plan.get("justified", {}), f"{name}: {rule_id} is not justified"
    # No recommended plan is told anything at all of error severity, and each study has a recommended plan.
    assert {n.split("-", 1)[0] for n in listing} == {"s000", "s001", "s002", "s003", "s004"}
    assert not [r for items in listing.values() for r in items if r[1] == "error"]
