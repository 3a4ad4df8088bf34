"""Bad input: every kind answers with AsBuiltParseError (a line number where one makes sense), never another error."""

from __future__ import annotations

import pytest

from apps.asbuilt.parsers import KINDS, AsBuiltParseError, parse_file

NAMES = {
    "sysctl": "etc/sysctl.conf", "limits": "etc/security/limits.conf", "pam": "etc/pam.d/login",
    "profile": "home/oracle/.profile", "ifcfg": "ifcfg-eth0", "ip-addr": "ip-addr.txt", "hosts": "etc/hosts",
    "oifcfg": "oifcfg-getif.txt", "udev": "etc/udev/rules.d/99-x.rules", "multipath-conf": "etc/multipath.conf",
    "multipath-ll": "multipath-ll.txt", "dasd-devices": "proc/dasd/devices", "lsdasd": "lsdasd.txt",
    "fstab": "etc/fstab", "modprobe": "etc/modprobe.d/x.conf", "zipl": "etc/zipl.conf",
    "ocfs2": "etc/ocfs2/cluster.conf", "listener-ora": "listener.ora", "tnsnames-ora": "tnsnames.ora",
    "sqlnet-ora": "sqlnet.ora", "init-ora": "initdb.ora", "oratab": "etc/oratab", "votedisk": "votedisk.txt",
    "ocrcheck": "ocrcheck.txt", "cluvfy": "cluvfy.txt", "ip-brief": "ip-br-addr.txt",
    "nmconnection": "etc/NetworkManager/system-connections/eth0.nmconnection", "crsctl-res": "crsctl-stat-res-t.txt",
    "olsnodes": "olsnodes.txt", "cluster-name": "olsnodes-c.txt", "srvctl-database": "srvctl-config-database.txt",
    "srvctl-nodeapps": "srvctl-config-nodeapps.txt", "srvctl-scan": "srvctl-config-scan.txt",
    "asmcmd-lsdg": "asmcmd-lsdg.txt", "asmcmd-lsdsk": "asmcmd-lsdsk.txt", "orainst-loc": "etc/oraInst.loc",
    "lsblk": "lsblk.txt", "uname": "uname-a.txt", "os-release": "etc/os-release", "meminfo": "proc/meminfo",
    "cpuinfo": "proc/cpuinfo",
}


def test_every_kind_is_covered():
    assert set(NAMES) == set(KINDS)


@pytest.mark.parametrize("kind", sorted(NAMES))
@pytest.mark.parametrize("data", [b"", b"\n  \n", b"\x00\x01\x02\x03 binary \x00", b"\x7fELF\x02\x01\x01" + bytes(300)],
                         ids=["empty", "blank", "nul", "elf"])
def test_empty_or_binary(kind, data):
    with pytest.raises(AsBuiltParseError):
        parse_file(NAMES[kind], data)
    with pytest.raises(AsBuiltParseError):
        parse_file("upload.bin", data, kind=kind)


@pytest.mark.parametrize("kind", sorted(NAMES))
def test_garbage_text_never_raises_anything_else(kind):
    for text in ("((((", ")))", "= = =", "'unterminated", '"x', "{ {", "}", "a" * 5000, "\t\t\x0b", "é ü ß"):
        try:
            parse_file(NAMES[kind], text.encode())
        except AsBuiltParseError:
            pass


@pytest.mark.parametrize(("name", "text", "line"), [
    ("listener.ora", "LISTENER =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = h)(PORT = 1521))\n", 2),
    ("tnsnames.ora", "DB =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = h)(PORT = 1521)\n  )\n", 2),
    ("tnsnames.ora", "DB = (DESCRIPTION = (ADDRESS = (HOST = h)))\n)\n", 2),
    ("tnsnames.ora", "# comment\nDB = \n", 2),
    ("tnsnames.ora", "DB = (DESCRIPTION (ADDRESS = (HOST = h)))\n", 1),
    ("etc/multipath.conf", "defaults {\n  user_friendly_names no\n", 1),
    ("etc/multipath.conf", "defaults {\n}\n}\n", 3),
    ("etc/security/limits.conf", "oracle soft nofile\n", 1),
    ("etc/security/limits.conf", "# c\noracle sometimes nofile 1\n", 2),
    ("ifcfg-eth1", "DEVICE=eth1\nMTU=jumbo\n", 2),
    ("ifcfg-eth1", "DEVICE=eth1\nIPADDR='10.0.0.1\n", 2),
    ("etc/hosts", "# c\nnot-an-address host\n", 2),
    ("etc/fstab", "/dev/sda1\n", 1),
    ("initdb.ora", "*.db_name='x\n", 1),
    ("initdb.ora", "this is not a parameter\n", 1),
    ("etc/udev/rules.d/1.rules", 'KERNEL=="sdb", OWNER=oracle\n', 1),
    ("etc/oratab", "DB:/home:maybe\n", 1),
    ("proc/dasd/devices", "0.0.0150 whatever\n", 1),
    ("votedisk.txt", "something else\n", 1),
    ("oifcfg-getif.txt", "eth0 10.0.0.0 global\n", 1),
    ("ip-addr.txt", "2: eth0: <UP> qdisc noop\n", 1),
    ("ip-br-addr.txt", "eth0 UP 10.0.0.1/24\nnot a brief line\n", 2),
    ("sqlnet.ora", "NAMES.DIRECTORY_PATH = (TNSNAMES, EZCONNECT\n", 1),
    ("olsnodes.txt", "rac1 1 rac1-vip Active\nrac2 two\n", 2),
    ("asmcmd-lsdg.txt", "State Type Rebal Sector Block AU Total_MB Free_MB Req_mir_free_MB Usable_file_MB "
                        "Offline_disks Voting_files Name\nMOUNTED EXTERN N 512\n", 2),
    ("crsctl-stat-res-t.txt", "Name           Target  State        Server                   State details\n"
                              "ora.DATA.dg\n! what\n", 3),
    ("etc/oraInst.loc", "inventory_loc=/u01/app/oraInventory\njust words\n", 2),
    ("uname-a.txt", "SunOS host 5.10 Generic sun4u\n", 1),
    ("etc/os-release", 'ID="ol"\nthis is no assignment\n', 2),
    ("etc/redhat-release", "\nsomething without a release\n", 2),
    ("proc/meminfo", "MemTotal:       16311196 kB\nMemFree: lots\n", 2),
    ("proc/cpuinfo", "processor\t: 0\nvendor_id GenuineIntel\n", 2),
])
def test_error_names_the_line(name, text, line):
    with pytest.raises(AsBuiltParseError) as info:
        parse_file(name, text.encode())
    assert info.value.line == line, str(info.value)
    assert str(info.value).startswith(f"line {line}: ")


