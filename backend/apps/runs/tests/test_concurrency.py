"""The same request sent many times at once: uploads of one file, reparses of a large run."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.common.tests.threads import at_once, behind_a_lock
from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.tests.brokers import free_port
from apps.runs.models import RunFile

from .factories import RunFileFactory

CSV = b"users,throughput,throughput_unit,cpu_util_pct,cpus\n20,100,tps,40,4\n40,180,tps,75,4\n60,200,tps,95,4\n"


@pytest.fixture
def no_worker(settings):
    """Messages go to a broker nobody listens on: the session's worker (if one runs) takes none of these jobs."""
    settings.CELERY_BROKER_URL, settings.CELERY_BROKER_TRANSPORT_OPTIONS = f"redis://127.0.0.1:{free_port()}/0", {}
    yield
    Job.objects.filter(state=JobState.QUEUED).update(state=JobState.FAILED)  # nor later, from its sweeper


@pytest.mark.django_db(transaction=True)
def test_ten_uploads_of_one_file_at_once_all_succeed_one_stored_the_rest_duplicates(contributor, client_for, project,
                                                                                    no_worker):
    from apps.runs.services import run_create

    run = run_create(project=project, user=contributor, label="parallel")
    clients = [client_for(contributor) for _ in range(10)]

    def send(client):
        return client.post(f"/api/runs/{run.id}/files/", {"files": [SimpleUploadedFile("bench.csv", CSV)]},
                           format="multipart")

    answers = at_once([lambda c=c: send(c) for c in clients])
    assert [a.status_code for a in answers] == [201] * 10, [a.content[:300] for a in answers if a.status_code != 201]
    stored = RunFile.objects.get(run=run)
    assert {a.json()["files"][0]["id"] for a in answers} == {stored.id}
    duplicates = [a.json()["duplicates"] for a in answers]
    assert duplicates.count([]) == 1 and duplicates.count([stored.id]) == 9, duplicates
    assert Job.objects.filter(kind="runs.parse").count() == 1
    # one stored copy of the bytes, however many requests stored them at once
    folder = stored.blob.file.name.rsplit("/", 1)[0]
    assert [n for n in default_storage.listdir(folder)[1] if n.startswith(stored.blob.sha256)] == [stored.blob.sha256]


LARGE_RUN = 1500
#: Statements a reparse of LARGE_RUN files may take: a few per batch of rows (SQLite binds at most 999 values per
#: statement, so its batches are the smallest), never a few per file as before (about 6,000).
BULK_QUERIES = LARGE_RUN // 25


@pytest.mark.django_db
def test_a_reparse_of_a_large_run_joins_pending_jobs_and_costs_a_few_queries(contributor, contributor_client, project,
                                                                            private_broker,
                                                                            django_capture_on_commit_callbacks):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from apps.intake.services import blob_store
    from apps.runs.services import PARSE_KIND, run_create

    broker = private_broker("filesystem")  # a queue of this test's own, read by no worker
    queue = Path(broker.options["data_folder_in"])
    run = run_create(project=project, user=contributor, label="large")
    blob = blob_store(io.BytesIO(CSV))
    files = RunFile.objects.bulk_create(RunFileFactory.build_batch(LARGE_RUN, run=run, blob=blob))

    def reparse():
        with django_capture_on_commit_callbacks(execute=True), CaptureQueriesContext(connection) as queries:
            answer = contributor_client.post(f"/api/runs/{run.id}/reparse/")
        assert answer.status_code == 202
        return [job["id"] for job in answer.json()], len(queries.captured_queries)

    first, first_queries = reparse()
    assert len(set(first)) == LARGE_RUN and first_queries <= BULK_QUERIES, first_queries
    assert Job.objects.filter(kind=PARSE_KIND, enqueued_at__isnull=False).count() == LARGE_RUN
    assert len(list(queue.glob("*.msg"))) == LARGE_RUN, "every new job's message is sent"
    assert dict(RunFile.objects.filter(run=run).values_list("id", "job_id")) == dict(
        zip([f.id for f in files], first, strict=True))

    again, again_queries = reparse()
    assert again == first, "a reparse asked for again joins the jobs still queued"
    assert again_queries <= 20, again_queries
    assert Job.objects.filter(kind=PARSE_KIND).count() == LARGE_RUN
    assert len(list(queue.glob("*.msg"))) == LARGE_RUN, "no second message"

    # Once those parses ended, asking again parses again: new jobs, as cheaply.
    Job.objects.filter(pk__in=first).update(state=JobState.SUCCEEDED)
    third, third_queries = reparse()
    assert not set(third) & set(first) and len(set(third)) == LARGE_RUN and third_queries <= BULK_QUERIES, third_queries
    assert Job.objects.filter(kind=PARSE_KIND).count() == 2 * LARGE_RUN


