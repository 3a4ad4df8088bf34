"""The several-hosts layout (docs/architecture.md#several-hosts), run rather than described.

One gunicorn web process and two Celery workers, each started as its own process with its own MEDIA_ROOT and
temporary folder, as separate hosts would have. They share only the database (PostgreSQL in CI; on the embedded
SQLite default the database is a file all of them open), a Redis server this test starts (broker) and an
S3-compatible server (moto's server mode, ``STORAGE_BACKEND=s3``). An upload is parsed, a bundle rendered and a
report printed to PDF through HTTP alone, and every file the three kept is found in the bucket, none in a folder.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest
import requests
from django.conf import settings

from apps.accounts.choices import Role
from apps.accounts.tests.factories import DEFAULT_PASSWORD, MembershipFactory, UserFactory
from apps.jobs.tests.brokers import PrivateBroker, free_port
from apps.jobs.tests.workers import BACKEND_DIR, session_worker_paused, worker_command, worker_env

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

SAMPLES = BACKEND_DIR.parent.parent / "shared" / "awr-samples"
PLANS = BACKEND_DIR.parent / "fixtures" / "plans"
REPORT = "AWR-reports__awr_rpt_1.html"
BUCKET = "racplan-hosts"
TIMEOUT = 120


class Host:
    """One process of the layout: its command, its own folders, its log."""

    def __init__(self, root: Path, name: str, command: list[str], env: dict[str, str]):
        self.name = name
        self.media = root / name / "media"
        # Short, under the system's temporary folder: Chromium puts Unix sockets into it (at most 107 bytes a path).
        self.tmp = Path(tempfile.mkdtemp(prefix=f"racplan-{name}-"))
        self.log_path = root / f"{name}.log"
        self.command = command
        self.env = {**env, "RACPLAN_TEST_MEDIA_ROOT": str(self.media), "TMPDIR": str(self.tmp)}
        self.proc: subprocess.Popen | None = None

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-6000:] if self.log_path.exists() else ""

    @contextmanager
    def running(self):
        with self.log_path.open("w") as log:
            self.proc = subprocess.Popen(self.command, cwd=BACKEND_DIR, env=self.env, stdout=log,
                                         stderr=subprocess.STDOUT)
            try:
                yield self
            finally:
                self.proc.terminate()
                try:
                    self.proc.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait(timeout=10)
                shutil.rmtree(self.tmp, ignore_errors=True)

    def alive(self) -> bool:
        if self.proc is not None and self.proc.poll() is not None:
            pytest.fail(f"{self.name} exited with {self.proc.returncode}:\n{self.log()}")
        return True

    def answers(self, url: str) -> bool:
        """Whether this (web) host, still running, answers at ``url``."""
        self.alive()
        try:
            return requests.get(f"{url}/api/auth/csrf/", timeout=5).status_code == 204
        except (requests.ConnectionError, requests.Timeout):
            return False


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


@contextmanager
def s3_server(root: Path, wait_for):
    """moto's S3 server on a free port of 127.0.0.1 with an empty bucket; yields its URL."""
    import boto3

    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log = (root / "moto.log").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
                            stdout=log, stderr=subprocess.STDOUT)

    def answers():
        if proc.poll() is not None:
            pytest.fail(f"moto's server exited with {proc.returncode}: {(root / 'moto.log').read_text()}")
        try:
            return requests.get(f"{url}/moto-api/", timeout=1).status_code == 200
        except requests.ConnectionError:
            return False

    try:
        wait_for(answers, timeout=60, interval=0.2, message="moto's S3 server did not start")
        client = boto3.client("s3", endpoint_url=url, region_name="us-east-1", aws_access_key_id="hosts",
                              aws_secret_access_key="hosts")
        client.create_bucket(Bucket=BUCKET)
        yield url, client
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        log.close()


