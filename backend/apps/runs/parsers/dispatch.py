"""The single entry point: look at the bytes, pick a parser, never leak other errors.

The parser is chosen by :data:`RUN_FORMATS`, the one ordered table of the file formats a run takes (an
:class:`apps.intake.registry.KindTable`, as the as-built check's kinds are): each format's detector, tried in the
order of the table, looks at an :class:`Upload` (the name and the decoded text, with the parts several detectors read
worked out once); the first that recognises the file parses it. A *format* is how a file is written and which reader
reads it (``nmon``, ``awr-html``); the *report kind* (``ParsedReport.kind``: ``os_stats``, ``awr_instance``, the
``kind`` a run file's API row and stored result carry) is what the parse found, and each format names the report
kinds it gives. Everything that lists what a run takes (the message for an unknown file, the upload help through the
API vocabulary, the contributors' guide, the parse result's schema) is written from this table.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property

from apps.intake.registry import FileKind, KindTable

from . import awr, awr_sections, benchmark, sar, slob, statspack, swingbench
from .html_tables import html_tables
from .model import (
    KIND_ASH,
    KIND_AWR_COMPARE,
    KIND_AWR_INSTANCE,
    KIND_AWR_RAC_GLOBAL,
    KIND_BENCHMARK_CONFIG,
    KIND_BENCHMARK_TABLE,
    KIND_OS_STATS,
    KIND_SAR,
    KIND_STATSPACK,
    ParsedReport,
    ParseError,
)
from .osstats import iostat, mpstat, nmon, oswatcher, vmstat
from .tables import text_tables
from .textutil import decode, unwrap_spool

MAX_INPUT_BYTES = 64 * 1024 * 1024

ERR_EMPTY = "The file is empty."
ERR_TOO_LARGE = "The file is larger than 64 MB; AWR reports and result tables are far smaller."
#: The answer for a file no format recognises; ``accepted`` is :func:`accepted`, the table's formats by group.
ERR_UNKNOWN = "Unrecognised file: expected {accepted}."

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


@dataclass
class Upload:
    """What the sniffers look at: the file's name (a hint: its ending breaks ties) and its decoded text."""

    name: str
    text: str

    @cached_property
    def lower_name(self) -> str:
        return self.name.lower()

    @cached_property
    def head(self) -> str:
        return self.text[:200_000]

    @cached_property
    def start(self) -> str:
        """The first 20,000 characters after leading blanks, where OS statistics and driver files say what they are."""
        return self.head.lstrip()[:20_000]

    @cached_property
    def awr_kind(self) -> str | None:
        """The kind of AWR or ASH report a text report's first lines announce, if any."""
        return awr.sniff_awr_kind(self.head[:20_000])

    @cached_property
    def is_html(self) -> bool:
        return bool(_HTML_HEAD.search(self.head[:20_000])) and "<" in self.head[:2000]

    @cached_property
    def markup_or_report(self) -> bool:
        """HTML, XML, JSON or an AWR report: none of the OS statistics tried after this can be one."""
        return self.start.startswith(("<", "{", "[")) or self.awr_kind is not None


Parser = Callable[[str, str], ParsedReport]


@dataclass(frozen=True)
class RunFormat(FileKind[Parser, Upload]):
    """One file format a run takes: its name, label, parser and detector (:class:`FileKind`), and what the lists of
    what a run takes say about it.

    ``kinds``: the report kinds (``ParsedReport.kind``) its parser gives; how each derives its metrics is the report
    kind's (``apps.runs.metrics.derive.DERIVE``). ``group``: a key of :data:`GROUPS`. ``short``: its name in the
    upload help and in the message for an unknown file. ``files`` and ``kept``: the contributors' guide's row (which
    files, what is kept of them).
    """

    kinds: tuple[str, ...] = ()
    group: str = ""
    short: str = ""
    files: str = ""
    kept: str = ""


#: The groups the upload help and the guide list the formats in, in this order: key -> what the group is called.
GROUPS = {"database": "database reports", "os": "OS statistics", "driver": "driver results"}


