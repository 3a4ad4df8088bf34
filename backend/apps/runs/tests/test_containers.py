"""Archives and compressed uploads: every format, every safety limit, per-entry results and final states."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import tarfile
import uuid
import zipfile

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.intake import constants as IC
from apps.intake import containers
from apps.jobs.models import Job
from apps.runs import constants as C
from apps.runs.models import RunFile

from .test_runs_api import CSV, run_jobs_inline, upload

pytestmark = pytest.mark.django_db

CSV2 = b"users,throughput,throughput_unit,cpu_util_pct,cpus\n10,50,tps,20,4\n"
DESKTOP = containers.DESKTOP_METADATA
LIMITS = containers.Limits(max_file_bytes=5 * 1024 * 1024, max_entries=50, max_total_bytes=50 * 1024 * 1024,
                           max_ratio=200, ratio_allowance=64 * 1024)


def zip_bytes(entries: dict[str, bytes], method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return buf.getvalue()


def tar_bytes(entries: dict[str, bytes], mode: str = "w:gz", links: bool = False) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode=mode) as tf:
        for name, data in entries.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tf.addfile(info, io.BytesIO(data))
        if links:
            for name, kind in (("etc-link", tarfile.SYMTYPE), ("hard-link", tarfile.LNKTYPE)):
                info = tarfile.TarInfo(name)
                info.type, info.linkname = kind, "/etc/passwd"
                tf.addfile(info)
            fifo = tarfile.TarInfo("pipe")
            fifo.type = tarfile.FIFOTYPE
            tf.addfile(fifo)
    return buf.getvalue()


def patch_zip_headers(data: bytes, *, method: int | None = None, flags: int | None = None) -> bytes:
    """Rewrite every local and central header's compression method or flag bits, as another zip tool would."""
    out = bytearray(data)
    for sig, flag_at, method_at in ((b"PK\x03\x04", 6, 8), (b"PK\x01\x02", 8, 10)):
        pos = out.find(sig)
        while pos != -1:
            if method is not None:
                out[pos + method_at:pos + method_at + 2] = method.to_bytes(2, "little")
            if flags is not None:
                out[pos + flag_at:pos + flag_at + 2] = flags.to_bytes(2, "little")
            pos = out.find(sig, pos + 4)
    return bytes(out)


def walk_all(data: bytes, name: str = "x.zip", limits: containers.Limits = LIMITS):
    fh = io.BytesIO(data)
    fmt = containers.sniff(name, fh)
    out = []
    for entry in containers.walk(fh, fmt, size=len(data), limits=limits):
        out.append((entry.path, entry.file.read() if entry.file else None, entry.error, entry.nested))
    return fmt, out


@pytest.fixture
def arun(contributor_client, project):
    r = contributor_client.post("/api/runs/", {"project": project.id, "label": "archives"}, format="json")
    assert r.status_code == 201
    return r.json()


def archive_of(run_id: int, name: str) -> RunFile:
    return RunFile.objects.get(run_id=run_id, name=name)


# --- the container module on its own -------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "data", "fmt"), [
    ("a.zip", zip_bytes({"a.csv": CSV}), "zip"),
    ("a.tar", tar_bytes({"a.csv": CSV}, "w"), "tar"),
    ("a.tar.gz", tar_bytes({"a.csv": CSV}, "w:gz"), "tar.gz"),
    ("a.tgz", tar_bytes({"a.csv": CSV}, "w:gz"), "tar.gz"),
    ("renamed.bin", tar_bytes({"a.csv": CSV}, "w:gz"), "tar.gz"),
    ("a.tar.bz2", tar_bytes({"a.csv": CSV}, "w:bz2"), "tar.bz2"),
    ("a.tar.xz", tar_bytes({"a.csv": CSV}, "w:xz"), "tar.xz"),
    # mtime fixed: the bytes end up in the test id, which every pytest-xdist process must collect alike
    ("a.csv.gz", gzip.compress(CSV, mtime=0), "gz"),
    ("a.csv.bz2", bz2.compress(CSV), "bz2"),
    ("a.csv.xz", lzma.compress(CSV), "xz"),
    ("a.csv", CSV, ""),
])
def test_sniff_reads_the_bytes(name, data, fmt):
    assert containers.sniff(name, io.BytesIO(data)) == fmt


