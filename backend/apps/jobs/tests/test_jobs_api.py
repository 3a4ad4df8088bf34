"""Role x action matrix for /api/jobs/."""

import pytest

from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.tests.factories import JobFactory

pytestmark = pytest.mark.django_db

JOB_FIELDS = {
    "id", "kind", "subject", "state", "progress", "message", "error", "project", "owner",
    "created_at", "started_at", "finished_at", "result",
}


@pytest.fixture
def everyone(architect, contributor, viewer, outsider, staff):
    pass


@pytest.fixture
def jobs(everyone, architect, outsider, project, other_project):
    """One job in the project, one of the outsider's in another project, one without a project."""
    return {
        "project": JobFactory(project=project, owner=architect, kind="demo"),
        "foreign": JobFactory(project=other_project, owner=outsider, kind="other"),
        "personal": JobFactory(project=None, owner=outsider, kind="demo", state=JobState.SUCCEEDED),
    }


@pytest.mark.parametrize(
    ("who", "visible"),
    [
        ("anonymous", None),
        ("architect", {"project"}),
        ("contributor", {"project"}),
        ("viewer", {"project"}),
        ("outsider", {"foreign", "personal"}),
        ("staff", {"project", "foreign", "personal"}),
    ],
)
def test_job_list_visibility(who, visible, jobs, role_client):
    response = role_client(who).get("/api/jobs/")
    if visible is None:
        assert response.status_code == 403
        return
    assert response.status_code == 200
    ids = {item["id"] for item in response.json()["results"]}
    assert ids == {jobs[name].id for name in visible}


@pytest.mark.parametrize(
    ("who", "status"),
    [("anonymous", 403), ("architect", 200), ("contributor", 200), ("viewer", 200), ("outsider", 404), ("staff", 200)],
)
def test_job_detail(who, status, jobs, role_client):
    response = role_client(who).get(f"/api/jobs/{jobs['project'].id}/")
    assert response.status_code == status
    if status == 200:
        assert set(response.json()) == JOB_FIELDS
        assert response.json()["owner"] == "arch"


def test_job_list_filters(jobs, staff_client, project):
    def ids(query):
        return {item["id"] for item in staff_client.get(f"/api/jobs/?{query}").json()["results"]}

    assert ids(f"project={project.id}") == {jobs["project"].id}
    assert ids("kind=other") == {jobs["foreign"].id}
    assert ids("state=succeeded") == {jobs["personal"].id}
    assert ids("state=queued&kind=demo") == {jobs["project"].id}
    assert staff_client.get("/api/jobs/?state=bogus").status_code == 400


@pytest.mark.parametrize(
    ("who", "status"),
    [
        ("anonymous", 403),
        ("architect", 201),
        ("contributor", 201),
        ("viewer", 403),
        ("outsider", 400),  # a project the caller is not in reads like one that does not exist
        ("staff", 201),
    ],
)
def test_demo_job_create(who, status, everyone, project, role_client, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = role_client(who).post("/api/jobs/demo/", {"project": project.id, "steps": 3}, format="json")
    assert response.status_code == status, response.content
    if status == 201:
        body = response.json()
        assert set(body) == JOB_FIELDS
        assert body["state"] == "queued" and body["progress"] == 0 and body["kind"] == "demo"
        assert body["subject"] == "Demo job of 3 steps"
        assert Job.objects.get(pk=body["id"]).payload == {"steps": 3, "fail": False}
        assert len(callbacks) == 1  # the task is enqueued only once the transaction commits
    else:
        assert set(response.json()) == ({"project"} if status == 400 else {"detail"})
        assert not Job.objects.exists()
        assert callbacks == []


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"steps": 3}, "project"),
        ({"project": 999999}, "project"),
        ({"project": "PROJECT", "steps": 0}, "steps"),
        ({"project": "PROJECT", "steps": 51}, "steps"),
        ({"project": "PROJECT", "fail": "maybe"}, "fail"),
    ],
)
def test_demo_job_validation(body, field, architect_client, project):
    body = {k: (project.id if v == "PROJECT" else v) for k, v in body.items()}
    response = architect_client.post("/api/jobs/demo/", body, format="json")
    assert response.status_code == 400
    assert field in response.json()


@pytest.mark.parametrize("method", ["put", "patch", "delete"])
def test_jobs_cannot_be_edited(method, jobs, staff_client):
    response = getattr(staff_client, method)(f"/api/jobs/{jobs['project'].id}/", {}, format="json")
    assert response.status_code == 405


def test_demo_job_only_under_demo_settings(settings, architect_client, project):
    assert architect_client.get("/api/jobs/demo/").json() == {"enabled": True}
    settings.RACPLAN_ENV = "production"
    assert architect_client.get("/api/jobs/demo/").json() == {"enabled": False}
    response = architect_client.post("/api/jobs/demo/", {"project": project.id, "steps": 3}, format="json")
    assert response.status_code == 404
    assert not Job.objects.exists()
