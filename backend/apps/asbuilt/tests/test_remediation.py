"""Drift to remediation, then check again: the remediation bundle of a node (what it fixes and not, byte-identical
for the same check, golden), applied with the real ansible-playbook (--check first, then for real) to a fake root
holding the node's drifted files, whose files uploaded again make a linked check with no drift left for the settings
the bundle covered."""

from __future__ import annotations

import io
import os
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest

from apps.asbuilt import constants as C
from apps.asbuilt import services
from apps.asbuilt.models import Remediation
from apps.asbuilt.remediation import remediation_contents
from apps.asbuilt.tasks import build_remediation
from apps.bundles.selectors import RenderedFile
from apps.bundles.tests import snapshot
from apps.bundles.tests.test_ansible import playbook, recap
from apps.jobs.runner import run_job
from apps.plans.services import plan_create
from apps.rules.services import validate_document

from .helpers import REFERENCE, bundle_zip, perturb, rendered, run_check, upload, with_cpuinfo

NODE = "orazdb1"  # the one node of study 004's FCP configuration
SYSCTL = f"{NODE}/etc/sysctl.conf"
MULTIPATH = f"{NODE}/etc/multipath.conf"
#: The System z10's machine type (apps.asbuilt.parsers.system): the plan's node is a z196.
Z10 = "2097"
GOLDEN = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def _to_defaults(text: str) -> str:
    """multipath.conf with the device's grouping policy moved to the defaults section (study 004 sets it per
    device)."""
    text = text.replace("        path_grouping_policy multibus\n", "")
    return text.replace("defaults {\n", "defaults {\n    path_grouping_policy multibus\n")


def drifted(plan) -> list[RenderedFile]:
    """The plan's bundle as the node has it: kernel.shmmni lowered, the multipath policy in defaults, and a
    /proc/cpuinfo that shows a z10 (hardware: no file fixes it)."""
    files = perturb(rendered(plan), SYSCTL, lambda t: t.replace("kernel.shmmni = 4096", "kernel.shmmni = 2048"))
    files = perturb(files, MULTIPATH, _to_defaults)
    return with_cpuinfo(files, plan, machine=Z10)


@pytest.fixture
def plan(project, architect):
    return plan_create(project=project, user=architect, name="fcp", reference=REFERENCE)


@pytest.fixture
def check(plan, contributor):
    check = run_check(services.check_create(plan=plan, user=contributor,
                                            files=[upload("node.zip", bundle_zip(drifted(plan)))]))
    assert check.state == "complete", check.error
    return check


def produce(check, user, node=NODE) -> Remediation:
    remediation = services.remediation_request(check=check, user=user, node=node)
    run_job(remediation.job_id, build_remediation.job_function)
    remediation.refresh_from_db()
    assert remediation.state == "complete", remediation.error
    return remediation


def archive_files(remediation: Remediation) -> dict[str, bytes]:
    with remediation.archive.open("rb") as fh, zipfile.ZipFile(io.BytesIO(fh.read())) as zf:
        return {info.filename: zf.read(info) for info in zf.infolist()}


@pytest.mark.django_db
def test_the_remediation_holds_the_planned_files_behind_the_drift_and_names_what_it_cannot_fix(check, plan,
                                                                                              contributor):
    remediation = produce(check, contributor)
    files = archive_files(remediation)
    full = {f.path: f.content for f in rendered(plan)}
    # the node's affected files, byte for byte as the plan's bundle renders them, and nothing else of the bundle
    assert files[SYSCTL].decode() == full[SYSCTL] and files[MULTIPATH].decode() == full[MULTIPATH]
    assert {p for p in files if not p.startswith("ansible/")} == {SYSCTL, MULTIPATH, "README.md", "MANIFEST.json"}
    host_vars = files[f"ansible/host_vars/{NODE}.yml"].decode()
    assert f'src: "{SYSCTL}"' in host_vars and f'src: "{MULTIPATH}"' in host_vars and host_vars.count("src:") == 2
    assert {(f["key"], f["change"], f["how"]) for f in remediation.fixes} == {
        ("kernel.shmmni", "changed", "merge"), ("devices device[IBM 2107900] path_grouping_policy", "missing", "copy"),
        ("defaults path_grouping_policy", "extra", "copy")}
    # the machine type is hardware: listed, with its reason, never "fixed" by a file
    assert [(n["what"], n["key"], n["planned"], n["actual"], n["reason"]) for n in remediation.not_fixable] == [
        ("field", "/platform/architecture", "z196", "z10", dict(C.NOT_CONFIGURATION)[r"^/platform(/|$)"])]
    readme = files["README.md"].decode()
    assert "ansible-playbook site.yml --limit orazdb1 --check --diff\n" in readme
    assert readme.index("--check --diff") < readme.index("ansible-playbook site.yml --limit orazdb1\n")
    assert "## Not fixable by configuration" in readme and "`/platform/architecture`" in readme
    # the same check gives the same bytes
    again = produce(check, contributor)
    assert again.pk != remediation.pk and again.sha256 == remediation.sha256 and again.size == remediation.size


@pytest.mark.django_db
def test_a_merged_file_cannot_take_the_nodes_own_line_away(plan, contributor):
    hosts = f"{NODE}/etc/hosts"
    # the node's own older line comes first: hosts(5) lookups take the first match, so the planned block after it
    # would not count either
    files = perturb(drifted(plan), hosts, lambda t: "10.99.0.1 orazdb1\n" + t)
    check = run_check(services.check_create(plan=plan, user=contributor, files=[upload("n.zip", bundle_zip(files))]))
    extra = [line for line in check.diff["lines"] if line["file"] == hosts]
    assert [line["change"] for line in extra] == ["changed"], check.diff["lines"]
    remediation = produce(check, contributor)
    kept = [n for n in remediation.not_fixable if n["file"] == hosts]
    assert [n["reason"] for n in kept] == [C.MERGE_KEEPS.format(file=hosts, key=line["key"]) for line in extra]
    assert hosts not in archive_files(remediation)


