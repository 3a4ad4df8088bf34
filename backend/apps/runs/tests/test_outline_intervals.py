"""Every OS series states its sample interval and where it was read, in the file's outline and its pages; outlines
stored before that was kept get it from migration 0010."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection

from apps.runs.models import RunFile
from apps.runs.tests.parsers.os_golden_view import read_sample
from apps.runs.tests.test_runs_api import upload_and_settle


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_outline_states_the_interval_and_older_outlines_get_it_from_the_migration(celery_worker_process,
                                                                                 contributor_client, project,
                                                                                 wait_for):
    from django.db.migrations.executor import MigrationExecutor

    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "slob"}, format="json").json()
    files = [SimpleUploadedFile("vmstat.out", read_sample("PoC-FlashGrid-p60x6__vmstat.out")),
             SimpleUploadedFile("test.nmon", read_sample("pyNmonAnalyzer__test.nmon"))]
    upload_and_settle(contributor_client, run["id"], files, wait_for, 2)
    by_name = {rf.name: rf for rf in RunFile.objects.filter(run_id=run["id"])}
    vmstat, nmon = by_name["vmstat.out"], by_name["test.nmon"]

    outline = contributor_client.get(f"/api/run-files/{vmstat.id}/series/").json()["series"]
    assert [(g["category"], g["interval_s"], g["interval_source"]) for g in outline] == [
        ("cpu", 3.0, "timestamps"), ("runq", 3.0, "timestamps"), ("mem", 3.0, "timestamps")]
    page = contributor_client.get(f"/api/run-files/{nmon.id}/series/0/", {"limit": 5}).json()
    assert (page["interval_s"], page["interval_source"]) == (1.0, "header")

    # as a parse before this change stored them: no interval_source, and an interval only where nmon printed one
    for rf in (vmstat, nmon):
        older = [{k: v for k, v in g.items() if k != "interval_source"} for g in rf.outline]
        if rf is vmstat:
            older = [{**g, "interval_s": None} for g in older]
        RunFile.objects.filter(pk=rf.pk).update(outline=older)
    executor = MigrationExecutor(connection)
    try:
        executor.migrate([("runs", "0009_move_series_out_of_results")])
    finally:
        executor = MigrationExecutor(connection)
        executor.loader.build_graph()
        executor.migrate(executor.loader.graph.leaf_nodes("runs"))
    for rf in (vmstat, nmon):
        migrated = RunFile.objects.get(pk=rf.pk).outline
        assert [(g["interval_s"], g["interval_source"]) for g in migrated] == [
            (g["interval_s"], g["interval_source"]) for g in rf.outline], rf.name
