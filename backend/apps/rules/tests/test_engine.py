"""The validation engine: determinism, score formula, and robustness against generated documents."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from apps.rules.engine import ERROR_CAP, all_rules, score, validate_topology
from apps.topology.parsing import TopologyInvalid, parse_topology

from .fixtures import plan_fixture, plan_names


def _rule(severity):
    return next(r for r in all_rules() if r.severity == severity)


def test_score_formula():
    assert score([]) == 100
    assert score([_rule("warning")]) == 92
    assert score([_rule("advice")]) == 98
    assert score([_rule("info")]) == 100
    assert score([_rule("warning"), _rule("advice"), _rule("advice")]) == 88
    assert score([_rule("error")]) == ERROR_CAP
    assert score([_rule("error")] * 3) == 40
    assert score([_rule("error")] * 6) == 0


def test_validation_is_deterministic():
    for name in plan_names():
        doc = plan_fixture(name)["document"]
        first = validate_topology(parse_topology(copy.deepcopy(doc)))
        second = validate_topology(parse_topology(copy.deepcopy(doc)))
        assert first == second
        ranks = [("error", "warning", "advice", "info").index(f["severity"]) for f in first["findings"]]
        assert ranks == sorted(ranks)


ENUMS = {
    ("platform", "architecture"): ["z10", "z196", "x86", "x86_64"],
    ("platform", "virtualization"): ["lpar", "zvm", "bare_metal"],
    ("interconnect", "type"): ["hipersockets", "osa_10gbe", "osa_1gbe", "gigabit_ethernet", "10gbe", "infiniband"],
    ("interconnect", "mtu"): [576, 1492, 1500, 8192, 9000, 16384, 65535, 0, 70000, "x"],
    ("interconnect", "inbound_buffers"): [None, 8, 16, 64, 128, 500],
    ("storage", "protocol"): ["eckd", "fcp", "iscsi_software", "iscsi_hba", "fc_hba", "nfs", "tape"],
    ("shared_disks", "manager"): ["asm", "ocfs2", "ocfs", "nfs", "raw"],
    ("server", "mode"): ["dedicated", "shared"],
    ("workload", "users"): [1, 40, 80, 1000, 5000, -3],
    ("workload", "activity"): ["continuous", "think_time"],
    ("workload", "type"): ["oltp", "dss"],
    ("database", "db_block_size"): [2048, 4096, 8192, 16384, 3000],
    ("database", "sga_target_mb"): [None, 256, 1700, 4096, 65536],
    ("database", "disk_asynch_io"): [None, True, False],
    ("database", "filesystemio_options"): [None, "none", "asynch", "directio", "setall"],
    ("cluster", "oracle_release"): ["10.1.0.4", "10.2.0.2", "10.2.0.4", "11.2.0.3", "19", "9.2"],
    ("cluster", "distribution"): ["sles", "rhel"],
    ("cluster", "distribution_version"): [3, 4, 5, 6, 9, 10, 11, 15],
    ("cluster", "distribution_update"): [0, 1, 2, 4],
}


@st.composite
def mutated_documents(draw):
    doc = copy.deepcopy(plan_fixture(draw(st.sampled_from(plan_names())))["document"])
    for (section, key), values in ENUMS.items():
        if draw(st.booleans()):
            doc.setdefault(section, {})[key] = draw(st.sampled_from(values))
    if draw(st.booleans()) and len(doc["nodes"]) > 1:
        doc["nodes"] = doc["nodes"][: draw(st.integers(1, len(doc["nodes"])))]
    if draw(st.booleans()):
        for i, node in enumerate(doc["nodes"]):
            node["machine"] = draw(st.sampled_from(["cpc1", "cpc2", f"m{i}"]))
    return doc


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_documents())
def test_engine_never_raises_on_generated_topologies(doc):
    try:
        topology = parse_topology(doc)
    except TopologyInvalid as exc:
        assert exc.errors and all(isinstance(v, list) and v for v in exc.errors.values())
        return
    result = validate_topology(topology)
    assert 0 <= result["score"] <= 100


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_parser_only_raises_topology_invalid(value):
    try:
        parse_topology(value)
    except TopologyInvalid as exc:
        assert exc.errors


def test_a_rule_whose_field_is_unknown_gives_no_finding_and_asks_for_the_field():
    """NW003's failing case, with the release it reads listed as unknown (an import's placeholder): no finding,
    the rule is listed with that field, and the score covers the other rules only."""
    from apps.rules.engine import overlaps

    from .fixtures import case_document, rule_fixture

    document = case_document(rule_fixture("NW003")["fail"])
    known = validate_topology(parse_topology(document))
    assert "NW003" in {f["rule"] for f in known["findings"]} and known["not_checked"] == []
    assert known["coverage"] == {"checked": len(all_rules("topology")), "total": len(all_rules("topology"))}

    result = validate_topology(parse_topology({**document, "unknown": ["/cluster/oracle_release"]}))
    assert "NW003" not in {f["rule"] for f in result["findings"]}
    asked = {entry["rule"]: entry["fields"] for entry in result["not_checked"]}
    assert asked["NW003"] == ["/cluster/oracle_release"]
    assert all("/cluster/oracle_release" in fields for fields in asked.values())
    assert result["coverage"]["checked"] == len(all_rules("topology")) - len(asked)
    # a field and a pointer overlap when one holds the other; * stands for any one token
    assert overlaps("/nodes/*/vip", "/nodes/1/vip") and overlaps("/storage", "/storage/fcp/rr_min_io")
    assert overlaps("/storage/fcp/rr_min_io", "/storage") and not overlaps("/nodes/*/vip", "/nodes/1/public_ip")


def test_a_rule_limited_to_a_platform_is_run_only_on_its_plans():
    """The engine reads ``platforms``: a check that would fire anywhere gives nothing on a plan of another platform
    (the bundle headers rely on the same field, so a declared rule never fires outside it)."""
    from apps.rules.engine import Hit, Rule, run_rules

    def anywhere(t):
        yield Hit(paths=["/platform/architecture"], message="fires")

    z_only = Rule(id="ZZ999", slug="z-only", title="z only", severity="info", category="platform", rationale="",
                  evidence="", sources=all_rules()[0].sources, fields=("/platform/architecture",), check=anywhere,
                  platforms=("s390x",))
    on_z = parse_topology(plan_fixture("s000-z10-hipersockets-asm-4k-dedicated")["document"])
    on_x86 = parse_topology(plan_fixture("s002-dell-2-node-asm-500-users-per-node")["document"])
    assert [f["rule"] for f in run_rules([z_only], on_z)[0]] == ["ZZ999"]
    assert run_rules([z_only], on_x86) == ([], [])


def test_an_unknown_platform_is_refused_when_the_catalogue_loads():
    import pytest

    from apps.rules.engine import CatalogueError, rule

    with pytest.raises(CatalogueError, match="unknown platform 'sparc'"):
        rule(id="ZZ998", slug="bad-platform", title="t", severity="info", category="platform", rationale="r",
             evidence="e", sources=all_rules()[0].sources, policy="context", fields=(), platforms=("sparc",))(
            lambda t: iter(()))



def test_an_unknown_field_asks_only_for_the_rules_of_the_plans_platform():
    """An x86 plan whose netdev_max_backlog nobody knows is not asked about the System z backlog rules (KN001 and
    the rest cannot speak about it); a z plan is. Both count every rule in their coverage."""
    unknown = {"unknown": ["/kernel/netdev_max_backlog"]}
    x86 = validate_topology(parse_topology(
        {**plan_fixture("s002-dell-2-node-asm-500-users-per-node")["document"], **unknown}))
    on_z = validate_topology(parse_topology(
        {**plan_fixture("s000-z10-hipersockets-asm-4k-dedicated")["document"], **unknown}))
    z_backlog = {"KN001", "KN002", "KN005", "KN006"}
    assert z_backlog <= {e["rule"] for e in on_z["not_checked"]}
    assert not z_backlog & {e["rule"] for e in x86["not_checked"]}
    for result in (x86, on_z):
        asked = len(result["not_checked"])
        total = len(all_rules("topology"))
        assert result["coverage"] == {"checked": total - asked, "total": total}
