"""Import without a plan ("import this cluster"): every reference plan's rendered bundle, assembled with no base
document, against the plan's own document field by field.

A field is *lost* when the plan gives it a value and the import another one. The import sets a field only from a
file (or derives it from other fields); a field no file shows is *unknown*: listed in the document's ``unknown``
pointers, never a silent default. So a loss is allowed only where the import lists the field as unknown, or where
its ``SAME_WHEN`` check passes (the files carry the field, but not every value apart); anything else fails the test.
``NOT_CARRIED`` says why no rendered file carries a field; those fields must come back unknown.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from apps.asbuilt.assemble import assemble
from apps.bundles.selectors import one_line, planned_sysctl
from apps.bundles.tests.helpers import plan, plan_names
from apps.topology.parsing import diff_documents, normalize, parse_topology

from .conftest import parse_nodes, rendered_nodes

PLANS = plan_names()

#: Field -> why no file of a running cluster (as the bundle renders them) carries it.
NOT_CARRIED = {
    "/nodes/*/cpus": "the bundle renders no /proc/cpuinfo",
    "/nodes/*/machine": "the CEC / server name is in no file",
    "/nodes/*/memory_gb": "the bundle renders no /proc/meminfo",
    "/platform/architecture": "no uname or cpuinfo is rendered; System z files show the family, not z10 or z196",
    "/platform/virtualization": "LPAR or z/VM guest is in no file the bundle renders",
    "/cluster/distribution": "the bundle renders no os-release",
    "/cluster/distribution_version": "the bundle renders no os-release",
    "/cluster/distribution_update": "the bundle renders no os-release",
    "/cluster/kernel_series": "the bundle renders no uname output",
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
    "/interconnect/type": "an Ethernet interface's speed is in no file",
    "/public_network/device_type": "an Ethernet interface's speed is in no file",
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
    return planned_sysctl(topology)[topology.nodes[0].hostname]


def _imported(name: str):
    return assemble(parse_nodes(rendered_nodes(name)), base=None)


def _unknown(document: dict, path: str) -> bool:
    """The field at ``path`` (or a section holding it) is listed as unknown."""
    return any(path == u or path.startswith(f"{u}/") for u in document.get("unknown", []))


def _losses(reference: dict, document: dict) -> list[dict]:
    """Changes where the plan has a value that the import gives another one without listing it as unknown."""
    sysctl = None
    out = []
    for change in diff_documents(reference, document):
        if change["before"] in (None, {}, []) or change["path"].startswith("/unknown"):
            continue  # the plan leaves it to the bundle; the import states what the bundle rendered
        if _unknown(document, change["path"]):
            continue
        path = _generic(change["path"])
        if path.startswith("/kernel/sysctl/"):
            sysctl = sysctl if sysctl is not None else _rendered_sysctl(reference)
            rendered = sysctl.get(path.rsplit("/", 1)[1])
            if one_line(change["after"]) == one_line(rendered):
                continue  # the bundle raised the plan's value to the studies' minimum; the file has that one
        check = SAME_WHEN.get(path)
        if check is not None and check(reference, change["before"], change["after"]):
            continue
        if change["after"] is None and path in NOT_CARRIED:
            continue  # left unset (null): the import does not invent it, and nothing renders it
        out.append(change)
    return out


@pytest.mark.parametrize("name", PLANS)
def test_import_without_a_plan_keeps_every_field_the_files_carry(name):
    reference = normalize(plan(name)["document"])
    result = _imported(name)
    assert result.errors == {}
    assert result.conflicts == []
    assert _losses(reference, result.document) == []


@pytest.mark.parametrize("name", PLANS)
def test_what_no_file_carries_comes_back_unknown(name):
    document = _imported(name).document
    for path, value in _flat_pointers(document):
        if _generic(path) in NOT_CARRIED and value not in (None, {}, [], ""):
            carried = _generic(path) in {"/interconnect/type", "/public_network/device_type",
                                         "/interconnect/interface", "/storage/disks/*/name",
                                         "/storage/disks/*/device", "/storage/disks/*/size_gb",
                                         "/shared_disks/disk_groups/*/name", "/platform/virtualization",
                                         "/cluster_files/ocr/locations/*", "/cluster_files/voting/locations/*",
                                         "/storage/dasd_order_pinned", "/interconnect/inbound_buffers"}
            # Some of these are in a file in some plans (HiperSockets by name, OSA by label, a DASD list...):
            # then they have provenance; otherwise they must be unknown.
            assert carried or _unknown(document, path), path
    result = _imported(name)
    for path in document.get("unknown", []):
        assert path not in result.provenance


def test_an_imported_x86_plan_never_shows_system_z_values():
    for name in PLANS:
        reference = plan(name)["document"]
        if reference.get("platform", {}).get("architecture") not in ("x86", "x86_64"):
            continue
        document = _imported(name).document
        assert document["interconnect"]["type"] not in ("hipersockets", "osa_1gbe", "osa_10gbe"), name
        assert document["public_network"]["device_type"] not in ("hipersockets", "osa_1gbe", "osa_10gbe"), name
        assert document["storage"]["protocol"] != "eckd", name
        assert document["platform"]["architecture"] in ("x86", "x86_64"), name


def test_field_coverage_over_all_reference_plans():
    """Every field some reference plan sets: how many plans' imports give it back. Asserts that the terms the files
    carry (host names, bonding, cluster_interconnects, NFS options, protocol and disk manager) come back, not
    unknown, in most plans."""
    total: dict[str, int] = defaultdict(int)
    lost: dict[str, int] = defaultdict(int)
    for name in PLANS:
        reference = normalize(plan(name)["document"])
        document = _imported(name).document
        changed = {_generic(c["path"]) for c in diff_documents(reference, document)
                   if c["before"] not in (None, {}, [])}
        unknown = {_generic(p) for p, _ in _flat_pointers(document) if _unknown(document, p)}
        for path, value in _flat(reference):
            if value in (None, {}, []) or (path.startswith("/interconnect/") and len(reference["nodes"]) == 1):
                continue  # one node has no interconnect to show
            total[path] += 1
            lost[path] += path in changed or path in unknown
    for path in ("/storage/protocol", "/shared_disks/manager", "/interconnect/bonding",
                 "/interconnect/cluster_interconnects", "/nodes/*/hostname", "/nodes/*/public_ip", "/nodes/*/vip",
                 "/storage/nfs/options"):
        assert lost[path] <= total[path] // 5, (path, lost[path], total[path])


def _flat_pointers(document: dict, prefix: str = ""):
    if isinstance(document, dict) and document:
        for key, value in document.items():
            if prefix or key != "unknown":
                yield from _flat_pointers(value, f"{prefix}/{key}")
    elif isinstance(document, list) and document:
        for index, value in enumerate(document):
            yield from _flat_pointers(value, f"{prefix}/{index}")
    else:
        yield prefix, document


def _flat(document: dict, prefix: str = ""):
    if isinstance(document, dict) and document:
        for key, value in document.items():
            yield from _flat(value, f"{prefix}/{key}")
    elif isinstance(document, list) and document:
        for value in document:
            yield from _flat(value, f"{prefix}/*")
    else:
        yield prefix, document
