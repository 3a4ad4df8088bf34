"""blob_store keeps an original whole or not at all.

A worker killed while writing an archive's entry (apps/jobs/tests/test_durability.py) used to leave a short file at
the blob's content-addressed path; the unpacking again after the restart found the path taken, reused it, and the
entry was parsed as "The file is empty." These tests put such a cut file in place, as the kill leaves it, and check
that the next store of the same bytes writes them all, on the local folder and on a storage without local paths.
"""

from __future__ import annotations

import hashlib
import io

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from apps.intake.services import blob_store

pytestmark = pytest.mark.django_db

DATA = b"users,throughput\n" + b"".join(f"{n},{n * 7}\n".encode() for n in range(1, 2000))


def _path(data: bytes) -> str:
    sha = hashlib.sha256(data).hexdigest()
    return f"blobs/{sha[:2]}/{sha}"


@pytest.fixture
def local_storage(settings, tmp_path):
    settings.STORAGES = {**settings.STORAGES, "default": {
        "BACKEND": "django.core.files.storage.FileSystemStorage", "OPTIONS": {"location": str(tmp_path / "media")}}}
    return tmp_path / "media"


@pytest.fixture
def object_storage(settings):
    settings.STORAGES = {**settings.STORAGES, "default": {"BACKEND": "django.core.files.storage.InMemoryStorage"}}


@pytest.mark.parametrize("cut", [0, 1000])
def test_a_cut_file_left_by_a_killed_writer_is_written_again(local_storage, cut):
    target = local_storage / _path(DATA)
    target.parent.mkdir(parents=True)
    target.write_bytes(DATA[:cut])  # what a SIGKILL in the middle of the old write left
    blob = blob_store(io.BytesIO(DATA))
    assert blob.size == len(DATA)
    with blob.file.open("rb") as fh:
        assert fh.read() == DATA
    assert sorted(p.name for p in target.parent.iterdir()) == [target.name]  # no second copy, no partial left


def test_a_whole_file_already_there_is_kept(local_storage):
    target = local_storage / _path(DATA)
    target.parent.mkdir(parents=True)
    target.write_bytes(DATA)
    before = target.stat().st_ino
    blob_store(io.BytesIO(DATA))
    assert target.stat().st_ino == before and target.read_bytes() == DATA


def test_the_bytes_are_readable_by_the_other_processes(local_storage):
    blob = blob_store(io.BytesIO(DATA))
    assert (local_storage / blob.file.name).stat().st_mode & 0o444 == 0o444


def test_a_failed_write_leaves_nothing_at_the_path(local_storage, monkeypatch):
    import shutil

    def broken(src, dst, length=0):
        dst.write(src.read(100))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(shutil, "copyfileobj", broken)
    with pytest.raises(OSError):
        blob_store(io.BytesIO(DATA))
    folder = (local_storage / _path(DATA)).parent
    assert not folder.exists() or list(folder.iterdir()) == []


def test_a_storage_without_local_paths_rewrites_a_cut_object(object_storage):
    path = _path(DATA)
    default_storage.save(path, ContentFile(DATA[:10]))
    blob = blob_store(io.BytesIO(DATA))
    assert blob.file.name == path
    with default_storage.open(path, "rb") as fh:
        assert fh.read() == DATA
