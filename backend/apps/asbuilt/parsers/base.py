"""The parser interface of the as-built check: one uploaded file in, one :class:`ParsedFile` out.

Pure Python (no Django). A parser is a function ``(name, text) -> ParsedFile`` listed for one kind in the table of
:mod:`.kinds` (``ASBUILT_KINDS``), with the file patterns that select it and, for command output without a fixed
name, a detector that recognises its text; ``kinds.parse_file`` decodes the bytes (:func:`_decode`), refuses binary
or empty input and runs the parser.

``settings`` are what the file-by-file diff compares (normalised keys and values as text); ``facts`` are the same
information in the topology document's terms, as JSON pointers, that :mod:`apps.asbuilt.assemble` merges.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from apps.intake.registry import FileKind, KindTable


@dataclass(frozen=True)
class Setting:
    key: str
    value: str
    line: int | None


@dataclass(frozen=True)
class ParsedFile:
    kind: str
    settings: tuple[Setting, ...]
    facts: dict[str, Any]
    host: str | None = None
    warnings: tuple[str, ...] = ()
    #: fact pointer -> the 1-based line it was read from (facts gathered over a whole file, such as a list of
    #: nodes, have none). The import's provenance names the file and this line.
    lines: dict[str, int] = field(default_factory=dict)
    #: the uploaded file's path, when known (the check's rows); the import's provenance names it.
    source: str = ""


class Facts(dict[str, Any]):
    """A parser's facts with the line each was read from (:attr:`lines`); :func:`parsed` keeps them."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.lines: dict[str, int] = {}

    def put(self, pointer: str, value: Any, line: int | None) -> None:
        """Set ``pointer`` to ``value`` read on ``line`` (the later line wins, as the value does)."""
        self[pointer] = value
        if line:
            self.lines[pointer] = line
        else:
            self.lines.pop(pointer, None)

    def put_first(self, pointer: str, value: Any, line: int | None) -> None:
        """Set ``pointer`` unless it is set already (the first line wins)."""
        if pointer not in self:
            self.put(pointer, value, line)


class AsBuiltParseError(ValueError):
    """A file that cannot be read as its kind; the message says what to fix, ``line`` where (1-based)."""

    def __init__(self, message: str, *, line: int | None = None):
        self.message = message
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)


class NotRead(AsBuiltParseError):
    """A file the check recognises but does not read yet: the upload's answer names it ("not read: ...")."""

    def __init__(self, label: str):
        self.label = label
        super().__init__(f"not read: {label}. RACplan recognises this file but does not compare it with the plan "
                         "yet; it is kept with the check.")


Parser = Callable[[str, str], ParsedFile]

#: Bundle paths (relative to the node or cluster folder, or the bundle root) that a running cluster does not hold as
#: configuration: scripts, SQL, the runbook and the Ansible project, and the list of what the bundle's
#: collect-as-built.sh could not gather (NOT-COLLECTED.txt). The diff ignores them.
NOT_ON_CLUSTER: tuple[str, ...] = (
    r"(^|/)NOT-COLLECTED\.txt$",
    r"(^|/)README(\.md)?$",
    r"^ansible/",
    r"(^|/)root/racplan/",
    r"(^|/)scripts/",
    r"(^|/)sql/",
    r"\.sh$",
    r"\.sql$",
)
_NOT_ON_CLUSTER = tuple(re.compile(p) for p in NOT_ON_CLUSTER)


def not_on_cluster(path: str) -> bool:
    """True for a bundle path that a running cluster would not have on disk (see :data:`NOT_ON_CLUSTER`)."""
    return any(p.search(path) for p in _NOT_ON_CLUSTER)


def sniffer(pattern: re.Pattern[str], *, within: int | None = 20000, at_least: int = 1) -> Callable[[str], bool]:
    """A sniffer: true when ``pattern`` matches at least ``at_least`` times in the first ``within`` characters."""

    def sniff(text: str) -> bool:
        head = text if within is None else text[:within]
        if at_least == 1:
            return pattern.search(head) is not None
        return len(pattern.findall(head)) >= at_least

    return sniff


