"""Free text that reaches a configuration file is refused with a field-keyed 400 when the file cannot hold it.

Issue 31, section 4: ``/api/validate/`` accepted newlines, quotes and spaces in NFS options, export paths, server
names, disk devices, OCR locations, init.ora values and machine names, and the bundle then rewrote them silently
(``hard tcp X 0 0`` became ``hardtcpX00`` in fstab). Every such field has a pattern in the topology schema now; the
values the studies, the reference plans and the demo data use still pass and reach the files as they are.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from apps.bundles.renderer import render_bundle
from apps.topology.parsing import TopologyInvalid, parse_topology

PLANS_DIR = Path(__file__).resolve().parents[4] / "fixtures" / "plans"
NFS_PLAN = "s001-nfs-asm-files"
ECKD_PLAN = "s000-z10-hipersockets-asm-4k-dedicated"

# (plan, JSON pointer, bad value). Each value was accepted before and rewritten (or written broken) by the bundle.
BAD = [
    (NFS_PLAN, "/storage/nfs/options", "hard tcp X 0 0"),
    (NFS_PLAN, "/storage/nfs/options", "hard,tcp\n/dev/sda / ext3 defaults 0 0"),
    (NFS_PLAN, "/storage/nfs/options", 'hard,"tcp"'),
    (NFS_PLAN, "/storage/nfs/export", "/vol/ora data"),
    (NFS_PLAN, "/storage/nfs/export", "/vol/ora\ndata"),
    (NFS_PLAN, "/storage/nfs/export", "/vol/'oradata'"),
    (NFS_PLAN, "/storage/nfs/mount_point", "/u02/ora\tdata"),
    (NFS_PLAN, "/storage/nfs/server", "filer 1"),
    (NFS_PLAN, "/storage/nfs/server", "filer1\nfiler2"),
    (NFS_PLAN, "/storage/nfs/server", "filer1:"),
    (NFS_PLAN, "/cluster_files/nfs_options", "noac timeo=600"),
    (NFS_PLAN, "/cluster_files/ocr_backup_dir", "/u01/ocr backup"),
    (ECKD_PLAN, "/storage/disks/0/device", "/dev/dasdd1\nKERNEL==\"sda\""),
    (ECKD_PLAN, "/storage/disks/0/device", "/dev/dasd d1"),
    (ECKD_PLAN, "/storage/disks/0/device", '/dev/"dasdd1'),
    (ECKD_PLAN, "/cluster_files/ocr/locations/0", "/dev/dasdf1\nrm -rf /"),
    (ECKD_PLAN, "/cluster_files/voting/locations/0", "/u03/crs/vote file.dbf"),
    (ECKD_PLAN, "/database/other/remote_listener", "LISTENERS\n*.processes=1"),
    (ECKD_PLAN, "/database/other/remote_listener", "LISTENERS\tX"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.sem", "250 32000\nkernel.shmmax = 1"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.sem", '"250 32000 100 128"'),
    (ECKD_PLAN, "/nodes/0/machine", "z10\npok1"),
    (ECKD_PLAN, "/nodes/0/machine", 'z10 "pok1"'),
    (ECKD_PLAN, "/storage/raid_level", "RAID\n5"),
    # Issue 36: direction marks (a right-to-left override shows "1 = ..." where sysctl reads another order), C1
    # controls and the Unicode line separators in the values sysctl.conf and init.ora take as they are
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "core\u202e.%p"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "core\u2066x\u2069"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "core\u202a.%p"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "core\x85.%p"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "core\u2028kernel.shmmax = 1"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "core\x00"),
    (ECKD_PLAN, "/database/other/remote_listener", "LISTENERS\u202eX"),
    (ECKD_PLAN, "/database/other/remote_listener", "LISTENERS\x9bX"),
    (ECKD_PLAN, "/database/other/remote_listener", "LISTENERS\u2029*.processes=1"),
    (ECKD_PLAN, "/nodes/0/machine", "z10\u202epok1"),
]


def _document(name: str) -> dict:
    return json.loads((PLANS_DIR / f"{name}.json").read_text("utf-8"))["document"]


def _set(doc: dict, pointer: str, value) -> dict:
    doc = copy.deepcopy(doc)
    parts = pointer.strip("/").split("/")
    target = doc
    for part in parts[:-1]:
        target = target[int(part)] if isinstance(target, list) else target.setdefault(part, {})
    if isinstance(target, list):
        target[int(parts[-1])] = value
    else:
        target[parts[-1]] = value
    return doc


@pytest.mark.parametrize(("name", "pointer", "value"), BAD)
def test_text_a_configuration_file_cannot_hold_is_refused_keyed_by_its_field(name, pointer, value):
    with pytest.raises(TopologyInvalid) as info:
        parse_topology(_set(_document(name), pointer, value))
    key = pointer.strip("/")
    assert list(info.value.errors) == [key], info.value.errors
    (message,) = info.value.errors[key]
    assert "should match pattern" not in message and "Input should be" not in message  # said in words


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "pointer", "value"), BAD[::3])
def test_validate_endpoint_answers_a_field_keyed_400(architect_client, name, pointer, value):
    response = architect_client.post("/api/validate/", _set(_document(name), pointer, value), format="json")
    assert response.status_code == 400, response.content
    assert list(response.json()) == [pointer.strip("/")]


@pytest.mark.django_db
def test_saving_a_version_with_such_text_is_a_400_keyed_by_the_document_path(architect_client, project):
    doc = _document(NFS_PLAN)
    created = architect_client.post("/api/plans/", {"project": project.id, "name": "nfs", "document": doc},
                                    format="json")
    assert created.status_code == 201, created.content
    bad = _set(doc, "/storage/nfs/options", "hard tcp X 0 0")
    response = architect_client.post(f"/api/plans/{created.json()['id']}/versions/", {"document": bad},
                                     format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["document/storage/nfs/options"]


GOOD = [
    # study 001 (NFS with ASM): the datafile and the noac options, and the same with the usual rw,bg,vers=3
    (NFS_PLAN, "/storage/nfs/options", "hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600"),
    (NFS_PLAN, "/storage/nfs/options", "rw,bg,hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,vers=3,timeo=600"),
    (NFS_PLAN, "/cluster_files/nfs_options", "hard,nointr,rsize=32768,wsize=32768,tcp,noac,timeo=600"),
    (NFS_PLAN, "/storage/nfs/options", "sec=krb5:krb5i,addr=10.1.1.5,proto=tcp"),
    (NFS_PLAN, "/storage/nfs/options", ""),
    (NFS_PLAN, "/storage/nfs/server", "nseries1"),
    (NFS_PLAN, "/storage/nfs/server", "filer-1.lab.example.com"),
    (NFS_PLAN, "/storage/nfs/server", "10.1.1.5"),
    (NFS_PLAN, "/storage/nfs/server", "[fd00::5]"),
    (NFS_PLAN, "/storage/nfs/export", "/vol/oradata"),
    (NFS_PLAN, "/cluster_files/ocr_backup_dir", "/u01/app/oracle/product/10.1.0/crs/cdata/nsrac"),
    (ECKD_PLAN, "/storage/disks/0/device", "0.0.7100"),
    (ECKD_PLAN, "/storage/disks/0/device", "/dev/mapper/FCPe027"),
    (ECKD_PLAN, "/storage/disks/0/device", "/dev/disk/by-path/ip-10.0.0.1:3260-iscsi-iqn.2001-05.com.x:0-lun-0"),
    (ECKD_PLAN, "/cluster_files/ocr/locations/0", "/ocfs/data1/crs/ocr.dbf"),
    (ECKD_PLAN, "/cluster_files/ocr/locations/0", "+OCRVOTE"),
    (ECKD_PLAN, "/database/other/remote_listener", "LISTENERS_ALL"),
    (ECKD_PLAN, "/database/other/local_listener", "(ADDRESS=(PROTOCOL=TCP)(HOST=10.10.0.11)(PORT=1521))"),
    (ECKD_PLAN, "/database/other/audit_file_dest", "/u01/app/oracle/admin/o'brien/adump"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.sem", "250 32000 100 128"),
    (ECKD_PLAN, "/kernel/sysctl/net.ipv4.tcp_rmem", "4096 87380 8388608"),
    # a port range as sysctl -a prints it (tab-separated) and as people write it; shell characters mean nothing
    # to sysctl -p, which reads the file itself (test_ansible applies such a value)
    (ECKD_PLAN, "/kernel/sysctl/net.ipv4.ip_local_port_range", "9000\t65500"),
    (ECKD_PLAN, "/kernel/sysctl/net.ipv4.ip_local_port_range", "9000 65500"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "|/usr/lib/systemd/systemd-coredump %P %u %g %s %t %e"),
    (ECKD_PLAN, "/kernel/sysctl/kernel.core_pattern", "/var/core/$(id);`id`&|<>*?{{ x }}"),
    (ECKD_PLAN, "/database/other/audit_file_dest", "/u01/app/\u00e9quipe/adump"),
    (ECKD_PLAN, "/nodes/0/machine", "z196-2817-M32"),
    (ECKD_PLAN, "/nodes/0/machine", "z10 EC (pok1)"),
    (ECKD_PLAN, "/storage/raid_level", "RAID-10"),
    (ECKD_PLAN, "/storage/raid_level", "RAID 1+0"),
]


@pytest.mark.parametrize(("name", "pointer", "value"), GOOD)
def test_values_the_studies_and_plans_use_pass(name, pointer, value):
    parse_topology(_set(_document(name), pointer, value))


def test_every_reference_plan_still_validates():
    names = sorted(PLANS_DIR.glob("*.json"))
    assert len(names) > 40
    for path in names:
        parse_topology(json.loads(path.read_text("utf-8"))["document"])


def _fstab(doc: dict) -> str:
    files = render_bundle(parse_topology(doc), plan_ref={"plan_id": 1, "version": 1}, findings=[],
                          catalogue_version="c", generator_version="g")
    return next(f.content for f in files if f.path.endswith("/etc/fstab"))


def test_nfs_options_reach_fstab_as_written():
    options = "rw,bg,hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,vers=3,timeo=600"
    fstab = _fstab(_set(_document(NFS_PLAN), "/storage/nfs/options", options))
    assert f"nseries1:/vol/oradata /u02/oradata nfs {options} 0 0" in fstab.splitlines()
