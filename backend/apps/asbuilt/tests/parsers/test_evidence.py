"""Import by evidence: node folders made of the fixtures (a Grid 19c x86_64 pair, an older RHEL 5 x86_64 pair with
multipath, a System z10 pair with DASDs and HiperSockets), each imported without a plan and checked for
consistency: every field comes from a file or is derived or is listed as unknown; subnets hold their addresses; the
interconnect type fits the platform; the storage fits the devices seen; no value of another platform appears.
"""

from __future__ import annotations

import ipaddress

import pytest

from apps.asbuilt.assemble import DERIVED, FOLDER, assemble
from apps.topology.parsing import normalize
from apps.topology.schema import SYSTEM_Z

from .conftest import FIXTURES

GRID19C = {
    "rac1": ["grid19c/ip-br-addr.txt", "grid19c/ip-br-link.txt", "grid19c/uname-a.txt", "grid19c/cpuinfo.txt",
             "grid19c/os-release", "grid19c/meminfo.txt", "97-oracle-database-sysctl.conf",
             "limits.d/oracle-database-preinstall-19c.conf"],
    "rac2": ["grid19c/rac2/ip-br-addr.txt", "grid19c/uname-a.txt", "grid19c/cpuinfo.txt", "grid19c/os-release",
             "grid19c/meminfo.txt"],
    "cluster": ["grid19c/srvctl-config-nodeapps.txt", "grid19c/oifcfg-getif.txt", "grid19c/asmcmd-lsdg.txt",
                "grid19c/crsctl-stat-res-t.txt", "grid19c/olsnodes.txt", "grid19c/srvctl-config-database.txt",
                "grid19c/srvctl-config-scan.txt", "grid19c/listener.ora", "grid19c/tnsnames.ora",
                "grid19c/sqlnet.ora", "grid19c/oraInst.loc", "grid19c/asmcmd-lsdsk.txt", "grid19c/olsnodes-c.txt"],
}
RHEL5 = {
    "rac1": ["hosts", "ip-addr.txt", "ifcfg-eth1", "sysctl.conf", "limits.conf", "multipath.conf",
             "multipath-ll.txt", "fstab", "rhel5/redhat-release", "rhel5/uname-a.txt", "rhel5/cpuinfo.txt",
             "rhel5/meminfo.txt"],
    "rac2": ["hosts", "rhel5/redhat-release", "rhel5/uname-a.txt", "rhel5/cpuinfo.txt", "rhel5/meminfo.txt"],
    "cluster": ["oifcfg-getif.txt", "initRACDB.ora", "tnsnames.ora", "votedisk-10g.txt", "ocrcheck.txt", "oratab"],
}
SYSTEM_Z_SET = {
    "rac1": ["hosts", "dasd-devices", "lsdasd.txt", "zipl.conf", "ifcfg-qeth-bus-ccw-0.0.f200",
             "rules.d/99-oracle-asm.rules", "s390x/SuSE-release", "s390x/uname-a.txt", "s390x/cpuinfo.txt",
             "s390x/meminfo.txt"],
    "rac2": ["hosts", "s390x/SuSE-release", "s390x/uname-a.txt", "s390x/cpuinfo.txt", "s390x/meminfo.txt"],
    "cluster": ["oratab", "spfile-asm.txt"],
}
#: A SLES guest on System z whose DASDs have static PAV aliases, grouped by the multipath daemon (multipath -ll).
SYSTEM_Z_STATIC_PAV = {**SYSTEM_Z_SET, "rac1": [*SYSTEM_Z_SET["rac1"], "dasd-pav/multipath-ll.txt"]}
#: Oracle Linux 8 nodes kept by NetworkManager (keyfiles, no ifcfg), with redundant interconnects in oifcfg and the
#: 11.2 form of the voting disk query.
OL8_KEYFILES = {
    "rac1": ["grid19c/system-connections/bond-bond0.nmconnection", "grid19c/system-connections/enp0s8.nmconnection",
             "grid19c/lsblk.txt", "grid19c/uname-a.txt", "grid19c/cpuinfo.txt", "grid19c/os-release",
             "grid19c/meminfo.txt", "99-grid-oracle-limits.conf", "pam.d/login"],
    "rac2": ["grid19c/rac2/ip-br-addr.txt", "grid19c/uname-a.txt", "grid19c/cpuinfo.txt", "grid19c/os-release",
             "grid19c/meminfo.txt"],
    "cluster": ["grid19c/srvctl-config-nodeapps.txt", "oifcfg-getif-two.txt", "grid19c/srvctl-config-scan.txt",
                "votedisk-11g.txt", "asmcmd-lsdg-11g.txt", "asmcmd-lsdsk-k.txt", "listener.ora",
                "cluvfy-stage-pre-crsinst.txt"],
}
#: An 11.2 lab whose files were gathered on one node only: its hosts file, srvctl and crsctl name the second node.
GRID112_ONE_FOLDER = {
    "rac1": ["grid112/hosts", "grid112/srvctl-config-database.txt", "grid112/srvctl-config-nodeapps.txt",
             "grid112/crsctl-stat-res-t.txt", "rhel5/uname-a.txt"],
}
SETS = {"grid19c-x86_64": GRID19C, "rhel5-x86_64": RHEL5, "system-z10": SYSTEM_Z_SET, "ol8-keyfiles": OL8_KEYFILES,
        "grid112-one-folder": GRID112_ONE_FOLDER, "system-z-static-pav": SYSTEM_Z_STATIC_PAV}

