"""The ordered tables of file kinds runs and as-built checks declare (apps.intake.registry.KindTable)."""

from __future__ import annotations

import pytest

from apps.asbuilt.parsers.kinds import ASBUILT_KINDS, KINDS
from apps.intake.registry import FileKind, KindTable
from apps.runs.parsers.dispatch import RUN_FORMATS


def _parser(name: str, text: str) -> str:
    return text


def test_kinds_are_tried_in_table_order_by_name_and_by_content():
    table: KindTable = KindTable([
        FileKind("first", "First", _parser, names=(r"\.conf$",), detect=lambda text: "x" in text),
        FileKind("second", "Second", _parser, names=(r"(^|/)app\.conf$",), detect=lambda text: "x" in text),
        FileKind("third", "Third", _parser, detect=lambda text: text.startswith("y")),
    ])
    assert [k.name for k in table] == ["first", "second", "third"]
    assert dict(table.labels) == {"first": "First", "second": "Second", "third": "Third"}
    assert table.by_name("etc/app.conf").name == "first"  # both match: the earlier wins
    assert table.by_name("etc/app.ini") is None
    assert table.by_content("yx").name == "first"
    assert table.by_content("y").name == "third"
    assert table.by_content("z") is None
    assert "second" in table and table["second"].parse is _parser and "fourth" not in table
    with pytest.raises(KeyError):
        table["fourth"]
    table.insert(0, FileKind("zeroth", "Zeroth", _parser, detect=lambda text: True))
    assert table.by_content("z").name == "zeroth" and list(table.labels)[0] == "zeroth", "the labels read the table"


def test_a_kind_is_listed_once():
    with pytest.raises(ValueError, match="listed twice"):
        KindTable([FileKind("one", "One", _parser), FileKind("one", "One again", _parser)])


def test_runs_and_the_as_built_check_each_declare_a_table():
    assert list(KINDS) == [k.name for k in ASBUILT_KINDS]
    assert KINDS is ASBUILT_KINDS.labels
    assert isinstance(RUN_FORMATS, KindTable) and isinstance(ASBUILT_KINDS, KindTable)
