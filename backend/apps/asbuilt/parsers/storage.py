"""Storage files: udev rules (udev(7)), ``multipath.conf`` (multipath.conf(5)) and ``multipath -ll`` output,
``/proc/dasd/devices`` and ``lsdasd`` output, ``/etc/fstab`` (fstab(5)), module options (modprobe.d(5) /
modules.conf), the ``dasd=`` list of ``zipl.conf`` and the OCFS2 ``cluster.conf``.

Disk facts are recorded per device under ``/_udev/<kernel name>``, ``/_mpath/<alias>``, ``/_dasd/<name>`` and NFS
mounts under ``/_nfs/<mount point>``; :mod:`apps.asbuilt.assemble` matches them with the plan's disks.
"""

from __future__ import annotations

import re
from typing import Any

from .base import (
    AsBuiltParseError,
    Facts,
    Setting,
    escape_pointer,
    index_repeats,
    logical_lines,
    parsed,
    register,
    sniffer,
    to_int,
    warn_repeats,
)

# --- udev rules ---------------------------------------------------------------------------------------------------

_UDEV_PAIR = re.compile(r'\s*([A-Za-z_]+(?:\{[^}]*\})?)\s*(==|!=|\+=|-=|:=|=)\s*"((?:[^"\\]|\\.)*)"\s*(,|$)')
_MATCH_OPS = ("==", "!=")


def _udev_pairs(line: str, number: int) -> list[tuple[str, str, str]]:
    pairs: list[tuple[str, str, str]] = []
    pos = 0
    while pos < len(line):
        match = _UDEV_PAIR.match(line, pos)
        if not match:
            raise AsBuiltParseError(f'expected KEY=="value" or KEY="value" pairs separated by commas, at '
                                    f"{line[pos:pos + 40]!r}.", line=number)
        pairs.append((match.group(1), match.group(2), match.group(3)))
        pos = match.end()
    return pairs


