"""Archives sites already keep, read as they are: ``sos report`` (sosreport) and IBM's ``dbginfo.sh`` (System z).

Pure Python (no Django). Both tools write one archive per node with one top folder:

- sos: ``sosreport-<host>[-<case id>]-<date>-<suffix>/`` holding the files it copied at their paths on the node
  (``etc/``, ``proc/``, ...) and each command's output under ``sos_commands/<plugin>/<command>``, the command line
  mangled into a file name (``ip -d address`` -> ``ip_-d_address``: what is not a letter, digit, ``-``, ``.`` or
  ``/`` becomes ``_``, ``/`` becomes ``.``), plus top-level links to some of them (``hostname``, ``uname``);
- dbginfo.sh: ``DBGINFO-<date>-<time>-<host>[-<cpu id>]/`` holding the files it copied at their paths (``etc/``,
  ``proc/``) and its command outputs one after another in ``runtime.out`` and ``network.out``, each after a line of
  ``#`` and a prompt line ``<user>@<host>> <command>``.

:data:`FILES`, :data:`SOS_COMMANDS` and :data:`DBGINFO_COMMANDS` say which of their paths the check reads and with
which reader (a kind of :mod:`apps.asbuilt.parsers`); everything else in such an archive is listed as not read. The
user guide's list of these paths is generated from them (:func:`guide_section`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from apps.common.generated import GeneratedSection


@dataclass(frozen=True)
class Read:
    """One path of a report that a reader reads: ``shown`` as the guide prints it, ``pattern`` matched against the
    whole path inside the report's folder (a dbginfo command output: ``runtime.out: <command>``)."""

    shown: str
    pattern: str
    kind: str

    def matches(self, inner: str) -> bool:
        return re.fullmatch(self.pattern, inner) is not None


#: Files both tools copy from the node at their paths (sos's plugins and dbginfo.sh's lists of files), as the
#: collector gathers them.
FILES: tuple[Read, ...] = (
    Read("etc/os-release", r"etc/os-release", "os-release"),
    Read("etc/redhat-release, oracle-release, system-release, centos-release, SuSE-release",
         r"etc/(redhat|oracle|system|centos|SuSE|sles)-release", "os-release"),
    Read("proc/meminfo", r"proc/meminfo", "meminfo"),
    Read("proc/cpuinfo", r"proc/cpuinfo", "cpuinfo"),
    Read("proc/dasd/devices", r"proc/dasd/devices", "dasd-devices"),
    Read("etc/sysctl.conf, etc/sysctl.d/*.conf", r"etc/sysctl\.conf|etc/sysctl\.d/[^/]+\.conf", "sysctl"),
    Read("etc/security/limits.conf, etc/security/limits.d/*.conf",
         r"etc/security/limits\.conf|etc/security/limits\.d/[^/]+\.conf", "limits"),
    Read("etc/pam.d/login", r"etc/pam\.d/login", "pam"),
    Read("etc/sysconfig/network-scripts/ifcfg-*, etc/sysconfig/network/ifcfg-*",
         r"etc/sysconfig/network(-scripts)?/ifcfg-[^/]+", "ifcfg"),
    Read("etc/NetworkManager/system-connections/*", r"etc/NetworkManager/system-connections/[^/]+", "nmconnection"),
    Read("etc/hosts", r"etc/hosts", "hosts"),
    Read("etc/udev/rules.d/*.rules", r"etc/udev/rules\.d/[^/]+\.rules", "udev"),
    Read("etc/multipath.conf", r"etc/multipath\.conf", "multipath-conf"),
    Read("etc/zipl.conf", r"etc/zipl\.conf", "zipl"),
    Read("etc/fstab", r"etc/fstab", "fstab"),
    Read("etc/modprobe.d/*.conf, etc/modprobe.conf, etc/modules.conf",
         r"etc/modprobe\.d/[^/]+\.conf|etc/modprobe\.conf|etc/modules\.conf", "modprobe"),
    Read("etc/ocfs2/cluster.conf", r"etc/ocfs2/cluster\.conf", "ocfs2"),
    Read("etc/oratab", r"etc/oratab", "oratab"),
    Read("etc/oraInst.loc", r"etc/oraInst\.loc", "orainst-loc"),
    Read("<Oracle home>/dbs/init*.ora", r".+/dbs/init[^/]*\.ora", "init-ora"),
    Read("<Oracle home>/network/admin/listener.ora", r".+/network/admin/listener\.ora", "listener-ora"),
    Read("<Oracle home>/network/admin/tnsnames.ora", r".+/network/admin/tnsnames\.ora", "tnsnames-ora"),
    Read("<Oracle home>/network/admin/sqlnet.ora", r".+/network/admin/sqlnet\.ora", "sqlnet-ora"),
)

