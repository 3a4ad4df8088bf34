"""Study 001's rules: tuning iterations (Section 2, Table 1)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from apps.rules.engine import Hit, Upside, rule
from apps.rules.reach import within
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import (
    ATTACH_ADDRESS,
    BLOCK_PROTOCOLS,
    DEFAULT_SGA_MB,
    PTPC_ONE_PROTOCOLS,
    SEC_BASELINE,
    SEC_TEST1,
    SEC_TEST6,
    TAGS,
    TUNED_CACHE_MB,
    TUNED_SGA_MB,
    _beyond_lab,
    _numbers,
    _ptr,
    _set,
    _sga_mb,
    _x86,
)


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
    platforms=("x86", "x86_64"),
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
    # Measured in the lab only (001-018, 001-075 carry over nowhere): study 002's OLTP RAC never set it.
    if within(t, "001-018", "001-075") and t.workload.type == "oltp" and (value is None or value > 0):
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
    # The best value of the lab's block-storage tests (001-018, 001-033, 001-076), which carry over nowhere.
    if within(t, "001-018", "001-033", "001-076") and t.workload.type == "oltp" \
            and t.storage.protocol in BLOCK_PROTOCOLS and (value is None or value < 2):
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
