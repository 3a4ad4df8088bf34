"""Study 000's rules: oCR and voting disks."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, rule
from apps.studies import S000, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import _beyond, _is_10_2, _on_z


@rule(
    id="CF001", slug="s000-cluster-file-100mb", title="OCR and voting disks need 100 MB each",
    severity="error", category="cluster_files",
    rationale="""
Each Oracle Cluster Registry, each voting disk and each of their backups must have 100 MB of storage available in
Oracle RAC 10gR2. They need not be whole disks.
""",
    evidence="""
Study 000, "The Oracle Cluster Registry and the Voting Disk" and "Choosing OCR, the Voting Disk, and their
backups": 100 MB for every OCR, voting disk and backup location, accessible from all nodes.
""",
    sources=[S.OCR_VOTING, S.OCR_CHOICE],
    policy="fails",
    fields=["/cluster_files/ocr/size_mb", "/cluster_files/voting/size_mb", "/cluster/oracle_release"],
    fix="Size each OCR and voting location at 100 MB.",
    description="""
Fires for Oracle 10.2 plans whose OCR or voting disk size is below 100 MB.

Problematic:
```json
{"cluster_files": {"ocr": {"size_mb": 50}, "voting": {"size_mb": 20}}}
```
Correct:
```json
{"cluster_files": {"ocr": {"size_mb": 100}, "voting": {"size_mb": 100}}}
```
""",
)
def _cf001(t: Topology) -> Iterator[Hit]:
    if not _is_10_2(t):
        return
    for kind, label in (("ocr", "OCR"), ("voting", "voting disk")):
        size = getattr(t.cluster_files, kind).size_mb
        if size < V.CLUSTER_FILE_MB.value:
            yield Hit(
                paths=[f"/cluster_files/{kind}/size_mb"],
                message=f"The {label} has {size} MB; each OCR, voting disk and backup needs 100 MB."
                        + _beyond(t, "the sizes are those of the Oracle 10.2 clusterware"),
                patch=[{"op": "replace", "path": f"/cluster_files/{kind}/size_mb", "value": V.CLUSTER_FILE_MB.value}],
            )


@rule(
    id="CF002", slug="s000-cluster-file-backup", title="OCR or voting disk without a second location",
    severity="info", category="cluster_files",
    rationale="""
The installer offers optional backup locations for the OCR and the voting disk (100 MB each). With a single
location, the cluster runs with external redundancy only; the study set up a second block device for each.
""",
    evidence="""
Study 000, "Choosing OCR, the Voting Disk, and their backups" and "The Oracle Cluster Registry and the Voting
Disk": the udev rules of the z10 cluster list two devices for OCR and its backup (dasdf1, dasdp1) and two for the
voting disks (dasdg1, dasdq1); redundancy was otherwise left external.
""",
    sources=[S.OCR_CHOICE, S.OCR_VOTING],
    policy="context",
    fields=["/cluster_files/ocr/locations", "/cluster_files/voting/locations"],
    description="""
Informational: fires for a multi-node Oracle 10.2 plan where the OCR or the voting disk has exactly one location.
Add a second 100 MB block device, reachable from all nodes, for each.

Example that triggers it:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}, "voting": {"locations": ["/dev/dasdg1"]}}}
```
Not triggered:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/dasdf1", "/dev/dasdp1"]},
                   "voting": {"locations": ["/dev/dasdg1", "/dev/dasdq1"]}}}
```
""",
)
def _cf002(t: Topology) -> Iterator[Hit]:
    if not (t.is_rac and _is_10_2(t)):
        return
    for kind, label in (("ocr", "OCR"), ("voting", "voting disk")):
        locs = getattr(t.cluster_files, kind).locations
        if len(locs) == 1:
            yield Hit(
                paths=[f"/cluster_files/{kind}/locations"],
                message=f"The {label} has one location ({locs[0]}) and no backup copy."
                        + _beyond(t, "the backup locations are offered by the 10.2 installer on every platform"),
            )


@rule(
    id="CF004", slug="s000-cluster-files-not-in-asm", title="OCR or voting disk in an ASM disk group on 10gR2",
    severity="error", category="cluster_files",
    rationale="""
