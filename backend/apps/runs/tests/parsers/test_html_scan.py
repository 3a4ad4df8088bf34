"""The tree-less HTML table scanner against Lexbor's walk: same tables, or it declines and Lexbor reads the file."""

from __future__ import annotations

import pytest

from apps.runs.parsers.html_tables import html_tables, lexbor_tables, scan_tables

from .conftest import SAMPLES


def _doc(body: str) -> str:
    return (
        f"<!DOCTYPE html>\n<html><head><title>AWR <h1>not a heading</h1></title>\n<style>h3 {{x: '<table>'}}</style>"
        f"</head><body class='awr'>\n<h1 class=\"awr\">WORKLOAD REPOSITORY report for</h1>\n{body}\n</body></html>\n"
    )


def _as_data(result):
    tables, h1s = result
    return [(t.title, t.heading, t.summary, t.header, t.rows, t.truncated) for t in tables], h1s


# documents the scanner reads itself: it must give exactly what Lexbor's walk gives
VOUCHED = {
    "plain": """<h3 class="awr">Load Profile</h3>
<table border="0" summary="This table displays load profile"><tr><th class="awrbg" scope="col"></th>
<th class="awrbg" scope="col">Per Second</th></tr>
<tr><td scope="row" class='awrc'>DB Time(s):</td><td align="right" class='awrc'>1.5</td></tr>
<tr><td scope="row" class='awrnc'>Redo size:</td><td align="right" class='awrnc'>&#160;</td></tr>
</table>""",
    "entities": """<h2>Cache &amp; sizes</h2><table summary="a &lt;b&gt; &quot;c&quot;">
<tr><td>a&nbsp;&nbsp;b</td><td>&lt;1ms</td><td>&#x3c;2&#62;</td><td>caf&eacute; &notin &amp;amp;</td>
<td>&#128;&#153; x</td></tr></table>""",
    "uppercase tags and attributes in every quote style": """<H3 CLASS=awr>Top Events</H3>
<TABLE SUMMARY='single quoted' border=0><TBODY><TR><TH class=awrbg COLSPAN="2">Group</TH><TH rowspan=2>Leaf</TH></TR>
<TR><TH class="a b">x</TH><TH class='c'>y</TH></TR>
<TR><TD>1</TD><TD>2</TD><TD>3</TD></TR></TBODY></TABLE>""",
    "br, inline markup and comments in cells": """<table summary=unquoted><tr><td>line one<br>line two</td>
<td><a class="awr" href="#x">3kd9</a>tail</td><td>a<!-- </td> -->b</td><td><b>bold</b><i>it</i></td>
<td><pre_sqltext class="awr">select *\n  from t</pre_sqltext></td><td>a</span>b</td></tr></table>""",
    "cells left open and rows without tr": """<table summary="Exadata"><TBODY>
<TR>\n<TD>\n<TD>\n<TH class=exa colSpan=2># Celldisks</TH>\n<TD>\n<TD></TD>
<TR><TD>a<TD>b</TR></TBODY></TABLE>
<table><td>implicit row</td><td>two</td></table>""",
    "a comment and doctype outside tables, heading markup": """<!-- <table><tr><td>no</td></tr></table> -->
<h3 class="awr"><a class="awr" name="99"></a>SQL ordered by <b>Elapsed</b> Time</h3>
<table><tr><th>SQL Id</th></tr><tr><td>abc</td></tr></table>""",
    "a quoted attribute value holding > and <": """<table><tr><th id=">=512us" class=awrbg>&gt;=512us</th>
<th title='<td>'>b</th></tr><tr><td id=">x" align=right>.9</td><td class="a>b">2</td></tr></table>""",
    "stray text in a row": """<table><tr><th>a</th><th>b</th><
/tr>\n<tr><td>1</td><td>2</td></tr></table>""",
    "a parameter table past the small cap": "<h3>init.ora Parameters</h3><table><tr><th>Parameter Name</th>"
    "<th>Value</th></tr>" + "".join(f"<tr><td>p{i}</td><td>{i}</td></tr>" for i in range(450)) + "</table>",
    "empty rows counted against the small cap": "<h3>Buffer Pool Advisory</h3><table><tr><th>Size</th></tr>"
    + "".join("<tr></tr>" if i % 7 == 0 else f"<tr><td>{i}</td></tr>" for i in range(100))
    + "</table><table summary='Other parameters'><tr><th>Name</th></tr>"
    + "".join(f"<tr><td>n{i}</td></tr>" for i in range(100))
    + "</table>",
    "an ordinary table past the small cap": "<h3>Buffer Pool Advisory</h3><table><tr><th>Size</th></tr>"
    + "".join(f"<tr><td>{i}</td></tr>" for i in range(100))
    + "</table>",
}

