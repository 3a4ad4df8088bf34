"""The plan diff on its own: a rendered bundle against parsed copies of itself, unchanged and perturbed."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from apps.asbuilt.diff import actual_sides, compare, planned_sides
from apps.asbuilt.parsers import AsBuiltParseError, not_on_cluster, parse_file
from apps.plans.services import plan_create

from .helpers import drop, perturb, rendered

pytestmark = pytest.mark.django_db

RAC = "s003-x366-2-node-gigabit-interconnect"
FCP = "s004-fcp-multibus-rr100-11g"


def uploaded(files, *, rename=None):
    """The rendered files as parsed as-built rows (node = top folder), as the check job stores them."""
    rows = []
    for f in files:
        node, _, inner = f.path.partition("/")
        if not_on_cluster(f.path) or not_on_cluster(inner):
            continue
        name = (rename or {}).get(f.path, inner)
        try:
            parsed = parse_file(name, f.content.encode())
        except AsBuiltParseError:
            continue
        rows.append(SimpleNamespace(node=node, name=name, kind=parsed.kind, facts=parsed.facts,
                                    settings=[[s.key, s.value, s.line] for s in parsed.settings]))
    return rows


@pytest.fixture(scope="module")
def bundles(django_db_setup, django_db_blocker):
    from apps.accounts.tests.factories import ProjectFactory, UserFactory

    with django_db_blocker.unblock():
        from apps.accounts.models import Membership

        project = ProjectFactory(name="diff", slug="diff")
        user = UserFactory(username="diff-architect")
        Membership.objects.create(project=project, user=user, role="architect")
        out = {ref: rendered(plan_create(project=project, user=user, name=ref, reference=ref)) for ref in (RAC, FCP)}
        project.delete()
        user.delete()
    return out


def diff(planned, actual, findings=()):
    return compare(planned_sides(planned), actual_sides(uploaded(actual)), list(findings))


@pytest.mark.parametrize("ref", [RAC, FCP])
def test_a_bundle_against_itself_has_no_difference(bundles, ref):
    result = diff(bundles[ref], bundles[ref])
    assert result["lines"] == [] and result["not_uploaded"] == [] and result["unplanned_nodes"] == []
    assert result["summary"]["same"] > 50
    assert result["summary"] == {"changed": 0, "missing": 0, "extra": 0, "same": result["summary"]["same"],
                                 "not_uploaded": 0}


def test_a_changed_sysctl_is_one_changed_line(bundles):
    files = bundles[RAC]
    changed = perturb(files, "x366n2/etc/sysctl.conf",
                      lambda t: t.replace("net.core.rmem_max = 1048576", "net.core.rmem_max = 262144"))
    result = diff(files, changed)
    assert result["lines"] == [{
        "node": "x366n2", "file": "x366n2/etc/sysctl.conf", "kind": "sysctl", "key": "net.core.rmem_max",
        "planned": "1048576", "actual": "262144", "change": "changed", "rule": None,
        "message": "planned `net.core.rmem_max` 1048576, x366n2 has 262144"}]


def test_sysctl_dash_a_is_compared_on_the_planned_keys_only(bundles):
    files = bundles[RAC]
    plain = next(f for f in files if f.path == "x366n1/etc/sysctl.conf").content
    dump = plain + "".join(f"net.ipv4.conf.eth{i}.rp_filter = 1\nvm.some_knob_{i} = {i}\n" for i in range(300))
    as_dump = perturb(files, "x366n1/etc/sysctl.conf", lambda t: dump)
    result = compare(planned_sides(files),
                     actual_sides(uploaded(as_dump, rename={"x366n1/etc/sysctl.conf": "sysctl-a.txt"})), [])
    assert result["lines"] == [] and result["summary"]["extra"] == 0


def test_a_missing_udev_rule_line_and_a_missing_rules_file(bundles):
    files = bundles[RAC]
    rules = "x366n2/etc/udev/rules.d/98-oracle.permissions.rules"
    one_less = perturb(files, rules, lambda t: "\n".join(line for line in t.splitlines() if '"sdc"' not in line))
    result = diff(files, one_less)
    assert [(x["node"], x["file"], x["key"], x["change"]) for x in result["lines"]] == [
        ("x366n2", rules, 'KERNEL=="sdc"', "missing")]
    assert result["lines"][0]["message"].startswith('planned `KERNEL=="sdc"` OWNER=')
    no_file = diff(files, drop(files, rules))
    assert no_file["lines"] == []
    assert no_file["not_uploaded"] == [{"node": "x366n2", "kind": "udev", "kind_label": no_file["not_uploaded"][0][
        "kind_label"], "files": [rules]}]
    assert no_file["summary"]["not_uploaded"] == 1


def test_a_wrong_interconnect_mtu_is_a_changed_line(bundles):
    files = bundles[RAC]
    wrong = perturb(files, "x366n1/etc/sysconfig/network-scripts/ifcfg-eth1",
                    lambda t: t.replace("MTU=1500", "MTU=9000"))
    result = diff(files, wrong)
    assert [(x["node"], x["key"], x["planned"], x["actual"], x["change"]) for x in result["lines"]] == [
        ("x366n1", "eth1 MTU", "1500", "9000", "changed")]


def test_a_multipath_policy_only_in_defaults(bundles):
    """Study 001's pitfall: the policy set in defaults, where a device section of the vendor overrides it."""
    files = bundles[FCP]

    def to_defaults(text):
        text = text.replace("        path_grouping_policy multibus\n", "")
        return text.replace("defaults {\n", "defaults {\n    path_grouping_policy multibus\n")

    result = diff(files, perturb(files, "etc/multipath.conf", to_defaults))
    changes = {(x["key"], x["change"]) for x in result["lines"]}
    assert changes == {("devices device[IBM 2107900] path_grouping_policy", "missing"),
                       ("defaults path_grouping_policy", "extra")}
    extra = next(x for x in result["lines"] if x["change"] == "extra")
    assert extra["actual"] == "multibus" and extra["planned"] is None


def test_cluster_files_compare_with_the_nodes_copies(bundles):
    """The bundle's cluster/ files (init.ora, tnsnames.ora) uploaded from a node compare with that node's copy."""
    files = bundles[RAC]
    moved = [f if not f.path.startswith("cluster/") else type(f)(path="x366n1/" + f.path.split("/", 1)[1],
                                                                  content=f.content, mode=f.mode) for f in files]
    result = diff(files, moved)
    assert result["not_uploaded"] == [] and result["lines"] == []
    changed = perturb(moved, "x366n1/dbs/initx366rac.ora",
                      lambda t: re.sub(r"(?m)^(\S*processes\s*=\s*)\d+", r"\g<1>7", t))
    lines = diff(files, changed)["lines"]
    assert [(x["node"], x["file"], x["actual"], x["change"]) for x in lines] == [
        ("x366n1", "cluster/dbs/initx366rac.ora", "7", "changed")]


def test_nodes_the_plan_does_not_have_are_named(bundles):
    files = bundles[RAC]
    renamed = [type(f)(path=f.path.replace("x366n2/", "rac9/"), content=f.content, mode=f.mode) for f in files]
    result = diff(files, renamed)
    assert result["unplanned_nodes"] == ["rac9"]
    assert {x["node"] for x in result["not_uploaded"]} == {"x366n2"}
