"""Rules from study 004: disk I/O connectivity for Oracle on Linux on System z196 (ECKD with HyperPAV versus FCP).

The study ran a stand-alone Oracle database (Grid infrastructure + ASM, one z196 LPAR, SLES 11 SP1) with an OLTP
workload that was kept deliberately disk-bound (4 GiB SGA), and varied the storage attachment: HyperPAV aliases on
ECKD, multipath policies and ``rr_min_io`` on FCP, log placement in ASM, and Oracle 10gR2 against 11gR2.
Every number quoted below comes from that study.

One module per category of the study's rules (``eckd``, ``asm_logs``, ``fcp_multipath``, ``software_capacity``,
``results``); ``_common`` holds the values and helpers they share.
"""

# Importing a module registers its rules (apps.rules.engine.rule).
from . import asm_logs, eckd, fcp_multipath, results, software_capacity  # noqa: F401
