"""Oracle files: parameter files (``init*.ora`` pfiles and the readable parameter text of an spfile), Oracle Net
files (``listener.ora``, ``tnsnames.ora``, ``sqlnet.ora``) and ``/etc/oratab``.

Oracle Net syntax: an entry starts in the first column as ``NAME = value`` or ``NAME = (KEY = value)(KEY = (...))``;
lines starting with white space continue it, and so does any line while parentheses are open; ``#`` starts a
comment; keywords are case-insensitive (normalised to upper case). Settings are the leaves of the tree as paths:
``LISTENER_RAC1 DESCRIPTION_LIST/DESCRIPTION/ADDRESS_LIST[2]/ADDRESS/PORT`` (an index only where siblings share a
name). Their values are kept as the file prints them (``HOST = rac1-vip`` stays rac1-vip); :func:`net_same` is how
the plan diff compares them: without regard to case (host names are case-insensitive in DNS, Oracle reads keywords
and values so), but SIDs and paths exactly. Parameter files likewise: the parameter's name is keyed in lower case,
its value kept as printed (``racdb2.instance_name = racdb2``, ``db_unique_name = BOOBOO``), and :func:`init_same`
compares values without regard to case but for SIDs and paths, and sizes by their bytes.

Facts (JSON pointers into the topology document; ``/_...`` are per-node observations that
:mod:`apps.asbuilt.assemble` places using the plan): init-ora (/database/..., /interconnect/cluster_interconnects,
/server/..., ASM pools under /shared_disks/asm_instance, other parameters under /database/other), listener-ora
(/_listener/<name>: ports, hosts), tnsnames-ora (/cluster/mode), sqlnet-ora (settings only), oratab
(/shared_disks/asm_autostart).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

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

# --- Oracle Net ---------------------------------------------------------------------------------------------------

_NET_TOKEN = re.compile(r'\s*(?:(\()|(\))|(=)|(,)|"((?:[^"]|"")*)"|([^\s()=,"#]+))')
_NET_REST = re.compile(r"\s*(#.*)?$")  # nothing but white space or a comment up to the end of the line
_NET_MAX_DEPTH = 64  # deeper nesting is not a descriptor (and would exhaust the recursion)


@dataclass
class NetNode:
    key: str
    line: int
    value: str | None = None
    children: list[NetNode] = field(default_factory=list)


def _net_tokens(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, line) tokens; kind is one of ( ) = , word; comments dropped."""
    tokens: list[tuple[str, str, int]] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.split("#", 1)[0] if "#" in raw and '"' not in raw else raw
        pos = 0
        while pos < len(line):
            if _NET_REST.match(line, pos):
                break
            match = _NET_TOKEN.match(line, pos)
            if not match or match.end() == pos:
                raise AsBuiltParseError(f"unexpected character {line[pos:].strip()[:1]!r}.", line=number)
            pos = match.end()
            if match.group(1):
                tokens.append(("(", "(", number))
            elif match.group(2):
                tokens.append((")", ")", number))
            elif match.group(3):
                tokens.append(("=", "=", number))
            elif match.group(4):
                tokens.append((",", ",", number))
            elif match.group(5) is not None:
                tokens.append(("word", match.group(5).replace('""', '"'), number))
            else:
                tokens.append(("word", match.group(6), number))
    return tokens


