"""Uploads parsed by a real Celery worker: real AWR reports and a zip, end to end through the API."""

from __future__ import annotations

import io
import zipfile

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

REPORTS = ["AWR-reports__awr_rpt_1.html", "jas-min__awrrpt_1_2668_2669.txt"]


def test_worker_parses_uploaded_reports_and_zip(celery_worker_process, contributor_client, project, samples,
                                                wait_for):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "worker"}, format="json").json()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("inner/awr_rac.html", (samples / "AWRS__awr_rac.html").read_bytes())
    files = [SimpleUploadedFile(n, (samples / n).read_bytes()) for n in REPORTS]
    files.append(SimpleUploadedFile("batch.zip", buf.getvalue()))
    r = contributor_client.post(f"/api/runs/{run['id']}/files/", {"files": files}, format="multipart")
    assert r.status_code == 201 and len(r.json()["jobs"]) == 3

    def done():
        body = contributor_client.get(f"/api/runs/{run['id']}/").json()
        states = [f["state"] for f in body["files"]]
        # the file row is committed by the parse, its job row by the runner just after: wait for both to settle
        jobs_final = all(f["job_state"] in ("succeeded", "failed") for f in body["files"])
        return body if len(states) == 4 and all(s in ("parsed", "failed") for s in states) and jobs_final else None

    body = wait_for(done, timeout=120, message="the worker did not parse every file")
    kinds = {f["name"]: (f["state"], f["kind"]) for f in body["files"]}
    assert kinds["batch.zip"] == ("parsed", "archive")
    assert kinds["inner/awr_rac.html"][0] == "parsed"  # named with its folder in the zip
    assert kinds["AWR-reports__awr_rpt_1.html"] == ("parsed", "awr_instance")
    assert body["metrics"]["tps"]["value"] > 0
    assert all(f["job_state"] == "succeeded" for f in body["files"])


def test_the_database_empties_cleanly_once_the_worker_has_settled(celery_worker_process, contributor_client, project,
                                                                  samples, wait_for):
    """What every transactional test's teardown now does before pytest-django empties the database.

    A test that ended while the worker still parsed its uploads had its flush fail about one time in three on
    PostgreSQL (the TRUNCATE and the parse deadlocked) and left its rows to the next test (CI of stop 23).
    """
    from django.core.management import call_command

    from apps.jobs.tests.workers import session_jobs_left, settle_session_worker
    from apps.runs.models import RunFile

    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "settle"}, format="json").json()
    names = sorted(p.name for p in samples.glob("*.html"))[:6]
    files = [SimpleUploadedFile(n, (samples / n).read_bytes()) for n in names]
    r = contributor_client.post(f"/api/runs/{run['id']}/files/", {"files": files}, format="multipart")
    assert r.status_code == 201 and len(r.json()["jobs"]) == 6

    settle_session_worker(wait_for)
    assert session_jobs_left() == []
    assert sorted(RunFile.objects.filter(run_id=run["id"]).values_list("state", flat=True)) == ["parsed"] * 6
    call_command("flush", interactive=False, verbosity=0)
    assert not RunFile.objects.exists()
