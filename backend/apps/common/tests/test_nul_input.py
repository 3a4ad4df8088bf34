"""NUL characters in query parameters and request bodies answer a field-keyed 400 on every endpoint.

Issue 31, section 4: PostgreSQL cannot hold U+0000 in text or jsonb, so ``GET /api/runs/?tag=a%00b=1``,
``?tag=k=a%00``, ``GET /api/plans/?q=a%00b`` and a draft document holding ``"a\\u0000b"`` answered 500 there
(SQLite stored or compared the character silently). One check at the API's edge refuses them everywhere, keyed by
the parameter's name or by the path of the value in the body.
"""

from __future__ import annotations

import pytest

from apps.plans.models import Plan
from apps.plans.services import blank_document, plan_create
from apps.runs.models import Run
from apps.runs.services import run_create

pytestmark = pytest.mark.django_db

NUL_MESSAGE = "Null characters are not allowed."


@pytest.fixture
def plan(project, architect):
    return plan_create(project=project, user=architect, name="p", document=blank_document("p"))


@pytest.fixture
def run(project, contributor):
    return run_create(project=project, user=contributor, label="r", tags={"env": "lab"})


def _keyed(response, key: str) -> None:
    assert response.status_code == 400, response.content
    body = response.json()
    assert list(body) == [key], body
    assert NUL_MESSAGE in body[key][0]


@pytest.mark.parametrize(("query", "key"), [
    ("/api/runs/?tag=a%00b=1", "tag"),
    ("/api/runs/?tag=k=a%00", "tag"),
    ("/api/runs/?tag=env=lab&tag=k=a%00", "tag"),
    ("/api/plans/?q=a%00b", "q"),
    ("/api/runs/?q=%00", "q"),
    ("/api/reports/?q=x%00", "q"),
    ("/api/jobs/?kind=a%00", "kind"),
    ("/api/runs/?a%00b=1", "non_field_errors"),
])
def test_nul_in_a_query_parameter_is_a_400_keyed_by_it(viewer_client, run, plan, query, key):
    _keyed(viewer_client.get(query), key)


def test_nul_in_a_parameter_of_a_detail_view_is_a_400(viewer_client, run):
    _keyed(viewer_client.get(f"/api/runs/{run.id}/?fields=a%00"), "fields")


def test_nul_in_a_draft_document_is_a_400_keyed_by_its_path(architect_client, plan):
    document = blank_document("p")
    document["cluster"]["name"] = "a\u0000b"
    response = architect_client.put(f"/api/plans/{plan.id}/draft/", {"document": document}, format="json")
    _keyed(response, "document/cluster/name")
    document = blank_document("p")
    document["nodes"] = [{"hostname": "n1\u0000"}]
    response = architect_client.put(f"/api/plans/{plan.id}/draft/", {"document": document}, format="json")
    _keyed(response, "document/nodes/0/hostname")
    response = architect_client.get(f"/api/plans/{plan.id}/draft/")
    assert response.status_code == 204


def test_nul_in_a_key_of_a_body_is_a_400(architect_client, plan):
    document = blank_document("p")
    document.setdefault("database", {})["other"] = {"a\u0000": 1}
    response = architect_client.put(f"/api/plans/{plan.id}/draft/", {"document": document}, format="json")
    assert response.status_code == 400, response.content
    assert list(response.json()) == ["document/database/other"]


def test_nul_in_json_bodies_of_other_endpoints_is_a_400(contributor_client, architect_client, project):
    _keyed(contributor_client.post("/api/runs/", {"project": project.id, "label": "x\u0000"}, format="json"),
           "label")
    _keyed(contributor_client.post("/api/runs/", {"project": project.id, "label": "x", "tags": {"k": "v\u0000"}},
                                   format="json"), "tags/k")
    assert not Run.objects.filter(label__startswith="x").exists()
    _keyed(architect_client.post("/api/plans/", {"project": project.id, "name": "n\u0000",
                                                 "document": blank_document("n")}, format="json"), "name")
    assert not Plan.objects.filter(name__startswith="n").exists()
    _keyed(architect_client.post("/api/validate/", {"cluster": {"name": "\u0000"}}, format="json"), "cluster/name")


def test_nul_in_form_fields_is_a_400(contributor_client, run):
    response = contributor_client.patch(f"/api/runs/{run.id}/", "label=a%00b",
                                        content_type="application/x-www-form-urlencoded")
    _keyed(response, "label")
    run.refresh_from_db()
    assert run.label == "r"


def test_text_without_nul_still_passes(viewer_client, architect_client, plan, run):
    assert viewer_client.get("/api/runs/?tag=env=lab").json()["count"] == 1
    assert viewer_client.get("/api/plans/?q=p").status_code == 200
    document = blank_document("p")
    document["cluster"]["name"] = "a\u0001b"  # other control characters are the schema's business, not a 400 here
    response = architect_client.put(f"/api/plans/{plan.id}/draft/", {"document": document}, format="json")
    assert response.status_code == 200, response.content
