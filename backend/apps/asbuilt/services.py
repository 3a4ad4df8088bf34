"""Write operations of apps.asbuilt: checks, their uploads (stored before parsing), the check job, import as a plan.

Uploads are taken by the intake app (`apps.intake.uploads`: the limits, each original kept once) and archives read
with its walker under the safety limits runs use too (`apps.intake.containers`). Every file keeps its original
whatever its parse outcome.
"""

from __future__ import annotations

import copy
import io
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.accounts.permissions import require_action
from apps.bundles.constants import MANIFEST_NAME
from apps.common.constants import ERROR_MAX_LENGTH
from apps.intake import containers, uploads
from apps.intake.constants import ARCHIVE_LINK
from apps.intake.services import blob_store
from apps.intake.states import transition
from apps.jobs.choices import JobState
from apps.jobs.runner import JobError
from apps.jobs.services import job_create
from apps.plans.models import Plan, PlanVersion
from apps.plans.selectors import latest_version, version_get
from apps.plans.services import plan_create
from apps.rules.services import validate_document
from apps.topology.parsing import TopologyInvalid, diff_documents, document_errors

from . import constants as C
from . import support_archives
from .models import AsBuiltCheck, AsBuiltFile, Remediation
from .nodes import on_plan_nodes
from .parsers import AsBuiltParseError, NotRead, ParsedFile, Setting, detect_kind, not_on_cluster, parse_file

logger = logging.getLogger(__name__)

_NODE = re.compile(C.NODE_PATTERN)
_CONTROL = containers.CONTROL_CHARACTERS


def clean_node(node: str | None) -> str:
    """A node name as given with an upload ('' when none); anything but a host name is a field error."""
    node = (node or "").strip()
    if node and not _NODE.match(node):
        raise ValidationError({"node": [C.BAD_NODE]})
    return node


def _path_parts(name: str) -> list[str]:
    """The parts of a relative POSIX path without control characters, empty, '.' or '..' parts or a drive letter."""
    parts = [p for p in _CONTROL.sub("", str(name).replace("\\", "/")).split("/") if p not in ("", ".", "..")]
    if parts and re.match(r"^[A-Za-z]:$", parts[0]):
        parts = parts[1:]
    return parts


def _tail(path: str) -> str:
    """A stored file name: the last 255 characters (the end names the file and decides its kind)."""
    return path[-255:] or "upload"


def clean_path(name: str) -> str:
    """A relative POSIX path without control characters, empty, '.' or '..' parts (refused path tricks vanish)."""
    return _tail("/".join(_path_parts(name)))


def resolve_version(*, plan: Plan, number: int | None) -> PlanVersion:
    version = latest_version(plan=plan) if number is None else version_get(plan=plan, number=number)
    if version is None:
        message = C.NO_VERSION if number is None else C.UNKNOWN_VERSION.format(number=number)
        raise ValidationError({"version": [message]})
    return version


def _store_uploads(*, check: AsBuiltCheck, node: str, files: list) -> list[AsBuiltFile]:
    """Keep every upload's original first; archives wait for the job to unpack them, loose files need a node."""
    uploads.check_count(files)
    max_bytes = uploads.max_file_bytes()
    stored = []
    for upload in files:
        name = clean_path(PurePosixPath(str(getattr(upload, "name", "upload")).replace("\\", "/")).name)
        try:
            uploads.check_size(upload, name=name, max_bytes=max_bytes)
            fmt = containers.sniff(name, upload)
            if fmt not in containers.ARCHIVE_FORMATS and not node:
                raise ValidationError({"node": [C.NODE_REQUIRED]})
            blob = uploads.keep(upload, name=name, max_bytes=max_bytes)
        except uploads.Refused as exc:
            raise ValidationError({"files": [str(exc)]}) from None
        is_archive = fmt in containers.ARCHIVE_FORMATS
        stored.append(AsBuiltFile(as_built=check, node=node, name=name, blob=blob,
                                  kind="archive" if is_archive else ""))
    AsBuiltFile.objects.bulk_create(stored)
    return stored


def _queue(*, check: AsBuiltCheck, user) -> None:
    check.job = job_create(kind=C.JOB_KIND, owner=user, project=check.plan.project, payload={"check": check.pk},
                           subject=f"As-built check of {check.plan_version}")
    check.state, check.error = AsBuiltCheck.State.QUEUED, ""
    check.save(update_fields=["job", "state", "error", "updated_at"])


