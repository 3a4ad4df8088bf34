"""The topology document: one planned Oracle RAC deployment, as a versioned JSON document.

The models here are pure (no Django, no database) so the rule engine, the bundle renderer and the tests can all use
them on the hot path. Field names are the JSON keys of the document; the rule catalogue points into the document
with JSON pointers built from these names (for example ``/interconnect/type``).

Defaults come from the studies in ``shared/seeds`` (``apps.studies.values``); ``apps.topology.defaults`` holds the
product's own choices and records where each study default comes from.
"""

from __future__ import annotations

import re
from ipaddress import IPv4Address, IPv4Network
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from apps.studies import values as V

from . import defaults as D

SCHEMA_VERSION = 1

# Enumerations. The string values are what the document stores; labels for the UI live in LABELS.
Architecture = Literal["z10", "z196", "x86", "x86_64"]
Virtualization = Literal["lpar", "zvm", "bare_metal"]
ClusterMode = Literal["workload_balanced", "failover"]
Distribution = Literal["sles", "rhel"]
KernelSeries = Literal["2.4", "2.6", "3.x", "4.x", "5.x"]
NetworkDevice = Literal["hipersockets", "osa_10gbe", "osa_1gbe", "gigabit_ethernet", "10gbe", "infiniband"]
InterconnectLayout = Literal["point_to_point", "switched"]
StorageProtocol = Literal["eckd", "fcp", "iscsi_software", "iscsi_hba", "fc_hba", "nfs"]
DiskModel = Literal["mod3", "mod9", "mod27", "mod54", "eav"]
PavMode = Literal["none", "pav", "hyperpav"]
MultipathPolicy = Literal["failover", "multibus"]
MultipathSection = Literal["defaults", "devices", "multipaths"]
DiskManager = Literal["asm", "ocfs2", "ocfs", "nfs", "raw"]
DiskGroupPurpose = Literal["data", "redo", "index", "system", "mixed"]
Redundancy = Literal["external", "normal", "high"]
FilesystemIo = Literal["none", "asynch", "directio", "setall"]
ServerMode = Literal["dedicated", "shared"]
WorkloadType = Literal["oltp", "dss"]
Activity = Literal["continuous", "think_time"]
BlockSize = Literal[2048, 4096, 8192, 16384, 32768]
BondingMode = Literal["balance-rr", "active-backup", "balance-xor", "broadcast", "802.3ad", "balance-tlb",
                      "balance-alb"]

# Choice lists for the OpenAPI enum names (settings.SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"]).
NETWORK_DEVICE_CHOICES = list(get_args(NetworkDevice))
WORKLOAD_TYPE_CHOICES = list(get_args(WorkloadType))

LABELS: dict[str, dict[str, str]] = {
    "architecture": {"z10": "IBM System z10", "z196": "IBM zEnterprise 196", "x86": "x86 (32-bit)", "x86_64": "x86_64"},
    "virtualization": {"lpar": "LPAR", "zvm": "z/VM guest", "bare_metal": "Bare metal"},
    "network_device": {
        "hipersockets": "HiperSockets",
        "osa_10gbe": "OSA Express 10 GbE",
        "osa_1gbe": "OSA Express 1 GbE",
        "gigabit_ethernet": "Gigabit Ethernet",
        "10gbe": "10 Gigabit Ethernet",
        "infiniband": "InfiniBand (IPoIB)",
    },
    "storage_protocol": {
        "eckd": "ECKD DASD (FICON)",
        "fcp": "FCP / SCSI with multipath",
        "iscsi_software": "iSCSI, software initiator",
        "iscsi_hba": "iSCSI HBA",
        "fc_hba": "Fibre Channel HBA",
        "nfs": "NFS",
    },
    "disk_manager": {"asm": "ASM", "ocfs2": "OCFS2", "ocfs": "OCFS (2.4 kernels)", "nfs": "NFS file system",
                     "raw": "Raw / block devices"},
}

SYSTEM_Z = ("z10", "z196")

_HOSTNAME = re.compile(r"^(?=.{1,63}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?$", re.IGNORECASE)
_IDENT = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,62}$")
_RELEASE = re.compile(r"^(10\.1|10\.2|11\.1|11\.2|12\.1|12\.2|18|19|21|23)(\.\d{1,2}){0,3}$")

MB = Annotated[int, Field(ge=1, le=16 * 1024 * 1024, description="megabytes")]

