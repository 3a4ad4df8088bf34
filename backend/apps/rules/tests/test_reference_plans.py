"""Every configuration the studies tested: the recommended ones are clean, the worse ones get the study's reasons."""

from __future__ import annotations

import pytest

from apps.rules.engine import get_rule, validate_topology
from apps.rules.sources import section_exists
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
    if plan["recommended"]:
        bad = [f"{f['rule']}: {f['message']}" for f in result["findings"] if f["severity"] in ("error", "warning")]
        assert bad == [], f"recommended plan {name} has errors or warnings"
    else:
        assert plan["expected_rules"], f"{name} is not recommended, so it must say which rules explain why"
    for rule_id in plan["expected_rules"]:
        assert get_rule(rule_id) is not None, rule_id
        assert rule_id in fired, f"{name}: expected {rule_id}"
    # The stored document is already normalised: parsing it again changes nothing.
    assert dump(parse_topology(dump(topology))) == dump(topology)
