"""The backend's module import graph has no cycle, nor has the graph of its apps.

Every `import` and `from … import` under backend/apps (and, together, backend/config and backend/perf) counts,
module-level or inside a function: a function-local import only postpones a cycle to the first call, it does not
remove the knot between the two modules. An edge goes to the most specific module named (`from apps.runs.parsers
import awr` reaches `apps.runs.parsers.awr`, not the package); a package's `__init__` is a module of its own.

Between apps the edges are those of the apps' code (tests excepted: an app's tests may build another app's rows
with its factories): app A depends on app B when a module of A imports one of B. `common` is plumbing and depends
on no app; every other app may depend on it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from django.conf import settings

BACKEND_DIR = Path(settings.BACKEND_DIR)


def module_files(*roots: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every .py under the `roots` (a package is named by its folder)."""
    found = {}
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            parts = list(path.relative_to(root.parent).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _imported_names(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join([*base, node.module] if node.module else base)
            else:
                source = node.module or ""
            for alias in node.names:
                names.add(f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source)
    return names


def import_graph(*roots: Path) -> dict[str, set[str]]:
    """Module -> the modules under the `roots` it imports (names outside them are dropped)."""
    known = module_files(*roots)
    graph: dict[str, set[str]] = {}
    for module, path in known.items():
        edges = set()
        for name in _imported_names(module, path, known):
            while name not in known and "." in name:
                name = name.rpartition(".")[0]
            if name in known and name != module:
                edges.add(name)
        graph[module] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle as a path `[a, b, …, a]`, or [] when the graph is acyclic (iterative depth-first search)."""
    state: dict[str, int] = {}  # 1: on the current path, 2: finished
    for start in sorted(graph):
        if state.get(start):
            continue
        path = [start]
        pending = [iter(sorted(graph[start]))]
        state[start] = 1
        while pending:
            following = next(pending[-1], None)
            if following is None:
                state[path.pop()] = 2
                pending.pop()
            elif state.get(following) == 1:
                return [*path[path.index(following):], following]
            elif not state.get(following):
                state[following] = 1
                path.append(following)
                pending.append(iter(sorted(graph.get(following, ()))))
    return []


def test_find_cycle_reports_a_cycle_and_accepts_a_chain():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []


def test_relative_and_package_imports_resolve_to_modules():
    graph = import_graph(BACKEND_DIR / "apps")
    # `from .querysets import RestrictedQuerySet` in accounts/models.py.
    assert "apps.accounts.querysets" in graph["apps.accounts.models"]
    assert "apps.common" in graph and "apps.runs.parsers" in graph


def test_backend_apps_import_graph_is_acyclic():
    graph = import_graph(BACKEND_DIR / "apps")
    assert len(graph) > 100  # the walk really reads the apps
    assert find_cycle(graph) == []


def test_apps_config_and_perf_together_have_no_cycle_either():
    # The health check reads config (the Celery app, the version) and config's urls import the apps; the Celery app
    # imports no app module (the jobs app adds the job sweeper to it), so the two never form a knot.
    graph = import_graph(BACKEND_DIR / "apps", BACKEND_DIR / "config", BACKEND_DIR / "perf")
    assert "config" in graph["apps.jobs.health"] and "apps.jobs.sweeper" in graph["apps.jobs.apps"]
    assert find_cycle(graph) == []


def app_of(module: str) -> str | None:
    """The app a module under backend/apps belongs to (`apps.runs.parsers.awr` -> runs), None for `apps` itself."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "apps" else None


def app_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """App -> the other apps its (non-test) modules import."""
    apps: dict[str, set[str]] = {}
    for module, edges in graph.items():
        app = app_of(module)
        if app is None or "tests" in module.split("."):
            continue
        apps.setdefault(app, set()).update(
            other for other in map(app_of, edges) if other is not None and other != app
        )
    return apps


def test_app_graph_groups_modules_by_app_and_leaves_tests_out():
    graph = {
        "apps.a.models": {"apps.b.services", "apps.a.choices"},
        "apps.a.choices": set(),
        "apps.b.services": {"apps.c"},
        "apps.c": set(),
        "apps.c.tests.test_x": {"apps.a.models"},
    }
    assert app_graph(graph) == {"a": {"b"}, "b": {"c"}, "c": set()}


def test_common_imports_no_app():
    apps = app_graph(import_graph(BACKEND_DIR / "apps"))
    assert {"common", "accounts", "jobs", "runs"} <= set(apps)
    assert apps["common"] == set()
    # The jobs app builds on accounts (a job's owner and project) and on common only.
    assert apps["jobs"] <= {"accounts", "common"}
    # Intake keeps what users hand over for every app that takes files, and reads none of them.
    assert apps["intake"] <= {"common"}


def test_backend_app_graph_has_no_cycle():
    # Every edge counts: an app that reads another is never read back by it, even through a third app.
    apps = app_graph(import_graph(BACKEND_DIR / "apps"))
    assert {"studies", "rules", "topology", "runs", "comparisons"} <= set(apps)
    assert find_cycle(apps) == []


def test_the_studies_read_no_other_app_than_common():
    # The studies feed the rules, the topology's defaults and the estimates; the ledger's checks of what it names
    # (rules, topology fields, capacity figures) live on the rules' side (apps.rules.ledger_checks).
    apps = app_graph(import_graph(BACKEND_DIR / "apps"))
    assert apps["studies"] <= {"common"}


def test_as_built_reads_bundles_only_through_their_public_sides():
    # As-built compares nodes with what a bundle renders; it reads that through the bundles' selectors and constants
    # and writes through their services, never through the renderer's modules. Its API may reuse a bundle's output
    # serializer for the same shape (a remediation's manifest lists its files as a bundle's does).
    graph = import_graph(BACKEND_DIR / "apps")
    public = {"apps.bundles.selectors", "apps.bundles.constants", "apps.bundles.services"}
    reached: dict[str, set[str]] = {}
    for module, edges in graph.items():
        parts = module.split(".")
        if app_of(module) != "asbuilt" or "tests" in parts:
            continue
        allowed = public | ({"apps.bundles.api.serializers"} if parts[2:3] == ["api"] else set())
        for edge in edges:
            if app_of(edge) == "bundles" and edge not in allowed:
                reached.setdefault(module, set()).add(edge)
    assert "apps.bundles.selectors" in graph["apps.asbuilt.diff"]  # the walk sees as-built's reads of bundles
    assert reached == {}