# Free text that reaches a configuration file of the bundle (fstab, udev rules, init.ora, sysctl.conf, the scripts)
# has a pattern: what the file cannot hold is refused with a field-keyed 400 instead of being rewritten by the
# renderer (issue 31: "hard tcp X 0 0" as NFS options became "hardtcpX00" in fstab). No pattern admits a control
# character (a line break ends the line of a file). PATTERN_MESSAGES says in words what each one admits.
#: An fstab field (mount options): no white space or quotes at all; fstab(5) splits fields on white space.
MOUNT_OPTIONS = r"^[A-Za-z0-9_.,:=/+@%-]*$"
#: An absolute path (export, mount point, backup directory): fstab, udev and the scripts take it unquoted.
ABSOLUTE_PATH = r"^/[A-Za-z0-9_.,:=/+@%~-]*$"
#: A device node, a by-path/by-id name, a bus id (0.0.7100) or a file or ASM location (+OCRVOTE): one word.
LOCATION = r"^[A-Za-z0-9/+][A-Za-z0-9_.,:=/+@%~-]*$"
#: A host name, a dotted IPv4 address or a bracketed IPv6 address: the server half of ``server:/export`` in fstab.
SERVER_NAME = r"^([A-Za-z0-9]([A-Za-z0-9_.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])$"
#: A name people give (a machine, a RAID level): letters, digits, spaces and ``. _ + / ( ) -``, no quotes.
LABEL = r"^[A-Za-z0-9][A-Za-z0-9 ._+/()-]*$"
#: What no text reaching a file may hold, as the inside of a regular expression's character class (Python's and
#: the Rust engine pydantic uses read it alike): the C0 controls but tab (line breaks end a line of the file), DEL
#: and the C1 controls, the Unicode line and paragraph separators, and the bidirectional embeddings, overrides
#: and isolates (U+202A-U+202E, U+2066-U+2069), which make an editor, a terminal or a diff show a line in another
#: order than the program reading the file does.
NOT_IN_A_LINE = r"\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069"
#: A sysctl.conf value: one line, numbers separated by spaces or tabs (``9000 65500``) or a word, no quotes or
#: backslashes. Shell characters are kept as they are: ``sysctl -p`` reads the file itself, no shell does
#: (the Ansible role runs it as an argument vector; apps/bundles/tests/test_ansible.py applies such a value).
SYSCTL_TEXT = rf"^[^{NOT_IN_A_LINE}\"'\\]*$"
#: An init.ora value: one line without tabs; the renderer quotes it (doubling single quotes), so only line breaks,
#: other control characters and direction marks cannot be written.
ONE_LINE = rf"^[^\t{NOT_IN_A_LINE}]*$"

PATTERN_MESSAGES: dict[str, str] = {
    MOUNT_OPTIONS: "Mount options are letters, digits and , . = : / + @ % _ - without spaces, quotes or line breaks "
                   "(e.g. rw,bg,hard,tcp,timeo=600).",
    ABSOLUTE_PATH: "An absolute path (starting with /) of letters, digits and . _ - + , : = @ % ~ /, without spaces, "
                   "quotes or line breaks.",
    LOCATION: "A device, bus id or path (e.g. /dev/dasdb1, 0.0.7100, /u02/crs/ocr.dbf) without spaces, quotes or "
              "line breaks.",
    SERVER_NAME: "A host name or address (letters, digits, . _ -, or [IPv6]) without spaces, quotes or line breaks.",
    LABEL: "Letters, digits, spaces and . _ + / ( ) - (starting with a letter or digit), without quotes or line "
           "breaks.",
    SYSCTL_TEXT: "A sysctl value is one line (numbers separated by spaces or tabs, or a word) without quotes, "
                 "backslashes, control characters or Unicode direction marks.",
    ONE_LINE: "An init.ora value is one line: no line breaks, tabs, other control characters or Unicode direction "
              "marks.",
}


#: Oracle's limit on a database name (DB_NAME: at most eight characters); Oracle's own, not a study's.
DB_NAME_CHARS = 8
#: A db_name the plan gives (database.other) that is not 1 to 8 letters and digits.
DB_NAME_GIVEN = ("db_name {name!r} is not a database name RACplan can write: Oracle allows at most 8 characters "
                 "and the bundle uses letters and digits only. RACplan does not shorten or rewrite it; give 1 to 8 "
                 "letters and digits.")
