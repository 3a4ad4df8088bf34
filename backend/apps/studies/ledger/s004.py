"""Ledger of study 004: Oracle Database 10gR2 and 11gR2 on Linux on System z196 (SLES 11 SP1), ECKD versus FCP.

The study ran one stand-alone Oracle database (Grid infrastructure and ASM) in one z196 LPAR with an OLTP workload
that it kept disk-bound on purpose (4 GiB SGA, at least 100 MiB/s of disk I/O), and varied the disk attachment:
SGA size and log placement with 10gR2 on ECKD, 10gR2 against 11gR2, HyperPAV aliases on ECKD, the multipath policy
and ``rr_min_io`` on FCP, and the IFLs that FCP needed. Every effect below was measured in that single instance; where
its reason carries over to a RAC's database tier, ``scope.carries_over`` says so and the rule's finding says so too.
"""

from __future__ import annotations

from .. import sections as S
from ..citation import S004, Cite
from .types import Effect, Scope, SetAside, Statement, capacity, default, nothing, reference, rules

# --- where the study's statements hold ---------------------------------------------------------------------------
_LAB = {"platform": ("s390x",), "virtualisation": ("lpar",), "distribution": ("sles11-sp1",),
        "disk_manager": ("asm",), "workload": ("oltp",), "nodes": (1,)}
ECKD_10G = Scope(**_LAB, release=("10.2",), storage=("eckd",))
ECKD_11G = Scope(**_LAB, release=("11.2",), storage=("eckd",))
ECKD_ANY = Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",))
FCP_11G = Scope(**_LAB, release=("11.2",), storage=("fcp",))
BOTH_11G = Scope(**_LAB, release=("11.2",), storage=("eckd", "fcp"))
RELEASES = Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",))

_HYPERPAV_CARRIES = ("any database on ECKD DASD on System z, single instance or each RAC node: the reason is the "
                     "one-request-per-subchannel rule of ECKD, not the workload's size or the node count")
_HYPERPAV_COUNT_CARRIES = ("ECKD with HyperPAV on a DS8000-class storage server; the number is the study's OLTP "
                           "workload's, so it is a starting point to check with the DASD statistics, not a limit")
_MULTIPATH_CARRIES = ("any FCP disk on Linux driven by the multipath daemon, single instance or RAC: the reason is how "
                      "the daemon and multipath.conf work, not the workload")
_RR_CARRIES = ("OLTP with small (8 KB) blocks on multibus FCP; the study expects larger blocks and higher rates to "
               "want smaller values, so it is not applied to DSS or to blocks above 8 KB below 100")
_FCP_CPU_CARRIES = ("an I/O-heavy OLTP database on FCP disks on System z, on each node of a RAC: FCP I/O and path "
                    "switching run on the Linux CPUs, not on the SAPs")
_LOGS_CARRIES = ("any ASM database, single instance or RAC, on any platform: the reason is the I/O pattern of redo "
                 "against data, not System z")
_RELEASE_CARRIES = ("a RAC's database tier on System z running OLTP: the gain came from 11gR2's caching and lower CPU "
                    "per transaction inside the database, not from running a single instance; RAC plans get it as "
                    "advice marked as measured on a z196 single instance")

_SGA_CARRIES = ("a disk-bound OLTP database on any platform, single instance or each RAC instance: the reason is "
                "buffer cache hits against disk reads; the result rule reads the run's own User I/O share and hit "
                "ratio")
_USER_IO_CARRIES = ("a run on ECKD disks without aliases whose waits are User I/O, single instance or RAC: the "
                    "reason is ECKD's subchannel busy, which the run's wait profile shows")

_LAB_ONLY = "describes how the study set up its lab; it asks nothing of a plan"

REDO = S.REDO_GROUP
SGA = Cite(S004, "Oracle 10g: scaling the SGA size")
BUFFER_HIT = Cite(S004, "Buffer hit ratio and wait times for the class User I/O")
USERS_DISK = Cite(S004, "Disk I/O throughput when scaling the amount of workload generating users")
REL_TPS = S.RELEASE_TPS_004
REL_DISK = Cite(S004, "User scaling and disk throughput")
REL_CPU = S.RELEASE_CPU_004
SAN_TIMES = S.SAN_TIMES_004
CPU_FCP_ECKD = Cite(S004, "Comparing CPU cost per transactional throughput")
FCP_ECKD_SUMMARY = Cite(S004, "Summary: comparing FCP and ECKD disk devices")
SUMMARY = S.MULTIPATH_SUMMARY  # the study's chapter-one "Summary"

