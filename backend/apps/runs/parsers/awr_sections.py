"""The detail lists of AWR and Statspack reports, row by row, HTML or text.

The summary extractors in :mod:`awr` read a handful of numbers per section; this module keeps every row of the
long lists a performance engineer works through: wait events and their histograms, the "SQL ordered by" lists
with the statement texts, the "Segments by" lists, Instance Activity Statistics, Global Cache transfer statistics
and tablespace / file IO. Tables are recognised by their heading (HTML ``h3``, text section title) and checked
against their column headers, so a look-alike table elsewhere in a report is not misread.

Text reports print a long list over several pages (one table per page, same title) and truncate names to the
column width; HTML prints each list once with full names. Both end up in the same typed rows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .model import (
    ActivityStatRow,
    FileIoRow,
    GcTransferRow,
    ParsedReport,
    ReportSections,
    SegmentStatRow,
    SqlStatRow,
    WaitEventRow,
    WaitHistogramRow,
)
from .tables import Table, header_index
from .textutil import (
    _UNCOMMON,
    _common_get,
    _parse_number_uncommon,
    norm_key,
    parse_duration_ms,
    parse_int,
    parse_number,
)

_SQL_ID = re.compile(r"^(?:[0-9a-z]{13}|\d{6,10})$")
_DBINST = re.compile(r"\s*DB/Inst:.*$")
_HIST_COUNT = re.compile(r"\(\d+\)\s*$")
_GLOBAL_SUFFIX = re.compile(r"\s*\(global\)\s*$", re.I)

# The section headings each list comes from, as the instance report prints them (prefix match, lower case).
SECTION_LABELS = {
    "wait_events": "Foreground / Background Wait Events",
    "wait_histograms": "Wait Event Histogram",
    "sql_stats": "SQL ordered by ...",
    "sql_text": "Complete List of SQL Text",
    "segment_stats": "Segments by ...",
    "activity_stats": "Instance Activity Stats",
    "gc_transfer": "Global Cache Transfer Statistics",
    "tablespace_io": "Tablespace IO Stats",
    "file_io": "File IO Stats",
}


def _name(t: Table) -> str:
    """The section heading of a table: the ``h2``/``h3`` in HTML, the title line in text."""
    raw = t.heading if t.summary or t.heading else t.title
    return _DBINST.sub("", raw or t.title).strip()


_col = header_index


def _cell(row: list[str], idx: int | None) -> str | None:
    if idx is None or idx >= len(row):
        return None
    return row[idx]


def _num(row: list[str], idx: int | None) -> float | None:
    """``parse_number`` of the cell at ``idx``; None when the row is shorter. This runs for every figure of every
    detail list: ``_cell`` and ``parse_number`` are inlined (same steps, same result)."""
    if idx is None or idx >= len(row):
        return None
    raw = row[idx]
    value = _common_get(raw, _UNCOMMON)
    return _parse_number_uncommon(raw) if value is _UNCOMMON else value


def _text(row: list[str], idx: int | None) -> str | None:
    if idx is None or idx >= len(row):  # _cell, inlined as in _num
        return None
    return " ".join(row[idx].split()) or None


def _measure(name: str, prefix: str) -> str:
    rest = _GLOBAL_SUFFIX.sub("", name[len(prefix) :].strip())
    rest = _DBINST.sub("", rest)
    return norm_key(rest).replace("i_o_", "io_")


# --------------------------------------------------------------------------- wait events
# _row_types: the row records of the long lists are built with their fields passed by position, in the order the
# dataclasses in model.py declare them: calling a class with keywords makes Python pack them into a dict and unpack
# them again, which costs about as much as the rest of a short row's work. A field added to one of those
# dataclasses must be added here at its position too.


def _avg_wait(raw: str | None) -> str | None:
    """Wait-event averages are in ns, us, ms or s (the reports' own legend); a text column too narrow for
    "2984.92ms" prints "2984.92m", which is milliseconds, not minutes."""
    if raw is None:
        return None
    s = raw.strip()
    # a digit then a bare "m", "u" or "n" at the end: the "s" was cut off (a string test, not a regex substitution:
    # this runs for every wait event; isdecimal() is what the regex \d matched)
    if s[-1:] in ("m", "u", "n") and s[-2:-1].isdecimal():
        return s + "s"
    return s


def _wait_events(t: Table, scope: str) -> list[WaitEventRow]:
    h = t.header
    event_i = _col(h, "event")
    if event_i is None:
        return []
    waits_i = _col(h, "waits", exclude=("%", "/txn", "avg", "time"))
    out_i = _col(h, "time", "out")
    time_i = _col(h, "time", exclude=("out", "avg", "%"))
    avg_i = _col(h, "avg")
    txn_i = _col(h, "/txn")
    pct_i = _col(h, "% db time") or _col(h, "% bg time") or _col(h, "%", "time", exclude=("out",))
    avg_unit = "ms"
    if avg_i is not None and "(s)" in h[avg_i].lower():
        avg_unit = "s"
    rows = []
    for row in t.rows:
        event = _text(row, event_i)
        # an event name starting with a letter is never read as a number: skip parse_number's slow path for it
        if not event or (not event[0].isalpha() and parse_number(event) is not None):
            continue
        waits, time_s = _num(row, waits_i), _num(row, time_i)
        raw_avg = _avg_wait(_cell(row, avg_i))
        avg_ms = parse_duration_ms(raw_avg, avg_unit)
        if raw_avg and avg_ms is not None and not ("a" <= raw_avg[-1] <= "z") and waits and time_s:
            # the unit was cut off by the column width: take the one that agrees with total time / waits
            implied = time_s * 1000.0 / waits
            avg_ms = min((avg_ms * f for f in (1e-6, 1e-3, 1.0, 1e3)), key=lambda v: abs(v - implied))
        # fields in declaration order, passed by position (see the note on _row_types)
        rows.append(
            WaitEventRow(
                scope,
                event,
                waits,
                _num(row, out_i),  # pct_timeouts
                time_s,
                avg_ms,
                _num(row, txn_i),  # waits_per_txn
                _num(row, pct_i),  # pct_time
            )
        )
    return rows


def _histogram(t: Table, name: str) -> list[WaitHistogramRow]:
    h = t.header
    if len(h) < 3 or "event" not in h[0].lower():
        return []
    labels = [x.split("/")[-1].strip() for x in h[2:]]
    width = len(labels)
    rows = []
    for row in t.rows:
        event = _text(row, 0)
        if not event:
            continue
        cells = row[2 : 2 + width]
        if len(cells) < width:
            cells += [""] * (width - len(cells))
        # RAC-global histograms add the count of tiny shares in brackets: "0.0(2)" (one test of the joined row
        # tells whether any cell needs it)
        if ")" in "".join(cells):
            cells = [_HIST_COUNT.sub("", c) if ")" in c else c for c in cells]
        # zip and map loop in C; the cells were padded to the labels' length, so zip drops nothing
        buckets = list(zip(labels, map(parse_number, cells), strict=True))
        rows.append(WaitHistogramRow(name, event, _num(row, 1), buckets))  # table, event, total_waits, buckets
    return rows


# --------------------------------------------------------------------------- SQL


def _sql_columns(h: list[str]) -> dict[str, int | None]:
    """Where each figure of a SQL list is, by its header (the pages of a text list repeat theirs: read once; the
    answer is shared, callers only read it)."""
    return _sql_columns_of(tuple(h))


@lru_cache(maxsize=128)
def _sql_columns_of(h: tuple[str, ...]) -> dict[str, int | None]:
    per_exec = _col(h, "per exec") or _col(h, "per exe")
    if per_exec is None:
        per_exec = _col(h, "rows per")
    if h and h[0].lower().startswith("sql id"):
        # RAC-global layout: the SQL id first, then "Total / ..." and "Per Execution / ..." column groups
        return {
            "value": 1,
            "executions": _col(h, "total / execs"),
            "per_exec": _col(h, "per execution /"),
            "pct_total": _col(h, "percentage of total /"),
            "elapsed_s": _col(h, "total / elapsed"),
            "pct_cpu": _col(h, "%cpu") or _col(h, "% cpu"),
            "pct_io": _col(h, "%io") or _col(h, "% io"),
            "sql_id": 0,
            "module": _col(h, "module"),
            "text": _col(h, "sql text"),
        }
    sql_id_i = _col(h, "sql id")
    if sql_id_i is None:
        sql_id_i = _col(h, "hash value")  # Statspack before 12c identifies statements by their (old) hash value
    return {
        "value": 0,
        "executions": _col(h, "executions"),
        "per_exec": per_exec,
        "pct_total": _col(h, "%total", exclude=("parse",)) or _col(h, "% total"),
        "elapsed_s": _col(h, "elapsed time", exclude=("per exec",)) or _col(h, "elapsd time") or _col(
            h, "elapsed", "time", exclude=("per",)
        ),
        "pct_cpu": _col(h, "%cpu"),
        "pct_io": _col(h, "%io"),
        "sql_id": sql_id_i,
        "module": _col(h, "sql module"),
        "text": _col(h, "sql text"),
    }


def _sql_row(measure: str, rank: int, row: list[str], cols: dict[str, int | None]) -> SqlStatRow:
    return SqlStatRow(
        measure,
        rank,
        (_cell(row, cols["sql_id"]) or "").strip(),
        _num(row, cols["value"]),
        _num(row, cols["executions"]),
        _num(row, cols["per_exec"]),
        _num(row, cols["pct_total"]),
        _num(row, cols["elapsed_s"]),
        _num(row, cols["pct_cpu"]),
        _num(row, cols["pct_io"]),
        _text(row, cols["module"]),
    )


def _sql_html(t: Table, measure: str, start: int, texts: dict[str, str]) -> list[SqlStatRow]:
    cols = _sql_columns(t.header)
    id_i = cols["sql_id"]
    if id_i is None:
        return []
    # _sql_row, inlined with the column indexes read once per table rather than once per row
    value_i, execs_i, per_exec_i, pct_total_i = cols["value"], cols["executions"], cols["per_exec"], cols["pct_total"]
    elapsed_i, cpu_i, io_i = cols["elapsed_s"], cols["pct_cpu"], cols["pct_io"]
    module_i, text_i = cols["module"], cols["text"]
    out = []
    for row in t.rows:
        sql_id = row[id_i].strip() if id_i < len(row) else ""
        if not _SQL_ID.match(sql_id):
            continue
        out.append(
            SqlStatRow(
                measure,
                start + len(out) + 1,  # rank
                sql_id,
                _num(row, value_i),
                _num(row, execs_i),
                _num(row, per_exec_i),
                _num(row, pct_total_i),
                _num(row, elapsed_i),
                _num(row, cpu_i),
                _num(row, io_i),
                _text(row, module_i),
            )
        )
        if sql_id not in texts:  # the first list that shows a statement gives its text
            snippet = _text(row, text_i)
            if snippet:
                texts[sql_id] = snippet
    return out


def _figures_row(line: str, id_col: int) -> list[str] | None:
    """The cells of a text SQL list's figures line, or None when the line is module or statement text.

    The SQL id is the last column (or the first, in RAC-global reports) and every other token is a number. When
    fewer figures are printed than there are columns, the missing ones are taken to be the leading blanks.
    """
    # the SQL id ends the line (starts it in RAC-global lists): a line of statement text is not split whole
    edge = line.split(None, 1) if id_col == 0 else line.rsplit(None, 1)
    if len(edge) < 2 or not _SQL_ID.match(edge[0 if id_col == 0 else -1]):
        return None
    tokens = line.split()
    figures = tokens[1:] if id_col == 0 else tokens[:-1]
    sql_id = tokens[0] if id_col == 0 else tokens[-1]
    for x in figures:  # a loop, not all() over a generator: this runs for every line of every text SQL list
        if x != "N/A" and parse_number(x) is None:
            return None
    if id_col == 0:
        return [sql_id, *figures]
    row = [""] * (id_col + 1)
    offset = max(0, id_col - len(figures))
    for i, c in enumerate(figures[:id_col]):
        row[offset + i] = c
    row[id_col] = sql_id
    return row


def _sql_text_blocks(
    t: Table, measure: str, start: int, texts: dict[str, str], prev: SqlStatRow | None
) -> list[SqlStatRow]:
    """Text layout: a line of figures ending in the SQL id, then ``Module: ...``, then the first lines of text.

    A page break can fall inside a statement's block; ``prev`` is the last statement of the previous page, which
    the lines before this page's first figures belong to.
    """
    cols = _sql_columns(t.header)
    if cols["sql_id"] is None:
        return []
    out: list[SqlStatRow] = []
    current: SqlStatRow | None = prev
    body: list[str] = []

    def flush() -> None:
        if current is not None and body and current.sql_id not in texts:
            # lines are cut at the report width, mid-word: glue them back as printed
            texts[current.sql_id] = " ".join("".join(body).split())

    id_col = cols["sql_id"]
    for line in t.lines:
        row = _figures_row(line, id_col)
        if row is not None:
            flush()
            current = _sql_row(measure, start + len(out) + 1, row, cols)
            out.append(current)
            body = []
            continue
        if current is None:
            continue
        stripped = line.strip()
        if stripped.startswith("Module:") and current.module is None and not body:
            current.module = stripped[len("Module:") :].strip() or None
            continue
        if stripped:
            body.append(line)
    flush()
    return out


def _sql_text_table(t: Table, texts: dict[str, str]) -> None:
    id_i = _col(t.header, "sql id")
    text_i = _col(t.header, "sql text")
    if id_i is None or text_i is None:
        return
    for row in t.rows:
        sql_id = (_cell(row, id_i) or "").strip()
        if _SQL_ID.match(sql_id):
            body = _cell(row, text_i) or ""
            texts[sql_id] = body.strip()


# --------------------------------------------------------------------------- segments


def _segments(t: Table, measure: str, start: int, text_layout: bool) -> list[SegmentStatRow]:
    h = t.header
    out: list[SegmentStatRow] = []
    if not text_layout or _col(h, "owner") is not None:
        # HTML, and Statspack text: one line per segment
        owner_i = _col(h, "owner")
        if owner_i is None:
            return []
        ts_i = _col(h, "tablespace")
        obj_i = _col(h, "object name")
        sub_i = _col(h, "subobject")
        type_i = _col(h, "type")
        for row in t.rows:
            if len(row) < 4 or not row[owner_i].strip():
                continue
            out.append(
                SegmentStatRow(
                    measure,
                    start + len(out) + 1,  # rank
                    _text(row, owner_i),
                    _text(row, ts_i),
                    _text(row, obj_i),
                    _text(row, sub_i),
                    _text(row, type_i),
                    _num(row, len(row) - 2),  # value
                    _num(row, len(row) - 1),  # pct
                )
            )
        return out
    # text: "owner  tablespace" on one line, the object and its figures on the next
    if _col(h, "object name") is None:
        return []
    owner: tuple[str | None, str | None] | None = None
    for row in t.rows:
        if len(row) < 4:
            continue
        figures = [c for c in row[2:] if c.strip()]
        if not figures:
            owner = (_text(row, 0), _text(row, 1))
            continue
        if owner is None:
            continue
        out.append(
            SegmentStatRow(
                measure,
                start + len(out) + 1,  # rank
                owner[0],
                owner[1],  # tablespace
                _text(row, 0),  # object_name
                _text(row, 1),  # subobject_name
                _text(row, 2),  # object_type
                _num(row, len(row) - 2),  # value
                _num(row, len(row) - 1),  # pct
            )
        )
        owner = None
    return out


# --------------------------------------------------------------------------- activity, GC, IO


def _activity(t: Table) -> list[ActivityStatRow]:
    h = t.header
    if not h or "statistic" not in h[0].lower() or _col(h, "total") is None:
        return []
    total_i = _col(h, "total")
    sec_i = _col(h, "second")
    txn_i = _col(h, "trans")
    return [
        ActivityStatRow(" ".join(row[0].split()), _num(row, total_i), _num(row, sec_i), _num(row, txn_i))
        for row in t.rows
        if row and row[0].strip()
    ]


def _gc_transfer(t: Table) -> list[GcTransferRow]:
    h = t.header
    if len(h) < 10 or (_col(h, "block class") is None and _col(h, "block / class") is None):
        return []
    # RAC-global reports add a destination column first ("Instance# / Dest", "Instance# / Src"); text prints
    # each destination once, on its first row
    dest = 1 if "dest" in h[0].lower() else 0
    out = []
    last_dest: int | None = None
    for row in t.rows:
        if len(row) < 10 + dest or parse_int(row[dest]) is None:
            continue
        if dest:
            last_dest = parse_int(row[0]) if row[0].strip() else last_dest
        out.append(
            GcTransferRow(
                inst_no=parse_int(row[dest]),
                block_class=" ".join(row[1 + dest].split()),
                cr_received=_num(row, 2 + dest),
                cr_immed_pct=_num(row, 3 + dest),
                cr_busy_pct=_num(row, 4 + dest),
                cr_congested_pct=_num(row, 5 + dest),
                current_received=_num(row, 6 + dest),
                current_immed_pct=_num(row, 7 + dest),
                current_busy_pct=_num(row, 8 + dest),
                current_congested_pct=_num(row, 9 + dest),
                dest_inst=last_dest if dest else None,
            )
        )
    return out


def _global_segments(t: Table, counts: dict[str, int], last: list[str]) -> list[SegmentStatRow]:
    """RAC-global "Segment Statistics (Global)": one table, the statistic in the first column (text prints it on
    the first row of each group only); ``last`` carries that name across text pages."""
    h = t.header
    if not h or "statistic" not in h[0].lower() or _col(h, "owner") is None:
        return []
    owner_i, ts_i, obj_i = _col(h, "owner"), _col(h, "tablespace"), _col(h, "object name")
    sub_i, type_i, value_i, pct_i = _col(h, "subobject"), _col(h, "type"), _col(h, "value"), _col(h, "%total")
    out = []
    for row in t.rows:
        if len(row) < len(h) - 2:
            continue
        if row[0].strip():
            last[:] = [norm_key(row[0])]
        if not last:
            continue
        measure = last[0]
        counts[measure] = counts.get(measure, 0) + 1
        out.append(
            SegmentStatRow(
                measure,
                counts[measure],  # rank
                _text(row, owner_i),
                _text(row, ts_i),
                _text(row, obj_i),
                _text(row, sub_i),
                _text(row, type_i),
                _num(row, value_i),
                _num(row, pct_i),
            )
        )
    return out


def _file_io(t: Table, with_file: bool) -> list[FileIoRow]:
    h = t.header
    ts_i = _col(h, "tablespace")
    if ts_i is None:
        return []
    file_i = _col(h, "file") if with_file else None
    reads_i = _col(h, "reads", exclude=("/s", "ms", "blks", "av", "1-bk", "data"))
    rps_i = _col(h, "rd/s") or _col(h, "reads/s") or _col(h, "av reads/s") or _col(h, "av rds/s")
    rdms_i = _col(h, "rd(ms)") or _col(h, "rd ms") or _col(h, "av rd(ms)")
    blks_i = _col(h, "blks/rd") or _col(h, "blks/ rd")
    writes_i = _col(h, "writes", exclude=("/s", "av"))
    wps_i = _col(h, "writes/s") or _col(h, "wrt/s") or _col(h, "av writes/s")
    bw_i = _col(h, "buffer waits")
    bwms_i = _col(h, "buf wt(ms)") or _col(h, "buf wt")
    out = []
    for row in t.rows:
        ts = _text(row, ts_i)
        if not ts:
            continue
        out.append(
            FileIoRow(
                ts,
                _text(row, file_i),
                _num(row, reads_i),
                _num(row, rps_i),
                _num(row, rdms_i),
                _num(row, blks_i),
                _num(row, writes_i),
                _num(row, wps_i),
                _num(row, bw_i),
                _num(row, bwms_i),
            )
        )
    return out


# --------------------------------------------------------------------------- driver


def extract_sections(rep: ParsedReport, tables: list[Table]) -> ReportSections:
    """Fill ``rep.sections`` from every detail table of the report and return it."""
    sec = rep.sections
    text_layout = rep.format == "text"
    sql_counts: dict[str, int] = {}
    seg_counts: dict[str, int] = {}
    last_sql: dict[str, SqlStatRow] = {}
    last_global_segment: list[str] = []
    for t in tables:
        name = _name(t)
        low = name.lower()
        if not low:
            continue
        if low.startswith("sql ordered by"):
            measure = _measure(name, "SQL ordered by")
            start = sql_counts.get(measure, 0)
            prev = last_sql.get(measure)
            rows = (
                _sql_text_blocks(t, measure, start, sec.sql_text, prev)
                if text_layout
                else _sql_html(t, measure, start, sec.sql_text)
            )
            sql_counts[measure] = start + len(rows)
            if rows:
                last_sql[measure] = rows[-1]
            sec.sql_stats.extend(rows)
            if rows:
                sec.titles.setdefault("sql_stats", "SQL ordered by ...")
        elif low.startswith("complete list of sql text"):
            _sql_text_table(t, sec.sql_text)
            sec.titles["sql_text"] = "Complete List of SQL Text"
        elif low.startswith("segments by"):
            measure = _measure(name, "Segments by")
            start = seg_counts.get(measure, 0)
            rows = _segments(t, measure, start, text_layout)
            seg_counts[measure] = start + len(rows)
            sec.segment_stats.extend(rows)
            if rows:
                sec.titles.setdefault("segment_stats", "Segments by ...")
        elif low.startswith(("background wait events", "foreground wait events")) or low == "wait events":
            scope = "background" if low.startswith("background") else "foreground"
            rows = _wait_events(t, scope)
            sec.wait_events.extend(rows)
            if rows:
                sec.titles.setdefault("wait_events", name)
        elif low.startswith("wait event histogram"):
            # a report prints several histograms (up to 64 us, 32 ms, ...): each is kept under its own heading
            rows = _histogram(t, name)
            sec.wait_histograms.extend(rows)
            if rows:
                sec.titles.setdefault("wait_histograms", "Wait Event Histogram")
        elif low.startswith("segment statistics (global)"):
            rows = _global_segments(t, seg_counts, last_global_segment)
            sec.segment_stats.extend(rows)
            if rows:
                sec.titles.setdefault("segment_stats", name)
        elif (
            low.startswith("instance activity stats") and "absolute" not in low and "thread" not in low
        ) or low.startswith("system statistics (global)"):
            rows = _activity(t)
            sec.activity_stats.extend(rows)
            if rows:
                sec.titles.setdefault("activity_stats", "Instance Activity Stats")
        elif low.startswith("global cache transfer stat"):
            rows = _gc_transfer(t)
            sec.gc_transfer.extend(rows)
            if rows:
                sec.titles.setdefault("gc_transfer", name)
        elif low.startswith("tablespace io stats"):
            rows = _file_io(t, with_file=False)
            sec.tablespace_io.extend(rows)
            if rows:
                sec.titles.setdefault("tablespace_io", name)
        elif low.startswith("file io stats"):
            rows = _file_io(t, with_file=True)
            sec.file_io.extend(rows)
            if rows:
                sec.titles.setdefault("file_io", name)
    return sec


# --------------------------------------------------------------------------- truncated reports

END_MARKER = re.compile(r"end\s+of\s+report", re.I)
#: The warning a report without its "End of Report" line carries (the run's metrics prefer a complete report).
TRUNCATED = "The report stops before its 'End of Report' line: it looks truncated."


def _expected_sections(rep: ParsedReport) -> list[tuple[str, bool]]:
    """The sections every complete report of this kind prints, each with whether it was found."""
    s = rep.sections
    scopes = {w.scope for w in s.wait_events}
    found = [
        ("Load Profile" if rep.kind != "awr_rac_global" else "System Statistics", bool(rep.load_profile)),
        ("Top Timed Events", bool(rep.top_events)),
        ("Foreground Wait Events", "foreground" in scopes),
        ("Background Wait Events", "background" in scopes),
        ("SQL ordered by ...", bool(s.sql_stats)),
    ]
    if rep.kind == "awr_rac_global":
        found.insert(2, ("Time Model", rep.cluster_total.get("db_time_s") is not None))
        found += [("Wait Event Histogram", bool(s.wait_histograms)), ("init.ora Parameters", bool(rep.parameters))]
    else:
        found.insert(2, ("Time Model Statistics", bool(rep.time_model)))
        found += [
            ("Instance Activity Stats", bool(s.activity_stats)),
            ("Segments by ...", bool(s.segment_stats)),
            ("init.ora Parameters", bool(rep.parameters)),
        ]
        if rep.kind != "statspack":
            found.insert(5, ("Wait Event Histogram", bool(s.wait_histograms)))
    return found


def check_complete(rep: ParsedReport, text: str) -> None:
    """Warn when a report stops before its "End of Report" line, naming the sections that were not found.

    What was read is kept: a report cut in half still gives its summary.
    """
    if END_MARKER.search(text[-20_000:]):
        return
    missing = [name for name, present in _expected_sections(rep) if not present]
    rep.sections.missing = missing
    message = TRUNCATED
    if missing:
        message += f" Sections not found: {', '.join(missing)}."
    rep.warnings.append(message)
