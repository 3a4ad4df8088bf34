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

from .model import KIND_SAR, ParsedReport, ParseError, SarCpuSample
from .osstats.iostat import device_values
from .osstats.series import Clock, SeriesBuilder, clock_seconds, cpu_values, iter_lines, parse_date, summarise
from .textutil import parse_number

_BANNER = re.compile(r"^Linux\s+\S+\s+\((?P<host>[^)]*)\)\s+(?P<date>\S+)(?:.*?\((?P<cpus>\d+)\s+CPU\))?", re.M)
_TIME = re.compile(r"^(?P<time>\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)\s+(?P<rest>.*)$", re.I)
_AVG = re.compile(r"^(?:Average|Moyenne|Durchschn\.?|Media):\s+(?P<rest>.*)$", re.I)

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
    rep = ParsedReport(kind=KIND_SAR, format="text", source_name=name)
    banner = _BANNER.search(text)
    if banner:
        rep.identity.hosts = [banner.group("host")]
        rep.extra["date"] = banner.group("date")
        if banner.group("cpus"):
            rep.host.cpus = int(banner.group("cpus"))
        rep.identity.platform = "Linux"
    mode = None  # "cpu" | "mem" | "dev" | "net" | "runq" | "iostat_cpu" | "iostat_dev"
    columns: list[str] = []
    host = rep.identity.hosts[0] if rep.identity.hosts else None
    day = parse_date(banner.group("date")) if banner else None
    builders = {c: SeriesBuilder(category=c, source=f"sar {flag}", host=host)
                for c, flag in (("cpu", "-u"), ("runq", "-q"), ("disk", "-d"), ("net", "-n DEV"), ("mem", "-r"))}
    clock = Clock(day)
    for raw in iter_lines(text):
        line = raw.rstrip()
        if not line.strip():
            if mode in {"iostat_dev"}:
                mode = None
            continue
        if line.startswith("avg-cpu:"):
            mode, columns = "iostat_cpu", line.split()[1:]
            continue
        if re.match(r"^(Device|DEV)\b:?", line.strip()) and ("r/s" in line or "tps" in line):
            mode, columns = "iostat_dev", [c.rstrip(":") for c in line.split()]
            continue
        avg = _AVG.match(line)
        tm = None if avg else _TIME.match(line)
        if not (avg or tm):
            if mode == "iostat_cpu":
                vals = [_fnum(t) for t in line.split()]
                rec = dict(zip([c.lstrip("%") for c in columns], vals, strict=False))
                rep.sar_cpu.append(
                    SarCpuSample(
                        time=None,
                        cpu="all",
                        user=rec.get("user"),
                        nice=rec.get("nice"),
                        system=rec.get("system"),
                        iowait=rec.get("iowait"),
                        steal=rec.get("steal"),
                        idle=rec.get("idle"),
                    )
                )
                rep.extra["source"] = "iostat"
                mode = None
            elif mode == "iostat_dev":
                toks = line.split()
                rec = {"time": None, "device": toks[0]}
                for c, t in zip(columns[1:], toks[1:], strict=False):
                    rec[c] = _fnum(t)
                rep.sar_disks.append(rec)
            continue
        rest = (avg or tm).group("rest")
        time = None if avg else _to_24h(tm.group("time"))
        toks = rest.split()
        if not toks:
            continue
        if "RESTART" in rest:
            continue
        # A header names its columns; a data line has at most one name (CPU, device, interface) before numbers.
        is_header = any(_fnum(t) is None for t in toks[1:]) or (len(toks) == 1 and _fnum(toks[0]) is None)
        if is_header:
            if "%idle" in toks and toks[0] == "CPU":
                mode, columns = "cpu", toks
            elif "kbmemused" in toks or "%memused" in toks:
                mode, columns = "mem", toks
            elif toks[0] == "DEV":
                mode, columns = "dev", toks
            elif toks[0] == "IFACE" and "rxkB/s" in toks:
                mode, columns = "net", toks
            elif toks[0] == "runq-sz":
                mode, columns = "runq", toks
            else:
                mode, columns = None, toks
            clock = Clock(day)  # each section starts the day again
            continue
        stamp = None
        if time is not None and mode in ("cpu", "mem", "dev", "net", "runq"):
            secs = clock_seconds(time)
            stamp = None if secs is None else clock.stamp(secs)
        if mode == "cpu":
            rec = dict(zip(columns, toks, strict=False))

            def g(*names: str, rec: dict[str, str] = rec) -> float | None:
                for n in names:
                    if n in rec:
                        return _fnum(rec[n])
                return None

            sample = SarCpuSample(
                time=time,
                cpu=rec.get("CPU", "all"),
                user=g("%user", "%usr"),
                nice=g("%nice"),
                system=g("%system", "%sys"),
                iowait=g("%iowait"),
                steal=g("%steal"),
                idle=g("%idle"),
            )
            rep.sar_cpu.append(sample)
            if stamp:
                builders["cpu"].sample(stamp)
                builders["cpu"].put(sample.cpu, cpu_values(sample.user, sample.system, sample.iowait, sample.steal,
                                                           sample.idle, nice=sample.nice, irq=g("%irq"),
                                                           soft=g("%soft")))
        elif mode == "mem":
            rec = {"time": time}
            for c, t in zip(columns, toks, strict=False):
                rec[c.replace("%", "pct_")] = _fnum(t)
            rep.sar_memory.append(rec)
            if stamp:
                free = rec.get("kbmemfree")
                builders["mem"].sample(stamp)
                builders["mem"].put("all", {"free_mb": None if free is None else round(free / 1024, 3),
                                            "used_pct": rec.get("pct_memused")})
        elif mode == "dev":
            rec = {"time": time, "device": toks[0]}
            for c, t in zip(columns[1:], toks[1:], strict=False):
                rec[c] = _fnum(t)
            rep.sar_disks.append(rec)
            if stamp:
                values = device_values(columns[1:], toks[1:])
                builders["disk"].sample(stamp)
                builders["disk"].put(toks[0], values)
        elif mode == "net" and stamp:
            rec = {c: _fnum(t) for c, t in zip(columns[1:], toks[1:], strict=False)}
            rx, tx = rec.get("rxkB/s"), rec.get("txkB/s")
            builders["net"].sample(stamp)
            builders["net"].put(toks[0], {"rx_mb_s": None if rx is None else round(rx / 1024, 6),
                                          "tx_mb_s": None if tx is None else round(tx / 1024, 6)})
        elif mode == "runq" and stamp:
            rec = {c: _fnum(t) for c, t in zip(columns, toks, strict=False)}
            builders["runq"].sample(stamp)
            builders["runq"].put("all", {"runq": rec.get("runq-sz"), "blocked": rec.get("blocked")})
    if not (rep.sar_cpu or rep.sar_memory or rep.sar_disks):
        raise ParseError(ERR_NO_DATA)
    rep.os_series = [g for g in (b.build() for b in builders.values()) if g is not None]
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
