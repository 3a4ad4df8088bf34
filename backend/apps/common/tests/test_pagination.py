"""Every list endpoint pages by ``?page=`` with a ``?page_size=`` the client sets (1 to MAX_PAGE_SIZE), and its
``next`` link leads to the rest at the size served."""

from urllib.parse import parse_qs, urlsplit

import pytest

from apps.common.api.pagination import MAX_PAGE_SIZE, PAGE_SIZE
from apps.common.api.params import OUT_OF_RANGE, WHOLE_NUMBER
from apps.common.tests.test_query_counts import add_jobs, add_plans, add_reports, add_runs, add_tokens

pytestmark = pytest.mark.django_db

#: Lists built in Python rather than read from a table (apps.common.api.pagination.PagedListMixin).
BUILT_LISTS = ("/api/rules/", "/api/studies/statements/", "/api/reference-plans/")
#: Every list endpoint's path, for the checks that hold for them all.
LIST_PATHS = ("/api/plans/", "/api/runs/", "/api/reports/", "/api/jobs/", "/api/projects/", "/api/auth/tokens/",
              *BUILT_LISTS)

CASES = {
    "plans": ("/api/plans/", add_plans, "architect"),
    "runs": ("/api/runs/", add_runs, "contributor"),
    "jobs": ("/api/jobs/", add_jobs, "architect"),
    "reports": ("/api/reports/", add_reports, "contributor"),
}


def _fill(name, project, architect, contributor, rows):
    path, add, author = CASES[name]
    if name == "reports":
        add_runs(project, contributor, 2)
    add(project, {"architect": architect, "contributor": contributor}[author], rows)
    return path


def _query(link: str) -> dict[str, list[str]]:
    return parse_qs(urlsplit(link).query)


@pytest.mark.parametrize("name", list(CASES))
def test_page_size_sets_the_rows_and_next_follows_at_that_size(name, project, architect, contributor, viewer,
                                                               client_for):
    path = _fill(name, project, architect, contributor, 5)
    client = client_for(viewer)
    first = client.get(path, {"project": project.id, "page_size": 2}).json()
    assert first["count"] == 5 and len(first["results"]) == 2 and first["previous"] is None
    assert _query(first["next"])["page_size"] == ["2"] and _query(first["next"])["page"] == ["2"]
    seen = [row["id"] if "id" in row else row["uuid"] for row in first["results"]]
    link = first["next"]
    while link:
        page = client.get(link).json()
        assert len(page["results"]) <= 2
        seen += [row["id"] if "id" in row else row["uuid"] for row in page["results"]]
        link = page["next"]
    everything = client.get(path, {"project": project.id}).json()["results"]
    assert seen == [row["id"] if "id" in row else row["uuid"] for row in everything]


def _walk(client, link: str) -> list:
    rows: list = []
    while link:
        page = client.get(link).json()
        rows += page["results"]
        link = page["next"]
    return rows


@pytest.mark.parametrize("path", BUILT_LISTS)
def test_the_lists_built_in_python_page_too(path, viewer_client):
    first = viewer_client.get(path, {"page_size": 40}).json()
    assert first["count"] > 40 and len(first["results"]) == 40 and first["previous"] is None
    assert _query(first["next"])["page_size"] == ["40"] and _query(first["next"])["page"] == ["2"]
    default = viewer_client.get(path).json()
    assert default["count"] == first["count"] and len(default["results"]) == min(PAGE_SIZE, first["count"])
    key = "slug" if path == "/api/reference-plans/" else "id"
    paged = [row[key] for row in first["results"] + _walk(viewer_client, first["next"])]
    whole = [row[key] for row in _walk(viewer_client, f"{path}?page_size={MAX_PAGE_SIZE}")]
    assert paged == whole and len(whole) == first["count"]


def test_the_tokens_list_pages_too(project, architect, client_for):
    add_tokens(project, architect, 5)
    client = client_for(architect)
    first = client.get("/api/auth/tokens/", {"page_size": 2}).json()
    assert first["count"] == 5 and len(first["results"]) == 2 and _query(first["next"])["page_size"] == ["2"]
    paged = [t["id"] for t in first["results"] + _walk(client, first["next"])]
    assert paged == [t["id"] for t in client.get("/api/auth/tokens/").json()["results"]]


