"""`racplan as-built` against a live server (real HTTP, real token auth; a real worker for --wait)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from apps.accounts.services import token_issue
from apps.asbuilt.models import AsBuiltCheck
from apps.plans.services import plan_create

from .helpers import bundle_zip, perturb, rendered

pytestmark = pytest.mark.django_db(transaction=True)

CLI = Path(__file__).resolve().parents[4] / "tools" / "racplan"
RAC = "s003-x366-2-node-gigabit-interconnect"


def racplan(live_server, *args, token):
    cmd = [sys.executable, str(CLI), "--url", live_server.url, "--token", token, "as-built", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


@pytest.mark.worker
def test_cli_uploads_a_bundle_and_prints_the_diff(celery_worker_process, live_server, project, architect,
                                                  contributor, tmp_path):
    plan = plan_create(project=project, user=architect, name="rac", reference=RAC)
    files = perturb(rendered(plan), "x366n1/etc/sysconfig/network-scripts/ifcfg-eth1",
                    lambda t: t.replace("MTU=1500", "MTU=9000"))
    archive = tmp_path / "cluster.zip"
    archive.write_bytes(bundle_zip(files))
    _, token = token_issue(user=contributor)
    out = racplan(live_server, "--plan", str(plan.id), "--wait", str(archive), token=token)
    assert out.returncode == 1, out.stderr  # differences found: a script notices
    assert "created as-built check" in out.stdout
    assert "changed x366n1 x366n1/etc/sysconfig/network-scripts/ifcfg-eth1: planned `eth1 MTU` 1500, x366n1 has " \
           "9000\n" in out.stdout  # no rule named: IC030 reads the interconnect's type, which no file shows
    assert "1 changed, 0 missing, 0 extra" in out.stdout
    assert "\nrules checked: " in out.stdout and "\nnot checked IC030: no file shows " in out.stdout
    # the tie of two nodes goes to the first, so the document takes x366n1's MTU
    assert "field   /interconnect/mtu: planned 1500, as built 9000" in out.stdout
    check_id = json.loads(out.stdout.strip().splitlines()[-1])["as_built"]
    assert AsBuiltCheck.objects.get(pk=check_id).state == "complete"


def test_cli_loose_files_for_a_node_and_refusals(live_server, project, architect, contributor, viewer, tmp_path):
    plan = plan_create(project=project, user=architect, name="rac", reference=RAC)
    sysctl = tmp_path / "sysctl.conf"
    sysctl.write_text("net.core.rmem_max = 1048576\n")
    _, token = token_issue(user=contributor)
    out = racplan(live_server, "--plan", str(plan.id), "--node", "x366n1", str(sysctl), token=token)
    assert out.returncode == 0, out.stderr
    check = AsBuiltCheck.objects.get()
    assert list(check.files.values_list("node", "name")) == [("x366n1", "sysctl.conf")]
    no_node = racplan(live_server, "--plan", str(plan.id), str(sysctl), token=token)
    assert no_node.returncode == 1 and "node:" in no_node.stderr
    _, viewer_token = token_issue(user=viewer)
    refused = racplan(live_server, "--plan", str(plan.id), "--node", "x366n1", str(sysctl), token=viewer_token)
    assert refused.returncode == 1 and "403" in refused.stderr
    missing = racplan(live_server, "--plan", str(plan.id), str(tmp_path / "nope"), token=token)
    assert missing.returncode == 2
