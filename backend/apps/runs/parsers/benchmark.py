"""Benchmark result tables (CSV, JSON) and HammerDB console output.

Template (``benchmark_template.csv`` beside this module)::

    label,run,users,throughput,throughput_unit,cpu_util_pct,cpus,duration_s

Columns (header names are case-insensitive; aliases in brackets are accepted):

* ``users`` - concurrent users / sessions / threads [``sessions``, ``threads``, ``vu``,
  ``virtual_users``, ``clients``]. Required.
* ``throughput`` - the measured rate [``tps``, ``tpm``, ``nopm``, ``oet_per_min``,
  ``txn_per_min``, ``transactions_per_second``, ``rate``]. Required. When the column is
  named after its unit (``tps``, ``tpm``, ``nopm``, ``oet_per_min``) that unit is used.
* ``throughput_unit`` - ``tps``, ``tpm`` or ``oet_per_min`` (order entry transactions
  per minute, as published by the studies) [``unit``]. Default ``tps``.
* ``cpu_util_pct`` - host CPU busy percent, 0-100 [``cpu``, ``cpu_pct``, ``cpu_util``,
  ``%cpu``, ``cpu_busy_pct``]. Optional.
* ``cpus`` - CPU threads of the database host(s) [``vcpus``, ``cores``, ``num_cpus``].
* ``label`` - a free text name of the configuration [``name``, ``config``, ``series``].
* ``run`` - run id or repetition [``run_id``, ``iteration``].
* ``duration_s`` - measured interval in seconds [``duration``, ``seconds``, ``elapsed_s``].

Any other column is kept verbatim in ``BenchmarkRow.extra``. JSON input is either a list
of row objects or ``{"rows": [...], "throughput_unit": "..."}`` with the same keys.
"""

from __future__ import annotations

import csv
import io
import json
import re

from .model import KIND_BENCHMARK_TABLE, BenchmarkRow, ParsedReport, ParseError
from .textutil import parse_number

UNITS = ("tps", "tpm", "oet_per_min")

_ALIASES = {
    "users": ("users", "user", "sessions", "threads", "vu", "vus", "virtual_users", "clients", "concurrency"),
    "throughput": (
        "throughput",
        "tps",
        "tpm",
        "nopm",
        "oet_per_min",
        "oet_min",
        "txn_per_min",
        "transactions_per_second",
        "transactions_per_minute",
        "rate",
    ),
    "throughput_unit": ("throughput_unit", "unit", "units"),
    "cpu_util_pct": ("cpu_util_pct", "cpu", "cpu_pct", "cpu_util", "pct_cpu", "cpu_busy_pct", "cpu_percent"),
    "cpus": ("cpus", "vcpus", "cores", "num_cpus", "cpu_count"),
    "label": ("label", "name", "config", "series", "configuration"),
    "run": ("run", "run_id", "iteration", "rep"),
    "duration_s": ("duration_s", "duration", "seconds", "elapsed_s", "secs"),
}
_UNIT_FROM_COLUMN = {
    "tps": "tps",
    "transactions_per_second": "tps",
    "tpm": "tpm",
    "nopm": "tpm",
    "txn_per_min": "tpm",
    "transactions_per_minute": "tpm",
    "oet_per_min": "oet_per_min",
    "oet_min": "oet_per_min",
}

ERR_NO_COLUMNS = "Benchmark table needs at least a users column and a throughput column (e.g. users,throughput)."
ERR_NO_ROWS = "Benchmark table has a header but no data rows."
ERR_CELL_NUMBER = "{value!r} is not a number."
ERR_CELL_MISSING = "The row has no value for this required column."
ERR_CELL_UNIT = "{value!r} is not a throughput unit (tps, tpm or oet_per_min)."
ERR_ROWS = "The benchmark table has {count} bad cell(s); nothing from it was used."
MAX_CELL_ERRORS = 20  # what fits the file's 2000-character error text
# Columns whose cells must be numbers when filled; users and throughput must also be filled.
_NUMERIC_FIELDS = ("users", "cpu_util_pct", "cpus", "duration_s")
_REQUIRED_FIELDS = ("users",)


class TableError(ParseError):
    """A benchmark table with bad cells: ``errors`` lists each as ``{"row", "column", "message"}``.

    ``row`` counts data rows from 1 (the header is row 0) as a spreadsheet user would after the header;
    ``column`` is the header text of the cell's column.
    """

    def __init__(self, errors: list[dict]) -> None:
        self.errors = errors
        lines = [f"row {e['row']}, column {e['column']}: {e['message']}" for e in errors[:MAX_CELL_ERRORS]]
        more = len(errors) - MAX_CELL_ERRORS
        if more > 0:
            lines.append(f"... and {more} more")
        super().__init__(ERR_ROWS.format(count=len(errors)) + "\n" + "\n".join(lines))


def _norm(h: str) -> str:
    s = h.strip().lower().replace("%", "pct_")
    return re.sub(r"[^a-z0-9]+", "_", s).strip("_")


