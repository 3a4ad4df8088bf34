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
        "BACKEND": "apps.common.storage.AtomicFileSystemStorage", "OPTIONS": {"location": str(tmp_path / "media")}}}
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


class _BreaksHalfway(ContentFile):
    """Bytes whose reading stops with a full disk after the first chunk, as a write cut short sees it."""

    def chunks(self, chunk_size=None):
        yield DATA[:100]
        raise OSError(28, "No space left on device")


def test_a_failed_write_leaves_nothing_at_the_path(local_storage):
    path = _path(DATA)
    with pytest.raises(OSError):
        default_storage.save(path, _BreaksHalfway(DATA))
    folder = (local_storage / path).parent
    assert list(folder.iterdir()) == []  # neither the name nor the hidden partial file


def test_a_name_taken_while_writing_gets_the_next_free_name(local_storage):
    """Django's own rule, kept: a save never replaces a file; the same name saved twice gives two files."""
    first = default_storage.save("bundles/b.zip", ContentFile(b"first"))
    second = default_storage.save("bundles/b.zip", ContentFile(b"second"))
    assert first == "bundles/b.zip" and second != first
    assert (local_storage / first).read_bytes() == b"first" and (local_storage / second).read_bytes() == b"second"


def test_a_storage_without_local_paths_rewrites_a_cut_object(object_storage):
    path = _path(DATA)
    default_storage.save(path, ContentFile(DATA[:10]))
    blob = blob_store(io.BytesIO(DATA))
    assert blob.file.name == path
    with default_storage.open(path, "rb") as fh:
        assert fh.read() == DATA
