"""Reference plans and a standard render for the bundle tests."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from apps.bundles.renderer import render_bundle
from apps.topology.parsing import parse_topology

REPO = Path(__file__).resolve().parents[4]
PLANS_DIR = REPO / "fixtures" / "plans"
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"

#: Reference plans whose full output is kept as a golden snapshot (``golden/<plan>.golden.txt``, see ``snapshot.py``):
#: one per storage kind, distribution and interconnect.
GOLDEN_PLANS = (
    "s000-z10-hipersockets-asm-4k-dedicated",
    "s000-z10-hipersockets-ocfs2-8k-dedicated",
    "s000-z10-hipersockets-asm-4k-shared",
    "s001-fcp-asm",
    "s001-iscsi-hba-asm",
    "s001-nfs-standalone",
    "s002-dell-2-node-asm-500-users-per-node",
    "s003-x366-2-node-infiniband-interconnect",
    "s004-eckd-hyperpav-11g",
    "s004-fcp-multibus-rr100-11g",
)

# Pinned inputs so goldens change only when the templates or the plan change, not with the rule catalogue.
PLAN_REF = {"plan_id": 1, "version": 1}
CATALOGUE = "golden"
GENERATOR = "golden"


def plan_names() -> list[str]:
    return sorted(p.stem for p in PLANS_DIR.glob("*.json"))


@cache
def plan(name: str) -> dict[str, Any]:
    return json.loads((PLANS_DIR / f"{name}.json").read_text("utf-8"))


def render(name: str, **kwargs: Any):
    doc = plan(name)
    options = {"plan_ref": {**PLAN_REF, "plan_name": doc["name"]}, "findings": [], "catalogue_version": CATALOGUE,
               "generator_version": GENERATOR}
    options.update(kwargs)
    return render_bundle(parse_topology(doc["document"]), **options)
