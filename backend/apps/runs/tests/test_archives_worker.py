"""Archives unpacked by a real Celery worker: every archive reaches a final state with per-entry results."""

from __future__ import annotations

import gzip
import zipfile

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.intake import constants as IC

from .test_containers import bad_crc_zip, patch_zip_headers, tar_bytes, zip_bytes
from .test_runs_api import CSV

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

FINAL = ("parsed", "partial", "failed")


def test_worker_settles_every_archive(celery_worker_process, contributor_client, project, wait_for):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "archives"}, format="json").json()
    encrypted = patch_zip_headers(zip_bytes({"secret.csv": CSV}, zipfile.ZIP_STORED), flags=0x1)
    deflate64 = patch_zip_headers(zip_bytes({"d64.csv": CSV}, zipfile.ZIP_STORED), method=9)
    files = [SimpleUploadedFile("encrypted.zip", encrypted), SimpleUploadedFile("deflate64.zip", deflate64),
             SimpleUploadedFile("crc.zip", bad_crc_zip()),
             SimpleUploadedFile("folder.tgz", tar_bytes({"run/bench.csv": CSV, "../evil.csv": CSV})),
             SimpleUploadedFile("bench2.csv.gz", gzip.compress(CSV.replace(b"200,", b"210,"), mtime=0))]
    r = contributor_client.post(f"/api/runs/{run['id']}/files/", {"files": files}, format="multipart")
    assert r.status_code == 201 and len(r.json()["jobs"]) == 5

    def settled():
        body = contributor_client.get(f"/api/runs/{run['id']}/").json()
        states = {f["name"]: f["state"] for f in body["files"]}
        # 5 uploads, plus a_good.csv from crc.zip and bench.csv from folder.tgz
        return body if len(states) == 7 and all(s in FINAL for s in states.values()) else None

    # The poll that first sees every file final must already hold the metrics the last file committed with it.
    body = wait_for(settled, timeout=120, message="the worker did not settle every archive")
    files = {f["name"]: f for f in body["files"]}
    assert files["encrypted.zip"]["state"] == "failed" and files["encrypted.zip"]["job_state"] == "failed"
    assert files["encrypted.zip"]["entries"][0]["error"] == IC.ENTRY_ENCRYPTED.format(name="secret.csv")
    assert files["deflate64.zip"]["state"] == "failed"
    assert files["deflate64.zip"]["entries"][0]["error"] == IC.ENTRY_METHOD.format(name="d64.csv", method="Deflate64")
    assert files["crc.zip"]["state"] == "partial" and files["crc.zip"]["job_state"] == "succeeded"
    assert [(e["path"], e["state"]) for e in files["crc.zip"]["entries"]] == [("a_good.csv", "imported"),
                                                                               ("b_bad.csv", "skipped")]
    assert files["folder.tgz"]["state"] == "partial"
    assert {e["path"]: e["file_state"] for e in files["folder.tgz"]["entries"]} == {"run/bench.csv": "parsed",
                                                                                  "../evil.csv": None}
    assert files["bench2.csv.gz"]["state"] == "parsed" and files["bench2.csv.gz"]["kind"] == "benchmark_table"
    # Two driver results: the latest upload supplies the throughput, and the tooltip's reason says so.
    assert "latest of" in body["metrics"]["tps"]["reason"]
