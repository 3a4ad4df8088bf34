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
from collections.abc import Callable

from ..model import ParsedReport, ParseError, SeriesGroup
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
    reader = _NmonReader()
    for line in iter_lines(text):
        if line:
            reader.feed(line)
    groups = reader.groups()
    aaa, snapshots = reader.aaa, len(reader.tag_time)
    if not snapshots or not any(g.category == "cpu" for g in groups):
        raise ParseError(ERR_NO_DATA)
    cpus = aaa.get("cpus", "").split(",")[0]
    rep = finish(name, groups, reader.host, int(cpus) if cpus.isdigit() else None, tool="nmon", fmt="nmon")
    rep.identity.platform = (aaa.get("OS") or "").split(",")[0] or ("AIX" if "AIX" in aaa else None)
    promised = aaa.get("snapshots", "").split(",")[0]
    if promised.isdigit() and int(promised) > snapshots:
        rep.warnings.append(f"The capture stopped early: {snapshots} of {int(promised)} snapshots "
                            "(AAA,snapshots) were written.")
    rep.extra["nmon_version"] = aaa.get("version") or aaa.get("AIX")
    return rep


class _NmonReader:
    """Reads an nmon capture line by line: the ``AAA`` header, ``ZZZZ`` snapshot times, each section's column
    header and its data lines, one series builder per category."""

    def __init__(self) -> None:
        self.aaa: dict[str, str] = {}
        self.headers: dict[str, list[str]] = {}
        self.tag_time: dict[str, str] = {}
        self.clock = Clock(None)
        self.host: str | None = None
        self.builders: dict[str, SeriesBuilder] = {}
        # disk and net values of one tag arrive over several sections: gather them, then put them once
        self.pending: dict[str, dict[str, dict[str, float | None]]] = {}
        self.pending_tag: str | None = None
        # per section key: what it feeds ("" when nothing); per NET column: (interface, column) or ()
        self.kinds: dict[str, str] = {}
        self.net_columns: dict[str, tuple[str, ...]] = {}

    def builder(self, category: str) -> SeriesBuilder:
        if category not in self.builders:
            self.builders[category] = SeriesBuilder(category=category, source="nmon", host=self.host)
        return self.builders[category]

    def flush(self) -> None:
        for category, objs in self.pending.items():
            sb = self.builder(category)
            sb.sample(self.pending_tag)
            for obj, values in objs.items():
                sb.put(obj, values)
        self.pending.clear()

    def feed(self, line: str) -> None:
        parts = line.split(",")
        key = parts[0]
        if key == "AAA" and len(parts) >= 3:
            self._header_line(parts)
            return
        if key == "ZZZZ" and len(parts) >= 4:
            self._snapshot(parts)
            return
        if len(parts) < 3:
            return
        tag = parts[1]
        if not (tag.startswith("T") and tag[1:].isdigit()):
            self.headers[key] = [c.strip() for c in parts[2:]]
            return
        cols = self.headers.get(key)
        if cols is None:
            return
        kind = self.kinds.get(key)
        if kind is None:
            kind = self.kinds[key] = _kind(key)
        if not kind:
            # a section that is not kept (VM, JFSFILE, NETPACKET, DISKBSIZE...): its numbers are never read
            return
        if tag != self.pending_tag:
            self.flush()
            self.pending_tag = tag
        rec = {c: num(v) for c, v in zip(cols, parts[2:], strict=False) if c}
        _SECTION_READERS[kind](self, key, tag, rec)

    def _header_line(self, parts: list[str]) -> None:
        self.aaa[parts[1]] = ",".join(parts[2:]).strip()
        if parts[1] == "host":
            self.host = parts[2].strip()

    def _snapshot(self, parts: list[str]) -> None:
        """``ZZZZ,T0001,13:18:32,07-DEC-2012``: the time of a snapshot tag."""
        day = parse_date(parts[3])
        if day is not None and day != self.clock.day:
            self.clock.day, self.clock.last = day, None
        secs = clock_seconds(parts[2])
        if secs is not None:
            self.tag_time[parts[1]] = self.clock.stamp(secs)

    def _cpu(self, key: str, tag: str, rec: dict[str, float | None]) -> None:
        sb = self.builder("cpu")
        sb.sample(tag)
        sb.put("all" if key == "CPU_ALL" else str(int(key[3:]) - 1), cpu_values(
            rec.get("User%"), rec.get("Sys%"), rec.get("Wait%"), rec.get("Steal%"), rec.get("Idle%")))

    def _proc(self, key: str, tag: str, rec: dict[str, float | None]) -> None:
        sb = self.builder("runq")
        sb.sample(tag)
        sb.put("all", {"runq": rec.get("Runnable"), "blocked": None})

    def _mem(self, key: str, tag: str, rec: dict[str, float | None]) -> None:
        sb = self.builder("mem")
        sb.sample(tag)
        free = rec.get("memfree", rec.get("Real free(MB)"))
        used = None
        if rec.get("memtotal") and free is not None:
            used = round(100.0 * (1 - free / rec["memtotal"]), 4)
        elif rec.get("Real free %") is not None:
            used = round(100.0 - rec["Real free %"], 4)
        sb.put("all", {"free_mb": free, "used_pct": used})

    def _net(self, key: str, tag: str, rec: dict[str, float | None]) -> None:
        objs = self.pending.setdefault("net", {})
        for c, v in rec.items():
            target = self.net_columns.get(c)
            if target is None:
                target = self.net_columns[c] = _net_column(c)
            if target:
                objs.setdefault(target[0], {})[target[1]] = None if v is None else round(v / 1024, 6)

    def _disk(self, key: str, tag: str, rec: dict[str, float | None]) -> None:
        col = _DISK_COL[_DISK.match(key)[1]]
        scale = 1 / 1024 if col in ("read_mb_s", "write_mb_s") else 1.0
        objs = self.pending.setdefault("disk", {})
        for c, v in rec.items():
            objs.setdefault(c, {})[col] = None if v is None else round(v * scale, 6)

    def groups(self) -> list[SeriesGroup]:
        """The series of every category read, each sample at its snapshot's time."""
        self.flush()
        groups = []
        interval = num(self.aaa.get("interval", "")) if self.aaa.get("interval") else None
        for category in ("cpu", "runq", "disk", "net", "mem"):
            sb = self.builders.get(category)
            if sb is None:
                continue
            sb.host = self.host
            sb.times = [self.tag_time.get(t, None) if t else None for t in sb.times]
            sb.interval_s = interval
            g = sb.build()
            if g is not None:
                groups.append(g)
        return groups


#: The reader of each kind of data section (:func:`_kind`).
_SECTION_READERS: dict[str, Callable[[_NmonReader, str, str, dict[str, float | None]], None]] = {
    "cpu": _NmonReader._cpu, "PROC": _NmonReader._proc, "MEM": _NmonReader._mem, "NET": _NmonReader._net,
    "disk": _NmonReader._disk}
