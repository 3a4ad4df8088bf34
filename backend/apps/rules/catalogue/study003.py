"""Rules from study 003: IBM eServer xSeries 366 with Oracle Database 10g RAC (RHEL 3, x86_64), DSS queries.

Two x366 nodes (four 3.66 GHz Xeon MP, 32 GB each) ran Oracle 10.1.0.3 RAC on Red Hat Enterprise Linux 3 update 4,
with two DS4500 arrays (RAID-0 LUNs of 20 drives) managed by ASM with external redundancy. CPU-bound queries scaled
1.95x from 2 to 4 and 1.91x from 4 to 8 processors; an I/O-bound query stopped improving beyond 4 processors because
the disks were saturated. Over IP over InfiniBand the client node processed about 75 % more global cache blocks
than over Gigabit Ethernet.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from apps.studies import S003, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ..capacity import DSS_MEASURED_MAX_PROCESSORS, measured_limits
from ..engine import Hit, ResultContext, Upside, rule

_IC_CONCEPT = S.IC_CONCEPT_003
_STORAGE = Cite(S003, "Storage Configuration")
_ASM = Cite(S003, "Oracle Database 10g RAC and ASM")
_IO_BOUND = S.IO_BOUND_003
_WORKLOAD = Cite(S003, "Workload Measurements and Analysis")

#: Client-node global cache CR block throughput, IPoIB over Gigabit Ethernet (section "Interconnect Analysis").
IPOIB_GAIN_PCT = 75.0
_IPOIB_UPSIDE = Upside(
    metric="global cache CR blocks processed by the requesting node", percent=IPOIB_GAIN_PCT,
    context="2-node IBM x366 RAC (4 Xeon MP, 32 GB each), Oracle 10.1.0.3, RHEL 3 x86_64; query forcing every "
            "block across the interconnect from a master to a client node, client processes increased; Topspin "
            "InfiniHost HCA with IPoIB through a TS90 switch versus the onboard Gigabit Ethernet",
)

#: RAID levels that give no redundancy (the study's RAID-0 test LUNs, or disks with no RAID at all).
_NON_REDUNDANT = {"0", "none", "no", "jbod"}
#: Recommended replacement when a patch has to pick a redundant level (any redundant level satisfies the rule).
_REDUNDANT_EXAMPLE = "RAID-10"


# --- helpers ----------------------------------------------------------------------------------------------------

def _raid(level: str | None) -> str | None:
    """A RAID level reduced to its core ("RAID-0" -> "0", "raid 10" -> "10"), or None when it is not set."""
    if level is None:
        return None
    text = level.strip().lower()
    for ch in " -_":
        text = text.replace(ch, "")
    if text.startswith("raid"):
        text = text[4:]
    return text


def _is_non_redundant(level: str | None) -> bool:
    core = _raid(level)
    return core is not None and core in _NON_REDUNDANT


def _is_redundant(level: str | None) -> bool:
    core = _raid(level)
    return bool(core) and core not in _NON_REDUNDANT


def _free_interface(t: Topology) -> str:
    """An interconnect interface name that differs from the public one."""
    public = t.public_network.interface
    prefix = {"infiniband": "ib"}.get(t.interconnect.type, "bond" if t.interconnect.bonding else "eth")
    for i in range(0, 10):
        name = f"{prefix}{i}"
        if prefix == "eth" and i == 0:
            continue
        if name != public:
            return name
    return "eth9"


def _plain(value: Any) -> Any:
    """A metric as parsed runs store it ({"value": x, "section": s}) or as a plain value."""
    if isinstance(value, dict) and "value" in value and set(value) <= {"value", "section"}:
        return value["value"]
    return value


def _dominant_wait_class(ctx: ResultContext) -> tuple[str, float, str] | None:
    """The wait class with the largest share of DB time (name, percent, JSON pointer), from the metrics or, failing
    that, from the wait class of the first top event."""
    shares = _plain(ctx.metrics.get("wait_class_shares"))
    if isinstance(shares, dict) and shares:
        numeric: list[tuple[str, float]] = []
        for name, pct in shares.items():
            pct = _plain(pct)
            if isinstance(pct, (int, float)) and not isinstance(pct, bool):
                numeric.append((str(name), float(pct)))
        if numeric:
            name, pct = max(numeric, key=lambda item: item[1])
            # Wait class names hold spaces and slashes ("User I/O"), which finding paths do not carry.
            return name, pct, "/metrics/wait_class_shares"
    if ctx.top_events:
        first = ctx.top_events[0]
        if isinstance(first, dict) and first.get("wait_class"):
            pct = first.get("pct_db_time")
            share = float(pct) if isinstance(pct, (int, float)) and not isinstance(pct, bool) else float("nan")
            return str(first["wait_class"]), share, "/top_events/0"
    return None


def _when_dominant(wait_class: str, applies: Callable[[Topology | None], bool]):
    """Turn a message function into a result check: it fires when the run's plan (None when the run has none) is one
    ``applies`` accepts and ``wait_class`` takes the largest share of DB time; the message gets that share."""

    def check_for(message: Callable[[str], str]) -> Callable[[ResultContext], Iterator[Hit]]:
        def check(ctx: ResultContext) -> Iterator[Hit]:
            dominant = _dominant_wait_class(ctx) if applies(ctx.topology) else None
            if dominant is not None and dominant[0].strip().lower() == wait_class:
                _, pct, pointer = dominant
                yield Hit(paths=[pointer], message=message(_pct(pct)))

        return check

    return check_for


def _pct(value: float) -> str:
    return "an unknown share" if value != value else f"{value:.1f} %"


# --- topology rules ---------------------------------------------------------------------------------------------

@rule(
    id="NW060", slug="separate-public-and-private-adapters",
    title="Public and private networks on separate adapters",
    severity="error", category="network",
    rationale="""
