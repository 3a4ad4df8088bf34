"""Study 001's rules: interconnect, kernel, server processes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from apps.rules.engine import Hit, Upside, rule
from apps.rules.reach import within
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import (
    APPENDIX_C_ENTRIES,
    APPENDIX_C_PORT_RANGE,
    RECOMMENDED_MSG_KEYS,
    SEC_APP_G,
    SEC_TEST1,
    TAGS,
    _numbers,
    _ptr,
    _set,
    _sga_mb,
    _x86,
)


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
    platforms=("x86", "x86_64"),
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
    platforms=("x86",),
)
def _kn031(t: Topology) -> Iterator[Hit]:
    # The table is the lab's sysctl.conf and its entries carry over nowhere: study 002 scaled to 10 nodes on RHEL 4
    # with lower values, so only a plan of the lab's own set-up is told it departs from the table.
    if not within(t, *APPENDIX_C_ENTRIES):
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
    platforms=("x86", "x86_64"),
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
