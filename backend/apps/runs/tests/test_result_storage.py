"""How a parse result is stored: written as its JSON text (LargeJSONField, EncodedJSON), served exactly as a result
written through the ORM as a dict, kept out of the debug query log, and never read back by a re-parse."""

from __future__ import annotations

import json
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test.utils import CaptureQueriesContext

from apps.common.fields import EncodedJSON
from apps.runs import services
from apps.runs.models import RunFile
from apps.runs.parsers import parse_file
from apps.runs.selectors import DETAIL_OMITS
from apps.runs.tests.parsers.os_golden_view import read_sample
from apps.runs.tests.test_runs_api import CSV, run_jobs_inline, stored_groups, upload, upload_and_settle

NMON = "pyNmonAnalyzer__test.nmon"


@pytest.fixture
def run(contributor_client, project):
    return contributor_client.post("/api/runs/", {"project": project.id, "label": "nmon"}, format="json").json()


def _stored(pk: int):
    """The result column's text as the database gives it back (PostgreSQL's jsonb in its own normal form)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT result FROM runs_runfile WHERE id = %s", [pk])
        return cursor.fetchone()[0]


@pytest.mark.django_db
def test_a_result_written_as_text_is_served_byte_for_byte_as_one_written_as_a_dict(contributor_client, run):
    data = read_sample(NMON)
    assert upload(contributor_client, run["id"], SimpleUploadedFile("test.nmon", data),
                  SimpleUploadedFile("bench.csv", CSV)).status_code == 201
    run_jobs_inline()
    for rf in RunFile.objects.filter(run_id=run["id"]):
        assert rf.state == "parsed", rf.error
        expected = services._trim(parse_file(rf.name, data if rf.name == "test.nmon" else CSV).to_dict())
        assert stored_groups(rf) == expected.pop("os_series")  # kept a group to a row, not in the result
        stored = _stored(rf.pk)
        assert json.loads(stored) == expected
        if connection.vendor == "sqlite":  # the very text json.dumps made, as a JSONField would have stored
            assert stored == json.dumps(expected)
        served = contributor_client.get(f"/api/run-files/{rf.pk}/")
        # The same result written the way every other JSONField writes it (the ORM encoding the dict)
        RunFile.objects.filter(pk=rf.pk).update(result=expected)
        again = contributor_client.get(f"/api/run-files/{rf.pk}/")
        assert served.status_code == again.status_code == 200
        assert served.content == again.content
        assert served.json()["result"] == {k: v for k, v in expected.items() if k not in DETAIL_OMITS}
    nmon = RunFile.objects.get(run_id=run["id"], name="test.nmon")
    assert nmon.kind == "os_stats" and "os_series" not in nmon.result and stored_groups(nmon)


@pytest.mark.django_db
def test_an_encoded_value_reads_back_as_the_value_and_none_stays_null(contributor_client, run):
    assert upload(contributor_client, run["id"], SimpleUploadedFile("bench.csv", CSV)).status_code == 201
    rf = RunFile.objects.get(run_id=run["id"])
    value = {"a": [1.5, None, 0.30000000000000004], "é": "x\\y\n", "nested": {"list": [{"k": True}]}}
    RunFile.objects.filter(pk=rf.pk).update(result=EncodedJSON.dumps(value))
    assert RunFile.objects.get(pk=rf.pk).result == value
    assert RunFile.objects.filter(pk=rf.pk, result__nested__list__0__k=True).exists()
    RunFile.objects.filter(pk=rf.pk).update(result=None)
    assert _stored(rf.pk) is None and RunFile.objects.filter(pk=rf.pk, result__isnull=True).exists()


@pytest.mark.django_db
def test_the_parse_job_keeps_the_document_out_of_the_query_log(contributor_client, run, settings):
    settings.DEBUG = True  # a developer's worker (make run) logs every statement
    assert upload(contributor_client, run["id"], SimpleUploadedFile("test.nmon", read_sample(NMON))).status_code == 201
    with CaptureQueriesContext(connection) as queries:
        run_jobs_inline()
    rf = RunFile.objects.get(run_id=run["id"])
    groups = stored_groups(rf)
    assert rf.state == "parsed" and groups
    samples = sum(len(json.dumps(group)) for group in groups)
    assert samples > 90_000
    assert max(len(q["sql"]) for q in queries.captured_queries) < samples // 10
    # no statement logged holds a group's samples (the first twenty times of each, as its text has them)
    needles = [json.dumps(group["times"][:20])[1:-1] for group in groups if len(group["times"]) >= 20]
    assert needles and not [q for q in queries.captured_queries if any(n in q["sql"] for n in needles)]


@pytest.mark.django_db
def test_a_reparse_neither_reads_the_stored_result_nor_loses_it(contributor_client, run):
    assert upload(contributor_client, run["id"], SimpleUploadedFile("test.nmon", read_sample(NMON))).status_code == 201
    run_jobs_inline()
    rf = RunFile.objects.get(run_id=run["id"])
    first = rf.result
    assert contributor_client.post(f"/api/run-files/{rf.pk}/reparse/").status_code == 202
    with CaptureQueriesContext(connection) as queries:
        run_jobs_inline()
    # the column itself, as a row's field (a refresh's JSON_EXTRACT of older files' results is another matter)
    column = re.compile(r'(?<!\()"runs_runfile"\."result"\s*(,|FROM)')
    reads = [q["sql"] for q in queries.captured_queries if q["sql"].lstrip().upper().startswith("SELECT")
             and column.search(q["sql"])]
    assert reads == []
    again = RunFile.objects.get(pk=rf.pk)
    assert again.state == "parsed" and again.result == first


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_migration_keeps_stored_results_both_ways(celery_worker_process, contributor_client, run, wait_for):
    upload_and_settle(contributor_client, run["id"], [SimpleUploadedFile("bench.csv", CSV)], wait_for, 1)
    rf = RunFile.objects.get(run_id=run["id"])
    before = rf.result
    try:
        MigrationExecutor(connection).migrate([("runs", "0003_runfile_summary")])
        assert RunFile.objects.filter(pk=rf.pk).values_list("result", flat=True).get() == before
    finally:
        executor = MigrationExecutor(connection)
        executor.loader.build_graph()
        executor.migrate(executor.loader.graph.leaf_nodes("runs"))
    assert RunFile.objects.get(pk=rf.pk).result == before
