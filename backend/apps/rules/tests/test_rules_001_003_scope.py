"""Rules of studies 001 to 003 whose severity or scope the statement ledger set: each fires where the study's words
and reason hold (with the study's figure), and stays quiet where they do not."""

from __future__ import annotations

import copy

import jsonpatch
import pytest

from apps.rules.engine import get_rule, validate_topology
from apps.topology.parsing import parse_topology

from .fixtures import plan_fixture


def _findings(plan: str, patch: list[dict] | None = None, rule_id: str | None = None) -> list[dict]:
    doc = jsonpatch.apply_patch(copy.deepcopy(plan_fixture(plan)["document"]), patch or [])
    findings = validate_topology(parse_topology(doc))["findings"]
    return [f for f in findings if rule_id is None or f["rule"] == rule_id]


def _add(path: str, value) -> dict:
    return {"op": "add", "path": path, "value": value}


@pytest.mark.parametrize(("rule_id", "severity"), [
    ("SD030", "error"), ("DB030", "error"), ("DB031", "error"), ("SV060", "error"), ("PL060", "error"),
    ("ST031", "warning"), ("ST032", "warning"), ("DB038", "warning"), ("IC030", "warning"), ("WL051", "warning"),
    ("RS061", "warning"), ("KN032", "warning"), ("SD033", "info"),
])
def test_severity_follows_the_study_words(rule_id, severity):
    assert get_rule(rule_id).severity == severity


NFS_ASM = "s001-nfs-asm-files"


def test_asm_instance_that_fails_to_start_is_an_error():
    # Study 001 saw the ASM instance on NFS files fail to start with disk_asynch_io=false and with directio.
    for key, value in (("disk_asynch_io", False), ("filesystemio_options", "directio")):
        found = _findings(NFS_ASM, [_add("/shared_disks/asm_instance", {key: value})], "SD030")
        assert [f["severity"] for f in found] == ["error"]
        assert "failed to start" in found[0]["message"]
    # The ASM instance at its defaults, as the study ran it, and the database instances' own values are fine.
    assert _findings(NFS_ASM, [], "SD030") == []
    assert _findings(NFS_ASM, [_add("/shared_disks/asm_instance", {"disk_asynch_io": True})], "SD030") == []
    # The rebalancing context stays info.
    assert [f["severity"] for f in _findings(NFS_ASM, [], "SD033")] == ["info"]


def test_asm_instance_failure_is_scoped_to_the_2_4_kernel():
    patch = [_add("/shared_disks/asm_instance", {"disk_asynch_io": False}),
             _add("/cluster/distribution_version", 4), _add("/cluster/kernel_series", "2.6")]
    assert _findings(NFS_ASM, patch, "SD030") == []


def test_asking_for_async_io_on_rhel3_nfs_is_an_error_but_unset_is_not():
    plan = "s001-nfs-standalone"
    asked = _findings(plan, [_add("/database/disk_asynch_io", True)], "DB031")
    assert [f["severity"] for f in asked] == ["error"] and "not supported by NFS" in asked[0]["message"]
    # Unset: the bundle writes FALSE/DIRECTIO on NFS (Appendix F), so nothing is asked of the platform.
    assert _findings(plan, [{"op": "remove", "path": "/database/disk_asynch_io"}], "DB031") == []


def test_directio_requirement_on_nfs():
    plan = "s001-nfs-standalone"
    found = _findings(plan, [_add("/database/filesystemio_options", "asynch")], "DB030")
    assert [f["severity"] for f in found] == ["error"] and "require directio" in found[0]["message"]
    assert _findings(plan, [_add("/database/filesystemio_options", "directio")], "DB030") == []
    # Not on block storage: the requirement is for RAC databases on NFS.
    assert _findings("s001-fcp-ocfs", [_add("/database/filesystemio_options", "asynch")], "DB030") == []


def test_software_iscsi_limits_warn_on_2_4_only():
    plan = "s001-iscsi-software-asm"
    assert [f["severity"] for f in _findings(plan, [], "ST031")] == ["warning"]
    on_26 = [_add("/cluster/distribution_version", 4), _add("/cluster/kernel_series", "2.6"),
             _add("/storage/iscsi/initiator_version", "4.0.1.10")]
    assert _findings(plan, on_26, "ST031") == [] and _findings(plan, on_26, "ST032") == []


def test_lms_cap_of_10g():
    plan = "s003-x366-2-node-infiniband-redundant-raid"
    found = _findings(plan, [_add("/database/other/gcs_server_processes", 21)], "SV060")
    assert [f["severity"] for f in found] == ["error"] and "at most 20 LMS" in found[0]["message"]
    assert _findings(plan, [_add("/database/other/gcs_server_processes", 20)], "SV060") == []
    # The study gives the cap for 10g only: an 11g plan is not held to it.
    later = [_add("/database/other/gcs_server_processes", 24), _add("/cluster/oracle_release", "11.2.0.3")]
    assert _findings(plan, later, "SV060") == []