Oracle requires every RAC server to have at least two network adapters: one for the public network the users
connect through, and one for the private interconnect that carries the CRS heartbeat, Cache Fusion blocks and
inter-process communication. An interconnect on the public interface does not meet it. The study speaks of
adapters only; the rule also reports an interconnect subnet that overlaps the public one, because a private network
inside the users' subnet is not the separate private access the requirement describes.
""",
    evidence="""
IBM x366 two-node Oracle 10.1.0.3 RAC on RHEL 3 x86_64: the study cites the Oracle requirement and used the two
onboard Gigabit Ethernet ports of each node, one for the public and one for the private network, to install
Oracle; InfiniBand was added later as a further private interface.
""",
    sources=[S.NETWORK_003],
    policy="fails",
    fields=["/interconnect/interface", "/public_network/interface", "/interconnect/subnet",
            "/public_network/subnet", "/nodes"],
    fix="Put the interconnect on its own adapter and private subnet.",
    description="""
Checks multi-node plans: the interconnect must use a different interface from the public network, and its subnet
must not overlap the public subnet.

Problematic:
```json
{"public_network": {"interface": "eth0", "subnet": "10.1.1.0/24"},
 "interconnect": {"interface": "eth0", "subnet": "10.1.1.0/24"}}
```
Correct (study 003, before InfiniBand was added):
```json
{"public_network": {"interface": "eth0", "subnet": "10.1.1.0/24"},
 "interconnect": {"interface": "eth1", "subnet": "192.168.1.0/24"}}
```
""",
    tags=["network", "requirement"],
)
def _nw060(t: Topology) -> Iterator[Hit]:
    if not t.is_rac:
        return
    ic, pub = t.interconnect, t.public_network
    if ic.interface == pub.interface:
        name = _free_interface(t)
        yield Hit(paths=["/interconnect/interface"],
                  message=f"The interconnect and the public network both use {ic.interface}; RAC servers need at "
                          f"least two network adapters, one public and one private.",
                  patch=[{"op": "replace", "path": "/interconnect/interface", "value": name}])
    if ic.subnet.overlaps(pub.subnet):
        yield Hit(paths=["/interconnect/subnet"],
                  message=f"The interconnect subnet {ic.subnet} overlaps the public subnet {pub.subnet}; the "
                          f"private network must be separate from the one users connect through.")


@rule(
    id="IC060", slug="infiniband-for-dss-interconnect", title="InfiniBand (IPoIB) instead of Gigabit Ethernet for DSS",
    severity="advice", category="interconnect",
    rationale="""
