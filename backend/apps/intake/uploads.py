"""Taking the files of one upload request, for every app that takes files (runs, as-built checks): the multipart
form read with all its files, the limits on how many files and how large each, and each original kept once
(`services.blob_store`) before anything reads it. What an app then does with a kept original (attach it to a run and
queue its parse, add it to a check) stays with the app."""

from __future__ import annotations

from typing import IO, Any

from django.core.exceptions import ValidationError
from django.http import QueryDict

from . import constants as C
from .models import Blob
from .services import blob_store, limit


class Refused(Exception):
    """One file of an upload is refused; the message says why, in words for users."""


def form_fields(request: Any) -> QueryDict:
    """The form fields of an upload request; none when it has no body (DRF then gives a plain empty dict, not the
    QueryDict a form parser returns)."""
    return request.data if isinstance(request.data, QueryDict) else QueryDict()


def upload_data(request: Any, serializer_class: type) -> dict:
    """The validated fields of a multipart upload, every part named ``files`` kept (not only the last one).

    The form fields are copied into a new QueryDict (blank fields keep their form meaning), the files are not: an
    upload Django spooled to a temporary file cannot be deep-copied, which ``request.data.copy()`` would do.
    """
    data = QueryDict(mutable=True)
    for key, values in form_fields(request).lists():
        if key not in request.FILES:
            data.setlist(key, values)
    data.setlist("files", request.FILES.getlist("files"))
    s = serializer_class(data=data)
    s.is_valid(raise_exception=True)
    return dict(s.validated_data)


def check_count(files: list) -> None:
    """Refuse (a field error on ``files``) an upload of no file or of more than ``RUNS_MAX_FILES_PER_UPLOAD``."""
    if not files:
        raise ValidationError({"files": [C.NO_FILES]})
    most = limit("RUNS_MAX_FILES_PER_UPLOAD")
    if len(files) > most:
        raise ValidationError({"files": [C.TOO_MANY_FILES.format(limit=most)]})


def max_file_bytes() -> int:
    """The per-file limit of an upload (``RUNS_MAX_FILE_BYTES``)."""
    return limit("RUNS_MAX_FILE_BYTES")


def check_size(upload: Any, *, name: str, max_bytes: int) -> None:
    """Refuse a file whose declared size passes ``max_bytes`` before a byte of it is read."""
    size = getattr(upload, "size", None)
    if size is not None and size > max_bytes:
        raise Refused(C.FILE_TOO_LARGE.format(name=name, size=size, limit=max_bytes))


def keep(upload: IO[bytes], *, name: str, max_bytes: int) -> Blob:
    """Keep one uploaded file's original (once, whoever sent the same bytes before); :class:`Refused` when its
    declared size, or the bytes that really arrive, pass ``max_bytes`` (nothing is kept then)."""
    check_size(upload, name=name, max_bytes=max_bytes)
    try:
        return blob_store(upload, max_bytes=max_bytes)
    except ValueError as exc:
        raise Refused(C.FILE_TOO_LARGE.format(name=name, size=exc.args[0], limit=max_bytes)) from None