Z_DEVICES = {"hipersockets", "osa_1gbe", "osa_10gbe"}


def _files(folders: dict[str, list[str]]):
    from apps.asbuilt.parsers import parse_file

    return {node: [parse_file(name, (FIXTURES / name).read_bytes()) for name in names]
            for node, names in folders.items()}


def _import(name: str):
    files = _files(SETS[name])
    result = assemble(files, base=None)
    assert result.errors == {}, result.errors
    return files, result


def _leaves(value, pointer=""):
    if isinstance(value, dict) and value:
        for key, child in value.items():
            if pointer or key != "unknown":
                yield from _leaves(child, f"{pointer}/{key}")
    elif isinstance(value, list) and value:
        for index, child in enumerate(value):
            yield from _leaves(child, f"{pointer}/{index}")
    else:
        yield pointer, value


def _under(pointer: str, pointers) -> bool:
    return any(pointer == p or pointer.startswith(f"{p}/") for p in pointers)


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_import_validates_and_lists_what_it_does_not_know(name):
    _, result = _import(name)
    assert normalize(result.document) == result.document
    assert result.document["unknown"], "no import of these sets knows every field (workload, for one)"
    assert any(w.startswith(f"imported, {len(result.document['unknown'])} fields unknown") for w in result.warnings)


@pytest.mark.parametrize("name", sorted(SETS))
def test_every_known_field_has_a_file_or_a_derivation_behind_it(name):
    files, result = _import(name)
    document = result.document
    kinds = {(node, parsed.kind) for node, parsed_files in files.items() for parsed in parsed_files}
    unknown = document["unknown"]
    for pointer, value in _leaves(document):
        if value in (None, "", [], {}) or _under(pointer, unknown):
            continue
        sources = next((result.provenance[p] for p in sorted(result.provenance, key=len, reverse=True)
                        if _under(pointer, [p])), None)
        assert sources, f"{pointer} = {value!r} has no provenance and is not unknown"
        for node, kind in sources:
            assert (node, kind) in kinds or node == DERIVED or kind == FOLDER, (pointer, node, kind)
            if getattr(kind, "line", None):  # the file and line named: that line of that file is no blank
                lines = (FIXTURES / kind.file).read_text().split("\n")
                assert kind.line <= len(lines) and lines[kind.line - 1].strip(), (pointer, kind.file, kind.line)
                assert kind.file in SETS[name][node], (pointer, node, kind.file)
    for pointer in unknown:
        assert pointer not in result.provenance


