"""The values and helpers study 004's rule modules share."""

from __future__ import annotations

import math
from typing import Any

from apps.rules.engine import ResultContext
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
# The rr_min_io values the study measured with multibus ("scaled between 10 and 1000").
RR_MIN_IO_MEASURED_LOW, RR_MIN_IO_MEASURED_HIGH = V.RR_MIN_IO_MEASURED_RANGE.value
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
