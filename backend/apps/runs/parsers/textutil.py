"""Decoding, spool clean-up and number reading shared by the parsers."""

from __future__ import annotations

import re
from collections import Counter

_BOMS = (b"\xef\xbb\xbf",)


def decode(data: bytes) -> str:
    """Bytes to text: UTF-8 first, then cp1252, then latin-1 (which never fails).

    Line endings are normalised to ``\\n`` and NUL bytes dropped, so the parsers only
    ever see one flavour of text.
    """
    for bom in _BOMS:
        if data.startswith(bom):
            data = data[len(bom) :]
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            text = data.decode("latin-1")
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            try:
                text = data.decode("cp1252")
            except UnicodeDecodeError:
                text = data.decode("latin-1")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in text:
        text = text.replace("\x00", "")
    return text


def unwrap_spool(text: str) -> str:
    """Undo SQL*Plus wrapping of a spool written without ``trimspool``.

    Such files pad every line with blanks to the line size (typically 132) and split
    longer lines at that width. When most lines have exactly one length, a line of that
    length which does not end in a blank was cut, and is glued to the next one.
    """
    if len(text) > _SPOOL_PROBE and not _looks_spooled(text[:_SPOOL_PROBE].split("\n")):
        return text  # a spooled file is padded from its first line on: its first lines tell
    lines = text.split("\n")
    width = _spool_width(lines) if len(lines) >= 20 else 0
    if not width:
        return text
    out: list[str] = []
    pending = ""
    for line in lines:
        if len(line) == width and not line.endswith(" "):
            pending += line
            continue
        out.append(pending + line.rstrip())
        pending = ""
    if pending:
        out.append(pending)
    # Each original line is followed by a blank padding line; drop blank-only lines
    # that were pure padding (HTML does not care, text tables are not spooled this way).
    return "\n".join(line for line in out if line)


# how much of a long file is looked at first to rule out spooling
_SPOOL_PROBE = 32_000


def _spool_width(lines: list[str]) -> int:
    """The commonest non-zero line length, or 0 when fewer than 60 % of the non-empty lines have it (or it is
    under 60 characters, too short for a SQL*Plus line size)."""
    lengths = Counter(map(len, lines))  # counted in C; the empty lines are taken out just after
    lengths.pop(0, None)
    if not lengths:
        return 0
    width, count = lengths.most_common(1)[0]
    return width if width >= 60 and count >= 0.6 * sum(lengths.values()) else 0


def _looks_spooled(lines: list[str]) -> bool:
    """True when most lines are padded to one SQL*Plus line size."""
    return len(lines) >= 20 and _spool_width(lines) > 0


_NUM_START = frozenset("0123456789.")
_NUM_RE = re.compile(r"^\(?([-+]?(?:\d[\d,]*)?\.?\d*(?:[eE][-+]?\d+)?)\s*([A-Za-z%]*)\)?$")
_MULT = {
    "": 1.0,
    "k": 1e3,
    "m": 1e6,
    "g": 1e9,
    "t": 1e12,
    "p": 1e15,
}
# compiled once: the module-level re functions look each pattern up in re's cache on every call
_DURATION_RE = re.compile(r"^([-+]?[\d,]*\.?\d+(?:[eE][-+]?\d+)?)\s*([a-zA-Zµ]*)$")
_SIZE_RE = re.compile(r"^([-+]?\d*\.?\d+)\s*([KMGTkmgt]?)[Bb]?$")
_PER_RE = re.compile(r"\w/(s|sec|tx|txn)\b")
_TIME_TO_MS = {
    "ns": 1e-6,
    "us": 1e-3,
    "µs": 1e-3,
    "ms": 1.0,
    "s": 1e3,
    "sec": 1e3,
    "secs": 1e3,
    "m": 60e3,
    "min": 60e3,
    "mins": 60e3,
    "h": 3600e3,
    "hr": 3600e3,
    "hrs": 3600e3,
}


def parse_number(raw: str | None) -> float | None:
    """Read a number as Oracle prints it: ``1,234``, ``.5``, ``2.3K``, ``1.5M``, ``1.E+03``.

    Percent signs and a trailing ``%`` are ignored. Returns ``None`` for blanks, ``N/A``,
    ``#####`` overflow markers and anything else that is not a number.
    """
    value = _common_get(raw, _UNCOMMON)
    if value is not _UNCOMMON:
        return value
    return _parse_number_uncommon(raw)


def _parse_number_uncommon(raw: str) -> float | None:
    """:func:`parse_number` of a cell that is not in ``_COMMON_CELLS`` (so neither None nor empty)."""
    first = raw[:1]
    if (first in _NUM_START or (first == "-" and raw[1:2] in _NUM_START)) and "_" not in raw:
        # fastest path: a cell that is already a plain number, maybe negative or with thousands commas (the
        # digit after a minus keeps float() from reading "-inf" or "-nan"); anything float() refuses (a unit, a
        # percent sign, inner blanks) goes the general way below, which gives the same value for these cells
        try:
            return float(raw.replace(",", "") if "," in raw else raw)
        except ValueError:
            pass
    return _parse_number_general(raw)


