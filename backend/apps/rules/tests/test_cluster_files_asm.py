"""Study 000, section by section: the OCR and the voting disk of a 10.2 clusterware are files of a shared file
system, raw devices or block devices, and ASM cannot be used as a standard file system, so an ASM disk group is
no place for them (CF004, an error). Later clusterware is not held to the 10.2 list."""

from __future__ import annotations

import copy

import jsonpatch

from apps.rules.engine import get_rule, validate_topology
from apps.topology.parsing import parse_topology

from .fixtures import plan_fixture

REC = "s000-z10-hipersockets-asm-4k-dedicated"


def _cf004(plan: str, patch: list[dict]) -> list[dict]:
    doc = jsonpatch.apply_patch(copy.deepcopy(plan_fixture(plan)["document"]), patch)
    return [f for f in validate_topology(parse_topology(doc))["findings"] if f["rule"] == "CF004"]


IN_ASM = [{"op": "replace", "path": "/cluster_files/ocr/locations", "value": ["+DATA", "/dev/dasdp1"]},
          {"op": "replace", "path": "/cluster_files/voting/locations", "value": ["+DATA"]}]


def test_ocr_and_voting_in_an_asm_disk_group_on_10_2_is_an_error_citing_study_000():
    found = _cf004(REC, IN_ASM)
    assert [(f["severity"], f["paths"]) for f in found] == [
        ("error", ["/cluster_files/ocr/locations/0"]), ("error", ["/cluster_files/voting/locations/0"])]
    assert "ASM cannot be used as a standard file system" in found[0]["message"]
    assert found[0]["statement"] == "000-036a" and found[0]["carried_over"] is False
    sections = {s["section"] for s in found[0]["sources"]}
    assert {"The Oracle Cluster Registry and the Voting Disk", "OCFS2 Cluster file system versus ASM",
            "Choosing OCR, the Voting Disk, and their backups"} <= sections
    assert get_rule("CF004").policy == "fails"


def test_block_devices_with_the_data_in_asm_get_no_finding():
    # The study's own layout: OCR and voting on DASD partitions, the data disks in ASM.
    assert _cf004(REC, []) == []


def test_later_clusterware_is_not_held_to_the_10_2_list():
    on_11_2 = [*IN_ASM, {"op": "replace", "path": "/cluster/oracle_release", "value": "11.2.0.2"}]
    assert _cf004(REC, on_11_2) == []
    # A 10.2 database under 11.2 Grid: the clusterware's release decides.
    grid = [*IN_ASM, {"op": "add", "path": "/cluster/grid_release", "value": "11.2.0.2"}]
    assert _cf004(REC, grid) == []


def test_on_x86_the_finding_says_where_the_study_found_it():
    x86 = _cf004("s001-fcp-asm", [*IN_ASM[1:], {"op": "replace", "path": "/cluster/oracle_release",
                                                   "value": "10.2.0.4"}])
    assert [f["severity"] for f in x86] == ["error"]
    assert x86[0]["carried_over"] is True and "Study 000 found this" in x86[0]["message"]
