"""An as-built check run by a real Celery worker: a reference plan's bundle archive uploaded back through the API."""

from __future__ import annotations

import pytest

from apps.plans.services import plan_create

from .helpers import bundle_zip, perturb, rendered, upload

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def test_worker_checks_an_uploaded_bundle(celery_worker_process, project, architect, contributor_client, wait_for):
    plan = plan_create(project=project, user=architect, name="rac", reference="s003-x366-2-node-gigabit-interconnect")
    files = perturb(rendered(plan), "x366n2/etc/sysctl.conf",
                    lambda t: t.replace("net.core.rmem_max = 1048576", "net.core.rmem_max = 131071"))
    r = contributor_client.post(f"/api/plans/{plan.id}/as-built/", {"files": [upload("b.zip", bundle_zip(files))]},
                                format="multipart")
    assert r.status_code == 201, r.content

    def done():
        body = contributor_client.get(f"/api/as-built/{r.json()['id']}/").json()
        return body if body["state"] in ("complete", "failed") else None

    body = wait_for(done, timeout=180, message="the worker did not finish the check")
    assert body["state"] == "complete", body["error"]
    assert body["nodes"] == ["cluster", "x366n1", "x366n2"]
    assert [(x["node"], x["key"], x["change"], x["rule"]) for x in body["diff"]["lines"]] == [
        ("x366n2", "net.core.rmem_max", "changed", "KN031")]
    assert "KN031" in {f["rule"] for f in body["findings"]}
    assert contributor_client.get(f"/api/jobs/{body['job']}/").json()["state"] == "succeeded"
