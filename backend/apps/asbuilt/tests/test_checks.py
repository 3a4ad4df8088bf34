"""The check job in this process: a rendered bundle uploaded back, perturbed copies, bad files, import as a plan."""

from __future__ import annotations

import io
import zipfile

import pytest

from apps.asbuilt import constants as C
from apps.asbuilt import services
from apps.asbuilt.models import AsBuiltFile
from apps.plans.services import plan_create
from apps.rules.services import validate_document

from .helpers import bundle_zip, ip_output, perturb, rendered, run_check, upload, with_uname

pytestmark = pytest.mark.django_db

RAC = "s003-x366-2-node-gigabit-interconnect"
FCP = "s004-fcp-multibus-rr100-11g"


@pytest.fixture
def rac(project, architect):
    return plan_create(project=project, user=architect, name="rac", reference=RAC)


@pytest.fixture
def lab001(project, architect):
    """Study 001's own set-up, where KN031 holds each node's sysctl.conf to the Appendix C table."""
    return plan_create(project=project, user=architect, name="lab", reference="s001-fcp-asm")


@pytest.fixture
def fcp(project, architect):
    return plan_create(project=project, user=architect, name="fcp", reference=FCP)


def check_of(plan, user, files, **kwargs):
    return run_check(services.check_create(plan=plan, user=user, files=files, **kwargs))


def new_rules(check, plan):
    planned = {f["rule"] for f in plan.versions.get(number=1).validation["findings"]}
    return {f["rule"] for f in check.findings} - planned


def not_checked(check):
    """rule -> the fields no uploaded file showed (the check did not run the rule)."""
    return {entry["rule"]: entry["fields"] for entry in check.assembly["coverage"]["not_checked"]}


@pytest.mark.parametrize("ref", [RAC, FCP])
def test_a_rendered_bundle_uploaded_back_has_no_difference(project, architect, contributor, ref):
    plan = plan_create(project=project, user=architect, name=ref, reference=ref)
    check = check_of(plan, contributor, [upload("bundle.zip", bundle_zip(rendered(plan)))])
    assert check.state == "complete", check.error
    assert check.error == ""
    assert check.diff["lines"] == [] and check.diff["not_uploaded"] == [] and check.diff["unplanned_nodes"] == []
    # field by field too: the as-built document differs from the version's in no field
    assert check.diff["fields"] == [] and check.diff["summary"]["fields"] == 0
    states = {f.state for f in check.files.exclude(kind="archive")}
    assert states <= {"parsed", "ignored"}
    assert check.files.get(kind="archive").state == "parsed"
    first = plan.versions.get(number=1).document["nodes"][0]["hostname"]
    assert check.files.get(node=first, name="etc/sysctl.conf").kind == "sysctl"
    assert check.files.get(name="README.md").state == "ignored"
    # the as-built document is the plan's own, so each rule it runs tells what it tells the plan; the rules that
    # read a field no file of a bundle shows (the architecture, the workload) are not run, and the score says so
    version = plan.versions.get(number=1)
    assert check.document == version.document
    skipped = not_checked(check)
    assert [f["rule"] for f in check.findings] == [f["rule"] for f in version.validation["findings"]
                                                   if f["rule"] not in skipped]
    coverage = check.assembly["coverage"]
    assert coverage["checked"] + len(skipped) == coverage["total"] and coverage["checked"] > 0
    assert "/platform/architecture" in skipped["KN031"]  # a bundle has no uname
    assert check.assembly["conflicts"] == [] and [f for f in check.findings if f.get("node")] == []


def test_a_wrapped_bundle_archive_is_looked_through(rac, contributor):
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(rendered(rac), root="racplan-rac-v1"))])
    assert check.state == "complete" and check.diff["lines"] == []
    assert set(check.files.exclude(kind="archive").values_list("node", flat=True)) >= {"x366n1", "x366n2", "cluster"}


def _lowered_rmem_max(plan, contributor, node: str):
    """A check of the plan's own bundle with net.core.rmem_max lowered on one node, and its one diff line."""
    files = perturb(with_uname(rendered(plan), plan), f"{node}/etc/sysctl.conf",
                    lambda t: t.replace("net.core.rmem_max = 1048576", "net.core.rmem_max = 131071"))
    check = check_of(plan, contributor, [upload("bundle.zip", bundle_zip(files))])
    (line,) = check.diff["lines"]
    assert line["message"] == f"planned `net.core.rmem_max` 1048576, {node} has 131071"
    return check, line


