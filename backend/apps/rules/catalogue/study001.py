"""Rules from study 001: Oracle RAC 10g on RHEL 3 (x86, 3 nodes) with IBM System Storage N series.

The study compares six shared-storage set-ups (software iSCSI + ASM, ASM on NFS files, NFS as the file system,
iSCSI HBA + ASM, FC HBA + ASM, FC HBA + OCFS) after a series of tuning iterations on the software iSCSI set-up
(SGA size, LMS priority, parallel and DB writer settings, buffer cache floor). Throughput is in order entry
transactions per minute (OETs).

Most rules are scoped to what the study ran: x86 nodes, RHEL 3 (a 2.4 kernel), Oracle 10.1. Where a rule applies
more widely the study says so and the check is wider too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from apps.rules.engine import Hit, Upside, rule
from apps.studies import S001, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

X86 = ("x86", "x86_64")
BLOCK_PROTOCOLS = ("iscsi_software", "iscsi_hba", "fc_hba")

# Values the study used (Section 2 and Appendix A/F).
DEFAULT_SGA_MB = 1152  # DBCA default SGA on the 4 GB nodes
TUNED_SGA_MB = 2512  # Tuning iteration 1
TUNED_CACHE_MB = 2256  # Tuning iteration 4
ATTACH_ADDRESS = "0x15000000"  # genksms -s 0x15000000 (Appendix A)
ISCSI_FULL_FIX = (4, 0, 1, 10)  # SourceForge driver that lifts the limits on 2.6 kernels
ISCSI_LAST_UNFIXED_24 = (3, 6, 2)  # the partial fix comes in versions after 3.6.2 on 2.4 kernels

# Appendix C: the /etc/sysctl.conf entries (V.SYSCTL_APPENDIX_C) include the local port range, which must be at
# least as wide as the study's rather than larger element by element.
APPENDIX_C_PORT_RANGE = V.SYSCTL_APPENDIX_C.value[V.PORT_RANGE_KEY]
#: The Appendix C rows labelled "Recommended for Oracle" (the others say "Required for Oracle" or name a network
#: gain); KN032 holds a plan to them, KN031 to the rest.
RECOMMENDED_MSG_KEYS = ("kernel.msgmnb", "kernel.msgmni", "kernel.msgmax")

SEC_BASELINE = Cite(S001, "Establish a baseline")
SEC_TEST1 = Cite(S001, "Test 1: OracleRAC10g with ASM using iSCSI LUNs and software initiators")
SEC_TEST6 = Cite(S001, "Test 6: OracleRAC10g with OCFS and QLogic QLA2342 FC adapters")
SEC_RESULTS = Cite(S001, "Results comparison and summary")
SEC_APP_E = Cite(S001, "Appendix E: NFS mount options")
SEC_APP_G = Cite(S001, "Appendix G: Comment on jumbo frames")

TAGS = ("study-001", "x86", "n-series")
#: The iSCSI HBA model of Test 4, which "did not have jumbo frames capability" (Results comparison and summary).
NO_JUMBO_HBA = "QLA4010"
#: Storage set-ups whose Appendix F column has parallel_threads_per_cpu = 1 (software iSCSI, ASM on NFS files, NFS);
#: the HBA and FC columns (hardware iSCSI, ASM on FCP, OCFS on FCP) kept 2.
PTPC_ONE_PROTOCOLS = ("iscsi_software", "nfs")


# --------------------------------------------------------------------------------------------------------------
# Helpers (pure, never raise on a valid Topology)
# --------------------------------------------------------------------------------------------------------------

def _x86(t: Topology) -> bool:
    return t.platform.architecture in X86


def _kernel(t: Topology) -> str:
    return t.cluster.effective_kernel_series


def _sga_mb(t: Topology) -> int | None:
    sizes = [v for v in (t.database.sga_target_mb, t.database.sga_max_size_mb) if v is not None]
    return max(sizes) if sizes else None


def _version(text: str) -> tuple[int, ...]:
    parts: list[int] = []
    for p in str(text).split("."):
        try:
            parts.append(int(p))
        except ValueError:
            break
    return tuple(parts)


def _numbers(value: Any) -> tuple[int, ...] | None:
    """A sysctl value as a tuple of integers, or None when it is not numeric."""
    try:
        if isinstance(value, bool):
            return None
        if isinstance(value, int):
            return (value,)
        return tuple(int(p) for p in str(value).split())
    except ValueError:
        return None


def _ptr(key: str) -> str:
    return "/kernel/sysctl/" + key.replace("~", "~0").replace("/", "~1")


def _mount_options(options: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for token in options.split(","):
        token = token.strip().lower()
        if not token:
            continue
        key, _, value = token.partition("=")
        out[key.strip()] = value.strip()
    return out


def _int(text: str | None) -> int | None:
    try:
        return int(str(text))
    except (TypeError, ValueError):
        return None


def _under(path: str, mount_point: str) -> bool:
    base = mount_point.rstrip("/") or "/"
    return path == base or path.startswith(base + "/")


def _set(path: str, value: Any) -> dict[str, Any]:
    return {"op": "add", "path": path, "value": value}


#: The study's lab, as a finding names it when it applies a measurement outside it.
LAB = "measured on three 32-bit x86 nodes with RHEL 3 (a 2.4 kernel) and Oracle 10.1"


def _beyond_lab(t: Topology, reason: str) -> str:
    """`` (measured on ...; it applies here because <reason>)`` when the plan is outside the study's lab, else ``""``.

    The lab is 32-bit x86 with a 2.4 kernel and Oracle 10.1; a rule that fires outside it says so and why its reason
    still holds, so the architect can argue with the finding.
    """
    inside = (t.platform.architecture == "x86" and _kernel(t) == "2.4" and t.cluster.release_tuple[:2] == (10, 1))
    return "" if inside else f" ({LAB}; it applies here because {reason})"


# --------------------------------------------------------------------------------------------------------------
# Shared disks: ASM on NFS files, OCFS vs ASM
# --------------------------------------------------------------------------------------------------------------

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


# --------------------------------------------------------------------------------------------------------------
# Database parameters on NFS
# --------------------------------------------------------------------------------------------------------------

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


# --------------------------------------------------------------------------------------------------------------
# Tuning iterations (Section 2, Table 1)
# --------------------------------------------------------------------------------------------------------------

@rule(
    id="DB033", slug="sga-from-dbca-default-to-2512mb",
    title="Enlarge the SGA beyond the 1152 MB default on 4 GB x86 nodes",
    severity="advice", category="database",
    rationale="""
The first tuning step raised sga_max_size and sga_target from the DBCA default of 1152 MB to 2512 MB on nodes with
4 GB of memory. This was the first of four steps that together took the baseline from 16,484 to 29,377 OETs. On
32-bit x86 the larger SGA needs a lowered SGA attach address (IN030, DB050) and larger shared-memory limits
(KN030).
""",
    evidence="""
