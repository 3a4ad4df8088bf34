"""Kernel parameters and shell limits: ``/etc/sysctl.conf`` (and ``sysctl -a`` output), ``limits.conf``.

sysctl.conf(5): ``token = value`` lines; ``#`` and ``;`` start comments; a leading ``-`` means "ignore errors"; the
token may use ``/`` instead of ``.``. ``sysctl -a`` prints the same ``key = value`` form (values of several numbers
are separated by tabs). Values are normalised to single spaces.

Facts (JSON pointers into the topology document; ``/_...`` are per-node observations that
:mod:`apps.asbuilt.assemble` places using the plan): sysctl (/kernel/sysctl/<key>, /kernel/netdev_max_backlog;
``sysctl -a``: only the keys a plan sets), limits (/kernel/limits/{nofile_hard,nproc_soft,nproc_hard}), pam and
profile (settings only).
"""

from __future__ import annotations

import re

from .base import (
    AsBuiltParseError,
    Facts,
    Setting,
    logical_lines,
    parsed,
    sniffer,
    to_int,
    warn_repeats,
)

_SYSCTL_KEY = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_-]+)+$")
# A token (sysctl.conf(5): dots or slashes; systemd's sysctl.d also takes '*' globs) '=' a value.
_SYSCTL_LINE = re.compile(r"^-?\s*([\w*][\w.*/:@+-]*)\s*=\s*(.*)$")
# 'sysctl -a 2>&1' mixes in the command's own diagnostics ("sysctl: permission denied on key ..."): skipped.
_SYSCTL_DIAGNOSTIC = "sysctl: "
_SYSCTL_SNIFF = re.compile(r"^(kernel|net|fs|vm|dev|abi|debug|sunrpc|user|crypto)\.[\w.-]+ = ", re.MULTILINE)


# More lines than any sysctl.conf RACplan renders: the file is 'sysctl -a' output.
SYSCTL_A_MIN = 150
# Keys a plan sets (the renderer's sysctl lines: shared memory, semaphores, messages, files, AIO, ports, buffers).
PLAN_SYSCTL_PREFIXES = ("kernel.shm", "kernel.sem", "kernel.msg", "fs.file-max", "fs.aio-max-nr",
                        "net.ipv4.ip_local_port_range", "net.core.rmem_", "net.core.wmem_", "net.ipv4.tcp_rmem",
                        "net.ipv4.tcp_wmem", "net.core.netdev_max_backlog")


_sysctl_lines_sniff = sniffer(_SYSCTL_SNIFF, at_least=3)


def looks_like_sysctl(text: str) -> bool:
    """Three sysctl lines at least (``sysctl -a``, a long sysctl.conf), or a short file of nothing but ``key = value``
    lines with kernel parameter keys: a sysctl.d drop-in under any name (97-oracle-database-sysctl.conf)."""
    if _sysctl_lines_sniff(text):
        return True
    lines = [line for _, line in logical_lines(text[:20000]) if not line.startswith(";")]
    return bool(lines) and all(_SYSCTL_KEY_LINE.match(line) for line in lines)


_SYSCTL_KEY_LINE = re.compile(r"^-?\s*(kernel|net|fs|vm|dev|abi|sunrpc|user|crypto)[./][\w./*-]+\s*=")

# The longest number a kernel parameter holds: 20 digits (2^64 - 1 = 18446744073709551615). A longer run of digits
# is no setting of a running kernel, and Python would not even turn one of 4,300 digits into a number.
_SYSCTL_DIGITS = 20
_LONG_NUMBER = re.compile(rf"[0-9]{{{_SYSCTL_DIGITS + 1},}}")


def sysctl_value(raw: str) -> str:
    return re.sub(r"\s+", " ", raw).strip()