def test_a_changed_sysctl_gives_its_line_and_its_finding(lab001, contributor):
    check, line = _lowered_rmem_max(lab001, contributor, "nsrac2")
    assert line["rule"] in new_rules(check, lab001), (line, new_rules(check, lab001))


def test_a_changed_sysctl_outside_every_studys_scope_gives_its_line_without_a_finding(rac, contributor):
    # Study 003's x86_64 nodes: Appendix C of study 001 is its RHEL 3 lab's table, so no rule speaks for the value.
    check, _ = _lowered_rmem_max(rac, contributor, "x366n2")
    assert "KN031" not in new_rules(check, rac)


def test_a_wrong_interconnect_mtu_gives_its_line_and_its_finding(rac, contributor):
    files = perturb(rendered(rac), "x366n1/etc/sysconfig/network-scripts/ifcfg-eth1",
                    lambda t: t.replace("MTU=1500", "MTU=9000"))
    files = perturb(files, "x366n2/etc/sysconfig/network-scripts/ifcfg-eth1",
                    lambda t: t.replace("MTU=1500", "MTU=9000"))
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert [(x["node"], x["key"], x["actual"]) for x in check.diff["lines"]] == [
        ("x366n1", "eth1 MTU", "9000"), ("x366n2", "eth1 MTU", "9000")]
    assert check.document["interconnect"]["mtu"] == 9000
    # IC030 reads the interconnect's type, which no file shows (an Ethernet link's speed is in none): the plan's
    # Gigabit Ethernet does not stand in for it, so the rule is not run and names the field it needs
    assert "IC030" not in {f["rule"] for f in check.findings} and "/interconnect/type" in not_checked(check)["IC030"]
    assert {x["rule"] for x in check.diff["lines"]} == {None}
    # the document's field, planned value against the cluster's, in the version diff's shape
    assert check.diff["fields"] == [{"path": "/interconnect/mtu", "before": 1500, "after": 9000, "change": "changed"}]
    assert check.diff["summary"]["fields"] == 1
    from apps.asbuilt.reports import asbuilt_report

    assert "| `/interconnect/mtu` | `1500` | `9000` |" in asbuilt_report(check=check, fmt="md")
    html = asbuilt_report(check=check, fmt="html")
    assert "<td><code>/interconnect/mtu</code></td><td>1500</td>\n<td>9000</td>" in html
    # Both reports list what was not checked, with the fields no file showed, and what the score covers.
    coverage = check.assembly["coverage"]
    markdown = asbuilt_report(check=check, fmt="md")
    ic030 = next(n for n in coverage["not_checked"] if n["rule"] == "IC030")
    assert "## Not checked\n\n" in markdown and f"{len(coverage['not_checked'])} rule(s) not run" in markdown
    assert f"| IC030 | {ic030['severity']} | {ic030['title']} | `{', '.join(ic030['fields'])}` |" in markdown
    assert f"covers the {coverage['checked']} of {coverage['total']} rules" in markdown
    assert "<h2>Not checked</h2>" in html and f"<td>IC030</td><td>{ic030['severity']}</td>" in html
    assert f"covers the {coverage['checked']} of {coverage['total']} rules" in html


def test_a_check_stored_before_the_field_diff_reads_as_no_field_differing(rac, contributor):
    from apps.asbuilt.api.serializers import AsBuiltCheckSerializer
    from apps.asbuilt.reports import asbuilt_report

    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(rendered(rac)))])
    check.diff = {**{k: v for k, v in check.diff.items() if k != "fields"},
                  "summary": {k: v for k, v in check.diff["summary"].items() if k != "fields"}}
    check.save(update_fields=["diff"])
    diff = AsBuiltCheckSerializer(check).data["diff"]
    assert diff["fields"] == [] and diff["summary"]["fields"] == 0
    assert "## Document fields\n\nNo field differs." in asbuilt_report(check=check, fmt="md")


def test_a_missing_udev_rule_gives_its_line(rac, contributor):
    rules = "x366n2/etc/udev/rules.d/98-oracle.permissions.rules"
    files = perturb(rendered(rac), rules, lambda t: "\n".join(x for x in t.splitlines() if '"sdc"' not in x))
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert [(x["node"], x["file"], x["key"], x["change"]) for x in check.diff["lines"]] == [
        ("x366n2", rules, 'KERNEL=="sdc"', "missing")]


