"""docs/benchmarks.md: `scripts/bench.sh --write-doc` replaces the dated figures and keeps the hand-written part."""

from datetime import UTC, datetime
from pathlib import Path

import pytest
from django.conf import settings

from perf.bench_doc import END, START, flatten, render, write

DOCUMENT = {
    "version": "1.2.3",
    "python": "3.11.7",
    "database": "postgresql",
    "benchmarks": [
        {"name": "rules.validate_16_nodes_in_process", "description": "Validate a 16-node plan.", "repeat": 5,
         "min_s": 0.0004, "median_s": 0.0005, "max_s": 0.0009},
        {"name": "runs.parse_corpus", "description": "Parse the sample corpus.", "repeat": 3,
         "min_s": 1.5, "median_s": 1.75, "max_s": 2.0, "extra": {"html": {"mb_per_s": 44.25, "files": 12}}},
    ],
    "load": {"users": 50, "requests_per_s": 31.0, "p95_ms": 3400},
}
WHEN = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)


def test_flatten_names_nested_figures_by_their_path():
    assert flatten({"a": {"b": 1, "c": {"d": [1, 2]}}, "e": "x"}) == [("a.b", 1), ("a.c.d", [1, 2]), ("e", "x")]


def test_the_section_is_dated_and_lists_every_benchmark_and_figure():
    text = render(DOCUMENT, when=WHEN)
    assert text.startswith(START) and text.endswith(END)
    assert "Latest run: 2026-11-28 06:00 UTC; version 1.2.3, Python 3.11.7, database postgresql." in text
    assert "| `rules.validate_16_nodes_in_process` | 0.5 ms | 0.4 ms | 0.9 ms | 5 |" in text
    assert "| `runs.parse_corpus` | 1.75 s | 1.50 s | 2.00 s | 3 |" in text
    assert "| html.mb_per_s | 44.25 |" in text and "| html.files | 12 |" in text
    assert "### Load (perf/load.py)" in text and "| requests_per_s | 31 |" in text


def test_write_replaces_only_the_generated_section(tmp_path):
    doc = tmp_path / "benchmarks.md"
    doc.write_text(f"# Benchmarks\n\nintro\n\n{START}\nold figures\n{END}\n\n## Dated measurements\n\nkept\n")
    write(doc, DOCUMENT, when=WHEN)
    text = doc.read_text()
    assert text.startswith("# Benchmarks\n\nintro\n\n" + START)
    assert "old figures" not in text and "| `runs.parse_corpus` |" in text
    assert text.endswith(f"{END}\n\n## Dated measurements\n\nkept\n")
    write(doc, DOCUMENT, when=WHEN)
    assert doc.read_text() == text


def test_a_document_without_the_markers_is_refused(tmp_path):
    doc = tmp_path / "benchmarks.md"
    doc.write_text("# Benchmarks\n")
    with pytest.raises(ValueError, match="markers"):
        write(doc, DOCUMENT, when=WHEN)
    assert doc.read_text() == "# Benchmarks\n"


def test_the_repository_document_has_the_markers_once():
    text = (Path(settings.REPO_DIR) / "docs" / "benchmarks.md").read_text("utf-8")
    assert text.count(START) == 1 and text.count(END) == 1 and text.index(START) < text.index(END)


def test_a_benchmark_that_raised_is_listed_with_its_error_and_as_a_missed_target():
    document = {**DOCUMENT, "benchmarks": [
        {"name": "runs.parse_corpus", "description": "Parse.", "repeat": 0, "error": "KeyError: 'html'",
         "met": False}],
        "targets": {"entries": [{"name": "runs.parse_corpus", "met": False, "errors": ["error: KeyError: 'html'"]},
                                {"name": "browser.planner", "met": True}], "met": 1, "failed": 1, "errored": []}}
    text = render(document, when=WHEN)
    assert "| `runs.parse_corpus` | error | | | 0 |" in text
    assert "| error | KeyError: 'html' |" in text
    assert "Targets: 1 met, 1 missed (an error counts as missed)." in text
    assert "| `runs.parse_corpus` | error |" in text and "| `browser.planner` | met |" in text
