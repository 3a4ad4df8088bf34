"""Each value a study gives is typed once, in ``apps.studies.values``; the defaults, the rules and the renderer name it.

The scan reads the source of every module that uses study values and fails on a study value typed there as a literal:
a module or class constant (``INBOUND_BUFFERS = 16``, ``LOW, HIGH = 100, 500``, a dict of sysctl minimums), the
bound in a comparison (``if mtu > 8992``) or the value of a JSON patch (``{"op": ..., "value": 2000}``). Prose in
messages and docstrings is not code and is not scanned.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from apps.studies import S000, S004, Cite, Measured, sections
from apps.studies import values as V
from apps.studies.seeds import section_exists
from apps.topology.defaults import DEFAULT_SOURCES, PROVENANCE
from apps.topology.parsing import normalize

APPS = Path(__file__).resolve().parents[2]
# The modules that use the studies' values: the topology defaults, the rule catalogue, and the bundle renderer.
CONSUMERS = sorted([
    APPS / "topology" / "defaults.py",
    APPS / "topology" / "schema.py",
    APPS / "rules" / "capacity.py",
    *(APPS / "rules" / "catalogue").rglob("*.py"),
    *(APPS / "bundles" / "renderer").glob("*.py"),
])
# Numbers too common to mean a study value when a check compares with them or a patch writes them (counts, list
# indexes, percentages); as a named constant they are still reported.
TOO_COMMON_IN_CODE = {0, 1, 2, 10, 16, 100, 128, 4096, 65000}
# Constants whose number equals a study value by coincidence: another quantity, or another unit. Each entry says what
# the constant counts; an entry whose constant is gone fails the test, so the list cannot go stale.
COINCIDENCES: dict[tuple[str, str], str] = {
    ("rules/capacity.py", "RAC_OVERHEAD_PCT_EXAMPLE"): "a percentage of throughput (study 002's example)",
    ("rules/capacity.py", "LOAD_INCREMENT"): "users added per benchmark step",
    ("rules/capacity.py", "INTERCONNECT_NODES"): "the node count of study 000's interconnect measurement",
    ("rules/catalogue/study000/_common.py", "MANY_IDLE_USERS"): "a number of connected users",
    ("rules/catalogue/study002.py", "STUDY_CLUSTER_DATABASE_INSTANCES"): "an init.ora instance count",
    ("rules/catalogue/study004/_common.py", "STUDY_SGA_MB"): "an SGA size in MB",
}


def _forms(value: Any) -> Iterator[Any]:
    """A value and the shapes code writes it in: a tuple of numbers also space-joined (``"250 32000 100 128"``) and,
    with one element, as the bare number; a dict by each of its entries."""
    if isinstance(value, dict):
        for item in value.values():
            yield from _forms(item)
        return
    yield value
    if isinstance(value, tuple) and value and all(type(v) is int for v in value):
        yield " ".join(str(v) for v in value)
        if len(value) == 1:
            yield value[0]


def _study_values() -> dict[Any, list[str]]:
    """Every form of every named study value, with the names that give it."""
    known: dict[Any, list[str]] = {}
    for name, measured in V.measured_values().items():
        for form in _forms(measured.value):
            if isinstance(form, bool):
                continue
            try:
                known.setdefault(form, []).append(name)
            except TypeError:  # a dict is not hashable; its entries were added above
                continue
    return known


def _literal(node: ast.AST) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _literal_fail


_literal_fail = object()


def _constant_assignments(tree: ast.Module) -> Iterator[tuple[int, str, Any]]:
    """(line, target, literal) for module- and class-level assignments whose value is a plain literal."""
    bodies = [tree.body] + [n.body for n in tree.body if isinstance(n, ast.ClassDef)]
    for body in bodies:
        for stmt in body:
            if isinstance(stmt, ast.Assign):
                targets, value = stmt.targets, stmt.value
            elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
                targets, value = [stmt.target], stmt.value
            else:
                continue
            for target in targets:
                pairs = [(target, value)]
                if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):  # A, B = 1, 2: also each name
                    pairs += list(zip(target.elts, value.elts, strict=False))
                for t, v in pairs:
                    literal = _literal(v)
                    if literal is not _literal_fail:
                        yield stmt.lineno, ast.unparse(t), literal


def _code_literals(tree: ast.Module) -> Iterator[tuple[int, str, Any]]:
    """(line, where, literal) for numbers a check compares with and values a JSON patch writes."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):  # numbers only: strings compared with are the schema's choices
            for operand in [node.left, *node.comparators]:
                if isinstance(operand, ast.Constant) and type(operand.value) in (int, float):
                    yield node.lineno, "comparison", operand.value
        elif isinstance(node, ast.Dict):
            keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
            if "op" in keys and "value" in keys:
                literal = _literal(node.values[keys.index("value")])
                if literal is not _literal_fail:
                    yield node.lineno, "patch value", literal