class _NetReader:
    def __init__(self, tokens: list[tuple[str, str, int]]):
        self.tokens = tokens
        self.pos = 0
        self.depth = 0

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, kind: str, what: str) -> tuple[str, str, int]:
        token = self.peek()
        if token is None:
            last = self.tokens[-1][2] if self.tokens else None
            raise AsBuiltParseError(f"the file ends where {what} was expected (unbalanced parentheses?).", line=last)
        if token[0] != kind:
            raise AsBuiltParseError(f"expected {what}, found {token[1]!r}.", line=token[2])
        self.pos += 1
        return token

    def value(self, key: str, line: int) -> NetNode:
        """After ``KEY =``: a word (possibly several words up to ')' ) or one or more parenthesised groups."""
        node = NetNode(key.upper(), line)
        token = self.peek()
        if token is not None and token[0] == "(" and self._value_list_ahead():
            node.value = self.value_list(key)
            return node
        if token is not None and token[0] == "(":
            while self.peek() is not None and self.peek()[0] == "(":
                node.children.append(self.group())
            return node
        words: list[str] = []
        while (token := self.peek()) is not None and token[0] in ("word", ","):
            if token[0] == "word" and words and token[2] != self.tokens[self.pos - 1][2] and self._starts_entry():
                break
            words.append(token[1])
            self.pos += 1
        if not words:
            raise AsBuiltParseError(f"{key.upper()} has no value after '='.", line=line)
        node.value = " ".join(words).replace(" ,", ",")
        return node

    def _value_list_ahead(self) -> bool:
        """At '(': a list of values, as in ``NAMES.DIRECTORY_PATH = (TNSNAMES, EZCONNECT)``, rather than a group
        ``(KEY = value)``: a word follows the parenthesis, and then a comma or the closing parenthesis."""
        ahead = self.tokens[self.pos + 1:self.pos + 3]
        return len(ahead) == 2 and ahead[0][0] == "word" and ahead[1][0] in (",", ")")

    def value_list(self, key: str) -> str:
        """``(a, b, c)``: the values joined as Oracle prints them, in parentheses."""
        opening = self.take("(", "'('")
        words = [self.take("word", f"a value in the list of {key.upper()}")[1]]
        while (token := self.peek()) is not None and token[0] == ",":
            self.pos += 1
            words.append(self.take("word", f"a value after ',' in the list of {key.upper()}")[1])
        token = self.peek()
        if token is None or token[0] != ")":
            raise AsBuiltParseError(f"the list of values of {key.upper()} opened on line {opening[2]} is not closed "
                                    "with ')'.", line=token[2] if token else opening[2])
        self.pos += 1
        return "(" + ", ".join(words) + ")"

    def _starts_entry(self) -> bool:
        nxt = self.tokens[self.pos + 1] if self.pos + 1 < len(self.tokens) else None
        return nxt is not None and nxt[0] in ("=", ",")

    def group(self) -> NetNode:
        opening = self.take("(", "'('")
        self.depth += 1
        if self.depth > _NET_MAX_DEPTH:
            raise AsBuiltParseError(f"parentheses nested more than {_NET_MAX_DEPTH} deep.", line=opening[2])
        key = self.take("word", "a keyword after '('")
        self.take("=", f"'=' after {key[1]!r}")
        node = self.value(key[1], key[2])
        token = self.peek()
        if token is None:
            raise AsBuiltParseError(f"the '(' opened on line {opening[2]} for {key[1].upper()} is never closed "
                                    "(unbalanced parentheses).", line=opening[2])
        if token[0] != ")":
            raise AsBuiltParseError(f"expected ')' to close {key[1].upper()} (opened on line {opening[2]}), found "
                                    f"{token[1]!r}.", line=token[2])
        self.pos += 1
        self.depth -= 1
        return node


def parse_net(text: str) -> list[NetNode]:
    """Parse an Oracle Net file into entries (top-level ``NAME = value`` nodes; aliases ``A, B = ...`` repeat)."""
    reader = _NetReader(_net_tokens(text))
    entries: list[NetNode] = []
    while reader.peek() is not None:
        token = reader.peek()
        if token[0] == ")":
            raise AsBuiltParseError("')' without a matching '(' (unbalanced parentheses).", line=token[2])
        names = [reader.take("word", "an entry name")]
        while reader.peek() is not None and reader.peek()[0] == ",":
            reader.pos += 1
            names.append(reader.take("word", "an entry name after ','"))
        reader.take("=", f"'=' after {names[-1][1]!r}")
        node = reader.value(names[0][1], names[0][2])
        for name in names:
            entries.append(NetNode(name[1].upper(), name[2], node.value, node.children))
    return entries


#: Oracle Net keys whose value is an instance's SID: case-sensitive on Unix (racdb2 is not RACDB2).
_NET_EXACT = ("SID_NAME", "SID", "INSTANCE_NAME")
_NET_INDEX = re.compile(r"\[\d+\]$")


def net_same(key: str, planned: str, actual: str) -> bool:
    """Whether two values of an Oracle Net setting are the same, as the plan diff asks (the values as printed).

    Host names are case-insensitive (DNS), and Oracle Net reads keywords and the values of its parameters without
    regard to case, so ``HOST = RAC1-VIP`` is ``HOST = rac1-vip`` and ``PROTOCOL = tcp`` is TCP. A SID is not (Unix
    SIDs are case-sensitive: racdb2 is not RACDB2), nor is a path (``ORACLE_HOME``, a directory): those compare
    exactly."""
    leaf = _NET_INDEX.sub("", re.split(r"[/ ]", key)[-1])
    if leaf in _NET_EXACT or "/" in planned or "/" in actual:
        return planned == actual
    return planned.casefold() == actual.casefold()


