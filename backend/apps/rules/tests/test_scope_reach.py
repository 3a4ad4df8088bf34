"""The scope meta-test: a rule fires on a plan only where one of the ledger entries it carries holds, inside the
entry's measured scope or where the entry's carry-over says the study's reason still holds. Every rule is evaluated
on the reference plans of every study (each study's plans are outside the others' scopes), first as stored and then
with each rule's failing setting (its fixture's patch) applied to every one of them, and every finding names the
entry that let it fire.

"Inside" is data: ``apps.studies.ledger.reach.scope_misses`` compares the plan's facts (``apps.rules.reach.plan_facts``)
with each dimension of the entry's ``Scope``; an entry reaches further only through a non-empty ``carries_over``."""

from __future__ import annotations

import re

import pytest

from apps.rules.engine import ResultContext, all_rules, run_rules, validate_topology
from apps.rules.reach import plan_facts
from apps.studies.ledger import for_rule
from apps.studies.ledger.reach import PlanFacts, reach, scope_misses
from apps.studies.ledger.types import Scope
from apps.topology.parsing import parse_topology

from .fixtures import plan_fixture, plan_names, rule_fixture


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


def _case_on(plan: str, case: dict):
    """The plan ``plan`` with a fixture case's patch applied, parsed; None when the patch does not fit that plan
    (a path it lacks) or the result is not a valid document."""
    import copy

    import jsonpatch

    from apps.topology.parsing import TopologyInvalid

    try:
        doc = jsonpatch.apply_patch(copy.deepcopy(plan_fixture(plan)["document"]), case.get("patch", []))
        return parse_topology(doc)
    except (jsonpatch.JsonPatchException, jsonpatch.JsonPointerException, TopologyInvalid):
        return None


def _findings_of(r, case: dict, topology) -> list[dict]:
    if r.kind == "topology":
        return [f for f in validate_topology(topology)["findings"] if f["rule"] == r.id]
    ctx = case.get("context", {})
    context = ResultContext(metrics=ctx.get("metrics", {}), top_events=ctx.get("top_events", []),
                            parameters=ctx.get("parameters", {}), topology=topology)
    return run_rules([r], context)[0]


@pytest.mark.parametrize("r", all_rules(), ids=lambda r: r.id)
def test_a_rules_failing_setting_on_every_studys_plans_fires_only_where_an_entry_reaches(r):
    """The reference plans as stored trip few rules; each rule's failing fixture names the setting that trips it.
    That setting is applied to the reference plans of every study, and wherever the rule then fires, one of its
    entries must hold the plan (inside its scope) or carry over to it: a rule that fires on a plan outside the
    scope of every entry it cites, none of which carries over, fails here."""
    fixture = rule_fixture(r.id)
    outside: list[str] = []
    for key in ("fail", "fail_multi_node"):
        case = fixture.get(key)
        if not case or not case.get("plan"):
            continue
        tried = set()
        for name in plan_names():
            topology = _case_on(name, case)
            if topology is None:
                continue
            tried.add(name)
            findings = _findings_of(r, case, topology)
            if findings and findings[0]["statement"] is None:
                facts = plan_facts(topology)
                why = "; ".join(f"{s.id}: {', '.join(scope_misses(s.scope, facts))}" for s in for_rule(r.id))
                outside.append(f"{name} ({key}): {why}")
        # The fixture's own plan always takes its patch, so the scan cannot pass by trying nothing.
        assert case["plan"] in tried, f"{r.id}: its {key} case did not apply to its own plan"
    assert outside == [], f"{r.id} fires outside the scope of every entry it cites, none of which carries over"


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
    assert {s.id for s in for_rule("DB036")} == {"001-017a", "001-018", "001-033", "001-076"}


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


def test_every_scope_value_is_one_a_plan_can_have():
    """A misspelt scope value ("ocfs-2", "fcp_hba") would put every plan outside the entry and keep its rule quiet
    without a word; each value must be one ``plan_facts`` can produce from some topology."""
    from typing import get_args

    from apps.rules.engine import PLATFORMS
    from apps.studies.ledger import statements
    from apps.topology import schema

    can_be = {
        "platform": set(PLATFORMS),
        "virtualisation": {"none" if v == "bare_metal" else v for v in get_args(schema.Virtualization)},
        "storage": set(get_args(schema.StorageProtocol)),
        "disk_manager": set(get_args(schema.DiskManager)),
        "workload": set(get_args(schema.WorkloadType)),
        "server_mode": set(get_args(schema.ServerMode)),
    }
    level = re.compile(rf"^({'|'.join(get_args(schema.Distribution))})\d+(-(sp|u)\d+)?$")
    wrong = []
    for s in statements():
        for name, allowed in can_be.items():
            wrong += [f"{s.id}: {name} {v!r}" for v in getattr(s.scope, name) if v not in allowed]
        wrong += [f"{s.id}: distribution {v!r}" for v in s.scope.distribution if not level.match(v)]
        wrong += [f"{s.id}: release {v!r}" for v in s.scope.release if not re.match(r"^\d{1,2}(\.\d)?$", v)]
        wrong += [f"{s.id}: nodes {n!r}" for n in s.scope.nodes if not (isinstance(n, int) and n >= 1)]
    assert wrong == []


