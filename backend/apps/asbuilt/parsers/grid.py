"""Grid Infrastructure command output (11.2 and later): ``crsctl stat res -t``, ``olsnodes -n -i -s``, the cluster's
name (``olsnodes -c``, ``cemutlo -n``), ``srvctl config database -d``, ``srvctl config nodeapps``, ``srvctl config
scan``, ``asmcmd lsdg`` and ``lsdsk``, and the inventory pointer ``oraInst.loc``.

Each parser follows the output as Oracle documents it for ``crsctl``, ``olsnodes``, ``srvctl`` and ``asmcmd``. Facts
that a topology document holds are JSON pointers (``/public_network/interface`` from the nodeapps network,
``/_hosts/<vip name>`` for VIP addresses, which :mod:`apps.asbuilt.assemble` places like /etc/hosts entries);
observations it does not hold are kept under ``/_grid/...`` and ``/_asm/...``.

Facts (JSON pointers into the topology document; ``/_...`` are per-node observations that
:mod:`apps.asbuilt.assemble` places using the plan): crsctl stat res -t (/_grid/servers, /_asm/diskgroups,
/_grid/databases), olsnodes (/_grid/nodes, /_grid/vip_name/<node>), cluster-name (/cluster/name), srvctl config
database (/_init/db_name, /_asm/diskgroups, /_grid/...), srvctl config nodeapps (/public_network/interface,
/_hosts/<vip name>), srvctl config scan (/_grid/scan_*), asmcmd lsdg (/_asm/diskgroup/<name>), asmcmd lsdsk
(/_asm/disks), oraInst.loc (/_grid/inventory_loc).
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
    sniffer,
    to_int,
    warn_repeats,
)

# --- crsctl stat res -t --------------------------------------------------------------------------------------------

# 12c and later print "Name  Target  State  Server  State details", 11.2 "NAME  TARGET  STATE  SERVER  STATE_DETAILS".
_CRS_HEADER = re.compile(r"^Name\s+Target\s+State\s+(Server)\s+(State[ _]details)", re.IGNORECASE)
_CRS_RULE = re.compile(r"^-{10,}\s*$")
_CRS_GROUP = re.compile(r"^(Local|Cluster) Resources\s*$", re.IGNORECASE)
# A state line of a local resource ("ONLINE  ONLINE  rac1  STABLE") or of a cluster resource ("1  ONLINE ...").
_CRS_STATE = re.compile(r"^\s+(?:(\d+)\s+)?(ONLINE|OFFLINE|UNKNOWN|INTERMEDIATE)\s+(ONLINE|OFFLINE|UNKNOWN|"
                        r"INTERMEDIATE)(?:\s+(\S+))?(?:\s+(.*))?$", re.IGNORECASE)
_CRS_RESOURCE = re.compile(r"^(ora\.\S+|\S+\.\S+)\s*$")


def _column_cut(line: str, at: int) -> bool:
    """True when ``line`` has no word running across column ``at`` (the columns line up with the header)."""
    return len(line) <= at or not (line[at - 1:at].strip() and line[at:at + 1].strip())


looks_like_crsctl_res = sniffer(re.compile(r"^\s*" + _CRS_HEADER.pattern[1:], re.IGNORECASE | re.MULTILINE),
                                within=4000)


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
    #: where the Server and State details columns start (from the header): an OFFLINE resource leaves its server
    #: blank, and "STABLE" in the details column is then not a server.
    columns: tuple[int, int] | None = None
    for number, raw in enumerate(text.split("\n"), start=1):
        if not raw.strip() or _CRS_RULE.match(raw.strip()):
            continue
        if heading := _CRS_HEADER.match(raw.strip()):
            header = True
            indent = len(raw) - len(raw.lstrip())
            columns = (indent + heading.start(1), indent + heading.start(2))
            continue
        group = _CRS_GROUP.match(raw.strip())
        if group:
            scope = group.group(1).title()
            continue
        state = _CRS_STATE.match(raw)
        if state and resource is not None:
            instance, target, current, server, details = state.groups()
            if columns is not None and state.end(3) < columns[0] and _column_cut(raw, columns[1]):
                server = raw[columns[0]:columns[1]].strip() or None
                details = raw[columns[1]:].strip() or None
            where = server if server and not instance else f"{instance}" if instance else "-"
            value = f"{target.upper()} {current.upper()}" + (f" on {server}" if instance and server else "")
            settings.append(Setting(f"{resource} {where}", value, number))
            if server and current.upper() == "ONLINE":
                servers.add(server.lower())
            if target.upper() == "ONLINE" and current.upper() != "ONLINE":
                where = f"on {server}" if server else f"(instance {instance})" if instance else "(no server)"
                warnings.append(f"line {number}: {resource} {where} should be ONLINE but is {current.upper()}"
                                + (f" ({details.strip()})" if details else ""))
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
            databases.add(parts[1])  # as printed (a db_unique_name)
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


looks_like_olsnodes = sniffer(_OLS_SNIFF, within=4000)


def parse_olsnodes(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    warnings: list[str] = []
    nodes: list[str] = []
    lines = logical_lines(text, comment="")
    if len(lines) == 1 and len(lines[0][1].split()) == 1 and not _OLS_LINE.match(lines[0][1]):
        raise AsBuiltParseError(f"one word, {lines[0][1][:40]!r}: 'olsnodes -c' output (the cluster name)? Name the "
                                "file olsnodes-c.txt; olsnodes.txt is read as 'olsnodes -n -i -s'.", line=lines[0][0])
    for number, line in lines:
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


# --- olsnodes -c / cemutlo -n: the cluster's name ---------------------------------------------------------------

# Oracle's cluster names: letters, digits and hyphens (10g's installer also took underscores), at most 15 characters.
_CLUSTER_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,14}$")
# The names the topology document holds (the schema's pattern for cluster.name).
_DOCUMENT_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,29}$")


def parse_cluster_name(name: str, text: str):
    """``olsnodes -c`` (11.2 and later) or ``cemutlo -n`` (10g and later): one line, the cluster's name as printed.

    The one reader that shows the cluster's own name (``/cluster/name``); a name the plan cannot hold (one starting
    with a digit) is kept in the settings and said, not placed."""
    lines = logical_lines(text, comment="")
    if not lines:
        raise AsBuiltParseError("no cluster name; is this 'olsnodes -c' or 'cemutlo -n' output?")
    number, line = lines[0]
    if len(lines) > 1 or len(line.split()) > 1:
        at = lines[1][0] if len(lines) > 1 else number
        raise AsBuiltParseError("expected one line holding the cluster name ('olsnodes -c' or 'cemutlo -n' output); "
                                "'olsnodes -n -i -s' output goes in olsnodes.txt.", line=at)
    if not _CLUSTER_NAME.match(line):
        raise AsBuiltParseError(f"{line[:40]!r} is no cluster name (letters, digits and hyphens, at most 15).",
                                line=number)
    facts = Facts()
    warnings = []
    if _DOCUMENT_NAME.match(line):
        facts.put("/cluster/name", line, number)
    else:
        warnings.append(f"line {number}: the cluster name {line} starts with a digit, which a plan's cluster name "
                        "cannot; it is not imported")
    return parsed("cluster-name", [Setting("cluster name", line, number)], facts, warnings=warnings)


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


looks_like_srvctl_database = sniffer(_SRVCTL_DB_SNIFF, within=2000)


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
    facts.put("/_grid/db_unique_name", unique, line_of["database unique name"])  # as printed
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
_NODEAPPS_SNIFF = re.compile(r"^(Network \d+ exists|VIP exists: network number|Network exists: \d+/|VIP exists\.?:)",
                             re.MULTILINE)
# 11.2: "VIP exists: /rac1-vip/192.168.14.160/192.168.14.0/255.255.255.0/eth0, hosting node rac1" (11.2.0.2 on), or
# "VIP exists.:rac1" followed by "VIP exists.: /rac1-vip/192.168.14.160/255.255.255.0/eth0" (11.2.0.1).
_VIP_11 = re.compile(r"^/([^/\s]+)/(\d{1,3}(?:\.\d{1,3}){3})/(\S*?)(?:,\s*hosting node (\S+))?\s*$")


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


looks_like_srvctl_nodeapps = sniffer(_NODEAPPS_SNIFF, within=3000)


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
        if key in ("VIP exists", "VIP exists.") and (vip := _VIP_11.match(value)):
            _vip_11(vip, number, host, settings, facts)
            continue
        if key == "VIP exists." and re.fullmatch(r"[\w.-]+", value):
            host = value.lower()  # 11.2.0.1 names the node on a line of its own, then its VIP
            continue
        if key == "Network exists" and (network := re.match(r"^(\d+)/(.*)$", value)):
            settings.append(Setting(f"network {network.group(1)} subnet", network.group(2), number))
            _network(network.group(2), number, facts)
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
        elif key.startswith(("ONS exists", "Network", "ONS is", "VIP is", "ONS daemon exists", "GSD exists", "GSD is")):
            settings.append(Setting(f"{key}: {value}".strip(": ") if value else key, "", number))
    if not settings:
        raise AsBuiltParseError("nothing found; is this 'srvctl config nodeapps' output?")
    return parsed("srvctl-nodeapps", index_repeats(settings), facts)


def _vip_11(vip: re.Match[str], number: int, host: str | None, settings: list[Setting], facts: Facts) -> None:
    """One 11.2 ``VIP exists:`` line: the VIP's name and address (as /etc/hosts gives them), the node it belongs to
    and, when the line carries it, the public subnet and interface."""
    name, address, rest, hosting = vip.group(1).lower(), vip.group(2), vip.group(3), vip.group(4)
    host = hosting.lower() if hosting else host
    who = host or name
    settings.append(Setting(f"vip {who} name", name, number))
    settings.append(Setting(f"vip {who} address", address, number))
    facts.put(f"/_hosts/{name}", address, number)
    if host:
        facts.put(f"/_grid/vip_name/{host}", name, number)
    if _SUBNET.match(rest):  # subnet/netmask/interface
        _network(rest, number, facts)
    elif mask := re.match(r"^(\d{1,3}(?:\.\d{1,3}){3})/([^,\s/]+)$", rest):  # netmask/interface (11.2.0.1)
        try:
            subnet = ipaddress.IPv4Network(f"{address}/{mask.group(1)}", strict=False)
        except ValueError as exc:
            raise AsBuiltParseError(f"{mask.group(1)!r} is not a netmask.", line=number) from exc
        facts.put("/_grid/public_subnet", str(subnet), number)
        facts.put("/public_network/interface", mask.group(2), number)


_SCAN_SNIFF = re.compile(r"^SCAN name: ", re.MULTILINE)


looks_like_srvctl_scan = sniffer(_SCAN_SNIFF, within=2000)


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


looks_like_asmcmd_lsdg = sniffer(_LSDG_HEADER, within=2000)


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