def _flatten(node: NetNode, path: str, out: list[Setting]) -> None:
    if node.value is not None:
        out.append(Setting(path, node.value, node.line))  # as printed: net_same compares without case
        return
    counts: dict[str, int] = {}
    for child in node.children:
        counts[child.key] = counts.get(child.key, 0) + 1
    seen: dict[str, int] = {}
    for child in node.children:
        seen[child.key] = seen.get(child.key, 0) + 1
        label = child.key if counts[child.key] == 1 else f"{child.key}[{seen[child.key]}]"
        _flatten(child, f"{path}/{label}" if "/" in path or " " in path else f"{path} {label}", out)


def _net_settings(entries: list[NetNode]) -> list[Setting]:
    out: list[Setting] = []
    for entry in entries:
        _flatten(entry, entry.key, out)
    return out


def _walk(node: NetNode):
    yield node
    for child in node.children:
        yield from _walk(child)


def _addresses(entry: NetNode) -> list[dict[str, str]]:
    out = []
    for node in _walk(entry):
        if node.key == "ADDRESS" and node.children:
            out.append({c.key: (c.value or "") for c in node.children})
    return out


def _net_sniff(keyword: str):
    return sniffer(re.compile(rf"\(\s*{keyword}\s*=", re.IGNORECASE))


def _parse_net_file(kind: str, text: str, entry_facts: Callable[[NetNode, Facts], None] | None = None):
    """An Oracle Net file: every entry's settings, and the facts ``entry_facts`` adds for each entry."""
    entries = parse_net(text)
    facts = Facts()
    warnings: list[str] = []
    first: dict[str, int] = {}
    for entry in entries:
        if entry.key in first and first[entry.key] != entry.line:
            warnings.append(f"line {entry.line}: {entry.key} defined again (first on line {first[entry.key]}); "
                            "keep one definition, so that every tool reads the same one")
        first.setdefault(entry.key, entry.line)
    if entry_facts is not None:
        for entry in entries:
            entry_facts(entry, facts)
    return parsed(kind, _net_settings(entries), facts, warnings=warnings)


def _listener_facts(entry: NetNode, facts: Facts) -> None:
    addresses = [a for a in _addresses(entry) if a.get("PROTOCOL", "").upper() == "TCP"]
    ports = sorted({int(a["PORT"]) for a in addresses if to_int(a.get("PORT", ""))})
    if ports:
        facts.put(f"/_listener/{entry.key}", {"ports": ports, "hosts": [a.get("HOST", "") for a in addresses]},
                  entry.line)


def _tnsnames_facts(entry: NetNode, facts: Facts) -> None:
    leaves = {n.key: (n.value or "").upper() for n in _walk(entry) if n.value is not None}
    if "CONNECT_DATA" in {n.key for n in _walk(entry)} and "INSTANCE_NAME" not in leaves:
        if leaves.get("LOAD_BALANCE") in ("ON", "YES", "TRUE"):
            facts.put_first("/cluster/mode", "workload_balanced", entry.line)
        elif leaves.get("FAILOVER") in ("ON", "YES", "TRUE"):
            facts.put_first("/cluster/mode", "failover", entry.line)


looks_like_listener_ora = _net_sniff("DESCRIPTION_LIST")


def parse_listener(name: str, text: str):
    return _parse_net_file("listener-ora", text, _listener_facts)


looks_like_tnsnames_ora = _net_sniff("CONNECT_DATA")


def parse_tnsnames(name: str, text: str):
    return _parse_net_file("tnsnames-ora", text, _tnsnames_facts)


def parse_sqlnet(name: str, text: str):
    return _parse_net_file("sqlnet-ora", text)


# --- init.ora ---------------------------------------------------------------------------------------------------------