Gigabit Ethernet is Oracle's standard interconnect, but Cache Fusion traffic grows with the node count and with
queries that pull blocks from other instances. InfiniBand offers 10 Gb/s (4X) and latencies under 10 microseconds
against about 100 for Gigabit Ethernet, and works through IPoIB with the usual Linux network tools, without extra
Oracle software.
""",
    evidence="""
IBM x366 two-node RAC, Oracle 10.1.0.3, RHEL 3 x86_64, DSS database; a query built so that a client node requests
every block from a master node, with a rising number of client processes: over IPoIB (Topspin InfiniHost HCA, TS90
switch) the client node processed about 75 % more global cache CR blocks than over Gigabit Ethernet, with better
response times. The authors note a typical 2-node production cluster would not saturate the interconnect.
""",
    sources=[S.INTERCONNECT_003, _IC_CONCEPT, _WORKLOAD],
    policy="gain",
    fields=["/interconnect/type", "/workload/type", "/platform/architecture", "/nodes"],
    fix="Use an InfiniBand HCA with IPoIB for the interconnect and name it in cluster_interconnects.",
    upside=_IPOIB_UPSIDE,
    description="""
Reports multi-node x86 or x86_64 DSS plans whose interconnect is Gigabit Ethernet. The study measured the gain under
an interconnect-bound (IPC-bound) load; CPU- or I/O-bound queries will not see it.

Problematic:
```json
{"workload": {"type": "dss"}, "interconnect": {"type": "gigabit_ethernet", "interface": "eth1"}}
```
Correct (study 003):
```json
{"workload": {"type": "dss"},
 "interconnect": {"type": "infiniband", "interface": "ib0", "cluster_interconnects": true}}
```
""",
    tags=["infiniband", "dss"],
)
def _ic060(t: Topology) -> Iterator[Hit]:
    if not t.is_rac or t.workload.type != "dss" or t.platform.architecture not in ("x86", "x86_64"):
        return
    ic = t.interconnect
    if ic.type != "gigabit_ethernet":
        return
    patch: list[dict[str, Any]] = [{"op": "replace", "path": "/interconnect/type", "value": "infiniband"}]
    if ic.bonding:
        patch.append({"op": "replace", "path": "/interconnect/bonding", "value": False})
    iface = "ib1" if t.public_network.interface == "ib0" else "ib0"
    patch.append({"op": "replace", "path": "/interconnect/interface", "value": iface})
    if not ic.cluster_interconnects:
        patch.append({"op": "replace", "path": "/interconnect/cluster_interconnects", "value": True})
    yield Hit(paths=["/interconnect/type"],
              message=f"DSS on {len(t.nodes)} nodes over a Gigabit Ethernet interconnect ({ic.interface}); in the "
                      f"x366 study IPoIB let the requesting node process about {IPOIB_GAIN_PCT:g} % more global "
                      f"cache blocks.",
              patch=patch)


@rule(
    id="IC061", slug="cluster-interconnects-names-infiniband",
    title="Name the InfiniBand address in cluster_interconnects",
    severity="warning", category="interconnect",
    rationale="""
Oracle keeps using the private interface chosen at installation. When InfiniBand is added as the interconnect the
instances only move their Cache Fusion traffic to it once cluster_interconnects names the IPoIB address; without
it the traffic stays on the installation's Gigabit Ethernet and the InfiniBand gain is not obtained.
""",
    evidence="""
IBM x366 two-node RAC, Oracle 10.1.0.3: after IPoIB was configured on ib0/ib1 and the nodes answered pings, the
init.ora of every instance was given cluster_interconnects with the IPoIB address to override the default
interconnect from the installation; the IPoIB measurements (about 75 % more global cache blocks processed than
Gigabit Ethernet) were taken that way.
""",
    sources=[S.INTERCONNECT_003],
    policy="degrades",
    fields=["/interconnect/type", "/interconnect/cluster_interconnects", "/nodes"],
    fix="Set cluster_interconnects to each instance's IPoIB address.",
    upside=_IPOIB_UPSIDE,
    description="""
