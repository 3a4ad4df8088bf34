"""Tables of an HTML report: a tree-less scanner, with Lexbor's tree as the fallback.

:func:`html_tables` first tries :func:`scan_tables`, a few regular-expression passes over the decoded text that
yield the same tables the Lexbor walk (:func:`lexbor_tables`) builds, without building a tree. The scanner only
answers for documents whose tables it can vouch for, read the way an HTML5 parser reads them: well-formed tags
(attributes in any quote style, any case), cells closed or implicitly closed by the next cell or row, entities,
comments and simple inline markup (``<a>``, ``<b>``, ``<br>``, ``<span>`` ...) inside cells and headings. For
anything else (a nested table, a cell whose end tag does not match, text or headings directly inside a table that a
parser would move out of it, raw-text elements where they do not belong, a document cut off inside a table, ...)
it returns ``None`` and the Lexbor walk reads the document, so robustness is unchanged.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache, partial
from html import unescape
from html.entities import html5 as _ENTITIES
from itertools import accumulate, compress, repeat
from operator import add, is_, itemgetter

from selectolax.lexbor import LexborHTMLParser

from .tables import ROW_READ_CAP, ROW_READ_CAP_DETAIL, ROW_READ_CAP_SMALL, Table, is_detail_heading
from .textutil import squash

# --------------------------------------------------------------------------- shared by both paths


def _clean_text(text: str) -> str:
    """Whitespace runs collapsed to one blank; most cells are already clean, so the split/join is skipped then."""
    if text.isprintable() and "  " not in text and text[:1] != " " and text[-1:] != " ":
        return text
    return squash(text)


def _span(attributes: dict, name: str) -> int:
    if attributes.get(name) is None:
        return 1
    try:
        value = int(str(attributes.get(name) or 1).strip())
    except (TypeError, ValueError):
        value = 1
    return max(1, min(value, 64))


def _combine_headers(header_rows: list[list[tuple[str, int, int]]]) -> list[str]:
    """Lay the header cells on a grid (honouring col/rowspan) and name each column
    ``"group / leaf"`` from its last two header rows."""
    if not header_rows:
        return []
    if len(header_rows) == 1 and all(colspan == 1 for _, colspan, _ in header_rows[0]):
        return [text for text, _, _ in header_rows[0]]  # one plain header row: the labels as they are
    grid: dict[tuple[int, int], str] = {}
    for r, cells in enumerate(header_rows):
        c = 0
        for text, colspan, rowspan in cells:
            while (r, c) in grid:
                c += 1
            for dr in range(rowspan):
                for dc in range(colspan):
                    grid[(r + dr, c + dc)] = text
            c += colspan
    last = len(header_rows) - 1
    width = max((c for (r, c) in grid if r == last), default=-1) + 1
    out = []
    for c in range(width):
        leaf = grid.get((last, c), "")
        parent = grid.get((last - 1, c), "") if last > 0 else ""
        if parent and leaf and parent != leaf:
            out.append(f"{parent} / {leaf}")
        else:
            out.append(leaf or parent)
    return out


def _table(rows_in, summary: str, heading: str, detail: bool | None = None) -> Table:
    """Apply the row caps and the header rule to ``rows_in``, an iterator of rows (so rows past the cap are never
    read), each given as ``(has_th, texts, tags, attrs)``: ``tags`` tells header cells, ``attrs()`` gives the cells'
    attributes on demand (``None``: no cell spans more than one column or row). ``has_th`` ``None`` is a block of
    data rows, ``texts`` one list per row. ``detail`` is :func:`is_detail_heading` of ``heading`` when the caller
    already knows it."""
    header_rows: list[list[tuple[str, int, int]]] = []
    rows: list[list[str]] = []
    if detail is None:
        detail = is_detail_heading(heading)
    cap = ROW_READ_CAP_DETAIL if detail else ROW_READ_CAP_SMALL
    read = 0
    for row in rows_in:
        has_th, texts, tags, attrs = row
        if has_th is None:  # a block of data rows, cut all at once (texts holds one list per row)
            room = max(cap - read, 0)
            rows += filter(None, texts[:room])  # empty rows count against the cap but are not kept
            if len(texts) > room:
                return _make(header_rows, rows, summary, heading, truncated=True)
            read += len(texts)
            continue
        if read >= cap:
            return _make(header_rows, rows, summary, heading, truncated=True)
        read += 1
        if not texts:
            continue
        if not rows and has_th and all(is_th or not t for is_th, t in zip(tags, texts, strict=True)):
            header_rows.append(
                [(t, 1, 1) for t in texts]
                if attrs is None
                else [(t, _span(a, "colspan"), _span(a, "rowspan")) for t, a in zip(texts, attrs(), strict=True)]
            )
            if "parameter" in summary.lower() or any("parameter" in h[0].lower() for h in header_rows[-1]):
                cap = ROW_READ_CAP
            continue
        rows.append(texts)
    return _make(header_rows, rows, summary, heading, truncated=False)


def _make(header_rows, rows, summary: str, heading: str, *, truncated: bool) -> Table:
    return Table(
        title=summary or heading,
        header=_combine_headers(header_rows),
        rows=rows,
        heading=heading,
        summary=summary,
        truncated=truncated,
    )


def html_tables(text: str) -> tuple[list[Table], list[str]]:
    """Tables of an HTML report in document order, and the ``h1`` texts."""
    scanned = scan_tables(text)
    return scanned if scanned is not None else lexbor_tables(text)


# --------------------------------------------------------------------------- Lexbor


def _iter_rows(table):
    """The table's own rows, lazily (so long tables cost only the rows we read)."""
    for child in table.iter(include_text=False):
        tag = child.tag
        if tag == "tr":
            yield child
        elif tag in ("tbody", "thead", "tfoot"):
            for row in child.iter(include_text=False):
                if row.tag == "tr":
                    yield row


