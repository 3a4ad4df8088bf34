"""Linux ``sar`` (sysstat) text, including the daily ``sar -A`` reports, and short ``iostat -x`` output.

Handled blocks: CPU (``sar -u`` / ``sar -u ALL`` / ``sar -P ALL``), memory (``sar -r``), block devices
(``sar -d`` and ``iostat -x``), network interfaces (``sar -n DEV``) and the run queue (``sar -q``). Any other
section (paging, TTY, NFS, sockets…) is recognised by its header and skipped. Times may be 12 h
(``10:00:01 AM``) or 24 h. ``Average:`` lines are kept in ``sar_cpu``/``sar_disks`` with ``time=None``; the time
series (``os_series``) hold only the interval lines, each stamped with the banner's date. A ``LINUX RESTART``
in mid-day makes sar print every section again; those samples continue the same series, and an interface that
only exists after the restart is padded with ``None`` before it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Any

from .model import KIND_SAR, ParsedReport, ParseError, SarCpuSample
from .osstats.iostat import cpu_columns, device_columns, device_values
from .osstats.series import Clock, SeriesBuilder, clock_seconds, cpu_values, iter_lines, parse_date, summarise
from .textutil import parse_number

_BANNER = re.compile(r"^Linux\s+\S+\s+\((?P<host>[^)]*)\)\s+(?P<date>\S+)(?:.*?\((?P<cpus>\d+)\s+CPU\))?", re.M)
_TIME = re.compile(r"^(?P<time>\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)\s+(?P<rest>.*)$", re.I)
_AVG = re.compile(r"^(?:Average|Moyenne|Durchschn\.?|Media):\s+(?P<rest>.*)$", re.I)
# iostat's device table, as sar's own short form prints it too
_DEVICE_TABLE = re.compile(r"^(Device|DEV)\b:?")

ERR_NO_DATA = "sar/iostat text without CPU, memory or device samples."


def looks_like_sar(head: str) -> bool:
    if not _BANNER.search(head[:4000]):
        return False
    return any(x in head for x in ("%idle", "kbmemused", "%memused", "r/s", "rkB/s", "%util"))


def has_sar_sections(head: str) -> bool:
    """sar prints a time before each section header (``13:00:01  CPU  %usr ...``); iostat never does."""
    return bool(re.search(r"^\d{1,2}:\d{2}:\d{2}(?:\s*[AP]M)?\s+(?:CPU|DEV|IFACE|kbmemfree|runq-sz)\s", head, re.M))


def _to_24h(t: str) -> str:
    m = re.match(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?$", t.strip(), re.I)
    if not m:
        return t
    h, mi, s, ampm = int(m.group(1)), m.group(2), m.group(3) or "00", (m.group(4) or "").upper()
    if ampm == "PM" and h != 12:
        h += 12
    if ampm == "AM" and h == 12:
        h = 0
    return f"{h:02d}:{mi}:{s}"


def _fnum(tok: str) -> float | None:
    return parse_number(tok.replace(",", ".")) if re.fullmatch(r"-?\d+,\d+", tok) else parse_number(tok)


def parse_sar(name: str, text: str) -> ParsedReport:
    """Parse sar or iostat text into CPU, memory and device samples."""
    rep, day = _report(name, text)
    reader = _SarReader(rep, day)
    for raw in iter_lines(text):
        reader.feed(raw)
    if not (rep.sar_cpu or rep.sar_memory or rep.sar_disks):
        raise ParseError(ERR_NO_DATA)
    rep.os_series = [g for g in (b.build() for b in reader.builders.values()) if g is not None]
    rep.os_summary = summarise(rep.os_series)
    if rep.os_series:
        rep.section_titles["os_series"] = "sar samples"
        rep.section_titles["os_summary"] = "sar samples (averages over the day)"
    rep.section_titles.update(
        {
            "sar_cpu": "sar -u (CPU utilisation)",
            "sar_memory": "sar -r (memory)",
            "sar_disks": "sar -d / iostat -x (devices)",
        }
    )
    return rep


def _report(name: str, text: str) -> tuple[ParsedReport, date | None]:
    """The report with what the ``Linux ... (host)`` banner says (host, date, CPUs), and the banner's day."""
    rep = ParsedReport(kind=KIND_SAR, format="text", source_name=name)
    banner = _BANNER.search(text)
    if not banner:
        return rep, None
    rep.identity.hosts = [banner.group("host")]
    rep.extra["date"] = banner.group("date")
    if banner.group("cpus"):
        rep.host.cpus = int(banner.group("cpus"))
    rep.identity.platform = "Linux"
    return rep, parse_date(banner.group("date"))


