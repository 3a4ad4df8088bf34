"""Background work survives faults: a broker down at upload time, a worker killed mid-job, a stranded job.

The reproducers of issue 11 section 1, with real worker processes on real brokers (a private redis-server and a
private kombu filesystem folder per test), plus the sweeper's rules exercised in process.
"""

from __future__ import annotations

import io
import signal
import zipfile
from datetime import timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.runner import run_job
from apps.jobs.services import LOST_GAVE_UP, job_create, jobs_sweep
from apps.jobs.tests.factories import JobFactory
from apps.runs.models import Run, RunFile
from apps.runs.services import PARSE_KIND, UNPACK_KIND

CSV = b"users,throughput,throughput_unit,cpu_util_pct,cpus\n20,100,tps,40,4\n40,180,tps,75,4\n60,200,tps,95,4\n"
UNREACHABLE = "redis://127.0.0.1:{port}/0"


def _zip(count: int) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for n in range(count):
            zf.writestr(f"bench/run{n:03d}.csv", CSV.replace(b"200", str(200 + n).encode()))
    return buf.getvalue()


def _new_run(client, project) -> dict:
    response = client.post("/api/runs/", {"project": project.id, "label": "fault test"}, format="json")
    assert response.status_code == 201
    return response.json()


def _upload(client, run_id, *files):
    return client.post(f"/api/runs/{run_id}/files/", {"files": list(files)}, format="multipart")


def _unreachable(settings):
    from apps.jobs.tests.brokers import free_port

    settings.CELERY_BROKER_URL = UNREACHABLE.format(port=free_port())
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = {}


# --- in process: the outbox and the sweeper's rules -------------------------------------------------------------


@pytest.mark.django_db
def test_broker_down_leaves_the_job_queued_and_unsent(architect, project, settings,
                                                       django_capture_on_commit_callbacks):
    _unreachable(settings)
    with django_capture_on_commit_callbacks(execute=True):
        job = job_create(kind="demo", owner=architect, project=project)
    job.refresh_from_db()
    assert (job.state, job.enqueued_at) == (JobState.QUEUED, None)


@pytest.mark.django_db
def test_upload_with_the_broker_down_succeeds_and_a_reupload_requeues_the_stranded_job(
        contributor_client, project, settings, django_capture_on_commit_callbacks, caplog):
    run = _new_run(contributor_client, project)
    real_url, real_options = settings.CELERY_BROKER_URL, settings.CELERY_BROKER_TRANSPORT_OPTIONS
    _unreachable(settings)
    with django_capture_on_commit_callbacks(execute=True), caplog.at_level("WARNING", "apps.jobs.services"):
        response = _upload(contributor_client, run["id"], SimpleUploadedFile("bench.csv", CSV),
                           SimpleUploadedFile("second.csv", CSV + b"80,210,tps,97,4\n"))
    assert response.status_code == 201, response.content
    # One failed attempt, then the other file's send is left to the sweeper instead of waiting on the broker again.
    assert sum("did not take its message" in r.getMessage() for r in caplog.records) == 1
    assert set(Job.objects.values_list("state", "enqueued_at")) == {(JobState.QUEUED, None)}
    stored = RunFile.objects.select_related("job").get(run_id=run["id"], name="bench.csv")
    assert stored.state == RunFile.State.STORED and stored.blob.file.read() == CSV  # nothing lost
    assert (stored.job.state, stored.job.enqueued_at) == (JobState.QUEUED, None)

    settings.CELERY_BROKER_URL, settings.CELERY_BROKER_TRANSPORT_OPTIONS = real_url, real_options
    with django_capture_on_commit_callbacks(execute=True):
        again = _upload(contributor_client, run["id"], SimpleUploadedFile("bench.csv", CSV))
    assert again.json()["duplicates"] == [stored.id]
    stored.job.refresh_from_db()
    assert stored.job.state == JobState.QUEUED and stored.job.enqueued_at is not None, "re-upload must re-queue"
    assert Job.objects.filter(kind=PARSE_KIND).count() == 2


@pytest.mark.django_db
def test_sweep_sends_unsent_jobs_after_the_grace_period(settings):
    fresh = JobFactory()
    old = JobFactory()
    Job.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(minutes=5))
    assert jobs_sweep()["sent"] == 1
    assert Job.objects.get(pk=old.pk).enqueued_at is not None
    assert Job.objects.get(pk=fresh.pk).enqueued_at is None
    assert jobs_sweep()["sent"] == 0, "a sent job is not sent twice"


