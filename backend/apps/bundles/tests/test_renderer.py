"""The pure renderer: golden files, syntax per output kind, determinism, error reporting, robustness."""

from __future__ import annotations

import copy
import difflib
import os
import re
import shutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from apps.bundles.renderer import RenderError, build_archive, build_manifest, render_bundle
from apps.bundles.renderer.manifest import MANIFEST
from apps.bundles.renderer.sysctl import FLOORS
from apps.studies.seeds import section_exists
from apps.topology.parsing import TopologyInvalid, parse_topology
from apps.topology.schema import DB_NAME_FROM_CLUSTER, DB_NAME_GIVEN

from . import snapshot, syntax
from .helpers import GOLDEN_DIR, GOLDEN_PLANS, plan, plan_names, render

PLANS = plan_names()
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def test_reference_plans_are_present():
    assert any(p.startswith("s000-") for p in PLANS) and any(p.startswith("s004-") for p in PLANS)
    assert set(GOLDEN_PLANS) <= set(PLANS)


@pytest.mark.parametrize("name", GOLDEN_PLANS)
def test_golden(name):
    files = {f.path: f.content for f in render(name)}
    clashes = [f"{path}:{n}" for path, content in files.items()
               for n, line in enumerate(content.split("\n"), 1) if line.startswith(snapshot.DELIMITER)]
    assert not clashes, f"rendered lines start with the snapshot delimiter {snapshot.DELIMITER!r}: {clashes}"
    target = snapshot.snapshot_path(GOLDEN_DIR, name)
    if UPDATE:
        snapshot.write(target, name, files)
    assert target.exists(), f"no snapshot {target.name}; run with UPDATE_GOLDEN=1 and review it"
    expected = snapshot.read(target)
    assert sorted(files) == sorted(expected), "file list differs; rerun with UPDATE_GOLDEN=1 after checking"
    differing = [path for path in sorted(files) if files[path] != expected[path]]
    assert not differing, _first_difference(name, differing, files, expected)


def _first_difference(name: str, differing: list[str], files: dict[str, str], expected: dict[str, str]) -> str:
    """The failure message of ``test_golden``: the paths that differ, and a unified diff of the first one."""
    first = differing[0]
    diff = difflib.unified_diff(expected[first].splitlines(keepends=True), files[first].splitlines(keepends=True),
                                f"golden/{name}{snapshot.SUFFIX}: {first}", f"rendered: {first}")
    return (f"{name}/{first} differs ({len(differing)} differing: {', '.join(differing)}); rerun with "
            f"UPDATE_GOLDEN=1 after checking\n{''.join(diff)}")


@pytest.mark.parametrize("name", PLANS)
def test_every_output_is_well_formed(name):
    files = render(name)
    assert files and [f.path for f in files] == sorted(f.path for f in files)
    kinds = set()
    for f in files:
        assert syntax.starts_with_comment(f.content), f.path
        assert f.content.endswith("\n"), f.path
        check = syntax.checker_for(f.path)
        if check is not None:
            kinds.add(check.__name__)
            check(f.content)
    assert {"check_sysctl", "check_oracle_net", "check_init_ora", "check_shell"} <= kinds


def test_study_sections_cited_by_the_manifest_exist():
    for entry in MANIFEST:
        for c in entry.cites:
            cite = c if hasattr(c, "document") else c[0]
            assert section_exists(cite.document, cite.section), (entry.template, cite)