def check_create(*, plan: Plan, user, files: list, version: int | None = None, node: str = "",
                 previous: AsBuiltCheck | None = None) -> AsBuiltCheck:
    """Store the uploaded files as a new check of `plan` against one of its versions and queue the check job;
    `previous` is the check this one checks again."""
    require_action(user, plan.project, AsBuiltCheck, "add")
    node = clean_node(node)
    plan_version = resolve_version(plan=plan, number=version)
    with transaction.atomic():
        check = AsBuiltCheck.objects.create(plan=plan, plan_version=plan_version, created_by=user, previous=previous)
        _store_uploads(check=check, node=node, files=files)
        _queue(check=check, user=user)
    return check


def _in_progress(check: AsBuiltCheck) -> bool:
    """The check's job is inside `check_run` (the state it set at its start, cleared under the row lock at its end)."""
    return (check.state == AsBuiltCheck.State.RUNNING and check.job_id is not None
            and check.job.state in (JobState.QUEUED, JobState.RUNNING))


def files_add(*, check: AsBuiltCheck, user, files: list, node: str = "") -> AsBuiltCheck:
    """Add files to a check and run the check again over all of its files.

    The files are stored at once. While the job is running it is told to check again before it ends (the flag is
    read under the same row lock the job takes to finish), so no upload waits for a job that already ended; a job
    still queued is replaced by a new one, which the old one sees and leaves the work to.
    """
    require_action(user, check.plan.project, AsBuiltFile, "add")
    node = clean_node(node)
    with transaction.atomic():
        # The job is read after the lock, not joined into the locking query: an add that waited on the lock would
        # see the job the add before it has just created as missing (PostgreSQL re-reads only the locked row).
        check = AsBuiltCheck.objects.select_for_update(of=("self",)).select_related("plan__project").get(pk=check.pk)
        _store_uploads(check=check, node=node, files=files)
        if _in_progress(check):
            check.rerun = True
            check.save(update_fields=["rerun", "updated_at"])
        else:
            _queue(check=check, user=user)
    return check


def check_recheck(*, check: AsBuiltCheck, user, files: list, node: str = "") -> AsBuiltCheck:
    """A new check of the same plan version from the node's files uploaded again (after its remediation was
    applied), linked to `check` so that its page shows which differences are gone, remain or are new."""
    require_action(user, check.plan.project, AsBuiltCheck, "add")
    if check.state in (AsBuiltCheck.State.QUEUED, AsBuiltCheck.State.RUNNING):
        raise ValidationError({"files": [C.RECHECK_BUSY.format(check=check.pk)]})
    return check_create(plan=check.plan, user=user, files=files, version=check.plan_version.number, node=node,
                        previous=check)


def remediation_request(*, check: AsBuiltCheck, user, node: str) -> Remediation:
    """A queued remediation of `node`'s differences in `check` and its job (enqueued once the transaction commits).

    Refused, keyed by field: a check still running, a node that is not the plan's or has no difference, and a plan
    version whose bundle would carry a field nobody has chosen (the bundle's own refusal).
    """
    from apps.bundles.services import unknown_refusal

    from .remediation import node_differences

    require_action(user, check.plan.project, Remediation, "add")
    node = clean_node(node)
    if not node:
        raise ValidationError({"node": [C.REMEDY_NODE_REQUIRED]})
    if check.state != AsBuiltCheck.State.COMPLETE:
        raise ValidationError({"node": [C.CHECK_BUSY]})
    version = check.plan_version
    if node not in {n.get("hostname") for n in (version.document or {}).get("nodes", [])}:
        raise ValidationError({"node": [C.REMEDY_NOT_PLANNED.format(node=node, version=version.number)]})
    lines, fields = node_differences(diff=check.diff or {}, node=node, planned=version.document)
    if not lines and not fields:
        raise ValidationError({"node": [C.REMEDY_NO_DRIFT.format(check=check.pk, node=node)]})
    unknown = (version.document or {}).get("unknown") or []
    if unknown:
        raise ValidationError(unknown_refusal(plan_version=version, unknown=unknown))
    with transaction.atomic():
        remediation = Remediation(as_built=check, node=node, created_by=user)
        remediation.full_clean()
        remediation.save()
        remediation.job = job_create(kind=C.REMEDIATION_JOB_KIND, owner=user, project=check.plan.project,
                                     payload={"remediation": remediation.pk},
                                     subject=f"Remediation of {node} (as-built check {check.pk})")
        remediation.save(update_fields=["job"])
    return remediation


