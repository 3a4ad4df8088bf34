"""The bundle's collect-as-built.sh on three kinds of node it must find its way on by itself, each in a fake root.

- a role-separated 19c node on Oracle Linux 9 (x86_64): Grid Infrastructure owned by ``grid`` in
  ``/u01/app/19.0.0/grid`` (named by ``/etc/oracle/olr.loc``), the database owned by ``oracle``, no multipath.conf;
- an 11.2 node on Red Hat Enterprise Linux 6 where ``oracle`` owns both homes (``crsconfig_params``);
- a SLES 11 SP3 guest of z/VM on a z196 with DASDs (``/proc/dasd/devices``, ``lsdasd``).

None of the homes is the plan's: the script must find them from olr.loc, the +ASM line of oratab and the inventory
oraInst.loc names. The Oracle tools are stubs inside the fake homes (not on PATH) that refuse to run as anyone but
their home's owner; ``id`` and ``su`` stand for root's view of the node (``su`` logs the user and the line it was
given, then runs it), ``stat`` answers the owner of the files the test says. The outputs are hand-written in the
tools' documented layouts, not captured from a cluster. On the x86 nodes ``proc/meminfo`` and ``proc/cpuinfo`` are
links to this machine's own ``/proc`` files, which report size 0 as every procfs file does.

Each archive is uploaded as it is and checked; the import built from it must know every field its files show.
"""

from __future__ import annotations

import math
import os
import subprocess
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from apps.asbuilt import services
from apps.asbuilt.models import AsBuiltCheck
from apps.plans.services import plan_create

from .helpers import ip_output, run_check, upload

pytestmark = pytest.mark.django_db

SCRIPT = "scripts/collect-as-built.sh"

PATH_STUB = """#!/bin/sh
out="$STUB_OUT/$(basename "$0")${*:+ $*}"
if [ ! -f "$out" ]; then
    echo "$(basename "$0"): unexpected arguments: $*" >&2
    exit 2
fi
cat "$out"
"""
# a tool of an Oracle home: runs only as the home's owner, and prints what the test wrote for its arguments
HOME_TOOL = """#!/bin/sh
if [ "${{LOGNAME:-}}" != {owner} ]; then
    echo "$(basename "$0"): run me as {owner}, not ${{LOGNAME:-nobody}}" >&2
    exit 1
fi
out="{outputs}/$(basename "$0")${{*:+ $*}}"
if [ ! -f "$out" ]; then
    echo "$(basename "$0"): unexpected arguments: $*" >&2
    exit 2
fi
cat "$out"
"""
ID_AS_ROOT = """#!/bin/sh
case "$*" in
    -u) echo 0 ;;
    -un) echo root ;;
    grid) echo "uid=54331(grid) gid=54321(oinstall) groups=54321(oinstall),54333(asmdba)" ;;
    oracle) echo "uid=54321(oracle) gid=54321(oinstall) groups=54321(oinstall),54322(dba)" ;;
    *) echo "id: '$*': no such user" >&2; exit 1 ;;
esac
"""
SU = """#!/bin/sh
if [ "$#" -ne 4 ] || [ "$1" != "-" ] || [ "$3" != "-c" ]; then
    echo "su: unexpected arguments: $*" >&2
    exit 2
fi
printf '%s: %s\\n' "$2" "$4" >> "{log}"
exec env -i HOME=/tmp PATH=/usr/bin:/bin LOGNAME="$2" USER="$2" bash -c "$4"
"""
# stat -c %U FILE: the owner the test gave FILE (stat(1)'s answer for a uid without a name otherwise)
STAT = """#!/bin/sh
if [ "$1" != "-c" ] || [ "$2" != "%U" ]; then
    echo "stat: unexpected arguments: $*" >&2
    exit 2
fi
owner=$(grep -F "$3 " "{owners}" | head -n 1 | cut -d' ' -f2)
[ -n "$owner" ] || owner=UNKNOWN
echo "$owner"
"""
LSBLK = "lsblk -o NAME,SIZE,TYPE,OWNER,GROUP,MODE"
GRID_TOOLS = ("oifcfg", "crsctl", "ocrcheck", "olsnodes", "srvctl", "asmcmd", "cemutlo")


