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
                "grid19c/sqlnet.ora", "grid19c/oraInst.loc", "grid19c/asmcmd-lsdsk.txt"],
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
SETS = {"grid19c-x86_64": GRID19C, "rhel5-x86_64": RHEL5, "system-z10": SYSTEM_Z_SET, "ol8-keyfiles": OL8_KEYFILES}

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
    protocol = document["storage"]["protocol"]
    assert (protocol == "eckd") <= on_z
    if kinds & {"multipath-ll", "multipath-conf"}:
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