def remediation_build(*, remediation: Remediation, report: Callable[..., None] = lambda *a, **k: None,
                      versions: tuple[str, str] | None = None) -> dict[str, Any]:
    """Produce and store the remediation's zip (worker side); a complete one is left as it is.

    As for a bundle, the archive is written before the row is marked complete, so a partial one is never offered;
    a redelivered job writes it again.
    """
    from apps.bundles.services import archive_store

    from .remediation import remediation_contents

    remediation.refresh_from_db()
    if remediation.completed_at is not None:
        return {"remediation": remediation.pk, "sha256": remediation.sha256, "skipped": True}
    report(10, "Rendering the planned files behind the differences")
    check = AsBuiltCheck.objects.select_related("plan_version__plan").get(pk=remediation.as_built_id)
    contents = remediation_contents(check=check, node=remediation.node, versions=versions)
    report(80, "Writing the archive")
    digest = archive_store(row=remediation, data=contents.zip)
    Remediation.objects.filter(pk=remediation.pk).update(
        archive=remediation.archive.name, sha256=digest, size=len(contents.zip), files=contents.manifest["files"],
        fixes=contents.fixes, not_fixable=contents.not_fixable, error="", completed_at=timezone.now())
    report(100, "Remediation ready")
    return {"remediation": remediation.pk, "sha256": digest, "fixes": len(contents.fixes),
            "not_fixable": len(contents.not_fixable)}


def remediation_failed(*, remediation_id: int, error: str) -> None:
    """A failed remediation job leaves its row with the job's error."""
    Remediation.objects.filter(pk=remediation_id, completed_at__isnull=True).update(
        error=(error or "The remediation job failed.")[:ERROR_MAX_LENGTH])


def check_delete(*, check: AsBuiltCheck, user) -> None:
    """Delete a check and its file rows; the stored originals stay (as for a deleted run)."""
    require_action(user, check.plan.project, AsBuiltCheck, "delete")
    check.delete()


@dataclass(frozen=True)
class Imported:
    plan: Plan
    unknown: list[str]  # JSON pointers no file showed
    provenance: dict[str, list[str]]  # pointer -> "node: file, line n" (or "derived: why") behind it


def _import_node(node: str) -> str:
    """An uploaded node name as a host name: its short name, lower case (RAC1.example.com -> rac1)."""
    return node if node == C.CLUSTER_NODE else node.split(".", 1)[0].lower()


def check_import(*, check: AsBuiltCheck, user, name: str) -> Imported:
    """A new plan in the check's project from the check's parsed files alone ("import this cluster").

    The plan the files were checked against plays no part: each field comes from a file or from other fields, or is
    listed as unknown in the document (the editor asks for it). A node whose addresses are in no file is a
    field-keyed error naming what to upload.
    """
    from .assemble import DERIVED, FOLDER, assemble

    if check.state in (AsBuiltCheck.State.QUEUED, AsBuiltCheck.State.RUNNING):
        # Not yet parsed, or (files added since) the files of the run before.
        raise ValidationError({"name": [C.CHECK_BUSY]})
    rows = [copy.copy(r) for r in check.files.filter(state=AsBuiltFile.State.PARSED).exclude(node="")
            .exclude(kind="archive")]
    if not rows:
        raise ValidationError({"name": [C.NO_DOCUMENT]})
    files_of: dict[tuple[str, str], list[str]] = {}
    for row in rows:
        row.node = _import_node(row.node)
        files_of.setdefault((row.node, row.kind), []).append(row.name)
    assembled = assemble(parsed_by_node(rows), base=None)
    if assembled.errors:
        raise ValidationError(document_errors(assembled.errors))
    provenance = {}
    for pointer, sources in sorted(assembled.provenance.items()):
        named = []
        for node, kind in sources:
            if node == DERIVED:
                named.append(f"derived: {kind}")
            elif kind == FOLDER:
                named.append(f"{node}: {FOLDER}")
            elif getattr(kind, "file", ""):  # one fact of one file: the file, and its line when it has one
                named.append(f"{node}: {kind.file}" + (f", line {kind.line}" if kind.line else ""))
            else:
                named += [f"{node}: {file}" for file in sorted(files_of.get((node, kind), [kind]))]
        provenance[pointer] = list(dict.fromkeys(named))
    unknown = list(assembled.document.get("unknown", []))
    plan = plan_create(project=check.plan.project, user=user, name=name, document=assembled.document,
                       description=f"Imported from as-built check {check.pk} of {check.plan.name}.",
                       comment=C.IMPORTED.format(check=check.pk, unknown=len(unknown)), provenance=provenance)
    return Imported(plan, unknown, provenance)


# --- the check job (worker side) ---------------------------------------------------------------------------------


