"""Study 000's rules: shared disk management."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import S000, Cite
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import _beyond, _on_z


@rule(
    id="SD001", slug="s000-asm-over-ocfs2", title="ASM gave more throughput at less CPU than OCFS2",
    severity="warning", category="shared_disks",
    rationale="""
With the same cluster and workload, ASM delivered better or comparable throughput with markedly lower CPU load than
OCFS2, and went with less interconnect traffic at moderate load. The study recommends ASM.
""",
    evidence="""
Study 000, "Cluster file system OCFS2 versus Oracle Automatic Storage Management": z10 two-node RAC, 8 KB blocks,
99.9% cache hit ratio. At 60 users ASM gave 32% more transaction throughput than OCFS2; at 100 users OCFS2 was 3%
ahead as cluster contention dominated. OCFS2 used about three IFLs, ASM fewer than two (of four).
""",
    sources=[Cite(S000, "Cluster file system OCFS2 versus Oracle Automatic Storage Management"),
             S.OCFS2_VS_ASM, S.SUMMARY_000],
    policy="not_recommended",
    fields=["/shared_disks/manager", "/platform/architecture"],
    fix="Manage the shared database disks with ASM.",
    upside=Upside(metric="transaction throughput", percent=32.0,
                  context="Study 000: z10 two-node RAC 10gR2, OLTP at 60 users, ASM versus OCFS2 (8 KB blocks)."),
    description="""
Fires on System z clusters whose shared disks are managed by OCFS2. With ASM, create a disk group from the shared
data disks (the study used one group, DISKS1, external redundancy).

Problematic:
```json
{"shared_disks": {"manager": "ocfs2", "disk_groups": []}}
```
Correct:
```json
{"shared_disks": {"manager": "asm", "disk_groups": [{"name": "DISKS1", "redundancy": "external",
                                                     "disks": ["data1", "data2"]}]}}
```
""",
    platforms=("s390x",),
)
def _sd001(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and t.is_rac and t.shared_disks.manager == "ocfs2":
        yield Hit(
            paths=["/shared_disks/manager"],
            message="Shared disks are managed by OCFS2; the study recommends ASM: 32% more throughput at 60 users "
                    "and about one IFL less (at 100 users, where cluster contention dominated, OCFS2 was 3% ahead).",
            patch=[{"op": "replace", "path": "/shared_disks/manager", "value": "asm"}],
        )


@rule(
    id="SD002", slug="s000-no-lvm-under-asm", title="Do not stack LVM under ASM",
    severity="warning", category="shared_disks",
    rationale="""
ASM already stripes data over its disks, so a Linux logical volume manager underneath adds a layer without
benefit; the study recommends not stacking the two volume managers.
""",
    evidence="""
Study 000, "OCFS2 Cluster file system versus ASM": stacking ASM and LVM is neither recommended nor required,
because ASM stripes automatically.
""",
    sources=[S.OCFS2_VS_ASM],
    policy="not_recommended",
    fields=["/shared_disks/manager", "/shared_disks/use_lvm"],
    fix="Give ASM the disks (partitions) directly, without LVM.",
    description="""
Fires when the shared disks are managed by ASM on top of logical volumes, on any platform: the reason, ASM's own
striping, does not depend on System z (the message says where the study states it).

Problematic:
```json
{"shared_disks": {"manager": "asm", "use_lvm": true}}
```
Correct:
```json
{"shared_disks": {"manager": "asm", "use_lvm": false}}
```
""",
)
def _sd002(t: Topology) -> Iterator[Hit]:
    if t.shared_disks.manager == "asm" and t.shared_disks.use_lvm:
        yield Hit(
            paths=["/shared_disks/use_lvm"],
            message="ASM is planned on LVM volumes; ASM stripes by itself and the study advises against stacking "
                    "LVM under it." + _beyond(t, "ASM stripes its disks the same way on every platform"),
            patch=[{"op": "replace", "path": "/shared_disks/use_lvm", "value": False}],
        )


@rule(
    id="SD003", slug="s000-ocfs2-sles-level", title="OCFS2 level depends on the SLES release",
    severity="info", category="shared_disks",
    rationale="""