3-node Dell PowerEdge 2650 RAC (2 x 3.2 GHz, 4 GB), RHEL 3 U4, Oracle 10.1.0.4, ASM on software iSCSI, OLTP order
entry. Tuning iteration 1, SGA 1152 MB -> 2512 MB: about +24 % throughput; host CPU then ran at 60-70 % with no memory
shortage. A similar gain was seen in every other storage set-up.
""",
    sources=[S.SGA_SIZE_001, SEC_BASELINE],
    policy="gain",
    fields=["/platform/architecture", "/workload/type", "/nodes/*/memory_gb", "/database/sga_target_mb",
            "/database/sga_max_size_mb"],
    fix="Set sga_target and sga_max_size to 2512 MB (with a lowered SGA attach address on 32-bit x86).",
    upside=Upside(metric="order entry transactions per minute", percent=24.0,
                  context="3-node x86 RAC with 4 GB per node, RHEL 3, Oracle 10.1.0.4, ASM on software iSCSI: "
                          "sga_target/sga_max_size 1152 MB -> 2512 MB (tuning iteration 1)"),
    description="""
Fires for an OLTP workload on x86 nodes that all have at least 4 GB of memory (as in the study) when the SGA is
unset or no larger than
the 1152 MB that DBCA chose in the study.

Problematic:

```json
{"platform": {"architecture": "x86"}, "database": {"sga_target_mb": 1152, "sga_max_size_mb": 1152}}
```

As tuned in the study:

```json
{"platform": {"architecture": "x86"},
 "database": {"sga_target_mb": 2512, "sga_max_size_mb": 2512, "sga_attach_address": "0x15000000"}}
```
""",
    tags=TAGS,
)
def _db033(t: Topology) -> Iterator[Hit]:
    if not _x86(t) or t.workload.type != "oltp" or min(n.memory_gb for n in t.nodes) < 4:
        return
    sga = _sga_mb(t)
    if sga is not None and sga > DEFAULT_SGA_MB:
        return
    patch = [_set("/database/sga_target_mb", TUNED_SGA_MB), _set("/database/sga_max_size_mb", TUNED_SGA_MB)]
    if t.platform.architecture == "x86" and t.database.sga_attach_address is None:
        patch.append(_set("/database/sga_attach_address", ATTACH_ADDRESS))
    needed = TUNED_SGA_MB * 1024 * 1024
    appendix_c = V.SYSCTL_APPENDIX_C.value
    for key, floor in (("kernel.shmmax", max(needed, appendix_c["kernel.shmmax"][0])),
                       ("kernel.shmall", max(-(-needed // V.PAGE_BYTES.value), appendix_c["kernel.shmall"][0]))):
        current = _numbers(t.kernel.sysctl.get(key)) if key in t.kernel.sysctl else None
        if current is not None and current[0] * (V.PAGE_BYTES.value if key == "kernel.shmall" else 1) < needed:
            patch.append(_set(_ptr(key), floor))
    yield Hit(
        paths=["/database/sga_target_mb", "/database/sga_max_size_mb"],
        message=f"The SGA is {f'{sga} MB' if sga else 'unset (DBCA default)'} on nodes with at least 4 GB; the "
                f"study gained about 24 % by raising it from {DEFAULT_SGA_MB} MB to {TUNED_SGA_MB} MB.",
        patch=patch,
    )


@rule(
    id="DB034", slug="asmm-db-cache-size-floor",
    title="With automatic SGA management, give db_cache_size a floor",
    severity="advice", category="database",
    rationale="""
With sga_target set and db_cache_size=0, Oracle 10g's automatic shared memory management sizes the buffer cache on
its own and settled at 1968 MB in the study. Setting db_cache_size=2256M made that a minimum, so the buffer cache
could no longer be shrunk in favour of the shared, large or Java pools.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, SGA 2512 MB, ASM on software iSCSI, OLTP. Tuning iteration 4,
db_cache_size 0 -> 2256 MB: about +4 % throughput (cumulative result 29,377 OETs); a similar gain in every other
set-up.
""",
    sources=[S.LMS_TUNING, S.ORACLE_PARAMS_001],
    policy="gain",
    fields=["/platform/architecture", "/workload/type", "/database/sga_target_mb", "/database/db_cache_size_mb"],
    fix="Set db_cache_size to 2256 MB (the study's floor for a 2512 MB SGA).",
    upside=Upside(metric="order entry transactions per minute", percent=4.0,
                  context="3-node x86 RAC, RHEL 3, Oracle 10.1.0.4, sga_target 2512 MB: db_cache_size 0 -> 2256 MB "
                          "(tuning iteration 4)"),
    description="""
Fires for OLTP on x86 when automatic shared memory management is used (`sga_target` set) without a
`db_cache_size` floor.
The patch sets the study's 2256 MB when the SGA is at least the study's 2512 MB; for smaller SGAs choose a floor
yourself.

Problematic:

```json
{"database": {"sga_target_mb": 2512, "db_cache_size_mb": null}}
```

As tuned in the study:

```json
{"database": {"sga_target_mb": 2512, "db_cache_size_mb": 2256}}
```
""",
    tags=TAGS,
)
def _db034(t: Topology) -> Iterator[Hit]:
    db = t.database
    if not _x86(t) or t.workload.type != "oltp" or db.sga_target_mb is None or db.db_cache_size_mb is not None:
        return
    patch = [_set("/database/db_cache_size_mb", TUNED_CACHE_MB)] if db.sga_target_mb >= TUNED_SGA_MB else None
    yield Hit(
        paths=["/database/db_cache_size_mb"],
        message=f"sga_target is {db.sga_target_mb} MB and db_cache_size is unset, so ASMM may shrink the buffer "
                "cache; the study gained about 4 % with a 2256 MB floor under a 2512 MB SGA.",
        patch=patch,
    )


@rule(
    id="DB035", slug="oltp-parallel-max-servers-zero",
    title="OLTP: set parallel_max_servers to 0",
    severity="advice", category="database",
    rationale="""
For the OLTP workload Oracle kept idle parallel execution processes (ora_p001_<sid>, ...) because
parallel_max_servers defaulted to 80, derived from the CPU count. Setting it to 0 was one of three changes in tuning
iteration 3 (with db_writer_processes 2 and parallel_threads_per_cpu 1) that together gave about 5 %.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, ASM on software iSCSI, OLTP order entry. Tuning iteration 3:
parallel_max_servers 80 -> 0, db_writer_processes 1 -> 2, parallel_threads_per_cpu 2 -> 1, about +5 % together;
each change alone gave a small improvement. All six final set-ups ran with parallel_max_servers=0.
""",
    sources=[S.LMS_TUNING, S.ORACLE_PARAMS_001],
    policy="gain",
    fields=["/platform/architecture", "/workload/type", "/database/parallel_max_servers"],
    fix="Set parallel_max_servers to 0.",
    upside=Upside(metric="order entry transactions per minute", percent=5.0,
                  context="3-node x86 RAC, RHEL 3, Oracle 10.1.0.4, OLTP: parallel_max_servers 80 -> 0 together with "
                          "db_writer_processes 1 -> 2 and parallel_threads_per_cpu 2 -> 1 (tuning iteration 3)"),
    description="""
Fires for an OLTP workload on x86 when `parallel_max_servers` is unset (Oracle derives it from the CPU count; 80 in
the study) or above 0. Not for DSS workloads, which rely on parallel query.