def _split_entry(path: str, *, nodes: set[str], default_node: str) -> tuple[str, str, str]:
    """(node, path inside the node, refused folder) of an archive entry: the top folder is the node, 'cluster/...'
    the cluster.

    A single wrapping folder (``racplan-rac1-v3/rac1/etc/hosts``) is looked through when the next folder is a node
    of the plan. An entry at the top with no folder belongs to the upload's node, if one was given. A top folder
    that is no host name (the rule of the ``node`` field) names no node: the entry keeps its whole path and the
    folder is returned third, for its error. The path is cut to the stored length only after the node is taken.
    """
    parts = _path_parts(path) or ["upload"]
    if len(parts) > 2 and parts[0] not in nodes and parts[1] in nodes:
        parts = parts[1:]
    if len(parts) == 1:
        return default_node, _tail(parts[0]), ""
    if not _NODE.match(parts[0]):
        return "", _tail("/".join(parts)), parts[0]
    return parts[0], _tail("/".join(parts[1:])), ""


def _unwrapped(path: str, *, nodes: set[str]) -> list[str]:
    """The parts of an archive path without a wrapping folder (``racplan-rac-v3/ansible/site.yml``): a top folder
    that names no node, above a bundle's own top entries (a node, README, ansible/, MANIFEST.json)."""
    parts = _path_parts(path) or ["upload"]
    if len(parts) > 1 and parts[0] not in nodes and (
            parts[1] in nodes or not_on_cluster("/".join(parts[1:])) or parts[1] == MANIFEST_NAME):
        return parts[1:]
    return parts


def _bundle_only(path: str, *, nodes: set[str]) -> bool:
    """A bundle file that no cluster holds (README, ansible/..., MANIFEST.json) outside any node's folder."""
    parts = _unwrapped(path, nodes=nodes)
    inner = "/".join(parts)
    return parts[0] not in nodes and (inner == MANIFEST_NAME or not_on_cluster(inner))


@dataclass
class _Report:
    """One sosreport or dbginfo.sh report met inside an uploaded archive, while it is read."""

    tool: str
    folder: str
    rows: list[AsBuiltFile]
    not_read: list[str]
    links: int = 0
    host: str = ""
    host_from: str = ""
    host_rank: int = 99


