"""Rules from study 001: Oracle RAC 10g on RHEL 3 (x86, 3 nodes) with IBM System Storage N series.

The study compares six shared-storage set-ups (software iSCSI + ASM, ASM on NFS files, NFS as the file system,
iSCSI HBA + ASM, FC HBA + ASM, FC HBA + OCFS) after a series of tuning iterations on the software iSCSI set-up
(SGA size, LMS priority, parallel and DB writer settings, buffer cache floor). Throughput is in order entry
transactions per minute (OETs).

Most rules are scoped to what the study ran: x86 nodes, RHEL 3 (a 2.4 kernel), Oracle 10.1. Where a rule applies
more widely the study says so and the check is wider too.

One module per category of the study's rules (``shared_disks``, ``database``, ``tuning``, ``relinking``, ``storage``,
``ocr_voting``, ``interconnect_kernel``); ``_common`` holds the values and helpers they share.
"""

# Importing a module registers its rules (apps.rules.engine.rule).
from . import database, interconnect_kernel, ocr_voting, relinking, shared_disks, storage, tuning  # noqa: F401
