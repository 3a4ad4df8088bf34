"""Study sections the templates cite, and the values the studies give.

Every constant here comes from a study section named next to it (``Cite``: file name + heading as it appears in
the study). The manifest attaches the citations to the files whose values they set, and each rendered file lists
them in its header comment.
"""

from __future__ import annotations

from typing import NamedTuple


class Cite(NamedTuple):
    """A study section: file name in shared/seeds and the heading exactly as the study prints it."""

    document: str
    section: str

    def as_dict(self) -> dict[str, str]:
        return {"document": self.document, "section": self.section}


S000 = "000_f661c8a8ade0fc72.txt"
S001 = "001_32f7773a87080a35.txt"
S002 = "002_8d457e80c2d4fbcc.txt"
S003 = "003_b3b7110f2243d0ee.txt"
S004 = "004_b78c188c063b2127.txt"

# --- study 000: RAC 10gR2 on System z10 (SLES 10) ---------------------------------------------------------------
USERS = Cite(S000, "Creating users and authentication parameters")
ULIMIT = Cite(S000, "Using ulimit for shell settings")
KERNEL_PARAMS = Cite(S000, "Setting Linux kernel parameters")
SSH_EQUIVALENCE = Cite(S000, "Setting up ssh user equivalence")
NETWORK = Cite(S000, "Setting up the network for Oracle RAC")
PUBLIC_10_NET = Cite(S000, "Using a 10.x.x.x network for the external (public) interfaces")
UDEV_ASM = Cite(S000, "Using udev when preparing to install Automatic Storage Manager")
PERSISTENT_NAMES = Cite(S000, "Setting up persistent names for disk devices")
INSTALL_SEQUENCE = Cite(S000, "Installation sequence")
ORACLE_INSTALLATION = Cite(S000, "Oracle installation")
CLUVFY = Cite(S000, "Running the Cluster Verification Utility")
OCR_VOTING = Cite(S000, "The Oracle Cluster Registry and the Voting Disk")
OCR_CHOICE = Cite(S000, "Choosing OCR, the Voting Disk, and their backups")
LISTENERS = Cite(S000, "Setting up the listeners")
CLIENT_LB = Cite(S000, "Client side load balancing")
OPERATION_MODES = Cite(S000, "Oracle Real Application Clusters operation modes")
SERVER_PROCESSES = Cite(S000, "Oracle server processes - shared versus dedicated")
BUFFER_COUNTS = Cite(S000, "Network Setup - buffer counts")
MTU = Cite(S000, "Network Setup - MTU size")
QUEUE_LENGTH = Cite(S000, "Network setup - device queue length")
VERSIONS = Cite(S000, "Versions of Oracle RAC")
HOMES = Cite(S000, "Oracle HOME directories and multiple Oracle databases")
OUI = Cite(S000, "Installing Oracle RAC with the Oracle Universal Installer")
CRS_BASE = Cite(S000, "Installing Oracle clusterware 10.2.0.2")
CRS_UPGRADE = Cite(S000, "Upgrading to Oracle clusterware 10.2.0.4")
CRS_SRVCTL = Cite(S000, "CRS installation manual steps: changing the `srvctl` and `vipca` files")
CRS_VIPCA = Cite(S000, "CRS installation manual steps: running the `vipca` program")
RDBMS_INSTALL = Cite(S000, "Installing the Oracle relational database")
ASM_INSTALL = Cite(S000, "Installing the Oracle Automatic Storage Manager")
CUSTOMIZE = Cite(S000, "Customize the Oracle Real Application Clusters system")
REDO_CONTROL = Cite(S000, "Redo logs and control files")
OCFS2_VS_ASM = Cite(S000, "OCFS2 Cluster file system versus ASM")

# --- study 001: RAC 10g with N series storage (RHEL 3, x86) -----------------------------------------------------
SYSCTL_APPENDIX = Cite(S001, "Appendix C: Linux kernel parameter settings added to /ETC/SYSCTL.CONF FILE")
LMS_TUNING = Cite(S001, "Additional Oracle performance-tuning tasks")
SGA_ATTACH = Cite(S001, "Appendix A: Lowering the sga attach address")
ASYNC_IO = Cite(S001, "Appendix B: How to enable asynchronous I/O in Oracle")
ORACLE_PARAMS_001 = Cite(S001, "Appendix F: Relevant Oracle parameter settings")
NFS_ASM = Cite(S001, "Test 2: OracleRAC10g with ASM using NFS files")
NFS_ONLY = Cite(S001, "Test 3: OracleRAC10g with NFS as a standalone file system")
ISCSI_HBA = Cite(S001, "Test 4: OracleRAC10g with ASM using QLogic QLA4010 iSCSI HBAs")
FC_HBA = Cite(S001, "Test 5: OracleRAC10g with ASM using QLogic QLA2342 FC adapters")
ISCSI_QUEUE = Cite(S001, "Appendix D: Queue-depth limitations for software iSCSI initiators")

# --- study 002: RAC 10g scalability 1-10 nodes (RHEL 4, x86) ----------------------------------------------------
TESTING_002 = Cite(S002, "TESTING")
DB_CONFIG_002 = Cite(S002, "Database Configuration")
CONCLUSION_002 = Cite(S002, "CONCLUSION")

