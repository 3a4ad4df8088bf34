"""The parser interface: kind detection, decoding and the errors every kind shares."""

from __future__ import annotations

import pytest

from apps.asbuilt.parsers import KINDS, AsBuiltParseError, detect_kind, not_on_cluster, parse_file


def test_sysctl_conf_parses_to_settings_and_facts():
    text = b"# comment\n; other comment\nnet.core.rmem_max = 4194304\n-kernel/sem=250\t32000  100 128\n"
    result = parse_file("rac1/etc/sysctl.conf", text)
    assert result.kind == "sysctl"
    assert [(s.key, s.value, s.line) for s in result.settings] == [
        ("net.core.rmem_max", "4194304", 3), ("kernel.sem", "250 32000 100 128", 4)]
    assert result.facts == {"/kernel/sysctl/net.core.rmem_max": 4194304,
                            "/kernel/sysctl/kernel.sem": "250 32000 100 128"}


def test_sysctl_a_output_is_sniffed_by_content():
    text = b"kernel.shmmax = 1\nkernel.shmall = 2\nnet.core.netdev_max_backlog = 20000\n"
    assert detect_kind("node2-output.txt", text) == "sysctl"
    assert parse_file("node2-output.txt", text).facts["/kernel/netdev_max_backlog"] == 20000


@pytest.mark.parametrize("data", [b"", b"  \n\n", b"\x00\x01\x02binary", bytes(range(1, 32)) * 20])
def test_empty_or_binary_input_is_a_clear_error(data):
    with pytest.raises(AsBuiltParseError):
        parse_file("etc/sysctl.conf", data)


def test_unknown_file_is_a_clear_error():
    with pytest.raises(AsBuiltParseError, match="cannot tell what this file is"):
        parse_file("notes.txt", b"hello\n")
    with pytest.raises(AsBuiltParseError, match="unknown file kind"):
        parse_file("notes.txt", b"hello\n", kind="nope")


def test_every_kind_has_a_label():
    assert "sysctl" in KINDS and all(KINDS.values())


def test_not_on_cluster():
    assert not_on_cluster("README.md") and not_on_cluster("ansible/site.yml")
    assert not_on_cluster("cluster/scripts/cluvfy-precheck.sh") and not_on_cluster("rac1/root/racplan/x.sh")
    assert not not_on_cluster("rac1/etc/sysctl.conf")


def _pairs(name, text):
    return [(s.key, s.value) for s in parse_file(name, text.encode()).settings]


def test_a_rendered_file_and_a_hand_edited_one_read_the_same():
    from apps.asbuilt.diff import _same

    rendered = "*.db_name = 'nsrac'\n*.sga_target = 2512M\n*.disk_asynch_io = TRUE\n*.filesystemio_options = ASYNCH\n"
    edited = "*.DB_NAME=nsrac\n*.sga_target=2634022912\n*.disk_asynch_io=true\n*.filesystemio_options='asynch'\n"
    # init.ora values are kept as printed (the parameter names in lower case); the diff reads them as the same
    init_a, init_b = _pairs("initnsrac.ora", rendered), _pairs("initnsrac.ora", edited)
    assert ("*.sga_target", "2634022912") in init_b and ("*.disk_asynch_io", "true") in init_b
    assert all(x[0] == y[0] and _same("init-ora", x[0], x[1], y[1]) for x, y in zip(init_a, init_b, strict=True))
    net_a = "L =\n  (ADDRESS = (PROTOCOL = TCP)(HOST = nsrac1vip)(PORT = 1521))\n"
    net_b = "l=(address=(protocol=tcp)(host=NSRAC1VIP)(port=1521))  # one line\n"
    # Oracle Net values are kept as printed; the diff compares them without regard to case (not their SIDs)
    a, b = _pairs("listener.ora", net_a), _pairs("listener.ora", net_b)
    assert ("L ADDRESS/HOST", "nsrac1vip") in a and ("L ADDRESS/HOST", "NSRAC1VIP") in b
    assert all(x[0] == y[0] and _same("listener-ora", x[0], x[1], y[1]) for x, y in zip(a, b, strict=True))
    assert _pairs("etc/sysctl.conf", "kernel.sem = 250 32000 100 128\n") == _pairs(
        "etc/sysctl.conf", "kernel/sem=250\t32000\t100\t128\n")
    # Mount options keep the order the file prints them in; the diff takes them as a set.
    rendered_fstab, edited_fstab = _pairs("etc/fstab", "f:/v /m nfs tcp,hard 0 0\n"), _pairs(
        "etc/fstab", "f:/v  /m  nfs  hard,tcp  0  0\n")
    assert ("/m options", "tcp,hard") in rendered_fstab and ("/m options", "hard,tcp") in edited_fstab
    assert all(a[0] == b[0] and _same("fstab", a[0], a[1], b[1])
               for a, b in zip(rendered_fstab, edited_fstab, strict=True))


