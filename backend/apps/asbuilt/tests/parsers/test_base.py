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
    rendered = "*.db_name = 'nsrac'\n*.sga_target = 2512M\n*.disk_asynch_io = TRUE\n*.filesystemio_options = ASYNCH\n"
    edited = "*.DB_NAME=nsrac\n*.sga_target=2634022912\n*.disk_asynch_io=true\n*.filesystemio_options='asynch'\n"
    assert _pairs("initnsrac.ora", rendered) == _pairs("initnsrac.ora", edited)
    net_a = "L =\n  (ADDRESS = (PROTOCOL = TCP)(HOST = nsrac1vip)(PORT = 1521))\n"
    net_b = "l=(address=(protocol=tcp)(host=NSRAC1VIP)(port=1521))  # one line\n"
    assert _pairs("listener.ora", net_a) == _pairs("listener.ora", net_b)
    assert _pairs("etc/sysctl.conf", "kernel.sem = 250 32000 100 128\n") == _pairs(
        "etc/sysctl.conf", "kernel/sem=250\t32000\t100\t128\n")
    assert _pairs("etc/fstab", "f:/v /m nfs tcp,hard 0 0\n") == _pairs("etc/fstab", "f:/v  /m  nfs  hard,tcp  0  0\n")


def test_paths_keep_their_case():
    assert _pairs("initx.ora", "*.control_files='/u01/Ctl1.ctl'\n") == [("*.control_files", "/u01/Ctl1.ctl")]
