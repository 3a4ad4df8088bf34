"""What today's RAC nodes hold (RHEL/Oracle Linux 8-9, Grid 19c): the kinds the check reads beyond its own bundle.

The goldens (test_golden.py) pin every fixture's whole parse; these tests state the behaviour each kind exists for.
"""

from __future__ import annotations

import pytest

from apps.asbuilt.assemble import assemble
from apps.asbuilt.parsers import NOT_READ, AsBuiltParseError, NotRead, detect_kind, parse_file

from .conftest import FIXTURES


def _parse(relative: str):
    return parse_file(relative, (FIXTURES / relative).read_bytes())


def test_oracle_net_value_lists_parse_as_oracle_tools_write_them():
    result = _parse("grid19c/sqlnet.ora")
    settings = {s.key: s.value for s in result.settings}
    assert settings["NAMES.DIRECTORY_PATH"] == "(TNSNAMES, EZCONNECT)"
    assert settings["SQLNET.AUTHENTICATION_SERVICES"] == "(BEQ, TCPS)"
    assert settings["WALLET_LOCATION SOURCE/METHOD_DATA/DIRECTORY"] == "/u01/app/oracle/admin/orcl/wallet"


def test_an_unclosed_value_list_is_a_clear_error_with_its_line():
    with pytest.raises(AsBuiltParseError) as caught:
        parse_file("sqlnet.ora", b"NAMES.DIRECTORY_PATH = (TNSNAMES, EZCONNECT\nSQLNET.EXPIRE_TIME = 10\n")
    assert caught.value.line is not None and "NAMES.DIRECTORY_PATH" in caught.value.message


def test_the_grid_listener_with_agent_comments_parses():
    keys = {s.key for s in _parse("grid19c/listener.ora").settings}
    assert "ASMNET1LSNR_ASM DESCRIPTION/ADDRESS_LIST/ADDRESS/KEY" in keys
    assert "ENABLE_GLOBAL_DYNAMIC_ENDPOINT_LISTENER" in keys


@pytest.mark.parametrize(("fixture", "phrase"), [
    ("grid19c/tnsnames.ora", "ORCL defined again (first on line 3)"),
    ("twice/fstab", "/u02/oradata is mounted again (first on line 3)"),
    ("limits.d/oracle-database-preinstall-19c.conf", "oracle soft nproc set again (first on line 10)"),
    ("grid19c/system-connections/bond-bond0.nmconnection", "ipv4.method set again"),
])
def test_a_key_defined_twice_is_warned_about(fixture, phrase):
    assert any(phrase in w for w in _parse(fixture).warnings), _parse(fixture).warnings


def test_the_later_fstab_line_is_the_one_compared():
    result = _parse("twice/fstab")
    nfs = result.facts["/_nfs/~1u02~1oradata"]
    assert nfs["options"] == "rw,bg,soft,intr,tcp,vers=3"
    assert [s.value for s in result.settings if s.key == "/u02/oradata device"] == ["filer1:/vol/oradata"]


@pytest.mark.parametrize(("name", "kind"), [
    ("97-oracle-database-sysctl.conf", "sysctl"),
    ("99-grid-oracle-limits.conf", "limits"),
])
def test_drop_ins_under_any_name_are_recognised_by_their_lines(name, kind):
    data = (FIXTURES / name).read_bytes()
    assert detect_kind(name, data) == kind
    assert detect_kind(f"uploads/{name.replace('.conf', '.txt')}", data) == kind


def test_a_file_of_other_key_value_lines_is_not_taken_for_sysctl():
    assert detect_kind("app.conf", b"listen = 8080\nworkers = 4\n") is None


def test_ip_brief_gives_addresses_without_the_clusterware_haip():
    result = _parse("grid19c/ip-br-addr.txt")
    assert result.kind == "ip-brief"
    assert result.facts["/_if/enp0s8/address"] == "10.10.10.1"  # not 169.254.17.204 (HAIP)
    assert result.facts["/_if/enp0s3/address"] == "192.168.56.101"  # the node's own, not its VIP or a SCAN VIP
    link = _parse("grid19c/ip-br-link.txt")
    assert link.facts == {"/_if/ib0/infiniband": True}


def test_a_networkmanager_keyfile_gives_what_ifcfg_gives():
    ic = _parse("grid19c/system-connections/enp0s8.nmconnection")
    assert ic.kind == "nmconnection"
    assert ic.facts == {"/_if/enp0s8/mtu": 9000, "/_if/enp0s8/address": "10.10.10.1",
                        "/_if/enp0s8/netmask": "255.255.255.0"}
    bond = _parse("grid19c/system-connections/bond-bond0.nmconnection")
    assert bond.facts["/_if/bond0/bonding_mode"] == "active-backup" and bond.facts["/_if/bond0/bond"] is True
    slave = parse_file("ens4.nmconnection", b"[connection]\nid=bond0-port1\ntype=ethernet\ninterface-name=ens4\n"
                                            b"master=bond0\nslave-type=bond\n")
    assert slave.facts == {"/_if/ens4/master": "bond0"}