@pytest.mark.parametrize("name", sorted(SETS))
def test_subnets_hold_the_node_addresses(name):
    document = _import(name)[1].document
    public = ipaddress.IPv4Network(document["public_network"]["subnet"])
    interconnect = ipaddress.IPv4Network(document["interconnect"]["subnet"])
    for node in document["nodes"]:
        assert ipaddress.IPv4Address(node["public_ip"]) in public, node
        assert ipaddress.IPv4Address(node["vip"]) in public, node
        if node["private_ip"]:
            assert ipaddress.IPv4Address(node["private_ip"]) in interconnect, node


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_platform_network_and_storage_fit_each_other_and_the_devices_seen(name):
    files, result = _import(name)
    document = result.document
    on_z = document["platform"]["architecture"] in SYSTEM_Z
    for device in (document["interconnect"]["type"], document["public_network"]["device_type"]):
        assert (device in Z_DEVICES) <= on_z, device  # HiperSockets and OSA only on System z
    kinds = {parsed.kind for parsed_files in files.values() for parsed in parsed_files}
    # a multipath -ll whose maps are all DASDs shows static PAV, not FCP
    fcp = {p.kind for parsed_files in files.values() for p in parsed_files if p.kind == "multipath-conf" or (
        p.kind == "multipath-ll" and not all(v.get("dasd") for k, v in p.facts.items() if k.startswith("/_mpath/")))}
    protocol = document["storage"]["protocol"]
    assert (protocol == "eckd") <= on_z
    if fcp:
        assert protocol == "fcp"
    if kinds & {"dasd-devices", "lsdasd"}:
        assert protocol == "eckd" and on_z
    if not on_z:
        assert document["interconnect"]["inbound_buffers"] is None  # a qeth setting
        assert document["storage"]["eckd"] is None


def test_grid19c_x86_comes_back_as_it_is():
    _, result = _import("grid19c-x86_64")
    document, provenance = result.document, result.provenance
    assert document["platform"] == {"architecture": "x86_64", "virtualization": "bare_metal"}
    assert provenance["/platform/architecture"] == [("rac1", "uname"), ("rac2", "uname")]
    cluster = document["cluster"]
    assert (cluster["distribution"], cluster["distribution_version"], cluster["distribution_update"],
            cluster["kernel_series"]) == ("rhel", 8, 8, "5.x")
    assert [(n["hostname"], n["cpus"], n["memory_gb"], n["public_ip"], n["vip"], n["private_ip"])
            for n in document["nodes"]] == [("rac1", 4, 16, "192.168.56.101", "192.168.56.111", "10.10.10.1"),
                                            ("rac2", 4, 16, "192.168.56.102", "192.168.56.112", "10.10.10.2")]
    assert document["public_network"]["subnet"] == "192.168.56.0/24"
    assert document["interconnect"]["subnet"] == "10.10.10.0/24"
    # ASM from Grid's outputs; disk groups and their redundancy from asmcmd lsdg.
    assert document["shared_disks"]["manager"] == "asm"
    assert [(g["name"], g["redundancy"]) for g in document["shared_disks"]["disk_groups"]] == [
        ("DATA", "external"), ("FRA", "normal")]
    assert ("cluster", "asmcmd-lsdg") in provenance["/shared_disks/disk_groups/1/redundancy"]
    unknown = set(document["unknown"])
    # Ethernet's speed and the purpose of each disk group are in no file: asked for, not assumed.
    assert {"/interconnect/type", "/public_network/device_type", "/shared_disks/disk_groups/0/purpose",
            "/shared_disks/disk_groups/0/disks"} <= unknown
    assert "hipersockets" not in str(document) and "osa_1gbe" not in str(document) and "eckd\"" not in str(document)


