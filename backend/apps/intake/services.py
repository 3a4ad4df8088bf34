"""Write operations of apps.intake: keeping an original once, whoever hands it over (a run, an as-built check)."""

from __future__ import annotations

import hashlib
import tempfile
from collections.abc import Iterable
from typing import IO

from django.conf import settings
from django.core.files import File
from django.core.files.storage import default_storage
from django.db import IntegrityError, transaction

from .models import Blob

CHUNK = 1024 * 1024


def limit(name: str) -> int:
    """A configurable upload limit (settings ``RUNS_*``, see config/settings/base.py)."""
    return int(getattr(settings, name))


def blob_store(stream: IO[bytes] | Iterable[bytes], *, max_bytes: int | None = None) -> Blob:
    """Hash and keep the bytes; an identical original already stored is reused, never stored twice.

    Raises ``ValueError`` when more than ``max_bytes`` arrive (nothing is kept then).
    """
    digest = hashlib.sha256()
    size = 0
    chunks = stream.chunks(CHUNK) if hasattr(stream, "chunks") else (
        iter(lambda: stream.read(CHUNK), b"") if hasattr(stream, "read") else stream)
    with tempfile.TemporaryFile() as tmp:
        for chunk in chunks:
            size += len(chunk)
            if max_bytes is not None and size > max_bytes:
                raise ValueError(size)
            digest.update(chunk)
            tmp.write(chunk)
        sha = digest.hexdigest()
        existing = Blob.objects.filter(pk=sha).first()
        if existing is not None:
            return existing
        tmp.seek(0)
        path = f"blobs/{sha[:2]}/{sha}"
        _keep_whole(path, tmp, sha=sha, size=size)
    try:
        with transaction.atomic():
            return Blob.objects.create(sha256=sha, size=size, file=path)
    except IntegrityError:  # the same content arrived concurrently
        return Blob.objects.get(pk=sha)



def _keep_whole(path: str, tmp: IO[bytes], *, sha: str, size: int) -> None:
    """Put the bytes at ``path`` unless all of them are there already.

    The storage writes a file whole or not at all (``apps.common.storage``; an object store writes objects whole). A
    file cut short before that (by an earlier version, or copied in by hand) is not kept: it is deleted and written
    again, so a kept original always has every byte its blob row counts.
    """
    if default_storage.exists(path):
        if default_storage.size(path) == size:
            return
        default_storage.delete(path)
    saved_as = default_storage.save(path, File(tmp, name=sha))
    if saved_as != path:  # the same bytes, sent at the same moment, were stored first: keep no second copy
        default_storage.delete(saved_as)
