"""An as-built check run by a real Celery worker: a reference plan's bundle archive uploaded back through the API."""

from __future__ import annotations

from contextlib import contextmanager, nullcontext

import pytest

from apps.plans.services import plan_create

from .helpers import bundle_zip, ip_output, perturb, rendered, upload, with_uname

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def test_worker_checks_an_uploaded_bundle(celery_worker_process, project, architect, contributor_client, wait_for):
    # Study 001's own set-up, where KN031 holds a node to the Appendix C table (262144, below what is rendered).
    plan = plan_create(project=project, user=architect, name="rac", reference="s001-fcp-asm")
    files = perturb(with_uname(rendered(plan), plan), "nsrac2/etc/sysctl.conf",
                    lambda t: t.replace("net.core.rmem_max = 1048576", "net.core.rmem_max = 131071"))
    r = contributor_client.post(f"/api/plans/{plan.id}/as-built/", {"files": [upload("b.zip", bundle_zip(files))]},
                                format="multipart")
    assert r.status_code == 201, r.content

    def done():
        body = contributor_client.get(f"/api/as-built/{r.json()['id']}/").json()
        return body if body["state"] in ("complete", "failed") else None

    body = wait_for(done, timeout=180, message="the worker did not finish the check")
    assert body["state"] == "complete", body["error"]
    assert body["nodes"] == ["cluster", "nsrac1", "nsrac2", "nsrac3"]
    assert [(x["node"], x["key"], x["change"], x["rule"]) for x in body["diff"]["lines"]] == [
        ("nsrac2", "net.core.rmem_max", "changed", "KN031")]
    assert "KN031" in {f["rule"] for f in body["findings"]}
    assert contributor_client.get(f"/api/jobs/{body['job']}/").json()["state"] == "succeeded"


def test_files_added_while_the_worker_runs_the_check_are_checked_by_that_job(
        celery_worker_process, project, architect, contributor_client, wait_for):
    """The job is held inside its run while more files are uploaded: on PostgreSQL by a row lock on one original it
    links to. SQLite (`make test`'s embedded default) has no row locks, so there the upload may also land after the
    job ended; either way the file is parsed and compared, and on PostgreSQL by the same job in a second round."""
    from django.db import connection

    from apps.asbuilt.models import AsBuiltCheck
    from apps.intake.services import blob_store
    from apps.jobs.models import Job

    plan = plan_create(project=project, user=architect, name="rac", reference="s003-x366-2-node-gigabit-interconnect")
    files = rendered(plan)
    held = blob_store([next(f for f in files if f.path == "x366n1/etc/sysctl.conf").content.encode()])
    held_by_lock = connection.vendor == "postgresql"
    with _row_lock(held.pk) if held_by_lock else nullcontext():
        r = contributor_client.post(f"/api/plans/{plan.id}/as-built/", {"files": [upload("b.zip", bundle_zip(files))]},
                                    format="multipart")
        assert r.status_code == 201, r.content
        check_id, job_id = r.json()["id"], r.json()["job"]
        if held_by_lock:
            wait_for(lambda: AsBuiltCheck.objects.get(pk=check_id).state == "running", timeout=180,
                     message="the worker did not start the check")
        link = ip_output([("eth0", 1500, [], None), ("eth1", 9000, [], None)], addresses=False)
        added = contributor_client.post(f"/api/as-built/{check_id}/files/",
                                        {"node": "x366n2", "files": [upload("ip-link.txt", link.encode())]},
                                        format="multipart")
        assert added.status_code == 200, added.content
        assert {f["name"]: f["state"] for f in added.json()["files"]}["ip-link.txt"] == "stored"
        if held_by_lock:
            assert added.json()["job"] == job_id

    def done():
        body = contributor_client.get(f"/api/as-built/{check_id}/").json()
        return body if body["state"] in ("complete", "failed") else None

    body = wait_for(done, timeout=180, message="the worker did not finish the check")
    assert body["state"] == "complete", body["error"]
    assert {f["name"]: f["state"] for f in body["files"]}["ip-link.txt"] == "parsed"
    assert [(x["node"], x["kind"], x["key"], x["planned"], x["actual"]) for x in body["diff"]["lines"]] == [
        ("x366n2", "ip-addr", "eth1 mtu", "1500", "9000")]
    if held_by_lock:
        job = Job.objects.get(pk=job_id)
        assert job.state == "succeeded" and job.result["rounds"] == 2
        assert Job.objects.filter(kind="asbuilt.check").count() == 1


@contextmanager
def _row_lock(blob_pk: str):
    """Hold a row lock on one stored original from a second PostgreSQL connection until the block ends."""
    import psycopg
    from django.db import connection

    db = connection.settings_dict
    with psycopg.connect(dbname=db["NAME"], user=db["USER"], password=db["PASSWORD"] or None,
                         host=db["HOST"] or None, port=db["PORT"] or None) as blocker:
        blocker.execute("SELECT 1 FROM runs_blob WHERE sha256 = %s FOR UPDATE", [blob_pk])
        yield
        blocker.rollback()
