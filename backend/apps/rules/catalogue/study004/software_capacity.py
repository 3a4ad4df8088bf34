"""Study 004's rules: software level and capacity."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import S004, Cite
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import FCP_IFLS, STUDY_11G, _carried


@rule(
    id="IN081", slug="oltp-on-oracle-10g-upgrade-11g",
    title="Oracle 10g for an OLTP database on System z: 11gR2 did four times the work",
    severity="warning", category="installation",
    rationale="""
For the study's transactional workload, Oracle 11gR2 cached far more effectively than 10gR2: reads from disk
dropped by about 90% and the throughput rose more than fourfold, while each transaction needed less CPU. The study
recommends moving to 11g, at least for transactional workloads.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, single instance with ASM on ECKD, OLTP with 80-120 users and a 4 GiB SGA: Oracle 11.2.0.2
delivered more than four times the transactional throughput of 10.2.0.5; disk reads fell by about 90% while writes
rose three- to fourfold with the throughput; transactions per CPU rose by 45-70% (mostly less user-space CPU).
""",
    sources=[S.ORACLE_11G_VS_10G, S.RELEASE_TPS_004,
             S.RELEASE_CPU_004, S.EXECUTIVE_SUMMARY_004,
             S.MULTIPATH_SUMMARY],
    policy="not_recommended",
    fields=["/cluster/oracle_release", "/workload/type", "/nodes", "/platform/architecture"],
    fix="Plan Oracle Database 11g Release 2 (the study used 11.2.0.2).",
    upside=Upside(metric="transactional throughput", percent=300.0,
                  context="z196 LPAR, single instance with ASM on ECKD, OLTP, 4 GiB SGA; 11.2.0.2 against 10.2.0.5 "
                          "(more than a factor of four)"),
    tags=("release", "oltp"),
    description="""
Fires for a single-instance OLTP plan on System z with an Oracle 10g release (10.1 or 10.2). The comparison was
measured with one instance, so RAC plans get the measured gain as advice from IN088 instead.

Problematic:

```json
{"cluster": {"oracle_release": "10.2.0.5"}, "platform": {"architecture": "z196"}, "workload": {"type": "oltp"}}
```

Correct:

```json
{"cluster": {"oracle_release": "11.2.0.2"}, "platform": {"architecture": "z196"}, "workload": {"type": "oltp"}}
```
""",
    platforms=("s390x",),
)
def _in081(t: Topology) -> Iterator[Hit]:
    if t.is_rac or not t.platform.is_system_z or t.workload.type != "oltp":
        return
    if t.cluster.release_tuple[0] != 10:
        return
    yield Hit(
        paths=["/cluster/oracle_release"],
        message=f"Oracle {t.cluster.oracle_release} for OLTP: in the study 11gR2 (11.2.0.2) gave more than four times "
                f"the transactional throughput of 10gR2 and 45-70% more transactions per CPU.",
        patch=[{"op": "replace", "path": "/cluster/oracle_release", "value": STUDY_11G}],
    )


@rule(
    id="IN088", slug="rac-on-oracle-10g-system-z-11g-gain",
    title="Oracle 10g RAC for OLTP on System z: 11gR2 did four times the work in study 004's single instance",
    severity="advice", category="installation",
    rationale="""
Study 004 measured Oracle 11gR2 against 10gR2 for an OLTP workload on Linux on System z: 11gR2 cached far more
effectively (disk reads fell by about 90%), carried more than four times the transactional throughput and drove
45-70% more transactions per CPU, mostly from less user-space CPU. The gain came from the database release, not from
running one instance, so it bears on the database tier of a RAC too; but the study measured it on a z196 single
instance, not on a cluster, so for a RAC it is advice and the finding says where it was measured.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, single-instance Oracle with ASM on ECKD, OLTP with 80-120 users and a 4 GiB SGA: 11.2.0.2
against 10.2.0.5, more than four times the transactional throughput and 45-70% more transactions per CPU.
""",
    sources=[S.ORACLE_11G_VS_10G, S.RELEASE_TPS_004,
             S.RELEASE_CPU_004, S.EXECUTIVE_SUMMARY_004],
    policy="gain",
    fields=["/cluster/oracle_release", "/workload/type", "/nodes", "/platform/architecture"],
    fix="Consider Oracle Database 11g Release 2 with Grid Infrastructure 11.2 for the cluster (the study measured "
        "11.2.0.2).",
    upside=Upside(metric="transactional throughput", percent=300.0,
                  context="measured on a z196 single instance (SLES 11 SP1, ASM on ECKD, OLTP, 4 GiB SGA), 11.2.0.2 "
                          "against 10.2.0.5; applied to a RAC's database tier, not measured on a cluster"),
    tags=("release", "oltp", "rac"),
    description="""