@dataclass
class Node:
    """One node kind: its files (path -> text, or a Path for a link), its commands on PATH and in its homes."""

    name: str
    files: dict[str, str | Path]
    commands: dict[str, str]  # "<command> <args>" -> output, for the tools on PATH
    homes: dict[str, tuple[str, dict[str, str]]] = field(default_factory=dict)  # home -> (owner, outputs)
    owners: dict[str, str] = field(default_factory=dict)  # path on the node -> what stat says owns it


def _hosts(*rows: tuple[str, str]) -> str:
    return "127.0.0.1   localhost localhost.localdomain\n" + "".join(f"{ip:<15} {name}\n" for ip, name in rows)


def _ip(public: str, private: str) -> str:
    return ip_output([("eth0", 1500, [f"{public}/24"], None), ("eth1", 9000, [f"{private}/24"], None)])


def _inventory(*homes: tuple[str, str, bool]) -> str:
    crs_flag = ' CRS="true"'
    lines = "".join(f'<HOME NAME="{name}" LOC="{loc}" TYPE="O" IDX="{i}"{crs_flag if crs else ""}/>\n'
                    for i, (name, loc, crs) in enumerate(homes, start=1))
    return ('<?xml version="1.0" standalone="yes" ?>\n<INVENTORY>\n<VERSION_INFO>\n'
            "   <SAVED_WITH>12.2.0.7.0</SAVED_WITH>\n   <MINIMUM_VER>2.1.0.6.0</MINIMUM_VER>\n</VERSION_INFO>\n"
            f"<HOME_LIST>\n{lines}"
            '<HOME NAME="OraDb11g_old" LOC="/u01/app/oracle/product/old" TYPE="O" IDX="9" REMOVED="T"/>\n'
            "</HOME_LIST>\n</INVENTORY>\n")


def _olsnodes(*names: str) -> str:
    return "".join(f"{name}\t{k}\t{name}-vip\tActive\n" for k, name in enumerate(names, start=1))


def _srvctl_database(db: str, home: str, owner: str, nodes: tuple[str, ...]) -> str:
    instances = ",".join(f"{db}{k}" for k in range(1, len(nodes) + 1))
    return (f"Database unique name: {db}\nDatabase name: {db}\nOracle home: {home}\nOracle user: {owner}\n"
            f"Spfile: +DATA/{db}/PARAMETERFILE/spfile.266.1130000001\nDomain: \nStart options: open\n"
            "Stop options: immediate\nDatabase role: PRIMARY\nManagement policy: AUTOMATIC\nDisk Groups: DATA\n"
            f"Type: RAC\nDatabase instances: {instances}\nConfigured nodes: {','.join(nodes)}\n"
            "Database is administrator managed\n")


G19, D19 = "/u01/app/19.0.0/grid", "/u01/app/oracle/product/19.0.0/dbhome_1"
G112, D112 = "/u01/app/11.2.0/grid", "/u01/app/oracle/product/11.2.0/db_1"