def test_sysctl_values_never_below_the_minimums():
    doc = copy.deepcopy(plan("s000-z10-hipersockets-asm-4k-dedicated")["document"])
    doc["kernel"]["sysctl"] = {"kernel.sem": "10 10 10 10", "fs.file-max": 100, "net.core.rmem_max": "4096",
                               "net.ipv4.ip_local_port_range": "30000 40000", "kernel.shmmax": 1,
                               "vm.swappiness": 10, "net.core.wmem_max": "lots"}
    doc["database"]["sga_max_size_mb"] = 4096
    files = render_bundle(parse_topology(doc), plan_ref={"plan_id": 1, "version": 1}, findings=[],
                          catalogue_version="c", generator_version="g")
    text = next(f.content for f in files if f.path == "db-node1/etc/sysctl.conf")
    values = syntax.check_sysctl(text)
    for key, floor in FLOORS.items():
        have = [int(x) for x in values[key].split()]
        assert all(h >= w for h, w in zip(have, map(int, floor.split()), strict=True)), key
    assert values["kernel.sem"] == "250 32000 100 128"
    assert values["net.ipv4.ip_local_port_range"] == "1024 65000"
    assert values["kernel.shmmax"] == str(4096 * 1024 * 1024)
    assert values["vm.swappiness"] == "10"
    assert values["net.core.wmem_max"] == "262144"
    assert "raised from 10 10 10 10 to 250 32000 100 128" in text
    assert "not 1 whole number(s); kept the value below" in text


