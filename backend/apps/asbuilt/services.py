"""Write operations of apps.asbuilt: checks, their uploads (stored before parsing), the check job, import as a plan.

Uploads are taken by the intake app (`apps.intake.uploads`: the limits, each original kept once) and archives read
with its walker under the safety limits runs use too (`apps.intake.containers`). Every file keeps its original
whatever its parse outcome.
"""

from __future__ import annotations

import copy
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.accounts.permissions import require_action
from apps.bundles.renderer.archive import MANIFEST_NAME
from apps.intake import containers, uploads
from apps.intake.services import blob_store
from apps.intake.states import transition
from apps.jobs.choices import JobState
from apps.jobs.runner import JobError
from apps.jobs.services import job_create
from apps.plans.models import Plan, PlanVersion
from apps.plans.selectors import latest_version, version_get
from apps.plans.services import plan_create
from apps.rules.services import validate_document
from apps.topology.parsing import TopologyInvalid, diff_documents

from . import constants as C
from .models import AsBuiltCheck, AsBuiltFile
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


def check_create(*, plan: Plan, user, files: list, version: int | None = None, node: str = "") -> AsBuiltCheck:
    """Store the uploaded files as a new check of `plan` against one of its versions and queue the check job."""
    require_action(user, plan.project, AsBuiltCheck, "add")
    node = clean_node(node)
    plan_version = resolve_version(plan=plan, number=version)
    with transaction.atomic():
        check = AsBuiltCheck.objects.create(plan=plan, plan_version=plan_version, created_by=user)
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
        raise ValidationError({f"document/{k}" if k != "non_field_errors" else "document": v
                               for k, v in assembled.errors.items()})
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


def _unpack(*, archive: AsBuiltFile, nodes: set[str]) -> None:
    check = archive.as_built
    created = []
    notes = []
    with archive.blob.file.open("rb") as fh:
        fmt = containers.sniff(archive.name, fh)
        try:
            for entry in containers.walk(fh, fmt, size=archive.blob.size, limits=containers.Limits.from_settings()):
                if entry.error:
                    notes.append(entry.error)
                    continue
                if entry.nested or entry.ignored:  # desktop metadata (__MACOSX, .DS_Store) is no cluster file
                    continue
                node, inner, bad_folder = _split_entry(entry.path, nodes=nodes, default_node=archive.node)
                bundle_only = node not in nodes and _bundle_only(entry.path, nodes=nodes)
                if bundle_only:
                    # README, ansible/... of a bundle archive (wrapped in a folder or not) belong to no node: never
                    # a node named 'ansible' or after the wrapping folder. The name keeps the whole path.
                    node, inner, bad_folder = "", _tail("/".join(_path_parts(entry.path) or ["upload"])), ""
                try:
                    blob = blob_store(entry.file)
                except Exception as exc:  # noqa: BLE001 - one entry that cannot be kept does not sink the rest
                    logger.exception("As-built archive %s: entry %r not stored", archive.pk, entry.path)
                    notes.append(C.ENTRY_NOT_STORED.format(name=entry.path, error=type(exc).__name__))
                    continue
                row = AsBuiltFile(as_built=check, node=node, name=inner, blob=blob)
                if bundle_only:
                    transition(row, AsBuiltFile.State.IGNORED, error=C.NOT_ON_CLUSTER)
                elif bad_folder:
                    transition(row, AsBuiltFile.State.FAILED, error=C.ENTRY_BAD_NODE.format(folder=bad_folder[:60]))
                elif not node:
                    transition(row, AsBuiltFile.State.FAILED, error=C.ENTRY_NO_NODE.format(name=inner))
                created.append(row)
        except containers.ArchiveError as exc:
            notes.append(str(exc))
        except Exception as exc:  # noqa: BLE001 - the archive still ends with what was read before
            logger.exception("As-built archive %s: unpacking stopped", archive.pk)
            notes.append(C.ARCHIVE_STOPPED.format(error=type(exc).__name__))
    AsBuiltFile.objects.bulk_create(created)
    transition(archive, AsBuiltFile.State.PARSED if created else AsBuiltFile.State.FAILED)
    archive.warnings = notes[:50]
    archive.error = "" if created else C.ARCHIVE_FAILED.format(error="; ".join(notes) or "it holds no files")
    archive.save(update_fields=["state", "warnings", "error"])


def _read(row: AsBuiltFile) -> tuple[str, bytes]:
    with row.blob.file.open("rb") as fh:
        return containers.read_payload(row.name, fh, size=row.blob.size, limits=containers.Limits.from_settings())[:2]


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
        row.kind = detect_kind(name, data) or ""
        parsed = parse_file(name, data, kind=row.kind or None)
    except NotRead as exc:  # recognised, not read yet: kept and named, never a failure
        transition(row, AsBuiltFile.State.IGNORED, error=str(exc)[:2000])
        return
    except (AsBuiltParseError, containers.Refused) as exc:
        transition(row, AsBuiltFile.State.FAILED, error=str(exc)[:2000])
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
    if parsed:
        assembled = assemble(parsed_by_node(parsed), base=version.document)
        provenance = assembled.provenance
        assembly = {"conflicts": [c.as_dict() for c in assembled.conflicts], "warnings": assembled.warnings}
        if assembled.errors:
            error = C.DOCUMENT_INVALID.format(errors=TopologyInvalid(assembled.errors))[:2000]
        else:
            result = validate_document(assembled.document)
            document, findings, score = result["document"], result["findings"], result["score"]
            findings = node_findings(document=assembled.document, conflicts=assembled.conflicts,
                                     findings=tag_single_node(findings=findings, provenance=provenance))
    else:
        error = C.NOTHING_PARSED
    report(80, "Comparing with the plan")
    diff = plan_diff(plan_version=version, files=parsed, findings=findings, provenance=provenance)
    # Field by field: the planned document against the as-built one (none when it did not assemble or validate).
    diff["fields"] = diff_documents(version.document, document) if document is not None else []
    diff["summary"]["fields"] = len(diff["fields"])
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


def node_findings(*, document: dict[str, Any], conflicts: list, findings: list[dict[str, Any]]) -> list[dict]:
    """The check's findings where nodes disagree on cluster-wide fields, with the nodes behind them.

    The document takes one value where nodes disagree (most nodes; ties: the first node), so a wrong value on one
    node gives its diff line but not the rule finding. Each outvoted node's own view (the document with that node's
    values of the disputed fields) is validated too: what it finds beyond the cluster's findings is added, tagged
    with that node. A finding on a disputed field that no outvoted node's view has is the winning value's: it is
    tagged when one node alone reported that value.
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
            result = validate_document(view)
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
        state=AsBuiltCheck.State.FAILED, rerun=False, error=(error or "The check job failed.")[:2000])
