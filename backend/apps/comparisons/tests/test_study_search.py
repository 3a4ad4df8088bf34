"""Searching a study's id or its document's name finds its plans, runs and report; the lists sort."""

import pytest

from apps.comparisons.demo_reports import load_demo_reports
from apps.comparisons.reference import load_reference_runs, reference_results
from apps.plans.services import load_reference_plans
from apps.studies.seeds import study_documents

SCALING = next(d for d in reference_results() if d["id"] == "s002-scaling")
STUDY, DOCUMENT = "002", SCALING["study"]


@pytest.fixture
def seeded(project, architect, contributor):
    load_reference_plans(project=project, user=architect)
    load_reference_runs(project=project, user=contributor)
    return load_demo_reports(project=project, user=contributor)


def names(client, path, **params):
    data = client.get(path, params).json()
    return [r.get("title") or r.get("label") or r.get("name") for r in data["results"]]


def test_the_seeds_name_each_study_document():
    assert study_documents()[STUDY] == DOCUMENT


@pytest.mark.parametrize("search", [STUDY, DOCUMENT, DOCUMENT[:10].upper()])
def test_a_study_id_or_document_name_finds_its_plans_runs_and_report(seeded, viewer_client, project, search):
    params = {"project": project.id, "q": search, "page_size": 100}
    reports = names(viewer_client, "/api/reports/", **params)
    assert reports == [r.title for r in seeded if r.title.startswith(f"Study {STUDY}")]
    runs = viewer_client.get("/api/runs/", params).json()["results"]
    assert {r["reference"] for r in runs} == {r["id"] for r in SCALING["runs"]}
    plans = viewer_client.get("/api/plans/", params).json()["results"]
    assert plans and all(p["reference"].startswith(f"s{STUDY}-") for p in plans)


def test_reports_and_runs_sort(seeded, viewer_client, project):
    titles = names(viewer_client, "/api/reports/", project=project.id, ordering="title")
    assert titles == sorted(titles, key=str.lower) and len(titles) == len(seeded)
    assert names(viewer_client, "/api/reports/", project=project.id, ordering="-title") == titles[::-1]
    labels = names(viewer_client, "/api/runs/", project=project.id, q=STUDY, ordering="label", page_size=100)
    assert labels == sorted(labels, key=str.lower)


@pytest.mark.parametrize("path", ["/api/reports/", "/api/runs/"])
def test_an_unknown_sort_is_a_field_error(viewer_client, project, path):
    response = viewer_client.get(path, {"project": project.id, "ordering": "colour"})
    assert response.status_code == 400 and "ordering" in response.json()
