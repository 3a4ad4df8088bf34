"""The chart copy of a file's OS series (``RunFile.charts``): kept when the file is parsed, read by the run page's
time-series endpoint instead of the full result, and the same charts as the full series give."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.runs import timeseries
from apps.runs.models import RunFile
from apps.runs.tests.parsers.os_golden_view import read_sample
from apps.runs.tests.test_runs_api import run_jobs_inline, stored_groups, upload, upload_and_settle

# more samples a line than the copy keeps (STORED_POINTS)
SAMPLES = 6000
NMON = "pyNmonAnalyzer__test.nmon"


def long_vmstat(samples: int) -> bytes:
    """The SLOB run's ``vmstat -t`` capture played again and again, one sample a second from its first time on."""
    lines = read_sample("PoC-FlashGrid-p60x6__vmstat.out").decode().splitlines()
    head, data = lines[:2], [ln.rsplit(None, 2)[0] for ln in lines if ln[:1] == " " and ln.strip()[:1].isdigit()]
    start = datetime(2020, 2, 20, 21, 31, 43)
    out = [*head, *(f"{data[k % len(data)]} {start + timedelta(seconds=k):%Y-%m-%d %H:%M:%S}" for k in range(samples))]
    return ("\n".join(out) + "\n").encode()


@pytest.fixture
def long_capture(contributor_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "long vmstat"}, format="json").json()
    data = long_vmstat(SAMPLES)
    assert upload(contributor_client, run["id"], SimpleUploadedFile("long_vmstat.out", data)).status_code == 201
    run_jobs_inline()
    rf = RunFile.objects.get(run_id=run["id"])
    assert rf.state == "parsed" and rf.kind == "os_stats"
    return run, rf


def _lines(groups):
    return {(g["category"], g["source"], line["object"], line["column"]): line for g in groups for line in g["series"]}


@pytest.mark.django_db
def test_the_endpoint_answers_from_the_copy_without_reading_the_result(long_capture, viewer_client):
    run, rf = long_capture
    assert rf.charts and all(len(line["x"]) <= timeseries.STORED_POINTS for line in _lines(rf.charts).values())
    with CaptureQueriesContext(connection) as queries:
        answer = viewer_client.get(f"/api/runs/{run['id']}/timeseries/?max_points=600")
    assert answer.status_code == 200
    assert not [q["sql"] for q in queries.captured_queries if '"result"' in q["sql"]]

    # the same charts as the full series give: the same groups and lines, at most 600 points a line, each line's
    # extremes kept (a spike survives the two passes), time in order
    full = timeseries.chart_groups([{"id": rf.id, "name": rf.name, "os_series": stored_groups(rf)}],
                                   max_points=600)
    served = answer.json()["groups"]
    assert [(g["category"], g["source"], g["samples"], g["objects_total"]) for g in served] == [
        (g["category"], g["source"], g["samples"], g["objects_total"]) for g in full]
    assert served and all(g["samples"] == SAMPLES - 1 for g in served)  # vmstat's first line averages since boot
    every = _lines(timeseries.chart_groups([{"id": rf.id, "name": rf.name, "os_series": stored_groups(rf)}],
                                           max_points=10**9))
    ours, theirs = _lines(served), _lines(full)
    assert ours.keys() == theirs.keys() == every.keys()
    for key, line in ours.items():
        assert 0 < len(line["x"]) <= 600, key
        assert line["x"] == sorted(line["x"]), key
        assert (min(line["y"]), max(line["y"])) == (min(theirs[key]["y"]), max(theirs[key]["y"])), key
        # every point drawn is a sample as measured, never a mean
        assert set(zip(line["x"], line["y"], strict=True)) <= set(zip(every[key]["x"], every[key]["y"], strict=True))


@pytest.mark.django_db
def test_the_most_points_are_the_copy_itself(long_capture, viewer_client):
    run, rf = long_capture
    most = viewer_client.get(f"/api/runs/{run['id']}/timeseries/?max_points=5000").json()["groups"]
    assert most == rf.charts


@pytest.mark.django_db
def test_a_failed_parse_keeps_no_copy(contributor_client, project):
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "bad"}, format="json").json()
    assert upload(contributor_client, run["id"], SimpleUploadedFile("empty.nmon", b"")).status_code == 201
    run_jobs_inline()
    rf = RunFile.objects.get(run_id=run["id"])
    assert rf.state == "failed" and rf.charts is None and rf.result is None


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_files_parsed_before_the_copy_and_the_outline_get_them_from_the_migration(celery_worker_process,
                                                                                 contributor_client, project,
                                                                                 wait_for):
    from django.db.migrations.executor import MigrationExecutor

    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "older"}, format="json").json()
    files = [SimpleUploadedFile("test.nmon", read_sample(NMON)), SimpleUploadedFile("vmstat.out", long_vmstat(50))]
    upload_and_settle(contributor_client, run["id"], files, wait_for, 2)
    parsed = {rf.name: (rf.charts, rf.outline, stored_groups(rf)) for rf in RunFile.objects.filter(run_id=run["id"])}
    assert all(charts and outline and groups for charts, outline, groups in parsed.values())
    executor = MigrationExecutor(connection)
    try:
        executor.migrate([("runs", "0004_runfile_result_large_json")])  # neither column exists there
    finally:
        executor = MigrationExecutor(connection)
        executor.loader.build_graph()
        executor.migrate(executor.loader.graph.leaf_nodes("runs"))
    for rf in RunFile.objects.filter(run_id=run["id"]):
        charts, outline, groups = parsed[rf.name]
        assert rf.charts == charts
        # back there the groups were in the result again (0009 reversed); forward, in rows of their own once more
        assert stored_groups(rf) == groups and "os_series" not in rf.result
        # the order of an outline's objects is the tool's when parsed; PostgreSQL's jsonb keeps an order of its own
        assert [{**g, "objects": sorted(g["objects"])} for g in rf.outline] == [
            {**g, "objects": sorted(g["objects"])} for g in outline]
