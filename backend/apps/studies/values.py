"""The values the studies give, each named once with the section that gives it.

Topology defaults, rule checks and rendered lines import these names; none of them types the number again (the
meta-test ``apps/studies/tests/test_single_home.py`` fails when one does). A value is written as the study prints it;
the comment says what it is when the note would only repeat the section.
"""

from __future__ import annotations

from . import sections as S
from .citation import Measured

# --- study 000: RAC 10gR2 on System z10 (SLES 10 SP2) -----------------------------------------------------------
DISTRIBUTION_UPDATE = Measured(2, S.INTRODUCTION_000,
                               "The study's cluster ran SUSE Linux Enterprise Server 10 SP2.")
PUBLIC_MTU = Measured(1492, S.MTU, "Oracle RAC and its clients send packets of at most about 1330 bytes; "
                                   "1492 for the LAN was best.")
INTERCONNECT_MTU = Measured(8192, S.MTU, "8192 for the interconnect fits two 4 KB pages and gave the best "
                                         "throughput.")
JUMBO_MTU = Measured(8992, S.MTU, "The possible jumbo frame size; the study names it but did not measure it.")
INBOUND_BUFFERS = Measured(16, S.BUFFER_COUNTS, "The default of 16 inbound buffers was best; 64 cost 10% and 128 a "
                                                "further 12%.")
NETDEV_MAX_BACKLOG_DEFAULT = Measured(1000, S.QUEUE_LENGTH, "The SLES 10 default.")
NETDEV_MAX_BACKLOG = Measured(2000, S.QUEUE_LENGTH, "1000 -> 2000 gave about +40 %.")
NETDEV_MAX_BACKLOG_TOO_LARGE = Measured(2500, S.QUEUE_LENGTH, "2500 degraded throughput again.")
CLUSTER_FILE_MB = Measured(100, S.OCR_VOTING, "Each OCR or voting disk and each backup must have 100 MB available.")
PAGE_BYTES = Measured(4096, S.MTU, "A 4 KB page (8192 fits exactly in two); Linux counts kernel.shmall in pages of "
                                   "4096 bytes on s390x, x86 and x86_64.")
DB_BLOCK_SIZE = Measured(8192, S.BLOCK_SIZE, "8 KB is the default block size the study compared against 4 KB.")
# "The values of some of the parameters must be increased if they are not equal to or greater than these values"
# (multi-value keys compare element by element); the port range is listed with them but must be at least as wide.
KERNEL_MINIMUMS = Measured({
    "kernel.sem": (250, 32000, 100, 128),
    "fs.file-max": (65536,),
    "net.core.rmem_default": (1048576,),
    "net.core.rmem_max": (1048576,),
    "net.core.wmem_default": (262144,),
    "net.core.wmem_max": (262144,),
}, S.KERNEL_PARAMS)
PORT_RANGE_KEY = "net.ipv4.ip_local_port_range"
PORT_RANGE = Measured((1024, 65000), S.KERNEL_PARAMS, "The local port range must reach from 1024 to 65000.")
# limits.conf lines for the oracle user (the profile sets the same ceilings with ulimit).
NOFILE_HARD = Measured(65536, S.USERS, "limits.conf lines for the oracle user: hard nofile 65536, soft nproc 2047, "
                                       "hard nproc 16384.")
NPROC_SOFT = Measured(2047, S.USERS)
NPROC_HARD = Measured(16384, S.USERS)
ORACLE_USER = Measured("oracle", S.USERS)
INSTALL_GROUP = Measured("oinstall", S.USERS)
DBA_GROUP = Measured("dba", S.UDEV_ASM, "ASM disks belong to oracle:dba.")
PAM_FILES = Measured(("/etc/pam.d/sshd", "/etc/pam.d/login", "/etc/pam.d/su", "/etc/pam.d/xdm"), S.USERS)
OPATCH_PLATFORM_ID_SYSTEM_Z = Measured(211, S.ULIMIT)
ORACLE_BASE = Measured("/product", S.ORACLE_INSTALLATION, "Homes live under /product.")
CRS_HOME = Measured("/product/crs", S.ORACLE_INSTALLATION, "$HOME_CRS is /product/crs.")
DB_HOME = Measured("/product/rdbms", S.ORACLE_INSTALLATION)
ASM_HOME = Measured("/product/asm", S.ORACLE_INSTALLATION)
ORA_INVENTORY = Measured("/opt/oracle/oraInventory", S.OUI)
LISTENER_PORT = Measured(1521, S.LISTENERS)
OSA_EXAMPLE_DEVICE = Measured(0x07C0, S.NETWORK, "ifcfg-qeth-bus-ccw-0.0.07c0 is the study's OSA port.")
OCR_OWNER = Measured(("root", "oinstall", "0660"), S.OCR_VOTING,
                     "oracle takes ownership after the installation.")
