"""Robustness: whatever the bytes or text, parse_file returns a ParsedFile or raises AsBuiltParseError."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from apps.asbuilt.parsers import KINDS, AsBuiltParseError, ParsedFile, parse_file

from .conftest import FIXTURES

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
KIND_LIST = sorted(KINDS)
# Characters the formats give meaning to, so the text reaches deep into the parsers.
ALPHABET = st.sampled_from(list("()=,{}#;:'\"\\/.*-_ \t\n0123456789abcXYZ[]@+<>`|"))
SEEDS = sorted(p for p in FIXTURES.rglob("*") if p.is_file() and not p.name.endswith((".json", ".md")))


def _check(name: str, data: bytes, kind: str | None) -> None:
    try:
        result = parse_file(name, data, kind=kind)
    except AsBuiltParseError as exc:
        assert str(exc)
        return
    assert isinstance(result, ParsedFile) and result.kind in KINDS


@FUZZ
@given(st.binary(max_size=2048), st.sampled_from([None, *KIND_LIST]))
def test_random_bytes(data, kind):
    _check("upload", data, kind)


@FUZZ
@given(st.text(ALPHABET, max_size=400), st.sampled_from(KIND_LIST))
def test_random_syntax(text, kind):
    _check("upload", text.encode(), kind)


@FUZZ
@given(st.sampled_from(SEEDS), st.integers(min_value=0, max_value=10_000), st.integers(min_value=0, max_value=40),
       st.text(ALPHABET, max_size=8))
def test_mutated_fixtures(path, at, cut, insert):
    data = path.read_bytes()
    at = at % (len(data) + 1)
    mutated = data[:at] + insert.encode() + data[at + cut:]
    _check(str(path.relative_to(FIXTURES)), mutated, None)


# Files under not-read/ are recognised and refused on purpose (NotRead): they never reach assemble().
PARSED_SEEDS = [(str(p.relative_to(FIXTURES)), p.read_bytes()) for p in SEEDS
                if "not-read" not in p.relative_to(FIXTURES).parts]
PLAN_NAMES = ["s000-z10-hipersockets-asm-4k-dedicated", "s001-fcp-asm", "s001-nfs-standalone",
              "s003-x366-2-node-infiniband-interconnect", "s004-eckd-hyperpav-11g", None]


@FUZZ
@given(st.dictionaries(st.sampled_from(["rac1", "rac2", "cluster", "db-node1", "nsrac1"]),
                       st.lists(st.sampled_from(range(len(PARSED_SEEDS))), max_size=8), max_size=4),
       st.sampled_from(PLAN_NAMES))
def test_assemble_never_raises(choice, plan_name):
    from apps.asbuilt.assemble import assemble
    from apps.bundles.tests.helpers import plan
    from apps.topology.parsing import normalize

    files = {node: [parse_file(*PARSED_SEEDS[i]) for i in picks] for node, picks in choice.items()}
    base = normalize(plan(plan_name)["document"]) if plan_name else None
    result = assemble(files, base=base)
    assert isinstance(result.document, dict)
    assert all(isinstance(c.as_dict(), dict) for c in result.conflicts)
