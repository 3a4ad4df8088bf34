"""Linux ``sar`` (sysstat) text and ``iostat -x`` output.

Handled blocks: CPU (``sar -u`` / ``sar -u ALL`` / ``sar -P ALL``), memory (``sar -r``),
block devices (``sar -d`` and ``iostat -x``). Times may be 12 h (``10:00:01 AM``) or 24 h.
``Average:`` lines are kept with ``time=None``; the derived metrics use them.
"""

from __future__ import annotations

import re

from .model import KIND_SAR, ParsedReport, ParseError, SarCpuSample
from .textutil import parse_number

_BANNER = re.compile(r"^Linux\s+\S+\s+\((?P<host>[^)]*)\)\s+(?P<date>\S+)(?:.*?\((?P<cpus>\d+)\s+CPU\))?", re.M)
_TIME = re.compile(r"^(?P<time>\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)\s+(?P<rest>.*)$", re.I)
_AVG = re.compile(r"^(?:Average|Moyenne|Durchschn\.?|Media):\s+(?P<rest>.*)$", re.I)

ERR_NO_DATA = "sar/iostat text without CPU, memory or device samples."


def looks_like_sar(head: str) -> bool:
    if not _BANNER.search(head[:4000]):
        return False
    return any(x in head for x in ("%idle", "kbmemused", "%memused", "r/s", "rkB/s", "%util"))


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
    mode = None  # "cpu" | "mem" | "dev" | "iostat_cpu" | "iostat_dev"
    columns: list[str] = []
    for raw in text.split("\n"):
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
        is_header = any(t.startswith("%") for t in toks) or toks[0] in {"CPU", "DEV", "kbmemfree", "IFACE"}
        if is_header or "kbmemused" in toks:
            if "%idle" in toks and toks[0] == "CPU":
                mode, columns = "cpu", toks
            elif "kbmemused" in toks or "%memused" in toks:
                mode, columns = "mem", toks
            elif toks[0] == "DEV":
                mode, columns = "dev", toks
            else:
                mode, columns = None, toks
            continue
        if "RESTART" in rest:
            continue
        if mode == "cpu":
            rec = dict(zip(columns, toks, strict=False))

            def g(*names: str, rec: dict[str, str] = rec) -> float | None:
                for n in names:
                    if n in rec:
                        return _fnum(rec[n])
                return None

            rep.sar_cpu.append(
                SarCpuSample(
                    time=time,
                    cpu=rec.get("CPU", "all"),
                    user=g("%user", "%usr"),
                    nice=g("%nice"),
                    system=g("%system", "%sys"),
                    iowait=g("%iowait"),
                    steal=g("%steal"),
                    idle=g("%idle"),
                )
            )
        elif mode == "mem":
            rec = {"time": time}
            for c, t in zip(columns, toks, strict=False):
                rec[c.replace("%", "pct_")] = _fnum(t)
            rep.sar_memory.append(rec)
        elif mode == "dev":
            rec = {"time": time, "device": toks[0]}
            for c, t in zip(columns[1:], toks[1:], strict=False):
                rec[c] = _fnum(t)
            rep.sar_disks.append(rec)
    if not (rep.sar_cpu or rep.sar_memory or rep.sar_disks):
        raise ParseError(ERR_NO_DATA)
    rep.section_titles.update(
        {
            "sar_cpu": "sar -u (CPU utilisation)",
            "sar_memory": "sar -r (memory)",
            "sar_disks": "sar -d / iostat -x (devices)",
        }
    )
    return rep
