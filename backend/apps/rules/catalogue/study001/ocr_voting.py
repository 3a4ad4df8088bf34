"""Study 001's rules: oCR and voting on NFS."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, rule
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import SEC_APP_E, TAGS, _mount_options, _set, _under


@rule(
    id="CF030", slug="nfs-ocr-voting-noac",
    title="OCR and voting files on NFS need a noac mount",
    severity="warning", category="cluster_files",
    rationale="""
The study mounted the NFS volumes that hold the OCR and voting files with noac (no attribute caching at all), unlike
the datafile mounts, which used actimeo=0. When the OCR or voting files sit on the datafile mount, that mount's
options must include noac, or the files belong on a separate noac mount.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, N series NFS: OCR and voting files (150 MB files for ASM on NFS, files in
the 2.6 TB volume for the NFS file system) were mounted with hard,nointr,rsize=32768,wsize=32768,tcp,noac,timeo=600.
""",
    sources=[S.NFS_ASM, S.NFS_ONLY, SEC_APP_E],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/nfs/options", "/storage/nfs/mount_point", "/cluster_files/ocr/locations/*",
            "/cluster_files/voting/locations/*", "/cluster_files/nfs_options"],
    fix="Mount the OCR and voting files with hard,nointr,rsize=32768,wsize=32768,tcp,noac,timeo=600.",
    description="""
Fires when the protocol is NFS and either `cluster_files.nfs_options` (the mount options of the OCR/voting volume) is
set without `noac`, or, when it is empty, `storage.nfs.options` is set without `noac` and an OCR or voting location
lies under `storage.nfs.mount_point`. Place the cluster files on their own mount with the study's OCR/voting options;
the bundle's fstab uses `cluster_files.nfs_options`, or the study's options when it is empty.

Problematic (OCR on the datafile mount, which caches attributes for 0 s but is not noac):

```json
{"storage": {"nfs": {"mount_point": "/u02/oradata",
                     "options": "hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600"}},
 "cluster_files": {"ocr": {"locations": ["/u02/oradata/crs/ocr"]}}}
```

Correct (a separate mount, /u03/crs, with noac):

```json
{"cluster_files": {"ocr": {"locations": ["/u03/crs/ocr"]}, "voting": {"locations": ["/u03/crs/vote"]}}}
```
""",
    tags=TAGS,
)
def _cf030(t: Topology) -> Iterator[Hit]:
    nfs = t.storage.nfs
    if t.storage.protocol != "nfs" or nfs is None:
        return
    own = t.cluster_files.nfs_options.strip()
    if own:
        # The plan names the mount options of the OCR/voting volume itself.
        if "noac" not in _mount_options(own):
            yield Hit(
                paths=["/cluster_files/nfs_options"],
                message=f"The OCR/voting NFS volume is mounted with '{own}' (no noac); the study mounted it with "
                        f"{V.NFS_CLUSTERFILE_OPTIONS.value}.",
                patch=[_set("/cluster_files/nfs_options", V.NFS_CLUSTERFILE_OPTIONS.value)],
            )
        return
    if not nfs.options.strip() or "noac" in _mount_options(nfs.options):
        return
    paths = [f"/cluster_files/{kind}/locations/{i}"
             for kind, cf in (("ocr", t.cluster_files.ocr), ("voting", t.cluster_files.voting))
             for i, loc in enumerate(cf.locations) if _under(loc, nfs.mount_point)]
    if paths:
        yield Hit(
            paths=paths,
            message=f"OCR/voting files under {nfs.mount_point}, mounted with '{nfs.options}' (no noac); the study "
                    f"mounted them with {V.NFS_CLUSTERFILE_OPTIONS.value}.",
        )
