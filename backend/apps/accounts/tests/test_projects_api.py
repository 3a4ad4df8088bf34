"""Role x action matrix for the project endpoints."""

import pytest

pytestmark = pytest.mark.django_db

MEMBERS = ("architect", "contributor", "viewer")


@pytest.fixture
def everyone(architect, contributor, viewer, outsider, staff):
    """Create every role's user up front so memberships are complete whoever is asking."""


@pytest.mark.parametrize(
    ("who", "status", "count"),
    [
        ("anonymous", 403, None),
        ("architect", 200, 1),
        ("contributor", 200, 1),
        ("viewer", 200, 1),
        ("outsider", 200, 0),
        ("staff", 200, 2),
    ],
)
def test_project_list(who, status, count, everyone, project, other_project, role_client):
    response = role_client(who).get("/api/projects/")
    assert response.status_code == status
    if count is not None:
        body = response.json()
        assert body["count"] == count
        assert set(body) == {"count", "next", "previous", "results"}


@pytest.mark.parametrize("who", MEMBERS)
def test_project_list_shows_own_role(who, everyone, project, role_client):
    item = role_client(who).get("/api/projects/").json()["results"][0]
    assert item == {
        "id": project.id,
        "name": project.name,
        "slug": project.slug,
        "description": project.description,
        "role": who,
        "created_at": item["created_at"],
    }


def test_staff_without_membership_sees_null_role(everyone, project, staff_client):
    results = staff_client.get("/api/projects/").json()["results"]
    assert {r["slug"]: r["role"] for r in results} == {project.slug: None}


@pytest.mark.parametrize(
    ("who", "status"),
    [("anonymous", 403), ("architect", 200), ("contributor", 200), ("viewer", 200), ("outsider", 404), ("staff", 200)],
)
@pytest.mark.parametrize("suffix", ["", "members/"])
def test_project_detail_and_members(who, status, suffix, everyone, project, role_client):
    response = role_client(who).get(f"/api/projects/{project.id}/{suffix}")
    assert response.status_code == status
    if status != 200:
        assert set(response.json()) == {"detail"}


def test_members_lists_users_and_roles(everyone, project, viewer_client):
    members = viewer_client.get(f"/api/projects/{project.id}/members/").json()["results"]
    assert [(m["username"], m["role"]) for m in members] == [
        ("arch", "architect"),
        ("contrib", "contributor"),
        ("view", "viewer"),
    ]
    assert set(members[0]) == {"user", "username", "role"}


@pytest.mark.parametrize("who", ["architect", "viewer", "staff"])
@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_projects_are_read_only(who, method, everyone, project, role_client):
    client = role_client(who)
    assert getattr(client, method)("/api/projects/", {}, format="json").status_code == 405
    assert getattr(client, method)(f"/api/projects/{project.id}/", {}, format="json").status_code == 405