#: A cluster name whose letters and digits, the database name when the plan gives no db_name, are more than 8.
DB_NAME_FROM_CLUSTER = ("The database name is the cluster name's letters and digits ({name!r}, {length} characters) "
                        "and Oracle allows at most 8. RACplan does not shorten it: choose a cluster name of at most 8 "
                        "letters and digits, or set db_name under the database's further parameters.")


def database_name_of(name: str) -> str:
    """db_name as the bundle writes it for ``name`` (a cluster name, or the db_name a plan gives): its letters and
    digits in lower case, never shortened."""
    return re.sub(r"[^A-Za-z0-9]", "", name).lower()


class _Model(BaseModel):
    """Base for every part of the document: unknown fields are refused, values are validated on assignment."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True, str_strip_whitespace=True)


class Cluster(_Model):
    """Identity and software levels of the cluster."""

    name: str = Field(min_length=1, max_length=30, pattern=r"^[A-Za-z][A-Za-z0-9_-]*$",
                      description="Cluster name (also used as the database name prefix).")
    mode: ClusterMode = Field(D.CLUSTER_MODE, description="Workload balanced (all nodes active) or failover.")
    oracle_release: str = Field(D.ORACLE_RELEASE, description="Oracle release with patch level, e.g. 10.2.0.4.")
    grid_release: str | None = Field(None, description="Clusterware (CRS/Grid) release when it differs from the "
                                                        "database release, e.g. 10.2.0.4 under a 10.2.0.2 database.")
    distribution: Distribution = "sles"
    distribution_version: int = Field(10, ge=3, le=16, description="Major release, e.g. 10 for SLES 10.")
    distribution_update: int = Field(V.DISTRIBUTION_UPDATE.value, ge=0, le=20,
                                     description="Service pack (SLES) or update level (RHEL).")
    kernel_series: KernelSeries | None = Field(None, description="Kernel series; derived from the distribution "
                                                                  "when left empty.")

    @field_validator("oracle_release", "grid_release")
    @classmethod
    def _release(cls, value: str | None) -> str | None:
        if value is not None and not _RELEASE.match(value):
            raise ValueError("Oracle release must look like 10.2.0.4, 11.2 or 19 (10.1 or later).")
        return value

    @property
    def release_tuple(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.oracle_release.split("."))

    @property
    def clusterware_release(self) -> str:
        """The release the clusterware runs: the Grid/CRS release when recorded, else the database release."""
        return self.grid_release or self.oracle_release

    @property
    def effective_kernel_series(self) -> str:
        return self.kernel_series or D.kernel_series_for(self.distribution, self.distribution_version)


class Platform(_Model):
    """Hardware architecture and how the operating system runs on it."""

    architecture: Architecture = "z10"
    virtualization: Virtualization = "lpar"

    @model_validator(mode="after")
    def _combination(self) -> Platform:
        on_z = self.architecture in SYSTEM_Z
        if on_z and self.virtualization == "bare_metal":
            raise ValueError("virtualization: System z runs Linux in an LPAR or as a z/VM guest, not on bare metal.")
        if not on_z and self.virtualization != "bare_metal":
            raise ValueError("virtualization: LPARs and z/VM guests exist only on System z; use bare_metal for x86.")
        return self

    @property
    def is_system_z(self) -> bool:
        return self.architecture in SYSTEM_Z


class Node(_Model):
    """One cluster node (an LPAR, a z/VM guest or a server)."""

    hostname: str = Field(description="Short host name (RFC 1123 label).")
    cpus: int = Field(ge=1, le=256, description="IFLs on System z, cores on x86.")
    memory_gb: float = Field(gt=0, le=16384, allow_inf_nan=False, description="Memory in GiB.")
    machine: str = Field("cpc1", min_length=1, max_length=40, pattern=LABEL,
                         description="Physical machine or CPC the node runs on.")
    public_ip: IPv4Address
    vip: IPv4Address
    private_ip: IPv4Address | None = Field(None, description="Interconnect address (absent for a single node).")

    @field_validator("hostname")
    @classmethod
    def _hostname(cls, value: str) -> str:
        if not _HOSTNAME.match(value):
            raise ValueError("Host name must be letters, digits and hyphens, 1 to 63 characters.")
        return value.lower()


class PublicNetwork(_Model):
    """The LAN the clients and the VIPs use."""

    device_type: NetworkDevice = "osa_1gbe"
    mtu: int = Field(V.PUBLIC_MTU.value, ge=576, le=65535, description="bytes")
    subnet: IPv4Network = Field(IPv4Network("10.10.0.0/24"))
    interface: str = Field("eth0", pattern=r"^[a-z][a-z0-9._-]{0,14}$")
    racgvip_workaround: bool = Field(False, description="$CRS_HOME/bin/racgvip changed (DEFAULTGW set to an address "
                                                        "that answers ping, or FAIL_WHEN_DEFAULTGW_NOT_FOUND=0) so "
                                                        "the VIPs start on a private-range public network (10.x).")


class Interconnect(_Model):
    """The private network between the nodes that carries cache fusion traffic."""

    type: NetworkDevice = "hipersockets"
    mtu: int = Field(V.INTERCONNECT_MTU.value, ge=576, le=65535, description="bytes")
    layout: InterconnectLayout = "switched"
    bonding: bool = False
    bonding_mode: BondingMode | None = Field(None, description="Linux bonding mode of the interconnect bond (unset: "
                                                                "the kernel's default, balance-rr).")
    bonding_slaves: list[Annotated[str, Field(pattern=r"^[a-z][a-z0-9._-]{0,14}$")]] = Field(
        default_factory=list, max_length=8,
        description="Interfaces enslaved to the interconnect bond, e.g. eth1, eth2.")
    inbound_buffers: int | None = Field(V.INBOUND_BUFFERS.value, ge=8, le=128,
                                        description="qeth inbound buffer count (System z).")
    subnet: IPv4Network = Field(IPv4Network("192.168.10.0/24"))
    interface: str = Field("eth1", pattern=r"^[a-z][a-z0-9._-]{0,14}$")
    cluster_interconnects: bool = Field(True, description="Name the interconnect address in the "
                                                          "cluster_interconnects init.ora parameter.")


SysctlValue = int | Annotated[str, Field(pattern=SYSCTL_TEXT, max_length=1000)]


class Limits(_Model):
    """Shell limits of the oracle user (limits.conf and ulimit in its profile)."""

    nofile_hard: int = Field(V.NOFILE_HARD.value, ge=1024, le=100_000_000, description="hard nofile (open files)")
    nproc_soft: int = Field(V.NPROC_SOFT.value, ge=128, le=10_000_000, description="soft nproc (processes)")
    nproc_hard: int = Field(V.NPROC_HARD.value, ge=128, le=10_000_000, description="hard nproc (processes)")

    @model_validator(mode="after")
    def _order(self) -> Limits:
        if self.nproc_soft > self.nproc_hard:
            raise ValueError("nproc_soft: the soft limit cannot be above the hard limit.")
        return self


class Kernel(_Model):
    """Kernel network tuning, free sysctl overrides and the oracle user's limits."""

    netdev_max_backlog: int | None = Field(None, ge=100, le=10_000_000,
                                           description="net.core.netdev_max_backlog; empty keeps the default.")
    sysctl: dict[str, SysctlValue] = Field(default_factory=dict,
                                           description="Other sysctl keys and values to set.")
    limits: Limits = Field(default_factory=Limits)

    @field_validator("sysctl")
    @classmethod
    def _keys(cls, value: dict[str, SysctlValue]) -> dict[str, SysctlValue]:
        for key in value:
            if not re.match(r"^[a-z0-9_]+(\.[a-z0-9_-]+)+$", key):
                raise ValueError(f"'{key}' is not a sysctl key (dotted, lower case).")
        return value


