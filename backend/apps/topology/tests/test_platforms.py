"""Switching a new plan between System z and x86 leaves no other platform's value or choice (issue 39)."""

from __future__ import annotations

import pytest

from apps.plans.services import BLANK_UNKNOWN, blank_document
from apps.topology.parsing import normalize, parse_topology, topology_json_schema
from apps.topology.platforms import CHOICE_FIELDS, CHOICES, SWITCH, SYSTEM_Z_FAMILY, X86_FAMILY, switch_platform
from apps.topology.schema import LABELS

Z_ONLY_VALUES = {v for values in CHOICES[SYSTEM_Z_FAMILY].values() for v in values}
X86_ONLY_VALUES = {v for values in CHOICES[X86_FAMILY].values() for v in values}


def _at(document, pointer):
    node = document
    for token in pointer.lstrip("/").split("/"):
        node = node[int(token)] if isinstance(node, list) else node.get(token)
    return node


def _assert_only(document, family, foreign):
    for pointer, choice in CHOICE_FIELDS.items():
        value = _at(document, pointer)
        assert value in CHOICES[family][choice], f"{pointer} = {value} is not a {family} choice"
        assert value not in foreign
    # No value anywhere in the document (protocol blocks and defaults included) names the other family's choice.
    remaining = {v for v in _leaves(normalize(document)) if isinstance(v, str)} & foreign
    assert remaining == set(), f"{sorted(remaining)} remain in the {family} document"


def _leaves(value):
    if isinstance(value, dict):
        for item in value.values():
            yield from _leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item)
    else:
        yield value


def test_a_new_plan_switched_to_x86_and_back_keeps_no_other_platforms_value_or_choice():
    start = normalize(blank_document("New plan"))
    x86, changes = switch_platform(start, "x86_64")
    parse_topology(x86)
    _assert_only(x86, X86_FAMILY, Z_ONLY_VALUES)
    assert [n["machine"] for n in x86["nodes"]] == ["server1", "server2"]
    assert x86["platform"] == {"architecture": "x86_64", "virtualization": "bare_metal"}
    assert x86["interconnect"]["inbound_buffers"] is None and x86["kernel"]["netdev_max_backlog"] is None
    assert x86["storage"]["eckd"] is None and x86["storage"]["fcp"] is None
    assert x86["storage"]["dasd_order_pinned"] is False
    assert (x86["cluster"]["distribution"], x86["cluster"]["distribution_version"]) == ("rhel", 3)
    # No study gives the x86 MTUs: they are written as Ethernet's 1500 and left for the user to choose.
    assert sorted(set(x86["unknown"]) - set(BLANK_UNKNOWN)) == ["/interconnect/mtu", "/public_network/mtu"]
    changed = {c["pointer"] for c in changes}
    assert {"/public_network/device_type", "/interconnect/type", "/storage/protocol", "/nodes/0/machine",
            "/nodes/1/machine", "/cluster/distribution", "/platform/virtualization"} <= changed
    assert all(c["reason"] for c in changes)

    z, changes = switch_platform(normalize(x86), "z196")
    parse_topology(z)
    _assert_only(z, SYSTEM_Z_FAMILY, X86_ONLY_VALUES)
    assert [n["machine"] for n in z["nodes"]] == ["cpc1", "cpc2"]
    assert z["storage"]["hba"] is None and z["unknown"] == list(BLANK_UNKNOWN)
    assert z["interconnect"]["inbound_buffers"] == 16 and z["kernel"]["netdev_max_backlog"] == 2000


def test_within_a_family_only_the_architecture_and_what_it_alone_has_change():
    doc = normalize(blank_document("New plan"))
    z196, changes = switch_platform(doc, "z196")
    assert [c["pointer"] for c in changes] == ["/platform/architecture"]
    assert z196["nodes"] == doc["nodes"]
    x86, _ = switch_platform(z196, "x86")
    x86["database"]["sga_attach_address"] = "0x15000000"
    x86_64, changes = switch_platform(x86, "x86_64")
    assert [c["pointer"] for c in changes] == ["/platform/architecture", "/database/sga_attach_address"]
    assert x86_64["database"]["sga_attach_address"] is None


def test_the_table_names_only_schema_values_and_every_study_it_cites():
    for family, choices in CHOICES.items():
        assert set(choices["network_device"]) <= set(LABELS["network_device"]), family
        assert set(choices["storage_protocol"]) <= set(LABELS["storage_protocol"]), family
    assert not Z_ONLY_VALUES & X86_ONLY_VALUES
    from apps.studies.seeds import section_exists
    for bounds in SWITCH.values():
        for bound in bounds:
            if bound.source is not None:
                assert section_exists(bound.source.document, bound.source.section), bound


def test_the_schema_publishes_the_table_the_editor_applies():
    published = topology_json_schema()["x-platforms"]
    assert published["families"][X86_FAMILY]["choices"]["network_device"] == CHOICES[X86_FAMILY]["network_device"]
    machine = next(b for b in published["families"][SYSTEM_Z_FAMILY]["switch"] if b["pointer"] == "/nodes/*/machine")
    assert machine["value"] == "cpc{n}" and machine["source"]["document"].startswith("000_")


@pytest.mark.parametrize("architecture", ["x86", "x86_64", "z10", "z196"])
def test_every_switch_of_a_new_plan_parses(architecture):
    doc, _ = switch_platform(normalize(blank_document("p")), architecture)
    assert parse_topology(doc).platform.architecture == architecture