def _lexbor_row(tr):
    cells = [c for c in tr.iter(include_text=False) if c.tag in ("td", "th")]
    tags = [c.tag == "th" for c in cells]
    texts = [_clean_text(c.text(deep=True, separator=" ")) for c in cells]
    return any(tags), texts, tags, lambda: [c.attributes for c in cells]


def lexbor_tables(text: str) -> tuple[list[Table], list[str]]:
    """The tables and ``h1`` texts read from Lexbor's tree (the reference the scanner is held to)."""
    tree = LexborHTMLParser(text)
    tables: list[Table] = []
    h1s: list[str] = []
    heading = ""
    for node in tree.css("h1, h2, h3, h4, table"):
        tag = node.tag
        if tag != "table":
            t = _clean_text(node.text(deep=True, separator=" "))
            if tag == "h1":
                h1s.append(t)
            if t:
                heading = t
            continue
        summary = squash(node.attributes.get("summary") or "")
        tables.append(_table((_lexbor_row(tr) for tr in _iter_rows(node)), summary, heading))
    return tables, h1s


# --------------------------------------------------------------------------- scanner

_WS = r"\t\n\f "
# the attributes of a tag as the HTML5 tokenizer reads them: names may hold quotes, values are quoted or not
_ATTRS = (
    rf"""(?:[{_WS}/]++|[^{_WS}/>][^{_WS}/>=]*+"""
    rf"""(?:[{_WS}]*+=[{_WS}]*+(?:"[^"]*+"|'[^']*+'|[^{_WS}>"'][^{_WS}>]*+|(?=>))|(?![{_WS}]*+=)))*+"""
)
_ATTR = re.compile(rf"""([^{_WS}/>][^{_WS}/>=]*)(?:[{_WS}]*=[{_WS}]*("[^"]*"|'[^']*'|[^{_WS}>]*))?""")
_END = rf"(?![^{_WS}/>])"
_COMMENT = r"<!--(?:>|->|[\s\S]*?--!?>)"
# start tags after which the markup is read another way (raw text, foreign content, a table or heading of its own):
# the top-level skip stops at them, and rows past a table's cap may not hold them (h1-h4, table, title, textarea,
# template, style, script, select, svg, caption, colgroup, col, xmp, iframe, noembed, noframes, noscript, plaintext,
# math, frameset; grouped by their first letters, which the regular expression engine does not do itself)
_READ_ANOTHER_WAY = (
    r"h[1-4]|t(?:able|itle|extarea|emplate)|s(?:tyle|cript|elect|vg)|c(?:aption|olgroup|ol)"
    r"|xmp|iframe|no(?:embed|frames|script)|plaintext|math|frameset"
)
# ... and the skip stops at a table's own tags too
_STOP_TAGS = rf"{_READ_ANOTHER_WAY}|t(?:body|head|foot|r|d|h)"
# text, every other tag, comments and doctype, in one possessive run (attribute values may hold "<" and ">"); the
# alternatives exclude one another, so their order (the commonest first) changes nothing but the time
_SKIP = re.compile(
    rf"(?:[^<]++|<(?!(?:{_STOP_TAGS}){_END})[A-Za-z][^{_WS}/>]*+{_ATTRS}>|</[A-Za-z][^{_WS}/>]*+{_ATTRS}>"
    rf"|<(?![A-Za-z!?/])|{_COMMENT}|<!(?!--)[^>]*+>|<\?[^>]*+>|</>|</(?![A-Za-z>])[^>]*+>)*+",
    re.I,
)
_START = re.compile(rf"<([A-Za-z][^{_WS}/>]*+)({_ATTRS})>")
_RAW_TEXT = frozenset({"style", "script", "title", "textarea", "xmp", "iframe", "noembed", "noframes"})
_HEADING_END = re.compile(rf"</h[1-6]{_END}", re.I)
_END_TAG = re.compile(rf"</[A-Za-z][^{_WS}/>]*+{_ATTRS}>")

