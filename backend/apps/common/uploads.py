"""Upload handler that stops spooling a file as soon as it passes the per-file limit.

Django's own handlers write every uploaded file to memory or to the temporary folder before any view sees it, so a
single file far over ``RUNS_MAX_FILE_BYTES`` inside a request under ``API_MAX_REQUEST_BYTES`` was written out whole
and only then refused. :class:`PerFileLimitUploadHandler` comes first in ``FILE_UPLOAD_HANDLERS``: it lets a file's
bytes through to the other handlers while the file is within the limit, and from the first chunk that would pass
it, it keeps only a count. What the other handlers already wrote for that file is removed at once, and the file
reaches the view as a :class:`RefusedUpload`: no content, the size the client sent. Services compare ``size`` with the
limit before reading a file, so the refusal is the usual per-file error (a 400 keyed ``files`` when nothing else was
accepted, else an entry of ``rejected``), and the temporary folder never holds more than the limit for one file.
"""

from __future__ import annotations

import io

from django.conf import settings
from django.core.files.uploadedfile import UploadedFile
from django.core.files.uploadhandler import FileUploadHandler


class RefusedUpload(UploadedFile):
    """A file dropped while it was uploaded because it passed the per-file limit: a name and a size, no bytes."""

    refused = True

    def __init__(self, *, name: str, size: int, content_type: str | None, charset: str | None) -> None:
        super().__init__(file=io.BytesIO(b""), name=name, content_type=content_type, size=size, charset=charset)


class PerFileLimitUploadHandler(FileUploadHandler):
    """Pass each file's chunks on while the file is within ``RUNS_MAX_FILE_BYTES``; past it, count and drop."""

    def new_file(self, *args, **kwargs) -> None:
        super().new_file(*args, **kwargs)
        self.limit = int(settings.RUNS_MAX_FILE_BYTES)
        self.received = 0
        self.over_limit = False

    def receive_data_chunk(self, raw_data: bytes, start: int) -> bytes | None:
        self.received += len(raw_data)
        if self.over_limit:
            return None
        if self.received > self.limit:
            self.over_limit = True
            self._discard_what_others_wrote()
            return None  # the later handlers never see this chunk or any after it
        return raw_data

    def file_complete(self, file_size: int) -> UploadedFile | None:
        if not self.over_limit:
            return None  # the next handler (memory or temporary file) completes the file as usual
        return RefusedUpload(name=self.file_name, size=self.received, content_type=self.content_type,
                             charset=self.charset)

    def _discard_what_others_wrote(self) -> None:
        for handler in self.request.upload_handlers if self.request is not None else ():
            if handler is not self and hasattr(handler, "file"):
                # TemporaryFileUploadHandler closes and removes its file; the memory handler keeps a buffer
                handler.upload_interrupted()
                if isinstance(getattr(handler, "file", None), io.BytesIO):
                    handler.file = io.BytesIO()
