"""The kinds of file the as-built check reads: one ordered table, :data:`ASBUILT_KINDS`.

Pure Python (no Django). Each entry (:class:`AsBuiltKind`, an :class:`apps.intake.registry.FileKind`) names a kind
(stored as ``AsBuiltFile.kind`` and sent by the API), its label, its parser (a ``(name, text) -> ParsedFile`` function
of the family module that reads it: crs, grid, kernel, network, oracle, storage, system), the path patterns that
select it (searched in the lower-cased path, ``\\`` as ``/``) and, for command output without a fixed name, the
detector that recognises its text; and the hooks the plan diff (:mod:`apps.asbuilt.diff`) reads. A file is tried
against the patterns of every entry in table order, then against the detectors in table order; the files the check
recognises without reading them come after (``base.NOT_READ``). What each kind gives the topology document is told
in the family module's docstring. Every list of the kinds (the API's labels, the guide's) is written from this table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from apps.intake.registry import FileKind, KindTable

from . import crs, grid, kernel, network, oracle, storage, system
from .base import AsBuiltParseError, NotRead, ParsedFile, _decode, _looks_binary, _norm_path, not_read, strip_prompts

Parser = Callable[[str, str], ParsedFile]
Pairs = list[tuple[str, str]]


@dataclass(frozen=True)
class AsBuiltKind(FileKind[Parser, str]):
    """One kind of file of a running cluster, and how the plan diff compares it.

    ``shows_as``: (the kind of command output that shows a planned file's effect, the projection of one planned
    file's settings onto that output's keys) -- a node may send what it runs instead of the file. ``compared_as``:
    another kind whose uploads show the same thing under the same keys, compared as one. ``plan_names``: the
    settings keyed by the plan's names (an interface file named by a qeth bus id keyed by the interface's name).
    ``hint`` and ``scope``: what the upload areas' help says of it (the API vocabulary's ``ASBUILT_KINDS``).
    ``same``: whether a planned and an uploaded value of a key are the same, where equal text is too strict (Oracle
    Net and init.ora values are kept as printed and compared without regard to case, but for SIDs and paths; init.ora
    sizes by their bytes).
    """

    shows_as: tuple[str, Callable[[Pairs], Pairs]] | None = None
    compared_as: str | None = None
    plan_names: Callable[[Pairs, network.PlanNaming], Pairs] | None = None
    same: Callable[[str, str, str], bool] | None = None
    #: only a System z node has files of this kind (an import without a plan takes such a node to be one)
    system_z: bool = False
    #: how the upload help names the files of this kind (empty: the help leaves it out)
    hint: str = ""
    #: where the files are uploaded: "node" (each node's own) or "cluster" (command output taken on any one node)
    scope: str = "node"


#: The kinds the check reads, in the order they are tried (by path first, then by text).
ASBUILT_KINDS: KindTable[AsBuiltKind] = KindTable(
    [
        # crs
        AsBuiltKind(
            "votedisk",
            "voting disks (crsctl query css votedisk output)",
            crs.parse_votedisk,
            names=(r"(^|/)[^/]*votedisk[^/]*$", r"(^|/)[^/]*voting[-_]?dis[kc][^/]*$"),
            detect=crs.looks_like_votedisk,
            hint="crsctl query css votedisk",
            scope="cluster",
        ),
        AsBuiltKind(
            "ocrcheck",
            "cluster registry (ocrcheck output)",
            crs.parse_ocrcheck,
            names=(r"(^|/)ocrcheck[^/]*$",),
            detect=crs.looks_like_ocrcheck,
            hint="ocrcheck",
            scope="cluster",
        ),
        AsBuiltKind(
            "cluvfy",
            "cluster verification (cluvfy output)",
            crs.parse_cluvfy,
            names=(r"(^|/)cluvfy[^/]*\.(txt|out|log)$",),
            detect=crs.looks_like_cluvfy,
            hint="cluvfy",
            scope="cluster",
        ),
        # grid
        AsBuiltKind(
            "crsctl-res",
            "cluster resources (crsctl stat res -t output)",
            grid.parse_crsctl_res,
            names=(r"(^|/)crsctl[-_ ]?stat(us)?[-_ ]?res[-_ ]?-?t(\.\w+)?$",),
            detect=grid.looks_like_crsctl_res,
        ),
        AsBuiltKind(
            "cluster-name",
            "cluster name (olsnodes -c or cemutlo -n output)",
            grid.parse_cluster_name,
            # before olsnodes, whose pattern takes every olsnodes* name; one word has no content to sniff
            names=(r"(^|/)olsnodes[-_ ]*-?c(\.\w+)?$", r"(^|/)cemutlo[-_ ]*-?n(\.\w+)?$"),
            hint="olsnodes -c",
            scope="cluster",
        ),
        AsBuiltKind(
            "olsnodes",
            "cluster nodes (olsnodes -n -i -s output)",
            grid.parse_olsnodes,
            names=(r"(^|/)olsnodes[^/]*$",),
            detect=grid.looks_like_olsnodes,
        ),
        AsBuiltKind(
            "srvctl-database",
            "database configuration (srvctl config database -d output)",
            grid.parse_srvctl_database,
            names=(r"(^|/)srvctl[-_ ]?config[-_ ]?database[^/]*$",),
            detect=grid.looks_like_srvctl_database,
        ),
        AsBuiltKind(
            "srvctl-nodeapps",
            "node applications (srvctl config nodeapps output)",
            grid.parse_srvctl_nodeapps,
            names=(r"(^|/)srvctl[-_ ]?config[-_ ]?nodeapps[^/]*$",),
            detect=grid.looks_like_srvctl_nodeapps,
        ),
        AsBuiltKind(
            "srvctl-scan",
            "single client access name (srvctl config scan output)",
            grid.parse_srvctl_scan,
            names=(r"(^|/)srvctl[-_ ]?config[-_ ]?scan[^/]*$",),
            detect=grid.looks_like_srvctl_scan,
        ),
        AsBuiltKind(
            "asmcmd-lsdg",
            "ASM disk groups (asmcmd lsdg output)",
            grid.parse_lsdg,
            names=(r"(^|/)(asmcmd[-_ ]?)?lsdg[^/]*$",),
            detect=grid.looks_like_asmcmd_lsdg,
        ),
        AsBuiltKind(
            "asmcmd-lsdsk",
            "ASM disks (asmcmd lsdsk output)",
            grid.parse_lsdsk,
            names=(r"(^|/)(asmcmd[-_ ]?)?lsdsk[^/]*$",),
        ),
        AsBuiltKind(
            "orainst-loc", "inventory pointer (oraInst.loc)", grid.parse_orainst, names=(r"(^|/)orainst\.loc$",)
        ),
        # kernel
        AsBuiltKind(
            "sysctl",
            "kernel parameters (sysctl.conf or sysctl -a)",
            kernel.parse_sysctl,
            names=(
                r"(^|/)sysctl\.conf$",
                r"(^|/)sysctl\.d/[^/]+\.conf$",
                r"(^|/)sysctl[-_ ]?a(\.\w+)?$",
                r"(^|/)sysctl(\.txt|\.out|\.log)$",
            ),
            detect=kernel.looks_like_sysctl,
            hint="sysctl.conf or sysctl -a",
        ),
        AsBuiltKind(
            "limits",
            "shell limits (limits.conf, limits.d)",
            kernel.parse_limits,
            names=(r"(^|/)limits\.conf$", r"(^|/)limits\.d/[^/]+\.conf$"),
            detect=kernel.looks_like_limits,
            hint="limits.conf",
        ),
        AsBuiltKind("pam", "PAM configuration (pam.d)", kernel.parse_pam, names=(r"(^|/)pam\.d/[^/]+$",)),
        AsBuiltKind(
            "profile",
            "shell profile of the oracle user",
            kernel.parse_profile,
            names=(r"(^|/)\.(bash_)?profile$", r"(^|/)\.bashrc$"),
        ),
        # network
        AsBuiltKind(
            "ifcfg",
            "network interface (ifcfg-*, SLES or RHEL)",
            network.parse_ifcfg,
            names=(r"(^|/)ifcfg-[^/]+$",),
            shows_as=("ip-addr", network.ifcfg_as_ip),
            plan_names=network.ifcfg_plan_names,
            hint="ifcfg-*",
        ),
        AsBuiltKind(
            "ip-addr",
            "network interfaces (ip addr / ip link output)",
            network.parse_ip,
            names=(r"(^|/)ip[-_ ]?(a|addr|address|l|link)(\.\w+)?$", r"(^|/)ip[-_ ]?(addr|link)[-_ ]show(\.\w+)?$"),
            detect=network.looks_like_ip_addr,
            hint="ip addr / ip link",
        ),
        AsBuiltKind(
            "ip-brief",
            "network interfaces (ip -br addr / ip -br link output)",
            network.parse_ip_brief,
            names=(r"(^|/)ip[-_ ]?(-?br|brief)[-_ ]?(a|addr|address|l|link)(\.\w+)?$",),
            detect=network.looks_like_ip_brief,
        ),
        AsBuiltKind(
            "nmconnection",
            "network connection (NetworkManager keyfile, *.nmconnection)",
            network.parse_nmconnection,
            names=(r"\.nmconnection$", r"(^|/)system-connections/[^/]+$"),
            detect=network.looks_like_nmconnection,
        ),
        AsBuiltKind(
            "hosts",
            "host names (/etc/hosts)",
            network.parse_hosts,
            names=(r"(^|/)hosts$", r"(^|/)etc[-_]hosts(\.\w+)?$"),
            hint="hosts",
        ),
        AsBuiltKind(
            "oifcfg",
            "cluster interfaces (oifcfg getif output)",
            network.parse_oifcfg,
            names=(r"(^|/)oifcfg[^/]*$",),
            detect=network.looks_like_oifcfg,
            hint="oifcfg getif",
            scope="cluster",
        ),
        # oracle
        AsBuiltKind(
            "listener-ora",
            "listener configuration (listener.ora)",
            oracle.parse_listener,
            names=(r"(^|/)listener\.ora$",),
            detect=oracle.looks_like_listener_ora,
            hint="listener.ora",
            same=oracle.net_same,
        ),
        AsBuiltKind(
            "tnsnames-ora",
            "connect descriptors (tnsnames.ora)",
            oracle.parse_tnsnames,
            names=(r"(^|/)tnsnames\.ora$",),
            detect=oracle.looks_like_tnsnames_ora,
            hint="tnsnames.ora",
            same=oracle.net_same,
        ),
        AsBuiltKind(
            "sqlnet-ora",
            "Oracle Net profile (sqlnet.ora)",
            oracle.parse_sqlnet,
            names=(r"(^|/)sqlnet\.ora$",),
            same=oracle.net_same,
        ),
        AsBuiltKind(
            "init-ora",
            "database or ASM parameters (init.ora pfile, spfile text)",
            oracle.parse_init,
            names=(r"(^|/)init[^/]*\.ora$", r"(^|/)spfile[^/]*\.(ora|txt)$", r"(^|/)pfile[^/]*$"),
            detect=oracle.looks_like_init_ora,
            hint="init*.ora",
            same=oracle.init_same,
        ),
        AsBuiltKind("oratab", "instances and homes (/etc/oratab)", oracle.parse_oratab, names=(r"(^|/)oratab$",)),
        # storage
        AsBuiltKind(
            "udev",
            "udev rules",
            storage.parse_udev,
            names=(r"(^|/)rules\.d/[^/]+\.rules$", r"\.rules$"),
            hint="udev rules",
        ),
        AsBuiltKind(
            "multipath-conf",
            "multipath configuration (multipath.conf)",
            storage.parse_multipath_conf,
            names=(r"(^|/)multipath\.conf$",),
            shows_as=("multipath-ll", storage.multipath_conf_as_ll),
            hint="multipath.conf",
        ),
        AsBuiltKind(
            "multipath-ll",
            "multipath topology (multipath -ll output)",
            storage.parse_multipath_ll,
            names=(r"(^|/)multipath[-_ ]+ll(\.\w+)?$", r"(^|/)multipath[-_]?l{1,2}\.(txt|out|log)$"),
            detect=storage.looks_like_multipath_ll,
            hint="multipath -ll",
        ),
        AsBuiltKind(
            "dasd-devices",
            "DASD devices (/proc/dasd/devices)",
            storage.parse_dasd_devices,
            names=(r"(^|/)dasd/devices$", r"(^|/)dasd[-_]devices"),
            detect=storage.looks_like_dasd_devices,
            compared_as="lsdasd",
            hint="/proc/dasd/devices",
            system_z=True,
        ),
        AsBuiltKind(
            "lsdasd",
            "DASD devices (lsdasd output)",
            storage.parse_lsdasd,
            names=(r"(^|/)lsdasd[^/]*$",),
            detect=storage.looks_like_lsdasd,
            hint="lsdasd",
            system_z=True,
        ),
        AsBuiltKind("fstab", "file systems (/etc/fstab)", storage.parse_fstab, names=(r"(^|/)fstab$",), hint="fstab"),
        AsBuiltKind(
            "modprobe",
            "kernel module options (modprobe.d, modules.conf)",
            storage.parse_modprobe,
            names=(r"(^|/)modprobe\.d/[^/]+\.conf$", r"(^|/)modprobe\.conf(\.local)?$", r"(^|/)modules\.conf$"),
        ),
        AsBuiltKind(
            "zipl",
            "boot configuration (zipl.conf, dasd= order)",
            storage.parse_zipl,
            names=(r"(^|/)zipl\.conf(\.dasd)?$",),
            shows_as=("lsdasd", storage.zipl_as_lsdasd),
            system_z=True,
        ),
        AsBuiltKind(
            "ocfs2", "OCFS2 cluster layout (cluster.conf)", storage.parse_ocfs2, names=(r"(^|/)ocfs2/cluster\.conf$",)
        ),
        AsBuiltKind(
            "lsblk",
            "block devices (lsblk output)",
            storage.parse_lsblk,
            names=(r"(^|/)lsblk[^/]*$",),
            detect=storage.looks_like_lsblk,
        ),
        # system
        AsBuiltKind(
            "uname",
            "uname -a (kernel and architecture)",
            system.parse_uname,
            names=(r"(^|/)uname[^/]*$",),
            detect=system.looks_like_uname,
        ),
        AsBuiltKind(
            "os-release",
            "/etc/os-release or *-release (distribution)",
            system.parse_os_release,
            names=(r"(^|/)os-release$", r"(^|/)(redhat|oracle|suse|sles|system|centos)-release$"),
            detect=system.looks_like_os_release,
        ),
        AsBuiltKind(
            "meminfo",
            "/proc/meminfo",
            system.parse_meminfo,
            names=(r"(^|/)meminfo[^/]*$",),
            detect=system.looks_like_meminfo,
        ),
        AsBuiltKind(
            "cpuinfo",
            "/proc/cpuinfo",
            system.parse_cpuinfo,
            names=(r"(^|/)cpuinfo[^/]*$",),
            detect=system.looks_like_cpuinfo,
        ),
    ]
)
#: kind -> human label, in table order (read live from the table).
KINDS = ASBUILT_KINDS.labels


def detect_kind(filename: str, data: bytes) -> str | None:
    """The kind of an uploaded file: by its path or name first, then by sniffing its text; None if unknown.

    A name whose kind cannot read the text, when its detector does not recognise it and another kind's does, gives way
    to that kind: ``ip -br addr`` saved as ``ip-addr.txt`` is read as the brief form it is."""
    found = ASBUILT_KINDS.by_name(_norm_path(filename))
    if found is None or found.detect is not None:
        try:
            text, _ = strip_prompts(_decode(data))
        except AsBuiltParseError:
            return found.name if found is not None else None
        if found is None:
            found = ASBUILT_KINDS.by_content(text)
        elif not found.detect(text) and (other := ASBUILT_KINDS.by_content(text)) is not None and other is not found:
            try:
                found.parse(filename, text)
            except (AsBuiltParseError, ValueError, IndexError, KeyError):
                found = other
    return found.name if found is not None else None


def parse_file(filename: str, data: bytes, *, kind: str | None = None) -> ParsedFile:
    """Parse one uploaded file as ``kind`` (detected when not given); raises :class:`AsBuiltParseError` only."""
    if kind is not None and kind not in ASBUILT_KINDS:
        raise AsBuiltParseError(f"unknown file kind '{kind}'; known kinds: {', '.join(sorted(KINDS))}.")
    text = _decode(data)
    if _looks_binary(text):
        raise AsBuiltParseError("the file is binary (control characters); upload the text file or command output.")
    if not text.strip():
        raise AsBuiltParseError(f"{filename} is empty; upload the file as it is on the node.")
    text, prompts = strip_prompts(text)
    if prompts and not text.strip():
        raise AsBuiltParseError(f"{filename} holds only a shell prompt; upload what the command printed.")
    kind = kind or detect_kind(filename, data)
    if kind is None and (label := not_read(filename, text)) is not None:
        raise NotRead(label)
    if kind is None:
        raise AsBuiltParseError(
            "cannot tell what this file is from its name or content; name it after the file on the node "
            "(for example etc/sysctl.conf) or the command that printed it (for example sysctl-a.txt)."
        )
    try:
        result = ASBUILT_KINDS[kind].parse(filename, text)
        return replace(result, source=filename, warnings=(*prompts, *result.warnings))
    except AsBuiltParseError:
        raise
    except (ValueError, IndexError, KeyError) as exc:  # a parser bug must still be a per-file error, never a 500
        raise AsBuiltParseError(f"cannot read the file as {KINDS[kind]}: {exc}") from exc