def test_system_z_comes_back_as_a_z10_with_its_dasds():
    _, result = _import("system-z10")
    document = result.document
    assert document["platform"]["architecture"] == "z10"  # cpuinfo's machine type 2097
    assert "/platform/virtualization" in document["unknown"]  # LPAR or z/VM guest: no file read shows it
    assert document["storage"]["protocol"] == "eckd"
    assert (document["cluster"]["distribution"], document["cluster"]["distribution_version"],
            document["cluster"]["distribution_update"]) == ("sles", 10, 2)
    assert document["nodes"][0]["memory_gb"] == 16 and document["nodes"][0]["cpus"] == 2


def test_dasds_under_multipath_are_static_pav_not_fcp():
    """multipath -ll of DASDs (IBM,S/390 DASD ECKD; base and alias devices as paths) is ECKD with static PAV aliases
    grouped by the daemon; no FCP value is read from it, and the maps' UIDs are no disk's WWID."""
    files, result = _import("system-z-static-pav")
    document, provenance = result.document, result.provenance
    assert document["storage"]["protocol"] == "eckd" and document["platform"]["architecture"] == "z10"
    eckd = document["storage"]["eckd"]
    assert (eckd["pav"], eckd["pav_multipath"]) == ("pav", True)
    assert [(node, str(kind), kind.file) for node, kind in provenance["/storage/eckd/pav"]] == [
        ("rac1", "multipath-ll", "dasd-pav/multipath-ll.txt")]
    assert ("rac1", "multipath-ll") in provenance["/storage/protocol"]
    assert document["storage"]["fcp"] is None and not any(p.startswith("/storage/fcp") for p in provenance)
    assert "IBM.75000000092461" not in str([d.get("wwid") for d in document["storage"]["disks"]])

    # the same maps beside an FCP disk's: FCP, and the DASDs still show static PAV
    from apps.asbuilt.parsers import parse_file

    dasds = (FIXTURES / "dasd-pav/multipath-ll.txt").read_bytes().replace(b"DATA0", b"DASD0")
    both = parse_file("multipath-ll.txt", dasds + (FIXTURES / "multipath-ll.txt").read_bytes())
    assert both.facts["/storage/fcp/paths_per_disk"] == 2 and both.facts["/storage/eckd/pav_multipath"] is True
    assert sorted(k for k, v in both.facts.items() if k.startswith("/_mpath/") and not v.get("dasd")) == [
        "/_mpath/DATA01", "/_mpath/DATA02"]
    mixed = assemble({**files, "rac1": [*files["rac1"][:-1], both]}, base=None)
    assert mixed.document["storage"]["protocol"] == "fcp"


def test_an_unknown_machine_type_leaves_z10_or_z196_unknown():
    from apps.asbuilt.parsers import parse_file

    folders = {node: [name for name in names if name != "s390x/cpuinfo.txt"] for node, names in SYSTEM_Z_SET.items()}
    files = _files(folders)
    cpuinfo = (FIXTURES / "s390x/cpuinfo.txt").read_bytes().replace(b"2097", b"3906")
    for node in ("rac1", "rac2"):
        files[node].append(parse_file("proc/cpuinfo", cpuinfo))
    document = assemble(files, base=None).document
    assert _under("/platform/architecture", document["unknown"])


def test_both_platforms_in_one_upload_leave_the_platform_unknown():
    files = _files({**SYSTEM_Z_SET, "rac2": ["hosts", "rhel5/uname-a.txt"]})
    result = assemble(files, base=None)
    assert _under("/platform/architecture", result.document["unknown"])
    assert any("both System z" in w for w in result.warnings)


def test_every_node_the_files_name_is_kept():
    _, result = _import("grid112-one-folder")
    document, provenance = result.document, result.provenance
    assert [(n["hostname"], n["public_ip"], n["vip"], n["private_ip"]) for n in document["nodes"]] == [
        ("rac1", "192.168.14.150", "192.168.14.160", "10.10.10.150"),
        ("rac2", "192.168.14.151", "192.168.14.161", "10.10.10.151")]
    assert provenance["/nodes/0/hostname"] == [("rac1", FOLDER)]
    assert {kind for _, kind in provenance["/nodes/1/hostname"]} == {"crsctl-res", "srvctl-nodeapps", "hosts"}
    assert any(w.startswith("rac2 is a node of the cluster (") and "no files of its own" in w for w in result.warnings)
    # What only rac2's own files would show stays unknown.
    assert {"/nodes/1/cpus", "/nodes/1/memory_gb"} <= set(document["unknown"])


