"""nmon captures (Linux nmon and AIX topas_nmon): comma-separated sections keyed by snapshot tags.

``ZZZZ,T0001,13:18:32,07-DEC-2012`` gives each tag its time; data lines (``CPU_ALL,T0001,...``) refer to the tag,
and the first line of each section (``CPU_ALL,CPU Total host,User%,...``) names its columns. Kept: all-CPU and
per-CPU utilisation, the run queue (``PROC`` Runnable), per-interface KB/s (``NET``), per-disk read/write KB/s,
transfers/s and busy percent (``DISKREAD``, ``DISKWRITE``, ``DISKXFER``, ``DISKBUSY``; on AIX also reads and writes
per second, ``DISKRIO``/``DISKWIO``, and their service times, ``DISKREADSERV``/``DISKWRITESERV``; each with its
``1``, ``2``… continuations for many disks), free memory (``MEM``). A capture stopped early has fewer snapshots than
``AAA,snapshots`` promised; that is said in a warning.
"""

from __future__ import annotations

import re

from ..model import ParsedReport, ParseError
from .series import Clock, SeriesBuilder, clock_seconds, cpu_values, finish, iter_lines, num, parse_date

ERR_NO_DATA = "nmon file without ZZZZ snapshots or CPU_ALL samples."
_DISK = re.compile(r"^(DISKREAD|DISKWRITE|DISKXFER|DISKBUSY|DISKRIO|DISKWIO|DISKREADSERV|DISKWRITESERV)\d*$")
_CPU_N = re.compile(r"^CPU\d+$")
_NET_COL = re.compile(r"(.+)-(read|write)-KB/s")
# DISKRIO/DISKWIO (reads and writes per second) and the read and write service times are AIX topas_nmon's; Linux
# nmon prints only the combined transfers (DISKXFER)
_DISK_COL = {"DISKREAD": "read_mb_s", "DISKWRITE": "write_mb_s", "DISKXFER": "iops", "DISKBUSY": "util_pct",
             "DISKRIO": "read_iops", "DISKWIO": "write_iops", "DISKREADSERV": "read_svc_ms",
             "DISKWRITESERV": "write_svc_ms"}


def _kind(key: str) -> str:
    """The series a data section feeds: ``cpu``, ``PROC``, ``MEM``, ``NET``, ``disk``, or ``""`` (not kept)."""
    if key == "CPU_ALL" or _CPU_N.match(key):
        return "cpu"
    if key in ("PROC", "MEM", "NET"):
        return key
    return "disk" if _DISK.match(key) else ""


def _net_column(column: str) -> tuple[str, ...]:
    m = _NET_COL.fullmatch(column)
    if not m:
        return ()
    return (m[1], "rx_mb_s" if m[2] == "read" else "tx_mb_s")


def looks_like_nmon(head: str) -> bool:
    return head.startswith("AAA,") and "AAA,progname" in head[:2000]