def test_shared_memory_follows_node_memory_and_sga():
    files = {f.path: f.content for f in render("s000-z10-hipersockets-asm-4k-dedicated")}
    values = syntax.check_sysctl(files["db-node1/etc/sysctl.conf"])
    assert values["kernel.shmmax"] == str(8 * 1024**3)  # half of 16 GiB
    assert values["kernel.shmall"] == str(16 * 1024**3 // 4096)
    assert values["net.core.netdev_max_backlog"] == "2000"


def test_multipath_policy_lives_in_the_devices_section():
    files = {f.path: f.content for f in render("s004-fcp-multibus-rr100-11g")}
    conf = next(c for p, c in files.items() if p.endswith("/etc/multipath.conf"))
    sections = syntax.check_multipath(conf)
    assert set(sections) == syntax.MULTIPATH_SECTIONS
    assert "path_grouping_policy multibus" in sections["devices"] and "rr_min_io 100" in sections["devices"]
    assert not any("rr_min_io" in line for line in sections["defaults"])
    assert sum(1 for line in sections["multipaths"] if line.startswith("wwid")) == 12


def test_multipath_policy_in_the_multipaths_section_goes_into_every_disk_entry():
    doc = copy.deepcopy(plan("s004-fcp-multibus-rr100-11g")["document"])
    doc["storage"]["fcp"]["policy_section"] = "multipaths"
    doc["storage"]["fcp"]["rr_min_io"] = 200
    doc["storage"]["disks"][1]["wwid"] = None
    files = {f.path: f.content for f in render_bundle(parse_topology(doc), plan_ref={"plan_id": 1, "version": 1},
                                                      findings=[], catalogue_version="t", generator_version="t")}
    conf = next(c for p, c in files.items() if p.endswith("/etc/multipath.conf"))
    sections = syntax.check_multipath(conf)
    entries = sections["multipaths"]
    # Each multipath entry holds wwid, alias, policy and rr_min_io: 11 disks with a WWID, the 12th has none.
    assert sum(1 for line in entries if line.startswith("wwid")) == 11
    assert entries.count("path_grouping_policy multibus") == 11 and entries.count("rr_min_io 200") == 11
    assert "# FCPe127: no WWID in the plan" in conf
    # The devices entry still carries the policy for a disk that has no entry of its own.
    assert "path_grouping_policy multibus" in sections["devices"] and "rr_min_io 200" in sections["devices"]
    assert not any("rr_min_io" in line for line in sections["defaults"])

    doc["storage"]["fcp"]["policy_section"] = "devices"
    files = {f.path: f.content for f in render_bundle(parse_topology(doc), plan_ref={"plan_id": 1, "version": 1},
                                                      findings=[], catalogue_version="t", generator_version="t")}
    conf = next(c for p, c in files.items() if p.endswith("/etc/multipath.conf"))
    assert not any(line.startswith(("path_grouping_policy", "rr_min_io"))
                   for line in syntax.check_multipath(conf)["multipaths"])


def test_tnsnames_sets_balance_failover_and_server():
    for name, server in (("s000-z10-hipersockets-asm-4k-dedicated", "DEDICATED"),
                         ("s000-z10-hipersockets-asm-4k-shared", "SHARED")):
        files = {f.path: f.content for f in render(name)}
        tns = files["cluster/network/admin/tnsnames.ora"]
        assert "(LOAD_BALANCE = on)" in tns and "(FAILOVER = off)" in tns and f"(SERVER = {server})" in tns
        init = next(c for p, c in files.items() if p.startswith("cluster/dbs/init") and "ASM" not in p)
        assert ("*.dispatchers" in init) == (server == "SHARED")


def test_readme_lists_error_findings():
    finding = {"rule": "IC001", "title": "HiperSockets connect LPARs of one machine only", "severity": "error",
               "paths": ["/interconnect/type"], "message": "The nodes run on two machines."}
    files = {f.path: f.content for f in render("s000-z10-hipersockets-asm-4k-dedicated", findings=[finding])}
    readme = files["README.md"]
    assert "## Open errors in this plan" in readme and "**IC001**" in readme
    assert "IC001 HiperSockets connect LPARs of one machine only" in files["db-node1/etc/hosts"]


def test_header_names_plan_version_rules_and_sections():
    rules = [{"id": "KN001", "title": "Kernel minimums", "fields": ["/kernel/sysctl"]},
             {"id": "ST001", "title": "Multipath", "fields": ["/storage/fcp/rr_min_io"]}]
    files = {f.path: f.content for f in render("s000-z10-hipersockets-asm-4k-dedicated", rules=rules,
                                               plan_ref={"plan_id": 7, "plan_name": "P", "version": 3})}
    head = files["db-node1/etc/sysctl.conf"].split("\n\n", 1)[0]
    assert 'Plan "P" (plan 7), version 3' in head and "KN001 Kernel minimums" in head and "ST001" not in head
    assert '000_f661c8a8ade0fc72.txt, "Setting Linux kernel parameters"' in head


def test_sysctl_header_names_only_the_rules_that_check_its_values():
    # With the whole catalogue, as the worker renders: rules that merely depend on the architecture or the node
    # count (PL002, IC001, WL050, ...) are not sysctl.conf's; the kernel parameter rules are.
    from apps.rules.engine import all_rules

    catalogue = [r.as_dict() for r in all_rules("topology")]
    files = {f.path: f.content for f in render("s000-z10-hipersockets-asm-4k-dedicated", rules=catalogue)}
    head = files["db-node1/etc/sysctl.conf"].split("\n\n", 1)[0]
    listed = re.findall(r"^#   ([A-Z]{2}\d{3}) ", head, re.M)
    assert {"KN001", "KN003"} <= set(listed)
    # KN031 reads the x86 lab's sysctl table (its statements carry over nowhere): never a z plan's
    assert not {"PL002", "IC001", "WL050", "DB052", "KN004", "KN031"} & set(listed)
    by_id = {r["id"]: r for r in catalogue}
    for rule_id in listed:
        assert any(f.startswith(("/kernel/sysctl", "/kernel/netdev_max_backlog")) for f in by_id[rule_id]["fields"])


@pytest.mark.parametrize("name, platform", [
    ("s002-dell-2-node-asm-500-users-per-node", "x86"),
    ("s003-x366-2-node-infiniband-interconnect", "x86_64"),
    ("s000-z10-hipersockets-asm-4k-dedicated", "s390x"),
])
def test_headers_name_no_rule_of_another_platform(name, platform):
    # Issue 39: an x86 plan's sysctl.conf named the System z netdev_max_backlog rules (KN001, KN002, KN005, KN006)
    # and the System z minimums (KN003), whose checks never look at an x86 plan; a z plan's named x86 rules.
    from apps.rules.engine import all_rules

    catalogue = [r.as_dict() for r in all_rules("topology")]
    by_id = {r["id"]: r for r in catalogue}
    files = {f.path: f.content for f in render(name, rules=catalogue)}
    named = {rule_id for path, content in files.items() if "Catalogue rules that check" in content
             for rule_id in _header_rules(files, path)}
    assert named
    assert all(not by_id[r]["platforms"] or platform in by_id[r]["platforms"] for r in named), sorted(named)
    sysctl = set(_header_rules(files, next(p for p in files if p.endswith("/etc/sysctl.conf"))))
    z_backlog = {"KN001", "KN002", "KN003", "KN005", "KN006"}
    if platform == "s390x":
        assert z_backlog <= sysctl and not {"KN030", "KN032", "KN050"} & sysctl
    else:
        assert not z_backlog & sysctl and {"KN030", "KN032"} <= sysctl
        assert ("KN050" in sysctl) == (platform == "x86")


def _header_rules(files: dict[str, str], path: str) -> list[str]:
    return re.findall(r"^#   ([A-Z]{2}\d{3}) ", files[path].split("\n\n", 1)[0], re.M)


def test_init_header_names_only_the_rules_whose_settings_it_carries():
    # Issue 39: an x86 NFS plan's init.ora named 31 rules, System z ones among them (PL001 for one machine, IC001
    # for HiperSockets, ST07x for HyperPAV), because the file reads the nodes, the interconnect and the storage.
    from apps.bundles.renderer.manifest import _INIT_CHECKS
    from apps.rules.engine import all_rules

    catalogue = [r.as_dict() for r in all_rules("topology")]
    by_id = {r["id"]: r for r in catalogue}
    nfs = {f.path: f.content for f in render("s001-nfs-standalone", rules=catalogue)}
    listed = _header_rules(nfs, "cluster/dbs/initnsrac.ora")
    assert {"DB001", "DB030", "DB032", "DB052", "DB053", "IC061"} <= set(listed)
    assert not {"PL001", "PL003", "IC001", "IC003", "IC008", "ST070", "ST072", "NW002", "SD001"} & set(listed)
    # A multipath rule that also reads the block size is not an NFS plan's (its storage has no fcp section); nor
    # are dispatcher rules in a dedicated server plan's file, which sets no dispatchers.
    assert not {"ST078", "SV001", "SV003"} & set(listed)
    carried = [c if isinstance(c, str) else c[0] for c in _INIT_CHECKS]
    for rule_id in listed:
        assert any(f.startswith(tuple(carried)) for f in by_id[rule_id]["fields"]), rule_id
    fcp = {f.path: f.content for f in render("s004-fcp-multibus-rr100-11g", rules=catalogue)}
    assert "ST078" in _header_rules(fcp, next(p for p in fcp if p.startswith("cluster/dbs/initoraz")))
    shared = {f.path: f.content for f in render("s000-z10-hipersockets-asm-4k-shared", rules=catalogue)}
    assert {"SV001", "SV003"} <= set(_header_rules(shared, "cluster/dbs/initoltp.ora"))


@pytest.mark.parametrize("fmt", ["zip", "tar.gz"])
def test_archives_are_byte_identical(fmt):
    name = "s004-fcp-multibus-rr100-11g"
    first = render(name)
    doc = copy.deepcopy(plan(name)["document"])
    doc["kernel"]["sysctl"] = dict(reversed(list(doc["kernel"]["sysctl"].items())))
    second = render_bundle(parse_topology(doc), plan_ref={"plan_id": 1, "version": 1,
                                                          "plan_name": plan(name)["name"]},
                           findings=[], catalogue_version="golden", generator_version="golden")
    meta = {"plan_ref": {"plan_id": 1, "version": 1}, "catalogue_version": "c", "generator_version": "g"}
    a = build_archive(first, fmt, manifest=build_manifest(first, **meta))
    b = build_archive(second, fmt, manifest=build_manifest(second, **meta))
    assert a == b


def test_archive_contents_and_manifest():
    import hashlib
    import io
    import json
    import tarfile
    import zipfile

    files = render("s000-z10-hipersockets-asm-4k-dedicated")
    manifest = build_manifest(files, plan_ref={"plan_id": 1, "version": 2}, catalogue_version="c",
                              generator_version="g")
    data = build_archive(files, "zip", manifest=manifest)
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        names = zf.namelist()
        assert names == sorted(names) and "MANIFEST.json" in names and "README.md" in names
        assert all(i.date_time == (1980, 1, 1, 0, 0, 0) for i in zf.infolist())
        loaded = json.loads(zf.read("MANIFEST.json"))
        for entry in loaded["files"]:
            assert hashlib.sha256(zf.read(entry["path"])).hexdigest() == entry["sha256"]
        script = zf.getinfo("cluster/scripts/cluvfy-precheck.sh")
        assert (script.external_attr >> 16) & 0o777 == 0o755
    assert loaded["plan"] == {"id": 1, "name": None, "version": 2}
    assert loaded["rule_catalogue_version"] == "c" and loaded["generator_version"] == "g"
    tgz = build_archive(files, "tar.gz", manifest=manifest)
    assert tgz[4:8] == b"\0\0\0\0"  # gzip mtime
    with tarfile.open(fileobj=io.BytesIO(tgz)) as tar:
        members = tar.getmembers()
        assert all(m.mtime == 0 and m.uname == "" and m.uid == 0 for m in members)
        assert [m.name for m in members] == sorted(m.name for m in members)


def _broken_templates(tmp_path, template: str, text: str):
    from apps.bundles.renderer.engine import TEMPLATES_DIR

    target = tmp_path / "templates"
    shutil.copytree(TEMPLATES_DIR, target)
    (target / template).write_text(text, encoding="utf-8")
    return str(target)


def test_syntax_error_names_template_and_line(tmp_path):
    tdir = _broken_templates(tmp_path, "hosts/hosts.j2", "# ok\n# fine\n{% for x in %}\n")
    with pytest.raises(RenderError) as info:
        render("s000-z10-hipersockets-asm-4k-dedicated", templates_dir=tdir)
    assert info.value.template == "hosts/hosts.j2" and info.value.lineno == 3
    assert "hosts/hosts.j2, line 3" in str(info.value)


def test_undefined_value_names_template_and_line(tmp_path):
    tdir = _broken_templates(tmp_path, "oracle/oratab.j2", "# header\n# more\n\n{{ node.no_such_field }}\n")
    with pytest.raises(RenderError) as info:
        render("s000-z10-hipersockets-asm-4k-dedicated", templates_dir=tdir)
    assert info.value.template == "oracle/oratab.j2" and info.value.lineno == 4
    assert "no_such_field" in info.value.message


def test_sandbox_blocks_unsafe_access(tmp_path):
    tdir = _broken_templates(tmp_path, "oracle/oratab.j2", "# x\n{{ node.__class__.__mro__ }}\n")
    with pytest.raises(RenderError) as info:
        render("s000-z10-hipersockets-asm-4k-dedicated", templates_dir=tdir)
    assert info.value.template == "oracle/oratab.j2"


# --- robustness: mutated valid topologies only ever fail with RenderError ----------------------------------------

TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
MUTATIONS = st.lists(st.sampled_from([
    ("/cluster/distribution", st.sampled_from(["sles", "rhel"])),
    ("/cluster/distribution_version", st.integers(3, 16)),
    ("/cluster/oracle_release", st.sampled_from(["10.1.0.4", "10.2.0.2", "10.2.0.4", "11.1", "11.2.0.2", "19"])),
    ("/cluster/mode", st.sampled_from(["workload_balanced", "failover"])),
    ("/storage/protocol", st.sampled_from(["eckd", "fcp", "iscsi_software", "iscsi_hba", "fc_hba", "nfs"])),
    ("/shared_disks/manager", st.sampled_from(["asm", "ocfs2", "ocfs", "nfs", "raw"])),
    ("/interconnect/type", st.sampled_from(["hipersockets", "osa_10gbe", "osa_1gbe", "gigabit_ethernet",
                                            "10gbe", "infiniband"])),
    ("/interconnect/inbound_buffers", st.one_of(st.none(), st.integers(8, 128))),
    ("/interconnect/cluster_interconnects", st.booleans()),
    ("/public_network/interface", st.from_regex(r"[a-z][a-z0-9]{0,5}", fullmatch=True)),
    ("/server/mode", st.sampled_from(["dedicated", "shared"])),
    ("/server/dispatchers", st.one_of(st.none(), st.integers(1, 50))),
    ("/database/sga_max_size_mb", st.one_of(st.none(), st.integers(1, 10**6))),
    ("/database/sga_attach_address", st.one_of(st.none(), st.just("0x15000000"))),
    ("/database/disk_asynch_io", st.one_of(st.none(), st.booleans())),
    ("/database/other", st.dictionaries(st.from_regex(r"[a-z][a-z_]{0,10}x", fullmatch=True),
                                        st.one_of(st.booleans(), st.integers(), TEXT), max_size=3)),
    ("/kernel/sysctl", st.dictionaries(st.sampled_from(["kernel.sem", "fs.file-max", "vm.swappiness",
                                                        "net.ipv4.ip_local_port_range", "kernel.shmmax"]),
                                       st.one_of(st.integers(0, 10**12), TEXT), max_size=3)),
    ("/kernel/netdev_max_backlog", st.one_of(st.none(), st.integers(100, 10**7))),
    ("/cluster_files/ocr/locations", st.lists(st.one_of(TEXT, st.just("/dev/dasdz1"), st.just("/u02/oradata/x")),
                                              max_size=3)),
    ("/nodes/0/memory_gb", st.floats(0.1, 16384)),
    ("/nodes/0/private_ip", st.one_of(st.none(), st.just("10.99.0.1"))),
]).flatmap(lambda pair: st.tuples(st.just(pair[0]), pair[1])), max_size=6)


def _apply(doc, pointer, value):
    parts = pointer.strip("/").split("/")
    target = doc
    for p in parts[:-1]:
        target = target[int(p)] if isinstance(target, list) else target.setdefault(p, {})
    key = parts[-1]
    if isinstance(target, list):
        target[int(key)] = value
    else:
        target[key] = value


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(["s000-z10-hipersockets-asm-4k-dedicated", "s004-fcp-multibus-rr100-11g",
                             "s001-nfs-standalone", "s003-x366-2-node-infiniband-interconnect"]),
       mutations=MUTATIONS)