class Eckd(_Model):
    """ECKD DASD attached through FICON."""

    disk_model: DiskModel = "mod27"
    pav: PavMode = Field(V.PAV_MODE.value, description="Static PAV, HyperPAV (SLES 10 SP4, SLES 11, RHEL 5.9, RHEL 6 "
                                                 "or later) or none.")
    pav_multipath: bool = Field(V.PAV_MULTIPATH.value,
                                description="Static PAV only: the multipath daemon groups each base device with its "
                                            "aliases (/etc/multipath.conf). HyperPAV needs no daemon.")
    aliases_per_lcu: int = Field(V.ALIASES_PER_LCU.value, ge=0, le=255)
    lcus: int = Field(V.LCUS.value, ge=1, le=256)


class Fcp(_Model):
    """FCP-attached SCSI disks with device-mapper multipath."""

    paths_per_disk: int = Field(2, ge=1, le=16)
    multipath_policy: MultipathPolicy = "multibus"
    rr_min_io: int = Field(V.RR_MIN_IO.value, ge=1, le=10000)
    policy_section: MultipathSection = Field(V.MULTIPATH_POLICY_SECTION.value,
                                             description="Section of multipath.conf that sets the policy and "
                                                         "rr_min_io: defaults, a devices entry for the storage type "
                                                         "(overrides defaults) or each disk's multipaths entry "
                                                         "(overrides both; needs every disk's WWID).")


