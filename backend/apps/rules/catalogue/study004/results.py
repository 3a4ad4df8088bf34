"""Study 004's rules: result-side rules."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, ResultContext, Upside, rule
from apps.studies import S004, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import (
    FCP_IFLS,
    LOG_EVENTS,
    STUDY_SGA_MB,
    STUDY_SMALL_SGA_HIT_PCT,
    TOP_N,
    _carried,
    _distro,
    _hyperpav_supported,
    _logs_with_data,
    _number,
    _sga_mb,
    _user_io_dominant,
    _without_parallel_access,
)


@rule(
    id="RS083", slug="log-waits-with-logs-in-data-group",
    title="Log waits among the top events while the logs share the data disk group",
    severity="warning", category="results", kind="result",
    rationale="""
When 'log file sync' or 'log file parallel write' ranks among the top timed events, commits are waiting for the
log writer. If the linked plan keeps the redo logs in the data disk group, the random data I/O is spoiling the
sequential log writes; a separate disk group for the logs addresses exactly that.
""",
    evidence="""
z196 LPAR, Oracle 10gR2 + ASM on ECKD, OLTP: separating the logs into their own disk group on two additional
disks reduced the share of time in 'log file sync' by 98% and in 'log file parallel write' by 80%.
""",
    sources=[S.REDO_GROUP, Cite(S004, "Monitoring tools")],
    policy="degrades",
    fields=["/top_events/*/name", "/shared_disks/manager", "/shared_disks/disk_groups/*/purpose",
            "/shared_disks/disk_groups/*/disks"],
    tags=("asm", "redo", "logs", "awr"),
    description="""
Fires when 'log file sync' or 'log file parallel write' is among the first five top timed events of a run whose
linked plan keeps the logs with the data (see SD075). Without a linked plan the rule stays silent, since the log
placement is unknown.

Problematic: top events `[{"name": "db file sequential read"}, {"name": "log file sync"}]` with

```json
{"shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATA", "purpose": "mixed", "disks": ["d1", "d2"]}]}}
```

Correct layout:

```json
{"shared_disks": {"manager": "asm", "disk_groups": [{"name": "DATA", "purpose": "data", "disks": ["d1", "d2"]},
                                                    {"name": "REDO", "purpose": "redo", "disks": ["r1", "r2"]}]}}
```
""",
)
def _rs083(ctx: ResultContext) -> Iterator[Hit]:
    if ctx.topology is None:
        return
    found = _logs_with_data(ctx.topology)
    if found is None:
        return
    for i, ev in enumerate(ctx.top_events[:TOP_N]):
        if not isinstance(ev, dict):
            continue
        name = str(ev.get("name", "")).strip()
        if name.lower() not in LOG_EVENTS:
            continue
        pct = _number(ev.get("pct_db_time"))
        share = f" ({pct:g}% of DB time)" if pct is not None else ""
        yield Hit(
            paths=[f"/top_events/{i}"],
            message=f"'{name}' is top event #{i + 1}{share} while {found[1]}. A separate log disk group on two "
                    f"dedicated disks cut 'log file sync' time by 98% in the study."
                    + _carried(ctx.topology, "redo's sequential writes and data's random I/O clash on any platform"),
        )


@rule(
    id="RS084", slug="user-io-bound-eckd-without-hyperpav",
    title="User I/O dominates on ECKD disks without HyperPAV",
    severity="warning", category="results", kind="result",
    rationale="""
A run whose waits are dominated by the User I/O class is limited by disk reads. On ECKD without alias devices,
requests to the same disk queue in the device driver (subchannel busy); HyperPAV lets them run in parallel.
""",
    evidence="""
z196 LPAR, Oracle + ASM on 10 mod27 DASD over 2 LCUs, OLTP: User I/O made up nearly all wait time; with 20
HyperPAV aliases (summed over both LCUs) the transactional throughput rose by more than 40%, the disk I/O throughput
with it, and in the DASD statistics a peak of requests under 0.5 ms appeared (already with 10 aliases) while the
1-2 ms queueing peak shrank.
""",
    sources=[S.USER_SCALING_10G, S.HYPERPAV_11G, S.DASD_EXECUTION_TIMES, S.EXECUTIVE_SUMMARY_004, S.MULTIPATH_SUMMARY,
             Cite(S004, "Disk I/O throughput when scaling the amount of workload generating users")],
    policy="degrades",
    fields=["/metrics/wait_class_shares", "/top_events/*/wait_class", "/storage/protocol", "/storage/eckd/pav",
            "/storage/eckd/aliases_per_lcu"],
    tags=("hyperpav", "eckd", "awr"),
    description="""
Fires when User I/O is the largest wait class (from `metrics.wait_class_shares`, or else the first non-CPU top
event) and the linked plan uses ECKD disks without alias devices (see ST071).