_INIT_LINE = re.compile(r"^([A-Za-z0-9_$#+*\-]+\.)?([A-Za-z_][A-Za-z0-9_#$]*)\s*=\s*(.*)$")
_INIT_VALUE = re.compile(r"\s*(?:'((?:[^']|'')*)'|\"((?:[^\"]|\"\")*)\"|([^,'\"\s]+))\s*(,|$)")
_SIZE = re.compile(r"^(\d+)([KMGT]?)$")
_UNITS = {"": 1, "K": 1024, "M": 1024**2, "G": 1024**3, "T": 1024**4}
# init.ora parameter -> /database field holding megabytes.
_DB_SIZES = {"sga_target": "sga_target_mb", "sga_max_size": "sga_max_size_mb", "db_cache_size": "db_cache_size_mb",
             "shared_pool_size": "shared_pool_size_mb", "pga_aggregate_target": "pga_aggregate_target_mb"}
_DB_INTS = ("db_block_size", "processes", "db_writer_processes", "parallel_max_servers", "parallel_threads_per_cpu")
# Parameters the bundle derives from other parts of the plan: never copied into /database/other.
_DERIVED = {"db_name", "cluster_database", "cluster_database_instances", "remote_listener", "local_listener",
            "instance_number", "thread", "undo_tablespace", "cluster_interconnects", "db_create_file_dest",
            "db_create_online_log_dest_1", "dispatchers", "shared_servers", "instance_type", "asm_diskstring",
            "asm_diskgroups", "large_pool_size", "disk_asynch_io", "filesystemio_options", "ifile", "spfile",
            "control_files", "instance_name", "service_names", "sga_attach_address"}


def size_bytes(value: str) -> int | None:
    match = _SIZE.match(value.upper())
    return int(match.group(1)) * _UNITS[match.group(2)] if match else None


def _init_values(raw: str, number: int) -> list[tuple[str, bool]]:
    """(value, quoted) elements of a parameter value list."""
    out: list[tuple[str, bool]] = []
    pos = 0
    raw = raw.strip()
    if raw.startswith("(") and raw.endswith(")") and "'" not in raw:
        raw = raw[1:-1]
    while pos < len(raw):
        match = _INIT_VALUE.match(raw, pos)
        if not match or match.end() == pos:
            raise AsBuiltParseError(f"cannot read the value {raw[pos:pos + 40]!r} (unbalanced quote?).", line=number)
        if match.group(1) is not None:
            out.append((match.group(1).replace("''", "'"), True))
        elif match.group(2) is not None:
            out.append((match.group(2).replace('""', '"'), True))
        else:
            out.append((match.group(3), False))
        pos = match.end()
    return out


_SIZE_PARAM = re.compile(r"(_size|_target|_max_size|_size_limit)$")


def _join_init_values(values: list[tuple[str, bool]]) -> str:
    """A parameter's value as the file prints it, without its quotes; the elements of a list joined by ", "."""
    return ", ".join(value for value, _ in values)


def _is_size(param: str) -> bool:
    return bool(_SIZE_PARAM.search(param)) and param != "db_block_size"


#: init.ora parameters whose values compare exactly: instance_name is the instance's SID, and a SID is
#: case-sensitive on Unix (racdb2 is not RACDB2; SRVCTL's object name table says an instance name's case depends on
#: the platform).
_INIT_EXACT = ("instance_name",)


def init_same(key: str, planned: str, actual: str) -> bool:
    """Whether two values of an init.ora / spfile setting are the same, as the plan diff asks (both as printed).

    Parameter names are case-insensitive, and the parser keys them in lower case (``*.DB_NAME`` is ``*.db_name``).
    The values are kept as the file prints them and compared here:

    - without regard to case by default: Oracle reads keywords so (``TRUE`` / ``true``, ``ASYNCH`` / ``asynch``),
      and its database names too (Oracle Database Reference, DB_NAME: "The database name is case insensitive";
      SRVCTL's object name table lists db_unique_name and db_domain as not case sensitive), so db_unique_name
      BOOBOO is booboo for the diff while the page shows each as printed;
    - exactly for a SID (:data:`_INIT_EXACT`) and for any value holding a path: file names keep their case where
      the operating system does (Oracle Database Reference, "Rules Governing Initialization Parameter Files"),
      and on Linux it does;
    - by size for a size parameter: ``2512M`` is ``2634022912`` (and ``1024m`` is ``1G``).

    The SID before the dot of a key is part of the key and is matched exactly, for the same reason as
    instance_name."""
    param = key.split(".", 1)[-1].lower()
    if param in _INIT_EXACT or "/" in planned or "/" in actual:
        return planned == actual
    if _is_size(param):
        want, have = size_bytes(planned), size_bytes(actual)
        if want is not None and have is not None:
            return want == have
    return planned.casefold() == actual.casefold()


