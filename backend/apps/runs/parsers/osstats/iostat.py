"""``iostat -x`` (sysstat, with or without ``-t`` timestamps and ``-m``/``-k``), as captured during a run.

The first report after each ``Linux ... (host)`` banner counts since boot, not over an interval, and is dropped
(its numbers would skew every average). Old sysstat prints sectors (``rsec/s``, 512 bytes), newer ones kB or MB;
newer ones drop ``await`` in favour of ``r_await``/``w_await``, which are weighted by the read and write rates.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from ..model import ParsedReport
from .series import Clock, SeriesBuilder, clock_seconds, cpu_values, iso, num, parse_date, read_report

BANNER = re.compile(r"^\s*Linux\s+\S+\s+\((?P<host>[^)]*)\)\s+(?P<date>\S+)(?:.*?\((?P<cpus>\d+)\s+CPU\))?")
_STAMP = re.compile(
    r"^(?:Time:\s*(?P<t1>\d{1,2}:\d{2}:\d{2}(?:\s*[AP]M)?)"
    r"|(?P<d2>\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4})\s+(?P<t2>\d{1,2}:\d{2}:\d{2}(?:\s*[AP]M)?)"
    r"|(?P<d3>\d{4}-\d{2}-\d{2})T(?P<t3>\d{2}:\d{2}:\d{2})\S*)\s*$", re.I)
_DEVICE_HEADER = re.compile(r"^Device:?\s")

# OSWatcher's collector runs ``iostat -x 1 3`` at each snapshot (the oswiostat section of the OSWatcher Black Box
# User's Guide, My Oracle Support Doc ID 301137.1; the same 1-second interval and 3 reports as its ``vmstat 1 3``).
# Without ``Time:`` lines (the current OSWbb layout), the n-th report of a snapshot, the since-boot one being the
# first, was printed n - 1 intervals after the snapshot's zzz time.
OSWATCHER_IOSTAT_STEP_S = 1

ERR_NO_DATA = "iostat output without any interval report (only the since-boot report, or no device table)."

_SCALE = {"rMB/s": 1.0, "wMB/s": 1.0, "rkB/s": 1 / 1024, "wkB/s": 1 / 1024,
          "rsec/s": 512 / 1048576, "wsec/s": 512 / 1048576, "rd_sec/s": 512 / 1048576, "wr_sec/s": 512 / 1048576}


def looks_like_iostat(head: str) -> bool:
    return bool(re.search(r"^Device:?\s+.*(?:r/s|rrqm/s)", head, re.M)) and "avg-cpu:" in head


def cpu_columns(header: str) -> list[str]:
    """The columns an ``avg-cpu:`` header names, without their ``%`` (``user``, ``nice``, ``system``...)."""
    return [c.lstrip("%") for c in header.split()[1:]]


def device_columns(header: str) -> list[str]:
    """The columns a device table's header names, the first being the device's (``Device:`` in older sysstat)."""
    return [c.rstrip(":") for c in header.split()]


def combined(values: dict[str, float | None]) -> dict[str, float | None]:
    """``values`` with the combined ``iops`` and ``await_ms`` derived from the read and write figures where the tool
    printed no combined figure of its own: the sum of the rates, and the awaits weighted by them."""
    rs, ws = values.get("read_iops"), values.get("write_iops")
    if values.get("iops") is None and (rs is not None or ws is not None):
        values["iops"] = round((rs or 0.0) + (ws or 0.0), 4)
    ra, wa = values.get("read_await_ms"), values.get("write_await_ms")
    if values.get("await_ms") is None and (ra is not None or wa is not None):
        ops = (rs or 0.0) + (ws or 0.0)
        values["await_ms"] = round(((ra or 0.0) * (rs or 0.0) + (wa or 0.0) * (ws or 0.0)) / ops, 4) if ops else 0.0
    return values


def device_values(columns: list[str], toks: list[str]) -> dict[str, float | None]:
    """One device line of ``iostat -x`` or ``sar -d`` into the normalised disk columns: each figure as printed
    (throughput in MB/s whatever the unit), the combined ones derived where not printed (:func:`combined`)."""
    rec = {c: num(t) for c, t in zip(columns, toks, strict=False)}
    read = write = None
    for c, scale in _SCALE.items():
        if rec.get(c) is not None:
            if c.startswith("r"):
                read = read if read is not None else rec[c] * scale
            else:
                write = write if write is not None else rec[c] * scale
    queue = rec.get("aqu-sz")
    return combined({
        "read_mb_s": None if read is None else round(read, 6),
        "write_mb_s": None if write is None else round(write, 6),
        "iops": rec.get("tps"), "await_ms": rec.get("await"), "util_pct": rec.get("%util"),
        "read_iops": rec.get("r/s"), "write_iops": rec.get("w/s"),
        "read_await_ms": rec.get("r_await"), "write_await_ms": rec.get("w_await"),
        "queue": queue if queue is not None else rec.get("avgqu-sz")})


class IostatReader:
    """Feed lines one by one; keeps CPU and device series. Used by this parser and by OSWatcher's."""

    def __init__(self, *, host: str | None, source: str = "iostat -x") -> None:
        self.host = host
        self.cpu = SeriesBuilder(category="cpu", source=source, host=host)
        self.disk = SeriesBuilder(category="disk", source=source, host=host)
        self.clock = Clock(None)
        self.cpus: int | None = None
        self.skipped_since_boot = 0
        self._skip = False  # inside the since-boot report
        self._reports_since_banner = 0
        self._time: str | None = None
        self._mode: str | None = None
        self._columns: list[str] = []
        self.time_hint: datetime | None = None  # OSWatcher's zzz time, for reports without a Time: line
        self._reports_since_hint = 0

    def new_invocation(self, time: datetime | None) -> None:
        """OSWatcher starts another iostat run (one per zzz snapshot): until a ``Time:`` line says otherwise, its
        reports are timed from ``time`` one interval apart."""
        self.time_hint, self._reports_since_hint = time, 0
        self._time = None if time is None else iso(time)
        if time is not None:
            self.clock.day, self.clock.last = time.date(), None
            self.clock.stamp(time.hour * 3600 + time.minute * 60 + time.second)

    def set_day(self, raw: str) -> None:
        day = parse_date(raw)
        if day is not None:
            self.clock.day, self.clock.last = day, None

    def _open_report(self) -> None:
        self._reports_since_banner += 1
        self._reports_since_hint += 1
        if self.time_hint is not None:
            step = timedelta(seconds=OSWATCHER_IOSTAT_STEP_S * (self._reports_since_hint - 1))
            self._time = iso(self.time_hint + step)
        self._skip = self._reports_since_banner == 1
        if self._skip:
            self.skipped_since_boot += 1
        else:
            self.cpu.sample(self._time)
            self.disk.sample(self._time)

    def feed(self, line: str) -> None:
        stripped = line.strip()
        if not stripped:
            if self._mode == "dev":
                self._mode = None
            return
        banner = BANNER.match(stripped)
        if banner:
            self.host = self.host or banner.group("host")
            self.cpu.host = self.disk.host = self.host
            self.set_day(banner.group("date"))
            if banner.group("cpus"):
                self.cpus = int(banner.group("cpus"))
            self._reports_since_banner, self._mode = 0, None
            return
        stamp = _STAMP.match(stripped)
        if stamp:
            if stamp.group("d2") or stamp.group("d3"):
                self.set_day(stamp.group("d2") or stamp.group("d3"))
            secs = clock_seconds(stamp.group("t1") or stamp.group("t2") or stamp.group("t3"))
            self._time = None if secs is None else self.clock.stamp(secs)
            self.time_hint = None  # the report prints its own time (the old OSWatcher layout, iostat -t)
            self._mode = "stamp"
            return
        if stripped.startswith("avg-cpu:"):
            self._open_report()
            self._mode, self._columns = "cpu", cpu_columns(stripped)
            return
        if _DEVICE_HEADER.match(stripped):
            if self._mode not in ("cpu", "after_cpu"):  # iostat -d: no CPU block opened the report
                self._open_report()
            self._mode, self._columns = "dev", device_columns(stripped)
            return
        toks = stripped.split()
        if self._mode == "cpu":
            if not self._skip:
                rec = {c: num(t) for c, t in zip(self._columns, toks, strict=False)}
                self.cpu.put("all", cpu_values(rec.get("user"), rec.get("system"), rec.get("iowait"),
                                               rec.get("steal"), rec.get("idle"), nice=rec.get("nice")))
            self._mode = "after_cpu"
        elif self._mode == "dev" and not self._skip and len(toks) >= 2:
            self.disk.put(toks[0], device_values(self._columns[1:], toks[1:]))

    def groups(self):
        return [g for g in (self.cpu.build(), self.disk.build()) if g is not None]


def parse_iostat(name: str, text: str) -> ParsedReport:
    """Parse ``iostat -x`` text into CPU and per-device series."""
    return read_report(name, text, IostatReader(host=None), tool="iostat", error=ERR_NO_DATA,
                       usable=lambda groups: any(g.category == "disk" for g in groups))