def parse_sysctl(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    warnings: list[str] = []
    seen: dict[str, int] = {}
    for number, line in logical_lines(text):
        if line.startswith(";"):
            continue
        match = _SYSCTL_LINE.match(line)
        if not match:
            if line.startswith(_SYSCTL_DIAGNOSTIC):
                warnings.append(f"line {number}: a message of the sysctl command, skipped: {line[:60]!r}")
                continue
            raise AsBuiltParseError(f"expected 'key = value' (or a '#' or ';' comment), found {line[:60]!r}.",
                                    line=number)
        key = match.group(1).replace("/", ".").strip(".")
        value = sysctl_value(match.group(2))
        if too_long := max((len(m) for m in _LONG_NUMBER.findall(value)), default=0):
            raise AsBuiltParseError(f"the value of {key[:60]} is a number of {too_long:,} digits; a kernel parameter "
                                    f"holds at most {_SYSCTL_DIGITS} (a 64-bit number).", line=number)
        if key in seen:
            warnings.append(f"line {number}: {key} set again (first on line {seen[key]}); the last value counts")
            settings = [s for s in settings if s.key != key]
        seen[key] = number
        settings.append(Setting(key, value, number))
        if _SYSCTL_KEY.match(key):
            number_value = to_int(value)
            facts.put(f"/kernel/sysctl/{key}", number_value if number_value is not None else value, number)
    if not settings:
        raise AsBuiltParseError("no 'key = value' line found; is this a sysctl.conf or 'sysctl -a' output?")
    if len(settings) > SYSCTL_A_MIN or not name.lower().endswith(".conf"):
        # 'sysctl -a' prints every kernel parameter: only those a plan sets become topology facts.
        for pointer in [k for k in facts if not k.rsplit("/", 1)[-1].startswith(PLAN_SYSCTL_PREFIXES)]:
            del facts[pointer]
    backlog = facts.pop("/kernel/sysctl/net.core.netdev_max_backlog", None)
    if isinstance(backlog, int):
        facts.put("/kernel/netdev_max_backlog", backlog, facts.lines.get("/kernel/sysctl/net.core.netdev_max_backlog"))
    hostname = next((s.value for s in settings if s.key == "kernel.hostname"), None)
    return parsed("sysctl", settings, facts, host=hostname.split(".")[0].lower() if hostname else None,
                  warnings=warnings)


# --- limits.conf --------------------------------------------------------------------------------------------------

_LIMIT_TYPES = ("soft", "hard", "-")
# limits.conf(5): a user name, @group, %group (maxlogins), '*' or a uid/gid range such as 1000: or :999.
_LIMIT_DOMAIN = re.compile(r"^[@%]?[\w.$*:-]+$")
# limits.conf(5) items; pam_limits refuses any other.
_LIMIT_ITEMS = frozenset({"core", "data", "fsize", "memlock", "nofile", "rss", "stack", "cpu", "nproc", "as",
                          "maxlogins", "maxsyslogins", "nonewprivs", "priority", "locks", "sigpending", "msgqueue",
                          "nice", "rtprio", "chroot"})
# pam.conf(5) module types (a leading '-' only silences a missing module).
_PAM_TYPES = ("account", "auth", "password", "session")
# limits.conf item of the oracle user -> topology field under /kernel/limits.
_LIMIT_FACTS = {("hard", "nofile"): "nofile_hard", ("soft", "nproc"): "nproc_soft", ("hard", "nproc"): "nproc_hard"}


def looks_like_limits(text: str) -> bool:
    """Every line that is not a comment reads '<domain> <soft|hard|-> <item> <value>', and there is one at least: a
    limits.d drop-in under any name (oracle-database-preinstall-19c.conf, 99-grid-oracle-limits.conf)."""
    lines = logical_lines(text[:20000])
    return bool(lines) and all(_LIMITS_LINE.match(line) for _, line in lines)


_LIMITS_LINE = re.compile(r"^[@%]?[\w.$*:-]+\s+(soft|hard|-)\s+(" + "|".join(sorted(_LIMIT_ITEMS)) +
                          r")\s+\S+\s*(#.*)?$", re.IGNORECASE)


def parse_limits(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    warnings: list[str] = []
    lines_of: dict[str, int] = {}
    for number, line in logical_lines(text):
        words = line.split("#", 1)[0].split()
        if len(words) != 4:
            raise AsBuiltParseError(f"expected '<domain> <type> <item> <value>', found {line[:60]!r}.", line=number)
        domain, kind, item, value = words[0], words[1].lower(), words[2].lower(), words[3].lower()
        if kind not in _LIMIT_TYPES:
            raise AsBuiltParseError(f"limit type {words[1]!r} is not soft, hard or -.", line=number)
        if not _LIMIT_DOMAIN.match(domain):
            raise AsBuiltParseError(f"{domain!r} is not a user, @group, %group, '*' or uid range.", line=number)
        if item not in _LIMIT_ITEMS:
            raise AsBuiltParseError(f"{words[2]!r} is not a limits.conf item (nofile, nproc, memlock...).",
                                    line=number)
        for one in ("soft", "hard") if kind == "-" else (kind,):
            key = f"{domain} {one} {item}"
            if key in lines_of:
                warnings.append(f"line {number}: {key} set again (first on line {lines_of[key]}); the last value "
                                "counts")
            lines_of.setdefault(key, number)
            settings.append(Setting(key, value, number))
            field_name = _LIMIT_FACTS.get((one, item))
            if domain == "oracle" and field_name and to_int(value) is not None:
                facts.put(f"/kernel/limits/{field_name}", int(value), number)
    return parsed("limits", _last_wins(settings), facts, warnings=warnings)


def _last_wins(settings: list[Setting]) -> list[Setting]:
    """One setting per key, the last one read (as the tools reading these files do), in file order."""
    last = {s.key: s for s in settings}
    return sorted(last.values(), key=lambda s: (s.line or 0, list(last).index(s.key)))


# --- pam.d ---------------------------------------------------------------------------------------------------------


def parse_pam(name: str, text: str):
    settings: list[Setting] = []
    for number, line in logical_lines(text, continuation=True):
        words = line.split()
        if words[0].startswith("@"):  # @include common-session
            settings.append(Setting(" ".join(words), "include", number))
            continue
        if len(words) < 3:
            raise AsBuiltParseError(f"expected 'type control module [arguments]', found {line[:60]!r}.", line=number)
        kind = words[0].lstrip("-").lower()
        if kind not in _PAM_TYPES:
            raise AsBuiltParseError(f"{words[0]!r} is not a PAM type (account, auth, password or session).",
                                    line=number)
        if words[1].startswith("["):  # control as [value=action ...]
            end = next((i for i, w in enumerate(words) if w.endswith("]")), None)
            if end is None:
                raise AsBuiltParseError("unclosed '[' in the control field.", line=number)
            control, rest = " ".join(words[1:end + 1]), words[end + 1:]
        else:
            control, rest = words[1], words[2:]
        if not rest:
            raise AsBuiltParseError(f"no module named in {line[:60]!r}.", line=number)
        module = rest[0].rsplit("/", 1)[-1]
        settings.append(Setting(f"{kind} {module}", " ".join([control, *rest[1:]]), number))
    return parsed("pam", _last_wins(settings), {}, warnings=warn_repeats(settings))


# --- the oracle user's profile -------------------------------------------------------------------------------------

_ULIMIT = re.compile(r"^ulimit\s+((?:-[A-Za-z]+\s+)+)(\S+)\s*$")
_ASSIGN = re.compile(r"^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(\S*)\s*$")


def parse_profile(name: str, text: str):
    """``ulimit`` lines and top-level variable assignments; functions and other commands are not compared."""
    settings: list[Setting] = []
    for number, line in logical_lines(text, continuation=True):
        ulimit = _ULIMIT.match(line)
        if ulimit:
            settings.append(Setting(f"ulimit {' '.join(ulimit.group(1).split())}", ulimit.group(2), number))
            continue
        assign = _ASSIGN.match(line)
        if assign:
            settings.append(Setting(assign.group(1), assign.group(2).strip("'\""), number))
    return parsed("profile", _last_wins(settings), {}, warnings=warn_repeats(settings))
