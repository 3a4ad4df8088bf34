"""The pure core of ingesting one stored file: its bytes in, everything the database keeps of it out.

:func:`parse_stored` decompresses a single ``.gz``/``.bz2``/``.xz`` file (the stored original stays as it was
sent), parses it, derives the file's metrics, picks out the summary a run refresh reads, outlines and charts the OS
series and cuts them into stored chunks. It reads no database and writes nothing: `services.parse` stores what it
returns. What goes to the database is already JSON text where it is large (the result and each series chunk), so
that the objects behind it are dropped as soon as the text is made: an nmon capture of the 50 MB upload limit is
about 110 MB of objects for 37 MB of text, and a worker must stay under 300 MB.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from apps.common.constants import ERROR_MAX_LENGTH
from apps.intake import containers

from . import constants as C
from . import timeseries
from .metrics import derive_metrics
from .metrics.values import FileMetrics
from .parsers import ParseError, parse_file

#: How many rows of each raw section a stored result keeps.
RAW_SECTION_CAP = 200

# The parts of a parse result that aggregation and diagnosis read; the rest (raw sections, full tables, OS series)
# stays in the database, so refreshing a run with hundreds of reports does not load hundreds of full results.
SUMMARY_KEYS = ("top_events", "instance_efficiency", "section_titles", "parameters", "host", "identity", "release",
                "snapshot")

#: One stored chunk of a file's OS series: (group index, first sample, the chunk as JSON text).
SeriesChunk = tuple[int, int, str]


class Unreadable(Exception):
    """The stored file gives no parse result; the message says why, in words for users."""


@dataclass(frozen=True)
class ParsedFile:
    """What the database keeps of one parsed file (the columns of ``RunFile`` and its series chunks).

    ``result`` is the parse result as JSON text (raw sections cut to :data:`RAW_SECTION_CAP` rows, the OS series
    taken out into ``series``, ``compression`` added for a decompressed file); ``summary`` the parts of it a run
    refresh reads; ``charts`` the chart copy of the OS series (empty when it has none); ``notes`` the warnings the
    file is stored with (a stream cut short, the parser's warnings).
    """

    kind: str
    format: str
    release: str
    result: str
    summary: dict[str, Any]
    metrics: FileMetrics
    outline: list[dict[str, Any]] = field(default_factory=list)
    charts: list[dict[str, Any]] = field(default_factory=list)
    series: list[SeriesChunk] = field(default_factory=list)
    notes: str = ""

    def report(self) -> dict[str, Any]:
        """The stored parse result decoded (as the database gives it back)."""
        return json.loads(self.result)


def result_summary(result: dict[str, Any]) -> dict[str, Any]:
    """The parts of a parse result a run refresh reads (``RunFile.summary``), stored beside the result when it is
    parsed: picking them out of the stored result at refresh time made the database decode every file's whole
    JSON document, several times on SQLite (an nmon capture's series are tens of MB decoded)."""
    return {k: result[k] for k in SUMMARY_KEYS if result.get(k) is not None}


def trim_sections(result: dict[str, Any]) -> dict[str, Any]:
    """``result`` with each raw section cut to its first :data:`RAW_SECTION_CAP` rows (changed in place)."""
    for s in result.get("raw_sections") or []:
        s["rows"] = s.get("rows", [])[:RAW_SECTION_CAP]
    return result


def parse_stored(name: str, data: bytes | IO[bytes], *, file_id: int | None = None, size: int | None = None,
                 limits: containers.Limits | None = None,
                 progress: Callable[[int, str], None] | None = None) -> ParsedFile:
    """Parse one stored file: ``data`` is its bytes as sent (or an open binary file of them, which is read once and
    not held after parsing), ``name`` its stored name. ``file_id`` is the file the chart copy names; ``size`` the
    stored size (the decompression ratio limit reads it; by default the length of ``data``); ``limits`` the upload
    limits (by default the settings'). ``progress(percent, message)`` hears when parsing starts.

    Raises :class:`Unreadable` when the file cannot be decompressed or parsed, or the parser broke on it.
    """
    fh = io.BytesIO(data) if isinstance(data, bytes | bytearray) else data
    if size is None:
        size = len(data) if isinstance(data, bytes | bytearray) else fh.seek(0, io.SEEK_END)
    del data
    try:
        # A stream cut short is read up to the cut: the parser then says which sections or samples are missing.
        inner, payload, compression, cut_note = containers.read_payload(
            name, fh, size=size, limits=limits or containers.Limits.from_settings(), cut_short_ok=True)
    except containers.Refused as exc:
        raise Unreadable(str(exc)) from None
    del fh
    if progress:
        progress(20, "Parsing")
    try:
        parsed = parse_file(inner, payload)
        del payload  # a large capture's bytes (up to the per-file limit) need not wait for the rest
        result = trim_sections(parsed.to_dict())
        if compression:
            result["compression"] = compression
        metrics = derive_metrics(parsed)
    except ParseError as exc:
        raise Unreadable(_parse_error(name, str(exc), compression)) from None
    except Exception as exc:  # noqa: BLE001 - a parser bug must still leave a readable state
        raise Unreadable(f"The parser stopped on this file ({type(exc).__name__}).") from None
    notes = "\n".join([cut_note, *parsed.warnings] if cut_note else parsed.warnings)[:ERROR_MAX_LENGTH]
    kind, fmt, release = parsed.kind, parsed.format, parsed.release or ""
    # The typed report's own column lists go first, then each group once cut into chunks of text, then the result.
    del parsed
    groups = result.pop("os_series", None) or []
    outline = timeseries.series_outline(groups)
    charts = timeseries.stored_charts(file_id, name, groups)
    series = _series_chunks(groups)
    del groups
    return ParsedFile(kind=kind, format=fmt, release=release, result=_encoded(result),
                      summary=result_summary(result), metrics=metrics, outline=outline, charts=charts,
                      series=series, notes=notes)


def _parse_error(name: str, message: str, compression: str) -> str:
    """What a parse error tells the user; a plain file under a compressed or archive name is told so too."""
    message = message or "The file could not be parsed."
    claimed = None if compression else containers.claimed_format(name)
    if claimed is not None:
        message += " " + C.NOT_WHAT_THE_NAME_SAYS.format(ending=claimed[0], claim=claimed[1])
    return message


def _series_chunks(groups: list[Any]) -> list[SeriesChunk]:
    """Each group cut into chunks of JSON text; a group's objects are let go as soon as its text is made."""
    series: list[SeriesChunk] = []
    for index, group in enumerate(groups):
        series += [(index, start, json.dumps(chunk)) for start, chunk in timeseries.group_chunks(group)]
        groups[index] = None
    return series


def _encoded(result: dict[str, Any]) -> str:
    """The result as JSON text, encoded as a ``JSONField`` without an encoder encodes it."""
    return json.dumps(result)
