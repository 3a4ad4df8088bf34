"""The bundle's scripts/collect-as-built.sh, run with bash against a fake root, and its archives uploaded back.

Each node of a reference plan gets a folder tree holding its on-cluster bundle files at their paths on the node (the
cluster files where the Ansible project installs them) and stub commands on PATH that print what a node built as
planned prints: ``ip`` and ``lsblk`` for the node, ``oifcfg`` and ``olsnodes`` for the cluster. The stub outputs are
hand-written in the tools' documented layouts from the plan's own values, not captured from a cluster. The other
Grid commands are absent, so the script must say it could not run them.

A second run plays root: every Grid and ASM command (oifcfg, olsnodes, crsctl stat res -t and query css votedisk,
ocrcheck, srvctl config database/nodeapps/scan, asmcmd lsdg and lsdsk) is on PATH and must be run through a stub
``su - oracle -c``; their outputs, written the same way, upload and check cleanly against the plan.
"""

from __future__ import annotations

import getpass
import ipaddress
import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from apps.asbuilt import constants as C
from apps.asbuilt.models import AsBuiltCheck
from apps.asbuilt.parsers import not_on_cluster
from apps.bundles.renderer.context import installation
from apps.bundles.selectors import planned_interfaces
from apps.plans.services import plan_create
from apps.topology.parsing import parse_topology

from .helpers import ip_output, rendered, run_check, upload

pytestmark = pytest.mark.django_db

RAC = "s003-x366-2-node-gigabit-interconnect"
SCRIPT = "scripts/collect-as-built.sh"

# A stub answers only the arguments it has an output for, and fails like a real tool on anything else.
STUB = """#!/bin/sh
out="$STUB_OUT/$(basename "$0") $*"
if [ ! -f "$out" ]; then
    echo "$(basename "$0"): unexpected arguments: $*" >&2
    exit 2
fi
cat "$out"
"""


def _on_node(path: str, inst: dict) -> str | None:
    """Where a bundle file lives on a node: node files at their own path, cluster files in the home the Ansible
    project installs them to (init+ASM.ora in the ASM home, the database's in its home, Oracle Net in the
    listener's)."""
    if not_on_cluster(path):
        return None
    if path.startswith("cluster/dbs/init+ASM"):
        return f"{inst['asm_home']}/dbs/{path.rsplit('/', 1)[1]}"
    if path.startswith("cluster/dbs/"):
        return f"{inst['db_home']}/dbs/{path.rsplit('/', 1)[1]}"
    if path.startswith("cluster/network/admin/"):
        return f"{inst['listener_home']}/network/admin/{path.rsplit('/', 1)[1]}"
    return None


def _fake_node(tmp: Path, files, topology, node) -> tuple[Path, Path]:
    """A fake root with the node's files, and a folder of stub command outputs for it."""
    root, outputs = tmp / node.hostname / "root", tmp / node.hostname / "outputs"
    inst = installation(topology)
    for f in files:
        host, _, rest = f.path.partition("/")
        where = f"/{rest}" if host == node.hostname and not not_on_cluster(rest) else _on_node(f.path, inst)
        if where is None:
            continue
        target = root / where.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(f.content, "utf-8")
    (root / "etc/sysctl.d").mkdir(parents=True, exist_ok=True)
    (root / "etc/sysctl.d/50-empty.conf").write_text("")  # an empty file is noted, never archived

    planned = [i for i in planned_interfaces(topology) if i["role"] in ("public", "interconnect")]
    address = {"public": node.public_ip, "interconnect": node.private_ip}
    running = [(i["name"], i["mtu"], [f"{address[i['role']]}/{ipaddress.IPv4Network(i['subnet']).prefixlen}"], None)
               for i in planned]
    outputs.mkdir(parents=True)
    brief_addr = ["lo               UNKNOWN        127.0.0.1/8"]
    brief_link = ["lo               UNKNOWN        00:00:00:00:00:00 <LOOPBACK,UP,LOWER_UP>"]
    for index, (name, _, inets, _) in enumerate(running, start=2):
        brief_addr.append(f"{name:<16} UP             {inets[0]}")
        brief_link.append(f"{name:<16} UP             02:00:00:00:00:{index:02x} <BROADCAST,MULTICAST,UP,LOWER_UP>")
    stub_outputs = {
        "ip addr": ip_output(running),
        "ip link": ip_output(running, addresses=False),
        "ip -br addr": "\n".join(brief_addr) + "\n",
        "ip -br link": "\n".join(brief_link) + "\n",
        "lsblk -o NAME,SIZE,TYPE,OWNER,GROUP,MODE": "NAME   SIZE TYPE OWNER GROUP MODE\n"
                                                    "sda    136G disk root  disk  brw-rw----\n"
                                                    "└─sda1 136G part root  disk  brw-rw----\n",
        "oifcfg getif": "".join(f"{i['name']}  {ipaddress.IPv4Network(i['subnet']).network_address}  global  "
                                f"{'public' if i['role'] == 'public' else 'cluster_interconnect'}\n"
                                for i in planned),
        "olsnodes -n -i -s": "".join(f"{n.hostname}\t{k}\t{n.hostname}vip\tActive\n"
                                     for k, n in enumerate(topology.nodes, start=1)),
        "olsnodes -c": f"{topology.cluster.name}\n",
    }
    for args, text in stub_outputs.items():
        (outputs / f"{args}").write_text(text, "utf-8")
    return root, outputs