Problematic:

```json
{"workload": {"type": "oltp"}, "database": {"parallel_max_servers": 80}}
```

As tuned in the study:

```json
{"workload": {"type": "oltp"}, "database": {"parallel_max_servers": 0}}
```
""",
    tags=TAGS,
)
def _db035(t: Topology) -> Iterator[Hit]:
    value = t.database.parallel_max_servers
    if _x86(t) and t.workload.type == "oltp" and (value is None or value > 0):
        yield Hit(
            paths=["/database/parallel_max_servers"],
            message=f"parallel_max_servers is {value if value is not None else 'unset (derived from CPUs)'} for an "
                    "OLTP workload; the study set it to 0 to stop idle parallel servers (part of a 5 % gain).",
            patch=[_set("/database/parallel_max_servers", 0)],
        )


@rule(
    id="DB036", slug="two-db-writers-block-storage",
    title="Block storage: run two DB writer processes instead of one",
    severity="advice", category="database",
    rationale="""
Raising db_writer_processes from 1 to 2 was part of tuning iteration 3, and 2 was the best value the study found
for every block-storage set-up (software iSCSI, iSCSI HBA, FC HBA with ASM or OCFS). NFS set-ups need more (DB032).
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, OLTP. db_writer_processes 1 -> 2 was one of the three iteration-3
changes worth about 5 % together; in Tests 4, 5 and 6 a few iterations again showed 2 as the best value.
""",
    sources=[S.LMS_TUNING, S.ISCSI_HBA, S.FC_HBA, SEC_TEST6, S.ORACLE_PARAMS_001],
    policy="gain",
    fields=["/platform/architecture", "/workload/type", "/storage/protocol", "/database/db_writer_processes"],
    fix="Set db_writer_processes to 2.",
    description="""
Fires for OLTP on x86 with block storage (iSCSI or Fibre Channel) when `db_writer_processes` is unset or 1. The
measured gain is counted under DB035, which shares the same tuning iteration.

Problematic:

```json
{"storage": {"protocol": "fc_hba"}, "database": {"db_writer_processes": 1}}
```

As tuned in the study:

```json
{"storage": {"protocol": "fc_hba"}, "database": {"db_writer_processes": 2}}
```
""",
    tags=TAGS,
)
def _db036(t: Topology) -> Iterator[Hit]:
    value = t.database.db_writer_processes
    if _x86(t) and t.workload.type == "oltp" and t.storage.protocol in BLOCK_PROTOCOLS \
            and (value is None or value < 2):
        yield Hit(
            paths=["/database/db_writer_processes"],
            message=f"db_writer_processes is {value if value is not None else 'unset (1)'} on "
                    f"{t.storage.protocol} storage; 2 was the study's best value on block storage.",
            patch=[_set("/database/db_writer_processes", 2)],
        )


@rule(
    id="DB037", slug="oltp-parallel-threads-per-cpu-one",
    title="OLTP: set parallel_threads_per_cpu to 1",
    severity="advice", category="database",
    rationale="""
Lowering parallel_threads_per_cpu from its default of 2 to 1 was the third change of tuning iteration 3 and gave a
small improvement of its own. Note that the study's Appendix F lists 2 again for the iSCSI HBA and FC set-ups, so the
effect is small.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, ASM on software iSCSI, OLTP. parallel_threads_per_cpu 2 -> 1 was part of
the iteration-3 changes worth about 5 % together.
""",
    sources=[S.LMS_TUNING, S.ORACLE_PARAMS_001],
    policy="gain",
    fields=["/platform/architecture", "/workload/type", "/storage/protocol", "/database/parallel_threads_per_cpu"],
    fix="Set parallel_threads_per_cpu to 1.",
    description="""
Fires for an OLTP workload on x86 with software iSCSI or NFS storage when `parallel_threads_per_cpu` is unset (2 in
the study) or above 1. Those are the Appendix F columns that ran with 1. The hardware iSCSI, ASM on FCP and OCFS on
FCP columns kept 2, and the best measured run of the study (OCFS on FCP) used 2, so HBA and FC plans are not
flagged. The measured gain is counted under DB035.

Problematic:

```json
{"workload": {"type": "oltp"}, "storage": {"protocol": "iscsi_software"},
 "database": {"parallel_threads_per_cpu": 2}}
```

As tuned in the study:

```json
{"workload": {"type": "oltp"}, "database": {"parallel_threads_per_cpu": 1}}
```
""",
    tags=TAGS,
)
def _db037(t: Topology) -> Iterator[Hit]:
    value = t.database.parallel_threads_per_cpu
    if (_x86(t) and t.workload.type == "oltp" and t.storage.protocol in PTPC_ONE_PROTOCOLS
            and (value is None or value > 1)):
        yield Hit(
            paths=["/database/parallel_threads_per_cpu"],
            message=f"parallel_threads_per_cpu is {value if value is not None else 'unset (2)'} for an OLTP "
                    "workload; the study lowered it to 1 as part of tuning iteration 3.",
            patch=[_set("/database/parallel_threads_per_cpu", 1)],
        )


@rule(
    id="DB038", slug="block-storage-async-io",
    title="iSCSI and FC block storage: keep asynchronous I/O on",
    severity="warning", category="database",
    rationale="""
"AIO is always preferred when it is available." On software iSCSI the database ran consistently better
with it (not isolated as a tuning step), and all four block-storage set-ups ran with disk_asynch_io=TRUE and
filesystemio_options=ASYNCH.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4. ASM on software iSCSI performed consistently better with AIO than without;
Appendix F shows TRUE/ASYNCH for software iSCSI, iSCSI HBA, ASM on FCP and OCFS on FCP.
""",
    sources=[SEC_TEST1, S.ASYNC_IO, S.ORACLE_PARAMS_001],
    policy="not_recommended",
    fields=["/platform/architecture", "/storage/protocol", "/database/disk_asynch_io",
            "/database/filesystemio_options"],
    fix="Set disk_asynch_io to true and filesystemio_options to asynch.",
    description="""
Fires on x86 with iSCSI or Fibre Channel block storage when asynchronous I/O is switched off explicitly:
`disk_asynch_io` false, or `filesystemio_options` `none` or `directio`. (`setall` keeps asynchronous I/O.)

Problematic:

```json
{"storage": {"protocol": "iscsi_software"}, "database": {"disk_asynch_io": false, "filesystemio_options": "none"}}
```

As in the study:

