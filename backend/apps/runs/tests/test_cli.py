"""The command-line client against a live server (a real HTTP server thread, real token auth)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from apps.runs.models import Run, RunFile

pytestmark = pytest.mark.django_db(transaction=True)

CLI = Path(__file__).resolve().parents[4] / "tools" / "racplan"


def racplan(live_server, *args, token=None):
    cmd = [sys.executable, str(CLI), "--url", live_server.url]
    if token:
        cmd += ["--token", token]
    return subprocess.run([*cmd, *args], capture_output=True, text=True, timeout=120)


def cli_token(live_server, user, password: str) -> str:
    """Give ``user`` a password and get an API token for it through the CLI's own ``token`` command."""
    user.set_password(password)
    user.save()
    got = racplan(live_server, "token", "--username", user.username, "--password", password)
    assert got.returncode == 0, got.stderr
    return got.stdout.strip()


def test_cli_gets_a_token_creates_a_run_and_uploads(live_server, contributor, project, samples, tmp_path):
    token = cli_token(live_server, contributor, "pw-123")
    csv = tmp_path / "bench.csv"
    csv.write_text("users,throughput,throughput_unit,cpu_util_pct,cpus\n20,100,tps,40,4\n")
    report = samples / "awr2csv__awr_11204_1.txt"
    out = racplan(live_server, "upload", "--project", str(project.id), "--label", "cli run",
                  "--tag", "interconnect=hipersockets", str(csv), str(report), token=token)
    assert out.returncode == 0, out.stderr
    assert "created run" in out.stdout and "stored bench.csv" in out.stdout
    run = Run.objects.get(label="cli run")
    assert run.tags == {"interconnect": "hipersockets"}
    assert sorted(RunFile.objects.filter(run=run).values_list("name", flat=True)) == [
        "awr2csv__awr_11204_1.txt", "bench.csv"]
    again = racplan(live_server, "upload", "--run", str(run.id), str(csv), token=token)
    assert "already uploaded" in again.stdout


def test_cli_reports_refusals(live_server, viewer, project, tmp_path):
    from apps.accounts.services import token_issue

    _, token = token_issue(user=viewer)
    f = tmp_path / "x.csv"
    f.write_text("users\n1\n")
    out = racplan(live_server, "upload", "--project", str(project.id), "--label", "no", str(f), token=token)
    assert out.returncode == 1 and "403" in out.stderr
    missing = racplan(live_server, "upload", "--run", "1", str(tmp_path / "nope.csv"), token=token)
    assert missing.returncode == 2 and "no such file or folder" in missing.stderr


def test_cli_splits_a_large_upload_into_requests_the_server_accepts(live_server, contributor, project, tmp_path):
    """More files than one request may carry (100) are sent in batches; every one is stored."""
    from apps.accounts.services import token_issue

    _, token = token_issue(user=contributor, name="batch upload")
    paths = []
    for i in range(103):
        f = tmp_path / f"b{i:03}.csv"
        f.write_text(f"users,throughput,throughput_unit\n{i + 1},{i + 10},tps\n")
        paths.append(str(f))
    out = racplan(live_server, "upload", "--project", str(project.id), "--label", "many", *paths, token=token)
    assert out.returncode == 0, out.stderr
    run = Run.objects.get(label="many")
    assert RunFile.objects.filter(run=run).count() == 103
    assert out.stdout.count("stored b") == 103


