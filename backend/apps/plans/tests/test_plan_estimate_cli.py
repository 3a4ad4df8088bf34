"""`racplan estimate` against a live server (real HTTP, real token auth)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from apps.accounts.services import token_issue
from apps.plans.selectors import reference_plan_get
from apps.plans.services import plan_create, plan_version_create
from apps.studies.ledger import by_id

pytestmark = pytest.mark.django_db(transaction=True)

CLI = Path(__file__).resolve().parents[4] / "tools" / "racplan"
SLUG = "s000-z10-hipersockets-asm-4k-dedicated"


def racplan(live_server, *args, token):
    cmd = [sys.executable, str(CLI), "--url", live_server.url, "--token", token, "estimate", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def test_cli_prints_the_estimate_of_the_latest_or_a_given_version(live_server, project, architect, viewer,
                                                                   outsider):
    plan = plan_create(project=project, user=architect, name="z", reference=SLUG)
    doc = copy.deepcopy(reference_plan_get(SLUG)["document"])
    doc["interconnect"]["type"] = "osa_10gbe"
    doc["interconnect"]["interface"] = "eth1"
    doc["database"]["db_block_size"] = 8192
    plan_version_create(plan=plan, user=architect, document=doc, comment="OSA")
    _, token = token_issue(user=viewer)

    latest = racplan(live_server, "--plan", str(plan.id), token=token)
    assert latest.returncode == 0, latest.stderr
    assert f"plan {plan.id} version 2 (s390x, oltp)" in latest.stdout
    assert "against reference plan s000-z10-hipersockets-asm-8k-dedicated" in latest.stdout
    effect = by_id()["000-160"].effect
    expected = (1 / (1 + effect.change_pct / 100) - 1) * 100
    assert f"throughput          {expected:+.1f} % (80 % interval" in latest.stdout
    assert f"000-160 (reversed): {effect.variant} vs {effect.baseline}" in latest.stdout

    first = racplan(live_server, "--plan", str(plan.id), "--version", "1", "--json", token=token)
    assert first.returncode == 0, first.stderr
    body = json.loads(first.stdout)
    assert body["version"] == 1 and body["reference"]["slug"] == SLUG and body["differences"] == []

    _, other = token_issue(user=outsider)
    refused = racplan(live_server, "--plan", str(plan.id), token=other)
    assert refused.returncode == 1 and "404" in refused.stderr