def test_a_multipath_policy_in_defaults_only_gives_its_lines_and_its_finding(fcp, contributor):
    def to_defaults(text):
        text = text.replace("        path_grouping_policy multibus\n", "")
        return text.replace("defaults {\n", "defaults {\n    path_grouping_policy multibus\n")

    files = perturb(rendered(fcp), "etc/multipath.conf", to_defaults)
    check = check_of(fcp, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert {(x["key"], x["change"]) for x in check.diff["lines"]} == {
        ("devices device[IBM 2107900] path_grouping_policy", "missing"), ("defaults path_grouping_policy", "extra")}
    assert check.document["storage"]["fcp"]["policy_section"] == "defaults"
    # ST076 also reads how many paths each disk has, which only `multipath -ll` shows: not run, and its message
    # never quotes the plan's rr_min_io as the file's
    assert "ST076" not in {f["rule"] for f in check.findings}
    assert "/storage/fcp/paths_per_disk" in not_checked(check)["ST076"]


def test_a_bad_file_fails_alone_and_keeps_its_original(rac, contributor):
    node_files = {f.path.split("/", 1)[1]: f.content.encode() for f in rendered(rac) if f.path.startswith("x366n1/")}
    garbage = b"\x00\x01\x02 not a config file"
    files = [upload("sysctl.conf", node_files["etc/sysctl.conf"]), upload("limits.conf", garbage)]
    check = check_of(rac, contributor, files, node="x366n1")
    assert check.state == "complete"
    rows = {f.name: f for f in check.files.all()}
    assert rows["sysctl.conf"].state == "parsed" and rows["sysctl.conf"].kind == "sysctl"
    assert rows["limits.conf"].state == "failed" and "binary" in rows["limits.conf"].error
    assert rows["limits.conf"].blob.file.open("rb").read() == garbage
    assert check.diff["lines"] == []  # the broken file changes nothing; its kind is simply not uploaded
    assert ("x366n1", "limits") in {(n["node"], n["kind"]) for n in check.diff["not_uploaded"]}


def test_archive_entries_that_leave_the_archive_or_have_no_node_are_refused(rac, contributor):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("../../etc/passwd", "root:x:0:0")
        zf.writestr("sysctl.conf", "net.core.rmem_max = 1048576\n")
        zf.writestr("x366n1/etc/sysctl.conf", "net.core.rmem_max = 1048576\n")
    check = check_of(rac, contributor, [upload("up.zip", buf.getvalue())])
    rows = {(f.node, f.name): f for f in check.files.exclude(kind="archive")}
    assert set(rows) == {("", "sysctl.conf"), ("x366n1", "etc/sysctl.conf")}
    assert rows[("", "sysctl.conf")].state == "failed"
    assert rows[("", "sysctl.conf")].error == C.ENTRY_NO_NODE.format(name="sysctl.conf")
    archive = check.files.get(kind="archive")
    assert archive.state == "parsed" and any("leaves the archive" in w for w in archive.warnings)


def test_desktop_metadata_in_a_bundle_archive_is_left_out(rac, contributor):
    # a bundle zipped again by macOS Finder: an AppleDouble twin per file under __MACOSX/, a .DS_Store per folder
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("x366n1/etc/sysctl.conf", "net.core.rmem_max = 1048576\n")
        zf.writestr("__MACOSX/x366n1/etc/._sysctl.conf", b"\x00\x05\x16\x07")
        zf.writestr("x366n1/.DS_Store", b"Bud1")
    check = check_of(rac, contributor, [upload("up.zip", buf.getvalue())])
    assert [(f.node, f.name) for f in check.files.exclude(kind="archive")] == [("x366n1", "etc/sysctl.conf")]
    archive = check.files.get(kind="archive")
    assert archive.state == "parsed" and archive.warnings == []


def test_adding_files_runs_the_check_again(rac, contributor):
    node1 = {f.path.split("/", 1)[1]: f.content.encode() for f in rendered(rac) if f.path.startswith("x366n1/")}
    check = check_of(rac, contributor, [upload("sysctl.conf", node1["etc/sysctl.conf"])], node="x366n1")
    before = check.diff["summary"]["not_uploaded"]
    services.files_add(check=check, user=contributor, node="x366n1",
                       files=[upload("limits.conf", node1["etc/security/limits.conf"])])
    check = run_check(check)
    assert check.diff["summary"]["not_uploaded"] == before - 1 and check.diff["lines"] == []
    assert AsBuiltFile.objects.filter(as_built=check, state="parsed").count() == 2


def test_import_creates_a_plan_from_the_files_alone(rac, architect, contributor):
    """The plan the files were checked against plays no part: what the files show comes back, the rest is unknown."""
    from apps.topology.parsing import normalize

    files = perturb(rendered(rac), "x366n2/etc/sysctl.conf",
                    lambda t: t.replace("net.core.rmem_max = 1048576", "net.core.rmem_max = 131071"))
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(files))])
    imported = services.check_import(check=check, user=architect, name="rac as built")
    version = imported.plan.versions.get()
    document, planned = version.document, normalize(rac.versions.get().document)
    assert imported.plan.project_id == rac.project_id
    # The files carry the nodes and their addresses ...
    assert [(n["hostname"], n["public_ip"], n["vip"], n["private_ip"]) for n in document["nodes"]] == [
        (n["hostname"], n["public_ip"], n["vip"], n["private_ip"]) for n in planned["nodes"]]
    # Each file named with the line the address was read from: that line of the file holds it.
    sources = imported.provenance["/nodes/0/public_ip"]
    assert any(s.startswith("x366n1: etc/hosts, line ") for s in sources)
    for source in sources:
        node, _, rest = source.partition(": ")
        path, _, line = rest.partition(", line ")
        content = next(f.content for f in files if f.path.endswith(f"{node}/{path}"))
        text = content.decode() if isinstance(content, bytes) else content
        assert document["nodes"][0]["public_ip"] in text.split("\n")[int(line) - 1], source
    # ... not the workload, the CPUs or the Oracle release: unknown, listed, never the checked plan's values.
    assert {"/workload", "/nodes/0/cpus", "/cluster/oracle_release"} <= set(document["unknown"])
    assert imported.unknown == document["unknown"]
    assert version.comment == C.IMPORTED.format(check=check.pk, unknown=len(imported.unknown))
    # Validation names each unknown field against its field, as it does errors.
    assert set(version.validation["unknown"]) == {p.lstrip("/") for p in document["unknown"]}
    assert validate_document(version.document)["findings"] == version.validation["findings"]


