"""The local folder as the default storage, with each file written whole or not at all.

Django's FileSystemStorage writes a file at its final path chunk by chunk, so a process killed halfway (a worker's
SIGKILL, a full disk) leaves a short file under the right name. The originals are content-addressed: the next
upload of the same bytes found the name taken, kept the short file, and its parse read an empty or cut file. Here
the bytes go to a hidden file in the same folder, are flushed to the disk, and are then linked to the name in one
step; the link fails rather than replaces when the name was taken meanwhile, and the next free name is used, as
Django's own storage does.

A process killed between the hidden file's creation and its removal leaves it behind. Each write clears such
leftovers from the folder it writes into once they are older than ``STORAGE_PARTIAL_MAX_AGE_SECONDS`` (an hour by
default; a live write takes seconds, so an hour-old partial file has no writer).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time

from django.conf import settings
from django.core.files.storage import FileSystemStorage

PARTIAL_PREFIX, PARTIAL_SUFFIX = ".", ".partial"


def sweep_partials(folder: str, *, older_than: float) -> int:
    """Remove the hidden partial files in ``folder`` last written more than ``older_than`` seconds ago; the count."""
    removed = 0
    cutoff = time.time() - older_than
    with contextlib.suppress(FileNotFoundError), os.scandir(folder) as entries:
        for entry in entries:
            if not (entry.name.startswith(PARTIAL_PREFIX) and entry.name.endswith(PARTIAL_SUFFIX)):
                continue
            with contextlib.suppress(FileNotFoundError):
                if entry.stat(follow_symlinks=False).st_mtime < cutoff:
                    os.unlink(entry.path)
                    removed += 1
    return removed


class AtomicFileSystemStorage(FileSystemStorage):
    def _save(self, name, content):
        full_path = self.path(name)
        folder = os.path.dirname(full_path)
        if self.directory_permissions_mode is not None:
            old_umask = os.umask(0o777 & ~self.directory_permissions_mode)
            try:
                os.makedirs(folder, self.directory_permissions_mode, exist_ok=True)
            finally:
                os.umask(old_umask)
        else:
            os.makedirs(folder, exist_ok=True)
        sweep_partials(folder, older_than=settings.STORAGE_PARTIAL_MAX_AGE_SECONDS)
        fd, partial = tempfile.mkstemp(dir=folder, prefix=PARTIAL_PREFIX, suffix=PARTIAL_SUFFIX)
        try:
            with os.fdopen(fd, "wb") as out:
                for chunk in content.chunks():  # File.chunks reads from the start
                    out.write(chunk if isinstance(chunk, bytes) else chunk.encode())
                out.flush()
                os.fsync(out.fileno())
            os.chmod(partial, self.file_permissions_mode if self.file_permissions_mode is not None else 0o644)
            while True:
                try:
                    os.link(partial, full_path)
                    break
                except FileExistsError:
                    name = self.get_available_name(name)
                    full_path = self.path(name)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(partial)
        return str(name).replace("\\", "/")
