"""Golden tests: each sample report (read in place) and each fixture against its JSON."""

from __future__ import annotations

import json
import math
import os

import pytest

from apps.runs.parsers import ParseError, parse_file

from .conftest import DATA, GOLDEN, SAMPLES, read_sample, run_sample_reports, sample_files
from .golden_view import key_view

ROBUSTNESS_ONLY = {"desafio__AWR.html"}
# UPDATE_GOLDEN=1 rewrites the golden files from the current parsers; review the diff before committing it.
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

CORPUS = sample_files() + run_sample_reports()
GOLDEN_SAMPLES = [p for p in CORPUS if p.name not in ROBUSTNESS_ONLY]
FIXTURES = sorted(DATA.iterdir())


def _check_golden(view: dict, golden_name: str) -> None:
    path = GOLDEN / golden_name
    if UPDATE:
        path.write_text(json.dumps(view, indent=2, sort_keys=False) + "\n")
    _assert_same(view, json.loads(path.read_text()))


def _assert_same(actual, expected, path="$"):
    if isinstance(expected, dict):
        assert isinstance(actual, dict), path
        assert set(actual) == set(expected), f"{path}: keys differ {set(actual) ^ set(expected)}"
        for k in expected:
            _assert_same(actual[k], expected[k], f"{path}.{k}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), path
        for i, (a, e) in enumerate(zip(actual, expected, strict=False)):
            _assert_same(a, e, f"{path}[{i}]")
    elif isinstance(expected, float) or isinstance(actual, float):
        assert actual is not None and expected is not None, f"{path}: {actual!r} != {expected!r}"
        assert math.isclose(actual, expected, rel_tol=1e-6, abs_tol=1e-6), f"{path}: {actual} != {expected}"
    else:
        assert actual == expected, f"{path}: {actual!r} != {expected!r}"


def test_corpus_is_present():
    if not SAMPLES.exists():
        pytest.fail("the sample corpus ../shared/awr-samples is missing")
    assert len(CORPUS) >= 30
    missing = [p.name for p in GOLDEN_SAMPLES if not (GOLDEN / f"{p.name}.json").exists()]
    assert not missing, f"samples without a golden file: {missing}"


@pytest.mark.parametrize("path", GOLDEN_SAMPLES, ids=lambda p: p.name)
def test_sample_matches_golden(path):
    result = parse_file(*read_sample(path))
    _check_golden(key_view(result), f"{path.name}.json")


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_fixture_matches_golden(path):
    result = parse_file(path.name, path.read_bytes())
    _check_golden(key_view(result), f"fixture__{path.name}.json")


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_every_sample_parses_and_serialises(path):
    result = parse_file(*read_sample(path))
    doc = result.to_dict()
    text = json.dumps(doc, allow_nan=False)
    assert json.loads(text)["kind"] == result.kind
    # deterministic: a second parse serialises identically
    assert json.dumps(parse_file(*read_sample(path)).to_dict(), allow_nan=False) == text


def test_desafio_is_parsed_without_identity():
    path = SAMPLES / "desafio__AWR.html"
    if not path.exists():
        pytest.fail("sample missing from ../shared/awr-samples (tests read the corpus in place)")
    result = parse_file(path.name, path.read_bytes())
    assert result.kind == "awr_instance"
    assert result.identity.db_name is None and result.identity.dbid is None
    assert result.release is None
    assert result.note and "PDB" in result.note


def test_unrecognised_file_raises_parse_error():
    with pytest.raises(ParseError):
        parse_file("notes.txt", b"hello world, nothing to see")
