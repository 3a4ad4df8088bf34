"""Grid Infrastructure command output (11.2 and later): ``crsctl stat res -t``, ``olsnodes -n -i -s``,
``srvctl config database -d``, ``srvctl config nodeapps``, ``srvctl config scan``, ``asmcmd lsdg`` and ``lsdsk``, and
the inventory pointer ``oraInst.loc``.

Each parser follows the output as Oracle documents it for ``crsctl``, ``olsnodes``, ``srvctl`` and ``asmcmd``. Facts
that a topology document holds are JSON pointers (``/public_network/interface`` from the nodeapps network,
``/_hosts/<vip name>`` for VIP addresses, which :mod:`apps.asbuilt.assemble` places like /etc/hosts entries);
observations it does not hold are kept under ``/_grid/...`` and ``/_asm/...``.
"""

from __future__ import annotations

import ipaddress
import re
from typing import Any

from .base import (
    AsBuiltParseError,
    Facts,
    Setting,
    index_repeats,
    logical_lines,
    parsed,
    register,
    sniffer,
    to_int,
    warn_repeats,
)

# --- crsctl stat res -t --------------------------------------------------------------------------------------------

_CRS_HEADER = re.compile(r"^Name\s+Target\s+State\s+Server\s+State details", re.IGNORECASE)
_CRS_RULE = re.compile(r"^-{10,}\s*$")
_CRS_GROUP = re.compile(r"^(Local|Cluster) Resources\s*$", re.IGNORECASE)
# A state line of a local resource ("ONLINE  ONLINE  rac1  STABLE") or of a cluster resource ("1  ONLINE ...").
_CRS_STATE = re.compile(r"^\s+(?:(\d+)\s+)?(ONLINE|OFFLINE|UNKNOWN|INTERMEDIATE)\s+(ONLINE|OFFLINE|UNKNOWN|"
                        r"INTERMEDIATE)(?:\s+(\S+))?(?:\s+(.*))?$", re.IGNORECASE)
_CRS_RESOURCE = re.compile(r"^(ora\.\S+|\S+\.\S+)\s*$")


@register("crsctl-res", "cluster resources (crsctl stat res -t output)",
          names=(r"(^|/)crsctl[-_ ]?stat(us)?[-_ ]?res[-_ ]?-?t(\.\w+)?$",),
          sniff=sniffer(_CRS_HEADER, within=4000))
def parse_crsctl_res(name: str, text: str):
    settings: list[Setting] = []
    warnings: list[str] = []
    servers: set[str] = set()
    groups: set[str] = set()
    databases: set[str] = set()
    scan_listeners = 0
    resource: str | None = None
    scope = "Local"
    header = False
    for number, raw in enumerate(text.split("\n"), start=1):
        if not raw.strip() or _CRS_RULE.match(raw.strip()):
            continue
        if _CRS_HEADER.match(raw.strip()):
            header = True
            continue
        group = _CRS_GROUP.match(raw.strip())
        if group:
            scope = group.group(1).title()
            continue
        state = _CRS_STATE.match(raw)
        if state and resource is not None:
            instance, target, current, server, details = state.groups()
            where = server if server and not instance else f"{instance}" if instance else "-"
            value = f"{target.upper()} {current.upper()}" + (f" on {server}" if instance and server else "")
            settings.append(Setting(f"{resource} {where}", value, number))
            if server and current.upper() == "ONLINE":
                servers.add(server.lower())
            if target.upper() == "ONLINE" and current.upper() != "ONLINE":
                warnings.append(f"line {number}: {resource} should be ONLINE on {server or instance} but is "
                                f"{current.upper()}" + (f" ({details.strip()})" if details else ""))
            continue
        if raw[:1].isspace():
            continue  # the continued "State details" of the line above (Open,HOME=/u01/...)
        match = _CRS_RESOURCE.match(raw.strip())
        if not match:
            raise AsBuiltParseError(f"expected a resource name (ora.DATA.dg) or a state line, found "
                                    f"{raw.strip()[:60]!r}.", line=number)
        resource = match.group(1)
        parts = re.sub(r"\([^)]*\)$", "", resource).split(".")  # 19c: ora.DATA.dg(ora.asmgroup)
        if parts[-1] == "dg" and len(parts) == 3:
            groups.add(parts[1].upper())
        elif parts[-1] == "db" and len(parts) == 3 and scope == "Cluster":
            databases.add(parts[1].lower())
        elif re.fullmatch(r"ora\.LISTENER_SCAN\d+\.lsnr", resource, re.IGNORECASE):
            scan_listeners += 1
    if not header:
        raise AsBuiltParseError("no 'Name  Target  State  Server  State details' header; is this 'crsctl stat res -t' "
                                "output?")
    if not settings:
        raise AsBuiltParseError("no resource with a state found in the output.")
    facts: dict[str, Any] = {"/_grid/servers": sorted(servers)}
    if groups:
        facts["/_asm/diskgroups"] = sorted(groups)
    if databases:
        facts["/_grid/databases"] = sorted(databases)
    if scan_listeners:
        facts["/_grid/scan_listeners"] = scan_listeners
    return parsed("crsctl-res", settings, facts, warnings=warnings)