def test_an_imported_plan_renders_no_bundle_until_each_unknown_field_is_chosen(rac, architect, contributor):
    from django.core.exceptions import ValidationError

    from apps.bundles.services import bundle_request
    from apps.plans.services import plan_version_create

    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(rendered(rac)))])
    imported = services.check_import(check=check, user=architect, name="rac as built")
    version = imported.plan.versions.get()
    with pytest.raises(ValidationError) as caught:
        bundle_request(plan_version=version, user=architect)
    assert set(caught.value.message_dict) == {f"document{p}" for p in imported.unknown}
    chosen = {**version.document, "unknown": []}
    saved = plan_version_create(plan=imported.plan, user=architect, document=chosen, comment="chosen")
    assert "unknown" not in saved.document and saved.validation["unknown"] == {}
    # The placeholders (1 CPU, for one) draw error findings of their own; the unknown fields no longer refuse it.
    # What does is the shared storage, if the files showed none: CF005, which no override lets through (issue 39).
    from apps.bundles import constants as BC

    assert "CF005" in {f["rule"] for f in saved.validation["findings"]}
    with pytest.raises(ValidationError) as caught:
        bundle_request(plan_version=saved, user=architect, override_errors=True)
    assert {m for ms in caught.value.message_dict.values() for m in ms} == {BC.NO_STORAGE}
    planned = rac.versions.get().document
    chosen = {**saved.document, "storage": planned["storage"], "shared_disks": planned["shared_disks"],
              "cluster_files": planned["cluster_files"]}
    saved = plan_version_create(plan=imported.plan, user=architect, document=chosen, comment="storage chosen")
    assert bundle_request(plan_version=saved, user=architect, override_errors=True).plan_version_id == saved.pk