#: sos's command outputs that a reader reads (``multipath -v4 -ll``'s log lines and paths list are skipped by the
#: multipath reader, its maps read as ``multipath -ll``'s).
SOS_COMMANDS: tuple[Read, ...] = (
    Read("sos_commands/kernel/uname_-a", r"sos_commands/kernel/uname_-a", "uname"),
    Read("sos_commands/kernel/sysctl_-a", r"sos_commands/kernel/sysctl_-a", "sysctl"),
    Read("sos_commands/networking/ip_-d_address", r"sos_commands/networking/ip_-d_address", "ip-addr"),
    Read("sos_commands/block/lsblk", r"sos_commands/block/lsblk", "lsblk"),
    Read("sos_commands/multipath/multipath_-ll", r"sos_commands/multipath/multipath_-ll", "multipath-ll"),
    Read("sos_commands/multipath/multipath_-v4_-ll", r"sos_commands/multipath/multipath_-v4_-ll", "multipath-ll"),
    Read("sos_commands/s390/lsdasd", r"sos_commands/s390/lsdasd", "lsdasd"),
)

#: dbginfo.sh's command outputs that a reader reads, by the file and the command of their section (``multipath
#: -v6 -ll`` prints debug lines; ``multipathd -k'show topo'`` prints the maps as ``multipath -ll`` does).
DBGINFO_COMMANDS: tuple[Read, ...] = (
    Read("runtime.out: uname -a", r"runtime\.out: uname -a", "uname"),
    Read("runtime.out: sysctl -a", r"runtime\.out: sysctl -a", "sysctl"),
    Read("runtime.out: lsdasd", r"runtime\.out: lsdasd", "lsdasd"),
    Read("runtime.out: multipathd -k'show topo'", r"runtime\.out: multipathd -k'?show topo'?", "multipath-ll"),
    Read("network.out: ip a sh", r"network\.out: ip a(ddr)?( sh(ow)?)?", "ip-addr"),
    Read("network.out: ip link show", r"network\.out: ip link( show)?", "ip-addr"),
)

SOS = "sosreport"
DBGINFO = "dbginfo.sh"

_SOS_FOLDER = re.compile(r"^sosreport-(?P<rest>.+)$")
# sos 4: sosreport-<host>[-<case id>]-<YYYY-MM-DD>-<7 letters>; older: a date and time without dashes
_SOS_TAIL = re.compile(r"-\d{4}-\d{2}-\d{2}-[a-z]{7}$|-\d{8}\d*$|-\d{4}-\d{2}-\d{2}$")
_DBGINFO_FOLDER = re.compile(r"^DBGINFO-\d{4}(?:-\d{2}){5}-(?P<rest>.+)$")
# the processor id dbginfo.sh appends after the host name: hexadecimal digits of processor 0's identification
_DBGINFO_CPU = re.compile(r"-[0-9A-Fa-f]{6}$")

#: the files that name a sosreport's node, best first (the output of ``hostname``, then the node's own files)
SOS_HOST_FILES = ("sos_commands/host/hostname", "etc/hostname", "etc/HOSTNAME")
#: dbginfo.sh's files whose sections it splits
DBGINFO_OUTPUTS = ("runtime.out", "network.out")

_SEPARATOR = re.compile(r"^#{20,}\s*$")
_PROMPT = re.compile(r"^(?P<user>[^@\s]*)@(?P<host>[^>\s]+)> (?P<command>.*?)\s*$")


def tool_of(folder: str) -> str | None:
    """The tool whose report a top folder is (:data:`SOS` or :data:`DBGINFO`), or None."""
    if _SOS_FOLDER.match(folder):
        return SOS
    if _DBGINFO_FOLDER.match(folder):
        return DBGINFO
    return None


