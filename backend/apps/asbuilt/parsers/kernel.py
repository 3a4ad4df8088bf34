"""Kernel parameters and shell limits: ``/etc/sysctl.conf`` (and ``sysctl -a`` output), ``limits.conf``.

sysctl.conf(5): ``token = value`` lines; ``#`` and ``;`` start comments; a leading ``-`` means "ignore errors"; the
token may use ``/`` instead of ``.``. ``sysctl -a`` prints the same ``key = value`` form (values of several numbers
are separated by tabs). Values are normalised to single spaces.
"""

from __future__ import annotations

import re
from typing import Any

from .base import AsBuiltParseError, Setting, logical_lines, parsed, register, to_int

_SYSCTL_KEY = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_-]+)+$")
_SYSCTL_LINE = re.compile(r"^-?\s*([^=\s]+)\s*=\s*(.*)$")
_SYSCTL_SNIFF = re.compile(r"^(kernel|net|fs|vm|dev|abi|debug|sunrpc|user|crypto)\.[\w.-]+ = ", re.MULTILINE)


def _sysctl_sniff(text: str) -> bool:
    return len(_SYSCTL_SNIFF.findall(text[:20000])) >= 3


def sysctl_value(raw: str) -> str:
    return re.sub(r"\s+", " ", raw).strip()


@register("sysctl", "kernel parameters (sysctl.conf or sysctl -a)",
          names=(r"(^|/)sysctl\.conf$", r"(^|/)sysctl\.d/[^/]+\.conf$", r"(^|/)sysctl[-_ ]?a(\.\w+)?$",
                 r"(^|/)sysctl(\.txt|\.out|\.log)$"),
          sniff=_sysctl_sniff)
def parse_sysctl(name: str, text: str):
    settings: list[Setting] = []
    facts: dict[str, Any] = {}
    warnings: list[str] = []
    seen: dict[str, int] = {}
    for number, line in logical_lines(text):
        if line.startswith(";"):
            continue
        match = _SYSCTL_LINE.match(line)
        if not match:
            warnings.append(f"line {number}: not 'key = value', skipped: {line[:60]!r}")
            continue
        key = match.group(1).replace("/", ".").strip(".")
        value = sysctl_value(match.group(2))
        if key in seen:
            warnings.append(f"line {number}: {key} set again (first on line {seen[key]}); the last value counts")
            settings = [s for s in settings if s.key != key]
        seen[key] = number
        settings.append(Setting(key, value, number))
        if _SYSCTL_KEY.match(key):
            number_value = to_int(value)
            facts[f"/kernel/sysctl/{key}"] = number_value if number_value is not None else value
    if not settings:
        raise AsBuiltParseError("no 'key = value' line found; is this a sysctl.conf or 'sysctl -a' output?")
    backlog = facts.pop("/kernel/sysctl/net.core.netdev_max_backlog", None)
    if isinstance(backlog, int):
        facts["/kernel/netdev_max_backlog"] = backlog
    return parsed("sysctl", settings, facts, warnings=warnings)
