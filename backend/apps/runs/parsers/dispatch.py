"""The single entry point: look at the bytes, pick a parser, never leak other errors."""

from __future__ import annotations

import gc
import re
from contextlib import contextmanager

from . import awr, awr_sections, benchmark, sar, slob, statspack, swingbench
from .html_tables import html_tables
from .model import (
    KIND_ASH,
    KIND_AWR_COMPARE,
    KIND_AWR_RAC_GLOBAL,
    ParsedReport,
    ParseError,
)
from .osstats import iostat, mpstat, nmon, oswatcher, vmstat
from .tables import text_tables
from .textutil import decode, unwrap_spool

MAX_INPUT_BYTES = 64 * 1024 * 1024

ERR_EMPTY = "The file is empty."
ERR_TOO_LARGE = "The file is larger than 64 MB; AWR reports and result tables are far smaller."
ERR_UNKNOWN = (
    "Unrecognised file: expected an AWR/ASH report (HTML or text), a benchmark table "
    "(CSV or JSON), HammerDB output, Swingbench results XML, a slob.conf, or OS statistics "
    "(sar, iostat -x, mpstat -P ALL, vmstat, nmon, OSWatcher)."
)

_HTML_HEAD = re.compile(r"<\s*(?:!doctype\s+html|html|head|body|table|h1)\b", re.I)
_HTML_END = re.compile(r"</\s*html\s*>", re.I)
_HTML_END_TAIL = 65_536
_PERIOD_HINT = re.compile(r"\[period ([12])\]$")


def parse_file(name: str, data: bytes) -> ParsedReport:
    """Parse one uploaded file.

    ``name`` is only a hint (its extension breaks ties); the content decides. Returns a
    :class:`ParsedReport` or raises :class:`ParseError` with a message fit for users;
    any other exception raised inside a parser is converted to ``ParseError``.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ParseError("Expected the file content as bytes.")
    data = bytes(data)
    if not data.strip():
        raise ParseError(ERR_EMPTY)
    if len(data) > MAX_INPUT_BYTES:
        raise ParseError(ERR_TOO_LARGE)
    try:
        with _collector_paused():
            return _parse(name or "", data)
    except ParseError:
        raise
    except RecursionError as exc:  # pragma: no cover - defensive
        raise ParseError(f"The file is too deeply nested to parse: {exc}") from exc
    except Exception as exc:  # noqa: BLE001 - the contract is "ParseError only"
        raise ParseError(f"Could not parse {name or 'the file'}: {type(exc).__name__}: {exc}") from exc


@contextmanager
def _collector_paused():
    """Python's cyclic garbage collector held off for one parse.

    A parse allocates a few hundred thousand lists and strings (a row per table line, a cell per value) that all live
    until the report is built, and none of them form cycles: the collector's passes over them, a young-generation
    pass every 700 new containers and full passes as they pile up, find nothing to free and cost 5-10 % of the parse
    time over the sample corpus. Reference counting still frees everything as usual; the collector runs again, as
    before, as soon as the parse returns. When another thread has it paused already, this one leaves it alone.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _parse(name: str, data: bytes) -> ParsedReport:
    text = decode(data)
    head = text[:200_000]
    lower_name = name.lower()
    os_or_driver = _os_or_driver(name, text, head)
    if os_or_driver is not None:
        return os_or_driver
    is_html = bool(_HTML_HEAD.search(head[:20_000])) and "<" in head[:2000]
    if is_html:
        text = _clean_html(text)
        kind = awr.sniff_awr_kind(text[:300_000])
        if kind is None:
            raise ParseError(
                "This HTML file is not an AWR or ASH report (no 'WORKLOAD REPOSITORY' or "
                "'ASH Report' heading was found)."
            )
        return _awr(name, "html", kind, text)

    kind = awr.sniff_awr_kind(head[:20_000])
    if kind is not None:
        return _awr(name, "text", kind, text)
    if statspack.looks_like_statspack(head):
        return _statspack(name, text)

    stripped = text.lstrip()
    if stripped[:1] in "[{" or lower_name.endswith(".json"):
        return benchmark.parse_json(name, text)
    if benchmark.looks_like_hammerdb(head):
        return benchmark.parse_hammerdb(name, text)
    if sar.looks_like_sar(head):
        return sar.parse_sar(name, text)
    if benchmark.looks_like_csv(head) or lower_name.endswith((".csv", ".tsv")):
        return benchmark.parse_csv(name, text)
    raise ParseError(ERR_UNKNOWN)


