"""RestrictedQuerySet.restrict: the one row-level rule, per role and action, for staff, outsiders and anonymous."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser

from apps.accounts.choices import Role
from apps.accounts.models import Project
from apps.accounts.querysets import ACTIONS, action_roles
from apps.accounts.tests.factories import MembershipFactory, UserFactory

pytestmark = pytest.mark.django_db

ROLES = (Role.ARCHITECT, Role.CONTRIBUTOR, Role.VIEWER)


@pytest.fixture
def member_of(project):
    def make(role: str, *, active: bool = True):
        user = UserFactory(username=f"m-{role}-{active}", is_active=active)
        MembershipFactory(project=project, user=user, role=role)
        return user

    return make


def ids(qs) -> set[int]:
    return set(qs.values_list("pk", flat=True))


@pytest.mark.parametrize("role", ROLES)
def test_every_member_views_their_project_and_no_other(member_of, project, other_project, role):
    user = member_of(role)
    assert ids(Project.objects.restrict(user, "view")) == {project.pk}
    assert ids(Project.objects.restrict(user)) == {project.pk}  # "view" is the default action


@pytest.mark.parametrize("action", ["add", "change", "delete"])
@pytest.mark.parametrize(("role", "allowed"), [(Role.ARCHITECT, True), (Role.CONTRIBUTOR, True),
                                               (Role.VIEWER, False)])
def test_write_actions_need_the_models_write_roles(member_of, project, other_project, role, allowed, action):
    user = member_of(role)
    assert ids(Project.objects.restrict(user, action)) == ({project.pk} if allowed else set())


def test_staff_reach_every_row_for_every_action(staff, project, other_project):
    for action in ACTIONS:
        assert ids(Project.objects.restrict(staff, action)) == {project.pk, other_project.pk}


def test_outsider_reaches_nothing(outsider, project, other_project):
    for action in ACTIONS:
        assert ids(Project.objects.restrict(outsider, action)) == set()


def test_anonymous_and_inactive_users_reach_nothing(member_of, project):
    inactive = member_of(Role.ARCHITECT, active=False)
    for action in ACTIONS:
        assert ids(Project.objects.restrict(AnonymousUser(), action)) == set()
        assert ids(Project.objects.restrict(inactive, action)) == set()


def test_restrict_narrows_an_already_filtered_queryset(member_of, project, other_project):
    user = member_of(Role.VIEWER)
    MembershipFactory(project=other_project, user=user, role=Role.VIEWER)
    assert ids(Project.objects.filter(pk=other_project.pk).restrict(user)) == {other_project.pk}
    assert ids(Project.objects.restrict(user).filter(pk=project.pk)) == {project.pk}


def test_unknown_action_is_refused():
    with pytest.raises(ValueError, match="Unknown action"):
        action_roles(Project, "admin")
    assert action_roles(Project, "view") == frozenset(Role.values)


# --- every project-owned model: its path to the project and its write roles ------------------------------------


def _rows(project, owner):
    """One row of every restricted model in `project`, keyed by model name."""
    from apps.bundles.models import Bundle
    from apps.comparisons.models import Report
    from apps.intake.models import Blob
    from apps.jobs.models import Job
    from apps.plans.models import Plan, PlanVersion
    from apps.runs.models import Run, RunFile

    plan = Plan.objects.create(project=project, name=f"plan {project.pk}")
    version = PlanVersion.objects.create(plan=plan, number=1, document={}, validation={})
    run = Run.objects.create(project=project, label=f"run {project.pk}")
    blob, _ = Blob.objects.get_or_create(sha256="0" * 64, defaults={"size": 1, "file": "blobs/none"})
    return {
        "Plan": plan,
        "PlanVersion": version,
        "Run": run,
        "RunFile": RunFile.objects.create(run=run, blob=blob, name="awr.html"),
        "Bundle": Bundle.objects.create(plan_version=version),
        "Job": Job.objects.create(kind="test", owner=owner, project=project),
        "Report": Report.objects.create(project=project, title="r", request={"runs": []}),
    }


#: Who may write each model: the roles its services require.
WRITERS = {"Plan": {Role.ARCHITECT}, "PlanVersion": {Role.ARCHITECT}, "Bundle": {Role.ARCHITECT},
           "Run": {Role.CONTRIBUTOR}, "RunFile": {Role.CONTRIBUTOR}, "Report": {Role.CONTRIBUTOR},
           "Job": {Role.ARCHITECT, Role.CONTRIBUTOR}}


@pytest.fixture
def rows(project, other_project, staff):
    # Jobs are owned by staff here, so members reach them through their project only.
    return _rows(project, staff), _rows(other_project, staff)


@pytest.mark.parametrize("model", sorted(WRITERS))
@pytest.mark.parametrize("role", ROLES)
def test_each_model_is_scoped_by_its_project_per_role_and_action(member_of, rows, model, role):
    mine, theirs = rows[0][model], rows[1][model]
    user = member_of(role)
    manager = type(mine).objects
    assert ids(manager.restrict(user, "view")) == {mine.pk}
    for action in ("add", "change", "delete"):
        assert ids(manager.restrict(user, action)) == ({mine.pk} if role in WRITERS[model] else set()), action
    assert theirs.pk not in ids(manager.restrict(user, "view"))


@pytest.mark.parametrize("model", sorted(WRITERS))
def test_each_model_staff_all_outsider_and_anonymous_nothing(rows, staff, outsider, model):
    manager = type(rows[0][model]).objects
    both = {rows[0][model].pk, rows[1][model].pk}
    for action in ACTIONS:
        assert ids(manager.restrict(staff, action)) == both
        assert ids(manager.restrict(outsider, action)) == set()
        assert ids(manager.restrict(AnonymousUser(), action)) == set()


def test_a_job_reaches_its_owner_whatever_the_project(outsider, other_project):
    from apps.jobs.models import Job

    own = Job.objects.create(kind="test", owner=outsider, project=other_project)
    loose = Job.objects.create(kind="test", owner=outsider, project=None)
    Job.objects.create(kind="test", owner=UserFactory(username="someone"), project=other_project)
    assert ids(Job.objects.restrict(outsider)) == {own.pk, loose.pk}
