"""Study 000's statements applied where their reason holds and nowhere else (issue 26, section 3).

Each new or re-scoped rule has a plan that must get the finding and one that must not: the VIP outside the public
subnet (NW004), the releases study 000 names as not certified on System z (IN001, now also for the clusterware and for
releases before 10.2.0.2), the inbound buffer count only in workload-balanced mode (IC004). A rule applied beyond the
study's own scope (Oracle 10.2 on System z) says where the study found it.
"""

from __future__ import annotations

import copy

import jsonpatch

from apps.rules.engine import validate_topology
from apps.topology.parsing import parse_topology

from .fixtures import plan_fixture

Z_PLAN = "s000-z10-hipersockets-asm-4k-dedicated"
X86_PLAN = "s002-dell-2-node-asm-500-users-per-node"
WHERE = "Study 000 found this on Oracle RAC 10.2 in two z10 LPARs"


def _findings(plan: str, patch: list[dict], rule_id: str) -> list[dict]:
    doc = jsonpatch.apply_patch(copy.deepcopy(plan_fixture(plan)["document"]), patch)
    return [f for f in validate_topology(parse_topology(doc))["findings"] if f["rule"] == rule_id]


# --- NW004: public address or VIP outside the public subnet ------------------------------------------------------


def test_vip_outside_the_public_subnet_is_an_error():
    [f] = _findings(Z_PLAN, [{"op": "replace", "path": "/nodes/1/vip", "value": "10.10.20.203"}], "NW004")
    assert f["severity"] == "error"
    assert f["paths"] == ["/nodes/1/vip", "/public_network/subnet"]
    assert "db-node2 VIP 10.10.20.203 outside the public subnet 10.10.10.0/24" in f["message"]
    assert WHERE not in f["message"]  # the study's own scope: no note on where it was found


def test_vips_inside_the_public_subnet_are_clean():
    assert _findings(Z_PLAN, [], "NW004") == []
    # A wider public subnet still holds the study's addresses.
    assert _findings(Z_PLAN, [{"op": "replace", "path": "/public_network/subnet", "value": "10.10.0.0/16"}],
                     "NW004") == []


def test_a_subnet_that_misses_every_address_flags_public_addresses_and_vips():
    [f] = _findings(Z_PLAN, [{"op": "replace", "path": "/public_network/subnet", "value": "192.168.1.0/24"}],
                    "NW004")
    assert f["paths"] == ["/nodes/0/public_ip", "/nodes/0/vip", "/nodes/1/public_ip", "/nodes/1/vip",
                          "/public_network/subnet"]


def test_vip_rule_carries_over_to_x86_and_says_where_it_was_found():
    plan = plan_fixture(X86_PLAN)["document"]
    assert plan["platform"]["architecture"] == "x86"
    [f] = _findings(X86_PLAN, [{"op": "replace", "path": "/nodes/0/vip", "value": "10.20.99.111"}], "NW004")
    assert WHERE in f["message"] and "any platform" in f["message"]


def test_single_instance_has_no_vip_to_check():
    patch = [{"op": "remove", "path": "/nodes/1"},
             {"op": "replace", "path": "/nodes/0/vip", "value": "10.10.20.202"}]
    assert _findings(Z_PLAN, patch, "NW004") == []


# --- IN001: releases not certified on Linux on System z ----------------------------------------------------------


def test_clusterware_at_10202_is_not_certified_on_system_z():
    # The database at a certified level, the clusterware left at the 10.2.0.2 base.
    found = _findings(Z_PLAN, [{"op": "add", "path": "/cluster/grid_release", "value": "10.2.0.2"},
                               {"op": "replace", "path": "/cluster/oracle_release", "value": "10.2.0.3"}], "IN001")
    assert [f["paths"] for f in found] == [["/cluster/grid_release"]]
    assert found[0]["severity"] == "error"
    assert "Clusterware 10.2.0.2 is not certified on Linux on System z" in found[0]["message"]


def test_database_and_clusterware_both_at_10202_are_both_reported():
    found = _findings(Z_PLAN, [{"op": "add", "path": "/cluster/grid_release", "value": "10.2.0.2"},
                               {"op": "replace", "path": "/cluster/oracle_release", "value": "10.2.0.2"}], "IN001")
    assert sorted(p for f in found for p in f["paths"]) == ["/cluster/grid_release", "/cluster/oracle_release"]


