"""What a node is: ``uname -a``, ``/etc/os-release`` (and the older ``*-release`` files), ``/proc/meminfo`` and
``/proc/cpuinfo``. The check compares their settings file by file; an import without a plan takes the architecture,
distribution, kernel series, memory and CPU count from them (facts under ``/_sys/...``, placed by
:mod:`apps.asbuilt.assemble`).

Formats: uname(1) ``-a`` prints kernel name, node name, kernel release, kernel version (``#1 SMP ...``), machine,
processor, hardware platform and operating system; os-release(5) is ``KEY=value`` with optional quotes;
``/etc/redhat-release``, ``/etc/oracle-release`` and ``/etc/system-release`` hold one line ``<name> release
<major>.<minor> (<code name>)``; SUSE's ``/etc/SuSE-release`` holds ``<name> <version> (<arch>)`` and ``VERSION =`` /
``PATCHLEVEL =`` lines; proc(5) documents ``/proc/meminfo`` (``MemTotal:  <n> kB``) and ``/proc/cpuinfo`` (one
``processor : <n>`` block per logical CPU on x86; on System z a ``vendor_id : IBM/S390`` header with ``# processors``
and one ``processor <n>: version = .., identification = .., machine = <type>`` line per CPU).

Facts (JSON pointers into the topology document; ``/_...`` are per-node observations that
:mod:`apps.asbuilt.assemble` places using the plan): uname (/_sys/{kernel_release,kernel_series,machine}),
os-release and *-release files (/_sys/{distribution,distribution_version,distribution_update}), meminfo
(/_sys/memory_kb), cpuinfo (/_sys/{cpu_family,cpus,machine_type}).
"""

from __future__ import annotations

import re
from typing import Any

from .base import AsBuiltParseError, Setting, logical_lines, parsed, sniffer, warn_repeats

#: uname's machine field -> the architecture family it shows.
X86_64_MACHINES = ("x86_64", "amd64")
X86_MACHINES = ("i386", "i486", "i586", "i686")
S390X_MACHINES = ("s390x", "s390")


def kernel_series(release: str) -> str | None:
    """The schema's kernel series of a kernel release (2.6.32-754.el6 -> 2.6, 4.18.0-477.el8 -> 4.x); None for
    a series the schema has no value for (6.x)."""
    match = re.match(r"^(\d+)\.(\d+)", release)
    if match is None:
        return None
    major, minor = int(match.group(1)), int(match.group(2))
    if major == 2 and minor in (4, 6):
        return f"2.{minor}"
    return f"{major}.x" if major in (3, 4, 5) else None


# --- uname -a -----------------------------------------------------------------------------------------------------

_UNAME = re.compile(r"^Linux\s+(\S+)\s+(\d+\.\d+\S*)\s+(#.*?)\s+(\S+)(?:\s+\S+){0,2}\s+GNU/Linux\s*$")
_UNAME_SHORT = re.compile(r"^Linux\s+(\S+)\s+(\d+\.\d+\S*)\s+(#\d+.*)\s+(\S+)\s*$")


looks_like_uname = sniffer(re.compile(r"\ALinux \S+ \d+\.\d+\S* #\d+"))


def parse_uname(name: str, text: str):
    lines = logical_lines(text, comment="")
    if not lines:
        raise AsBuiltParseError("no line; uname -a prints one line starting with 'Linux <host> <release> #'.")
    number, line = lines[0]
    match = _UNAME.match(line) or _UNAME_SHORT.match(line)
    if match is None:
        raise AsBuiltParseError("expected the line uname -a prints: 'Linux <host> <release> #<version> ... <machine> "
                                f"... GNU/Linux', found {line[:80]!r}.", line=number)
    host, release, machine = match.group(1), match.group(2), match.group(4)
    settings = [Setting("kernel release", release, number), Setting("machine", machine, number)]
    facts: dict[str, Any] = {"/_sys/kernel_release": release, "/_sys/machine": machine}
    warnings = []
    series = kernel_series(release)
    if series is not None:
        facts["/_sys/kernel_series"] = series
    else:
        warnings.append(f"kernel {release}: the plan has no kernel series for it (2.4, 2.6, 3.x, 4.x or 5.x)")
    return parsed("uname", settings, facts, host=host.split(".", 1)[0].lower(), warnings=warnings,
                  lines=dict.fromkeys(facts, number))


# --- /etc/os-release and the *-release files ------------------------------------------------------------------------

#: os-release ID (or the release file's name) -> the schema's distribution. Oracle Linux and CentOS are built from
#: RHEL's sources and the studies' RHEL settings are the ones they take, so they count as the RHEL family; a
#: warning says so.
_FAMILY = {"rhel": "rhel", "redhat": "rhel", "ol": "rhel", "oracle": "rhel", "centos": "rhel", "sles": "sles",
           "sled": "sles", "suse": "sles", "opensuse": "sles", "opensuse-leap": "sles"}


