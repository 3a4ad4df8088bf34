"""Turn an HTML or text report into a flat list of :class:`Table` objects.

Both AWR layouts end up in the same shape (a title, a header, rows of cell strings),
so the section extractors in :mod:`awr` are written once for HTML and text. The HTML half
lives in :mod:`.html_tables`.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from operator import itemgetter

# Tables we do not interpret still pass through here; cap how many rows we read so that
# the multi-thousand-row SQL and segment listings do not dominate parse time.
ROW_READ_CAP = 400
# Tables that are not parameter listings only need their first rows: every section we
# interpret is short, and unknown sections are kept with a few rows only.
ROW_READ_CAP_SMALL = 60
# The detail lists kept whole (wait events, histograms, SQL and segment lists, activity statistics, IO by file):
# a report holds a few thousand such rows at most, far below this bound.
ROW_READ_CAP_DETAIL = 20_000

_DETAIL_HEADINGS = re.compile(
    r"^(?:sql ordered by|complete list of sql text|segments by|foreground wait events|background wait events"
    r"|wait events|wait event histogram|instance activity stats|global cache transfer stat|tablespace io stats"
    r"|file io stats|system statistics \(global\)|segment statistics \(global\))",
    re.I,
)


def is_detail_heading(heading: str) -> bool:
    """True for the headings of the sections read row by row into :class:`~.model.ReportSections`."""
    return bool(_DETAIL_HEADINGS.match(heading.strip()))


@dataclass
class Table:
    """One table of a report.

    ``title`` is the best human heading we have (HTML ``summary`` attribute or the
    nearest heading; the section title line in text). ``header`` is one label per
    column; multi-row HTML headers are combined as ``"group / leaf"``.
    """

    title: str
    header: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    heading: str = ""
    summary: str = ""
    kv: bool = False  # label: value block rather than a columnar table
    truncated: bool = False
    lines: list[str] = field(default_factory=list)  # text layout: the data lines as printed

    def labels(self) -> list[str]:
        return [r[0] for r in self.rows if r]

    # The section finders ask every table the same questions, many times over: the lowered texts they search are
    # built once per table (rows and header are not changed once a table is read).
    @cached_property
    def header_text(self) -> str:
        """The column labels joined with ``" | "``, lower case."""
        return " | ".join(self.header).lower()

    @cached_property
    def labels_text(self) -> str:
        """The labels of the first 40 rows joined with ``" | "``, lower case."""
        return " | ".join(r[0] for r in self.rows[:40] if r).lower()


def header_index(header: list[str], *needles: str, exclude: tuple[str, ...] = ()) -> int | None:
    """Index of the first header cell containing all ``needles`` and none of ``exclude`` (case-insensitive)."""
    for i, h in enumerate(header):
        hl = h.lower()
        for n in needles:
            if n not in hl:
                break
        else:
            # plain loops, not any() over a generator: this runs for every column probe of every table
            for x in exclude:
                if x in hl:
                    break
            else:
                return i
    return None


# --------------------------------------------------------------------------- text

_DASH_RUN = re.compile(r"-{2,}")
_TILDE_LINE = re.compile(r"^~{3,}")
_DBINST = re.compile(r"\s*(?:DB/Inst:|for DB:\s+\S+\s+Instance:).*$")
# 9i/10g Statspack and some 10g AWR text titles: "SQL ordered by Elapsed time for DB: X  Instance: Y  Snaps: ..."
_FOR_DB = re.compile(r"\bfor DB:\s+\S+\s+Instance:")
_RULE_STARTS = ("-", "~")
_WIDE_GAP = re.compile(r"\s{3,}")
_VALUE_TOKEN = re.compile(r"^(?:[-+]?[\d,]*\.?\d+(?:[eE][-+]?\d+)?[A-Za-z%]{0,3}|[-+]?\d+\.[eE][-+]?\d+|N/A|#+)$")


def _is_dash_line(line: str) -> bool:
    """A rule: at least three dashes, and nothing but dashes, tildes and blanks (counted first, without copying the
    line: most lines stop there)."""
    return line.count("-") >= 3 and not line.strip().strip("- ~")


def _is_end_marker(line: str) -> bool:
    """The ``------`` rule that closes a section: one long run, well indented."""
    s = line.strip()
    return s.startswith("-" * 30) and " " not in s and line.startswith("   ")


def _title_of(line: str) -> str:
    line = _DBINST.sub("", line)
    parts = _WIDE_GAP.split(line.strip())
    return parts[0].strip() if parts else ""


def _is_title(lines: list[str], i: int) -> bool:
    line = lines[i]
    nxt = lines[i + 1] if i + 1 < len(lines) else ""
    tilde = nxt.startswith("~~~")  # what _TILDE_LINE matches
    if line[:1] == " " and not tilde:
        return False  # the common case, an indented data line: only an underlined title may be indented
    if not line.strip() or line.startswith("->") or _is_dash_line(line):
        return False
    if tilde:
        return True
    if line[0] != " " and nxt.startswith("->"):
        # RAC-global text: "Cache Sizes", then "-> notes" lines, then the ~~~ underline
        j = i + 1
        while j < len(lines) and j < i + 8 and lines[j].startswith("->"):
            j += 1
        if j < len(lines) and _TILDE_LINE.match(lines[j]):
            return True
    return line[0] != " " and ("DB/Inst:" in line or bool(_FOR_DB.search(line)))


def _column_bounds(cuts: list[int]) -> list[tuple[int, int | None]]:
    """(start, end) slice bounds of each column cut at ``cuts`` (the last column runs to the end of the line)."""
    return list(zip([0, *cuts[:-1]], [*cuts[:-1], None], strict=True))


@lru_cache(maxsize=256)  # the pages of one list repeat its layout: the cutters are made once per layout
def _row_cutters(cuts: tuple[int, ...]):
    """Two functions that cut fixed-width lines at the ends of the dash runs, one for a line and one for a list of
    lines.

    Oracle right-aligns numbers to the end of their dash run and left-aligns text at its start, so cutting at run
    ends keeps both kinds of column whole. Every slice is taken by one ``itemgetter`` call and stripped by ``map``,
    both in C (the row loops cut every row of a report).
    """
    slices = [slice(a, b) for a, b in _column_bounds(cuts)]
    strip = str.strip
    if len(slices) == 1:
        only = slices[0]

        def one(line: str) -> list[str]:
            return [line[only].strip()]

        def many(chunk: list[str]) -> list[list[str]]:
            return [[line[only].strip()] for line in chunk]

        return one, many
    get = itemgetter(*slices)

    def one(line: str) -> list[str]:
        return [*map(strip, get(line))]

    def many(chunk: list[str]) -> list[list[str]]:
        return [[*map(strip, get(line))] for line in chunk]

    return one, many


def _row_stops(lines: list[str]) -> list[int]:
    """The lines that may end a table body, or be skipped in a block-separated list: blank, first printed
    character a dash or tilde (a rule, an end marker, a ~~~ underline), or naming ``DB/Inst:``. A line over a
    ``~~~`` underline may end a table as well; the underline itself is listed, and :func:`_ruled_table` steps
    back one line from it. Every other line is a row. One comprehension over all lines, no call per line."""
    # ("" in "-~" holds: a blank line gives "" and is listed)
    return [i for i, line in enumerate(lines) if line.lstrip()[:1] in "-~" or "DB/Inst:" in line]


def kv_pairs(line: str) -> list[tuple[str, list[str]]]:
    """Read ``Label: v1 v2  Other label: v3`` into ``[(label, [v1, v2]), (other, [v3])]``.

    Labels may contain blanks and ``%``; when the line has colons a label ends at a token
    ending with ``:``, otherwise at the first token that looks like a number.
    """
    tokens = line.split()
    has_colon = any(t.endswith(":") for t in tokens)
    pairs: list[tuple[list[str], list[str]]] = []
    label: list[str] = []
    values: list[str] = []
    for tok in tokens:
        is_value = bool(_VALUE_TOKEN.match(tok))
        label_done = bool(label) and (label[-1].endswith(":") or not has_colon)
        if is_value and label_done:
            values.append(tok)
            continue
        if values:
            pairs.append((label, values))
            label, values = [], []
        label.append(tok)
    if label and (values or label[-1].endswith(":")):
        pairs.append((label, values))
    out = []
    for lab, vals in pairs:
        text = " ".join(lab).rstrip(":").strip()
        if text:
            out.append((text, vals))
    return out


def text_tables(text: str) -> list[Table]:
    """Tables of a text report: every dash-ruled table plus every ``~~~`` key/value block."""
    lines = text.split("\n")
    n = len(lines)
    stops = _row_stops(lines)
    tables: list[Table] = []
    title = ""
    i = 0
    while i < n:
        line = lines[i]
        # Most lines are neither a title nor a rule: step over them without calling the two tests below.
        first = line[:1]
        if first == " " or not first:
            # indented or empty: a title only when underlined, a rule only when its first printed character is one
            if not (i + 1 < n and lines[i + 1][:3] == "~~~") and line.lstrip()[:1] not in _RULE_STARTS:
                i += 1
                continue
        elif first == "-" and line[1:2] == ">":
            i += 1  # a "-> note" line (">" can be in neither a title nor a rule)
            continue
        elif first not in _RULE_STARTS and not first.isspace():
            # flush left: a title when underlined, naming its DB/instance, or over "->" notes; never a rule
            nxt = lines[i + 1] if i + 1 < n else ""
            if not nxt.startswith(("~~~", "->")) and "DB/Inst:" not in line and "for DB:" not in line:
                i += 1
                continue
        if _is_title(lines, i):
            title = _title_of(line)
            nxt = lines[i + 1] if i + 1 < n else ""
            if _TILDE_LINE.match(nxt):
                block, end = _kv_block(lines, i + 2, title)
                if block is not None:
                    tables.append(block)
                    i = end
                    continue
            i += 1
            continue
        if _is_dash_line(line) and not _is_end_marker(line) and "~" not in line:
            if _is_group_rule(lines, i):
                # the rule under column-group labels: the table starts at the leaf rule two lines down
                i += 2
                continue
            table, i = _ruled_table(lines, i, title, stops)
            if table is not None:
                tables.append(table)
            continue
        i += 1
    return tables


def _is_group_rule(lines: list[str], i: int) -> bool:
    """A rule under column-group labels ("Snapshot Ids", "% CPU") with one line of leaf headers and the leaf rule
    below it, as RAC-global text reports print their wide tables."""
    if i + 2 >= len(lines) or not lines[i + 1].strip() or not _is_dash_line(lines[i + 2]):
        return False
    if i == 0 or not lines[i - 1].strip() or _is_dash_line(lines[i - 1]):
        return False
    tokens = lines[i + 1].split()
    numeric = sum(1 for t in tokens if _VALUE_TOKEN.match(t))
    return numeric * 3 < len(tokens)


def _group_labels(label_line: str, rule: str, spans: list[tuple[int, int]]) -> list[str]:
    """For each leaf column span, the group label printed over the group rule's run that covers it."""
    runs = [(m.start(), m.end()) for m in _DASH_RUN.finditer(rule)]
    out = []
    for start, end in spans:
        mid = (start + end) // 2
        group = next(((a, b) for a, b in runs if a <= mid < b), None)
        out.append(" ".join(label_line[group[0] : group[1]].split()) if group else "")
    return out


