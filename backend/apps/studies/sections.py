"""Named study sections: the headings that the defaults, the rules and the rendered files cite by name.

Each heading is the text of a heading line of its study as the study prints it (``apps.studies.seeds`` checks that).
"""

from __future__ import annotations

from .citation import S000, S001, S002, S003, S004, Cite

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
INTRODUCTION_000 = Cite(S000, "Introduction")
BLOCK_SIZE = Cite(S000, "Cluster Contention - default block size")
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
HYPERPAV_11G = Cite(S004, "Oracle 11g: using HyperPAV devices")
HYPERPAV_SCALING = Cite(S004, "ECKD Devices: Scaling HyperPAV aliases")
MULTIPATH_DEVICES = Cite(S004, "Multipath devices")
MULTIPATH_PITFALL = Cite(S004, "Important pitfall")
MULTIPATH_CONF = Cite(S004, "multipath.conf setup")
MULTIPATH_SUMMARY = Cite(S004, "Summary")
MULTIPATH_OPTIONS = Cite(S004, "Oracle 11g: multipath daemon - options")
FCP_DISK_THROUGHPUT = Cite(S004, "Total disk throughput (read + write)")
DASD_FOR_ASM = Cite(S004, "Configuring DASD for ASM")
DISK_PERMISSIONS = Cite(S004, "Setting the disk ownership and access permission (DASD and FCP disks)")
ASM_START = Cite(S004, "ASM start")
REDO_GROUP = Cite(S004, "Oracle 10g: disk setup for logs and data devices")