looks_like_init_ora = sniffer(re.compile(r"^\*\.[a-z_]+\s*=", re.MULTILINE | re.IGNORECASE), at_least=2)


def parse_init(name: str, text: str):
    settings: list[Setting] = []
    params: dict[str, dict[str, tuple[str, list[tuple[str, bool]]]]] = {}
    warnings: list[str] = []
    for number, line in _init_lines(text):
        match = _INIT_LINE.match(line)
        if not match:
            if line.lower().startswith("ifile"):
                warnings.append(f"line {number}: included file not read: {line[:60]}")
                continue
            if "spfile" in name.lower().rsplit("/", 1)[-1]:  # 'strings spfile' output carries binary leftovers
                warnings.append(f"line {number}: not a parameter, skipped: {line[:60]!r}")
                continue
            raise AsBuiltParseError(f"expected 'parameter = value' or 'sid.parameter = value', found {line[:60]!r}.",
                                    line=number)
        sid = (match.group(1) or "*.")[:-1]
        param = match.group(2).lower()
        values = _init_values(match.group(3), number)
        if not values:
            raise AsBuiltParseError(f"{param} has no value.", line=number)
        value = _join_init_values(values)  # as printed: init_same compares (case, sizes)
        key = f"{sid}.{param}"
        if any(s.key == key for s in settings):
            warnings.append(f"line {number}: {key} set again; the last value counts")
            settings = [s for s in settings if s.key != key]
        settings.append(Setting(key, value, number))
        params.setdefault(param, {})[sid] = (value, values)
    if not settings:
        raise AsBuiltParseError("no parameter found.")
    # The line of each parameter: its '*.' setting, else the first SID's (the facts are cluster-wide values).
    line_of: dict[str, int] = {}
    for setting in sorted(settings, key=lambda s: not s.key.startswith("*.")):
        line_of.setdefault(setting.key.split(".", 1)[-1], setting.line or 0)
    return parsed("init-ora", settings, _init_facts(params, line_of), warnings=warnings)


def _strip_comment(line: str) -> str:
    """The line without a ``#`` comment (a ``#`` inside quotes is text)."""
    quote = None
    for index, char in enumerate(line):
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "#":
            return line[:index].rstrip()
    return line


def _init_lines(text: str) -> list[tuple[int, str]]:
    """Parameter lines: comments removed; a value list ending in ',' (or a '\\') continues on the next line."""
    out: list[tuple[int, str]] = []
    for number, raw in logical_lines(text, continuation=True):
        line = _strip_comment(raw)
        if not line:
            continue
        if out and out[-1][1].endswith(","):
            out[-1] = (out[-1][0], f"{out[-1][1]} {line}")
        else:
            out.append((number, line))
    return out


def _cluster_wide(param: str, params: dict) -> str | None:
    """The value every instance has: the '*' value, else the one value all SIDs share."""
    by_sid = params.get(param)
    if not by_sid:
        return None
    if "*" in by_sid:
        return by_sid["*"][0]
    values = {v[0] for v in by_sid.values()}
    return values.pop() if len(values) == 1 else None


