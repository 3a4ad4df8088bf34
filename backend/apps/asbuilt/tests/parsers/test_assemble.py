"""assemble(): facts of hand-written fixtures into a document, with and without a plan to start from."""

from __future__ import annotations

from apps.asbuilt.assemble import assemble, get, put
from apps.asbuilt.parsers import parse_file
from apps.bundles.tests.helpers import plan
from apps.topology.parsing import normalize

from .conftest import FIXTURES


def _parse(*names):
    return [parse_file(name, (FIXTURES / name).read_bytes()) for name in names]


def _hosts_only(node):
    return parse_file("etc/hosts", (FIXTURES / "hosts").read_bytes())


def test_without_a_plan_the_nodes_come_from_the_upload():
    files = {
        "rac1": _parse("sysctl.conf", "hosts", "ip-addr.txt", "oifcfg-getif.txt", "limits.conf"),
        "rac2": [_hosts_only("rac2")],
        "cluster": _parse("initRACDB.ora", "tnsnames.ora", "votedisk-10g.txt", "ocrcheck.txt"),
    }
    result = assemble(files, base=None)
    assert result.errors == {}, result.errors
    doc = result.document
    assert [n["hostname"] for n in doc["nodes"]] == ["rac1", "rac2"]
    assert doc["nodes"][0]["public_ip"] == "10.10.10.11" and doc["nodes"][1]["vip"] == "10.10.10.22"
    assert doc["nodes"][1]["private_ip"] == "192.168.10.12"
    assert doc["interconnect"]["interface"] == "eth1" and doc["interconnect"]["mtu"] == 9000
    assert doc["interconnect"]["subnet"] == "192.168.10.0/24"
    assert doc["public_network"]["interface"] == "eth0" and doc["public_network"]["mtu"] == 1500
    assert doc["kernel"]["sysctl"]["net.core.rmem_max"] == 4194304 and doc["kernel"]["netdev_max_backlog"] == 20000
    assert doc["kernel"]["limits"] == {"nofile_hard": 65536, "nproc_soft": 2047, "nproc_hard": 16384}
    assert doc["database"]["sga_target_mb"] == 4096 and doc["database"]["filesystemio_options"] == "setall"
    assert doc["database"]["other"] == {"open_cursors": 500, "audit_trail": "db"}
    assert doc["server"]["mode"] == "shared" and doc["server"]["shared_servers"] == 20
    assert doc["cluster_files"]["voting"]["locations"] == ["/dev/raw/raw2", "/dev/raw/raw3", "/dev/raw/raw4"]
    assert doc["cluster_files"]["ocr"]["locations"] == ["/dev/raw/raw1", "/dev/raw/raw5"]
    assert ("rac1", "hosts") in result.provenance["/nodes/1/vip"] and ("rac2", "hosts") in result.provenance[
        "/nodes/1/vip"]
    assert result.provenance["/interconnect/mtu"] == [("rac1", "ip-addr")]
    assert result.conflicts == []
    # What no file shows is unknown (no /proc files, no uname, no release file): never a System z default.
    unknown = set(doc["unknown"])
    assert {"/nodes/0/cpus", "/nodes/0/memory_gb", "/platform", "/cluster/distribution",
            "/cluster/distribution_version", "/cluster/oracle_release", "/workload"} <= unknown
    assert not unknown & set(result.provenance)


def test_storage_facts_land_on_the_plan_disks():
    base = normalize(plan("s004-fcp-multibus-rr100-11g")["document"])
    old = get(base, "/storage/disks/0/name")
    put(base, "/storage/disks/0/name", "DATA01")
    for group in base["shared_disks"]["disk_groups"]:
        group["disks"] = ["DATA01" if d == old else d for d in group["disks"]]
    node = base["nodes"][0]["hostname"]
    result = assemble({node: _parse("multipath.conf", "multipath-ll.txt", "rules.d/99-oracle-asm.rules")},
                      base=base)
    assert get(result.document, "/storage/disks/0/wwid") == "36005076300000000000000000000a001"
    assert get(result.document, "/storage/fcp/policy_section") == "defaults"
    assert get(result.document, "/storage/fcp/paths_per_disk") == 2
    assert get(result.document, "/shared_disks/udev_mode") == "0660"
    assert result.errors == {}


