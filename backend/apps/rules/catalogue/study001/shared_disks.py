"""Study 001's rules: shared disks: ASM on NFS files, OCFS vs ASM."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from apps.rules.engine import Hit, Upside, rule
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import SEC_RESULTS, SEC_TEST6, TAGS, _beyond_lab, _kernel


@rule(
    id="SD030", slug="asm-on-nfs-files-async-io",
    title="ASM on NFS files: the ASM instance fails to start without asynchronous I/O",
    severity="error", category="shared_disks",
    rationale="""
The ASM instance uses asynchronous I/O by default, and on RHEL 3 NFS offers no asynchronous I/O. The study could not
turn it off in the ASM instance: disk_asynch_io=false stopped the ASM instance from starting, and so did
filesystemio_options=directio. Those values belong to the database instances only (DB030, DB031); the ASM
instance must keep its defaults.
""",
    evidence="""
3-node RAC, Dell PowerEdge 2650 (2 x 3.2 GHz, 4 GB), RHEL 3 U4, Oracle 10.1.0.4, N series filers, OLTP order entry.
ASM on 60 GB NFS files reached 32,374 OETs with the database instances at disk_asynch_io=FALSE and
filesystemio_options=DIRECTIO; setting either parameter in the ASM instance made it fail at start-up.
""",
    sources=[SEC_RESULTS, S.NFS_ASM, S.ORACLE_PARAMS_001],
    policy="fails",
    fields=["/storage/protocol", "/shared_disks/manager", "/cluster/kernel_series",
            "/shared_disks/asm_instance/disk_asynch_io", "/shared_disks/asm_instance/filesystemio_options"],
    fix="Leave disk_asynch_io and filesystemio_options unset in the ASM instance.",
    description="""
Fires when ASM disk groups are built from files on an NFS mount, the nodes run a 2.4 kernel (RHEL 3, the set-up of
the study's Test 2), and the plan sets the **ASM instance's** `disk_asynch_io` to false or its
`filesystemio_options` to `directio`: the study saw the ASM instance fail to start with either. Set `false` and
`directio` for the database instances only (`database.disk_asynch_io`, `database.filesystemio_options`).

Fails to start (the study's attempt):

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "asm", "asm_instance": {"disk_asynch_io": false}}}
```

As the study ran it (ASM instance at its defaults):

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "asm", "asm_instance": {}}}
```
""",
    tags=TAGS,
)
def _sd030(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "nfs" or t.shared_disks.manager != "asm" or _kernel(t) != "2.4":
        return
    asm = t.shared_disks.asm_instance
    paths: list[str] = []
    patch: list[dict[str, Any]] = []
    said: list[str] = []
    if asm.disk_asynch_io is False:
        paths.append("/shared_disks/asm_instance/disk_asynch_io")
        patch.append({"op": "remove", "path": "/shared_disks/asm_instance/disk_asynch_io"})
        said.append("disk_asynch_io=false")
    if asm.filesystemio_options == "directio":
        paths.append("/shared_disks/asm_instance/filesystemio_options")
        patch.append({"op": "remove", "path": "/shared_disks/asm_instance/filesystemio_options"})
        said.append("filesystemio_options=directio")
    if paths:
        yield Hit(
            paths=paths,
            message=f"ASM on NFS files with a 2.4 kernel and the ASM instance set to {' and '.join(said)}: the study's "
                    "ASM instance failed to start with either; leave both at their defaults in the ASM instance and "
                    "set them for the database instances only.",
            patch=patch,
        )


@rule(
    id="SD033", slug="asm-on-nfs-files-rebalance",
    title="ASM on NFS files: rebalancing and metadata writes run without asynchronous I/O",
    severity="info", category="shared_disks",
    rationale="""
The ASM instance defaults to asynchronous I/O, which NFS on RHEL 3 does not offer, and it cannot be told otherwise
(SD030). Normal database I/O is unaffected, but ASM's own I/O - rebalancing after files are added to or dropped from
a disk group, and disk group metadata writes - may be slowed. The study did not measure that cost and suggests
deferring rebalances to a time when slower I/O is tolerable.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, ASM on 60 GB NFS files (32,374 OETs): the effect on rebalancing was not
tested ("it is not known what the performance impact might be").
""",
    sources=[SEC_RESULTS],
    policy="context",
    fields=["/storage/protocol", "/shared_disks/manager", "/cluster/kernel_series"],
    description="""
Fires when ASM disk groups are built from files on an NFS mount and the nodes run a 2.4 kernel (RHEL 3). Schedule
rebalances (adding or dropping ASM files) for a quiet period and expect metadata changes to be slower.