def _os_statistics(looks_like: Callable[[Upload], bool]) -> Callable[[Upload], bool]:
    """A sniffer of OS statistics that only a file that is no markup and no AWR report can be."""
    return lambda upload: not upload.markup_or_report and looks_like(upload)


def _html_report(name: str, text: str) -> ParsedReport:
    text = _clean_html(text)
    kind = awr.sniff_awr_kind(text[:300_000])
    if kind is None:
        raise ParseError(
            "This HTML file is not an AWR or ASH report (no 'WORKLOAD REPOSITORY' or "
            "'ASH Report' heading was found)."
        )
    return _awr(name, "html", kind, text)


def _text_report(name: str, text: str) -> ParsedReport:
    return _awr(name, "text", awr.sniff_awr_kind(text[:20_000]), text)


def detect_format(name: str, data: bytes) -> str | None:
    """The name of the format of :data:`RUN_FORMATS` that reads the file, or None when none recognises it."""
    found = RUN_FORMATS.by_content(Upload(name or "", decode(bytes(data))))
    return found.name if found is not None else None


def accepted() -> str:
    """What a run takes, by :data:`GROUPS`: ``database reports (AWR or ASH in HTML, ...), OS statistics (...)``."""
    parts = []
    for key, title in GROUPS.items():
        shorts = [f.short for f in RUN_FORMATS if f.group == key]
        if shorts:
            parts.append(f"{title} ({', '.join(shorts)})")
    return ", ".join(parts)


def _parse(name: str, data: bytes) -> ParsedReport:
    upload = Upload(name, decode(data))
    found = RUN_FORMATS.by_content(upload)
    if found is None:
        raise ParseError(ERR_UNKNOWN.format(accepted=accepted()))
    return found.parse(name, upload.text)


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



_DB_REPORT = (KIND_AWR_INSTANCE, KIND_AWR_RAC_GLOBAL, KIND_AWR_COMPARE, KIND_ASH)
_AWR_KEPT = ("the load profile, top timed events, wait classes, time model, host and instance CPU, IO profile, memory "
             "and cache sizes, parameters, global cache and interconnect figures; the first rows of a section it "
             "does not understand, verbatim")