def test_values_as_the_file_prints_them():
    # Unix SIDs are case-sensitive: racdb2 stays racdb2; a host name too is kept as printed (the diff compares it
    # without regard to case, test_diff).
    listener = _pairs("listener.ora", "SID_LIST_L = (SID_LIST = (SID_DESC = (SID_NAME = racdb2)(ORACLE_HOME = "
                                      "/u01/db)))\nL = (ADDRESS = (PROTOCOL = tcp)(HOST = rac2-vip)(PORT = 1521))\n")
    assert ("SID_LIST_L SID_LIST/SID_DESC/SID_NAME", "racdb2") in listener
    assert ("L ADDRESS/HOST", "rac2-vip") in listener and ("L ADDRESS/PROTOCOL", "tcp") in listener
    database = parse_file("srvctl-config-database.txt", b"Database unique name: BOOBOO\nDatabase name: BOOBOO\n")
    assert database.facts["/_grid/db_unique_name"] == "BOOBOO"
    # The database of a crsctl resource (ora.<db_unique_name>.db) as printed.
    crsctl = ("-" * 80 + "\nNAME           TARGET  STATE        SERVER                   STATE_DETAILS\n" + "-" * 80
              + "\nCluster Resources\n" + "-" * 80 + "\nora.BOOBOO.db\n      1        ONLINE  ONLINE       rac1"
              "                     Open\n")
    assert parse_file("crsctl-stat-res-t.txt", crsctl.encode()).facts["/_grid/databases"] == ["BOOBOO"]
    # A parameter file too: the SID of an instance_name, a db_unique_name and a keyword each as printed.
    init = parse_file("spfileracdb2.ora", b"racdb2.instance_name='racdb2'\n*.db_unique_name=booboo\n"
                                          b"*.DB_DOMAIN=Example.com\n*.audit_trail='db'\n*.pga_aggregate_target=1024m\n")
    assert [(s.key, s.value) for s in init.settings] == [
        ("racdb2.instance_name", "racdb2"), ("*.db_unique_name", "booboo"), ("*.db_domain", "Example.com"),
        ("*.audit_trail", "db"), ("*.pga_aggregate_target", "1024m")]
    assert init.facts["/database/other/db_unique_name"] == "booboo"
    assert parse_file("initBOOBOO.ora", b"*.db_name='BOOBOO'\n").facts["/_init/db_name"] == "BOOBOO"
    # cluvfy 12.2+ prints "Verifying <check> ...PASSED": the check is the key, without the dots or a trailing blank;
    # the error codes after FAILED stay with the verdict.
    cluvfy = _pairs("cluvfy-pre.txt", "Verifying Physical Memory ...PASSED\nVerifying Swap Size ...FAILED (PRVF-7573)\n"
                                      "Node reachability check passed from node \"rac1\". \n")
    assert cluvfy == [("Verifying Physical Memory", "passed"), ("Verifying Swap Size", "failed (PRVF-7573)"),
                      ('Node reachability check from node "rac1"', "passed")]
    # Two swap areas are two entries, each named by its device.
    swap = _pairs("etc/fstab", "/dev/sda2 swap swap defaults 0 0\n/dev/sdb1 none swap sw 0 0\n")
    assert ("swap /dev/sda2 device", "/dev/sda2") in swap and ("swap /dev/sdb1 options", "sw") in swap
    assert len({key for key, _ in swap}) == len(swap)


def test_paths_keep_their_case():
    assert _pairs("initx.ora", "*.control_files='/u01/Ctl1.ctl'\n") == [("*.control_files", "/u01/Ctl1.ctl")]
