"""SLOB's ``slob.conf``: the run's settings (shell variable assignments), kept as they were set.

Commented lines are ignored; quotes around values are removed. Values of settings that hold secrets
(``SYSDBA_PASSWD`` and any name containing ``PASSW`` or ``SECRET``) are never kept: the file's original stays
stored for whoever may download it, but the parsed settings shown to every reader say ``(redacted)``.
"""

from __future__ import annotations

import re

from .model import KIND_BENCHMARK_CONFIG, ParsedReport, ParseError

_ASSIGN = re.compile(r"^(?:export\s+)?(?P<key>[A-Z][A-Z0-9_]*)=(?P<value>.*)$")
_SECRET = re.compile(r"PASSW|SECRET|PWD", re.I)
_KNOWN = {"UPDATE_PCT", "RUN_TIME", "WORK_LOOP", "SCALE", "WORK_UNIT", "REDO_STRESS", "THREADS_PER_SCHEMA",
          "SCAN_PCT", "DATABASE_STATISTICS_TYPE", "LOAD_PARALLEL_DEGREE"}
REDACTED = "(redacted)"
ERR_NO_SETTINGS = "slob.conf without any of SLOB's settings (UPDATE_PCT, RUN_TIME, SCALE, WORK_UNIT…)."


def looks_like_slob_conf(name: str, head: str) -> bool:
    keys = {m.group("key") for m in (_ASSIGN.match(ln.strip()) for ln in head.split("\n")[:200]) if m}
    return name.lower().endswith("slob.conf") or len(keys & _KNOWN) >= 3


def _value(raw: str) -> str:
    raw = raw.strip()
    if raw[:1] in "\"'":
        end = raw.find(raw[0], 1)
        return raw[1:end] if end > 0 else raw[1:]
    return raw.split("#", 1)[0].strip()


def parse_slob_conf(name: str, text: str) -> ParsedReport:
    """The settings of a SLOB run, plus the SLOB version from the file's first comment when it names one."""
    rep = ParsedReport(kind=KIND_BENCHMARK_CONFIG, format="text", source_name=name)
    for line in text.split("\n"):
        m = _ASSIGN.match(line.strip())
        if not m:
            continue
        key, value = m.group("key"), _value(m.group("value"))
        rep.run_settings[key] = REDACTED if _SECRET.search(key) and value else value
    if not set(rep.run_settings) & _KNOWN:
        raise ParseError(ERR_NO_SETTINGS)
    version = re.search(r"SLOB\s+(\d+(?:\.\d+)+)", text[:2000])
    rep.extra["driver"] = "SLOB"
    if version:
        rep.release = version.group(1)
    rep.section_titles["run_settings"] = "slob.conf"
    return rep