Checks multi-node plans with an InfiniBand interconnect: `interconnect.cluster_interconnects` must be on, so each
instance's init.ora names its IPoIB address.

Problematic:
```json
{"interconnect": {"type": "infiniband", "interface": "ib0", "cluster_interconnects": false}}
```
Correct:
```json
{"interconnect": {"type": "infiniband", "interface": "ib0", "cluster_interconnects": true}}
```
""",
    tags=["infiniband", "init.ora"],
)
def _ic061(t: Topology) -> Iterator[Hit]:
    ic = t.interconnect
    if t.is_rac and ic.type == "infiniband" and not ic.cluster_interconnects:
        yield Hit(paths=["/interconnect/cluster_interconnects"],
                  message=f"The InfiniBand interconnect on {ic.interface} is not named in cluster_interconnects; "
                          f"the instances would keep the interconnect chosen at installation.",
                  patch=[{"op": "replace", "path": "/interconnect/cluster_interconnects", "value": True}])


@rule(
    id="SD060", slug="external-redundancy-on-hardware-raid", title="ASM external redundancy on hardware RAID",
    severity="info", category="shared_disks",
    rationale="""
When the storage array already protects the LUNs with RAID, letting ASM mirror them again (normal or high
redundancy) spends host CPU on mirroring. With external redundancy the array controller does the RAID work and the
processors stay free for user requests.
""",
    evidence="""
IBM x366 two-node RAC on two DS4500 arrays (2 Gb/s FC, battery-backed cache): the disk groups were created with
external redundancy so that RAID was handled by the hardware, which the study says frees processor cycles that
would otherwise go to mirroring and reduces CPU utilization. No figure is given for the saving.
""",
    sources=[_STORAGE, _ASM],
    policy="context",
    fields=["/storage/raid_level", "/shared_disks/manager", "/shared_disks/disk_groups/*/redundancy"],
    fix="Create the disk groups with external redundancy and leave RAID to the array.",
    description="""
Reports ASM disk groups with `normal` or `high` redundancy on storage whose `raid_level` is a redundant hardware
RAID level (anything set other than RAID-0 / none / JBOD).

Problematic:
```json
{"storage": {"raid_level": "RAID-5"},
 "shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATADG", "redundancy": "normal"}]}}
```
Correct:
```json
{"storage": {"raid_level": "RAID-5"},
 "shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATADG", "redundancy": "external"}]}}
```
""",
    tags=["asm", "raid"],
)
def _sd060(t: Topology) -> Iterator[Hit]:
    if t.shared_disks.manager != "asm" or not _is_redundant(t.storage.raid_level):
        return
    mirrored = [(i, g) for i, g in enumerate(t.shared_disks.disk_groups) if g.redundancy in ("normal", "high")]
    if mirrored:
        listed = ", ".join(f"{g.name} ({g.redundancy})" for _, g in mirrored)
        yield Hit(paths=[f"/shared_disks/disk_groups/{i}/redundancy" for i, _ in mirrored],
                  message=f"Disk group(s) {listed} mirror in ASM on top of hardware {t.storage.raid_level}; the study "
                          f"used external redundancy so the array does the RAID work.",
                  patch=[{"op": "replace", "path": f"/shared_disks/disk_groups/{i}/redundancy", "value": "external"}
                         for i, _ in mirrored])


@rule(
    id="ST060", slug="no-non-redundant-raid-in-production", title="Do not run production on RAID-0 without mirroring",
    severity="warning", category="storage",
    rationale="""
The study striped its LUNs as RAID-0 only to get the highest I/O throughput in the test, and states that
non-redundant storage is not recommended for production. With external ASM redundancy on RAID-0 nothing protects
the data from a single drive failure.
""",
    evidence="""
IBM x366 two-node RAC test: LUNs of 20 drives each, RAID-0, 64K segments, on DS4500 arrays, with ASM external
redundancy; the authors chose RAID-0 for throughput and advise against non-redundant storage in production.
""",
    sources=[_STORAGE],
    policy="not_recommended",
    fields=["/storage/raid_level", "/shared_disks/manager", "/shared_disks/disk_groups/*/redundancy"],
    fix="Use a redundant hardware RAID level (e.g. RAID-10), or let ASM mirror with normal redundancy.",
    description="""