def test_hipersockets_and_system_z_disks_off_system_z_rest_on_the_sentences_that_say_so():
    x86 = [{"op": "replace", "path": "/platform/architecture", "value": "x86_64"},
           {"op": "replace", "path": "/platform/virtualization", "value": "bare_metal"}]
    ic008 = _fired("s000-z10-hipersockets-asm-4k-dedicated", x86, "IC008")
    assert [(f["statement"], f["carried_over"]) for f in ic008] == [("000-036", True)]
    # On System z the rule is not run at all: HiperSockets are the study's own interconnect there.
    assert _fired("s000-z10-hipersockets-asm-4k-dedicated", [], "IC008") == []
    eckd = [_set("/storage/protocol", "eckd")]
    pl003 = _fired("s003-x366-2-node-gigabit-interconnect", eckd, "PL003")
    assert {(f["statement"], f["carried_over"]) for f in pl003} == {("004-000a", True)}
    assert _fired("s003-x366-2-node-gigabit-interconnect", [], "PL003") == []


def test_a_single_ocr_location_on_study_000s_ocfs2_run_is_inside_its_set_up():
    one = [{"op": "replace", "path": "/cluster_files/ocr/locations", "value": ["/dev/dasdf1"]}]
    found = _fired("s000-z10-hipersockets-ocfs2-8k-dedicated", one, "CF002")
    assert [(f["statement"], f["carried_over"]) for f in found] == [("000-039", False)]
    assert _fired("s000-z10-hipersockets-ocfs2-8k-dedicated", [], "CF002") == []


def _rs003(plan: str | None) -> list[dict]:
    topology = parse_topology(plan_fixture(plan)["document"]) if plan else None
    # Without a plan the server mode is read from the parameters: no dispatchers, no shared servers is dedicated.
    context = ResultContext(metrics={"cpu_util_pct": 98.6, "tps": 2100.0}, topology=topology,
                            parameters={} if plan else {"dispatchers": "", "shared_servers": "0"})
    return [f for f in run_rules(all_rules("result"), context)[0] if f["rule"] == "RS003"]


def test_a_saturated_cpu_gets_the_extra_ifl_advice_only_inside_study_000s_set_up():
    assert [f["statement"] for f in _rs003("s000-z10-hipersockets-asm-4k-dedicated")] == ["000-126"]
    # A run with no plan: nothing says where it ran, so nothing restricts the advice.
    assert [f["statement"] for f in _rs003(None)] == ["000-126"]
    # Saturated x86 runs, and the study's own OCFS2 variant (its dedicated-versus-shared test ran on ASM, as the
    # scope of 000-126 says), are not told what a third IFL did on two z10 LPARs with ASM.
    assert _rs003("s001-fcp-asm") == []
    assert _rs003("s003-x366-2-node-gigabit-interconnect") == []
    assert _rs003("s000-z10-hipersockets-ocfs2-8k-dedicated") == []


def test_beyond_the_measured_range_the_finding_says_so_through_the_entry_that_carries_over():
    nodes = rule_fixture("WL052")["fail"]["patch"]
    wl052 = _fired("s002-dell-10-node-asm-500-users-per-node", nodes, "WL052")
    assert [(f["statement"], f["carried_over"]) for f in wl052] == [("002-033", True)]
    assert _fired("s002-dell-10-node-asm-500-users-per-node", [], "WL052") == []
    third = rule_fixture("WL060")["fail"]["patch"]
    wl060 = _fired("s003-x366-2-node-infiniband-redundant-raid", third, "WL060")
    assert [(f["statement"], f["carried_over"]) for f in wl060] == [("003-017", True)]
    assert _fired("s003-x366-2-node-infiniband-redundant-raid", [], "WL060") == []


def test_a_10_1_rac_without_shared_storage_rests_on_study_001s_requirement_not_on_10_2_sizes():
    bare = [{"op": "replace", "path": "/storage/disks", "value": []},
            {"op": "replace", "path": "/shared_disks/disk_groups", "value": []},
            {"op": "replace", "path": "/cluster_files/ocr/locations", "value": []}]
    found = _fired("s001-fcp-asm", bare, "CF005")
    # 000-038's carry-over is "any Oracle 10.2 RAC"; a 10.1 cluster is held to 001-001 ("Oracle RAC requires shared
    # storage which is accessible to all nodes in the cluster"), whose scope is every RAC.
    assert [(f["statement"], f["carried_over"]) for f in found] == [("001-001", False)]
    assert _fired("s001-fcp-asm", [], "CF005") == []
    on_z = _fired("s000-z10-hipersockets-asm-4k-dedicated", bare, "CF005")
    assert [(f["statement"], f["carried_over"]) for f in on_z] == [("000-038", False)]