def _parse_number_general(raw: str) -> float | None:
    """:func:`parse_number` for any cell: blanks, markers, units, percent signs, brackets."""
    s = raw.strip().replace("\xa0", "")
    if not s or s in {"-", "N/A", "n/a", "NA", "null", "(null)"} or s.startswith("#"):
        return None
    s = s.rstrip("%").strip()
    if s[:1] in _NUM_START and "_" not in s:
        # fast path for the common case, a plain (possibly grouped) number; suffixes fall through to the regex
        try:
            return float(s.replace(",", ""))
        except ValueError:
            pass
    m = _NUM_RE.match(s)
    if not m:
        return None
    digits, suffix = m.group(1), m.group(2).lower()
    if not digits or digits in {"+", "-", ".", "+.", "-."}:
        return None
    if suffix not in _MULT:
        return None
    try:
        value = float(digits.replace(",", ""))
    except ValueError:
        return None
    return value * _MULT[suffix]


# The cells the reports print most: blanks, small integers and figures with one or two decimals ("0.00", ".0",
# "100.0"), four in five of the figures of the detail lists. Their values are read once, by the general code
# itself, so a lookup gives exactly what parsing would; a dict lookup is cheaper than the tests and float() call.
_UNCOMMON = object()


def _common_cells() -> dict[str | None, float | None]:
    cells: list[str] = [str(i) for i in range(1000)]
    cells += [f"{i / 10:.1f}" for i in range(1001)]  # 0.0 .. 100.0
    cells += [f".{i}" for i in range(10)]  # .0 .. .9, as Oracle prints fractions below one
    cells += [f"{i / 100:.2f}" for i in range(1001)]  # 0.00 .. 10.00
    table: dict[str | None, float | None] = {None: None, "": None}
    for cell in cells:
        table[cell] = _parse_number_uncommon(cell)
    return table


_COMMON_CELLS = _common_cells()
_common_get = _COMMON_CELLS.get


def parse_int(raw: str | None) -> int | None:
    """Like :func:`parse_number` but rounds to an int (for ids and CPU counts)."""
    value = parse_number(raw)
    return None if value is None else int(round(value))


def parse_duration_ms(raw: str | None, default_unit: str = "ms") -> float | None:
    """Read an average wait such as ``12.3ms``, ``850us``, ``792.80ns``, ``48.23 s``.

    A bare number is taken in ``default_unit`` (the unit printed in the column header).
    """
    if raw is None:
        return None
    if raw[:1] in _NUM_START and "_" not in raw:
        # fastest path: a cell that is already a plain number (no blanks, grouping or unit)
        try:
            return float(raw)
        except ValueError:
            pass
    s = raw.strip().replace("\xa0", "")
    if not s:
        return None
    m = _DURATION_RE.match(s)
    if not m:
        return None
    try:
        value = float(m.group(1).replace(",", ""))
    except ValueError:
        return None
    unit = (m.group(2) or default_unit).lower()
    factor = _TIME_TO_MS.get(unit)
    if factor is None:
        return None
    return value * factor


def parse_size_mb(raw: str | None) -> float | None:
    """Read a memory size such as ``5,568M``, ``8K``, ``20,612K``, ``2G`` as megabytes.

    A bare number is taken as bytes.
    """
    if raw is None:
        return None
    if raw[:1] in _NUM_START and "_" not in raw:
        # fastest path: a cell that is already a plain number (no blanks, grouping or unit)
        try:
            return float(raw)
        except ValueError:
            pass
    s = raw.strip().replace(",", "")
    m = _SIZE_RE.match(s)
    if not m:
        return None
    value = float(m.group(1))
    unit = m.group(2).upper()
    factors = {"": 1 / 1048576, "K": 1 / 1024, "M": 1.0, "G": 1024.0, "T": 1048576.0}
    return value * factors[unit]


_KEY_RE = re.compile(r"[^a-z0-9]+")


def norm_key(label: str) -> str:
    """Turn a row label into a stable snake_case key: ``'Redo size (bytes):'`` -> ``redo_size_bytes``.

    ``%`` becomes ``pct`` so that ``Buffer Hit %`` and ``Buffer Hit`` stay distinct.
    """
    s = label.strip().rstrip(":").strip().lower()
    s = s.replace("%", " pct ").replace("#", " num ").replace("+", " plus ")
    s = s.replace("/", " per ") if _PER_RE.search(s) else s.replace("/", " ")
    s = _KEY_RE.sub("_", s).strip("_")
    return s or "unnamed"


def squash(text: str) -> str:
    """Collapse whitespace runs to one blank."""
    return " ".join(text.split())