def role_separated_19c() -> Node:
    nodes = ("rac19a1", "rac19a2")
    grid_outputs = {"oifcfg getif": "eth0  192.168.10.0  global  public\neth1  10.10.0.0  global  "
                                    "cluster_interconnect,asm\n",
                    "olsnodes -n -i -s": _olsnodes(*nodes), "olsnodes -c": "rac19a-cluster\n"}
    return Node(
        name="rac19a1",
        files={
            "etc/os-release": 'NAME="Oracle Linux Server"\nVERSION="9.2"\nID="ol"\nID_LIKE="fedora"\n'
                              'VERSION_ID="9.2"\nPRETTY_NAME="Oracle Linux Server 9.2"\n'
                              'CPE_NAME="cpe:/o:oracle:linux:9:2:server"\n',
            "etc/oracle-release": "Oracle Linux Server release 9.2\n",
            "proc/meminfo": Path("/proc/meminfo"),
            "proc/cpuinfo": Path("/proc/cpuinfo"),
            "etc/oracle/olr.loc": f"olrconfig_loc={G19}/cdata/rac19a1.olr\ncrs_home={G19}\n",
            "etc/oratab": f"#   This file is used by ORACLE utilities.\n+ASM1:{G19}:N\n-MGMTDB:{G19}:N\n"
                          f"ORCL:{D19}:N\n",
            "etc/oraInst.loc": "inventory_loc=/u01/app/oraInventory\ninst_group=oinstall\n",
            "u01/app/oraInventory/ContentsXML/inventory.xml": _inventory(("OraGI19Home1", G19, True),
                                                                         ("OraDB19Home1", D19, False)),
            f"{G19[1:]}/crs/install/crsconfig_params": f"ORACLE_OWNER=grid\nORA_DBA_GROUP=oinstall\n"
                                                       f"ORACLE_HOME={G19}\nORACLE_BASE=/u01/app/grid\n",
            f"{G19[1:]}/network/admin/listener.ora": "LISTENER=(DESCRIPTION_LIST=(DESCRIPTION=(ADDRESS="
                                                     "(PROTOCOL=IPC)(KEY=LISTENER))))\n"
                                                     "ENABLE_GLOBAL_DYNAMIC_ENDPOINT_LISTENER=ON\n",
            f"{G19[1:]}/dbs/init+ASM1.ora": "asm_diskstring='/dev/oracleasm/disks/*'\n",
            f"{D19[1:]}/bin/oracle": "",
            f"{D19[1:]}/dbs/initORCL1.ora": "SPFILE='+DATA/ORCL/PARAMETERFILE/spfile.266.1130000001'\n",
            f"{D19[1:]}/network/admin/tnsnames.ora": "ORCL=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=rac19-scan)"
                                                     "(PORT=1521))(CONNECT_DATA=(SERVER=DEDICATED)"
                                                     "(SERVICE_NAME=ORCL)))\n",
            "etc/hosts": _hosts(("192.168.10.11", "rac19a1"), ("192.168.10.12", "rac19a2"),
                                ("192.168.10.21", "rac19a1-vip"), ("192.168.10.22", "rac19a2-vip"),
                                ("10.10.0.11", "rac19a1-priv"), ("10.10.0.12", "rac19a2-priv")),
            "etc/sysctl.d/99-oracle-database-preinstall-19c-sysctl.conf": "fs.file-max = 6815744\n"
                                                                         "kernel.shmmni = 4096\n",
        },
        commands={
            "uname -a": "Linux rac19a1 5.15.0-101.103.2.1.el9uek.x86_64 #2 SMP Tue Mar 5 12:00:00 PST 2024 x86_64 "
                        "x86_64 x86_64 GNU/Linux\n",
            "ip addr": _ip("192.168.10.11", "10.10.0.11"),
            LSBLK: "NAME      SIZE TYPE  OWNER GROUP    MODE\n"
                   "sda        50G disk  root  disk     brw-rw----\n"
                   "├─sda1       1G part  root  disk     brw-rw----\n"
                   "└─sda2      49G part  root  disk     brw-rw----\n"
                   "sdb        20G disk  root  disk     brw-rw----\n"
                   "└─mpatha     20G mpath grid  asmadmin brw-rw----\n",
            # SLES 12/15 and Oracle Linux run multipathd without /etc/multipath.conf: the maps are still asked for
            "multipath -ll": "mpatha (36001405a1b2c3d4e5f60718293a4b5c6) dm-0 LIO-ORG,data1\n"
                             "size=20G features='0' hwhandler='1 alua' wp=rw\n"
                             "`-+- policy='service-time 0' prio=50 status=active\n"
                             "  `- 2:0:0:1 sdb 8:16 active ready running\n",
        },
        homes={G19: ("grid", grid_outputs),
               D19: ("oracle", {"srvctl config database": "ORCL\n",
                                "srvctl config database -d ORCL": _srvctl_database("ORCL", D19, "oracle", nodes)})},
        owners={f"{D19}/bin/oracle": "oracle"},
    )