VOTING_OWNER = Measured(("oracle", "oinstall", "0660"), S.OCR_VOTING)
SYSTEM_Z_BASE_RELEASE = Measured("10.2.0.2", S.VERSIONS, "10.2.0.3/10.2.0.4 on System z start from 10.2.0.2.")
SYSTEM_Z_LIBCLIENT_PATCH = Measured("6007358", S.CRS_BASE)

# --- study 001: RAC 10g with N series storage (RHEL 3, x86) ------------------------------------------------------
# Appendix C: every /etc/sysctl.conf entry of the nodes (multi-value keys compare element by element).
SYSCTL_APPENDIX_C = Measured({
    "kernel.shmmax": (4000000000,),
    "kernel.shmall": (3282294,),
    "kernel.shmmni": (4096,),
    "kernel.sem": (1000, 32000, 100, 142),
    "fs.file-max": (327679,),
    "net.ipv4.ip_local_port_range": (1024, 65000),
    "kernel.msgmnb": (65535,),
    "kernel.msgmni": (2878,),
    "kernel.msgmax": (8192,),
    "net.core.rmem_max": (262144,),
    "net.core.wmem_max": (262144,),
    "net.core.rmem_default": (262144,),
    "net.core.wmem_default": (262144,),
    "net.ipv4.tcp_rmem": (4096, 87380, 8388608),
    "net.ipv4.tcp_wmem": (4096, 65536, 8388608),
    "net.ipv4.tcp_mem": (4096, 4096, 4096),
}, S.SYSCTL_APPENDIX)
X86_32_SHMMAX = Measured(SYSCTL_APPENDIX_C.value["kernel.shmmax"][0], S.SYSCTL_APPENDIX,
                         "kernel.shmmax of the 32-bit x86 nodes.")
SGA_ATTACH_SHMMAX = Measured(3000000000, S.SGA_ATTACH, '"increase shmmax to 3000000000" after relinking.')
LMS_NICE = Measured(-20, S.LMS_TUNING, "Tuning iteration 2 (Table 1): renicing the ora_lms processes from 0 to -20 "
                                       "gave about +32 %.")
HBA_QUEUE_DEPTH = Measured(128, S.FC_HBA, "execution_throttle set with SANsurfer on the QLA4010 and QLA2342.")
HBA_MAX_LUNS = Measured(128, S.FC_HBA, "max_scsi_luns=128 in /etc/modules.conf.")
NFS_DATAFILE_OPTIONS = Measured("hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600", S.NFS_ASM)
NFS_CLUSTERFILE_OPTIONS = Measured("hard,nointr,rsize=32768,wsize=32768,tcp,noac,timeo=600", S.NFS_ASM)

# --- study 002: RAC 10g scalability 1-10 nodes (RHEL 4, x86) ----------------------------------------------------
# The entries the study added to /etc/sysctl.conf (section TESTING).
SYSCTL_TESTING_002 = Measured({
    "kernel.shmmax": (2147483648,),
    "kernel.sem": (250, 32000, 100, 128),
    "fs.file-max": (65536,),
    "fs.aio-max-nr": (1048576,),
    "net.ipv4.ip_local_port_range": (1024, 65000),
    "net.core.rmem_default": (262144,),
    "net.core.rmem_max": (262144,),
    "net.core.wmem_default": (262144,),
    "net.core.wmem_max": (262144,),
}, S.TESTING_002)
ASM_POOL_MB = Measured(67, S.TESTING_002, "ASM shared_pool 32M -> 67M and large_pool 12M -> 67M.")

