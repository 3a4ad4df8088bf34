"""The plan diff on its own: a rendered bundle against parsed copies of itself, unchanged and perturbed."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from apps.asbuilt.diff import Naming, actual_sides, compare, planned_sides
from apps.asbuilt.parsers import AsBuiltParseError, not_on_cluster, parse_file
from apps.asbuilt.parsers.oracle import init_same, net_same
from apps.plans.services import plan_create

from .helpers import drop, ip_output, perturb, rendered

pytestmark = pytest.mark.django_db

RAC = "s003-x366-2-node-gigabit-interconnect"
FCP = "s004-fcp-multibus-rr100-11g"
HIPERSOCKETS = "s000-z10-hipersockets-asm-4k-dedicated"  # SLES on System z: qeth interface files
BONDED = "s002-dell-2-node-asm-500-users-per-node"  # RHEL, interconnect bond0 of eth1 and eth2


def uploaded(files, *, rename=None):
    """The rendered files as parsed as-built rows (node = top folder), as the check job stores them."""
    rows = []
    for f in files:
        node, _, inner = f.path.partition("/")
        if not_on_cluster(f.path) or not_on_cluster(inner):
            continue
        name = (rename or {}).get(f.path, inner)
        try:
            parsed = parse_file(name, f.content.encode())
        except AsBuiltParseError:
            continue
        rows.append(SimpleNamespace(node=node, name=name, kind=parsed.kind, facts=parsed.facts,
                                    settings=[[s.key, s.value, s.line] for s in parsed.settings]))
    return rows


@pytest.fixture(scope="module")
def plans(django_db_setup, django_db_blocker):
    """reference -> (its rendered files, the plan's naming of interfaces)."""
    from apps.accounts.tests.factories import ProjectFactory, UserFactory

    with django_db_blocker.unblock():
        from apps.accounts.models import Membership

        project = ProjectFactory(name="diff", slug="diff")
        user = UserFactory(username="diff-architect")
        Membership.objects.create(project=project, user=user, role="architect")
        out = {}
        for ref in (RAC, FCP, HIPERSOCKETS, BONDED):
            plan = plan_create(project=project, user=user, name=ref, reference=ref)
            out[ref] = (rendered(plan), Naming.from_document(plan.versions.get(number=1).document))
        project.delete()
        user.delete()
    return out


@pytest.fixture(scope="module")
def bundles(plans):
    return {ref: files for ref, (files, _) in plans.items()}


def diff(planned, actual, findings=()):
    return compare(planned_sides(planned), actual_sides(uploaded(actual)), list(findings))


@pytest.mark.parametrize("ref", [RAC, FCP, HIPERSOCKETS, BONDED])
def test_a_bundle_against_itself_has_no_difference(bundles, ref):
    result = diff(bundles[ref], bundles[ref])
    assert result["lines"] == [] and result["not_uploaded"] == [] and result["unplanned_nodes"] == []
    assert result["summary"]["same"] > 50
    assert result["summary"] == {"changed": 0, "missing": 0, "extra": 0, "same": result["summary"]["same"],
                                 "not_uploaded": 0}


def test_a_changed_sysctl_is_one_changed_line(bundles):
    files = bundles[RAC]
    changed = perturb(files, "x366n2/etc/sysctl.conf",
                      lambda t: t.replace("net.core.rmem_max = 1048576", "net.core.rmem_max = 262144"))
    result = diff(files, changed)
    assert result["lines"] == [{
        "node": "x366n2", "file": "x366n2/etc/sysctl.conf", "kind": "sysctl", "key": "net.core.rmem_max",
        "planned": "1048576", "actual": "262144", "change": "changed", "rule": None,
        "message": "planned `net.core.rmem_max` 1048576, x366n2 has 262144"}]


def test_sysctl_dash_a_is_compared_on_the_planned_keys_only(bundles):
    files = bundles[RAC]
    plain = next(f for f in files if f.path == "x366n1/etc/sysctl.conf").content
    dump = plain + "".join(f"net.ipv4.conf.eth{i}.rp_filter = 1\nvm.some_knob_{i} = {i}\n" for i in range(300))
    as_dump = perturb(files, "x366n1/etc/sysctl.conf", lambda t: dump)
    result = compare(planned_sides(files),
                     actual_sides(uploaded(as_dump, rename={"x366n1/etc/sysctl.conf": "sysctl-a.txt"})), [])
    assert result["lines"] == [] and result["summary"]["extra"] == 0


def test_a_missing_udev_rule_line_and_a_missing_rules_file(bundles):
    files = bundles[RAC]
    rules = "x366n2/etc/udev/rules.d/98-oracle.permissions.rules"
    one_less = perturb(files, rules, lambda t: "\n".join(line for line in t.splitlines() if '"sdc"' not in line))
    result = diff(files, one_less)
    assert [(x["node"], x["file"], x["key"], x["change"]) for x in result["lines"]] == [
        ("x366n2", rules, 'KERNEL=="sdc"', "missing")]
    assert result["lines"][0]["message"].startswith('planned `KERNEL=="sdc"` OWNER=')
    no_file = diff(files, drop(files, rules))
    assert no_file["lines"] == []
    assert no_file["not_uploaded"] == [{"node": "x366n2", "kind": "udev", "kind_label": no_file["not_uploaded"][0][
        "kind_label"], "files": [rules]}]
    assert no_file["summary"]["not_uploaded"] == 1


def test_a_wrong_interconnect_mtu_is_a_changed_line(bundles):
    files = bundles[RAC]
    wrong = perturb(files, "x366n1/etc/sysconfig/network-scripts/ifcfg-eth1",
                    lambda t: t.replace("MTU=1500", "MTU=9000"))
    result = diff(files, wrong)
    assert [(x["node"], x["key"], x["planned"], x["actual"], x["change"]) for x in result["lines"]] == [
        ("x366n1", "eth1 MTU", "1500", "9000", "changed")]


def test_a_multipath_policy_only_in_defaults(bundles):
    """Study 001's pitfall: the policy set in defaults, where a device section of the vendor overrides it."""
    files = bundles[FCP]

    def to_defaults(text):
        text = text.replace("        path_grouping_policy multibus\n", "")
        return text.replace("defaults {\n", "defaults {\n    path_grouping_policy multibus\n")

    result = diff(files, perturb(files, "etc/multipath.conf", to_defaults))
    changes = {(x["key"], x["change"]) for x in result["lines"]}
    assert changes == {("devices device[IBM 2107900] path_grouping_policy", "missing"),
                       ("defaults path_grouping_policy", "extra")}
    extra = next(x for x in result["lines"] if x["change"] == "extra")
    assert extra["actual"] == "multibus" and extra["planned"] is None


def test_oracle_net_values_are_shown_as_printed_and_compared_without_case_but_sids_and_paths(bundles):
    """Host names and keywords in any case are the same (DNS and Oracle Net ignore it); a SID and a path are not, and
    every value a line shows is the one the file prints."""
    files = bundles[RAC]
    listener = "x366n1/product/rdbms/network/admin/listener.ora"
    shouted = perturb(files, listener, lambda t: t.replace("(PROTOCOL = TCP)(HOST = x366n1vip)",
                                                           "(protocol = tcp)(host = X366N1VIP.example.COM)"))
    moved = uploaded(shouted)
    row = next(r for r in moved if r.name == listener.split("/", 1)[1])
    assert ("LISTENER_X366N1 DESCRIPTION_LIST/DESCRIPTION/ADDRESS_LIST[1]/ADDRESS/HOST",
            "X366N1VIP.example.COM") in [(k, v) for k, v, _ in row.settings]  # as printed, not upper-cased
    lines = compare(planned_sides(files), actual_sides(moved), [])["lines"]
    assert [(x["key"].rsplit("/", 1)[-1], x["planned"], x["actual"]) for x in lines] == [
        ("HOST", "x366n1vip", "X366N1VIP.example.COM")]  # another name, not another case

    same_name = perturb(files, listener, lambda t: t.replace("(HOST = x366n1vip)", "(HOST = X366N1VIP)"))
    assert diff(files, same_name)["lines"] == []

    tnsnames = "cluster/network/admin/tnsnames.ora"
    sid = perturb(files, tnsnames, lambda t: t.replace("(INSTANCE_NAME = x366rac1)", "(INSTANCE_NAME = X366RAC1)")
                  .replace("(SERVER = DEDICATED)", "(server = dedicated)"))
    assert [(x["key"], x["planned"], x["actual"], x["change"]) for x in diff(files, sid)["lines"]] == [
        ("X366RAC1 DESCRIPTION/CONNECT_DATA/INSTANCE_NAME", "x366rac1", "X366RAC1", "changed")]
    home = "SID_LIST_LISTENER SID_LIST/SID_DESC[2]/ORACLE_HOME"
    assert not net_same(home, "/u01/app/Oracle/product/19c", "/u01/app/oracle/product/19c")
    assert not net_same("SID_LIST_LISTENER SID_LIST/SID_DESC[1]/SID_NAME", "racdb2", "RACDB2")
    assert net_same("LISTENER DESCRIPTION/ADDRESS[2]/HOST", "rac1-vip.example.com", "RAC1-VIP.EXAMPLE.COM")


def test_init_ora_values_are_shown_as_printed_and_compared_as_oracle_reads_them(bundles):
    """Parameter names and keyword values in any case, and a size in another unit, are the same; a value that differs
    is shown as the file prints it; a SID before the dot is matched exactly (Unix SIDs are case-sensitive)."""
    files = bundles[RAC]
    init = "cluster/dbs/initx366rac.ora"

    def respelled(text):
        return (text.replace("*.db_name = 'x366rac'", "*.DB_NAME = X366rac")
                .replace("*.disk_asynch_io = TRUE", "*.disk_asynch_io = true")
                .replace("*.filesystemio_options = ASYNCH", "*.Filesystemio_Options = 'asynch'")
                .replace("*.db_create_file_dest = '+DATADG'", "*.db_create_file_dest = '+datadg'"))

    same = perturb(files, init, respelled)
    assert diff(files, same)["lines"] == []
    row = next(r for r in uploaded(same) if r.name == init.split("/", 1)[1])
    assert ("*.db_name", "X366rac") in [(k, v) for k, v, _ in row.settings]  # the name lower-cased, the value not

    other = perturb(files, init, lambda t: t.replace("filesystemio_options = ASYNCH", "filesystemio_options = setall")
                    .replace("x366rac2.thread = 2", "X366RAC2.thread = 2"))
    assert sorted((x["key"], x["planned"], x["actual"], x["change"]) for x in diff(files, other)["lines"]) == [
        ("*.filesystemio_options", "ASYNCH", "setall", "changed"),
        ("X366RAC2.thread", None, "2", "extra"),
        ("x366rac2.thread", "2", None, "missing")]

    assert init_same("*.sga_target", "2512M", "2634022912") and init_same("*.pga_aggregate_target", "1G", "1024m")
    assert not init_same("*.sga_target", "2512M", "2G")
    assert init_same("*.db_unique_name", "BOOBOO", "booboo")  # not case sensitive (SRVCTL's object names)
    assert not init_same("racdb2.instance_name", "racdb2", "RACDB2")  # a SID
    assert not init_same("*.audit_file_dest", "/u01/app/oracle/admin/Racdb/adump", "/u01/app/oracle/admin/racdb/adump")


def test_cluster_files_compare_with_the_nodes_copies(bundles):
    """The bundle's cluster/ files (init.ora, tnsnames.ora) uploaded from a node compare with that node's copy."""
    files = bundles[RAC]
    moved = [f if not f.path.startswith("cluster/") else type(f)(path="x366n1/" + f.path.split("/", 1)[1],
                                                                  content=f.content, mode=f.mode) for f in files]
    result = diff(files, moved)
    assert result["not_uploaded"] == [] and result["lines"] == []
    changed = perturb(moved, "x366n1/dbs/initx366rac.ora",
                      lambda t: re.sub(r"(?m)^(\S*processes\s*=\s*)\d+", r"\g<1>7", t))
    lines = diff(files, changed)["lines"]
    assert [(x["node"], x["file"], x["actual"], x["change"]) for x in lines] == [
        ("x366n1", "cluster/dbs/initx366rac.ora", "7", "changed")]


def test_nodes_the_plan_does_not_have_are_named(bundles):
    files = bundles[RAC]
    renamed = [type(f)(path=f.path.replace("x366n2/", "rac9/"), content=f.content, mode=f.mode) for f in files]
    result = diff(files, renamed)
    assert result["unplanned_nodes"] == ["rac9"]
    assert {x["node"] for x in result["not_uploaded"]} == {"x366n2"}


# --- running state (command output) against the planned files ---------------------------------------------------

QETH_IC = "etc/sysconfig/network/ifcfg-qeth-bus-ccw-0.0.07c3"
QETH_PUBLIC = "etc/sysconfig/network/ifcfg-qeth-bus-ccw-0.0.07c0"


def with_output(files, node, replaced, name, text):
    """The rendered files with `node`'s files ending in `replaced` taken out and a command output added instead."""
    out = [f for f in files if not any(f.path == f"{node}/{r}" for r in replaced)]
    assert len(out) == len(files) - len(replaced)
    return out + [type(files[0])(path=f"{node}/{name}", content=text, mode=0o644)]


def rac_diff(plans, ref, actual):
    files, naming = plans[ref]
    return compare(planned_sides(files, naming), actual_sides(uploaded(actual), naming), [])


def test_a_wrong_mtu_seen_only_through_ip_addr_is_a_changed_line(plans):
    """The plan's hsi0 is a qeth file named by bus id; ``ip addr`` names the interface: both meet on ``hsi0``."""
    files, _ = plans[HIPERSOCKETS]
    running = [("net0", 1492, ["10.10.10.201/24", "10.10.10.211/24"], None), ("hsi0", 1500, ["10.10.50.201/24"], None)]
    result = rac_diff(plans, HIPERSOCKETS, with_output(files, "db-node2", [QETH_IC, QETH_PUBLIC], "ip-addr.txt",
                                                       ip_output(running)))
    assert [(x["node"], x["file"], x["kind"], x["key"], x["planned"], x["actual"], x["change"])
            for x in result["lines"]] == [
        ("db-node2", f"db-node2/{QETH_IC}", "ip-addr", "hsi0 mtu", "8192", "1500", "changed")]
    assert result["lines"][0]["message"] == "planned `hsi0 mtu` 8192, db-node2 has 1500"
    assert [(x["node"], x["kind"]) for x in result["not_uploaded"]] == [("db-node2", "ifcfg")]
    right = [("net0", 1492, ["10.10.10.201/24"], None), ("hsi0", 8192, ["10.10.50.201/24"], None)]
    also = rac_diff(plans, HIPERSOCKETS, with_output(files, "db-node2", [], "ip-addr.txt", ip_output(right)))
    assert also["lines"] == [] and also["summary"]["same"] > result["summary"]["same"]


def test_an_interface_the_plan_starts_at_boot_found_down(plans):
    files, _ = plans[HIPERSOCKETS]
    running = [("net0", 1492, ["10.10.10.201/24"], None), ("hsi0", 8192, [], None)]
    text = ip_output(running, addresses=False).replace("hsi0: <BROADCAST,MULTICAST,UP,LOWER_UP>",
                                                       "hsi0: <BROADCAST,MULTICAST>")
    result = rac_diff(plans, HIPERSOCKETS, with_output(files, "db-node2", [], "ip-link.txt", text))
    assert [(x["key"], x["planned"], x["actual"], x["change"]) for x in result["lines"]] == [
        ("hsi0 state", "up", "down", "changed")]


def test_ip_link_has_no_addresses_and_a_wrong_address_is_named(plans):
    files, _ = plans[HIPERSOCKETS]
    running = [("net0", 1492, ["10.10.10.201/24"], None), ("hsi0", 8192, ["10.10.50.9/24"], None)]
    link = rac_diff(plans, HIPERSOCKETS, with_output(files, "db-node2", [], "ip-link.txt",
                                                     ip_output(running, addresses=False)))
    assert link["lines"] == []
    addr = rac_diff(plans, HIPERSOCKETS, with_output(files, "db-node2", [], "ip-addr.txt", ip_output(running)))
    assert [(x["key"], x["planned"], x["actual"]) for x in addr["lines"]] == [
        ("hsi0 inet", "10.10.50.201/24", "10.10.50.9/24")]


def test_a_qeth_file_with_the_clusters_own_device_number_is_matched_by_its_subnet(plans):
    """The plan's device numbers are placeholders: a node's real ifcfg-qeth-bus-ccw-0.0.f200 is still its hsi0."""
    files, _ = plans[HIPERSOCKETS]
    planned = next(f for f in files if f.path == f"db-node1/{QETH_IC}").content
    real = planned.replace("0.0.07c3", "0.0.f200").replace("MTU='8192'", "MTU='1500'")
    result = rac_diff(plans, HIPERSOCKETS, with_output(files, "db-node1", [QETH_IC],
                                                       "etc/sysconfig/network/ifcfg-qeth-bus-ccw-0.0.f200", real))
    assert [(x["node"], x["key"], x["planned"], x["actual"], x["change"]) for x in result["lines"]] == [
        ("db-node1", "hsi0 MTU", "8192", "1500", "changed"),
        ("db-node1", "hsi0 NAME", "HiperSockets (0.0.07c3)", "HiperSockets (0.0.f200)", "changed")]


def test_a_bond_slave_outside_its_bond_in_ip_link(plans):
    files, _ = plans[BONDED]
    running = [("eth0", 1500, [], None), ("eth1", 1500, [], "bond0"), ("eth2", 1500, [], None),
               ("eth3", 1500, [], "bond0"), ("bond0", 1500, [], None)]
    result = rac_diff(plans, BONDED, with_output(files, "racdb2", [], "ip-link.txt",
                                                 ip_output(running, addresses=False)))
    assert [(x["node"], x["file"], x["key"], x["planned"], x["actual"], x["change"]) for x in result["lines"]] == [
        ("racdb2", "racdb2/etc/sysconfig/network-scripts/ifcfg-eth2", "eth2 master", "bond0", None, "missing")]


def multipath_ll(files, node, *, groups_per_map):
    """Hand-written ``multipath -ll`` output (multipath-tools' documented layout) for the plan's own maps: a fixture,
    not captured output. Each map gets two paths, in one group (multibus) or in two (failover)."""
    planned = parse_file("multipath.conf", next(f for f in files if f.path == f"{node}/etc/multipath.conf")
                         .content.encode())
    aliases = {s.key.split("]")[0].split("[")[1]: s.value for s in planned.settings if s.key.endswith("] alias")}
    lines = []
    for i, (wwid, alias) in enumerate(aliases.items()):
        lines += [f"{alias} ({wwid}) dm-{i} IBM,2107900", "size=20G features='1 queue_if_no_path' hwhandler='0' wp=rw"]
        paths = [f"0:0:{i}:1 sd{chr(97 + 2 * i)} 8:{32 * i} active ready running",
                 f"1:0:{i}:1 sd{chr(98 + 2 * i)} 8:{32 * i + 16} active ready running"]
        if groups_per_map == 1:
            lines += ["`-+- policy='round-robin 0' prio=1 status=active", f"  |- {paths[0]}", f"  `- {paths[1]}"]
        else:
            lines += ["|-+- policy='round-robin 0' prio=1 status=active", f"| `- {paths[0]}",
                      "`-+- policy='round-robin 0' prio=1 status=enabled", f"  `- {paths[1]}"]
    return aliases, "\n".join(lines) + "\n"


def test_multipath_ll_shows_the_policy_the_maps_actually_use(plans):
    files, _ = plans[FCP]
    node = next(f.path.split("/", 1)[0] for f in files if f.path.endswith("/etc/multipath.conf"))
    aliases, text = multipath_ll(files, node, groups_per_map=2)
    assert aliases
    result = rac_diff(plans, FCP, with_output(files, node, [], "multipath-ll.txt", text))
    assert [(x["node"], x["file"], x["kind"], x["key"], x["planned"], x["actual"]) for x in result["lines"]] == [
        (node, f"{node}/etc/multipath.conf", "multipath-ll", f"{alias} path_grouping_policy", "multibus", "failover")
        for alias in sorted(aliases.values())]
    _, right = multipath_ll(files, node, groups_per_map=1)
    assert rac_diff(plans, FCP, with_output(files, node, [], "multipath-ll.txt", right))["lines"] == []


def lsdasd(buses, *, offline=()):
    """Hand-written ``lsdasd`` output (s390-tools' documented table; a fixture, not captured output)."""
    rows = ["Bus-ID     Status      Name      Device  Type  BlkSz  Size      Blocks",
            "=" * 78]
    for i, bus in enumerate(buses):
        name = "dasd" + chr(97 + i)
        rows.append(f"{bus}   offline" if bus in offline else
                    f"{bus}   active      {name:<9} 94:{4 * i:<4} ECKD  4096   21129MB   5409180")
    return "\n".join(rows) + "\n"


def test_lsdasd_and_proc_dasd_devices_show_whether_the_pinned_dasds_are_online(project, architect):
    """A plan naming its DASDs by bus id pins them with zipl's dasd= list; lsdasd shows each one's state."""
    from apps.plans.selectors import reference_plan_get

    document = reference_plan_get("s004-eckd-10g")["document"]
    buses = [f"0.0.71{i:02x}" for i in range(len(document["storage"]["disks"]))]
    for disk, bus in zip(document["storage"]["disks"], buses, strict=True):
        disk["device"] = bus
    plan = plan_create(project=project, user=architect, name="eckd by bus id", document=document)
    files, naming = rendered(plan), Naming.from_document(document)
    node = document["nodes"][0]["hostname"]
    assert f"dasd={','.join(buses)}" in next(f for f in files if f.path == f"{node}/etc/zipl.conf.dasd").content

    def lines(name, text):
        actual = actual_sides(uploaded(with_output(files, node, [], name, text)), naming)
        return [(x["file"], x["kind"], x["key"], x["planned"], x["actual"], x["change"])
                for x in compare(planned_sides(files, naming), actual, [])["lines"]]

    assert lines("lsdasd.txt", lsdasd(buses)) == []
    assert lines("lsdasd.txt", lsdasd(buses, offline={buses[2]})) == [
        (f"{node}/etc/zipl.conf.dasd", "lsdasd", f"{buses[2]} status", "active", "offline", "changed")]
    proc = "".join(f"{bus}(ECKD) at ( 94: {4 * i:5}) is dasd{chr(97 + i):<8}: active at blocksize: 4096, 5409180 "
                   "blocks, 21129 MB\n" for i, bus in enumerate(buses[:-1]))
    assert lines("proc/dasd/devices", proc) == [
        (f"{node}/etc/zipl.conf.dasd", "lsdasd", f"{buses[-1]} status", "active", None, "missing")]