@pytest.mark.django_db
def test_sweep_with_the_broker_down_changes_nothing_and_does_not_raise(settings):
    job = JobFactory()
    Job.objects.filter(pk=job.pk).update(created_at=timezone.now() - timedelta(minutes=5))
    _unreachable(settings)
    assert jobs_sweep() == {"requeued": 0, "failed": 0, "sent": 0}
    assert Job.objects.get(pk=job.pk).enqueued_at is None


@pytest.mark.django_db
def test_sweep_requeues_a_lost_job_then_fails_it_with_a_reason(settings):
    settings.JOBS_MAX_ATTEMPTS = 2
    stale = timezone.now() - timedelta(seconds=settings.JOBS_STALE_SECONDS + 1)
    job = JobFactory(state=JobState.RUNNING, attempts=1, heartbeat_at=stale, progress=40)
    alive = JobFactory(state=JobState.RUNNING, attempts=1, heartbeat_at=timezone.now())
    counts = jobs_sweep()
    assert counts["requeued"] == 1
    job.refresh_from_db()
    assert job.state == JobState.QUEUED and "queued again" in job.message and job.enqueued_at is not None
    assert Job.objects.get(pk=alive.pk).state == JobState.RUNNING, "a job with a fresh heartbeat is left alone"

    Job.objects.filter(pk=job.pk).update(state=JobState.RUNNING, attempts=2, heartbeat_at=stale)
    assert jobs_sweep()["failed"] == 1
    job.refresh_from_db()
    assert job.state == JobState.FAILED and job.error == LOST_GAVE_UP.format(attempts=2) and job.finished_at


@pytest.mark.django_db
def test_a_lost_parse_job_given_up_leaves_its_file_failed(contributor, project, settings):
    from apps.intake.services import blob_store
    from apps.runs.services import run_create

    settings.JOBS_MAX_ATTEMPTS = 1
    run = run_create(project=project, user=contributor, label="lost")
    blob = blob_store(io.BytesIO(CSV))
    job = JobFactory(kind=PARSE_KIND, state=JobState.RUNNING, attempts=1, heartbeat_at=None)
    rf = RunFile.objects.create(run=run, blob=blob, name="a.csv", state=RunFile.State.PARSING, job=job)
    job.payload = {"file": rf.id}
    job.save()
    assert jobs_sweep()["failed"] == 1
    rf.refresh_from_db()
    assert rf.state == RunFile.State.FAILED and rf.error == LOST_GAVE_UP.format(attempts=1)


@pytest.mark.django_db
def test_an_archive_whose_unpack_job_fails_unexpectedly_ends_failed_with_the_reason(contributor_client, project):
    from apps.runs.tasks import unpack_run_archive

    run = _new_run(contributor_client, project)
    assert _upload(contributor_client, run["id"], SimpleUploadedFile("reports.zip", _zip(2))).status_code == 201
    archive = RunFile.objects.get(run_id=run["id"])
    archive.blob.file.storage.delete(archive.blob.file.name)  # the original vanished from storage
    run_job(archive.job_id, unpack_run_archive.job_function)
    archive.refresh_from_db()
    job = Job.objects.get(pk=archive.job_id)
    assert job.state == JobState.FAILED and job.error.startswith("FileNotFoundError")
    assert archive.state == RunFile.State.FAILED and archive.error == job.error


@pytest.mark.django_db
def test_a_message_for_a_job_running_elsewhere_is_ignored():
    job = JobFactory(state=JobState.RUNNING, attempts=1, heartbeat_at=timezone.now())
    calls = []
    assert run_job(job.pk, lambda job, report: calls.append(1)) is None
    job.refresh_from_db()
    assert calls == [] and job.attempts == 1 and job.state == JobState.RUNNING


@pytest.mark.django_db
def test_a_superseded_run_cannot_overwrite_the_newer_one():
    job = JobFactory()

    def work(job, report):
        # Meanwhile the sweeper gave this run up and another worker claimed the job (attempt 2).
        Job.objects.filter(pk=job.pk).update(attempts=2, heartbeat_at=timezone.now())
        report(90, "late")
        return {"stale": True}

    run_job(job.pk, work)
    job.refresh_from_db()
    assert (job.state, job.result, job.progress) == (JobState.RUNNING, None, 0)


