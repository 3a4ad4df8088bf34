"""Which roles may do what is written once per model; no other module names a role.

A model declares its roles (``restrict_write_roles``, ``restrict_actions``, read by
``apps.accounts.querysets.action_roles``); services check one row with ``require_action(user, project, Model,
action)`` and views with ``IsProjectMember``, both of which read that declaration. The scan reads every module of
the backend outside ``apps/accounts`` (tests and the perf fixtures build memberships and are not scanned) and fails on:
a role constant or the ``Role`` choices named, a name ending in ``_roles`` (``write_roles = ...`` on a view, an
``@action(write_roles=...)``), a check that takes roles directly (``require_role``, ``has_role``), or a role typed as
a string. The only exception is the model's own declaration in a ``models.py`` class body (and its import).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.apps import apps as app_registry
from django.core.exceptions import PermissionDenied

from apps.accounts import choices
from apps.accounts.choices import Role
from apps.accounts.permissions import require_action
from apps.accounts.querysets import ACTIONS, action_roles

BACKEND = Path(__file__).resolve().parents[3]
SKIPPED_DIRS = {"tests", "migrations", "perf", "__pycache__"}
ROLE_CONSTANTS = {name for name, value in vars(choices).items() if isinstance(value, frozenset) or value is Role}
ROLE_CHECKS = {"require_role", "has_role"}
ROLE_NAME = re.compile(r"_roles$", re.IGNORECASE)
ROLE_STRINGS = set(Role.values)


def scanned_modules() -> list[Path]:
    out = []
    for path in sorted(BACKEND.rglob("*.py")):
        parts = path.relative_to(BACKEND).parts
        if ".venv" in parts or SKIPPED_DIRS & set(parts) or parts[:2] == ("apps", "accounts"):
            continue
        if path.name == "conftest.py":
            continue
        out.append(path)
    return out


def _declarations(tree: ast.Module) -> set[int]:
    """Ids of the nodes of a models module that may name roles: ``restrict_*`` in a class body, the choices import."""
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "apps.accounts.choices":
            allowed.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.ClassDef):
            for statement in node.body:
                targets = statement.targets if isinstance(statement, ast.Assign) else []
                if targets and all(isinstance(t, ast.Name) and t.id.startswith("restrict_") for t in targets):
                    allowed.update(id(n) for n in ast.walk(statement))
    return allowed


def _identifier(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.alias):
        return node.asname or node.name.rsplit(".", 1)[-1]
    if isinstance(node, ast.keyword):
        return node.arg
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return node.name
    return None


def role_mentions(source: str, where: str = "<module>", *, models_module: bool = False) -> list[str]:
    """Each place `source` names a role, a role set or a check by roles, as ``where:line: what``."""
    tree = ast.parse(source)
    allowed = _declarations(tree) if models_module else set()
    found = []
    for node in ast.walk(tree):
        if id(node) in allowed:
            continue
        name = _identifier(node)
        if name and (name in ROLE_CONSTANTS or name in ROLE_CHECKS or ROLE_NAME.search(name)):
            found.append(f"{where}:{getattr(node, 'lineno', '?')}: {name}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ROLE_STRINGS:
            found.append(f"{where}:{node.lineno}: {node.value!r}")
    return found


@pytest.mark.parametrize("path", scanned_modules(), ids=lambda p: str(p.relative_to(BACKEND)))
def test_no_module_outside_accounts_names_a_role(path):
    where = str(path.relative_to(BACKEND))
    assert role_mentions(path.read_text("utf-8"), where, models_module=path.name == "models.py") == []


def test_the_scan_finds_roles_written_outside_a_model_declaration():
    planted = '''
from apps.accounts.choices import ARCHITECT_ROLES
from apps.accounts.permissions import require_role
class V:
    write_roles = frozenset({"architect"})
    @action(detail=True, write_roles=ARCHITECT_ROLES)
    def go(self):
        require_role(self.request.user, self.project, ANY_ROLE)
        return self.action == "pdf" and Role.VIEWER
'''
    found = role_mentions(planted)
    assert {int(f.split(":")[1]) for f in found} == {2, 3, 5, 6, 8, 9}, found
    # In a models module the declaration and its import pass, and only those.
    declared = '''
from apps.accounts.choices import CONTRIBUTOR_ROLES
class Run(models.Model):
    restrict_write_roles = CONTRIBUTOR_ROLES
    restrict_actions = {"pdf": "view"}
    def owner_is(self):
        return "contributor"
'''
    assert role_mentions(declared, models_module=True) == ["<module>:7: 'contributor'"]


def test_the_scan_reads_the_backend():
    scanned = {str(p.relative_to(BACKEND)) for p in scanned_modules()}
    assert {"apps/runs/services/runs.py", "apps/plans/api/views.py", "apps/comparisons/models.py"} <= scanned
    assert not any(p.startswith("apps/accounts/") or "/tests/" in p for p in scanned)


def test_every_declared_action_names_a_known_action():
    """Each ``restrict_actions`` entry resolves to roles (a typo or an unknown model fails here, not on a request)."""
    declaring = [m for m in app_registry.get_models() if getattr(m, "restrict_actions", None)]
    assert declaring, "no model declares a further action"
    for model in declaring:
        for action in model.restrict_actions:
            assert action not in ACTIONS, f"{model.__name__} redeclares {action!r}"
            assert action_roles(model, action) <= set(Role.values)


@pytest.mark.django_db
def test_require_action_reads_the_model_declaration(project, role_user):
    report = app_registry.get_model("comparisons", "Report")
    viewer = role_user("viewer")
    require_action(viewer, project, report, "pdf")  # declared as "view": any member
    with pytest.raises(PermissionDenied, match="needs one of these roles in the project: contributor"):
        require_action(viewer, project, report, "add")
    check = app_registry.get_model("asbuilt", "AsBuiltCheck")
    assert action_roles(check, "import_plan") == action_roles(app_registry.get_model("plans", "Plan"), "add")