# a table's body: cells (closed, or left open until the next cell or row as HTML allows), rows, row groups
_CELL_STOP = rf"/?(?:t[dhr]|tbody|thead|tfoot|table|caption|colgroup|col|body|html){_END}"


# text between cells, rows or row groups (a parser moves it out of the table, in front of it): no markup in it
_STRAY_TEXT = "(?:[^<]++|<(?![A-Za-z!?/]))*+"


def _item(capture: bool) -> str:
    """One cell, row or row-group tag of a table body (with groups for :data:`_ITEMS`, without for the body as a
    whole: the ``re`` module mis-reports groups captured inside a possessive repeat). A cell's content is text,
    whole comments and tags other than those that end it; a "<!" that does not open a whole comment, a "<?" or a
    "</" before no letter opens what a parser reads as a comment, which may run past the cell: not vouched for."""
    g = "(" if capture else "(?:"
    return (
        rf"{_STRAY_TEXT}<(?:{g}t[dh]){_END}{g}{_ATTRS})>{g}(?:[^<]++|{_COMMENT}|<(?![!?]|/(?![A-Za-z])|{_CELL_STOP}))*+)"
        rf"(?:</{g}t[dh]){_END}{_ATTRS}>)?+|{g}/?){g}tr|tbody|thead|tfoot){_END}{_ATTRS}>)"
    )


_ITEMS = re.compile(_item(True), re.I)
_TABLE_BODY = re.compile(rf"(?:{_item(False)})*+{_STRAY_TEXT}(?P<close></table{_END}{_ATTRS}>)", re.I)
# after a cell left open, what may close it: the next cell, row, row group or the end of the table
_OPEN_CELL_CLOSER = re.compile(rf"[{_WS}]*+<(?:t[dhr]|/tr|/table|tbody|thead|tfoot){_END}", re.I)

# markup inside a cell or heading: comments and tags, each whole
_INNER_START = re.compile(r"<[A-Za-z!?/]")
_INNER_TOKEN = re.compile(rf"{_COMMENT}|<(/?)([A-Za-z][^{_WS}/>]*+){_ATTRS}>")
# inline elements that nest plainly (no implied end tags, no adoption agency when properly nested); block ones
# that close nothing but an open <p>, which is not among them
_INLINE = frozenset(
    "a abbr b big cite code div em font i kbd pre pre_sqltext s samp small span strike strong sub sup tt u var".split()
)
_VOID = frozenset({"br", "wbr", "img"})
# end tags that do something even when no such element is open in the cell or heading (any other is ignored there)
_END_TAGS_THAT_ACT = frozenset(
    "p form template td th tr tbody thead tfoot table caption col colgroup body html h1 h2 h3 h4 h5 h6".split()
)
# numeric references that may name a control character or a noncharacter (below U+00A0, from U+F000, or beyond
# U+FFFF): only those are looked at closely
_RISKY_REF = re.compile(
    r"&#(?:[xX]0*+([0-9a-fA-F]{1,2}|[fF][0-9a-fA-F]{3}|[0-9a-fA-F]{5,})(?![0-9a-fA-F])"
    r"|0*+([0-9]{1,2}|1[0-5][0-9]|[0-9]{5,})(?![0-9]))"
)
_ATTR_REF = re.compile(r"&(?:#|([A-Za-z0-9]+)(;?))")


def _safe_code_point(n: int) -> bool:
    """True when ``html.unescape`` and an HTML5 parser give the same character for ``&#n;`` (the stdlib drops
    control characters and noncharacters a parser keeps)."""
    if n > 0x10FFFF or 0xD800 <= n <= 0xDFFF or n == 0:
        return True  # both give U+FFFD
    if n < 0x20:
        return n in (9, 10, 12, 13)
    if 0x7F <= n <= 0x9F:
        return n in (0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x8B, 0x8C, 0x8E) or (
            0x91 <= n <= 0x9F and n not in (0x9D,)
        )
    return not (0xFDD0 <= n <= 0xFDEF or (n & 0xFFFE) == 0xFFFE)


def _text_refs_safe(text: str) -> bool:
    for m in _RISKY_REF.finditer(text):
        hexa, dec = m.groups()
        if not _safe_code_point(int(hexa, 16) if hexa else int(dec)):
            return False
    return True


