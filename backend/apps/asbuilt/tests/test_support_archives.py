"""sosreport and dbginfo.sh archives uploaded as they are: their files routed to the readers, the node named from
the archive, everything else listed as not read.

The archives are built here in the layout the tools document (sos: ``sosreport-<host>-<date>-<suffix>/`` with
``etc/``, ``proc/``, ``sos_commands/<plugin>/<mangled command>`` and top-level links; dbginfo.sh:
``DBGINFO-<date>-<time>-<host>-<cpu id>/`` with ``etc/``, ``proc/`` and its commands' outputs in ``runtime.out``
and ``network.out``, each after a ``#`` line and a ``user@host> command`` prompt). Their contents are hand-written
in the tools' output formats; no report of a real system is used.
"""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

import pytest

from apps.asbuilt import constants as C
from apps.asbuilt import services, support_archives
from apps.asbuilt.models import AsBuiltCheck
from apps.asbuilt.parsers import KINDS
from apps.plans.services import plan_create
from apps.topology.parsing import parse_topology

from .helpers import REFERENCE, ip_output, run_check, upload

REPO = Path(__file__).resolve().parents[4]

# --- the pure part -------------------------------------------------------------------------------------------------


def test_report_folders_and_the_hosts_their_names_carry():
    assert support_archives.tool_of("sosreport-rac1-2024-03-01-abcdefg") == support_archives.SOS
    assert support_archives.tool_of("DBGINFO-2024-03-01-10-20-30-zrac1-0A1B2C") == support_archives.DBGINFO
    assert support_archives.tool_of("rac1") is None and support_archives.tool_of("cluster") is None
    assert support_archives.host_in_folder("sosreport", "sosreport-rac-node1-2024-03-01-abcdefg") == "rac-node1"
    assert support_archives.host_in_folder("sosreport", "sosreport-rac1-20140212164213") == "rac1"
    assert support_archives.host_in_folder("dbginfo.sh", "DBGINFO-2024-03-01-10-20-30-zrac1-0A1B2C") == "zrac1"
    assert support_archives.host_in_folder("dbginfo.sh", "DBGINFO-2024-03-01-10-20-30-zrac1") == "zrac1"
    assert support_archives.host_in_folder("dbginfo.sh", "DBGINFO-2024-03-01-10-20-30-localhost") == ""


def test_every_path_read_names_a_reader_the_check_has():
    for tool in (support_archives.SOS, support_archives.DBGINFO):
        for read in support_archives.reads_of(tool):
            assert read.kind in KINDS, read
    assert support_archives.kind_of("sosreport", "sos_commands/kernel/uname_-a") == "uname"
    assert support_archives.kind_of("sosreport", "sos_commands/multipath/multipath_-v4_-ll") == "multipath-ll"
    assert support_archives.kind_of("sosreport", "u01/app/oracle/product/19.0.0/dbhome_1/dbs/initORCL1.ora") == \
        "init-ora"
    assert support_archives.kind_of("sosreport", "lib/udev/rules.d/60-persistent-storage.rules") is None
    assert support_archives.kind_of("dbginfo.sh", "runtime.out: multipathd -k'show topo'") == "multipath-ll"
    assert support_archives.kind_of("dbginfo.sh", "runtime.out: multipath -v6 -ll") is None


def test_dbginfo_output_files_split_into_their_commands():
    text = ("#######################################################\nroot@zrac1> uname -a\n"
            "Linux zrac1 3.0.101-63-default #1 SMP Tue Jun 23 16:02:31 UTC 2015 (4b89d0c) s390x s390x s390x "
            "GNU/Linux\n\n"
            "#######################################################\nroot@zrac1> uptime\n"
            " 10:20:31 up 12 days,  3:04,  1 user,  load average: 0.10, 0.12, 0.09\n\n"
            "#######################################################\nroot@zrac1> lstape\n"
            "dbginfo.sh: Warning: Command \"lstape\" not available\n\n")
    got = support_archives.sections(text)
    assert [(s.command, s.host) for s in got] == [("uname -a", "zrac1"), ("uptime", "zrac1"), ("lstape", "zrac1")]
    assert got[0].text.startswith("Linux zrac1 3.0.101-63-default") and got[0].text.endswith("GNU/Linux\n")


