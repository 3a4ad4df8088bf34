"""Timings of apps.runs: parser throughput over the real sample corpus, a zip ingested by two workers, and the
memory of the workers ingesting OS statistics (a 200 MB folder, and one nmon capture of the per-file limit)."""

from perf.os_folder import LARGEST_NMON_NAME, LARGEST_NMON_REPEAT, largest_nmon, measure_folder, os_folder_entries
from perf.parser_corpus import DEFAULT_SAMPLES, bench_corpus
from perf.registry import benchmark


@benchmark("runs.parse_corpus", repeat=1, small={"repeat": 1, "limit": 3})
def parse_corpus(repeat: int = 3, limit: int | None = None):
    """Parse every AWR / Statspack report of shared/awr-samples and shared/run-samples (best of three passes, one
    process), HTML and text reported separately, each over its floor: for HTML selectolax's Lexbor parse of the
    same bytes plus every table cell's text as a str (target <= 1.2x), for text a bare line loop with the text
    parser's regular expressions (target <= 1.5x); targets also >= 20 MB/s each; the load average beside them."""
    return bench_corpus(repeat=repeat, limit=limit)


@benchmark("runs.ingest_zip_500_two_workers", repeat=1, small={"count": 4})
def ingest_zip_500_two_workers(count: int = 500):
    """Upload one zip of 500 distinct reports and let two worker processes unpack and parse it all.

    Reports wall time, files per second, failures and the peak resident memory of each worker (VmHWM). Uses the
    configured database and broker (PostgreSQL and Redis give the meaningful figures; SQLite serialises writers).
    """
    return ingest_zip_benchmark(count=count, workers=2)


def ingest_zip_benchmark(*, count: int, workers: int, timeout: float = 1800.0,
                         entries: list[tuple[str, bytes]] | None = None, zipped: bool = True,
                         chart_request: bool = False) -> dict:
    """Zip ``count`` distinct reports (or the given ``entries``), upload the zip and time ``workers`` workers on it.

    With ``zipped=False`` the ``entries`` are uploaded side by side as files of their own, each parsed straight away.
    With ``chart_request`` the run page's time-series request is timed afterwards (:func:`_chart_request`).
    """
    import io
    import os
    import subprocess
    import sys
    import time
    import uuid
    import zipfile
    from pathlib import Path

    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.core.files.uploadedfile import SimpleUploadedFile

    from apps.accounts.models import Membership, Project
    from apps.runs import services
    from apps.runs.models import RunFile
    from perf import BACKEND_DIR

    samples = sorted(p for p in DEFAULT_SAMPLES.glob("*") if p.suffix in (".html", ".txt"))
    if not samples and entries is None:
        return {"error": f"no samples in {DEFAULT_SAMPLES}"}
    if zipped:
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
            if entries is not None:
                count = len(entries)
                for name, data in entries:
                    zf.writestr(name, data)
            for i in range(count if entries is None else 0):
                src = samples[i % len(samples)]
                # A distinct trailer per copy, so content addressing does not fold the copies into one blob.
                zf.writestr(f"reports/{i:04d}-{src.name}", src.read_bytes() + f"\n<!-- copy {i} -->\n".encode())
        uploads, upload_mb = [SimpleUploadedFile("batch.zip", buf.getvalue())], len(buf.getvalue()) / 1e6
        del buf
    else:
        count = len(entries)
        uploads = [SimpleUploadedFile(name, data) for name, data in entries]
        upload_mb = sum(len(data) for _, data in entries) / 1e6
    user, _ = get_user_model().objects.get_or_create(username="bench-runner", defaults={"is_active": True})
    project, _ = Project.objects.get_or_create(slug="bench", defaults={"name": "Benchmarks"})
    Membership.objects.get_or_create(project=project, user=user, defaults={"role": "contributor"})
    run = services.run_create(project=project, user=user, label=f"ingest bench {uuid.uuid4().hex[:6]}")
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    procs = [subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config.celery_app", "worker", "--pool", "solo", "--loglevel",
         "WARNING", "--without-gossip", "--without-mingle", "--hostname", f"bench{n}-{uuid.uuid4().hex[:6]}@%h",
         "--queues", settings.CELERY_TASK_DEFAULT_QUEUE],
        cwd=BACKEND_DIR, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for n in range(workers)]
    peaks = {p.pid: 0 for p in procs}

    def sample_memory():
        for p in procs:
            try:
                for line in Path(f"/proc/{p.pid}/status").read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        peaks[p.pid] = max(peaks[p.pid], int(line.split()[1]) // 1024)
            except OSError:
                pass

    try:
        start = time.perf_counter()
        services.files_upload(run=run, user=user, files=uploads)
        done = 0
        while time.perf_counter() - start < timeout:
            sample_memory()
            files = RunFile.objects.filter(run=run, archive__isnull=False) if zipped else run.files.all()
            states = files.values_list("state", flat=True)
            done = sum(1 for s in states if s in ("parsed", "failed"))
            if done >= count:
                break
            time.sleep(0.5)
        elapsed = time.perf_counter() - start
        failed = RunFile.objects.filter(run=run, state="failed").count()
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            p.wait(timeout=30)
    peak = max(peaks.values()) if peaks else None
    charts = _chart_request(run, user) if chart_request else {}
    return {**charts, "files": count, "done": done, "failed": failed, "seconds": round(elapsed, 1),
            "files_per_s": round(done / elapsed, 2) if elapsed else None,
            "zip_mb" if zipped else "upload_mb": round(upload_mb, 1),
            "peak_rss_mb_per_worker": sorted(peaks.values()), "target_peak_mb": 300,
            "met": done >= count and peak is not None and peak < 300,
            "database": settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]}