def test_a_projects_members_page_too(project, architect, contributor, viewer, client_for):
    client = client_for(viewer)
    first = client.get(f"/api/projects/{project.id}/members/", {"page_size": 2}).json()
    assert first["count"] == 3 and len(first["results"]) == 2 and _query(first["next"])["page_size"] == ["2"]
    assert [m["username"] for m in first["results"] + _walk(client, first["next"])] == ["arch", "contrib", "view"]


def test_projects_list_pages_too(project, other_project, staff, client_for):
    body = client_for(staff).get("/api/projects/", {"page_size": 1}).json()
    assert body["count"] >= 2 and len(body["results"]) == 1 and _query(body["next"])["page_size"] == ["1"]


def test_without_page_size_a_page_holds_the_default(project, architect, viewer, client_for):
    add_plans(project, architect, PAGE_SIZE + 1)
    body = client_for(viewer).get("/api/plans/", {"project": project.id}).json()
    assert len(body["results"]) == PAGE_SIZE and "page_size" not in _query(body["next"])
    assert len(client_for(viewer).get(body["next"]).json()["results"]) == 1


def test_the_largest_page_size_is_served_whole(project, architect, viewer, client_for):
    add_plans(project, architect, 3)
    body = client_for(viewer).get("/api/plans/", {"project": project.id, "page_size": MAX_PAGE_SIZE}).json()
    assert len(body["results"]) == 3 and body["next"] is None


@pytest.mark.parametrize(("value", "message"), [
    ("0", OUT_OF_RANGE.format(low=1, high=MAX_PAGE_SIZE)),
    (str(MAX_PAGE_SIZE + 1), OUT_OF_RANGE.format(low=1, high=MAX_PAGE_SIZE)),
    ("-3", OUT_OF_RANGE.format(low=1, high=MAX_PAGE_SIZE)),
    ("ten", WHOLE_NUMBER),
    ("1e3", WHOLE_NUMBER),
    ("9" * 40, WHOLE_NUMBER),
])
@pytest.mark.parametrize("path", LIST_PATHS)
def test_a_bad_page_size_is_a_400_keyed_by_it(path, value, message, project, viewer_client):
    response = viewer_client.get(path, {"page_size": value})
    assert response.status_code == 400
    assert response.json() == {"page_size": [message]}


def test_the_schema_states_the_bounds(api_client):
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    for path in (*LIST_PATHS, "/api/plans/{plan_id}/as-built/", "/api/plans/{id}/versions/",
                 "/api/plans/{plan_id}/bundles/", "/api/projects/{id}/members/"):
        (param,) = [p for p in schema["paths"][path]["get"]["parameters"] if p["name"] == "page_size"]
        assert param["schema"] == {"type": "integer", "minimum": 1, "maximum": MAX_PAGE_SIZE, "default": PAGE_SIZE}


def _keys(node):
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from _keys(value)
    elif isinstance(node, list):
        for value in node:
            yield from _keys(value)


def test_the_page_envelope_is_valid_openapi_3_1_and_matches_a_last_page(project, architect, viewer, client_for):
    """``nullable`` is an OpenAPI 3.0 word that 3.1 dropped: a 3.1 validator reads DRF's envelope as "next is a
    string" and refuses the ``null`` of a last page. The envelope says ``[string, null]`` and a real last page fits."""
    import jsonschema
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    assert schema["openapi"].startswith("3.1")
    assert "nullable" not in set(_keys(schema))
    add_plans(project, architect, 3)
    answer = client_for(viewer).get("/api/plans/", {"project": project.id, "page_size": 5}).json()
    assert answer["next"] is None and answer["previous"] is None
    envelope = dict(schema["components"]["schemas"]["PaginatedPlanList"], components=schema["components"])
    envelope = {**envelope, "properties": {**envelope["properties"], "results": {"type": "array"}}}
    jsonschema.Draft202012Validator(envelope).validate(answer)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(envelope).validate({**answer, "next": 4})