def test_nfs_mount_at_the_planned_mount_point():
    base = normalize(plan("s001-nfs-standalone")["document"])
    base["storage"]["nfs"]["mount_point"] = "/u02/oradata"
    node = base["nodes"][0]["hostname"]
    result = assemble({node: _parse("fstab")}, base=base)
    nfs = result.document["storage"]["nfs"]
    assert (nfs["server"], nfs["export"]) == ("filer1", "/vol/oradata")
    assert nfs["options"].startswith("rw,bg,hard")  # not the studies' options, so the plan records them


def test_an_invalid_fact_is_reported_not_raised():
    base = normalize(plan("s001-fcp-asm")["document"])
    node = base["nodes"][0]["hostname"]
    bad = parse_file("ifcfg-eth1", f"DEVICE={base['interconnect']['interface']}\nMTU=100\n".encode())
    result = assemble({node: [bad]}, base=base)
    assert "interconnect/mtu" in result.errors
    assert result.document["interconnect"]["mtu"] == 100


def test_pointer_helpers():
    doc = {"a": {"b~c": [1, {"d/e": 2}]}}
    assert get(doc, "/a/b~0c/1/d~1e") == 2 and get(doc, "/a/x", "none") == "none"
    put(doc, "/a/new/leaf", 3)
    assert doc["a"]["new"] == {"leaf": 3}


def test_without_a_plan_the_disks_come_from_multipath_and_ruled_dasds():
    result = assemble({"rac1": _parse("multipath-ll.txt", "hosts"), "rac2": _parse("multipath-ll.txt")}, base=None)
    assert result.errors == {}, result.errors
    disks = result.document["storage"]["disks"]
    assert [(d["name"], d["wwid"], d["device"]) for d in disks] == [
        ("DATA01", "36005076300000000000000000000a001", "/dev/mapper/DATA01"),
        ("DATA02", "36005076300000000000000000000a002", "/dev/mapper/DATA02")]
    assert result.document["storage"]["protocol"] == "fcp"
    # A multipath map does not show the disk's size: unknown, not a placeholder taken as known.
    assert {"/storage/disks/0/size_gb", "/storage/disks/1/size_gb"} <= set(result.document["unknown"])
    dasd = assemble({"rac1": _parse("dasd-devices", "rules.d/99-oracle-asm.rules", "hosts"),
                     "rac2": [_hosts_only("rac2")]}, base=None)
    assert [(d["name"], d["device"], d["size_gb"]) for d in dasd.document["storage"]["disks"]] == [
        ("dasdb", "/dev/dasdb", 20.63)]  # the one with a udev rule (bus id 0.0.7100); dasda is the system disk
    assert dasd.document["storage"]["protocol"] == "eckd"
    assert not any(p.startswith("/storage/disks") for p in dasd.document["unknown"])
    assert dasd.document["platform"]["architecture"] in ("z10", "z196")  # the family: System z
    # No cpuinfo: z10 or z196 is not shown (the whole platform section is unknown).
    assert any(p in ("/platform", "/platform/architecture") for p in dasd.document["unknown"])


def test_without_addresses_the_import_names_what_to_upload():
    result = assemble({"rac1": _parse("multipath-ll.txt")}, base=None)
    assert set(result.errors) == {"nodes/0/public_ip", "nodes/0/vip"}
    assert "/etc/hosts" in result.errors["nodes/0/public_ip"][0]
    assert "srvctl config nodeapps" in result.errors["nodes/0/vip"][0]


def test_a_planned_dasd_missing_from_the_node_is_a_warning():
    base = normalize(plan("s004-eckd-hyperpav-11g")["document"])
    node = base["nodes"][0]["hostname"]
    result = assemble({node: _parse("lsdasd.txt")}, base=base)
    planned = [d for d in base["storage"]["disks"] if d.get("device")]
    assert planned and len([w for w in result.warnings if "is not an active DASD" in w]) == len(planned)


def test_files_name_their_host():
    assert _parse("sysctl-a.txt")[0].host == "rac1"
    assert _parse("cluvfy-stage-pre-crsinst.txt")[0].host == "rac1"


