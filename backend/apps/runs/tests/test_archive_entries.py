"""One bad entry never sinks an archive: odd names, folders, progress and a run deleted while it unpacks."""

from __future__ import annotations

import io
import tarfile

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.intake import constants as IC
from apps.intake import containers
from apps.jobs.models import Job
from apps.jobs.runner import run_job
from apps.runs import constants as C
from apps.runs import services
from apps.runs.models import Run, RunFile
from apps.runs.tasks import unpack_run_archive

from .conftest import SAMPLES
from .test_containers import CSV2, LIMITS, archive_of, walk_all, zip_bytes
from .test_runs_api import CSV, run_jobs_inline, upload

pytestmark = pytest.mark.django_db

MANY = containers.Limits(max_file_bytes=LIMITS.max_file_bytes, max_entries=500, max_total_bytes=LIMITS.max_total_bytes,
                         max_ratio=LIMITS.max_ratio, ratio_allowance=LIMITS.ratio_allowance)



@pytest.fixture
def arun(contributor_client, project):
    r = contributor_client.post("/api/runs/", {"project": project.id, "label": "archives"}, format="json")
    assert r.status_code == 201
    return r.json()


VMSTAT = SAMPLES.parent / "run-samples" / "PoC-FlashGrid-p60x6__vmstat.out"


def nul_zip(entries: dict[str, bytes]) -> bytes:
    """A zip whose entry names hold NUL bytes: written with \\x01 in their place (zipfile cuts names at a NUL), then
    patched in the local and central headers, as a hostile or broken zip tool leaves them."""
    data = zip_bytes({name.replace("\x00", "\x01"): body for name, body in entries.items()})
    for name in entries:
        if "\x00" in name:
            data = data.replace(name.replace("\x00", "\x01").encode(), name.encode())
    return data