In Oracle RAC 10g Release 2 the OCR and the voting disk are files of a shared file system such as OCFS2, raw
devices or block devices; ASM may hold the data disks beside them, but ASM cannot be used as a standard file
system. A location written as an ASM disk group (`+DATA`) is none of the places the 10.2 clusterware accepts, so
the clusterware installation cannot use it.
""",
    evidence="""
Study 000, "The Oracle Cluster Registry and the Voting Disk", "OCFS2 Cluster file system versus ASM" and "Choosing
OCR, the Voting Disk, and their backups": OCR and voting disks on block devices (/dev/dasdf1, /dev/dasdg1 and their
copies) with the data in ASM, on Oracle RAC 10.2.0.4 in two z10 LPARs.
""",
    sources=[S.OCR_VOTING, S.OCFS2_VS_ASM, S.OCR_CHOICE],
    policy="fails",
    fields=["/cluster_files/ocr/locations/*", "/cluster_files/voting/locations/*", "/cluster/oracle_release",
            "/cluster/grid_release"],
    description="""
Fires when the clusterware release is 10.2 and an OCR or voting location names an ASM disk group (starts with
`+`). Later clusterware releases are not held to it: the study speaks for 10.2 only.

Problematic:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "cluster_files": {"ocr": {"locations": ["+DATA"]}}}
```
Correct (a block device; the data disks stay in ASM):
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}}}
```
""",
)
def _cf004(t: Topology) -> Iterator[Hit]:
    if not t.cluster.clusterware_release.startswith("10.2"):
        return
    for kind, label in (("ocr", "OCR"), ("voting", "voting disk")):
        bad = [(j, loc) for j, loc in enumerate(getattr(t.cluster_files, kind).locations) if loc.startswith("+")]
        if bad:
            names = ", ".join(loc for _, loc in bad)
            yield Hit(
                paths=[f"/cluster_files/{kind}/locations/{j}" for j, _ in bad],
                message=f"The {label} is placed in the ASM disk group {names}; the 10.2 clusterware "
                        f"({t.cluster.clusterware_release}) keeps it in a shared file system such as OCFS2 or on a "
                        "raw or block device, and ASM cannot be used as a standard file system."
                        + _beyond(t, "where the OCR and voting disk may live is the 10.2 clusterware's rule"),
            )


@rule(
    id="CF003", slug="s000-raw-devices-deprecated", title="Raw devices after 10.2.0.3",
    severity="info", category="cluster_files",
    rationale="""
Linux raw devices are deprecated and may be removed. The study uses them only for 10.2.0.2 and 10.2.0.3; from
10.2.0.3 on, block devices work for ASM and give the same results, and for later versions Oracle's documentation
must be consulted before using raw devices.
""",
    evidence="""
Study 000, "The Oracle Cluster Registry and the Voting Disk" and "Oracle Automatic Storage Manager": raw devices
are deprecated and may be used with 10.2.0.2 and 10.2.0.3 depending on the distribution; block devices (e.g.
/dev/dasda1) were used for OCR, voting and ASM disks on the 10.2.0.4 z10 cluster.
""",
    sources=[S.OCR_VOTING, Cite(S000, "Oracle Automatic Storage Manager")],
    policy="context",
    fields=["/cluster_files/ocr/locations/*", "/cluster_files/voting/locations/*", "/storage/disks/*/device",
            "/cluster/oracle_release", "/platform/architecture"],
    description="""
Fires on System z plans at 10.2.0.4 or later (10.2 line) that point an OCR, voting or shared disk at `/dev/raw/...`.