def test_an_import_without_addresses_names_what_to_upload(rac, architect, contributor):
    node1 = {f.path.split("/", 1)[1]: f.content.encode() for f in rendered(rac) if f.path.startswith("x366n1/")}
    check = check_of(rac, contributor, [upload("sysctl.conf", node1["etc/sysctl.conf"])], node="x366n1")
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError) as caught:
        services.check_import(check=check, user=architect, name="no addresses")
    errors = caught.value.message_dict
    assert set(errors) == {"document/nodes/0/public_ip", "document/nodes/0/vip"}
    assert "/etc/hosts" in errors["document/nodes/0/public_ip"][0]


def test_the_report_escapes_uploaded_text(rac, contributor):
    rule = b'KERNEL=="sdz", OWNER="oracle", GROUP="dba", MODE="0660"\n'
    check = check_of(rac, contributor, [upload("<img src=x onerror=alert(1)>.rules", rule)], node="x366n1")
    from apps.asbuilt.reports import asbuilt_report

    html = asbuilt_report(check=check, fmt="html")
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;.rules" in html
    md = asbuilt_report(check=check, fmt="md")
    assert "## Differences from the plan" in md and asbuilt_report(check=check, fmt="md") == md


def test_udev_rules_with_another_mode_give_their_lines_and_the_rule_asks_for_the_manager(rac, contributor):
    files = with_uname(rendered(rac), rac)
    for node in ("x366n1", "x366n2"):
        files = perturb(files, f"{node}/etc/udev/rules.d/98-oracle.permissions.rules",
                        lambda t: t.replace('MODE="0660"', 'MODE="0600"'))
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert len(check.diff["lines"]) == 16 and {x["change"] for x in check.diff["lines"]} == {"changed"}
    # SD076 reads the shared disk manager too, which no uploaded file names: the lines alone, the rule asks for it
    assert {x["rule"] for x in check.diff["lines"]} == {None} and "SD076" not in new_rules(check, rac)
    assert not_checked(check)["SD076"] == ["/shared_disks/manager"]


def test_ip_addr_output_of_a_node_is_compared_with_its_planned_qeth_files(project, architect, contributor):
    """System z SLES: the plan's hsi0 is rendered as ifcfg-qeth-bus-ccw-...; a node's ``ip addr`` shows hsi0."""
    plan = plan_create(project=project, user=architect, name="z", reference="s000-z10-hipersockets-asm-4k-dedicated")
    running = [("net0", 1492, ["10.10.10.201/24"], None), ("hsi0", 1500, ["10.10.50.201/24"], None)]
    check = services.check_create(plan=plan, user=contributor, files=[upload("bundle.zip", bundle_zip(rendered(plan)))])
    run_check(check)
    check = run_check(services.files_add(check=check, user=contributor, node="db-node2",
                                         files=[upload("ip-addr.txt", ip_output(running).encode())]))
    assert check.state == "complete", check.error
    assert check.files.get(name="ip-addr.txt").kind == "ip-addr"
    assert [(x["node"], x["kind"], x["key"], x["planned"], x["actual"], x["change"]) for x in check.diff["lines"]] == [
        ("db-node2", "ip-addr", "hsi0 mtu", "8192", "1500", "changed")]


def test_ip_link_of_every_node_with_a_wrong_interconnect_mtu_gives_lines_and_the_finding(rac, contributor):
    """Nodes that send ``ip link`` instead of their ifcfg files: the running MTU is diffed and validated."""
    ic = "etc/sysconfig/network-scripts/ifcfg-eth1"
    files = [f for f in rendered(rac) if not f.path.endswith(ic)]
    link = ip_output([("eth0", 1500, [], None), ("eth1", 9000, [], None)], addresses=False).encode()
    check = services.check_create(plan=rac, user=contributor, files=[upload("bundle.zip", bundle_zip(files))])
    for node in ("x366n1", "x366n2"):
        check = services.files_add(check=check, user=contributor, node=node, files=[upload("ip-link.txt", link)])
    check = run_check(check)
    assert [(x["node"], x["file"], x["kind"], x["key"], x["actual"], x["rule"]) for x in check.diff["lines"]] == [
        (node, f"{node}/{ic}", "ip-addr", "eth1 mtu", "9000", None) for node in ("x366n1", "x366n2")]
    # the MTU rule also reads the interconnect's type, which no file shows: not run
    assert check.document["interconnect"]["mtu"] == 9000 and "/interconnect/type" in not_checked(check)["IC030"]
    # the interface files those nodes did not send: one entry each, not a missing line per setting
    assert [(x["node"], x["kind"], x["files"]) for x in check.diff["not_uploaded"]] == [
        (node, "ifcfg", [f"{node}/{ic}"]) for node in ("x366n1", "x366n2")]