def _kv_block(lines: list[str], start: int, title: str) -> tuple[Table | None, int]:
    """Read the ``label: value`` lines that follow a ``~~~`` title."""
    rows: list[list[str]] = []
    blanks = 0
    j = start
    while j < len(lines) and j < start + 60:
        line = lines[j]
        if not line.strip():
            blanks += 1
            if blanks >= 2 or (rows and title.lower().startswith(("load profile", "instance efficiency"))):
                break
            j += 1
            continue
        blanks = 0
        if _is_end_marker(line) or _is_title(lines, j):
            break
        if _is_dash_line(line):
            following = lines[j + 1] if j + 1 < len(lines) else ""
            if rows or ":" not in following:
                # a ruled table right under the title (Top 10 events, Host CPU, ...)
                break
            j += 1  # a ruler over the value columns of a key/value block
            continue
        for label, values in kv_pairs(line):
            rows.append([label, *values])
        j += 1
    if not rows:
        return None, start
    return Table(title=title, rows=rows, kv=True), j


@lru_cache(maxsize=256)  # a list's rule line comes back on each of its pages
def _dash_runs(rule: str) -> tuple[tuple[int, int], ...]:
    """(start, end) of each dash run of a rule line."""
    return tuple((m.start(), m.end()) for m in _DASH_RUN.finditer(rule))


