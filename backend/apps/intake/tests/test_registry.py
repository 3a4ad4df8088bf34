"""The parser registry runs and as-built checks share (apps.intake.registry)."""

from __future__ import annotations

import pytest

from apps.asbuilt.parsers.base import KINDS, REGISTRY
from apps.intake.registry import Registry


def _parser(name: str, text: str) -> str:
    return text


def test_kinds_are_tried_in_registration_order_by_name_and_by_content():
    registry: Registry = Registry()
    registry.add("first", "First", _parser, names=(r"\.conf$",), sniff=lambda text: "x" in text)
    registry.register("second", "Second", names=(r"(^|/)app\.conf$",), sniff=lambda text: "x" in text)(_parser)
    registry.add("third", "Third", _parser, sniff=lambda text: text.startswith("y"))
    assert [k.kind for k in registry] == ["first", "second", "third"]
    assert registry.labels == {"first": "First", "second": "Second", "third": "Third"}
    assert registry.by_name("etc/app.conf").kind == "first"  # both match: the earlier wins
    assert registry.by_name("etc/app.ini") is None
    assert registry.by_content("yx").kind == "first"
    assert registry.by_content("y").kind == "third"
    assert registry.by_content("z") is None
    assert "second" in registry and registry["second"].parser is _parser


def test_a_kind_is_registered_once():
    registry: Registry = Registry()
    registry.add("one", "One", _parser)
    with pytest.raises(ValueError, match="registered twice"):
        registry.add("one", "One again", _parser)


def test_the_as_built_check_reads_through_a_registry_of_its_own():
    assert list(KINDS) == [k.kind for k in REGISTRY]
    assert KINDS is REGISTRY.labels
