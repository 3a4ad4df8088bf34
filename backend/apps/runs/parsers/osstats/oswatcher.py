"""OSWatcher (OSWbb) archive files: ``oswiostat``, ``oswvmstat`` and ``oswmpstat`` hour files.

Each snapshot starts with ``zzz ***Wed Feb 29 11:01:52 EST 2012`` (old layouts print it once and then a
``Time:`` stamp before each iostat report). The tool's own output follows; its first report of each invocation
counts since boot and is dropped. The host comes from the tool's banner or else from the OSWatcher file name
(``<host>_<tool>_<yy.mm.dd.hhmm>.dat``). The series' sample interval is the one the zzz line states (``Sample
interval: 5``, old layouts), else the spacing of the sample times.
"""

from __future__ import annotations

import re
from datetime import datetime

from ..model import ParsedReport, ParseError
from .iostat import IostatReader
from .mpstat import MpstatReader
from .series import SampleReader, finish, iter_lines, set_interval
from .vmstat import VmstatReader

_ZZZ = re.compile(r"^zzz\s*\*{3}\s*(?:\w{3}\s+)?(?P<mon>\w{3})\s+(?P<day>\d{1,2})\s+(?P<time>\d{2}:\d{2}:\d{2})"
                  r"\s+(?:\S+\s+)?(?P<year>\d{4})")
# Old OSWatcher layouts state the collection interval on the zzz line ("... EST 2012 Sample interval: 5 secconds",
# spelt so in the run-samples' Exadata cell files)
_INTERVAL = re.compile(r"Sample interval:\s*(?P<secs>\d+(?:\.\d+)?)", re.I)
_FILE = re.compile(r"^(?P<host>.+?)_(?P<tool>iostat|vmstat|mpstat)_\d{2}\.\d{2}\.\d{2}\.\d{4}\.dat", re.I)

ERR_NO_DATA = "OSWatcher file without iostat, vmstat or mpstat samples after its 'zzz ***' lines."


def looks_like_oswatcher(head: str) -> bool:
    return head.lstrip().startswith("zzz ***")


def _zzz_time(line: str) -> datetime | None:
    m = _ZZZ.match(line)
    if not m:
        return None
    try:
        return datetime.strptime(f"{m['day']} {m['mon']} {m['year']} {m['time']}", "%d %b %Y %H:%M:%S")
    except ValueError:
        return None


def _tool(head: str, name: str) -> str | None:
    if "avg-cpu:" in head or re.search(r"^Device:?\s", head, re.M):
        return "iostat"
    if re.search(r"^\s*r\s+b\s+swpd\s+free", head, re.M):
        return "vmstat"
    if re.search(r"\sCPU\s+%usr", head):
        return "mpstat"
    m = _FILE.match(name.rsplit("/", 1)[-1].split("__")[-1])
    return m["tool"].lower() if m else None


def parse_oswatcher(name: str, text: str) -> ParsedReport:
    """Parse one OSWatcher archive file of iostat, vmstat or mpstat samples."""
    base = name.rsplit("/", 1)[-1].split("__")[-1]
    m = _FILE.match(base)
    host_hint = m["host"] if m else None
    tool = _tool(text[:20_000], base)
    source = f"OSWatcher {tool}"
    reader: SampleReader
    if tool == "iostat":
        reader = IostatReader(host=None, source=source)
    elif tool == "vmstat":
        reader = VmstatReader(host=host_hint, source=source)
    elif tool == "mpstat":
        reader = MpstatReader(host=None, source=source)
    else:
        raise ParseError(ERR_NO_DATA)
    snapshots = 0
    header_interval: float | None = None
    for line in iter_lines(text):
        if line.startswith("zzz"):
            when = _zzz_time(line)
            snapshots += 1
            stated = _INTERVAL.search(line)
            if stated and header_interval is None:
                header_interval = float(stated["secs"])
            if isinstance(reader, IostatReader):
                reader.new_invocation(when)
            elif isinstance(reader, VmstatReader):
                reader.new_invocation(when)
            elif when:
                reader.clock.day, reader.clock.last = when.date(), None
            continue
        reader.feed(line)
    groups = reader.groups()
    if not groups:
        raise ParseError(ERR_NO_DATA)
    host = reader.host or host_hint
    for g in groups:
        g.host = g.host or host
        if header_interval:
            set_interval(g, header_interval)
    rep = finish(name, groups, host, reader.cpus, tool=source, skipped=reader.skipped_since_boot)
    rep.extra["oswatcher_snapshots"] = snapshots
    return rep