class _Reports:
    """The sosreport and dbginfo.sh reports of one uploaded archive (see :mod:`.support_archives`).

    An entry under a report's top folder is kept as a file of the report's node when a reader reads its path (a
    dbginfo.sh output file is split into its commands' sections first, each kept as a file of its own); the rest of
    the report is listed as not read on the archive, whose original holds it. The node is named at the end, by the
    report's hostname file (sos) or its prompt lines (dbginfo.sh), else by its folder name, else by the upload's
    node.
    """

    def __init__(self, *, check: AsBuiltCheck, upload_node: str):
        self.check = check
        self.upload_node = upload_node
        self.found: dict[str, _Report] = {}

    @staticmethod
    def _locate(path: str) -> tuple[str, str, str] | None:
        """(report key, report folder, path inside it) of a path in a report's folder, else None."""
        parts = _path_parts(path)
        at = next((i for i, part in enumerate(parts[:-1]) if support_archives.tool_of(part)
                   and containers.claimed_format(part) is None), None)
        if at is None:
            return None
        return "/".join(parts[:at + 1]), parts[at], "/".join(parts[at + 1:])

    def wanted(self, path: str) -> bool:
        """Whether the walker should read ``path``: anything outside a report; inside one, what a reader reads, the
        host name files and dbginfo.sh's output files. The rest of a report is listed, not read (a sosreport holds
        thousands of files; they would otherwise fill the upload's entry limit)."""
        found = self._locate(path)
        if found is None or containers.claimed_format(path) is not None:
            return True  # an archive inside a report is opened, so that its files are listed one by one
        folder, inner = found[1], found[2]
        tool = support_archives.tool_of(folder)
        return bool(support_archives.kind_of(tool, inner)) or (
            tool == support_archives.SOS and inner in support_archives.SOS_HOST_FILES) or (
            tool == support_archives.DBGINFO and inner in support_archives.DBGINFO_OUTPUTS)

    def take(self, entry: containers.Entry) -> bool:
        """Take ``entry`` when it lies in a report's folder (True), else leave it to the archive's own rules."""
        found = self._locate(entry.path)
        if found is None:
            return False
        key, folder, inner = found
        report = self.found.setdefault(key, _Report(support_archives.tool_of(folder) or "", folder, [], []))
        if entry.skipped:
            report.not_read.append(inner)
            return True
        if entry.error:
            if entry.error == ARCHIVE_LINK.format(name=entry.path):
                report.links += 1  # sos's top-level shortcuts (hostname, uname, ...) to files it holds
            else:
                report.not_read.append(f"{inner} ({entry.error})")
            return True
        if entry.file is None or entry.nested or entry.ignored:
            if entry.nested:
                report.not_read.append(inner)
            return True
        if report.tool == support_archives.SOS and inner in support_archives.SOS_HOST_FILES:
            self._name(report, support_archives.host_in_file(entry.file.read(4096).decode("utf-8", "replace")),
                       inner, support_archives.SOS_HOST_FILES.index(inner))
            return True
        if report.tool == support_archives.DBGINFO and inner in support_archives.DBGINFO_OUTPUTS:
            for section in support_archives.sections(entry.file.read().decode("utf-8", "replace")):
                self._name(report, section.host, f"{inner} prompt lines", 0)
                name = f"{inner}: {section.command}"
                if support_archives.kind_of(report.tool, name) and section.text.strip():
                    self._keep(report, name, io.BytesIO(section.text.encode("utf-8")))
                else:
                    report.not_read.append(name)
            return True
        if support_archives.kind_of(report.tool, inner):
            self._keep(report, inner, entry.file)
        else:
            report.not_read.append(inner)
        return True

    def _name(self, report: _Report, host: str, source: str, rank: int) -> None:
        if host and rank < report.host_rank:
            report.host, report.host_from, report.host_rank = host, source, rank

    def _keep(self, report: _Report, inner: str, stream) -> None:
        try:
            blob = blob_store(stream)
        except Exception as exc:  # noqa: BLE001 - one entry that cannot be kept does not sink the rest
            logger.exception("As-built report %s: entry %r not stored", report.folder, inner)
            report.not_read.append(C.ENTRY_NOT_STORED.format(name=inner, error=type(exc).__name__))
            return
        report.rows.append(AsBuiltFile(as_built=self.check, name=_tail(f"{report.folder}/{inner}"), blob=blob))

    def finish(self) -> tuple[list[AsBuiltFile], list[str]]:
        """The rows of every report, each on its node, and what the archive's notes say about the reports."""
        rows: list[AsBuiltFile] = []
        notes: list[str] = []
        for report in self.found.values():
            host, source = report.host, report.host_from
            if not host and (host := support_archives.host_in_folder(report.tool, report.folder)):
                source = "its folder name"
            if not host and self.upload_node:
                host, source = self.upload_node, "the node given with the upload"
            if host and not _NODE.match(host):
                notes.append(C.REPORT_BAD_HOST.format(tool=report.tool, folder=report.folder, host=host[:60]))
                host = ""
            for row in report.rows:
                row.node = host
                if not host:
                    transition(row, AsBuiltFile.State.FAILED, error=C.REPORT_NO_HOST.format(tool=report.tool))
            rows += report.rows
            if host:
                notes.append(C.REPORT_READ.format(tool=report.tool, folder=report.folder, node=host, source=source,
                                                  count=len(report.rows)))
            if report.not_read:
                shown = ", ".join(report.not_read[:C.REPORT_NOT_READ_SHOWN])
                more = len(report.not_read) - C.REPORT_NOT_READ_SHOWN
                notes.append(C.REPORT_NOT_READ.format(count=len(report.not_read), folder=report.folder, paths=shown)
                             + (C.REPORT_NOT_READ_MORE.format(more=more) if more > 0 else ""))
            if report.links:
                notes.append(C.REPORT_LINKS.format(count=report.links, folder=report.folder))
        return rows, notes


