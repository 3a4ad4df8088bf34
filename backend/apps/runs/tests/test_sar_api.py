"""sar's lines as it printed them: left out of the file's detail answer (they run to about the size of the file)
and read page by page at /run-files/{id}/sar/{part}/."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.runs.models import RunFile
from apps.runs.selectors import SAR_PARTS

from .parsers.os_golden_view import read_sample
from .test_runs_api import CSV, run_jobs_inline, upload

pytestmark = pytest.mark.django_db

SAR = "Perl_study__sar01"  # a day of sar -A: every CPU, 16 devices, memory


@pytest.fixture
def files(contributor_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "sar"}, format="json").json()
    assert upload(contributor_client, run["id"], SimpleUploadedFile("sar01", read_sample(SAR)),
                  SimpleUploadedFile("bench.csv", CSV)).status_code == 201
    run_jobs_inline()
    parsed = {f.name: f for f in RunFile.objects.filter(run_id=run["id"])}
    assert {f.state for f in parsed.values()} == {"parsed"}, [f.error for f in parsed.values()]
    assert parsed["sar01"].kind == "sar"
    return parsed


def _every_line(client, file_id: int, part: str, limit: int) -> tuple[list, dict]:
    rows: list = []
    offset = 0
    while True:
        response = client.get(f"/api/run-files/{file_id}/sar/{part}/", {"offset": offset, "limit": limit})
        assert response.status_code == 200, response.content[:300]
        body = response.json()
        assert (body["file"], body["part"], body["offset"], body["limit"]) == (file_id, part, offset, limit)
        assert len(body["rows"]) == min(limit, body["count"] - offset)
        rows += body["rows"]
        offset += limit
        if offset >= body["count"]:
            return rows, body


def test_the_detail_answer_leaves_the_lines_out(viewer_client, files):
    sar = files["sar01"]
    lines = {key: sar.result[key] for key in SAR_PARTS.values()}
    assert all(lines.values())
    response = viewer_client.get(f"/api/run-files/{sar.id}/")
    assert response.status_code == 200
    result = response.json()["result"]
    assert not set(SAR_PARTS.values()) & set(result)
    assert result["kind"] == "sar" and result["os_summary"] == sar.result["os_summary"]
    assert len(response.content) * 10 < len(json.dumps(lines))


def test_every_line_is_reachable_page_by_page(viewer_client, files):
    sar = files["sar01"]
    for part, key in SAR_PARTS.items():
        stored = sar.result[key]
        # a page size that does not divide the count, so the last page is a short one
        rows, last = _every_line(viewer_client, sar.id, part, limit=997)
        assert rows == stored, part
        assert last["count"] == len(stored) and last["title"] == sar.result["section_titles"][key]
    averages = [r for r in sar.result["sar_cpu"] if r["time"] is None]
    assert averages, "the Average lines are kept too"


def test_the_first_page_by_default(viewer_client, files):
    sar = files["sar01"]
    body = viewer_client.get(f"/api/run-files/{sar.id}/sar/disks/").json()
    assert (body["offset"], body["limit"]) == (0, 1000)
    assert body["rows"] == sar.result["sar_disks"][:1000] and body["count"] > 1000


def test_bad_queries_are_answered_by_field_and_other_files_hold_no_lines(viewer_client, outsider_client, files):
    sar, csv = files["sar01"], files["bench.csv"]
    bad = viewer_client.get(f"/api/run-files/{sar.id}/sar/cpu/", {"offset": -1, "limit": 5001})
    assert bad.status_code == 400 and set(bad.json()) == {"offset", "limit"}
    assert viewer_client.get(f"/api/run-files/{sar.id}/sar/network/").status_code == 404
    assert viewer_client.get(f"/api/run-files/{csv.id}/sar/cpu/").status_code == 404
    assert outsider_client.get(f"/api/run-files/{sar.id}/sar/cpu/").status_code == 404