def test_web_and_two_workers_share_only_database_redis_and_s3(tmp_path, wait_for, project):
    assert (settings.FRONTEND_DIST / "index.html").is_file(), (
        "The PDF export prints the UI's report page: build the UI first (make backend-test does).")
    user = UserFactory(username="hosts")
    MembershipFactory(project=project, user=user, role=Role.ARCHITECT)
    contributor = UserFactory(username="hosts-contrib")
    MembershipFactory(project=project, user=contributor, role=Role.CONTRIBUTOR)

    with ExitStack() as stack:
        stack.enter_context(session_worker_paused(wait_for))
        broker = PrivateBroker(kind="redis", folder=tmp_path, port=free_port())
        broker.start_server(wait_for)
        stack.callback(broker.stop_server)
        s3_url, s3 = stack.enter_context(s3_server(tmp_path, wait_for))
        web_port = free_port()
        web_url = f"http://127.0.0.1:{web_port}"
        shared = worker_env(
            CELERY_BROKER_URL=broker.url, REDIS_URL=broker.url, STORAGE_BACKEND="s3", AWS_STORAGE_BUCKET_NAME=BUCKET,
            AWS_S3_ENDPOINT_URL=s3_url, AWS_S3_REGION_NAME="us-east-1", AWS_S3_ADDRESSING_STYLE="path",
            AWS_ACCESS_KEY_ID="hosts", AWS_SECRET_ACCESS_KEY="hosts", RACPLAN_INTERNAL_URL=web_url)
        queue = settings.CELERY_TASK_DEFAULT_QUEUE
        web = Host(tmp_path, "web", [sys.executable, "-m", "gunicorn", "config.wsgi:application"],
                   {**shared, "GUNICORN_BIND": f"127.0.0.1:{web_port}", "WEB_CONCURRENCY": "2",
                    "GUNICORN_ACCESS_LOG": ""})
        nodes = [f"racplan-host-{n}-{settings.TEST_RUN_ID}@localhost" for n in ("a", "b")]
        workers = [Host(tmp_path, f"worker-{n}", worker_command(node=node, pool="solo", queue=queue), shared)
                   for n, node in zip("ab", nodes, strict=True)]
        for host in (web, *workers):
            stack.enter_context(host.running())
        # No folder is shared: every process was given its own.
        assert len({str(h.media) for h in (web, *workers)} | {str(h.tmp) for h in (web, *workers)}) == 6

        from celery import Celery

        probe = Celery(broker=broker.url)
        stack.callback(probe.close)
        wait_for(lambda: all(h.alive() for h in workers) and len(probe.control.ping(destination=nodes, timeout=0.5))
                 == 2, timeout=TIMEOUT, interval=0.2, message="the two workers did not both answer a ping")

        wait_for(lambda: web.answers(web_url), timeout=TIMEOUT, interval=0.2, message="gunicorn did not answer")
        http = Client(web_url, "hosts")
        contrib = Client(web_url, "hosts-contrib")

        def job_done(client: Client, job_id: int) -> dict:
            def finished():
                for host in (web, *workers):
                    host.alive()
                job = client.get(f"/api/jobs/{job_id}/").json()
                return job if job["state"] in ("succeeded", "failed") else None

            job = wait_for(finished, timeout=TIMEOUT, interval=0.2, message=f"job {job_id} did not finish")
            assert job["state"] == "succeeded", (job["error"] or job["message"], [h.log() for h in workers])
            return job

        # 1. An upload, parsed by a worker that reads the original from the bucket.
        run = contrib.post("/api/runs/", json={"project": project.id, "label": "several hosts"}).json()
        upload = contrib.post(f"/api/runs/{run['id']}/files/",
                              files=[("files", (REPORT, (SAMPLES / REPORT).read_bytes(), "text/html"))])
        assert upload.status_code == 201, upload.text
        (parse_job,) = upload.json()["jobs"]
        job_done(contrib, parse_job)
        body = contrib.get(f"/api/runs/{run['id']}/").json()
        assert [(f["name"], f["state"], f["kind"]) for f in body["files"]] == [(REPORT, "parsed", "awr_instance")]
        assert body["metrics"]["tps"]["value"] > 0
        original = contrib.get(f"/api/run-files/{body['files'][0]['id']}/download/")
        assert original.status_code == 200 and original.content == (SAMPLES / REPORT).read_bytes()

        # 2. A bundle rendered by a worker into the bucket and downloaded through the web process.
        document = json.loads((PLANS / "s004-fcp-multibus-rr100-11g.json").read_text("utf-8"))["document"]
        plan = http.post("/api/plans/", json={"project": project.id, "name": "hosts", "document": document})
        assert plan.status_code == 201, plan.text
        render = http.post(f"/api/plans/{plan.json()['id']}/versions/1/bundles/", json={})
        assert render.status_code == 201, render.text
        job_done(http, render.json()["job"])
        archive = http.get(f"/api/bundles/{render.json()['bundle']}/download/")
        assert archive.status_code == 200
        with zipfile.ZipFile(io.BytesIO(archive.content)) as zf:
            assert "orazdb1/etc/multipath.conf" in zf.namelist()

        # 3. A report printed to PDF: a worker's Chromium opens the print page on the web process.
        report = contrib.post("/api/reports/", json={
            "project": project.id, "title": "Several hosts", "request": {"runs": [run["id"]]},
            "charts": [{"chart": "throughput"}, {"chart": "wait_classes"}]})
        assert report.status_code == 201, report.text
        uuid = report.json()["uuid"]
        export = contrib.post(f"/api/reports/{uuid}/pdf/")
        assert export.status_code == 202, export.text
        job_done(contrib, export.json()["id"])
        pdf = contrib.get(f"/api/reports/{uuid}/pdf/")
        assert pdf.status_code == 200 and pdf.headers["Content-Type"] == "application/pdf"
        assert pdf.content.startswith(b"%PDF") and len(pdf.content) > 5000

        # Every file kept is in the bucket; no process kept one in its own folders.
        keys = [o["Key"] for o in s3.list_objects_v2(Bucket=BUCKET).get("Contents", [])]
        assert {k.split("/", 1)[0] for k in keys} == {"blobs", "bundles", "reports"}, keys
        for host in (web, *workers):
            assert files_under(host.media) == [], (host.name, files_under(host.media))


class Client:
    """HTTP to the web process with an API token of ``username`` (what scripts and tools/racplan use)."""

    def __init__(self, base: str, username: str):
        self.base = base
        self.session = requests.Session()
        response = self.session.post(f"{base}/api/auth/token/",
                                     json={"username": username, "password": DEFAULT_PASSWORD, "name": "hosts"},
                                     timeout=30)
        assert response.status_code == 200, response.text
        self.session.headers["Authorization"] = f"Token {response.json()['token']}"

    def get(self, path: str, **kwargs) -> requests.Response:
        return self.session.get(f"{self.base}{path}", timeout=60, **kwargs)

    def post(self, path: str, **kwargs) -> requests.Response:
        return self.session.post(f"{self.base}{path}", timeout=60, **kwargs)