def _distribution_facts(distro_id: str, version: str, label: str) -> tuple[dict[str, Any], list[str]]:
    facts: dict[str, Any] = {}
    warnings: list[str] = []
    family = _FAMILY.get(distro_id.lower())
    if family is None:
        warnings.append(f"{label}: the plan describes SLES or RHEL-family distributions only")
        return facts, warnings
    facts["/_sys/distribution"] = family
    if distro_id.lower() not in ("rhel", "redhat", "sles"):
        warnings.append(f"{label} is recorded as {family.upper()} (the RHEL or SLES family it belongs to)")
    match = re.match(r"^(\d+)(?:\.(\d+))?", version)
    if match is not None:
        facts["/_sys/distribution_version"] = int(match.group(1))
        if match.group(2) is not None:
            facts["/_sys/distribution_update"] = int(match.group(2))
    return facts, warnings


_RELEASE_LINE = re.compile(r"^(?P<name>.+?)\s+release\s+(?P<version>\d+(?:\.\d+)?)")
_SUSE_LINE = re.compile(r"^(?P<name>SUSE Linux Enterprise \w+|openSUSE\S*)\s+(?P<version>\d+)(?:\s+\((?P<arch>\S+)\))?")


def _release_file_id(name: str, product: str) -> str:
    lowered = f"{name.lower()} {product.lower()}"
    for word, distro in (("oracle", "ol"), ("red hat", "rhel"), ("redhat", "rhel"), ("centos", "centos"),
                         ("suse", "sles")):
        if word in lowered:
            return distro
    return ""


looks_like_os_release = sniffer(re.compile(r"^PRETTY_NAME=\"", re.MULTILINE))


def parse_os_release(name: str, text: str):
    lines = logical_lines(text)
    values: dict[str, tuple[str, int]] = {}
    settings: list[Setting] = []
    facts: dict[str, Any] = {}
    warnings: list[str] = []
    first = lines[0] if lines else None
    if first is not None and "=" not in first[1]:
        # A release file: its first line names the product and version.
        number, line = first
        match = _RELEASE_LINE.match(line) or _SUSE_LINE.match(line)
        if match is None:
            raise AsBuiltParseError(f"expected '<name> release <version>' or 'SUSE Linux Enterprise Server <version>', "
                                    f"found {line[:80]!r}.", line=number)
        settings.append(Setting("release", line, number))
        distro = _release_file_id(name, match.group("name"))
        version = match.group("version")
        for number, line in lines[1:]:
            key, sep, value = line.partition("=")
            if sep:
                values[key.strip().upper()] = (value.strip(), number)
                settings.append(Setting(key.strip().upper(), value.strip(), number))
        if distro == "sles" and "VERSION" in values:
            version = values["VERSION"][0] + (f".{values['PATCHLEVEL'][0]}" if "PATCHLEVEL" in values else "")
        facts, warnings = _distribution_facts(distro, version, match.group("name"))
        arch = match.groupdict().get("arch")
        if arch:
            facts["/_sys/machine"] = arch
        # The name and version are on the first line; SLES's version and service pack on their own lines.
        lines = dict.fromkeys(facts, first[0])
        if distro == "sles" and "VERSION" in values:
            lines["/_sys/distribution_version"] = values["VERSION"][1]
            if "PATCHLEVEL" in values:
                lines["/_sys/distribution_update"] = values["PATCHLEVEL"][1]
        return parsed("os-release", settings, facts, warnings=warnings, lines=lines)
    for number, line in lines:
        key, sep, value = line.partition("=")
        if not sep or not re.fullmatch(r"[A-Z][A-Z0-9_]*", key.strip()):
            raise AsBuiltParseError(f"expected KEY=value (os-release(5)), found {line[:60]!r}.", line=number)
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key.strip()] = (value, number)
        settings.append(Setting(key.strip(), value, number))
    if "ID" not in values:
        raise AsBuiltParseError("no ID= line; os-release names the distribution with ID= and VERSION_ID=.")
    facts, warnings = _distribution_facts(values["ID"][0], values.get("VERSION_ID", ("", 0))[0],
                                          values.get("PRETTY_NAME", values["ID"])[0])
    version_line = values.get("VERSION_ID", ("", None))[1]
    lines = {"/_sys/distribution": values["ID"][1], "/_sys/distribution_version": version_line,
             "/_sys/distribution_update": version_line}
    return parsed("os-release", settings, facts, warnings=[*warn_repeats(settings), *warnings],
                  lines={k: v for k, v in lines.items() if v})


# --- /proc/meminfo ---------------------------------------------------------------------------------------------------