SLES 10 SP2 ships OCFS2 1.4 (the study's level), SLES 10 SP1 ships OCFS2 1.2, and on SLES 11 OCFS2 comes with the
High Availability Extension rather than the base distribution.
""",
    evidence="""
Study 000, "OCFS2 Cluster file system versus ASM": OCFS2 1.4 is part of SLES 10 SP2, 1.2 of SLES 10 SP1; SLES 11
has OCFS2 in the HA Extension.
""",
    sources=[S.OCFS2_VS_ASM],
    policy="context",
    fields=["/shared_disks/manager", "/cluster/distribution", "/cluster/distribution_version",
            "/cluster/distribution_update", "/platform/architecture"],
    description="""
Informational: fires on System z OCFS2 plans on SLES 10 before SP2 (OCFS2 1.2 rather than the 1.4 the study
used) or on SLES 11 (order the HA Extension).

Example that triggers it:
```json
{"cluster": {"distribution": "sles", "distribution_version": 10, "distribution_update": 1},
 "shared_disks": {"manager": "ocfs2"}}
```
Not triggered:
```json
{"cluster": {"distribution": "sles", "distribution_version": 10, "distribution_update": 2},
 "shared_disks": {"manager": "ocfs2"}}
```
""",
    platforms=("s390x",),
)
def _sd003(t: Topology) -> Iterator[Hit]:
    c = t.cluster
    if not (_on_z(t) and t.shared_disks.manager == "ocfs2" and c.distribution == "sles"):
        return
    if c.distribution_version == 10 and c.distribution_update < 2:
        yield Hit(
            paths=["/cluster/distribution_update"],
            message=f"SLES 10 SP{c.distribution_update} ships OCFS2 1.2; the study used OCFS2 1.4 from SLES 10 SP2.",
        )
    elif c.distribution_version == 11:
        yield Hit(
            paths=["/cluster/distribution_version"],
            message="On SLES 11, OCFS2 comes with the High Availability Extension, not the base distribution.",
        )


@rule(
    id="SD004", slug="s000-ocfs2-no-striping", title="OCFS2 does not stripe data over the disks",
    severity="warning", category="shared_disks",
    rationale="""
Unlike ASM, OCFS2 does not stripe data across disks, its main shortcoming for large databases. Striping then has to
be arranged in the storage server (for example DS8000 storage pool striping) before the disks are given to RAC.
""",
    evidence="""
Study 000, "OCFS2 Cluster file system versus ASM": OCFS2 lacks ASM's data striping; the administrator has to set
up storage pool striping on the DS8000 first.
""",
    sources=[S.OCFS2_VS_ASM],
    policy="not_recommended",
    fields=["/shared_disks/manager", "/storage/disks", "/platform/architecture"],
    description="""
Fires on System z plans that manage more than one shared disk with OCFS2: the study asks the administrator to arrange
striping on the storage server (DS8000 storage pool striping) before the disks are given to RAC.

Example that triggers it:
```json
{"shared_disks": {"manager": "ocfs2"}, "storage": {"disks": [{"name": "data1"}, {"name": "data2"}]}}
```
With ASM (`"manager": "asm"`) the data is striped over the disk group automatically.
""",
    platforms=("s390x",),
)
def _sd004(t: Topology) -> Iterator[Hit]:
    if _on_z(t) and t.shared_disks.manager == "ocfs2" and len(t.storage.disks) > 1:
        yield Hit(
            paths=["/shared_disks/manager"],
            message=f"OCFS2 will not stripe over the {len(t.storage.disks)} shared disks; set up storage pool "
                    "striping on the storage server.",
        )
