"""Severity and scope on the edges of what a study measured (issue 38 §5): a value the study calls good gets no
warning, a value beyond what it measured is 'not measured by the study' (info), not a warning with its authority.
Each boundary is checked at, just inside and just outside, on the study's own reference plans."""

from __future__ import annotations

import copy

import pytest

from apps.rules.engine import validate_topology
from apps.topology.parsing import parse_topology

from .fixtures import plan_fixture

ECKD = "s004-eckd-hyperpav-11g"  # HyperPAV, 2 LCUs
FCP = "s004-fcp-multibus-rr100-11g"  # multibus over four paths, OLTP, 8 KB blocks


def _findings(name: str, pointer: str, value) -> dict[str, dict]:
    doc = copy.deepcopy(plan_fixture(name)["document"])
    section, block, key = pointer.strip("/").split("/")
    doc[section][block][key] = value
    return {f["rule"]: f for f in validate_topology(parse_topology(doc))["findings"]}


ALIASES = "/storage/eckd/aliases_per_lcu"


@pytest.mark.parametrize(("aliases", "expected"), [
    (1, {"ST087": "advice"}),
    (9, {"ST087": "advice"}),  # just below the good range
    (10, {}),  # "10 to 20 alias devices per LCU was a good number"
    (11, {}),
    (19, {}),
    (20, {}),  # the last measured point (40 over two LCUs), still called good
    (21, {"ST072": "info"}),  # beyond what the study measured
    (64, {"ST072": "info"}),
])
def test_hyperpav_aliases_per_lcu(aliases, expected):
    found = _findings(ECKD, ALIASES, aliases)
    got = {r: found[r]["severity"] for r in ("ST072", "ST087") if r in found}
    assert got == expected
    if "ST072" in got:
        assert "not measured by the study" in found["ST072"]["message"]


RR = "/storage/fcp/rr_min_io"


@pytest.mark.parametrize(("rr_min_io", "expected"), [
    (1, {"ST081": "info"}),
    (9, {"ST081": "info"}),  # below the study's smallest value
    (10, {"ST078": "warning"}),  # measured: 4 % less disk throughput, about 7 % more CPU than 100
    (99, {"ST078": "warning"}),
    (100, {}),  # "the best rr_min_io was between 100 and 500"
    (101, {}),
    (499, {}),
    (500, {}),
    (501, {"ST078": "warning"}),
    (1000, {"ST078": "warning"}),  # the study's largest value (the default)
    (1001, {"ST081": "info"}),  # beyond what it measured
    (5000, {"ST081": "info"}),
])
def test_multibus_rr_min_io(rr_min_io, expected):
    found = _findings(FCP, RR, rr_min_io)
    got = {r: found[r]["severity"] for r in ("ST078", "ST081") if r in found}
    assert got == expected
    if "ST081" in got:
        assert "not measured by the study" in found["ST081"]["message"]


def test_the_studys_measured_alias_points_are_what_it_says():
    def alias_findings(name):
        found = validate_topology(parse_topology(plan_fixture(name)["document"]))["findings"]
        return {f["rule"]: f["severity"] for f in found if f["rule"] in ("ST072", "ST087")}

    # 40 over two LCUs (20 per LCU, its last point) and 20 (10 per LCU, the peak): what the study calls good.
    assert alias_findings("s004-eckd-hyperpav-40-aliases-11g") == {}
    assert alias_findings(ECKD) == {}
    # 10 over two LCUs (5 per LCU): below the good range, the gain to 10 per LCU measured.
    assert alias_findings("s004-eckd-hyperpav-10-aliases-11g") == {"ST087": "advice"}


BACKLOG = "s000-z10-hipersockets-asm-4k-dedicated"  # study 000's recommended plan: netdev_max_backlog 2000


@pytest.mark.parametrize(("backlog", "expected"), [
    (500, {"KN006": "info"}),  # below the default the study started from
    (999, {"KN006": "info"}),
    (1000, {"KN001": "advice"}),  # the SLES default: +40 % measured at 2000
    (1999, {"KN001": "advice"}),
    (2000, {}),  # the study's best
    (2001, {}),
    (2499, {}),
    (2500, {"KN002": "warning"}),  # measured: a moderate degradation
    (2501, {"KN005": "info"}),  # beyond what it measured
    (10000, {"KN005": "info"}),
])
def test_netdev_max_backlog(backlog, expected):
    doc = copy.deepcopy(plan_fixture(BACKLOG)["document"])
    doc["kernel"]["netdev_max_backlog"] = backlog
    found = {f["rule"]: f for f in validate_topology(parse_topology(doc))["findings"]}
    got = {r: found[r]["severity"] for r in ("KN001", "KN002", "KN005", "KN006") if r in found}
    assert got == expected
    for info in ("KN005", "KN006"):
        if info in got:
            assert "not measured by the study" in found[info]["message"]


@pytest.mark.parametrize(("buffers", "expected"), [
    (8, {"IC009": "info"}),  # below the default the study started from
    (15, {"IC009": "info"}),
    (16, {}),  # the default, "the best choice for the test environment of this study"
    (17, {"IC004": "warning"}),  # inside the measured range, above its best
    (64, {"IC004": "warning"}),  # measured: 10 % less throughput
    (128, {"IC004": "warning"}),  # measured: a further 12 % less; qeth's largest count
])
def test_inbound_buffer_count(buffers, expected):
    doc = copy.deepcopy(plan_fixture(BACKLOG)["document"])
    assert doc["cluster"]["mode"] == "workload_balanced"
    doc["interconnect"]["inbound_buffers"] = buffers
    found = {f["rule"]: f for f in validate_topology(parse_topology(doc))["findings"]}
    got = {r: found[r]["severity"] for r in ("IC004", "IC009") if r in found}
    assert got == expected
    if "IC009" in got:
        assert "not measured by the study" in found["IC009"]["message"]