def parse_nmon(name: str, text: str) -> ParsedReport:
    """Parse an nmon capture into CPU, run queue, disk, network and memory series."""
    aaa: dict[str, str] = {}
    headers: dict[str, list[str]] = {}
    tag_time: dict[str, str] = {}
    clock = Clock(None)
    host: str | None = None
    b: dict[str, SeriesBuilder] = {}
    # disk and net values of one tag arrive over several sections: gather them, then put them once
    pending: dict[str, dict[str, dict[str, float | None]]] = {}
    pending_tag: str | None = None
    # per section key: what it feeds ("" when nothing); per NET column: (interface, column) or ()
    kinds: dict[str, str] = {}
    net_columns: dict[str, tuple[str, ...]] = {}

    def builder(category: str) -> SeriesBuilder:
        if category not in b:
            b[category] = SeriesBuilder(category=category, source="nmon", host=host)
        return b[category]

    def flush() -> None:
        for category, objs in pending.items():
            sb = builder(category)
            sb.sample(pending_tag)
            for obj, values in objs.items():
                sb.put(obj, values)
        pending.clear()

    for line in iter_lines(text):
        if not line:
            continue
        parts = line.split(",")
        key = parts[0]
        if key == "AAA" and len(parts) >= 3:
            aaa[parts[1]] = ",".join(parts[2:]).strip()
            if parts[1] == "host":
                host = parts[2].strip()
            continue
        if key == "ZZZZ" and len(parts) >= 4:
            day = parse_date(parts[3])
            if day is not None and day != clock.day:
                clock.day, clock.last = day, None
            secs = clock_seconds(parts[2])
            if secs is not None:
                tag_time[parts[1]] = clock.stamp(secs)
            continue
        if len(parts) < 3:
            continue
        tag = parts[1]
        if not (tag.startswith("T") and tag[1:].isdigit()):
            headers[key] = [c.strip() for c in parts[2:]]
            continue
        cols = headers.get(key)
        if cols is None:
            continue
        kind = kinds.get(key)
        if kind is None:
            kind = kinds[key] = _kind(key)
        if not kind:
            # a section that is not kept (VM, JFSFILE, NETPACKET, DISKBSIZE...): its numbers are never read
            continue
        if tag != pending_tag:
            flush()
            pending_tag = tag
        rec = {c: num(v) for c, v in zip(cols, parts[2:], strict=False) if c}
        if kind == "cpu":
            sb = builder("cpu")
            sb.sample(tag)
            sb.put("all" if key == "CPU_ALL" else str(int(key[3:]) - 1), cpu_values(
                rec.get("User%"), rec.get("Sys%"), rec.get("Wait%"), rec.get("Steal%"), rec.get("Idle%")))
        elif key == "PROC":
            sb = builder("runq")
            sb.sample(tag)
            sb.put("all", {"runq": rec.get("Runnable"), "blocked": None})
        elif key == "MEM":
            sb = builder("mem")
            sb.sample(tag)
            free = rec.get("memfree", rec.get("Real free(MB)"))
            used = None
            if rec.get("memtotal") and free is not None:
                used = round(100.0 * (1 - free / rec["memtotal"]), 4)
            elif rec.get("Real free %") is not None:
                used = round(100.0 - rec["Real free %"], 4)
            sb.put("all", {"free_mb": free, "used_pct": used})
        elif key == "NET":
            objs = pending.setdefault("net", {})
            for c, v in rec.items():
                target = net_columns.get(c)
                if target is None:
                    target = net_columns[c] = _net_column(c)
                if target:
                    objs.setdefault(target[0], {})[target[1]] = None if v is None else round(v / 1024, 6)
        elif kind == "disk":
            col = _DISK_COL[_DISK.match(key)[1]]
            scale = 1 / 1024 if col in ("read_mb_s", "write_mb_s") else 1.0
            objs = pending.setdefault("disk", {})
            for c, v in rec.items():
                objs.setdefault(c, {})[col] = None if v is None else round(v * scale, 6)
    flush()
    groups = []
    for category in ("cpu", "runq", "disk", "net", "mem"):
        sb = b.get(category)
        if sb is None:
            continue
        sb.host = host
        sb.times = [tag_time.get(t, None) if t else None for t in sb.times]
        sb.interval_s = num(aaa.get("interval", "")) if aaa.get("interval") else None
        g = sb.build()
        if g is not None:
            groups.append(g)
    if not tag_time or not any(g.category == "cpu" for g in groups):
        raise ParseError(ERR_NO_DATA)
    cpus = aaa.get("cpus", "").split(",")[0]
    rep = finish(name, groups, host, int(cpus) if cpus.isdigit() else None, tool="nmon", fmt="nmon")
    rep.identity.platform = (aaa.get("OS") or "").split(",")[0] or ("AIX" if "AIX" in aaa else None)
    promised = aaa.get("snapshots", "").split(",")[0]
    if promised.isdigit() and int(promised) > len(tag_time):
        rep.warnings.append(f"The capture stopped early: {len(tag_time)} of {int(promised)} snapshots "
                            "(AAA,snapshots) were written.")
    rep.extra["nmon_version"] = aaa.get("version") or aaa.get("AIX")
    return rep
