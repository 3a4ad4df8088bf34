"""Every fix the catalogue offers leaves a document no other rule refuses (issue 39: IC001's fix on x86 set an OSA
interconnect there). Each fix is applied to each reference plan and each rule's failing fixture that it comes from."""

from __future__ import annotations

import copy

import jsonpatch
import pytest

from apps.rules.engine import validate_topology
from apps.topology.parsing import normalize, parse_topology

from .fixtures import case_document, plan_fixture, plan_names, rule_fixture, rule_fixture_ids


def _documents() -> list[tuple[str, dict]]:
    docs = [(f"plan {name}", plan_fixture(name)["document"]) for name in plan_names()]
    for rule_id in rule_fixture_ids():
        doc = case_document(rule_fixture(rule_id)["fail"])
        if doc is not None:
            docs.append((f"{rule_id} failing fixture", doc))
    return docs


DOCUMENTS = _documents()


def _errors(findings: list[dict]) -> set[str]:
    return {f["rule"] for f in findings if f["severity"] == "error"}


@pytest.mark.parametrize(("where", "document"), DOCUMENTS, ids=[w for w, _ in DOCUMENTS])
def test_no_fix_produces_a_document_another_rule_refuses(where, document):
    # A fix patches the document as the editor holds it: normalised, every default filled in.
    document = normalize(document)
    findings = validate_topology(parse_topology(copy.deepcopy(document)))["findings"]
    before = _errors(findings)
    fixes = [f for f in findings if f["fix"]]
    problems = []
    for finding in fixes:
        patched = jsonpatch.apply_patch(copy.deepcopy(document), finding["fix"]["patch"])
        after = _errors(validate_topology(parse_topology(patched))["findings"])
        if after - before:
            problems.append(f"{finding['rule']}'s fix brings {sorted(after - before)}")
    assert problems == [], f"{where}: {problems}"


def test_ic001_fix_on_x86_is_not_an_osa_link():
    """The issue's case: nodes on two machines with HiperSockets on x86 are IC008's, whose fix is an x86 device."""
    doc = copy.deepcopy(plan_fixture("s003-x366-2-node-gigabit-interconnect")["document"])
    doc["interconnect"]["type"] = "hipersockets"
    findings = validate_topology(parse_topology(doc))["findings"]
    assert "IC001" not in {f["rule"] for f in findings}
    ic008 = next(f for f in findings if f["rule"] == "IC008")
    patched = jsonpatch.apply_patch(doc, ic008["fix"]["patch"])
    assert _errors(validate_topology(parse_topology(patched))["findings"]) == set()


def test_an_osa_public_lan_on_x86_is_an_error():
    doc = copy.deepcopy(plan_fixture("s002-dell-2-node-asm-500-users-per-node")["document"])
    doc["public_network"]["device_type"] = "osa_1gbe"
    findings = [f for f in validate_topology(parse_topology(doc))["findings"] if f["rule"] == "PL003"]
    assert [(f["severity"], f["paths"]) for f in findings] == [("error", ["/public_network/device_type"])]
    assert "OSA Express 1 GbE" in findings[0]["message"] and "x86" in findings[0]["message"]
    assert findings[0]["fix"]["patch"] == [{"op": "replace", "path": "/public_network/device_type",
                                           "value": "gigabit_ethernet"}]