looks_like_meminfo = sniffer(re.compile(r"\AMemTotal:\s+\d+ kB"))


def parse_meminfo(name: str, text: str):
    settings: list[Setting] = []
    facts: dict[str, Any] = {}
    lines: dict[str, int] = {}
    for number, line in logical_lines(text, comment=""):
        match = re.match(r"^([\w()]+):\s+(\d+)(?:\s+kB)?$", line)
        if match is None:
            raise AsBuiltParseError(f"expected '<Field>: <number> kB' (proc(5)), found {line[:60]!r}.", line=number)
        if match.group(1) == "MemTotal":
            settings.append(Setting("MemTotal", f"{match.group(2)} kB", number))
            facts["/_sys/memory_kb"] = int(match.group(2))
            lines["/_sys/memory_kb"] = number
    if not facts:
        raise AsBuiltParseError("no MemTotal line; /proc/meminfo starts with 'MemTotal: <n> kB'.")
    return parsed("meminfo", settings, facts, lines=lines)


# --- /proc/cpuinfo ---------------------------------------------------------------------------------------------------


#: IBM machine types /proc/cpuinfo shows on System z -> the schema's architecture. Study 004 ("Server hardware",
#: "System z") ran on "IBM zEnterprise z196 model 2817-M32"; 2818 is the zEnterprise 114, the same processor
#: generation; 2097 and 2098 are the System z10 EC and BC (study 000's machine is "an IBM System z10"). Any other
#: type leaves the architecture unknown.
Z_MACHINE_TYPES = {"2097": "z10", "2098": "z10", "2817": "z196", "2818": "z196"}

#: Later machine types by the name IBM gives them (the Redbooks "IBM z14 (3906) Technical Guide", "IBM z15
#: Technical Introduction": machine types 8561 and 8562, "IBM z16 (3931) Technical Guide"): named in a warning,
#: never mapped onto a studied machine.
Z_LATER_MACHINES = {"3906": "IBM z14", "8561": "IBM z15", "8562": "IBM z15", "3931": "IBM z16"}

#: The warning of a machine type no study ran on.
OUTSIDE_STUDIES = ("machine type {type} ({label}) is outside the studies, which ran on the System z10 (2097, 2098) "
                   "and the zEnterprise z196 (2817, 2818): the architecture is left unknown")


looks_like_cpuinfo = sniffer(re.compile(r"\A(processor\s*:\s*\d+|vendor_id\s*:\s*IBM/S390)"))


def parse_cpuinfo(name: str, text: str):
    settings: list[Setting] = []
    facts: dict[str, Any] = {}
    processors = 0
    cores: dict[str, int] = {}  # physical id -> cpu cores
    vendor = ""
    machines: list[str] = []
    warnings: list[str] = []
    s390_count: int | None = None
    physical = ""
    for number, line in logical_lines(text, comment=""):
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep:
            raise AsBuiltParseError(f"expected '<field> : <value>' (proc(5)), found {line[:60]!r}.", line=number)
        if key == "vendor_id" and not vendor:
            vendor = value
            settings.append(Setting("vendor_id", value, number))
        elif key == "processor" and value.isdigit():
            processors += 1
        elif key == "physical id":
            physical = value
        elif key == "cpu cores" and value.isdigit():
            cores[physical] = int(value)
        elif key == "# processors" and value.isdigit():
            s390_count = int(value)
            settings.append(Setting("# processors", value, number))
        elif re.fullmatch(r"processor \d+", key):
            match = re.search(r"machine\s*=\s*([0-9A-Fa-f]{4})", value)
            if match:
                machines.append(match.group(1))
                if len(machines) == 1:
                    settings.append(Setting("machine", match.group(1), number))
    if vendor == "IBM/S390":
        facts["/_sys/cpu_family"] = "s390x"
        if s390_count:
            facts["/_sys/cpus"] = s390_count
        if machines and len(set(machines)) == 1:
            facts["/_sys/machine_type"] = machines[0]
            if machines[0] not in Z_MACHINE_TYPES:
                label = Z_LATER_MACHINES.get(machines[0], "a type RACplan does not name")
                warnings.append(OUTSIDE_STUDIES.format(type=machines[0], label=label))
    elif vendor in ("GenuineIntel", "AuthenticAMD") or processors:
        facts["/_sys/cpu_family"] = "x86"
        count = sum(cores.values()) if cores else processors
        if count:
            facts["/_sys/cpus"] = count
            settings.append(Setting("cores" if cores else "processors", str(count), None))
    if not facts:
        raise AsBuiltParseError("no processor lines; /proc/cpuinfo lists 'processor : <n>' per CPU "
                                "(or 'vendor_id : IBM/S390' on System z).")
    return parsed("cpuinfo", settings, facts, warnings=warnings)
