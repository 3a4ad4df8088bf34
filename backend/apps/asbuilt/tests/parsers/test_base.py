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