def test_rendering_mutated_plans_only_raises_render_error(base, mutations):
    doc = copy.deepcopy(plan(base)["document"])
    for pointer, value in mutations:
        _apply(doc, pointer, value)
    try:
        topology = parse_topology(doc)
    except TopologyInvalid:
        return
    try:
        files = render_bundle(topology, plan_ref={"plan_id": 1, "version": 1}, findings=[],
                              catalogue_version="c", generator_version="g")
    except RenderError:
        return
    for f in files:
        check = syntax.checker_for(f.path)
        if check in (syntax.check_sysctl, syntax.check_oracle_net, syntax.check_multipath, syntax.check_fstab,
                     syntax.check_init_ora):
            check(f.content)


def test_plan_limits_reach_limits_conf_and_profile():
    doc = copy.deepcopy(plan("s000-z10-hipersockets-asm-4k-dedicated")["document"])
    doc["kernel"]["limits"] = {"nofile_hard": 131072, "nproc_soft": 4096, "nproc_hard": 32768}
    files = {f.path: f.content for f in render_bundle(parse_topology(doc), plan_ref={"plan_id": 1, "version": 1},
                                                      findings=[], catalogue_version="c", generator_version="g")}
    lines = [line.split() for line in files["db-node1/etc/security/limits.conf"].splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines == [["oracle", "hard", "nofile", "131072"], ["oracle", "soft", "nproc", "4096"],
                     ["oracle", "hard", "nproc", "32768"]]
    profile = next(v for k, v in files.items() if k.startswith("db-node1/") and k.endswith(".profile"))
    assert "ulimit -n 131072" in profile and "ulimit -u 32768" in profile


def _render_doc(doc):
    return {f.path: f.content for f in render_bundle(parse_topology(doc), plan_ref={"plan_id": 1, "version": 1},
                                                     findings=[], catalogue_version="c", generator_version="g")}


def test_a_database_name_over_eight_characters_is_refused_not_cut():
    """Issue 39: cluster "uxx863nodes" gave init.ora db_name 'uxx863no'. Oracle allows 8 characters: the document is
    refused on the field that gives the name, with the reason, and a shorter db_name lets the long cluster name be."""
    doc = copy.deepcopy(plan("s001-nfs-standalone")["document"])
    doc["cluster"]["name"] = "uxx863nodes"
    with pytest.raises(TopologyInvalid) as info:
        parse_topology(doc)
    assert info.value.errors == {"cluster/name": [DB_NAME_FROM_CLUSTER.format(name="uxx863nodes", length=11)]}
    doc["database"]["other"] = {"db_name": "uxx863nfs"}
    with pytest.raises(TopologyInvalid) as info:
        parse_topology(doc)
    assert info.value.errors == {"database/other/db_name": [DB_NAME_GIVEN.format(name="uxx863nfs")]}
    doc["database"]["other"] = {"db_name": "UX863"}
    files = _render_doc(doc)
    assert syntax.check_init_ora(files["cluster/dbs/initux863.ora"])["*.db_name"] == "'ux863'"
    # Eight letters and digits are a name as they are; hyphens in a cluster name are not letters or digits.
    doc["database"]["other"] = {}
    doc["cluster"]["name"] = "ux-86-3nfs"
    assert "cluster/dbs/initux863nfs.ora" in _render_doc(doc)
    # The renderer refuses it too, should a topology reach it without the document's validation.
    topology = parse_topology(doc)
    topology.cluster.name = "uxx863nodes"  # assignment validates the cluster's own field, not the whole document
    with pytest.raises(RenderError) as info:
        render_bundle(topology, plan_ref={"plan_id": 1, "version": 1}, findings=[], catalogue_version="c",
                      generator_version="g")
    assert info.value.message == DB_NAME_FROM_CLUSTER.format(name="uxx863nodes", length=11)
    assert info.value.template == "oracle/init_db.ora.j2"


def test_new_plan_fields_reach_their_files():
    """LMS nice, ASM instance parameters, ASM autostart and the udev mode come from the plan when it sets them."""
    doc = copy.deepcopy(plan("s002-dell-2-node-asm-500-users-per-node")["document"])
    doc["server"]["lms_nice"] = -10
    doc["shared_disks"]["asm_instance"] = {"shared_pool_size_mb": 96, "large_pool_size_mb": 80, "processes": 200}
    doc["shared_disks"]["asm_autostart"] = False
    doc["shared_disks"]["udev_mode"] = "0640"
    doc["cluster"]["grid_release"] = "10.2.0.4"
    files = _render_doc(doc)
    assert "renice -10 -p $pids" in files["racdb1/root/racplan/lms-priority.sh"]
    asm = syntax.check_init_ora(files["cluster/dbs/init+ASM.ora"])
    assert (asm["*.shared_pool_size"], asm["*.large_pool_size"], asm["*.processes"]) == ("96M", "80M", "200")
    assert ["+ASM1", "/product/asm", "N"] in syntax.check_oratab(files["racdb1/etc/oratab"])
    udev = files["racdb1/etc/udev/rules.d/98-oracle.permissions.rules"]
    modes = set(re.findall(r'MODE="(\d+)"', udev))
    assert modes == {"0640"}
    assert "clusterware is planned at release 10.2.0.4" in files["README.md"]
    # Without them, the studies' values: study 002's 67 MB pools and study 001's nice -20.
    files = _render_doc(plan("s001-fcp-asm")["document"])
    asm = syntax.check_init_ora(files["cluster/dbs/init+ASM.ora"])
    assert (asm["*.shared_pool_size"], asm["*.large_pool_size"]) == ("67M", "67M") and "*.processes" not in asm


@pytest.mark.parametrize(("distro", "version", "directory"), [("rhel", 4, "network-scripts"), ("sles", 10, "network")])
def test_interconnect_bond_renders_master_and_slaves(distro, version, directory):
    doc = copy.deepcopy(plan("s002-dell-2-node-asm-500-users-per-node")["document"])
    doc["cluster"]["distribution"], doc["cluster"]["distribution_version"] = distro, version
    doc["interconnect"]["bonding_mode"] = "active-backup"
    files = _render_doc(doc)
    base = f"racdb1/etc/sysconfig/{directory}/ifcfg-"
    master = syntax.check_key_values(files[base + "bond0"])
    slaves = [syntax.check_key_values(files[base + s]) for s in ("eth1", "eth2")]
    assert master["IPADDR"] == "192.168.30.11"
    if distro == "rhel":
        assert master["BONDING_OPTS"] == "mode=active-backup"
        assert all(s["MASTER"] == "bond0" and s["SLAVE"] == "yes" and "IPADDR" not in s for s in slaves)
    else:
        assert (master["BONDING_MASTER"], master["BONDING_MODULE_OPTS"]) == ("yes", "mode=active-backup")
        assert (master["BONDING_SLAVE0"], master["BONDING_SLAVE1"]) == ("eth1", "eth2")
        assert all(s["BOOTPROTO"] == "none" and "IPADDR" not in s for s in slaves)


def test_ocr_voting_nfs_options_come_from_the_plan():
    doc = copy.deepcopy(plan("s001-nfs-standalone")["document"])
    study = "hard,nointr,rsize=32768,wsize=32768,tcp,noac,timeo=600"
    assert f"mount it separately\n# with {study}" in _render_doc(doc)["nsrac1/etc/fstab"]
    own = "hard,nointr,rsize=65536,wsize=65536,tcp,noac,timeo=600"
    doc["cluster_files"]["nfs_options"] = own
    assert f"mount it separately\n# with {own}" in _render_doc(doc)["nsrac1/etc/fstab"]
    # A directory below the datafile mount gets its own fstab line with the plan's options.
    doc["cluster_files"]["ocr"]["locations"] = ["/u02/oradata/crs/ocr.dbf"]
    doc["cluster_files"]["voting"]["locations"] = ["/u02/oradata/crs/vote.dbf"]
    rows = syntax.check_fstab(_render_doc(doc)["nsrac1/etc/fstab"])
    assert ["nseries1:/vol/oradata/crs", "/u02/oradata/crs", "nfs", own, "0", "0"] in rows


def test_database_creation_script_has_a_thread_and_undo_per_instance():
    files = {f.path: f.content for f in render("s001-fcp-asm")}
    statements = syntax.check_create_database(files["cluster/sql/create_database.sql"])
    assert "MAXINSTANCES 3" in statements[0]
    assert statements.count("ALTER DATABASE ADD LOGFILE THREAD 3") == 2
    assert {s for s in statements if s.startswith("CREATE UNDO")} == {"CREATE UNDO TABLESPACE UNDOTBS2",
                                                                       "CREATE UNDO TABLESPACE UNDOTBS3"}


@pytest.mark.parametrize("name", PLANS)
def test_init_ora_sets_each_parameter_once(name):
    """check_init_ora refuses a parameter set twice for the same scope (*. or one SID)."""
    files = [f for f in render(name) if re.fullmatch(r"init[^/]*\.ora", f.path.rsplit("/", 1)[-1])]
    assert files
    for f in files:
        syntax.check_init_ora(f.content)


def test_further_parameters_replace_the_computed_ones():
    """Study 002 set cluster_database_instances = 10 on two nodes: the plan's value is written, once."""
    params = syntax.check_init_ora(_render_doc(plan("s002-dell-2-node-asm-500-users-per-node")["document"])[
        "cluster/dbs/initracdb.ora"])
    assert (params["*.cluster_database"], params["*.cluster_database_instances"]) == ("TRUE", "10")
    doc = copy.deepcopy(plan("s001-fcp-asm")["document"])
    doc["database"]["other"] = {"Remote_Listener": "LISTENERS_ALL", "DB_NAME": "nsrac", "open_cursors": 300}
    files = _render_doc(doc)
    params = syntax.check_init_ora(files["cluster/dbs/initnsrac.ora"])
    assert (params["*.remote_listener"], params["*.db_name"], params["*.open_cursors"]) == (
        "'LISTENERS_ALL'", "'nsrac'", "300")
    assert "computed from the plan it would be 'LISTENERS_NSRAC'" in files["cluster/dbs/initnsrac.ora"]
    # A db_name in the plan names the database everywhere, not only in init.ora.
    doc["database"]["other"] = {"db_name": "ORCL2"}
    files = _render_doc(doc)
    assert syntax.check_init_ora(files["cluster/dbs/initorcl2.ora"])["*.db_name"] == "'orcl2'"
    assert "orcl21" in files["nsrac1/etc/oratab"]