Problematic: `{"wait_class_shares": {"User I/O": 92.0, "Commit": 4.0}}` with

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "none", "aliases_per_lcu": 0}}}
```

Correct plan:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10, "lcus": 2}}}
```
""",
)
def _rs084(ctx: ResultContext) -> Iterator[Hit]:
    if ctx.topology is None:
        return
    cause = _without_parallel_access(ctx.topology)
    if cause is None:
        return
    dominant = _user_io_dominant(ctx)
    if dominant is None:
        return
    path, what = dominant
    hint = "" if _hyperpav_supported(ctx.topology) else f" ({_distro(ctx.topology)} has no HyperPAV support; see ST070)"
    yield Hit(
        paths=[path],
        message=f"The run is disk-bound ({what}) on ECKD disks without alias devices ({cause[1]}); HyperPAV raised "
                f"throughput by more than 40% in the study{hint}."
                + _carried(ctx.topology, "ECKD serves one request per subchannel on every LPAR"),
    )


@rule(
    id="RS085", slug="user-io-bound-small-sga",
    title="User I/O dominates with a small SGA",
    severity="advice", category="results", kind="result",
    rationale="""
When most wait time is User I/O and the buffer cache is small (or its hit ratio is low), the database is reading
from disk what a larger SGA would keep in memory. The study shrank the SGA on purpose to make its workload
disk-bound; for production the same numbers show what a larger SGA buys.
""",
    evidence="""