def test_deep_nesting_is_refused():
    with pytest.raises(AsBuiltParseError, match="nested more than"):
        parse_file("tnsnames.ora", b"DB = " + b"(A = " * 5000 + b"x" + b")" * 5000)
    with pytest.raises(AsBuiltParseError):
        parse_file("tnsnames.ora", b"(" * 100000)
    with pytest.raises(AsBuiltParseError, match="nested more than"):
        parse_file("etc/multipath.conf", b"a {\n" * 5000 + b"}\n" * 5000)


def test_unbalanced_parentheses_say_so():
    with pytest.raises(AsBuiltParseError, match="unbalanced parentheses"):
        parse_file("listener.ora", b"L = (DESCRIPTION = (ADDRESS = (PROTOCOL = TCP)\n")


def test_latin1_text_is_read():
    result = parse_file("etc/hosts", "10.0.0.1 rac1 # r\xe9seau\n".encode("latin-1"))
    assert [(s.key, s.value) for s in result.settings] == [("rac1", "10.0.0.1")]


def test_windows_line_ends_are_read():
    result = parse_file("etc/sysctl.conf", b"kernel.shmmax = 1\r\nkernel.shmall = 2\r\n")
    assert [(s.key, s.value, s.line) for s in result.settings] == [("kernel.shmmax", "1", 1),
                                                                   ("kernel.shmall", "2", 2)]


def test_ocrcheck_as_a_non_privileged_user():
    text = (b"Status of Oracle Cluster Registry is as follows :\n  Version : 3\n  Device/File Name : +DATA\n"
            b"   Device/File integrity check succeeded\n   Device/File not configured\n\n"
            b"   Cluster registry integrity check succeeded\n\n"
            b"   Logical corruption check bypassed due to non-privileged user\n")
    settings = {s.key: s.value for s in parse_file("ocrcheck.txt", text).settings}
    assert settings["logical corruption"] == "bypassed" and settings["device/file 2 integrity"] == "not configured"


def test_spfile_strings_output_skips_leftovers():
    result = parse_file("spfileRACDB.ora.txt", b"}|{z\n*.db_name='RACDB'\n*.processes=300\nC\n")
    assert [s.key for s in result.settings] == ["*.db_name", "*.processes"] and len(result.warnings) == 2
    with pytest.raises(AsBuiltParseError):
        parse_file("initRACDB.ora", b"}|{z\n*.db_name='RACDB'\n")


def test_many_warnings_are_summed_up():
    text = "".join(f"line{i} without equals\n" for i in range(50)) + "*.db_name='RACDB'\n"
    warnings = parse_file("spfileRACDB.ora.txt", text.encode()).warnings
    assert len(warnings) == 21 and warnings[-1] == "... and 30 more warnings"


@pytest.mark.parametrize("name, text, line", [
    ("etc/sysctl.conf", "<html><body><p class=x>hello</p></body></html>\n", 1),
    ("etc/sysctl.conf", "# tuned\nkernel.shmmax = 1\nThis is not a sysctl file = really\n", 3),
    ("etc/sysctl.conf", "kernel.shmmax = 1\nkernel.shmall 2\n", 2),
    ("etc/security/limits.conf", "<html> <body> nofile 5\n", 1),
    ("etc/security/limits.conf", "oracle soft nofile 1024\noracle hard <b>nofile</b> 65536\n", 2),
    ("etc/pam.d/login", "session required pam_limits.so\n<p> some html text\n", 2),
])
def test_text_of_another_kind_is_refused_naming_the_line(name, text, line):
    with pytest.raises(AsBuiltParseError) as caught:
        parse_file(name, text.encode())
    assert caught.value.line == line and f"line {line}:" in str(caught.value)


def test_sysctl_forms_of_sysctl_conf_5_and_the_commands_messages_are_read():
    text = ("; comment\n# comment\n\n-net.ipv4.conf.eth0.rp_filter=2\nkernel/shmmax = 1\n"
            "net.ipv4.conf.*.rp_filter = 0\nsysctl: permission denied on key 'fs.protected_hardlinks'\n")
    result = parse_file("etc/sysctl.d/99-oracle.conf", text.encode())
    assert [s.key for s in result.settings] == ["net.ipv4.conf.eth0.rp_filter", "kernel.shmmax",
                                                "net.ipv4.conf.*.rp_filter"]
    assert len(result.warnings) == 1 and "line 7" in result.warnings[0]