def node_112() -> Node:
    nodes = ("rac1", "rac2")
    outputs = {"oifcfg getif": "eth0  192.168.14.0  global  public\neth1  10.0.14.0  global  cluster_interconnect\n",
               "olsnodes -n -i -s": _olsnodes(*nodes), "olsnodes -c": "rac-cluster\n",
               "srvctl config database": "RACDB\n",
               "srvctl config database -d RACDB": _srvctl_database("RACDB", D112, "oracle", nodes)}
    return Node(
        name="rac1",
        files={
            "etc/redhat-release": "Red Hat Enterprise Linux Server release 6.5 (Santiago)\n",
            "proc/meminfo": Path("/proc/meminfo"),
            "proc/cpuinfo": Path("/proc/cpuinfo"),
            "etc/oracle/olr.loc": f"olrconfig_loc={G112}/cdata/rac1.olr\ncrs_home={G112}\n",
            "etc/oratab": f"+ASM1:{G112}:N\nRACDB:{D112}:N\n",
            "etc/oraInst.loc": "inventory_loc=/u01/app/oraInventory\ninst_group=oinstall\n",
            f"{G112[1:]}/crs/install/crsconfig_params": f"ORACLE_OWNER=oracle\nORACLE_HOME={G112}\n",
            f"{D112[1:]}/dbs/initRACDB1.ora": "SPFILE='+DATA/RACDB/spfileRACDB.ora'\n",
            f"{G112[1:]}/network/admin/listener.ora": "LISTENER=(DESCRIPTION_LIST=(DESCRIPTION=(ADDRESS="
                                                      "(PROTOCOL=IPC)(KEY=LISTENER))))\n",
            "etc/hosts": _hosts(("192.168.14.150", "rac1"), ("192.168.14.151", "rac2"),
                                ("192.168.14.160", "rac1-vip"), ("192.168.14.161", "rac2-vip"),
                                ("10.0.14.1", "rac1-priv"), ("10.0.14.2", "rac2-priv")),
            "etc/sysctl.conf": "kernel.sem = 250 32000 100 128\nfs.aio-max-nr = 1048576\n",
        },
        commands={
            "uname -a": "Linux rac1 2.6.32-431.el6.x86_64 #1 SMP Sun Nov 10 22:19:54 EST 2013 x86_64 x86_64 x86_64 "
                        "GNU/Linux\n",
            "ip addr": _ip("192.168.14.150", "10.0.14.1"),
            LSBLK: "NAME   SIZE TYPE OWNER  GROUP  MODE\n"
                   "sda     80G disk root   disk   brw-rw----\n"
                   "sdb     10G disk oracle dba    brw-rw----\n",
        },
        homes={G112: ("oracle", outputs)},
        owners={f"{D112}/bin/oracle": "oracle"},
    )


