"""Network files: ``ifcfg-*`` (SLES ifcfg(5) and RHEL network-scripts), ``ip addr`` / ``ip link`` output,
``/etc/hosts`` (hosts(5)) and ``oifcfg getif`` output.

A file cannot tell whether an interface is the public network or the interconnect, so interface facts are recorded
per interface under ``/_if/<name>/...`` and host names under ``/_hosts/<name>``; :mod:`apps.asbuilt.assemble` places
them using the plan (subnets, interface names), ``oifcfg getif`` and the host names.

Facts (JSON pointers into the topology document; ``/_...`` are per-node observations that
:mod:`apps.asbuilt.assemble` places using the plan): ifcfg and ip-addr
(/_if/<name>/{mtu,address,netmask,bond,bonding_mode,bonding_slaves,master, infiniband,buffer_count}), hosts
(/_hosts/<name>), oifcfg (/public_network/interface, /interconnect/interface). It also reads ``ip -br addr``/``ip
-br link`` (ip-brief) and NetworkManager keyfiles (nmconnection) into the same /_if/<name>/... facts as ifcfg;
storage reads lsblk (/_blk/<device>).
"""

from __future__ import annotations

import ipaddress
import re
import shlex
from typing import Protocol

from .base import AsBuiltParseError, Facts, Setting, index_repeats, logical_lines, parsed, sniffer, to_int

Pairs = list[tuple[str, str]]

# --- ifcfg ------------------------------------------------------------------------------------------------------

_IFCFG_LINE = re.compile(r"^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?)=(.*)$")


def _shell_value(raw: str, number: int) -> str:
    raw = raw.strip()
    if not raw:
        return ""
    try:
        parts = shlex.split(raw, comments=True, posix=True)
    except ValueError as exc:
        raise AsBuiltParseError(f"unbalanced quotes in {raw[:60]!r}.", line=number) from exc
    return " ".join(parts)


def _interface_from_name(name: str) -> str | None:
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    if base.startswith("ifcfg-") and len(base) > 6:
        return base[6:]
    return None


def parse_ifcfg(name: str, text: str):
    values: dict[str, tuple[str, int]] = {}
    warnings: list[str] = []
    for number, line in logical_lines(text, continuation=True):
        match = _IFCFG_LINE.match(line)
        if not match:
            raise AsBuiltParseError(f"expected VARIABLE=value, found {line[:60]!r}.", line=number)
        key = match.group(1).upper()
        if key in values:
            warnings.append(f"line {number}: {key} set again (first on line {values[key][1]}); the last value counts")
        values[key] = (_shell_value(match.group(2), number), number)
    iface = values.get("DEVICE", ("", 0))[0] or _interface_from_name(name)
    if not iface:
        raise AsBuiltParseError("cannot tell the interface: the file has no DEVICE= and is not named ifcfg-<name>.")
    settings = [Setting(f"{iface} {key}", value, number) for key, (value, number) in values.items()]
    facts = Facts()
    prefix = f"/_if/{iface}"
    if "MTU" in values:
        mtu = to_int(values["MTU"][0])
        if mtu is None:
            raise AsBuiltParseError(f"MTU {values['MTU'][0]!r} is not a number.", line=values["MTU"][1])
        facts.put(f"{prefix}/mtu", mtu, values["MTU"][1])
    address = values.get("IPADDR", ("", 0))[0]
    if address:
        addr, _, bits = address.partition("/")
        facts.put(f"{prefix}/address", addr, values["IPADDR"][1])
        netmask = values.get("NETMASK", ("", 0))[0]
        if bits or values.get("PREFIX", ("", 0))[0]:
            bits = bits or values["PREFIX"][0]
            try:
                netmask = str(ipaddress.IPv4Network(f"0.0.0.0/{bits}").netmask)
            except ValueError:
                warnings.append(f"prefix length {bits!r} is not valid")
        if netmask:
            mask_key = "IPADDR" if "/" in address else "PREFIX" if values.get("PREFIX", ("", 0))[0] else "NETMASK"
            facts.put(f"{prefix}/netmask", netmask, values[mask_key][1])
    options = " ".join(values.get(k, ("", 0))[0] for k in ("BONDING_OPTS", "BONDING_MODULE_OPTS"))
    mode = re.search(r"\bmode=(\S+)", options)
    slaves = [v for k, (v, _) in sorted(values.items()) if k.startswith("BONDING_SLAVE") and v]
    if values.get("BONDING_MASTER", ("", 0))[0].lower() == "yes" or mode or slaves:
        bond_line = next((values[k][1] for k in ("BONDING_MASTER", "BONDING_OPTS", "BONDING_MODULE_OPTS")
                          if k in values), None)
        facts.put(f"{prefix}/bond", True, bond_line)
        if mode:
            facts.put(f"{prefix}/bonding_mode", _BOND_MODES.get(mode.group(1), mode.group(1)), bond_line)
        if slaves:
            facts.put(f"{prefix}/bonding_slaves", slaves,
                      min(n for k, (_, n) in values.items() if k.startswith("BONDING_SLAVE")))
    if values.get("MASTER", ("", 0))[0]:
        facts.put(f"{prefix}/master", values["MASTER"][0], values["MASTER"][1])
    if values.get("TYPE", ("", 0))[0].lower() == "infiniband" or iface.startswith("ib"):
        facts.put(f"{prefix}/infiniband", True, values.get("TYPE", ("", None))[1])
    buffers = re.search(r"buffer_count=(\d+)", values.get("OPTIONS", ("", 0))[0])
    if buffers:
        facts.put(f"{prefix}/buffer_count", int(buffers.group(1)), values["OPTIONS"][1])
    return parsed("ifcfg", settings, facts, warnings=warnings)