STATEMENTS: tuple[Statement, ...] = (
    # --- Chapter 1: introduction, objectives ----------------------------------------------------------------------
    Statement(
        id="004-000a", cite=S.INTRODUCTION_004, kind="requirement",
        scope=Scope(platform=("s390x",),
                    carries_over="any plan off System z that names ECKD DASD or System z FCP (zfcp) disks: the "
                                 "sentence names them as the disk types System z provides, reached through its "
                                 "FICON channels (004-030); the x86 studies (001 to 003) reached their disks through "
                                 "FC or iSCSI host bus adapters or NFS"),
        quote="System z<sup>®</sup> provides two different disk types, ECKD<sup>™</sup> and FCP disks, with many "
              "additional features, some of which are prized features.",
        does=(rules("PL003"),),
        note="Added after 004-001 was numbered, hence its id; it stands before 004-001 in the study. A fact of the "
             "platform rather than a rule of use, filed as a requirement as 000-036 (HiperSockets) is: a plan "
             "elsewhere that names these disks cannot be built.",
    ),
    Statement(
        id="004-001", cite=Cite(S004, "Chapter 1. Introduction"), kind="setup", scope=RELEASES,
        quote="The Oracle Database was used as single instance database server, installed together with the Oracle "
              "grid architecture and the Automatic Storage Manager.",
        does=(reference("s004-eckd-hyperpav-11g"),),
        note="The scope of every entry of this study: one instance, Grid infrastructure and ASM, one z196 LPAR.",
    ),
    Statement(
        id="004-002", cite=Cite(S004, "Objectives"), kind="setup", scope=RELEASES,
        quote="When most of the data came from the caches, it was clear that changes in the underlying disk I/O "
              "subsystem might have only a moderate to no impact on the transactional throughput rates.",
        does=(nothing("why the study kept its workload disk-bound: the storage effects below were measured on a "
                      "disk-bound run and say so in their scope notes; nothing to check in a plan"),),
        note="A condition of every storage effect of this study (HyperPAV, multipath, log placement): they hold "
             "where the run is disk-bound.",
    ),
    Statement(
        id="004-003", cite=Cite(S004, "Objectives"), kind="setup", scope=RELEASES,
        quote="Therefore, the requirement was that the total disk I/O throughput (read + write) was at least 100 "
              "MiB/sec. This was reached by reducing the SGA (decreasing the cache hit ratios) and scaling the "
              "amount of user.",
        does=(reference("s004-eckd-10g"),),
        note="The lab's operating point, not a sizing rule.",
    ),
    Statement(
        id="004-004", cite=Cite(S004, "Objectives"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="This can become a severe bottle neck. It becomes even more relevant the larger the single disk is, and "
              "the higher the amount of parallel running I/O processes is.",
        does=(rules("ST071"),),
        note="The subchannel-busy issue of ECKD: parallel requests to one disk queue.",
    ),
    Statement(
        id="004-005", cite=Cite(S004, "Objectives"), kind="recommendation",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="The solution here is to use PAV or HyperPAV devices.",
        does=(rules("ST071"),),
    ),
    Statement(
        id="004-006", cite=Cite(S004, "Objectives"), kind="setup", scope=ECKD_ANY,
        quote="For this reason we used mod27 DASD devices instead of mod9 devices to ensure that this effect really "
              "impacts our environment.",
        does=(reference("s004-eckd-no-hyperpav-11g"),),
        note="The HyperPAV gain was measured on mod27 volumes; smaller volumes suffer less from subchannel busy.",
    ),
    # --- Executive summary ---------------------------------------------------------------------------------------
    Statement(
        id="004-007", cite=S.EXECUTIVE_SUMMARY_004, kind="recommendation",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="For the database setup we recommend that you place the logs into separate disk groups to reduce the "
              "wait time for log events!",
        does=(rules("SD075"),),
    ),
    Statement(
        id="004-008", cite=S.EXECUTIVE_SUMMARY_004, kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_RELEASE_CARRIES),
        quote="The comparison of Oracle 11g with Oracle 10g showed a very impressive improvement of approximately a "
              "factor of four for a transactional workload, together with more effective caching behavior.",
        does=(rules("IN081", "IN088"), capacity("s004-11g")),
        effect=Effect(metric="throughput", baseline="Oracle 10.2.0.5, z196 LPAR, ECKD, OLTP 80-120 users, 4 GiB SGA",
                      variant="Oracle 11.2.0.2, same system and workload", change_pct=300.0),
        note="'Approximately a factor of four'; the results chapter says 'more than a factor of 4'.",
    ),
    Statement(
        id="004-009", cite=S.EXECUTIVE_SUMMARY_004, kind="recommendation",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",)),
        quote="The CPU effort per transaction was also lower, which highly recommends an update to Oracle Release "
              "11g at least for transactional workloads.",
        does=(rules("IN081"),),
        note="The recommendation is a warning for a single-instance OLTP plan on System z (IN081); a RAC plan gets "
             "the measured gain as advice (IN088, entries 004-008, 004-078, 004-082), since the study did not run "
             "RAC.",
    ),
    Statement(
        id="004-010", cite=S.EXECUTIVE_SUMMARY_004, kind="recommendation",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="For DASD devices and database workload we highly recommend the use of HyperPAV.",
        does=(rules("ST071", "RS084", "ST074"),),
        note="The document's default pav is static PAV (values.PAV_MODE), because HyperPAV needs SLES 10 SP4 or "
             "later and the other System z study ran SLES 10 SP2; ST074 moves a plan on a HyperPAV-capable level to "
             "HyperPAV, ST071 a plan without aliases.",
    ),
    Statement(
        id="004-011", cite=S.EXECUTIVE_SUMMARY_004, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="It provides a 40% performance improvement and is very convenient to manage.",
        does=(rules("ST071"), reference("s004-hyperpav-20")),
        effect=Effect(metric="throughput", baseline="ECKD without HyperPAV (0 aliases), Oracle 11.2.0.2, 4 IFLs",
                      variant="ECKD with 20 HyperPAV aliases over 2 LCUs (10 per LCU)", change_pct=40.0),
    ),
    Statement(
        id="004-012", cite=S.EXECUTIVE_SUMMARY_004, kind="recommendation",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_RR_CARRIES),
        quote="For FCP devices the recommended setup for our workload is a multipath setup with the policy multibus "
              "and the rr_min_io parameter 100. It provides the highest transactional and disk throughput at the "
              "lowest CPU cost.",
        does=(rules("ST077", "ST078"), default("/storage/fcp/rr_min_io"), reference("s004-fcp-multibus-rr100-11g")),
    ),
    Statement(
        id="004-013", cite=FCP_ECKD_SUMMARY, kind="recommendation", scope=BOTH_11G,
        quote="When maximum performance should be reached FCP devices are good candidates",
        does=(nothing("a choice between two attachments by the architect's priorities (performance against CPU and "
                      "administration); both are valid, RACplan cannot know which comes first, so neither is "
                      "flagged. The CPU that FCP needs is entry 004-014"),),
        note="Printed twice, in the executive summary and in the closing summary.",
    ),
    Statement(
        id="004-014", cite=FCP_ECKD_SUMMARY, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="but it requires additional CPU capacity to drive the workload",
        does=(rules("WL082"),),
        note="Measured as 14% more CPU per transaction than ECKD with HyperPAV (004-133) and 4 IFLs saturated "
             "(004-024).",
    ),
    Statement(
        id="004-015", cite=FCP_ECKD_SUMMARY, kind="recommendation", scope=BOTH_11G,
        quote="When administration effort and low CPU requirements have a high priority, ECKD devices with HyperPAV "
              "are good candidates",
        does=(nothing("the other side of the choice in 004-013; ECKD without aliases is ST071, HyperPAV's alias "
                      "count ST072/ST087"),),
    ),
    # --- Chapter 1 Summary --------------------------------------------------------------------------------------
    Statement(
        id="004-016", cite=SUMMARY, kind="setup", scope=ECKD_10G,
        quote="A SGA size of 4 GB was found as appropriate for our workload.",
        does=(reference("s004-eckd-10g"),),
        note="Appropriate for making the workload disk-bound (004-003, 004-065), not a production sizing.",
    ),
    Statement(
        id="004-017", cite=SUMMARY, kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="The first basic setup tests with Oracle 10g showed that placing the logs into a separate disk group "
              "with two additional disks heavily reduces the wait time for log events!",
        does=(rules("SD075"),),
    ),
    Statement(
        id="004-018", cite=SUMMARY, kind="measured_effect", scope=ECKD_10G,
        quote="When the number of users was scaled the transactional throughput scaled much lower than the amount of "
              "users, which confirms that the workload is waiting for disk I/O. The CPU load and the transactional "
              "throughput scaled at the same rate, indicating that there is no CPU overhead related to the workload "
              "in the used range.",
        does=(capacity("s004-users"),),
    ),
    Statement(
        id="004-019", cite=SUMMARY, kind="recommendation",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",)),
        quote="Additionally, the CPU effort per transaction was also lower, which highly recommends the update to "
              "Oracle 11g, at least for transactional workloads.",
        does=(rules("IN081"),),
        note="Printed again, nearly word for word, as the conclusion of 004-083.",
    ),
    Statement(
        id="004-020", cite=SUMMARY, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="The usage of HyperPAV devices improved the transactional and the disk I/O throughput by 40%, even for "
              "the dramatically reduced disk I/O rate coming up with the switch to Oracle 11g. The expectation is "
              "that the impact of HyperPAV devices increases with increasing disk I/O requirements.",
        does=(rules("ST071", "RS084"),),
        effect=Effect(metric="throughput", baseline="ECKD without HyperPAV (0 aliases), Oracle 11.2.0.2, 4 IFLs",
                      variant="ECKD with 20 HyperPAV aliases over 2 LCUs (10 per LCU)", change_pct=40.0),
        note="Transactional and disk I/O throughput both rose by 40%; the study expects more with more disk I/O.",
    ),
    Statement(
        id="004-021", cite=SUMMARY, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="The amount of required HyperPAV devices was for this workload with 20 devices relatively small. "
              "Another important finding is that too many HyperPAV devices lead to a degradation, even if it is "
              "moderate.",
        does=(rules("ST087"), default("/storage/eckd/aliases_per_lcu")),
        note="20 devices summed over the study's 2 LCUs, i.e. 10 per LCU (the document's default); the "
             "degradation was measured at 40 (20 per LCU).",
    ),
    Statement(
        id="004-022", cite=SUMMARY, kind="recommendation", scope=ECKD_11G,
        quote="Here monitoring the response times of the storage server (for example with the DASD statistics) can "
              "help to decide what is a good number.",
        does=(nothing("tuning after deployment from /proc/dasd/statistics, which RACplan does not import; ST072's "
                      "description repeats the advice"),),
        note="Printed twice (Summary and the HyperPAV results).",
    ),
    Statement(
        id="004-023", cite=SUMMARY, kind="recommendation",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="From the administrative perspective the big advantage of HyperPAV with respect to PAV is the simple "
              "handling, it just needed to be enabled in Linux, the Linux kernel then handles multipathing and "
              "workload balancing.",
        does=(rules("ST074"),),
    ),
    Statement(
        id="004-024", cite=SUMMARY, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="When using FCP devices the workload was able to saturate the 4 IFLs, leading to effect that the "
              "throughput was limited by the CPU capacity. Adding two further IFLs provides a higher throughput but a "
              "CPUs utilization still up to 90%, which might still limit the transactional throughput.",
        does=(rules("WL082", "RS086"), capacity("s004-ifls")),
    ),
    Statement(
        id="004-025", cite=SUMMARY, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="Adding even more CPUs provides only a slight improvement for this workload.",
        does=(capacity("s004-ifls"), reference("s004-fcp-multibus-rr100-8ifl-11g")),
        note="8 IFLs against 6: 'very slight' (no number printed).",
    ),
    Statement(
        id="004-026", cite=SUMMARY, kind="requirement", scope=Scope(**_LAB, release=("11.2",), storage=("fcp",),
                                                                     carries_over=_MULTIPATH_CARRIES),
        quote="With FCP disks the multipath daemon is required to implement multipathing.",
        does=(nothing("the bundle writes /etc/multipath.conf for every FCP plan (storage/multipath.conf.j2), so no "
                      "plan can leave the daemon out; a single path is ST079"),),
    ),
    Statement(
        id="004-027", cite=SUMMARY, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_RR_CARRIES),
        quote="A setup which uses the multibus policy and switches between the paths after each 100 requests "
              "(rr_min_io parameter) provided the highest disk I/O bandwidth in our scenario. This value for "
              "rr_min_io might be specific to this type of workload.",
        does=(rules("ST078"), default("/storage/fcp/rr_min_io")),
        note="Why ST078 is held to OLTP plans.",
    ),
    Statement(
        id="004-028", cite=SUMMARY, kind="setup", scope=FCP_11G,
        quote="In terms of disk I/O pattern this means a throughput up to 200MB/sec with small request sizes (8KB "
              "Oracle block size), which is remarkable, but not too high.",
        does=(rules("ST078"),),
        note="The block size the rr_min_io result holds for (values.FCP_BLOCK_SIZE).",
    ),
    Statement(
        id="004-029", cite=SUMMARY, kind="setup", scope=FCP_11G,
        quote="The expectation is that higher throughput rates, especially with larger block sizes, require smaller "
              "even rr_min_io values, which means sending less requests to the same path and switching earlier to "
              "another path.",
        does=(rules("ST078"),),
        note="An expectation, not a measurement: ST078 does not flag rr_min_io below 100 for blocks above 8 KB.",
    ),
    # --- Chapter 2: the lab's hardware -----------------------------------------------------------------------------
    Statement(
        id="004-030", cite=Cite(S004, "Server hardware"), kind="setup", scope=Scope(**_LAB, storage=("fcp",)),
        quote="4 Ficon Express8 S LX (shortwave) supporting FCP for SCSI device access",
        does=(rules("ST079", "PL003"),),
        note="Four FCP channels, hence the four paths per disk that the study's multipath -l shows; ST079's patch "
             "plans four paths.",
    ),
    Statement(
        id="004-031", cite=Cite(S004, "DASD"), kind="setup", scope=Scope(**_LAB, storage=("eckd",)),
        quote="Each test uses 10 ECKD devices type mod 27s spread over 2 Logical Control Units (LCUs), one from each "
              "internal process complex",
        does=(default("/storage/eckd/lcus"), reference("s004-eckd-hyperpav-11g")),
    ),
    Statement(
        id="004-032", cite=Cite(S004, "FCP"), kind="setup", scope=Scope(**_LAB, storage=("fcp",)),
        quote="Each test uses 10 FCP devices, size 20 GiB spread over 2 LSS's, one from each internal processor "
              "complex",
        does=(reference("s004-fcp-multibus-rr100-11g"),),
    ),
    Statement(
        id="004-033", cite=Cite(S004, "FCP"), kind="setup", scope=Scope(**_LAB, storage=("eckd", "fcp")),
        quote="The disk devices were selected from both internal processor complexes on the DS8300, to make use of the "
              "full cache capacity from both complexes.",
        does=(default("/storage/eckd/lcus"),),
        note="Why the study used two LCUs (two LSSs for FCP); the plan's lcus default is 2.",
    ),
    # --- Chapter 3: HyperPAV --------------------------------------------------------------------------------------
    Statement(
        id="004-034", cite=S.HYPERPAV, kind="setup",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="If there is no aliasing of disk devices then only one I/O transfer can be in progress to a device at a "
              "time, regardless of the actual capability of the storage server to handle concurrent access to "
              "devices.",
        does=(rules("ST071"),),
        note="A property of ECKD on System z; the reason of ST071.",
    ),
    Statement(
        id="004-035", cite=S.HYPERPAV, kind="requirement",
        scope=Scope(platform=("s390x",), storage=("eckd",),
                    carries_over="any Linux on System z with ECKD: the support is in the distribution's DASD driver"),
        quote="HyperPAV has been supported on Linux on System z since Red Hat Enterprise Linux 6.0, SUSE Linux "
              "Enterprise 10 SP4, SUSE Linux Enterprise 11, Red Hat Enterprise Linux 5.9.",
        does=(rules("ST070"),),
        note="ST074 (static PAV where HyperPAV is available) reads the same levels.",
    ),
    Statement(
        id="004-036", cite=S.HYPERPAV, kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="This study uses HyperPAV only because it is much easier to administer and provides the greater "
              "flexibility.",
        does=(rules("ST074"),),
    ),
    Statement(
        id="004-037", cite=S.HYPERPAV, kind="requirement",
        scope=Scope(platform=("s390x",), storage=("eckd",),
                    carries_over="any ECKD on a DS8000 series storage unit"),
        quote="A LCU is a logical set of DASD devices on a DS8000 series disk storage unit and it can have up to 256 "
              "possible DASD device addresses from 00 to ff. After the base devices are defined any remaining device "
              "numbers in an LCU can be used as an alias by the system to access any of the base addresses in the "
              "same LCU.",
        does=(rules("ST073"),),
    ),
    Statement(
        id="004-038", cite=S.HYPERPAV, kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="While the usage of PAV devices requires the usage of the multipath daemon and its configuration, the "
              "advantage of HyperPAV is that it only needs to be enabled on Linux, everything else is handled by the "
              "kernel, and is transparent to the user.",
        does=(rules("ST074", "ST075"), default("/storage/eckd/pav_multipath")),
    ),
    Statement(
        id="004-039", cite=S.HYPERPAV, kind="setup", scope=Scope(platform=("s390x",), storage=("eckd",),
                                                                  distribution=("sles11-sp1",)),
        quote="HyperPAV devices on a SUSE Linux Enterprise distribution can be activated by using yast or the tool "
              "dasd_config, for example, dasd_configure 0.0.c062 1 This also creates the required udev rules.",
        does=(nothing("how the lab enabled its alias devices; the plan records pav and aliases_per_lcu, the "
                      "storage-server and IOCDS definitions are outside the bundle"),),
    ),
    Statement(
        id="004-040", cite=S.HYPERPAV, kind="requirement", scope=Scope(platform=("s390x",), storage=("eckd",)),
        quote="Ensure that the devices are not excluded from the device list via cio_ignore in zipl.conf",
        does=(nothing("the bundle's zipl.conf DASD fragment (storage/zipl_dasd.j2) lists the plan's devices and "
                      "says to keep them out of cio_ignore; the plan does not record cio_ignore, so there is nothing "
                      "to check"),),
    ),
    Statement(
        id="004-041", cite=S.HYPERPAV, kind="setup", scope=Scope(platform=("s390x",), storage=("eckd",)),
        quote="There is at no time a fixed connection between a HyperPAV device and a Base device!",
        does=(default("/storage/eckd/aliases_per_lcu"),),
        note="Why the plan counts aliases per LCU, not per disk.",
    ),
    # --- Chapter 3: multipath ------------------------------------------------------------------------------------
    Statement(
        id="004-042", cite=S.MULTIPATH_SETUP, kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp", "eckd")),
        quote="The multipath daemon is relevant for multipathing with FCP disks or when PAV devices are used instead "
              "of HyperPAV.",
        does=(rules("ST075"),),
        note="The bundle writes multipath.conf for FCP plans and for static PAV with the daemon (pav_multipath); "
             "ST074 moves a static-PAV plan to HyperPAV where the distribution allows.",
    ),
    Statement(
        id="004-043", cite=S.MULTIPATH_SETUP, kind="requirement",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="Multipathing with FCP disks is required for failover in case the path to the disks fails or is in "
              "maintenance, or to balance the load over multiple paths.",
        does=(rules("ST079"),),
    ),
    Statement(
        id="004-044", cite=S.MULTIPATH_SETUP, kind="advice_against",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="These devices should not be used, because they do not provide failover and bear the risk of "
              "destroying the file system structure or files when multiple processes use the disks via different "
              "paths.",
        does=(rules("ST080"),),
        note="The per-path devices: /dev/sdX and their /dev/disk/by-path/...-zfcp-... links.",
    ),
    Statement(
        id="004-045", cite=S.MULTIPATH_SETUP, kind="requirement",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="Instead a tool is required which manages the different paths and ensures consistency by providing one "
              "unique device to the system.",
        does=(nothing("the bundle writes multipath.conf for every FCP plan and addresses the disks through their "
                      "multipath devices; plans that name a per-path device are ST080"),),
    ),
    Statement(
        id="004-046", cite=S.MULTIPATH_DEVICES, kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="The multipath daemon provides the resulting disk device either as /dev/dm-[n] device or if an alias is "
              "defined in the multipath.conf, via /dev/mapper/<alias name>. The latter is highly recommended to give "
              "the multipath devices a meaningful name, for example, FCP-<FCP-LUN>.",
        does=(rules("ST088", "ST080"),),
        note="The bundle defines an alias per disk (the disk's name) in the multipaths section.",
    ),
    Statement(
        id="004-047", cite=S.MULTIPATH_DEVICES, kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp",)),
        quote="Another important option is the path_grouping_policy, it can be:",
        does=(nothing("introduces the two policies of 004-048; the plan's fcp.multipath_policy offers exactly "
                      "these"),),
    ),
    Statement(
        id="004-048", cite=S.MULTIPATH_DEVICES, kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="*failover* Only one path is used, when that fails, the next path which works is used",
        does=(rules("ST077"),),
    ),
    Statement(
        id="004-049", cite=Cite(S004, "wwid"), kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="The multipath devices are indexed in the multipaths section via the World Wide Identifier (wwid).",
        does=(rules("ST089"),),
        note="Without a WWID a disk gets no multipaths entry (the bundle says so in a comment).",
    ),
    Statement(
        id="004-050", cite=S.MULTIPATH_PITFALL, kind="advice_against",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="This also introduces a hierarchy, whereby definitions in the defaults sections are overruled by the "
              "devices and multipaths section, and the multipaths section overrules the devices section. This is "
              "important because there are a lot of defaults defined in the devices section.",
        does=(rules("ST076", "ST089"),),
    ),
    Statement(
        id="004-051", cite=S.MULTIPATH_PITFALL, kind="advice_against",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="These definitions overwrite what is defined in the defaults section, which might affect both "
              "parameters the path_grouping_policy and rr_min_io.",
        does=(rules("ST076"),),
    ),
    Statement(
        id="004-052", cite=S.MULTIPATH_CONF, kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="The safest way is to specify all definitions in the multipaths section, but these definitions are for "
              "each multipath device, and may require many changes.",
        does=(rules("ST089"),),
        note="fcp.policy_section 'multipaths' renders the policy in every disk's multipath entry; ST089 names the "
             "disks that cannot get one.",
    ),
    Statement(
        id="004-053", cite=S.MULTIPATH_CONF, kind="failure_seen",
        scope=Scope(platform=("s390x",), storage=("fcp",), distribution=("sles11-sp1",),
                    carries_over="any FCP storage whose multipath-tools carry a built-in device entry (multipath -t) "
                                 "for it; the bundle writes the study's IBM 2107900 entry"),
        quote="This overwrites a definition of rr_min_io defined in the defaults section. For this reason we "
              "introduced a devices section in our multipath.conf file to overwrite defaults.",
        does=(rules("ST076", "ST089"), default("/storage/fcp/policy_section")),
        note="The built-in entry for IBM 2107900 sets rr_min_io 1000 (values.MULTIPATH_BUILTIN_RR_MIN_IO).",
    ),
    Statement(
        id="004-054", cite=Cite(S004, "Monitoring tools"), kind="setup", scope=RELEASES,
        quote="If contention or excessive latencies take place, they show up in the Top 5 wait events as a high "
              "percentage of the run time, and they can be analyzed further with detailed information such as the "
              "relevant wait events or the cache information.",
        does=(rules("RS083"),),
        note="Why the result rules read the first five top events of an AWR report.",
    ),
    # --- Chapter 3: ASM -----------------------------------------------------------------------------------------
    Statement(
        id="004-055", cite=Cite(S004, "Database setup: the Oracle Automatic Storage Manager"), kind="requirement",
        scope=Scope(release=("11.2",), disk_manager=("asm",),
                    carries_over="any Oracle 11gR2 with ASM, single instance or RAC"),
        quote="It is part of the Oracle 11g package and must be installed as part of the Oracle grid architecture.",
        does=(nothing("from 11gR2 on the bundle runs ASM from the clusterware (grid) home (oracle profile, oratab, "
                      "README: install.asm_in_grid_home); a plan has no way to say otherwise"),),
    ),
    Statement(
        id="004-056", cite=Cite(S004, "Database setup: the Oracle Automatic Storage Manager"), kind="setup",
        scope=Scope(platform=("s390x",), disk_manager=("asm",)),
        quote="To prepare the disks for ASM, the disks were partitioned and added to ASM disk groups. DASD devices are "
              "low-level formatted first of all.",
        does=(nothing("the bundle's prepare_dasd.sh formats and partitions each DASD and its udev rules address "
                      "partition 1; FCP disks are used through their multipath devices"),),
    ),
    Statement(
        id="004-057", cite=S.DASD_FOR_ASM, kind="setup", scope=Scope(platform=("s390x",), storage=("eckd",)),
        quote="dasdfmt -f /dev/dasdy -b 4096 -p to low level format, where dasdy is the Linux device name)",
        does=(nothing("the bundle's prepare_dasd.sh formats with -b 4096 (values.DASD_BLOCK_SIZE); nothing in a "
                      "plan to check"),),
    ),
    Statement(
        id="004-058", cite=S.DISK_PERMISSIONS, kind="setup",
        scope=Scope(platform=("s390x",), distribution=("sles11-sp1",), disk_manager=("asm",),
                    carries_over="any ASM on block devices set up through udev"),
        quote="The following statements assign ownership to oracle:dba and read/write access to the disks at boot "
              "process:",
        does=(rules("SD076"), default("/shared_disks/udev_mode")),
    ),
    Statement(
        id="004-059", cite=S.ASM_START, kind="setup",
        scope=Scope(release=("11.2",), disk_manager=("asm",), carries_over="any ASM started from /etc/oratab"),
        quote="In order that ASM starts up automatically at boot we modified the file /etc/oratab to show the "
              "location of the $CRS_HOME which is the home of +ASM and set it to Y as shown.",
        does=(rules("SD077"),),
    ),
    Statement(
        id="004-060", cite=S.ASM_START, kind="failure_seen",
        scope=Scope(platform=("s390x",), distribution=("sles11-sp1",), release=("11.2",)),
        quote="srvctl can fail with this error:",
        does=(nothing("a run-time failure of srvctl under the IBM JVM that nothing in a plan selects or avoids; the "
                      "bundle's README gives the study's workaround (JAVA_COMPILER=NONE) for System z plans whose ASM "
                      "runs from the grid home"),),
        note="Workaround printed by the study: JAVA_COMPILER=NONE exported before srvctl.",
    ),
    # --- Chapter 4: SGA, logs, users (10g on ECKD) ---------------------------------------------------------------
    Statement(
        id="004-061", cite=SGA, kind="setup", scope=ECKD_10G,
        quote="To identify the impact of various disk setups on the transactional workload the system must run in a "
              "mode whereby the workload throughput depends on the disk throughput.",
        does=(nothing(_LAB_ONLY + " (a condition of the test method)"),),
    ),
    Statement(
        id="004-062", cite=SGA.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_SGA_CARRIES),
        quote="The transactional throughput degrades by 13%, when decreasing the SGA size from 6 GiB to 4GiB.",
        does=(rules("RS085"), reference("s004-sga-4g")),
        effect=Effect(metric="throughput", baseline="SGA 6 GiB, Oracle 10.2.0.5, ECKD, 16 GiB LPAR",
                      variant="SGA 4 GiB", change_pct=-13.0),
    ),
    Statement(
        id="004-063", cite=SGA.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_SGA_CARRIES),
        quote="The degradation is expected because the smaller SGA reduces the caches, which should decrease the "
              "cache hit ratio and increase the amount of disk I/O required to bring the data into the SGA. The "
              "smaller SGA should make the transaction throughput more dependent on the disk I/O.",
        does=(rules("RS085"),),
    ),
    Statement(
        id="004-064", cite=BUFFER_HIT.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_SGA_CARRIES),
        quote="When the SGA decreases from 6 GiB to 4 GiB, the buffer hit ratio decreases from 99.6% to 98.5% and the "
              "wait time increases by 8%.",
        does=(rules("RS085"),),
        effect=Effect(metric="latency", baseline="SGA 6 GiB (buffer hit ratio 99.6%)",
                      variant="SGA 4 GiB (buffer hit ratio 98.5%)", change_pct=8.0),
        note="The metric is the wait time of class User I/O normalised to the AWR report's elapsed time.",
    ),
    Statement(
        id="004-065", cite=BUFFER_HIT.at("Conclusion"), kind="setup", scope=ECKD_10G,
        quote="We decided to use the 4 GiB SGA size for our further tests, because it has a higher dependency on the "
              "disk throughput and changes in the disk I/O bandwidth are expected to impact the throughput in a "
              "notifiable manner.",
        does=(reference("s004-eckd-10g"),),
    ),
    Statement(
        id="004-066", cite=REDO, kind="setup",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="Another important setup aspect is the dependency of the transactional workload on the logging "
              "mechanism. The speed of the updates depends on the speed the log is written.",
        does=(rules("SD075"),),
    ),
    Statement(
        id="004-067", cite=REDO, kind="recommendation",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="The aim was to minimize the impact of this parameter by using dedicated disks in a dedicated ASM disk "
              "group only for the database logs.",
        does=(rules("SD075"),),
    ),
    Statement(
        id="004-068", cite=REDO, kind="advice_against",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="From the performance point of view is this an 'ugly' pattern, which is highly dependent on disk head "
              "positioning times.",
        does=(rules("SD075"),),
        note="The data I/O pattern: small random reads and writes.",
    ),
    Statement(
        id="004-069", cite=REDO, kind="advice_against",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="Mixing log files and data files on the same disks destroys this nice pattern. In addition, the "
              "operating systems prefers read requests against write requests in the default setup, which is bad for "
              "log writing.",
        does=(rules("SD075"),),
    ),
    Statement(
        id="004-070", cite=REDO.at("Observations"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="The percentage of time spent for log file sync is reduced by 98% and for log file parallel write is "
              "reduced by 80%.",
        does=(rules("SD075", "RS083"),),
        effect=Effect(metric="latency", baseline="redo logs in the data disk group (Oracle 10.2.0.5, ECKD)",
                      variant="redo logs in their own ASM disk group on two additional disks", change_pct=-98.0),
        note="Share of time in 'log file sync'; 'log file parallel write' is entry 004-071.",
    ),
    Statement(
        id="004-071", cite=REDO.at("Observations"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="for log file parallel write is reduced by 80%.",
        does=(rules("SD075", "RS083"),),
        effect=Effect(metric="latency", baseline="redo logs in the data disk group (Oracle 10.2.0.5, ECKD)",
                      variant="redo logs in their own ASM disk group on two additional disks", change_pct=-80.0),
        note="Share of time in 'log file parallel write'.",
    ),
    Statement(
        id="004-072", cite=REDO.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_LOGS_CARRIES),
        quote="Placing the logs to a separate disk group with two additional disks severely heavily reduces the wait "
              "time for log events!",
        does=(rules("SD075", "RS083"),),
    ),
    Statement(
        id="004-073", cite=S.USER_SCALING_10G, kind="setup", scope=ECKD_10G,
        quote="To see how the system reacts to changing workloads the amount of users is scaled from 80 to 120 in "
              "steps of 20 users.",
        does=(capacity("s004-users"),),
    ),
    Statement(
        id="004-074", cite=S.USER_SCALING_10G.at("Observation"), kind="measured_effect", scope=ECKD_10G,
        quote="The transactional throughput and the CPU load scale in a very similar fashion. But while the amount of "
              "users is finally increased by 50%, the transactional throughput only increases by 18%.",
        does=(capacity("s004-users"), reference("s004-users-120")),
        effect=Effect(metric="throughput", baseline="80 users (Oracle 10.2.0.5, ECKD, 4 IFLs, 4 GiB SGA)",
                      variant="120 users", change_pct=18.0),
    ),
    Statement(
        id="004-075", cite=S.USER_SCALING_10G.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_USER_IO_CARRIES),
        quote="The fact that the CPU load and transactional throughput scale at the same rate, indicate that there is "
              "no overhead related to the workload in the range. The fact that both scale much lower than the amount "
              "of users, shows that the workload is waiting for disk I/O.",
        does=(rules("RS084"), capacity("s004-users")),
    ),
    Statement(
        id="004-076", cite=USERS_DISK.at("Observation"), kind="measured_effect", scope=ECKD_10G,
        quote="The disk I/O throughput rate scales in the same manner as the transaction rates. The disk transfer "
              "rates exceed 200 MiB/sec.",
        does=(capacity("s004-users"),),
    ),
    Statement(
        id="004-077", cite=USERS_DISK.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2",), storage=("eckd",), carries_over=_USER_IO_CARRIES),
        quote="The dominant wait event class is USER I/O which covers nearly 100% of the wait times, it increases "
              "when the amount of users is scaled from 80 to 120 by 50%.",
        does=(rules("RS084"),),
        note="No effect recorded: the sentence does not say whether the 50% belongs to the users or to the wait "
             "time.",
    ),
    # --- Chapter 4: 11g against 10g ------------------------------------------------------------------------------
    Statement(
        id="004-078", cite=REL_TPS.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_RELEASE_CARRIES),
        quote="The transactional throughput is increased by more than a factor of 4.",
        does=(rules("IN081", "IN088"), capacity("s004-11g"), reference("s004-release-11g")),
        effect=Effect(metric="throughput", baseline="Oracle 10.2.0.5, z196 LPAR, ECKD, OLTP 80-120 users, 4 GiB SGA",
                      variant="Oracle 11.2.0.2, same system and workload", change_pct=300.0),
        note="'More than a factor of 4', recorded as +300% (a lower bound).",
    ),
    Statement(
        id="004-079", cite=REL_DISK.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_RELEASE_CARRIES),
        quote="The disk read rates has dramatically decreased, around -90%, while the write rates have increased "
              "between a factor of 3 and 4.",
        does=(capacity("s004-11g"),),
        note="Disk read rate -90%, write rate x3 to x4 (11.2.0.2 against 10.2.0.5); the effect types carry no disk "
             "rate metric, so no Effect is recorded.",
    ),
    Statement(
        id="004-080", cite=REL_DISK.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_RELEASE_CARRIES),
        quote="The lower read rate is a clear indicator, that the caching is improved in terms of efficiency. The "
              "database now finds much more data in the caches and needs to read less data from disk.",
        does=(capacity("s004-11g"),),
    ),
    Statement(
        id="004-081", cite=REL_CPU, kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_RELEASE_CARRIES),
        quote="Having more of the required data in the caches reduces the waits and means that the CPUs can drive a "
              "greater workload.",
        does=(rules("IN081"),),
    ),
    Statement(
        id="004-082", cite=REL_CPU.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",), carries_over=_RELEASE_CARRIES),
        quote="The amount of transactions driven per CPU is increased between 45% and 70%. The system CPU is very "
              "similar, and the major contribution comes from the user space CPU.",
        does=(rules("IN081", "IN088"), capacity("s004-11g")),
        effect=Effect(metric="throughput", baseline="Oracle 10.2.0.5: transactions per CPU",
                      variant="Oracle 11.2.0.2: transactions per CPU", change_pct=45.0, spread_pct=25.0),
        note="Transactions per CPU, not total throughput: +45% to +70% over 80-120 users, recorded as +45% with the "
             "25-point range as spread.",
    ),
    Statement(
        id="004-083", cite=REL_CPU.at("Conclusion"), kind="recommendation",
        scope=Scope(**_LAB, release=("10.2", "11.2"), storage=("eckd",)),
        quote="The results show that we have not only a dramatic improvement in transactional throughput, the CPU "
              "effort per transaction is also lower, which highly recommends the update to Oracle 11g, at least for "
              "transactional workloads.",
        does=(rules("IN081"),),
    ),
    # --- Chapter 4: HyperPAV -------------------------------------------------------------------------------------
    Statement(
        id="004-084", cite=S.HYPERPAV_11G, kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="When running databases with high I/O requirements on DASD devices, especially large disks, a "
              "significant degradation can appear by the subchannel busy contention.",
        does=(rules("ST071"),),
    ),
    Statement(
        id="004-085", cite=S.HYPERPAV_11G, kind="advice_against",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="In the past the use of PAV alias devices was the recommended way to deal with that issue. But it does "
              "have some disadvantages, as it requires a certain amount of PAV devices per disk, which can heavily "
              "increase the amount of disk devices in the system, and it requires the setup of the multipath daemon.",
        does=(rules("ST074"),),
    ),
    Statement(
        id="004-086", cite=S.HYPERPAV_11G, kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="This adds as a minimum code to the path length and management overhead. A much more convenient "
              "solution is the use of HyperPAV.",
        does=(rules("ST074"),),
    ),
    Statement(
        id="004-087", cite=S.HYPERPAV_11G, kind="setup",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="This uses a pool of alias devices for all DASDs from one LCU (LSS). The devices need only to be "
              "configured on the storage server and enabled in Linux.",
        does=(rules("ST074"), default("/storage/eckd/aliases_per_lcu")),
    ),
    Statement(
        id="004-088", cite=S.HYPERPAV_11G, kind="setup",
        scope=Scope(platform=("s390x",), storage=("eckd",)),
        quote="An additional advantage is that the same HyperPAV alias devices can also be used from other LPARs and "
              "from other systems.",
        does=(rules("ST074"),),
        note="For a RAC, the nodes' LPARs draw on the same alias pool of an LCU.",
    ),
    Statement(
        id="004-089", cite=S.HYPERPAV_11G, kind="setup", scope=ECKD_11G,
        quote="The important question is, how many alias devices are needed and what is the impact on transactional "
              "throughput.",
        does=(nothing("frames the measurement of 004-091 to 004-093"),),
    ),
    Statement(
        id="004-090", cite=S.HYPERPAV_11G, kind="setup", scope=ECKD_11G,
        quote="We used two LCUs (one from each internal server of the DS8000), the chart specifies the sum of the "
              "HyperPAV devices from both LCUs.",
        does=(default("/storage/eckd/lcus"), rules("ST072", "ST087")),
        note="Why the rules read the study's 20 and 40 aliases as 10 and 20 per LCU.",
    ),
    Statement(
        id="004-091", cite=S.HYPERPAV_11G.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="When increasing the amount of HyperPAV aliases the disk I/O throughput increases heavily in the first "
              "step. But with further scaling steps it increases at a much lower rate and then reduces slightly.",
        does=(rules("ST087"),),
    ),
    Statement(
        id="004-092", cite=S.HYPERPAV_11G.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="The transactional throughput follows the disk throughput, but the reduction at the end of the scaling "
              "is only very slight.",
        does=(reference("s004-eckd-hyperpav-40-aliases-11g"),),
    ),
    Statement(
        id="004-093", cite=S.HYPERPAV_11G.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="The transactional throughput increases with 20 HyperPAV aliases by more than 40%.",
        does=(rules("ST071", "ST087", "RS084"), reference("s004-hyperpav-20")),
        effect=Effect(metric="throughput", baseline="ECKD without HyperPAV (0 aliases), Oracle 11.2.0.2, 4 IFLs",
                      variant="ECKD with 20 HyperPAV aliases over 2 LCUs (10 per LCU)", change_pct=40.0),
        note="'More than 40%', recorded as +40% (a lower bound).",
    ),
    Statement(
        id="004-094", cite=S.HYPERPAV_11G.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="The usage of HyperPav devices can improve the transactional and the disk I/O throughput significantly. "
              "Be aware that with the switch to Oracle 11g the disk I/O rate was dramatically reduced.",
        does=(rules("ST071"),),
    ),
    Statement(
        id="004-095", cite=S.HYPERPAV_11G.at("Conclusion"), kind="setup",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="The expectation is that the impact increases with increasing disk I/O requirements.",
        does=(rules("ST071"),),
        note="An expectation: the 40% was measured at 11g's reduced I/O rate and is likely a lower bound for "
             "heavier I/O.",
    ),
    Statement(
        id="004-096", cite=S.HYPERPAV_11G.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="It is also interesting that the amount of required HyperPAV devices is for this workload with 20 "
              "devices relatively small. Too many HyperPAV devices might limit the positive impact.",
        does=(rules("ST087"), default("/storage/eckd/aliases_per_lcu")),
    ),
    Statement(
        id="004-097", cite=S.HYPERPAV_11G.at("Conclusion"), kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="The big advantage of HyperPAV with respect to PAV is the really simple handling, it just needed to be "
              "enabled in Linux, all the multipathing and workload balancing is done by the Linux kernel.",
        does=(rules("ST074"),),
    ),
    Statement(
        id="004-098", cite=S.DASD_EXECUTION_TIMES.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="Without HyperPAV there is a peak around 1-2 milliseconds. With 10 alias devices a peak with very short "
              "running requests already appears at below 0.5 milliseconds.",
        does=(rules("ST071", "ST087", "RS084"),),
        note="10 aliases summed over 2 LCUs (5 per LCU).",
    ),
    Statement(
        id="004-099", cite=S.DASD_EXECUTION_TIMES.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="This peak does not change with more alias devices, but the peak at 1-2 milliseconds reduces the "
              "height and disperse to longer time values.",
        does=(nothing("measured at 40 aliases over two LCUs (20 per LCU), which the conclusion (004-105) still "
                      "counts as a good number, so RACplan does not flag 20 per LCU; above it ST072 says the value "
                      "is not measured"),),
    ),
    Statement(
        id="004-100", cite=S.DASD_EXECUTION_TIMES.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="Without HyperPAV, most DASD requests have four other requests in the device driver queue before "
              "themselves, which would provide a delay of up to 2 ms (4 x 0.5ms) for each request. This contention "
              "is already significantly reduced with 10 alias devices already.",
        does=(rules("ST071", "ST087", "RS084"),),
    ),
    Statement(
        id="004-101", cite=S.DASD_EXECUTION_TIMES.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="But the tendency to have longer running requests with more alias devices indicates that the pressure "
              "on the storage server causes it to react with longer services times for the additional requests.",
        does=(nothing("measured at 40 aliases over two LCUs (20 per LCU), which the conclusion (004-105) still "
                      "counts as a good number, so RACplan does not flag 20 per LCU; above it ST072 says the value "
                      "is not measured"),),
    ),
    Statement(
        id="004-102", cite=SAN_TIMES.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="From no HyperPAV to 10 HyperPAV devices the amount of requests just increases, with 20 alias devices "
              "the shape starts changing, it goes down at the short times end and increases with longer time values, "
              "which continues with 40 alias devices.",
        does=(nothing("measured at 40 aliases over two LCUs (20 per LCU), which the conclusion (004-105) still "
                      "counts as a good number, so RACplan does not flag 20 per LCU; above it ST072 says the value "
                      "is not measured"),),
    ),
    Statement(
        id="004-103", cite=SAN_TIMES.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="Therefore this chart shows that with the increasing amount of requests the storage server answers with "
              "longer response times for some of the requests. This is a typical indication of pressure on the "
              "storage server side, even when the times with 4 ms are still very short.",
        does=(nothing("measured at 40 aliases over two LCUs (20 per LCU), which the conclusion (004-105) still "
                      "counts as a good number, so RACplan does not flag 20 per LCU; above it ST072 says the value "
                      "is not measured"),),
    ),
    Statement(
        id="004-104", cite=SAN_TIMES.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="Comparing these runtimes with the total times shown in figure 14 shows that with 40 HyperPAV devices "
              "there are a large amount of requests with total times of (from enter to the exit of the DASD layer) "
              "between 2 and 8 ms. This indicates that in average each request now has to wait for at least one "
              "request to finish, because of the longer storage server response times.",
        does=(reference("s004-eckd-hyperpav-40-aliases-11g"),),
    ),
    Statement(
        id="004-105", cite=SAN_TIMES.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="The overall conclusion is that HyperPAV is a very good feature for increasing the I/O bandwidth with "
              "DASD devices. 10 to 20 alias devices per LCU was a good number for this workload.",
        does=(rules("ST087"), default("/storage/eckd/aliases_per_lcu")),
        note="The prose says per LCU; the chart it concludes counts over both LCUs (004-090). RACplan follows the "
             "words: 10 to 20 per LCU get no finding, ST087 flags fewer than 10 and ST072 says more than 20 is not "
             "measured.",
    ),
    Statement(
        id="004-106", cite=SAN_TIMES.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",), carries_over=_HYPERPAV_COUNT_CARRIES),
        quote="But another important finding is that too many devices lead then again to a degradation, even if it is "
              "moderate.",
        does=(nothing("measured at 40 aliases over two LCUs (20 per LCU), which the conclusion (004-105) still "
                      "counts as a good number, so RACplan does not flag 20 per LCU; above it ST072 says the value "
                      "is not measured"),),
    ),
    Statement(
        id="004-107", cite=SAN_TIMES.at("Conclusion"), kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("eckd",), carries_over=_HYPERPAV_CARRIES),
        quote="It should also be mentioned that the administration effort to use HyperPAV in Linux is minimal, which "
              "makes it a very convenient tool.",
        does=(rules("ST074"),),
    ),
    # --- Chapter 4: FCP ------------------------------------------------------------------------------------------
    Statement(
        id="004-108", cite=S.MULTIPATH_OPTIONS, kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp", "eckd"), carries_over=_FCP_CPU_CARRIES),
        quote="They support having many requests open against one disk, but do not provide the advantage DASD devices "
              "have with regard to the automated management of multipathing and load balancing between the paths.",
        does=(rules("WL082"),),
    ),
    Statement(
        id="004-109", cite=S.MULTIPATH_OPTIONS, kind="requirement",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="Setting up multiple paths to one FCP disk can be done easily, but it requires the management of these "
              "paths to ensure consistency and to provide a single device to the application.",
        does=(nothing("the bundle writes multipath.conf for every FCP plan and uses the multipath devices; a "
                      "per-path device in the plan is ST080, an unnamed dm device ST088"),),
    ),
    Statement(
        id="004-110", cite=S.MULTIPATH_OPTIONS, kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="The multipath daemon can be used with multiple configurations, from a single failover setup to a "
              "workload balanced switching between the paths called multibus policy.",
        does=(rules("ST077"),),
    ),
    Statement(
        id="004-111", cite=S.MULTIPATH_OPTIONS, kind="setup", scope=FCP_11G,
        quote="The default is to switch to another path after 1000 requests.",
        does=(rules("ST078", "ST076"),),
        note="The built-in rr_min_io (values.MULTIPATH_BUILTIN_RR_MIN_IO), which ST078 flags and which takes over "
             "when the policy is only in the defaults section (ST076).",
    ),
    Statement(
        id="004-112", cite=S.MULTIPATH_OPTIONS, kind="setup",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",),
                    carries_over="any multibus FCP plan: the range the study measured is the same wherever the plan "
                                 "runs"),
        quote="In the multibus mode the parameter rr_min_io is scaled between 10 and 1000.",
        does=(reference("s004-fcp-multibus-rr10-11g"), reference("s004-fcp-multibus-rr1000-11g"), rules("ST081")),
        note="The measured range: ST078 warns only inside it, ST081 says a value outside it is not measured.",
    ),
    Statement(
        id="004-113", cite=S.MULTIPATH_OPTIONS.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="With 4 CPUs the system shows no difference in performance. This is because the CPUs are fully "
              "utilized.",
        does=(rules("WL082", "RS086"), reference("s004-fcp-multibus-rr100-4ifl-11g")),
        note="The multipath options only matter once the CPUs are not the limit.",
    ),
    Statement(
        id="004-114", cite=S.MULTIPATH_OPTIONS.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_RR_CARRIES),
        quote="With 6 CPUs the maximum value for rr_min_io is between 100 and 500. The failover mode provides the "
              "lowest throughput.",
        does=(rules("ST078", "ST077"), reference("s004-fcp-multibus-rr500-11g")),
    ),
    Statement(
        id="004-115", cite=S.MULTIPATH_OPTIONS.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="For testing purpose a run with 8 CPUs with a rr_min_io value of 100 was done. The improvement was very "
              "slight.",
        does=(rules("WL082"), capacity("s004-ifls"), reference("s004-fcp-multibus-rr100-8ifl-11g")),
    ),
    Statement(
        id="004-116", cite=S.MULTIPATH_OPTIONS.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="With 4 CPUs the throughput was limited by the missing CPU capacity. With 6 CPUs the utilization is "
              "still up to 90%, which limits the transactional throughput only slightly, adding even more CPUs "
              "provides only a slight improvement.",
        does=(rules("WL082", "RS086"), capacity("s004-ifls")),
    ),
    Statement(
        id="004-117", cite=S.FCP_DISK_THROUGHPUT, kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp", "eckd"), carries_over=_FCP_CPU_CARRIES),
        quote="FCP disks are driven by the Linux CPUs, they do not take advantage of the System z SAP (system assist "
              "processors).",
        does=(rules("WL082"),),
    ),
    Statement(
        id="004-118", cite=S.FCP_DISK_THROUGHPUT, kind="setup", scope=FCP_11G,
        quote="The fact that the best rr_min_io setting here is 100 to 500 is probably specific to this type of "
              "workload.",
        does=(rules("ST078"),),
        note="Why ST078 is held to OLTP plans.",
    ),
    Statement(
        id="004-119", cite=S.FCP_DISK_THROUGHPUT, kind="setup", scope=FCP_11G,
        quote="The expectation is that higher throughput rates, especially with larger block sizes, require smaller "
              "rr_min_io values, which means sending less requests to the same path and switching earlier to another "
              "path.",
        does=(rules("ST078"),),
    ),
    Statement(
        id="004-120", cite=S.FCP_DISK_THROUGHPUT.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="The more CPUs available the higher the disk throughput, the maximum value is 188 MB/sec.",
        does=(rules("WL082"),),
    ),
    Statement(
        id="004-121", cite=S.FCP_DISK_THROUGHPUT.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="With 6 CPUs the throughput in failover mode is 21% lower than with multibus and rr_min_io=100.",
        does=(rules("ST077"), reference("s004-mp-failover")),
        effect=Effect(metric="throughput", baseline="FCP multibus rr_min_io 100, 6 IFLs: disk throughput (read + "
                                                     "write)",
                      variant="FCP failover, 6 IFLs: disk throughput", change_pct=-21.0),
        note="Disk MB/s, not transactions: the study gives no number for failover's transactional throughput, only "
             "that it was the lowest (004-114).",
    ),
    Statement(
        id="004-122", cite=S.FCP_DISK_THROUGHPUT.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_RR_CARRIES),
        quote="The variation within the multibus setups is much less, the disk throughput with rr_min_io=10 is only "
              "4% lower than with rr_min_io=100. The remaining values are identical.",
        does=(rules("ST078"), reference("s004-mp-multibus-rr10")),
        effect=Effect(metric="throughput", baseline="FCP multibus rr_min_io 100, 6 IFLs: disk throughput",
                      variant="FCP multibus rr_min_io 10, 6 IFLs: disk throughput", change_pct=-4.0),
        note="Disk MB/s; rr_min_io 500 and 1000 gave the same disk throughput as 100.",
    ),
    Statement(
        id="004-123", cite=S.FCP_DISK_THROUGHPUT.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="It needs sufficient CPU to drive the FCP disk throughput, and much higher throughput can be reached "
              "when the amount of CPU is not limited.",
        does=(rules("WL082"),),
    ),
    Statement(
        id="004-124", cite=S.FCP_DISK_THROUGHPUT.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_RR_CARRIES),
        quote="Switching between the paths with a multibus setup and after each 100 requests (or later) provided the "
              "highest disk I/O bandwidth in our scenario.",
        does=(rules("ST077", "ST078"),),
    ),
    Statement(
        id="004-125", cite=S.CPU_COST_004.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="The CPU cost per throughput is fairly constant for all scenarios, independent of the amount of CPUs.",
        does=(rules("WL082"),),
    ),
    Statement(
        id="004-126", cite=S.CPU_COST_004.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_MULTIPATH_CARRIES),
        quote="In the setup with 6 CPUs the cost for failover and rr_min_io value of 10 is at 7% slightly higher than "
              "for the multibus configurations with the larger rr_min_io values.",
        does=(rules("ST077"),),
        effect=Effect(metric="cpu_per_txn", baseline="FCP multibus with rr_min_io 100 to 1000, 6 IFLs",
                      variant="FCP failover, 6 IFLs", change_pct=7.0),
    ),
    Statement(
        id="004-127", cite=S.CPU_COST_004.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_RR_CARRIES),
        quote="In the setup with 6 CPUs the cost for failover and rr_min_io value of 10 is at 7% slightly higher than "
              "for the multibus configurations with the larger rr_min_io values.",
        does=(rules("ST078"),),
        effect=Effect(metric="cpu_per_txn", baseline="FCP multibus with rr_min_io 100 to 1000, 6 IFLs",
                      variant="FCP multibus rr_min_io 10, 6 IFLs", change_pct=7.0),
        note="The same sentence as 004-126, for its second configuration.",
    ),
    Statement(
        id="004-128", cite=S.CPU_COST_004.at("Conclusion"), kind="recommendation",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_RR_CARRIES),
        quote="Overall, the recommended setup for our workload is a multipath bus setup with the policy multibus and "
              "the rr_min_io parameter 100. It provides the highest transactional and disk throughput at the lowest "
              "CPU cost.",
        does=(rules("ST077", "ST078"), default("/storage/fcp/rr_min_io"),
              reference("s004-fcp-multibus-rr100-11g")),
    ),
    # --- Chapter 4: FCP against ECKD -----------------------------------------------------------------------------
    Statement(
        id="004-129", cite=S.NORMALIZED_THROUGHPUT_004, kind="setup", scope=BOTH_11G,
        quote="For this test we used the setup from each connectivity type which performs the best:",
        does=(reference("s004-eckd-hyperpav-11g"), reference("s004-fcp-multibus-rr100-11g")),
        note="ECKD with HyperPAV and 20 aliases; FCP multibus with rr_min_io 100.",
    ),
    Statement(
        id="004-130", cite=S.NORMALIZED_THROUGHPUT_004.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp", "eckd"), carries_over=_FCP_CPU_CARRIES),
        quote="With 4 CPUs the throughput using FCP or ECKD disks is not very different. With 6 CPUs the throughput "
              "with FCP devices is increased by 50%.",
        does=(rules("WL082", "RS086"), capacity("s004-ifls"), reference("s004-fcp-multibus-6cpu")),
        effect=Effect(metric="throughput",
                      baseline="4 IFLs, FCP multibus rr_min_io 100 or ECKD HyperPAV 20 aliases (alike)",
                      variant="6 IFLs, FCP multibus rr_min_io 100", change_pct=50.0),
    ),
    Statement(
        id="004-131", cite=S.NORMALIZED_THROUGHPUT_004.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("eckd",)),
        quote="We did not do this test with the ECKD disk, because the setup with 4 CPUs had a utilization of only "
              "80%.",
        does=(capacity("s004-ifls"),),
        note="ECKD with HyperPAV ran 4 IFLs at about 80%: it did not need the 6 IFLs that FCP needed.",
    ),
    Statement(
        id="004-132", cite=S.NORMALIZED_THROUGHPUT_004.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp",), carries_over=_FCP_CPU_CARRIES),
        quote="With FCP devices higher rates of throughput can be achieved, but this requires more CPU capacity.",
        does=(rules("WL082", "RS086"),),
    ),
    Statement(
        id="004-133", cite=CPU_FCP_ECKD.at("Observation"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp", "eckd"), carries_over=_FCP_CPU_CARRIES),
        quote="With ECKD the lowest amount of CPU is required to drive a certain amount of workload. Using FCP "
              "requires around 14% more CPU.",
        does=(rules("WL082"),),
        effect=Effect(metric="cpu_per_txn", baseline="ECKD with HyperPAV (20 aliases), 4 IFLs",
                      variant="FCP multibus rr_min_io 100, 6 IFLs", change_pct=14.0),
    ),
    Statement(
        id="004-134", cite=CPU_FCP_ECKD.at("Conclusion"), kind="measured_effect",
        scope=Scope(**_LAB, release=("11.2",), storage=("fcp", "eckd"), carries_over=_FCP_CPU_CARRIES),
        quote="ECKD devices required less CPU to drive the same amount of workload than FCP.",
        does=(rules("WL082"),),
    ),
    Statement(
        id="004-135", cite=CPU_FCP_ECKD.at("Conclusion"), kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp", "eckd"), carries_over=_FCP_CPU_CARRIES),
        quote="ECKD devices take advantage of the usage of SAP processors (which are not accounted for)",
        does=(rules("WL082"),),
        note="Part of why FCP needed 14% more CPU per transaction (entry 004-133).",
    ),
    Statement(
        id="004-136", cite=CPU_FCP_ECKD.at("Conclusion"), kind="setup",
        scope=Scope(platform=("s390x",), storage=("fcp", "eckd"), carries_over=_FCP_CPU_CARRIES),
        quote="For ECKD disks switching between the paths is part of the DASD driver and can be done very "
              "efficiently. For FCP devices a user space tool, the multipath daemon, is required which has a much "
              "longer path length.",
        does=(rules("WL082"),),
    ),
    Statement(
        id="004-137", cite=CPU_FCP_ECKD.at("Conclusion"), kind="recommendation",
        scope=Scope(platform=("s390x",), storage=("fcp", "eckd")),
        quote="As final criterion the administration effort should be considered. The handling of DASD and HyperPAV "
              "is much easier and less error-prone than the complex setup of FCP devices itself and the corresponding "
              "multipath setup.",
        does=(nothing("a criterion for the architect's choice between two valid attachments (see 004-013); RACplan "
                      "does not know the team's skills, so it flags neither"),),
    ),
    Statement(
        id="004-138", cite=FCP_ECKD_SUMMARY, kind="setup", scope=BOTH_11G,
        quote="There are certainly other criteria such as the existing environment and skills which might favor one "
              "or the other disk type.",
        does=(nothing("the reason RACplan flags neither attachment as such (004-013, 004-015)"),),
        note="Printed twice, in the executive summary and in the closing summary.",
    ),
)

