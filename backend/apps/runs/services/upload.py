"""Uploads of a run's files: each stored first (content-addressed), then queued for parsing, an archive unpacked
into files of their own."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePosixPath
from typing import IO, Any

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from apps.accounts.permissions import require_action
from apps.common.constants import ERROR_MAX_LENGTH
from apps.intake import containers, uploads
from apps.intake.models import Blob
from apps.intake.services import blob_store
from apps.intake.states import transition, transition_now
from apps.jobs.runner import JobError
from apps.jobs.services import job_create, job_rescue

from .. import constants as C
from ..models import Run, RunFile
from .refresh import Removed, raise_if_removed, settle

PARSE_KIND = "runs.parse"
UNPACK_KIND = "runs.unpack"

_CONTROL = containers.CONTROL_CHARACTERS


def _safe_name(name: str) -> str:
    base = PurePosixPath(str(name).replace("\\", "/")).name
    return _CONTROL.sub("", base)[:255] or "upload"


def _name_in_folder(path: str, upload_name: str) -> str:
    """The name of a file handed over from a folder or read from an archive: the folders of ``path`` (where it sat,
    as the client or the archive says) before its own name, so that ``node1/vmstat.out`` and ``node2/vmstat.out``
    stay apart. Each folder is cleaned (control characters out, spaces trimmed); empty parts, ``.``, ``..`` and drive
    letters are dropped; an over-long name loses its first folders, never half of one."""
    folders = [_CONTROL.sub("", part).strip() for part in str(path).replace("\\", "/").split("/")[:-1]]
    folders = [part for part in folders if part not in ("", ".", "..") and not re.fullmatch(r"[A-Za-z]:", part)]
    name = _safe_name(upload_name)
    while folders and len("/".join([*folders, name])) > 255:
        folders.pop(0)
    return "/".join([*folders, name])


def attach(*, run: Run, user, blob: Blob, name: str, archive: RunFile | None = None) -> tuple[RunFile, bool]:
    """Link a stored blob to the run and queue its parse (or unpack). Returns (file, was_duplicate).

    A top-level upload that is an archive (zip or tar, compressed or not) is unpacked; anything else, a single
    ``.gz``/``.bz2``/``.xz`` file included, is parsed (decompressed on the way, the original kept as sent). Entries
    of an archive are never unpacked again here: the unpacking reads one level of nesting itself. A duplicate whose
    job was stranded (never sent, or its worker lost) is sent again rather than left waiting.
    """
    existing = RunFile.objects.filter(run=run, blob=blob, name=name).select_related("job").first()
    if existing is not None:
        return _duplicate(existing), True
    with blob.file.open("rb") as fh:
        fmt = containers.sniff(name, fh)
    is_archive = archive is None and fmt in containers.ARCHIVE_FORMATS
    try:
        with transaction.atomic():  # a savepoint: the same file sent at the same moment may have won the insert
            rf = RunFile.objects.create(run=run, blob=blob, name=name, archive=archive, uploaded_by=user,
                                        kind="archive" if is_archive else "", format=fmt if is_archive else "")
    except IntegrityError:
        # unique_file_per_run: a concurrent upload of the same content under the same name committed first (on
        # PostgreSQL this insert waited for it); its file is the one, this upload a duplicate of it
        existing = RunFile.objects.filter(run=run, blob=blob, name=name).select_related("job").first()
        if existing is None:
            raise
        return _duplicate(existing), True
    job = job_create(kind=UNPACK_KIND if is_archive else PARSE_KIND, owner=user, project=run.project,
                     payload={"file": rf.id}, subject=job_subject(rf))
    rf.job = job
    rf.save(update_fields=["job"])
    return rf, False


def _duplicate(existing: RunFile) -> RunFile:
    """An upload of a file the run already has: its job is sent again if it was stranded, nothing else changes."""
    if existing.job is not None:
        job = existing.job
        transaction.on_commit(lambda: job_rescue(job=job))
    return existing


def files_upload(*, run: Run, user, files: list, paths: list[str] | None = None) -> dict[str, Any]:
    """Store every upload first (content-addressed), then queue the parsing. Too-large files are refused.

    ``paths`` (optional, one per file) says where each file sat in a folder handed over whole; the file is then
    named with its folders (:func:`_name_in_folder`). Desktop metadata (``containers.desktop_metadata``) is listed
    as ignored and not stored.
    """
    require_action(user, run.project, RunFile, "add")
    uploads.check_count(files)
    if paths and len(paths) != len(files):
        raise ValidationError({"paths": [C.PATHS_PER_FILE.format(files=len(files), paths=len(paths))]})
    max_bytes = uploads.max_file_bytes()
    accepted, rejected, ignored = [], [], []
    for n, upload in enumerate(files):
        uploaded_as = getattr(upload, "name", "upload")
        name = _name_in_folder(paths[n], uploaded_as) if paths else _safe_name(uploaded_as)
        if what := containers.desktop_metadata(name):
            # never a file of a run, however it came (a folder's .DS_Store, Finder's ._ twins): not stored at all
            ignored.append({"name": name, "error": C.ENTRY_DESKTOP_METADATA.format(what=what)})
            continue
        try:
            blob = uploads.keep(upload, name=name, max_bytes=max_bytes)
        except uploads.Refused as exc:
            rejected.append({"name": name, "error": str(exc)})
            continue
        with transaction.atomic():
            rf, duplicate = attach(run=run, user=user, blob=blob, name=name)
        accepted.append({"file": rf, "duplicate": duplicate})
    if not accepted:
        raise ValidationError({"files": [*(r["error"] for r in rejected),
                                         *(f"{r['name']}: {r['error']}" for r in ignored)]})
    return {"accepted": accepted, "rejected": rejected, "ignored": ignored}


def entry_import(*, archive: RunFile, data: IO[bytes], path: str) -> RunFile:
    """One entry of an unpacking archive stored as a file of the archive's run, its parse queued; :class:`Removed`
    when the run was deleted meanwhile."""
    raise_if_removed(archive)  # a run deleted meanwhile takes no more entries
    blob = blob_store(data)
    name = _name_in_folder(path, path)  # its folders kept, as a folder upload's are
    with transaction.atomic():
        # The run's lock, taken first as every writer of the run's files does (refresh.settle, run_delete): a
        # deletion of the run waits for this entry and deletes it too, or went first and leaves nothing to add to.
        Run.objects.select_for_update().filter(pk=archive.run_id).first()
        raise_if_removed(archive)
        rf, _ = attach(run=archive.run, user=archive.uploaded_by, blob=blob, name=name, archive=archive)
    return rf


def archive_unpack(*, archive: RunFile, report: Callable[..., None]) -> dict[str, Any]:
    """Unpack an uploaded archive safely: each accepted entry becomes a stored file of the run with its own parse job.

    Every entry gets a result in ``archive.result["entries"]`` (``imported``, ``unpacked`` for a nested archive,
    ``skipped`` with the reason, or ``ignored`` for desktop metadata, which does not make the archive partial),
    and the archive always ends in a final state: ``parsed`` when every entry was imported, ``partial`` when some
    were refused or the archive broke off after some were imported, ``failed`` when none could be. Entries are
    imported one by one as they are read (per-entry results, not all-or-nothing), so an entry imported before a
    damaged one stays, and the archive says what happened to each.
    """
    # Entries a contributor removed stay removed when the archive is unpacked again.
    removed = {e.get("path") for e in ((archive.result or {}).get("entries") or []) if isinstance(e, dict)
               and e.get("state") == "removed"}
    results: list[dict[str, Any]] = []

    def each(entry: containers.Entry) -> None:
        if entry.path in removed:
            results.append({"path": entry.path, "state": "removed", "error": "", "file": None})
        elif entry.ignored:
            results.append({"path": entry.path, "state": "ignored",
                            "error": C.ENTRY_DESKTOP_METADATA.format(what=entry.ignored), "file": None})
        elif entry.error:
            results.append({"path": entry.path, "state": "skipped", "error": entry.error, "file": None})
        elif entry.nested:
            results.append({"path": entry.path, "state": "unpacked", "error": "", "file": None,
                            "format": entry.nested})
        else:
            rf = entry_import(archive=archive, data=entry.file, path=entry.path)
            results.append({"path": entry.path, "state": "imported", "error": "", "file": rf.id})
        # what the archive has read so far, not the entry count: the rest up to 100 is settling
        report(95 * entry.progress, f"Unpacked {len(results)} entries")

    def crashed(exc: Exception) -> None:
        if isinstance(exc, Removed):
            raise exc
        raise_if_removed(archive)  # an entry of a deleted run breaks on its foreign key: not an error

    transition_now(archive, RunFile.State.PARSING, error="")
    fmt, stopped = containers.unpack(archive.blob, name=archive.name, fmt=archive.format, each=each,
                                     crashed=crashed, label=f"Run file {archive.pk}")
    imported = sum(1 for r in results if r["state"] in ("imported", "removed"))
    skipped = sum(1 for r in results if r["state"] == "skipped")
    if imported == 0:
        state = RunFile.State.FAILED
    elif skipped or stopped:
        state = RunFile.State.PARTIAL
    else:
        state = RunFile.State.PARSED
    messages = [stopped] if stopped else []
    if not results and not stopped:
        messages.append(C.ARCHIVE_EMPTY)
    elif not stopped and all(r["state"] == "ignored" for r in results):
        messages.append(C.ARCHIVE_ONLY_METADATA)
    if skipped:
        messages.append(C.ARCHIVE_SUMMARY.format(imported=imported, total=len(results), skipped=skipped))
    transition(archive, state, format=fmt)
    archive.error = "\n".join(messages)[:ERROR_MAX_LENGTH]
    archive.result = {"format": fmt, "entries": results, "imported": imported, "skipped": skipped,
                      "stopped": stopped}
    # Entries that finished while the archive was still unpacking left the refresh to whoever settles last.
    settle(archive, ["state", "format", "error", "result"])
    if state == RunFile.State.FAILED:
        raise JobError(archive.error or C.ARCHIVE_EMPTY)
    return {"files": [r["file"] for r in results if r["file"]], "state": state, "skipped": skipped}


def job_subject(run_file: RunFile) -> str:
    return f"{run_file.name} of run {run_file.run.label}"