def _collect(script: Path, root: Path, outputs: Path, bin_dir: Path, out: Path, *args: str):
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "COLLECT_ROOT": str(root), "COLLECT_RUN_AS": getpass.getuser(),
           "STUB_OUT": str(outputs), "HOME": str(out), "LANG": "C.UTF-8"}
    return subprocess.run(["bash", str(script), *args, "--out", str(out)], env=env, capture_output=True,
                          text=True, timeout=30, check=False)


def test_the_collect_script_output_uploads_and_checks_cleanly_against_its_plan(tmp_path, project, architect,
                                                                                  contributor_client):
    plan = plan_create(project=project, user=architect, name="rac", reference=RAC)
    files = rendered(plan)
    topology = parse_topology(plan.versions.get(number=1).document)
    script = tmp_path / "collect-as-built.sh"
    script.write_text(next(f.content for f in files if f.path == SCRIPT), "utf-8")

    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for command in ("ip", "lsblk", "oifcfg", "olsnodes"):
        (bin_dir / command).write_text(STUB)
        (bin_dir / command).chmod(0o755)

    archives = []
    for position, node in enumerate(topology.nodes):
        root, outputs = _fake_node(tmp_path, files, topology, node)
        out = tmp_path / node.hostname / "out"
        out.mkdir()
        result = _collect(script, root, outputs, bin_dir, out, "--node", node.hostname,
                          *(["--cluster"] if position == 0 else []))
        assert result.returncode == 0, result.stderr
        archive = out / f"{node.hostname}-as-built.tar.gz"
        assert f"wrote {archive}" in result.stdout
        # it prints what it gathered, and what it could not and why
        assert f"collected      {node.hostname}/etc/sysctl.conf" in result.stdout
        assert "not collected  /etc/sysctl.d/50-empty.conf (empty)" in result.stdout
        archives.append(archive)

        with tarfile.open(archive) as tar:
            names = set(tar.getnames())
            notes = tar.extractfile(f"{node.hostname}/NOT-COLLECTED.txt").read().decode()
        assert f"{node.hostname}/etc/sysconfig/network-scripts/ifcfg-eth1" in names
        assert f"{node.hostname}/product/rdbms/dbs/initx366rac.ora" in names
        assert f"{node.hostname}/ip-br-addr.txt" in names and f"{node.hostname}/lsblk.txt" in names
        assert not any(n.endswith("50-empty.conf") for n in names)
        assert "/etc/sysctl.d/50-empty.conf: empty" in notes
        if position == 0:
            assert {"cluster/oifcfg-getif.txt", "cluster/olsnodes.txt", "cluster/olsnodes-c.txt"} <= names
            assert "crsctl query css votedisk: crsctl is in no Oracle home found" in notes
            assert "srvctl config database -d x366rac: srvctl is in no Oracle home found" in notes
        else:
            assert not any(n.startswith("cluster/") for n in names)  # cluster outputs only with --cluster

    r = contributor_client.post(f"/api/plans/{plan.id}/as-built/",
                                {"files": [upload(a.name, a.read_bytes()) for a in archives]}, format="multipart")
    assert r.status_code == 201, r.content
    run_check(AsBuiltCheck.objects.get(pk=r.json()["id"]))
    body = contributor_client.get(f"/api/as-built/{r.json()['id']}/").json()
    assert body["state"] == "complete", body.get("error")

    failed = [(f["node"], f["name"], f["error"]) for f in body["files"] if f["state"] == "failed"]
    assert failed == []
    by_key = {(f["node"], f["name"]): f for f in body["files"]}
    first = topology.nodes[0].hostname
    expected = {(first, "ip-addr.txt"): "ip-addr", (first, "ip-br-link.txt"): "ip-brief",
                (first, "etc/sysctl.conf"): "sysctl",
                (first, "product/rdbms/network/admin/tnsnames.ora"): "tnsnames-ora",
                ("cluster", "oifcfg-getif.txt"): "oifcfg", ("cluster", "olsnodes.txt"): "olsnodes",
                ("cluster", "olsnodes-c.txt"): "cluster-name"}
    for key, kind in expected.items():
        assert (by_key[key]["state"], by_key[key]["kind"]) == ("parsed", kind), by_key[key]
    notes = by_key[(first, "NOT-COLLECTED.txt")]
    assert (notes["state"], notes["error"]) == ("ignored", C.COLLECT_NOTES)

    diff = body["diff"]
    assert diff["lines"] == [] and diff["unplanned_nodes"] == [] and diff["not_uploaded"] == []
    assert diff["fields"] == [] and diff["summary"]["fields"] == 0