# --- study 003: x366 RAC (RHEL 3, x86_64) ----------------------------------------------------------------------
LMS_CAP_10G = Measured(20, S.IC_CONCEPT_003, "In Oracle 9i the LMS processes were limited to 10, in Oracle 10g 20.")
RHEL3_EM64T_UPDATE = Measured(2, S.RHEL_003, "RHEL 3 supports EM64T (x86_64) from Update 2; the study ran Update 4.")

# --- study 004: Oracle on z196 (SLES 11 SP1), ECKD vs FCP --------------------------------------------------------
UDEV_MODE = Measured("0660", S.DISK_PERMISSIONS,
                     "The udev rules give the ASM disks to oracle:dba with read/write access (MODE 0660).")
ASM_OWNER = Measured((ORACLE_USER.value, DBA_GROUP.value, UDEV_MODE.value), S.DISK_PERMISSIONS)
PAV_MODE = Measured("pav", S.HYPERPAV, "HyperPAV needs SLES 10 SP4, SLES 11, RHEL 5.9 or RHEL 6; on SLES 10 SP2 "
                                      "aliases need static PAV.")
PAV_MULTIPATH = Measured(True, S.HYPERPAV, "Static PAV devices require the multipath daemon and its configuration; "
                                         "HyperPAV only has to be enabled in Linux.")
ALIASES_PER_LCU = Measured(10, S.HYPERPAV_11G, "Throughput peaked with 20 aliases over 2 LCUs (10 per LCU); 40 "
                                               "(20 per LCU) degraded slightly.")
ALIASES_PER_LCU_GOOD_RANGE = Measured((10, 20), S.HYPERPAV_SCALING.at("Conclusion"),
                                      "10 to 20 alias devices per LCU was a good number for the OLTP workload.")
LCUS = Measured(2, S.HYPERPAV_11G, "The study spread its disks over 2 LCUs.")
RR_MIN_IO = Measured(100, S.MULTIPATH_SUMMARY, "Multibus with rr_min_io 100 gave the highest transactional and disk "
                                               "throughput.")
RR_MIN_IO_BEST_RANGE = Measured((100, 500), S.MULTIPATH_OPTIONS, "With 6 CPUs the best rr_min_io was between 100 "
                                                                 "and 500.")
RR_MIN_IO_MEASURED_RANGE = Measured((10, 1000), S.MULTIPATH_OPTIONS, "In the multibus mode the parameter rr_min_io "
                                                                     "is scaled between 10 and 1000.")
DASD_BLOCK_SIZE = Measured(4096, S.DASD_FOR_ASM, "dasdfmt/fdasd -b 4096.")
FCP_BLOCK_SIZE = Measured(8192, S.FCP_DISK_THROUGHPUT, "The FCP runs used small requests of the 8 KB Oracle block "
                                                       "size; larger blocks may want a smaller rr_min_io.")
MULTIPATH_VENDOR = Measured("IBM", S.MULTIPATH_CONF, "lsscsi shows the DS8000 disks as IBM 2107900.")
MULTIPATH_PRODUCT = Measured("2107900", S.MULTIPATH_CONF)
MULTIPATH_PATH_CHECKER = Measured("tur", S.MULTIPATH_CONF, "The built-in entry uses the tur checker.")
MULTIPATH_BUILTIN_RR_MIN_IO = Measured(1000, S.MULTIPATH_CONF, "What `multipath -t` shows for IBM 2107900.")
MULTIPATH_POLICY_SECTION = Measured("devices", S.MULTIPATH_CONF,
                                    "The study set path_grouping_policy and rr_min_io in a devices entry for IBM "
                                    "2107900, because the built-in entry overwrote its defaults section.")


def measured_values() -> dict[str, Measured]:
    """Every named value of this module, by name (the renderer's templates read them as ``study.<NAME>``)."""
    return {k: v for k, v in globals().items() if k.isupper() and isinstance(v, Measured)}
