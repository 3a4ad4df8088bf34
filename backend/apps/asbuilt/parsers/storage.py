"""Storage files: udev rules (udev(7)), ``multipath.conf`` (multipath.conf(5)) and ``multipath -ll`` output,
``/proc/dasd/devices`` and ``lsdasd`` output, ``/etc/fstab`` (fstab(5)), module options (modprobe.d(5) /
modules.conf), the ``dasd=`` list of ``zipl.conf`` and the OCFS2 ``cluster.conf``.

Disk facts are recorded per device under ``/_udev/<kernel name>``, ``/_mpath/<alias>``, ``/_dasd/<name>`` and NFS
mounts under ``/_nfs/<mount point>``; :mod:`apps.asbuilt.assemble` matches them with the plan's disks.

Facts (JSON pointers into the topology document; ``/_...`` are per-node observations that
:mod:`apps.asbuilt.assemble` places using the plan): udev (/_udev/<device>: owner, group, mode), multipath-conf
(/storage/fcp/{multipath_policy, policy_section,rr_min_io}, /_mpath/<alias>), multipath-ll
(/storage/fcp/{paths_per_disk,multipath_policy}, /_mpath/<alias>; a DASD's map, static PAV under multipath:
/storage/eckd/{pav_multipath,pav}, /_mpath/<alias> with its UID and ``dasd``), dasd-devices and lsdasd
(/_dasd/<name>), fstab (/_nfs/<mount point>), modprobe (/storage/hba/queue_depth), zipl
(/storage/dasd_order_pinned), ocfs2 (/shared_disks/manager).
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
# A template's expression or statement ("{{ alias }}", "${alias}", "{% for d in disks %}") is one word, not sections.
_MP_TOKEN = re.compile(r'\{\{.*?\}\}|\{%.*?%\}|\$\{\w+\}|"[^"]*"|\{|\}|[^\s{}"]+')
# Sub-sections whose entries are told apart by an attribute (vendor/product, wwid) rather than by position.
_MP_IDENTITY = {"device": ("vendor", "product"), "multipath": ("wwid",)}


def _mp_words(line: str, number: int) -> list[str]:
    line = line.split("#", 1)[0] if '"' not in line else line
    words = [w[1:-1] if w.startswith('"') else w for w in _MP_TOKEN.findall(line)]
    if line.count('"') % 2:
        raise AsBuiltParseError("unbalanced double quote.", line=number)
    return words


# An unrendered template's placeholder standing where a value belongs: "$wwid", "${alias}", "{{ wwid }}", "@WWID@",
# "<wwid>". multipath.conf(5) has no variables, so such a word is never the value multipathd reads.
_TEMPLATE_VALUE = re.compile(r"^(\$\{?\w+\}?|\{\{.*\}\}|@\w+@|<\w[\w -]*>|%\w+%)$")


def parse_multipath_conf(name: str, text: str):
    # Build a tree of sections: (name, [attributes (key, value, line)], [children]).
    root: dict[str, Any] = {"name": "", "attrs": [], "children": [], "line": 0}
    stack = [root]
    statements: list[str] = []
    for number, line in logical_lines(text):
        words = _mp_words(line, number)
        if words and words[0].startswith("{%"):
            statements.append(f"line {number}: {words[0][:40]} is a template statement; the file looks unrendered "
                              "and this line is not read")
            words = words[1:]
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
    warnings: list[str] = statements

    def drop_templates(section: dict[str, Any]) -> None:
        kept = []
        for key, value, number in section["attrs"]:
            if _TEMPLATE_VALUE.match(value):
                warnings.append(f"line {number}: {key} is {value}, a template variable, not a value; the file looks "
                                "unrendered and this line is not read")
            else:
                kept.append((key, value, number))
        section["attrs"] = kept
        for child in section["children"]:
            drop_templates(child)

    drop_templates(root)

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
    # A devices entry for the DASDs (vendor IBM, product S/390...) drives static PAV aliases, not FCP paths (study
    # 004, "Multipath setup": the daemon serves FCP disks "or when PAV devices are used instead of HyperPAV").
    dasd = [d for d in devices if d.get("product", "").strip('"').startswith("S/390")]
    devices = [d for d in devices if d not in dasd]
    if dasd:
        facts["/storage/eckd/pav_multipath"] = True
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
    return parsed("multipath-conf", settings, facts, warnings=warnings)


# --- multipath -ll ----------------------------------------------------------------------------------------------------

# A map's WWID is hex for SCSI (FCP) disks; a DASD's is its UID, vendor.serial.subsystem.unit (IBM.7500...e900.10).
_LL_MAP = re.compile(r"^(?:create: |reload: )?(\S+)\s+(?:\(([\w.:-]+)\)\s+)?(dm-\d+)\s*(.*)$")
_LL_GROUP = re.compile(r"^[`|\\ _+-]*(?:policy='([^']*)'|(round-robin|service-time|queue-length)\b)")
_LL_PATH = re.compile(r"^[`|\\ _+-]*(\d+:\d+:\d+:\d+|#:#:#:#)\s+(\S+)\s+(\d+:\d+|#:#)\s+(.*)$")
# A map named by its WWID (no user_friendly_names) prints no "(wwid)": "3600d0230000000000e13955cc3757800 dm-1 ...".
_LL_SNIFF = re.compile(r"^(\S+ \([\w.:-]+\) dm-\d+ |[0-9a-f]{17,} dm-\d+ \S+,|IBM\.\w+\.\w+\.\w+ dm-\d+ IBM,)",
                       re.MULTILINE)
# multipath-tools names a DASD (a ccw device) vendor IBM, product "S/390 DASD ECKD" or "S/390 DASD FBA", its UID the
# DASD's (the base device's for an alias) and its paths by their kernel names, dasda, dasdb...: with static PAV a
# volume's base device and its alias devices are the paths of one map (study 004, "Multipath setup": the daemon
# serves FCP disks "or when PAV devices are used instead of HyperPAV"); HyperPAV aliases are no block devices.
_LL_DASD_HW = re.compile(r"^IBM,S/390\b", re.IGNORECASE)
_LL_DASD_DEV = re.compile(r"^dasd[a-z]+$")
# multipath -v3 / -v4 interleave their log with the topology: "Dec 02 03:00:01 | sda: ..." (a time, then "|"; some
# versions print seconds since boot, "0.123456 | ...") and a "===== paths list ====="
# table (uuid hcil dev dev_t pri dm_st chk_st vend/prod/rev dev_st) before the maps.
_LL_LOG = re.compile(r"^(?:\w{3}\s+\d+\s+\d\d:\d\d:\d\d|\d\d:\d\d:\d\d|\d+\.\d+)\s+\|\s")
_LL_PATHS_LIST = re.compile(r"^=+\s*paths list\s*=+$")


def map_policy(*, paths: int, groups: int) -> str:
    """The path grouping a map actually uses, read from its layout: one group of several paths is ``multibus``, one
    path per group ``failover`` (multipath.conf(5), path_grouping_policy); a map with a single path cannot tell, nor
    can several groups of several paths (group_by_prio on an ALUA array) say either of the two."""
    if groups == 1:
        return "multibus" if paths > 1 else "single path"
    # Several groups of several paths each: grouped by priority (ALUA) or serial, neither failover nor multibus.
    return "failover" if paths <= groups else "several paths per group"


looks_like_multipath_ll = sniffer(_LL_SNIFF)


def parse_multipath_ll(name: str, text: str):
    maps: list[dict[str, Any]] = []
    logged = 0
    in_paths_list = False
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip()
        if not line.strip():
            in_paths_list = False
            continue
        if _LL_LOG.match(line):
            logged += 1
            continue
        if _LL_PATHS_LIST.match(line.strip()):
            in_paths_list = True
            continue
        if in_paths_list and not _LL_MAP.match(line):
            continue  # a row of the paths list (or its header); the maps below say the same per map
        in_paths_list = False
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
        if _ll_dasd(m["hw"], groups):
            settings += _ll_settings(m, paths, len(groups), policy)
            # No FCP fact: the map is a DASD volume, its paths the base device and its PAV aliases. Several paths
            # show static PAV aliases; one path shows the daemon serving the DASD, but no alias of it.
            facts.put(f"/_mpath/{m['alias']}", {"uid": m["wwid"], "paths": paths, "dasd": True}, m["line"])
            facts.put_first("/storage/eckd/pav_multipath", True, m["line"])
            if paths > 1:
                facts.put_first("/storage/eckd/pav", "pav", m["line"])
            continue
        settings += _ll_settings(m, paths, len(groups), policy)
        facts.put(f"/_mpath/{m['alias']}", {"wwid": m["wwid"], "paths": paths}, m["line"])
        most_paths = max(most_paths, paths)
        if policy in ("failover", "multibus"):
            policies.add(policy)
    if most_paths:
        facts["/storage/fcp/paths_per_disk"] = most_paths
    if len(policies) == 1:
        facts["/storage/fcp/multipath_policy"] = policies.pop()
    warnings = [f"{logged} log line(s) of multipath -v3/-v4 skipped"] if logged else []
    return parsed("multipath-ll", settings, facts, warnings=warnings)


def _ll_dasd(hardware: str, groups: list[list[str]]) -> bool:
    """A map of a DASD: hardware IBM,S/390 DASD ... or paths that are DASDs (dasda, ...)."""
    return bool(_LL_DASD_HW.match(hardware)) or any(_LL_DASD_DEV.match(device) for g in groups for device in g)


def _ll_settings(m: dict[str, Any], paths: int, groups: int, policy: str) -> list[Setting]:
    """What the diff compares of one map (its WWID or a DASD's UID under ``wwid``, the name multipath prints)."""
    out = [Setting(f"{m['alias']} wwid", m["wwid"], m["line"]),
           Setting(f"{m['alias']} hardware", m["hw"], m["line"]),
           Setting(f"{m['alias']} paths", str(paths), m["line"]),
           Setting(f"{m['alias']} path groups", str(groups), m["line"]),
           Setting(f"{m['alias']} path_grouping_policy", policy, m["line"])]
    if m.get("size"):
        out.append(Setting(f"{m['alias']} size", m["size"], m["line"]))
    return out


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


looks_like_dasd_devices = sniffer(_DASD_SNIFF, within=5000)


def parse_dasd_devices(name: str, text: str):
    return _parse_dasd_proc_lines(logical_lines(text), "dasd-devices")


_LSDASD_SNIFF = re.compile(r"^Bus-ID\s+Status\s+Name\s+Device\s+Type", re.MULTILINE)


looks_like_lsdasd = sniffer(_LSDASD_SNIFF, within=5000)


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
        options = words[3] if len(words) > 3 else "defaults"  # as printed; the diff compares them as a set
        if fstype == "swap":
            point = f"swap {spec}"  # every swap area is an entry of its own (their mount point is "swap" or "none")
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


looks_like_lsblk = sniffer(_LSBLK_SNIFF, within=500)


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


# --- how the plan diff (apps.asbuilt.diff) compares these kinds: the hooks of their entries in kinds.py ------------

Pairs = list[tuple[str, str]]

_SECTION = re.compile(r"^(defaults|devices device\[[^\]]*\]|multipaths multipath\[([^\]]*)\]) (\S+)$")


def multipath_conf_as_ll(settings: Pairs) -> Pairs:
    """The policy each planned map should run with (``<map> path_grouping_policy``, the name ``multipath -ll`` shows).

    multipath.conf(5): a multipaths entry beats the devices entry of the hardware, which beats defaults. The plan's
    devices entries are taken as the maps' hardware when they agree on one policy.
    """
    defaults, devices = None, set()
    maps: dict[str, dict[str, str]] = {}
    for key, value in settings:
        match = _SECTION.match(key)
        if not match:
            continue
        section, wwid, name = match.groups()
        if wwid is not None:
            maps.setdefault(wwid, {})[name] = value
        elif name == "path_grouping_policy" and section == "defaults":
            defaults = value
        elif name == "path_grouping_policy":
            devices.add(value)
    fallback = devices.pop() if len(devices) == 1 else defaults
    out = []
    for wwid, entry in maps.items():
        policy = entry.get("path_grouping_policy", fallback)
        if policy:
            out.append((f"{entry.get('alias', wwid)} path_grouping_policy", policy))
    return out


_BUS = re.compile(r"^(?:(\d)\.(\d)\.)?([0-9a-fA-F]{1,4})$")


def _bus_ids(listing: str) -> list[str]:
    """The devices of a ``dasd=`` value (``0.0.7100,0.0.7102-0.0.7103``) as full lower-case bus ids, in order."""
    out = []
    for item in listing.split(","):
        ends = [_BUS.match(part.strip()) for part in item.strip().strip("()").split("-", 1)]
        if not ends or not all(ends):
            continue
        css, ssid = ends[0].group(1) or "0", ends[0].group(2) or "0"
        first, last = int(ends[0].group(3), 16), int(ends[-1].group(3), 16)
        out += [f"{css}.{ssid}.{n:04x}" for n in range(first, min(last, first + 255) + 1)]
    return out


def zipl_as_lsdasd(settings: Pairs) -> Pairs:
    """Every DASD the ``dasd=`` list pins is expected online: ``<bus id> status`` active (lsdasd, proc)."""
    return [(f"{bus} status", "active") for key, value in settings if key.endswith("dasd") for bus in _bus_ids(value)]
