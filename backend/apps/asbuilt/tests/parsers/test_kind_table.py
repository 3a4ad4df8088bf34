"""The table of the as-built check's kinds (apps.asbuilt.parsers.kinds.ASBUILT_KINDS) is the one place a kind is
declared: a kind added to it alone is detected and parsed, labelled for the API, named in the upload help's source
(the API vocabulary) and compared by the diff through the hooks of its entry; no list of kind names is written by hand
elsewhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from apps.asbuilt import diff
from apps.asbuilt.parsers import ASBUILT_KINDS, KINDS, AsBuiltKind, Setting, detect_kind, parse_file
from apps.asbuilt.parsers.base import parsed
from config import api_vocabulary

REPO = Path(__file__).resolve().parents[5]


def _parse_throwaway(name: str, text: str):
    settings = [Setting(line.split("=")[0].strip(), line.split("=")[1].strip(), n)
                for n, line in enumerate(text.splitlines(), 1) if "=" in line]
    return parsed("throwaway-conf", settings, {})


def _as_throwaway_output(settings):
    return [(f"{key} shown", value) for key, value in settings]


@pytest.fixture
def throwaway():
    entries = [
        AsBuiltKind("throwaway-conf", "a test's own configuration (throwaway.conf)", _parse_throwaway,
                    names=(r"(^|/)throwaway\.conf$",), hint="throwaway.conf",
                    shows_as=("throwaway-out", _as_throwaway_output)),
        AsBuiltKind("throwaway-out", "a test's own command output", _parse_throwaway,
                    detect=lambda text: text.startswith("THROWAWAY OUTPUT"), hint="throwaway -l", scope="cluster"),
    ]
    ASBUILT_KINDS.extend(entries)
    try:
        yield entries
    finally:
        for entry in entries:
            ASBUILT_KINDS.remove(entry)


def test_a_kind_added_to_the_table_alone_is_detected_parsed_labelled_and_compared(throwaway):
    assert detect_kind("rac1/etc/throwaway.conf", b"a = 1\n") == "throwaway-conf"
    assert detect_kind("output.txt", b"THROWAWAY OUTPUT\nb = 2\n") == "throwaway-out"
    result = parse_file("rac1/etc/throwaway.conf", b"a = 1\n")
    assert result.kind == "throwaway-conf" and result.settings == (Setting("a", "1", 1),)
    assert KINDS["throwaway-conf"] == "a test's own configuration (throwaway.conf)"

    vocabulary = api_vocabulary.render()
    assert ('"throwaway-conf": {"label": "a test\'s own configuration (throwaway.conf)", "hint": "throwaway.conf", '
            '"scope": "node"}') in vocabulary
    assert '"throwaway-out": {"label": "a test\'s own command output", "hint": "throwaway -l", "scope": "cluster"}' in (
        vocabulary)

    # the planned file is projected onto the output's keys by its entry's hook
    sides = diff._group([("rac1", "rac1/etc/throwaway.conf", "throwaway-conf", [("a", "1")])], project=True)
    assert sides[("rac1", "throwaway-out")].values == {"a shown": ("1", "rac1/etc/throwaway.conf")}
    assert sides[("rac1", "throwaway-out")].projected


def test_the_table_is_well_formed():
    for kind in ASBUILT_KINDS:
        assert kind.label and (kind.names or kind.detect), kind.name
        assert kind.scope in ("node", "cluster"), kind.name
        assert kind.shows_as is None or kind.shows_as[0] in ASBUILT_KINDS, kind.name
        assert kind.compared_as is None or kind.compared_as in ASBUILT_KINDS, kind.name


def _sources() -> list[Path]:
    out = [*(REPO / "backend" / "apps").rglob("*.py"), *(REPO / "backend" / "config").rglob("*.py"),
           *(REPO / "frontend" / "src").rglob("*.ts"), *(REPO / "frontend" / "src").rglob("*.tsx"),
           *(REPO / "docs").rglob("*.md")]
    table = REPO / "backend" / "apps" / "asbuilt" / "parsers" / "kinds.py"
    return [p for p in out if p != table and "tests" not in p.parts and "migrations" not in p.parts
            and ".test." not in p.name and p.parent != REPO / "frontend" / "src" / "lib" / "api"]


def test_no_list_of_kind_names_is_written_by_hand_outside_the_table():
    names = "|".join(sorted(map(re.escape, KINDS), key=len, reverse=True))
    quoted = rf"[\"'`](?:{names})[\"'`]"
    pattern = re.compile(rf"{quoted}(?:[\s,]+(?:and\s+|or\s+)?{quoted}){{2,}}")
    found = {(str(p.relative_to(REPO)), m.group(0)) for p in _sources()
             for m in pattern.finditer(p.read_text("utf-8", errors="replace"))}
    assert found == set(), "name the table (apps/asbuilt/parsers/kinds.py ASBUILT_KINDS) or a field of its entries"
