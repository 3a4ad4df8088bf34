"""Foreign ids read exactly like missing ones, and a member without the role is told which role it takes.

Issue 11, section 3: "belongs to another project" against "Invalid pk" let a user learn which ids exist.
"""

from __future__ import annotations

import pytest

from apps.accounts.constants import NOT_A_MEMBER
from apps.accounts.tests.factories import MembershipFactory
from apps.plans.services import blank_document, plan_create
from apps.runs.services import run_create

pytestmark = pytest.mark.django_db

MISSING = 987654321


@pytest.fixture
def foreign(other_project, db):
    """A plan version and a run in a project the test users are not members of."""
    from apps.accounts.tests.factories import UserFactory

    owner = UserFactory(username="foreign-owner")
    MembershipFactory(project=other_project, user=owner, role="architect")
    MembershipFactory(project=other_project, user=UserFactory(username="foreign-contrib"), role="contributor")
    plan = plan_create(project=other_project, user=owner, name="theirs", document=blank_document("theirs"))
    return {"project": other_project, "version": plan.versions.get(), "plan": plan}


def _same(a, a_value, b, b_value, field):
    """Both answers are the same 400 on ``field`` apart from the id each repeats back."""
    assert a.status_code == b.status_code == 400, (a.content, b.content)
    ja, jb = a.json(), b.json()
    assert field in ja and sorted(ja) == sorted(jb)
    assert ja[field][0].replace(str(a_value), "#") == jb[field][0].replace(str(b_value), "#")


@pytest.mark.parametrize(("path", "body", "field"), [
    ("/api/runs/", {"label": "x", "project": "{id}"}, "project"),
    ("/api/plans/", {"name": "x", "document": {}, "project": "{id}"}, "project"),
    ("/api/jobs/demo/", {"project": "{id}"}, "project"),
    ("/api/reports/", {"title": "x", "project": "{id}"}, "project"),
])
def test_foreign_and_missing_project_ids_read_alike(contributor_client, architect_client, foreign, path, body, field):
    client = architect_client if path == "/api/plans/" else contributor_client
    fill = lambda value: {k: (value if v == "{id}" else v) for k, v in body.items()}  # noqa: E731
    theirs = foreign["project"].id
    _same(client.post(path, fill(theirs), format="json"), theirs,
          client.post(path, fill(MISSING), format="json"), MISSING, field)


def test_foreign_and_missing_plan_versions_read_alike(contributor_client, project, foreign):
    body = {"label": "x", "project": project.id}
    theirs = foreign["version"].id
    _same(contributor_client.post("/api/runs/", {**body, "plan_version": theirs}, format="json"), theirs,
          contributor_client.post("/api/runs/", {**body, "plan_version": MISSING}, format="json"), MISSING,
          "plan_version")


def test_a_readable_plan_version_of_another_project_is_still_explained(client_for, contributor, project, foreign):
    """Where the caller can see both projects, the clearer message stays."""
    MembershipFactory(project=foreign["project"], user=contributor, role="viewer")
    response = client_for(contributor).post("/api/runs/", {"label": "x", "project": project.id,
                                                           "plan_version": foreign["version"].id}, format="json")
    assert response.status_code == 400
    assert "another project" in response.json()["plan_version"][0]


@pytest.mark.parametrize(("kind", "path"), [("plan", "/api/plans/{id}/"), ("run", "/api/runs/{id}/"),
                                            ("plan", "/api/plans/{id}/versions/")])
def test_foreign_and_missing_objects_are_the_same_404(contributor_client, foreign, kind, path):
    theirs = foreign["plan"].id if kind == "plan" else run_create(
        project=foreign["project"], user=foreign["project"].memberships.get(role="contributor").user, label="t").id
    a = contributor_client.get(path.format(id=theirs))
    b = contributor_client.get(path.format(id=MISSING))
    assert a.status_code == b.status_code == 404
    assert a.content == b.content


@pytest.mark.parametrize(("who", "method", "path", "body", "roles"), [
    ("viewer", "patch", "/api/runs/{run}/", {"label": "y"}, "contributor"),
    ("architect", "delete", "/api/runs/{run}/", None, "contributor"),
    ("viewer", "post", "/api/runs/{run}/reparse/", None, "contributor"),
    ("viewer", "post", "/api/runs/", {"label": "y", "project": "{project}"}, "contributor"),
    ("contributor", "post", "/api/plans/", {"name": "n", "document": {}, "project": "{project}"}, "architect"),
    ("viewer", "patch", "/api/plans/{plan}/", {"name": "n"}, "architect"),
    ("viewer", "post", "/api/jobs/demo/", {"project": "{project}"}, "architect, contributor"),
])
def test_a_member_without_the_role_is_told_which_role(role_client, project, architect, contributor, viewer, who,
                                                       method, path, body, roles):
    plan = plan_create(project=project, user=architect, name="mine", document=blank_document("mine"))
    run = run_create(project=project, user=contributor, label="mine")
    ids = {"run": run.id, "plan": plan.id, "project": project.id}
    url = path.format(**ids)
    if body:
        body = {k: (ids["project"] if v == "{project}" else v) for k, v in body.items()}
    response = getattr(role_client(who), method)(url, body, format="json")
    assert response.status_code == 403, response.content
    detail = response.json()["detail"]
    assert detail != NOT_A_MEMBER
    assert roles in detail


def test_report_runs_of_a_foreign_project_read_like_missing_runs(contributor_client, project, foreign):
    theirs = run_create(project=foreign["project"],
                        user=foreign["project"].memberships.get(role="contributor").user, label="t").id
    answers = [contributor_client.post("/api/reports/", {"project": project.id, "title": "r",
                                                         "request": {"runs": [run_id]}}, format="json")
               for run_id in (theirs, MISSING)]
    assert [a.status_code for a in answers] == [400, 400]
    messages = [a.json()["request/runs"][0] for a in answers]
    assert messages[0].replace(str(theirs), "#") == messages[1].replace(str(MISSING), "#")


@pytest.mark.parametrize("runs", [[2**63], ["x"], [True], "1", [1.5]])
def test_report_run_ids_that_are_not_ids_are_a_400(contributor_client, project, runs):
    response = contributor_client.post("/api/reports/", {"project": project.id, "title": "r",
                                                         "request": {"runs": runs}}, format="json")
    assert response.status_code == 400
    assert [key.startswith("request/runs") for key in response.json()] == [True]
