"""``mpstat -P ALL`` (sysstat): CPU utilisation per CPU and for all CPUs, one block per interval.

``Average:`` lines repeat what the intervals said and are not kept as samples. Times may be 12 h or 24 h.
"""

from __future__ import annotations

import re

from ..model import ParsedReport
from .iostat import BANNER
from .series import Clock, SeriesBuilder, clock_seconds, cpu_values, num, parse_date, read_report

_TIMED = re.compile(r"^(?P<time>\d{1,2}:\d{2}:\d{2}(?:\s*[AP]M)?)\s+(?P<rest>.+)$", re.I)

ERR_NO_DATA = "mpstat output without a CPU utilisation line."


_HEADER = re.compile(r"^(?:\d{1,2}:\d{2}:\d{2}(?:\s*[AP]M)?|Average:)\s+CPU\s+%usr\s", re.I)


def looks_like_mpstat(head: str) -> bool:
    """mpstat repeats its header before every interval (at most one line per CPU in between); ``sar -A``
    prints the same CPU header once per section, with a whole day of lines under it."""
    banner = re.search(BANNER.pattern, head, re.M)
    cpus = int(banner.group("cpus")) if banner and banner.group("cpus") else 4096
    headers = []
    for i, line in enumerate(head.split("\n")):
        if _HEADER.match(line.strip()):
            headers.append(i)
            if len(headers) == 2:
                break
    return len(headers) == 2 and headers[1] - headers[0] <= cpus + 3


class MpstatReader:
    """Feed lines one by one; used by this parser and by OSWatcher's."""

    def __init__(self, *, host: str | None, source: str = "mpstat -P ALL") -> None:
        self.host = host
        self.cpu = SeriesBuilder(category="cpu", source=source, host=host)
        self.clock = Clock(None)
        self.cpus: int | None = None
        self.skipped_since_boot = 0  # mpstat prints no since-boot report
        self._columns: list[str] = []

    def groups(self):
        return [g for g in (self.cpu.build(),) if g is not None]

    def feed(self, line: str) -> None:
        stripped = line.strip()
        if not stripped:
            return
        banner = BANNER.match(stripped)
        if banner:
            self.host = self.host or banner.group("host")
            self.cpu.host = self.host
            day = parse_date(banner.group("date"))
            if day is not None:
                self.clock.day, self.clock.last = day, None
            if banner.group("cpus"):
                self.cpus = int(banner.group("cpus"))
            return
        m = _TIMED.match(stripped)
        if not m:
            return  # Average: lines and anything else
        toks = m.group("rest").split()
        if toks[0] == "CPU":
            self._columns = toks
            return
        if not self._columns:
            return
        rec = dict(zip(self._columns, toks, strict=False))
        secs = clock_seconds(m.group("time"))
        if secs is None:
            return

        def g(*names: str) -> float | None:
            for n in names:
                if n in rec:
                    return num(rec[n])
            return None

        self.cpu.sample(self.clock.stamp(secs))
        self.cpu.put(rec.get("CPU", "all"), cpu_values(
            g("%usr", "%user"), g("%sys", "%system"), g("%iowait"), g("%steal"), g("%idle"),
            nice=g("%nice"), irq=g("%irq"), soft=g("%soft")))


def parse_mpstat(name: str, text: str) -> ParsedReport:
    """Parse ``mpstat -P ALL`` text into one CPU series per CPU plus ``all``."""
    return read_report(name, text, MpstatReader(host=None), tool="mpstat", error=ERR_NO_DATA)