def test_the_collect_script_refuses_an_unknown_argument(tmp_path, project, architect):
    plan = plan_create(project=project, user=architect, name="rac", reference=RAC)
    script = tmp_path / "collect-as-built.sh"
    script.write_text(next(f.content for f in rendered(plan) if f.path == SCRIPT), "utf-8")
    result = subprocess.run(["bash", str(script), "--bogus"], capture_output=True, text=True, timeout=30,
                            env={"PATH": os.environ["PATH"]}, check=False)
    assert result.returncode == 2 and "unknown argument: --bogus" in result.stderr
    assert not list(tmp_path.glob("*.tar.gz"))


def test_every_reference_bundle_carries_the_collect_script():
    from apps.bundles.tests.helpers import plan_names, render

    for name in plan_names()[:3] + plan_names()[-3:]:
        script = next(f for f in render(name) if f.path == SCRIPT)
        assert script.mode == 0o755 and script.content.startswith("#!/bin/bash\n")
        assert not_on_cluster(script.path)


FAKE_SSH = """#!/bin/sh
# ssh HOST COMMAND: runs COMMAND here, as a node reached over ssh would
shift
exec sh -c "$1"
"""
FAKE_SCP = """#!/bin/sh
# scp -q SRC DST with HOST:PATH on either side: copies here
shift
exec cp "${1#*:}" "${2#*:}"
"""


def test_racplan_collect_runs_the_bundles_script_over_ssh_and_fetches_the_archive(tmp_path, project, architect):
    """`tools/racplan collect` as a user runs it: the script taken from a downloaded bundle archive, copied with scp,
    run with ssh, its archive fetched and the node's temporary folder removed. ssh and scp are local stand-ins."""
    import sys

    from apps.asbuilt.tests.test_cli import CLI

    from .helpers import bundle_zip

    plan = plan_create(project=project, user=architect, name="rac", reference=RAC)
    files = rendered(plan)
    topology = parse_topology(plan.versions.get(number=1).document)
    node = topology.nodes[0]
    root, outputs = _fake_node(tmp_path, files, topology, node)
    bundle = tmp_path / "racplan-rac-v1.zip"
    bundle.write_bytes(bundle_zip(files, root="racplan-rac-v1"))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for command, text in (("ip", STUB), ("lsblk", STUB), ("oifcfg", STUB), ("olsnodes", STUB),
                          ("fake-ssh", FAKE_SSH), ("fake-scp", FAKE_SCP)):
        (bin_dir / command).write_text(text)
        (bin_dir / command).chmod(0o755)
    out = tmp_path / "fetched"
    out.mkdir()
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "COLLECT_ROOT": str(root), "COLLECT_RUN_AS": getpass.getuser(),
           "STUB_OUT": str(outputs), "HOME": str(tmp_path), "LANG": "C.UTF-8"}

    def cli(*args):
        return subprocess.run([sys.executable, str(CLI), "collect", "--ssh", "fake-ssh", "--scp", "fake-scp", *args],
                              env=env, capture_output=True, text=True, timeout=60, check=False)

    result = cli("--host", "root@x366n1", "--bundle", str(bundle), "--node", node.hostname, "--cluster",
                 "--out", str(out))
    assert result.returncode == 0, result.stderr
    archive = out / f"{node.hostname}-as-built.tar.gz"
    assert f"fetched {archive}" in result.stdout
    assert f"collected      {node.hostname}/etc/hosts" in result.stdout  # the script's own report is shown
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
    assert {f"{node.hostname}/etc/sysctl.conf", "cluster/olsnodes.txt"} <= names
    remote = result.stdout.split("wrote ", 1)[1].split("-as-built.tar.gz", 1)[0].rsplit("/", 1)[0]
    assert remote.startswith("/tmp/racplan-collect.") and not Path(remote).exists()

    empty = tmp_path / "empty-bundle"
    empty.mkdir()
    refused = cli("--host", "x366n1", "--bundle", str(empty))
    assert refused.returncode == 2 and "no scripts/collect-as-built.sh in" in refused.stderr


