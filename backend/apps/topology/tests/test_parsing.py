"""The topology document: defaults, field-keyed errors for bad input, JSON Schema and diffs."""

from __future__ import annotations

import copy

import pytest

from apps.topology.defaults import PROVENANCE
from apps.topology.parsing import (
    MALFORMED_JSON,
    NOT_AN_OBJECT,
    TopologyInvalid,
    diff_documents,
    dump,
    normalize,
    parse_topology,
    topology_json_schema,
)
from apps.topology.schema import SCHEMA_VERSION

from .documents import MINIMAL


def errors_of(doc):
    with pytest.raises(TopologyInvalid) as info:
        parse_topology(doc)
    return info.value.errors


def test_defaults_from_the_studies_are_applied():
    doc = normalize(MINIMAL)
    assert doc["schema_version"] == SCHEMA_VERSION
    assert doc["public_network"]["mtu"] == 1492
    assert doc["interconnect"]["mtu"] == 8192
    assert doc["interconnect"]["inbound_buffers"] == 16
    assert doc["cluster_files"]["ocr"]["size_mb"] == 100
    # The protocol's block is filled in: static PAV with 10 aliases per LCU on the default SLES 10 SP2, which has no
    # HyperPAV (study 004, "HyperPAV"), and no error for it.
    assert doc["cluster"]["distribution_update"] == 2
    assert (doc["storage"]["eckd"]["pav"], doc["storage"]["eckd"]["aliases_per_lcu"]) == ("pav", 10)
    for pointer in PROVENANCE:
        node = doc
        for part in pointer.strip("/").split("/"):
            node = node[part] if part in node else None
            if node is None:
                break
        assert node is not None or pointer.startswith("/storage/fcp"), pointer


def test_normalize_is_idempotent():
    once = normalize(MINIMAL)
    assert normalize(once) == once


@pytest.mark.parametrize(
    ("patch", "key"),
    [
        ({"nodes": []}, "nodes"),
        ({"interconnect": {"mtu": 70000}}, "interconnect/mtu"),
        ({"interconnect": {"type": "token_ring"}}, "interconnect/type"),
        ({"cluster": {"name": "zrac", "colour": "blue"}}, "cluster/colour"),
        ({"platform": {"architecture": "x86", "virtualization": "lpar"}}, "platform/virtualization"),
        ({"platform": {"architecture": "z196", "virtualization": "bare_metal"}}, "platform/virtualization"),
        ({"cluster": {"name": "zrac", "oracle_release": "9.2.0.8"}}, "cluster/oracle_release"),
        ({"database": {"db_block_size": 3000}}, "database/db_block_size"),
        ({"database": {"other": {"sga_target": 5}}}, "database/other"),
        ({"kernel": {"sysctl": {"Not A Key": 1}}}, "kernel/sysctl"),
        ({"shared_disks": {"disk_groups": [{"name": "DATA", "disks": ["nope"]}]}}, "shared_disks"),
    ],
)
def test_bad_values_get_field_keyed_errors(patch, key):
    doc = {**copy.deepcopy(MINIMAL), **patch}
    errors = errors_of(doc)
    assert key in errors, errors
    assert all(isinstance(m, str) and m for m in errors[key])


def test_absurd_node_values():
    doc = copy.deepcopy(MINIMAL)
    doc["nodes"][0].update(cpus=-2, memory_gb=float("nan"), public_ip="300.1.1.1")
    errors = errors_of(doc)
    assert {"nodes/0/cpus", "nodes/0/memory_gb", "nodes/0/public_ip"} <= set(errors)


def test_duplicate_hostnames_and_addresses():
    doc = copy.deepcopy(MINIMAL)
    doc["nodes"][1]["hostname"] = "RAC1"
    assert "host names must be unique" in errors_of(doc)["nodes"][0]
    doc = copy.deepcopy(MINIMAL)
    doc["nodes"][1]["vip"] = "10.10.0.11"
    assert "every address must be used once" in errors_of(doc)["nodes"][0]


@pytest.mark.parametrize(("raw", "message"), [("[1,", MALFORMED_JSON.split(":")[0]), ("5", NOT_AN_OBJECT)])
def test_not_a_document(raw, message):
    assert errors_of(raw)["non_field_errors"][0].startswith(message)


def test_json_schema_publishes_defaults_and_sources():
    schema = topology_json_schema()
    assert schema["title"] == "RACplan topology document"
    assert "x-default-sources" in schema
    assert set(schema["required"]) == {"cluster", "nodes"}


def test_diff_lists_leaf_changes_and_an_added_node_as_one():
    a = normalize(MINIMAL)
    b = copy.deepcopy(a)
    b["interconnect"]["type"] = "osa_1gbe"
    b["nodes"].append({**b["nodes"][0], "hostname": "rac3"})
    changes = diff_documents(a, b)
    paths = [c["path"] for c in changes]
    assert "/interconnect/type" in paths
    # Issue 39: the added node was eight rows, one per field; it is one, holding the node.
    assert [c for c in changes if c["path"].startswith("/nodes/")] == [
        {"path": "/nodes/2", "before": None, "after": b["nodes"][2], "change": "added"}]
    assert paths == sorted(paths)
    assert diff_documents(a, a) == []
    assert diff_documents(b, a)[-1] == {"path": "/nodes/2", "before": b["nodes"][2], "after": None,
                                        "change": "removed"}


def test_diff_reports_a_section_that_appears_as_added_and_one_that_goes_as_removed():
    # Choosing FCP fills the empty "fcp" section: the section is one added change holding its fields, and the ECKD
    # section it replaces one removed change (it was not shown at all when it went, or once per field).
    before = {"storage": {"protocol": "eckd", "fcp": None, "eckd": {"pav": "static"}}}
    after = {"storage": {"protocol": "fcp", "fcp": {"multipath": True, "luns": []}, "eckd": None}}
    changes = {c["path"]: c for c in diff_documents(before, after)}
    assert changes == {
        "/storage/protocol": {"path": "/storage/protocol", "before": "eckd", "after": "fcp", "change": "changed"},
        "/storage/fcp": {"path": "/storage/fcp", "before": None, "after": {"multipath": True, "luns": []},
                         "change": "added"},
        "/storage/eckd": {"path": "/storage/eckd", "before": {"pav": "static"}, "after": None, "change": "removed"},
    }
    # And back again: the same changes, the other way round.
    back = {c["path"]: c["change"] for c in diff_documents(after, before)}
    assert back == {"/storage/protocol": "changed", "/storage/fcp": "removed", "/storage/eckd": "added"}
    # An empty list that gains items: each item is added, the list is not removed.
    grown = diff_documents({"nodes": []}, {"nodes": [{"hostname": "rac1"}, {"hostname": "rac2"}]})
    assert [(c["path"], c["change"], c["after"]) for c in grown] == [
        ("/nodes/0", "added", {"hostname": "rac1"}), ("/nodes/1", "added", {"hostname": "rac2"})]
    # A section both sides have still differs field by field, and a mapping's new entry is one leaf.
    both = diff_documents({"database": {"other": {}, "processes": 150}},
                          {"database": {"other": {"open_cursors": 300}, "processes": 300}})
    assert [(c["path"], c["change"]) for c in both] == [("/database/other/open_cursors", "added"),
                                                        ("/database/processes", "changed")]


def test_dump_round_trip():
    t = parse_topology(MINIMAL)
    assert parse_topology(dump(t)) == t
