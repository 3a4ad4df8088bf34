"""Unit tests for number reading, decoding, spool clean-up, sniffing and derived metrics."""

from __future__ import annotations

import json

import pytest

from apps.runs.metrics import METRIC_KEYS, derive_metrics
from apps.runs.parsers import parse_file
from apps.runs.parsers.tables import kv_pairs
from apps.runs.parsers.textutil import (
    _parse_number_general,
    decode,
    norm_key,
    parse_duration_ms,
    parse_number,
    unwrap_spool,
)

from .conftest import SAMPLES


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("1,234", 1234.0),
        ("2.3K", 2300.0),
        ("1.5M", 1.5e6),
        (".5", 0.5),
        ("1.E+03", 1000.0),
        ("-3.25", -3.25),
        ("99.9%", 99.9),
        ("N/A", None),
        ("#####", None),
        ("", None),
        ("abc", None),
        ("938.9K", 938900.0),
    ],
)
def test_parse_number(raw, expected):
    assert parse_number(raw) == expected


@pytest.mark.parametrize(
    "raw",
    [
        "1,234",
        "1,234.5",
        "-1,234.5",
        "12,345,678",
        "1,,2",
        "1,234 ",
        "1,234\xa0",
        "1,234%",
        "-3",
        "-.5",
        "-0",
        "-",
        "--5",
        "-inf",
        "-nan",
        "-Infinity",
        "inf",
        "nan",
        "1.2E+03",
        "-1.2E+03",
        "1.E+03",
        "1e5",
        "1.2e",
        "N/A",
        "####",
        "#",
        "5K",
        "3M",
        "-5K",
        "1,234K",
        "99.9%",
        "-99.9%",
        "12.5 %",
        ".",
        "-.",
        "1.2.3",
        "1_000",
        "-1_000",
        " 7",
        "7 ",
        "(12)",
        "1 234",
        "0x10",
        "١٢٣",
    ],
)
def test_parse_number_fast_path_agrees_with_general_path(raw):
    """The fast path for plain, negative and comma-grouped numbers gives what the general reading gives."""
    assert parse_number(raw) == _parse_number_general(raw)


@pytest.mark.parametrize(
    ("raw", "unit", "expected"),
    [
        ("12.3ms", "ms", 12.3),
        ("850us", "ms", 0.85),
        ("792.80ns", "ms", 0.0007928),
        ("48.23 s", "ms", 48230.0),
        ("7", "ms", 7.0),
        ("41,340.0", "us", 41.34),
        ("x", "ms", None),
    ],
)
def test_parse_duration_ms(raw, unit, expected):
    value = parse_duration_ms(raw, unit)
    assert value == pytest.approx(expected) if expected is not None else value is None


def test_norm_key():
    assert norm_key("Redo size (bytes):") == "redo_size_bytes"
    assert norm_key("Buffer  Hit   %:") == "buffer_hit_pct"
    assert norm_key("Logical Reads/s") == "logical_reads_per_s"


def test_kv_pairs_two_per_line():
    assert kv_pairs("   Buffer  Hit   %:   99.68    In-memory Sort %:  100.00") == [
        ("Buffer Hit %", ["99.68"]),
        ("In-memory Sort %", ["100.00"]),
    ]
    assert kv_pairs(" Estd Interconnect traffic (KB)    7,764.48") == [("Estd Interconnect traffic (KB)", ["7,764.48"])]


def test_decode_fallbacks_and_crlf():
    assert decode(b"a\r\nb\rc") == "a\nb\nc"
    assert decode("café".encode("cp1252")) == "café"
    assert decode(b"\x81\x8d") == "\x81\x8d"  # undefined in cp1252: latin-1 keeps the bytes


def test_unwrap_spool_rejoins_split_lines():
    width = 132
    original = ["<td>12.2.0.1.0</td>" + "x" * 120 + "<b>tail</b>"] * 30
    wrapped = []
    for line in original:
        wrapped.append(line[:width])
        wrapped.append(line[width:].ljust(width))
    assert unwrap_spool("\n".join(wrapped)).split("\n")[0] == original[0]


def test_unwrap_spool_on_long_files_decides_from_their_first_lines_as_from_all():
    # past the probe size the first lines rule spooling out; a spooled file of that size is still rejoined whole
    width = 132
    line = "<td>" + "y" * 150 + "</td>"
    spooled = "\n".join([line[:width], line[width:].ljust(width)] * 2_000)
    assert len(spooled) > 200_000
    rejoined = unwrap_spool(spooled).split("\n")
    assert rejoined == [line] * 2_000
    plain = "\n".join(f"<tr><td>{i}</td></tr>" for i in range(40_000))
    assert len(plain) > 200_000
    assert unwrap_spool(plain) is plain