def sles11_zvm_guest() -> Node:
    return Node(
        name="zrac1",
        files={
            "etc/SuSE-release": "SUSE Linux Enterprise Server 11 (s390x)\nVERSION = 11\nPATCHLEVEL = 3\n",
            "proc/meminfo": "MemTotal:        8178892 kB\nMemFree:          412340 kB\nBuffers:          210044 kB\n",
            "proc/cpuinfo": "vendor_id       : IBM/S390\n# processors    : 2\nbogomips per cpu: 14367.00\n"
                            "features\t: esan3 zarch stfle msa ldisp eimm dfp etf3eh highgprs \n"
                            "processor 0: version = FF,  identification = 0A1B2C,  machine = 2817\n"
                            "processor 1: version = FF,  identification = 0A1B2C,  machine = 2817\n",
            "proc/dasd/devices": "0.0.0201(ECKD) at ( 94:     0) is dasda       : active at blocksize: 4096, "
                                 "1803060 blocks, 7043 MB\n"
                                 "0.0.0300(ECKD) at ( 94:     4) is dasdb       : active at blocksize: 4096, "
                                 "1803060 blocks, 7043 MB\n",
            "etc/oracle/olr.loc": f"olrconfig_loc={G112}/cdata/zrac1.olr\ncrs_home={G112}\n",
            "etc/oratab": f"+ASM1:{G112}:N\nZRAC:{D112}:N\n",
            f"{G112[1:]}/crs/install/crsconfig_params": f"ORACLE_OWNER=oracle\nORACLE_HOME={G112}\n",
            f"{D112[1:]}/dbs/initZRAC1.ora": "SPFILE='+DATA/ZRAC/spfileZRAC.ora'\n",
            "etc/zipl.conf": "[defaultboot]\ndefaultmenu = menu\n[SLES11]\nimage = /boot/image\n"
                             "target = /boot/zipl\nramdisk = /boot/initrd,0x2000000\n"
                             'parameters = "root=/dev/disk/by-path/ccw-0.0.0201-part1 dasd=0201,0300 '
                             'TERM=dumb"\n',
            "etc/hosts": _hosts(("10.20.1.11", "zrac1"), ("10.20.1.12", "zrac2"), ("10.20.1.21", "zrac1-vip"),
                                ("10.20.1.22", "zrac2-vip")),
        },
        commands={
            "uname -a": "Linux zrac1 3.0.101-63-default #1 SMP Tue Jun 23 16:02:31 UTC 2015 (4b89d0c) s390x s390x "
                        "s390x GNU/Linux\n",
            "ip addr": ip_output([("eth0", 1492, ["10.20.1.11/24"], None), ("hsi0", 8192, ["10.30.1.11/24"], None)]),
            "lsdasd": "Bus-ID     Status      Name      Device  Type  BlkSz  Size      Blocks\n"
                      "==============================================================================\n"
                      "0.0.0201   active      dasda     94:0    ECKD  4096   7043MB    1803060\n"
                      "0.0.0300   active      dasdb     94:4    ECKD  4096   7043MB    1803060\n",
            LSBLK: "NAME      SIZE TYPE OWNER  GROUP MODE\n"
                   "dasda     6.9G disk root   disk  brw-rw----\n"
                   "└─dasda1   6.9G part root   disk  brw-rw----\n"
                   "dasdb     6.9G disk oracle dba   brw-rw----\n",
            "multipath -ll": "",  # no FCP disks on this guest: multipath prints nothing
        },
        homes={G112: ("oracle", {})},
    )


@dataclass
class Collected:
    result: subprocess.CompletedProcess
    archive: Path
    names: set[str]
    notes: str
    su: list[tuple[str, str]]  # (user, line) of every command run through su