def _os_or_driver(name: str, text: str, head: str) -> ParsedReport | None:
    """OS statistics and driver files, recognised by their first lines (none of them can be an AWR report)."""
    start = head.lstrip()[:20_000]
    if swingbench.looks_like_swingbench(start):
        return swingbench.parse_swingbench(name, text)
    if nmon.looks_like_nmon(start):
        return nmon.parse_nmon(name, text)
    if oswatcher.looks_like_oswatcher(start):
        return oswatcher.parse_oswatcher(name, text)
    if start.startswith(("<", "{", "[")) or awr.sniff_awr_kind(head[:20_000]) is not None:
        return None
    if vmstat.looks_like_vmstat(start):
        return vmstat.parse_vmstat(name, text)
    if mpstat.looks_like_mpstat(start):
        return mpstat.parse_mpstat(name, text)
    if iostat.looks_like_iostat(start) and not sar.has_sar_sections(start):
        return iostat.parse_iostat(name, text)
    if slob.looks_like_slob_conf(name, start):
        return slob.parse_slob_conf(name, text)
    return None


def _last_html_end(text: str, start: int) -> int | None:
    end = None
    for m in _HTML_END.finditer(text, start):
        end = m.end()
    return end


def _clean_html(text: str) -> str:
    """Drop what SQL*Plus wrote after ``</html>`` and undo 132-column wrapping."""
    # the last end tag in any spelling: looked for after the last "</html>" as written, and in the last 64 KB first
    # (where SQL*Plus leaves it), so that a whole report is scanned only when its end holds none
    last = text.rfind("</html>")
    end = _last_html_end(text, max(last, len(text) - _HTML_END_TAIL, 0)) or _last_html_end(text, max(last, 0))
    if end is not None:
        text = text[:end]
    return unwrap_spool(text)


def _awr(name: str, fmt: str, kind: str, text: str) -> ParsedReport:
    rep = ParsedReport(kind=kind, format=fmt, source_name=name)
    if fmt == "html":
        tables, h1s = html_tables(text)
        if h1s:
            rep.extra["report_title"] = h1s[0]
    else:
        tables = text_tables(text)
        first = next((ln.strip() for ln in text.split("\n", 40)[:40] if ln.strip()), "")
        rep.extra["report_title"] = first[:120]
    if kind == KIND_ASH:
        return awr.build_ash_report(rep, tables, text)
    if kind == KIND_AWR_COMPARE:
        awr.build_compare_report(rep, tables)
        if fmt == "text":
            awr.compare_text_load_profile(rep, text)
        period = _PERIOD_HINT.search(name)
        # a run made from one period of a compare report names its file "<report> [period N]"
        return awr.compare_period_report(rep, int(period.group(1)) - 1) if period else rep
    if kind == KIND_AWR_RAC_GLOBAL:
        awr.build_rac_global_report(rep, tables)
    else:
        awr.build_instance_report(rep, tables)
    awr_sections.extract_sections(rep, tables)
    awr_sections.check_complete(rep, text)
    if not (rep.load_profile or rep.identity.dbid or rep.snapshot.elapsed_min or rep.top_events):
        rep.warnings.append("No AWR summary section was recognised; the report may be truncated or damaged.")
    if rep.release and rep.release.startswith("10."):
        rep.extra.setdefault("layout", "10g")
    title = str(rep.extra.get("report_title", ""))
    if "PDB report" in title:
        rep.note = "PDB-level AWR report (root snapshots)."
    return rep


def _statspack(name: str, text: str) -> ParsedReport:
    rep, tables = statspack.build_statspack_report(statspack.new_report(name), text)
    rep.extra["report_title"] = "STATSPACK report"
    awr_sections.extract_sections(rep, tables)
    awr_sections.check_complete(rep, text)
    if not (rep.load_profile or rep.identity.dbid or rep.snapshot.elapsed_min or rep.top_events):
        rep.warnings.append("No Statspack summary section was recognised; the report may be truncated or damaged.")
    return rep