@pytest.mark.django_db(transaction=True)
def test_a_running_job_keeps_its_heartbeat_fresh_without_reporting(wait_for):
    job = JobFactory()
    beats = []

    def long_silent_step(job, report):
        claimed = Job.objects.get(pk=job.pk).heartbeat_at
        beats.append(wait_for(lambda: Job.objects.get(pk=job.pk).heartbeat_at > claimed, timeout=20,
                              message="no heartbeat while the job ran"))
        return {}

    run_job(job.pk, long_silent_step)
    assert beats == [True] and Job.objects.get(pk=job.pk).state == JobState.SUCCEEDED


# --- real workers on private brokers ----------------------------------------------------------------------------


def _finished(job_id):
    return Job.objects.filter(pk=job_id, state__in=[JobState.SUCCEEDED, JobState.FAILED]).first()


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_redis_down_at_upload_then_back_the_job_runs(private_broker, contributor_client, project, tmp_path,
                                                     wait_for):
    broker = private_broker("redis")  # nothing listens on its port yet
    run = _new_run(contributor_client, project)
    response = _upload(contributor_client, run["id"], SimpleUploadedFile("bench.csv", CSV))
    assert response.status_code == 201, response.content
    rf = RunFile.objects.get(run_id=run["id"])
    assert Job.objects.get(pk=rf.job_id).enqueued_at is None

    broker.start_server(wait_for)
    broker.start_worker("after-outage", wait_for, log=tmp_path / "worker.log")
    job = wait_for(lambda: _finished(rf.job_id), timeout=90, message="the stranded job was never run")
    assert job.state == JobState.SUCCEEDED and job.attempts == 1, job.error
    rf.refresh_from_db()
    assert rf.state == RunFile.State.PARSED
    assert Run.objects.get(pk=run["id"]).metrics["tps"]["value"] == 200


ENTRIES = 120


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("kind", ["filesystem", "redis"])
def test_worker_killed_mid_unpack_the_job_completes_after_restart_nothing_duplicated(
        kind, private_broker, contributor_client, project, tmp_path, wait_for):
    broker = private_broker(kind)
    if kind == "redis":
        broker.start_server(wait_for)
    log = tmp_path / "worker.log"
    first = broker.start_worker("doomed", wait_for, log=log)
    run = _new_run(contributor_client, project)
    response = _upload(contributor_client, run["id"], SimpleUploadedFile("reports.zip", _zip(ENTRIES)))
    assert response.status_code == 201
    archive = RunFile.objects.get(run_id=run["id"], name="reports.zip")

    wait_for(lambda: Job.objects.filter(pk=archive.job_id, state=JobState.RUNNING, progress__gt=0).exists(),
             timeout=90, interval=0.01, message="the unpack never started")
    first.send_signal(signal.SIGKILL)  # the whole worker, not only a pool child: nothing will hand the job back
    first.wait(timeout=10)
    job = Job.objects.get(pk=archive.job_id)
    assert job.state == JobState.RUNNING and job.progress < 100, "the kill must land mid-unpack"
    unpacked_before = RunFile.objects.filter(archive=archive).count()
    assert 0 < unpacked_before < ENTRIES

    broker.start_worker("restarted", wait_for, log=log)
    job = wait_for(lambda: _finished(archive.job_id), timeout=120, message="the unpack never completed")
    assert job.state == JobState.SUCCEEDED and job.attempts == 2, job.error

    def settled():
        # A file's state is written inside its parse job; the job row is marked succeeded just after: wait for both.
        files_busy = RunFile.objects.filter(run_id=run["id"], state__in=["stored", "parsing"]).exists()
        jobs_busy = Job.objects.filter(kind=PARSE_KIND, project=project,
                                       state__in=[JobState.QUEUED, JobState.RUNNING]).exists()
        return not files_busy and not jobs_busy

    wait_for(settled, timeout=180, message="not every unpacked file was parsed")
    entries = list(RunFile.objects.filter(archive=archive).values_list("name", "state"))
    assert len(entries) == ENTRIES and len({name for name, _ in entries}) == ENTRIES
    failed = list(RunFile.objects.filter(archive=archive, state="failed").values_list("name", "error")[:5])
    assert {state for _, state in entries} == {"parsed"}, failed
    parse_jobs = Job.objects.filter(kind=PARSE_KIND, project=project)
    assert parse_jobs.count() == ENTRIES, "each entry has exactly one parse job"
    assert set(parse_jobs.values_list("state", flat=True)) == {JobState.SUCCEEDED}
    assert Job.objects.filter(kind=UNPACK_KIND).count() == 1
    archive.refresh_from_db()
    assert archive.state == RunFile.State.PARSED and len(archive.result["entries"]) == ENTRIES
    assert Run.objects.get(pk=run["id"]).metrics["tps"]["value"] >= 200


