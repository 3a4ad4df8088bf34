"""The order in which a run's file is sniffed (apps.runs.parsers.dispatch.RUN_FORMATS), stated once, and each format
reached by a sample read in place: the corpora of ../shared (real files) where they hold one, else this folder's
fixtures (each labelled as such)."""

from __future__ import annotations

import bz2
import re
from pathlib import Path

import pytest

from apps.runs.parsers import ParseError, parse_file
from apps.runs.parsers.dispatch import ERR_UNKNOWN, RUN_FORMATS, detect_format

from .conftest import DATA, HERE, RUN_SAMPLES, SAMPLES, read_sample

#: The sniffing order. OS statistics and driver files come first (their first lines say what they are); the OS
#: statistics after oswatcher are tried only for files that are no markup and no AWR report; any HTML file is read
#: as an AWR or ASH report; the JSON and CSV readers, which also go by the file's ending, come last of their kind.
ORDER = ["swingbench", "nmon", "oswatcher", "vmstat", "mpstat", "iostat", "slob-conf", "awr-html", "awr-text",
         "statspack", "benchmark-json", "hammerdb", "sar", "benchmark-csv"]

#: format -> a file of that format. The corpora hold no Swingbench results nor benchmark tables: the fixture in the
#: documented Swingbench layout, this folder's JSON table and the CSV template the app hands out stand in for them.
SAMPLE_OF = {
    "swingbench": HERE / "data_os" / "os__swingbench_results.xml",
    "nmon": RUN_SAMPLES / "pyNmonAnalyzer__test.nmon",
    "oswatcher": RUN_SAMPLES / "plot-oswatcher__dm02cel01.aim.com_iostat_12.02.29.1100.dat.bz2",
    "vmstat": RUN_SAMPLES / "PoC-FlashGrid-p60x6__vmstat.out",
    "mpstat": RUN_SAMPLES / "PoC-FlashGrid-p60x6__mpstat.out",
    "iostat": RUN_SAMPLES / "PoC-FlashGrid-p60x6__iostat.out",
    "slob-conf": RUN_SAMPLES / "PoC-FlashGrid-p60x6__slob.conf",
    "awr-html": SAMPLES / "AWRS__awr.html",
    "awr-text": SAMPLES / "PoC-FlashGrid__awr.txt",
    "statspack": RUN_SAMPLES / "jas-min__sp_70371_70372.txt",
    "benchmark-json": DATA / "bench_rows.json",
    "hammerdb": RUN_SAMPLES / "hammerdb_to_excel__hammerdb.log",
    "sar": RUN_SAMPLES / "Perl_study__sar01",
    "benchmark-csv": HERE.parents[1] / "parsers" / "benchmark_template.csv",
}


def _read(path: Path) -> tuple[str, bytes]:
    if path.name.endswith(".bz2"):
        return path.name[:-4], bz2.decompress(path.read_bytes())
    return read_sample(path)


def test_the_sniffing_order_is_the_table_order():
    assert [f.name for f in RUN_FORMATS] == ORDER
    assert set(SAMPLE_OF) == set(ORDER), "every format of the table has a sample"
    assert all(RUN_FORMATS.labels[name] for name in ORDER)


@pytest.mark.parametrize("name", ORDER)
def test_each_format_is_reached_by_its_sample(name):
    path = SAMPLE_OF[name]
    if not path.exists():
        pytest.fail(f"sample missing: {path} (tests read the corpora in place)")
    assert detect_format(*_read(path)) == name


def test_order_decides_between_formats_that_would_both_read_a_file():
    # a sar report holds iostat-like sections: iostat is tried first and declines it, sar reads it
    assert detect_format(*_read(DATA / "sar_24h_iostat.txt")) == "sar"
    # a file named .csv whose text is a JSON document is read as JSON: the JSON reader is tried first
    assert detect_format("rows.csv", b'[{"label": "a", "users": 1, "throughput": 2}]') == "benchmark-json"


def test_an_html_file_that_is_no_awr_report_and_an_unknown_file_are_refused_with_their_reasons():
    assert detect_format("page.html", b"<html><body><table><tr><td>1</td></tr></table></body></html>") == "awr-html"
    with pytest.raises(ParseError, match="not an AWR or ASH report"):
        parse_file("page.html", b"<html><body><table><tr><td>1</td></tr></table></body></html>")
    assert detect_format("notes.txt", b"just some words\nand more words\n") is None
    with pytest.raises(ParseError, match=re.escape(ERR_UNKNOWN.split("{")[0])):
        parse_file("notes.txt", b"just some words\nand more words\n")