#: Every file format a run takes, in the order the detectors are tried (a test states the order). OS statistics and
#: driver files first, recognised by their first lines (none of them can be an AWR report); any HTML file is read as
#: an AWR or ASH report, and refused when it is none; the JSON and CSV readers, which also go by the file's ending,
#: come last of their kind.
RUN_FORMATS: KindTable[RunFormat] = KindTable([
    RunFormat("swingbench", "Swingbench results (XML)", swingbench.parse_swingbench,
              detect=lambda u: swingbench.looks_like_swingbench(u.start),
              kinds=(KIND_BENCHMARK_TABLE,), group="driver", short="Swingbench results XML",
              files="charbench/swingbench results XML (`-r results.xml`)",
              kept="average transactions per second, users, run time, response times per transaction type"),
    RunFormat("nmon", "nmon capture", nmon.parse_nmon, detect=lambda u: nmon.looks_like_nmon(u.start),
              kinds=(KIND_OS_STATS,), group="os", short="nmon", files="Linux nmon and AIX topas_nmon captures",
              kept="CPU, run queue, disks, network interfaces, memory; a capture stopped early is flagged"),
    RunFormat("oswatcher", "OSWatcher archive file", oswatcher.parse_oswatcher,
              detect=lambda u: oswatcher.looks_like_oswatcher(u.start),
              kinds=(KIND_OS_STATS,), group="os", short="OSWatcher",
              files="`oswiostat`, `oswvmstat`, `oswmpstat` archive files (old and current layouts)",
              kept="as for the tool inside; the host comes from the file name when the tool prints none"),
    RunFormat("vmstat", "vmstat output", vmstat.parse_vmstat,
              detect=_os_statistics(lambda u: vmstat.looks_like_vmstat(u.start)),
              kinds=(KIND_OS_STATS,), group="os", short="vmstat",
              files="`vmstat`, with or without `-t` (without it the samples are numbered, not timed)",
              kept="run queue, blocked processes, CPU, free memory"),
    RunFormat("mpstat", "mpstat -P ALL output", mpstat.parse_mpstat,
              detect=_os_statistics(lambda u: mpstat.looks_like_mpstat(u.start)),
              kinds=(KIND_OS_STATS,), group="os", short="mpstat -P ALL", files="`mpstat -P ALL` interval output",
              kept="CPU per processor and for all"),
    RunFormat("iostat", "iostat -x output", iostat.parse_iostat,
              detect=_os_statistics(lambda u: iostat.looks_like_iostat(u.start) and not sar.has_sar_sections(u.start)),
              kinds=(KIND_OS_STATS,), group="os", short="iostat -x",
              files="`iostat -x`, with or without `-t`, kB, MB or sectors",
              kept="CPU and every device's reads and writes apart (per second, MB/s, await), queue size and "
                   "utilisation"),
    RunFormat("slob-conf", "SLOB configuration (slob.conf)", slob.parse_slob_conf,
              detect=_os_statistics(lambda u: slob.looks_like_slob_conf(u.name, u.start)),
              kinds=(KIND_BENCHMARK_CONFIG,), group="driver", short="slob.conf", files="SLOB's `slob.conf`",
              kept="every setting as the run's settings; passwords are shown as \"(redacted)\""),
    RunFormat("awr-html", "AWR or ASH report (HTML)", _html_report, detect=lambda u: u.is_html,
              kinds=_DB_REPORT, group="database", short="AWR or ASH in HTML",
              files="awrrpt/awrrpti and the RAC-global awrgrpt (10g to 19c and later), the compare-period reports "
                    "awrddrpt and awrgdrpt, ASH reports",
              kept=f"{_AWR_KEPT}; a compare-period report keeps both periods (split them into two runs); an ASH "
                   "report its header"),
    RunFormat("awr-text", "AWR or ASH report (text)", _text_report, detect=lambda u: u.awr_kind is not None,
              kinds=_DB_REPORT, group="database", short="AWR or ASH in text",
              files="the same reports as text (the text and HTML versions of one report give the same values, to "
                    "the precision the text prints)",
              kept="as for HTML"),
    RunFormat("statspack", "Statspack report", _statspack, detect=lambda u: statspack.looks_like_statspack(u.head),
              kinds=(KIND_STATSPACK,), group="database", short="Statspack",
              files="spreport text, single instance and RAC (samples exist for 11.2 and 12.1; the 9i/10g layouts "
                    "are read from Oracle's documented layout)",
              kept="as for an AWR instance report"),
    RunFormat("benchmark-json", "benchmark results (JSON)", benchmark.parse_json,
              detect=lambda u: u.text.lstrip()[:1] in "[{" or u.lower_name.endswith(".json"),
              kinds=(KIND_BENCHMARK_TABLE,), group="driver", short="JSON tables",
              files="JSON in the template's columns (download the template from the run page)",
              kept="every row; the template's extra columns verbatim"),
    RunFormat("hammerdb", "HammerDB output", benchmark.parse_hammerdb,
              detect=lambda u: benchmark.looks_like_hammerdb(u.head),
              kinds=(KIND_BENCHMARK_TABLE,), group="driver", short="HammerDB",
              files="the console output or `hammerdb.log` (old \"N Oracle TPM at M NOPM\" and new \"N NOPM from M "
                    "TPM\" wording)",
              kept="NOPM and TPM per virtual-user step, with the step's AWR snapshot ids"),
    RunFormat("sar", "sar report", sar.parse_sar, detect=lambda u: sar.looks_like_sar(u.head),
              kinds=(KIND_SAR,), group="os", short="sar",
              files="text from `sar -A` or any of its sections (`-u`, `-P ALL`, `-q`, `-d`, `-r`, `-n DEV`), 12 or "
                    "24 h clock, restarts",
              kept="every sample per CPU, device and interface"),
    RunFormat("benchmark-csv", "benchmark results (CSV or TSV)", benchmark.parse_csv,
              detect=lambda u: benchmark.looks_like_csv(u.head) or u.lower_name.endswith((".csv", ".tsv")),
              kinds=(KIND_BENCHMARK_TABLE,), group="driver", short="CSV tables",
              files="CSV or TSV in the template's columns (download the template from the run page)",
              kept="every row; the template's extra columns verbatim"),
])
