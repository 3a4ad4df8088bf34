"""The plan factories save what the plans service saves: a validated first version, numbered next versions."""

import pytest

from apps.accounts.choices import Role
from apps.plans.tests.factories import PlanFactory, PlanVersionFactory

pytestmark = pytest.mark.django_db


def test_a_plan_comes_with_its_validated_first_version_by_an_architect_of_its_project():
    plan = PlanFactory()
    (version,) = plan.versions.all()
    assert version.number == 1 and "findings" in version.validation and version.document["cluster"]["name"]
    assert plan.created_by.memberships.get(project=plan.project).role == Role.ARCHITECT


def test_a_version_of_a_plan_is_its_next_one_and_findings_replace_the_validators():
    plan = PlanFactory(reference="s004-fcp-multibus-rr100-11g")
    first = plan.versions.get(number=1)
    second = PlanVersionFactory(plan=plan, findings=[{"rule": "X", "severity": "error"}])
    assert second.number == 2 and second.document == first.document
    second.refresh_from_db()
    assert second.validation["findings"] == [{"rule": "X", "severity": "error"}]
    alone = PlanVersionFactory(name="alone")
    assert alone.number == 1 and alone.plan.name == "alone"
