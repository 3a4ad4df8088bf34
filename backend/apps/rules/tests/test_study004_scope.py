"""Study 004's statements applied where their reason holds and nowhere else (issue 26, section 3)."""

from __future__ import annotations

import copy

import pytest

from apps.rules.engine import validate_topology
from apps.topology.parsing import parse_topology

from .fixtures import plan_fixture

RAC_10G_Z = "s000-z10-hipersockets-asm-4k-dedicated"  # two z10 LPARs, RAC 10.2.0.4, OLTP
SINGLE_10G_Z = "s004-eckd-10g"  # one z196 LPAR, 10.2.0.5, OLTP
FCP = "s004-fcp-multibus-rr100-11g"


def _doc(name: str) -> dict:
    return copy.deepcopy(plan_fixture(name)["document"])


def _findings(doc: dict, rule_id: str) -> list[dict]:
    return [f for f in validate_topology(parse_topology(doc))["findings"] if f["rule"] == rule_id]


# --- 10g to 11g ---------------------------------------------------------------------------------------------------

def test_rac_on_10g_on_system_z_is_offered_the_11g_gain_as_advice_marked_as_measured_elsewhere():
    (finding,) = _findings(_doc(RAC_10G_Z), "IN088")
    assert finding["severity"] == "advice"
    assert "measured on a z196 single instance" in finding["message"]
    assert "2-node RAC" in finding["message"] and "four times" in finding["message"]
    assert "45-70%" in finding["message"]
    # The single-instance recommendation stays with single instances.
    assert _findings(_doc(RAC_10G_Z), "IN081") == []


def test_single_instance_on_10g_gets_the_recommendation_not_the_rac_advice():
    doc = _doc(SINGLE_10G_Z)
    assert _findings(doc, "IN088") == []
    (finding,) = _findings(doc, "IN081")
    assert finding["severity"] == "warning"


@pytest.mark.parametrize("change", [
    pytest.param(lambda d: d["workload"].update(type="dss"), id="dss-workload"),
    pytest.param(lambda d: d["cluster"].update(oracle_release="11.2.0.2"), id="already-11g"),
])
def test_rac_advice_stays_quiet_outside_its_reason(change):
    doc = _doc(RAC_10G_Z)
    change(doc)
    assert _findings(doc, "IN088") == []


def test_rac_advice_is_not_applied_to_x86_clusters():
    doc = _doc("s002-dell-2-node-asm-500-users-per-node")  # 10.1 RAC on x86, OLTP
    assert doc["cluster"]["oracle_release"].startswith("10.") and doc["workload"]["type"] == "oltp"
    assert _findings(doc, "IN088") == []


# --- FCP disks named by one path or by dm number ------------------------------------------------------------------

@pytest.mark.parametrize("device", [
    "/dev/sdb",
    "/dev/disk/by-path/ccw-0.0.1700-zfcp-0x500507630300c562:0x4010400000000000",
    "/dev/disk/by-path/ccw-0.0.1700-fc-0x500507630300c562-lun-0x4010400000000000",
])
def test_fcp_disk_named_by_one_of_its_paths(device):
    doc = _doc(FCP)
    doc["storage"]["disks"][3]["device"] = device
    (finding,) = _findings(doc, "ST080")
    assert finding["paths"] == ["/storage/disks/3/device"] and finding["severity"] == "warning"
    assert finding["fix"]["patch"] == [{"op": "replace", "path": "/storage/disks/3/device",
                                       "value": "/dev/mapper/FCPe327"}]
    assert _findings(doc, "ST088") == []


def test_fcp_disk_named_by_dm_number():
    doc = _doc(FCP)
    doc["storage"]["disks"][0]["device"] = "/dev/dm-2"
    doc["storage"]["disks"][1]["device"] = "/dev/dm-3"
    doc["storage"]["disks"][1]["wwid"] = None
    first, second = _findings(doc, "ST088")
    assert first["severity"] == "warning" and "highly recommends an alias" in first["message"]
    assert first["fix"]["patch"] == [{"op": "replace", "path": "/storage/disks/0/device",
                                    "value": "/dev/mapper/FCPe027"}]
    # Without a WWID no alias can be defined, so no patch pretends otherwise.
    assert second["fix"] is None and "Record its WWID" in second["message"]
    assert _findings(doc, "ST080") == []