# a tag ends a text run and any reference in it: the runs either side of an ignored end tag join as text
VOUCHED["a reference split by an ignored end tag"] = (
    "<h3>A &</b>lt; B</h3><table><tr><td>&</span>amp;</td><td>x&</b>#160;y</td><td>&lt</i>;</td></tr></table>"
)

def _past_the_cap(cell: str) -> str:
    """A table read with the small row cap, ``cell`` in a row past the cap, and a table after it."""
    rows = "".join(f"<tr><td>{i}</td></tr>" for i in range(70))
    return (
        f"<h3>Buffer Pool Advisory</h3><table>{rows}<tr><td>{cell}</td></tr><tr><td>71</td></tr></table>"
        "<table><tr><td>after</td></tr></table>"
    )


# documents the scanner must decline (Lexbor's walk reads them); each still parses to the same tables
DECLINED = {
    "nested table": "<table><tr><td>outer<table><tr><td>inner</td></tr></table></td></tr></table>",
    "nested table past the cap": "<h3>Buffer Pool Advisory</h3><table>"
    + "".join(f"<tr><td>{i}</td></tr>" for i in range(100))
    + "<tr><td><table><tr><td>x</td></tr></table></td></tr></table>",
    "truncated document": "<table><tr><td>1</td><td>2</td></tr><tr><td>3",
    "misnested inline markup": "<table><tr><td><b>a<i>b</b>c</i>d</td></tr></table>",
    "a heading inside a cell": "<table><tr><td><h3>x</h3></td></tr></table><table><tr><td>y</td></tr></table>",
    "a heading directly in a table": "<table><h3>moved</h3><tr><td>y</td></tr></table>",
    "a script in a cell": "<table><tr><td><script>var a = '</td>';</script></td></tr></table>",
    "mismatched end tag": "<table><tr><td>a</th>b</td></tr></table>",
    "control character reference": "<table><tr><td>a&#1;b</td></tr></table>",
    # a comment opened and never closed swallows the rest of the document, rows past the cap included
    "an open comment in a cell": "<table><tr><td>a<!--b</td></tr></table><table><tr><td>c</td></tr></table>",
    "an open comment past the cap": _past_the_cap("a<!--b"),
    "a script past the cap": _past_the_cap("<script>var a = 1;"),
    "a heading past the cap": _past_the_cap("<h3>moved</h3>"),
    "a bogus comment in a cell": "<table><tr><td>a<?b</td></tr></table><table><tr><td>c</td></tr></table>",
}


@pytest.mark.parametrize("name", sorted(VOUCHED))
def test_scanner_reads_odd_html_as_lexbor_does(name):
    text = _doc(VOUCHED[name])
    scanned = scan_tables(text)
    assert scanned is not None, "the scanner should vouch for this document"
    assert _as_data(scanned) == _as_data(lexbor_tables(text))
    assert scanned[0], "the document has tables"


@pytest.mark.parametrize("name", sorted(DECLINED))
def test_scanner_declines_what_it_cannot_vouch_for(name):
    text = _doc(DECLINED[name])
    assert scan_tables(text) is None
    assert _as_data(html_tables(text)) == _as_data(lexbor_tables(text))


def test_scanner_keeps_the_details_lexbor_reads():
    tables, h1s = scan_tables(_doc(VOUCHED["entities"] + VOUCHED["uppercase tags and attributes in every quote style"]))
    assert h1s == ["WORKLOAD REPOSITORY report for"]
    assert tables[0].heading == "Cache & sizes"
    assert tables[0].summary == 'a <b> "c"'
    assert tables[0].rows == [["a b", "<1ms", "<2>", "café ¬in &amp;", "€™ x"]]
    assert tables[1].header == ["Group / x", "Group / y", "Leaf"]
    assert tables[1].rows == [["1", "2", "3"]]


def test_scanner_matches_lexbor_on_every_html_sample():
    from apps.runs.parsers.dispatch import _clean_html
    from apps.runs.parsers.textutil import decode

    samples = sorted(SAMPLES.glob("*.html"))
    assert samples
    for path in samples:
        text = _clean_html(decode(path.read_bytes()))
        scanned = scan_tables(text)
        assert scanned is not None, path.name
        assert _as_data(scanned) == _as_data(lexbor_tables(text)), path.name


# table bodies the fast path (plain string cuts, no grammar) must read itself, as Lexbor does
FAST = {
    "upper case, saved by a browser": "<TABLE summary=x border=0>\n<THEAD>\n<TR>\n<TH class=awrbg>Event</TH>\n"
    "<TH class=awrbg colSpan=2>Waits</TH></TR></THEAD>\n<TBODY>\n<TR>\n<TD class=awrnc>db file sequential read</TD>\n"
    "<TD align=right>1,234</TD>\n<TD>&nbsp;</TD></TR>\n<TR class=awrc>\n<TD>log file sync</TD>\n<TD>5</TD>\n"
    "<TD>6</TD></TR></TBODY></TABLE>",
    "row groups in lower case": "<table><thead><tr><th>a</th><th>b</th></tr></thead>\n<tbody>\n"
    "<tr><td>1</td><td>2</td></tr></tbody><tbody><tr><td>3</td><td>4</td></tr></tbody></table>",
    "a > inside a quoted cell attribute": """<table><tr><th>Event</th><th id="<8us">&lt;8us</th>
<th id=">=8us" colspan="2">&gt;=8us</th></tr><tr><td>a</td><td id=">x">1</td><td>2</td><td>3</td></tr></table>""",
}