class Iscsi(_Model):
    """iSCSI software initiator."""

    initiator_version: str = Field("4.0.1.10", pattern=r"^\d+(\.\d+){0,4}$")
    jumbo_frames: bool = False


class Hba(_Model):
    """A host bus adapter (iSCSI HBA or Fibre Channel HBA)."""

    model: str | None = Field(None, max_length=40, pattern=r"^[A-Za-z0-9][A-Za-z0-9 ._-]*$",
                              description="Adapter model, e.g. QLA4010 (iSCSI) or QLA2342 (Fibre Channel).")
    queue_depth: int = Field(32, ge=1, le=1024)
    jumbo_frames: bool = False


class Nfs(_Model):
    """An NFS filer and how it is mounted."""

    server: str = Field("filer1", min_length=1, max_length=253, pattern=SERVER_NAME,
                        description="Host name or address of the filer.")
    export: str = Field("/vol/oradata", max_length=1024, pattern=ABSOLUTE_PATH)
    mount_point: str = Field("/u02/oradata", max_length=1024, pattern=ABSOLUTE_PATH)
    options: str = Field("", max_length=300, pattern=MOUNT_OPTIONS,
                         description="Extra mount options; the studies' options are used when empty.")


class Disk(_Model):
    """One shared disk (LUN, DASD or file)."""

    name: str = Field(pattern=r"^[A-Za-z][A-Za-z0-9_-]{0,39}$")
    size_gb: float = Field(gt=0, le=1_000_000, allow_inf_nan=False)
    device: str | None = Field(None, max_length=1024, pattern=LOCATION,
                               description="Device node or bus id, e.g. /dev/dasdb or 0.0.7100.")
    wwid: str | None = Field(None, pattern=r"^[0-9a-fA-F]{8,64}$")


class Storage(_Model):
    """How the shared disks are attached."""

    protocol: StorageProtocol = "eckd"
    raid_level: str | None = Field(None, max_length=20, pattern=LABEL)
    eckd: Eckd | None = None
    fcp: Fcp | None = None
    iscsi: Iscsi | None = None
    hba: Hba | None = None
    nfs: Nfs | None = None
    disks: list[Disk] = Field(default_factory=list, max_length=2048)
    dasd_order_pinned: bool = Field(False, description="The discovery order of the DASDs is fixed with dasd= in "
                                                       "/etc/zipl.conf on every node (or by the z/VM directory), so "
                                                       "kernel names such as /dev/dasdf1 stay the same everywhere.")

    @model_validator(mode="after")
    def _fill_protocol_block(self) -> Storage:
        # The block that belongs to the chosen protocol always exists, with the studies' defaults.
        needed = {"eckd": ("eckd", Eckd), "fcp": ("fcp", Fcp), "iscsi_software": ("iscsi", Iscsi),
                  "iscsi_hba": ("hba", Hba), "fc_hba": ("hba", Hba), "nfs": ("nfs", Nfs)}[self.protocol]
        if getattr(self, needed[0]) is None:
            object.__setattr__(self, needed[0], needed[1]())
        names = [d.name for d in self.disks]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        if duplicates:
            raise ValueError(f"disks: duplicate disk names {', '.join(duplicates)}.")
        return self


class DiskGroup(_Model):
    """An ASM disk group."""

    name: str = Field(pattern=r"^[A-Za-z][A-Za-z0-9_]{0,29}$")
    purpose: DiskGroupPurpose = "data"
    redundancy: Redundancy = "external"
    disks: list[str] = Field(default_factory=list)


class AsmInstance(_Model):
    """Parameters of the ASM instance itself (unset: Oracle's defaults)."""

    shared_pool_size_mb: MB | None = None
    large_pool_size_mb: MB | None = None
    processes: int | None = Field(None, ge=6, le=100_000)
    disk_asynch_io: bool | None = Field(None, description="disk_asynch_io of the ASM instance (unset: Oracle's "
                                                          "default, asynchronous).")
    filesystemio_options: FilesystemIo | None = Field(None, description="filesystemio_options of the ASM instance "
                                                                        "(unset: Oracle's default).")


