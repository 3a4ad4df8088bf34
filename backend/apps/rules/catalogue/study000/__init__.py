"""Rules from study 000: Oracle RAC 10gR2 on SLES 10 SP2 in two z10 LPARs (network tuning and set-up).

The study ran an OLTP workload with zero think time in workload-balanced mode on two LPARs of one IBM System z10
(2 or 3 dedicated IFLs and 16 GB each, ECKD DASD on a DS8000), with HiperSockets, a 10 Gb OSA port-to-port cable or
a 1 Gb OSA LAN as the interconnect. Its measured results (ASM versus OCFS2, 4 KB versus 8 KB blocks, dedicated
versus shared servers, inbound buffer count, MTU, device queue length, interconnect device type, z196) and its
set-up requirements (software levels, kernel minimums, OCR/voting disks, device naming) are encoded here.

Most checks are limited to System z, the platform the study measured; the other studies speak for x86. Where a
statement's reason does not depend on the platform or the release (ASM's own striping, the VIP as an alias of the
public interface, the clusterware's release condition, Oracle Net's server processes), the rule applies wherever the
reason holds, and its message says where the study found it (``_beyond``). The ledger of the study
(``apps.studies.ledger.s000``) names, for every statement, the rules that carry it and their scope.

One module per category of the study's rules (``platform``, ``software``, ``public_network``, ``interconnect``,
``kernel``, ``storage``, ``shared_disks``, ``ocr_voting``, ``database``, ``server_processes``, ``results``);
``_common`` holds the values and helpers they share.
"""

# Importing a module registers its rules (apps.rules.engine.rule).
from . import (  # noqa: F401
    database,
    interconnect,
    kernel,
    ocr_voting,
    platform,
    public_network,
    results,
    server_processes,
    shared_disks,
    software,
    storage,
)