```json
{"storage": {"protocol": "iscsi_software"}, "database": {"disk_asynch_io": true, "filesystemio_options": "asynch"}}
```
""",
    tags=TAGS,
)
def _db038(t: Topology) -> Iterator[Hit]:
    if not _x86(t) or t.storage.protocol not in BLOCK_PROTOCOLS:
        return
    db = t.database
    paths: list[str] = []
    patch: list[dict[str, Any]] = []
    if db.disk_asynch_io is False:
        paths.append("/database/disk_asynch_io")
        patch.append(_set("/database/disk_asynch_io", True))
    if db.filesystemio_options in ("none", "directio"):
        paths.append("/database/filesystemio_options")
        patch.append(_set("/database/filesystemio_options", "asynch"))
    if paths:
        yield Hit(
            paths=paths,
            message=f"Asynchronous I/O is off on {t.storage.protocol} storage (disk_asynch_io="
                    f"{'unset' if db.disk_asynch_io is None else str(db.disk_asynch_io).lower()}, "
                    f"filesystemio_options={db.filesystemio_options or 'unset'}); the study ran all block-storage "
                    "set-ups with TRUE/ASYNCH and says AIO is always preferred when it is available"
                    + _beyond_lab(t, "block storage on a Linux kernel that offers asynchronous I/O is where the study "
                                     "prefers it") + ".",
            patch=patch,
        )


# --------------------------------------------------------------------------------------------------------------
# Installation: relinking the oracle executable (Appendix A and B)
# --------------------------------------------------------------------------------------------------------------

@rule(
    id="IN030", slug="x86-sga-attach-address-relink",
    title="Lowered SGA attach address on 32-bit x86: relink oracle on every node",
    severity="info", category="installation",
    rationale="""
A lowered SGA attach address is not an init.ora parameter: the oracle executable has to be rebuilt with it. For Oracle
10g R1 the study regenerated ksms.s with genksms -s 0x15000000, rebuilt ksms.o and the oracle executable, and raised
kernel.shmmax to at least 3000000000 - as the oracle user, with the instances shut down, on every node unless the
Oracle home is shared. Only then could the SGA grow from 1152 MB to 2512 MB. (Whether an SGA needs the lowered address
at all is checked by DB050.)
""",
    evidence="""
3-node Dell PowerEdge 2650 RAC (32-bit, 4 GB), RHEL 3 U4, Oracle 10.1.0.4: the relink (Metalink note 262004.1)
allowed the 2512 MB SGA of tuning iteration 1, worth about +24 % throughput.
""",
    sources=[S.SGA_ATTACH, S.SGA_SIZE_001],
    policy="context",
    fields=["/platform/architecture", "/cluster/oracle_release", "/database/sga_attach_address"],
    description="""
Fires on 32-bit x86 when a lowered `sga_attach_address` is planned, as a reminder of the relink it implies. The
steps below are the study's procedure for Oracle 10g R1; check Oracle's notes for other releases.

1. `cd $ORACLE_HOME/rdbms/lib` and keep a copy: `cp ksms.s ksms.s_orig`
2. `genksms -s 0x15000000 > ksms.s`
3. `make -f ins_rdbms.mk ksms.o` and then `make -f ins_rdbms.mk ioracle`
4. raise `kernel.shmmax` to at least 3000000000 (checked by KN030)

Plan that implies the relink:

```json
{"platform": {"architecture": "x86"}, "database": {"sga_target_mb": 2512, "sga_attach_address": "0x15000000"}}
```

Plan that does not (SGA within the default address space):

```json
{"platform": {"architecture": "x86"}, "database": {"sga_target_mb": 1152, "sga_attach_address": null}}
```
""",
    tags=TAGS,
)
def _in030(t: Topology) -> Iterator[Hit]:
    address = t.database.sga_attach_address
    if t.platform.architecture == "x86" and address:
        release = t.cluster.oracle_release
        note = "" if t.cluster.release_tuple[:2] == (10, 1) else " (the study's steps are for 10g R1)"
        yield Hit(
            paths=["/database/sga_attach_address"],
            message=f"SGA attach address {address}: relink oracle {release} with genksms -s {address}, rebuild "
                    f"ksms.o and ioracle on every node with the instances down, and raise kernel.shmmax to at least "
                    f"{V.SGA_ATTACH_SHMMAX.value}{note}.",
        )


@rule(
    id="IN031", slug="oracle10gr1-relink-async-on",
    title="Oracle 10g R1 on x86: relink oracle with async_on to get asynchronous I/O",
    severity="info", category="installation",
    rationale="""
Oracle 10g R1 on Linux ships with asynchronous I/O disabled in the executable. The study installed libaio and
libaio-devel, relinked with `make PL_ORALIBS=-laio -f ins_rdbms.mk async_on` on every node (instances down), and then
set disk_asynch_io=true and filesystemio_options=asynch. Setting the parameters alone is not enough. Study 002 did the
same on 10.1.0.4 and notes that 10g Release 2 has asynchronous I/O compiled in by default, so 10.2 needs no relink.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4: the oracle executable was relinked for AIO (Metalink note 225751.1)
before the software iSCSI tests, in which AIO performed consistently better.
""",
    sources=[S.ASYNC_IO, SEC_TEST1, S.TESTING_002],
    policy="context",
    fields=["/cluster/oracle_release", "/platform/architecture", "/storage/protocol", "/database/disk_asynch_io"],
    description="""
Fires for Oracle 10.1 on x86 with iSCSI or Fibre Channel block storage when asynchronous I/O is not switched off.
It is a reminder of an installation step that the plan cannot record.

Plan that needs the relink:

```json
{"cluster": {"oracle_release": "10.1.0.4"}, "storage": {"protocol": "fc_hba"}, "database": {"disk_asynch_io": true}}
```

Steps: install `libaio` and `libaio-devel`; in `$ORACLE_HOME/rdbms/lib` run
`make PL_ORALIBS=-laio -f ins_rdbms.mk async_on`; then set `disk_asynch_io=true` and `filesystemio_options=asynch`.
""",
    tags=TAGS,
)
def _in031(t: Topology) -> Iterator[Hit]:
    if _x86(t) and t.cluster.release_tuple[:2] == (10, 1) and t.storage.protocol in BLOCK_PROTOCOLS \
            and t.database.disk_asynch_io is not False:
        yield Hit(
            paths=["/database/disk_asynch_io"],
            message=f"Oracle {t.cluster.oracle_release} on {t.platform.architecture}: asynchronous I/O works only "
                    "after relinking oracle with async_on (libaio and libaio-devel installed) on every node.",
        )


# --------------------------------------------------------------------------------------------------------------
# Storage attachment
# --------------------------------------------------------------------------------------------------------------

@rule(
    id="ST030", slug="software-iscsi-least-efficient",
    title="The software iSCSI initiator was the least efficient attachment",
    severity="advice", category="storage",
    rationale="""
The software initiator costs host CPU in system mode, which the CPU-bound RAC nodes then lack for Oracle's user
processes. It was the slowest of the six set-ups: iSCSI HBAs were 14 % faster, ASM on NFS files about 10 % faster,
and FC faster still. Its advantage is cost.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, OLTP. ASM on software iSCSI: 29,377 OETs with 68 % user and 28 % system
CPU. ASM on NFS files: 32,374 OETs (74 % user, 23 % system). ASM on QLA4010 iSCSI HBAs: 33,586 OETs (+14 %).
""",
    sources=[SEC_RESULTS, S.NFS_ASM, S.ISCSI_HBA],
    policy="gain",
    fields=["/platform/architecture", "/storage/protocol"],
    upside=Upside(metric="order entry transactions per minute", percent=14.0,
                  context="3-node x86 RAC, RHEL 3, Oracle 10.1.0.4, ASM: QLA4010 iSCSI HBAs (33,586 OETs) vs the "
                          "software initiator (29,377 OETs)"),
    description="""
