"""``vmstat`` with or without ``-t`` (timestamps): run queue, blocked processes, free memory and CPU.

The first line after each header block counts since boot and is dropped. Without ``-t`` the samples have no
time of day; they keep their order and the charts number them.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from ..model import ParsedReport
from .series import SeriesBuilder, cpu_values, num, read_report

_COLUMNS = re.compile(r"^\s*r\s+b\s+swpd\s+free\b")
_STAMP = re.compile(r"(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2}:\d{2})\s*$")

# OSWatcher starts ``vmstat 1 3`` at each snapshot: the since-boot line is printed at the snapshot's zzz time and each
# following line one second later
OSWATCHER_VMSTAT_STEP_S = 1

ERR_NO_DATA = "vmstat output without a sample line under its 'r b swpd free ...' header."


def looks_like_vmstat(head: str) -> bool:
    return bool(re.search(r"^procs\s+-+memory", head, re.M)) and bool(_COLUMNS.search(head.split("\n", 3)[1]
                                                                                       if "\n" in head else ""))


class VmstatReader:
    """Feed lines one by one; used by this parser and by OSWatcher's."""

    def __init__(self, *, host: str | None, source: str = "vmstat") -> None:
        self.host = host
        self.cpus: int | None = None  # vmstat does not print the CPU count
        self.runq = SeriesBuilder(category="runq", source=source, host=host)
        self.cpu = SeriesBuilder(category="cpu", source=source, host=host)
        self.mem = SeriesBuilder(category="mem", source=source, host=host)
        self.skipped_since_boot = 0
        self._columns: list[str] = []
        self._first = False
        self._banner_seen = True
        self.time_hint: datetime | None = None  # OSWatcher's zzz time, for vmstat without -t
        self._lines_since_hint = 0  # data lines of this vmstat run read so far (the since-boot line included)

    def new_invocation(self, time: datetime | None = None) -> None:
        """Another vmstat run starts (OSWatcher starts one per snapshot): its first line is since boot again, and
        its lines are timed from ``time`` (the snapshot's zzz time) when they print no time themselves."""
        self._banner_seen, self.time_hint, self._lines_since_hint = True, time, 0

    def feed(self, line: str) -> None:
        stripped = line.strip()
        if not stripped or stripped.startswith("procs"):
            return
        if _COLUMNS.match(line):
            self._columns = stripped.split()
            if self._banner_seen:
                self._first, self._banner_seen = True, False
            return
        toks = stripped.split()
        if not self._columns or not toks[0].isdigit():
            return
        self._lines_since_hint += 1
        if self._first:
            self._first = False
            self.skipped_since_boot += 1
            return
        stamp = _STAMP.search(stripped)
        if stamp:
            time = f"{stamp.group(1)}T{stamp.group(2)}"
        elif self.time_hint is not None:
            # the n-th line of the run (the since-boot line is the first) was printed n - 1 steps after the zzz time
            step = timedelta(seconds=OSWATCHER_VMSTAT_STEP_S * (self._lines_since_hint - 1))
            time = (self.time_hint + step).strftime("%Y-%m-%dT%H:%M:%S")
        else:
            time = None
        rec = {c: num(t) for c, t in zip(self._columns, toks, strict=False)}
        for b in (self.runq, self.cpu, self.mem):
            b.sample(time)
        self.runq.put("all", {"runq": rec.get("r"), "blocked": rec.get("b")})
        self.cpu.put("all", cpu_values(rec.get("us"), rec.get("sy"), rec.get("wa"), rec.get("st"), rec.get("id")))
        free = rec.get("free")
        self.mem.put("all", {"free_mb": None if free is None else round(free / 1024, 3), "used_pct": None})

    def groups(self):
        return [g for g in (self.cpu.build(), self.runq.build(), self.mem.build()) if g is not None]


def parse_vmstat(name: str, text: str) -> ParsedReport:
    """Parse ``vmstat [-t]`` text into run queue, CPU and free memory series."""
    rep = read_report(name, text, VmstatReader(host=None), tool="vmstat", error=ERR_NO_DATA)
    if not rep.os_series[0].times:
        rep.warnings.append("vmstat without -t: the samples carry no time of day, so they are numbered, "
                            "not placed on the run's clock.")
    return rep