IC = "etc/sysconfig/network-scripts/ifcfg-eth1"


def tagged(check):
    return [(f["rule"], f["node"]) for f in check.findings if f.get("node")]


def test_a_wrong_interconnect_mtu_on_one_node_gives_its_line_and_that_nodes_finding(rac, contributor):
    """Two nodes disagree: the document keeps the first node's MTU, the second node's own view gives IC030."""
    files = perturb(rendered(rac), f"x366n2/{IC}", lambda t: t.replace("MTU=1500", "MTU=9000"))
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert check.state == "complete", check.error
    assert check.document["interconnect"]["mtu"] == 1500
    assert check.assembly["conflicts"] == [
        {"pointer": "/interconnect/mtu", "values": {"x366n1": 1500, "x366n2": 9000}, "chosen": 1500}]
    # IC030 would judge the MTU, but it reads the interconnect's type, which no file shows: the line alone
    assert tagged(check) == [] and "/interconnect/type" in not_checked(check)["IC030"]
    assert [(x["node"], x["key"], x["actual"], x["rule"]) for x in check.diff["lines"]] == [
        ("x366n2", "eth1 MTU", "9000", None)]


def test_all_nodes_with_the_same_wrong_mtu_give_one_untagged_finding(rac, contributor):
    files = rendered(rac)
    for node in ("x366n1", "x366n2"):
        files = perturb(files, f"{node}/{IC}", lambda t: t.replace("MTU=1500", "MTU=9000"))
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert check.assembly["conflicts"] == [] and tagged(check) == []
    assert [f["rule"] for f in check.findings].count("IC030") == 0 and "IC030" in not_checked(check)
    assert all(f["node"] is None for f in services_api_findings(check))


def services_api_findings(check):
    from apps.asbuilt.api.serializers import AsBuiltCheckSerializer

    return AsBuiltCheckSerializer(check).data["findings"]


def test_a_changed_sysctl_on_one_node_gives_that_nodes_finding(lab001, contributor):
    check, line = _lowered_rmem_max(lab001, contributor, "nsrac2")
    assert (line["node"], line["key"], line["actual"]) == ("nsrac2", "net.core.rmem_max", "131071")
    assert line["rule"] in new_rules(check, lab001)
    assert (line["rule"], "nsrac2") in tagged(check)
    assert [f["node"] for f in services_api_findings(check) if f["rule"] == line["rule"]] == ["nsrac2"]



def test_a_wrong_mtu_on_the_node_the_tie_goes_to_tags_the_clusters_finding_with_it(rac, contributor):
    """Two nodes disagree and the first one (which the document follows) is the wrong one."""
    files = perturb(rendered(rac), f"x366n1/{IC}", lambda t: t.replace("MTU=1500", "MTU=9000"))
    check = check_of(rac, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert check.document["interconnect"]["mtu"] == 9000
    assert tagged(check) == [] and "IC030" in not_checked(check)
    assert [(x["node"], x["key"], x["actual"], x["rule"]) for x in check.diff["lines"]] == [
        ("x366n1", "eth1 MTU", "9000", None)]


def test_two_nodes_with_two_wrong_sysctl_values_tag_the_outvoted_nodes_finding(lab001, contributor):
    """Both nodes are off the plan, each its own way: the document takes the first node's value (a tie), the second
    node's own view is validated too, and what only it gives is tagged with it."""
    files = with_uname(rendered(lab001), lab001)
    for node, value in (("nsrac1", "131071"), ("nsrac2", "262143")):
        files = perturb(files, f"{node}/etc/sysctl.conf",
                        lambda t, value=value: t.replace("net.core.rmem_max = 1048576", f"net.core.rmem_max = {value}"))
    check = check_of(lab001, contributor, [upload("bundle.zip", bundle_zip(files))])
    assert check.assembly["conflicts"] == [{"pointer": "/kernel/sysctl/net.core.rmem_max",
                                            "values": {"nsrac1": 131071, "nsrac2": 262143}, "chosen": 131071}]
    rules = {line["rule"] for line in check.diff["lines"]}
    assert len(rules) == 1 and None not in rules
    (rule,) = rules
    assert {node for r, node in tagged(check) if r == rule} == {"nsrac1", "nsrac2"}