# Numeric bonding modes (Documentation/networking/bonding.txt) -> names.
_BOND_MODES = {"0": "balance-rr", "1": "active-backup", "2": "balance-xor", "3": "broadcast", "4": "802.3ad",
               "5": "balance-tlb", "6": "balance-alb"}

# --- ip addr / ip link --------------------------------------------------------------------------------------------

_IP_HEADER = re.compile(r"^(\d+):\s+([^:\s]+):\s+<([^>]*)>(.*)$")
_IP_SNIFF = re.compile(r"^\d+:\s+\S+:\s+<[A-Z_,-]*>.*\bmtu \d+", re.MULTILINE)


looks_like_ip_addr = sniffer(_IP_SNIFF)


def parse_ip(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    iface: str | None = None
    inet: list[str] = []
    inet_line = 0

    def close() -> None:
        if iface and inet:
            settings.append(Setting(f"{iface} inet", ", ".join(inet), inet_line))

    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line:
            continue
        header = _IP_HEADER.match(line)
        if header:
            close()
            iface, inet = header.group(2).split("@", 1)[0], []
            words = header.group(4).split()
            attrs = dict(zip(words[::2], words[1::2], strict=False))
            if "mtu" not in attrs or to_int(attrs["mtu"]) is None:
                raise AsBuiltParseError(f"interface {iface} has no mtu in {line[:60]!r}.", line=number)
            if iface == "lo":
                iface = None
                continue
            settings.append(Setting(f"{iface} mtu", attrs["mtu"], number))
            facts.put(f"/_if/{iface}/mtu", int(attrs["mtu"]), number)
            if "master" in attrs:
                settings.append(Setting(f"{iface} master", attrs["master"], number))
                facts.put(f"/_if/{iface}/master", attrs["master"], number)
            up = "UP" in header.group(3).split(",")
            settings.append(Setting(f"{iface} state", "up" if up else "down", number))
            continue
        if iface is None:
            if not settings and not line.startswith(("link/", "inet", "valid_lft", "altname")):
                raise AsBuiltParseError(f"expected an interface line like '2: eth0: <...> mtu 1500', found "
                                        f"{line[:60]!r}.", line=number)
            continue
        words = line.split()
        if words[0] == "inet" and len(words) > 1:
            inet_line = inet_line if inet else number
            inet.append(words[1])
            if f"/_if/{iface}/address" not in facts:
                try:
                    network = ipaddress.IPv4Interface(words[1])
                except ValueError as exc:
                    raise AsBuiltParseError(f"{words[1]!r} is not an IPv4 address.", line=number) from exc
                facts.put(f"/_if/{iface}/address", str(network.ip), number)
                facts.put(f"/_if/{iface}/netmask", str(network.netmask), number)
        elif words[0] == "link/infiniband":
            facts.put(f"/_if/{iface}/infiniband", True, number)
    close()
    if not settings:
        raise AsBuiltParseError("no interface found; is this 'ip addr' or 'ip link' output?")
    return parsed("ip-addr", settings, facts)


# --- ip -br addr / ip -br link --------------------------------------------------------------------------------------

# ip(8) -brief: one line an interface, "<name> <operstate> <addresses...>" (addr) or "<name> <operstate> <link address>
# <flags>" (link). No MTU is printed in this form.
_IP_BRIEF_LINE = re.compile(r"^(\S+?)(?:@\S+)?\s+(UP|DOWN|UNKNOWN|LOWERLAYERDOWN|DORMANT|NOTPRESENT|TESTING)\b(.*)$")
_IP_BRIEF_SNIFF = re.compile(r"^\S+\s+(UP|DOWN|UNKNOWN|LOWERLAYERDOWN)\s+(\d{1,3}(\.\d{1,3}){3}/\d+|"
                             r"[0-9a-f]{2}(:[0-9a-f]{2}){5,19}\s+<|<)", re.MULTILINE)


looks_like_ip_brief = sniffer(_IP_BRIEF_SNIFF, within=5000, at_least=2)


def parse_ip_brief(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line:
            continue
        match = _IP_BRIEF_LINE.match(line)
        if not match:
            raise AsBuiltParseError(f"expected '<interface> <state> <addresses or link>', as 'ip -br addr' prints, "
                                    f"found {line[:60]!r}.", line=number)
        iface, state, rest = match.group(1), match.group(2), match.group(3).split()
        if iface == "lo":
            continue
        settings.append(Setting(f"{iface} state", state.lower(), number))
        flags = next((w for w in rest if w.startswith("<")), None)
        if flags is not None:  # ip -br link: the link address and the flags
            link = next((w for w in rest if not w.startswith("<")), "")
            if len(link.split(":")) == 20 or iface.startswith("ib"):  # a 20-byte InfiniBand hardware address
                facts.put(f"/_if/{iface}/infiniband", True, number)
            continue
        inet = [w for w in rest if "." in w and "/" in w]
        if inet:
            settings.append(Setting(f"{iface} inet", ", ".join(inet), number))
        own = [w for w in inet if not w.startswith("169.254.")]  # 169.254/16: the clusterware's HAIP, not the node's
        if own:
            try:
                network = ipaddress.IPv4Interface(own[0])
            except ValueError as exc:
                raise AsBuiltParseError(f"{own[0]!r} is not an IPv4 address.", line=number) from exc
            facts.put(f"/_if/{iface}/address", str(network.ip), number)
            facts.put(f"/_if/{iface}/netmask", str(network.netmask), number)
    if not settings:
        raise AsBuiltParseError("no interface but lo found; is this 'ip -br addr' or 'ip -br link' output?")
    return parsed("ip-brief", settings, facts)


# --- NetworkManager keyfiles ---------------------------------------------------------------------------------------

# nm-settings-keyfile(5): an INI file per connection under /etc/NetworkManager/system-connections/. RHEL and Oracle
# Linux 8 and 9 keep interfaces there instead of ifcfg-* files.
_NM_SNIFF = re.compile(r"^\[connection\]\s*$", re.MULTILINE)


looks_like_nmconnection = sniffer(_NM_SNIFF, within=2000)


def parse_nmconnection(name: str, text: str):
    import configparser

    reader = configparser.ConfigParser(interpolation=None, strict=False, delimiters=("=",),
                                       comment_prefixes=("#", ";"), inline_comment_prefixes=None)
    reader.optionxform = str  # keys keep their case (interface-name, address1)
    warnings: list[str] = []
    seen: dict[tuple[str, str], int] = {}
    section = ""
    for number, line in enumerate(text.split("\n"), start=1):  # configparser keeps no line numbers: note repeats
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped[1:-1]
        elif "=" in stripped and not stripped.startswith(("#", ";")):
            key = (section, stripped.split("=", 1)[0].strip())
            if key in seen:
                warnings.append(f"line {number}: {key[0]}.{key[1]} set again (first on line {seen[key]}); the last "
                                "value counts")
            seen.setdefault(key, number)
    try:
        reader.read_string(text)
    except configparser.Error as exc:
        raise AsBuiltParseError(f"not a keyfile: {str(exc).splitlines()[0][:120]}") from exc
    if not reader.has_section("connection"):
        raise AsBuiltParseError("no [connection] section; is this a NetworkManager .nmconnection file?")
    conn = reader["connection"]
    iface = conn.get("interface-name") or conn.get("id")
    if not iface:
        raise AsBuiltParseError("the [connection] section names no interface-name (nor id).")
    line_of = {key: number for key, number in seen.items()}
    settings = [Setting(f"{iface} {sec}.{key}", value, line_of.get((sec, key)))
                for sec in reader.sections() for key, value in reader[sec].items()]
    facts = Facts()
    prefix = f"/_if/{iface}"
    kind = conn.get("type", "").lower()
    mtu_section = next((sec for sec in (kind, "ethernet", "infiniband", "bond")
                        if sec and reader.has_section(sec) and reader[sec].get("mtu")), None)
    mtu_text = reader[mtu_section].get("mtu") if mtu_section else None
    mtu_line = line_of.get((mtu_section, "mtu")) if mtu_section else None
    if mtu_text:
        mtu = to_int(mtu_text)
        if mtu is None:
            raise AsBuiltParseError(f"mtu {mtu_text!r} is not a number.", line=line_of.get((kind, "mtu")))
        if mtu:  # 0 means "automatic"
            facts.put(f"{prefix}/mtu", mtu, mtu_line)
    if reader.has_section("ipv4"):
        ipv4 = reader["ipv4"]
        address_key = next((k for k in sorted(ipv4, key=natural_address_key) if re.fullmatch(r"address\d*", k)), None)
        address = ipv4[address_key] if address_key else None
        if address:
            address = address.split(",", 1)[0].strip()  # "address1=10.0.0.5/24,10.0.0.1": address, then gateway
            try:
                network = ipaddress.IPv4Interface(address)
            except ValueError as exc:
                raise AsBuiltParseError(f"{address!r} is not an IPv4 address with a prefix.") from exc
            facts.put(f"{prefix}/address", str(network.ip), line_of.get(("ipv4", address_key)))
            facts.put(f"{prefix}/netmask", str(network.netmask), line_of.get(("ipv4", address_key)))
    if kind == "bond":
        facts.put(f"{prefix}/bond", True, line_of.get(("connection", "type")))
        if reader.has_section("bond") and reader["bond"].get("mode"):
            mode = reader["bond"]["mode"]
            facts.put(f"{prefix}/bonding_mode", _BOND_MODES.get(mode, mode), line_of.get(("bond", "mode")))
    master_key = "master" if conn.get("master") else "controller"
    master = conn.get(master_key)
    if master and (conn.get("slave-type") or conn.get("port-type")) in ("bond", None):
        facts.put(f"{prefix}/master", master, line_of.get(("connection", master_key)))
    if kind == "infiniband" or iface.startswith("ib"):
        facts.put(f"{prefix}/infiniband", True, line_of.get(("connection", "type")))
    return parsed("nmconnection", settings, facts, warnings=warnings)


def natural_address_key(key: str) -> tuple[int, str]:
    """address1 before address2 before address10 (keyfiles number their addresses from 1; a bare 'address' first)."""
    digits = re.sub(r"\D", "", key)
    return (int(digits) if digits else 0, key)


# --- /etc/hosts ---------------------------------------------------------------------------------------------------


def parse_hosts(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    warnings: list[str] = []
    for number, line in logical_lines(text):
        words = line.split("#", 1)[0].split()
        if len(words) < 2:
            raise AsBuiltParseError(f"expected 'address name [aliases]', found {line[:60]!r}.", line=number)
        try:
            address = ipaddress.ip_address(words[0])
        except ValueError as exc:
            raise AsBuiltParseError(f"{words[0]!r} is not an IP address.", line=number) from exc
        if address.is_loopback or address.version == 6 and not address.is_global:
            continue
        for host in words[1:]:
            host = host.lower()
            settings.append(Setting(host, str(address), number))
            if f"/_hosts/{host}" in facts and facts[f"/_hosts/{host}"] != str(address):
                warnings.append(f"line {number}: {host} listed again with another address")
            facts.put_first(f"/_hosts/{host}", str(address), number)
    return parsed("hosts", index_repeats(settings), facts, warnings=warnings)



# --- oifcfg getif -------------------------------------------------------------------------------------------------

_OIFCFG_LINE = re.compile(r"^(\S+)\s+(\d{1,3}(?:\.\d{1,3}){3})\s+(global|node)\s+(public|cluster_interconnect)"
                          r"(?:,\s*(?:asm|public|cluster_interconnect))*\s*$", re.IGNORECASE)
_OIFCFG_SNIFF = re.compile(r"^\S+\s+\d{1,3}(\.\d{1,3}){3}\s+(global|node)\s+(public|cluster_interconnect)",
                           re.MULTILINE | re.IGNORECASE)


looks_like_oifcfg = sniffer(_OIFCFG_SNIFF, within=5000)


def parse_oifcfg(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    for number, line in logical_lines(text):
        match = _OIFCFG_LINE.match(line)
        if not match:
            raise AsBuiltParseError(f"expected 'interface subnet global|node public|cluster_interconnect', found "
                                    f"{line[:60]!r}.", line=number)
        iface, subnet, scope, role = match.group(1), match.group(2), match.group(3).lower(), match.group(4).lower()
        settings.append(Setting(f"{iface} {subnet}", f"{scope} {role}", number))
        section = "/public_network" if role == "public" else "/interconnect"
        facts.put_first(f"{section}/interface", iface, number)
        facts.put_first(f"/_oifcfg/{role}", subnet, number)
        # Several private interfaces are normal (redundant interconnects, 11.2's HAIP): all of them are kept.
        facts.setdefault(f"/_oifcfg/{role}_interfaces", []).append({"interface": iface, "subnet": subnet})
    if not settings:
        raise AsBuiltParseError("no interface line found; is this 'oifcfg getif' output?")
    return parsed("oifcfg", settings, facts)


# --- how the plan diff (apps.asbuilt.diff) compares these kinds: the hooks of their entries in kinds.py ------------


class PlanNaming(Protocol):
    """What the diff knows of the plan's interfaces (``apps.asbuilt.diff.Naming``)."""

    def interface(self, name: str, address: str) -> str: ...


def ifcfg_plan_names(settings: Pairs, naming: PlanNaming) -> Pairs:
    """An ifcfg file's settings keyed by the plan's interface name instead of a qeth bus id."""
    if not settings:
        return settings
    iface = settings[0][0].split(" ", 1)[0]
    address = next((v for k, v in settings if k == f"{iface} IPADDR"), "")
    name = naming.interface(iface, address)
    if name == iface:
        return settings
    return [(f"{name} {k.split(' ', 1)[1]}", v) for k, v in settings]


#: SLES ifcfg(5) STARTMODE values that bring the interface up at boot or when the device appears
_STARTED = {"onboot", "auto", "hotplug", "nfsroot"}


def ifcfg_as_ip(settings: Pairs) -> Pairs:
    """What ``ip addr`` shows for a planned ifcfg file: ``<if> mtu``, ``<if> inet`` (address/prefix), ``<if> state``
    (up when the file starts it at boot), masters."""
    if not settings:
        return []
    iface = settings[0][0].split(" ", 1)[0]
    var = {k.split(" ", 1)[1]: v for k, v in settings if " " in k}
    out = []
    if var.get("MTU"):
        out.append((f"{iface} mtu", var["MTU"]))
    if var.get("IPADDR"):
        address, _, bits = var["IPADDR"].partition("/")
        bits = bits or var.get("PREFIX", "")
        if not bits and var.get("NETMASK"):
            try:
                bits = str(ipaddress.IPv4Network(f"0.0.0.0/{var['NETMASK']}").prefixlen)
            except ValueError:
                bits = ""
        if bits:
            out.append((f"{iface} inet", f"{address}/{bits}"))
    if var.get("ONBOOT", "").lower() == "yes" or var.get("STARTMODE", "").lower() in _STARTED:
        out.append((f"{iface} state", "up"))
    if var.get("MASTER"):
        out.append((f"{iface} master", var["MASTER"]))
    out += [(f"{slave} master", iface) for k, slave in var.items() if k.startswith("BONDING_SLAVE") and slave]
    return out
