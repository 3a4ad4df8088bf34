"""Reports of the timeline tests: real samples read in place, and series built from them (tests/report_series)."""

from __future__ import annotations

import gzip
import json
import os
from datetime import datetime
from pathlib import Path

from apps.runs.parsers import parse_file
from apps.runs.timeline.series import Report

from ..report_series import AWR_SAMPLES, RUN_SAMPLES, series

GOLDEN = Path(__file__).resolve().parent / "golden"
# UPDATE_GOLDEN=1 rewrites the golden files; review the diff before committing one.
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
START = datetime(2024, 3, 4, 9, 0)


def sample(pk: int, name: str) -> Report:
    """A real sample (run-samples, else awr-samples) parsed and taken through JSON, as the database keeps it."""
    path = RUN_SAMPLES / name if (RUN_SAMPLES / name).exists() else AWR_SAMPLES / name
    data = path.read_bytes()
    plain = name[:-3] if name.endswith(".gz") else name
    rep = parse_file(plain, gzip.decompress(data) if name.endswith(".gz") else data)
    return Report(id=pk, name=name, kind=rep.kind, report=type(rep).from_dict(json.loads(json.dumps(rep.to_dict()))))


def built(sources: list[Path], *, gap_after: tuple[int, ...] = (), first_pk: int = 1) -> list[Report]:
    """A series generated from real reports (only snapshot ids and times changed), parsed."""
    out = []
    for n, (name, text) in enumerate(series(sources, start=START, gap_after=gap_after), start=first_pk):
        rep = parse_file(name, text.encode("utf-8", "surrogateescape"))
        out.append(Report(id=n, name=name, kind=rep.kind, report=rep))
    return out


def check_golden(value, name: str) -> None:
    path = GOLDEN / name
    text = json.dumps(value, indent=1, sort_keys=True) + "\n"
    if UPDATE:
        path.write_text(text)
    assert json.loads(text) == json.loads(path.read_text()), f"{name} differs from its golden file"
