"""The data behind each chart of a comparison, as rows and as CSV text: the one CSV, on the server (the frontend
downloads it). Pure: a `ComparisonResult` in, text out; the columns and rows are each chart's catalogue entry's."""

from __future__ import annotations

import csv
import io
from typing import Any

from .charts import chart as chart_entry
from .engine import ComparisonResult


def _fmt(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.6g}"
    return value


def chart_rows(result: ComparisonResult, chart: str) -> tuple[list[str], list[list[Any]]]:
    """Header and rows of the data behind one chart, as its catalogue entry reads them; `ComparisonError` for a
    chart that does not exist."""
    entry = chart_entry(chart)
    return entry.head(result), entry.rows(result)


def _looks_numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _csv_cell(value: Any) -> Any:
    value = _fmt(value)
    # Spreadsheet formula injection: a cell starting with = + - @ is read as a formula; quote it as text.
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r") and not _looks_numeric(value):
        return "'" + value
    return value


def chart_csv(result: ComparisonResult, chart: str) -> str:
    """The data behind one chart as CSV text."""
    head, rows = chart_rows(result, chart)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(head)
    for row in rows:
        writer.writerow([_csv_cell(v) for v in row])
    return buf.getvalue()