def test_more_instances_than_nodes_is_said():
    from apps.asbuilt.assemble import FEWER_NODES

    files = _files({"rac1": ["grid112/srvctl-config-database.txt", "ip-addr.txt"]})
    result = assemble(files, base=None)
    assert FEWER_NODES.format(count=2, instances="BOOBOO1, BOOBOO2", nodes=1, names="rac1") in result.warnings


def test_a_cluster_only_upload_says_what_is_missing():
    from apps.asbuilt.assemble import NO_NODES

    result = assemble(_files({"cluster": ["grid112/srvctl-config-database.txt", "oifcfg-getif.txt"]}), base=None)
    assert result.errors == {"nodes": [NO_NODES]}
    # A cluster folder that names its nodes imports them (their addresses still have to come from a file).
    named = assemble(_files({"cluster": ["grid112/hosts", "grid112/srvctl-config-nodeapps.txt"]}), base=None)
    assert named.errors == {} and [n["hostname"] for n in named.document["nodes"]] == ["rac1", "rac2"]


def test_an_x86_import_without_platform_files_carries_no_qeth_value():
    files = _files({"rac1": ["grid112/hosts", "grid112/srvctl-config-nodeapps.txt"]})
    document = assemble(files, base=None).document
    assert document["interconnect"]["inbound_buffers"] is None
    assert _under("/platform/architecture", document["unknown"])  # no file shows the platform: asked for


def test_the_cluster_name_is_derived_from_db_name_not_shown():
    _, result = _import("grid112-one-folder")
    assert result.document["cluster"]["name"] == "booboo"
    assert (DERIVED, "the database's db_name BOOBOO; no file shows the cluster name itself") in \
        result.provenance["/cluster/name"]


def test_the_cluster_name_is_the_one_olsnodes_c_shows_and_db_name_is_kept():
    _, result = _import("grid19c-x86_64")
    document = result.document
    assert document["cluster"]["name"] == "rac-cluster"  # as printed
    [(node, kind)] = result.provenance["/cluster/name"]
    assert (node, str(kind), kind.file, kind.line) == ("cluster", "cluster-name", "grid19c/olsnodes-c.txt", 1)
    # the bundle would derive db_name "raccluster" from that name: the database's own name is kept
    assert document["database"]["other"]["db_name"] == "orcl"
    assert [(n, str(k)) for n, k in result.provenance["/database/other/db_name"]] == [("cluster", "srvctl-database")]


def test_a_cluster_name_file_whose_name_derives_the_db_name_adds_no_db_name():
    from apps.asbuilt.parsers import parse_file

    files = _files(GRID19C)
    files["cluster"] = [f for f in files["cluster"] if f.kind != "cluster-name"] + [
        parse_file("olsnodes-c.txt", b"ORCL\n")]
    document = assemble(files, base=None).document
    assert document["cluster"]["name"] == "ORCL" and "db_name" not in document["database"]["other"]


def test_a_shown_cluster_name_too_long_for_a_db_name_asks_for_the_db_name():
    """rac-cluster would give the database name raccluster, over Oracle's 8: without a file showing the database's
    own name, db_name is unknown (asked for), and the cluster name stays as printed."""
    files = _files(GRID19C)
    files["cluster"] = [f for f in files["cluster"] if f.kind != "srvctl-database"]
    result = assemble(files, base=None)
    assert result.errors == {}, result.errors
    assert result.document["cluster"]["name"] == "rac-cluster"
    assert _under("/database/other/db_name", result.document["unknown"])  # its section, when nothing else is shown
    assert "/database/other/db_name" not in result.provenance
