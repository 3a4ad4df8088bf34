"""Rules from study 004: disk I/O connectivity for Oracle on Linux on System z196 (ECKD with HyperPAV versus FCP).

The study ran a stand-alone Oracle database (Grid infrastructure + ASM, one z196 LPAR, SLES 11 SP1) with an OLTP
workload that was kept deliberately disk-bound (4 GiB SGA), and varied the storage attachment: HyperPAV aliases on
ECKD, multipath policies and ``rr_min_io`` on FCP, log placement in ASM, and Oracle 10gR2 against 11gR2.
Every number quoted below comes from that study.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any

from apps.rules.engine import Hit, ResultContext, Upside, rule
from apps.studies import S004, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

# ---------------------------------------------------------------------------------------------------------------
# Facts from the study, in one place.

# HyperPAV on Linux on System z: RHEL 6.0, SLES 10 SP4, SLES 11 and RHEL 5.9 onwards (section "HyperPAV").
HYPERPAV_MIN = {"sles": {10: 4, 11: 0}, "rhel": {5: 9, 6: 0}}
HYPERPAV_FIRST_MAJOR = {"sles": 11, "rhel": 6}
# A logical control unit addresses at most 256 devices (00-ff); aliases use what the base devices leave free.
LCU_ADDRESSES = 256
# 10 to 20 HyperPAV aliases per LCU were a good number for the OLTP workload.
ALIASES_LOW, ALIASES_HIGH = V.ALIASES_PER_LCU_GOOD_RANGE.value
# Multibus: the best rr_min_io was between 100 and 500; the study recommends 100.
RR_MIN_IO_LOW, RR_MIN_IO_HIGH = V.RR_MIN_IO_BEST_RANGE.value
RR_MIN_IO_BEST = V.RR_MIN_IO.value
# The study's FCP setup used four paths per disk (four FCP channels, four paths in `multipath -l`).
STUDY_FCP_PATHS = 4
# With FCP, 4 IFLs were saturated; 6 IFLs were the measured remedy.
FCP_IFLS = 6
# The study's Oracle 11g level.
STUDY_11G = "11.2.0.2"
# The I/O-dependent SGA size of the study, and its buffer hit ratio.
STUDY_SGA_MB = 4096
STUDY_SMALL_SGA_HIT_PCT = 98.5
LOG_EVENTS = ("log file sync", "log file parallel write")
TOP_N = 5


def _carried(t: Topology | None, reason: str) -> str:
    """The note a finding adds when the plan lies outside the study's single z196 LPAR: where the measurement was
    taken and why it still applies (issue 26: a statement is applied where its reason carries over, and says so)."""
    if t is None:
        return ""
    where = []
    if t.is_rac:
        where.append(f"each node of this {len(t.nodes)}-node RAC")
    if not t.platform.is_system_z:
        where.append(f"this {t.platform.architecture} plan")
    if not where:
        return ""
    return f" Measured on a z196 single instance; applied to {' and '.join(where)} because {reason}."


def _hyperpav_supported(t: Topology) -> bool:
    c = t.cluster
    first = HYPERPAV_FIRST_MAJOR[c.distribution]
    if c.distribution_version >= first:
        return True
    minimum = HYPERPAV_MIN[c.distribution].get(c.distribution_version)
    return minimum is not None and c.distribution_update >= minimum


def _distro(t: Topology) -> str:
    c = t.cluster
    if c.distribution == "sles":
        return f"SLES {c.distribution_version}" + (f" SP{c.distribution_update}" if c.distribution_update else "")
    return f"RHEL {c.distribution_version}.{c.distribution_update}"


def _eckd(t: Topology):
    return t.storage.eckd if t.storage.protocol == "eckd" else None


def _multipath(t: Topology):
    """The FCP block when FCP disks are used with more than one path (so the multipath daemon is in play)."""
    fcp = t.storage.fcp if t.storage.protocol == "fcp" else None
    return fcp if fcp is not None and fcp.paths_per_disk > 1 else None


def _without_parallel_access(t: Topology) -> tuple[str, str] | None:
    """(JSON pointer, description) when ECKD disks are used with no alias devices at all."""
    eckd = _eckd(t)
    if eckd is None:
        return None
    if eckd.pav == "none":
        return "/storage/eckd/pav", "pav is 'none'"
    if eckd.aliases_per_lcu == 0:
        return "/storage/eckd/aliases_per_lcu", f"pav is '{eckd.pav}' but aliases_per_lcu is 0"
    return None


def _logs_with_data(t: Topology) -> tuple[list[str], str] | None:
    """Where an ASM layout lets redo logs share disks with data: (JSON pointers, explanation), else None."""
    sd = t.shared_disks
    if sd.manager != "asm" or not sd.disk_groups:
        return None
    groups = sd.disk_groups
    redo = [(i, g) for i, g in enumerate(groups) if g.purpose == "redo"]
    if not redo:
        mixed = [i for i, g in enumerate(groups) if g.purpose == "mixed"]
        names = ", ".join(g.name for g in groups)
        if mixed:
            return ([f"/shared_disks/disk_groups/{i}/purpose" for i in mixed],
                    f"disk group(s) {', '.join(groups[i].name for i in mixed)} are 'mixed' (logs with data) and "
                    f"no disk group has purpose 'redo' (groups: {names})")
        return ["/shared_disks/disk_groups"], f"no ASM disk group has purpose 'redo' (groups: {names})"
    other_disks = {d: g.name for g in groups if g.purpose != "redo" for d in g.disks}
    paths, parts = [], []
    for i, g in redo:
        shared = [d for d in g.disks if d in other_disks]
        if shared:
            paths.append(f"/shared_disks/disk_groups/{i}/disks")
            parts.append(f"redo group {g.name} uses disk(s) {', '.join(shared)} that also belong to "
                         f"{', '.join(sorted({other_disks[d] for d in shared}))}")
    return (paths, "; ".join(parts)) if paths else None


def _unique(base: str, taken: set[str]) -> str:
    if base.upper() not in taken:
        return base
    n = 1
    while f"{base}{n}".upper() in taken:
        n += 1
    return f"{base}{n}"


def _redo_group_patch(t: Topology) -> list[dict[str, Any]]:
    """Add two dedicated disks and a REDO disk group for them (the study's layout), and relabel 'mixed' groups."""
    disk_names = {d.name.upper() for d in t.storage.disks}
    sizes = [d.size_gb for d in t.storage.disks]
    size = sorted(sizes)[len(sizes) // 2] if sizes else 20.0
    patch: list[dict[str, Any]] = []
    new = []
    for base in ("redo1", "redo2"):
        name = _unique(base, disk_names)
        disk_names.add(name.upper())
        new.append(name)
        patch.append({"op": "add", "path": "/storage/disks/-", "value": {"name": name, "size_gb": size}})
    groups = t.shared_disks.disk_groups
    group_name = _unique("REDO", {g.name.upper() for g in groups})
    redundancy = groups[0].redundancy if groups else "external"
    for i, g in enumerate(groups):
        if g.purpose == "mixed":
            patch.append({"op": "replace", "path": f"/shared_disks/disk_groups/{i}/purpose", "value": "data"})
    patch.append({"op": "add", "path": "/shared_disks/disk_groups/-",
                  "value": {"name": group_name, "purpose": "redo", "redundancy": redundancy, "disks": new}})
    return patch


def _sga_mb(t: Topology) -> int | None:
    db = t.database
    return db.sga_target_mb if db.sga_target_mb is not None else db.sga_max_size_mb


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str):
        try:
            f = float(value.strip().rstrip("%"))
        except ValueError:
            return None
        return f if math.isfinite(f) else None
    return None


_CPU_EVENTS = {"db cpu", "cpu time"}


def _user_io_dominant(ctx: ResultContext) -> tuple[str, str] | None:
    """(JSON pointer, description) when User I/O is the largest wait class of the run, else None.

    Uses ``metrics.wait_class_shares`` when present; otherwise the first wait event of the Top N list.
    """
    shares = ctx.metrics.get("wait_class_shares")
    if isinstance(shares, dict) and shares:
        values = {str(k): _number(v) for k, v in shares.items()}
        values = {k: v for k, v in values.items() if v is not None and k.strip().lower() not in ("idle", "db cpu")}
        if values:
            top = max(values, key=lambda k: values[k])
            if top.strip().lower() == "user i/o":
                return "/metrics/wait_class_shares", f"User I/O is the largest wait class ({values[top]:g}%)"
            return None
    for i, ev in enumerate(ctx.top_events):
        if not isinstance(ev, dict):
            continue
        name = str(ev.get("name", "")).strip()
        if name.lower() in _CPU_EVENTS:
            continue
        if str(ev.get("wait_class", "")).strip().lower() == "user i/o":
            pct = _number(ev.get("pct_db_time"))
            extra = f", {pct:g}% of DB time" if pct is not None else ""
            return f"/top_events/{i}", f"the top wait event is '{name}' (User I/O{extra})"
        return None
    return None


# ---------------------------------------------------------------------------------------------------------------
# ECKD: HyperPAV and PAV

@rule(
    id="ST070", slug="hyperpav-needs-supported-distribution",
    title="HyperPAV requires SLES 10 SP4, SLES 11, RHEL 5.9 or RHEL 6 or later",
    severity="error", category="storage",
    rationale="""
HyperPAV alias devices are only handled by the DASD driver of distributions that include HyperPAV support on
Linux on System z. The study lists the first levels with that support: SUSE Linux Enterprise Server 10 SP4,
SUSE Linux Enterprise Server 11, Red Hat Enterprise Linux 5.9 and Red Hat Enterprise Linux 6.0. On an earlier
release the planned HyperPAV aliases cannot be used.
""",
    evidence="""
The study's section on HyperPAV gives the supporting releases (RHEL 6.0, SLES 10 SP4, SLES 11, RHEL 5.9). Its own
system ran SLES 11 SP1 on a z196 LPAR, where HyperPAV only had to be enabled in Linux (yast or dasd_configure).
""",
    sources=[S.HYPERPAV],
    policy="fails",
    fields=["/storage/protocol", "/storage/eckd/pav", "/cluster/distribution", "/cluster/distribution_version",
            "/cluster/distribution_update"],
    fix="Move to a distribution level that supports HyperPAV (same major release where possible).",
    tags=("hyperpav", "eckd", "distribution"),
    description="""
Fires when ECKD disks are planned with `pav: "hyperpav"` on a distribution level that predates HyperPAV support
on Linux on System z. Supported levels per the study: SLES 10 SP4 and later service packs, SLES 11 and later,
RHEL 5.9 and later updates, RHEL 6.0 and later.

The fix raises the service pack or update level within the same major release when such a level exists
(SLES 10 → SP4, RHEL 5 → 5.9); otherwise it moves to the study's SLES 11 SP1 or to RHEL 6.0.

Problematic:

```json
{"cluster": {"distribution": "sles", "distribution_version": 10, "distribution_update": 2},
 "storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10}}}
```

Correct:

```json
{"cluster": {"distribution": "sles", "distribution_version": 11, "distribution_update": 1},
 "storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10}}}
```
""",
)
def _st070(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "hyperpav" or _hyperpav_supported(t):
        return
    c = t.cluster
    same_major = HYPERPAV_MIN[c.distribution].get(c.distribution_version)
    if same_major is not None:
        path = "/cluster/distribution_update"
        patch = [{"op": "replace", "path": path, "value": same_major}]
    else:
        path = "/cluster/distribution_version"
        version, update = (11, 1) if c.distribution == "sles" else (6, 0)
        patch = [{"op": "replace", "path": path, "value": version},
                 {"op": "replace", "path": "/cluster/distribution_update", "value": update}]
    yield Hit(
        paths=["/storage/eckd/pav", path],
        message=f"HyperPAV is planned on {_distro(t)}, which has no HyperPAV support on Linux on System z; it "
                f"arrived with SLES 10 SP4, SLES 11, RHEL 5.9 and RHEL 6.0.",
        patch=patch,
    )


@rule(
    id="ST071", slug="eckd-without-alias-devices",
    title="ECKD disks for a database without HyperPAV aliases",
    severity="warning", category="storage",
    rationale="""
An ECKD device (subchannel) accepts one channel program at a time; further requests to the same disk wait in the
device driver queue ('subchannel busy'). Database I/O is highly parallel, so this queueing becomes a bottleneck,
and the larger the disk (mod27 and up) and the more parallel I/O there is, the worse it gets. Alias devices
(HyperPAV, or PAV) let several requests run against one disk at the same time.
""",
    evidence="""
z196 LPAR with 4 IFLs, SLES 11 SP1, Oracle 11gR2 single instance with ASM on 10 mod27 DASD spread over 2 LCUs,
disk-bound OLTP workload (4 GiB SGA): adding 20 HyperPAV aliases (sum over both LCUs) raised transactional and
disk I/O throughput by more than 40%. Without aliases the DASD statistics showed most requests with about four
requests queued ahead of them (peak at 1-2 ms); with 10 aliases very short requests (< 0.5 ms) appeared.
""",
    sources=[Cite(S004, "Objectives"), S.HYPERPAV_11G, S.DASD_EXECUTION_TIMES, S.EXECUTIVE_SUMMARY_004,
             S.MULTIPATH_SUMMARY, S.HYPERPAV],
    policy="degrades",
    fields=["/storage/protocol", "/storage/eckd/pav", "/storage/eckd/aliases_per_lcu", "/storage/eckd/disk_model",
            "/cluster/distribution", "/cluster/distribution_version", "/cluster/distribution_update"],
    fix="Enable HyperPAV with 10 aliases per LCU.",
    upside=Upside(metric="transactional throughput", percent=40.0,
                  context="z196 LPAR, 4 IFLs, Oracle 11.2.0.2 + ASM, OLTP, 10 mod27 DASD on 2 LCUs; 20 HyperPAV "
                          "aliases in total against none"),
    tags=("hyperpav", "eckd"),
    description="""
Fires when the plan attaches its disks through ECKD without any alias device: `pav` is `none`, or PAV/HyperPAV is
selected with `aliases_per_lcu` 0 (which the study's charts treat as the setup without HyperPAV).

The patch enables HyperPAV with 10 aliases per LCU, the lower end of the range the study found good, when the
distribution level supports HyperPAV (see ST070); otherwise only the alias count is offered, or no patch at all.

Problematic:

```json
{"storage": {"protocol": "eckd", "eckd": {"disk_model": "mod27", "pav": "none", "aliases_per_lcu": 0, "lcus": 2}}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"disk_model": "mod27", "pav": "hyperpav", "aliases_per_lcu": 10,
                                          "lcus": 2}}}
```
""",
)
def _st071(t: Topology) -> Iterator[Hit]:
    found = _without_parallel_access(t)
    if found is None:
        return
    path, what = found
    eckd = t.storage.eckd
    patch: list[dict[str, Any]] | None = None
    if eckd.pav == "none":
        if _hyperpav_supported(t):
            patch = [{"op": "replace", "path": "/storage/eckd/pav", "value": "hyperpav"}]
            if eckd.aliases_per_lcu == 0:
                patch.append({"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW})
    elif eckd.pav == "hyperpav" or eckd.pav == "pav":
        patch = [{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW}]
    hint = "" if patch or _hyperpav_supported(t) else f" ({_distro(t)} has no HyperPAV support; see ST070)"
    yield Hit(
        paths=[path],
        message=f"ECKD {eckd.disk_model} disks are planned without alias devices ({what}): parallel requests to "
                f"one disk queue behind each other (subchannel busy). HyperPAV gave more than 40% more throughput "
                f"in the study{hint}." + _carried(t, "ECKD serves one request per subchannel on every LPAR"),
        patch=patch,
    )


@rule(
    id="ST072", slug="hyperpav-aliases-per-lcu",
    title="20 or more HyperPAV aliases per LCU: the measured degradation",
    severity="warning", category="storage",
    rationale="""
HyperPAV aliases form a pool per logical control unit (LCU) shared by all its base devices. Too many add pressure
on the storage server, which then answers some requests more slowly, so disk and transactional throughput fall
again: the study calls it a degradation, "even if it is moderate", and names 10 to 20 aliases per LCU as a good
number for its OLTP workload.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM, OLTP, 10 mod27 DASD on 2 LCUs. The chart (Figure 9) counts the aliases summed over
both LCUs: 0 / 10 / 20 / 40, i.e. 0 / 5 / 10 / 20 per LCU. Disk throughput rose sharply at the first step, then only
slowly, and dropped slightly at 40 (20 per LCU); transactional throughput was more than 40 % higher with 20 (10 per
LCU) and fell only very slightly at 40. With 40 the SSCH-to-interrupt times moved towards longer values and many
requests took 2-8 ms in the DASD layer, a sign of storage-server pressure.
""",
    sources=[S.SAN_TIMES_004, S.HYPERPAV_11G,
             S.MULTIPATH_SUMMARY, S.DASD_EXECUTION_TIMES],
    policy="degrades",
    fields=["/storage/protocol", "/storage/eckd/pav", "/storage/eckd/aliases_per_lcu", "/storage/eckd/lcus"],
    fix="Lower the HyperPAV aliases to 10 per LCU, where the study's throughput peaked.",
    tags=("hyperpav", "eckd"),
    description="""
Fires when HyperPAV is enabled with 20 or more aliases per LCU. The study's conclusion names "10 to 20 alias devices
per LCU", but its chart counts the aliases summed over its two LCUs: throughput peaked at 20 summed (10 per LCU) and
the degradation it reports was measured at 40 summed, which is 20 per LCU. Where the prose and the measurement
disagree the rule follows the measurement, so 20 per LCU is flagged; 11 to 19 per LCU were not measured and are
left alone. Monitor the DASD statistics (`/proc/dasd/statistics`) to settle on a value for your own workload. Too
few aliases are ST087.

Problematic (the study's 40 aliases over two LCUs):

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 20, "lcus": 2}}}
```

As measured best (20 aliases over two LCUs):

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10, "lcus": 2}}}
```
""",
)
def _st072(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "hyperpav" or eckd.aliases_per_lcu < ALIASES_HIGH:
        return
    n = eckd.aliases_per_lcu
    yield Hit(
        paths=["/storage/eckd/aliases_per_lcu"],
        message=f"{n} HyperPAV aliases per LCU ({n * eckd.lcus} over {eckd.lcus} LCU(s)): the study measured a "
                f"degradation at 40 aliases over two LCUs (20 per LCU) from storage-server pressure; its throughput "
                f"peaked at 20 over two LCUs (10 per LCU)."
                + _carried(t, "the alias pool belongs to the LCU, whichever systems draw on it"),
        patch=[{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW}],
    )


@rule(
    id="ST087", slug="hyperpav-too-few-aliases-per-lcu",
    title="Fewer than 10 HyperPAV aliases per LCU",
    severity="advice", category="storage",
    rationale="""
HyperPAV aliases form a pool per LCU shared by all its base devices; with too few, most DASD requests still wait
behind others in the device driver queue. The study found 10 to 20 aliases per LCU good for its OLTP workload.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM, OLTP, 10 mod27 DASD on 2 LCUs, aliases 0 / 10 / 20 / 40 summed over both LCUs (0 / 5 /
10 / 20 per LCU): disk throughput rose sharply with the first 10, and transactional throughput was more than 40 %
higher with 20 (10 per LCU) than without HyperPAV.
""",
    sources=[S.HYPERPAV_11G, S.DASD_EXECUTION_TIMES, S.MULTIPATH_SUMMARY,
             S.SAN_TIMES_004],
    policy="gain",
    fields=["/storage/protocol", "/storage/eckd/pav", "/storage/eckd/aliases_per_lcu", "/storage/eckd/lcus"],
    fix="Raise the HyperPAV aliases to 10 per LCU.",
    tags=("hyperpav", "eckd"),
    description="""
Fires when HyperPAV is enabled with between 1 and 9 aliases per LCU. (Zero aliases is ST071.) The study's best
transactional throughput came with 10 per LCU (20 over its two LCUs).

Problematic:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 4, "lcus": 2}}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10, "lcus": 2}}}
```
""",
)
def _st087(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "hyperpav" or not 0 < eckd.aliases_per_lcu < ALIASES_LOW:
        return
    n = eckd.aliases_per_lcu
    yield Hit(
        paths=["/storage/eckd/aliases_per_lcu"],
        message=f"{n} HyperPAV aliases per LCU is below the 10 to 20 per LCU the study found good; its transactional "
                f"throughput was more than 40 % higher with 10 per LCU than without HyperPAV."
                + _carried(t, "the alias pool belongs to the LCU, whichever systems draw on it"),
        patch=[{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW}],
    )


@rule(
    id="ST073", slug="lcu-device-addresses-exceeded",
    title="Base devices and aliases exceed the 256 addresses of an LCU",
    severity="error", category="storage",
    rationale="""
A logical control unit of a DS8000 has at most 256 device addresses (00 to ff). Base devices are defined first,
and only the addresses they leave free can serve as alias devices. A plan that needs more addresses per LCU than
that cannot be defined in the storage server or in the IOCDS.
""",
    evidence="""
The study's HyperPAV section describes the addressing: an LCU can have up to 256 DASD device addresses, and the
numbers not used by base devices are available as aliases for any base device of the same LCU. The study spread
its 10 mod27 base devices over 2 LCUs.
""",
    sources=[S.HYPERPAV],
    policy="fails",
    fields=["/storage/protocol", "/storage/disks", "/storage/eckd/lcus", "/storage/eckd/aliases_per_lcu",
            "/storage/eckd/pav"],
    fix="Spread the disks over more LCUs, or define fewer aliases per LCU.",
    tags=("hyperpav", "eckd"),
    description="""
Counts the ECKD base devices per LCU (the plan's disks divided evenly over `lcus`, rounded up) and adds the alias
devices per LCU when PAV or HyperPAV is used. More than 256 does not fit in one LCU.

The patch keeps the aliases and raises the number of LCUs until everything fits; when the aliases alone fill the
LCU, it lowers the aliases instead.

Problematic (300 disks on one LCU):

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 20, "lcus": 1},
             "disks": ["... 300 disks ..."]}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 20, "lcus": 2},
             "disks": ["... 300 disks ..."]}}
```
""",
)
def _st073(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None:
        return
    disks = len(t.storage.disks)
    aliases = eckd.aliases_per_lcu if eckd.pav != "none" else 0
    base = math.ceil(disks / eckd.lcus) if disks else 0
    if base + aliases <= LCU_ADDRESSES:
        return
    patch: list[dict[str, Any]] | None = None
    if aliases < LCU_ADDRESSES:
        lcus = math.ceil(disks / (LCU_ADDRESSES - aliases))
        if lcus <= 256:
            patch = [{"op": "replace", "path": "/storage/eckd/lcus", "value": lcus}]
    if patch is None and base < LCU_ADDRESSES:
        patch = [{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": LCU_ADDRESSES - base}]
    yield Hit(
        paths=["/storage/eckd/lcus", "/storage/eckd/aliases_per_lcu"] if aliases else ["/storage/eckd/lcus"],
        message=f"{disks} ECKD disks on {eckd.lcus} LCU(s) need {base} base addresses per LCU"
                + (f" plus {aliases} aliases" if aliases else "")
                + f" = {base + aliases}, but an LCU has only {LCU_ADDRESSES} device addresses.",
        patch=patch,
    )


@rule(
    id="ST074", slug="static-pav-instead-of-hyperpav",
    title="Static PAV where the distribution supports HyperPAV",
    severity="warning", category="storage",
    rationale="""
Classic PAV assigns alias devices to individual base devices, so it multiplies the number of devices in the
system and needs the multipath daemon to drive them, which adds code path length and management work. HyperPAV
draws aliases from a pool per LCU, needs only to be enabled in Linux, lets the kernel do path selection and load
balancing, and its aliases can also be shared with other LPARs and systems.
""",
    evidence="""
The study used HyperPAV only, because it is much easier to administer and more flexible than PAV; on SLES 11 SP1 it
was enabled with yast or dasd_configure, which also writes the udev rules. The measured benefit of aliases
(more than 40% transactional throughput on a z196 with Oracle 11gR2) was obtained with HyperPAV.
""",
    sources=[S.HYPERPAV, S.HYPERPAV_11G, S.MULTIPATH_SUMMARY, S.SAN_TIMES_004, S.EXECUTIVE_SUMMARY_004],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/eckd/pav", "/cluster/distribution", "/cluster/distribution_version",
            "/cluster/distribution_update"],
    fix="Use HyperPAV instead of static PAV.",
    tags=("hyperpav", "pav", "eckd"),
    description="""
Fires when ECKD disks use static PAV (`pav: "pav"`) on a distribution level that supports HyperPAV (SLES 10 SP4,
SLES 11, RHEL 5.9, RHEL 6 and later; see ST070). On older levels, such as study 000's SLES 10 SP2, HyperPAV is not
available and static PAV is the only way to get aliases, so the rule stays quiet.

Problematic:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "pav", "aliases_per_lcu": 10}}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10}}}
```
""",
)
def _st074(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "pav":
        return
    if not _hyperpav_supported(t):
        return
    yield Hit(
        paths=["/storage/eckd/pav"],
        message=f"Static PAV needs aliases per disk and the multipath daemon; {_distro(t)} supports HyperPAV, which "
                "only has to be enabled in Linux, and the kernel balances the load.",
        patch=[{"op": "replace", "path": "/storage/eckd/pav", "value": "hyperpav"}],
    )


# ---------------------------------------------------------------------------------------------------------------
# ASM: logs in their own disk group

@rule(
    id="SD075", slug="redo-logs-own-disk-group",
    title="Redo logs share disks with data",
    severity="warning", category="shared_disks",
    rationale="""
Data files see small, random reads and writes that depend on disk positioning; redo logging is sequential,
write-only I/O that the storage server can handle asynchronously in large blocks. Putting both on the same disks
destroys the log's favourable pattern, and Linux by default favours reads over writes, which hurts log writes
further. Every commit waits for its log write, so update speed follows log write speed.
""",
    evidence="""
z196 LPAR, Oracle 10gR2 single instance with ASM on ECKD, disk-bound OLTP: moving the logs from the data disk
group to a separate ASM disk group on two additional disks cut the share of time spent in 'log file sync' by 98%
and in 'log file parallel write' by 80%.
""",
    sources=[S.REDO_GROUP, S.EXECUTIVE_SUMMARY_004, S.MULTIPATH_SUMMARY],
    policy="degrades",
    fields=["/shared_disks/manager", "/shared_disks/disk_groups/*/purpose", "/shared_disks/disk_groups/*/disks",
            "/storage/disks"],
    fix="Put the redo logs into their own ASM disk group on two dedicated disks.",
    upside=Upside(metric="reduction of the time share of 'log file sync' waits", percent=98.0,
                  context="z196 LPAR, Oracle 10.2.0.5 + ASM on mod27 ECKD, OLTP; logs in a separate disk group on "
                          "two extra disks instead of in the data disk group"),
    tags=("asm", "redo", "logs"),
    description="""
Fires for ASM when no disk group has `purpose: "redo"` (the logs then live with the data, explicitly so for a
`mixed` group), or when a redo disk group reuses disks that also belong to another disk group.

The patch adds two disks (sized like the plan's other disks) and a `redo` disk group on them, and relabels
`mixed` groups as `data`.

Problematic:

```json
{"shared_disks": {"manager": "asm",
                  "disk_groups": [{"name": "DATA", "purpose": "mixed", "disks": ["d1", "d2", "d3"]}]}}
```

Correct:

```json
{"shared_disks": {"manager": "asm",
                  "disk_groups": [{"name": "DATA", "purpose": "data", "disks": ["d1", "d2", "d3"]},
                                  {"name": "REDO", "purpose": "redo", "disks": ["redo1", "redo2"]}]}}
```
""",
)
def _sd075(t: Topology) -> Iterator[Hit]:
    found = _logs_with_data(t)
    if found is None:
        return
    paths, why = found
    shared_disks = any(p.endswith("/disks") for p in paths)
    yield Hit(
        paths=paths,
        message=f"Redo logs would share disks with data: {why}. In the study a separate log disk group on two "
                f"extra disks cut 'log file sync' time by 98% and 'log file parallel write' time by 80%."
                + _carried(t, "redo's sequential writes and data's random I/O clash on any platform"),
        patch=None if shared_disks else _redo_group_patch(t),
    )


# ---------------------------------------------------------------------------------------------------------------
# FCP: multipath

@rule(
    id="ST076", slug="multipath-policy-in-defaults-overridden",
    title="Multipath policy in the defaults section is overridden by the built-in device entry",
    severity="error", category="storage",
    rationale="""
multipath.conf settings are layered: the devices section overrides defaults, and the multipaths section overrides
both. multipathd ships built-in device entries; for the DS8000 disks (vendor IBM, product 2107900) that entry sets
rr_min_io 1000, which silently replaces the rr_min_io written in the defaults section and can do the same to
path_grouping_policy. The intended multibus/rr_min_io setting then never takes effect.
""",
    evidence="""
In the study `multipath -t` showed a built-in entry for IBM 2107900 with rr_min_io 1000 that overwrote the value
from the defaults section; the study therefore set path_grouping_policy multibus and rr_min_io 100 in a devices
section, and verified the effective value with `dmsetup table`. The setting matters: failover gave 21% less disk
throughput than multibus with rr_min_io 100 (6 IFLs).
""",
    sources=[S.MULTIPATH_PITFALL, S.MULTIPATH_CONF, S.MULTIPATH_OPTIONS],
    policy="fails",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/policy_section",
            "/storage/fcp/multipath_policy", "/storage/fcp/rr_min_io"],
    fix="Set the policy and rr_min_io in a devices section (vendor IBM, product 2107900).",
    tags=("multipath", "fcp"),
    description="""
Fires when FCP disks use more than one path and the plan sets the multipath policy in the `defaults` section of
multipath.conf. Put it in a `devices` entry for the storage type instead (or per device in `multipaths`), then
check with `multipath -l` and `dmsetup table` that the policy and rr_min_io are what you intended.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100,
                                        "policy_section": "defaults"}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100,
                                        "policy_section": "devices"}}}
```
""",
)
def _st076(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.policy_section != "defaults":
        return
    yield Hit(
        paths=["/storage/fcp/policy_section"],
        message=f"path_grouping_policy {fcp.multipath_policy} and rr_min_io {fcp.rr_min_io} are set in the "
                f"defaults section; the built-in device entry for IBM 2107900 takes precedence (rr_min_io 1000).",
        patch=[{"op": "replace", "path": "/storage/fcp/policy_section",
                "value": V.MULTIPATH_POLICY_SECTION.value}],
    )


@rule(
    id="ST077", slug="multipath-failover-policy",
    title="Multipath failover policy uses only one FCP path at a time",
    severity="warning", category="storage",
    rationale="""
With path_grouping_policy failover the multipath daemon sends all I/O down one path and uses another only when
that path fails. With multibus all paths carry I/O in turn, so a disk-intensive database gets the bandwidth of
every path, at no extra CPU cost.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, Oracle 11gR2 + ASM on 10 FCP disks (20 GiB) with four paths, OLTP: with 6 IFLs the
failover policy gave the lowest transactional throughput and 21% less disk throughput than multibus with
rr_min_io 100; its CPU cost per transaction was about 7% higher. (With 4 IFLs the CPUs were saturated and all
policies performed alike.)
""",
    sources=[S.MULTIPATH_OPTIONS, S.FCP_DISK_THROUGHPUT, S.CPU_COST_004, S.EXECUTIVE_SUMMARY_004, S.MULTIPATH_DEVICES],
    policy="degrades",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/multipath_policy",
            "/storage/fcp/rr_min_io"],
    fix="Use path_grouping_policy multibus with rr_min_io 100.",
    upside=Upside(metric="disk throughput", percent=21.0,
                  context="z196 LPAR, 6 IFLs, Oracle 11.2.0.2 + ASM, OLTP, 10 FCP disks with four paths; failover "
                          "measured 21% below multibus with rr_min_io 100"),
    tags=("multipath", "fcp"),
    description="""
Fires when FCP disks have more than one path and `multipath_policy` is `failover`. The patch selects `multibus`
and, if rr_min_io lies outside the 100-500 range the study found best, sets it to 100.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "failover"}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100,
                                        "policy_section": "devices"}}}
```
""",
)
def _st077(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.multipath_policy != "failover":
        return
    patch = [{"op": "replace", "path": "/storage/fcp/multipath_policy", "value": "multibus"}]
    if not RR_MIN_IO_LOW <= fcp.rr_min_io <= RR_MIN_IO_HIGH:
        patch.append({"op": "replace", "path": "/storage/fcp/rr_min_io", "value": RR_MIN_IO_BEST})
    yield Hit(
        paths=["/storage/fcp/multipath_policy"],
        message=f"Multipath policy 'failover' uses one of the {fcp.paths_per_disk} paths at a time; in the study it "
                f"gave 21% less disk throughput than multibus with rr_min_io 100."
                + _carried(t, "the multipath daemon works the same on every node"),
        patch=patch,
    )


@rule(
    id="ST078", slug="multipath-rr-min-io-range",
    title="Multibus rr_min_io outside 100 to 500",
    severity="warning", category="storage",
    rationale="""
With multibus, rr_min_io is the number of requests sent down one path before switching to the next. Switching
very often costs CPU and some throughput; the default of 1000 switches rarely. For 8 KB OLTP I/O the best values
were between 100 and 500. The study expects heavier throughput with larger blocks to favour smaller values, so a
lower setting may be right for large block sizes.
""",
    evidence="""
z196 LPAR, 6 IFLs, Oracle 11gR2 + ASM on FCP with four paths, OLTP with 8 KB blocks (up to about 200 MB/s):
transactional throughput peaked with rr_min_io between 100 and 500; rr_min_io 10 gave 4% less disk throughput than
100 and about 7% more CPU per transaction. The study recommends multibus with rr_min_io 100.
""",
    sources=[S.MULTIPATH_OPTIONS, S.FCP_DISK_THROUGHPUT, S.CPU_COST_004, S.EXECUTIVE_SUMMARY_004, S.MULTIPATH_SUMMARY],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/multipath_policy",
            "/storage/fcp/rr_min_io", "/database/db_block_size", "/workload/type"],
    fix="Set rr_min_io to 100.",
    upside=Upside(metric="disk throughput", percent=4.0,
                  context="z196 LPAR, 6 IFLs, Oracle 11.2.0.2 + ASM, OLTP, FCP multibus; rr_min_io 100 against 10"),
    tags=("multipath", "fcp"),
    description="""
Fires when an OLTP plan's FCP disks use multibus over more than one path with `rr_min_io` below 100 or above 500.
The study recommends 100 "for our workload" and calls the 100-500 optimum "probably specific to this type of
workload", so DSS plans are left alone. A value below 100 is accepted when the database block size is larger than the
study's 8 KB, since the study expects larger blocks to need earlier path switching.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 1000}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100}}}
```
""",
)
def _st078(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.multipath_policy != "multibus" or t.workload.type != "oltp":
        return
    value = fcp.rr_min_io
    if RR_MIN_IO_LOW <= value <= RR_MIN_IO_HIGH:
        return
    if value < RR_MIN_IO_LOW and t.database.db_block_size > V.FCP_BLOCK_SIZE.value:
        return
    detail = ("switching paths this often cost about 7% more CPU per transaction and 4% disk throughput at 10"
              if value < RR_MIN_IO_LOW else "transactional throughput peaked between 100 and 500")
    yield Hit(
        paths=["/storage/fcp/rr_min_io"],
        message=f"rr_min_io {value} is outside the 100-500 range that performed best with multibus for 8 KB OLTP "
                f"I/O ({detail})." + _carried(t, "the multipath daemon works the same on every node"),
        patch=[{"op": "replace", "path": "/storage/fcp/rr_min_io", "value": RR_MIN_IO_BEST}],
    )


@rule(
    id="ST079", slug="fcp-single-path",
    title="FCP disks with a single path",
    severity="error", category="storage",
    rationale="""
Multipathing FCP disks is what keeps the database running when a path fails or is taken down for maintenance,
and it is also how the load is balanced over several channels. A single path offers neither.
""",
    evidence="""
The study states that multipathing is required for failover and load balancing with FCP disks; its FCP setup used
four FCP channels (FICON Express8S) with four paths per disk, managed by the multipath daemon.
""",
    sources=[S.MULTIPATH_SETUP, Cite(S004, "Server hardware")],
    policy="fails",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk"],
    fix="Define four paths per FCP disk, over different FCP channels, as the study did.",
    tags=("multipath", "fcp"),
    description="""
Fires when the plan uses FCP disks with `paths_per_disk` 1. The patch sets four paths per disk, the study's
layout; at least two paths over different channels are needed for any failover.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 1}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100}}}
```
""",
)
def _st079(t: Topology) -> Iterator[Hit]:
    fcp = t.storage.fcp if t.storage.protocol == "fcp" else None
    if fcp is None or fcp.paths_per_disk != 1:
        return
    yield Hit(
        paths=["/storage/fcp/paths_per_disk"],
        message="Each FCP disk has a single path: a failing or serviced path stops the database's I/O, and no load "
                "can be balanced over channels.",
        patch=[{"op": "replace", "path": "/storage/fcp/paths_per_disk", "value": STUDY_FCP_PATHS}],
    )


_SD_NODE = re.compile(r"^/dev/sd[a-z]+[0-9]*$")
# udev's per-path links of an FCP LUN: /dev/disk/by-path/ccw-<FCP device>-zfcp-<WWPN>:<LUN> (older udev) or
# ...-fc-<WWPN>-lun-<LUN> (newer); each names one path, like /dev/sdX.
_ZFCP_PATH_LINK = re.compile(r"^/dev/disk/by-path/ccw-[^/]*-(?:zfcp-|fc-0x)[^/]*$")
# A device-mapper node: the multipath device, but by its kernel number rather than by an alias.
_DM_NODE = re.compile(r"^/dev/dm-[0-9]+$")


def _single_path_device(device: str | None) -> bool:
    return bool(device) and bool(_SD_NODE.match(device) or _ZFCP_PATH_LINK.match(device))


@rule(
    id="ST080", slug="fcp-single-path-device-node",
    title="FCP disk addressed through one of its paths (/dev/sdX or a zfcp by-path link)",
    severity="warning", category="storage",
    rationale="""
With several paths, every path to an FCP disk shows up as its own SCSI device (/dev/sdX, with a udev link under
/dev/disk/by-path/ naming the FCP device, WWPN and LUN of that one path), all pointing to the same disk. Using one of
them bypasses multipathing, so there is no failover, and writing through different path devices
from different processes can corrupt data. The multipath device (/dev/mapper/<alias>) is the one to use.
""",
    evidence="""
The study's multipath setup warns that the per-path devices must not be used, because they give no failover and
risk destroying file system structures or files; it recommends an alias in multipath.conf so the multipath device
appears under /dev/mapper with a meaningful name (for example FCP-<LUN>).
""",
    sources=[S.MULTIPATH_SETUP, S.MULTIPATH_DEVICES],
    policy="degrades",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/disks/*/device"],
    fix="Address the disk through its multipath alias under /dev/mapper.",
    tags=("multipath", "fcp"),
    description="""
Fires for each disk whose `device` names a single path while FCP disks have more than one path: a plain SCSI node
(`/dev/sdX`) or a zfcp by-path link (`/dev/disk/by-path/ccw-0.0.1700-zfcp-0x500507630300c562:0x4010400000000000`,
or the newer `...-fc-0x...-lun-...` form). The patch points the disk at `/dev/mapper/<disk name>`, the alias the
bundle defines in the multipaths section from the disk's WWID. A multipath device named by its kernel number
(`/dev/dm-N`) is ST088.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/sdb"}]}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527"}]}}
```
""",
)
def _st080(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None:
        return
    for i, d in enumerate(t.storage.disks):
        if _single_path_device(d.device):
            yield Hit(
                paths=[f"/storage/disks/{i}/device"],
                message=f"Disk {d.name} uses {d.device}, one of its {fcp.paths_per_disk} path devices: no failover, "
                        f"and writes through different paths can corrupt data. Use the multipath device.",
                patch=[{"op": "replace", "path": f"/storage/disks/{i}/device", "value": f"/dev/mapper/{d.name}"}],
            )


@rule(
    id="ST088", slug="fcp-disk-by-dm-number",
    title="FCP disk addressed as /dev/dm-N instead of by a multipath alias",
    severity="warning", category="storage",
    rationale="""
The multipath daemon offers each FCP disk as /dev/dm-N, numbered by the kernel in the order the maps are created, or,
when multipath.conf defines an alias for the disk's WWID, as /dev/mapper/<alias>. The study highly recommends the
alias: it gives the disk a meaningful name, and the number of a dm device is not a name the plan can rely on (it
follows the order of creation, on each node separately).
""",
    evidence="""
Study 004's multipath set-up (z196, SLES 11 SP1, FCP disks of a DS8300 with four paths each) defined one alias per
WWID in the multipaths section (FCPe527, FCPe427, ...) and used the disks as /dev/mapper/<alias>.
""",
    sources=[S.MULTIPATH_DEVICES],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/disks/*/device", "/storage/disks/*/wwid"],
    fix="Address the disk through its multipath alias under /dev/mapper (alias defined for its WWID).",
    tags=("multipath", "fcp"),
    description="""
Fires for each FCP disk whose `device` is a device-mapper node by number (`/dev/dm-2`). The patch points it at
`/dev/mapper/<disk name>`, the alias the bundle writes into the multipaths section; it is offered only when the disk
has a WWID, since without one no alias can be defined. A disk named by one of its paths (`/dev/sdX`, a zfcp by-path
link) is ST080.

Problematic:

```json
{"storage": {"protocol": "fcp", "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/dm-2",
                                          "wwid": "36005076309ffc5ee000000000000e527"}]}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527",
                                          "wwid": "36005076309ffc5ee000000000000e527"}]}}
```
""",
)
def _st088(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "fcp":
        return
    for i, d in enumerate(t.storage.disks):
        if not (d.device and _DM_NODE.match(d.device)):
            continue
        if d.wwid:
            hint, patch = "", [{"op": "replace", "path": f"/storage/disks/{i}/device",
                                "value": f"/dev/mapper/{d.name}"}]
        else:
            hint, patch = " Record its WWID so that an alias can be defined in the multipaths section.", None
        yield Hit(
            paths=[f"/storage/disks/{i}/device"],
            message=f"Disk {d.name} is addressed as {d.device}, a multipath device by kernel number; study 004 highly "
                    f"recommends an alias in multipath.conf, used as /dev/mapper/<alias>.{hint}",
            patch=patch,
        )


@rule(
    id="ST089", slug="multipaths-section-disk-without-entry",
    title="Multipath policy set per disk in the multipaths section, but a disk has no WWID for its entry",
    severity="error", category="storage",
    rationale="""
multipath.conf is layered: a multipaths entry (one per WWID) overrules the devices section, which overrules
defaults. Setting the policy and rr_min_io in the multipaths section is the safest place, but it holds only for the
disks that have an entry there. A disk without one falls back to the devices section, where the built-in entry for
the DS8000 (IBM 2107900) sets rr_min_io 1000; the study saw exactly that override take its value away.
""",
    evidence="""
Study 004 (z196, SLES 11 SP1, DS8300 FCP disks): "The safest way is to specify all definitions in the multipaths
section, but these definitions are for each multipath device"; `multipath -t` showed the built-in IBM 2107900 entry
with rr_min_io 1000 overwriting the value of the defaults section.
""",
    sources=[S.MULTIPATH_CONF, S.MULTIPATH_PITFALL, Cite(S004, "wwid")],
    policy="fails",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/policy_section",
            "/storage/disks/*/wwid"],
    fix="Record the WWID of every FCP disk, or set the policy in a devices entry (vendor IBM, product 2107900).",
    tags=("multipath", "fcp"),
    description="""
Fires when FCP disks use more than one path, `policy_section` is `multipaths` and one or more disks have no `wwid`:
those disks get no multipaths entry, so the policy and rr_min_io of the plan do not reach them. The patch moves the
policy to the `devices` section, which covers every disk of the storage type, as the study did; recording the
missing WWIDs (from the `multipath` command) is the other way out.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "policy_section": "multipaths"},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527", "wwid": null}]}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "policy_section": "multipaths"},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527",
                        "wwid": "36005076309ffc5ee000000000000e527"}]}}
```
""",
)
def _st089(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.policy_section != "multipaths":
        return
    missing = [(i, d.name) for i, d in enumerate(t.storage.disks) if not d.wwid]
    if not missing:
        return
    names = ", ".join(name for _, name in missing)
    policy = fcp.multipath_policy + (f" with rr_min_io {fcp.rr_min_io}" if fcp.multipath_policy == "multibus" else "")
    yield Hit(
        paths=[f"/storage/disks/{i}/wwid" for i, _ in missing],
        message=f"The plan sets path_grouping_policy {policy} per disk in the multipaths section, but {names} "
                f"{'has' if len(missing) == 1 else 'have'} no WWID and so no entry there: on a host set up as the plan "
                f"says, the built-in IBM 2107900 device entry (rr_min_io {V.MULTIPATH_BUILTIN_RR_MIN_IO.value}) "
                f"applies to {'it' if len(missing) == 1 else 'them'} instead.",
        patch=[{"op": "replace", "path": "/storage/fcp/policy_section",
                "value": V.MULTIPATH_POLICY_SECTION.value}],
    )


# ---------------------------------------------------------------------------------------------------------------
# Software level and capacity

@rule(
    id="IN081", slug="oltp-on-oracle-10g-upgrade-11g",
    title="Oracle 10g for an OLTP database on System z: 11gR2 did four times the work",
    severity="warning", category="installation",
    rationale="""
For the study's transactional workload, Oracle 11gR2 cached far more effectively than 10gR2: reads from disk
dropped by about 90% and the throughput rose more than fourfold, while each transaction needed less CPU. The study
recommends moving to 11g, at least for transactional workloads.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, single instance with ASM on ECKD, OLTP with 80-120 users and a 4 GiB SGA: Oracle 11.2.0.2
delivered more than four times the transactional throughput of 10.2.0.5; disk reads fell by about 90% while writes
rose three- to fourfold with the throughput; transactions per CPU rose by 45-70% (mostly less user-space CPU).
""",
    sources=[S.ORACLE_11G_VS_10G, S.RELEASE_TPS_004,
             S.RELEASE_CPU_004, S.EXECUTIVE_SUMMARY_004,
             S.MULTIPATH_SUMMARY],
    policy="not_recommended",
    fields=["/cluster/oracle_release", "/workload/type", "/nodes", "/platform/architecture"],
    fix="Plan Oracle Database 11g Release 2 (the study used 11.2.0.2).",
    upside=Upside(metric="transactional throughput", percent=300.0,
                  context="z196 LPAR, single instance with ASM on ECKD, OLTP, 4 GiB SGA; 11.2.0.2 against 10.2.0.5 "
                          "(more than a factor of four)"),
    tags=("release", "oltp"),
    description="""
Fires for a single-instance OLTP plan on System z with an Oracle 10g release (10.1 or 10.2). The comparison was
measured with one instance, so RAC plans get the measured gain as advice from IN088 instead.

Problematic:

```json
{"cluster": {"oracle_release": "10.2.0.5"}, "platform": {"architecture": "z196"}, "workload": {"type": "oltp"}}
```

Correct:

```json
{"cluster": {"oracle_release": "11.2.0.2"}, "platform": {"architecture": "z196"}, "workload": {"type": "oltp"}}
```
""",
)
def _in081(t: Topology) -> Iterator[Hit]:
    if t.is_rac or not t.platform.is_system_z or t.workload.type != "oltp":
        return
    if t.cluster.release_tuple[0] != 10:
        return
    yield Hit(
        paths=["/cluster/oracle_release"],
        message=f"Oracle {t.cluster.oracle_release} for OLTP: in the study 11gR2 (11.2.0.2) gave more than four times "
                f"the transactional throughput of 10gR2 and 45-70% more transactions per CPU.",
        patch=[{"op": "replace", "path": "/cluster/oracle_release", "value": STUDY_11G}],
    )


@rule(
    id="IN088", slug="rac-on-oracle-10g-system-z-11g-gain",
    title="Oracle 10g RAC for OLTP on System z: 11gR2 did four times the work in study 004's single instance",
    severity="advice", category="installation",
    rationale="""
Study 004 measured Oracle 11gR2 against 10gR2 for an OLTP workload on Linux on System z: 11gR2 cached far more
effectively (disk reads fell by about 90%), carried more than four times the transactional throughput and drove
45-70% more transactions per CPU, mostly from less user-space CPU. The gain came from the database release, not from
running one instance, so it bears on the database tier of a RAC too; but the study measured it on a z196 single
instance, not on a cluster, so for a RAC it is advice and the finding says where it was measured.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, single-instance Oracle with ASM on ECKD, OLTP with 80-120 users and a 4 GiB SGA: 11.2.0.2
against 10.2.0.5, more than four times the transactional throughput and 45-70% more transactions per CPU.
""",
    sources=[S.ORACLE_11G_VS_10G, S.RELEASE_TPS_004,
             S.RELEASE_CPU_004, S.EXECUTIVE_SUMMARY_004],
    policy="gain",
    fields=["/cluster/oracle_release", "/workload/type", "/nodes", "/platform/architecture"],
    fix="Consider Oracle Database 11g Release 2 with Grid Infrastructure 11.2 for the cluster (the study measured "
        "11.2.0.2).",
    upside=Upside(metric="transactional throughput", percent=300.0,
                  context="measured on a z196 single instance (SLES 11 SP1, ASM on ECKD, OLTP, 4 GiB SGA), 11.2.0.2 "
                          "against 10.2.0.5; applied to a RAC's database tier, not measured on a cluster"),
    tags=("release", "oltp", "rac"),
    description="""
Fires for a RAC plan (two or more nodes) on System z with an OLTP workload and an Oracle 10g release. A single
instance gets IN081 (a warning: the study's recommendation is for exactly that set-up); a RAC gets the measured gain
as advice, since no study measured 11gR2 against 10gR2 in a cluster. DSS plans and x86 plans are left alone: the
study measured neither. No patch is offered, since moving a cluster to 11gR2 also moves its clusterware to Grid
Infrastructure 11.2.

Flagged:

```json
{"cluster": {"oracle_release": "10.2.0.4"}, "platform": {"architecture": "z10"}, "workload": {"type": "oltp"},
 "nodes": [{"hostname": "db-node1"}, {"hostname": "db-node2"}]}
```

Not flagged:

```json
{"cluster": {"oracle_release": "11.2.0.2"}, "platform": {"architecture": "z196"}, "workload": {"type": "oltp"},
 "nodes": [{"hostname": "db-node1"}, {"hostname": "db-node2"}]}
```
""",
)
def _in088(t: Topology) -> Iterator[Hit]:
    if not t.is_rac or not t.platform.is_system_z or t.workload.type != "oltp":
        return
    if t.cluster.release_tuple[0] != 10:
        return
    yield Hit(
        paths=["/cluster/oracle_release"],
        message=f"Oracle {t.cluster.oracle_release} for OLTP on System z: measured on a z196 single instance, 11gR2 "
                f"(11.2.0.2) carried more than four times the transactional throughput of 10gR2 and 45-70% more "
                f"transactions per CPU; applied here to the database tier of this {len(t.nodes)}-node RAC, where it "
                f"was not measured.",
    )


@rule(
    id="WL082", slug="fcp-needs-more-ifls",
    title="FCP disks driven by fewer than 6 IFLs",
    severity="advice", category="workload",
    rationale="""
FCP I/O is processed by the Linux CPUs, whereas ECKD I/O is partly done by the System z system assist processors
(SAPs), and ECKD path switching happens cheaply inside the DASD driver instead of in the multipath daemon. An
I/O-heavy database on FCP therefore needs more IFLs than the same database on ECKD to reach its throughput.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM, disk-bound OLTP: with 4 IFLs the FCP setup ran the CPUs fully and performed like
ECKD with HyperPAV (which used only about 80% of 4 IFLs); with 6 IFLs FCP reached 50% more transactional
throughput at up to 90% CPU, and 8 IFLs added only slightly more. Per transaction FCP needed about 14% more CPU
than ECKD with HyperPAV.
""",
    sources=[S.MULTIPATH_OPTIONS, S.NORMALIZED_THROUGHPUT_004,
             Cite(S004, "Comparing CPU cost per transactional throughput"),
             Cite(S004, "Summary: comparing FCP and ECKD disk devices"), S.MULTIPATH_SUMMARY, S.FCP_DISK_THROUGHPUT,
             S.CPU_COST_004],
    policy="gain",
    fields=["/storage/protocol", "/platform/architecture", "/workload/type", "/nodes/*/cpus"],
    fix="Give each node 6 IFLs when FCP disks carry an I/O-intensive OLTP database.",
    upside=Upside(metric="transactional throughput", percent=50.0,
                  context="z196 LPAR, Oracle 11.2.0.2 + ASM on FCP multibus rr_min_io 100, OLTP; 6 IFLs against 4"),
    tags=("fcp", "cpu", "capacity"),
    description="""
Fires for each System z node with fewer than 6 IFLs when an OLTP database uses FCP disks. Either add IFLs (the
patch sets 6 on every node that has fewer, whichever of the findings it is applied from), or weigh ECKD with
HyperPAV, which needed about 14% less CPU per transaction and is simpler to administer.

Problematic:

```json
{"storage": {"protocol": "fcp"}, "nodes": [{"hostname": "orazdb1", "cpus": 4}]}
```

Correct:

```json
{"storage": {"protocol": "fcp"}, "nodes": [{"hostname": "orazdb1", "cpus": 6}]}
```
""",
)
def _wl082(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "fcp" or not t.platform.is_system_z or t.workload.type != "oltp":
        return
    short = [i for i, n in enumerate(t.nodes) if n.cpus < FCP_IFLS]
    # The fix says "each node": whichever finding is fixed, every node short of IFLs gets them.
    patch = [{"op": "replace", "path": f"/nodes/{i}/cpus", "value": FCP_IFLS} for i in short]
    for i in short:
        n = t.nodes[i]
        yield Hit(
            paths=[f"/nodes/{i}/cpus"],
            message=f"{n.hostname} has {n.cpus} IFLs for an OLTP database on FCP disks: in the study 4 IFLs were "
                    f"saturated, 6 IFLs gave 50% more throughput, and FCP cost about 14% more CPU per "
                    f"transaction than ECKD with HyperPAV."
                    + _carried(t, "each node drives its own FCP I/O on its own IFLs"),
            patch=patch,
        )


# ---------------------------------------------------------------------------------------------------------------
# Result-side rules

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