Told about it (ASM on NFS files):

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "asm"}}
```

Not concerned (NFS as the file system, the study's Test 3):

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "nfs", "disk_groups": []}}
```
""",
    tags=TAGS,
)
def _sd033(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol == "nfs" and t.shared_disks.manager == "asm" and _kernel(t) == "2.4":
        yield Hit(
            paths=["/shared_disks/manager"],
            message="ASM disk groups on NFS files with a 2.4 kernel: the ASM instance's own I/O (rebalancing, "
                    "metadata writes) runs without the asynchronous I/O it expects; the study did not measure the "
                    "cost and suggests deferring rebalances to a quiet period.",
        )


@rule(
    id="SD031", slug="nfs-file-system-beats-asm-on-nfs",
    title="On NFS, the plain NFS file system was slightly faster than ASM on NFS files",
    severity="advice", category="shared_disks",
    rationale="""
With the same filers and the same nodes, putting the database files straight on NFS gave a little more throughput than
building ASM disk groups from NFS files. The study found no explanation in its OS and Oracle data and reasons that the
gap comes from the extra processes and memory of the ASM instance; the file system also avoids the ASM
asynchronous-I/O problem on NFS (SD030).
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, OLTP order entry. NFS as the file system: 32,922 OETs at about 94 % host
CPU; ASM on NFS files: 32,374 OETs at about 96 % CPU. The file-system set-up was about 1.7 % faster.
""",
    sources=[S.NFS_ONLY, S.NFS_ASM, SEC_RESULTS],
    policy="gain",
    fields=["/storage/protocol", "/shared_disks/manager"],
    upside=Upside(metric="order entry transactions per minute", percent=1.7,
                  context="3-node Dell PowerEdge 2650 RAC, RHEL 3, Oracle 10.1.0.4, N series: NFS file system "
                          "(32,922 OETs) vs ASM on NFS files (32,374 OETs)"),
    description="""
Fires when the storage protocol is NFS and the shared disks are managed by ASM on NFS files.

The study's NFS file-system set-up (Test 3) beat ASM on NFS files (Test 2) by about 1.7 %, and the study calls NFS
"probably the best choice" for cost, administration and CPU economy. ASM on NFS remains workable if ASM features are
wanted.

Problematic:

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATA"}]}}
```

Preferred:

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "nfs", "disk_groups": []}}
```
""",
    tags=TAGS,
)
def _sd031(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol == "nfs" and t.shared_disks.manager == "asm":
        yield Hit(
            paths=["/shared_disks/manager"],
            message="ASM on NFS files: the study measured about 1.7 % more throughput with the database files placed "
                    "directly on the NFS file system (32,922 vs 32,374 OETs)"
                    + _beyond_lab(t, "the study traces the gap to the ASM instance's own processes and memory, "
                                     "which every ASM-on-NFS plan runs") + ".",
        )


@rule(
    id="SD032", slug="ocfs-beat-asm-on-fc-luns",
    title="On Fibre Channel LUNs with a 2.4 kernel, OCFS outperformed ASM",
    severity="advice", category="shared_disks",
    rationale="""
With the same QLA2342 FC HBAs, LUNs and filers, the OCFS set-up gave the highest throughput of the study, clearly
above ASM on the same kind of LUNs. The study's OCFS was release 1.0.14 built for its 2.4.21 kernel
(ocfs-2.4.21-EL-smp-1.0.14-1), so the rule only speaks for 2.4 kernels.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, QLA2342 2 Gb/s FC HBAs with execution_throttle=128. OCFS 1.0.14 on FC
LUNs: 37,615 OETs; ASM on FC LUNs: 34,432 OETs - OCFS about 9.2 % higher.
""",
    sources=[SEC_TEST6, SEC_RESULTS],
    policy="gain",
    fields=["/storage/protocol", "/shared_disks/manager", "/cluster/kernel_series", "/workload/type"],
    upside=Upside(metric="order entry transactions per minute", percent=9.2,
                  context="3-node Dell PowerEdge 2650 RAC, RHEL 3, Oracle 10.1.0.4, QLA2342 FC HBAs: OCFS "
                          "(37,615 OETs) vs ASM (34,432 OETs)"),
    description="""
Fires for an OLTP workload on ASM over Fibre Channel HBA LUNs when the nodes run a 2.4 kernel (where OCFS version 1
is available).

In the study, OCFS on FC LUNs (one 250 GB data and one 80 GB log LUN per filer) was about 9.2 % faster than ASM on
FC LUNs and was the best performer overall.

Problematic:

```json
{"storage": {"protocol": "fc_hba"}, "shared_disks": {"manager": "asm"}}
```

Faster in the study:

```json
{"storage": {"protocol": "fc_hba"}, "shared_disks": {"manager": "ocfs", "disk_groups": []}}
```
""",
    tags=TAGS,
)
def _sd032(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol == "fc_hba" and t.shared_disks.manager == "asm" and _kernel(t) == "2.4" \
            and t.workload.type == "oltp":
        yield Hit(
            paths=["/shared_disks/manager"],
            message="ASM on FC LUNs with a 2.4 kernel: OCFS on the same kind of LUNs reached 37,615 OETs against "
                    "34,432 for ASM in the study (about 9.2 % more).",
        )