#: Files and command outputs that people gather from RAC nodes and that the check recognises without reading them
#: yet, in the order they are tried (after every parsed kind). Label -> (name patterns, sniffed text).
NOT_READ: tuple[tuple[str, tuple[str, ...], str | None], ...] = (
    ("crsctl stat res -p (resource attributes)", (r"(^|/)crsctl[-_ ]?stat(us)?[-_ ]?res[-_ ]?-?p(\.\w+)?$",),
     r"^NAME=ora\.\S+\nTYPE=ora\."),
    ("crsctl check crs / check cluster", (r"(^|/)crsctl[-_ ]?check[^/]*$",), r"^CRS-45\d\d: "),
    ("crsctl query crs activeversion / softwareversion", (r"(^|/)crsctl[-_ ]?query[-_ ]?crs[^/]*$",),
     r"Oracle Clusterware (active|software) version"),
    ("srvctl status database / instance", (r"(^|/)srvctl[-_ ]?status[^/]*$",),
     r"^Instance \S+ is (not )?running on node "),
    ("opatch lsinventory / lspatches", (r"(^|/)opatch[^/]*$", r"(^|/)lsinventory[^/]*$", r"(^|/)lspatches[^/]*$"),
     r"Oracle Interim Patch Installer version|^\d+;.+\(\d+\)$"),
    ("asmcmd lsattr (disk group attributes)", (r"(^|/)(asmcmd[-_ ]?)?lsattr[^/]*$",), r"^Group_Name\s+Name\s+Value"),
    ("lsmod (loaded kernel modules)", (r"(^|/)lsmod[^/]*$",), r"^Module\s+Size\s+Used by"),
    ("/etc/resolv.conf (name resolution)", (r"(^|/)resolv\.conf$",), None),
    ("/etc/nsswitch.conf", (r"(^|/)nsswitch\.conf$",), None),
    ("time synchronisation (chrony.conf, ntp.conf)", (r"(^|/)(chrony|ntp)\.conf$",), None),
    ("/etc/security/access.conf or login.defs", (r"(^|/)access\.conf$", r"(^|/)login\.defs$"), None),
)


def _unread(label: str) -> Parser:
    def parse(name: str, text: str) -> ParsedFile:
        raise NotRead(label)

    return parse


#: :data:`NOT_READ` as a table of its own, each kind named by its label; its parsers say "not read".
_UNREAD: KindTable[FileKind[Parser, str]] = KindTable(
    FileKind(label, label, _unread(label), names=names,
             detect=sniffer(re.compile(pattern, re.MULTILINE)) if pattern else None)
    for label, names, pattern in NOT_READ)


def not_read(filename: str, text: str | None) -> str | None:
    """The label of a recognised file that no parser reads (by name, then by its text), or None."""
    found = _UNREAD.by_name(_norm_path(filename)) or (_UNREAD.by_content(text) if text is not None else None)
    return found.label if found is not None else None


def _norm_path(filename: str) -> str:
    return filename.replace("\\", "/").lower()


