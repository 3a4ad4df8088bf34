"""Golden tests: every hand-written fixture parses (kind detected from its name or content) to its stored JSON.

``UPDATE_GOLDEN=1`` rewrites the ``<fixture>.golden.json`` files from the current parsers; review the diff.
"""

from __future__ import annotations

import json
import os

import pytest

from apps.asbuilt.parsers import KINDS, ParsedFile, parse_file

from .conftest import FIXTURES

UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
GOLDEN_SUFFIX = ".golden.json"
# Files under not-read/ are recognised and deliberately not parsed (test_real_nodes.py).
CASES = sorted(p for p in FIXTURES.rglob("*") if p.is_file() and p.name != "README.md"
               and not p.name.endswith(GOLDEN_SUFFIX) and "not-read" not in p.relative_to(FIXTURES).parts)


def view(result: ParsedFile) -> dict:
    return {
        "kind": result.kind,
        "host": result.host,
        "settings": [[s.key, s.value, s.line] for s in result.settings],
        "facts": result.facts,
        "fact_lines": result.lines,
        "warnings": list(result.warnings),
    }


def test_every_kind_has_a_fixture():
    kinds = {parse_file(str(p.relative_to(FIXTURES)), p.read_bytes()).kind for p in CASES}
    # pam, profile and sqlnet-ora are read from rendered bundles (test_roundtrip) or the interface test.
    assert set(KINDS) - kinds <= {"profile", "sqlnet-ora"}, sorted(set(KINDS) - kinds)


@pytest.mark.parametrize("path", CASES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_fixture_matches_golden(path):
    result = view(parse_file(str(path.relative_to(FIXTURES)), path.read_bytes()))
    golden = path.with_name(path.name + GOLDEN_SUFFIX)
    if UPDATE:
        golden.write_text(json.dumps(result, indent=2) + "\n")
    assert golden.exists(), f"no golden file for {path.name}; run with UPDATE_GOLDEN=1 and review it"
    assert result == json.loads(golden.read_text())