def _unpack(*, archive: AsBuiltFile, nodes: set[str]) -> None:
    check = archive.as_built
    created = []
    notes = []
    reports = _Reports(check=check, upload_node=archive.node)

    def each(entry: containers.Entry) -> None:
        if reports.take(entry):  # a file of a sosreport or dbginfo.sh archive: read as such
            return
        if entry.error:
            notes.append(entry.error)
            return
        if entry.nested or entry.ignored:  # desktop metadata (__MACOSX, .DS_Store) is no cluster file
            return
        node, inner, bad_folder = _split_entry(entry.path, nodes=nodes, default_node=archive.node)
        bundle_only = node not in nodes and _bundle_only(entry.path, nodes=nodes)
        if bundle_only:
            # README, ansible/... of a bundle archive (wrapped in a folder or not) belong to no node: never a node
            # named 'ansible' or after the wrapping folder. The name keeps the whole path.
            node, inner, bad_folder = "", _tail("/".join(_path_parts(entry.path) or ["upload"])), ""
        try:
            blob = blob_store(entry.file)
        except Exception as exc:  # noqa: BLE001 - one entry that cannot be kept does not sink the rest
            logger.exception("As-built archive %s: entry %r not stored", archive.pk, entry.path)
            notes.append(C.ENTRY_NOT_STORED.format(name=entry.path, error=type(exc).__name__))
            return
        row = AsBuiltFile(as_built=check, node=node, name=inner, blob=blob)
        if bundle_only:
            transition(row, AsBuiltFile.State.IGNORED, error=C.NOT_ON_CLUSTER)
        elif bad_folder:
            transition(row, AsBuiltFile.State.FAILED, error=C.ENTRY_BAD_NODE.format(folder=bad_folder[:60]))
        elif not node:
            transition(row, AsBuiltFile.State.FAILED, error=C.ENTRY_NO_NODE.format(name=inner))
        created.append(row)

    stopped = containers.unpack(archive.blob, name=archive.name, each=each, wanted=reports.wanted,
                                label=f"As-built archive {archive.pk}").stopped
    if stopped:
        notes.append(stopped)
    report_rows, report_notes = reports.finish()
    created += report_rows
    notes = report_notes + notes
    AsBuiltFile.objects.bulk_create(created)
    transition(archive, AsBuiltFile.State.PARSED if created else AsBuiltFile.State.FAILED)
    archive.warnings = notes[:50]
    archive.error = "" if created else C.ARCHIVE_FAILED.format(error="; ".join(notes) or "it holds no files")
    archive.save(update_fields=["state", "warnings", "error"])


def _read(row: AsBuiltFile) -> tuple[str, bytes]:
    with row.blob.file.open("rb") as fh:
        return containers.read_payload(row.name, fh, size=row.blob.size, limits=containers.Limits.from_settings())[:2]


def _report_kind(name: str) -> str | None:
    """The reader of a stored file that came from a sosreport or dbginfo.sh report (its name starts with the
    report's folder), or None."""
    folder, _, inner = name.partition("/")
    tool = support_archives.tool_of(folder)
    return support_archives.kind_of(tool, inner) if tool and inner else None


def _parse(row: AsBuiltFile) -> None:
    """Parse one stored file into its settings and facts; a failure stays on the file, the original is kept."""
    row.error, row.warnings, row.settings, row.facts, row.fact_lines, row.host = "", [], [], {}, {}, ""
    bundle_path = f"{row.node}/{row.name}" if row.node else row.name
    if not_on_cluster(row.name) or not_on_cluster(bundle_path):
        notes = row.name.rsplit("/", 1)[-1] == "NOT-COLLECTED.txt"
        transition(row, AsBuiltFile.State.IGNORED, kind="", error=C.COLLECT_NOTES if notes else C.NOT_ON_CLUSTER)
        return
    try:
        name, data = _read(row)
        row.kind = _report_kind(row.name) or detect_kind(name, data) or ""
        parsed = parse_file(name, data, kind=row.kind or None)
    except NotRead as exc:  # recognised, not read yet: kept and named, never a failure
        transition(row, AsBuiltFile.State.IGNORED, error=str(exc)[:ERROR_MAX_LENGTH])
        return
    except (AsBuiltParseError, containers.Refused) as exc:
        transition(row, AsBuiltFile.State.FAILED, error=str(exc)[:ERROR_MAX_LENGTH])
        return
    except Exception as exc:  # noqa: BLE001 - a parser bug must still leave a readable per-file state
        logger.exception("As-built file %s: the parser stopped", row.pk)
        transition(row, AsBuiltFile.State.FAILED, error=C.PARSER_CRASHED.format(error=type(exc).__name__))
        return
    transition(row, AsBuiltFile.State.PARSED, kind=parsed.kind)
    row.settings = [[s.key, s.value, s.line] for s in parsed.settings]
    row.facts, row.host, row.warnings = parsed.facts, parsed.host or "", list(parsed.warnings)
    row.fact_lines = dict(parsed.lines)