def test_the_user_guide_lists_the_paths_read_as_the_module_says():
    guide = (REPO / "docs/user-guide/as-built.md").read_text()
    section = support_archives.guide_section()
    assert section in guide, "the guide's list of sos and dbginfo paths is stale: run manage.py gen_asbuilt_docs"
    assert "`sos_commands/kernel/uname_-a` | uname -a" in section


# --- uploads ------------------------------------------------------------------------------------------------------

pytestmark = pytest.mark.django_db

MEMINFO = "MemTotal:       16266468 kB\nMemFree:         8123456 kB\nMemAvailable:   12345678 kB\n"
CPUINFO = "".join(f"processor\t: {n}\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel name\t: Intel(R) Xeon(R)\n\n"
                  for n in range(4))


def _tar(members: dict[str, str | bytes | tuple[str]], *, mode: str = "w:xz") -> bytes:
    """A tar archive: path -> text or bytes, or (link target,) for a symbolic link (as sos writes its top-level
    links)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode=mode) as tar:
        for path, content in members.items():
            info = tarfile.TarInfo(path)
            if isinstance(content, tuple):
                info.type, info.linkname = tarfile.SYMTYPE, content[0]
                tar.addfile(info)
                continue
            data = content.encode("utf-8") if isinstance(content, str) else content
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def _sosreport(host: str, folder: str, public: str, private: str, vip: str = "10.99.1.1") -> bytes:
    top, short = f"{folder}/", host.split(".")[0]
    return _tar({
        top + "version.txt": "sosreport: 4.5.6\n",
        top + "sos_reports/manifest.json": '{"version": "4.5.6"}\n',
        top + "sos_logs/sos.log": "2024-03-01 10:00:00,000 INFO: [sos.report:setup] executing 'sos report'\n",
        top + "hostname": ("sos_commands/host/hostname",),
        top + "uname": ("sos_commands/kernel/uname_-a",),
        top + "sos_commands/host/hostname": f"{host}\n",
        top + "sos_commands/kernel/uname_-a": f"Linux {host} 4.18.0-513.5.1.el8_9.x86_64 #1 SMP Fri Sep 29 05:21:10 "
                                              "EDT 2023 x86_64 x86_64 x86_64 GNU/Linux\n",
        top + "sos_commands/kernel/sysctl_-a": "fs.aio-max-nr = 1048576\nfs.file-max = 6815744\n"
                                               "kernel.shmmni = 4096\nkernel.sem = 250\t32000\t100\t128\n",
        top + "sos_commands/kernel/lsmod": "Module                  Size  Used by\nbonding               200704  0\n",
        top + "sos_commands/networking/ip_-d_address": ip_output([("eth0", 1500, [f"{public}/24"], None),
                                                                  ("eth1", 9000, [f"{private}/24"], None)]),
        top + "sos_commands/networking/ip_-o_addr": f"2: eth0    inet {public}/24 brd 10.255.255.255 scope global "
                                                    "eth0\\       valid_lft forever preferred_lft forever\n",
        top + "sos_commands/block/lsblk": "NAME   MAJ:MIN RM  SIZE RO TYPE MOUNTPOINT\n"
                                          "sda      8:0    0   80G  0 disk \n"
                                          "\u2514\u2500sda1   8:1    0   80G  0 part /\n",
        top + "etc/hosts": f"127.0.0.1 localhost\n{public} {host} {short}\n{vip} {short}-vip\n",
        top + "etc/os-release": 'NAME="Red Hat Enterprise Linux"\nVERSION="8.9 (Ootpa)"\nID="rhel"\n'
                                'VERSION_ID="8.9"\nPRETTY_NAME="Red Hat Enterprise Linux 8.9 (Ootpa)"\n',
        top + "etc/nsswitch.conf": "hosts:      files dns myhostname\n",
        top + "etc/passwd": "root:x:0:0:root:/root:/bin/bash\n",
        top + "lib/udev/rules.d/60-persistent-storage.rules": 'KERNEL=="sd*", ENV{DEVTYPE}=="disk"\n',
        top + "proc/meminfo": MEMINFO,
        top + "proc/cpuinfo": CPUINFO,
    })


PROMPT = "#######################################################\nroot@{host}> {command}\n{output}\n"


def _dbginfo(host: str, folder: str) -> bytes:
    top = f"{folder}/"
    runtime = "".join(PROMPT.format(host=host, command=command, output=output) for command, output in (
        ("uname -a", f"Linux {host} 3.0.101-63-default #1 SMP Tue Jun 23 16:02:31 UTC 2015 (4b89d0c) s390x s390x "
                     "s390x GNU/Linux\n"),
        ("uptime", " 10:20:31 up 12 days,  3:04,  1 user,  load average: 0.10, 0.12, 0.09\n"),
        ("lsdasd", "Bus-ID     Status      Name      Device  Type  BlkSz  Size      Blocks\n"
                   "==============================================================================\n"
                   "0.0.0201   active      dasda     94:0    ECKD  4096   7043MB    1803060\n"),
        ("sysctl -a", "kernel.sem = 250\t32000\t100\t128\nkernel.shmmni = 4096\n"),
    ))
    network = "".join(PROMPT.format(host=host, command=command, output=output) for command, output in (
        ("ip a sh", ip_output([("eth0", 1492, ["10.20.1.11/24"], None)])),
        ("ip route list", "default via 10.20.1.1 dev eth0\n"),
    ))
    sysfs = _tar({"sys/devices/css0/0.0.0000/type": "3390/0c\n"}, mode="w:gz")
    return _tar({
        top + "dbginfo.log": "dbginfo.sh: Debug information script version 2.15.1-build-20210615\n",
        top + "runtime.out": runtime,
        top + "network.out": network,
        top + "proc/cpuinfo": "vendor_id       : IBM/S390\n# processors    : 2\n"
                              "processor 0: version = FF,  identification = 0A1B2C,  machine = 2817\n"
                              "processor 1: version = FF,  identification = 0A1B2C,  machine = 2817\n",
        top + "proc/meminfo": "MemTotal:        8178892 kB\nMemFree:          412340 kB\n",
        top + "proc/dasd/devices": "0.0.0201(ECKD) at ( 94:     0) is dasda       : active at blocksize: 4096, "
                                   "1803060 blocks, 7043 MB\n",
        top + "proc/sysinfo": "Manufacturer:         IBM\nType:                 2817\n",
        top + "etc/SuSE-release": "SUSE Linux Enterprise Server 11 (s390x)\nVERSION = 11\nPATCHLEVEL = 3\n",
        top + "etc/zipl.conf": '[SLES11]\nimage = /boot/image\nparameters = "root=/dev/dasda1 dasd=0201"\n',
        top + "etc/hosts": f"127.0.0.1 localhost\n10.20.1.11 {host}\n10.20.1.21 {host}-vip\n",
        top + "sysfs.tgz": sysfs,  # dbginfo.sh's copy of /sys, an archive of its own
    }, mode="w:gz")


def _checked(plan, client, name: str, data: bytes) -> tuple[AsBuiltCheck, dict]:
    r = client.post(f"/api/plans/{plan.id}/as-built/", {"files": [upload(name, data)]}, format="multipart")
    assert r.status_code == 201, r.content
    check = run_check(AsBuiltCheck.objects.get(pk=r.json()["id"]))
    body = client.get(f"/api/as-built/{check.pk}/").json()
    assert body["state"] == "complete", body.get("error")
    return check, body


def test_a_sosreport_is_read_as_it_is_on_the_node_its_hostname_file_names(project, architect, contributor_client):
    plan = plan_create(project=project, user=architect, name="rac", reference=REFERENCE)
    topology = parse_topology(plan.versions.get(number=1).document)
    node = topology.nodes[0]
    folder = "sosreport-oldname-2024-03-01-abcdefg"  # renamed host: the hostname file counts, not the folder
    check, body = _checked(plan, contributor_client, f"{folder}.tar.xz",
                           _sosreport(f"{node.hostname}.example.com", folder, node.public_ip, "10.99.0.1"))

    rows = {f["name"]: f for f in body["files"]}
    archive = rows[f"{folder}.tar.xz"]
    expected = {"sos_commands/kernel/uname_-a": "uname", "sos_commands/kernel/sysctl_-a": "sysctl",
                "sos_commands/networking/ip_-d_address": "ip-addr", "sos_commands/block/lsblk": "lsblk",
                "etc/hosts": "hosts", "etc/os-release": "os-release", "proc/meminfo": "meminfo",
                "proc/cpuinfo": "cpuinfo"}
    for inner, kind in expected.items():
        row = rows[f"{folder}/{inner}"]
        assert (row["node"], row["state"], row["kind"]) == (f"{node.hostname}.example.com", "parsed", kind), \
            row["error"]
    # nothing else of the report became a file of the check; it is listed as not read on the archive
    assert {name for name in rows if name.startswith(folder + "/")} == {f"{folder}/{p}" for p in expected}
    assert C.REPORT_READ.format(tool="sosreport", folder=folder, node=f"{node.hostname}.example.com",
                                source="sos_commands/host/hostname", count=len(expected)) in archive["warnings"]
    not_read = next(w for w in archive["warnings"] if w.startswith(f"Not read in {folder} (8,"))
    for inner in ("version.txt", "sos_reports/manifest.json", "sos_logs/sos.log", "sos_commands/kernel/lsmod",
                  "sos_commands/networking/ip_-o_addr", "etc/nsswitch.conf", "etc/passwd",
                  "lib/udev/rules.d/60-persistent-storage.rules"):
        assert inner in not_read
    assert C.REPORT_LINKS.format(count=2, folder=folder) in archive["warnings"]
    assert [f for f in body["files"] if f["state"] == "failed"] == []
    # the node is the plan's: matched by its short name, so it is checked, not listed as unplanned
    assert body["diff"]["unplanned_nodes"] == []

    imported = services.check_import(check=check, user=architect, name="from sos")
    memory = imported.provenance["/nodes/0/memory_gb"]
    assert memory == [f"{node.hostname}: {folder}/proc/meminfo, line 1"] or memory == [
        f"{node.hostname}: {folder}/proc/meminfo"], memory
    assert imported.plan.versions.get(number=1).document["nodes"][0]["cpus"] == 4


def test_a_sosreport_without_a_hostname_file_is_named_by_its_folder_or_the_upload(project, architect,
                                                                                   contributor_client):
    plan = plan_create(project=project, user=architect, name="rac", reference=REFERENCE)
    node = parse_topology(plan.versions.get(number=1).document).nodes[0]
    folder = f"sosreport-{node.hostname}-2024-03-01-abcdefg"
    data = _sosreport(node.hostname, folder, node.public_ip, "10.99.0.1")
    with tarfile.open(fileobj=io.BytesIO(data)) as src:
        members = {m.name: src.extractfile(m).read().decode() if m.isfile() else (m.linkname,)
                   for m in src.getmembers() if not m.name.endswith("/hostname")}
    _, body = _checked(plan, contributor_client, "report.tar.xz", _tar(members))
    archive = next(f for f in body["files"] if f["name"] == "report.tar.xz")
    assert C.REPORT_READ.format(tool="sosreport", folder=folder, node=node.hostname, source="its folder name",
                                count=8) in archive["warnings"]
    assert {f["node"] for f in body["files"] if f["name"].startswith(folder)} == {node.hostname}


def test_a_dbginfo_archive_is_split_into_its_commands_and_named_by_its_prompt(project, architect,
                                                                              contributor_client):
    plan = plan_create(project=project, user=architect, name="rac", reference=REFERENCE)
    folder = "DBGINFO-2024-03-01-10-20-30-zrac1-0A1B2C"
    check, body = _checked(plan, contributor_client, f"{folder}.tgz", _dbginfo("zrac1", folder))
    rows = {f["name"]: f for f in body["files"]}
    expected = {"runtime.out: uname -a": "uname", "runtime.out: lsdasd": "lsdasd", "runtime.out: sysctl -a": "sysctl",
                "network.out: ip a sh": "ip-addr", "proc/cpuinfo": "cpuinfo", "proc/meminfo": "meminfo",
                "proc/dasd/devices": "dasd-devices", "etc/SuSE-release": "os-release", "etc/zipl.conf": "zipl",
                "etc/hosts": "hosts"}
    for inner, kind in expected.items():
        row = rows[f"{folder}/{inner}"]
        assert (row["node"], row["state"], row["kind"]) == ("zrac1", "parsed", kind), row
    archive = rows[f"{folder}.tgz"]
    assert C.REPORT_READ.format(tool="dbginfo.sh", folder=folder, node="zrac1", source="runtime.out prompt lines",
                                count=len(expected)) in archive["warnings"]
    not_read = next(w for w in archive["warnings"] if w.startswith(f"Not read in {folder} ("))
    for inner in ("runtime.out: uptime", "network.out: ip route list", "dbginfo.log", "proc/sysinfo",
                  "sysfs.tgz/sys/devices/css0/0.0.0000/type"):
        assert inner in not_read
    assert [f for f in body["files"] if f["state"] == "failed"] == []

    imported = services.check_import(check=check, user=architect, name="from dbginfo")
    document = imported.plan.versions.get(number=1).document
    assert document["nodes"][0]["hostname"] == "zrac1" and document["nodes"][0]["memory_gb"] == 8
    assert "/platform/architecture" not in imported.unknown


@pytest.mark.parametrize("wrap", ["tar.xz", "zip"])
def test_a_sosreport_of_more_entries_than_an_upload_holds_is_read_whole(project, architect, contributor_client,
                                                                         settings, wrap):
    """sos reports hold thousands of files: the ones no reader reads are listed, not stored, and do not count
    towards the upload's entry limit (RUNS_ZIP_MAX_ENTRIES), so nothing is cut off."""
    import zipfile

    plan = plan_create(project=project, user=architect, name="rac", reference=REFERENCE)
    node = parse_topology(plan.versions.get(number=1).document).nodes[0]
    folder = f"sosreport-{node.hostname}-2024-03-01-abcdefg"
    limit = settings.RUNS_ZIP_MAX_ENTRIES
    with tarfile.open(fileobj=io.BytesIO(_sosreport(node.hostname, folder, node.public_ip, "10.99.0.1"))) as tar:
        members = {m.name: (tar.extractfile(m).read() if m.isfile() else (m.linkname,)) for m in tar.getmembers()}
    extra = {f"{folder}/sys/block/sd{i}/queue/scheduler": "[mq-deadline] kyber bfq none\n" for i in range(limit + 500)}
    if wrap == "zip":
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            for path, content in {**members, **extra}.items():
                if not isinstance(content, tuple):
                    archive.writestr(path, content)
        data, name = buffer.getvalue(), f"{folder}.zip"
    else:
        data, name = _tar({**members, **extra}), f"{folder}.tar.xz"
    _, body = _checked(plan, contributor_client, name, data)
    rows = {f["name"]: f for f in body["files"]}
    assert rows[f"{folder}/sos_commands/kernel/sysctl_-a"]["state"] == "parsed"
    assert rows[f"{folder}/etc/hosts"]["node"] == node.hostname
    notes = rows[name]["warnings"]
    assert not any("entries" in n and "nothing more was read" in n for n in notes), notes
    not_read = next(n for n in notes if n.startswith(f"Not read in {folder} ("))
    count = int(not_read.split("(", 1)[1].split(",", 1)[0])
    assert count >= limit + 500 and f"and {count - C.REPORT_NOT_READ_SHOWN} more" in not_read
    assert len([r for r in rows if r.startswith(folder + "/")]) < 20  # the read ones only