Fires on x86 when the shared disks are attached through the software iSCSI initiator.

Where the budget allows, an iSCSI HBA (14 % in the study), NFS or Fibre Channel leaves more CPU to the database.

Problematic:

```json
{"storage": {"protocol": "iscsi_software"}}
```

Faster in the study:

```json
{"storage": {"protocol": "iscsi_hba", "hba": {"queue_depth": 128}}}
```
""",
    tags=TAGS,
)
def _st030(t: Topology) -> Iterator[Hit]:
    if _x86(t) and t.storage.protocol == "iscsi_software":
        yield Hit(
            paths=["/storage/protocol"],
            message="Software iSCSI was the least efficient set-up in system CPU in the study (28 % against 23 % "
                    "for ASM on NFS files) and gave the lowest throughput of the six; "
                    "iSCSI HBAs were 14 % faster and NFS about 10 % faster"
                    + _beyond_lab(t, "the software initiator's cost is host CPU in system mode, which any CPU-bound "
                                     "x86 node then lacks for Oracle") + ".",
        )


@rule(
    id="ST031", slug="iscsi-software-initiator-queue-depth-2-4",
    title="Software iSCSI on a 2.4 kernel: per-LUN queue depth 12 and 64 I/Os per initiator",
    severity="warning", category="storage",
    rationale="""
On every Linux 2.4 kernel the software iSCSI initiator caps the queue depth per LUN at 12 and the outstanding I/Os per
initiator at 64. The study only anticipates a partial fix for 2.4 in driver versions after 3.6.2 (the per-LUN default
raised to 32, the 64 I/O limit unchanged); it does not say such a version shipped. The full fix (driver 4.0.1.10)
exists only for 2.6 kernels.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4 (2.4 kernel), iSCSI initiator 3.6.2-7, OLTP: the filer's LUN statistics did not show
either limit being hit in this test, but the study names them as limitations of the software initiator that may
matter elsewhere (SourceForge bug 759484).
""",
    sources=[SEC_RESULTS, S.ISCSI_QUEUE],
    policy="not_recommended",
    fields=["/storage/protocol", "/cluster/kernel_series", "/storage/iscsi/initiator_version"],
    description="""
A warning (the study names the limits as limitations of the software initiator, although its own LUN statistics
never showed them reached): fires when the software iSCSI initiator runs on a 2.4 kernel. With initiator 3.6.2 or
earlier both limits apply; for a later version the study only anticipated a partial fix (per-LUN default 32), so the
64-I/O-per-initiator limit still applies and the per-LUN one should be checked on the driver itself.

Problematic:

```json
{"cluster": {"distribution": "rhel", "distribution_version": 3},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "3.6.2"}}}
```

Without the limits (2.6 kernel and initiator 4.0.1.10), or with an HBA:

```json
{"cluster": {"distribution": "rhel", "distribution_version": 4},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "4.0.1.10"}}}
```
""",
    tags=TAGS,
)
def _st031(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "iscsi_software" or _kernel(t) != "2.4":
        return
    version = t.storage.iscsi.initiator_version if t.storage.iscsi else "0"
    if _version(version) <= ISCSI_LAST_UNFIXED_24:
        detail = "limits the queue depth per LUN to 12 and the outstanding I/Os per initiator to 64"
    else:
        detail = ("keeps the 64 outstanding I/Os per initiator; the study only anticipated a partial fix after 3.6.2 "
                  "(per-LUN default 32), so check the per-LUN limit of this driver")
    yield Hit(
        paths=["/storage/protocol", "/storage/iscsi/initiator_version"],
        message=f"Software iSCSI initiator {version} on a 2.4 kernel {detail}.",
    )


@rule(
    id="ST032", slug="iscsi-initiator-4-0-1-10-on-2-6",
    title="Software iSCSI on a 2.6 kernel: use initiator 4.0.1.10 or later",
    severity="warning", category="storage",
    rationale="""
SourceForge iSCSI driver 4.0.1.10 for 2.6 kernels lifts the software initiator's limits: default queue depth 32
instead of 12, queue depth adjustable at run time, and 1024 instead of 64 I/Os queued in total. Older versions keep
the limits.
""",
    evidence="""
Appendix D of the study: the per-LUN queue depth of 12 and the 64 outstanding I/Os per initiator are resolved in
driver 4.0.1.10 for Linux 2.6 kernels.
""",
    sources=[S.ISCSI_QUEUE, SEC_RESULTS],
    policy="not_recommended",
    fields=["/storage/protocol", "/cluster/kernel_series", "/storage/iscsi/initiator_version"],
    fix="Use software iSCSI initiator 4.0.1.10.",
    description="""
Fires when the software iSCSI initiator on a 2.6 kernel is older than 4.0.1.10.

Problematic:

```json
{"cluster": {"kernel_series": "2.6"},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "4.0.1.4"}}}
```

Correct:

```json
{"cluster": {"kernel_series": "2.6"},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "4.0.1.10"}}}
```
""",
    tags=TAGS,
)
def _st032(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "iscsi_software" or _kernel(t) != "2.6" or t.storage.iscsi is None:
        return
    version = t.storage.iscsi.initiator_version
    if _version(version) < ISCSI_FULL_FIX:
        yield Hit(
            paths=["/storage/iscsi/initiator_version"],
            message=f"Software iSCSI initiator {version} on a 2.6 kernel keeps the per-LUN queue depth of 12 and "
                    "64 I/Os per initiator; 4.0.1.10 raises them to 32 (adjustable) and 1024.",
            patch=[_set("/storage/iscsi/initiator_version", "4.0.1.10")],
        )


@rule(
    id="ST033", slug="hba-queue-depth-128",
    title="iSCSI and FC HBAs: the study set the queue depth (execution throttle) to 128",
    severity="info", category="storage",
    rationale="""
Both the QLA4010 iSCSI HBAs and the QLA2342 FC HBAs ran with execution_throttle=128, set with SANsurfer, with the
driver maximum raised above it (ql4xmaxqdepth=255, ql2xmaxqdepth=256, max_scsi_luns=128 in /etc/modules.conf). The
filer targets used 128 as well. The study did not compare other values.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4: ASM on QLA4010 iSCSI HBAs 33,586 OETs, ASM on QLA2342 FC HBAs 34,432 OETs,
OCFS on QLA2342 37,615 OETs, all with an HBA queue depth of 128.
""",
    sources=[S.ISCSI_HBA, S.FC_HBA, SEC_TEST6],
    policy="context",
    fields=["/storage/protocol", "/storage/hba/queue_depth"],
    fix="Set the HBA queue depth (execution throttle) to 128.",
    description="""
Fires for iSCSI or Fibre Channel HBAs whose queue depth is below the 128 the study used. Raise the driver's maximum
as well (ql4xmaxqdepth / ql2xmaxqdepth in /etc/modules.conf).

Lower than the study:

```json
{"storage": {"protocol": "fc_hba", "hba": {"queue_depth": 32}}}
```

As in the study:

```json
{"storage": {"protocol": "fc_hba", "hba": {"queue_depth": 128}}}
```
""",
    tags=TAGS,
)
def _st033(t: Topology) -> Iterator[Hit]:
    hba = t.storage.hba
    if t.storage.protocol in ("iscsi_hba", "fc_hba") and hba is not None and hba.queue_depth < V.HBA_QUEUE_DEPTH.value:
        yield Hit(
            paths=["/storage/hba/queue_depth"],
            message=f"HBA queue depth {hba.queue_depth} is below the execution_throttle of 128 the study used on "
                    "its QLogic iSCSI and FC HBAs.",
            patch=[_set("/storage/hba/queue_depth", V.HBA_QUEUE_DEPTH.value)],
        )


@rule(
    id="ST034", slug="iscsi-hba-without-jumbo-frames",
    title="Jumbo frames planned on a QLA4010 iSCSI HBA, which has none",
    severity="error", category="storage",
    rationale="""
The QLogic QLA4010 iSCSI HBAs in the study could not use jumbo frames, while the study considers jumbo frames
desirable in most database environments and expects more throughput from HBAs that support them. Do not plan jumbo
frames on an HBA like the QLA4010 that cannot do them: the adapter would not use them.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4: ASM on QLA4010 iSCSI HBAs (no jumbo frames) reached 33,586 OETs, 14 %
above the software initiator (which did use jumbo frames) and 2.5 % below FC.
""",
    sources=[SEC_RESULTS, S.ISCSI_HBA],
    policy="fails",
    fields=["/storage/protocol", "/storage/hba/model", "/storage/hba/jumbo_frames"],
    fix="Plan the QLA4010 without jumbo frames, as the study ran it, or choose an HBA model that has them.",
    description="""
Fires for an iSCSI HBA recorded as a QLA4010 with jumbo frames planned: that adapter has no jumbo frame capability,
so the plan describes something the hardware cannot do. The study's own working set-up (QLA4010 without jumbo
frames) is quiet, and so is an HBA of another model with jumbo frames (then treat the MTU as a tunable, see IC030).

Problematic:

```json
{"storage": {"protocol": "iscsi_hba", "hba": {"model": "QLA4010", "queue_depth": 128, "jumbo_frames": true}}}
```

As in the study (QLA4010, no jumbo frames):

```json
{"storage": {"protocol": "iscsi_hba", "hba": {"model": "QLA4010", "queue_depth": 128, "jumbo_frames": false}}}
```
""",
    tags=TAGS,
)
def _st034(t: Topology) -> Iterator[Hit]:
    hba = t.storage.hba
    if (t.storage.protocol == "iscsi_hba" and hba is not None and hba.jumbo_frames and hba.model
            and hba.model.replace(" ", "").upper().startswith(NO_JUMBO_HBA)):
        yield Hit(
            paths=["/storage/hba/model", "/storage/hba/jumbo_frames"],
            message=f"Jumbo frames are planned on a {hba.model} iSCSI HBA; the study's QLA4010 HBAs had no jumbo "
                    "frame capability.",
            patch=[_set("/storage/hba/jumbo_frames", False)],
        )


@rule(
    id="ST035", slug="nfs-datafile-mount-options",
    title="NFS datafile mounts: use the study's N series mount options",
    severity="warning", category="storage",
    rationale="""