def normalise_unit(raw: str | None) -> str | None:
    """Map free text units to ``tps``, ``tpm`` or ``oet_per_min``."""
    if not raw:
        return None
    s = _norm(raw)
    if s in {"tps", "txn_s", "transactions_per_second", "per_second", "tx_s"}:
        return "tps"
    if s in {"tpm", "nopm", "txn_min", "transactions_per_minute", "per_minute", "tpmc"}:
        return "tpm"
    if "oet" in s or "order_entry" in s:
        return "oet_per_min"
    return None


def _map_header(header: list[str]) -> tuple[dict[str, int], list[tuple[int, str | None]]]:
    """Column index per field, plus every throughput-like column with the unit its name implies."""
    mapping: dict[str, int] = {}
    normed = [_norm(h) for h in header]
    for field, names in _ALIASES.items():
        for i, h in enumerate(normed):
            if h in names and i not in mapping.values():
                mapping[field] = i
                break
    throughput_cols = [(i, _UNIT_FROM_COLUMN.get(h)) for i, h in enumerate(normed) if h in _ALIASES["throughput"]]
    return mapping, throughput_cols


def _rows_to_report(
    name: str,
    fmt: str,
    header: list[str],
    records: list[list[str]],
    default_unit: str | None,
    decimal_comma: bool = False,
):
    mapping, throughput_cols = _map_header(header)

    def num(raw: str | None) -> float | None:
        if raw and decimal_comma and re.fullmatch(r"-?\d+,\d+", raw.strip()):
            raw = raw.replace(",", ".")
        return parse_number(raw)

    if "users" not in mapping or "throughput" not in mapping:
        raise ParseError(ERR_NO_COLUMNS + f" Found columns: {', '.join(h for h in header if h)[:200]}")
    rep = ParsedReport(kind=KIND_BENCHMARK_TABLE, format=fmt, source_name=name)
    used = set(mapping.values()) | {i for i, _ in throughput_cols}
    errors: list[dict] = []
    for row_no, rec in enumerate(records, start=1):
        if not any(str(c).strip() for c in rec):
            continue
        errors.extend(_cell_errors(row_no, rec, header, mapping, throughput_cols, num))

        def get(field: str, rec: list[str] = rec) -> str | None:
            i = mapping.get(field)
            return None if i is None or i >= len(rec) else str(rec[i]).strip()

        # the first throughput-like column that has a value in this row wins
        throughput, unit_hint = None, None
        for i, hint in throughput_cols:
            throughput = num(str(rec[i])) if i < len(rec) else None
            if throughput is not None:
                unit_hint = hint
                break
        unit = normalise_unit(get("throughput_unit")) or unit_hint or normalise_unit(default_unit) or "tps"
        row = BenchmarkRow(
            users=num(get("users")),
            throughput=throughput,
            throughput_unit=unit,
            cpu_util_pct=num(get("cpu_util_pct")),
            cpus=num(get("cpus")),
            label=get("label") or None,
            run=get("run") or None,
            duration_s=num(get("duration_s")),
            extra={header[i]: str(v) for i, v in enumerate(rec) if i not in used and i < len(header) and header[i]},
        )
        rep.benchmark_rows.append(row)
    if errors:
        raise TableError(errors)
    if not rep.benchmark_rows:
        raise ParseError(ERR_NO_ROWS)
    rep.section_titles["benchmark_rows"] = f"{fmt.upper()} benchmark table"
    return rep


def _cell_errors(row_no, rec, header, mapping, throughput_cols, num) -> list[dict]:
    """Every bad cell of one data row: a required value missing, or text where a number belongs."""
    out = []

    def cell(i: int) -> str:
        return str(rec[i]).strip() if i < len(rec) else ""

    def column(i: int) -> str:
        return header[i] if i < len(header) and header[i] else f"#{i + 1}"

    for field in _NUMERIC_FIELDS:
        i = mapping.get(field)
        if i is None:
            continue
        raw = cell(i)
        if not raw:
            if field in _REQUIRED_FIELDS:
                out.append({"row": row_no, "column": column(i), "message": ERR_CELL_MISSING})
        elif num(raw) is None:
            out.append({"row": row_no, "column": column(i), "message": ERR_CELL_NUMBER.format(value=raw)})
    filled = [(i, cell(i)) for i, _ in throughput_cols if cell(i)]
    for i, raw in filled:
        if num(raw) is None:
            out.append({"row": row_no, "column": column(i), "message": ERR_CELL_NUMBER.format(value=raw)})
    if not filled:
        out.append({"row": row_no, "column": column(throughput_cols[0][0]), "message": ERR_CELL_MISSING})
    i = mapping.get("throughput_unit")
    if i is not None and cell(i) and normalise_unit(cell(i)) is None:
        out.append({"row": row_no, "column": column(i), "message": ERR_CELL_UNIT.format(value=cell(i))})
    return out


def looks_like_csv(head: str) -> bool:
    first = next((ln for ln in head.split("\n") if ln.strip() and not ln.startswith("#")), "")
    if not any(sep in first for sep in (",", ";", "\t")):
        return False
    cells = [_norm(c) for c in re.split(r"[,;\t]", first)]
    names = {n for group in _ALIASES.values() for n in group}
    return sum(1 for c in cells if c in names) >= 2