def test_cli_uploads_a_run_folder_with_its_subfolders_and_without_hidden_files(live_server, contributor, project,
                                                                               tmp_path):
    from apps.accounts.services import token_issue

    _, token = token_issue(user=contributor, name="folder upload")
    folder = tmp_path / "slob-run"
    (folder / "os" / "node1").mkdir(parents=True)
    (folder / "__MACOSX").mkdir()
    (folder / ".git").mkdir()
    (folder / "bench.csv").write_text("users,throughput,throughput_unit\n20,100,tps\n")
    (folder / "os" / "node1" / "node1.csv").write_text("users,throughput,throughput_unit\n40,180,tps\n")
    (folder / "os" / "node1" / "Thumbs.db").write_bytes(b"\xd0\xcf\x11\xe0")  # left to the server to leave out
    for junk in (folder / ".DS_Store", folder / "os" / "._node1.csv", folder / "__MACOSX" / "._bench.csv",
                 folder / ".git" / "HEAD"):
        junk.write_bytes(b"\x00\x05\x16\x07")
    out = racplan(live_server, "upload", "--project", str(project.id), "--label", "folder", str(folder), token=token)
    assert out.returncode == 0, out.stderr
    assert "ignored os/node1/Thumbs.db: Left out: Windows' thumbnail cache" in out.stdout
    run = Run.objects.get(label="folder")
    assert sorted(RunFile.objects.filter(run=run).values_list("name", flat=True)) == ["bench.csv",
                                                                                     "os/node1/node1.csv"]
    # two folders named at once keep their own names, so node1/vmstat.out and node2/vmstat.out stay apart
    for node in ("node1", "node2"):
        (tmp_path / node).mkdir()
        (tmp_path / node / "bench.csv").write_text(f"users,throughput,throughput_unit\n{node[-1]}0,100,tps\n")
    two = racplan(live_server, "upload", "--run", str(run.id), str(tmp_path / "node1"), str(tmp_path / "node2"),
                  token=token)
    assert two.returncode == 0, two.stderr
    assert {"node1/bench.csv", "node2/bench.csv"} <= set(RunFile.objects.filter(run=run).values_list("name", flat=True))
    empty = tmp_path / "empty"
    (empty / "__MACOSX").mkdir(parents=True)
    (empty / ".DS_Store").write_bytes(b"Bud1")
    nothing = racplan(live_server, "upload", "--run", str(run.id), str(empty), token=token)
    assert nothing.returncode == 2 and "no file to upload" in nothing.stderr


def test_cli_refreshes_its_token(live_server, viewer):
    from apps.accounts.models import ApiToken
    from apps.accounts.services import token_issue

    old, key = token_issue(user=viewer, name="nightly upload")
    out = racplan(live_server, "refresh-token", token=key)
    assert out.returncode == 0, out.stderr
    fresh = out.stdout.strip()
    assert fresh != key and "expires at" in out.stderr
    assert list(ApiToken.objects.filter(user=viewer).values_list("name", flat=True)) == ["nightly upload"]
    assert not ApiToken.objects.filter(pk=old.pk).exists()
    again = racplan(live_server, "refresh-token", token=key)
    assert again.returncode == 1 and "Invalid token" in again.stderr
    assert racplan(live_server, "refresh-token").returncode == 2


@pytest.mark.worker
def test_cli_waits_for_a_partial_archive_and_lists_what_was_skipped(celery_worker_process, live_server, contributor,
                                                                    project, tmp_path):
    import io
    import zipfile

    # A token through the CLI itself, whichever token model the server uses.
    token = cli_token(live_server, contributor, "pw-456")
    archive = tmp_path / "folder.zip"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("bench.csv", "users,throughput,throughput_unit,cpu_util_pct,cpus\n20,100,tps,40,4\n")
        zf.writestr("../outside.csv", "users\n1\n")
    archive.write_bytes(buf.getvalue())
    out = racplan(live_server, "upload", "--project", str(project.id), "--label", "cli zip", "--wait",
                  "--timeout", "90", str(archive), token=token)
    assert out.returncode == 1, out.stderr
    assert "partial folder.zip archive" in out.stdout
    assert "skipped   ../outside.csv — Skipped ../outside.csv: its path leaves the archive." in out.stdout
    assert "parsed  bench.csv benchmark_table" in out.stdout


@pytest.mark.worker
def test_cli_prints_a_runs_timeline_per_instance_with_its_gap_window_and_csv(live_server, celery_worker_process,
                                                                              contributor, contributor_client,
                                                                              project, wait_for):
    from django.core.files.uploadedfile import SimpleUploadedFile

    from .report_series import SP_TYPICAL, SP_UNUSUAL, series
    from .test_runs_api import upload_and_settle
    from .timeline.helpers import START

    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "timeline"}, format="json").json()
    files = [SimpleUploadedFile(name, text.encode("utf-8", "surrogateescape")) for name, text in
             series([SP_TYPICAL] * 3 + [SP_UNUSUAL] + [SP_TYPICAL], start=START, gap_after=(3,))]
    upload_and_settle(contributor_client, run["id"], files, wait_for, 5)
    token = cli_token(live_server, contributor, "pw-123")
    out = racplan(live_server, "timeline", str(run["id"]), token=token)
    assert out.returncode == 0, out.stderr
    assert "DBM11203 (DBID 2532911053, 11.2.0.3.0), 5 intervals" in out.stdout
    assert "instance 1 (DBM11203): 5 intervals, 1 gaps" in out.stdout
    assert "gap: 2024-03-04T09:59:59 to 2024-03-04T10:14:58 (snapshots 1004 to 1005)" in out.stdout
    assert "#1 instance 1 2024-03-04T09:45:00 to 2024-03-04T09:59:59 (1 intervals" in out.stdout
    assert "DB time: 14.20 s/s against the run's median 7.10" in out.stdout
    assert "no rule of the catalogue covers this" in out.stdout
    as_csv = racplan(live_server, "timeline", str(run["id"]), "--csv", token=token)
    assert as_csv.returncode == 0 and as_csv.stdout.splitlines()[0].startswith("instance,interval,begin")
    assert len(as_csv.stdout.splitlines()) == 1 + 5 + 1
    refused = racplan(live_server, "timeline", "999999", token=token)
    assert refused.returncode == 1


