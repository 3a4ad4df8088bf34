"""Read operations of apps.runs."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from typing import Any

from django.core.exceptions import ValidationError
from django.db.models import Count, Q, QuerySet
from django.db.models.fields.json import KeyTransform
from django.db.models.functions import Lower

from apps.common.fields import JSONWithout
from apps.studies.seeds import studies_matching

from . import timeseries
from .models import Run, RunFile, RunFileSeriesChunk
from .parsers import model

TAG_FILTER_SHAPE = "Filter tags as key=value (got {tag!r})."
RUN_ORDERING_UNKNOWN = "Sort by one of: {names}."
#: Orderings of the runs list (``ordering`` query parameter); labels sort ignoring case.
RUN_ORDERINGS = {
    "-date": ("-date", "-created_at", "-id"), "date": ("date", "created_at", "id"),
    "label": (Lower("label"), "id"), "-label": (Lower("label").desc(), "-id"),
    "-created": ("-created_at", "-id"), "created": ("created_at", "id"),
}


def run_list(*, user, project_id: int | None = None, plan_id: int | None = None,
             plan_version_id: int | None = None, tags: list[str] | None = None, date_from=None, date_to=None,
             q: str = "", ordering: str = "-date") -> QuerySet[Run]:
    """Runs the user may read, filtered and sorted; ``tags`` are ``key=value`` strings that must all match."""
    # The list shows the plan's name and version number only: the versions' documents and validations (large JSON,
    # decoded row by row) and the run's diagnosis stay in the database.
    qs = Run.objects.restrict(user, "view").select_related("project", "plan_version__plan").defer(
        "diagnosis", "plan_version__document", "plan_version__validation"
    ).annotate(
        file_count=Count("files", distinct=True),
        failed_count=Count("files", filter=Q(files__state=RunFile.State.FAILED), distinct=True),
    )
    if project_id is not None:
        qs = qs.filter(project_id=project_id)
    if plan_id is not None:
        qs = qs.filter(plan_version__plan_id=plan_id)
    if plan_version_id is not None:
        qs = qs.filter(plan_version_id=plan_version_id)
    for index, (key, value) in enumerate(tag_filters(tags or [])):
        # The key is a literal JSON key, never part of an ORM lookup path ("a__isnull" is just a key).
        qs = qs.alias(**{f"_tag_{index}": KeyTransform(key, "tags")}).filter(**{f"_tag_{index}": value})
    if date_from:
        qs = qs.filter(date__gte=date_from)
    if date_to:
        qs = qs.filter(date__lte=date_to)
    if q:
        # A study's id or its document's name also finds the runs tagged with that study.
        studies = studies_matching(q)
        qs = qs.filter(Q(label__icontains=q) | Q(notes__icontains=q) | Q(reference__icontains=q)
                       | Q(tags__study__in=studies))
    if ordering not in RUN_ORDERINGS:
        raise ValidationError({"ordering": [RUN_ORDERING_UNKNOWN.format(names=", ".join(RUN_ORDERINGS))]})
    return qs.order_by(*RUN_ORDERINGS[ordering])


def tag_filters(tags: list[str]) -> list[tuple[str, str]]:
    """``key=value`` strings as pairs; anything else is a ValidationError keyed ``tag``."""
    pairs = []
    for tag in tags:
        key, sep, value = tag.partition("=")
        if not sep or not key.strip():
            raise ValidationError({"tag": [TAG_FILTER_SHAPE.format(tag=tag[:100])]})
        pairs.append((key.strip(), value.strip()))
    return pairs


def run_file_list(*, run: Run) -> QuerySet[RunFile]:
    return run.files.select_related("blob", "job").order_by("archive_id", "name", "id")


def readable_run_files(*, user) -> QuerySet[RunFile]:
    """Files of the runs the user may read, their parse result and its copies left in the database (read when used:
    a sar file's result, or a report's with its detail lists, runs to MBs)."""
    return (RunFile.objects.restrict(user, "view").select_related("run__project", "blob")
            .defer("result", "charts", "outline"))


#: sar's lines as it printed them, by the part of the path that pages them (/run-files/{id}/sar/{part}/) and the
#: key of the result that keeps them.
SAR_PARTS = {"cpu": "sar_cpu", "memory": "sar_memory", "disks": "sar_disks"}

#: The parts of a parse result a file's detail answer leaves out, each read page by page through its own endpoint:
#: the detail lists of a report (``sections``) and sar's lines (about the size of the file sar wrote). The samples
#: of OS statistics are not in the result at all (``RunFileSeriesChunk``).
DETAIL_OMITS = ("sections", *SAR_PARTS.values())


def readable_run_file_details(*, user) -> QuerySet[RunFile]:
    """:func:`readable_run_files` for the detail answer: the result as ``shown_result``, without
    :data:`DETAIL_OMITS` (dropped by the database)."""
    return readable_run_files(user=user).annotate(shown_result=JSONWithout("result", *DETAIL_OMITS))


#: The columns of a run's file list that its answer never shows: the parse result (an archive's entries excepted, see
#: run_detail_files), the file's metrics and summary, its chart copy and series outline; together they are MBs.
FILE_LIST_DEFERS = ("result", "metrics", "summary", "charts", "outline")


def run_detail_files(*, run: Run) -> list[RunFile]:
    """The files of a run as its detail answer lists them, in a fixed number of queries whatever their number.

    The heavy columns stay in the database (``FILE_LIST_DEFERS``); an archive's entry results come as an annotation
    and the states of the files its entries became from the same rows, so :func:`archive_entries` asks nothing more.
    """
    files = list(run.files.select_related("blob", "job").defer(*FILE_LIST_DEFERS)
                 .annotate(entry_results=KeyTransform("entries", "result")))
    states: dict[int, dict[int, str]] = {}
    for f in files:
        if f.archive_id is not None:
            states.setdefault(f.archive_id, {})[f.id] = f.state
    for f in files:
        f.entry_states = states.get(f.id, {})
    return files


def archive_entries(*, run_file: RunFile) -> list[dict]:
    """Per-entry results of an archive, each imported entry with the current parse state of the file it became
    (read from what :func:`run_detail_files` loaded when the file came from there)."""
    if not run_file.is_archive:
        return []
    if hasattr(run_file, "entry_results"):
        results = run_file.entry_results
    else:
        results = (run_file.result or {}).get("entries")
    if not isinstance(results, list):
        return []
    states = getattr(run_file, "entry_states", None)
    if states is None:
        states = dict(run_file.entries.values_list("id", "state"))
    out = []
    for r in results:
        file_id = r.get("file")
        out.append({"path": r.get("path", ""), "state": r.get("state", "skipped"), "error": r.get("error", ""),
                    "file": file_id if file_id in states else None, "file_state": states.get(file_id),
                    "format": r.get("format", "")})
    return out


# --------------------------------------------------------------------------- report detail sections
# The long lists of an AWR / Statspack report (apps.runs.parsers.model.ReportSections), read from the stored parse
# result one page at a time: a report holds up to a few thousand rows per list.


@dataclass(frozen=True)
class SectionSpec:
    key: str
    title: str
    row_type: type
    group: str | None  # the field a list is split by (which "SQL ordered by", which histogram, ...)
    ordering: str  # default ordering
    search: tuple[str, ...]  # text fields the search box matches


REPORT_SECTIONS: dict[str, SectionSpec] = {
    s.key: s
    for s in (
        SectionSpec("sql_stats", "Top SQL", model.SqlStatRow, "measure", "rank", ("sql_id", "module", "sql_text")),
        SectionSpec("wait_events", "Wait events", model.WaitEventRow, "scope", "-time_s", ("event",)),
        SectionSpec("wait_histograms", "Wait event histograms", model.WaitHistogramRow, "table", "event", ("event",)),
        SectionSpec("segment_stats", "Hot segments", model.SegmentStatRow, "measure", "rank",
                    ("owner", "tablespace", "object_name", "subobject_name", "object_type")),
        SectionSpec("activity_stats", "Instance activity statistics", model.ActivityStatRow, None, "statistic",
                    ("statistic",)),
        SectionSpec("gc_transfer", "Global cache transfer", model.GcTransferRow, None, "inst_no", ("block_class",)),
        SectionSpec("tablespace_io", "Tablespace IO", model.FileIoRow, None, "tablespace", ("tablespace",)),
        SectionSpec("file_io", "File IO", model.FileIoRow, None, "tablespace", ("tablespace", "file")),
    )
}
SECTION_PAGE_MAX = 500


def row_fields(spec: SectionSpec) -> list[str]:
    names = [f.name for f in dataclass_fields(spec.row_type)]
    return [*names, "sql_text"] if spec.key == "sql_stats" else names


def _stored(run_file: RunFile, *paths: str | KeyTransform):
    """Columns of the file's row or parts of its result, read alone: one value, or a tuple for several paths."""
    row = RunFile.objects.filter(pk=run_file.pk).values_list(*paths).first()
    if row is None:
        return None if len(paths) == 1 else (None,) * len(paths)
    return row[0] if len(paths) == 1 else row