@pytest.mark.django_db
def test_reparsing_one_file_twice_joins_its_waiting_parse(contributor, contributor_client, project, private_broker,
                                                          django_capture_on_commit_callbacks):
    from apps.runs.services import PARSE_KIND, run_create

    private_broker("filesystem")
    run = run_create(project=project, user=contributor, label="one file")
    rf = RunFileFactory(run=run, content=CSV, name="bench.csv")
    with django_capture_on_commit_callbacks(execute=True):
        first = contributor_client.post(f"/api/run-files/{rf.id}/reparse/")
        again = contributor_client.post(f"/api/run-files/{rf.id}/reparse/")
    assert first.status_code == again.status_code == 202
    assert again.json()["id"] == first.json()["id"] and Job.objects.filter(kind=PARSE_KIND).count() == 1
    Job.objects.filter(pk=first.json()["id"]).update(state=JobState.SUCCEEDED)
    with django_capture_on_commit_callbacks(execute=True):
        third = contributor_client.post(f"/api/run-files/{rf.id}/reparse/")
    assert third.json()["id"] != first.json()["id"], "a parse that ended is not joined: the file is parsed again"


@pytest.mark.django_db(transaction=True)
def test_a_run_deleted_while_an_archive_entry_is_stored_is_deleted_with_it(contributor, contributor_client, project,
                                                                           no_worker, wait_for):
    """DELETE /api/runs/{id}/ sent while the unpacking stores an entry (its transaction open): 204, the run and every
    file gone, the entry's included; an entry stored after the deletion is :class:`Removed`, which ends the job as
    "Run removed" (test_archive_entries).

    On PostgreSQL the deletion read the run's files before the entry committed and deleted them after: it then
    failed at commit on the entry's foreign key to its archive (a 500 on runs_runfile_archive_id). Here the archive
    row's lock (the unpacking writes that row too) holds the deletion in that gap."""
    from apps.runs.models import Run
    from apps.runs.services import run_create
    from apps.runs.services.upload import entry_import

    run = run_create(project=project, user=contributor, label="unpacking")
    archive = RunFileFactory(run=run, content=b"PK\x05\x06" + b"\x00" * 18, name="many.zip", kind="archive",
                             format="zip", state="parsing", uploaded_by=contributor)
    def store_an_entry():
        RunFile.objects.select_for_update().get(pk=archive.pk)
        entry_import(archive=archive, data=io.BytesIO(CSV), path="node1/bench.csv")

    answer = behind_a_lock(store_an_entry, lambda: contributor_client.delete(f"/api/runs/{run.id}/"),
                           wait_for=wait_for)
    assert answer.status_code == 204, answer.content[:500]
    assert not Run.objects.filter(pk=run.pk).exists() and not RunFile.objects.filter(run_id=run.pk).exists()


@pytest.mark.django_db(transaction=True)
def test_five_reparses_of_a_large_run_at_once_queue_one_parse_per_file(contributor, client_for, project, no_worker):
    """Five POST /api/runs/{id}/reparse/ at the same moment on a 300-file run: each answers 202 with the same jobs,
    one per file, and every file points at its job. They once ran side by side: each queued a parse of every file
    (five times the jobs, the files left pointing at whichever wrote last) and PostgreSQL broke one of them off
    with "deadlock detected" (a 500)."""
    from apps.intake.services import blob_store
    from apps.runs.services import PARSE_KIND, run_create

    run = run_create(project=project, user=contributor, label="large")
    blob = blob_store(io.BytesIO(CSV))
    RunFile.objects.bulk_create(RunFileFactory.build_batch(300, run=run, blob=blob))
    clients = [client_for(contributor) for _ in range(5)]
    answers = at_once([lambda c=c: c.post(f"/api/runs/{run.id}/reparse/") for c in clients])
    assert [a.status_code for a in answers] == [202] * 5, [a.content[:300] for a in answers]
    jobs = [[job["id"] for job in a.json()] for a in answers]
    assert all(j == jobs[0] for j in jobs) and len(set(jobs[0])) == 300
    assert Job.objects.filter(kind=PARSE_KIND).count() == 300
    assert set(RunFile.objects.filter(run=run).values_list("job_id", flat=True)) == set(jobs[0])
