"""Write operations of apps.intake: keeping an original once, whoever hands it over (a run, an as-built check)."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import tempfile
from collections.abc import Iterable
from typing import IO

from django.conf import settings
from django.core.files import File
from django.core.files.storage import FileSystemStorage, default_storage
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
    """Put the bytes at ``path`` so that the path holds either nothing or all of them.

    A worker killed while writing an original must not leave a short file behind: the next unpacking of the same
    archive would find the path taken, reuse it and parse an empty or cut file. On the local folder the bytes go to a
    hidden file beside the path and are renamed onto it (one atomic step); an object store writes an object whole.
    A file already there is kept only when it has every byte, so one cut short by an earlier version is written again.
    """
    if not isinstance(default_storage, FileSystemStorage):
        if default_storage.exists(path):
            if default_storage.size(path) == size:
                return
            default_storage.delete(path)  # cut short: its name is free for the whole bytes
        saved_as = default_storage.save(path, File(tmp, name=sha))
        if saved_as != path:  # the same bytes, sent at the same moment, were stored first: keep no second copy
            default_storage.delete(saved_as)
        return
    local = default_storage.path(path)
    with contextlib.suppress(FileNotFoundError):
        if os.path.getsize(local) == size:
            return
    folder = os.path.dirname(local)
    mode = default_storage.directory_permissions_mode
    if mode is None:
        os.makedirs(folder, exist_ok=True)
    else:
        os.makedirs(folder, mode=mode, exist_ok=True)
    fd, partial = tempfile.mkstemp(dir=folder, prefix=f".{sha}.", suffix=".partial")
    try:
        with os.fdopen(fd, "wb") as out:
            shutil.copyfileobj(tmp, out, CHUNK)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(partial, default_storage.file_permissions_mode or 0o644)
        os.replace(partial, local)  # the same bytes renamed on at the same moment by another writer: either is whole
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(partial)
        raise