def _inner_text(content: str, *, cell: bool = True) -> str | None:
    """The text a parser gives for cell or heading markup (text nodes joined with a blank), or ``None`` when the
    markup is not one the scanner reads the way a parser would. Elements a cell leaves open are closed by its end
    (they hold their own texts, and the formatting ones stop at the cell); a heading must close them."""
    if "<" in content:
        parts: list[str] = []
        stack: list[str] = []
        last = 0
        for m in _INNER_START.finditer(content):
            start = m.start()
            if start < last:
                continue  # a "<" inside a tag or comment already read
            token = _INNER_TOKEN.match(content, start)
            if token is None:
                return None
            parts.append(content[last:start])
            last = token.end()
            name = token.group(2)
            if name is None:
                parts.append(" ")  # a comment: a node between two texts
                continue
            name = name.lower()
            if token.group(1):
                if name in stack:
                    if stack[-1] != name:
                        return None  # misnested: a parser reshapes the tree
                    stack.pop()
                elif name == "br":
                    pass  # "</br>" is read as "<br>"
                elif name in _END_TAGS_THAT_ACT:
                    return None
                else:
                    continue  # a stray end tag: ignored, the texts on both sides join
            elif name in _VOID:
                pass
            elif name not in _INLINE or (name == "a" and "a" in stack):
                return None
            else:
                stack.append(name)
            parts.append(" ")
        if stack and not cell:
            return None
        parts.append(content[last:])
        if "&" in content:
            # a tag ends a text run, and a reference with it: each run is decoded on its own ("&</b>#160;" is no
            # reference, though the runs join around an ignored end tag)
            parts = [_unescape(part) if "&" in part else part for part in parts]
            if None in parts:
                return None
        return _clean_text("".join(parts))
    if "&" in content:
        content = _unescape(content)
        if content is None:
            return None
    return _clean_text(content)


