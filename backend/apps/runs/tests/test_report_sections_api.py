"""The detail lists of an AWR report through the API: paged, searched, sorted; readable by members only."""

from __future__ import annotations

import gzip

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from .conftest import SAMPLES
from .test_runs_api import run_jobs_inline, upload

pytestmark = pytest.mark.django_db

P60X6_HTML = SAMPLES.parent / "run-samples" / "PoC-FlashGrid-p60x6__awr.html.gz"


@pytest.fixture
def parsed_file(contributor_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "SLOB p60x6"}, format="json").json()
    if not P60X6_HTML.exists():
        pytest.fail(f"sample missing: {P60X6_HTML}")
    data = gzip.decompress(P60X6_HTML.read_bytes())
    assert upload(contributor_client, run["id"], SimpleUploadedFile("awr.html", data)).status_code == 201
    run_jobs_inline()
    files = contributor_client.get(f"/api/runs/{run['id']}/").json()["files"]
    assert files[0]["state"] == "parsed", files
    return files[0]["id"]


def test_sections_are_listed_and_paged(viewer_client, parsed_file):
    listing = viewer_client.get(f"/api/run-files/{parsed_file}/sections/")
    assert listing.status_code == 200
    by_key = {s["key"]: s for s in listing.json()["sections"]}
    assert by_key["wait_events"]["count"] == 192 and by_key["wait_events"]["groups"] == ["foreground", "background"]
    assert "elapsed_time" in by_key["sql_stats"]["groups"]
    assert by_key["activity_stats"]["count"] == 343

    page = viewer_client.get(f"/api/run-files/{parsed_file}/sections/sql_stats/",
                             {"group": "elapsed_time", "limit": 3}).json()
    assert page["count"] == 10 and len(page["rows"]) == 3 and page["ordering"] == "rank"
    first = page["rows"][0]
    assert first["sql_id"] == "bhdvtsvjhgvrh" and first["sql_text"].startswith("SELECT COUNT(C2) FROM CF1")

    waits = viewer_client.get(f"/api/run-files/{parsed_file}/sections/wait_events/",
                              {"group": "foreground", "ordering": "-waits", "limit": 500}).json()
    values = [r["waits"] for r in waits["rows"] if r["waits"] is not None]
    assert values == sorted(values, reverse=True) and waits["count"] == 67

    found = viewer_client.get(f"/api/run-files/{parsed_file}/sections/activity_stats/", {"q": "EXECUTE COUNT"}).json()
    assert [r["statistic"] for r in found["rows"]] == ["execute count"]

    hist = viewer_client.get(f"/api/run-files/{parsed_file}/sections/wait_histograms/", {"q": "AQ: RAC AQ Network",
                                                                                         "limit": 1}).json()
    assert hist["rows"][0]["buckets"][1] == {"label": "<16us", "pct": 29.7}

    # the file's detail view stays small: the lists are only reachable page by page
    detail = viewer_client.get(f"/api/run-files/{parsed_file}/").json()
    assert "sections" not in detail["result"]


def test_bad_section_queries_get_field_keyed_errors(viewer_client, parsed_file):
    r = viewer_client.get(f"/api/run-files/{parsed_file}/sections/sql_stats/", {"ordering": "nope", "limit": 0,
                                                                                 "offset": -1})
    assert r.status_code == 400 and set(r.json()) == {"ordering", "limit", "offset"}
    assert viewer_client.get(f"/api/run-files/{parsed_file}/sections/sql_stats/", {"limit": "x"}).status_code == 400
    assert viewer_client.get(f"/api/run-files/{parsed_file}/sections/nothing/").status_code == 404


def test_outsiders_cannot_read_sections(outsider_client, parsed_file):
    assert outsider_client.get(f"/api/run-files/{parsed_file}/sections/").status_code == 404
    assert outsider_client.get(f"/api/run-files/{parsed_file}/sections/sql_stats/").status_code == 404


COMPARE_HTML = SAMPLES / "troubleshooting-oracle-perf-14__awrd_1830_1845-1930_1945.html"


def test_a_compare_report_becomes_two_runs_ready_to_compare(contributor_client, viewer_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "Swingbench",
                                                 "tags": ["storage=fcp"]}, format="json").json()
    upload(contributor_client, run["id"], SimpleUploadedFile("awrd.html", COMPARE_HTML.read_bytes()))
    run_jobs_inline()
    report = contributor_client.get(f"/api/runs/{run['id']}/").json()["files"][0]
    assert report["kind"] == "awr_compare"
    assert viewer_client.post(f"/api/run-files/{report['id']}/split-periods/").status_code == 403

    r = contributor_client.post(f"/api/run-files/{report['id']}/split-periods/")
    assert r.status_code == 201, r.json()
    body = r.json()
    ids = [x["id"] for x in body["runs"]]
    assert [x["tags"] for x in body["runs"]] == [{"storage": "fcp", "period": "1"}, {"storage": "fcp", "period": "2"}]
    run_jobs_inline()
    periods = [contributor_client.get(f"/api/runs/{i}/").json() for i in ids]
    assert [p["files"][0]["name"] for p in periods] == ["awrd.html [period 1]", "awrd.html [period 2]"]
    assert [p["metrics"]["tps"]["value"] for p in periods] == [203.6, 285.6]
    assert [p["metrics"]["cpus"]["value"] for p in periods] == [8, 8]
    assert "1822" in periods[0]["label"] and "1826" in periods[1]["label"]

    comparison = contributor_client.post("/api/comparisons/", body["comparison_request"], format="json")
    assert comparison.status_code == 200, comparison.json()


def test_only_compare_reports_split(contributor_client, parsed_file):
    r = contributor_client.post(f"/api/run-files/{parsed_file}/split-periods/")
    assert r.status_code == 400 and "file" in r.json()


def test_a_truncated_report_is_parsed_with_a_warning_naming_the_missing_sections(contributor_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "cut"}, format="json").json()
    data = (SAMPLES.parent / "run-samples" / "PoC-FlashGrid-p60x6__awr.txt").read_bytes()
    upload(contributor_client, run["id"], SimpleUploadedFile("awr_half.txt", data[: len(data) // 2]))
    run_jobs_inline()
    detail = contributor_client.get(f"/api/runs/{run['id']}/").json()
    f = detail["files"][0]
    assert f["state"] == "parsed" and "looks truncated" in f["error"] and "Segments by ..." in f["error"]
    assert detail["metrics"]["tps"]["value"] == 0.3  # the summary at the top was read
