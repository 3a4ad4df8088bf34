"""A file over the per-file limit is refused while it streams in: the temporary folder never holds more of it than
the limit, and the answer is the usual per-file error."""

from __future__ import annotations

import os

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.files.uploadhandler import TemporaryFileUploadHandler

from apps.runs import constants as C
from apps.runs.models import RunFile
from apps.runs.services import run_create

LIMIT = 256 * 1024
BIG = 3 * 1024 * 1024 + 17  # several 64 KiB chunks past the limit
CSV = b"users,tps\n10,100\n20,190\n"

#: bytes on disk of each temporary file, after every chunk Django's handler wrote (filled by the handler below)
DISK_SIZES: dict[str, int] = {}


class MeasuringTemporaryFileUploadHandler(TemporaryFileUploadHandler):
    """Django's temporary-file handler, unchanged, noting how large its file on disk grows."""

    def receive_data_chunk(self, raw_data, start):
        super().receive_data_chunk(raw_data, start)
        self.file.flush()
        path = self.file.temporary_file_path()
        DISK_SIZES[self.file_name] = max(DISK_SIZES.get(self.file_name, 0), os.path.getsize(path))


@pytest.fixture
def run(project, contributor):
    return run_create(project=project, user=contributor, label="uploads")


@pytest.fixture
def spool_dir(settings, tmp_path):
    DISK_SIZES.clear()
    settings.RUNS_MAX_FILE_BYTES = LIMIT
    settings.FILE_UPLOAD_TEMP_DIR = str(tmp_path)
    settings.FILE_UPLOAD_MAX_MEMORY_SIZE = 1024  # every file of these requests goes to the temporary folder
    settings.FILE_UPLOAD_HANDLERS = [
        settings.FILE_UPLOAD_HANDLERS[0],
        "django.core.files.uploadhandler.MemoryFileUploadHandler",
        f"{__name__}.MeasuringTemporaryFileUploadHandler",
    ]
    return tmp_path


def test_the_limit_handler_comes_first():
    assert settings.FILE_UPLOAD_HANDLERS[0] == "apps.common.uploads.PerFileLimitUploadHandler"


def test_oversized_file_beside_a_good_one_is_refused_while_streaming(contributor_client, run, spool_dir):
    big = SimpleUploadedFile("big.html", b"<html>" + b"x" * (BIG - 6))
    good = SimpleUploadedFile("bench.csv", CSV)
    response = contributor_client.post(f"/api/runs/{run.id}/files/", {"files": [big, good]}, format="multipart")
    assert response.status_code == 201, response.content
    body = response.json()
    assert [f["name"] for f in body["files"]] == ["bench.csv"]
    assert body["rejected"] == [
        {"name": "big.html", "error": C.FILE_TOO_LARGE.format(name="big.html", size=BIG, limit=LIMIT)}]
    # Django's handler wrote at most the limit of the big file, then it was removed; the good file went through
    assert 0 < DISK_SIZES["big.html"] <= LIMIT
    assert DISK_SIZES["bench.csv"] == len(CSV)
    assert list(spool_dir.iterdir()) == []
    assert list(RunFile.objects.filter(run=run).values_list("name", flat=True)) == ["bench.csv"]


def test_a_lone_oversized_file_is_a_400_keyed_files(contributor_client, run, spool_dir):
    big = SimpleUploadedFile("big.txt", b"y" * BIG)
    response = contributor_client.post(f"/api/runs/{run.id}/files/", {"files": [big]}, format="multipart")
    assert response.status_code == 400
    assert response.json() == {"files": [C.FILE_TOO_LARGE.format(name="big.txt", size=BIG, limit=LIMIT)]}
    assert DISK_SIZES["big.txt"] <= LIMIT
    assert list(spool_dir.iterdir()) == []
    assert not RunFile.objects.filter(run=run).exists()


def test_a_file_of_exactly_the_limit_is_kept_whole(contributor_client, run, spool_dir):
    exact = SimpleUploadedFile("exact.csv", CSV + b"9" * (LIMIT - len(CSV)))
    response = contributor_client.post(f"/api/runs/{run.id}/files/", {"files": [exact]}, format="multipart")
    assert response.status_code == 201, response.content
    assert response.json()["rejected"] == []
    assert DISK_SIZES["exact.csv"] == LIMIT