# Run as root, the script runs Grid and ASM commands as the plan's Oracle user through "su - oracle -c LINE". These
# stubs stand for root's view of the node: "id" says uid 0 (and knows the oracle user), "su" checks its arguments the
# way util-linux su(1) takes them, logs the user and line, and runs the line in a login's clean environment (HOME,
# PATH, LOGNAME and USER only), as the test's own user. A Grid stub refuses to run unless LOGNAME is oracle, so an
# output in the archive proves it went through su; asmcmd also needs the ORACLE_HOME and ORACLE_SID the line sets.
ID_AS_ROOT = """#!/bin/sh
case "$*" in
    -u) echo 0 ;;
    -un) echo root ;;
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
GRID_STUB = """#!/bin/sh
if [ "${{LOGNAME:-}}" != oracle ]; then
    echo "$(basename "$0"): run me as the oracle user" >&2
    exit 1
fi
if [ "$(basename "$0")" = asmcmd ] &&
        {{ [ "${{ORACLE_HOME:-}}" != "{asm_home}" ] || [ -z "${{ORACLE_SID:-}}" ]; }}; then
    echo "asmcmd: ORACLE_HOME and ORACLE_SID of the ASM instance are not set" >&2
    exit 1
fi
out="{outputs}/$(basename "$0")${{*:+ $*}}"
if [ ! -f "$out" ]; then
    echo "$(basename "$0"): unexpected arguments: $*" >&2
    exit 2
