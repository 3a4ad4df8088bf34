"""Oracle Statspack reports (spreport / sprepins text), single instance and RAC, 9i to 19c.

Statspack is what sites without the Diagnostics Pack licence have instead of AWR. Its text layout is the ancestor
of the AWR text report (same ruled tables, same ``DB/Inst:`` section titles, same ``~~~`` summary blocks), so the
report is cut into tables by :mod:`.tables` and read by the instance-report recognisers of :mod:`.awr.instance`; this
module adds what is particular to Statspack:

- the header's ``Database`` column is blank from 10g on: the DB name is read from the ``DB/Inst: NAME/inst``
  section titles;
- the Host line may be wrapped by SQL*Plus onto two lines (``Host Name Platform CPUs`` / ``Cores Sockets
  Memory (G)``);
- "Top 5 Timed Events" report "% Total Call Time", read as the share of DB time.

Samples exist for 11.2.0.3 and 12.1.0.2 (../shared/run-samples). 9i and 10g layouts have no public sample; they
are read from the documented layout of ``sprepins.sql`` of those releases: 9.0 prints "Top 5 Wait Events" (waits
only, CPU not ranked), 9.2 and 10g "Top 5 Timed Events"; 9i/10.1 print the host as ``Host: NAME  Num CPUs: N
Phys Memory (MB): M`` (10g: ``Host Name: NAME  Num CPUs: N ...``) instead of a Host table, which
:func:`_host_line` reads; tests/parsers/data/statspack_10g_synthetic.txt is a synthetic report in that layout.
"""

from __future__ import annotations

import re

from . import awr
from .model import KIND_STATSPACK, ParsedReport
from .tables import text_tables
from .textutil import parse_int, parse_number

_MARKER = re.compile(r"STATSPACK\s+report\s+for", re.I)
_DBINST = re.compile(r"DB/Inst:\s*([^/\s]+)/(\S+)")
_OLD_HOST = re.compile(
    r"Host(?:\s+Name)?\s*:\s*(\S+)\s+Num CPUs:\s*(\d+)(?:\s+Phys Memory \(MB\):\s*([\d,]+))?", re.I
)
_RAC = re.compile(r"^\s*RAC\s*$|\bRAC\b", re.I)


def looks_like_statspack(head: str) -> bool:
    return bool(_MARKER.search(head[:5000]))


def _host_line(rep: ParsedReport, text: str) -> None:
    """9i / 10.1: ``Host: NAME  Num CPUs: N  Phys Memory (MB): M`` in the header (documented layout, no sample)."""
    m = _OLD_HOST.search(text[:5000])
    if not m:
        return
    if m.group(1) not in rep.identity.hosts:
        rep.identity.hosts.append(m.group(1))
    rep.host.cpus = rep.host.cpus or parse_int(m.group(2))
    if m.group(3) and rep.host.memory_gb is None:
        mb = parse_number(m.group(3))
        rep.host.memory_gb = None if mb is None else round(mb / 1024, 2)


def _host_table(rep: ParsedReport, text: str) -> None:
    """``Host Name  Platform  CPUs Cores Sockets Memory (G)`` and its values; SQL*Plus may have wrapped both the
    header and the values after ``CPUs`` onto a second line."""
    lines = text[:6000].split("\n")
    for i, line in enumerate(lines):
        if not (line.startswith("Host") and "Platform" in line and "CPUs" in line):
            continue
        wrapped = "Memory" not in line  # the header's second half is on the next line
        values = [ln for ln in lines[i + 1 : i + 8] if ln.strip() and not set(ln.strip()) <= set("~- ")]
        if wrapped and values and "Memory" in values[0]:
            values = values[1:]  # the second half of the header
        if not values:
            return
        first = values[0].split()
        numeric = 0
        for tok in reversed(first):
            if parse_number(tok) is None:
                break
            numeric += 1
        if numeric >= 4:  # values on one line (only the header was wrapped, or nothing was)
            tail, cpus_i, first = first[-3:], len(first) - 4, first[:-3]
        else:
            tail = values[1].split() if len(values) > 1 else []
            cpus_i = len(first) - 1
        if cpus_i < 1:
            return
        host = first[0]
        if host not in rep.identity.hosts:
            rep.identity.hosts.append(host)
        rep.identity.platform = rep.identity.platform or " ".join(first[1:cpus_i]) or None
        rep.host.cpus = rep.host.cpus or parse_int(first[cpus_i])
        if len(tail) >= 3:
            rep.host.cores = parse_int(tail[0])
            rep.host.sockets = parse_int(tail[1])
            rep.host.memory_gb = parse_number(tail[2])
        return


_HEADER_RULE = re.compile(r"^(~+)(\s+-)")


def _header_rules(text: str) -> str:
    """The Database header table underlines its first column with ``~`` and the others with ``-``; make the whole
    rule dashes so it reads as an ordinary ruled table (the Host line is read by :func:`_host_table`)."""
    lines = text.split("\n", 20)
    for i, line in enumerate(lines[:20]):
        if i and lines[i - 1].startswith("Database"):
            lines[i] = _HEADER_RULE.sub(lambda m: "-" * len(m.group(1)) + m.group(2), line)
    return "\n".join(lines)


def build_statspack_report(rep: ParsedReport, text: str) -> tuple[ParsedReport, list]:
    """Fill a Statspack result from its text; returns the report and its tables (for the detail sections)."""
    tables = text_tables(_header_rules(text))
    awr.build_instance_report(rep, tables)
    ident = rep.identity
    m = _DBINST.search(text)
    if m:
        ident.db_name = ident.db_name or m.group(1)
        if m.group(2) not in ident.instance_names:
            ident.instance_names.append(m.group(2))
    _host_table(rep, text)
    for label, attr in (("Begin Snap", "begin_time"), ("End Snap", "end_time")):
        m = re.search(label + r":\s+\d+\s+(\d{1,2}-\w{3}-\d{2} \d{2}:\d{2}:\d{2})", text[:8000])
        if m and getattr(rep.snapshot, attr) is None:
            setattr(rep.snapshot, attr, m.group(1))
    if rep.host.cpus is None:
        _host_line(rep, text)
    rep.note = "Statspack report (spreport): read with the same sections as an AWR instance report."
    return rep, tables


def new_report(name: str) -> ParsedReport:
    return ParsedReport(kind=KIND_STATSPACK, format="text", source_name=name)