def legacy_tar(entries: dict[bytes, bytes], fmt: int) -> bytes:
    """A tar whose member names are the given bytes (Latin-1 here, not UTF-8), as GNU tar or a ustar writer on a
    Latin-1 system stores them."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=fmt, encoding="latin-1") as tf:
        for name, data in entries.items():
            info = tarfile.TarInfo(name.decode("latin-1"))
            info.size = len(data)
            tf.addfile(info, io.BytesIO(data))
    return buf.getvalue()


# --- the container module on its own -------------------------------------------------------------------------


def test_a_nul_in_a_zip_entry_name_refuses_that_entry_alone():
    _, out = walk_all(nul_zip({"\x00YZ.txt": b"x", "ok.csv": CSV, "dir/a\x00b/c.csv": CSV2}))
    assert out == [("\ufffdYZ.txt", None, IC.ENTRY_NUL_NAME.format(name="\ufffdYZ.txt"), ""),
                   ("ok.csv", CSV, "", ""),
                   ("dir/a\ufffdb/c.csv", None, IC.ENTRY_NUL_NAME.format(name="dir/a\ufffdb/c.csv"), "")]


@pytest.mark.parametrize("fmt", [tarfile.GNU_FORMAT, tarfile.USTAR_FORMAT], ids=["gnu", "ustar"])
def test_a_latin1_tar_member_name_is_read_as_latin1(fmt):
    _, out = walk_all(legacy_tar({b"r\xe9sultats/caf\xe9.csv": CSV, b"ok.csv": CSV2}, fmt), "t.tar")
    assert out == [("résultats/café.csv", CSV, "", ""), ("ok.csv", CSV2, "", "")]


def test_progress_rises_to_the_end_through_nested_archives():
    inner = zip_bytes({f"in{i}.csv": CSV for i in range(10)})
    data = zip_bytes({**{f"e{i:03}.csv": CSV for i in range(120)}, "inner.zip": inner})
    fh = io.BytesIO(data)
    progress = [e.progress for e in containers.walk(fh, "zip", size=len(data), limits=MANY)]
    assert len(progress) == 131  # 120 files, the nested archive and its 10 files
    assert progress == sorted(progress) and progress[-1] == 1.0
    assert progress[95] < progress[119] < progress[121] < progress[-1]


def test_a_tar_reports_its_progress_by_the_bytes_read():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tf:
        for i in range(150):
            info = tarfile.TarInfo(f"e{i:03}.txt")
            info.size = 2000
            tf.addfile(info, io.BytesIO(bytes([i]) * 2000))
    data = buf.getvalue()
    progress = [e.progress for e in containers.walk(io.BytesIO(data), "tar", size=len(data), limits=MANY)]
    assert progress == sorted(progress) and progress[95] < progress[-1] and progress[-1] > 0.95


# --- through the API and the job runner ---------------------------------------------------------------------


def test_a_nul_named_entry_is_skipped_and_the_rest_imported(contributor_client, arun):
    upload(contributor_client, arun["id"], SimpleUploadedFile("nul.zip", nul_zip({"\x00YZ.txt": b"x", "ok.csv": CSV})))
    run_jobs_inline()
    archive = archive_of(arun["id"], "nul.zip")
    assert archive.state == "partial"
    assert [(e["path"], e["state"], e["error"]) for e in archive.result["entries"]] == [
        ("\ufffdYZ.txt", "skipped", IC.ENTRY_NUL_NAME.format(name="\ufffdYZ.txt")), ("ok.csv", "imported", "")]
    assert [(f.name, f.state) for f in archive.entries.all()] == [("ok.csv", "parsed")]
    assert Job.objects.get(pk=archive.job_id).state == "succeeded"


@pytest.mark.parametrize("fmt", [tarfile.GNU_FORMAT, tarfile.USTAR_FORMAT], ids=["gnu", "ustar"])
def test_a_latin1_named_tar_member_is_imported_with_its_name(contributor_client, arun, fmt):
    data = legacy_tar({b"caf\xe9.csv": CSV, b"ok.csv": CSV2}, fmt)
    upload(contributor_client, arun["id"], SimpleUploadedFile("legacy.tar", data))
    run_jobs_inline()
    archive = archive_of(arun["id"], "legacy.tar")
    assert archive.state == "parsed", archive.error
    assert sorted((f.name, f.state) for f in archive.entries.all()) == [("café.csv", "parsed"), ("ok.csv", "parsed")]
    body = contributor_client.get(f"/api/runs/{arun['id']}/").json()
    assert {e["path"] for e in next(f for f in body["files"] if f["name"] == "legacy.tar")["entries"]} == {
        "café.csv", "ok.csv"}


def test_archive_entries_keep_their_folders(contributor_client, arun):
    vmstat = VMSTAT.read_bytes()
    data = zip_bytes({"node1/vmstat.out": vmstat, "node2/vmstat.out": vmstat, "top.csv": CSV})
    upload(contributor_client, arun["id"], SimpleUploadedFile("nodes.zip", data))
    run_jobs_inline()
    archive = archive_of(arun["id"], "nodes.zip")
    assert archive.state == "parsed", archive.error
    entries = {f.name: f for f in archive.entries.all()}
    assert sorted(entries) == ["node1/vmstat.out", "node2/vmstat.out", "top.csv"]
    assert entries["node1/vmstat.out"].kind == entries["node2/vmstat.out"].kind == "os_stats"
    # each entry points to its own stored file, the same original behind both
    assert {e["path"]: e["file"] for e in archive.result["entries"]} == {
        name: f.id for name, f in entries.items()}
    assert entries["node1/vmstat.out"].blob_id == entries["node2/vmstat.out"].blob_id


def test_the_progress_of_a_large_archive_rises_to_the_end(contributor_client, arun):
    data = zip_bytes({f"e{i:03}.csv": CSV for i in range(130)})
    upload(contributor_client, arun["id"], SimpleUploadedFile("many.zip", data))
    archive = archive_of(arun["id"], "many.zip")
    seen: list[float] = []
    services.archive_unpack(archive=archive, report=lambda progress, message="": seen.append(progress))
    assert len(seen) == 130 and seen == sorted(seen)
    assert seen[94] < seen[100] < seen[-1] == 95  # the last share is the settling, up to 100 when the job ends


def test_a_run_deleted_while_its_archive_unpacks_ends_the_job_as_run_removed(contributor_client, arun):
    data = zip_bytes({f"e{i}.csv": CSV2.replace(b"50,", f"{50 + i},".encode()) for i in range(6)})
    upload(contributor_client, arun["id"], SimpleUploadedFile("six.zip", data))
    archive = archive_of(arun["id"], "six.zip")
    calls = []

    def unpack_deleting_the_run(job, report):
        def reported(progress, message=""):
            calls.append(progress)
            if len(calls) == 2:  # two entries in: the user deletes the run
                assert contributor_client.delete(f"/api/runs/{arun['id']}/").status_code == 204
            report(progress, message)

        return unpack_run_archive.job_function(job, reported)

    run_job(archive.job_id, unpack_deleting_the_run)
    job = Job.objects.get(pk=archive.job_id)
    assert (job.state, job.message, job.error, job.result) == ("succeeded", C.RUN_REMOVED, "",
                                                               {"file": archive.pk, "removed": True})
    assert not Run.objects.filter(pk=arun["id"]).exists() and not RunFile.objects.filter(run_id=arun["id"]).exists()
    assert calls[2:] == [100]  # no entry was read after the deletion; the job ended saying why


def test_a_run_deleted_while_a_file_parses_ends_the_job_as_run_removed(contributor_client, arun):
    from apps.runs.tasks import parse_run_file

    upload(contributor_client, arun["id"], SimpleUploadedFile("bench.csv", CSV))
    run_file = archive_of(arun["id"], "bench.csv")

    def parse_deleting_the_run(job, report):
        def reported(progress, message=""):
            if progress == 20:  # read and about to be parsed: the user deletes the run
                assert contributor_client.delete(f"/api/runs/{arun['id']}/").status_code == 204
            report(progress, message)

        return parse_run_file.job_function(job, reported)

    run_job(run_file.job_id, parse_deleting_the_run)
    job = Job.objects.get(pk=run_file.job_id)
    assert (job.state, job.message, job.error) == ("succeeded", C.RUN_REMOVED, "")
    assert not RunFile.objects.filter(run_id=arun["id"]).exists()

def test_entries_unpacked_before_folders_were_kept_take_their_folders(contributor_client, arun):
    from importlib import import_module

    from django.apps import apps

    data = zip_bytes({"node1/bench.csv": CSV, "node2/bench.csv": CSV, "node2/more.csv": CSV2})
    upload(contributor_client, arun["id"], SimpleUploadedFile("old.zip", data))
    run_jobs_inline()
    archive = archive_of(arun["id"], "old.zip")
    # as an unpacking before migration 0011 named them: one file for both bench.csv, named by its own name
    first, second, more = (archive.entries.get(name=n) for n in ("node1/bench.csv", "node2/bench.csv",
                                                                  "node2/more.csv"))
    second.delete()
    entries = archive.result["entries"]
    entries[1]["file"] = first.pk
    RunFile.objects.filter(pk=archive.pk).update(result=archive.result)
    RunFile.objects.filter(pk=first.pk).update(name="bench.csv")
    RunFile.objects.filter(pk=more.pk).update(name="more.csv")
    import_module("apps.runs.migrations.0011_archive_entries_keep_their_folders").keep_folders(apps, None)
    assert sorted(archive.entries.values_list("name", flat=True)) == ["node1/bench.csv", "node2/more.csv"]
    # unpacked again (a re-parse), the archive finds its files and adds only the one the old naming had merged
    assert contributor_client.post(f"/api/run-files/{archive.pk}/reparse/").status_code == 202
    run_jobs_inline()
    assert sorted(archive.entries.values_list("name", flat=True)) == ["node1/bench.csv", "node2/bench.csv",
                                                                      "node2/more.csv"]


def test_del_is_cleaned_from_file_and_folder_names_like_other_control_characters(contributor_client, arun):
    r = contributor_client.post(f"/api/runs/{arun['id']}/files/", {
        "files": [SimpleUploadedFile("be\x7fnch.csv", CSV)], "paths": ["ru\x7fn/be\x7fnch.csv"]}, format="multipart")
    assert r.status_code == 201, r.content
    assert [f["name"] for f in r.json()["files"]] == ["run/bench.csv"]
    upload(contributor_client, arun["id"], SimpleUploadedFile("del.zip", zip_bytes({"no\x7fde1/b\x7f.csv": CSV2})))
    run_jobs_inline()
    assert [f.name for f in archive_of(arun["id"], "del.zip").entries.all()] == ["node1/b.csv"]


def _damaged_deflate() -> bytes:
    data = bytearray(zip_bytes({"a.csv": bytes(range(256)) * 200}))
    data[60:70] = b"\xff" * 10  # inside the entry's deflate stream, past its 30-byte header and name
    return bytes(data)


@pytest.mark.parametrize(("name", "data", "says"), [
    ("garbage.zip", b"PK\x03\x04" + b"\x00" * 100, IC.ARCHIVE_BROKEN.format(error="it is not a zip archive")),
    ("garbage.tar", b"\x00" * 257 + b"ustar" + b"\xff" * 300,
     IC.ARCHIVE_BROKEN.format(error="its checksums or headers do not match its content")),
    ("damaged.tar.xz", b"\xfd7zXZ\x00" + b"\x01" * 300,
     IC.ARCHIVE_BROKEN.format(error="its compressed data is damaged")),
    ("deflate.zip", _damaged_deflate(), IC.ENTRY_DAMAGED.format(name="a.csv", error="its compressed data is damaged")),
])
def test_a_reader_error_is_told_in_words_never_in_its_own_text(name, data, says):
    fh = io.BytesIO(data)
    fmt = containers.sniff(name, fh)
    try:
        told = [e.error for e in containers.walk(fh, fmt, size=len(data), limits=LIMITS)]
    except containers.ArchiveError as exc:
        told = [str(exc)]
    assert told == [says]


@pytest.mark.parametrize(("name", "data", "says"), [
    ("x.gz", b"\x1f\x8b" + b"\x00" * 50, "its compressed data is damaged"),  # zlib: "Unknown compression method"
    ("x.bz2", b"BZh9" + b"\x01" * 50, "its compressed data is damaged"),  # "Invalid data stream"
])
def test_a_damaged_compressed_file_is_told_in_words(name, data, says):
    with pytest.raises(containers.Refused) as refused:
        containers.read_payload(name, io.BytesIO(data), size=len(data), limits=LIMITS)
    assert str(refused.value) == IC.COMPRESSED_DAMAGED.format(name=name, error=says)
