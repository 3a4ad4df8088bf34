"""GET /api/reports/?cited=true: the reports whose headline cites its sources (Home's studies' headlines), whatever
page of the newest reports they fall on."""

import pytest

from apps.comparisons import constants as C
from apps.comparisons.tests.factories import ReportFactory
from apps.runs.tests.factories import RunFactory

pytestmark = pytest.mark.django_db

SOURCE = [{"file": "000-study.md", "section": "Summary"}]


def test_cited_keeps_only_reports_with_a_headline_and_its_sources(project, contributor, viewer_client):
    runs = RunFactory.create_batch(2, project=project, created_by=contributor)
    for title, headline, sources in (("cited", "4 nodes scale 3.6x", SOURCE), ("no sources", "a headline", []),
                                     ("no headline", "", SOURCE), ("plain", "", [])):
        ReportFactory(project=project, created_by=contributor, title=title, runs=runs, headline=headline,
                      headline_sources=sources)
    body = viewer_client.get("/api/reports/", {"project": project.id, "cited": "true"}).json()
    assert [r["title"] for r in body["results"]] == ["cited"] and body["count"] == 1
    every = viewer_client.get("/api/reports/", {"project": project.id, "cited": "false"}).json()
    assert every["count"] == 4 == viewer_client.get("/api/reports/", {"project": project.id}).json()["count"]


def test_cited_takes_only_true_or_false(viewer_client):
    response = viewer_client.get("/api/reports/", {"cited": "yes"})
    assert response.status_code == 400 and response.json() == {"cited": [C.CITED_CHOICE]}
