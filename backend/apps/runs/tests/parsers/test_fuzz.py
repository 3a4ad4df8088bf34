"""Robustness: whatever the bytes, parse_file returns a result or raises ParseError."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from apps.runs.parsers import ParsedReport, ParseError, parse_file

from .conftest import SAMPLES

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
SMALL = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))


def _check(name: str, data: bytes) -> None:
    try:
        result = parse_file(name, data)
    except ParseError as exc:
        assert str(exc)
        return
    assert isinstance(result, ParsedReport)
    result.to_dict()


def _sample(name: str) -> bytes:
    path = SAMPLES / name
    if not path.exists():
        pytest.fail(f"{name} not available")
    return path.read_bytes()


@FUZZ
@given(st.binary(max_size=4096), st.sampled_from(["x.html", "x.txt", "x.csv", "x.json", "x"]))
def test_random_bytes(data, name):
    _check(name, data)


@SMALL
@given(st.integers(min_value=0, max_value=10**7))
def test_truncated_html_report(cut):
    blob = _sample("troubleshooting-oracle-perf-14__awr_1830_1845.html")
    _check("awr.html", blob[: cut % (len(blob) + 1)])


@SMALL
@given(st.integers(min_value=0, max_value=10**7))
def test_truncated_text_report(cut):
    blob = _sample("awr2csv__awr_11204_1.txt")
    _check("awr.txt", blob[: cut % (len(blob) + 1)])


@SMALL
@given(st.lists(st.tuples(st.integers(0, 10**6), st.binary(min_size=0, max_size=16)), max_size=12))
def test_mutated_html(edits):
    blob = bytearray(_sample("awrrptanalyzor__awrrpt_1_56288_56289(1).html"))
    for pos, chunk in edits:
        pos %= len(blob)
        blob[pos : pos + len(chunk)] = chunk
    _check("awr.html", bytes(blob))


@SMALL
@given(
    st.sampled_from(["<tr>", "</table>", "<td colspan='9999'>", "<th rowspan=-3>", "\x00", "\xff\xfe"]),
    st.integers(0, 10**6),
)
def test_injected_markup(fragment, pos):
    blob = _sample("troubleshooting-oracle-perf-14__awr_1830_1845.html")
    pos %= len(blob)
    _check("awr.html", blob[:pos] + fragment.encode("latin-1") + blob[pos:])


def test_very_long_lines():
    head = b"WORKLOAD REPOSITORY report for\n\n"
    _check("long.txt", head + b"x" * 2_000_000 + b"\n" + b"-" * 500_000)
    _check("long.html", b"<html><h1>WORKLOAD REPOSITORY report for</h1><table><tr><td>" + b"9" * 1_000_000)


def test_non_utf8_and_bom():
    _check("latin.txt", "WORKLOAD REPOSITORY report for\nDB Name é\xff".encode("latin-1"))
    _check("cp1252.csv", "users;throughput\n1;2\u20ac".encode("cp1252"))
    _check("bom.csv", b"\xef\xbb\xbfusers,throughput\n1,2\n")
    _check("utf16.txt", "WORKLOAD REPOSITORY report for".encode("utf-16"))


def test_script_payloads_are_inert():
    payload = (
        b"<html><head><script>alert(1)</script></head><body><h1>WORKLOAD REPOSITORY report for</h1>"
        b"<table summary='This table displays database instance information'><tr><th>DB Name</th><th>DB Id</th>"
        b"<th>Release</th></tr><tr><td><script>evil()</script>X</td><td>12</td><td>19.0.0.0.0</td></tr></table>"
        b"<img src=x onerror=alert(2)></body></html>"
    )
    result = parse_file("xss.html", payload)
    assert result.identity.dbid == 12
    assert "alert" not in str(result.to_dict().get("identity"))


@pytest.mark.parametrize("data", [b"", b"   \n", b"{", b"[]", b'{"rows": 5}', b"users,throughput\n", b"<html></html>"])
def test_degenerate_inputs_raise_parse_error(data):
    with pytest.raises(ParseError):
        parse_file("x", data)
