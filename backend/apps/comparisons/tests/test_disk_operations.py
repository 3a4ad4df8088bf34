"""Comparisons can use disk read and write operations per second, read from the runs' real AWR reports."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.runs.tests.parsers.conftest import RUN_SAMPLES
from apps.runs.tests.test_runs_api import upload_and_settle


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_runs_compare_on_read_and_write_operations(celery_worker_process, contributor_client, project, wait_for):
    ids = {}
    # the SLOB run's RAC-global report, as text and as HTML: its IO Profile prints 79,683.23 reads and 7.82 writes
    # (Total Requests, per second) in both
    for form, name in (("text", "PoC-FlashGrid-p60x6__awr_rac.txt"), ("html", "PoC-FlashGrid-p60x6__awr_rac.html")):
        run = contributor_client.post("/api/runs/", {"project": project.id, "label": f"SLOB {form}",
                                                     "tags": [f"form={form}"]}, format="json").json()
        upload_and_settle(contributor_client, run["id"],
                          [SimpleUploadedFile(name, (RUN_SAMPLES / name).read_bytes())], wait_for, 1)
        ids[form] = run["id"]
        metrics = contributor_client.get(f"/api/runs/{run['id']}/").json()["metrics"]
        assert (metrics["read_iops"]["value"], metrics["write_iops"]["value"]) == (79683.23, 7.82)

    response = contributor_client.post("/api/comparisons/", {"runs": list(ids.values()), "group_by": "tag:form",
                                                             "baseline": {"group": "text"}}, format="json")
    assert response.status_code == 200, response.content
    data = response.json()
    catalogue = {m["key"]: (m["label"], m["unit"]) for m in data["metrics"]}
    assert catalogue["read_iops"] == ("Disk read operations", "reads/s")
    assert catalogue["write_iops"] == ("Disk write operations", "writes/s")
    rows = {row["key"]: row for row in data["table"]["rows"]}
    assert [cell["mean"] for cell in rows["read_iops"]["cells"]] == [79683.23, 79683.23]
    assert [cell["mean"] for cell in rows["write_iops"]["cells"]] == [7.82, 7.82]
