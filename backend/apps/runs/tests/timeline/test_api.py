"""A folder of reports of one database through the API: the series as typed JSON, paged, and as CSV; members only."""

from __future__ import annotations

import csv
import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from ..report_series import RUN_SAMPLES, SP_TYPICAL, SP_UNUSUAL, series
from ..test_runs_api import run_jobs_inline, upload
from .helpers import START

pytestmark = pytest.mark.django_db


@pytest.fixture
def run_id(contributor_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "A morning of Statspack"},
                                  format="json").json()
    files = [SimpleUploadedFile(name, text.encode("utf-8", "surrogateescape")) for name, text in
             series([SP_TYPICAL] * 3 + [SP_UNUSUAL] + [SP_TYPICAL] * 2, start=START, gap_after=(4,))]
    stranger = (RUN_SAMPLES / "jas-min__sp_70371_70372.txt").read_bytes()
    files.append(SimpleUploadedFile("other-db.txt", stranger))
    assert upload(contributor_client, run["id"], *files).status_code == 201
    run_jobs_inline()
    return run["id"]


def test_the_series_reads_per_instance_with_its_gap_window_and_the_report_set_aside(viewer_client, run_id):
    r = viewer_client.get(f"/api/runs/{run_id}/timeline/")
    assert r.status_code == 200, r.content
    body = r.json()
    assert body["count"] == 6 and body["database"]["dbid"] == 2532911053
    (line,) = body["instances"]
    assert line["instance"] == "1" and line["count"] == 6
    assert [p["begin_id"] for p in line["points"]] == [1000, 1001, 1002, 1003, 1004, 1006]
    assert [(g["from_snapshot"], g["to_snapshot"]) for g in line["gaps"]] == [(1005, 1006)]
    assert [(a["name"], a["code"]) for a in body["set_aside"]] == [("other-db.txt", "other_database")]
    assert body["threshold"] == 7.0
    (window,) = body["windows"]
    assert window["intervals"] == [3] and window["rank"] == 1
    assert body["headline"]["interval"] == 0 and "interval 1 of 6" in body["headline"]["words"]


def test_pages_of_intervals_and_field_keyed_errors(viewer_client, run_id):
    body = viewer_client.get(f"/api/runs/{run_id}/timeline/", {"offset": 4, "limit": 5}).json()
    assert [i["index"] for i in body["intervals"]] == [4, 5]
    assert [p["interval"] for p in body["instances"][0]["points"]] == [4, 5]
    bad = viewer_client.get(f"/api/runs/{run_id}/timeline/", {"limit": "0"})
    assert bad.status_code == 400 and "limit" in bad.json()


def test_csv_has_a_row_per_interval_and_one_for_the_gap(viewer_client, run_id):
    r = viewer_client.get(f"/api/runs/{run_id}/timeline/csv/")
    assert r.status_code == 200 and r["Content-Type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(r.content.decode())))
    assert [row["interval"] for row in rows] == ["1", "2", "3", "4", "5", "gap", "6"]
    assert rows[3]["db_time_per_s"] == "14.2" and rows[0]["db_time_per_s"] == "7.1"


def test_outsiders_do_not_see_the_timeline(outsider_client, run_id):
    assert outsider_client.get(f"/api/runs/{run_id}/timeline/").status_code == 404
    assert outsider_client.get(f"/api/runs/{run_id}/timeline/csv/").status_code == 404
