"""The data behind each chart of a comparison, as rows and as CSV text. Pure: a `ComparisonResult` in, text out."""

from __future__ import annotations

import csv
import io
from typing import Any

from . import constants as C
from .engine import ComparisonError, ComparisonResult


def _fmt(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.6g}"
    return value


def chart_rows(result: ComparisonResult, chart: str) -> tuple[list[str], list[list[Any]]]:
    """Header and rows of the data behind one chart; `ComparisonError` for a chart that does not exist."""
    if chart not in C.CHARTS:
        raise ComparisonError({"chart": [C.UNKNOWN_CHART.format(chart=chart, names=", ".join(C.CHARTS))]})
    if chart in ("throughput", "cpu_cost"):
        head = ["group", "runs", "pct_of_baseline", "ci95_low", "ci95_high", "pct_change", "within_noise", "test",
                "p_value"]
        rows = [[r["group"], r["n"], r["pct_of_baseline"], *(r["ci95"] or [None, None]), r["pct_change"],
                 r["within_noise"], r["test"], r["p_value"]] for r in result["normalized"][chart]]
        return head, rows
    if chart in ("absolute", "table"):
        head = ["metric", "unit", "group", "runs", "mean", "median", "stdev", "ci95_low", "ci95_high",
                "pct_of_baseline", "pct_change", "within_noise"]
        rows = []
        for row in result["table"]["rows"]:
            if chart == "absolute" and row["key"] not in C.CORE_KEYS:
                continue
            for c in row["cells"]:
                rows.append([row["key"], row["unit"], c["group"], c["n"], c["mean"], c["median"], c["stdev"],
                             *(c["ci95"] or [None, None]), c["pct_of_baseline"], c["pct_change"], c["within_noise"]])
        return head, rows
    if chart == "scaling":
        head = ["curve", "group", "source", "axis", "x", "tps", "cpu_util_pct", "txn_per_cpu",
                "cpu_seconds_per_1000_txn"]
        rows = [[c["name"], c["group"], c["source"], c["axis"], p["x"], p["tps"], p["cpu_util_pct"], p["txn_per_cpu"],
                 p["cpu_seconds_per_1000_txn"]] for c in result["scaling"] for p in c["points"]]
        return head, rows
    if chart == "wait_classes":
        classes = result["wait_classes"]["classes"]
        head = ["group", *classes]
        rows = [[g["group"], *(g["shares"].get(c) for c in classes)] for g in result["wait_classes"]["groups"]]
        return head, rows
    head = ["event", "wait_class", "group", "pct_db_time", "time_s", "delta_pct_points"]
    rows = [[e["name"], e["wait_class"], c["group"], c["pct_db_time"], c["time_s"], c["delta_pct_points"]]
            for e in result["top_events"]["events"] for c in e["groups"]]
    return head, rows


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