@register("udev", "udev rules", names=(r"(^|/)rules\.d/[^/]+\.rules$", r"\.rules$"))
def parse_udev(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    for number, line in logical_lines(text, continuation=True):
        pairs = _udev_pairs(line, number)
        matches = [f'{k}{op}"{v}"' for k, op, v in pairs if op in _MATCH_OPS]
        assigns = [f'{k}{op}"{v}"' for k, op, v in pairs if op not in _MATCH_OPS]
        if not matches or not assigns:
            raise AsBuiltParseError("a rule needs at least one match (==, !=) and one assignment (=, +=, :=).",
                                    line=number)
        key = ", ".join(matches)
        settings.append(Setting(key, ", ".join(assigns), number))
        values = {k: v for k, op, v in pairs}
        device = values.get("KERNEL") if "KERNEL" in values and "*" not in values["KERNEL"] else None
        device = values.get("ENV{DM_NAME}") or values.get("KERNELS") or device
        if device and any(k in values for k in ("OWNER", "GROUP", "MODE")):
            facts.put(f"/_udev/{device}", {k.lower(): values[k] for k in ("OWNER", "GROUP", "MODE") if k in values},
                      number)
        renamed = values.get("NAME") or _renamed(values.get("IMPORT", "") or values.get("PROGRAM", ""))
        if values.get("SUBSYSTEM") == "net" and renamed:
            facts.put(f"/_netname/{renamed}", key, number)
    return parsed("udev", index_repeats(settings), facts)



def _renamed(command: str) -> str | None:
    """The new name a SLES rename helper gives the interface (``rename_netiface %k net0``)."""
    found = re.search(r"rename_netiface\s+%k\s+(\S+)", command)
    return found.group(1) if found else None


# --- multipath.conf -------------------------------------------------------------------------------------------------

_MP_MAX_DEPTH = 8  # multipath.conf nests two levels (devices { device { } }); deeper is not the format
_MP_TOKEN = re.compile(r'"[^"]*"|\{|\}|[^\s{}"]+')
# Sub-sections whose entries are told apart by an attribute (vendor/product, wwid) rather than by position.
_MP_IDENTITY = {"device": ("vendor", "product"), "multipath": ("wwid",)}


def _mp_words(line: str, number: int) -> list[str]:
    line = line.split("#", 1)[0] if '"' not in line else line
    words = [w[1:-1] if w.startswith('"') else w for w in _MP_TOKEN.findall(line)]
    if line.count('"') % 2:
        raise AsBuiltParseError("unbalanced double quote.", line=number)
    return words


@register("multipath-conf", "multipath configuration (multipath.conf)", names=(r"(^|/)multipath\.conf$",))
def parse_multipath_conf(name: str, text: str):
    # Build a tree of sections: (name, [attributes (key, value, line)], [children]).
    root: dict[str, Any] = {"name": "", "attrs": [], "children": [], "line": 0}
    stack = [root]
    for number, line in logical_lines(text):
        words = _mp_words(line, number)
        while words:
            if words[0] == "}":
                if len(stack) == 1:
                    raise AsBuiltParseError("'}' without an open section.", line=number)
                stack.pop()
                words = words[1:]
            elif len(words) >= 2 and words[1] == "{":
                section = {"name": words[0], "attrs": [], "children": [], "line": number}
                if len(stack) > _MP_MAX_DEPTH:
                    raise AsBuiltParseError(f"sections nested more than {_MP_MAX_DEPTH} deep.", line=number)
                stack[-1]["children"].append(section)
                stack.append(section)
                words = words[2:]
            else:
                end = words.index("}") if "}" in words else len(words)
                if len(stack) == 1:
                    raise AsBuiltParseError(f"attribute {words[0]!r} outside any section.", line=number)
                stack[-1]["attrs"].append((words[0], " ".join(words[1:end]), number))
                words = words[end:]
    if len(stack) > 1:
        raise AsBuiltParseError(f"section '{stack[-1]['name']}' opened on line {stack[-1]['line']} is not closed.",
                                line=stack[-1]["line"])

    settings: list[Setting] = []

    def walk(section: dict[str, Any], path: str) -> None:
        grouped: dict[str, list[tuple[str, int]]] = {}
        for key, value, number in section["attrs"]:
            grouped.setdefault(key, []).append((value, number))
        for key, values in grouped.items():
            settings.append(Setting(f"{path} {key}".strip(), ", ".join(v for v, _ in values), values[0][1]))
        counts: dict[str, int] = {}
        for child in section["children"]:
            ident = _MP_IDENTITY.get(child["name"])
            attrs = {k: v for k, v, _ in child["attrs"]}
            if ident and all(k in attrs for k in ident):
                label = f"{child['name']}[{' '.join(attrs[k] for k in ident)}]"
            else:
                counts[child["name"]] = counts.get(child["name"], 0) + 1
                label = child["name"] if counts[child["name"]] == 1 else f"{child['name']}[{counts[child['name']]}]"
            walk(child, f"{path} {label}".strip())

    walk(root, "")
    facts = Facts()
    sections = {c["name"]: c for c in root["children"]}
    defaults = {k: v for k, v, _ in sections.get("defaults", {"attrs": []})["attrs"]}
    devices = [{k: v for k, v, _ in d["attrs"]} for d in sections.get("devices", {"children": []})["children"]]
    entries = [{k: v for k, v, _ in e["attrs"]} for e in sections.get("multipaths", {"children": []})["children"]]
    chosen = next((d for d in devices if "path_grouping_policy" in d), None)
    per_disk = next((e for e in entries if "path_grouping_policy" in e), None)
    if per_disk is not None:
        # The multipaths section overrules devices and defaults (multipath.conf(5)).
        facts["/storage/fcp/policy_section"] = "multipaths"
        policy = per_disk["path_grouping_policy"]
        rr_min_io = per_disk.get("rr_min_io") or per_disk.get("rr_min_io_rq")
    elif chosen is not None:
        facts["/storage/fcp/policy_section"] = "devices"
        policy = chosen["path_grouping_policy"]
        rr_min_io = chosen.get("rr_min_io") or chosen.get("rr_min_io_rq")
    elif "path_grouping_policy" in defaults:
        facts["/storage/fcp/policy_section"] = "defaults"
        policy = defaults["path_grouping_policy"]
        rr_min_io = defaults.get("rr_min_io") or defaults.get("rr_min_io_rq")
    else:
        policy, rr_min_io = None, None
    if policy in ("failover", "multibus"):
        facts["/storage/fcp/multipath_policy"] = policy
    if rr_min_io and to_int(rr_min_io):
        facts["/storage/fcp/rr_min_io"] = int(rr_min_io)
    for entry in sections.get("multipaths", {"children": []})["children"]:
        attrs = {k: v for k, v, _ in entry["attrs"]}
        if "wwid" in attrs:
            facts.put(f"/_mpath/{attrs.get('alias') or attrs['wwid']}", {"wwid": attrs["wwid"]}, entry["line"])
    return parsed("multipath-conf", settings, facts)


# --- multipath -ll ----------------------------------------------------------------------------------------------------

_LL_MAP = re.compile(r"^(?:create: |reload: )?(\S+)\s+(?:\((\w+)\)\s+)?(dm-\d+)\s*(.*)$")
_LL_GROUP = re.compile(r"^[`|\\ _+-]*(?:policy='([^']*)'|(round-robin|service-time|queue-length)\b)")
_LL_PATH = re.compile(r"^[`|\\ _+-]*(\d+:\d+:\d+:\d+)\s+(\S+)\s+(\d+:\d+)\s+(.*)$")
_LL_SNIFF = re.compile(r"^\S+ \(\w+\) dm-\d+ ", re.MULTILINE)


def map_policy(*, paths: int, groups: int) -> str:
    """The path grouping a map actually uses, read from its layout: one group of several paths is ``multibus``, one
    path per group ``failover`` (multipath.conf(5), path_grouping_policy); a map with a single path cannot tell."""
    return "multibus" if groups == 1 and paths > 1 else "failover" if groups > 1 else "single path"


@register("multipath-ll", "multipath topology (multipath -ll output)",
          names=(r"(^|/)multipath[-_ ]+ll(\.\w+)?$", r"(^|/)multipath[-_]?l{1,2}\.(txt|out|log)$"),
          sniff=sniffer(_LL_SNIFF))
def parse_multipath_ll(name: str, text: str):
    maps: list[dict[str, Any]] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip()
        if not line.strip():
            continue
        path = _LL_PATH.match(line)
        if path and maps:
            if not maps[-1]["groups"]:
                maps[-1]["groups"].append([])
            maps[-1]["groups"][-1].append(path.group(2))
            continue
        group = _LL_GROUP.match(line)
        if group and maps and (group.group(1) or group.group(2)):
            maps[-1]["groups"].append([])
            continue
        if line.lstrip().startswith(("size=", "[size=")):
            if not maps:
                raise AsBuiltParseError("a size line before any multipath map line.", line=number)
            size = re.search(r"size=([\d.]+[KMGT]?)", line)
            maps[-1]["size"] = size.group(1) if size else ""
            continue
        header = _LL_MAP.match(line)
        if header and not line[0].isspace():
            alias, wwid, dm, rest = header.groups()
            hardware = re.sub(r"\s*,\s*", ",", rest.strip())
            maps.append({"alias": alias, "wwid": wwid or alias, "dm": dm, "hw": hardware, "groups": [],
                         "line": number})
            continue
        if not maps:
            raise AsBuiltParseError(f"expected a map line like 'mpatha (3600...) dm-0 VENDOR,PRODUCT', found "
                                    f"{line[:60]!r}.", line=number)
    if not maps:
        raise AsBuiltParseError("no multipath map found; is this 'multipath -ll' output?")
    settings: list[Setting] = []
    facts = Facts()
    most_paths = 0
    policies: set[str] = set()
    for m in maps:
        groups = [g for g in m["groups"] if g]
        paths = sum(len(g) for g in groups)
        policy = map_policy(paths=paths, groups=len(groups))
        settings += [Setting(f"{m['alias']} wwid", m["wwid"], m["line"]),
                     Setting(f"{m['alias']} hardware", m["hw"], m["line"]),
                     Setting(f"{m['alias']} paths", str(paths), m["line"]),
                     Setting(f"{m['alias']} path groups", str(len(groups)), m["line"]),
                     Setting(f"{m['alias']} path_grouping_policy", policy, m["line"])]
        if m.get("size"):
            settings.append(Setting(f"{m['alias']} size", m["size"], m["line"]))
        facts.put(f"/_mpath/{m['alias']}", {"wwid": m["wwid"], "paths": paths}, m["line"])
        most_paths = max(most_paths, paths)
        if policy != "single path":
            policies.add(policy)
    if most_paths:
        facts["/storage/fcp/paths_per_disk"] = most_paths
    if len(policies) == 1:
        facts["/storage/fcp/multipath_policy"] = policies.pop()
    return parsed("multipath-ll", settings, facts)


# --- /proc/dasd/devices and lsdasd ----------------------------------------------------------------------------------

_DASD_PROC = re.compile(r"^(\d\.\d\.[0-9a-fA-F]{4})\((\w+)\)\s+at\s+\(\s*\d+:\s*\d+\)\s+is\s+(\S+)\s*:\s*(.*)$")
_DASD_DETAIL = re.compile(r"(\w+)(?:\s+at)?\s+blocksize:\s*(\d+),\s*(\d+)\s+blocks,\s*(\d+)\s*MB")
_LSDASD_ROW = re.compile(r"^(\d\.\d\.[0-9a-fA-F]{4})\s+(\S+(?:\(\w+\))?)\s+(\S+)\s+(\d+:\d+)\s+(\S+)\s+(\S+)\s+(\S+)"
                         r"\s+(\S+)\s*$")


def _dasd_row(settings: list[Setting], facts: Facts, bus: str, name: str, status: str, kind: str,
              blocksize: str, size_mb: str, number: int) -> None:
    settings.append(Setting(f"{bus} name", name, number))
    settings.append(Setting(f"{bus} status", status, number))
    settings.append(Setting(f"{bus} type", kind, number))
    if blocksize:
        settings.append(Setting(f"{bus} blocksize", blocksize, number))
    if size_mb:
        settings.append(Setting(f"{bus} size MB", size_mb, number))
    fact: dict[str, Any] = {"bus_id": bus, "status": status}
    if to_int(size_mb):
        fact["size_mb"] = int(size_mb)
    if to_int(blocksize):
        fact["blocksize"] = int(blocksize)
    facts.put(f"/_dasd/{name}", fact, number)


def _parse_dasd_proc_lines(lines: list[tuple[int, str]], kind: str):
    settings: list[Setting] = []
    facts = Facts()
    for number, line in lines:
        match = _DASD_PROC.match(line)
        if not match:
            raise AsBuiltParseError(f"expected '0.0.0150(ECKD) at ( 94: 0) is dasda : active ...', found "
                                    f"{line[:60]!r}.", line=number)
        bus, dtype, name, rest = match.groups()
        detail = _DASD_DETAIL.search(rest)
        status = detail.group(1) if detail else rest.split()[0] if rest.split() else "unknown"
        _dasd_row(settings, facts, bus, name, status, dtype,
                  detail.group(2) if detail else "", detail.group(4) if detail else "", number)
    if not settings:
        raise AsBuiltParseError("no DASD line found.")
    return parsed(kind, settings, facts)


_DASD_SNIFF = re.compile(r"^\d\.\d\.[0-9a-fA-F]{4}\(\w+\)\s+at\s+\(", re.MULTILINE)


@register("dasd-devices", "DASD devices (/proc/dasd/devices)", names=(r"(^|/)dasd/devices$", r"(^|/)dasd[-_]devices"),
          sniff=sniffer(_DASD_SNIFF, within=5000))
def parse_dasd_devices(name: str, text: str):
    return _parse_dasd_proc_lines(logical_lines(text), "dasd-devices")


_LSDASD_SNIFF = re.compile(r"^Bus-ID\s+Status\s+Name\s+Device\s+Type", re.MULTILINE)


@register("lsdasd", "DASD devices (lsdasd output)", names=(r"(^|/)lsdasd[^/]*$",),
          sniff=sniffer(_LSDASD_SNIFF, within=5000))
def parse_lsdasd(name: str, text: str):
    lines = logical_lines(text)
    if lines and not _LSDASD_SNIFF.match(lines[0][1]):
        return _parse_dasd_proc_lines(lines, "lsdasd")  # older lsdasd prints the /proc/dasd/devices format
    settings: list[Setting] = []
    facts = Facts()
    for number, line in lines[1:]:
        if set(line) <= {"=", "-"}:
            continue
        match = _LSDASD_ROW.match(line)
        if not match:
            words = line.split()
            if len(words) >= 2 and re.match(r"^\d\.\d\.[0-9a-fA-F]{4}$", words[0]):  # offline / n/f rows
                settings.append(Setting(f"{words[0]} status", words[1], number))
                continue
            raise AsBuiltParseError(f"expected a row 'Bus-ID Status Name Device Type BlkSz Size Blocks', found "
                                    f"{line[:60]!r}.", line=number)
        bus, status, dname, _dev, dtype, blksz, size, _blocks = match.groups()
        size_mb = size[:-2] if size.upper().endswith("MB") else ""
        _dasd_row(settings, facts, bus, dname, status, dtype, blksz, size_mb, number)
    if not settings:
        raise AsBuiltParseError("no DASD row found under the lsdasd header.")
    return parsed("lsdasd", settings, facts)


# --- /etc/fstab -----------------------------------------------------------------------------------------------------


@register("fstab", "file systems (/etc/fstab)", names=(r"(^|/)fstab$",))
def parse_fstab(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    warnings: list[str] = []
    mounted: dict[str, int] = {}
    for number, line in logical_lines(text):
        words = line.split()
        if len(words) < 3 or len(words) > 6:
            raise AsBuiltParseError(f"expected 'device mount-point type [options [dump [pass]]]', found "
                                    f"{line[:60]!r}.", line=number)
        spec, point, fstype = words[0], words[1].replace("\\040", " "), words[2]
        options = ",".join(sorted(words[3].split(","))) if len(words) > 3 else "defaults"
        if point in mounted and fstype != "swap":
            # mount -a mounts both, the later one over the earlier: only the last line shows what is in use.
            warnings.append(f"line {number}: {point} is mounted again (first on line {mounted[point]}); the later "
                            "mount hides the earlier one")
            settings = [x for x in settings if not x.key.startswith(f"{point} ")]
        mounted[point] = number
        settings.append(Setting(f"{point} device", spec, number))
        settings.append(Setting(f"{point} type", fstype, number))
        settings.append(Setting(f"{point} options", options, number))
        if len(words) > 4:
            settings.append(Setting(f"{point} dump pass", " ".join(words[4:]), number))
        if fstype.startswith("nfs") and ":" in spec:
            server, export = spec.split(":", 1)
            options_text = words[3] if len(words) > 3 else ""
            facts.put(f"/_nfs/{escape_pointer(point)}", {"server": server, "export": export, "options": options_text},
                      number)
        elif f"/_nfs/{escape_pointer(point)}" in facts:
            del facts[f"/_nfs/{escape_pointer(point)}"]
    return parsed("fstab", settings, facts, warnings=warnings)


# --- module options (modprobe.d, modules.conf) ----------------------------------------------------------------

_QUEUE_DEPTH = ("ql2xmaxqdepth", "ql4xmaxqdepth", "lpfc_lun_queue_depth")


@register("modprobe", "kernel module options (modprobe.d, modules.conf)",
          names=(r"(^|/)modprobe\.d/[^/]+\.conf$", r"(^|/)modprobe\.conf(\.local)?$", r"(^|/)modules\.conf$"))
def parse_modprobe(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    for number, line in logical_lines(text, continuation=True):
        words = line.split()
        command = words[0]
        if command == "options":
            if len(words) < 3:
                raise AsBuiltParseError("'options' needs a module name and at least one option.", line=number)
            for option in words[2:]:
                key, _, value = option.partition("=")
                settings.append(Setting(f"{words[1]} {key}", value, number))
                if key in _QUEUE_DEPTH and to_int(value):
                    facts.put("/storage/hba/queue_depth", int(value), number)
        elif command in ("alias", "install", "remove", "blacklist", "softdep", "pre-install", "post-install",
                         "above", "below", "probe", "probeall", "keep", "path", "depfile", "include"):
            settings.append(Setting(f"{command} {words[1] if len(words) > 1 else ''}".strip(),
                                    " ".join(words[2:]), number))
        else:
            raise AsBuiltParseError(f"unknown command {command!r} (expected options, alias, install...).",
                                    line=number)
    return parsed("modprobe", index_repeats(settings), facts,
                  warnings=warn_repeats(settings, outcome="modprobe passes both, the later one counts"))


# --- zipl dasd= -------------------------------------------------------------------------------------------------------


@register("zipl", "boot configuration (zipl.conf, dasd= order)", names=(r"(^|/)zipl\.conf(\.dasd)?$",))
def parse_zipl(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    section = ""
    for number, line in logical_lines(text):
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        for match in re.finditer(r"\bdasd=([0-9a-fA-Fx.,()\-:]+)", line):
            devices = match.group(1)
            settings.append(Setting(f"{section} dasd".strip(), devices, number))
            facts.put("/storage/dasd_order_pinned", True, number)
            continue
        if "=" in line and not line.startswith("dasd="):
            key, _, value = line.partition("=")
            if key.strip() != "parameters":
                settings.append(Setting(f"{section} {key.strip()}".strip(), value.strip().strip('"'), number))
    return parsed("zipl", index_repeats(settings), facts, warnings=warn_repeats(settings))


# --- OCFS2 cluster.conf -----------------------------------------------------------------------------------------------


@register("ocfs2", "OCFS2 cluster layout (cluster.conf)", names=(r"(^|/)ocfs2/cluster\.conf$",))
def parse_ocfs2(name: str, text: str):
    settings: list[Setting] = []
    stanza: str | None = None
    values: dict[str, str] = {}
    start = 0

    def close() -> None:
        if stanza is None:
            return
        label = f"{stanza} {values.get('name', start)}"
        settings.extend(Setting(f"{label} {k}", v, start) for k, v in values.items() if k != "name")

    for number, line in logical_lines(text):
        if line.endswith(":") and "=" not in line:
            close()
            stanza, values, start = line[:-1].strip(), {}, number
            continue
        if stanza is None or "=" not in line:
            raise AsBuiltParseError(f"expected 'node:' or 'cluster:' and then 'key = value' lines, found "
                                    f"{line[:60]!r}.", line=number)
        key, _, value = line.partition("=")
        values[key.strip()] = value.strip()
    close()
    if not settings:
        raise AsBuiltParseError("no stanza found; expected 'node:' and 'cluster:' stanzas.")
    return parsed("ocfs2", settings, {"/shared_disks/manager": "ocfs2"})


# --- lsblk ------------------------------------------------------------------------------------------------------------

# lsblk(8): a header of column names, then one device a line, children drawn as a tree under their parent ("├─sda1",
# "└─mpatha", or with --ascii "|-sda1", "`-mpatha"). Columns that are empty for a device (MOUNTPOINT) are left blank,
# so a row may have fewer words than the header: the missing ones are the last.
_LSBLK_HEADER = re.compile(r"^NAME\s+(?:[A-Z:-]+\s+)*[A-Z:-]+\s*$")
_LSBLK_SNIFF = re.compile(r"^NAME\s+(MAJ:MIN|SIZE|KNAME|TYPE|OWNER)\b.*\b(TYPE|SIZE|MODE)\b", re.MULTILINE)
_TREE = re.compile(r"^[\s│├└─|`-]+")


@register("lsblk", "block devices (lsblk output)", names=(r"(^|/)lsblk[^/]*$",),
          sniff=sniffer(_LSBLK_SNIFF, within=500))
def parse_lsblk(name: str, text: str):
    lines = [(n, line.rstrip()) for n, line in enumerate(text.split("\n"), start=1) if line.strip()]
    if not lines or not _LSBLK_HEADER.match(lines[0][1].strip()):
        raise AsBuiltParseError("no header of column names starting with NAME; is this lsblk output?")
    columns = lines[0][1].split()
    settings: list[Setting] = []
    facts = Facts()
    for number, line in lines[1:]:
        words = _TREE.sub("", line).split()
        if not words:
            continue
        if len(words) > len(columns):  # a mount point with spaces: the rest is the last column
            words = [*words[:len(columns) - 1], " ".join(words[len(columns) - 1:])]
        row = dict(zip(columns, words, strict=False))
        device = row["NAME"]
        details = {column.lower(): value for column, value in row.items() if column != "NAME"}
        settings.append(Setting(device, " ".join(f"{k}={v}" for k, v in details.items()), number))
        facts.put(f"/_blk/{escape_pointer(device)}", details, number)
    if not settings:
        raise AsBuiltParseError("no device listed under the header.")
    return parsed("lsblk", index_repeats(settings), facts)