Reports plans whose storage `raid_level` gives no redundancy (RAID-0, none, JBOD) unless every ASM disk group
mirrors the data itself (normal or high redundancy).

Problematic (the study's test set-up):
```json
{"storage": {"raid_level": "RAID-0"},
 "shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATADG", "redundancy": "external"}]}}
```
Correct for production:
```json
{"storage": {"raid_level": "RAID-10"},
 "shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATADG", "redundancy": "external"}]}}
```
""",
    tags=["raid", "availability"],
)
def _st060(t: Topology) -> Iterator[Hit]:
    if not _is_non_redundant(t.storage.raid_level):
        return
    groups = t.shared_disks.disk_groups
    if t.shared_disks.manager == "asm" and groups and all(g.redundancy in ("normal", "high") for g in groups):
        return
    yield Hit(paths=["/storage/raid_level"],
              message=f"raid_level {t.storage.raid_level} gives no redundancy and the database files are not mirrored "
                      f"by ASM either; the study used RAID-0 only for test throughput and advises against it in "
                      f"production.",
              patch=[{"op": "replace", "path": "/storage/raid_level", "value": _REDUNDANT_EXAMPLE}])


#: The cap on LMS (global cache service) processes the study gives for Oracle 10g ("it has been increased to 20").
LMS_CAP_10G = V.LMS_CAP_10G.value
#: The first RHEL 3 update that supports EM64T (x86_64) ("with the release of the Update 2 version").
RHEL3_EM64T_UPDATE = V.RHEL3_EM64T_UPDATE.value


@rule(
    id="SV060", slug="lms-processes-within-10g-cap", title="Oracle 10g runs at most 20 LMS processes",
    severity="error", category="server",
    rationale="""
The LMS processes (Global Cache Service) move blocks between instances and coordinate every update, so they are
critical to RAC performance and scalability. The study states their limit: 10 in Oracle 9i, raised to 20 in Oracle
10g. A plan that asks a 10g instance for more LMS processes (gcs_server_processes) than the release runs describes
a configuration 10g does not have.
""",
    evidence="""
IBM x366 two-node Oracle 10.1.0.3 RAC on RHEL 3 x86_64: the architecture section gives the LMS limit of each release
(9i: 10, 10g: 20). The study ran Oracle's default number of LMS processes and measured no other.
""",
    sources=[_IC_CONCEPT],
    policy="fails",
    fields=["/cluster/oracle_release", "/database/other/gcs_server_processes"],
    fix="Set gcs_server_processes to 20 or fewer.",
    description="""
Fires for Oracle 10.1 and 10.2 plans whose `database.other` sets `gcs_server_processes` above 20. Later releases
are not checked: the study gives no limit for them.

Beyond the 10g cap:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "database": {"other": {"gcs_server_processes": 24}}}
```
Within it:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "database": {"other": {"gcs_server_processes": 4}}}
```
""",
    tags=["lms", "release-limit"],
)
def _sv060(t: Topology) -> Iterator[Hit]:
    if t.cluster.release_tuple[:1] != (10,):
        return
    for key, value in t.database.other.items():
        if key.lower() != "gcs_server_processes" or isinstance(value, bool):
            continue
        try:
            count = int(str(value))
        except ValueError:
            continue
        if count > LMS_CAP_10G:
            yield Hit(paths=[f"/database/other/{key}"],
                      message=f"gcs_server_processes = {count} on Oracle {t.cluster.oracle_release}: Oracle 10g runs "
                              f"at most {LMS_CAP_10G} LMS processes (9i ran at most 10).",
                      patch=[{"op": "replace", "path": f"/database/other/{key}", "value": LMS_CAP_10G}])


@rule(
    id="PL060", slug="rhel3-em64t-from-update-2", title="RHEL 3 supports x86_64 (EM64T) from Update 2",
    severity="error", category="platform",
    rationale="""
Red Hat Enterprise Linux 3 Advanced Server supports EM64T (x86_64) processors from its Update 2 release on; an
earlier update does not run on the 64-bit Xeon nodes. The study's x366 nodes ran RHEL 3 Update 4 for x86-64.
""",
    evidence="""
