"""The scope meta-test: a rule fires on a plan only where one of the ledger entries it carries holds, inside the
entry's measured scope or where the entry's carry-over says the study's reason still holds. Every rule is evaluated
on the reference plans of every study (each study's plans are outside the others' scopes), and every finding names
the entry that let it fire."""

from __future__ import annotations

import pytest

from apps.rules.engine import validate_topology
from apps.rules.reach import plan_facts
from apps.studies.ledger import for_rule
from apps.studies.ledger.reach import PlanFacts, reach, scope_misses
from apps.studies.ledger.types import Scope
from apps.topology.parsing import parse_topology

from .fixtures import plan_fixture, plan_names


def _outside_every_entry(name: str) -> list[str]:
    topology = parse_topology(plan_fixture(name)["document"])
    facts = plan_facts(topology)
    out = []
    for f in validate_topology(topology)["findings"]:
        if f["statement"] is None:
            why = "; ".join(f"{s.id}: {', '.join(scope_misses(s.scope, facts))}" for s in for_rule(f["rule"]))
            out.append(f"{f['rule']} fires on {name} outside the scope of every entry it cites, none of which "
                       f"carries over ({why})")
    return out


@pytest.mark.parametrize("name", plan_names())
def test_every_finding_on_a_reference_plan_rests_on_an_entry_whose_scope_holds(name):
    assert _outside_every_entry(name) == []


def _finding(plan: str, rule_id: str) -> dict:
    findings = validate_topology(parse_topology(plan_fixture(plan)["document"]))["findings"]
    return next(f for f in findings if f["rule"] == rule_id)


def test_each_finding_names_its_entry_and_whether_it_was_carried_over():
    # s004's FCP failover plan is the study's own set-up: its multipath finding rests on an entry measured there.
    home = _finding("s004-fcp-failover-11g", "ST077")
    assert (home["statement"], home["carried_over"]) == ("004-012", False)
    # Study 001's db_cache_size floor reaches study 002's plans through 001-019's carry-over, and says so.
    carried = _finding("s002-dell-4-node-asm-500-users-per-node", "DB034")
    assert (carried["statement"], carried["carried_over"]) == ("001-019", True)


def test_the_plan_facts_use_the_ledger_vocabulary():
    facts = plan_facts(parse_topology(plan_fixture("s000-z10-hipersockets-asm-4k-dedicated")["document"]))
    assert facts == PlanFacts(platform="s390x", virtualisation="lpar", release="10.2",
                              distribution=("sles10", "sles10-sp2"), storage="eckd", disk_manager="asm",
                              workload="oltp", nodes=2, server_mode="dedicated")
    x86 = plan_facts(parse_topology(plan_fixture("s001-fcp-ocfs")["document"]))
    assert (x86.platform, x86.virtualisation, x86.release, x86.distribution) == ("x86", "none", "10.1",
                                                                                ("rhel3", "rhel3-u4"))


def test_scope_misses_name_each_dimension_the_plan_falls_outside():
    scope = Scope(platform=("x86",), release=("10.1",), distribution=("rhel3",), nodes=(3,))
    facts = PlanFacts(platform="x86", release="10.1", distribution=("rhel4", "rhel4-u1"), nodes=10)
    assert scope_misses(scope, facts) == ["measured on rhel3, the plan is rhel4-u1",
                                          "measured on 3 node(s), the plan has 10"]
    assert scope_misses(scope, PlanFacts(platform="x86", release="10.1", distribution=("rhel3",), nodes=3)) == []
    # What the plan does not state restricts nothing.
    assert scope_misses(scope, PlanFacts()) == []


def test_reach_prefers_an_entry_in_scope_then_one_that_carries_over():
    from apps.studies.ledger import by_id

    inside, carried = by_id()["001-071"], by_id()["000-074"]
    on_rhel3 = PlanFacts(platform="x86", virtualisation="none", release="10.1", distribution=("rhel3",),
                         workload="oltp", nodes=3, server_mode="dedicated")
    assert reach([carried, inside], on_rhel3).statement.id == "001-071"
    elsewhere = PlanFacts(platform="s390x", release="11.2")
    found = reach([inside, carried], elsewhere)
    assert found.statement.id == "000-074" and found.within is False
    assert reach([inside], elsewhere) is None


def _fired(plan: str, patch: list[dict], rule_id: str) -> list[dict]:
    import copy

    import jsonpatch

    doc = jsonpatch.apply_patch(copy.deepcopy(plan_fixture(plan)["document"]), patch)
    return [f for f in validate_topology(parse_topology(doc))["findings"] if f["rule"] == rule_id]


def _set(path: str, value) -> dict:
    return {"op": "add", "path": path, "value": value}


LOW_SEM = [_set("/kernel/sysctl/kernel.sem", "250 32000 100 128"), _set("/kernel/sysctl/net.core.rmem_max", 131071)]


def test_appendix_c_is_held_only_to_plans_of_study_001s_set_up():
    inside = _fired("s001-fcp-ocfs", LOW_SEM, "KN031")
    assert [f["statement"] for f in inside] == ["001-065"] and inside[0]["carried_over"] is False
    # Study 002's 10-node plans scaled with lower values on RHEL 4: the table of the RHEL 3 lab is not theirs.
    assert _fired("s002-dell-10-node-asm-500-users-per-node", LOW_SEM, "KN031") == []


def test_hba_queue_depth_of_the_lab_only():
    shallow = [_set("/storage/hba/queue_depth", 32)]
    assert [f["statement"] for f in _fired("s001-fcp-asm", shallow, "ST033")] == ["001-037"]
    assert _fired("s002-dell-4-node-asm-500-users-per-node", shallow, "ST033") == []
    assert _fired("s003-x366-2-node-infiniband-redundant-raid", shallow, "ST033") == []


def test_001_037_and_001_038_name_no_db_writer_rule():
    from apps.studies.ledger import by_id

    assert "DB036" not in by_id()["001-037"].rule_ids and "DB036" not in by_id()["001-038"].rule_ids
    assert {s.id for s in for_rule("DB036")} == {"001-018", "001-033", "001-076"}


def test_six_disk_groups_are_study_002s_set_up_not_a_rule_for_others():
    def one_group(name: str, disk: str) -> list[dict]:
        return [{"op": "replace", "path": "/shared_disks/disk_groups",
                 "value": [{"name": name, "purpose": "data", "redundancy": "external", "disks": [disk]}]}]

    found = _fired("s002-dell-4-node-asm-500-users-per-node", one_group("DATA", "systemdg1"), "SD050")
    assert [f["statement"] for f in found] == ["002-008"]
    # Study 000's single DISKS1 and study 001's single DATA group performed well: no finding there.
    assert _fired("s000-z10-hipersockets-asm-4k-dedicated", one_group("DISKS1", "data1"), "SD050") == []
    assert _fired("s001-fcp-asm", [], "SD050") == []  # one DATA group of purpose "mixed"


def test_public_interface_zero_is_a_10_2_clusterware_matter():
    eth1 = [{"op": "replace", "path": "/public_network/interface", "value": "eth1"}]
    assert [f["statement"] for f in _fired("s000-z10-hipersockets-asm-4k-dedicated", eth1, "NW002")] == ["000-072"]
    on_11_2 = [*eth1, {"op": "replace", "path": "/cluster/oracle_release", "value": "11.2.0.2"}]
    assert _fired("s000-z10-hipersockets-asm-4k-dedicated", on_11_2, "NW002") == []
