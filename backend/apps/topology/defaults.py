"""Defaults of the topology document and the study sections they come from.

Each default that the studies give is recorded in ``PROVENANCE`` with its source, so the JSON Schema, the UI and the
docs can say where a pre-filled value comes from.
"""

from __future__ import annotations

CLUSTER_MODE = "workload_balanced"
ORACLE_RELEASE = "10.2.0.4"
PUBLIC_MTU = 1492
INTERCONNECT_MTU = 8192
INBOUND_BUFFERS = 16
RR_MIN_IO = 100
CLUSTER_FILE_MB = 100
DB_BLOCK_SIZE = 8192
PROCESSES = 150
# Study 000 ran SLES 10 SP2; the distribution default is SLES 10, so its service pack defaults to the study's.
DISTRIBUTION_UPDATE = 2
# SLES 10 SP2 has no HyperPAV (study 004, "HyperPAV"), so ECKD disks default to static PAV, with study 004's best
# measured alias count: 20 over its 2 LCUs, i.e. 10 per LCU ("Oracle 11g: using HyperPAV devices").
PAV_MODE = "pav"
# Owner oracle, group dba, read/write for both (study 004, "Setting the disk ownership and access permission (DASD
# and FCP disks)"; study 000, "Using udev when preparing to install Automatic Storage Manager").
UDEV_MODE = "0660"
ALIASES_PER_LCU = 10
LCUS = 2
# Limits of the oracle user (study 000, "Creating users and authentication parameters").
NOFILE_HARD = 65536
NPROC_SOFT = 2047
NPROC_HARD = 16384

S000 = "000_f661c8a8ade0fc72.txt"
S004 = "004_b78c188c063b2127.txt"

PROVENANCE: dict[str, dict[str, str]] = {
    "/cluster/distribution_update": {
        "value": str(DISTRIBUTION_UPDATE), "document": S000, "section": "Introduction",
        "note": "The study's cluster ran SUSE Linux Enterprise Server 10 SP2.",
    },
    "/shared_disks/udev_mode": {
        "value": UDEV_MODE, "document": S004,
        "section": "Setting the disk ownership and access permission (DASD and FCP disks)",
        "note": "The udev rules give the ASM disks to oracle:dba with read/write access (MODE 0660).",
    },
    "/storage/eckd/pav": {
        "value": PAV_MODE, "document": S004, "section": "HyperPAV",
        "note": "HyperPAV needs SLES 10 SP4, SLES 11, RHEL 5.9 or RHEL 6; on SLES 10 SP2 aliases need static PAV.",
    },
    "/storage/eckd/aliases_per_lcu": {
        "value": str(ALIASES_PER_LCU), "document": S004, "section": "Oracle 11g: using HyperPAV devices",
        "note": "Throughput peaked with 20 aliases over 2 LCUs (10 per LCU); 40 (20 per LCU) degraded slightly.",
    },
    "/public_network/mtu": {
        "value": str(PUBLIC_MTU), "document": S000, "section": "Network Setup - MTU size",
        "note": "Oracle RAC and its clients send packets of at most about 1330 bytes; 1492 for the LAN was best.",
    },
    "/interconnect/mtu": {
        "value": str(INTERCONNECT_MTU), "document": S000, "section": "Network Setup - MTU size",
        "note": "8192 for the interconnect fits two 4 KB pages and gave the best throughput.",
    },
    "/interconnect/inbound_buffers": {
        "value": str(INBOUND_BUFFERS), "document": S000, "section": "Network Setup - buffer counts",
        "note": "The default of 16 inbound buffers was best; 64 cost 10% and 128 a further 12%.",
    },
    "/storage/fcp/rr_min_io": {
        "value": str(RR_MIN_IO), "document": S004, "section": "Summary",
        "note": "Multibus with rr_min_io 100 gave the highest transactional and disk throughput.",
    },
    "/cluster_files/ocr/size_mb": {
        "value": str(CLUSTER_FILE_MB), "document": S000, "section": "The Oracle Cluster Registry and the Voting Disk",
        "note": "Each OCR or voting disk and each backup must have 100 MB available.",
    },
    "/kernel/limits/nofile_hard": {
        "value": str(NOFILE_HARD), "document": S000, "section": "Creating users and authentication parameters",
        "note": "limits.conf lines for the oracle user: hard nofile 65536, soft nproc 2047, hard nproc 16384.",
    },
    "/database/db_block_size": {
        "value": str(DB_BLOCK_SIZE), "document": S000, "section": "Cluster Contention - default block size",
        "note": "8 KB is the default block size the study compared against 4 KB.",
    },
}


def kernel_series_for(distribution: str, version: int) -> str:
    """The kernel series a distribution release ships (RHEL 3 is 2.4, SLES 9-11 and RHEL 4-6 are 2.6)."""
    if distribution == "rhel":
        if version <= 3:
            return "2.4"
        if version <= 6:
            return "2.6"
        return {7: "3.x", 8: "4.x"}.get(version, "5.x")
    if version <= 8:
        return "2.4"
    if version <= 11:
        return "2.6"
    return {12: "3.x"}.get(version, "4.x" if version < 15 else "5.x")