def _mb(value: str | None) -> int | None:
    count = size_bytes(value) if value else None
    return max(1, count // (1024 * 1024)) if count else None


def _io_facts(params: dict, base: str, line_of: dict[str, int]) -> Facts:
    """disk_asynch_io and filesystemio_options of a database or an ASM instance (study 001 saw an ASM instance on NFS
    files fail to start with FALSE or DIRECTIO, so the ASM instance's own values are kept apart)."""
    facts = Facts()
    asynch = (_cluster_wide("disk_asynch_io", params) or "").upper()
    if asynch in ("TRUE", "FALSE"):
        facts.put(f"{base}/disk_asynch_io", asynch == "TRUE", line_of.get("disk_asynch_io"))
    fsio = (_cluster_wide("filesystemio_options", params) or "").lower()
    if fsio in ("none", "asynch", "directio", "setall"):
        facts.put(f"{base}/filesystemio_options", fsio, line_of.get("filesystemio_options"))
    return facts


def _init_facts(params: dict, line_of: dict[str, int]) -> Facts:
    facts = Facts()

    def merge(more: Facts) -> None:
        for pointer, value in more.items():
            facts.put(pointer, value, more.lines.get(pointer))

    is_asm = (_cluster_wide("instance_type", params) or "").lower() == "asm"
    if is_asm:
        for param in ("shared_pool_size", "large_pool_size"):
            mb = _mb(_cluster_wide(param, params))
            if mb:
                facts.put(f"/shared_disks/asm_instance/{param}_mb", mb, line_of.get(param))
        processes = to_int(_cluster_wide("processes", params) or "")
        if processes:
            facts.put("/shared_disks/asm_instance/processes", processes, line_of.get("processes"))
        merge(_io_facts(params, "/shared_disks/asm_instance", line_of))
        return facts
    for param, field_name in _DB_SIZES.items():
        mb = _mb(_cluster_wide(param, params))
        if mb:
            facts.put(f"/database/{field_name}", mb, line_of.get(param))
    for param in _DB_INTS:
        number = to_int(_cluster_wide(param, params) or "")
        if number is not None:
            facts.put(f"/database/{param}", number, line_of.get(param))
    merge(_io_facts(params, "/database", line_of))
    attach = _cluster_wide("sga_attach_address", params)
    if attach:
        facts.put("/database/sga_attach_address", attach.lower(), line_of.get("sga_attach_address"))
    interconnects = params.get("cluster_interconnects", {})
    if interconnects:
        facts.put("/interconnect/cluster_interconnects", True, line_of.get("cluster_interconnects"))
        for sid, (value, _) in interconnects.items():
            facts[f"/_sid/{sid}/cluster_interconnects"] = value
    if "dispatchers" in params:
        facts.put("/server/mode", "shared", line_of.get("dispatchers"))
        found = re.search(r"DISPATCHERS\s*=\s*(\d+)", _cluster_wide("dispatchers", params) or "", re.IGNORECASE)
        if found:
            facts.put("/server/dispatchers", int(found.group(1)), line_of.get("dispatchers"))
        servers = to_int(_cluster_wide("shared_servers", params) or "")
        if servers:
            facts.put("/server/shared_servers", servers, line_of.get("shared_servers"))
    for param, by_sid in params.items():
        if param in _DERIVED or param in _DB_SIZES or param in _DB_INTS or "*" not in by_sid:
            continue
        value, values = by_sid["*"]
        if len(values) == 1 and not values[0][1] and to_int(values[0][0]) is not None:
            facts.put(f"/database/other/{param}", int(values[0][0]), line_of.get(param))
        elif len(values) == 1 and values[0][0].upper() in ("TRUE", "FALSE") and not values[0][1]:
            facts.put(f"/database/other/{param}", values[0][0].upper() == "TRUE", line_of.get(param))
        else:
            facts.put(f"/database/other/{param}", ", ".join(v for v, _ in values), line_of.get(param))
    for sid, (value, _) in params.get("local_listener", {}).items():
        facts[f"/_sid/{sid}/local_listener"] = value
    for param in _INIT_IMPORTED:
        if "*" in params.get(param, {}):
            facts.put(f"/_init/{param}", params[param]["*"][0], line_of.get(param))
    return facts


# Computed parameters whose file value an import without a plan keeps (the name, or database.other when the value
# is not the one the bundle would compute); with a plan they are the plan's own and stay out of the document.
_INIT_IMPORTED = ("db_name", "cluster_database", "cluster_database_instances")


# --- oratab -----------------------------------------------------------------------------------------------------------


def parse_oratab(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    for number, line in logical_lines(text):
        parts = line.split(":")
        if len(parts) < 2 or not parts[0]:
            raise AsBuiltParseError(f"expected 'SID:ORACLE_HOME:Y|N', found {line[:60]!r}.", line=number)
        sid, home = parts[0], parts[1]
        start = parts[2].strip().upper() if len(parts) > 2 else ""
        if start not in ("", "Y", "N", "W"):
            raise AsBuiltParseError(f"the start flag of {sid} is {parts[2]!r}; expected Y or N.", line=number)
        settings.append(Setting(f"{sid} home", home, number))
        settings.append(Setting(f"{sid} start", start, number))
        if sid.startswith("+ASM") and start in ("Y", "N"):
            facts.put("/shared_disks/asm_autostart", start == "Y", number)
    return parsed("oratab", settings, facts, warnings=warn_repeats(
        [s for s in settings if s.key.endswith(" home")], outcome="dbhome and oraenv take the first line"))
