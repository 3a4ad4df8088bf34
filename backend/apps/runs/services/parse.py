"""Write operations of apps.runs: runs, uploads (stored before parsing), unpacking, parsing and aggregation."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import PurePosixPath
from typing import Any

from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.db import IntegrityError, models, transaction
from django.db.models.fields.json import KeyTransform

from apps.accounts.models import Project
from apps.accounts.permissions import require_action
from apps.common.fields import EncodedJSON, save_encoded
from apps.common.services import saved
from apps.intake import containers
from apps.intake.models import Blob
from apps.intake.services import blob_store, limit
from apps.intake.states import PENDING, transition, transition_now, transition_rows
from apps.jobs.choices import JobState
from apps.jobs.models import Job
from apps.jobs.runner import JobError
from apps.jobs.services import job_build, job_create, job_rescue, jobs_create

from . import constants as C
from . import timeseries
from .diagnosis import diagnose_run
from .metrics import StoredFile, aggregate_run_metrics, derive_metrics, stored_file
from .models import Run, RunFile, RunFileSeriesChunk
from .parsers import ParseError, parse_file
from .selectors import plan_interconnect_interface

logger = logging.getLogger(__name__)

PARSER_VERSION = "2"  # 2: detail sections, Statspack, compare periods, truncation warnings
PARSE_KIND = "runs.parse"
UNPACK_KIND = "runs.unpack"
_TAG = re.compile(r"^[A-Za-z0-9_.-]{1,50}$")
_TAG_VALUE = re.compile(r"^[A-Za-z0-9_.:/+-]{1,100}$")
RAW_SECTION_CAP = 200


def parse_tags(raw: Any) -> dict[str, str]:
    """Accept ``{"k": "v"}``, ``["k=v", ...]`` or ``"k=v,k2=v2"``; refuse anything else with a field error."""
    if raw in (None, "", [], {}):
        return {}
    if isinstance(raw, str):
        raw = [t for t in (s.strip() for s in raw.split(",")) if t]
    if isinstance(raw, list):
        pairs = {}
        for tag in raw:
            key, sep, value = str(tag).partition("=")
            if not sep:
                raise ValidationError({"tags": [C.BAD_TAG.format(tag=tag)]})
            pairs[key.strip()] = value.strip()
        raw = pairs
    if not isinstance(raw, dict):
        raise ValidationError({"tags": [C.BAD_TAG.format(tag=raw)]})
    out = {}
    for key, value in raw.items():
        value = str(value)
        if not _TAG.match(str(key)) or not _TAG_VALUE.match(value):
            raise ValidationError({"tags": [C.BAD_TAG.format(tag=f"{key}={value}")]})
        out[str(key)] = value
    return dict(sorted(out.items()))


def run_create(*, project: Project, user, label: str, plan_version=None, date=None, workload: str = "",
               users: int | None = None, notes: str = "", tags: Any = None, reference: str = "") -> Run:
    require_action(user, project, Run, "add")
    if plan_version is not None and plan_version.plan.project_id != project.id:
        raise ValidationError({"plan_version": [C.PLAN_VERSION_OTHER_PROJECT]})
    return saved(Run(project=project, label=label.strip(), plan_version=plan_version, date=date, workload=workload,
                     users=users, notes=notes, tags=parse_tags(tags), reference=reference, created_by=user))


def run_update(*, run: Run, user, **fields: Any) -> Run:
    require_action(user, run.project, Run, "change")
    if "tags" in fields:
        fields["tags"] = parse_tags(fields["tags"])
    pv = fields.get("plan_version")
    if pv is not None and pv.plan.project_id != run.project_id:
        raise ValidationError({"plan_version": [C.PLAN_VERSION_OTHER_PROJECT]})
    for key, value in fields.items():
        setattr(run, key, value)
    saved(run)
    if "plan_version" in fields:
        run_refresh(run=run)
    return run


_CONTROL = containers.CONTROL_CHARACTERS


class Removed(Exception):
    """The file, or its whole run, was deleted while its job worked on it: nothing is left to write to. The message
    says which, in words for users."""


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


def _attach(*, run: Run, user, blob: Blob, name: str, archive: RunFile | None = None) -> tuple[RunFile, bool]:
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
                     payload={"file": rf.id}, subject=_job_subject(rf))
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
    if not files:
        raise ValidationError({"files": [C.NO_FILES]})
    if len(files) > limit("RUNS_MAX_FILES_PER_UPLOAD"):
        raise ValidationError({"files": [C.TOO_MANY_FILES.format(limit=limit("RUNS_MAX_FILES_PER_UPLOAD"))]})
    if paths and len(paths) != len(files):
        raise ValidationError({"paths": [C.PATHS_PER_FILE.format(files=len(files), paths=len(paths))]})
    max_bytes = limit("RUNS_MAX_FILE_BYTES")
    accepted, rejected, ignored = [], [], []
    for n, upload in enumerate(files):
        uploaded_as = getattr(upload, "name", "upload")
        name = _name_in_folder(paths[n], uploaded_as) if paths else _safe_name(uploaded_as)
        if what := containers.desktop_metadata(name):
            # never a file of a run, however it came (a folder's .DS_Store, Finder's ._ twins): not stored at all
            ignored.append({"name": name, "error": C.ENTRY_DESKTOP_METADATA.format(what=what)})
            continue
        size = getattr(upload, "size", None)
        if size is not None and size > max_bytes:
            rejected.append({"name": name, "error": C.FILE_TOO_LARGE.format(name=name, size=size, limit=max_bytes)})
            continue
        try:
            blob = blob_store(upload, max_bytes=max_bytes)
        except ValueError as exc:
            rejected.append({"name": name, "error": C.FILE_TOO_LARGE.format(name=name, size=exc.args[0],
                                                                             limit=max_bytes)})
            continue
        with transaction.atomic():
            rf, duplicate = _attach(run=run, user=user, blob=blob, name=name)
        accepted.append({"file": rf, "duplicate": duplicate})
    if not accepted:
        raise ValidationError({"files": [*(r["error"] for r in rejected),
                                         *(f"{r['name']}: {r['error']}" for r in ignored)]})
    return {"accepted": accepted, "rejected": rejected, "ignored": ignored}


def archive_unpack(*, archive: RunFile, report: Callable[..., None]) -> dict[str, Any]:
    """Unpack an uploaded archive safely: each accepted entry becomes a stored file of the run with its own parse job.

    Every entry gets a result in ``archive.result["entries"]`` (``imported``, ``unpacked`` for a nested archive,
    ``skipped`` with the reason, or ``ignored`` for desktop metadata, which does not make the archive partial),
    and the archive always ends in a final state: ``parsed`` when every entry was imported, ``partial`` when some
    were refused or the archive broke off after some were imported, ``failed`` when none could be. Entries are
    imported one by one as they are read (per-entry results, not all-or-nothing), so an entry imported before a
    damaged one stays, and the archive says what happened to each.
    """
    limits = containers.Limits.from_settings()
    # Entries a contributor removed stay removed when the archive is unpacked again.
    removed = {e.get("path") for e in ((archive.result or {}).get("entries") or []) if isinstance(e, dict)
               and e.get("state") == "removed"}
    results: list[dict[str, Any]] = []
    stopped = ""
    run, user = archive.run, archive.uploaded_by
    transition_now(archive, RunFile.State.PARSING, error="")
    with archive.blob.file.open("rb") as fh:
        fmt = archive.format or containers.sniff(archive.name, fh)
        try:
            for n, entry in enumerate(containers.walk(fh, fmt, size=archive.blob.size, limits=limits), start=1):
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
                    _raise_if_removed(archive)  # a run deleted meanwhile takes no more entries
                    blob = blob_store(entry.file)
                    name = _name_in_folder(entry.path, entry.path)  # its folders kept, as a folder upload's are
                    with transaction.atomic():
                        rf, _ = _attach(run=run, user=user, blob=blob, name=name, archive=archive)
                    results.append({"path": entry.path, "state": "imported", "error": "", "file": rf.id})
                # what the archive has read so far, not the entry count: the rest up to 100 is settling
                report(95 * entry.progress, f"Unpacked {n} entries")
        except containers.ArchiveError as exc:
            stopped = str(exc)
        except Removed:
            raise
        except Exception as exc:  # noqa: BLE001 - whatever broke, the archive must still reach a final state
            _raise_if_removed(archive)  # an entry of a deleted run breaks on its foreign key: not an error
            logger.exception("Unpacking run file %s stopped", archive.pk)
            stopped = C.ARCHIVE_STOPPED.format(error=type(exc).__name__)
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
    archive.error = "\n".join(messages)[:2000]
    archive.result = {"format": fmt, "entries": results, "imported": imported, "skipped": skipped,
                      "stopped": stopped}
    # Entries that finished while the archive was still unpacking left the refresh to whoever settles last.
    _settle(archive, ["state", "format", "error", "result"])
    if state == RunFile.State.FAILED:
        raise JobError(archive.error or C.ARCHIVE_EMPTY)
    return {"files": [r["file"] for r in results if r["file"]], "state": state, "skipped": skipped}


def _trim(result: dict[str, Any]) -> dict[str, Any]:
    sections = result.get("raw_sections") or []
    for s in sections:
        s["rows"] = s.get("rows", [])[:RAW_SECTION_CAP]
    return result


def run_file_parse(*, run_file: RunFile, report: Callable[..., None] | None = None) -> dict[str, Any]:
    """Parse one stored file and refresh its run. A parse failure is kept on the file as a readable error."""
    transition_now(run_file, RunFile.State.PARSING, error="")
    try:
        with run_file.blob.file.open("rb") as fh:
            # A single .gz/.bz2/.xz file is parsed decompressed; the stored original stays as it was sent.
            # A stream cut short is read up to the cut: the parser then says which sections or samples are missing.
            name, data, compression, cut_note = containers.read_payload(
                run_file.name, fh, size=run_file.blob.size, limits=containers.Limits.from_settings(), cut_short_ok=True)
    except containers.Refused as exc:
        _fail(run_file, str(exc))
    if report:
        report(20, "Parsing")
    try:
        parsed = parse_file(name, data)
        del data  # a large capture's bytes (up to the per-file limit) need not wait for the database write
        result = _trim(parsed.to_dict())
        if compression:
            result["compression"] = compression
        metrics = derive_metrics(parsed)
    except ParseError as exc:
        message = str(exc) or "The file could not be parsed."
        claimed = None if compression else containers.claimed_format(run_file.name)
        if claimed is not None:  # plain bytes under a compressed or archive name
            message += " " + C.NOT_WHAT_THE_NAME_SAYS.format(ending=claimed[0], claim=claimed[1])
        _fail(run_file, message)
    except Exception as exc:  # noqa: BLE001 - a parser bug must still leave a readable state
        _fail(run_file, f"The parser stopped on this file ({type(exc).__name__}).")
    transition(run_file, RunFile.State.PARSED)
    run_file.kind, run_file.format, run_file.release = parsed.kind, parsed.format, parsed.release or ""
    run_file.metrics, run_file.parser_version = metrics, PARSER_VERSION
    run_file.summary = result_summary(result)
    # the OS series are kept in chunks of a group (RunFileSeriesChunk), not in the result
    groups = result.pop("os_series", None) or []
    run_file.outline = timeseries.series_outline(groups)
    charts = timeseries.stored_charts(run_file.id, run_file.name, groups)
    # a report's empty copy goes with the row's other columns; only a real one is written as text on its own
    run_file.charts = EncodedJSON.dumps(charts) if charts else charts
    run_file.error = "\n".join([cut_note, *parsed.warnings] if cut_note else parsed.warnings)[:2000]
    # The write holds only JSON text: the typed report's own column lists go first, then each group and the result
    # dict once encoded (an nmon capture of the 50 MB upload limit: about 110 MB of objects for 37 MB of text).
    # From here on run_file.result is that text (EncodedJSON), not a dict.
    del parsed
    series = []
    for index, group in enumerate(groups):
        series += [(index, start, EncodedJSON.dumps(chunk)) for start, chunk in timeseries.group_chunks(group)]
        groups[index] = None  # its objects go as soon as its text is made
    del groups
    run_file.result = EncodedJSON.dumps(result)
    del result
    if report:
        report(80, "Updating the run's metrics")
    _settle(run_file, ["state", "kind", "format", "release", "result", "summary", "charts", "outline", "metrics",
                       "parser_version", "error"], series=series)
    return {"file": run_file.id, "kind": run_file.kind}


def _fail(run_file: RunFile, message: str) -> None:
    transition(run_file, RunFile.State.FAILED, error=message[:2000])
    run_file.result = run_file.metrics = run_file.summary = run_file.charts = run_file.outline = None
    _settle(run_file, ["state", "error", "result", "summary", "charts", "outline", "metrics"], series=[])
    raise JobError(message)


SeriesChunks = list[tuple[int, int, EncodedJSON]]


def _store_series(run_file: RunFile, series: SeriesChunks) -> None:
    """Replace the file's series with ``series``: (group index, first sample, the chunk's JSON text) each."""
    RunFileSeriesChunk.objects.filter(run_file=run_file).delete()
    rows = RunFileSeriesChunk.objects.bulk_create(
        [RunFileSeriesChunk(run_file=run_file, index=index, start=start) for index, start, _ in series])
    for row, (_, _, text) in zip(rows, series, strict=True):
        row.data = text
        save_encoded(row, "data")  # written as text, out of the debug query log


def _settle(run_file: RunFile, fields: list[str], *, series: SeriesChunks | None = None) -> None:
    """Store a file's final state and, if it was the run's last pending file, refresh the run, in one transaction.

    The run's row lock is taken first, so files finishing at the same time settle one after the other and the last
    one sees none pending; readers never see every file done while the run's metrics are still the old ones.
    """
    encoded = [f for f in fields if isinstance(getattr(run_file, f), EncodedJSON)]
    with transaction.atomic():
        Run.objects.select_for_update().filter(pk=run_file.run_id).first()
        # the run's lock holds off its deletion until this commits; one deleted before leaves nothing to write to
        _raise_if_removed(run_file)
        run_file.save(update_fields=[f for f in fields if f not in encoded])
        for name in encoded:  # a parse result or its chart copy, written as text and out of the debug query log
            save_encoded(run_file, name)
        if series is not None:
            _store_series(run_file, series)
        run_refresh(run=run_file.run, only_when_settled=True)


def _raise_if_removed(run_file: RunFile) -> None:
    """Raise :class:`Removed` when the file or its run no longer exists."""
    if not Run.objects.filter(pk=run_file.run_id).exists():
        raise Removed(C.RUN_REMOVED)
    if not RunFile.objects.filter(pk=run_file.pk).exists():
        raise Removed(C.FILE_REMOVED)


# The parts of a parse result that aggregation and diagnosis read; the rest (raw sections, full tables, OS series)
# stays in the database, so refreshing a run with hundreds of reports does not load hundreds of full results.
SUMMARY_KEYS = ("top_events", "instance_efficiency", "section_titles", "parameters", "host", "identity", "release",
                "snapshot")


def result_summary(result: dict[str, Any]) -> dict[str, Any]:
    """The parts of a parse result a run refresh reads (``RunFile.summary``), stored beside the result when it is
    parsed: picking them out of the stored result at refresh time made the database decode every file's whole
    JSON document, several times on SQLite (an nmon capture's series are tens of MB decoded)."""
    return {k: result[k] for k in SUMMARY_KEYS if result.get(k) is not None}


def _file_summaries(run: Run) -> list[StoredFile]:
    """Parsed files of the run, typed, each with its derived metrics and the summary parts of its report."""
    parsed = run.files.filter(state=RunFile.State.PARSED).exclude(kind="archive").order_by("id")
    rows = [(r["id"], r["name"], r["kind"], r["metrics"], r["summary"])
            for r in parsed.filter(summary__isnull=False).values("id", "name", "kind", "metrics", "summary")]
    belonging = set(parsed.filter(belongs=True).values_list("id", flat=True))
    # A file parsed before the summary was stored apart: its parts are picked out of the stored result.
    older = (parsed.filter(summary__isnull=True)
             .annotate(**{f"r_{k}": KeyTransform(k, "result") for k in SUMMARY_KEYS})
             .values("id", "name", "kind", "metrics", *(f"r_{k}" for k in SUMMARY_KEYS)))
    rows.extend((r["id"], r["name"], r["kind"], r["metrics"],
                 {k: r[f"r_{k}"] for k in SUMMARY_KEYS if r[f"r_{k}"] is not None}) for r in older)
    rows.sort(key=lambda row: row[0])
    return [stored_file(id=pk, name=name, kind=kind, metrics=metrics, result=summary, belongs=pk in belonging)
            for pk, name, kind, metrics, summary in rows]


def run_refresh(*, run: Run, only_when_settled: bool = False) -> Run | None:
    """Recompute the run's metrics and diagnosis from its parsed files (serialised per run by a row lock).

    With ``only_when_settled``, nothing happens while other files of the run are still waiting or parsing: the
    last file to finish does the refresh. Each file commits its own state before taking the lock, so the last one
    always sees none pending, and a refresh done twice is harmless.
    """
    with transaction.atomic():
        run = Run.objects.select_for_update().get(pk=run.pk)
        pending = run.files.filter(state__in=PENDING).exists()
        if only_when_settled and pending:
            return None
        files = _file_summaries(run)
        run.metrics = aggregate_run_metrics(files, interconnect_interface=plan_interconnect_interface(run=run))
        run.diagnosis = diagnose_run(run, files)
        run.save(update_fields=["metrics", "diagnosis", "updated_at"])
    return run


def run_file_belongs(*, run_file: RunFile, user, belongs: bool) -> Run:
    """A contributor says whether a file set aside (another database, instance or period than the run's main
    report) belongs to the run after all; the run's metrics are recomputed with it, or without it again."""
    require_action(user, run_file.run.project, RunFile, "change")
    with transaction.atomic():
        RunFile.objects.filter(pk=run_file.pk).update(belongs=belongs)
        run = run_refresh(run=run_file.run)
    return run


def run_file_job_failed(*, run_file_id: int, error: str) -> None:
    """A parse or unpack job ended failed: a file still stored or parsing takes the job's error as its final state."""
    run_file = (RunFile.objects.filter(pk=run_file_id, state__in=PENDING)
                .defer("result").first())  # only its state and error change
    if run_file is None:
        return
    transition(run_file, RunFile.State.FAILED, error=(error or "The job failed.")[:2000])
    _settle(run_file, ["state", "error"])


def _job_subject(run_file: RunFile) -> str:
    return f"{run_file.name} of run {run_file.run.label}"


#: Job states a reparse joins instead of queueing another parse.
PENDING_JOB_STATES = (JobState.QUEUED, JobState.RUNNING)


def run_file_reparse(*, run_file: RunFile, user):
    """Parse a stored original again (after a parser upgrade); a parse still queued or running is joined (a stranded
    one sent again) rather than doubled."""
    require_action(user, run_file.run.project, RunFile, "change")
    pending = Job.objects.filter(pk=run_file.job_id, state__in=PENDING_JOB_STATES).first()
    if pending is not None:
        transaction.on_commit(lambda: job_rescue(job=pending))
        return pending
    kind = UNPACK_KIND if run_file.is_archive else PARSE_KIND
    with transaction.atomic():
        job = job_create(kind=kind, owner=user, project=run_file.run.project, payload={"file": run_file.id},
                         subject=_job_subject(run_file))
        transition_rows(RunFile.objects.filter(pk=run_file.pk), RunFile.State.STORED, job=job)
    return job


def run_reparse(*, run: Run, user) -> list:
    """Parse every file of the run again (each archive's entries, not the archives themselves): the jobs, in the
    files' order.

    Files whose parse is still queued or running keep that job (asking twice queues nothing more); the others get
    new jobs stored in a few statements and sent over one broker connection after commit, so the request answers at
    once however many files the run holds.
    """
    require_action(user, run.project, Run, "change")
    files = list(run.files.filter(models.Q(archive__isnull=False) | ~models.Q(kind="archive"))
                 .select_related("job__owner").only("id", "run", "name", "job", "archive_id", "kind")
                 .order_by("archive_id", "id"))
    # top-level files first, then the entries of archives (as before), each in upload order
    files.sort(key=lambda f: (f.archive_id is not None, f.archive_id or 0, f.id))
    with transaction.atomic():
        stale = [f for f in files if f.job is None or f.job.state not in PENDING_JOB_STATES]
        jobs = jobs_create([job_build(kind=PARSE_KIND, owner=user, project=run.project, payload={"file": f.id},
                                      subject=f"{f.name} of run {run.label}") for f in stale])
        for run_file, job in zip(stale, jobs, strict=True):
            run_file.job = job
        RunFile.objects.bulk_update(stale, ["job"], batch_size=500)
        transition_rows(RunFile.objects.filter(pk__in=[f.pk for f in stale]), RunFile.State.STORED)
    return [f.job for f in files]


def run_file_remove(*, run_file: RunFile, user) -> None:
    """Take a file (an archive with its entries) out of its run and refresh the run's metrics.

    Each original (blob) stays while another run file still references it, in this run or any other; one that
    nothing references any more is deleted with its stored bytes. A file whose job is running is refused: its
    worker would write the result back to a file that no longer exists.
    """
    require_action(user, run_file.run.project, RunFile, "delete")
    with transaction.atomic():
        run = Run.objects.select_for_update().get(pk=run_file.run_id)
        files = RunFile.objects.filter(models.Q(pk=run_file.pk) | models.Q(archive_id=run_file.pk))
        if files.filter(job__state=JobState.RUNNING).exists():
            raise ValidationError({"file": [C.FILE_REMOVE_ACTIVE]})
        blob_ids = set(files.values_list("blob_id", flat=True))
        if run_file.archive_id:
            _forget_entry(archive_id=run_file.archive_id, file_id=run_file.pk)
        files.filter(archive_id=run_file.pk).delete()
        RunFile.objects.filter(pk=run_file.pk).delete()
        # An original an as-built check also keeps (apps.asbuilt) stays too.
        orphans = list(Blob.objects.filter(pk__in=blob_ids, run_files__isnull=True, asbuilt_files__isnull=True))
        paths = [b.file.name for b in orphans]
        Blob.objects.filter(pk__in=[b.pk for b in orphans]).delete()
        run_refresh(run=run)
        # The bytes go only once the rows are gone for good (a rolled-back removal keeps everything), and not when
        # the same content was uploaded again in the meantime and has a blob row once more.
        transaction.on_commit(lambda: _delete_unreferenced(paths))


def _delete_unreferenced(paths: list[str]) -> None:
    for path in paths:
        if not Blob.objects.filter(file=path).exists():
            default_storage.delete(path)


def _forget_entry(*, archive_id: int, file_id: int) -> None:
    """Mark an archive entry removed, so unpacking the archive again (re-parse) does not bring it back."""
    archive = RunFile.objects.select_for_update().filter(pk=archive_id).first()
    entries = (archive.result or {}).get("entries") if archive else None
    if not isinstance(entries, list):
        return
    for entry in entries:
        if entry.get("file") == file_id:
            entry.update(state="removed", file=None)
    archive.save(update_fields=["result"])


def compare_report_split(*, run_file: RunFile, user) -> list[Run]:
    """Two runs from one AWR compare-period report, one per period, in the report's project.

    Each new run holds the same stored original under the name ``<report> [period N]``, which the parser reads as
    that period alone (snapshots, load profile, top events, wait classes); plan version, workload, users and tags
    are copied from the report's run, with a ``period`` tag added.
    """
    run = run_file.run
    require_action(user, run.project, Run, "add")
    periods = ((run_file.result or {}).get("extra") or {}).get("periods") or []
    if run_file.state != RunFile.State.PARSED or run_file.kind != "awr_compare":
        raise ValidationError({"file": [C.NOT_A_COMPARE_REPORT]})
    if len(periods) < 2:
        raise ValidationError({"file": [C.COMPARE_REPORT_PERIODS]})
    base = run_file.name[:230]
    created = []
    with transaction.atomic():
        for n, period in enumerate(periods[:2], start=1):
            snaps = f"snapshots {period.get('begin_id')}-{period.get('end_id')}"
            new = run_create(project=run.project, user=user, label=f"{run.label} · period {n} ({snaps})"[:200],
                             plan_version=run.plan_version, date=run.date, workload=run.workload, users=run.users,
                             notes=f"Period {n} of {run_file.name} ({snaps}).", tags={**run.tags, "period": str(n)})
            _attach(run=new, user=user, blob=run_file.blob, name=f"{base} [period {n}]")
            created.append(new)
    return created