def _decode(data: bytes) -> str:
    if b"\x00" in data[:65536]:
        raise AsBuiltParseError("the file is binary (it holds NUL bytes); upload the text file or command output.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _looks_binary(text: str) -> bool:
    sample = text[:8192]
    if not sample:
        return False
    odd = sum(1 for c in sample if ord(c) < 32 and c not in "\n\t\f\v")
    return odd / len(sample) > 0.05


# A shell prompt pasted with a command's output: "[grid@rac1 ~]$ crsctl stat res -t", "oracle@rac1:~> srvctl ...",
# "rac1:~ # multipath -ll" (SLES root) or a bare "$ olsnodes". Only the first and last lines of a file are looked at.
_PROMPT = re.compile(r"^\s*(?:(?:\[[^\]\n]*@[^\]\n]*\]|[\w.-]+@[\w.+-]+(?::\S*)?)\s*[$#>]|[\w.-]+:\S*\s+[#>]"
                     r"|[$>](?=\s|$))\s*(?:[a-z./][\w./-]*(?:\s.*)?)?$")


def strip_prompts(text: str) -> tuple[str, list[str]]:
    """``text`` with a shell prompt line at its start or end blanked (line numbers kept), and a note for each.

    Comment lines of configuration files (``# ...``) are not prompts: a ``#`` prompt needs the host before it."""
    lines = text.split("\n")
    notes: list[str] = []
    filled = [i for i, line in enumerate(lines) if line.strip()]
    for index in dict.fromkeys(filled[:1] + filled[-1:]):
        line = lines[index]
        if line.lstrip().startswith("#") or not _PROMPT.match(line):
            continue
        notes.append(f"line {index + 1}: a shell prompt ({line.strip()[:60]!r}), skipped")
        lines[index] = ""
    return ("\n".join(lines), notes) if notes else (text, [])


# --- helpers shared by the parsers ------------------------------------------------------------------------------


def logical_lines(text: str, *, comment: str = "#", continuation: bool = False) -> list[tuple[int, str]]:
    """Non-blank lines with comments removed, as (1-based line number, stripped text).

    With ``continuation`` a line ending in a backslash joins the next one (numbered by its first line).
    """
    out: list[tuple[int, str]] = []
    pending: tuple[int, str] | None = None
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw
        if comment and pending is None and line.lstrip().startswith(comment):
            continue
        if continuation and line.rstrip().endswith("\\"):
            part = line.rstrip()[:-1]
            pending = (pending[0], pending[1] + " " + part) if pending else (number, part)
            continue
        if pending is not None:
            number, line = pending[0], pending[1] + " " + line
            pending = None
        line = line.strip()
        if line:
            out.append((number, line))
    if pending is not None and pending[1].strip():
        out.append((pending[0], pending[1].strip()))
    return out


def to_int(value: str) -> int | None:
    try:
        return int(value.strip())
    except ValueError:
        return None


MAX_WARNINGS = 20  # more are summed up in one last line


def parsed(kind: str, settings: list[Setting], facts: dict[str, Any], *, host: str | None = None,
           warnings: list[str] | None = None, lines: dict[str, int] | None = None) -> ParsedFile:
    """The parser's result; the facts' lines come from ``lines`` or, for :class:`Facts`, their own record (only
    those of facts still present)."""
    notes = list(warnings or ())
    if len(notes) > MAX_WARNINGS:
        notes = [*notes[:MAX_WARNINGS], f"... and {len(notes) - MAX_WARNINGS} more warnings"]
    found = {**getattr(facts, "lines", {}), **(lines or {})}
    return ParsedFile(kind=kind, settings=tuple(settings), facts=dict(facts), host=host, warnings=tuple(notes),
                      lines={pointer: line for pointer, line in sorted(found.items()) if pointer in facts})


def warn_repeats(settings: list[Setting], *, outcome: str = "the last value counts") -> list[str]:
    """A warning for each setting whose key an earlier one of the file already set (as sysctl and init.ora warn):
    ``line N: KEY set again (first on line M); <outcome>``."""
    first: dict[str, int | None] = {}
    out = []
    for s in settings:
        if s.key in first:
            where = f"line {s.line}: " if s.line else ""
            since = f" (first on line {first[s.key]})" if first[s.key] else ""
            out.append(f"{where}{s.key} set again{since}; {outcome}")
        else:
            first[s.key] = s.line
    return out


def index_repeats(settings: list[Setting]) -> list[Setting]:
    """Keys unique within the file: the second and later settings of a key get `` [2]``, `` [3]``... appended."""
    seen: dict[str, int] = {}
    out: list[Setting] = []
    for s in settings:
        seen[s.key] = seen.get(s.key, 0) + 1
        out.append(s if seen[s.key] == 1 else Setting(f"{s.key} [{seen[s.key]}]", s.value, s.line))
    return out


def escape_pointer(token: str) -> str:
    """One JSON-pointer token (RFC 6901): ``~`` as ``~0``, ``/`` as ``~1``."""
    return token.replace("~", "~0").replace("/", "~1")


def unescape_pointer(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")
