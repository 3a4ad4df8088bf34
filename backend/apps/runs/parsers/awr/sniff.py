"""Which member of the AWR family a report is, from the banner near its start."""

from __future__ import annotations

from ..model import KIND_ASH, KIND_AWR_COMPARE, KIND_AWR_INSTANCE, KIND_AWR_RAC_GLOBAL

_MARKERS = (
    ("WORKLOAD REPOSITORY COMPARE PERIOD REPORT", KIND_AWR_COMPARE),
    ("ASH Report For", KIND_ASH),
    ("WORKLOAD REPOSITORY REPORT (RAC)", KIND_AWR_RAC_GLOBAL),
    ("WORKLOAD REPOSITORY report for", KIND_AWR_INSTANCE),
    ("WORKLOAD REPOSITORY PDB report", KIND_AWR_INSTANCE),
    ("WORKLOAD REPOSITORY REPORT", KIND_AWR_INSTANCE),
)


def sniff_awr_kind(head: str) -> str | None:
    """The AWR family member announced in the first part of a report, if any."""
    best: tuple[int, str] | None = None
    for marker, kind in _MARKERS:
        pos = head.find(marker)
        if pos >= 0 and (best is None or pos < best[0]):
            best = (pos, kind)
    if best is None:
        low = head.lower()
        if "workload repository" in low and "compare period" in low:
            return KIND_AWR_COMPARE
        if "ash report" in low:
            return KIND_ASH
        if "workload repository" in low:
            return KIND_AWR_INSTANCE
        return None
    return best[1]