class SharedDisks(_Model):
    """How the shared storage is managed."""

    manager: DiskManager = "asm"
    use_lvm: bool = Field(False, description="Logical volumes underneath ASM.")
    asm_instance: AsmInstance = Field(default_factory=AsmInstance)
    asm_autostart: bool = Field(True, description="ASM starts at boot from /etc/oratab (Y).")
    udev_mode: str = Field(V.UDEV_MODE.value, pattern=r"^0?[0-7]{3}$",
                           description="Permission mode the udev rules give the shared disks.")
    disk_groups: list[DiskGroup] = Field(default_factory=list, max_length=64)


class ClusterFile(_Model):
    """OCR or voting disk."""

    locations: list[Annotated[str, Field(min_length=1, max_length=1024, pattern=LOCATION)]] = Field(
        default_factory=list, max_length=5)
    size_mb: int = Field(V.CLUSTER_FILE_MB.value, ge=20, le=65536)


class ClusterFiles(_Model):
    """The Oracle Cluster Registry and the voting disks."""

    ocr: ClusterFile = Field(default_factory=ClusterFile)
    voting: ClusterFile = Field(default_factory=ClusterFile)
    ocr_backup_dir: str | None = Field(None, max_length=1024, pattern=ABSOLUTE_PATH)
    nfs_options: str = Field("", max_length=300, pattern=MOUNT_OPTIONS,
                             description="Mount options of the NFS volume holding the OCR and voting files; the "
                                         "study's options are used when empty.")


ParamValue = bool | int | float | Annotated[str, Field(pattern=ONE_LINE, max_length=4000)]


class Database(_Model):
    """Database initialisation parameters (sizes in megabytes)."""

    db_block_size: BlockSize = V.DB_BLOCK_SIZE.value
    sga_target_mb: MB | None = None
    sga_max_size_mb: MB | None = None
    db_cache_size_mb: MB | None = None
    shared_pool_size_mb: MB | None = None
    pga_aggregate_target_mb: MB | None = None
    db_writer_processes: int | None = Field(None, ge=1, le=100)
    disk_asynch_io: bool | None = None
    filesystemio_options: FilesystemIo | None = None
    parallel_max_servers: int | None = Field(None, ge=0, le=3600)
    parallel_threads_per_cpu: int | None = Field(None, ge=1, le=16)
    processes: int = Field(D.PROCESSES, ge=6, le=100_000)
    sga_attach_address: str | None = Field(None, pattern=r"^0x[0-9a-fA-F]{1,16}$",
                                           description="Lowered SGA attach address on 32-bit x86 "
                                                       "(genksms / relinked oracle).")
    other: dict[str, ParamValue] = Field(default_factory=dict, description="Any other init.ora parameter.")

    @field_validator("other")
    @classmethod
    def _other(cls, value: dict[str, ParamValue]) -> dict[str, ParamValue]:
        named = set(cls.model_fields) - {"other"}
        for key in value:
            if not _IDENT.match(key):
                raise ValueError(f"'{key}' is not an init.ora parameter name.")
            if key.lower() in named or f"{key.lower()}_mb" in named:
                raise ValueError(f"'{key}' has its own field; set it there.")
        return value


class Server(_Model):
    """Dedicated or shared server processes."""

    mode: ServerMode = "dedicated"
    dispatchers: int | None = Field(None, ge=1, le=1000)
    shared_servers: int | None = Field(None, ge=1, le=10000)
    lms_nice: int | None = Field(None, ge=-20, le=19, description="Nice value of the ora_lms processes on every "
                                                                  "node (unset: not changed, 0).")


class Workload(_Model):
    """What the cluster will run."""

    type: WorkloadType = "oltp"
    users: int = Field(100, ge=1, le=1_000_000)
    activity: Activity = Field("continuous", description="continuous: zero think time, as from an application "
                                                         "server or batch; think_time: interactive users.")
    multi_node_hot_updates: bool = Field(False, description="Hot tables are updated from several nodes.")


