"""Files as people paste and save them (issue 37 §2): the name does not decide alone, a shell prompt is not output,
an OFFLINE resource has no server, 11.2's nodeapps lines are facts, a template's variables are no values, and
``multipath`` at higher verbosity still gives its maps.

The goldens (test_golden.py) pin each fixture's whole parse; these tests state the behaviour each case exists for.
"""

from __future__ import annotations

import pytest

from apps.asbuilt.parsers import AsBuiltParseError, detect_kind, parse_file

from .conftest import FIXTURES


def _parse(relative: str):
    return parse_file(relative, (FIXTURES / relative).read_bytes())


def test_ip_brief_output_saved_as_ip_addr_is_read_by_its_content():
    brief = (FIXTURES / "ol9/ip-addr.txt").read_bytes()
    assert detect_kind("ol9/ip-addr.txt", brief) == detect_kind("ol9/output-3.txt", brief) == "ip-brief"
    result = _parse("ol9/ip-addr.txt")
    assert result.facts["/_if/enp0s3/address"] == "192.168.56.121"
    assert result.facts["/_if/enp0s8/address"] == "10.1.1.21"  # the HAIP 169.254 address is the clusterware's


def test_a_name_whose_kind_reads_the_text_keeps_its_kind():
    # Old lsdasd printed /proc/dasd/devices' lines: the name says lsdasd, that reader reads it, so it stays lsdasd.
    assert detect_kind("lsdasd-old.txt", (FIXTURES / "lsdasd-old.txt").read_bytes()) == "lsdasd"
    # Full ip addr output named ip-addr stays ip addr.
    assert detect_kind("ip-addr.txt", (FIXTURES / "ip-addr.txt").read_bytes()) == "ip-addr"


@pytest.mark.parametrize("prompt", [
    "[grid@+ASM1 grid]$crsctl stat res -t", "[grid@ol9rac1 ~]$ crsctl stat res -t", "grid@rac1:~> crsctl stat res -t",
    "rac1:~ # crsctl stat res -t", "$ crsctl stat res -t"])
def test_a_shell_prompt_before_the_output_is_skipped_and_said(prompt):
    body = (FIXTURES / "grid19c/crsctl-stat-res-t.txt").read_text()
    result = parse_file("crsctl-stat-res-t.txt", f"{prompt}\n{body}".encode())
    plain = parse_file("crsctl-stat-res-t.txt", body.encode())
    assert result.facts == plain.facts
    assert [(s.key, s.value) for s in result.settings] == [(s.key, s.value) for s in plain.settings]
    assert result.warnings[0].startswith("line 1: a shell prompt")
    # Sniffed by content too, the prompt in front.
    assert detect_kind("paste.txt", f"{prompt}\n{body}".encode()) == "crsctl-res"


def test_prompts_at_both_ends_of_a_paste_and_nothing_else():
    result = _parse("ol9/crsctl-stat-res-t.txt")
    assert [w for w in result.warnings if "shell prompt" in w] == [
        "line 1: a shell prompt ('[grid@ol9rac1 ~]$ crsctl stat res -t'), skipped",
        "line 42: a shell prompt ('[grid@ol9rac1 ~]$'), skipped"]
    with pytest.raises(AsBuiltParseError, match="only a shell prompt"):
        parse_file("crsctl-stat-res-t.txt", b"[grid@rac1 ~]$ crsctl stat res -t\n")


def test_a_comment_line_is_not_a_prompt():
    result = parse_file("etc/sysctl.conf", b"# sysctl settings\nkernel.shmmni = 4096\n# end\n")
    assert result.warnings == () and result.facts == {"/kernel/sysctl/kernel.shmmni": 4096}


def test_an_offline_resource_with_no_server_has_no_server():
    result = _parse("ol9/crsctl-stat-res-t.txt")
    settings = {s.key: s.value for s in result.settings}
    assert settings["ora.cvu 1"] == "OFFLINE OFFLINE"
    assert settings["ora.racdb.db 2"] == "ONLINE OFFLINE"
    assert result.facts["/_grid/servers"] == ["ol9rac1", "ol9rac2"]
    assert "line 37: ora.racdb.db (instance 2) should be ONLINE but is OFFLINE (Instance Shutdown,ST)" \
        in result.warnings
    assert not any("STABLE" in s.key or "on STABLE" in s.value for s in result.settings)