def reads_of(tool: str) -> tuple[Read, ...]:
    return FILES + (SOS_COMMANDS if tool == SOS else DBGINFO_COMMANDS)


def kind_of(tool: str, inner: str) -> str | None:
    """The reader of a path inside a report's folder, or None when the check does not read it."""
    return next((read.kind for read in reads_of(tool) if read.matches(inner)), None)


def host_in_folder(tool: str, folder: str) -> str:
    """The host name a report's folder carries ("" when it shows none): a fallback, since a host name may hold
    the same dashes the tools put around it."""
    if tool == SOS:
        match = _SOS_FOLDER.match(folder)
        rest = _SOS_TAIL.sub("", match.group("rest")) if match else ""
    else:
        match = _DBGINFO_FOLDER.match(folder)
        rest = _DBGINFO_CPU.sub("", match.group("rest")) if match else ""
    return rest if rest and rest != "localhost" else ""


def host_in_file(text: str) -> str:
    """The host name a ``hostname`` output or ``/etc/hostname`` holds: its first word ("" when none)."""
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            return line.split()[0]
    return ""


@dataclass(frozen=True)
class Section:
    """One command output of a dbginfo.sh output file: the command as its prompt line shows it, the host the
    prompt names, and the text the command printed."""

    command: str
    host: str
    text: str


def sections(text: str) -> list[Section]:
    """The command outputs of ``runtime.out`` or ``network.out``: each starts after a separator line of ``#`` with
    the prompt line ``user@host> command``; the blank line dbginfo.sh writes after each output is dropped."""
    out: list[Section] = []
    lines = text.split("\n")
    current: tuple[str, str] | None = None
    body: list[str] = []

    def close() -> None:
        if current is not None:
            printed = "\n".join(body).strip("\n")
            out.append(Section(current[0], current[1], printed + "\n" if printed else ""))

    index = 0
    while index < len(lines):
        line = lines[index]
        prompt = _PROMPT.match(lines[index + 1]) if index + 1 < len(lines) else None
        if _SEPARATOR.match(line) and prompt:
            close()
            current, body = (prompt.group("command"), prompt.group("host")), []
            index += 2
            continue
        body.append(line)
        index += 1
    close()
    return out


def guide_section() -> str:
    """The user guide's list of the report paths the check reads, generated from :data:`FILES`,
    :data:`SOS_COMMANDS` and :data:`DBGINFO_COMMANDS` (``docs/user-guide/as-built.md``, between the markers of
    :data:`GUIDE_BEGIN` and :data:`GUIDE_END`)."""
    from .parsers import KINDS

    def rows(reads: tuple[Read, ...]) -> list[str]:
        return [f"| `{read.shown}` | {KINDS[read.kind]} |" for read in reads]

    return "\n".join([
        GUIDE_BEGIN,
        "",
        "Files both tools copy from the node, at their paths inside the report's folder:",
        "",
        "| path | read as |",
        "|---|---|",
        *rows(FILES),
        "",
        "sos's command outputs (`sos_commands/<plugin>/<command>`):",
        "",
        "| path | read as |",
        "|---|---|",
        *rows(SOS_COMMANDS),
        "",
        "dbginfo.sh's command outputs, each a section of `runtime.out` or `network.out`:",
        "",
        "| file: command | read as |",
        "|---|---|",
        *rows(DBGINFO_COMMANDS),
        "",
        "The node is named by `" + "`, else `".join(SOS_HOST_FILES) + "` in a sosreport and by the prompt",
        "lines of dbginfo.sh's outputs (`root@<host>> <command>`), else by the report's folder name.",
        "",
        GUIDE_END,
    ])


GUIDE_BEGIN = "<!-- generated from apps/asbuilt/support_archives.py by manage.py gen_asbuilt_docs: do not edit -->"
GUIDE_END = "<!-- end of the generated list -->"


GUIDE_PATH = Path(__file__).resolve().parents[3] / "docs" / "user-guide" / "as-built.md"


#: The generated list inside the guide (``manage.py gen_asbuilt_docs``: write it; ``--check``: fail when stale).
GUIDE = GeneratedSection(path=GUIDE_PATH, begin=GUIDE_BEGIN, end=GUIDE_END, render=lambda: guide_section())


def write_guide() -> Path:
    return GUIDE.write()


def guide_is_stale() -> bool:
    return GUIDE.is_stale()