@pytest.mark.parametrize("name", ["a.zip", "a.tar", "a.tar.gz", "a.tar.bz2", "a.tar.xz"])
def test_every_archive_format_yields_its_entries(name):
    entries = {"dir/one.csv": CSV, "two.csv": CSV2}
    mode = {"a.tar": "w", "a.tar.gz": "w:gz", "a.tar.bz2": "w:bz2", "a.tar.xz": "w:xz"}.get(name)
    data = zip_bytes(entries) if mode is None else tar_bytes(entries, mode)
    _, out = walk_all(data, name)
    assert [(p, d, e) for p, d, e, _ in out] == [("dir/one.csv", CSV, ""), ("two.csv", CSV2, "")]


def test_single_compressed_file_is_read_decompressed():
    for suffix, pack in ((".gz", gzip.compress), (".bz2", bz2.compress), (".xz", lzma.compress)):
        packed = pack(CSV)
        payload = containers.read_payload(f"bench.csv{suffix}", io.BytesIO(packed), size=len(packed), limits=LIMITS)
        assert payload == ("bench.csv", CSV, suffix[1:], "")


def test_compressed_file_keeps_its_content_when_nothing_is_cut():
    packed = gzip.compress(CSV)
    payload = containers.read_payload("bench.csv.gz", io.BytesIO(packed), size=len(packed), limits=LIMITS,
                                      cut_short_ok=True)
    assert payload == ("bench.csv", CSV, "gz", "")


# rows enough that both streams hand out decompressed data before their end (bz2 holds a whole 900 KB block back)
LONG_CSV = b"users,throughput\n" + b"".join(b"%d,%d\n" % (i, i * 7) for i in range(20_000))