def _stored_sections(run_file: RunFile) -> dict[str, Any]:
    value = _stored(run_file, KeyTransform("sections", "result"))
    return value if isinstance(value, dict) else {}


def run_file_sections(*, run_file: RunFile) -> list[dict[str, Any]]:
    """Which detail lists the file holds: key, title, heading in the report, row count and groups."""
    stored = _stored_sections(run_file)
    titles = stored.get("titles") or {}
    out = []
    for spec in REPORT_SECTIONS.values():
        rows = stored.get(spec.key) or []
        if not rows:
            continue
        groups = list(dict.fromkeys(r.get(spec.group) for r in rows)) if spec.group else []
        out.append({"key": spec.key, "title": spec.title, "source": titles.get(spec.key, ""),
                    "count": len(rows), "groups": groups})
    return out


def _sort_key(field: str):
    def key(row: dict[str, Any]):
        v = row.get(field)
        if v is None:
            return (1, 0, "")
        if isinstance(v, (int, float)):
            return (0, v, "")
        return (0, 0, str(v).lower())

    return key


def run_file_section_page(*, run_file: RunFile, key: str, group: str | None = None, q: str = "",
                          ordering: str | None = None, offset: int = 0, limit: int = 50) -> dict[str, Any]:
    """One page of a detail list, filtered to a group, searched and sorted. ``key``/``ordering`` are validated by
    the caller against :data:`REPORT_SECTIONS` and :func:`row_fields`."""
    spec = REPORT_SECTIONS[key]
    stored = _stored_sections(run_file)
    rows: list[dict[str, Any]] = list(stored.get(key) or [])
    groups = list(dict.fromkeys(r.get(spec.group) for r in rows)) if spec.group else []
    if spec.group and group:
        rows = [r for r in rows if r.get(spec.group) == group]
    if key == "sql_stats":
        texts = stored.get("sql_text") or {}
        rows = [{**r, "sql_text": texts.get(r.get("sql_id"))} for r in rows]
    if key == "wait_histograms":
        rows = [{**r, "buckets": [{"label": b[0], "pct": b[1]} for b in r.get("buckets") or []]} for r in rows]
    needle = q.strip().lower()
    if needle:
        rows = [r for r in rows if any(needle in str(r.get(f) or "").lower() for f in spec.search)]
    order = ordering or spec.ordering
    field = order.lstrip("-")
    # stable sort: ties keep the report's order; blanks sort last either way
    present = [r for r in rows if r.get(field) is not None]
    blank = [r for r in rows if r.get(field) is None]
    present.sort(key=_sort_key(field), reverse=order.startswith("-"))
    rows = present + blank
    return {"key": key, "title": spec.title, "source": (stored.get("titles") or {}).get(key, ""),
            "group": group if spec.group else None, "groups": groups, "count": len(rows), "offset": offset,
            "limit": limit, "ordering": order, "rows": rows[offset: offset + limit]}