# --- olsnodes -n -i -s ----------------------------------------------------------------------------------------------

_OLS_LINE = re.compile(r"^(\S+)(?:\s+(\d+))?(?:\s+(\S+))?\s+(Active|Inactive)(?:\s+(Pinned|Unpinned))?\s*$",
                       re.IGNORECASE)
_OLS_SNIFF = re.compile(r"^\S+\s+\d+\s+\S+\s+(Active|Inactive)(\s+(Pinned|Unpinned))?\s*$", re.MULTILINE)


@register("olsnodes", "cluster nodes (olsnodes -n -i -s output)", names=(r"(^|/)olsnodes[^/]*$",),
          sniff=sniffer(_OLS_SNIFF, within=4000))
def parse_olsnodes(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    warnings: list[str] = []
    nodes: list[str] = []
    for number, line in logical_lines(text, comment=""):
        match = _OLS_LINE.match(line)
        if not match:
            raise AsBuiltParseError(f"expected '<node> <number> <vip> Active|Inactive' (olsnodes -n -i -s), found "
                                    f"{line[:60]!r}.", line=number)
        node, index, vip, status, pinned = match.groups()
        node = node.lower()
        nodes.append(node)
        settings.append(Setting(f"{node} status", status.lower(), number))
        if index:
            settings.append(Setting(f"{node} number", index, number))
        if vip:
            settings.append(Setting(f"{node} vip", vip.lower(), number))
            facts.put(f"/_grid/vip_name/{node}", vip.lower(), number)
        if pinned:
            settings.append(Setting(f"{node} pinned", pinned.lower(), number))
        if status.lower() != "active":
            warnings.append(f"line {number}: node {node} is {status.lower()}")
    if not nodes:
        raise AsBuiltParseError("no node listed; is this 'olsnodes -n -i -s' output?")
    facts["/_grid/nodes"] = nodes
    return parsed("olsnodes", settings, facts, warnings=warnings)


# --- srvctl config: "Key: value" reports -------------------------------------------------------------------------

_KEY_VALUE = re.compile(r"^([A-Z][A-Za-z0-9 /()_.'-]*?):\s*(.*)$")


def _key_values(text: str) -> list[tuple[int, str, str]]:
    out = []
    for number, line in logical_lines(text, comment=""):
        match = _KEY_VALUE.match(line)
        if match:
            out.append((number, match.group(1).strip(), match.group(2).strip()))
        else:
            out.append((number, line, ""))  # sentences such as "Database is administrator managed"
    return out


_SRVCTL_DB_SNIFF = re.compile(r"^Database unique name:", re.MULTILINE)


@register("srvctl-database", "database configuration (srvctl config database -d output)",
          names=(r"(^|/)srvctl[-_ ]?config[-_ ]?database[^/]*$",), sniff=sniffer(_SRVCTL_DB_SNIFF, within=2000))
def parse_srvctl_database(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    values: dict[str, str] = {}
    line_of: dict[str, int] = {}
    for number, key, value in _key_values(text):
        settings.append(Setting(key, value, number))
        values.setdefault(key.lower(), value)
        line_of.setdefault(key.lower(), number)
    unique = values.get("database unique name")
    if not unique:
        raise AsBuiltParseError("no 'Database unique name:' line; is this 'srvctl config database -d <db>' output?")
    facts.put("/_grid/db_unique_name", unique.lower(), line_of["database unique name"])
    if values.get("database name"):
        facts.put("/_init/db_name", values["database name"], line_of["database name"])
    groups = [g.strip().upper() for g in values.get("disk groups", "").split(",") if g.strip()]
    if groups:
        facts.put("/_asm/diskgroups", groups, line_of["disk groups"])
    nodes = [n.strip().lower() for n in values.get("configured nodes", "").split(",") if n.strip()]
    if nodes:
        facts.put("/_grid/nodes", nodes, line_of["configured nodes"])
    instances = [i.strip() for i in values.get("database instances", "").split(",") if i.strip()]
    if instances:
        facts.put("/_grid/instances", instances, line_of["database instances"])
    if values.get("type"):
        facts.put("/_grid/database_type", values["type"].upper(), line_of["type"])  # RAC, RACOneNode or SINGLE
    if values.get("oracle home"):
        facts.put("/_grid/oracle_home", values["oracle home"], line_of["oracle home"])
    return parsed("srvctl-database", index_repeats(settings), facts)


_SUBNET = re.compile(r"^(\d{1,3}(?:\.\d{1,3}){3})/(\d{1,3}(?:\.\d{1,3}){3})/([^,\s]+)")
_NODEAPPS_SNIFF = re.compile(r"^(Network \d+ exists|VIP exists: network number)", re.MULTILINE)


def _network(value: str, number: int, facts: Facts) -> None:
    """``192.168.56.0/255.255.255.0/enp0s3, static``: the public subnet (as a.b.c.d/n) and interface into ``facts``;
    nothing when the value holds no such triple."""
    match = _SUBNET.match(value)
    if not match:
        return
    try:
        subnet = ipaddress.IPv4Network(f"{match.group(1)}/{match.group(2)}", strict=False)
    except ValueError as exc:
        raise AsBuiltParseError(f"{value[:40]!r} is not a subnet/netmask/interface triple.", line=number) from exc
    facts.put("/_grid/public_subnet", str(subnet), number)
    facts.put("/public_network/interface", match.group(3), number)


@register("srvctl-nodeapps", "node applications (srvctl config nodeapps output)",
          names=(r"(^|/)srvctl[-_ ]?config[-_ ]?nodeapps[^/]*$",), sniff=sniffer(_NODEAPPS_SNIFF, within=3000))
def parse_srvctl_nodeapps(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    host: str | None = None
    vip_name: str | None = None
    for number, key, value in _key_values(text):
        exists = re.match(r"^VIP exists: network number (\d+), hosting node (\S+)", f"{key}: {value}")
        if exists:
            host, vip_name = exists.group(2).lower(), None
            settings.append(Setting(f"vip {host} network", exists.group(1), number))
            continue
        if key == "VIP Name" and host:
            vip_name = value.lower()
            settings.append(Setting(f"vip {host} name", vip_name, number))
        elif key in ("VIP IPv4 Address", "VIP Address") and host and value:
            settings.append(Setting(f"vip {host} address", value, number))
            facts.put(f"/_hosts/{vip_name or host + '-vip'}", value, number)
            facts.put(f"/_grid/vip_name/{host}", vip_name or f"{host}-vip", number)
        elif key == "Subnet IPv4" and value:
            settings.append(Setting("network subnet", value, number))
            _network(value, number, facts)
        elif key.startswith(("ONS exists", "Network", "ONS is", "VIP is")):
            settings.append(Setting(f"{key}: {value}".strip(": ") if value else key, "", number))
    if not settings:
        raise AsBuiltParseError("nothing found; is this 'srvctl config nodeapps' output?")
    return parsed("srvctl-nodeapps", index_repeats(settings), facts)


_SCAN_SNIFF = re.compile(r"^SCAN name: ", re.MULTILINE)


@register("srvctl-scan", "single client access name (srvctl config scan output)",
          names=(r"(^|/)srvctl[-_ ]?config[-_ ]?scan[^/]*$",), sniff=sniffer(_SCAN_SNIFF, within=2000))
def parse_srvctl_scan(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    addresses: list[str] = []
    for number, key, value in _key_values(text):
        if key == "SCAN name":
            scan, _, rest = value.partition(",")
            settings.append(Setting("scan name", scan.strip().lower(), number))
            facts.put("/_grid/scan_name", scan.strip().lower(), number)
            # 11.2 prints "Network: 1/192.168.56.0/255.255.255.0/eth0" on the same line.
            if "/" in rest:
                _network(rest.split(":", 1)[-1].strip().split("/", 1)[-1], number, facts)
        elif key == "Subnet IPv4" and value:
            _network(value, number, facts)
        elif re.fullmatch(r"SCAN \d+ IPv4 VIP", key) and value:
            addresses.append(value)
            settings.append(Setting(key.lower(), value, number))
        elif key == "SCAN VIP name":  # 11.2: "SCAN VIP name: scan1, IP: /rac-scan/192.168.56.121"
            address = value.rsplit("/", 1)[-1]
            if to_int(address.replace(".", "")) is not None:
                addresses.append(address)
                settings.append(Setting(f"scan vip {len(addresses)}", address, number))
    if "/_grid/scan_name" not in facts:
        raise AsBuiltParseError("no 'SCAN name:' line; is this 'srvctl config scan' output?")
    facts["/_grid/scan_addresses"] = addresses
    return parsed("srvctl-scan", settings, facts)


# --- asmcmd lsdg / lsdsk ------------------------------------------------------------------------------------------

_LSDG_HEADER = re.compile(r"^State\s+Type\s+Rebal\s+Sector\s+.*\bName\s*$")


def _columns(header: str) -> list[tuple[str, int]]:
    return [(m.group(0), m.start()) for m in re.finditer(r"\S+", header)]


@register("asmcmd-lsdg", "ASM disk groups (asmcmd lsdg output)", names=(r"(^|/)(asmcmd[-_ ]?)?lsdg[^/]*$",),
          sniff=sniffer(_LSDG_HEADER, within=2000))
def parse_lsdg(name: str, text: str):
    lines = [(n, line) for n, line in logical_lines(text, comment="")]
    if not lines or not _LSDG_HEADER.match(lines[0][1]):
        raise AsBuiltParseError("no 'State  Type  Rebal  Sector ... Name' header; is this 'asmcmd lsdg' output?")
    names = [column for column, _ in _columns(lines[0][1])]
    settings: list[Setting] = []
    facts = Facts()
    groups: list[str] = []
    for number, line in lines[1:]:
        words = line.split()
        if len(words) != len(names):
            raise AsBuiltParseError(f"expected {len(names)} columns as in the header, found {len(words)}.",
                                    line=number)
        row = dict(zip(names, words, strict=True))
        group = row["Name"].rstrip("/").upper()
        groups.append(group)
        for column in names:
            if column != "Name":
                settings.append(Setting(f"{group} {column.lower()}", row[column], number))
        facts.put(f"/_asm/diskgroup/{group}", {
            "redundancy": {"EXTERN": "external", "NORMAL": "normal", "HIGH": "high"}.get(row["Type"].upper(),
                                                                                       row["Type"].lower()),
            "state": row["State"].lower(),
            "au_bytes": to_int(row.get("AU", "")),
            "total_mb": to_int(row.get("Total_MB", "")),
            "voting_files": row.get("Voting_files", "N").upper() == "Y",
        }, number)
    if not groups:
        raise AsBuiltParseError("no disk group listed under the header.")
    facts["/_asm/diskgroups"] = groups
    return parsed("asmcmd-lsdg", settings, facts)


_LSDSK_HEADER = re.compile(r"^(?:[A-Z][A-Za-z_]+\s+)*Path\s*$")


@register("asmcmd-lsdsk", "ASM disks (asmcmd lsdsk output)", names=(r"(^|/)(asmcmd[-_ ]?)?lsdsk[^/]*$",))
def parse_lsdsk(name: str, text: str):
    lines = [(n, line.rstrip()) for n, line in logical_lines(text, comment="")]
    if not lines or not _LSDSK_HEADER.match(lines[0][1].strip()):
        raise AsBuiltParseError("no header ending in 'Path'; is this 'asmcmd lsdsk' output?")
    columns = _columns(lines[0][1])
    settings: list[Setting] = []
    disks: list[dict[str, str]] = []
    for number, line in lines[1:]:
        words = line.split()
        if len(words) == len(columns):
            row = {column: word for (column, _), word in zip(columns, words, strict=True)}
        else:
            # Columns left blank (Site_Name, Label, ...) leave fewer words than the header. Each word belongs to the
            # column whose heading it overlaps most (text sits under the start of its heading, numbers are aligned
            # to its end); the path is always the last word.
            row = {}
            spans = [(column, start, start + len(column)) for column, start in columns[:-1]]
            for match in list(re.finditer(r"\S+", line))[:-1]:
                def overlap(span: tuple[str, int, int], match=match) -> tuple[int, int]:
                    shared = min(span[2], match.end()) - max(span[1], match.start())
                    return shared, -abs(span[1] - match.start())
                column = max(spans, key=overlap)[0]
                row[column] = f"{row[column]} {match.group(0)}" if column in row else match.group(0)
            row["Path"] = words[-1]
        path = row.pop("Path")
        row = {k: v for k, v in row.items() if v}
        disks.append({"path": path, **{k.lower(): v for k, v in row.items()}})
        settings.append(Setting(path, " ".join(f"{k.lower()}={v}" for k, v in row.items()) or "listed", number))
    if not disks:
        raise AsBuiltParseError("no disk listed under the header.")
    return parsed("asmcmd-lsdsk", settings, {"/_asm/disks": disks})


# --- oraInst.loc --------------------------------------------------------------------------------------------------


@register("orainst-loc", "inventory pointer (oraInst.loc)", names=(r"(^|/)orainst\.loc$",))
def parse_orainst(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    for number, line in logical_lines(text):
        key, sep, value = line.partition("=")
        if not sep or not key.strip():
            raise AsBuiltParseError(f"expected 'inventory_loc=...' or 'inst_group=...', found {line[:60]!r}.",
                                    line=number)
        settings.append(Setting(key.strip(), value.strip(), number))
        facts.put(f"/_grid/{key.strip().lower()}", value.strip(), number)
    if "/_grid/inventory_loc" not in facts:
        raise AsBuiltParseError("no inventory_loc= line; oraInst.loc names the central inventory.")
    return parsed("orainst-loc", settings, facts, warnings=warn_repeats(settings))