@pytest.mark.parametrize("suffix,pack", [(".gz", gzip.compress), (".xz", lzma.compress)])
def test_a_stream_cut_short_is_read_up_to_the_cut(suffix, pack):
    packed = pack(LONG_CSV)[: len(pack(LONG_CSV)) // 2]
    name = f"bench.csv{suffix}"
    payload = containers.read_payload(name, io.BytesIO(packed), size=len(packed), limits=LIMITS, cut_short_ok=True)
    assert payload.name == "bench.csv" and payload.compression == suffix[1:]
    assert 0 < len(payload.data) < len(LONG_CSV) and LONG_CSV.startswith(payload.data)
    assert payload.note == IC.COMPRESSED_CUT_SHORT.format(name=name, size=len(payload.data))
    # where a missing tail would mislead (configuration files), the same stream is refused
    with pytest.raises(containers.Refused, match="cannot be decompressed"):
        containers.read_payload(name, io.BytesIO(packed), size=len(packed), limits=LIMITS)


def test_a_stream_cut_before_any_content_is_refused():
    packed = gzip.compress(LONG_CSV)[:12]  # the header and a few bytes: nothing decompresses
    with pytest.raises(containers.Refused, match="cannot be decompressed"):
        containers.read_payload("bench.csv.gz", io.BytesIO(packed), size=len(packed), limits=LIMITS,
                                cut_short_ok=True)


def test_compressed_bomb_is_refused():
    packed = gzip.compress(b"\0" * (3 * 1024 * 1024))
    with pytest.raises(containers.Refused, match="zip bomb"):
        containers.read_payload("x.gz", io.BytesIO(packed), size=len(packed), limits=LIMITS)


def test_zip_slip_links_and_absolute_paths_are_refused():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("../../etc/passwd", b"root")
        zf.writestr("/abs.csv", CSV)
        zf.writestr("C:/win.csv", CSV)
        link = zipfile.ZipInfo("link.csv")
        link.external_attr = (0o120777 << 16)
        zf.writestr(link, "/etc/passwd")
        zf.writestr("ok.csv", CSV)
    _, out = walk_all(buf.getvalue())
    errors = {p: e for p, _, e, _ in out}
    assert errors["../../etc/passwd"] == IC.ZIP_UNSAFE_PATH.format(name="../../etc/passwd")
    assert errors["/abs.csv"] == IC.ZIP_UNSAFE_PATH.format(name="/abs.csv")
    assert errors["C:/win.csv"] == IC.ZIP_UNSAFE_PATH.format(name="C:/win.csv")
    assert errors["link.csv"] == IC.ARCHIVE_LINK.format(name="link.csv")
    assert errors["ok.csv"] == ""


def test_tar_links_devices_and_slip_are_refused():
    data = tar_bytes({"../up.csv": CSV, "/abs.csv": CSV, "ok.csv": CSV}, "w:gz", links=True)
    _, out = walk_all(data, "t.tgz")
    errors = {p: e for p, _, e, _ in out}
    assert errors == {"../up.csv": IC.ZIP_UNSAFE_PATH.format(name="../up.csv"),
                      "/abs.csv": IC.ZIP_UNSAFE_PATH.format(name="/abs.csv"), "ok.csv": "",
                      "etc-link": IC.ARCHIVE_LINK.format(name="etc-link"),
                      "hard-link": IC.ARCHIVE_LINK.format(name="hard-link"),
                      "pipe": IC.ARCHIVE_SPECIAL.format(name="pipe")}


def test_ratio_is_checked_on_every_entry_however_small():
    # 1 MB of zeros deflates to about 1 KB: each entry is small, and each one is refused.
    data = zip_bytes({f"e{i:03}.txt": b"0" * (1024 * 1024) for i in range(20)})
    assert len(data) < 100 * 1024
    _, out = walk_all(data)
    assert len(out) == 20 and all("zip bomb" in e and d is None for _, d, e, _ in out)


def test_a_lying_zip_header_is_cut_at_the_limit():
    # The header claims a tiny, barely compressed entry; the stream is still stopped past the ratio cap.
    small = containers.Limits(max_file_bytes=10 * 1024 * 1024, max_entries=10, max_total_bytes=10**9,
                              max_ratio=2, ratio_allowance=0)
    data = zip_bytes({"liar.txt": b"0" * 200_000})
    _, out = walk_all(data, limits=small)
    assert out[0][1] is None and "zip bomb" in out[0][2]


def test_too_many_entries_refuses_the_zip_before_reading_any():
    data = zip_bytes({f"e{i}.csv": CSV for i in range(LIMITS.max_entries + 1)})
    with pytest.raises(containers.ArchiveError, match="more than 50 entries"):
        walk_all(data)


def test_tar_bomb_stops_the_stream():
    data = tar_bytes({f"e{i}.txt": b"0" * (1024 * 1024) for i in range(4)}, "w:gz")
    fh = io.BytesIO(data)
    seen = []
    with pytest.raises(containers.ArchiveError, match="looks like a bomb"):
        for entry in containers.walk(fh, "tar.gz", size=len(data), limits=LIMITS):
            seen.append(entry.path)
    assert seen == []


def test_encrypted_and_deflate64_entries_get_their_own_error():
    encrypted = patch_zip_headers(zip_bytes({"secret.csv": CSV}, zipfile.ZIP_STORED), flags=0x1)
    deflate64 = patch_zip_headers(zip_bytes({"d64.csv": CSV}, zipfile.ZIP_STORED), method=9)
    assert walk_all(encrypted)[1] == [("secret.csv", None, IC.ENTRY_ENCRYPTED.format(name="secret.csv"), "")]
    assert walk_all(deflate64)[1] == [("d64.csv", None, IC.ENTRY_METHOD.format(name="d64.csv", method="Deflate64"),
                                       "")]


def bad_crc_zip() -> bytes:
    data = bytearray(zip_bytes({"a_good.csv": CSV, "b_bad.csv": CSV2}, zipfile.ZIP_STORED))
    second = data.find(CSV2)
    data[second + 5] ^= 0xFF  # one flipped byte inside the second entry
    return bytes(data)


def test_bad_crc_damages_only_that_entry():
    _, out = walk_all(bad_crc_zip())
    assert out[0] == ("a_good.csv", CSV, "", "")
    assert out[1][0] == "b_bad.csv" and out[1][1] is None and out[1][2] == IC.ENTRY_DAMAGED.format(
        name="b_bad.csv", error="its checksums or headers do not match its content")


def test_one_level_of_nesting_is_read_and_no_more():
    inner = zip_bytes({"inner.csv": CSV2})
    deeper = zip_bytes({"deeper.zip": zip_bytes({"x.csv": CSV})})
    outer = zip_bytes({"outer.csv": CSV, "nested/inner.zip": inner, "nested.tgz": tar_bytes({"t.csv": CSV}),
                       "too-deep.zip": deeper})
    _, out = walk_all(outer)
    assert [(p, d, e, n) for p, d, e, n in out] == [
        ("outer.csv", CSV, "", ""),
        ("nested/inner.zip", None, "", "zip"), ("nested/inner.zip/inner.csv", CSV2, "", ""),
        ("nested.tgz", None, "", "tar.gz"), ("nested.tgz/t.csv", CSV, "", ""),
        ("too-deep.zip", None, "", "zip"),
        ("too-deep.zip/deeper.zip", None, IC.ARCHIVE_NESTED_TOO_DEEP.format(name="too-deep.zip/deeper.zip"), ""),
    ]


def test_nested_bomb_is_refused_inside_the_nested_archive():
    bomb = zip_bytes({f"b{i}.txt": b"0" * (1024 * 1024) for i in range(3)})
    outer = zip_bytes({"ok.csv": CSV, "inner.zip": bomb}, zipfile.ZIP_STORED)
    _, out = walk_all(outer)
    assert out[0][2] == "" and out[1][3] == "zip"
    assert [p for p, _, e, _ in out if "zip bomb" in e] == ["inner.zip/b0.txt", "inner.zip/b1.txt", "inner.zip/b2.txt"]


def test_entries_of_nested_archives_count_towards_the_upload():
    limits = containers.Limits(max_file_bytes=10**7, max_entries=3, max_total_bytes=10**9, max_ratio=200,
                               ratio_allowance=65536)
    outer = zip_bytes({"a.csv": CSV, "in.zip": zip_bytes({"b.csv": CSV, "c.csv": CSV})})
    with pytest.raises(containers.ArchiveError, match="more than 3 entries"):
        walk_all(outer, limits=limits)


@pytest.mark.parametrize(("path", "what"), [
    ("__MACOSX/run/._awr.html", "__MACOSX"), ("run/._awr.html", "._"), ("run/.DS_Store", ".DS_Store"),
    (".DS_Store", ".DS_Store"), ("Thumbs.db", "Thumbs.db"), ("run\\desktop.ini", "desktop.ini"),
    ("run/.Spotlight-V100/store.db", ".Spotlight-V100"),
])
def test_desktop_metadata_is_known_by_folder_name_and_prefix(path, what):
    expected = (DESKTOP["folders"].get(what) or DESKTOP["names"].get(what) or DESKTOP["prefixes"].get(what))
    assert expected and containers.desktop_metadata(path) == expected


@pytest.mark.parametrize("path", ["awr.html", "run/awr_1.html", "run/_awr.html", "run/.hidden.csv",
                                  "MACOSX/awr.html", "run/thumbs.db.csv", "__MACOSX", ""])
def test_run_files_are_not_desktop_metadata(path):
    assert containers.desktop_metadata(path) == ""


@pytest.mark.parametrize("name", ["finder.zip", "mac.tar.gz"])
def test_desktop_metadata_entries_are_left_out_unread(name):
    entries = {"run/bench.csv": CSV, "__MACOSX/run/._bench.csv": b"\x00\x05\x16\x07" + b"\x00" * 60,
               "run/._slob.conf": b"\x00\x05\x16\x07", "run/.DS_Store": b"\x00\x00\x00\x01Bud1"}
    data = zip_bytes(entries) if name.endswith(".zip") else tar_bytes(entries)
    fh = io.BytesIO(data)
    walked = list(containers.walk(fh, containers.sniff(name, fh), size=len(data), limits=LIMITS))
    assert [(e.path, e.ignored, e.error) for e in walked] == [
        ("run/bench.csv", "", ""), ("__MACOSX/run/._bench.csv", DESKTOP["folders"]["__MACOSX"], ""),
        ("run/._slob.conf", DESKTOP["prefixes"]["._"], ""), ("run/.DS_Store", DESKTOP["names"][".DS_Store"], "")]
    assert [e.file is None for e in walked] == [False, True, True, True]


@pytest.mark.parametrize("name", ["finder.zip", "mac.tar.gz"])
def test_desktop_metadata_does_not_use_up_the_entry_limit(name):
    # 50 files (the limit) and Finder's 50 twins of them: every file is read
    pack = zip_bytes if name.endswith(".zip") else tar_bytes
    files = {f"run/{n:02}.csv": CSV for n in range(LIMITS.max_entries)}
    twins = {f"__MACOSX/run/._{n:02}.csv": b"\x00\x05\x16\x07" for n in range(LIMITS.max_entries)}
    _, out = walk_all(pack({**files, **twins}), name)
    assert [path for path, content, error, _ in out if content == CSV and not error] == list(files)
    # ... but one more of either is too many
    for extra in ({"run/more.csv": CSV}, {"__MACOSX/run/._more.csv": b"x"}):
        with pytest.raises(containers.ArchiveError, match="more than 50 entries"):
            walk_all(pack({**files, **twins, **extra}), name)


def test_a_path_leaving_the_archive_is_refused_even_under_a_metadata_name():
    _, out = walk_all(tar_bytes({"../__MACOSX/._x": b"x"}), "t.tar.gz")
    assert out == [("../__MACOSX/._x", None, IC.ZIP_UNSAFE_PATH.format(name="../__MACOSX/._x"), "")]


# --- through the API and the job runner ---------------------------------------------------------------------


def test_zip_with_a_good_and_a_bad_entry_is_partially_imported(contributor_client, arun):
    data = zip_bytes({"good.csv": CSV, "bomb.txt": b"0" * (2 * 1024 * 1024)})
    assert upload(contributor_client, arun["id"], SimpleUploadedFile("mixed.zip", data)).status_code == 201
    run_jobs_inline()
    body = contributor_client.get(f"/api/runs/{arun['id']}/").json()
    archive = next(f for f in body["files"] if f["name"] == "mixed.zip")
    assert archive["state"] == "partial" and archive["format"] == "zip"
    assert archive["error"].endswith(C.ARCHIVE_SUMMARY.format(imported=1, total=2, skipped=1))
    entries = {e["path"]: e for e in archive["entries"]}
    good = next(f for f in body["files"] if f["name"] == "good.csv")
    assert entries["good.csv"] == {"path": "good.csv", "state": "imported", "error": "", "file": good["id"],
                                   "file_state": "parsed", "format": ""}
    assert entries["bomb.txt"]["state"] == "skipped" and "zip bomb" in entries["bomb.txt"]["error"]
    assert body["metrics"]["tps"]["value"] == 200
    job = Job.objects.get(pk=archive["job"])
    assert job.state == "succeeded"


def test_encrypted_only_zip_fails_with_a_final_state(contributor_client, arun):
    data = patch_zip_headers(zip_bytes({"secret.csv": CSV}, zipfile.ZIP_STORED), flags=0x1)
    upload(contributor_client, arun["id"], SimpleUploadedFile("secret.zip", data))
    run_jobs_inline()
    archive = archive_of(arun["id"], "secret.zip")
    assert archive.state == "failed"
    assert IC.ENTRY_ENCRYPTED.format(name="secret.csv") in [e["error"] for e in archive.result["entries"]]
    assert Job.objects.get(pk=archive.job_id).state == "failed"
    assert archive.error  # the archive row says why


def test_bad_crc_on_entry_two_keeps_entry_one_and_says_so(contributor_client, arun):
    upload(contributor_client, arun["id"], SimpleUploadedFile("crc.zip", bad_crc_zip()))
    run_jobs_inline()
    archive = archive_of(arun["id"], "crc.zip")
    assert archive.state == "partial"
    states = {e["path"]: e["state"] for e in archive.result["entries"]}
    assert states == {"a_good.csv": "imported", "b_bad.csv": "skipped"}
    assert [f.name for f in archive.entries.all()] == ["a_good.csv"]


def test_truncated_zip_and_tar_reach_a_final_state(contributor_client, arun):
    whole_zip = zip_bytes({"a.csv": CSV, "b.csv": CSV2})
    whole_tar = tar_bytes({"a.csv": CSV, "big.txt": bytes(range(256)) * 4000, "b.csv": CSV2}, "w:gz")
    upload(contributor_client, arun["id"], SimpleUploadedFile("cut.zip", whole_zip[: len(whole_zip) // 2]),
           SimpleUploadedFile("cut.tgz", whole_tar[: len(whole_tar) // 2]))
    run_jobs_inline()
    cut_zip, cut_tar = archive_of(arun["id"], "cut.zip"), archive_of(arun["id"], "cut.tgz")
    assert cut_zip.state == "failed" and cut_zip.error.startswith("The archive cannot be read")
    assert cut_tar.state == "partial" and cut_tar.result["stopped"].startswith("The archive cannot be read")
    assert [e["path"] for e in cut_tar.result["entries"]] == ["a.csv"]


def test_many_entries_fail_the_archive_without_importing_any(contributor_client, arun, settings):
    settings.RUNS_ZIP_MAX_ENTRIES = 5
    upload(contributor_client, arun["id"], SimpleUploadedFile("many.zip",
                                                             zip_bytes({f"{i}.csv": CSV for i in range(6)})))
    run_jobs_inline()
    archive = archive_of(arun["id"], "many.zip")
    assert archive.state == "failed" and archive.error == IC.ARCHIVE_TOO_MANY.format(limit=5)
    assert not archive.entries.exists()


def test_zip_of_many_small_bombs_queues_no_jobs(contributor_client, arun):
    data = zip_bytes({f"e{i:03}.txt": b"0" * (1024 * 1024) for i in range(200)})
    assert len(data) < 300 * 1024
    upload(contributor_client, arun["id"], SimpleUploadedFile("bombs.zip", data))
    run_jobs_inline()
    archive = archive_of(arun["id"], "bombs.zip")
    assert archive.state == "failed" and len(archive.result["entries"]) == 200
    assert not Job.objects.filter(kind="runs.parse").exists()


def test_total_expanded_bytes_stop_the_upload(contributor_client, arun, settings):
    settings.RUNS_ZIP_MAX_TOTAL_BYTES = len(CSV) + 10
    upload(contributor_client, arun["id"], SimpleUploadedFile("t.zip", zip_bytes({"a.csv": CSV, "b.csv": CSV2})))
    run_jobs_inline()
    archive = archive_of(arun["id"], "t.zip")
    assert archive.state == "partial" and archive.result["stopped"] == IC.ZIP_TOTAL.format(limit=len(CSV) + 10)


def test_a_finder_zip_imports_the_files_and_lists_the_metadata_as_ignored(contributor_client, arun):
    # what macOS Finder's "Compress" makes of a run folder: an AppleDouble twin of each file under __MACOSX/
    data = zip_bytes({"run/bench.csv": CSV, "__MACOSX/run/._bench.csv": b"\x00\x05\x16\x07" + b"\x00" * 60,
                      "run/.DS_Store": b"\x00\x00\x00\x01Bud1"})
    assert upload(contributor_client, arun["id"], SimpleUploadedFile("run.zip", data)).status_code == 201
    run_jobs_inline()
    body = contributor_client.get(f"/api/runs/{arun['id']}/").json()
    assert sorted(f["name"] for f in body["files"]) == ["run.zip", "run/bench.csv"]
    archive = next(f for f in body["files"] if f["name"] == "run.zip")
    assert archive["state"] == "parsed" and archive["error"] == ""
    assert [(e["path"], e["state"], e["error"], e["file"]) for e in archive["entries"][1:]] == [
        ("__MACOSX/run/._bench.csv", "ignored", C.ENTRY_DESKTOP_METADATA.format(what=DESKTOP["folders"]["__MACOSX"]),
         None),
        ("run/.DS_Store", "ignored", C.ENTRY_DESKTOP_METADATA.format(what=DESKTOP["names"][".DS_Store"]), None)]
    assert body["metrics"]["tps"]["value"] == 200


def test_an_archive_of_desktop_metadata_only_fails_saying_so(contributor_client, arun):
    data = tar_bytes({"._bench.csv": b"\x00\x05\x16\x07", ".DS_Store": b"Bud1"})
    upload(contributor_client, arun["id"], SimpleUploadedFile("meta.tgz", data))
    run_jobs_inline()
    archive = archive_of(arun["id"], "meta.tgz")
    assert archive.state == "failed" and archive.error == C.ARCHIVE_ONLY_METADATA
    assert [e["state"] for e in archive.result["entries"]] == ["ignored", "ignored"]


@pytest.mark.parametrize("mode", ["w", "w:gz", "w:bz2", "w:xz"])
def test_tar_uploads_are_unpacked_and_parsed(contributor_client, arun, mode):
    name = {"w": "r.tar", "w:gz": "r.tar.gz", "w:bz2": "r.tar.bz2", "w:xz": "r.tar.xz"}[mode]
    upload(contributor_client, arun["id"], SimpleUploadedFile(name, tar_bytes({"sub/bench.csv": CSV}, mode)))
    run_jobs_inline()
    archive = archive_of(arun["id"], name)
    assert archive.state == "parsed" and archive.format == mode.replace("w:", "tar.").replace("w", "tar")
    assert [(f.name, f.state) for f in archive.entries.all()] == [("sub/bench.csv", "parsed")]


def test_gzipped_report_is_kept_as_sent_and_parsed_decompressed(contributor_client, arun, samples):
    raw = (samples / "AWR-reports__awr_rpt_1.html").read_bytes()
    packed = gzip.compress(raw, mtime=0)
    r = upload(contributor_client, arun["id"], SimpleUploadedFile("awr_rpt_1.html.gz", packed))
    assert r.status_code == 201 and r.json()["files"][0]["kind"] == ""
    run_jobs_inline()
    f = archive_of(arun["id"], "awr_rpt_1.html.gz")
    assert f.state == "parsed" and f.kind == "awr_instance" and f.result["compression"] == "gz"
    original = contributor_client.get(f"/api/run-files/{f.id}/download/")
    assert b"".join(original.streaming_content) == packed


def test_gzipped_report_cut_short_is_parsed_up_to_the_cut_and_says_so(contributor_client, arun, samples):
    raw = (samples / "jas-min__awrrpt_1_2668_2669.txt").read_bytes()
    packed = gzip.compress(raw, mtime=0)
    cut = packed[: len(packed) * 6 // 10]  # an interrupted download: the stream's last 40 % never arrived
    upload(contributor_client, arun["id"], SimpleUploadedFile("awrrpt_1_2668_2669.txt.gz", cut))
    run_jobs_inline()
    f = archive_of(arun["id"], "awrrpt_1_2668_2669.txt.gz")
    assert f.state == "parsed" and f.kind == "awr_instance"
    first, second = f.error.split("\n")[:2]
    assert first.startswith("awrrpt_1_2668_2669.txt.gz is cut short") and "bytes of its content were read" in first
    assert "looks truncated" in second and "Sections not found" in second
    # what the first part holds is read: the report's summary
    assert f.metrics["tps"]["value"] > 0


@pytest.mark.parametrize(("name", "says"), [("notes.txt.gz", "Its name ends in .gz, but its content is not gzip"),
                                           ("folder.zip", "Its name ends in .zip, but its content is not a zip")])
def test_plain_bytes_under_a_compressed_name_fail_saying_so(contributor_client, arun, name, says):
    upload(contributor_client, arun["id"], SimpleUploadedFile(name, b"this is not compressed, nor a report\n"))
    run_jobs_inline()
    f = archive_of(arun["id"], name)
    assert f.state == "failed" and f.error.startswith("Unrecognised file") and says in f.error


def test_a_plain_report_under_a_compressed_name_is_still_read(contributor_client, arun):
    upload(contributor_client, arun["id"], SimpleUploadedFile("bench.csv.gz", CSV))
    run_jobs_inline()
    f = archive_of(arun["id"], "bench.csv.gz")
    assert f.state == "parsed" and f.error == ""


def test_gzip_bomb_fails_the_file_readably(contributor_client, arun):
    upload(contributor_client, arun["id"], SimpleUploadedFile("bomb.csv.gz", gzip.compress(b"0" * (8 * 1024 * 1024))))
    run_jobs_inline()
    f = archive_of(arun["id"], "bomb.csv.gz")
    assert f.state == "failed" and "zip bomb" in f.error


def test_an_unexpected_error_still_leaves_a_final_state(contributor_client, arun, monkeypatch):
    unique = f"users,throughput\n1,{uuid.uuid4().int}\n".encode()
    upload(contributor_client, arun["id"], SimpleUploadedFile("ok.zip", zip_bytes({"a.csv": unique})))

    def broken(*args, **kwargs):
        raise OSError("disk full")

    # The storage (Django's, outside this app) fails while entries are stored: the archive must not be stranded.
    monkeypatch.setattr(default_storage, "save", broken)
    run_jobs_inline()
    archive = archive_of(arun["id"], "ok.zip")
    assert archive.state == "failed" and archive.error == IC.ARCHIVE_STOPPED.format(error="OSError")
    assert Job.objects.get(pk=archive.job_id).state == "failed"
