"""A run's timeline as pages and as CSV (pure)."""

from __future__ import annotations

import csv
import io
from typing import Any

from .series import FIGURES

PAGE_SIZE = 500
PAGE_MAX = 2000


def page(timeline: dict[str, Any], *, offset: int, limit: int) -> dict[str, Any]:
    """Intervals ``offset`` to ``offset + limit`` and every line's points in them; the rest whole."""
    chosen = timeline["intervals"][offset:offset + limit]
    wanted = {i["index"] for i in chosen}
    instances = [{**line, "count": len(line["points"]),
                  "points": [p for p in line["points"] if p["interval"] in wanted]} for line in timeline["instances"]]
    return {**timeline, "offset": offset, "limit": limit, "count": len(timeline["intervals"]), "intervals": chosen,
            "instances": instances}


def wait_classes(timeline: dict[str, Any]) -> list[str]:
    return sorted({name for line in timeline["instances"] for p in line["points"] for name in p["wait_classes"]})


def to_csv(timeline: dict[str, Any]) -> str:
    """One row per instance and interval: the interval, the report, the figures, each wait class's share, the top
    event. A gap is a row of its own with only its times, so a spreadsheet shows it."""
    classes = wait_classes(timeline)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["instance", "interval", "begin", "end", "begin_snap", "end_snap", "file", *FIGURES,
                *(f"wait_class_pct:{c}" for c in classes), "top_event", "top_event_pct_db_time"])
    for line in timeline["instances"]:
        gaps = {g["after_file"]: g for g in line["gaps"]}
        for p in line["points"]:
            top = p["top_events"][0] if p["top_events"] else {}
            w.writerow([line["instance"], p["interval"] + 1, p["begin"], p["end"], p["begin_id"], p["end_id"],
                        p["file_name"], *(_num(p["figures"].get(k)) for k in FIGURES),
                        *(_num(p["wait_classes"].get(c)) for c in classes), top.get("name", ""),
                        _num(top.get("pct_db_time"))])
            gap = gaps.get(p["file"])
            if gap:
                w.writerow([line["instance"], "gap", gap["begin"], gap["end"], gap["from_snapshot"],
                            gap["to_snapshot"], "", *([""] * (len(FIGURES) + len(classes) + 2))])
    return out.getvalue()


def _num(v: Any) -> str:
    return "" if v is None else f"{v:g}" if isinstance(v, float) else str(v)