def test_rhel3_em64t_needs_update_2():
    plan = "s003-x366-2-node-infiniband-redundant-raid"
    found = _findings(plan, [_add("/cluster/distribution_update", 1)], "PL060")
    assert [f["severity"] for f in found] == ["error"] and "Update 2" in found[0]["message"]
    assert _findings(plan, [_add("/cluster/distribution_update", 2)], "PL060") == []
    # 32-bit x86 is not EM64T: RHEL 3 Update 1 is not refused there.
    x86 = [_add("/cluster/distribution_update", 1), _add("/platform/architecture", "x86")]
    assert _findings(plan, x86, "PL060") == []


def test_message_queue_recommendation():
    plan = "s001-fcp-ocfs"
    found = _findings(plan, [{"op": "replace", "path": "/kernel/sysctl/kernel.msgmax", "value": 4096}], "KN032")
    assert [f["severity"] for f in found] == ["warning"] and "kernel.msgmax=4096 (recommended: 8192)" in \
        found[0]["message"]
    # KN031 no longer reports the same keys twice.
    assert _findings(plan, [{"op": "replace", "path": "/kernel/sysctl/kernel.msgmax", "value": 4096}], "KN031") == []
    # No other study names message queue limits: System z plans are not held to them.
    z = [_add("/platform/architecture", "z10"), _add("/platform/virtualization", "lpar"),
         {"op": "replace", "path": "/kernel/sysctl/kernel.msgmax", "value": 4096}]
    doc = jsonpatch.apply_patch(copy.deepcopy(plan_fixture(plan)["document"]), z)
    assert [f for f in validate_topology(parse_topology(doc))["findings"] if f["rule"] == "KN032"] == []


def test_rac_allowance_warns_above_the_methods_example_only():
    plan = "s002-dell-4-node-asm-500-users-per-node"
    users = {"op": "replace", "path": "/workload/users"}
    # 575 users per node: past the sweet spot less the method's 10 % example (540).
    found = _findings(plan, [{**users, "value": 2300}], "WL051")
    assert [f["severity"] for f in found] == ["warning"] and "(540)" in found[0]["message"]
    # 530 per node: above the study's own 500 (15 %, 'not a recommendation per se') but within the example.
    assert _findings(plan, [{**users, "value": 2120}], "WL051") == []


def test_recommended_plans_get_no_error_and_justify_every_warning():
    for name in ("s001-fcp-ocfs", "s001-nfs-standalone", "s003-x366-2-node-infiniband-redundant-raid",
                 "s002-dell-10-node-asm-500-users-per-node"):
        plan = plan_fixture(name)
        for f in _findings(name):
            assert f["severity"] != "error", (name, f["rule"])
            if f["severity"] == "warning":
                assert f["rule"] in plan.get("justified", {}), (name, f["rule"])


def _node(i: int, cpus: int, memory_gb: float, net: str, priv: str) -> dict:
    return {"hostname": f"n{i}", "cpus": cpus, "memory_gb": memory_gb, "machine": f"m{i}",
            "public_ip": f"{net}.{10 + i}", "vip": f"{net}.{110 + i}", "private_ip": f"{priv}.{10 + i}"}


def test_nodes_beyond_the_measured_ten_with_the_projection():
    plan = "s002-dell-10-node-asm-500-users-per-node"
    more = [_add("/nodes/-", _node(i, 2, 4, "10.20.30", "192.168.30")) for i in (21, 22)]
    found = _findings(plan, more, "WL052")
    assert [f["severity"] for f in found] == ["info"]
    assert "12 nodes is beyond the 10" in found[0]["message"] and "10,000 users" in found[0]["message"]
    assert _findings(plan, [], "WL052") == []
    # Outside the measured hardware (32 GB nodes) the study's line is not the plan's.
    big = [_add("/nodes/-", _node(i, 2, 32, "10.20.30", "192.168.30")) for i in (21, 22)]
    assert _findings(plan, big, "WL052") == []


def test_dss_processors_beyond_the_measured_eight():
    plan = "s003-x366-2-node-infiniband-redundant-raid"
    third = [_add("/nodes/-", _node(3, 4, 32, "10.1.1", "192.168.2"))]
    found = _findings(plan, third, "WL060")
    assert [f["severity"] for f in found] == ["info"] and "12 processors" in found[0]["message"]
    assert "1.91x" in found[0]["message"]
    # An OLTP plan is not held to a DSS measurement.
    assert _findings(plan, [*third, {"op": "replace", "path": "/workload/type", "value": "oltp"}], "WL060") == []


def test_findings_outside_the_lab_say_where_they_were_measured_and_why_they_apply():
    plan = "s001-nfs-asm-files"
    inside = _findings(plan, [], "SD031")[0]["message"]
    assert "measured on" not in inside
    on_26 = [_add("/cluster/distribution_version", 4), _add("/cluster/kernel_series", "2.6"),
             _add("/platform/architecture", "x86_64")]
    outside = _findings(plan, on_26, "SD031")[0]["message"]
    assert "measured on three 32-bit x86 nodes with RHEL 3" in outside and "ASM instance's own processes" in outside
    db030 = _findings("s001-nfs-standalone", [*on_26, _add("/database/filesystemio_options", "asynch")], "DB030")
    assert "for any RAC on NFS" in db030[0]["message"]