def retyped_values(source: str, filename: str = "<module>") -> list[str]:
    """Where ``source`` types a study value instead of naming it (empty when it names them all)."""
    known = _study_values()
    tree = ast.parse(source, filename=filename)
    found = []
    for line, target, literal in _constant_assignments(tree):
        if (filename, target) in COINCIDENCES:
            continue
        for form in _forms(literal):
            if not isinstance(form, bool) and _hashable(form) and form in known:
                found.append(f"{filename}:{line}: {target} = {form!r} is {' / '.join(known[form])}")
                break
    for line, where, literal in _code_literals(tree):
        if _hashable(literal) and literal in known and literal not in TOO_COMMON_IN_CODE:
            found.append(f"{filename}:{line}: {where} {literal!r} is {' / '.join(known[literal])}")
    return found


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


@pytest.mark.parametrize("path", CONSUMERS, ids=lambda p: str(p.relative_to(APPS)))
def test_no_consumer_types_a_study_value_again(path):
    assert retyped_values(path.read_text("utf-8"), str(path.relative_to(APPS))) == []


def test_each_coincidence_is_still_a_constant_equal_to_a_study_value():
    known = _study_values()
    for (filename, target), why in COINCIDENCES.items():
        tree = ast.parse((APPS / filename).read_text("utf-8"))
        values = [literal for _, name, literal in _constant_assignments(tree) if name == target]
        assert len(values) == 1 and values[0] in known, (filename, target, why)


def test_the_scan_finds_a_value_typed_again():
    # The shapes the scan must catch, as they were written before the values moved to apps.studies.
    planted = '''
DEFAULT_INBOUND_BUFFERS = 16
RR_MIN_IO_LOW, RR_MIN_IO_HIGH = 100, 500
FLOORS = {"kernel.sem": "250 32000 100 128"}
NFS = "hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600"
SYSCTL_MINIMUMS = {"fs.file-max": (65536,), "net.core.rmem_max": (1048576,)}

def check(t):
    if t.interconnect.mtu > 8992:
        yield {"op": "replace", "path": "/kernel/netdev_max_backlog", "value": 2000}
'''
    found = retyped_values(planted)
    assert {int(f.split(":")[1]) for f in found} == {2, 3, 4, 5, 6, 9, 10}, found
    assert "<module>:2: DEFAULT_INBOUND_BUFFERS = 16 is INBOUND_BUFFERS" in found
    assert "<module>:3: (RR_MIN_IO_LOW, RR_MIN_IO_HIGH) = (100, 500) is RR_MIN_IO_BEST_RANGE" in found
    assert "<module>:4: FLOORS = '250 32000 100 128' is KERNEL_MINIMUMS / SYSCTL_TESTING_002" in found
    assert "<module>:9: comparison 8992 is JUMBO_MTU" in found
    assert "<module>:10: patch value 2000 is NETDEV_MAX_BACKLOG" in found
    # Named values pass.
    assert retyped_values("from apps.studies import values as V\nN = V.INBOUND_BUFFERS.value\n") == []


