"""The production apps never import the performance measurements (the imports go from perf to apps only)."""

import ast
from pathlib import Path

from django.conf import settings

APPS_DIR = Path(settings.BACKEND_DIR) / "apps"


def _imported_modules(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_no_app_module_imports_perf():
    offenders = []
    sources = sorted(APPS_DIR.rglob("*.py"))
    assert len(sources) > 100  # the walk really reads the apps
    for path in sources:
        modules = _imported_modules(ast.parse(path.read_text("utf-8"), filename=str(path)))
        offenders += [f"{path.relative_to(APPS_DIR)}: {m}" for m in modules if m == "perf" or m.startswith("perf.")]
    assert offenders == []


def test_no_timing_modules_left_in_the_apps():
    leftovers = [p.relative_to(APPS_DIR) for p in APPS_DIR.rglob("*.py")
                 if p.name in ("benchmarks.py", "bench.py", "bench_data.py")]
    assert leftovers == []
