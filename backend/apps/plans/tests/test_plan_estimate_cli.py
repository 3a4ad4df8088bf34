"""`racplan estimate` against a live server (real HTTP, real token auth): the estimate, and what the runs linked to
the version measured against it."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from apps.accounts.services import token_issue
from apps.plans.selectors import estimate_references, reference_plan_get
from apps.plans.services import plan_create, plan_version_create
from apps.runs.tests.factories import RunFactory
from apps.studies.estimate import estimate
from apps.studies.ledger import by_id

pytestmark = pytest.mark.django_db(transaction=True)

CLI = Path(__file__).resolve().parents[4] / "tools" / "racplan"
SLUG = "s000-z10-hipersockets-asm-4k-dedicated"
#: The study configuration the OSA version below is estimated against (its nearest, one measured step away).
NEAREST = "s000-z10-hipersockets-asm-8k-dedicated"


def racplan(live_server, *args, token):
    cmd = [sys.executable, str(CLI), "--url", live_server.url, "--token", token, "estimate", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def _osa(doc):
    doc = copy.deepcopy(doc)
    doc["interconnect"]["type"] = "osa_10gbe"
    doc["interconnect"]["interface"] = "eth1"
    doc["database"]["db_block_size"] = 8192
    return doc


def test_cli_prints_the_estimate_of_the_latest_or_a_given_version(live_server, project, architect, viewer,
                                                                   outsider):
    plan = plan_create(project=project, user=architect, name="z", reference=SLUG)
    plan_version_create(plan=plan, user=architect, document=_osa(reference_plan_get(SLUG)["document"]),
                        comment="OSA")
    _, token = token_issue(user=viewer)

    latest = racplan(live_server, "--plan", str(plan.id), token=token)
    assert latest.returncode == 0, latest.stderr
    assert f"plan {plan.id} version 2 (s390x, oltp)" in latest.stdout
    assert "against reference plan s000-z10-hipersockets-asm-8k-dedicated" in latest.stdout
    effect = by_id()["000-160"].effect
    expected = (1 / (1 + effect.change_pct / 100) - 1) * 100
    assert f"throughput          {expected:+.1f} % (80 % interval" in latest.stdout
    assert f"000-160 (reversed): {effect.variant} vs {effect.baseline}" in latest.stdout
    assert latest.stdout.endswith("runs linked to version 2: none\n")

    first = racplan(live_server, "--plan", str(plan.id), "--version", "1", "--json", token=token)
    assert first.returncode == 0, first.stderr
    body = json.loads(first.stdout)
    assert body["version"] == 1 and body["reference"]["slug"] == SLUG and body["differences"] == []
    assert body["runs"] == []

    _, other = token_issue(user=outsider)
    refused = racplan(live_server, "--plan", str(plan.id), token=other)
    assert refused.returncode == 1 and "404" in refused.stderr


def _run(project, user, version, label, tps, users=40):
    """A run linked to a plan version, with the throughput its files measured (as apps.runs stores it)."""
    metrics = {"basis": "awr_instance", "files": [],
               "tps": {"value": tps, "sources": [{"file": None, "name": "test", "section": "test"}]}}
    return RunFactory(project=project, plan_version=version, label=label, users=users, workload="OLTP",
                      metrics=metrics, created_by=user)


def test_cli_sets_each_linked_run_beside_the_plan_interval(live_server, project, architect, contributor, viewer):
    plan = plan_create(project=project, user=architect, name="Cluster", reference=SLUG)
    osa = plan_version_create(plan=plan, user=architect, document=_osa(reference_plan_get(SLUG)["document"]))
    # Runs of the study configuration the estimate is relative to, the baseline each linked run is measured against.
    nearest = plan_create(project=project, user=architect, name="Study", reference=NEAREST).versions.get()
    _run(project, contributor, nearest, "at the study configuration", 200.0)
    est = estimate(osa.document, estimate_references())
    assert est.reference is not None and est.reference.slug == NEAREST
    tp = est.metrics["throughput"]
    inside = _run(project, contributor, osa, "as planned", 200.0 * tp.ratio)
    fast = _run(project, contributor, osa, "too fast", 200.0 * tp.high * 1.2)
    other_load = _run(project, contributor, osa, "other load", 150.0, users=80)
    _run(project, contributor, plan.versions.get(number=1), "on version 1", 210.0)  # not linked to version 2
    _, token = token_issue(user=viewer)

    out = racplan(live_server, "--plan", str(plan.id), token=token)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "runs linked to version 2: 3\n" in text and "on version 1" not in text
    interval = f"the plan expected {tp.low_pct:+.1f} % to {tp.high_pct:+.1f} % throughput"
    assert (f"  run {inside.id} as planned (40 users, OLTP): within the plan's interval, measured against runs of "
            f"{est.reference.name!r} (at the study configuration)\n" in text)
    assert f"    {interval}; the runs measured {(tp.ratio - 1) * 100:+.1f} %, within\n" in text
    assert f"  run {fast.id} too fast (40 users, OLTP): outside the plan's interval" in text
    assert f"    {interval}; the runs measured {(tp.high * 1.2 - 1) * 100:+.1f} %, outside\n" in text
    # The runs measured no CPU cost: the row says so and gives no number.
    assert "    CPU per transaction: not measured: " in text and "cpu_seconds_per_1000_txn" in text
    assert f"  run {other_load.id} other load (80 users, OLTP): not compared: No other run" in text
    assert "at 80 users" in text

    body = json.loads(racplan(live_server, "--plan", str(plan.id), "--version", "2", "--json", token=token).stdout)
    checks = {r["id"]: r["predicted"] for r in body["runs"]}
    assert list(checks) == sorted(checks) and set(checks) == {inside.id, fast.id, other_load.id}
    assert checks[inside.id]["metrics"][0]["within"] is True and checks[fast.id]["outside"] is True
    assert checks[other_load.id]["comparable"] is False