# --------------------------------------------------------------------------- OS statistics of one file
# A parsed OS capture (apps.runs.parsers.model.SeriesGroup, stored by column): outlined whole, its samples read one
# group and one page at a time.

SERIES_PAGE_MAX = 5000
SERIES_PAGE_SIZE = 1000


def run_file_series(*, run_file: RunFile) -> list[dict[str, Any]]:
    """The OS series groups of a file, outlined (``timeseries.series_outline``, kept when the file is parsed)."""
    outline = _stored(run_file, "outline")
    return outline if isinstance(outline, list) else []


def run_file_series_page(*, run_file: RunFile, index: int, offset: int = 0, limit: int = SERIES_PAGE_SIZE,
                         objects: list[str] | None = None) -> dict[str, Any] | None:
    """Samples ``offset`` to ``offset + limit`` of group ``index`` (None when the file has no such group), for the
    named ``objects`` or all of them, in the order the tool printed them. Only the stored chunks the page spans are
    read. An object the group does not hold is a ValidationError keyed ``object``."""
    outline = _stored(run_file, "outline")
    if not isinstance(outline, list) or not 0 <= index < len(outline):
        return None
    entry = outline[index]
    held = list(entry.get("objects") or [])
    unknown = [name for name in objects or [] if name not in held]
    if unknown:
        raise ValidationError({"object": [f"This series holds no {', '.join(map(repr, unknown[:5]))}; it holds: "
                                          f"{', '.join(held[:50]) or 'nothing'}."]})
    first = offset - offset % timeseries.SERIES_CHUNK
    chunks = list(RunFileSeriesChunk.objects.filter(run_file=run_file, index=index, start__gte=first,
                                                    start__lt=offset + limit)
                  .order_by("start").values_list("data", flat=True))
    chosen = objects or held
    columns = list(entry.get("columns") or [])
    joined = timeseries.joined_chunks(chunks, chosen, columns)
    window = slice(offset - first, offset - first + limit)
    return {**{key: entry.get(key) for key in timeseries.HEAD_KEYS}, "offset": offset, "limit": limit,
            "times": joined["times"][window],
            "objects": {name: {column: values[window] for column, values in per_object.items()}
                        for name, per_object in joined["objects"].items()}}


