"""Issue 28's done-when, end to end through the API and a real Celery worker: a truncated report from another
database uploaded into a good run leaves every headline metric as it was, is flagged in words, and counts only once a
contributor says it belongs."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

SHARED = Path(__file__).resolve().parents[4].parent / "shared"
GOOD = ["PoC-FlashGrid-p60x6__awr_rac.html", "PoC-FlashGrid-p60x6__awr.html.gz", "PoC-FlashGrid-p60x6__iostat.out",
        "PoC-FlashGrid-p60x6__slob.conf"]
STRANGER = SHARED / "awr-samples" / "awr2csv__awr_11204_1.txt"
HEADLINE = ("tps", "cpu_util_pct", "cpus", "read_mb_s", "write_mb_s", "interconnect_mb_s", "physical_reads_per_s",
            "logical_reads_per_s", "redo_mb_s", "db_time_per_s")


def _settled(client, run_id: int, count: int):
    def done():
        body = client.get(f"/api/runs/{run_id}/").json()
        files = body["files"]
        final = all(f["state"] in ("parsed", "failed") and f["job_state"] in ("succeeded", "failed") for f in files)
        return body if len(files) == count and final else None

    return done


def _headline(body: dict) -> dict:
    return {k: body["metrics"][k]["value"] for k in HEADLINE if k in body["metrics"]}


def test_a_truncated_report_from_another_database_does_not_change_the_headline(
        celery_worker_process, contributor_client, viewer_client, project, wait_for):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "p60x6"}, format="json").json()
    files = [SimpleUploadedFile(n, (SHARED / "run-samples" / n).read_bytes()) for n in GOOD]
    assert contributor_client.post(f"/api/runs/{run['id']}/files/", {"files": files},
                                   format="multipart").status_code == 201
    before = wait_for(_settled(contributor_client, run["id"], len(GOOD)), timeout=180, message="good run not parsed")
    assert before["metrics"]["main_report"]["name"] == "PoC-FlashGrid-p60x6__awr_rac.html"
    assert before["metrics"]["driver"]["value"] == "slob"
    assert len(_headline(before)) == len(HEADLINE)

    cut = STRANGER.read_bytes()
    cut = cut[: len(cut) // 2]  # a report cut in half, as an interrupted copy leaves it
    r = contributor_client.post(f"/api/runs/{run['id']}/files/",
                                {"files": [SimpleUploadedFile("orcl_cut.txt", cut)]}, format="multipart")
    assert r.status_code == 201
    stranger_id = r.json()["files"][0]["id"]
    after = wait_for(_settled(contributor_client, run["id"], len(GOOD) + 1), timeout=180,
                     message="the truncated report was not parsed")
    assert _headline(after) == _headline(before)
    assert after["metrics"]["main_report"] == before["metrics"]["main_report"]
    check = next(c for c in after["metrics"]["file_checks"] if c["file"] == stranger_id)
    assert check["message"] == "from another database: ORCL, 2014"
    assert check["truncated"] is True and check["accepted"] is False

    # a viewer may not say it belongs; a contributor may, and then it counts (and the run warns of two databases)
    assert viewer_client.post(f"/api/run-files/{stranger_id}/belongs/", {"belongs": True},
                              format="json").status_code == 403
    bad = contributor_client.post(f"/api/run-files/{stranger_id}/belongs/", {"belongs": "perhaps"}, format="json")
    assert bad.status_code == 400 and "belongs" in bad.json()
    accepted = contributor_client.post(f"/api/run-files/{stranger_id}/belongs/", {"belongs": True}, format="json")
    assert accepted.status_code == 200
    body = accepted.json()
    assert next(f for f in body["files"] if f["id"] == stranger_id)["belongs"] is True
    assert next(c for c in body["metrics"]["file_checks"] if c["file"] == stranger_id)["accepted"] is True
    assert "dbid_mismatch" in {w["code"] for w in body["metrics"]["warnings"]}
    undone = contributor_client.post(f"/api/run-files/{stranger_id}/belongs/", {"belongs": False}, format="json")
    assert _headline(undone.json()) == _headline(before)