@pytest.fixture
def run_id(contributor_client, project):
    """A run of six Statspack intervals of one instance, the fourth unusual, parsed in this process; its id."""
    from django.core.files.uploadedfile import SimpleUploadedFile

    from .report_series import SP_TYPICAL, SP_UNUSUAL, series
    from .test_runs_api import run_jobs_inline, upload
    from .timeline.helpers import START

    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "intervals"}, format="json").json()
    files = [SimpleUploadedFile(name, text.encode("utf-8", "surrogateescape")) for name, text in
             series([SP_TYPICAL] * 3 + [SP_UNUSUAL] + [SP_TYPICAL] * 2, start=START)]
    assert upload(contributor_client, run["id"], *files).status_code == 201
    run_jobs_inline()
    return run["id"]


def test_cli_compares_a_window_of_a_runs_intervals_and_prints_the_deltas(live_server, contributor, contributor_client,
                                                                         run_id):
    """``timeline RUN --compare`` asks the API for the comparison of the run's intervals and prints what it
    answered: the note that one run's intervals are compared, and each metric's window figure against the
    baseline's with its change."""
    from apps.comparisons import constants as C

    asked = {"runs": [run_id], "intervals": {"instance": "1", "window": {"first": 3, "last": 3},
                                             "against": {"first": 0, "last": 2}}}
    answered = contributor_client.post("/api/comparisons/", asked, format="json")
    assert answered.status_code == 200, answered.content
    expected = answered.json()
    token = cli_token(live_server, contributor, "pw-123")  # a new password ends the test client's session
    out = racplan(live_server, "timeline", str(run_id), "--compare", "4", "--against", "1-3", token=token)
    assert out.returncode == 0, out.stderr
    assert expected["notes"][0] in out.stdout
    window, base = expected["groups"]
    assert "Interval 4 (1 intervals) against Intervals 1 to 3 (3 intervals)" in out.stdout
    db_time = next(line for line in out.stdout.splitlines() if line.strip().startswith("DB time"))
    mean, base_mean = window["stats"]["db_time_per_s"]["mean"], base["stats"]["db_time_per_s"]["mean"]
    change = window["vs_baseline"]["db_time_per_s"]["pct_change"]
    assert re.findall(r"[-+]?[\d,]+\.\d+", db_time)[:3] == [f"{mean:,.2f}", f"{base_mean:,.2f}", f"{change:+.1f}"]
    assert mean > base_mean  # the fourth interval is the unusual one: its DB time stands above the others'

    # against the rest of the line, the line found from the timeline (its only one)
    rest = racplan(live_server, "timeline", str(run_id), "--compare", "4", token=token)
    assert rest.returncode == 0 and f"against {C.INTERVALS_REST} (5 intervals)" in rest.stdout
    # a range the timeline does not hold is the server's field-keyed refusal, exit status 1
    beyond = racplan(live_server, "timeline", str(run_id), "--compare", "2-9", token=token)
    assert beyond.returncode == 1
    assert f"intervals/window: {C.INTERVALS_BEYOND.format(count=6, last=9)}" in beyond.stderr
    # interval numbers start at 1; --against alone is a usage error
    assert racplan(live_server, "timeline", str(run_id), "--compare", "0-2", token=token).returncode == 2
    assert racplan(live_server, "timeline", str(run_id), "--against", "1-2", token=token).returncode == 2