def test_a_release_before_rac_on_system_z_existed_is_reported():
    [f] = _findings(Z_PLAN, [{"op": "replace", "path": "/cluster/oracle_release", "value": "10.1.0.4"}], "IN001")
    assert "predates Oracle RAC for Linux on System z" in f["message"]
    assert f["fix"]["patch"] == [{"op": "replace", "path": "/cluster/oracle_release", "value": "10.2.0.4"}]


def test_certified_and_unspecified_levels_on_system_z_are_clean():
    for release in ("10.2.0.3", "10.2.0.4", "10.2", "11.2.0.2"):
        assert _findings(Z_PLAN, [{"op": "replace", "path": "/cluster/oracle_release", "value": release}],
                         "IN001") == [], release
    assert _findings(Z_PLAN, [{"op": "add", "path": "/cluster/grid_release", "value": "10.2.0.4"}], "IN001") == []


def test_the_certification_statement_does_not_reach_x86():
    # Study 001 and 002 ran 10.1.0.4 on x86: study 000's statement is about Linux on System z only.
    plan = plan_fixture(X86_PLAN)["document"]
    assert plan["cluster"]["oracle_release"] == "10.1.0.4"
    assert _findings(X86_PLAN, [], "IN001") == []
    assert _findings(X86_PLAN, [{"op": "replace", "path": "/cluster/oracle_release", "value": "10.2.0.2"}],
                     "IN001") == []


# --- IC004: inbound buffers, only where the reason (balanced-mode contention) holds --------------------------------


def test_inbound_buffers_above_16_in_a_balanced_cluster_are_a_warning():
    [f] = _findings(Z_PLAN, [{"op": "replace", "path": "/interconnect/inbound_buffers", "value": 64}], "IC004")
    assert f["severity"] == "warning"


def test_inbound_buffers_in_a_failover_cluster_are_outside_the_reason():
    patch = [{"op": "replace", "path": "/interconnect/inbound_buffers", "value": 64},
             {"op": "replace", "path": "/cluster/mode", "value": "failover"}]
    assert _findings(Z_PLAN, patch, "IC004") == []


# --- severities that follow study 000's words --------------------------------------------------------------------


def test_what_study_000_recommends_is_a_warning_where_the_plan_departs_from_it():
    cases = {
        "DB001": [{"op": "replace", "path": "/database/db_block_size", "value": 8192}],  # "smallest ... recommended"
        "SD001": [{"op": "replace", "path": "/shared_disks/manager", "value": "ocfs2"}],  # "ASM could be recommended"
        "IC003": [{"op": "replace", "path": "/interconnect/type", "value": "osa_10gbe"}],  # "first choice"
        "IC006": [{"op": "replace", "path": "/interconnect/mtu", "value": 1492}],  # "the recommendation is ... 8192"
        "SD002": [{"op": "replace", "path": "/shared_disks/use_lvm", "value": True}],  # "not recommended ... to stack"
    }
    for rule_id, patch in cases.items():
        [f] = _findings(Z_PLAN, patch, rule_id)
        assert f["severity"] == "warning", rule_id


def test_asm_on_lvm_is_reported_on_x86_with_where_the_study_said_it():
    [f] = _findings(X86_PLAN, [{"op": "replace", "path": "/shared_disks/use_lvm", "value": True}], "SD002")
    assert WHERE in f["message"]
    [f] = _findings(Z_PLAN, [{"op": "replace", "path": "/shared_disks/use_lvm", "value": True}], "SD002")
    assert WHERE not in f["message"]


def test_racgvip_on_a_10_2_cluster_off_system_z_says_where_the_study_saw_it():
    patch = [{"op": "replace", "path": "/cluster/oracle_release", "value": "10.2.0.4"},
             {"op": "add", "path": "/public_network/racgvip_workaround", "value": False}]
    [f] = _findings(X86_PLAN, patch, "NW003")
    assert WHERE in f["message"] and "racgvip is part of the 10.2 clusterware" in f["message"]
    # The 10.1 plan the study ran is outside the reason (racgvip as study 000 describes it is 10.2's).
    assert _findings(X86_PLAN, patch[1:], "NW003") == []


def test_shared_servers_without_dispatchers_note_where_it_was_stated():
    patch = [{"op": "replace", "path": "/server/mode", "value": "shared"}]
    [f] = _findings(X86_PLAN, patch, "SV003")
    assert WHERE in f["message"]
    [f] = _findings(Z_PLAN, patch, "SV003")
    assert WHERE not in f["message"]
