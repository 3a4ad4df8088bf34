"""Loading of reference plans and rule fixtures from ``fixtures/`` (shared by the catalogue tests)."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonpatch

REPO = Path(__file__).resolve().parents[4]
PLANS_DIR = REPO / "fixtures" / "plans"
RULES_DIR = REPO / "fixtures" / "rules"


@cache
def plan_fixture(name: str) -> dict[str, Any]:
    return json.loads((PLANS_DIR / f"{name}.json").read_text("utf-8"))


def plan_names() -> list[str]:
    return sorted(p.stem for p in PLANS_DIR.glob("*.json"))


def rule_fixture_ids() -> list[str]:
    return sorted(p.stem for p in RULES_DIR.glob("*.json"))


def rule_fixture(rule_id: str) -> dict[str, Any]:
    return json.loads((RULES_DIR / f"{rule_id}.json").read_text("utf-8"))


def case_document(case: dict[str, Any]) -> dict[str, Any] | None:
    """The plan a fixture case names, with its patch applied (None when the case has no plan)."""
    if not case.get("plan"):
        return None
    doc = copy.deepcopy(plan_fixture(case["plan"])["document"])
    return jsonpatch.apply_patch(doc, case.get("patch", []))
