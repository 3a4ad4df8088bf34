"""The subset of a parse result that golden files pin down.

Golden files hold hand-checked values; this module only selects and rounds the fields
they cover, so that a golden diff points at the quantity that changed.
"""

from __future__ import annotations

from typing import Any

from apps.runs.metrics import derive_metrics
from apps.runs.parsers import ParsedReport


def _r(v: Any) -> Any:
    if isinstance(v, float):
        return round(v, 4)
    if isinstance(v, dict):
        return {k: _r(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_r(x) for x in v]
    return v


def _sections_view(rep: ParsedReport) -> dict[str, Any]:
    """Row counts of the detail lists, and the first statement and segment of the first lists."""
    s = rep.sections
    sql = s.sql_stats[0] if s.sql_stats else None
    seg = s.segment_stats[0] if s.segment_stats else None
    return {
        "counts": {
            "wait_events": len(s.wait_events),
            "wait_histograms": len(s.wait_histograms),
            "sql_stats": len(s.sql_stats),
            "sql_text": len(s.sql_text),
            "segment_stats": len(s.segment_stats),
            "activity_stats": len(s.activity_stats),
            "gc_transfer": len(s.gc_transfer),
            "tablespace_io": len(s.tablespace_io),
            "file_io": len(s.file_io),
        },
        "first_sql": None if sql is None else {"measure": sql.measure, "sql_id": sql.sql_id, "value": sql.value},
        "first_segment": None if seg is None else {"measure": seg.measure, "object": seg.object_name,
                                                   "value": seg.value},
        "missing": s.missing,
    }


def key_view(rep: ParsedReport) -> dict[str, Any]:
    """Key values of a report, in a stable shape for golden comparison."""
    metrics = derive_metrics(rep)
    top = rep.top_events[0] if rep.top_events else None
    gc = (rep.gc_load_profile.get("global_cache_blocks_received") or {}).get("per_second")
    view = {
        "kind": rep.kind,
        "format": rep.format,
        "release": rep.release,
        "identity": {
            "db_name": rep.identity.db_name,
            "dbid": rep.identity.dbid,
            "instance_names": rep.identity.instance_names,
            "instance_numbers": rep.identity.instance_numbers,
            "hosts": rep.identity.hosts,
            "rac": rep.identity.rac,
            "cdb": rep.identity.cdb,
        },
        "snapshot": {
            "begin_id": rep.snapshot.begin_id,
            "end_id": rep.snapshot.end_id,
            "begin_time": rep.snapshot.begin_time,
            "end_time": rep.snapshot.end_time,
            "elapsed_min": rep.snapshot.elapsed_min,
            "db_time_min": rep.snapshot.db_time_min,
        },
        "cpus": rep.host.cpus,
        "tps": (rep.load_profile.get("transactions") or {}).get("per_second"),
        "db_time_per_s_load_profile": (rep.load_profile.get("db_time") or {}).get("per_second"),
        "buffer_hit_pct": rep.instance_efficiency.get("buffer_hit_pct"),
        "top_event": None
        if top is None
        else {"name": top.name, "pct_db_time": top.pct_db_time, "wait_class": top.wait_class},
        "gc_blocks_received_per_s": gc,
        "counts": {
            "top_events": len(rep.top_events),
            "wait_classes": len(rep.wait_classes),
            "load_profile": len(rep.load_profile),
            "instances": len(rep.instances),
            # the sections no recogniser reads, kept as printed: a change that drops some must show here
            "raw_sections": len(rep.raw_sections),
            "raw_section_rows": sum(len(section.rows) for section in rep.raw_sections),
        },
        "derived": {k: v.get("value") for k, v in metrics.items() if k != "series"},
        "sections": _sections_view(rep),
        "warnings": rep.warnings,
    }
    return _r(view)
