"""Version saves of one plan at the same moment: each gets a number of its own or the documented 409, never a 500
from the unique (plan, number) constraint (seen on PostgreSQL, where a save waits on the plan's row lock)."""

from __future__ import annotations

import copy

import pytest

from apps.accounts.choices import Role
from apps.accounts.tests.factories import MembershipFactory, UserFactory
from apps.common.tests.threads import at_once, behind_a_lock
from apps.plans.models import Plan, PlanVersion
from apps.plans.services import plan_create
from apps.topology.tests.documents import MINIMAL as DOC

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def plan(architect, project):
    return plan_create(project=project, user=architect, name="Prod", document=DOC)


def _changed(users: int) -> dict:
    doc = copy.deepcopy(DOC)
    doc["workload"] = {"users": users}
    return doc


def _other_save(plan: Plan, user):
    """What another architect's save does inside its transaction: lock the plan, add version 2, touch the plan."""

    def hold():
        locked = Plan.objects.select_for_update().get(pk=plan.pk)
        PlanVersion.objects.create(plan=locked, number=2, document=_changed(300), validation={}, author=user)
        locked.save(update_fields=["updated_at"])

    return hold


def _save(client, plan: Plan, doc: dict, base: int | None):
    body = {"document": doc, "comment": "parallel"}
    if base is not None:
        body["base_version"] = base
    return client.post(f"/api/plans/{plan.pk}/versions/", body, format="json")


def test_a_save_on_the_same_base_behind_another_save_is_the_documented_409(architect, architect_client, plan,
                                                                          project, wait_for):
    other = UserFactory(username="other-architect")
    MembershipFactory(project=project, user=other, role=Role.ARCHITECT)
    answer = behind_a_lock(_other_save(plan, other), lambda: _save(architect_client, plan, _changed(400), base=1),
                           wait_for=wait_for)
    assert answer.status_code == 409, answer.content[:500]
    body = answer.json()
    assert (body["base"], body["latest"]) == (1, 2)
    assert list(plan.versions.order_by("number").values_list("number", flat=True)) == [1, 2]


def test_a_save_without_a_base_behind_another_save_takes_the_next_number(architect, architect_client, plan, project,
                                                                        wait_for):
    other = UserFactory(username="other-architect")
    MembershipFactory(project=project, user=other, role=Role.ARCHITECT)
    answer = behind_a_lock(_other_save(plan, other), lambda: _save(architect_client, plan, _changed(400), base=None),
                           wait_for=wait_for)
    assert answer.status_code == 201, answer.content[:500]
    assert answer.json()["number"] == 3
    assert plan.versions.get(number=3).document["workload"]["users"] == 400


@pytest.mark.parametrize("base", [1, None])
def test_parallel_saves_get_one_number_each_or_a_409(architect, client_for, plan, base):
    clients = [client_for(architect) for _ in range(6)]
    answers = at_once([lambda c=c, n=n: _save(c, plan, _changed(100 + n), base=base) for n, c in enumerate(clients)])
    codes = sorted(a.status_code for a in answers)
    if base is None:
        assert codes == [201] * 6, [a.content[:300] for a in answers]
        assert sorted(a.json()["number"] for a in answers) == [2, 3, 4, 5, 6, 7]
    else:
        assert codes == [201] + [409] * 5, [a.content[:300] for a in answers]
        assert all(a.json()["latest"] == 2 for a in answers if a.status_code == 409)
    assert plan.versions.count() == 1 + codes.count(201)