def parse_csv(name: str, text: str) -> ParsedReport:
    """A CSV/TSV/semicolon table; ``#`` lines are comments."""
    lines = [ln for ln in text.split("\n") if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        raise ParseError(ERR_NO_ROWS)
    try:
        dialect = csv.Sniffer().sniff(lines[0], delimiters=",;\t")
        delimiter = dialect.delimiter
    except csv.Error:
        delimiter = ","
    reader = csv.reader(io.StringIO("\n".join(lines)), delimiter=delimiter)
    records = list(reader)
    header, body = records[0], records[1:]
    return _rows_to_report(name, "csv", header, body, None, decimal_comma=delimiter == ";")


def parse_json(name: str, text: str) -> ParsedReport:
    """A list of row objects, or an object with ``rows`` (and optional ``throughput_unit``)."""
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise ParseError(f"Invalid JSON: {exc}") from exc
    default_unit = None
    rows = doc
    if isinstance(doc, dict):
        default_unit = doc.get("throughput_unit") or doc.get("unit")
        rows = doc.get("rows") or doc.get("results") or doc.get("data")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, dict) for r in rows):
        raise ParseError('JSON benchmark table must be a list of row objects or {"rows": [...]}.')
    header: list[str] = []
    for r in rows:
        for k in r:
            if str(k) not in header:
                header.append(str(k))
    records = [["" if r.get(h) is None else str(r.get(h)) for h in header] for r in rows]
    rep = _rows_to_report(name, "json", header, records, default_unit if isinstance(default_unit, str) else None)
    return rep


_HAMMER_RE = re.compile(r"TEST RESULT\s*:\s*System achieved\s+([\d,]+)\s+NOPM\s+from\s+([\d,]+)\s+(\w+)\s+TPM", re.I)
# HammerDB 3.x and older: "System achieved 6517 Oracle TPM at 2180 NOPM"
_HAMMER_OLD_RE = re.compile(r"TEST RESULT\s*:\s*System achieved\s+([\d,]+)\s+(\w+)\s+TPM\s+at\s+([\d,]+)\s+NOPM", re.I)
_HAMMER_SNAP_RE = re.compile(r"(Start|End) Snapshot\s+(\d+)\s+taken at\s+(.+?)\s+of instance\s+(\S+)", re.I)
_HAMMER_TIMED_RE = re.compile(r"Timing test period of\s+(\d+)\s+in minutes", re.I)
_VU_RE = re.compile(r"(?:Vuser|Virtual Users?)\D{0,20}(\d+)|(\d+)\s+Active Virtual Users", re.I)


def looks_like_hammerdb(head: str) -> bool:
    return "TEST RESULT" in head and "NOPM" in head


def parse_hammerdb(name: str, text: str) -> ParsedReport:
    """HammerDB TPROC-C console/log output: one row per ``TEST RESULT`` line.

    The user count is taken from the nearest preceding "N Active Virtual Users" line when
    there is one. NOPM is reported as throughput (unit tpm); the database TPM goes to extra.
    """
    rep = ParsedReport(kind=KIND_BENCHMARK_TABLE, format="text", source_name=name)
    users = None
    step: dict[str, str] = {}
    duration = None
    for line in text.split("\n"):
        snap = _HAMMER_SNAP_RE.search(line)
        if snap:
            side = snap.group(1).lower()
            step[f"{side}_snap_id"], step[f"{side}_snap_time"] = snap.group(2), snap.group(3)
            step["instance"] = snap.group(4)
        timed = _HAMMER_TIMED_RE.search(line)
        if timed:
            duration = float(timed.group(1)) * 60
        m_users = re.search(r"(\d+)\s+Active Virtual Users", line, re.I) or re.search(
            r"Vuser\s+1:\s*Beginning rampup.*?(\d+)\s+users", line, re.I
        )
        if m_users:
            users = parse_number(m_users.group(1))
        m = _HAMMER_RE.search(line)
        old = None if m else _HAMMER_OLD_RE.search(line)
        if m or old:
            nopm, db_tpm, db = (m.group(1), m.group(2), m.group(3)) if m else (old.group(3), old.group(1), old.group(2))
            rep.benchmark_rows.append(
                BenchmarkRow(
                    users=users,
                    throughput=parse_number(nopm),
                    throughput_unit="tpm",
                    duration_s=duration,
                    extra={"nopm": nopm.replace(",", ""), "db_tpm": db_tpm.replace(",", ""), "db": db, **step},
                )
            )
            step, duration = {}, None
    if not rep.benchmark_rows:
        raise ParseError("HammerDB output without a 'TEST RESULT : System achieved N NOPM' line.")
    rep.note = "HammerDB output: throughput is NOPM (new orders per minute); db_tpm is in extra."
    rep.section_titles["benchmark_rows"] = "HammerDB TEST RESULT"
    return rep