# the references AWR reports use, replaced without a regular expression ("&amp;" last, so it makes no new one)
_COMMON_REFS = (("&#160;", "\xa0"), ("&nbsp;", "\xa0"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&apos;", "'"))


# what may be a character reference in text (a bare "&" is not one); only the common ones are decoded in bulk
_REF = re.compile(r"&[#0-9A-Za-z]+;?")
_COMMON_REFS_LAST_AMP = (*_COMMON_REFS, ("&amp;", "&"))
_COMMON_REF_SET = frozenset(ref for ref, _ in _COMMON_REFS_LAST_AMP)


def _unescape(text: str) -> str | None:
    """Character references of text content decoded as an HTML5 parser does, or ``None`` for a numeric one that
    ``html.unescape`` reads differently."""
    quick = text
    for ref, char in _COMMON_REFS:
        if ref in quick:
            quick = quick.replace(ref, char)
    if quick.count("&") == quick.count("&amp;"):
        return quick.replace("&amp;", "&")
    if "&#" in text and not _text_refs_safe(text):
        return None
    return unescape(text)


def _attributes(raw: str) -> dict[str, str] | None:
    """Attribute names (lower case) to values, the first of duplicates winning; ``None`` when a value holds a
    character reference that would read differently in an attribute than in text."""
    out: dict[str, str] = {}
    for m in _ATTR.finditer(raw):
        name = m.group(1).lower()
        if name in out:
            continue
        value = m.group(2) or ""
        if value[:1] in ("'", '"'):
            value = value[1:-1]
        if "&" in value:
            for ref in _ATTR_REF.finditer(value):
                ref_name, semi = ref.groups()
                if ref_name is not None and (not semi or f"{ref_name};" not in _ENTITIES):
                    return None  # a reference without ";" reads differently in an attribute: leave it to Lexbor
            if "&#" in value and not _text_refs_safe(value):
                return None
            value = unescape(value)
        out[name] = value
    return out


class _Bail(Exception):
    """The scanner cannot vouch for this document."""


def _scan_rows(body: str):
    """Rows of a table body as ``read()`` callables (see :func:`_table`); raises :class:`_Bail` on a cell whose end
    tag is not its own or that is left open before something that would not close it the same way."""
    rows: list[list[tuple[str, str, str]]] = []
    current: list[tuple[str, str, str]] | None = None
    for m in _ITEMS.finditer(body):
        tag, attrs, content, end, slash, group = m.groups()
        if tag:
            if end:
                if end.lower() != tag.lower():
                    raise _Bail
            elif not _OPEN_CELL_CLOSER.match(body, m.end()) and m.end() < len(body):
                raise _Bail
            if current is None:
                current = []
                rows.append(current)
            current.append((tag, attrs, content))
        elif slash or group.lower() != "tr":
            current = None
        else:
            current = []
            rows.append(current)
    return (_scan_row(cells) for cells in rows)


def _scan_row(cells: list[tuple[str, str, str]]):
    tags = [t[1] in "hH" for t, _, _ in cells]
    texts = []
    for _, _, content in cells:
        if "<" in content or "&" in content:
            t = _inner_text(content)
            if t is None:
                raise _Bail
            texts.append(t)
        else:
            texts.append(_clean_text(content))

    def attrs():
        out = []
        for _, raw, _ in cells:
            a = _attributes(raw)
            if a is None:
                raise _Bail
            out.append(a)
        return out

    return any(tags), texts, tags, attrs


# joins the texts of a block of cells, so that they are cleaned all at once (no document the scanner reads holds it)
_SEP = "\x00"
# what makes a cell's text need squashing inside, once its ends are stripped (the blanks AWR reports hold)
_INNER_BLANKS = ("  ", "\n", "\t", "\xa0")


class _Slow(Exception):
    """This table is not in the plain layout the fast path reads: read it with the full grammar."""


_BLANKS = " \t\n\f"
_CELL_HEAD = re.compile(rf"[{_WS}]*+<(t[dh]){_END}({_ATTRS})", re.I)


def _fast_table(body: str, heads: _Heads, summary: str, heading: str, detail: bool) -> Table:
    """The table ``body`` holds, read by :func:`_fast_rows`; a body written in upper case or with row groups (as
    browsers save reports) is read again in the spelling the fast path knows when the first reading declines.
    Raises :class:`_Slow` when neither reading can vouch for it."""
    limit = ROW_READ_CAP_DETAIL if detail else ROW_READ_CAP
    # a table neither detailed nor of parameters keeps the small cap's rows (see _table)
    small = None if detail or "parameter" in summary.lower() else ROW_READ_CAP_SMALL
    try:
        return _table(_fast_rows(body, heads, limit, small), summary, heading, detail)
    except _Slow:
        if not ("</T" in body or "<T" in body or "<thead>" in body or "<tbody>" in body):
            raise
    return _table(_fast_rows(_plain_spelling(body), heads, limit, small), summary, heading, detail)


def _fast_rows(body: str, heads: _Heads, limit: int, small: int | None = None):
    """Rows of a table written the plain way (``<tr ...>``, cells closed by their own end tag, ``</tr>``, only
    blanks between), yielded as :func:`_table` reads them; raises :class:`_Slow` on anything else. The header rows
    (the first rows holding a header cell) are read one by one, the data rows after them all at once."""
    parameters = False
    for read, (start, cells_html) in enumerate(_plain_rows(body)):  # noqa: B007 - start is read after the loop
        if read > limit:
            return  # rows no cap reaches
        if "</th>" not in cells_html:
            break
        header = _fast_row(cells_html, heads)
        parameters = parameters or any("parameter" in t.lower() for t in header[1])
        yield header
    else:
        return  # no data rows
    data = body[start:]
    if small is not None and not parameters and len(data) > _LONG_DATA:
        data = _first_rows(data, small + 1)  # rows past the small cap are never kept
    try:
        rows = _data_rows(data, heads)
    except _Slow:
        if "</th>" not in data:
            raise
        # header cells among the data rows (any one of them stops the block reading): row by row
        for _, cells_html in _plain_rows(data):
            yield _fast_row(cells_html, heads)
        return
    # one block of data rows (see _table): tags and attributes are never asked of rows after the header
    yield None, rows, None, None


# a row start tag, and a data cell's start tag with what may stand before it: blanks and, at a row's first cell, the
# row's start tag (after the previous row's end tag)
_ROW_START = re.compile(rf"[{_WS}]*+<tr(?:[{_WS}/]{_ATTRS})?>")
_DATA_HEAD = re.compile(rf"[{_WS}]*+(?:(?:</tr>[{_WS}]*+)?(<tr)(?:[{_WS}/]{_ATTRS})?>[{_WS}]*+)?<(?i:td){_END}{_ATTRS}")
_DATA_END = re.compile(rf"[{_WS}]*+</tr>[{_WS}]*+")
# data longer than this is cut at the rows the cap keeps before it is read
_LONG_DATA = 16_000


def _plain_rows(body: str):
    """``(start, cells_html)`` for each row of a plain table body (``start`` where the blanks before the row's
    start tag begin); raises :class:`_Slow` when anything but blanks stands between rows or a row is left open."""
    pos = 0
    while True:
        row = _ROW_START.match(body, pos)
        if row is None:
            if body[pos:].strip(_BLANKS):
                raise _Slow  # a row group tag, text or a cell outside a row
            return
        end = body.find("</tr>", row.end())
        if end < 0:
            raise _Slow  # a row left open
        yield pos, body[row.end() : end]
        pos = end + 5


def _first_rows(data: str, count: int) -> str:
    """``data`` up to the start tag of its row ``count + 1``."""
    pos = data.find("<tr")
    for _ in range(count):
        pos = data.find("<tr", pos + 3)
        if pos < 0:
            return data
    return data[:pos]


def _data_rows(data: str, heads: _Heads) -> list[list[str]]:
    """The texts of the rows in ``data`` (data rows, from the first one's start on), one list per row. The cells
    are cut all at once (``str.split`` and ``map`` do the work per cell, Python only slices the rows out of one list
    of texts); each distinct start tag, with the row tags before it, is checked once per document. Raises
    :class:`_Slow` for anything else (a row without cells, header cells, ...)."""
    parts = data.split("</td>")
    if not _DATA_END.fullmatch(parts.pop()) or not parts:
        raise _Slow  # an open cell, text after the last one, a row without cells
    # cut at each cell's last ">": a ">" in the text makes a start tag that does not check, cut again below
    cells = list(map(str.rpartition, parts, repeat(">")))
    row_starts = heads.data
    first = list(map(row_starts.get, map(_HEAD, cells)))  # None for a start tag not seen before
    if None in first:
        cells, first = _check_data_heads(cells, parts, first, row_starts)
    if not first[0]:
        raise _Slow
    bounds = list(compress(range(len(first)), first))
    bounds.append(len(first))
    texts = _cell_texts(cells)
    return list(map(texts.__getitem__, map(slice, bounds, bounds[1:])))


def _check_data_heads(cells, parts: list[str], first: list, row_starts: dict[str, bool]):
    """Check the start tags of ``cells`` not seen before (``first`` is ``None`` for them), recording whether each
    starts a row; a cell whose first cut was not at the end of its start tag is cut again there."""
    # each new start tag is checked once (a table's columns often differ only in an attribute, so a long table
    # brings one new tag per column), then every cell is looked up again at once
    for head in set(compress(map(_HEAD, cells), map(is_, first, repeat(None)))):
        m = _DATA_HEAD.fullmatch(head)
        if m is not None:
            row_starts[head] = m.group(1) is not None
    first = list(map(row_starts.get, map(_HEAD, cells)))
    if None not in first:
        return cells, first
    # a cell holding markup was cut inside it (at its last ">"): cut at its first ">" instead, which ends a start
    # tag seen before unless the tag is new (or its attributes hold a ">")
    for i in compress(range(len(first)), map(is_, first, repeat(None))):
        part = parts[i]
        head, gt, text = part.partition(">")
        known = row_starts.get(head)
        if known is not None and gt:
            first[i] = known
            cells[i] = (head, gt, text)
            continue
        m = _DATA_HEAD.match(part)
        if m is None or part[m.end() : m.end() + 1] != ">":
            raise _Slow  # not a cell start tag, or one that does not end before the next end tag
        head = part[: m.end()]
        first[i] = row_starts[head] = m.group(1) is not None
        cells[i] = (head, ">", part[m.end() + 1 :])
    return cells, first


# row-group tags without attributes (a browser saving a report writes them around the rows)
_GROUP_TAG = re.compile(r"</?(?:tbody|thead|tfoot)>", re.I)
_UPPER_TAGS = (
    ("<TR>", "<tr>"),
    ("<TR ", "<tr "),
    ("<TR\n", "<tr\n"),
    ("</TR>", "</tr>"),
    ("</TD>", "</td>"),
    ("</TH>", "</th>"),
)


def _plain_spelling(body: str) -> str:
    """A body written in upper case and with row groups (as browsers save reports) in the spelling the fast path
    reads: the row and cell tags it cuts at in lower case, and row-group tags dropped when they only wrap whole
    rows (the rows a parser gives are then the same, in the same order). Raises :class:`_Slow` for a row-group tag
    anywhere else; a tag in any other spelling is left as it is, and the fast path declines the table."""
    pieces = _GROUP_TAG.split(body)
    if len(pieces) > 1:
        for piece in pieces:
            rows = piece.strip(_BLANKS)
            if rows and (rows[:3].lower() != "<tr" or rows[-5:].lower() != "</tr>"):
                raise _Slow  # a row-group tag inside a row or cell: a parser closes the row there
        body = "\n".join(pieces)
    for upper, lower in _UPPER_TAGS:
        if upper in body:
            body = body.replace(upper, lower)
    return body


def _split_cells(parts: list[str], known: set[str], heads: _Heads, want: str) -> list[tuple[str, str, str]]:
    """Cells cut at their end tags (``parts``) as ``(start tag, ">", content)``, each start tag checked (the ones
    seen before are in ``known``). A start tag whose attribute value holds ``>`` is cut at its real end."""
    cells = list(map(str.partition, parts, repeat(">")))
    if "" in map(_GT, cells) or not known.issuperset(map(_HEAD, cells)):
        for i, (head, gt, _) in enumerate(cells):
            if head in known:
                continue
            if gt and heads.kind(head) == want:
                known.add(head)
                continue
            part = parts[i]
            m = _CELL_HEAD.match(part)
            if m is None or m.group(1).lower() != want or part[m.end() : m.end() + 1] != ">":
                raise _Slow  # not a cell start tag, or one that does not end before the next end tag
            cells[i] = (part[: m.end()], ">", part[m.end() + 1 :])
    return cells


# joins the texts of a block of cells, so that they are cleaned all at once (no document the scanner reads holds it)
_SEP = "\x00"
# what makes a cell's text need squashing inside, once its ends are stripped (the blanks AWR reports hold)
_INNER_BLANKS = ("  ", "\n", "\t", "\xa0")


def _cell_texts(cells: list[tuple[str, str, str]]) -> list[str]:
    """The texts of cells from :func:`_split_cells`, cleaned as a parser's text would be. The common references
    are decoded and blank runs squashed over all cells at once (neither reaches over a cell's end); cells holding
    markup, or references other than the common ones, are read one by one."""
    texts = list(map(_CONTENT, cells))
    joined = _SEP.join(texts)
    refs = set(_REF.findall(joined)) if "&" in joined else None
    apart = _cells_holding(("<", "&") if refs and not _COMMON_REF_SET.issuperset(refs) else ("<",), texts, joined)
    if apart:
        read = [(i, _fast_text(texts[i])) for i in apart]
        for i in apart:
            texts[i] = ""
        joined = _SEP.join(texts)
        refs = set(_REF.findall(joined)) if refs else None
    if refs:
        for ref, char in _COMMON_REFS_LAST_AMP:
            if ref in refs:
                joined = joined.replace(ref, char)
    if (
        "  " in joined
        or " \x00" in joined
        or "\x00 " in joined
        or joined[:1] == " "
        or joined[-1:] == " "
        or not joined.replace(_SEP, "").isprintable()
    ):
        # blanks at the ends of cells are the usual case (numbers padded to a width); the few cells with a run of
        # blanks inside are squashed one by one, unless a blank of another kind is left
        out = list(map(str.strip, joined.split(_SEP)))
        flat = "".join(out)  # the texts are stripped: joining them makes no run of blanks
        if "  " in flat or not flat.isprintable():
            for i in _cells_holding(_INNER_BLANKS, out, _SEP.join(out)):
                out[i] = " ".join(out[i].split())
            flat = "".join(out)
            if "  " in flat or not flat.isprintable():
                out = " ".join(joined.split()).replace(" \x00", _SEP).replace("\x00 ", _SEP).split(_SEP)
    else:
        out = joined.split(_SEP) if refs else texts  # texts: unchanged but for the cells read apart
    if apart:
        for i, text in read:
            out[i] = text
    return out


def _cells_holding(needles: tuple[str, ...], texts: list[str], joined: str) -> set[int]:
    """Indexes of the ``texts`` holding one of ``needles``, found in ``joined`` (the texts joined by :data:`_SEP`,
    which no needle holds)."""
    found: set[int] = set()
    starts = None
    for needle in needles:
        pos = joined.find(needle)
        if pos < 0:
            continue
        if starts is None:  # where each text starts in joined
            starts = list(accumulate(map(add, map(len, texts), repeat(1)), initial=0))
        while pos >= 0:
            i = bisect_right(starts, pos) - 1
            found.add(i)
            pos = joined.find(needle, starts[i + 1])
    return found


def _fast_row(cells_html: str, heads: _Heads):
    """One row read on its own (header rows, and rows of tables that mix header cells in later)."""
    has_th = "</th>" in cells_html
    if has_th and "</td>" in cells_html:
        return _mixed_row(cells_html, heads)
    parts = cells_html.split("</th>" if has_th else "</td>")
    if parts.pop().strip(_BLANKS):
        raise _Slow  # an open cell or text after the last one
    if not has_th:
        return False, _cell_texts(_split_cells(parts, heads.td, heads, "td")), None, None
    cells = _split_cells(parts, heads.th, heads, "th")
    texts = _cell_texts(cells)
    # attributes only matter for their spans: a row naming none spans one column and one row per cell
    spans = partial(heads.attributes, cells) if "span" in cells_html.lower() else None
    return True, texts, [True] * len(texts), spans


_HEAD = itemgetter(0)
_GT = itemgetter(1)
_CONTENT = itemgetter(2)
_CELL_END = re.compile(r"</(t[dh])>")


_NOT_READ = object()


class _Heads:
    """Start tags (cut at their ``>``) already checked in one document, and what was read from them."""

    def __init__(self) -> None:
        self.td: set[str] = set()
        self.th: set[str] = set()
        self.data: dict[str, bool] = {}  # data cell start tags (with the row tags before them): starts a row?
        self._kinds: dict[str, tuple[str, str]] = {}
        self._attributes: dict[str, dict] = {}
        self._summaries: dict[str, str | None] = {}
        self.table_end = "</table>"  # the spelling of the document's table end tags (upper case when only that)

    def summary(self, raw: str) -> str | None:
        """The ``summary`` attribute among a table's attributes ``raw``, blanks squashed (``None``: see
        :func:`_attributes`); the start tags of one document's tables repeat, each is read once."""
        summary = self._summaries.get(raw, _NOT_READ)
        if summary is _NOT_READ:
            attributes = _attributes(raw)
            summary = self._summaries[raw] = None if attributes is None else squash(attributes.get("summary") or "")
        return summary

    def kind(self, head: str) -> str:
        """``"td"`` or ``"th"``, or ``""`` when ``head`` is not a cell start tag."""
        known = self._kinds.get(head)
        if known is None:
            m = _CELL_HEAD.fullmatch(head)
            known = self._kinds[head] = (m.group(1).lower(), m.group(2)) if m else ("", "")
        return known[0]

    def attributes(self, cells) -> list[dict]:
        out = []
        for head, _, _ in cells:
            self.kind(head)
            raw = self._kinds[head][1]
            attributes = self._attributes.get(raw)
            if attributes is None:
                attributes = self._attributes[raw] = _attributes(raw)
                if attributes is None:
                    raise _Bail
            out.append(attributes)
        return out


def _mixed_row(cells_html: str, heads: _Heads):
    """A row holding both header and data cells: cut at both end tags, each cell checked against its own."""
    split = _CELL_END.split(cells_html)
    if split.pop().strip(_BLANKS):
        raise _Slow
    cells = [p.partition(">") for p in split[0::2]]
    tags = []
    for (head, gt, _), end in zip(cells, split[1::2], strict=True):
        if not gt or heads.kind(head) != end:
            raise _Slow
        tags.append(end == "th")
    texts = [_fast_text(t) for _, _, t in cells]
    return True, texts, tags, partial(heads.attributes, cells)


# the markup most cells that hold any have: a SQL id as a link or after an anchor, a statement's text, a figure in
# a div or span (read as _inner_text reads them: the tags are blanks between texts, which the squash then drops)
_ONE_ELEMENT = re.compile(
    rf"<((?i:a|pre_sqltext|div|span)){_END}{_ATTRS}>([^<]*+)</\1>|<(?i:a){_END}{_ATTRS}></(?i:a)>([^<]*+)"
)


@lru_cache(maxsize=4096)  # "&#160;", "   8" and the like come back thousands of times
def _fast_text(content: str) -> str:
    if "<" in content:
        one = _ONE_ELEMENT.fullmatch(content)
        if one is not None:
            content = one.group(2) if one.group(1) else one.group(3)
    if "<" in content or "&" in content:
        text = _inner_text(content)
        if text is None:
            raise _Slow
        return text
    return _clean_text(content)


def scan_tables(text: str) -> tuple[list[Table], list[str]] | None:
    """The tables and ``h1`` texts of an HTML report read without a tree, or ``None`` when the document holds
    anything the scanner cannot vouch for (the caller then asks :func:`lexbor_tables`)."""
    if "\r" in text or "\x00" in text:
        return None  # a parser normalises these; decoded reports never hold them
    try:
        return _scan(text)
    except _Bail:
        return None


def _scan(text: str) -> tuple[list[Table], list[str]] | None:
    tables: list[Table] = []
    h1s: list[str] = []
    heading = ""
    heads = _Heads()
    if "</table>" not in text and "</TABLE>" in text:
        heads.table_end = "</TABLE>"
    n = len(text)
    pos = 0
    while True:
        pos = _SKIP.match(text, pos).end()
        if pos >= n:
            return tables, h1s
        start = _START.match(text, pos)
        if start is None:
            return None
        name = start.group(1).lower()
        pos = start.end()
        if name == "table":
            summary = heads.summary(start.group(2))
            if summary is None:
                return None
            table, pos = _read_table(text, pos, summary, heading, heads)
            if table is None:
                return None
            tables.append(table)
        elif name in ("h1", "h2", "h3", "h4"):
            end = _HEADING_END.search(text, pos)
            if end is None:
                return None
            t = _inner_text(text[pos : end.start()], cell=False)
            close = _END_TAG.match(text, end.start())
            if t is None or close is None:
                return None
            if name == "h1":
                h1s.append(t)
            if t:
                heading = t
            pos = close.end()
        elif name in _RAW_TEXT:
            end = re.compile(rf"</{name}{_END}", re.I).search(text, pos)
            if end is None or (name == "script" and "<!--" in text[pos : end.start()]):
                return None
            close = _END_TAG.match(text, end.start())
            if close is None:
                return None
            pos = close.end()
        else:
            return None


# rows past the cap are not read, but a parser would still see there a nested table or a heading, or markup that
# changes how everything after it is read (a comment or other "<!" / "<?" declaration, a raw-text element, ...):
# where any of these stand past the cap, the table is read through the full grammar
_HIDDEN_PAST_CAP = re.compile(rf"<(?:[!?]|/(?![A-Za-z])|(?:{_READ_ANOTHER_WAY}){_END})", re.I)


def _read_table(text: str, pos: int, summary: str, heading: str, heads: _Heads) -> tuple[Table | None, int]:
    """The table whose body starts at ``pos``, and the position after its end tag: the plain layout through
    :func:`_fast_rows`, any other through the full grammar; ``(None, pos)`` when neither can vouch for it."""
    close = text.find(heads.table_end, pos)
    detail = is_detail_heading(heading)
    if close >= 0:
        body = text[pos:close]
        try:
            table = _fast_table(body, heads, summary, heading, detail)
        except _Slow:
            pass
        else:
            if not table.truncated or not _HIDDEN_PAST_CAP.search(body):
                return table, close + 8

    body = _TABLE_BODY.match(text, pos)
    if body is None:
        return None, pos  # nested table, text or markup a parser moves out of the table, cut-off document
    inner = text[pos : body.start("close")]
    table = _table(_scan_rows(inner), summary, heading, detail)
    if table.truncated and _HIDDEN_PAST_CAP.search(inner):
        return None, pos  # the rows past the cap hold what changes the reading of what follows
    return table, body.end()
