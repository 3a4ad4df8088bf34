"""Meta-tests over the whole rule catalogue: form, sources, docs and a failing and a passing fixture per rule."""

from __future__ import annotations

import copy
import re

import jsonpatch
import pytest

from apps.rules.docs import stale_docs
from apps.rules.engine import (
    CATEGORIES,
    ID_PATTERN,
    POLICY_SEVERITY,
    ResultContext,
    all_rules,
    validate_topology,
)
from apps.studies import STUDIES, Cite
from apps.studies.seeds import section_exists
from apps.topology.parsing import parse_topology

from .fixtures import case_document, rule_fixture, rule_fixture_ids

RULES = all_rules()
PREFIX_CATEGORY = {
    "PL": "platform", "IN": "installation", "NW": "network", "IC": "interconnect", "KN": "kernel", "ST": "storage",
    "SD": "shared_disks", "CF": "cluster_files", "DB": "database", "SV": "server", "WL": "workload", "RS": "results",
}
BLOCKS = {"study000": (1, 29), "study001": (30, 49), "study002": (50, 59), "study003": (60, 69),
          "study004": (70, 89)}


def test_catalogue_size_and_every_study_contributes():
    assert len(RULES) >= 60
    cited = {s.document for r in RULES for s in r.sources}
    assert set(STUDIES) <= cited


@pytest.mark.parametrize("r", RULES, ids=lambda r: r.id)
def test_rule_is_well_formed(r):
    assert ID_PATTERN.match(r.id)
    assert PREFIX_CATEGORY[r.id[:2]] == r.category
    assert (r.kind == "result") == (r.category == "results")
    assert r.category in CATEGORIES
    assert r.title and r.rationale and r.evidence and r.description
    assert r.fields, "a rule names the fields or metrics it reads"
    module = r.check.__module__.rsplit(".", 1)[-1]
    if module in BLOCKS:
        low, high = BLOCKS[module]
        assert low <= int(r.id[2:]) <= high, f"{r.id} is outside the number block of {module}"


def test_slugs_are_unique():
    slugs = [r.slug for r in RULES]
    assert len(slugs) == len(set(slugs))


@pytest.mark.parametrize("r", RULES, ids=lambda r: r.id)
def test_every_cited_section_occurs_in_its_study(r):
    for s in r.sources:
        assert s.document in STUDIES
        assert section_exists(s.document, s.section), f"{r.id}: '{s.section}' is not a heading of {s.document}"


def test_docs_are_generated_and_current():
    assert stale_docs() == [], "run `make docs` to regenerate docs/rules"


def test_every_rule_has_fixtures():
    assert sorted(r.id for r in RULES) == rule_fixture_ids()


def _fire(r, case):
    """Findings of rule ``r`` for a fixture case, through the full engine."""
    doc = case_document(case)
    if r.kind == "topology":
        topology = parse_topology(doc)
        return [f for f in validate_topology(topology)["findings"] if f["rule"] == r.id], doc
    ctx = case.get("context", {})
    topology = parse_topology(doc) if doc is not None else None
    context = ResultContext(metrics=ctx.get("metrics", {}), top_events=ctx.get("top_events", []),
                            parameters=ctx.get("parameters", {}), topology=topology)
    return [{"rule": r.id, "paths": sorted(set(h.paths)), "fix": None} for h in r.check(context)], doc


@pytest.mark.parametrize("r", RULES, ids=lambda r: r.id)
def test_failing_fixture_fires_with_expected_paths(r):
    case = rule_fixture(r.id)["fail"]
    findings, doc = _fire(r, case)
    assert findings, f"{r.id} did not fire on its failing fixture"
    found_paths = sorted({p for f in findings for p in f["paths"]})
    assert found_paths == sorted(set(case["expect_paths"]))
    for f in findings:
        for p in f["paths"]:
            assert re.match(r"^/[A-Za-z0-9_/*-]*$", p), p
        if f["fix"]:
            # A fix is a valid JSON Patch whose result is a valid document on which the rule fires less.
            patched = jsonpatch.apply_patch(copy.deepcopy(doc), f["fix"]["patch"])
            after = [x for x in validate_topology(parse_topology(patched))["findings"] if x["rule"] == r.id]
            assert len(after) < len(findings), f"{r.id}: its fix does not remove the finding"


# Rules whose fix tells the user to change a per-node field on each node: their patch must change every node, not
# only the one flagged (a cluster-wide setting such as server.lms_nice already covers all nodes).
EACH_NODE_FIX = [r for r in RULES if r.fix and re.search(r"\b(each|every) node\b", r.fix)
                 and any(p.startswith("/nodes/*/") for p in r.fields)]


def test_each_node_fixes_have_a_multi_node_case():
    for r in EACH_NODE_FIX:
        assert "fail_multi_node" in rule_fixture(r.id), f"{r.id}: its fix speaks of each node; add a multi-node case"


@pytest.mark.parametrize("r", EACH_NODE_FIX, ids=lambda r: r.id)
def test_each_node_fix_clears_every_node(r):
    case = rule_fixture(r.id)["fail_multi_node"]
    findings, doc = _fire(r, case)
    assert sorted({p for f in findings for p in f["paths"]}) == sorted(set(case["expect_paths"]))
    assert len(findings) > 1, f"{r.id}: the multi-node case should flag more than one node"
    for f in findings:
        # Applying the fix from any one finding leaves no node flagged.
        patched = jsonpatch.apply_patch(copy.deepcopy(doc), f["fix"]["patch"])
        after = [x for x in validate_topology(parse_topology(patched))["findings"] if x["rule"] == r.id]
        assert after == [], f"{r.id}: the fix from {f['paths']} leaves {[x['paths'] for x in after]}"


@pytest.mark.parametrize("r", RULES, ids=lambda r: r.id)
def test_passing_fixture_does_not_fire(r):
    findings, _ = _fire(r, rule_fixture(r.id)["pass"])
    assert findings == []


@pytest.mark.parametrize("r", RULES, ids=lambda r: r.id)
def test_severity_matches_the_policy_keyword_of_its_source(r):
    assert r.policy in POLICY_SEVERITY, f"{r.id}: unknown policy keyword {r.policy!r}"
    assert r.severity == POLICY_SEVERITY[r.policy], (
        f"{r.id} is {r.severity}, but its source says '{r.policy}', which is {POLICY_SEVERITY[r.policy]}")


def test_policy_keyword_is_required():
    from apps.rules.engine import CatalogueError, rule

    with pytest.raises(TypeError):
        rule(id="ZZ999", slug="x", title="x", severity="info", category="platform", rationale="x", evidence="x",
             sources=[Cite(STUDIES[0], "Summary")], fields=["/x"])
    with pytest.raises(CatalogueError):
        rule(id="ZZ998", slug="x", title="x", severity="info", category="platform", rationale="x", evidence="x",
             sources=[Cite(STUDIES[0], "Summary")], policy="maybe", fields=["/x"])(lambda t: iter(()))