fi
cat "$out"
"""
GRID_COMMANDS = ("oifcfg", "olsnodes", "crsctl", "ocrcheck", "srvctl", "asmcmd")


def _grid_outputs(topology, inst: dict) -> dict[str, str]:
    """What the Grid and ASM commands print on a cluster built as the plan says, hand-written in the layouts Oracle
    documents for crsctl, ocrcheck, srvctl and asmcmd (11.2 and later), from the plan's own values."""
    nodes = topology.nodes
    public = topology.public_network
    subnet = ipaddress.IPv4Network(public.subnet)
    db = topology.cluster.name
    groups = [g.name for g in topology.shared_disks.disk_groups]
    rule = "-" * 80 + "\n"
    local = "".join(f"{r}\n" + "".join(f"               ONLINE  ONLINE       {n.hostname:<24} STABLE\n" for n in nodes)
                    for r in ("ora.LISTENER.lsnr", "ora.net1.network", "ora.ons"))
    cluster = "".join(f"ora.{g}.dg\n" + "".join(f"      {k}        ONLINE  ONLINE       {n.hostname:<24} STABLE\n"
                                               for k, n in enumerate(nodes, start=1)) for g in groups)
    cluster += f"ora.{db}.db\n" + "".join(f"      {k}        ONLINE  ONLINE       {n.hostname:<24} Open,STABLE\n"
                                          for k, n in enumerate(nodes, start=1))
    cluster += "".join(f"ora.{n.hostname}.vip\n      1        ONLINE  ONLINE       {n.hostname:<24} STABLE\n"
                       for n in nodes)
    network = f"{subnet.network_address}/{subnet.netmask}/{public.interface}, static"
    vips = "".join(f"VIP exists: network number 1, hosting node {n.hostname}\nVIP Name: {n.hostname}vip\n"
                   f"VIP IPv4 Address: {n.vip}\nVIP IPv6 Address: \nVIP is enabled.\n" for n in nodes)
    ocr, voting = topology.cluster_files.ocr, topology.cluster_files.voting
    instances = ",".join(f"{db}{k}" for k in range(1, len(nodes) + 1))
    return {
        "crsctl stat res -t": f"{rule}Name           Target  State        Server                   State details\n"
                              f"{rule}Local Resources\n{rule}{local}{rule}Cluster Resources\n{rule}{cluster}{rule}",
        "crsctl query css votedisk": "".join(f" {k}.     0    {path}\n" for k, path in enumerate(voting.locations))
                                     + f"\nlocated {len(voting.locations)} votedisk(s).\n",
        "ocrcheck": "Status of Oracle Cluster Registry is as follows :\n"
                    "         Version                  :          3\n"
                    f"         Total space (kbytes)     :     {ocr.size_mb * 1024}\n"
                    + "".join(f"         Device/File Name         : {path}\n"
                              "                                    Device/File integrity check succeeded\n"
                              for path in ocr.locations)
                    + "\n         Cluster registry integrity check succeeded\n",
        "srvctl config nodeapps": f"Network 1 exists\nSubnet IPv4: {network}\nSubnet IPv6: \n{vips}"
                                  "ONS exists: Local port 6100, remote port 6200, EM port 2016\nONS is enabled\n",
        "srvctl config scan": f"SCAN name: {db}-scan, Network: 1\nSubnet IPv4: {network}\n"
                              f"SCAN 1 IPv4 VIP: {subnet.network_address + 200}\nSCAN VIP is enabled.\n",
        "srvctl config database": f"{db}\n",  # the names of the databases the registry holds
        f"srvctl config database -d {db}": f"Database unique name: {db}\nDatabase name: {db}\n"
                                           f"Oracle home: {inst['db_home']}\nOracle user: oracle\n"
                                           f"Disk Groups: {','.join(groups)}\nType: RAC\n"
                                           f"Database instances: {instances}\n"
                                           f"Configured nodes: {','.join(n.hostname for n in nodes)}\n"
                                           "Database is administrator managed\n",
        "asmcmd lsdg": "State    Type    Rebal  Sector  Block       AU  Total_MB  Free_MB  Req_mir_free_MB  "
                       "Usable_file_MB  Offline_disks  Voting_files  Name\n"
                       + "".join(f"MOUNTED  EXTERN  N         512   4096  1048576    745472   700000                0"
                                 f"          700000              0             N  {g}/\n" for g in groups),
        "asmcmd lsdsk -k": "Total_MB  Free_MB  OS_MB  Name          Failgroup     Library  Label  UDID  Product  "
                           "Redund   Path\n"
                           + "".join(f"  {round(d.size_gb * 1024):>7}   100000  {round(d.size_gb * 1024):>5}  "
                                     f"{d.name.upper():<13} {d.name.upper():<13} System                         "
                                     f"UNKNOWN  {d.device}\n" for d in topology.storage.disks),
    }