IBM x366 two-node Oracle 10.1.0.3 RAC with 64-bit Xeon MP processors on Red Hat Enterprise Linux 3 Update 4 for
x86-64; the study names Update 2 as the release from which RHEL 3 supports EM64T.
""",
    sources=[S.RHEL_003, Cite(S003, "Summary")],
    policy="fails",
    fields=["/platform/architecture", "/cluster/distribution", "/cluster/distribution_version",
            "/cluster/distribution_update"],
    fix="Use RHEL 3 Update 2 or later (the study ran Update 4).",
    description="""
Fires for x86_64 plans on RHEL 3 whose `distribution_update` is below 2.

Not supported:
```json
{"platform": {"architecture": "x86_64"}, "cluster": {"distribution": "rhel", "distribution_version": 3,
                                                      "distribution_update": 1}}
```
As in the study:
```json
{"platform": {"architecture": "x86_64"}, "cluster": {"distribution": "rhel", "distribution_version": 3,
                                                      "distribution_update": 4}}
```
""",
    tags=["em64t", "distribution"],
    platforms=("x86_64",),
)
def _pl060(t: Topology) -> Iterator[Hit]:
    c = t.cluster
    if (t.platform.architecture == "x86_64" and c.distribution == "rhel" and c.distribution_version == 3
            and c.distribution_update < RHEL3_EM64T_UPDATE):
        yield Hit(paths=["/cluster/distribution_update"],
                  message=f"RHEL 3 Update {c.distribution_update} on x86_64: RHEL 3 supports EM64T from Update "
                          f"{RHEL3_EM64T_UPDATE}; the study ran Update 4.",
                  patch=[{"op": "replace", "path": "/cluster/distribution_update", "value": 4}])


@rule(
    id="WL060", slug="dss-processors-beyond-the-measured-eight",
    title="DSS on more processors than the x366 study scaled",
    severity="info", category="workload",
    rationale="""
Study 003 measured how DSS queries scale with processors from 2 to 8 (up to two nodes of four): a CPU-bound query
scaled 1.95x from 2 to 4 and 1.91x from 4 to 8 processors, while an I/O-bound query stayed flat from 4 to 8 because
the disks were saturated. A plan with more processors in all relies on scaling beyond what was measured, and only for
queries that are CPU-bound.
""",
    evidence="""
Two IBM x366 nodes (four 3.66 GHz Xeon MP each), Oracle 10.1.0.3 RAC on RHEL 3 x86_64, DSS queries with elapsed time
as the metric: CPU-bound 1.95x (2 to 4 processors) and 1.91x (4 to 8); I/O-bound flat from 4 to 8.
""",
    sources=[S.CPU_BOUND_003],
    policy="context",
    fields=["/workload/type", "/platform/architecture", "/nodes", "/nodes/*/cpus"],
    description=f"""
Reports DSS plans on x86 or x86_64 whose nodes have more than {DSS_MEASURED_MAX_PROCESSORS} processors in all.