def _collect(tmp: Path, script: str, node: Node, *args: str) -> Collected:
    root, outputs, bin_dir = tmp / "root", tmp / "outputs", tmp / "bin"
    for folder in (root, outputs, bin_dir, tmp / "out"):
        folder.mkdir(parents=True)
    for path, content in node.files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, Path):
            target.symlink_to(content)
        else:
            target.write_text(content, "utf-8")
    for args_, text in node.commands.items():
        (outputs / args_).write_text(text, "utf-8")
    owners = tmp / "owners.txt"
    owners.write_text("".join(f"{root}{path} {owner}\n" for path, owner in node.owners.items()))
    su_log = tmp / "su.log"
    su_log.touch()
    stubs = {"id": ID_AS_ROOT, "su": SU.format(log=su_log), "stat": STAT.format(owners=owners),
             **{command.split(" ", 1)[0]: PATH_STUB for command in node.commands}}
    for command, text in stubs.items():
        (bin_dir / command).write_text(text)
        (bin_dir / command).chmod(0o755)
    for home, (owner, tool_outputs) in node.homes.items():
        home_outputs = tmp / f"home-{owner}-{len(home)}"
        home_outputs.mkdir()
        for args_, text in tool_outputs.items():
            (home_outputs / args_).write_text(text, "utf-8")
        tools = root / home.lstrip("/") / "bin"
        tools.mkdir(parents=True, exist_ok=True)
        for tool in GRID_TOOLS:
            (tools / tool).write_text(HOME_TOOL.format(owner=owner, outputs=home_outputs))
            (tools / tool).chmod(0o755)
    (tmp / "script.sh").write_text(script, "utf-8")
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "COLLECT_ROOT": str(root), "STUB_OUT": str(outputs),
           "HOME": str(tmp), "LANG": "C.UTF-8"}
    result = subprocess.run(["bash", str(tmp / "script.sh"), "--node", node.name, *args, "--out", str(tmp / "out")],
                            env=env, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    archive = tmp / "out" / f"{node.name}-as-built.tar.gz"
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
        notes_name = f"{node.name}/NOT-COLLECTED.txt"
        notes = tar.extractfile(notes_name).read().decode() if notes_name in names else ""
    su = [tuple(line.split(": ", 1)) for line in su_log.read_text().splitlines()]
    return Collected(result, archive, names, notes, su)


@pytest.fixture
def script(project, architect):
    from apps.bundles.selectors import render_in_memory

    plan = plan_create(project=project, user=architect, name="rac", reference="s004-fcp-multibus-rr100-11g")
    files, _, _ = render_in_memory(plan.versions.get(number=1))
    return plan, next(f.content for f in files if f.path == SCRIPT)


def _check_and_import(plan, collected: Collected, contributor_client, architect):
    r = contributor_client.post(f"/api/plans/{plan.id}/as-built/",
                                {"files": [upload(collected.archive.name, collected.archive.read_bytes())]},
                                format="multipart")
    assert r.status_code == 201, r.content
    check = run_check(AsBuiltCheck.objects.get(pk=r.json()["id"]))
    body = contributor_client.get(f"/api/as-built/{check.pk}/").json()
    assert body["state"] == "complete", body.get("error")
    failed = [(f["node"], f["name"], f["error"]) for f in body["files"] if f["state"] == "failed"]
    assert failed == []
    kinds = {(f["node"], f["name"]): f["kind"] for f in body["files"] if f["state"] == "parsed"}
    imported = services.check_import(check=check, user=architect, name="imported")
    # the import names no field as unknown that some collected file gave it
    assert set(imported.unknown) & set(imported.provenance) == set()
    return kinds, imported


def _from(imported, pointer: str, node: str, file: str) -> bool:
    """The import took ``pointer`` from ``file`` of ``node`` (and so does not list it as unknown)."""
    return pointer not in imported.unknown and any(
        source == f"{node}: {file}" or source.startswith(f"{node}: {file}, line") for source in
        imported.provenance.get(pointer, []))


def _memory_gb(meminfo: str) -> int:
    kb = int(next(line for line in meminfo.splitlines() if line.startswith("MemTotal:")).split()[1])
    return max(1, math.ceil(kb / 1024**2))


def test_role_separated_19c_node_homes_owners_and_system_files(tmp_path, script, contributor_client, architect):
    plan, text = script
    node = role_separated_19c()
    assert os.stat("/proc/meminfo").st_size == 0  # procfs: size 0 whatever the file holds
    got = _collect(tmp_path, text, node, "--cluster")

    # the homes come from olr.loc, oratab and the inventory (the removed home is left out), with their owners
    assert f"Grid homes: {G19} (owner grid); database homes: {D19} (owner oracle)" in got.result.stdout
    n = node.name
    assert {f"{n}/uname-a.txt", f"{n}/etc/os-release", f"{n}/etc/oracle-release", f"{n}/proc/meminfo",
            f"{n}/proc/cpuinfo", f"{n}/multipath-ll.txt", f"{n}/{G19[1:]}/network/admin/listener.ora",
            f"{n}/{G19[1:]}/dbs/init+ASM1.ora", f"{n}/{D19[1:]}/dbs/initORCL1.ora",
            f"{n}/{D19[1:]}/network/admin/tnsnames.ora", "cluster/oifcfg-getif.txt", "cluster/olsnodes.txt",
            "cluster/olsnodes-c.txt", "cluster/srvctl-config-database.txt"} <= got.names, got.result.stdout
    assert "cemutlo" not in got.notes  # olsnodes -c gave the name
    assert not any("etc/oracle/olr.loc" in name or "inventory.xml" in name for name in got.names)
    with tarfile.open(got.archive) as tar:
        meminfo = tar.extractfile(f"{n}/proc/meminfo").read().decode()
    assert meminfo.splitlines()[0] == Path("/proc/meminfo").read_text().splitlines()[0]  # MemTotal, copied whole
    assert len(meminfo.splitlines()) > 10

    # Grid commands ran as grid from the Grid home, the database's as oracle from its home, each through su
    by_tool = {}
    for user, line in got.su:
        tool = next(t for t in GRID_TOOLS if f"/bin/{t} " in line)
        by_tool.setdefault((tool, "config database" in line), set()).add((user, line.split(f"/bin/{tool}")[0]))
    assert {user for (tool, db), runs in by_tool.items() if not db for user, _ in runs} == {"grid"}
    assert {user for (tool, db), runs in by_tool.items() if db for user, _ in runs} == {"oracle"}
    assert all(f"ORACLE_HOME={G19} " in line for user, line in got.su if user == "grid")
    assert all(f"ORACLE_HOME={D19} " in line for user, line in got.su if user == "oracle")
    assert any("ORACLE_SID=+ASM1" in line and "/asmcmd lsdg" in line for _, line in got.su)
    assert ("oracle", f"env ORACLE_HOME={D19} {tmp_path}/root{D19}/bin/srvctl config database -d ORCL ") in got.su

    kinds, imported = _check_and_import(plan, got, contributor_client, architect)
    assert kinds[(n, "proc/meminfo")] == "meminfo" and kinds[(n, "uname-a.txt")] == "uname"
    assert kinds[(n, "multipath-ll.txt")] == "multipath-ll" and kinds[(n, "etc/os-release")] == "os-release"
    assert _from(imported, "/nodes/0/memory_gb", n, "proc/meminfo")
    assert imported.plan.versions.get(number=1).document["nodes"][0]["memory_gb"] == _memory_gb(meminfo)
    assert _from(imported, "/nodes/0/cpus", n, "proc/cpuinfo")
    assert _from(imported, "/platform/architecture", n, "uname-a.txt")
    assert _from(imported, "/cluster/kernel_series", n, "uname-a.txt")
    assert any(_from(imported, "/cluster/distribution", n, f) for f in ("etc/os-release", "etc/oracle-release"))
    # the cluster's name is the one olsnodes -c printed, run as grid; the database keeps its own name
    assert kinds[("cluster", "olsnodes-c.txt")] == "cluster-name"
    assert _from(imported, "/cluster/name", "cluster", "olsnodes-c.txt")
    document = imported.plan.versions.get(number=1).document
    assert (document["cluster"]["name"], document["database"]["other"]["db_name"]) == ("rac19a-cluster", "ORCL")
    assert any(user == "grid" and line.endswith("/bin/olsnodes -c ") for user, line in got.su)


def test_112_node_with_one_owner_runs_every_oracle_command_as_oracle(tmp_path, script, contributor_client,
                                                                      architect):
    plan, text = script
    node = node_112()
    got = _collect(tmp_path, text, node, "--cluster")
    assert f"Grid homes: {G112} (owner oracle); database homes: {D112} (owner oracle)" in got.result.stdout
    assert got.su and {user for user, _ in got.su} == {"oracle"}
    # srvctl of the database runs from the Grid home here: the database home has no tools of its own
    assert ("oracle", f"env ORACLE_HOME={G112} {tmp_path}/root{G112}/bin/srvctl config database -d RACDB ") in got.su
    n = node.name
    assert {f"{n}/etc/redhat-release", f"{n}/proc/meminfo", f"{n}/proc/cpuinfo", f"{n}/uname-a.txt",
            f"{n}/{D112[1:]}/dbs/initRACDB1.ora", f"{n}/{G112[1:]}/network/admin/listener.ora",
            "cluster/srvctl-config-database.txt"} <= got.names

    kinds, imported = _check_and_import(plan, got, contributor_client, architect)
    assert kinds[(n, "etc/redhat-release")] == "os-release"
    assert _from(imported, "/cluster/distribution", n, "etc/redhat-release")
    assert _from(imported, "/cluster/kernel_series", n, "uname-a.txt")
    assert imported.plan.versions.get(number=1).document["cluster"]["kernel_series"] == "2.6"
    assert "cluster/olsnodes-c.txt" in got.names and _from(imported, "/cluster/name", "cluster", "olsnodes-c.txt")
    assert _from(imported, "/nodes/0/memory_gb", n, "proc/meminfo")
    assert _from(imported, "/nodes/0/cpus", n, "proc/cpuinfo")


def test_an_olsnodes_without_c_leaves_the_cluster_name_to_cemutlo(tmp_path, script, contributor_client, architect):
    """10g's olsnodes has no -c: its failure is noted and cemutlo -n, run as the Grid owner, gives the name."""
    plan, text = script
    node = node_112()
    outputs = node.homes[G112][1]
    del outputs["olsnodes -c"]
    outputs["cemutlo -n"] = "crs\n"
    got = _collect(tmp_path, text, node, "--cluster")
    assert "cluster/cemutlo-n.txt" in got.names and "cluster/olsnodes-c.txt" not in got.names
    assert "olsnodes -c: exit status 2" in got.notes
    assert any(user == "oracle" and line.endswith("/bin/cemutlo -n ") for user, line in got.su)
    kinds, imported = _check_and_import(plan, got, contributor_client, architect)
    assert kinds[("cluster", "cemutlo-n.txt")] == "cluster-name"
    assert _from(imported, "/cluster/name", "cluster", "cemutlo-n.txt")
    assert imported.plan.versions.get(number=1).document["cluster"]["name"] == "crs"


def test_sles11_zvm_guest_collects_dasds_and_system_z_files(tmp_path, script, contributor_client, architect):
    plan, text = script
    node = sles11_zvm_guest()
    got = _collect(tmp_path, text, node)
    n = node.name
    assert {f"{n}/etc/SuSE-release", f"{n}/proc/meminfo", f"{n}/proc/cpuinfo", f"{n}/dasd-devices.txt",
            f"{n}/lsdasd.txt", f"{n}/etc/zipl.conf", f"{n}/uname-a.txt",
            f"{n}/{D112[1:]}/dbs/initZRAC1.ora"} <= got.names
    assert not any(name.startswith("cluster/") for name in got.names)
    # multipath ran although there is no multipath.conf; it printed nothing, which is noted
    assert "multipath -ll: printed nothing" in got.notes

    kinds, imported = _check_and_import(plan, got, contributor_client, architect)
    assert kinds[(n, "dasd-devices.txt")] == "dasd-devices" and kinds[(n, "lsdasd.txt")] == "lsdasd"
    assert kinds[(n, "proc/cpuinfo")] == "cpuinfo" and kinds[(n, "etc/SuSE-release")] == "os-release"
    document = imported.plan.versions.get(number=1).document
    assert _from(imported, "/nodes/0/memory_gb", n, "proc/meminfo") and document["nodes"][0]["memory_gb"] == 8
    assert _from(imported, "/nodes/0/cpus", n, "proc/cpuinfo") and document["nodes"][0]["cpus"] == 2
    assert _from(imported, "/cluster/distribution", n, "etc/SuSE-release")
    assert _from(imported, "/cluster/kernel_series", n, "uname-a.txt")