Fires for a RAC plan (two or more nodes) on System z with an OLTP workload and an Oracle 10g release. A single
instance gets IN081 (a warning: the study's recommendation is for exactly that set-up); a RAC gets the measured gain
as advice, since no study measured 11gR2 against 10gR2 in a cluster. DSS plans and x86 plans are left alone: the
study measured neither. No patch is offered, since moving a cluster to 11gR2 also moves its clusterware to Grid
Infrastructure 11.2.

Flagged:

```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z10"}, "workload": {"type": "oltp"},
 "nodes": [{"hostname": "db-node1"}, {"hostname": "db-node2"}]}
```

Not flagged:

```json
{"cluster": {"oracle_release": "11.2.0.2"}, "platform": {"architecture": "z196"}, "workload": {"type": "oltp"},
 "nodes": [{"hostname": "db-node1"}, {"hostname": "db-node2"}]}
```
""",
    platforms=("s390x",),
)
def _in088(t: Topology) -> Iterator[Hit]:
    if not t.is_rac or not t.platform.is_system_z or t.workload.type != "oltp":
        return
    if t.cluster.release_tuple[0] != 10:
        return
    yield Hit(
        paths=["/cluster/oracle_release"],
        message=f"Oracle {t.cluster.oracle_release} for OLTP on System z: measured on a z196 single instance, 11gR2 "
                f"(11.2.0.2) carried more than four times the transactional throughput of 10gR2 and 45-70% more "
                f"transactions per CPU; applied here to the database tier of this {len(t.nodes)}-node RAC, where it "
                f"was not measured.",
    )


@rule(
    id="WL082", slug="fcp-needs-more-ifls",
    title="FCP disks driven by fewer than 6 IFLs",
    severity="advice", category="workload",
    rationale="""
FCP I/O is processed by the Linux CPUs, whereas ECKD I/O is partly done by the System z system assist processors
(SAPs), and ECKD path switching happens cheaply inside the DASD driver instead of in the multipath daemon. An
I/O-heavy database on FCP therefore needs more IFLs than the same database on ECKD to reach its throughput.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM, disk-bound OLTP: with 4 IFLs the FCP setup ran the CPUs fully and performed like
ECKD with HyperPAV (which used only about 80% of 4 IFLs); with 6 IFLs FCP reached 50% more transactional
throughput at up to 90% CPU, and 8 IFLs added only slightly more. Per transaction FCP needed about 14% more CPU
than ECKD with HyperPAV.
""",
    sources=[S.MULTIPATH_OPTIONS, S.NORMALIZED_THROUGHPUT_004,
             Cite(S004, "Comparing CPU cost per transactional throughput"),
             Cite(S004, "Summary: comparing FCP and ECKD disk devices"), S.MULTIPATH_SUMMARY, S.FCP_DISK_THROUGHPUT,
             S.CPU_COST_004],
    policy="gain",
    fields=["/storage/protocol", "/platform/architecture", "/workload/type", "/nodes/*/cpus"],
    fix="Give each node 6 IFLs when FCP disks carry an I/O-intensive OLTP database.",
    upside=Upside(metric="transactional throughput", percent=50.0,
                  context="z196 LPAR, Oracle 11.2.0.2 + ASM on FCP multibus rr_min_io 100, OLTP; 6 IFLs against 4"),
    tags=("fcp", "cpu", "capacity"),
    description="""
Fires for each System z node with fewer than 6 IFLs when an OLTP database uses FCP disks. Either add IFLs (the
patch sets 6 on every node that has fewer, whichever of the findings it is applied from), or weigh ECKD with
HyperPAV, which needed about 14% less CPU per transaction and is simpler to administer.

Problematic:

```json
{"storage": {"protocol": "fcp"}, "nodes": [{"hostname": "orazdb1", "cpus": 4}]}
```

Correct:

```json
{"storage": {"protocol": "fcp"}, "nodes": [{"hostname": "orazdb1", "cpus": 6}]}
```
""",
    platforms=("s390x",),
)
def _wl082(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "fcp" or not t.platform.is_system_z or t.workload.type != "oltp":
        return
    short = [i for i, n in enumerate(t.nodes) if n.cpus < FCP_IFLS]
    # The fix says "each node": whichever finding is fixed, every node short of IFLs gets them.
    patch = [{"op": "replace", "path": f"/nodes/{i}/cpus", "value": FCP_IFLS} for i in short]
    for i in short:
        n = t.nodes[i]
        yield Hit(
            paths=[f"/nodes/{i}/cpus"],
            message=f"{n.hostname} has {n.cpus} IFLs for an OLTP database on FCP disks: in the study 4 IFLs were "
                    f"saturated, 6 IFLs gave 50% more throughput, and FCP cost about 14% more CPU per "
                    f"transaction than ECKD with HyperPAV."
                    + _carried(t, "each node drives its own FCP I/O on its own IFLs"),
            patch=patch,
        )