# data blocks whose cells are cleaned all at once: blanks at the ends and inside, common and other references,
# markup next to references, a reference spelt across what would be a cell boundary, whitespace-only cells
FAST["cells cleaned in bulk"] = (
    "<table><tr><th>Event</th><th>a</th><th>b</th><th>c</th></tr>\n"
    + "".join(
        f"<tr><td> ev {i}&#160;\n</td><td>   {i}</td><td>&lt;{i}ms&amp;lt;</td><td>x&nbsp;&nbsp;y\t z </td></tr>\n"
        for i in range(5)
    )
    + "<tr><td>caf&eacute; &amp</td><td>a &amp; b</td><td>&#160;</td><td>\n \n</td></tr>\n"
    + "<tr><td>&#1600;</td><td>&lt;<a href='#q'>q1</a>&gt;</td><td>&amp</td><td>;&lt;</td></tr>\n"
    + "<tr><td>a&</td><td>lt;b</td><td>\xa0x\xa0\xa0y\xa0</td><td>a > b&nbsp</td></tr></table>"
)


def _fast_path_rows(document: str):
    """The rows the fast path reads from the last table of ``document`` (raises _Slow where it declines)."""
    from apps.runs.parsers import html_tables as scanner

    start = document.lower().rindex("<table")  # the last: _doc writes one inside a style sheet
    body = document[document.index(">", start) + 1 : document.lower().rindex("</table>")]
    return scanner._fast_table(body, scanner._Heads(), "", "", False).rows


@pytest.mark.parametrize("name", sorted(FAST))
def test_fast_path_reads_browser_saved_and_odd_attribute_tables(name):
    text = _doc(FAST[name])
    assert _fast_path_rows(text), "the fast path should read this table"
    scanned = scan_tables(text)
    assert scanned is not None
    assert _as_data(scanned) == _as_data(lexbor_tables(text))


def test_fast_path_keeps_header_attributes_cut_at_the_real_end_of_the_tag():
    tables, _ = scan_tables(_doc(FAST["a > inside a quoted cell attribute"]))
    assert tables[0].header == ["Event", "<8us", ">=8us", ">=8us"]  # the colspan after id=">=8us" is honoured
    assert tables[0].rows == [["a", "1", "2", "3"]]


@pytest.mark.parametrize(
    "body",
    [
        "<table><tr><td>a<tbody>b</td></tr></table>",  # a row group inside a cell closes the cell and the row
        "<table><TBODY><tr><td>a</td><TBODY></tr></table>",  # ... or inside a row
        "<table><tr><td>a</Td></tr></table>",  # an end tag spelt in mixed case is not cut at
    ],
)
def test_fast_path_declines_row_groups_it_cannot_drop(body):
    from apps.runs.parsers import html_tables as scanner

    text = _doc(body)
    with pytest.raises(scanner._Slow):
        _fast_path_rows(text)
    assert _as_data(html_tables(text)) == _as_data(lexbor_tables(text))


# every start tag the top-level skip must stop at, and a few it reads past
STOP_TAGS = (
    "table tbody thead tfoot tr td th title textarea template h1 h2 h3 h4 style script select svg caption colgroup"
    " col xmp iframe noembed noframes noscript plaintext math frameset"
).split()


@pytest.mark.parametrize("name", [*STOP_TAGS, "h5", "tt", "span", "colx", "tablet"])
def test_markup_between_tables_reads_as_lexbor_reads_it(name):
    text = _doc(f"<p><{name} class=x>a <b>b</b></{name}> c</p><h3>After</h3><table><tr><td>1</td></tr></table>")
    assert _as_data(html_tables(text)) == _as_data(lexbor_tables(text))


def test_the_skip_stops_at_each_stop_tag_and_reads_past_others():
    from apps.runs.parsers.html_tables import _SKIP

    for name in STOP_TAGS:
        assert _SKIP.match(f"text <{name}>").end() == 5, name
        assert _SKIP.match(f"text <{name.upper()} a=1>").end() == 5, name
    for name in ("h5", "tt", "colx", "tablet", "a", "p"):
        assert _SKIP.match(f"text <{name} a='<td>'>x</{name}>").end() == len(f"text <{name} a='<td>'>x</{name}>")
