"""Pure parsers for the files of a running cluster (the as-built check): bytes in, :class:`ParsedFile` out.

Public API (see :mod:`.base`)::

    parse_file(name, data, kind=None) -> ParsedFile   # raises AsBuiltParseError only
    detect_kind(name, data) -> str | None
    KINDS                                             # kind -> label
    not_on_cluster(bundle_path) -> bool               # bundle files the diff ignores
    NOT_READ / NotRead                                # files recognised but not read yet ("not read: ...")

One module per family registers its kinds; the facts each gives (JSON pointers into the topology document; ``/_...``
are per-node observations that :mod:`apps.asbuilt.assemble` places using the plan):

- kernel: sysctl (/kernel/sysctl/<key>, /kernel/netdev_max_backlog; ``sysctl -a``: only the keys a plan sets),
  limits (/kernel/limits/{nofile_hard,nproc_soft,nproc_hard}), pam and profile (settings only).
- network: ifcfg and ip-addr (/_if/<name>/{mtu,address,netmask,bond,bonding_mode,bonding_slaves,master,
  infiniband,buffer_count}), hosts (/_hosts/<name>), oifcfg (/public_network/interface, /interconnect/interface).
- storage: udev (/_udev/<device>: owner, group, mode), multipath-conf (/storage/fcp/{multipath_policy,
  policy_section,rr_min_io}, /_mpath/<alias>), multipath-ll (/storage/fcp/{paths_per_disk,multipath_policy},
  /_mpath/<alias>), dasd-devices and lsdasd (/_dasd/<name>), fstab (/_nfs/<mount point>), modprobe
  (/storage/hba/queue_depth), zipl (/storage/dasd_order_pinned), ocfs2 (/shared_disks/manager).
- oracle: init-ora (/database/..., /interconnect/cluster_interconnects, /server/..., ASM pools under
  /shared_disks/asm_instance, other parameters under /database/other), listener-ora (/_listener/<name>: ports, hosts),
  tnsnames-ora (/cluster/mode), sqlnet-ora (settings only), oratab (/shared_disks/asm_autostart).
- crs: votedisk (/cluster_files/voting/locations), ocrcheck (/cluster_files/ocr/{locations,size_mb}), cluvfy
  (settings only: one verdict per check).
- grid: crsctl stat res -t (/_grid/servers, /_asm/diskgroups, /_grid/databases), olsnodes (/_grid/nodes,
  /_grid/vip_name/<node>), srvctl config database (/_init/db_name, /_asm/diskgroups, /_grid/...), srvctl config
  nodeapps (/public_network/interface, /_hosts/<vip name>), srvctl config scan (/_grid/scan_*), asmcmd lsdg
  (/_asm/diskgroup/<name>), asmcmd lsdsk (/_asm/disks), oraInst.loc (/_grid/inventory_loc).
- network also reads ``ip -br addr``/``ip -br link`` (ip-brief) and NetworkManager keyfiles (nmconnection) into the
  same /_if/<name>/... facts as ifcfg; storage reads lsblk (/_blk/<device>).
- system: uname (/_sys/{kernel_release,kernel_series,machine}), os-release and *-release files
  (/_sys/{distribution,distribution_version,distribution_update}), meminfo (/_sys/memory_kb), cpuinfo
  (/_sys/{cpu_family,cpus,machine_type}).
"""

from . import crs, grid, kernel, network, oracle, storage, system  # noqa: F401  (register their kinds)
from .base import (
    KINDS,
    NOT_ON_CLUSTER,
    NOT_READ,
    AsBuiltParseError,
    NotRead,
    ParsedFile,
    Setting,
    detect_kind,
    not_on_cluster,
    parse_file,
)

__all__ = [
    "KINDS",
    "NOT_ON_CLUSTER",
    "NOT_READ",
    "AsBuiltParseError",
    "NotRead",
    "ParsedFile",
    "Setting",
    "detect_kind",
    "not_on_cluster",
    "parse_file",
]