def test_clean_html_cuts_after_the_last_html_end_tag_in_any_spelling():
    from apps.runs.parsers.dispatch import _clean_html

    body = "<html><body><table><tr><td>1</td></tr></table>"
    assert _clean_html(body + "</html>\nSQL> spool off\n") == body + "</html>"
    assert _clean_html(body + "</HTML>\nSQL> exit") == body + "</HTML>"
    # a later spelling wins over an earlier "</html>"
    assert _clean_html(body + "</html> x </ Html >\n\n") == body + "</html> x </ Html >"
    # the end tag far from the end (more than the tail looked at first) is still found
    long_tail = "\n" + "SQL> select 1 from dual;\n" * 4_000
    assert len(long_tail) > 65_536
    assert _clean_html(body + "</HTML>" + long_tail) == body + "</HTML>"
    assert _clean_html(body + "</html>" + long_tail) == body + "</html>"
    # no end tag: nothing is cut
    assert _clean_html(body + long_tail) == body + long_tail


def test_derive_metrics_shape_and_provenance():
    path = SAMPLES / "troubleshooting-oracle-perf-14__awr_1830_1845.html"
    if not path.exists():
        pytest.fail("sample missing from ../shared/awr-samples (tests read the corpus in place)")
    metrics = derive_metrics(parse_file(path.name, path.read_bytes()))
    assert set(METRIC_KEYS) <= set(metrics)
    assert metrics["tps"] == {"value": 203.6, "section": "This table displays load profile"}
    assert metrics["top_event"]["value"] == "db file sequential read"
    json.dumps(metrics, allow_nan=False)


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("troubleshooting-oracle-perf-14__ash_1845_1900.txt", "ash"),
        ("reports__ash.html", "ash"),
        ("troubleshooting-oracle-perf-14__awrd_1830_1845-1930_1945.txt", "awr_compare"),
        ("troubleshooting-oracle-perf-14__awrd_1830_1845-1930_1945.html", "awr_compare"),
        ("AWRS__awr_rac.html", "awr_rac_global"),
    ],
)
def test_special_reports_are_recognised(name, kind):
    path = SAMPLES / name
    if not path.exists():
        pytest.fail("sample missing from ../shared/awr-samples (tests read the corpus in place)")
    result = parse_file(name, path.read_bytes())
    assert result.kind == kind
    if kind in ("ash", "awr_compare"):
        assert result.note and not result.load_profile and not result.top_events


@pytest.mark.parametrize(
    ("html", "text"),
    [("awr2csv__awr_11204_1.html", "awr2csv__awr_11204_1.txt"), ("PoC-FlashGrid__awr.html", "PoC-FlashGrid__awr.txt")],
)
def test_html_and_text_twins_agree(html, text):
    if not (SAMPLES / html).exists():
        pytest.fail("sample missing from ../shared/awr-samples (tests read the corpus in place)")
    a = parse_file(html, (SAMPLES / html).read_bytes())
    b = parse_file(text, (SAMPLES / text).read_bytes())
    assert a.load_profile == b.load_profile
    assert a.instance_efficiency == b.instance_efficiency
    # text reports cut event names to the column width (30 characters)
    assert len(a.top_events) == len(b.top_events)
    for full, cut in zip(a.top_events, b.top_events, strict=False):
        assert full.name.startswith(cut.name)
        assert full.pct_db_time == cut.pct_db_time
    assert a.snapshot == b.snapshot
    assert a.identity.dbid == b.identity.dbid


def test_rac_global_keeps_instances_and_total():
    path = SAMPLES / "PoC-FlashGrid__awr_rac.html"
    if not path.exists():
        pytest.fail("sample missing from ../shared/awr-samples (tests read the corpus in place)")
    result = parse_file(path.name, path.read_bytes())
    assert [i["inst_num"] for i in result.instances] == [1, 2]
    assert result.cluster_total["transactions_per_s"] == pytest.approx(54.35)
    per_inst = sum(i["gc_blocks_received_per_s"] for i in result.instances)
    assert result.cluster_total["gc_blocks_received_per_s"] == pytest.approx(per_inst, abs=0.02)


def test_parse_file_pauses_the_cyclic_collector_only_while_it_parses(monkeypatch):
    import gc

    from apps.runs.parsers import dispatch
    from apps.runs.parsers.model import ParseError

    seen: list[bool] = []
    real = dispatch._parse

    def spy(name, data):
        seen.append(gc.isenabled())
        return real(name, data)

    monkeypatch.setattr(dispatch, "_parse", spy)
    assert gc.isenabled()
    parse_file("t.csv", b"users,tps\n10,100\n20,190\n")
    with pytest.raises(ParseError):
        parse_file("x.bin", b"\x01\x02 nothing known")
    assert gc.isenabled(), "the collector runs again after a parse, and after a failed one"
    gc.disable()
    try:
        parse_file("t.csv", b"users,tps\n10,100\n")
        assert not gc.isenabled(), "a collector paused by the caller stays paused"
    finally:
        gc.enable()
    assert seen == [False, False, False]