class Topology(_Model):
    """A planned Oracle RAC deployment."""

    schema_version: int = Field(SCHEMA_VERSION, ge=SCHEMA_VERSION, le=SCHEMA_VERSION,
                                description="Version of the document format.")
    cluster: Cluster
    platform: Platform = Field(default_factory=Platform)
    nodes: list[Node] = Field(min_length=1, max_length=128)
    public_network: PublicNetwork = Field(default_factory=PublicNetwork)
    interconnect: Interconnect = Field(default_factory=Interconnect)
    kernel: Kernel = Field(default_factory=Kernel)
    storage: Storage = Field(default_factory=Storage)
    shared_disks: SharedDisks = Field(default_factory=SharedDisks)
    cluster_files: ClusterFiles = Field(default_factory=ClusterFiles)
    database: Database = Field(default_factory=Database)
    server: Server = Field(default_factory=Server)
    workload: Workload = Field(default_factory=Workload)
    unknown: list[Annotated[str, Field(pattern=r"^(/[A-Za-z0-9_.~-]+)+$", max_length=200)]] = Field(
        default_factory=list, max_length=1000,
        description="JSON pointers of the fields no evidence showed (an imported cluster): each holds a value only "
                    "because the document needs one, until the user chooses it. A bundle is not rendered while any "
                    "is left.")

    @model_validator(mode="after")
    def _unknown_fields(self) -> Topology:
        for pointer in self.unknown:
            if not self.names_field(pointer):
                raise ValueError(f"unknown: {pointer} names no field of the document.")
        if len(set(self.unknown)) != len(self.unknown):
            raise ValueError("unknown: a field is listed twice.")
        return self

    def names_field(self, pointer: str) -> bool:
        """True when the JSON pointer leads to a field (or a section) of this document."""
        node: object = self
        for raw in pointer.lstrip("/").split("/"):
            token = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, BaseModel):
                if token not in type(node).model_fields or token == "unknown":
                    return False
                node = getattr(node, token)
            elif isinstance(node, list):
                if not token.isdigit() or int(token) >= len(node):
                    return False
                node = node[int(token)]
            elif isinstance(node, dict):
                if token not in node:
                    return False
                node = node[token]
            else:
                return False
        return True

    @model_validator(mode="after")
    def _cross_checks(self) -> Topology:
        hostnames = [n.hostname for n in self.nodes]
        dup = sorted({h for h in hostnames if hostnames.count(h) > 1})
        if dup:
            raise ValueError(f"nodes: host names must be unique ({', '.join(dup)}).")
        addresses: list[str] = []
        for n in self.nodes:
            addresses += [str(a) for a in (n.public_ip, n.vip, n.private_ip) if a is not None]
        dup = sorted({a for a in addresses if addresses.count(a) > 1})
        if dup:
            raise ValueError(f"nodes: every address must be used once ({', '.join(dup)}).")
        disk_names = {d.name for d in self.storage.disks}
        for group in self.shared_disks.disk_groups:
            unknown = [d for d in group.disks if d not in disk_names]
            if unknown:
                raise ValueError(f"shared_disks: disk group {group.name} names unknown disks "
                                 f"{', '.join(unknown)}.")
        groups = [g.name.upper() for g in self.shared_disks.disk_groups]
        if len(groups) != len(set(groups)):
            raise ValueError("shared_disks: disk group names must be unique.")
        return self

    @model_validator(mode="after")
    def _database_name(self) -> Topology:
        # A name Oracle would not take is refused on its field, never cut where a file is written (issue 39).
        name, given = self.database_name, self.given_db_name is not None
        if given and not (re.fullmatch(r"[A-Za-z0-9]+", str(self.given_db_name)) and len(name) <= DB_NAME_CHARS):
            raise ValueError(f"database/other/db_name: {DB_NAME_GIVEN.format(name=str(self.given_db_name))}")
        if not given and len(name) > DB_NAME_CHARS:
            raise ValueError(f"cluster/name: {DB_NAME_FROM_CLUSTER.format(name=name, length=len(name))}")
        return self

    @property
    def given_db_name(self) -> ParamValue | None:
        """The db_name database.other gives (its key in any case), or None."""
        return next((v for k, v in self.database.other.items() if k.lower() == "db_name"), None)

    @property
    def database_name(self) -> str:
        """db_name as the bundle writes it: the plan's (database.other), else the cluster name's letters and digits;
        lower case. Never shortened: a name over ``DB_NAME_CHARS`` does not validate."""
        given = self.given_db_name
        return database_name_of(str(given) if given is not None else self.cluster.name)

    @property
    def is_rac(self) -> bool:
        return len(self.nodes) > 1

    @property
    def machines(self) -> list[str]:
        return sorted({n.machine for n in self.nodes})