def test_the_asm_instances_own_io_settings_reach_the_plan_and_its_rules():
    # Study 001 saw the ASM instance on NFS files fail to start with disk_asynch_io=FALSE: an as-built init+ASM.ora
    # that sets it lands on the ASM instance (not on the database) and gets SD030's error.
    from apps.rules.engine import validate_topology
    from apps.topology.parsing import parse_topology

    base = normalize(plan("s001-nfs-asm-files")["document"])
    node = base["nodes"][0]["hostname"]
    asm = parse_file("init+ASM.ora", b"*.instance_type='asm'\n*.disk_asynch_io=FALSE\n*.shared_pool_size=67M\n")
    result = assemble({node: [asm]}, base=base)
    assert result.errors == {}
    assert get(result.document, "/shared_disks/asm_instance/disk_asynch_io") is False
    assert get(result.document, "/database/disk_asynch_io") is False  # the plan's own, unchanged
    findings = validate_topology(parse_topology(result.document))["findings"]
    assert [(f["rule"], f["severity"]) for f in findings if f["rule"] == "SD030"] == [("SD030", "error")]


def test_the_cluster_name_is_shown_only_by_a_file_that_shows_it():
    """Against a plan, a db_name (init.ora, srvctl), host names and instance names do not show the cluster's name:
    the field stays the plan's and is not shown (no rule or re-check may take it as the node's); olsnodes -c and
    10g's cemutlo -n show it."""
    base = normalize(plan("s003-x366-2-node-gigabit-interconnect")["document"])
    node = base["nodes"][0]["hostname"]
    without = {node: _parse("hosts", "ip-addr.txt"),
               "cluster": _parse("initRACDB.ora", "grid19c/srvctl-config-database.txt", "grid19c/olsnodes.txt",
                                 "grid19c/crsctl-stat-res-t.txt", "tnsnames.ora")}
    result = assemble(without, base=base)
    assert result.document["cluster"]["name"] == base["cluster"]["name"]
    assert "/cluster/name" not in result.provenance
    assert result.not_shown(result.document)("/cluster/name")
    assert not result.not_shown(result.document)("/cluster/mode")  # tnsnames.ora shows that one
    for shown_by in ("grid19c/olsnodes-c.txt", "grid10g/cemutlo-n.txt"):
        files = {**without, "cluster": [*without["cluster"], *_parse(shown_by)]}
        result = assemble(files, base=base)
        expected = (FIXTURES / shown_by).read_text().strip()
        assert result.document["cluster"]["name"] == expected and expected != base["cluster"]["name"]
        assert [str(kind) for _, kind in result.provenance["/cluster/name"]] == ["cluster-name"]
        assert not result.not_shown(result.document)("/cluster/name")


def test_an_import_says_a_cluster_name_from_db_name_is_derived():
    """Without a plan and with no file showing the cluster's name, the database's name may stand for it, but its
    provenance says it is derived; the file that showed the db_name is its basis, not a file showing the name."""
    result = assemble({"rac1": _parse("hosts", "ip-addr.txt"), "rac2": [_hosts_only("rac2")],
                       "cluster": _parse("initRACDB.ora")}, base=None)
    assert result.errors == {}, result.errors
    sources = result.provenance["/cluster/name"]
    assert result.document["cluster"]["name"] == "racdb"
    assert [str(kind) for node, kind in sources if node != "derived"] == ["init-ora"]
    assert any(node == "derived" and "no file shows the cluster name" in kind for node, kind in sources)


def test_an_init_parameter_in_another_case_agrees_with_the_plan():
    """database.other holds the plan's spelling when the node prints the same value in another case (Oracle reads
    db_unique_name and keywords without case); a path in another case is another path, and stays the node's."""
    base = normalize(plan("s003-x366-2-node-gigabit-interconnect")["document"])
    base["database"]["other"] = {"db_unique_name": "BOOBOO", "audit_trail": "DB", "audit_file_dest": "/u01/Adump"}
    init = parse_file("initx.ora", b"*.db_unique_name=booboo\n*.audit_trail='db'\n*.audit_file_dest='/u01/adump'\n")
    result = assemble({"cluster": [init]}, base=base)
    assert result.document["database"]["other"] == {"db_unique_name": "BOOBOO", "audit_trail": "DB",
                                                    "audit_file_dest": "/u01/adump"}
    assert set(result.provenance) & {"/database/other/db_unique_name", "/database/other/audit_trail"} == set()
    assert result.provenance["/database/other/audit_file_dest"] == [("cluster", "init-ora")]
    assert not result.not_shown(result.document)("/database/other/db_unique_name")  # shown, and the plan's
