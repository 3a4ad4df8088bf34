"""The table of a run's file formats (apps.runs.parsers.dispatch.RUN_FORMATS) is the one place a format is declared:
a format added to it alone is detected and parsed, derives its metrics, and appears in the API vocabulary (the upload
help's source), the message for an unknown file and the contributors' guide; no list of format names is written by
hand anywhere else."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from apps.runs import guide
from apps.runs.metrics import derive_metrics
from apps.runs.metrics.derive import DERIVE
from apps.runs.parsers import ParseError, parse_file
from apps.runs.parsers.dispatch import ERR_UNKNOWN, GROUPS, RUN_FORMATS, RunFormat, accepted, detect_format
from apps.runs.parsers.model import KIND_BENCHMARK_CONFIG, KINDS, ParsedReport
from config import api_vocabulary

REPO = Path(__file__).resolve().parents[4]
MAGIC = "THROWAWAY-CAPTURE v1"


def _parse_throwaway(name: str, text: str) -> ParsedReport:
    rep = ParsedReport(kind=KIND_BENCHMARK_CONFIG, format="text", source_name=name)
    rep.run_settings = {"lines": str(len(text.splitlines()))}
    return rep


@pytest.fixture
def throwaway():
    entry = RunFormat("throwaway-capture", "throwaway capture (a test's own)", _parse_throwaway,
                      detect=lambda u: u.start.startswith(MAGIC), kinds=(KIND_BENCHMARK_CONFIG,), group="driver",
                      short="throwaway captures", files="a test's own file", kept="how many lines it has")
    RUN_FORMATS.insert(0, entry)
    try:
        yield entry
    finally:
        RUN_FORMATS.remove(entry)


def test_a_format_added_to_the_table_alone_is_detected_parsed_and_listed_everywhere(throwaway):
    data = f"{MAGIC}\nsetting = 1\n".encode()
    assert detect_format("capture.out", data) == "throwaway-capture"
    report = parse_file("capture.out", data)
    assert report.kind == KIND_BENCHMARK_CONFIG and report.run_settings == {"lines": "2"}
    assert derive_metrics(report)["tps"] == {"value": None, "section": None}

    vocabulary = api_vocabulary.render()
    assert ('"throwaway-capture": {"label": "throwaway capture (a test\'s own)", "group": "driver", '
            '"short": "throwaway captures"}') in vocabulary
    assert "throwaway captures" in accepted()
    with pytest.raises(ParseError, match="throwaway captures"):
        parse_file("notes.txt", b"just some words\n")
    assert "| driver results: throwaway capture (a test's own) | a test's own file | how many lines it has |" in (
        guide.guide_section())


def test_the_table_is_well_formed():
    for f in RUN_FORMATS:
        assert f.label and f.short and f.files and f.kept, f.name
        assert f.group in GROUPS, f.name
        assert f.kinds and set(f.kinds) <= set(KINDS), f.name
    assert set(DERIVE) == set(KINDS), "every report kind says how it derives its metrics"


def test_the_message_for_an_unknown_file_names_every_group():
    with pytest.raises(ParseError) as caught:
        parse_file("notes.txt", b"just some words\n")
    assert str(caught.value) == ERR_UNKNOWN.format(accepted=accepted())
    assert str(caught.value).startswith("Unrecognised file: expected database reports (AWR or ASH in HTML, ")


def test_the_contributors_guide_lists_the_formats_as_the_table_says():
    assert guide.guide_section() in guide.GUIDE_PATH.read_text("utf-8"), "stale: run manage.py gen_run_docs"


# --------------------------------------------------------------------------- no list of format names by hand

#: Lists of tools that are no list of what a run takes: file -> the listed text, why it stays.
ALLOWED = {
    ("backend/apps/runs/parsers/dispatch.py", "iostat, mpstat, nmon, oswatcher, vmstat"): "the import of the readers",
    ("backend/apps/runs/parsers/osstats/oswatcher.py", "iostat, vmstat or mpstat"): "what an OSWatcher file holds",
    ("backend/apps/runs/parsers/osstats/series.py", "iostat, mpstat, vmstat"): "the tools with a sample reader",
    ("frontend/src/features/runs/utils/os-charts.ts", "iostat, mpstat and vmstat"): "the tools that give CPU",
    ("docs/user-guide/os-statistics.md", "mpstat`, `sar`, `vmstat"): "the tools that print sample times",
}


def _list_pattern() -> re.Pattern[str]:
    """Three or more of the tools' names in a row, separated by commas, slashes, quotes, "and" or "or"."""
    words = {f.short.split()[0] for f in RUN_FORMATS} - {"JSON", "CSV"}
    name = "(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")(?![\w-])"
    sep = r"[\s`'\"*,/]+(?:(?:and|or)\s+)?[`'\"]?"
    return re.compile(rf"(?<![\w.-]){name}(?:{sep}{name}){{2,}}", re.IGNORECASE)


def _sources() -> list[Path]:
    out = [REPO / "README.md", *(REPO / "docs").rglob("*.md"), *(REPO / "backend" / "apps").rglob("*.py"),
           *(REPO / "backend" / "config").rglob("*.py"), *(REPO / "frontend" / "src").rglob("*.ts"),
           *(REPO / "frontend" / "src").rglob("*.tsx")]
    # tests state their samples, and the API's generated files are written from the table
    return [p for p in out if "tests" not in p.parts and "migrations" not in p.parts and ".test." not in p.name
            and p.parent != REPO / "frontend" / "src" / "lib" / "api"]


def test_no_list_of_format_names_is_written_by_hand_outside_the_table():
    pattern = _list_pattern()
    found = set()
    for path in _sources():
        text = path.read_text("utf-8", errors="replace")
        if path == guide.GUIDE_PATH:
            text = text.replace(guide.guide_section(), "")
        for match in pattern.finditer(text):
            found.add((str(path.relative_to(REPO)), match.group(0)))
    assert found - set(ALLOWED) == set(), "name the table (apps/runs/parsers/dispatch.py RUN_FORMATS) instead"
    assert set(ALLOWED) <= found, "an allowed list is gone: drop it from ALLOWED"