# --- lost messages are sent again within a sweep or two, not at the resend deadline -------------------------------


def _sent_again(job_id: int, since) -> bool:
    """Whether job `job_id` went out again after `since` (or already ran: a session worker's sweeper may act first)."""
    job = Job.objects.get(pk=job_id)
    return job.state != JobState.QUEUED or (job.enqueued_at is not None and job.enqueued_at > since)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("kind", ["filesystem", "redis"])
def test_a_worker_killed_holding_a_message_it_had_not_started_the_next_sweep_sends_it_again(
        kind, private_broker, tmp_path, settings, wait_for):
    from apps.jobs.health import broker_connection
    from apps.jobs.models import Worker
    from apps.jobs.runner import get_job_task
    from apps.jobs.services import job_send

    broker = private_broker(kind)
    if kind == "redis":
        broker.start_server(wait_for)
    log = tmp_path / "worker.log"
    holder = broker.start_worker("holder", wait_for, log=log)
    node = f"holder-{settings.TEST_RUN_ID}@localhost"
    name = wait_for(lambda: Worker.objects.filter(name__startswith=f"{node} ").values_list("name", flat=True).first(),
                    timeout=30, message="the worker never recorded that it is alive")

    # A message the worker takes and keeps without running it yet (a job waiting in its prefetch): here a message
    # due in an hour, which the worker holds in memory, and on Redis unacknowledged.
    job = JobFactory(payload={"steps": 1})
    Job.objects.filter(pk=job.pk).update(enqueued_at=timezone.now())
    with broker_connection(5) as conn:
        get_job_task(job.kind).apply_async(args=[job.pk], countdown=3600, connection=conn, retry=False)
    wait_for(lambda: Job.objects.filter(pk=job.pk, worker=name).exists(), timeout=30,
             message="the worker did not record the message it took")
    sent_at = Job.objects.get(pk=job.pk).enqueued_at
    jobs_sweep()
    assert Job.objects.get(pk=job.pk).enqueued_at == sent_at, "a live worker's message is not sent again"

    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    killed_at = timezone.now()
    stale = timedelta(seconds=settings.JOBS_STALE_SECONDS)
    # Nothing refreshes the dead worker's row now: once it is JOBS_STALE_SECONDS old, one sweep sends the job again.
    wait_for(lambda: not Worker.objects.filter(name=name, seen_at__gte=timezone.now() - stale).exists()
             and not Job.objects.filter(pk=job.pk, enqueued_at__gte=timezone.now() - stale).exists(),
             timeout=60, interval=0.2, message="the dead worker's row stayed fresh")
    assert settings.JOBS_STALE_SECONDS < settings.JOBS_RESEND_SECONDS / 2, "the resend deadline must not be what acts"
    jobs_sweep()
    assert _sent_again(job.pk, killed_at), "one sweep after the worker is seen gone, its message is sent again"
    assert not Worker.objects.filter(name=name).exists()
    assert job_send(job_id=job.pk) == "skipped", "sent, not waiting to be sent"

    broker.start_worker("rescuer", wait_for, log=log)
    done = wait_for(lambda: _finished(job.pk), timeout=90, message="the job sent again never ran")
    assert done.state == JobState.SUCCEEDED and done.attempts == 1, done.error


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_worker_that_stops_cleanly_removes_its_row_and_the_next_sweep_sends_what_it_held(private_broker, tmp_path,
                                                                                          settings, wait_for):
    from apps.jobs.models import Worker

    broker = private_broker("filesystem")
    worker = broker.start_worker("leaving", wait_for, log=tmp_path / "worker.log")
    node = f"leaving-{settings.TEST_RUN_ID}@localhost"
    name = wait_for(lambda: Worker.objects.filter(name__startswith=f"{node} ").values_list("name", flat=True).first(),
                    timeout=30, message="the worker never recorded that it is alive")
    # A job it was said to hold when it left (sent long enough ago that a worker just started could not be meant).
    job = JobFactory(payload={"steps": 1})
    long_ago = timezone.now() - timedelta(seconds=settings.JOBS_STALE_SECONDS + 1)
    Job.objects.filter(pk=job.pk).update(enqueued_at=long_ago, worker=name)
    jobs_sweep()
    assert Job.objects.get(pk=job.pk).enqueued_at == long_ago, "a live worker's message is not sent again"

    worker.send_signal(signal.SIGTERM)  # a warm shutdown
    worker.wait(timeout=60)
    assert not Worker.objects.filter(name=name).exists(), "a worker that stops cleanly removes its row"
    left_at = timezone.now()
    jobs_sweep()
    assert _sent_again(job.pk, left_at), "the next sweep sends again what it held, without waiting for its row to age"