# --- study 003: x366 RAC, Gigabit vs InfiniBand (RHEL 3, x86_64) ------------------------------------------------
INTERCONNECT_003 = Cite(S003, "Interconnect Analysis")
NETWORK_003 = Cite(S003, "Network Configuration")

# --- study 004: Oracle on z196 (SLES 11 SP1), ECKD vs FCP ------------------------------------------------------
HYPERPAV = Cite(S004, "HyperPAV")
MULTIPATH_DEVICES = Cite(S004, "Multipath devices")
MULTIPATH_PITFALL = Cite(S004, "Important pitfall")
MULTIPATH_CONF = Cite(S004, "multipath.conf setup")
MULTIPATH_SUMMARY = Cite(S004, "Summary")
DASD_FOR_ASM = Cite(S004, "Configuring DASD for ASM")
DISK_PERMISSIONS = Cite(S004, "Setting the disk ownership and access permission (DASD and FCP disks)")
ASM_START = Cite(S004, "ASM start")
REDO_GROUP = Cite(S004, "Oracle 10g: disk setup for logs and data devices")

# --- values -------------------------------------------------------------------------------------------------
ORACLE_USER = "oracle"  # USERS
INSTALL_GROUP = "oinstall"  # USERS
DBA_GROUP = "dba"  # UDEV_ASM: ASM disks belong to oracle:dba
LIMITS = (  # USERS: /etc/security/limits.conf lines (user, type, item, value)
    ("oracle", "hard", "nofile", 65536),
    ("oracle", "soft", "nproc", 2047),
    ("oracle", "hard", "nproc", 16384),
)
PAM_FILES = ("/etc/pam.d/sshd", "/etc/pam.d/login", "/etc/pam.d/su", "/etc/pam.d/xdm")  # USERS
ULIMIT_NOFILE = 65536  # ULIMIT
ULIMIT_NPROC = 16384  # ULIMIT
OPATCH_PLATFORM_ID_SYSTEM_Z = 211  # ULIMIT
ORACLE_BASE = "/product"  # ORACLE_INSTALLATION / HOMES: homes live under /product
CRS_HOME = "/product/crs"  # ORACLE_INSTALLATION, HOMES ($HOME_CRS is /product/crs)
DB_HOME = "/product/rdbms"  # ORACLE_INSTALLATION
ASM_HOME = "/product/asm"  # ORACLE_INSTALLATION
ORA_INVENTORY = "/opt/oracle/oraInventory"  # OUI
LISTENER_PORT = 1521  # LISTENERS, CLIENT_LB
OSA_EXAMPLE_DEVICE = 0x07C0  # NETWORK: ifcfg-qeth-bus-ccw-0.0.07c0 is the study's OSA port
NETDEV_MAX_BACKLOG = 2000  # QUEUE_LENGTH: 1000 -> 2000 gave about +40 %, 2500 degraded
NETDEV_MAX_BACKLOG_DEFAULT = 1000  # QUEUE_LENGTH: SLES 10 default
OCR_OWNER = ("root", "oinstall", "0660")  # OCR_VOTING (oracle takes ownership after the installation)
VOTING_OWNER = ("oracle", "oinstall", "0660")  # OCR_VOTING
ASM_OWNER = ("oracle", "dba", "0660")  # UDEV_ASM, DISK_PERMISSIONS
DASD_BLOCK_SIZE = 4096  # DASD_FOR_ASM: dasdfmt/fdasd -b 4096
MULTIPATH_VENDOR = "IBM"  # MULTIPATH_CONF: lsscsi shows the DS8000 disks as IBM 2107900
MULTIPATH_PRODUCT = "2107900"  # MULTIPATH_CONF
MULTIPATH_PATH_CHECKER = "tur"  # MULTIPATH_CONF (the built-in entry uses the tur checker)
MULTIPATH_BUILTIN_RR_MIN_IO = 1000  # MULTIPATH_CONF: what `multipath -t` shows for IBM 2107900
NFS_DATAFILE_OPTIONS = "hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600"  # NFS_ASM, NFS_ONLY
NFS_CLUSTERFILE_OPTIONS = "hard,nointr,rsize=32768,wsize=32768,tcp,noac,timeo=600"  # NFS_ASM, NFS_ONLY
HBA_MAX_LUNS = 128  # FC_HBA, ISCSI_HBA: max_scsi_luns=128 in /etc/modules.conf
ASM_POOL_MB = 67  # TESTING_002: ASM shared_pool 32M -> 67M and large_pool 12M -> 67M
LMS_NICE = -20  # LMS_TUNING: renice of the ora_lms processes from 0 to -20 (+32 %)
SGA_ATTACH_SHMMAX = 3000000000  # SGA_ATTACH: "increase shmmax to 3000000000" after relinking
X86_32_SHMMAX = 4000000000  # SYSCTL_APPENDIX: shmmax used on the 32-bit x86 nodes
SYSTEM_Z_BASE_RELEASE = "10.2.0.2"  # VERSIONS: 10.2.0.3/10.2.0.4 on System z start from 10.2.0.2
SYSTEM_Z_LIBCLIENT_PATCH = "6007358"  # CRS_BASE
