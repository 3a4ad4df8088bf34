"""Settling a file's final state and recomputing its run's metrics and diagnosis from the parsed files."""

from __future__ import annotations

from django.db import transaction
from django.db.models.fields.json import KeyTransform

from apps.accounts.permissions import require_action
from apps.common.fields import EncodedJSON, save_encoded
from apps.intake.states import PENDING

from .. import constants as C
from ..diagnosis import diagnose_run
from ..ingest import SUMMARY_KEYS, SeriesChunk
from ..metrics import StoredFile, aggregate_run_metrics, stored_file
from ..models import Run, RunFile, RunFileSeriesChunk
from ..selectors import plan_interconnect_interface


class Removed(Exception):
    """The file, or its whole run, was deleted while its job worked on it: nothing is left to write to. The message
    says which, in words for users."""


def raise_if_removed(run_file: RunFile) -> None:
    """Raise :class:`Removed` when the file or its run no longer exists."""
    if not Run.objects.filter(pk=run_file.run_id).exists():
        raise Removed(C.RUN_REMOVED)
    if not RunFile.objects.filter(pk=run_file.pk).exists():
        raise Removed(C.FILE_REMOVED)


def _store_series(run_file: RunFile, series: list[SeriesChunk]) -> None:
    """Replace the file's series with ``series``: (group index, first sample, the chunk's JSON text) each."""
    RunFileSeriesChunk.objects.filter(run_file=run_file).delete()
    rows = RunFileSeriesChunk.objects.bulk_create(
        [RunFileSeriesChunk(run_file=run_file, index=index, start=start) for index, start, _ in series])
    for row, (_, _, text) in zip(rows, series, strict=True):
        row.data = EncodedJSON(text)
        save_encoded(row, "data")  # written as text, out of the debug query log


def settle(run_file: RunFile, fields: list[str], *, series: list[SeriesChunk] | None = None) -> None:
    """Store a file's final state and, if it was the run's last pending file, refresh the run, in one transaction.

    The run's row lock is taken first, so files finishing at the same time settle one after the other and the last
    one sees none pending; readers never see every file done while the run's metrics are still the old ones.
    """
    encoded = [f for f in fields if isinstance(getattr(run_file, f), EncodedJSON)]
    with transaction.atomic():
        Run.objects.select_for_update().filter(pk=run_file.run_id).first()
        # the run's lock holds off its deletion until this commits; one deleted before leaves nothing to write to
        raise_if_removed(run_file)
        run_file.save(update_fields=[f for f in fields if f not in encoded])
        for name in encoded:  # a parse result or its chart copy, written as text and out of the debug query log
            save_encoded(run_file, name)
        if series is not None:
            _store_series(run_file, series)
        run_refresh(run=run_file.run, only_when_settled=True)


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
