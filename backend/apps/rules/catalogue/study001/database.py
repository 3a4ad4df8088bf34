"""Study 001's rules: database parameters on NFS."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from apps.rules.engine import Hit, rule
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import SEC_RESULTS, TAGS, _beyond_lab, _kernel, _set


@rule(
    id="DB030", slug="nfs-rac-directio",
    title="RAC on NFS: set filesystemio_options to directio",
    severity="error", category="database",
    rationale="""
The study states that Oracle and N series best practices require direct I/O for RAC databases on NFS ("a 'Best
Practices' requirement for OracleRAC10g databases running on Linux"), and it ran both NFS set-ups with
filesystemio_options=DIRECTIO.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4. ASM on NFS files (32,374 OETs) and NFS as the file system (32,922 OETs)
both ran with filesystemio_options=DIRECTIO and disk_asynch_io=FALSE (Appendix F).
""",
    sources=[S.NFS_ASM, S.NFS_ONLY, SEC_RESULTS, S.ORACLE_PARAMS_001],
    policy="fails",
    fields=["/storage/protocol", "/database/filesystemio_options", "/nodes"],
    fix="Set filesystemio_options to directio.",
    description="""
Fires for a RAC database (more than one node) on NFS storage when `filesystemio_options` is set to something other
than `directio` (or `setall`, which includes direct I/O). Left unset, the bundle's init.ora writes DIRECTIO on NFS,
the value of the study's Appendix F.

This applies to the database instances. With ASM on NFS files, leave the ASM instance's value at its default (see
SD030).

Problematic:

```json
{"storage": {"protocol": "nfs"}, "database": {"filesystemio_options": "asynch"}}
```

Correct:

```json
{"storage": {"protocol": "nfs"}, "database": {"filesystemio_options": "directio"}}
```
""",
    tags=TAGS,
)
def _db030(t: Topology) -> Iterator[Hit]:
    value = t.database.filesystemio_options
    if t.storage.protocol == "nfs" and t.is_rac and value is not None and value not in ("directio", "setall"):
        yield Hit(
            paths=["/database/filesystemio_options"],
            message=f"RAC on NFS with filesystemio_options={value}: Oracle and N series best practices "
                    "require directio for RAC databases on NFS, and the study's NFS set-ups used it"
                    + _beyond_lab(t, "the requirement is Oracle's and the filer vendor's for any RAC on NFS") + ".",
            patch=[_set("/database/filesystemio_options", "directio")],
        )


@rule(
    id="DB031", slug="nfs-no-async-io-rhel3",
    title="NFS on RHEL 3 has no asynchronous I/O: do not ask for it",
    severity="error", category="database",
    rationale="""
Asynchronous I/O is not available for NFS on RHEL 3 (a 2.4 kernel); the study states that AIO was not supported by
NFS in Linux at the time. Its NFS set-ups therefore ran the database instances with disk_asynch_io=FALSE and direct
I/O, and relied on several DB writer processes instead (DB032). A plan that asks for asynchronous I/O there asks for
a setting the platform lacks. It concerns the database instances only: the ASM instance on NFS files failed to
start with disk_asynch_io=false or directio (SD030).
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, N series NFS. Appendix F: disk_asynch_io FALSE and filesystemio_options
DIRECTIO for both NFS set-ups, against TRUE/ASYNCH for the four block-storage set-ups.
""",
    sources=[S.NFS_ASM, S.NFS_ONLY, SEC_RESULTS, S.ORACLE_PARAMS_001],
    policy="fails",
    fields=["/storage/protocol", "/cluster/kernel_series", "/database/disk_asynch_io",
            "/database/filesystemio_options"],
    fix="Set disk_asynch_io to false (and filesystemio_options to directio) for the database instances.",
    description="""
Fires when NFS storage is used with a 2.4 kernel and the plan asks the database instances for asynchronous I/O:
`disk_asynch_io` true, or `filesystemio_options` `asynch` or `setall`. Left unset, the bundle's init.ora writes
disk_asynch_io=FALSE and DIRECTIO on NFS, as in the study's Appendix F.

Problematic:

```json
{"cluster": {"distribution": "rhel", "distribution_version": 3}, "storage": {"protocol": "nfs"},
 "database": {"disk_asynch_io": true, "filesystemio_options": "asynch"}}
```

As in the study:

```json
{"storage": {"protocol": "nfs"}, "database": {"disk_asynch_io": false, "filesystemio_options": "directio"}}
```
""",
    tags=TAGS,
)
def _db031(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "nfs" or _kernel(t) != "2.4":
        return
    db = t.database
    paths: list[str] = []
    patch: list[dict[str, Any]] = []
    if db.disk_asynch_io is True:
        paths.append("/database/disk_asynch_io")
        patch.append(_set("/database/disk_asynch_io", False))
    if db.filesystemio_options in ("asynch", "setall"):
        paths.append("/database/filesystemio_options")
        patch.append(_set("/database/filesystemio_options", "directio"))
    if paths:
        shown = "unset" if db.disk_asynch_io is None else str(db.disk_asynch_io).lower()
        yield Hit(
            paths=paths,
            message=f"NFS with a 2.4 kernel offers no asynchronous I/O, but disk_asynch_io is {shown} and "
                    f"filesystemio_options is {db.filesystemio_options or 'unset'}; the study states that AIO is not "
                    "supported by NFS in Linux and ran its NFS set-ups with disk_asynch_io=FALSE and DIRECTIO.",
            patch=patch,
        )


@rule(
    id="DB032", slug="nfs-multiple-db-writers",
    title="Without asynchronous I/O on NFS, run several DB writer processes",
    severity="warning", category="database",
    rationale="""
Because NFS on RHEL 3 has no asynchronous I/O, the study found several DB writer processes indispensable for good
performance on NFS. The best values were 8 for ASM on NFS files and 4 for NFS as the file system.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4. After several iterations, db_writer_processes=8 gave the highest
throughput with ASM on NFS files (32,374 OETs) and db_writer_processes=4 with the NFS file system (32,922 OETs);
the block-storage set-ups used 2.
""",
    sources=[S.NFS_ASM, S.NFS_ONLY, S.ORACLE_PARAMS_001],
    policy="not_recommended",
    fields=["/storage/protocol", "/shared_disks/manager", "/cluster/kernel_series", "/database/db_writer_processes"],
    fix="Raise db_writer_processes to the study's value (8 for ASM on NFS files, 4 for the NFS file system).",
    description="""
Fires when NFS storage is used with a 2.4 kernel and `db_writer_processes` is below the value the study found best:
8 when ASM disk groups are built from NFS files, 4 when the NFS mount is the file system. Unset counts as one writer.

Problematic:

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "nfs"}, "database": {"db_writer_processes": 1}}
```

As in the study:

```json
{"storage": {"protocol": "nfs"}, "shared_disks": {"manager": "nfs"}, "database": {"db_writer_processes": 4}}
```
""",
    tags=TAGS,
)
def _db032(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "nfs" or _kernel(t) != "2.4":
        return
    wanted = 8 if t.shared_disks.manager == "asm" else 4
    current = t.database.db_writer_processes
    if (current or 1) < wanted:
        layout = "ASM on NFS files" if wanted == 8 else "the NFS file system"
        yield Hit(
            paths=["/database/db_writer_processes"],
            message=f"db_writer_processes is {current if current is not None else 'unset (1)'} on NFS without "
                    f"asynchronous I/O; the study's best value for {layout} was {wanted}.",
            patch=[_set("/database/db_writer_processes", wanted)],
        )