def test_grid_outputs_name_nodes_vips_disk_groups_and_the_public_network():
    crs = _parse("grid19c/crsctl-stat-res-t.txt")
    assert crs.facts["/_asm/diskgroups"] == ["DATA", "FRA"] and crs.facts["/_grid/databases"] == ["orcl"]
    assert any("ora.FRA.dg" in w and "OFFLINE" in w for w in crs.warnings)
    ols = _parse("grid19c/olsnodes.txt")
    assert ols.facts["/_grid/nodes"] == ["rac1", "rac2"] and ols.facts["/_grid/vip_name/rac2"] == "rac2-vip"
    apps = _parse("grid19c/srvctl-config-nodeapps.txt")
    assert apps.facts["/public_network/interface"] == "enp0s3"
    assert apps.facts["/_hosts/rac2-vip"] == "192.168.56.112"
    assert apps.facts["/_grid/public_subnet"] == "192.168.56.0/24"
    db = _parse("grid19c/srvctl-config-database.txt")
    assert db.facts["/_init/db_name"] == "orcl" and db.facts["/_grid/database_type"] == "RAC"
    for name, addresses in (("grid19c/srvctl-config-scan.txt", 2), ("srvctl-config-scan-11g.txt", 3)):
        scan = _parse(name)
        assert len(scan.facts["/_grid/scan_addresses"]) == addresses
        assert scan.facts["/_grid/public_subnet"] == "192.168.56.0/24"
    lsdg = _parse("grid19c/asmcmd-lsdg.txt")
    assert lsdg.facts["/_asm/diskgroup/FRA"]["redundancy"] == "normal"
    assert _parse("asmcmd-lsdg-11g.txt").facts["/_asm/diskgroup/DATA"]["au_bytes"] == 1048576
    lsdsk = _parse("asmcmd-lsdsk-k.txt")
    assert [d["path"] for d in lsdsk.facts["/_asm/disks"]] == ["/dev/mapper/asm-data1", "/dev/mapper/asm-data2"]
    assert lsdsk.facts["/_asm/disks"][1]["free_mb"] == "15936" and lsdsk.facts["/_asm/disks"][1]["name"] == "DATA_0001"


def test_lsblk_reads_trees_in_either_drawing():
    unicode_tree = _parse("grid19c/lsblk.txt")
    assert unicode_tree.facts["/_blk/ol-root"]["mountpoint"] == "/"
    assert unicode_tree.facts["/_blk/sda"]["type"] == "disk"
    ascii_tree = _parse("lsblk-dasd-ascii.txt")
    assert ascii_tree.facts["/_blk/dasdb1"] == {"size": "6.9G", "owner": "oracle", "group": "oinstall",
                                                "mode": "brw-rw----"}


def test_every_interconnect_oifcfg_lists_is_kept_and_the_plans_one_is_used():
    result = _parse("oifcfg-getif-two.txt")
    assert [e["interface"] for e in result.facts["/_oifcfg/cluster_interconnect_interfaces"]] == ["enp0s8", "enp0s9"]
    base = {"schema_version": 1, "cluster": {"name": "rac"}, "interconnect": {"interface": "enp0s9"},
            "nodes": [{"hostname": "rac1", "cpus": 2, "memory_gb": 8, "public_ip": "192.168.56.101",
                       "vip": "192.168.56.111"}]}
    assembled = assemble({"rac1": [result]}, base=base)
    assert assembled.document["interconnect"]["interface"] == "enp0s9"
    assert any("lists 2 interconnect interfaces" in w and "enp0s8 (10.10.10.0)" in w for w in assembled.warnings)


@pytest.mark.parametrize(("name", "label"), [
    ("not-read/crsctl-check-crs.txt", "crsctl check crs / check cluster"),
    ("not-read/lsmod.txt", "lsmod (loaded kernel modules)"),
])
def test_recognised_files_that_are_not_read_say_so(name, label):
    with pytest.raises(NotRead) as caught:
        _parse(name)
    assert caught.value.label == label and str(caught.value).startswith(f"not read: {label}.")
    # Also when the name says nothing: the text is recognised.
    with pytest.raises(NotRead):
        parse_file("upload.txt", (FIXTURES / name).read_bytes())


def test_the_not_read_list_names_each_file_once():
    labels = [label for label, _, _ in NOT_READ]
    assert len(labels) == len(set(labels))


