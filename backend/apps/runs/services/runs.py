"""Runs themselves: made, changed and split (a compare-period report into two runs), and their files removed."""

from __future__ import annotations

import re
from typing import Any

from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.db import models, transaction

from apps.accounts.models import Project
from apps.accounts.permissions import require_action
from apps.common.services import saved
from apps.intake.models import Blob
from apps.jobs.choices import JobState

from .. import constants as C
from ..models import Run, RunFile
from .refresh import run_refresh
from .upload import attach

_TAG = re.compile(r"^[A-Za-z0-9_.-]{1,50}$")
_TAG_VALUE = re.compile(r"^[A-Za-z0-9_.:/+-]{1,100}$")


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


def run_delete(*, run: Run, user) -> None:
    """Delete a run with its files (the stored originals, blobs, stay).

    The run's row lock is taken before its files are read for the cascade: an archive's unpacking stores each entry
    under the same lock (``upload.entry_import``), so the deletion either waits for the entry and deletes it too, or
    goes first and the unpacking finds the run removed. Without it, an entry committed between the cascade's read
    and its deletes broke the deletion on the entry's foreign key to its archive (PostgreSQL).
    """
    require_action(user, run.project, Run, "delete")
    with transaction.atomic():
        Run.objects.select_for_update().filter(pk=run.pk).first()
        run.delete()


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
            attach(run=new, user=user, blob=run_file.blob, name=f"{base} [period {n}]")
            created.append(new)
    return created
