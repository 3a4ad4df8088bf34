"""Import without a plan ("import this cluster"): every reference plan's rendered bundle, assembled with no base
document (the skeleton path), against the plan's own document field by field.

A field is *lost* when the plan gives it a value and the import another one (or none). Fields the plan leaves empty
and the import fills are the values the bundle renders in their place, so they are not losses. Every loss must be
in ``NOT_CARRIED`` (no on-cluster file states it; the import's warning names the ones it keeps as placeholders) or
pass its ``SAME_WHEN`` check (the files carry the field, but not every value apart); a new loss fails the test.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from apps.asbuilt.assemble import NOT_IN_FILES, assemble
from apps.bundles.renderer import sysctl as render_sysctl
from apps.bundles.tests.helpers import plan, plan_names
from apps.topology.parsing import diff_documents, normalize, parse_topology

from .conftest import parse_nodes, rendered_nodes

PLANS = plan_names()

#: Field -> why no file of a running cluster (as the bundle renders them) carries it.
NOT_CARRIED = {
    "/nodes/*/cpus": "no file states the CPU count",
    "/nodes/*/machine": "the CEC / server name is in no file",
    "/nodes/*/memory_gb": "estimated from kernel.shmall, a lower bound",
    "/cluster/distribution": "ifcfg and sysctl files read the same on SLES and RHEL",
    "/cluster/distribution_version": "not in the configuration files",
    "/cluster/distribution_update": "not in the configuration files",
    "/cluster/kernel_series": "not in the configuration files",
    "/cluster/oracle_release": "only in the README and scripts",
    "/cluster_files/ocr/locations/*": "ocrcheck output states it; the bundle renders no such output",
    "/cluster_files/voting/locations/*": "crsctl query css votedisk states it; the bundle renders no such output",
    "/cluster_files/ocr/size_mb": "not in the configuration files",
    "/cluster_files/voting/size_mb": "not in the configuration files",
    "/cluster_files/ocr_backup_dir": "not in the configuration files",
    "/workload/users": "workload is the plan's assumption, not configuration",
    "/workload/type": "workload is the plan's assumption, not configuration",
    "/workload/multi_node_hot_updates": "workload is the plan's assumption, not configuration",
    "/storage/raid_level": "set in the storage server, not on the nodes",
    "/storage/disks/*/device": "disks come from multipath maps and DASD lists, which the bundle does not render",
    "/storage/disks/*/name": "disks come from multipath maps and DASD lists, which the bundle does not render",
    "/storage/disks/*/size_gb": "disks come from multipath maps and DASD lists, which the bundle does not render",
    "/storage/eckd/disk_model": "lsdasd output would show the size; the bundle renders none",
    "/storage/eckd/lcus": "set in the storage server's I/O definition",
    "/storage/eckd/pav": "set in the storage server's I/O definition",
    "/storage/eckd/aliases_per_lcu": "set in the storage server's I/O definition",
    "/storage/dasd_order_pinned": "the bundle's zipl.conf.dasd is a comment-only instruction sheet",
    "/storage/fcp/paths_per_disk": "multipath -ll output shows it; the bundle renders none",
    "/storage/hba/model": "not in the module options",
    "/storage/iscsi/initiator_version": "no iSCSI file is rendered",
    "/storage/iscsi/jumbo_frames": "no iSCSI file is rendered",
    "/shared_disks/disk_groups/*/name": "created by the SQL scripts, which are not on a cluster",
    "/shared_disks/disk_groups/*/disks/*": "created by the SQL scripts, which are not on a cluster",
    "/shared_disks/disk_groups/*/purpose": "created by the SQL scripts, which are not on a cluster",
    "/shared_disks/disk_groups/*/redundancy": "created by the SQL scripts, which are not on a cluster",
    "/interconnect/layout": "point-to-point or switched is cabling",
    "/interconnect/inbound_buffers": "set by a script through sysfs; the ifcfg only mentions it in a comment",
    "/interconnect/interface": "SLES names qeth ifcfg files by bus id and the bundle renames only the public one",
    "/public_network/racgvip_workaround": "a change to a CRS script, not a configuration file",
    "/server/lms_nice": "applied by a script",
    "/database/sga_attach_address": "applied by relinking oracle in a script",
}


def _computed_instances(reference: dict, value) -> bool:
    nodes = len(reference["nodes"])
    return nodes == 1 or value == nodes  # one node renders no RAC parameters; the count is what the bundle computes


#: Field -> check(reference document, plan value, imported value): the files carry the field but not every value.
SAME_WHEN = {
    "/platform/architecture": lambda ref, planned, got: (planned, got) in {("z196", "z10"), ("x86", "x86_64")},
    "/storage/protocol": lambda ref, planned, got: planned == "iscsi_software",  # no file of its own
    "/shared_disks/manager": lambda ref, planned, got: planned == "ocfs",  # OCFS 1 leaves no file the bundle renders
    "/cluster/name": lambda ref, planned, got: planned.lower() == got,  # db_name: lower case, at most 8 characters
    "/database/other/cluster_database": lambda ref, planned, got: planned is True,  # the line the bundle computes
    "/database/other/cluster_database_instances": lambda ref, planned, got: _computed_instances(ref, planned),
}


def _generic(path: str) -> str:
    return re.sub(r"/\d+(?=/|$)", "/*", path)


def _rendered_sysctl(reference: dict) -> dict[str, str]:
    topology = parse_topology(reference)
    return {line.key: line.value for line in render_sysctl.compute(topology, topology.nodes[0])}


def _imported(name: str):
    return assemble(parse_nodes(rendered_nodes(name)), base=None)


def _losses(reference: dict, document: dict) -> list[dict]:
    """Changes where the plan has a value that the import does not reproduce, less the allowed ones."""
    sysctl = None
    out = []
    for change in diff_documents(reference, document):
        if change["before"] in (None, {}, []):
            continue  # the plan leaves it to the bundle; the import states what the bundle rendered
        path = _generic(change["path"])
        if path.startswith("/kernel/sysctl/"):
            sysctl = sysctl if sysctl is not None else _rendered_sysctl(reference)
            rendered = sysctl.get(path.rsplit("/", 1)[1])
            if render_sysctl.one_line(change["after"]) == render_sysctl.one_line(rendered):
                continue  # the bundle raised the plan's value to the studies' minimum; the file has that one
        check = SAME_WHEN.get(path)
        if check is not None and check(reference, change["before"], change["after"]):
            continue
        if path not in NOT_CARRIED:
            out.append(change)
    return out


@pytest.mark.parametrize("name", PLANS)
def test_import_without_a_plan_keeps_every_field_the_files_carry(name):
    reference = normalize(plan(name)["document"])
    result = _imported(name)
    assert result.errors == {}
    assert result.conflicts == []
    assert _losses(reference, result.document) == []


def test_the_import_warning_names_the_fields_no_file_carries():
    result = _imported("s001-fcp-asm")
    warning = next(w for w in result.warnings if w.startswith("no plan: these fields"))
    for field in NOT_IN_FILES:
        assert field in warning
        assert any(p == field or p.startswith(f"{field}/") for p in NOT_CARRIED), field


def test_field_coverage_over_all_reference_plans():
    """Every field some reference plan sets: how many plans' imports give it back. Kept as a table for the report;
    asserts that the inferred terms (platform, device types, protocol, manager) come back in most plans."""
    total: dict[str, int] = defaultdict(int)
    lost: dict[str, int] = defaultdict(int)
    for name in PLANS:
        reference = normalize(plan(name)["document"])
        document = _imported(name).document
        changed = {_generic(c["path"]) for c in diff_documents(reference, document)
                   if c["before"] not in (None, {}, [])}
        for path, value in _flat(reference):
            if value in (None, {}, []):
                continue
            total[path] += 1
            lost[path] += path in changed
    for path in ("/interconnect/type", "/public_network/device_type", "/storage/protocol", "/shared_disks/manager",
                 "/interconnect/bonding", "/interconnect/cluster_interconnects", "/nodes/*/hostname",
                 "/storage/nfs/options"):
        assert lost[path] <= total[path] // 10, (path, lost[path], total[path])


def _flat(document: dict, prefix: str = ""):
    if isinstance(document, dict) and document:
        for key, value in document.items():
            yield from _flat(value, f"{prefix}/{key}")
    elif isinstance(document, list) and document:
        for value in document:
            yield from _flat(value, f"{prefix}/*")
    else:
        yield prefix, document