def test_11_2_crsctl_header_and_blank_details():
    result = _parse("grid112/crsctl-stat-res-t.txt")
    settings = {s.key: s.value for s in result.settings}
    assert settings["ora.oc4j 1"] == "OFFLINE OFFLINE" and settings["ora.gsd rac2"] == "OFFLINE OFFLINE"
    assert result.facts["/_grid/servers"] == ["rac1", "rac2"] and result.facts["/_grid/databases"] == ["booboo"]


@pytest.mark.parametrize("fixture", ["grid112/srvctl-config-nodeapps.txt", "grid112/srvctl-config-nodeapps-11201.txt"])
def test_11_2_vip_exists_lines_are_facts(fixture):
    result = _parse(fixture)
    assert result.kind == "srvctl-nodeapps"
    assert result.facts["/_hosts/rac1-vip"] == "192.168.14.160" and result.facts["/_hosts/rac2-vip"] == "192.168.14.161"
    assert result.facts["/_grid/vip_name/rac2"] == "rac2-vip"
    assert result.facts["/_grid/public_subnet"] == "192.168.14.0/24"
    assert result.facts["/public_network/interface"] == "eth0"


def test_template_variables_are_warned_about_not_read_as_wwids():
    result = _parse("templates/multipath.conf")
    assert "/_mpath/$alias" not in result.facts and not any("$wwid" in s.value for s in result.settings)
    assert result.facts["/_mpath/fra01"] == {"wwid": "360050768028086a1e800000000000024"}
    assert result.facts["/_mpath/360050768028086a1e800000000000023"] == {
        "wwid": "360050768028086a1e800000000000023"}  # its alias is a variable: the entry is named by its WWID
    assert [w.split(":")[0] for w in result.warnings] == ["line 16", "line 17", "line 21"]
    assert all("template variable" in w for w in result.warnings)


def test_multipath_v4_log_and_paths_list_are_skipped():
    result = _parse("ol9/multipath-v4-ll.txt")
    assert result.kind == "multipath-ll"
    assert result.facts["/_mpath/asmdisk1"] == {"wwid": "36001405a1b2c3d4e5f60718293a4b5c6", "paths": 2}
    assert result.warnings == ("13 log line(s) of multipath -v3/-v4 skipped",)


def test_maps_named_by_wwid_and_an_unknown_path_are_read():
    result = _parse("multipath-ll-wwid.txt")
    assert detect_kind("mp.txt", (FIXTURES / "multipath-ll-wwid.txt").read_bytes()) == "multipath-ll"
    assert result.facts["/_mpath/360050768028086a1e800000000000021"]["paths"] == 4
    # Two groups of two paths each (ALUA's group_by_prio) are neither failover nor multibus: no policy fact.
    assert "/storage/fcp/multipath_policy" not in result.facts


@pytest.mark.parametrize("name", ["olsnodes-c.txt", "cluster/olsnodes_-c.out", "olsnodes -c", "cemutlo-n.txt",
                                  "cemutlo_-n"])
def test_the_cluster_name_outputs_are_read_by_their_names(name):
    result = parse_file(name, b"[grid@rac1 ~]$ olsnodes -c\nrac-cluster\n")
    assert (result.kind, result.facts, [(s.key, s.value) for s in result.settings]) == (
        "cluster-name", {"/cluster/name": "rac-cluster"}, [("cluster name", "rac-cluster")])
    assert detect_kind("olsnodes.txt", b"rac-cluster\n") == "olsnodes"  # one word has no content to tell it by


def test_a_cluster_name_file_holds_one_name():
    with pytest.raises(AsBuiltParseError, match="one line holding the cluster name") as caught:
        parse_file("olsnodes-c.txt", b"rac1\t1\trac1-vip\tActive\nrac2\t2\trac2-vip\tActive\n")
    assert caught.value.line == 2
    with pytest.raises(AsBuiltParseError, match="is no cluster name"):
        parse_file("cemutlo-n.txt", b"rac.cluster!\n")
    # a name the plan cannot hold is kept in the settings and said, not imported
    digit = parse_file("olsnodes-c.txt", b"1rac\n")
    assert digit.facts == {} and digit.settings[0].value == "1rac" and "starts with a digit" in digit.warnings[0]
    # olsnodes -c output saved as olsnodes.txt: the error says where it goes
    with pytest.raises(AsBuiltParseError, match="Name the file olsnodes-c.txt"):
        parse_file("olsnodes.txt", b"rac-cluster\n")