SET_ASIDE: tuple[SetAside, ...] = (
    SetAside(
        cite=Cite(S004, "Chapter 1. Introduction"),
        quotes=("To avoid confusion with values based on 1000 bytes, the notations are used according to IEC 60027-2 "
                "Amendment 2:",),
        reason="the study's unit notation; asks nothing of a configuration",
    ),
    SetAside(
        cite=S.MULTIPATH_PITFALL,
        quotes=("Important pitfall",),
        reason="a section heading; the section's sentences are entries 004-050 and 004-051",
        tags=("heading",),
    ),
    SetAside(
        cite=Cite(S004, "Database setup: the Oracle Automatic Storage Manager"),
        quotes=('From the user space view ASM is similar to a raw device, because the data "files" are only '
                'accessible via the application tools, they cannot be accessed via the normal file system access.',),
        reason="describes what ASM is; asks nothing of a plan beyond choosing ASM",
    ),
    SetAside(
        cite=SGA,
        quotes=("Therefore this first test was to identify the impact of SGA size and disk dependency with regard to "
                "cache hit ratios and wait times.",
                "To be comparable, the wait times in seconds are normalized with the time covered from the AWR "
                "report.",
                "Buffer hit ratio and wait times for the class User I/O",
                "Buffer hit ratio and wait times for class User I/O when scaling the SGA size",
                "Figure 1 on page 14 shows the transactional throughput when the SGA size is decreased from 6 GiB to "
                "4 GiB."),
        reason="the purpose of a test, how its chart is normalised, a heading and a figure caption; the results are "
               "entries 004-062 to 004-065",
        tags=("method", "heading", "caption"),
    ),
    SetAside(
        cite=REL_DISK,
        quotes=("To get a better understanding what has changed in the behavior with Oracle 11g, Figure 7 on page 20 "
                "shows the disk I/O behavior for version 10g and 11g.",),
        reason="points at a figure; its result is entry 004-079",
        tags=("method",),
    ),
    SetAside(
        cite=REL_CPU,
        quotes=("A higher value indicates that the cost is lower, that means less CPU is required for the same amount "
                "of workload.",
                "This is of cause related to a higher CPU load, therefore the CPU cost to drive the workload it is "
                "much more interesting."),
        reason="how to read the chart's unit (transactions per CPU); the result is entry 004-082",
        tags=("method",),
    ),
    SetAside(
        cite=S.DASD_EXECUTION_TIMES,
        quotes=("Impact on the total execution times of the DASD requests",
                "To show what happens when HyperPAV devices are added, the following Figure 10 shows the impact of the "
                "amount of HyperPAV devices on the run times of the DASD I/O requests, as reported from the dasd "
                "statistics in /proc/dasd/statistics.",
                "Histogram of I/O times - total amount of requests in a fixed time period",
                "Scaling the amount of HyperPAV devices and impact on the total execution times of the DASD requests "
                "(0 aliases means the setup without HyperPAV)"),
        reason="a heading, what a figure shows, a chart title and a figure caption; the results are entries 004-098 "
               "to 004-101",
        tags=("heading", "caption", "method"),
    ),
    SetAside(
        cite=SAN_TIMES,
        quotes=("Impact on duration times of the DASD requests in the SAN network",
                "To analyze the behavior of the SAN and the storage server Figure 11 on page 25 shows the histogram of "
                "the times from the startsubchannel command (SSCH) until the execution of the request is signaled "
                "via interrupt.",
                "Scaling the amount of HyperPAV devices and impact on duration times of the DASD requests in the SAN "
                "network (0 aliases means the setup without HyperPAV)",
                "The time from issuing the start subchannel command until the interrupt signals the availability of "
                "the responses, consists of the time spent in the SAN and the response times from the storage "
                "server."),
        reason="a heading, what a figure shows, a figure caption and what the measured interval consists of; the "
               "results are entries 004-102 to 004-106",
        tags=("heading", "caption", "method"),
    ),
    SetAside(
        cite=S.MULTIPATH_OPTIONS,
        quotes=("The FCP disks devices are another important disk feature.",),
        reason="introduces the FCP results; asks nothing of a configuration",
    ),
    SetAside(
        cite=S.CPU_COST_004,
        quotes=("The next interesting question is with regard to the CPU cost required to drive a certain workload.",),
        reason="frames the measurement of entries 004-125 to 004-127",
        tags=("method",),
    ),
    SetAside(
        cite=Cite(S004, "Comparing FCP and ECKD disk devices"),
        quotes=("In this final section we compare our results with FCP and ECKD devices to see if there are criteria "
                "which recommend one or the other disk connectivity type, based on the performance aspect.",),
        reason="introduces the comparison; its results are entries 004-129 to 004-137",
        tags=("method",),
    ),
    SetAside(
        cite=CPU_FCP_ECKD,
        quotes=("Figure 16 shows the CPU required to drive 1000 transactions.",
                "Be aware that the Y-axis starts at 90%."),
        reason="how to read a chart; the result is entry 004-133",
        tags=("method",),
    ),
    SetAside(
        cite=Cite(S004, "Notices"),
        quotes=("Any reference to an IBM product, program, or service is not intended to state or imply that only "
                "that IBM product, program, or service may be used.",
                "Any references in this information to non-IBM Web sites are provided for convenience only and do not "
                "in any manner serve as an endorsement of those Web sites.",
                "Licenses of this program who wish to have information about it for the purpose of enabling: (i) the "
                "exchange of information between independently created programs and other programs (including this "
                "one) and (ii) the mutual use of the information which has been exchanged, should contact:",
                "Users of this document should verify the applicable data for their specific environment.",
                "Questions on the capabilities of non-IBM products should be addressed to the suppliers of those "
                "products.",
                "All statements regarding IBM's future direction or intent are subject to change or withdrawal without "
                "notice, and represent goals and objectives only.",
                "This information is for planning purposes only.",
                "Each copy or any portion of these sample programs or any derivative work, must include a copyright "
                "notice as follows:"),
        reason="legal notices of the publisher; they ask nothing of a configuration",
        tags=("legal",),
    ),
    SetAside(
        cite=Cite(S004, "Chapter 1. Introduction"),
        quotes=("The various configurations that are possible within Linux increase the amount of configuration "
                "variants available for applications such as a database on Linux on System z.",),
        reason="Introduces the study's question.",
    ),
    SetAside(
        cite=Cite(S004, "Objectives"),
        quotes=("To ensure that we see the impact of our changes in the disk I/O layer on the throughput, it was "
                "necessary for the workload to run in a disk I/O dependent mode, with lower cache hit ratios.",
                "We tried to make the FCP setup as close as possible to the ECKD setup."),
        reason="The study's method (a disk-bound workload on purpose, two comparable set-ups); the scope of its "
               "entries records the 4 GiB SGA that made the workload disk-bound.",
    ),
    SetAside(
        cite=Cite(S004, "Summary"),
        quotes=("To ensure that variations in the disk setup do impact the database transactional throughput, we "
                "verified that the system performance depended as much as possible on disk I/O performance.",
                "This was achieved by reducing database cache as much as possible to minimize the effect of caching "
                "hiding differences in the I/O bandwidth."),
        reason="The same method, restated in the summary; a production plan is not asked to shrink its cache.",
    ),
    SetAside(
        cite=S.ASM_START,
        quotes=("Sometimes it is necessary to start ASM manually.",),
        reason="Introduces the manual start the section shows next (004-060); starting at boot is 004-059's.",
    ),
    SetAside(
        cite=Cite(S004, "Database setup: the Oracle Automatic Storage Manager"),
        quotes=("It is also possible to perform ASM tasks by using asmcmd at the command line in the same Oracle "
                "HOME, or by using sqlplus to control ASM.",),
        reason="Names the tools for administering ASM; nothing to configure.",
    ),
    SetAside(
        cite=Cite(S004, "Notices"),
        quotes=("IBM has not tested those products and cannot confirm the accuracy of performance, compatibility or "
                "any other claims related to non-IBM products.",
                "To illustrate them as completely as possible, the examples include the names of individuals, "
                "companies, brands, and products.",
                "IBM may use or distribute any of the information you supply in any way it believes appropriate "
                "without incurring any obligation to you.",
                "Some states do not allow disclaimer of express or implied warranties in certain transactions, "
                "therefore, this statement may not apply to you.",
                "IBM may make improvements and/or changes in the product(s) and/or the program(s) described in this "
                "publication at any time without notice.",
                "INTERNATIONAL BUSINESS MACHINES CORPORATION PROVIDES THIS PUBLICATION \"AS IS\" WITHOUT WARRANTY OF "
                "ANY KIND, EITHER EXPRESS OR IMPLIED, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF "
                "NON-INFRINGEMENT, MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.",
                "Therefore, the results obtained in other operating environments may vary significantly."),
        reason="Legal notice.",
    ),
    SetAside(
        cite=Cite(S004, "COPYRIGHT LICENSE:"),
        quotes=("IBM, therefore, cannot guarantee or imply reliability, serviceability, or function of these "
                "programs.",),
        reason="Legal notice.",
    ),
    SetAside(
        cite=Cite(S004, "About this publication"),
        quotes=("These findings may not be realized in all customer environments, and implementation in such "
                "environments may require additional steps, configurations, and performance analysis.",),
        reason="The publisher's caution that lab findings may not hold elsewhere; where each finding holds is the "
               "scope and carry-over of its entry.",
    ),
    SetAside(
        cite=Cite(S004, "Objectives"),
        quotes=("Due to the ECKD channel protocol requirements a disk (subchannel) is considered as busy, which means "
                "blocked, when one channel program (I/O request) is active.",),
        reason="Explains the subchannel-busy mechanism; its effect and the remedy are 004-004 and 004-005 (ST071).",
    ),
    SetAside(
        cite=FCP_ECKD_SUMMARY,
        quotes=("Taking into account the aspects summarized in the executive summary above, some clear "
                "recommendations can be made as to which device configuration is most suitable:",),
        reason="Introduces the two recommendations that follow (004-013 to 004-015); the study prints this paragraph "
               "twice, in the executive summary and in the closing summary.",
    ),
    SetAside(
        cite=S.ASM_START,
        quotes=("The problem is avoided with this workaround:",),
        reason="Introduces the workaround printed after the srvctl failure; 004-060 records it (JAVA_COMPILER=NONE) "
               "and says where the bundle's README gives it.",
    ),
    SetAside(
        cite=SUMMARY,
        quotes=("The comparison of Oracle 11g versus Oracle 10g showed a very impressive improvement of approximately "
                "a factor of four for a transactional workload.",
                "The reduction in the disk I/O read rate indicates that the caching is improved.",
                "The database now finds more data in the caches and needs to read less data from disk.",
                "This confirms that our transactional throughput has really improved that much.",
                "The increase in write rates roughly follows the throughput increase."),
        reason="The summary's restatement of the executive summary's factor of four (004-008, where the effect is "
               "composed) and of the explanation 004-080 gives in the results chapter.",
    ),
    SetAside(
        cite=REL_DISK.at("Conclusion"),
        quotes=("This is a very impressive improvement for the new version, and leads to the question, what causes "
                "this improvement?",
                "This confirms that our transactional throughput has really improved that much.",
                "The increase in write rates follows roughly the throughput increase."),
        reason="Frames and closes the explanation 004-080 carries; the gain itself is 004-008's.",
    ),
    SetAside(
        cite=Cite(S004, "References"),
        quotes=("How to Improve Performance with PAV:",),
        reason="The title of a referenced paper.",
    ),
    SetAside(
        cite=S.DASD_EXECUTION_TIMES.at("Observation"),
        quotes=("The overall number of requests increases, according to the throughput.",),
        reason="Follows from the throughput gain with aliases; the histogram's findings are 004-098 to 004-101.",
    ),
    SetAside(
        cite=Cite(S004, "Terms and conditions"),
        quotes=("THESE PUBLICATIONS ARE PROVIDED \"AS-IS\" AND WITHOUT WARRANTY OF ANY KIND, EITHER EXPRESSED OR "
                "IMPLIED, INCLUDING BUT NOT LIMITED TO IMPLIED WARRANTIES OF MERCHANTABILITY, NON-INFRINGEMENT, AND "
                "FITNESS FOR A PARTICULAR PURPOSE.",),
        reason="Legal notice.",
    ),
)