def test_every_named_value_is_used_by_a_default_a_rule_or_the_renderer():
    sources = "\n".join(p.read_text("utf-8") for p in CONSUMERS)
    unused = [name for name in V.measured_values() if f"V.{name}" not in sources]
    # The renderer's templates read every value as ``study.<NAME>``; the rest must be named in Python.
    templates = "\n".join(p.read_text("utf-8") for p in (APPS / "bundles" / "templates").rglob("*.j2"))
    assert [name for name in unused if f"study.{name}" not in templates] == []


def typed_headings(paths: list[Path]) -> dict[tuple[str, str], list[str]]:
    """Each ``Cite(study, "heading")`` typed in the given modules, with where it is typed."""
    out: dict[tuple[str, str], list[str]] = {}
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Cite"
                    and len(node.args) >= 2 and isinstance(node.args[0], ast.Name)
                    and isinstance(node.args[1], ast.Constant)):
                out.setdefault((node.args[0].id, node.args[1].value), []).append(f"{path.name}:{node.lineno}")
    return out


def test_a_heading_cited_in_two_places_is_typed_once():
    # A section cited by more than one rule, default or rendered file has a name in apps/studies/sections.py.
    studies = [APPS / "studies" / "sections.py", APPS / "studies" / "values.py"]
    twice = {k: v for k, v in typed_headings([*CONSUMERS, *studies]).items() if len(v) > 1}
    assert twice == {}


def test_the_heading_scan_sees_a_heading_typed_twice(tmp_path):
    module = tmp_path / "planted.py"
    module.write_text('A = Cite(S000, "Network Setup - MTU size")\nB = [Cite(S000, "Network Setup - MTU size")]\n')
    assert typed_headings([module]) == {("S000", "Network Setup - MTU size"): ["planted.py:1", "planted.py:2"]}


def test_every_named_section_is_a_heading_of_its_study():
    named = {name: c for name, c in vars(sections).items() if isinstance(c, Cite)}
    assert len(named) > 50
    assert [name for name, c in named.items() if not section_exists(c.document, c.section)] == []


def test_every_value_cites_a_real_section_of_a_study():
    for name, measured in V.measured_values().items():
        assert isinstance(measured, Measured) and isinstance(measured.cite, Cite), name
        assert section_exists(measured.cite.document, measured.cite.section), (name, measured.cite)


def test_the_document_defaults_are_the_named_values():
    doc = normalize({
        "cluster": {"name": "zrac"},
        "nodes": [{"hostname": "rac1", "cpus": 2, "memory_gb": 16, "machine": "z10a", "public_ip": "10.10.0.11",
                   "vip": "10.10.0.21", "private_ip": "192.168.10.11"}],
    })
    for pointer, measured in DEFAULT_SOURCES.items():
        node: Any = doc
        for part in pointer.strip("/").split("/"):
            node = node.get(part) if isinstance(node, dict) else None
        if node is not None:  # /storage/fcp only exists with FCP storage
            assert node == measured.value, pointer
        assert PROVENANCE[pointer]["value"] == str(measured.value)
        assert (PROVENANCE[pointer]["document"], PROVENANCE[pointer]["section"]) == (
            measured.cite.document, measured.cite.section)


def test_a_citation_serialises_as_document_and_section_unless_it_has_a_detail():
    plain = Cite(S000, "Network Setup - MTU size")
    assert plain.as_dict() == {"document": S000, "section": "Network Setup - MTU size"}
    assert plain.label() == f'{S000}, "Network Setup - MTU size"'
    detailed = V.ALIASES_PER_LCU_GOOD_RANGE.cite
    assert detailed.as_dict() == {"document": S004, "section": "ECKD Devices: Scaling HyperPAV aliases",
                                  "detail": "Conclusion"}