def _ruled_table(lines: list[str], i: int, title: str, stops: list[int]) -> tuple[Table | None, int]:
    """The table ruled by the dash line ``lines[i]``: its header from the lines above, its rows from those below;
    and the line after it."""
    runs = _dash_runs(lines[i])
    if not runs:
        return None, i + 1
    cuts, runs = _columns(lines, i, runs)
    head_lines, above = _header_lines(lines, i)
    cells, cut_rows = _row_cutters(tuple(cuts))
    header_cells: list[list[str]] = [[] for _ in runs]
    for h in head_lines:
        for idx, cell in enumerate(cells(h)):
            if cell:
                header_cells[idx].append(cell)
    header = [" ".join(c) for c in header_cells]
    if len(head_lines) == 1:
        header = _grouped_header(lines, above, cuts, header)
    cap = ROW_READ_CAP_DETAIL if is_detail_heading(title) else ROW_READ_CAP
    # SQL lists print one block per statement (figures, module, text) separated by blank lines; RAC-global
    # Global Cache Transfer Statistics one block per receiving instance
    blocks = title.lower().startswith(("sql ordered by", "global cache transfer stat"))
    rows, raw, j = _body(lines, i + 1, stops, cap, blocks, cells, cut_rows)
    if not rows and not header:
        return None, j
    t = Table(title=title, header=header, rows=rows, truncated=len(rows) >= cap, lines=raw)
    return t, j


