"""Series of reports of one database built at test time from real reports (see README.md beside this file).

A real report is copied with only its snapshot ids and snapshot times changed, so that copies follow each other on
the time axis; nothing else of its text is touched. The sources are read in place from ``../shared`` beside the
checkout; nothing generated is written into the repository.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

SHARED = Path(__file__).resolve().parents[6] / "shared"
RUN_SAMPLES = SHARED / "run-samples"
AWR_SAMPLES = SHARED / "awr-samples"

#: Real reports the series are built from: two Statspack reports of one database and instance (the book's "before"
#: and "during the problem" intervals), and the SLOB run's RAC-global and instance-2 text reports.
SP_TYPICAL = RUN_SAMPLES / "troubleshooting-oracle-perf-14__sp_1830_1845.txt"
SP_UNUSUAL = RUN_SAMPLES / "troubleshooting-oracle-perf-14__sp_1930_1945.txt"
RAC_GLOBAL = RUN_SAMPLES / "PoC-FlashGrid-p60x6__awr_rac.txt"
RAC_INSTANCE_2 = RUN_SAMPLES / "PoC-FlashGrid-p60x6__awr.txt"

_SECONDS = r"\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2}"
_SNAP_LINE = re.compile(rf"^(\s*(?:Begin|End) Snap:\s+)(\d+)(\s+)({_SECONDS})", re.M)
_SNAPS = re.compile(r"Snaps: (\d+)-(\d+)")
_FMT_S, _FMT_M = "%d-%b-%y %H:%M:%S", "%d-%b-%y %H:%M"


@dataclass(frozen=True)
class Snap:
    """The snapshot ids and times a source report prints, read from its text."""

    begin_id: int
    end_id: int
    begin: datetime
    end: datetime


def _snap(text: str) -> Snap:
    lines = _SNAP_LINE.findall(text)
    if len(lines) >= 2:
        (_, b_id, _, b_time), (_, e_id, _, e_time) = lines[:2]
        return Snap(int(b_id), int(e_id), datetime.strptime(b_time, _FMT_S), datetime.strptime(e_time, _FMT_S))
    # a RAC-global text report: the ids in its "Snaps: a-b" titles, the times in its instance table
    ids = _SNAPS.search(text)
    if not ids:
        raise ValueError("the source report prints no snapshot ids this generator knows")
    begin, end = _begin_end(text)
    return Snap(int(ids[1]), int(ids[2]), datetime.strptime(begin, _FMT_M), datetime.strptime(end, _FMT_M))


def _begin_end(text: str) -> tuple[str, str]:
    """A RAC-global text report's begin and end snapshot times, from its ADDM findings' rows."""
    m = re.search(r"ADDM:\d+_\d+\s+(\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}) (\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2})",
                  text)
    if not m:
        raise ValueError("the RAC-global source report has no ADDM row with its snapshot times")
    return m[1], m[2]


def retimed(source: Path, *, begin_id: int, begin: datetime) -> tuple[str, Snap]:
    """The text of ``source`` with its snapshots renumbered from ``begin_id`` and its window moved to start at
    ``begin`` (its length kept), and the new snapshot. Only snapshot ids and snapshot times change."""
    text = source.read_text(encoding="utf-8", errors="surrogateescape")
    old = _snap(text)
    shift = begin - old.begin
    new = Snap(begin_id, begin_id + (old.end_id - old.begin_id), old.begin + shift, old.end + shift)
    ids = {old.begin_id: new.begin_id, old.end_id: new.end_id}

    def snap_line(m: re.Match) -> str:
        new_id = str(ids[int(m[2])])
        stamp = (datetime.strptime(m[4], _FMT_S) + shift).strftime(_FMT_S)
        return f"{m[1][:len(m[1]) + len(m[2]) - len(new_id)]}{new_id}{m[3]}{stamp}"

    text = _SNAP_LINE.sub(snap_line, text)
    text = _SNAPS.sub(lambda m: f"Snaps: {ids.get(int(m[1]), int(m[1]))}-{ids.get(int(m[2]), int(m[2]))}", text)
    for when, moved in ((old.begin, new.begin), (old.end, new.end)):
        text = text.replace(when.strftime(_FMT_S), moved.strftime(_FMT_S))
        text = text.replace(when.strftime(_FMT_M), moved.strftime(_FMT_M))
    # a RAC-global header row: "... 8192  47  48  2 ..." (block size, begin and end snapshot, instance counts)
    # (right-aligned columns: a longer id takes its width from the spaces before it)
    def header(m: re.Match) -> str:
        b, e = str(new.begin_id), str(new.end_id)
        pad_b = m[1][:max(1, len(m[1]) - (len(b) - len(str(old.begin_id))))]
        pad_e = m[2][:max(1, len(m[2]) - (len(e) - len(str(old.end_id))))]
        return f"{pad_b}{b}{pad_e}{e}{m[3]}"

    text = re.sub(rf"(?<=8192)(\s+){old.begin_id}(\s+){old.end_id}(\s)", header, text, count=1)
    text = re.sub(rf"ADDM:(\d+)_{old.end_id}\b", lambda m: f"ADDM:{m[1]}_{new.end_id}", text)
    return text, new


def series(sources: list[Path], *, start: datetime, first_id: int = 1000,
           gap_after: tuple[int, ...] = ()) -> list[tuple[str, str]]:
    """(file name, text) of consecutive reports, one per entry of ``sources`` in order, each starting where the one
    before ended; after the positions in ``gap_after`` one snapshot interval is left out (a gap)."""
    out = []
    begin, snap_id = start, first_id
    for n, source in enumerate(sources):
        text, snap = retimed(source, begin_id=snap_id, begin=begin)
        out.append((f"{n:04d}-{snap.begin_id}_{snap.end_id}-{source.name.split('__')[-1]}", text))
        begin, snap_id = snap.end, snap.end_id
        if n in gap_after:
            begin, snap_id = begin + (snap.end - snap.begin), snap_id + 1
    return out