The study mounted the datafile volumes with hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600, which it
describes as N series best practice for Oracle RAC 10g (rsize/wsize match the filers' nfs.tcp.xfersize of 32768).
Options that differ (soft or interruptible mounts, UDP, attribute caching, smaller transfers) depart from that
practice.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, N series with nfs.tcp.enable=on and nfs.tcp.xfersize=32768: ASM on NFS
files 32,374 OETs and NFS file system 32,922 OETs, both with these datafile mount options.
""",
    sources=[SEC_APP_E, S.NFS_ASM, S.NFS_ONLY],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/nfs/options"],
    fix="Mount datafiles with hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600.",
    description="""
Fires when the storage protocol is NFS and `storage.nfs.options` is set but lacks one of: `hard`, `nointr`, `tcp`,
`rsize` and `wsize` of at least 32768, disabled attribute caching (`actimeo=0`, or `noac`), `timeo` of at least 600 -
or contains `soft`, `intr` or `udp`. Empty options mean the study's options are used.

Problematic:

```json
{"storage": {"protocol": "nfs", "nfs": {"options": "soft,rsize=8192,wsize=8192,udp"}}}
```

As in the study:

```json
{"storage": {"protocol": "nfs", "nfs": {"options": "hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600"}}}
```
""",
    tags=TAGS,
)
def _st035(t: Topology) -> Iterator[Hit]:
    nfs = t.storage.nfs
    if t.storage.protocol != "nfs" or nfs is None or not nfs.options.strip():
        return
    opts = _mount_options(nfs.options)
    problems: list[str] = []
    if "hard" not in opts or "soft" in opts:
        problems.append("not a hard mount")
    if "nointr" not in opts or "intr" in opts:
        problems.append("not nointr")
    if "udp" in opts or opts.get("proto") == "udp" or ("tcp" not in opts and opts.get("proto") != "tcp"):
        problems.append("not over TCP")
    for key in ("rsize", "wsize"):
        size = _int(opts.get(key))
        if size is None or size < 32768:
            problems.append(f"{key}={opts.get(key, 'unset')}")
    if opts.get("actimeo") != "0" and "noac" not in opts:
        problems.append("attribute caching not disabled (actimeo=0)")
    timeo = _int(opts.get("timeo"))
    if timeo is None or timeo < 600:
        problems.append(f"timeo={opts.get('timeo', 'unset')}")
    if problems:
        yield Hit(
            paths=["/storage/nfs/options"],
            message=f"NFS mount options '{nfs.options}' differ from the study's datafile options: "
                    f"{'; '.join(problems)}.",
            patch=[_set("/storage/nfs/options", V.NFS_DATAFILE_OPTIONS.value)],
        )


@rule(
    id="ST036", slug="fc-hba-beat-iscsi-hba",
    title="Fibre Channel HBAs were slightly faster than iSCSI HBAs",
    severity="advice", category="storage",
    rationale="""
With ASM on the same filers, QLA2342 FC HBAs gave a little more throughput than QLA4010 iSCSI HBAs, as the study
expected; FC costs more (HBAs and FC switches). The FC set-ups also used the least system CPU.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, ASM, OLTP: QLA2342 FC HBAs 34,432 OETs vs QLA4010 iSCSI HBAs 33,586 OETs,
about 2.5 % higher.
""",
    sources=[S.FC_HBA, SEC_RESULTS],
    policy="gain",
    fields=["/platform/architecture", "/storage/protocol"],
    upside=Upside(metric="order entry transactions per minute", percent=2.5,
                  context="3-node x86 RAC, RHEL 3, Oracle 10.1.0.4, ASM: QLA2342 FC HBAs (34,432 OETs) vs QLA4010 "
                          "iSCSI HBAs (33,586 OETs)"),
    description="""
Fires on x86 when the shared disks are attached through iSCSI HBAs. Fibre Channel was faster in the study, at a higher
price.

Problematic:

```json
{"storage": {"protocol": "iscsi_hba"}}
```

Faster in the study:

```json
{"storage": {"protocol": "fc_hba", "hba": {"queue_depth": 128}}}
```
""",
    tags=TAGS,
)
def _st036(t: Topology) -> Iterator[Hit]:
    if _x86(t) and t.storage.protocol == "iscsi_hba":
        yield Hit(
            paths=["/storage/protocol"],
            message="iSCSI HBAs: with ASM the study's FC HBAs reached 34,432 OETs against 33,586 (about 2.5 % more).",
        )


# --------------------------------------------------------------------------------------------------------------
# OCR and voting on NFS
# --------------------------------------------------------------------------------------------------------------

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


# --------------------------------------------------------------------------------------------------------------
# Interconnect, kernel, server processes
# --------------------------------------------------------------------------------------------------------------

@rule(
    id="IC030", slug="ethernet-mtu-above-8000-caution",
    title="Ethernet MTU above 8000 on Linux: treat jumbo frames as a tunable",
    severity="warning", category="interconnect",
    rationale="""
After the study was written, MTUs above 8000 were reported to reduce network throughput in some Linux environments.
The study did not see this with its jumbo-frame interconnect, but says caution should be exercised: jumbo frames
should be treated as a tunable, measured for the actual database and load.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Gigabit Ethernet interconnect with jumbo frames: no degradation observed in the study;
the caution rests on later reports (Appendix G).
""",
    sources=[SEC_APP_G],
    policy="not_recommended",
    fields=["/platform/architecture", "/interconnect/type", "/interconnect/mtu"],
    description="""
Fires on x86 when the interconnect is Ethernet (Gigabit or 10 Gigabit) with an MTU above 8000. Benchmark the
interconnect with and without jumbo frames before settling on a value.

Worth measuring:

```json
{"interconnect": {"type": "gigabit_ethernet", "mtu": 9000}}
```

No caution:

```json
{"interconnect": {"type": "gigabit_ethernet", "mtu": 1500}}
```
""",
    tags=TAGS,
)
def _ic030(t: Topology) -> Iterator[Hit]:
    ic = t.interconnect
    if _x86(t) and ic.type in ("gigabit_ethernet", "10gbe") and ic.mtu > 8000:
        yield Hit(
            paths=["/interconnect/mtu"],
            message=f"Interconnect MTU {ic.mtu}: MTUs above 8000 have been reported to lower throughput in some "
                    "Linux environments; measure it for your load.",
        )


@rule(
    id="KN030", slug="shm-limits-below-sga",
    title="Shared memory limits must grow with the SGA",
    severity="error", category="kernel",
    rationale="""
To run the larger SGA the study had to raise the shared memory kernel parameters as well: kernel.shmmax to 4000000000
bytes and kernel.shmall to 3282294 pages (Appendix C; the attach-address procedure asks for at least 3000000000).
A kernel.shmmax or kernel.shmall set below the planned SGA does not leave room for it, and with a lowered attach
address kernel.shmmax should be at least 3000000000.
""",
    evidence="""
3-node x86 RAC with 4 GB per node, RHEL 3 U4, Oracle 10.1.0.4: the SGA went from 1152 MB to 2512 MB (+24 %) with the
shared memory parameters raised proportionately.
""",
    sources=[S.SGA_SIZE_001, S.SYSCTL_APPENDIX, S.SGA_ATTACH],
    policy="fails",
    fields=["/platform/architecture", "/database/sga_target_mb", "/database/sga_max_size_mb",
            "/database/sga_attach_address", "/kernel/sysctl"],
    fix="Raise kernel.shmmax and kernel.shmall to at least the study's values and the SGA size.",
    description="""
Fires on x86 when `kernel.sysctl` sets `kernel.shmmax` (bytes) or `kernel.shmall` (4 KB pages) below the larger of
`sga_target` and `sga_max_size`, or - on 32-bit x86 with a lowered `sga_attach_address` - sets `kernel.shmmax` below
the 3000000000 of the attach-address procedure.

Problematic:

```json
{"database": {"sga_max_size_mb": 2512}, "kernel": {"sysctl": {"kernel.shmmax": 2147483648}}}
```

As in the study:

```json
{"database": {"sga_max_size_mb": 2512}, "kernel": {"sysctl": {"kernel.shmmax": 4000000000, "kernel.shmall": 3282294}}}
```
""",
    tags=TAGS,
)
def _kn030(t: Topology) -> Iterator[Hit]:
    sga = _sga_mb(t)
    if not _x86(t) or sga is None:
        return
    need = sga * 1024 * 1024
    relinked = t.platform.architecture == "x86" and bool(t.database.sga_attach_address)
    problems: list[str] = []
    patch: list[dict[str, Any]] = []
    for key, unit in (("kernel.shmmax", 1), ("kernel.shmall", V.PAGE_BYTES.value)):
        if key not in t.kernel.sysctl:
            continue
        values = _numbers(t.kernel.sysctl[key])
        if not values:
            continue
        have = values[0] * unit
        short_of_sga = have < need
        short_of_relink = key == "kernel.shmmax" and relinked and have < V.SGA_ATTACH_SHMMAX.value
        if not (short_of_sga or short_of_relink):
            continue
        if key == "kernel.shmmax":
            floor = max(need, V.SYSCTL_APPENDIX_C.value[key][0])
        else:
            floor = max(-(-need // V.PAGE_BYTES.value), V.SYSCTL_APPENDIX_C.value[key][0])
        reason = (f"less than the {sga} MB SGA" if short_of_sga else
                  f"below the {V.SGA_ATTACH_SHMMAX.value} the attach-address procedure asks for")
        problems.append(f"{key}={values[0]} allows {have // (1024 * 1024)} MB of shared memory, {reason}")
        patch.append(_set(_ptr(key), floor))
    if problems:
        yield Hit(paths=["/kernel/sysctl"], message="; ".join(problems) + ".", patch=patch)


@rule(
    id="KN031", slug="sysctl-below-study-table",
    title="sysctl values below the study's /etc/sysctl.conf table",
    severity="info", category="kernel",
    rationale="""
All six set-ups ran with the same kernel settings (Appendix C): shared memory, semaphores, file handles, message
queues, the local port range, and network buffers of 256 KB for NFS and the interconnect. The study did not measure
the settings one by one; lower values are a departure from the tested configuration. Appendix C labels most of them
"Required for Oracle", but study 002 scaled to 10 nodes with lower kernel.sem and fs.file-max values (KN050), so a
lower value is not known to fail.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, every storage set-up: kernel.shmmax 4000000000, kernel.shmall 3282294,
kernel.shmmni 4096, kernel.sem 1000 32000 100 142, fs.file-max 327679, ip_local_port_range 1024 65000,
kernel.msgmnb 65535, kernel.msgmni 2878, kernel.msgmax 8192, net.core.{r,w}mem_{max,default} 262144,
tcp_rmem 4096 87380 8388608, tcp_wmem 4096 65536 8388608, tcp_mem 4096 4096 4096.
""",
    sources=[S.SYSCTL_APPENDIX, SEC_TEST1],
    policy="context",
    fields=["/platform/architecture", "/kernel/sysctl"],
    fix="Raise the listed sysctl values to the study's Appendix C settings.",
    description="""
Fires on x86 for each `kernel.sysctl` override that is lower than the study's value (multi-value keys such as
`kernel.sem` are compared field by field; the local port range fires when it is narrower than 1024-65000). The
message queue limits, which Appendix C labels "Recommended for Oracle", are KN032's.