@pytest.mark.django_db
def test_applied_with_check_first_then_for_real_the_next_check_shows_no_drift_for_what_it_covered(
        check, plan, contributor, tmp_path):
    remediation = produce(check, contributor)
    bundle = tmp_path / "remediation"
    for path, data in archive_files(remediation).items():
        (bundle / path).parent.mkdir(parents=True, exist_ok=True)
        (bundle / path).write_bytes(data)
    # the fake root holds the node's files as they were uploaded (drifted)
    root = tmp_path / "root"
    node_files = {f.path.split("/", 1)[1]: f.content for f in drifted(plan) if f.path.startswith(f"{NODE}/")}
    for path, content in node_files.items():
        (root / NODE / path).parent.mkdir(parents=True, exist_ok=True)
        (root / NODE / path).write_text(content, encoding="utf-8")
    before = {p: p.read_bytes() for p in (root / NODE).rglob("*") if p.is_file()}

    dry = recap(playbook(bundle / "ansible", tmp_path, root, "--limit", NODE, "--check", "--diff"))
    assert dry[NODE][1] > 0 and dry[NODE][3] == 0  # it would change files, and fails nothing
    assert {p: p.read_bytes() for p in (root / NODE).rglob("*") if p.is_file()} == before  # and changed none

    real = recap(playbook(bundle / "ansible", tmp_path, root, "--limit", NODE))
    assert real[NODE][1] > 0 and real[NODE][3] == 0
    assert (root / NODE / "etc/multipath.conf").read_bytes() == archive_files(remediation)[MULTIPATH]

    # the node's files collected again from the root, uploaded as a re-check of the check
    collected = [RenderedFile(f"{NODE}/{p.relative_to(root / NODE)}", p.read_text(encoding="utf-8"))
                 for p in sorted((root / NODE).rglob("*")) if p.is_file()]
    recheck = run_check(services.check_recheck(check=check, user=contributor,
                                               files=[upload("again.zip", bundle_zip(collected))]))
    assert recheck.state == "complete", recheck.error
    assert recheck.previous_id == check.pk and recheck.plan_version_id == check.plan_version_id
    covered = {f["key"] for f in remediation.fixes}
    assert not [line for line in recheck.diff["lines"] if line["key"] in covered], recheck.diff["lines"]
    # what the bundle could not fix is still there, and the closing says which went and which stayed
    from apps.asbuilt.remediation import drift_closing

    closing = drift_closing(previous=check, current=recheck, current_nodes=[NODE])
    assert {i["key"] for i in closing["gone"] if i["what"] == "setting"} == covered
    assert [i["key"] for i in closing["remain"]] == ["/platform/architecture"]
    assert closing["new"] == [] and closing["not_rechecked"] == []


def test_golden_remediation_of_a_node(tmp_path):
    """The pure remediation of a check (no database): the versions pinned as the bundle goldens pin them."""
    from apps.bundles.tests.helpers import plan as fixture_plan

    doc = fixture_plan(REFERENCE)["document"]
    version = SimpleNamespace(document=doc, validation=validate_document(doc), number=1,
                              plan=SimpleNamespace(pk=1, name=fixture_plan(REFERENCE)["name"], project_id=1))
    lines = [
        {"node": NODE, "file": SYSCTL, "kind": "sysctl", "key": "kernel.shmmni", "planned": "4096",
         "actual": "2048", "change": "changed"},
        {"node": NODE, "file": MULTIPATH, "kind": "multipath", "key": "defaults path_grouping_policy",
         "planned": None, "actual": "multibus", "change": "extra"},
        {"node": NODE, "file": f"{NODE}/etc/hosts", "kind": "hosts", "key": "10.99.0.1", "planned": None,
         "actual": "orazdb1-old orazdb1", "change": "extra"},
        {"node": NODE, "file": f"{NODE}/proc-meminfo.txt", "kind": "meminfo", "key": "MemTotal", "planned": None,
         "actual": "8 GiB", "change": "extra"},
    ]
    fields = [{"path": "/platform/architecture", "before": "z196", "after": "z10", "change": "changed"},
              {"path": "/cluster/oracle_release", "before": doc["cluster"]["oracle_release"], "after": "19.0.0.0",
               "change": "changed"},
              {"path": "/workload/users", "before": doc["workload"]["users"], "after": 7, "change": "changed"}]
    check = SimpleNamespace(pk=1, plan_version=version, diff={"lines": lines, "fields": fields})
    contents = remediation_contents(check=check, node=NODE, versions=("golden", "golden"))
    again = remediation_contents(check=check, node=NODE, versions=("golden", "golden"))
    assert again.zip == contents.zip
    files = {f.path: f.content for f in contents.files}
    target = snapshot.snapshot_path(GOLDEN, f"{REFERENCE}-{NODE}")
    if UPDATE:
        target.parent.mkdir(parents=True, exist_ok=True)
        snapshot.write(target, REFERENCE, files)
    assert target.exists(), f"no snapshot {target.name}; run with UPDATE_GOLDEN=1 and review it"
    assert files == snapshot.read(target)
    reasons = {n["key"]: n["reason"] for n in contents.not_fixable}
    assert reasons["/workload/users"] == C.NOT_CARRIED
    assert reasons["MemTotal"] == C.NOT_IN_BUNDLE.format(key="MemTotal", file=f"{NODE}/proc-meminfo.txt")
    assert "/cluster/oracle_release" in reasons and "/platform/architecture" in reasons