Beyond the measurement (3 nodes of 4 processors):
```json
{{"workload": {{"type": "dss"}}, "nodes": [{{"cpus": 4}}, {{"cpus": 4}}, {{"cpus": 4}}]}}
```
Measured (the study's 2 x 4):
```json
{{"workload": {{"type": "dss"}}, "nodes": [{{"cpus": 4}}, {{"cpus": 4}}]}}
```
""",
    tags=["capacity", "dss"],
)
def _wl060(t: Topology) -> Iterator[Hit]:
    if t.workload.type != "dss" or t.platform.architecture not in ("x86", "x86_64"):
        return
    for limit in measured_limits(nodes=len(t.nodes), users=None, architecture=t.platform.architecture,
                                 workload="dss", total_processors=sum(n.cpus for n in t.nodes)):
        if limit.key == "s003-processors":
            yield Hit(paths=["/nodes"], message=limit.message)


# --- result rules -----------------------------------------------------------------------------------------------

@rule(
    id="RS060", slug="cluster-waits-dominate-on-gigabit", title="Interconnect-bound run on Gigabit Ethernet",
    severity="advice", category="results", kind="result",
    rationale="""
When the Cluster wait class takes the largest share of DB time the queries are bound by inter-instance
communication (IPC). That is the case in which the x366 study measured InfiniBand beating Gigabit Ethernet.
""",
    evidence="""
IBM x366 two-node RAC, Oracle 10.1.0.3: with a query forcing all blocks through Cache Fusion, IPoIB let the
requesting node process about 75 % more global cache CR blocks than Gigabit Ethernet, with shorter response times;
the study concludes InfiniBand can improve IPC-bound queries.
""",
    sources=[S.INTERCONNECT_003, _WORKLOAD],
    policy="gain",
    fields=["/metrics/wait_class_shares", "/top_events/0/wait_class", "/interconnect/type"],
    fix="Move the interconnect to InfiniBand (IPoIB) and name it in cluster_interconnects.",
    upside=_IPOIB_UPSIDE,
    description="""
Reads a run linked to a plan whose interconnect is Gigabit Ethernet. When the Cluster wait class has the largest
share of DB time (from `wait_class_shares`, or else the wait class of the first top event), the run is
interconnect-bound and the study's InfiniBand result applies. Runs without a linked plan are not judged, because
the interconnect type is unknown.

Problematic (plan on Gigabit Ethernet):
```json
{"metrics": {"wait_class_shares": {"Cluster": 48.0, "User I/O": 20.0, "DB CPU": 25.0}}}
```
Not reported:
```json
{"metrics": {"wait_class_shares": {"Cluster": 8.0, "User I/O": 20.0, "DB CPU": 65.0}}}
```
""",
    tags=["infiniband", "ipc-bound"],
)
@_when_dominant("cluster", lambda t: t is not None and t.interconnect.type == "gigabit_ethernet")
def _rs060(share: str) -> str:
    return (f"Cluster waits are the largest part of DB time ({share}) on a Gigabit Ethernet interconnect; for such "
            f"IPC-bound work the x366 study saw about {IPOIB_GAIN_PCT:g} % more global cache blocks over IPoIB.")


@rule(
    id="RS061", slug="io-bound-dss-needs-spindles", title="I/O-bound DSS run: add spindles, not processors",
    severity="warning", category="results", kind="result",
    rationale="""
A query that waits mostly on user I/O is limited by the disks. In the x366 study such a query gained nothing from
more processors once the disk throughput had flattened; only a faster disk subsystem (more drive spindles) would
let it scale: "This configuration requires a faster disk subsystem (i.e., more drive spindles)". The study measured
the flat completion time, not the remedy.
""",
    evidence="""
IBM x366, Oracle 10.1.0.3 RAC, DSS table-scan query: completion time improved from 1 to 2 processors and somewhat
from 2 to 4, then stayed flat from 4 to 8 processors while disk throughput stayed flat (a drive bottleneck), whereas
a CPU-bound query on the same systems scaled 1.95x (2 to 4 processors) and 1.91x (4 to 8).
""",
    sources=[_IO_BOUND, _WORKLOAD],
    policy="degrades",
    fields=["/metrics/wait_class_shares", "/top_events/0/wait_class", "/workload/type"],
    description="""
Reads a run (linked to a DSS plan, or not linked) whose largest wait class by share of DB time is User I/O (from
`wait_class_shares`, or else the first top event). Adding processors or nodes will not shorten such queries; the
disk subsystem needs more spindles or throughput.

Problematic:
```json
{"metrics": {"wait_class_shares": {"User I/O": 71.0, "DB CPU": 18.0, "Cluster": 4.0}}}
```
Not reported (CPU-bound, scales with processors):
```json
{"metrics": {"wait_class_shares": {"User I/O": 10.0, "DB CPU": 82.0}}}
```
""",
    tags=["dss", "io-bound"],
)
@_when_dominant("user i/o", lambda t: t is None or t.workload.type == "dss")
def _rs061(share: str) -> str:
    return (f"User I/O is the largest part of DB time ({share}): the queries are disk-bound; in the x366 study such "
            "a query stayed flat from 4 to 8 processors because the disks were the bottleneck, and the study calls "
            "for more drive spindles.")