#: For each kind read from a configuration file: a hand-written file (in the format its man page or Oracle's Net
#: Services reference documents) that sets one key twice, and what the warning says.
REPEATED_KEY = {
    "sysctl": ("etc/sysctl.conf", "kernel.shmmax = 1\nkernel.shmmax = 2\n",
               "kernel.shmmax set again (first on line 1)"),
    "limits": ("etc/security/limits.conf", "oracle soft nofile 1024\noracle soft nofile 4096\n",
               "oracle soft nofile set again (first on line 1)"),
    "pam": ("etc/pam.d/login", "session required pam_limits.so\nsession optional pam_limits.so\n",
            "session pam_limits.so set again (first on line 1)"),
    "profile": ("home/oracle/.bash_profile", "ulimit -u 16384\nulimit -u 2047\n",
                "ulimit -u set again (first on line 1)"),
    "ifcfg": ("ifcfg-eth1", "DEVICE=eth1\nMTU=1500\nMTU=9000\n", "MTU set again (first on line 2)"),
    "nmconnection": ("eth1.nmconnection",
                     "[connection]\nid=eth1\ninterface-name=eth1\n[ethernet]\nmtu=1500\nmtu=9000\n",
                     "ethernet.mtu set again (first on line 5)"),
    "hosts": ("etc/hosts", "10.0.0.1 rac1\n10.0.0.9 rac1\n", "rac1 listed again with another address"),
    "fstab": ("etc/fstab", "filer:/a /u02 nfs rw 0 0\nfiler:/b /u02 nfs rw 0 0\n",
              "/u02 is mounted again (first on line 1)"),
    "modprobe": ("etc/modprobe.d/qla2xxx.conf", "alias scsi_hostadapter qla2xxx\nalias scsi_hostadapter lpfc\n",
                 "alias scsi_hostadapter set again (first on line 1)"),
    "zipl": ("etc/zipl.conf", "[defaultboot]\ndefault = linux\ndefault = old\n",
             "defaultboot default set again (first on line 2)"),
    "init-ora": ("initORCL.ora", "*.db_name='ORCL'\n*.processes=300\n*.processes=600\n",
                 "*.processes set again"),
    "tnsnames-ora": ("tnsnames.ora", "ORCL = (DESCRIPTION = (ADDRESS = (PROTOCOL = TCP)(HOST = a)(PORT = 1521)))\n"
                                     "ORCL = (DESCRIPTION = (ADDRESS = (PROTOCOL = TCP)(HOST = b)(PORT = 1521)))\n",
                     "ORCL defined again (first on line 1)"),
    "listener-ora": ("listener.ora", "LISTENER = (ADDRESS = (PROTOCOL = TCP)(HOST = a)(PORT = 1521))\n"
                                     "LISTENER = (ADDRESS = (PROTOCOL = TCP)(HOST = a)(PORT = 1522))\n",
                     "LISTENER defined again (first on line 1)"),
    "sqlnet-ora": ("sqlnet.ora", "SQLNET.EXPIRE_TIME = 10\nSQLNET.EXPIRE_TIME = 0\n",
                   "SQLNET.EXPIRE_TIME defined again (first on line 1)"),
    "oratab": ("etc/oratab", "+ASM1:/u01/app/grid:N\n+ASM1:/u01/app/19c/grid:N\n",
               "+ASM1 home set again (first on line 1)"),
    "os-release": ("etc/os-release", 'NAME="Oracle Linux Server"\nID="ol"\nVERSION_ID="8.8"\nVERSION_ID="9.2"\n',
                   "VERSION_ID set again (first on line 3)"),
    "orainst-loc": ("etc/oraInst.loc", "inventory_loc=/u01/app/oraInventory\ninventory_loc=/u01/oraInventory\n",
                    "inventory_loc set again (first on line 1)"),
}
#: Kinds where one key on several lines is the format itself, not a mistake, and the outputs tools print.
REPEATS_ALLOWED = {
    "udev": "rules for one device are often split over several lines, each adding to the others",
    "multipath-conf": "blacklist and devices sections list devnode, wwid and device entries many times",
    "ocfs2": "cluster.conf repeats the same keys in every node: stanza",
}
COMMAND_OUTPUTS = {"votedisk", "ocrcheck", "cluvfy", "crsctl-res", "olsnodes", "cluster-name", "srvctl-database",
                   "srvctl-nodeapps", "srvctl-scan", "asmcmd-lsdg", "asmcmd-lsdsk", "ip-addr", "ip-brief", "oifcfg",
                   "multipath-ll", "dasd-devices", "lsdasd", "lsblk", "uname", "meminfo", "cpuinfo"}


def test_every_configuration_kind_is_checked_for_a_key_set_twice():
    from apps.asbuilt.parsers import KINDS

    assert set(KINDS) == set(REPEATED_KEY) | set(REPEATS_ALLOWED) | COMMAND_OUTPUTS


@pytest.mark.parametrize("kind", sorted(REPEATED_KEY))
def test_a_key_set_twice_is_warned_about_in_every_kind(kind):
    name, text, phrase = REPEATED_KEY[kind]
    result = parse_file(name, text.encode())
    assert result.kind == kind
    assert any(phrase in w for w in result.warnings), result.warnings