@pytest.mark.django_db
def test_two_filesystem_brokers_are_told_apart_and_neither_looks_restarted(private_broker, tmp_path, settings):
    from apps.jobs.models import BrokerEpoch
    from apps.jobs.services import broker_key, job_send
    from config.settings.base import filesystem_broker_options

    private_broker("filesystem")
    jobs_sweep()
    first = broker_key()
    job = JobFactory(payload={"steps": 1})
    assert job_send(job_id=job.pk) == "sent"
    sent_at = Job.objects.get(pk=job.pk).enqueued_at
    # Another deployment's folder (the URL is filesystem:// for every one of them)
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = filesystem_broker_options(tmp_path / "another")
    jobs_sweep()
    # Two rows of their own (the session's worker may have recorded its broker's too: it is not counted).
    assert broker_key() != first
    assert BrokerEpoch.objects.filter(broker__in=[first, broker_key()]).count() == 2
    assert Job.objects.get(pk=job.pk).enqueued_at == sent_at, "no restart was seen, nothing is sent again"


def _queued_messages(broker) -> int:
    """Messages waiting in this session's queue on `broker`."""
    from pathlib import Path

    from django.conf import settings

    queue = settings.CELERY_TASK_DEFAULT_QUEUE
    if broker.kind == "redis":
        import redis

        return redis.Redis(port=broker.port).llen(queue)
    return len(list(Path(broker.options["data_folder_in"]).glob(f"*.{queue}.msg")))


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("kind", ["filesystem", "redis"])
def test_a_broker_restarted_empty_the_next_sweep_sends_its_lost_messages_again(kind, private_broker, tmp_path,
                                                                                 wait_for):
    import shutil
    from pathlib import Path

    from apps.jobs.models import BrokerEpoch
    from apps.jobs.services import broker_key, job_send

    broker = private_broker(kind)
    if kind == "redis":
        broker.start_server(wait_for)
    jobs_sweep()  # the broker's identity is recorded
    # Only this broker's row: the session's own worker (transactional tests share it) records its broker's as well.
    assert BrokerEpoch.objects.filter(broker=broker_key()).count() == 1
    job = JobFactory(payload={"steps": 1})
    assert job_send(job_id=job.pk) == "sent" and _queued_messages(broker) == 1
    jobs_sweep()
    assert _queued_messages(broker) == 1, "nothing is sent twice while the broker keeps its messages"

    if kind == "redis":
        broker.stop_server()  # no persistence: it comes back empty, with a new run id
        broker.start_server(wait_for)
    else:
        queue = Path(broker.options["data_folder_in"])
        shutil.rmtree(queue)  # the broker's folder wiped
        queue.mkdir()
    restarted_at = timezone.now()
    assert _queued_messages(broker) == 0

    jobs_sweep()
    assert _sent_again(job.pk, restarted_at), "the first sweep after the restart sends the lost message again"
    assert _queued_messages(broker) == 1

    broker.start_worker("after-restart", wait_for, log=tmp_path / "worker.log")
    done = wait_for(lambda: _finished(job.pk), timeout=90, message="the job sent again never ran")
    assert done.state == JobState.SUCCEEDED and done.attempts == 1, done.error