Problematic:
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "cluster_files": {"ocr": {"locations": ["/dev/raw/raw1"]}}}
```
Correct (block device):
```json
{"cluster": {"oracle_release": "10.2.0.4"}, "cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}}}
```
""",
    platforms=("s390x",),
)
def _cf003(t: Topology) -> Iterator[Hit]:
    rel = t.cluster.release_tuple
    if not (_on_z(t) and rel[:2] == (10, 2) and len(rel) >= 4 and rel[2:4] >= (0, 4)):
        return
    paths: list[str] = []
    for kind in ("ocr", "voting"):
        for j, loc in enumerate(getattr(t.cluster_files, kind).locations):
            if loc.startswith("/dev/raw/"):
                paths.append(f"/cluster_files/{kind}/locations/{j}")
    for i, d in enumerate(t.storage.disks):
        if d.device and d.device.startswith("/dev/raw/"):
            paths.append(f"/storage/disks/{i}/device")
    if paths:
        yield Hit(
            paths=paths,
            message=f"{len(paths)} locations use deprecated raw devices with Oracle {t.cluster.oracle_release}; "
                    "use block devices.",
        )


@rule(
    id="CF005", slug="s000-rac-without-shared-storage",
    title="A RAC plan needs shared disks and OCR and voting locations",
    severity="error", category="cluster_files",
    rationale="""
Every instance of a RAC database reads and writes the same datafiles, and the clusterware keeps its registry (OCR)
and its voting disk on storage every node reaches. A multi-node plan without shared disks, or without a location for
the OCR or the voting disk, cannot be installed: the bundle would carry empty udev rules, DASD lists and disk-group
scripts.
""",
    evidence="""
Study 000, "The Oracle Cluster Registry and the Voting Disk": each OCR or voting disk and each backup must have
100 MB of storage available; the study's udev rules list two block devices for the OCR and its backup and two for
the voting disks, and ASM managed the shared DASD holding the data. Study 001, "Introduction" (Oracle RAC 10g on
RHEL 3): "Oracle RAC requires shared storage which is accessible to all nodes in the cluster."
""",
    sources=[S.OCR_VOTING, S.INTRODUCTION_001],
    policy="fails",
    fields=["/storage/disks", "/cluster_files/ocr/locations", "/cluster_files/voting/locations"],
    fix="Add the shared disks, and a location (block device, file or ASM disk group) for the OCR and the voting disk.",
    description="""
Fires for a multi-node plan with no shared disk (unless the data lives on an NFS file system) or with no OCR or no
voting disk location. A field the plan lists as unknown (not chosen yet) is left to the unknown list, which keeps the
bundle from rendering until it is chosen.

Problematic:
```json
{"storage": {"disks": []}, "cluster_files": {"ocr": {"locations": []}, "voting": {"locations": []}}}
```
Correct:
```json
{"storage": {"disks": [{"name": "data1", "size_gb": 20, "device": "/dev/dasdh1"}]},
 "cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}, "voting": {"locations": ["/dev/dasdg1"]}}}
```
""",
)
def _cf005(t: Topology) -> Iterator[Hit]:
    if not t.is_rac:
        return
    missing: list[tuple[str, str]] = []
    on_nfs = t.storage.protocol == "nfs" or t.shared_disks.manager == "nfs"
    if not t.storage.disks and not on_nfs:
        missing.append(("/storage/disks", "no shared disk"))
    for kind, label in (("ocr", "OCR"), ("voting", "voting disk")):
        if not getattr(t.cluster_files, kind).locations:
            missing.append((f"/cluster_files/{kind}/locations", f"no {label} location"))
    missing = [(p, what) for p, what in missing if p not in t.unknown]
    if missing:
        yield Hit(
            paths=[p for p, _ in missing],
            message=f"This {len(t.nodes)}-node RAC plan has {', '.join(what for _, what in missing)}; every node "
                    "needs to reach them before the clusterware and the database can be installed.",
        )
