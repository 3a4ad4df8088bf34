"""Study 000's rules: storage attachment."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, rule
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import _KERNEL_DEVICE, _on_z


@rule(
    id="ST001", slug="s000-persistent-disk-names",
    title="Shared disks named by kernel device names without a pinned order",
    severity="warning", category="storage",
    rationale="""
Linux names disks in discovery order (dasda, dasdb, … or sda for SCSI); a missing disk shifts every later name, and
the shift can differ per node. The study highly recommends cluster-wide persistent names. The ASM installer did
not accept /dev/disk/by-path or by-id names, so on LPARs the study fixed the discovery order with the dasd=
parameter in /etc/zipl.conf; under z/VM the directory order of the guest controls it.
""",
    evidence="""
Study 000, "Setting up persistent names for disk devices" and "The Oracle Cluster Registry and the Voting Disk":
the z10 LPAR installation used /dev/dasdX1 names for OCR, voting and ASM disks after pinning the order with dasd=
in /etc/zipl.conf.
""",
    sources=[S.PERSISTENT_NAMES, S.OCR_VOTING],
    policy="not_recommended",
    fields=["/storage/disks/*/device", "/cluster_files/ocr/locations/*", "/cluster_files/voting/locations/*",
            "/platform/virtualization", "/storage/dasd_order_pinned"],
    fix="Pin the DASD discovery order with dasd= in /etc/zipl.conf on every node.",
    description="""
Fires on System z LPAR clusters for every shared disk or OCR/voting location named by a kernel name such as
`/dev/dasdf1` or `/dev/sdb`, unless `storage.dasd_order_pinned` records that the discovery order is fixed with
`dasd=` in `/etc/zipl.conf` on every node, as the study did (the bundle then writes the zipl.conf line). The other
way out is `/dev/disk/by-path/...` names (possible with a silent installation). The study calls persistent names
"highly recommended" without measuring the alternative, hence a warning.

Flagged:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/dasdf1"]}}}
```
Persistent:
```json
{"cluster_files": {"ocr": {"locations": ["/dev/disk/by-path/ccw-0.0.7110-part1"]}}}
```
""",
    platforms=("s390x",),
)
def _st001(t: Topology) -> Iterator[Hit]:
    if not (_on_z(t) and t.platform.virtualization == "lpar" and t.is_rac) or t.storage.dasd_order_pinned:
        return
    paths: list[str] = []
    names: list[str] = []
    for i, d in enumerate(t.storage.disks):
        if d.device and _KERNEL_DEVICE.match(d.device):
            paths.append(f"/storage/disks/{i}/device")
            names.append(d.device)
    for kind in ("ocr", "voting"):
        for j, loc in enumerate(getattr(t.cluster_files, kind).locations):
            if _KERNEL_DEVICE.match(loc):
                paths.append(f"/cluster_files/{kind}/locations/{j}")
                names.append(loc)
    if paths:
        shown = ", ".join(names[:6]) + (" …" if len(names) > 6 else "")
        yield Hit(
            paths=[*paths, "/storage/dasd_order_pinned"],
            message=f"{len(names)} shared devices use kernel names ({shown}); pin the order with dasd= in "
                    "/etc/zipl.conf on every node or use /dev/disk/by-path names.",
            patch=[{"op": "replace", "path": "/storage/dasd_order_pinned", "value": True}],
        )
