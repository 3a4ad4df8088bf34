"""Each list endpoint answers in a fixed number of queries, however many rows it lists (no N+1).

Counted once with a few rows, then held to that count (django_assert_max_num_queries) with several times as many.
"""

from itertools import count

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.accounts.services import token_issue
from apps.comparisons.services import report_create
from apps.jobs.tests.factories import JobFactory
from apps.plans.models import PlanVersion
from apps.plans.services import plan_create
from apps.runs.models import Run
from apps.runs.tests.factories import RunFactory

pytestmark = pytest.mark.django_db

_serial = count(1)

#: Queries of one plans-list page and of one version save with a session login (a token login costs one fewer).
PLANS_LIST_QUERIES = 4
VERSION_SAVE_QUERIES = 10


def queries(client, path: str) -> int:
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(path)
    assert response.status_code == 200, response.content
    return len(ctx.captured_queries)


def add_plans(project, architect, n):
    for _ in range(n):
        plan_create(project=project, user=architect, name=f"plan {next(_serial)}")


def add_runs(project, contributor, n):
    for _ in range(n):
        i = next(_serial)
        RunFactory(project=project, label=f"run {i}", tags={"storage": "nfs", "n": str(i)}, users=10,
                   created_by=contributor)


def add_jobs(project, architect, n):
    for _ in range(n):
        JobFactory(project=project, owner=architect)


def add_reports(project, contributor, n):
    runs = list(Run.objects.filter(project=project)[:2])
    for _ in range(n):
        report_create(project=project, user=contributor, title=f"report {next(_serial)}",
                      request={"runs": [r.id for r in runs]})


def add_tokens(project, architect, n):
    for _ in range(n):
        token_issue(user=architect, name=f"token {next(_serial)}")


CASES = {
    "plans": ("/api/plans/?project={project}", add_plans, "architect"),
    "runs": ("/api/runs/?project={project}", add_runs, "contributor"),
    "jobs": ("/api/jobs/?project={project}", add_jobs, "architect"),
    "reports": ("/api/reports/?project={project}", add_reports, "contributor"),
    "tokens": ("/api/auth/tokens/", add_tokens, "architect"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_list_queries_do_not_grow_with_rows(name, request, project, architect, contributor, viewer, client_for,
                                            django_assert_max_num_queries):
    path_template, add, author_name = CASES[name]
    author = {"architect": architect, "contributor": contributor}[author_name]
    if name == "reports":
        add_runs(project, contributor, 2)
    client = client_for(architect if name == "tokens" else viewer)
    path = path_template.format(project=project.id)
    add(project, author, 2)
    few = queries(client, path)
    add(project, author, 12)
    with django_assert_max_num_queries(few):
        response = client.get(path)
    body = response.json()
    rows = body["results"] if isinstance(body, dict) else body
    assert len(rows) == 14


def test_plans_list_reads_the_summary_columns_not_the_validation(project, architect, viewer, client_for):
    """The list shows each latest version's score and counts from their columns: no query reads a validation."""
    add_plans(project, architect, 3)
    client = client_for(viewer)
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(f"/api/plans/?project={project.id}")
    assert response.status_code == 200
    # Session, user, page count, page rows (the row rule is a subquery of the last two).
    assert len(ctx.captured_queries) == PLANS_LIST_QUERIES
    assert not [q["sql"] for q in ctx.captured_queries if "validation" in q["sql"]]
    latest = response.json()["results"][0]["latest_version"]
    version = PlanVersion.objects.get(plan_id=response.json()["results"][0]["id"], number=latest["number"])
    assert latest == {"number": version.number, "score": version.validation["score"],
                      "counts": version.validation["counts"]}


def test_version_save_queries(project, architect, client_for):
    """Saving a version: auth, the plan, role checks, the base version (its unknown fields and provenance carry over),
    the plan's lock (its updated_at touched), the latest number, insert, drafts."""
    plan = plan_create(project=project, user=architect, name=f"plan {next(_serial)}")
    client = client_for(architect)
    document = client.get(f"/api/plans/{plan.id}/versions/1/").json()["document"]
    with CaptureQueriesContext(connection) as ctx:
        response = client.post(f"/api/plans/{plan.id}/versions/", {"document": document, "base_version": 1},
                               format="json")
    assert response.status_code == 201, response.content
    assert response.json()["number"] == 2
    statements = [q["sql"] for q in ctx.captured_queries if not q["sql"].startswith(("SAVEPOINT", "RELEASE"))]
    assert len(statements) == VERSION_SAVE_QUERIES, "\n".join(statements)


@pytest.mark.parametrize("ordering", ["name", "-name", "updated", "version", "-version"])
def test_plans_list_pages_read_the_latest_version_for_their_own_rows(ordering, project, architect, viewer,
                                                                     client_for):
    """Page after page of the plans list is the whole list in its order, and each page's one query chooses its ids
    by the list's filters and order alone (the latest version's subqueries run for the page's rows, not for every
    row sorted past), unless the order is the latest version's number."""
    add_plans(project, architect, 7)
    plan = PlanVersion.objects.filter(plan__project=project).first().plan
    plan_version_add(plan, architect)
    client = client_for(viewer)
    whole = client.get(f"/api/plans/?project={project.id}&ordering={ordering}&page_size=200").json()["results"]
    paged = []
    for page in (1, 2, 3):
        with CaptureQueriesContext(connection) as ctx:
            body = client.get(f"/api/plans/?project={project.id}&ordering={ordering}&page_size=3&page={page}").json()
        paged += body["results"]
        rows_sql = ctx.captured_queries[-1]["sql"]
        start = rows_sql.index(" IN (SELECT")
        chosen = rows_sql[start:rows_sql.index(" LIMIT ", start)]
        assert ("plans_planversion" in chosen) == ordering.endswith("version"), chosen
    assert paged == whole and len(whole) == 7
    assert [p["latest_version"]["number"] for p in whole if p["id"] == plan.id] == [2]


def plan_version_add(plan, user):
    from apps.plans.services import plan_version_create

    latest = PlanVersion.objects.filter(plan=plan).order_by("-number").first()
    plan_version_create(plan=plan, user=user, document=latest.document, base_version=latest.number)