def test_as_root_the_collect_script_runs_grid_commands_through_su_and_they_check_cleanly(
        tmp_path, project, architect, contributor_client):
    plan = plan_create(project=project, user=architect, name="rac", reference=RAC)
    files = rendered(plan)
    topology = parse_topology(plan.versions.get(number=1).document)
    inst = installation(topology)
    script = tmp_path / "collect-as-built.sh"
    script.write_text(next(f.content for f in files if f.path == SCRIPT), "utf-8")

    bin_dir, grid_outputs, su_log = tmp_path / "bin", tmp_path / "grid-outputs", tmp_path / "su.log"
    bin_dir.mkdir()
    grid_outputs.mkdir()
    for args, text in _grid_outputs(topology, inst).items():
        (grid_outputs / args).write_text(text, "utf-8")
    first, second = topology.nodes[0], topology.nodes[1]
    stubs = {"ip": STUB, "lsblk": STUB, "id": ID_AS_ROOT, "su": SU.format(log=su_log),
             **dict.fromkeys(GRID_COMMANDS, GRID_STUB.format(outputs=grid_outputs, asm_home=inst["asm_home"]))}
    for command, text in stubs.items():
        (bin_dir / command).write_text(text)
        (bin_dir / command).chmod(0o755)

    archives = []
    for position, node in enumerate((first, second)):
        root, outputs = _fake_node(tmp_path, files, topology, node)
        if position == 0:
            for args in ("oifcfg getif", "olsnodes -n -i -s", "olsnodes -c"):  # the first node's, printed via su
                (grid_outputs / args).write_text((outputs / args).read_text())
        out = tmp_path / node.hostname / "out"
        out.mkdir()
        env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "COLLECT_ROOT": str(root), "STUB_OUT": str(outputs),
               "HOME": str(out), "LANG": "C.UTF-8"}  # COLLECT_RUN_AS unset: the plan's Oracle user
        result = subprocess.run(["bash", str(script), "--node", node.hostname, *(["--cluster"] if position == 0
                                 else []), "--out", str(out)], env=env, capture_output=True, text=True, timeout=60,
                                check=False)
        assert result.returncode == 0, result.stderr
        archives.append(out / f"{node.hostname}-as-built.tar.gz")

    # Every Grid and ASM command ran once, as oracle, through su; nothing else did (ip and lsblk run as root).
    runs = su_log.read_text().splitlines()
    assert all(line.startswith("oracle: ") for line in runs), runs
    ran = sorted(line.split(" ", 1)[1] for line in runs)
    assert len(ran) == len(_grid_outputs(topology, inst)) + 3
    assert not any("/ip " in line or "/lsblk " in line for line in ran)
    assert any(f"ORACLE_HOME={inst['asm_home']}" in line and "/asmcmd lsdsk -k" in line for line in ran)

    with tarfile.open(archives[0]) as tar:
        names = set(tar.getnames())
        notes = (tar.extractfile(f"{first.hostname}/NOT-COLLECTED.txt").read().decode()
                 if f"{first.hostname}/NOT-COLLECTED.txt" in names else "")
    grid_files = {"oifcfg-getif.txt", "votedisk.txt", "ocrcheck.txt", "crsctl-stat-res-t.txt", "olsnodes.txt",
                  "olsnodes-c.txt",
                  "srvctl-config-nodeapps.txt", "srvctl-config-scan.txt", "srvctl-config-database.txt",
                  "asmcmd-lsdg.txt", "asmcmd-lsdsk.txt"}
    assert {f"cluster/{name}" for name in grid_files} - names == set(), notes
    assert "no Oracle home found" not in notes and "exit status" not in notes, notes

    r = contributor_client.post(f"/api/plans/{plan.id}/as-built/",
                                {"files": [upload(a.name, a.read_bytes()) for a in archives]}, format="multipart")
    assert r.status_code == 201, r.content
    run_check(AsBuiltCheck.objects.get(pk=r.json()["id"]))
    body = contributor_client.get(f"/api/as-built/{r.json()['id']}/").json()
    assert body["state"] == "complete", body.get("error")
    by_key = {(f["node"], f["name"]): f for f in body["files"]}
    kinds = {"oifcfg-getif.txt": "oifcfg", "votedisk.txt": "votedisk", "ocrcheck.txt": "ocrcheck",
             "crsctl-stat-res-t.txt": "crsctl-res", "olsnodes.txt": "olsnodes", "olsnodes-c.txt": "cluster-name",
             "srvctl-config-nodeapps.txt": "srvctl-nodeapps", "srvctl-config-scan.txt": "srvctl-scan",
             "srvctl-config-database.txt": "srvctl-database", "asmcmd-lsdg.txt": "asmcmd-lsdg",
             "asmcmd-lsdsk.txt": "asmcmd-lsdsk"}
    for name, kind in kinds.items():
        row = by_key[("cluster", name)]
        assert (row["state"], row["kind"], row["warnings"]) == ("parsed", kind, []), row
    assert [(f["node"], f["name"], f["error"]) for f in body["files"] if f["state"] == "failed"] == []
    diff = body["diff"]
    assert diff["lines"] == [] and diff["unplanned_nodes"] == [] and diff["not_uploaded"] == []
    assert diff["fields"] == [] and diff["summary"]["fields"] == 0
    assert body["assembly"]["conflicts"] == [] and body["assembly"]["warnings"] == []
