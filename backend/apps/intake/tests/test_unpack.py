"""containers.unpack: the walk over a stored archive that runs and as-built share, each with its own entries."""

from __future__ import annotations

import io
import uuid
import zipfile

import pytest

from apps.intake import constants as C
from apps.intake import containers
from apps.intake.services import blob_store

pytestmark = pytest.mark.django_db


def _zip(members: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return buf.getvalue()


def _stored(data: bytes):
    return blob_store(io.BytesIO(data))


def _members() -> dict[str, bytes]:
    tag = uuid.uuid4().hex.encode()  # a blob of its own per test (blobs are content-addressed)
    return {"node1/a.txt": b"a " + tag, "node1/b.txt": b"b " + tag, "../out.txt": b"escape"}


def test_every_entry_reaches_the_callers_handler_in_order_with_its_refusals():
    seen = []
    done = containers.unpack(_stored(_zip(_members())), name="upload.zip", label="test",
                             each=lambda entry: seen.append((entry.path, entry.file.read()[:2] if entry.file else None,
                                                             entry.error)))
    assert done == containers.Unpacked("zip", "")
    assert [path for path, _, _ in seen] == ["node1/a.txt", "node1/b.txt", "../out.txt"]
    assert seen[0][1] == b"a " and seen[2][2] == C.ZIP_UNSAFE_PATH.format(name="../out.txt")


def test_the_callers_format_is_taken_as_given():
    seen = []
    # Named as a tar but stored as a zip: the caller's recorded format wins over the name, as runs' archives keep it.
    done = containers.unpack(_stored(_zip(_members())), name="upload.tar", fmt="zip", label="test",
                             each=lambda entry: seen.append(entry.path))
    assert done.format == "zip" and len(seen) == 3


def test_an_unreadable_archive_ends_the_walk_with_its_reason():
    done = containers.unpack(_stored(b"PK\x03\x04 not really a zip " + uuid.uuid4().bytes), name="broken.zip",
                             fmt="zip", label="test", each=lambda entry: None)
    assert done.format == "zip" and done.stopped.startswith(C.ARCHIVE_BROKEN.format(error=""))


def test_an_error_in_the_handler_stops_the_walk_and_keeps_what_it_took():
    taken = []

    def each(entry):
        if entry.path.endswith("b.txt"):
            raise OSError("disk full")
        taken.append(entry.path)

    done = containers.unpack(_stored(_zip(_members())), name="upload.zip", label="test", each=each)
    assert taken == ["node1/a.txt"]
    assert done.stopped == C.ARCHIVE_STOPPED.format(error="OSError")


def test_crashed_sees_the_error_first_and_may_end_the_walk_with_its_own():
    class Gone(Exception):
        pass

    def each(entry):
        raise KeyError(entry.path)

    def crashed(exc):
        assert isinstance(exc, KeyError)
        raise Gone

    with pytest.raises(Gone):
        containers.unpack(_stored(_zip(_members())), name="upload.zip", label="test", each=each, crashed=crashed)