def check_run(*, check: AsBuiltCheck, report: Callable[..., None], job_id: int | None = None) -> dict[str, Any]:
    """Unpack, parse every file, assemble the as-built document, validate it and diff it with the plan version.

    Runs again (same job) while files keep arriving during a run (`files_add` sets ``rerun``). With `job_id`, a job
    the check no longer names (files were added while it waited) does nothing.
    """
    started = AsBuiltCheck.objects.filter(pk=check.pk, **({"job_id": job_id} if job_id else {}))
    if not started.update(state=AsBuiltCheck.State.RUNNING, error=""):
        return {"check": check.pk, "superseded": True}
    rounds = 0
    while True:
        rounds += 1
        try:
            fields, summary = _check_round(check=check, report=report)
        except JobError:
            raise
        except Exception as exc:
            # the job's error is what the user reads: its kind, never the text of an exception it did not expect
            logger.exception("As-built check %s stopped", check.pk)
            raise JobError(C.CHECK_STOPPED.format(error=type(exc).__name__)) from None
        with transaction.atomic():
            current = AsBuiltCheck.objects.select_for_update().filter(pk=check.pk).first()
            again = current is not None and current.rerun
            AsBuiltCheck.objects.filter(pk=check.pk).update(
                state=AsBuiltCheck.State.RUNNING if again else AsBuiltCheck.State.COMPLETE, rerun=False, **fields)
        if not again:
            return {**summary, "rounds": rounds}
        report(10, "More files arrived: checking again")


def _check_round(*, check: AsBuiltCheck, report: Callable[..., None]) -> tuple[dict[str, Any], dict[str, Any]]:
    """One pass over all the check's files: (the check's result fields, a summary for the job)."""
    from .assemble import assemble
    from .diff import plan_diff

    version = check.plan_version
    nodes = {n.get("hostname") for n in (version.document or {}).get("nodes", [])} | {C.CLUSTER_NODE}
    for archive in check.files.filter(kind="archive", state=AsBuiltFile.State.STORED).select_related("blob"):
        _unpack(archive=archive, nodes=nodes)
    report(20, "Parsing the files")
    rows = list(check.files.exclude(kind="archive").exclude(node="").select_related("blob"))
    latest: dict[tuple[str, str], AsBuiltFile] = {}
    for row in sorted(rows, key=lambda r: r.pk):
        latest[(row.node, row.name)] = row
    for row in rows:
        newest = latest[(row.node, row.name)]
        if newest is not row:  # the same file sent again for the node: the later upload is the one read
            transition(row, AsBuiltFile.State.IGNORED, kind="", settings=[], facts={}, fact_lines={}, host="",
                       warnings=[], error=C.SUPERSEDED.format(name=row.name, newer=newest.pk))
            continue
        _parse(row)
        older = sorted(r.pk for r in rows if r is not row and (r.node, r.name) == (row.node, row.name))
        if older:
            row.warnings = [C.SUPERSEDES.format(older=", ".join(str(pk) for pk in older)), *row.warnings]
    AsBuiltFile.objects.bulk_update(rows, ["state", "kind", "error", "warnings", "settings", "facts", "fact_lines",
                                         "host"])
    rows = [row for row in rows if latest[(row.node, row.name)] is row]
    parsed = on_plan_nodes([r for r in rows if r.state == AsBuiltFile.State.PARSED], nodes)
    report(60, "Validating the as-built document")
    document, findings, score, error, assembly = None, [], None, "", {"conflicts": [], "warnings": []}
    provenance: dict[str, list] = {}
    shown: list[str] = []
    if parsed:
        assembled = assemble(parsed_by_node(parsed), base=version.document)
        provenance, shown = assembled.provenance, sorted(assembled.shown)
        assembly = {"conflicts": [c.as_dict() for c in assembled.conflicts], "warnings": assembled.warnings}
        if assembled.errors:
            error = C.DOCUMENT_INVALID.format(errors=TopologyInvalid(assembled.errors))[:ERROR_MAX_LENGTH]
        else:
            # The rules read only what the files showed: a rule with a field no file showed is not run (the plan's
            # value would stand in for the node's), it is listed apart and the score covers the others.
            unknown = assembled.not_shown(assembled.document)
            result = validate_document(assembled.document, unknown=unknown)
            document, findings, score = result["document"], result["findings"], result["score"]
            assembly["coverage"] = {**result["coverage"], "not_checked": result["not_checked"]}
            findings = node_findings(document=assembled.document, conflicts=assembled.conflicts, unknown=unknown,
                                     findings=tag_single_node(findings=findings, provenance=provenance))
    else:
        error = C.NOTHING_PARSED
    report(80, "Comparing with the plan")
    diff = plan_diff(plan_version=version, files=parsed, findings=findings, provenance=provenance)
    # Field by field: the planned document against the as-built one (none when it did not assemble or validate).
    diff["fields"] = diff_documents(version.document, document) if document is not None else []
    diff["summary"]["fields"] = len(diff["fields"])
    # The document fields some file showed: a re-check tells a difference gone from one no file showed again.
    diff["shown"] = shown
    fields = {"error": error, "document": document, "findings": findings, "score": score, "diff": diff,
              "assembly": assembly}
    return fields, {"check": check.pk, "files": len(rows), "parsed": len(parsed), "diff": diff["summary"]}


