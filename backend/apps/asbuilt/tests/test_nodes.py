"""Uploaded node names as the cluster shows them (upper case, fully qualified) still meet the plan's nodes."""

from __future__ import annotations

import pytest

from apps.asbuilt import services
from apps.asbuilt.nodes import plan_node_names
from apps.plans.services import plan_create

from .helpers import perturb, rendered, run_check, upload

RAC = "s003-x366-2-node-gigabit-interconnect"


def test_case_and_domain_are_looked_through_only_when_one_plan_node_answers():
    planned = ["racdb1", "racdb2", "cluster", "db.a", "db.b"]
    names = plan_node_names(["RACDB1", "racdb2.example.com", "racdb3", "db.example.com", "cluster"], planned)
    assert names == {"RACDB1": "racdb1", "racdb2.example.com": "racdb2", "racdb3": "racdb3",
                     "db.example.com": "db.example.com", "cluster": "cluster"}
    # two uploaded names for one plan node: neither is taken for it, the exact name keeps its own
    assert plan_node_names(["racdb1", "RACDB1.example.com"], planned) == {"racdb1": "racdb1",
                                                                          "RACDB1.example.com": "RACDB1.example.com"}
    assert plan_node_names(["RACDB1", "racdb1.example.com"], planned) == {"RACDB1": "RACDB1",
                                                                          "racdb1.example.com": "racdb1.example.com"}


@pytest.mark.django_db
def test_an_upper_case_fully_qualified_node_is_the_plan_node(project, architect, contributor):
    plan = plan_create(project=project, user=architect, name="rac", reference=RAC)
    files = perturb(rendered(plan), "x366n2/etc/sysctl.conf",
                    lambda t: t.replace("net.core.rmem_max = 1048576", "net.core.rmem_max = 131071"))
    sysctl = next(f for f in files if f.path == "x366n2/etc/sysctl.conf")
    check = run_check(services.check_create(plan=plan, user=contributor, node="X366N2.example.com",
                                            files=[upload("sysctl.conf", sysctl.content.encode())]))
    assert check.state == "complete", check.error
    assert check.diff["unplanned_nodes"] == []
    changed = [line["message"] for line in check.diff["lines"] if line["change"] == "changed"]
    assert changed == ["planned `net.core.rmem_max` 1048576, x366n2 has 131071"]
    assert check.files.get().node == "X366N2.example.com"  # shown as uploaded