@pytest.mark.parametrize("device", ["/dev/mapper/FCPe027", "/dev/disk/by-id/dm-name-FCPe027", "/dev/dm-"])
def test_multipath_aliases_are_not_flagged(device):
    doc = _doc(FCP)
    doc["storage"]["disks"][0]["device"] = device
    assert _findings(doc, "ST088") == [] and _findings(doc, "ST080") == []


def test_dm_number_on_eckd_is_not_an_fcp_finding():
    doc = _doc("s004-eckd-hyperpav-11g")
    doc["storage"]["disks"][0]["device"] = "/dev/dm-0"
    assert _findings(doc, "ST088") == []


# --- where the multipath policy is set ----------------------------------------------------------------------------

def test_policy_in_the_multipaths_section_needs_every_disks_wwid():
    doc = _doc(FCP)
    doc["storage"]["fcp"]["policy_section"] = "multipaths"
    assert _findings(doc, "ST089") == [] and _findings(doc, "ST076") == []
    doc["storage"]["disks"][2]["wwid"] = None
    doc["storage"]["disks"][5]["wwid"] = None
    (finding,) = _findings(doc, "ST089")
    assert finding["severity"] == "error"
    assert finding["paths"] == ["/storage/disks/2/wwid", "/storage/disks/5/wwid"]
    assert "FCPe227, FCPe527 have no WWID" in finding["message"] and "rr_min_io 1000" in finding["message"]
    assert finding["fix"]["patch"] == [{"op": "replace", "path": "/storage/fcp/policy_section", "value": "devices"}]


def test_missing_wwid_is_no_policy_problem_when_a_devices_entry_carries_the_policy():
    doc = _doc(FCP)
    doc["storage"]["disks"][2]["wwid"] = None
    assert _findings(doc, "ST089") == []


def test_policy_only_in_defaults_is_an_error_the_study_saw():
    doc = _doc(FCP)
    doc["storage"]["fcp"]["policy_section"] = "defaults"
    (finding,) = _findings(doc, "ST076")
    assert finding["severity"] == "error"


def test_policy_section_default_comes_from_the_study():
    doc = _doc(FCP)
    del doc["storage"]["fcp"]["policy_section"]
    assert parse_topology(doc).storage.fcp.policy_section == "devices"
    from apps.topology.defaults import DEFAULT_SOURCES

    source = DEFAULT_SOURCES["/storage/fcp/policy_section"]
    assert source.value == "devices" and source.cite.section == "multipath.conf setup"


# --- rr_min_io holds for the study's workload ---------------------------------------------------------------------

def test_rr_min_io_recommendation_is_a_warning_for_oltp_and_silent_for_dss():
    doc = _doc("s004-fcp-multibus-rr1000-11g")
    (finding,) = _findings(doc, "ST078")
    assert finding["severity"] == "warning"
    doc["workload"]["type"] = "dss"
    assert _findings(doc, "ST078") == []


# --- a finding outside the study's single z196 LPAR says where it was measured -------------------------------------

def test_findings_on_a_rac_say_they_were_measured_on_a_single_instance():
    doc = _doc(RAC_10G_Z)
    doc["storage"]["eckd"]["pav"] = "none"
    doc["shared_disks"]["disk_groups"] = [g for g in doc["shared_disks"]["disk_groups"] if g["purpose"] != "redo"]
    for rule_id in ("ST071", "SD075"):
        (finding,) = _findings(doc, rule_id)
        assert "Measured on a z196 single instance; applied to each node of this 2-node RAC" in finding["message"]


def test_findings_in_the_studys_own_setup_carry_no_such_note():
    doc = _doc("s004-eckd-no-hyperpav-11g")
    (finding,) = _findings(doc, "ST071")
    assert "Measured on a z196 single instance" not in finding["message"]


def test_log_placement_on_x86_says_why_it_carries_over():
    doc = _doc("s002-dell-2-node-asm-500-users-per-node")
    for group in doc["shared_disks"]["disk_groups"]:
        group["purpose"] = "mixed"
    findings = _findings(doc, "SD075")
    assert findings and "this x86 plan" in findings[0]["message"]
    assert "clash on any platform" in findings[0]["message"]