z196 LPAR, 16 GiB memory, Oracle 10gR2 + ASM on ECKD, OLTP: going from a 6 GiB to a 4 GiB SGA lowered the buffer
hit ratio from 99.6% to 98.5%, increased User I/O wait time by 8% and cost 13% of the transactional throughput
(so 6 GiB gave about 15% more than 4 GiB; the upside below keeps the study's own 13%).
""",
    sources=[Cite(S004, "Oracle 10g: scaling the SGA size"),
             Cite(S004, "Buffer hit ratio and wait times for the class User I/O")],
    policy="gain",
    fields=["/metrics/wait_class_shares", "/metrics/buffer_hit_pct", "/top_events/*/wait_class",
            "/database/sga_target_mb", "/database/sga_max_size_mb"],
    upside=Upside(metric="transactional throughput", percent=13.0,
                  context="z196 LPAR, 16 GiB, Oracle 10.2.0.5 + ASM on ECKD, OLTP; 6 GiB SGA against 4 GiB"),
    tags=("sga", "awr"),
    description="""
Fires when User I/O is the largest wait class and either the linked plan's SGA (`sga_target_mb`, else
`sga_max_size_mb`) is at most the study's 4096 MB, or the run's `metrics.buffer_hit_pct` is at or below 98.5%
(the hit ratio of the study's 4 GiB SGA). Consider a larger SGA if memory allows.

Problematic: `{"buffer_hit_pct": 98.5, "wait_class_shares": {"User I/O": 90.0}}` with

```json
{"database": {"sga_target_mb": 4096}}
```

Better, where the memory is there:

```json
{"database": {"sga_target_mb": 6144}}
```
""",
)
def _rs085(ctx: ResultContext) -> Iterator[Hit]:
    dominant = _user_io_dominant(ctx)
    if dominant is None:
        return
    reasons, paths = [], [dominant[0]]
    hit = _number(ctx.metrics.get("buffer_hit_pct"))
    if hit is not None and hit <= STUDY_SMALL_SGA_HIT_PCT:
        reasons.append(f"buffer hit ratio {hit:g}%")
        paths.append("/metrics/buffer_hit_pct")
    sga = _sga_mb(ctx.topology) if ctx.topology is not None else None
    if sga is not None and sga <= STUDY_SGA_MB:
        reasons.append(f"SGA of {sga} MB in the linked plan")
    if not reasons:
        return
    yield Hit(
        paths=paths,
        message=f"The run is disk-bound ({dominant[1]}) with {' and '.join(reasons)}; in the study a 4 GiB SGA "
                f"instead of 6 GiB lowered the hit ratio from 99.6% to 98.5% and the throughput by 13%."
                + _carried(ctx.topology, "each instance's buffer cache works the same way"),
    )


@rule(
    id="RS086", slug="fcp-run-cpu-bound",
    title="FCP run saturates fewer than 6 IFLs",
    severity="advice", category="results", kind="result",
    rationale="""
FCP disk I/O is driven by the Linux CPUs. If the run's CPU utilisation is at or above 90% on an FCP plan with fewer
than 6 IFLs, the throughput is limited by CPU rather than by the disks.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM on FCP, OLTP: with 4 IFLs the CPUs were fully used and no multipath setting made a
difference; with 6 IFLs (up to 90% busy) throughput rose by 50%, and 8 IFLs added only slightly more.
""",
    sources=[S.MULTIPATH_OPTIONS, S.NORMALIZED_THROUGHPUT_004, S.MULTIPATH_SUMMARY],
    policy="gain",
    fields=["/metrics/cpu_util_pct", "/storage/protocol", "/nodes/*/cpus"],
    upside=Upside(metric="transactional throughput", percent=50.0,
                  context="z196 LPAR, Oracle 11.2.0.2 + ASM on FCP multibus rr_min_io 100, OLTP; 6 IFLs against 4"),
    tags=("fcp", "cpu", "sar"),
    description="""
Fires when `metrics.cpu_util_pct` is 90 or more and the linked plan uses FCP disks with a node of fewer than
6 IFLs.

Problematic: `{"cpu_util_pct": 99.0}` with

```json
{"storage": {"protocol": "fcp"}, "nodes": [{"hostname": "orazdb1", "cpus": 4}]}
```

Correct plan:

```json
{"storage": {"protocol": "fcp"}, "nodes": [{"hostname": "orazdb1", "cpus": 6}]}
```
""",
)
def _rs086(ctx: ResultContext) -> Iterator[Hit]:
    t = ctx.topology
    if t is None or t.storage.protocol != "fcp":
        return
    cpu = _number(ctx.metrics.get("cpu_util_pct"))
    if cpu is None or cpu < 90:
        return
    small = [n for n in t.nodes if n.cpus < FCP_IFLS]
    if not small:
        return
    yield Hit(
        paths=["/metrics/cpu_util_pct"],
        message=f"CPU utilisation {cpu:g}% on FCP disks with {', '.join(f'{n.hostname}: {n.cpus} IFLs' for n in small)}"
                f"; in the study 4 IFLs were saturated and 6 IFLs gave 50% more throughput."
                + _carried(t, "each node drives its own FCP I/O on its own IFLs"),
    )




@rule(
    id="SD076", slug="udev-mode-other-than-0660", title="Shared-disk udev mode other than the studies' 0660",
    severity="info", category="shared_disks",
    rationale="""
The study's udev rules give the disks ASM uses to oracle:dba with read and write access (MODE "0660") at every boot.
A different mode either takes access away from the oracle owner or the dba group, or opens the database disks to
every user of the system.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, Oracle 11gR2 with ASM on ECKD and FCP disks: /etc/udev/rules.d/98-oracle.permissions.rules with
OWNER="oracle", GROUP="dba", MODE="0660" for each disk partition (study 000 used the same mode on z10).
""",
    sources=[S.DISK_PERMISSIONS],
    policy="context",
    fields=["/shared_disks/manager", "/shared_disks/udev_mode"],
    fix="Set the udev mode of the shared disks to 0660.",
    tags=("udev", "asm"),
    description="""
Informational: fires for ASM or raw-device plans on block storage whose `shared_disks.udev_mode` is not 0660. The
bundle's `98-oracle.permissions.rules` writes the plan's mode.

Flagged:

```json
{"shared_disks": {"manager": "asm", "udev_mode": "0666"}}
```

As in the study:

```json
{"shared_disks": {"manager": "asm", "udev_mode": "0660"}}
```
""",
)
def _sd076(t: Topology) -> Iterator[Hit]:
    mode, study_mode = t.shared_disks.udev_mode, V.UDEV_MODE.value
    if t.shared_disks.manager not in ("asm", "raw") or t.storage.protocol == "nfs" or mode.zfill(4) == study_mode:
        return
    yield Hit(
        paths=["/shared_disks/udev_mode"],
        message=f"The shared disks get mode {mode}; the study's udev rules gave oracle:dba read and write access "
                f"({study_mode}) and nobody else any.",
        patch=[{"op": "replace", "path": "/shared_disks/udev_mode", "value": study_mode}],
    )


@rule(
    id="SD077", slug="asm-not-started-at-boot", title="ASM is not started at boot from /etc/oratab",
    severity="info", category="shared_disks",
    rationale="""
So that ASM came up by itself at boot, the study set the ASM entry of /etc/oratab to Y, pointing at the home ASM ran
from (the clusterware home with 11gR2). With N, ASM and every database on it wait for someone to start them.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, Oracle 11gR2 Grid Infrastructure: /etc/oratab holds "+ASM:<$CRS_HOME>:Y".
""",
    sources=[S.ASM_START],
    policy="context",
    fields=["/shared_disks/manager", "/shared_disks/asm_autostart"],
    fix="Start ASM at boot (Y in /etc/oratab).",
    tags=("asm", "oratab"),
    description="""
Informational: fires for ASM plans with `shared_disks.asm_autostart` false. The bundle's `/etc/oratab` writes Y or N
from the plan.

Flagged:

```json
{"shared_disks": {"manager": "asm", "asm_autostart": false}}
```

As in the study:

```json
{"shared_disks": {"manager": "asm", "asm_autostart": true}}
```
""",
)
def _sd077(t: Topology) -> Iterator[Hit]:
    if t.shared_disks.manager == "asm" and not t.shared_disks.asm_autostart:
        yield Hit(
            paths=["/shared_disks/asm_autostart"],
            message="ASM is not started at boot; the study set its /etc/oratab entry to Y so that ASM came up "
                    "by itself.",
            patch=[{"op": "replace", "path": "/shared_disks/asm_autostart", "value": True}],
        )