SAR_PAGE_MAX = 5000
SAR_PAGE_SIZE = 1000


def run_file_sar_page(*, run_file: RunFile, part: str, offset: int = 0,
                      limit: int = SAR_PAGE_SIZE) -> dict[str, Any] | None:
    """Lines ``offset`` to ``offset + limit`` of one part of sar's output (``part`` a key of :data:`SAR_PARTS`),
    as the parser kept them; None when the file holds no sar lines."""
    if run_file.kind != model.KIND_SAR:
        return None
    key = SAR_PARTS[part]
    # the titles from the small summary column: a second part picked out of the result is a second pass over it
    rows, titles = _stored(run_file, KeyTransform(key, "result"), KeyTransform("section_titles", "summary"))
    if not isinstance(rows, list):
        return None
    return {"file": run_file.id, "part": part, "title": (titles or {}).get(key, ""), "count": len(rows),
            "offset": offset, "limit": limit, "rows": rows[offset : offset + limit]}


def run_chart_files(*, run: Run) -> list[dict]:
    """Parsed files of the run with only what the run page's charts read: the chart copy of the OS series, the AWR
    snapshot and the driver's rows.

    The stored result is read only where the small columns do not hold the part: a driver's rows, and the snapshot
    of a file parsed before its summary was kept (on SQLite, picking a part out of a result decodes the whole
    document).
    """
    parsed = run.files.filter(state=RunFile.State.PARSED).exclude(kind="archive").order_by("id")
    rows = list(parsed.values("id", "name", "kind", "charts", "summary"))
    # the rows that need parts of their result, by the parts (one query each: each part picked costs SQLite a pass)
    wanting: dict[tuple[str, ...], list[dict]] = {}
    for row in rows:
        summary = row.pop("summary")
        row["snapshot"] = (summary or {}).get("snapshot")
        row["benchmark_rows"] = None
        parts = tuple(part for part, missing in (
            ("snapshot", summary is None),
            ("benchmark_rows", row["kind"] == model.KIND_BENCHMARK_TABLE)) if missing)
        if parts:
            wanting.setdefault(parts, []).append(row)
    for parts, members in wanting.items():
        found = (parsed.filter(id__in=[row["id"] for row in members])
                 .annotate(**{f"r_{part}": KeyTransform(part, "result") for part in parts}))
        by_id = {r["id"]: r for r in found.values("id", *(f"r_{part}" for part in parts))}
        for row in members:
            if row["id"] in by_id:
                row.update({part: by_id[row["id"]][f"r_{part}"] for part in parts})
    return rows


def plan_interconnect_interface(*, run: Run) -> str | None:
    """The interconnect interface named in the run's linked plan version, if any."""
    document = run.plan_version.document if run.plan_version_id else None
    return ((document or {}).get("interconnect") or {}).get("interface") or None