Lower than the study:

```json
{"kernel": {"sysctl": {"kernel.sem": "250 32000 100 128", "net.core.rmem_max": 131071}}}
```

As in the study:

```json
{"kernel": {"sysctl": {"kernel.sem": "1000 32000 100 142", "net.core.rmem_max": 262144}}}
```
""",
    tags=TAGS,
)
def _kn031(t: Topology) -> Iterator[Hit]:
    if not _x86(t):
        return
    table = V.SYSCTL_APPENDIX_C.value
    problems: list[str] = []
    patch: list[dict[str, Any]] = []
    for key, value in sorted(t.kernel.sysctl.items()):
        current = _numbers(value)
        if not current:
            continue
        if key == V.PORT_RANGE_KEY:
            low, high = APPENDIX_C_PORT_RANGE
            if len(current) != 2 or (current[0] <= low and current[1] >= high):
                continue
            fixed: tuple[int, ...] = (min(current[0], low), max(current[1], high))
            study = " ".join(str(w) for w in APPENDIX_C_PORT_RANGE)
        elif key in table and key not in RECOMMENDED_MSG_KEYS:
            wanted = table[key]
            if len(current) != len(wanted) or all(c >= w for c, w in zip(current, wanted, strict=True)):
                continue
            fixed = tuple(max(c, w) for c, w in zip(current, wanted, strict=True))
            study = " ".join(str(w) for w in wanted)
        else:
            continue
        problems.append(f"{key}={value} (study: {study})")
        patch.append(_set(_ptr(key), fixed[0] if len(fixed) == 1 else " ".join(str(v) for v in fixed)))
    if problems:
        yield Hit(
            paths=["/kernel/sysctl"],
            message=f"Below the study's /etc/sysctl.conf values: {', '.join(problems)}.",
            patch=patch,
        )


@rule(
    id="KN032", slug="message-queue-limits-recommended",
    title="Message queue limits below the values study 001 recommends for Oracle",
    severity="warning", category="kernel",
    rationale="""
Appendix C labels three of its /etc/sysctl.conf entries "Recommended for Oracle": kernel.msgmnb 65535 (bytes per
message queue), kernel.msgmni 2878 (message queue identifiers) and kernel.msgmax 8192 (size of a message). Every
storage set-up of the study ran with them. A plan that overrides them with lower values departs from a
recommendation, not only from the lab's table.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, all six storage set-ups: kernel.msgmnb 65535, kernel.msgmni 2878,
kernel.msgmax 8192. The study measured no run with lower values.
""",
    sources=[S.SYSCTL_APPENDIX],
    policy="not_recommended",
    fields=["/platform/architecture", "/kernel/sysctl"],
    fix="Raise kernel.msgmnb, kernel.msgmni and kernel.msgmax to at least 65535, 2878 and 8192.",
    description="""
Fires on x86 and x86_64 when `kernel.sysctl` sets `kernel.msgmnb`, `kernel.msgmni` or `kernel.msgmax` below the
study's recommended value. Keys the plan does not set are not reported (the distribution's defaults apply). No
other study names these limits, so System z plans are not held to them.

Below the recommendation:

```json
{"kernel": {"sysctl": {"kernel.msgmni": 16}}}
```

As recommended:

```json
{"kernel": {"sysctl": {"kernel.msgmnb": 65535, "kernel.msgmni": 2878, "kernel.msgmax": 8192}}}
```
""",
    tags=TAGS,
)
def _kn032(t: Topology) -> Iterator[Hit]:
    if not _x86(t):
        return
    table = V.SYSCTL_APPENDIX_C.value
    problems: list[str] = []
    patch: list[dict[str, Any]] = []
    for key in RECOMMENDED_MSG_KEYS:
        if key not in t.kernel.sysctl:
            continue
        current = _numbers(t.kernel.sysctl[key])
        wanted = table[key][0]
        if current and len(current) == 1 and current[0] < wanted:
            problems.append(f"{key}={current[0]} (recommended: {wanted})")
            patch.append(_set(_ptr(key), wanted))
    if problems:
        yield Hit(
            paths=["/kernel/sysctl"],
            message=f"Below the values study 001 recommends for Oracle: {', '.join(problems)}.",
            patch=patch,
        )


@rule(
    id="SV030", slug="raise-lms-priority",
    title="Raise the scheduling priority of the LMS processes",
    severity="advice", category="server",
    rationale="""
On the CPU-bound x86 nodes the LMS processes (global cache service: cache coherency and block transfers between
instances) used a lot of CPU and the load was unbalanced across nodes. Renicing both LMS processes on every node from
0 to -20 gave the largest single gain of the tuning series. The plan records the nice value in `server.lms_nice`, and
the bundle's lms-priority script applies it.
""",
    evidence="""
3-node Dell PowerEdge 2650 RAC, RHEL 3 U4, Oracle 10.1.0.4, ASM on software iSCSI, OLTP, SGA 2512 MB. Tuning
iteration 2: `renice -20` on the 2 ora_lms processes per node: about +32 % throughput, host CPU then at 90-95 %.
""",
    sources=[S.LMS_TUNING],
    policy="gain",
    fields=["/platform/architecture", "/workload/type", "/nodes", "/server/lms_nice"],
    fix="Set the ora_lms nice value to -20 on every node.",
    upside=Upside(metric="order entry transactions per minute", percent=32.0,
                  context="3-node x86 RAC, RHEL 3, Oracle 10.1.0.4, ASM on software iSCSI: nice value of the "
                          "ora_lms processes 0 -> -20 (tuning iteration 2)"),
    description="""
Fires for an OLTP RAC plan (two or more nodes) on x86 whose `server.lms_nice` is unset (the default 0) or above
-20. After each instance start, the bundle's `lms-priority.sh` renices the LMS processes on each node; re-apply it
whenever the instance restarts. A single-node plan does not get the advice.

Plan that gets the advice:

```json
{"platform": {"architecture": "x86"}, "server": {"lms_nice": 0}}
```

As tuned in the study:

```json
{"platform": {"architecture": "x86"}, "server": {"lms_nice": -20}}
```
""",
    tags=TAGS,
)
def _sv030(t: Topology) -> Iterator[Hit]:
    nice = t.server.lms_nice
    if _x86(t) and t.is_rac and t.workload.type == "oltp" and (nice is None or nice > V.LMS_NICE.value):
        yield Hit(
            paths=["/server/lms_nice"],
            message=f"{len(t.nodes)}-node RAC on {t.platform.architecture} with the ora_lms nice value at "
                    f"{nice if nice is not None else 'its default 0'}: renicing them from 0 to {V.LMS_NICE.value} "
                    "gave about 32 % more throughput in the study.",
            patch=[_set("/server/lms_nice", V.LMS_NICE.value)],
        )
