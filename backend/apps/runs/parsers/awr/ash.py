"""The ASH report (ashrpt): identity and the analysis window; the rest is kept raw."""

from __future__ import annotations

import re

from ..model import RAW_SECTION_CAP, ParsedReport
from ..tables import Table
from ..textutil import parse_int, parse_number
from ._common import _cell, _clean, _col, _header_has, _identity_from_db_table, _raw_section, _title_has, is_db_table


def build_ash_report(rep: ParsedReport, tables: list[Table], text: str) -> ParsedReport:
    """Identity and the headline numbers of an ASH report; the rest is kept raw."""
    rep.note = (
        "ASH report (ashrpt): sampled session activity, not an AWR instance report; "
        "only identity and the analysis window are extracted."
    )
    for t in tables:
        if is_db_table(t):
            _identity_from_db_table(rep, t)
            break
    for t in tables:
        if _header_has(t, "cpus") and _header_has(t, "sga size") and t.rows:
            rep.host.cpus = parse_int(_cell(t.rows[0], _col(t.header, "cpus")))
            break
    patterns = {
        "analysis_begin_time": r"Analysis Begin Time:\s*(?:</td><td[^>]*>)?\s*([0-9]{2}-\w{3}-[0-9]{2} [0-9:]{8})",
        "analysis_end_time": r"Analysis End Time:\s*(?:</td><td[^>]*>)?\s*([0-9]{2}-\w{3}-[0-9]{2} [0-9:]{8})",
        "elapsed_min": r"Elapsed Time:\s*(?:</td><td[^>]*>)?\s*([\d,.]+)\s*\(mins\)",
        "sample_count": r"Sample Count:\s*(?:</td><td[^>]*>)?\s*([\d,]+)",
        "average_active_sessions": r"Average Active Sessions:\s*(?:</td><td[^>]*>)?\s*([\d,.]+)",
    }
    for key, pattern in patterns.items():
        m = re.search(pattern, text)
        if m:
            value = m.group(1)
            rep.extra[key] = value if key.endswith("_time") else parse_number(value)
    rep.snapshot.begin_time = rep.extra.get("analysis_begin_time")
    rep.snapshot.end_time = rep.extra.get("analysis_end_time")
    rep.snapshot.elapsed_min = rep.extra.get("elapsed_min")
    for t in tables:
        if _title_has(t, "top user events") or (_header_has(t, "event", "event class") and t.rows):
            rep.extra["top_user_events"] = [
                {
                    "event": _clean(_cell(row, 0)),
                    "event_class": _clean(_cell(row, 1)),
                    "pct_activity": parse_number(_cell(row, 2)),
                    "avg_active_sessions": parse_number(_cell(row, 3)),
                }
                for row in t.rows[:10]
                if row and row[0]
            ]
            break
    rep.raw_sections = [_raw_section(t) for t in tables[:RAW_SECTION_CAP] if t.rows]
    return rep