def _columns(lines: list[str], i: int, runs: tuple[tuple[int, int], ...]) -> tuple[list[int], list[tuple[int, int]]]:
    """Where the rule at ``lines[i]`` cuts its lines (the end of each dash run), and the runs; a label column left
    of the first run (``Begin Snap:``) gets a run of its own when the lines below print something there."""
    cuts = [end for _, end in runs]
    lead = runs[0][0]
    if lead > 0:
        probe = lines[i + 1 : i + 6]
        if any(p[:lead].strip() for p in probe if p.strip()):
            return [lead, *cuts], [(0, lead), *runs]
    return cuts, list(runs)


def _header_lines(lines: list[str], i: int) -> tuple[list[str], int]:
    """The header lines over the rule at ``lines[i]``: up to four, up to a blank, title, note or rule line (the
    line that stopped the scan is returned too)."""
    head_lines: list[str] = []
    k = i - 1
    while k >= 0 and len(head_lines) < 4:
        h = lines[k]
        if h.strip().startswith("~~~"):  # what _TILDE_LINE matches
            # 10g style: header words share the line with the ~~~ underline and the title
            head_lines.insert(0, h.replace("~", " "))
            if k >= 1 and _is_title(lines, k - 1):
                t_line = lines[k - 1]
                t_text = _title_of(t_line)
                pos = t_line.find(t_text)
                if pos >= 0:
                    head_lines.insert(0, t_line[:pos] + " " * len(t_text) + t_line[pos + len(t_text) :])
            break
        if not h.strip() or h.startswith("->") or _is_dash_line(h):
            break
        if "DB/Inst:" in h and _is_title(lines, k):
            break
        head_lines.insert(0, h)
        k -= 1
    return head_lines, k


def _grouped_header(lines: list[str], g: int, cuts: list[int], header: list[str]) -> list[str]:
    """RAC-global wide tables: group labels over a rule (``lines[g]``, the line over the one header line) above
    the leaf headers give "group / leaf" names, as in HTML."""
    if not (g >= 1 and _is_dash_line(lines[g]) and lines[g - 1].strip() and not _is_dash_line(lines[g - 1])):
        return header
    spans = []
    start = 0
    for end in cuts:
        spans.append((start, end))
        start = end
    groups = _group_labels(lines[g - 1], lines[g], spans)
    return [
        f"{grp} / {leaf}" if grp and leaf and grp != leaf else leaf or grp
        for grp, leaf in zip(groups, header, strict=False)
    ]


def _body(lines: list[str], j: int, stops: list[int], cap: int, blocks: bool, cells, cut_rows,
          ) -> tuple[list[list[str]], list[str], int]:
    """The rows of a table body from ``lines[j]`` on (at most ``cap``), the lines as printed when the table is
    read in ``blocks``, and the line the body ended at."""
    rows: list[list[str]] = []
    raw: list[str] = []
    n = len(lines)
    n_stops = len(stops)
    k = bisect_left(stops, j)
    while j < n:
        # every line before the next possible stop is a row: cut them all at once
        k = bisect_left(stops, j, k)
        stop = stops[k] if k < n_stops else n
        if stop < n and stop > j and lines[stop][:3] == "~~~":
            stop -= 1  # the line over a ~~~ underline is a title: it may end the table too
        if stop > j:
            room = cap - len(rows)
            if room > 0:
                chunk = lines[j : min(stop, j + room)]
                rows += cut_rows(chunk)
                if blocks:
                    raw += chunk
            j = stop
            if j >= n:
                break
        # the same tests, line by line, as for every line of a table body
        line = lines[j]
        s = line.strip()
        if not s:
            if blocks:
                j += 1
                continue
            break
        # an end marker or a rule starts with a dash or a tilde: test them only then
        if s[0] in "-~" and (_is_end_marker(line) or _is_dash_line(line)):
            break
        if (j + 1 < n and lines[j + 1][:3] == "~~~") or "DB/Inst:" in line:
            break
        if len(rows) < cap:
            rows.append(cells(line))
            if blocks:
                raw.append(line)
        j += 1
    return rows, raw, j
