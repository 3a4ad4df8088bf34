"""What a bundle contains: one entry per file kind, with its output path template and the condition to render it.

Output paths are templates too (``{{ node.hostname }}/etc/sysctl.conf``); conditions are Jinja expressions over the
same context. ``scope`` says how often an entry is rendered: once for the cluster, once per node, or once per node
and network interface. ``cites`` are the study sections that set the file's values and ``reads`` the parts of the
document the file uses (JSON pointer prefixes); ``checks`` (``reads`` unless given) are the parts whose values it sets,
which decide the catalogue rules its header names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from apps.studies import Cite
from apps.studies import sections as S

Scope = Literal["cluster", "node", "interface"]
NODE = "{{ node.hostname }}"


@dataclass(frozen=True)
class Entry:
    kind: str
    title: str
    path: str
    template: str
    scope: Scope
    when: str = "true"
    cites: tuple[Cite | tuple[Cite, str], ...] = ()  # (cite, condition) pairs are cited when it holds
    reads: tuple[str, ...] = ()
    mode: int = 0o644
    #: The parts of the document whose values the file sets (defaults to ``reads``): a catalogue rule is named in the
    #: header when one of its fields lies in them. A file that only reads a value for context (the architecture, the
    #: node count) does not name every rule that also depends on it. A (part, condition) pair counts when the
    #: condition holds: the file carries that setting only then (dispatchers for shared servers).
    checks: tuple[str | tuple[str, str], ...] | None = None

    @property
    def checked(self) -> tuple[str | tuple[str, str], ...]:
        # The architecture is a condition of most rules; reading it says which platform the file is for, not that
        # the file sets what those rules check.
        return tuple(r for r in self.reads if r != "/platform") if self.checks is None else self.checks


# The interface configuration is the same file for SLES and RHEL, in each distribution's place and syntax.
_IFCFG_CITES = (S.NETWORK, S.MTU, (S.BUFFER_COUNTS, "iface.buffer_count is not none"),
                (S.CONCLUSION_002, "iface.bond or iface.master"),
                (S.NETWORK_003, "interfaces | selectattr('infiniband') | list"),
                (S.INTERCONNECT_003, "iface.infiniband"))
_IFCFG_READS = ("/public_network", "/interconnect", "/nodes", "/platform")

# The settings init<db>.ora writes: its parameters, and the computed lines where the file has them. The node list,
# the interconnect type and the storage protocol are read to compute lines, but the file does not set them, so the
# rules about those (one machine for every node, HiperSockets, HyperPAV) are not the file's.
_INIT_CHECKS: tuple[str | tuple[str, str], ...] = (
    *(f"/database/{name}" for name in (
        "db_block_size", "processes", "sga_max_size_mb", "sga_target_mb", "db_cache_size_mb", "shared_pool_size_mb",
        "pga_aggregate_target_mb", "db_writer_processes", "disk_asynch_io", "filesystemio_options",
        "parallel_max_servers", "parallel_threads_per_cpu", "other")),
    ("/server/mode", "t.server.mode == 'shared'"),
    ("/server/dispatchers", "t.server.mode == 'shared'"),
    ("/server/shared_servers", "t.server.mode == 'shared' and t.server.shared_servers"),
    ("/interconnect/cluster_interconnects", "is_rac"),
    ("/shared_disks/disk_groups", "uses_asm"),
)


MANIFEST: tuple[Entry, ...] = (
    # --- operating system, per node -------------------------------------------------------------------------
    Entry("sysctl", "kernel parameters", f"{NODE}/etc/sysctl.conf", "sysctl/sysctl.conf.j2", "node",
          cites=(S.KERNEL_PARAMS, S.SYSCTL_APPENDIX, S.TESTING_002, S.QUEUE_LENGTH),
          reads=("/kernel", "/nodes", "/database/sga_target_mb", "/database/sga_max_size_mb", "/platform"),
          checks=("/kernel/sysctl", "/kernel/netdev_max_backlog")),
    Entry("limits", "shell limits for oracle", f"{NODE}/etc/security/limits.conf", "limits/limits.conf.j2", "node",
          cites=(S.USERS,), reads=("/kernel",), checks=("/kernel/limits",)),
    Entry("pam", "pam_limits for logins", f"{NODE}/etc/pam.d/login", "limits/pam_login.j2", "node",
          cites=(S.USERS,), reads=("/kernel",), checks=("/kernel/limits",)),
    Entry("profile", "oracle user profile", f"{NODE}/home/oracle/.profile", "profile/oracle_profile.j2", "node",
          cites=(S.ULIMIT, S.ORACLE_INSTALLATION, S.HOMES, S.INSTALL_SEQUENCE, S.ASM_START),
          reads=("/cluster", "/platform", "/nodes")),
    Entry("hosts", "host names", f"{NODE}/etc/hosts", "hosts/hosts.j2", "node",
          cites=(S.NETWORK,), reads=("/nodes", "/public_network", "/interconnect")),
    Entry("ifcfg", "network interface (SLES)",
          f"{NODE}/etc/sysconfig/network/ifcfg-"
          "{{ 'qeth-bus-ccw-' ~ iface.bus_id if iface.qeth else iface.name }}",
          "network/ifcfg_sles.j2", "interface", when="distro == 'sles'",
          cites=_IFCFG_CITES, reads=_IFCFG_READS),
    Entry("ifcfg", "network interface (RHEL)", f"{NODE}/etc/sysconfig/network-scripts/ifcfg-{{{{ iface.name }}}}",
          "network/ifcfg_rhel.j2", "interface", when="distro == 'rhel'",
          cites=_IFCFG_CITES, reads=_IFCFG_READS),
    Entry("qeth", "qeth inbound buffer count", f"{NODE}/root/racplan/qeth-buffer-count.sh",
          "network/qeth_buffer_count.sh.j2", "node",
          when="interconnect_if is not none and interconnect_if.buffer_count is not none",
          cites=(S.BUFFER_COUNTS,), reads=("/interconnect",), mode=0o755),
    Entry("udev-net", "persistent public interface name", f"{NODE}/etc/udev/rules.d/30-net_persistent_names.rules",
          "udev/net_names.rules.j2", "node", when="is_system_z and distro == 'sles'",
          cites=(S.NETWORK,), reads=("/public_network", "/platform")),
    Entry("udev", "disk permissions", f"{NODE}/etc/udev/rules.d/98-oracle.permissions.rules",
          "udev/oracle_permissions.rules.j2", "node", when="t.storage.protocol != 'nfs'",
          cites=(S.OCR_VOTING, S.UDEV_ASM, S.DISK_PERMISSIONS),
          reads=("/storage/disks", "/cluster_files", "/shared_disks")),
    # --- storage, per node ----------------------------------------------------------------------------------
    Entry("zipl", "DASD order for persistent names", f"{NODE}/etc/zipl.conf.dasd", "storage/zipl_dasd.j2", "node",
          when="t.storage.protocol == 'eckd'", cites=(S.PERSISTENT_NAMES, S.HYPERPAV),
          reads=("/storage", "/platform")),
    Entry("hyperpav", "HyperPAV enablement", f"{NODE}/root/racplan/enable-hyperpav.sh",
          "storage/enable_hyperpav.sh.j2", "node", when="hyperpav is not none",
          cites=(S.HYPERPAV,), reads=("/storage/eckd", "/storage/disks"), mode=0o755),
    Entry("multipath", "device-mapper multipath", f"{NODE}/etc/multipath.conf", "storage/multipath.conf.j2", "node",
          when="t.storage.protocol == 'fcp'",
          cites=(S.MULTIPATH_DEVICES, S.MULTIPATH_PITFALL, S.MULTIPATH_CONF, S.MULTIPATH_SUMMARY),
          reads=("/storage/fcp", "/storage/disks")),
    Entry("multipath", "device-mapper multipath for static PAV", f"{NODE}/etc/multipath.conf",
          "storage/multipath_pav.conf.j2", "node", when="static_pav is not none",
          cites=(S.HYPERPAV, S.MULTIPATH_SETUP, S.MULTIPATH_DEVICES, S.MULTIPATH_CONF),
          reads=("/storage/eckd", "/storage/disks")),
    Entry("hba", "HBA module options (kernel 2.4)", f"{NODE}/etc/modules.conf", "storage/hba_modules.j2", "node",
          when="t.storage.protocol in ('iscsi_hba', 'fc_hba') and kernel_series == '2.4'",
          cites=(S.FC_HBA, S.ISCSI_HBA), reads=("/storage/hba", "/storage/protocol")),
    Entry("hba", "HBA module options", f"{NODE}/etc/modprobe.d/racplan-hba.conf", "storage/hba_modules.j2", "node",
          when="t.storage.protocol in ('iscsi_hba', 'fc_hba') and kernel_series != '2.4'",
          cites=(S.FC_HBA, S.ISCSI_HBA), reads=("/storage/hba", "/storage/protocol")),
    Entry("fstab", "NFS mounts", f"{NODE}/etc/fstab", "storage/fstab.j2", "node", when="nfs is not none",
          cites=(S.NFS_ASM, S.NFS_ONLY), reads=("/storage/nfs", "/cluster_files")),
    Entry("ocfs2", "OCFS2 cluster layout", f"{NODE}/etc/ocfs2/cluster.conf", "storage/ocfs2_cluster.conf.j2",
          "node", when="t.shared_disks.manager == 'ocfs2'",
          cites=(S.OCFS2_VS_ASM, S.NETWORK), reads=("/shared_disks", "/nodes", "/interconnect")),
    # --- Oracle, per node -----------------------------------------------------------------------------------
    Entry("listener", "listener", f"{NODE}{{{{ install.listener_home }}}}/network/admin/listener.ora",
          "oracle/listener.ora.j2", "node", cites=(S.LISTENERS,), reads=("/nodes", "/server")),
    Entry("oratab", "oratab", f"{NODE}/etc/oratab", "oracle/oratab.j2", "node",
          cites=(S.ASM_START, S.ORACLE_INSTALLATION), reads=("/shared_disks", "/cluster")),
    Entry("lms", "LMS scheduling priority", f"{NODE}/root/racplan/lms-priority.sh", "scripts/lms_priority.sh.j2",
          "node", when="is_rac", cites=(S.LMS_TUNING,), reads=("/nodes", "/workload", "/server/lms_nice"),
          mode=0o755),
    # --- Oracle, for the cluster ----------------------------------------------------------------------------
    Entry("tnsnames", "client connect descriptors", "cluster/network/admin/tnsnames.ora",
          "oracle/tnsnames.ora.j2", "cluster", cites=(S.CLIENT_LB, S.OPERATION_MODES, S.SERVER_PROCESSES,
                                                      S.LISTENERS), reads=("/cluster/mode", "/server", "/nodes")),
    Entry("init", "database parameters", "cluster/dbs/init{{ db_name }}.ora", "oracle/init_db.ora.j2", "cluster",
          cites=(S.CUSTOMIZE, S.REDO_CONTROL, (S.INTERCONNECT_003, "is_rac and t.interconnect.cluster_interconnects"),
                 (S.ORACLE_PARAMS_001, "'study' in (io_defaults.disk_asynch_io_source, "
                                       "io_defaults.filesystemio_options_source)"),
                 S.SERVER_PROCESSES, (S.REDO_GROUP, "uses_asm and redo_group is not none")),
          reads=("/database", "/server", "/interconnect", "/nodes", "/storage/protocol", "/shared_disks"),
          checks=_INIT_CHECKS),
    Entry("init-asm", "ASM instance parameters", "cluster/dbs/init+ASM.ora", "oracle/init_asm.ora.j2", "cluster",
          when="uses_asm", cites=(S.TESTING_002, S.ASM_INSTALL, S.UDEV_ASM),
          reads=("/shared_disks", "/storage")),
    Entry("create-db", "database creation", "cluster/sql/create_database.sql", "oracle/create_database.sql.j2",
          "cluster", when="uses_asm and data_group is not none",
          cites=(S.CUSTOMIZE, S.REDO_CONTROL, (S.REDO_GROUP, "redo_group is not none"), S.TESTING_002),
          reads=("/database", "/nodes", "/shared_disks", "/cluster")),
    Entry("diskgroups", "ASM disk groups", "cluster/sql/create_diskgroups.sql", "oracle/create_diskgroups.sql.j2",
          "cluster", when="uses_asm", cites=(S.ASM_INSTALL, (S.REDO_GROUP, "redo_group is not none"),
                                             S.DB_CONFIG_002, S.INTERCONNECT_003),
          reads=("/shared_disks", "/storage/disks")),
    # --- scripts --------------------------------------------------------------------------------------------
    Entry("dasd", "DASD preparation", "cluster/scripts/prepare-dasd.sh", "storage/prepare_dasd.sh.j2", "cluster",
          when="t.storage.protocol == 'eckd'", cites=(S.DASD_FOR_ASM, S.OCR_VOTING),
          reads=("/storage", "/cluster_files"), mode=0o755),
    Entry("cluvfy", "cluster verification", "cluster/scripts/cluvfy-precheck.sh", "scripts/cluvfy.sh.j2", "cluster",
          cites=(S.CLUVFY,), reads=("/nodes",), mode=0o755),
    Entry("ssh", "ssh user equivalence", "cluster/scripts/ssh-user-equivalence.sh", "scripts/ssh_equivalence.sh.j2",
          "cluster", cites=(S.SSH_EQUIVALENCE,), reads=("/nodes",), mode=0o755),
    Entry("sga-attach", "lower SGA attach address", "cluster/scripts/lower-sga-attach-address.sh",
          "scripts/sga_attach.sh.j2", "cluster", when="t.database.sga_attach_address is not none",
          cites=(S.SGA_ATTACH,), reads=("/database/sga_attach_address", "/platform"), mode=0o755),
    Entry("async-io", "asynchronous I/O relink", "cluster/scripts/relink-async-io.sh", "scripts/async_io.sh.j2",
          "cluster", when="install.major == '10.1' and io_defaults.disk_asynch_io",
          cites=(S.ASYNC_IO, S.TESTING_002), reads=("/database/disk_asynch_io", "/cluster/oracle_release"),
          mode=0o755),
    # Bundle-only (the as-built check ignores scripts/): gathers what the check reads, on one node, read-only.
    Entry("collect", "as-built collection", "scripts/collect-as-built.sh", "scripts/collect_as_built.sh.j2",
          "cluster", reads=("/nodes",), mode=0o755),
    Entry("readme", "installation runbook", "README.md", "readme/README.md.j2", "cluster",
          cites=(S.INSTALL_SEQUENCE, S.VERSIONS, S.CLUVFY, (S.CRS_BASE, "install.libclient_patch is not none"),
                 (S.CRS_UPGRADE, "install.base_release is not none"),
                 (S.CRS_SRVCTL, "is_system_z and install.major == '10.2'"),
                 (S.CRS_VIPCA, "is_system_z and install.major == '10.2'"), S.RDBMS_INSTALL, S.ASM_INSTALL,
                 S.OCR_CHOICE, (S.PUBLIC_10_NET, "public_is_private_range"), S.CUSTOMIZE, S.USERS,
                 (S.ASM_START, "is_system_z and uses_asm and install.asm_in_grid_home")),
          reads=("/cluster", "/platform")),
)