def _is_header(toks: list[str]) -> bool:
    """A header names its columns; a data line has at most one name (CPU, device, interface) before numbers."""
    return any(_fnum(t) is None for t in toks[1:]) or (len(toks) == 1 and _fnum(toks[0]) is None)


def _device_row(time: str | None, columns: list[str], toks: list[str]) -> dict[str, Any]:
    """One line of a device table (``sar -d`` or ``iostat -x``) as printed: its time, device and figures."""
    rec: dict[str, Any] = {"time": time, "device": toks[0]}
    for c, t in zip(columns[1:], toks[1:], strict=False):
        rec[c] = _fnum(t)
    return rec


def _kb_to_mb(value: float | None) -> float | None:
    return None if value is None else round(value / 1024, 6)


class _SarReader:
    """Reads sar (or short iostat) text line by line into the report's samples and one series builder per section.

    ``mode`` is the section being read: ``cpu``, ``mem``, ``dev``, ``net`` or ``runq`` for sar's (each line timed
    or an ``Average:``), ``iostat_cpu`` or ``iostat_dev`` for iostat's untimed blocks, None for a section skipped.
    """

    def __init__(self, rep: ParsedReport, day: date | None) -> None:
        self.rep, self.day = rep, day
        host = rep.identity.hosts[0] if rep.identity.hosts else None
        self.builders = {c: SeriesBuilder(category=c, source=f"sar {flag}", host=host)
                         for c, flag in (("cpu", "-u"), ("runq", "-q"), ("disk", "-d"), ("net", "-n DEV"),
                                         ("mem", "-r"))}
        self.clock = Clock(day)
        self.mode: str | None = None
        self.columns: list[str] = []

    def feed(self, raw: str) -> None:
        line = raw.rstrip()
        if not line.strip():
            if self.mode == "iostat_dev":
                self.mode = None
            return
        if self._iostat_header(line):
            return
        avg = _AVG.match(line)
        tm = None if avg else _TIME.match(line)
        if not (avg or tm):
            self._iostat_row(line)
            return
        rest = (avg or tm).group("rest")
        toks = rest.split()
        if not toks or "RESTART" in rest:
            return
        time = None if avg else _to_24h(tm.group("time"))
        if _is_header(toks):
            self._section(toks)
            return
        read = _SECTION_READERS.get(self.mode)
        if read is not None:
            read(self, time, self._stamp(time), toks)

    def _stamp(self, time: str | None) -> str | None:
        secs = None if time is None else clock_seconds(time)
        return None if secs is None else self.clock.stamp(secs)

    def _section(self, toks: list[str]) -> None:
        """A section's header: which section it opens, and its columns."""
        if "%idle" in toks and toks[0] == "CPU":
            self.mode = "cpu"
        elif "kbmemused" in toks or "%memused" in toks:
            self.mode = "mem"
        elif toks[0] == "DEV":
            self.mode = "dev"
        elif toks[0] == "IFACE" and "rxkB/s" in toks:
            self.mode = "net"
        elif toks[0] == "runq-sz":
            self.mode = "runq"
        else:
            self.mode = None
        self.columns = toks
        self.clock = Clock(self.day)  # each section starts the day again

    # ----------------------------------------------------------------- iostat's blocks (no time on their lines)

    def _iostat_header(self, line: str) -> bool:
        if line.startswith("avg-cpu:"):
            self.mode, self.columns = "iostat_cpu", cpu_columns(line)
            return True
        if _DEVICE_TABLE.match(line.strip()) and ("r/s" in line or "tps" in line):
            self.mode, self.columns = "iostat_dev", device_columns(line)
            return True
        return False

    def _iostat_row(self, line: str) -> None:
        if self.mode == "iostat_cpu":
            rec = dict(zip(self.columns, [_fnum(t) for t in line.split()], strict=False))
            self.rep.sar_cpu.append(SarCpuSample(time=None, cpu="all", user=rec.get("user"), nice=rec.get("nice"),
                                                 system=rec.get("system"), iowait=rec.get("iowait"),
                                                 steal=rec.get("steal"), idle=rec.get("idle")))
            self.rep.extra["source"] = "iostat"
            self.mode = None
        elif self.mode == "iostat_dev":
            self.rep.sar_disks.append(_device_row(None, self.columns, line.split()))

    # ----------------------------------------------------------------- sar's sections, one line each

    def _cpu(self, time: str | None, stamp: str | None, toks: list[str]) -> None:
        rec = dict(zip(self.columns, toks, strict=False))

        def g(*names: str) -> float | None:
            for n in names:
                if n in rec:
                    return _fnum(rec[n])
            return None

        sample = SarCpuSample(time=time, cpu=rec.get("CPU", "all"), user=g("%user", "%usr"), nice=g("%nice"),
                              system=g("%system", "%sys"), iowait=g("%iowait"), steal=g("%steal"), idle=g("%idle"))
        self.rep.sar_cpu.append(sample)
        if stamp:
            self.builders["cpu"].sample(stamp)
            self.builders["cpu"].put(sample.cpu, cpu_values(sample.user, sample.system, sample.iowait, sample.steal,
                                                            sample.idle, nice=sample.nice, irq=g("%irq"),
                                                            soft=g("%soft")))

    def _mem(self, time: str | None, stamp: str | None, toks: list[str]) -> None:
        rec: dict[str, Any] = {"time": time}
        for c, t in zip(self.columns, toks, strict=False):
            rec[c.replace("%", "pct_")] = _fnum(t)
        self.rep.sar_memory.append(rec)
        if stamp:
            free = rec.get("kbmemfree")
            self.builders["mem"].sample(stamp)
            self.builders["mem"].put("all", {"free_mb": None if free is None else round(free / 1024, 3),
                                             "used_pct": rec.get("pct_memused")})

    def _dev(self, time: str | None, stamp: str | None, toks: list[str]) -> None:
        self.rep.sar_disks.append(_device_row(time, self.columns, toks))
        if stamp:
            self.builders["disk"].sample(stamp)
            self.builders["disk"].put(toks[0], device_values(self.columns[1:], toks[1:]))

    def _net(self, time: str | None, stamp: str | None, toks: list[str]) -> None:
        if not stamp:
            return
        rec = {c: _fnum(t) for c, t in zip(self.columns[1:], toks[1:], strict=False)}
        self.builders["net"].sample(stamp)
        self.builders["net"].put(toks[0], {"rx_mb_s": _kb_to_mb(rec.get("rxkB/s")),
                                           "tx_mb_s": _kb_to_mb(rec.get("txkB/s"))})

    def _runq(self, time: str | None, stamp: str | None, toks: list[str]) -> None:
        if not stamp:
            return
        rec = {c: _fnum(t) for c, t in zip(self.columns, toks, strict=False)}
        self.builders["runq"].sample(stamp)
        self.builders["runq"].put("all", {"runq": rec.get("runq-sz"), "blocked": rec.get("blocked")})


#: The reader of each of sar's sections, by mode.
_SECTION_READERS: dict[str | None, Callable[[_SarReader, str | None, str | None, list[str]], None]] = {
    "cpu": _SarReader._cpu, "mem": _SarReader._mem, "dev": _SarReader._dev, "net": _SarReader._net,
    "runq": _SarReader._runq}
