"""Round trip: every reference plan's rendered bundle, read back as as-built files, parses and assembles to the
plan's own document; perturbed files change the settings and the document where the studies' rules look."""

from __future__ import annotations

import re

import pytest

from apps.asbuilt.assemble import assemble
from apps.asbuilt.parsers import NOT_ON_CLUSTER, detect_kind, not_on_cluster, parse_file
from apps.bundles.tests.helpers import plan, plan_names, render
from apps.topology.parsing import diff_documents, normalize

from .conftest import parse_nodes, rendered_nodes

PLANS = plan_names()


def _settings(parsed_files, kind):
    return {s.key: s.value for f in parsed_files if f.kind == kind for s in f.settings}


@pytest.mark.parametrize("name", PLANS)
def test_every_rendered_file_parses_or_is_not_on_a_cluster(name):
    for rendered in render(name):
        if not_on_cluster(rendered.path):
            assert re.search(r"(\.sh|\.sql|\.md|\.yml|\.cfg|yamllint)$|^ansible/", rendered.path), rendered.path
            continue
        data = rendered.content.encode()
        assert detect_kind(rendered.path, data) is not None, rendered.path
        first, second = parse_file(rendered.path, data), parse_file(rendered.path, data)
        assert first == second, rendered.path  # deterministic
        # The one warning a rendered file gives: a parameter the plan lists again under database.other.
        assert all("set again" in w for w in first.warnings), (rendered.path, first.warnings)


@pytest.mark.parametrize("name", PLANS)
def test_rendered_bundle_assembles_to_the_plan_document(name):
    base = normalize(plan(name)["document"])
    result = assemble(parse_nodes(rendered_nodes(name)), base=base)
    assert result.errors == {}
    assert result.conflicts == []
    assert diff_documents(base, result.document) == []
    assert result.provenance  # the files did speak


def test_not_on_cluster_lists_only_scripts_docs_and_ansible():
    assert all(p.startswith(("(^|/)", "^ansible/", r"\.")) for p in NOT_ON_CLUSTER)


def _node_file(nodes, suffix):
    return next(path for files in nodes.values() for path, _ in files if path.endswith(suffix))


def test_changed_sysctl_on_one_node():
    name = "s000-z10-hipersockets-asm-4k-dedicated"
    nodes = rendered_nodes(name)
    second = sorted(n for n in nodes if n != "cluster")[1]
    changed = rendered_nodes(name, lambda path, text: re.sub(r"(?m)^net\.core\.rmem_max = \d+$",
                                                            "net.core.rmem_max = 262144", text)
                             if path == f"{second}/etc/sysctl.conf" else text)
    parsed, planned = parse_nodes(changed), parse_nodes(nodes)
    assert _settings(parsed[second], "sysctl")["net.core.rmem_max"] == "262144"
    assert _settings(planned[second], "sysctl")["net.core.rmem_max"] == "1048576"
    result = assemble(parsed, base=normalize(plan(name)["document"]))
    assert result.document["kernel"]["sysctl"]["net.core.rmem_max"] == 262144
    assert result.provenance["/kernel/sysctl/net.core.rmem_max"] == [(second, "sysctl")]
    assert result.conflicts == []  # the other node has the rendered value, which is the plan's


def test_nodes_disagreeing_on_a_cluster_wide_value_is_a_conflict():
    name = "s000-z10-hipersockets-asm-4k-dedicated"
    first = sorted(n for n in rendered_nodes(name) if n != "cluster")[0]
    changed = rendered_nodes(name, lambda path, text: re.sub(r"(?m)^net\.core\.rmem_max = \d+$",
                                                            "net.core.rmem_max = 262144" if path.startswith(first)
                                                            else "net.core.rmem_max = 4194304", text))
    result = assemble(parse_nodes(changed), base=normalize(plan(name)["document"]))
    conflict = next(c for c in result.conflicts if c.pointer == "/kernel/sysctl/net.core.rmem_max")
    assert sorted(conflict.values.values()) == [262144, 4194304]


def test_wrong_interconnect_mtu():
    name = "s001-fcp-asm"
    base = normalize(plan(name)["document"])
    iface = base["interconnect"]["interface"]
    changed = rendered_nodes(name, lambda path, text: re.sub(r"(?m)^MTU=\d+$", "MTU=1500", text)
                             if path.endswith(f"ifcfg-{iface}") else text)
    result = assemble(parse_nodes(changed), base=base)
    assert result.document["interconnect"]["mtu"] == 1500
    assert result.document["public_network"]["mtu"] == base["public_network"]["mtu"]
    assert diff_documents(base, result.document) == [
        {"path": "/interconnect/mtu", "before": base["interconnect"]["mtu"], "after": 1500, "change": "changed"}]


def test_multipath_policy_only_in_defaults():
    name = "s004-fcp-multibus-rr100-11g"
    base = normalize(plan(name)["document"])

    def move(path, text):
        if not path.endswith("etc/multipath.conf"):
            return text
        text = re.sub(r"(?m)^\s+path_grouping_policy multibus\n", "", text)
        return text.replace("defaults {\n", "defaults {\n    path_grouping_policy multibus\n", 1)

    changed = parse_nodes(rendered_nodes(name, move))
    node = next(n for n in changed if n != "cluster")
    keys = _settings(changed[node], "multipath-conf")
    assert keys["defaults path_grouping_policy"] == "multibus"
    assert not any(k.startswith("devices") and k.endswith("path_grouping_policy") for k in keys)
    result = assemble(changed, base=base)
    assert result.document["storage"]["fcp"]["policy_section"] == "defaults"


def test_multipath_policy_in_the_multipaths_section():
    name = "s004-fcp-multibus-rr100-11g"
    base = normalize(plan(name)["document"])

    def move(path, text):
        if not path.endswith("etc/multipath.conf"):
            return text
        text = re.sub(r"(?m)^\s+(path_grouping_policy multibus|rr_min_io 100)\n", "", text)
        return re.sub(r'(?m)^(\s+)(alias "[^"]+"\n)', r"\1\2\1path_grouping_policy multibus\n\1rr_min_io 250\n", text)

    changed = parse_nodes(rendered_nodes(name, move))
    node = next(n for n in changed if n != "cluster")
    keys = _settings(changed[node], "multipath-conf")
    assert not any(k.startswith("devices") and k.endswith("path_grouping_policy") for k in keys)
    result = assemble(changed, base=base)
    fcp = result.document["storage"]["fcp"]
    assert (fcp["policy_section"], fcp["multipath_policy"], fcp["rr_min_io"]) == ("multipaths", "multibus", 250)


def test_missing_udev_rule():
    name = "s001-fcp-asm"
    nodes = rendered_nodes(name)
    path = _node_file(nodes, "98-oracle.permissions.rules")
    node = path.split("/", 1)[0]
    changed = rendered_nodes(name, lambda p, text: re.sub(r'(?m)^KERNEL=="sdc".*\n', "", text) if p == path
                             else text)
    before, after = _settings(parse_nodes(nodes)[node], "udev"), _settings(parse_nodes(changed)[node], "udev")
    assert set(before) - set(after) == {'KERNEL=="sdc"'}