def _finding_key(finding: dict[str, Any]) -> tuple:
    return finding["rule"], tuple(finding.get("paths", ())), finding.get("message", "")


def tag_single_node(*, findings: list[dict[str, Any]], provenance: dict[str, list]) -> list[dict[str, Any]]:
    """Findings on fields that only one node's files set (a sysctl only node 2 changes) tagged with that node.

    A field a node sets to what the plan renders gives no fact, so one node off the plan is the only source of the
    field and its finding is that node's. Findings with several nodes (or the cluster files) behind them stay untagged.
    """
    nodes = {source[0] for sources in provenance.values() for source in sources}
    if len(nodes - {C.CLUSTER_NODE}) < 2:
        return findings
    out = []
    for finding in findings:
        behind = set()
        for pointer, sources in provenance.items():
            name = pointer.rsplit("/", 1)[-1]
            if any(path == pointer or path.startswith(pointer + "/")
                   or (pointer.startswith(path + "/") and name in finding.get("message", ""))
                   for path in finding.get("paths", [])):
                behind |= {source[0] for source in sources}
        (only,) = behind if len(behind) == 1 else (None,)
        out.append({**finding, "node": only} if only not in (None, C.CLUSTER_NODE) else finding)
    return out


def node_findings(*, document: dict[str, Any], conflicts: list, findings: list[dict[str, Any]],
                  unknown: Callable[[str], bool] | None = None) -> list[dict]:
    """The check's findings where nodes disagree on cluster-wide fields, with the nodes behind them.

    The document takes one value where nodes disagree (most nodes; ties: the first node), so a wrong value on one
    node gives its diff line but not the rule finding. Each outvoted node's own view (the document with that node's
    values of the disputed fields) is validated too: what it finds beyond the cluster's findings is added, tagged
    with that node. A finding on a disputed field that no outvoted node's view has is the winning value's: it is
    tagged when one node alone reported that value. ``unknown`` keeps the views to the rules the check runs.
    """
    from .assemble import put

    by_node: dict[str, list[tuple[str, Any]]] = {}
    for conflict in conflicts:
        for node, value in conflict.values.items():
            if node != C.CLUSTER_NODE and value != conflict.chosen:
                by_node.setdefault(node, []).append((conflict.pointer, value))
    seen = {_finding_key(f) for f in findings}
    added, in_views = [], set()
    for node, values in sorted(by_node.items()):
        view = copy.deepcopy(document)
        for pointer, value in values:
            put(view, pointer, value)
        try:
            result = validate_document(view, unknown=unknown)
        except TopologyInvalid as exc:
            logger.info("As-built view of %s does not validate: %s", node, exc)
            continue
        for finding in result["findings"]:
            key = _finding_key(finding)
            in_views.add(key)
            if key not in seen and (node, *key) not in seen:
                seen.add((node, *key))
                added.append({**finding, "node": node})
    return [_winner_tagged(f, conflicts, in_views) for f in findings] + added


def _winner_tagged(finding: dict[str, Any], conflicts: list, in_views: set) -> dict[str, Any]:
    if finding.get("node") or _finding_key(finding) in in_views:
        return finding
    winners = {node for conflict in conflicts
               if any(path == conflict.pointer or path.startswith(conflict.pointer + "/")
                      or conflict.pointer.startswith(path + "/") for path in finding.get("paths", []))
               for node, value in conflict.values.items() if node != C.CLUSTER_NODE and value == conflict.chosen}
    return {**finding, "node": winners.pop()} if len(winners) == 1 else finding


def parsed_by_node(rows: list[AsBuiltFile]) -> dict[str, list[ParsedFile]]:
    """node -> its parsed files (as the parsers returned them), in name order, for the assembler."""
    out: dict[str, list[ParsedFile]] = {}
    for row in sorted(rows, key=lambda r: (r.node, r.name, r.pk)):
        settings = tuple(Setting(key, value, line) for key, value, line in row.settings)
        out.setdefault(row.node, []).append(ParsedFile(kind=row.kind, settings=settings, facts=row.facts,
                                                       host=row.host or None, warnings=tuple(row.warnings),
                                                       lines=dict(row.fact_lines or {}), source=row.name))
    return out


def check_failed(*, check_id: int, error: str) -> None:
    """The check job ended failed (or its worker was lost too often): the check says so."""
    AsBuiltCheck.objects.filter(pk=check_id).exclude(state=AsBuiltCheck.State.COMPLETE).update(
        state=AsBuiltCheck.State.FAILED, rerun=False, error=(error or "The check job failed.")[:ERROR_MAX_LENGTH])