def _chart_request(run, user, *, repeat: int = 3) -> dict:
    """The requests that read a parsed capture, served in this process, each the best wall time of ``repeat`` and
    its answer's size: the run page's time series (600 points a line, as the page asks; read from each file's stored
    chart copy), the first file's detail answer (samples left out) and its series outline and a first page of
    samples (1,000 of the first group, as a script paging through them reads them)."""
    import time

    from django.test import Client

    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(user)
    file_id = run.files.order_by("id").values_list("id", flat=True).first()
    figures: dict = {}
    for name, url in (("chart", f"/api/runs/{run.id}/timeseries/?max_points=600"),
                      ("file_detail", f"/api/run-files/{file_id}/"),
                      ("series_outline", f"/api/run-files/{file_id}/series/"),
                      ("series_page", f"/api/run-files/{file_id}/series/0/?limit=1000")):
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            answer = client.get(url)
            best = min(best, time.perf_counter() - start)
            if answer.status_code != 200:
                figures[f"{name}_request_error"] = answer.status_code
                break
        else:
            figures[f"{name}_request_ms"] = round(best * 1000, 1)
            figures[f"{name}_answer_kb"] = round(len(answer.content) / 1000, 1)
    return figures


@benchmark("runs.ingest_os_folder_200mb", repeat=1, small={"target_bytes": 1_000_000, "nmon_repeat": 2})
def ingest_os_folder_200mb(target_bytes: int = 200 * 1000 * 1000, nmon_repeat: int = 100):
    """A 200 MB OSWatcher/nmon folder (zipped) parsed by two workers: peak resident memory per worker < 300 MB.

    The folder is generated here from the real samples and never stored in the repository: copies of the two
    OSWatcher iostat hour files (each made distinct by its name and trailing blank lines), plus one long nmon
    capture that repeats the Linux nmon sample's snapshots under new snapshot tags and times.
    """
    entries = os_folder_entries(target_bytes=target_bytes, nmon_repeat=nmon_repeat)
    result = ingest_zip_benchmark(count=len(entries), workers=2, entries=entries)
    result["folder_mb"] = round(sum(len(d) for _, d in entries) / 1e6, 1)
    return result


@benchmark("runs.parse_os_folder_peak_rss", repeat=1,
           small={"target_bytes": 1_000_000, "nmon_repeat": 2, "largest_repeat": 2})
def parse_os_folder_peak_rss(**size):
    """The 200 MB OSWatcher/nmon folder parsed file after file by one fresh process (as one worker takes one job
    after another): its peak resident memory from resource.getrusage (target < 300 MB) and MB/s of CPU per format."""
    return measure_folder(**size)


@benchmark("runs.ingest_nmon_50mb_one_worker", repeat=1, small={"repeat": 2})
def ingest_nmon_50mb_one_worker(repeat: int = LARGEST_NMON_REPEAT):
    """One nmon capture of about the per-file upload limit (49.8 MB, the one runs.parse_os_folder_peak_rss parses)
    uploaded as a file of its own and ingested end to end by one worker: read, parse, write the result and the series
    (about 37 MB of JSON), refresh the run. Reports the worker's peak resident memory (VmHWM, target < 300 MB) on the
    configured database, and the time the run page's chart request, the file's detail, its series outline and a page
    of 1,000 samples then take."""
    return ingest_zip_benchmark(count=1, workers=1, entries=[(LARGEST_NMON_NAME, largest_nmon(repeat=repeat))],
                                zipped=False, chart_request=True)


@benchmark("runs.timeline_200_reports", repeat=1, small={"count": 6})
def timeline_200_reports(count: int = 200):
    """A series of ``count`` Statspack reports of one database parsed and read as a timeline with its unusual
    windows (issue 42), in one process. The series is built here from the book's two real Statspack intervals
    (apps/runs/tests/report_series: only snapshot ids and times changed; every tenth interval the problem one)."""
    import time
    from datetime import datetime

    from apps.runs.parsers import parse_file
    from apps.runs.tests.report_series import SP_TYPICAL, SP_UNUSUAL, series
    from apps.runs.timeline.series import Report, build_timeline
    from apps.runs.timeline.windows import unusual_windows

    sources = [SP_UNUSUAL if n % 10 == 9 else SP_TYPICAL for n in range(count)]
    files = series(sources, start=datetime(2024, 3, 4, 0, 0))
    start = time.perf_counter()
    reports = [Report(id=n, name=name, kind="statspack",
                      report=parse_file(name, text.encode("utf-8", "surrogateescape")))
               for n, (name, text) in enumerate(files, start=1)]
    parsed = time.perf_counter()
    timeline = build_timeline(reports)
    windows = unusual_windows(timeline["instances"], [], {})
    done = time.perf_counter()
    return {"reports": count, "parse_s": round(parsed - start, 3), "timeline_s": round(done - parsed, 4),
            "total_s": round(done - start, 3), "intervals": len(timeline["intervals"]), "windows": len(windows)}
