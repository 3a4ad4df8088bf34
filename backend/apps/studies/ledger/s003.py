"""Study 003: IBM eServer xSeries 366 with Oracle Database 10g RAC (RHEL 3, x86_64), DSS queries.

Two x366 nodes (four 3.66 GHz Xeon MP and 32 GB each) ran Oracle 10.1.0.3 RAC on Red Hat Enterprise Linux 3
update 4 for x86-64, with two DS4500 arrays (RAID-0 LUNs of 20 drives) under ASM with external redundancy. The
metric of the DSS queries is their elapsed time; scalability factors are completion-time ratios when the processors
double. No run-to-run spread is printed.
"""

from __future__ import annotations

from .. import sections as S
from ..citation import S003, Cite
from .types import Effect, Scope, SetAside, Statement, capacity, nothing, reference, rules

ABSTRACT = Cite(S003, "Abstract")
INTRODUCTION = Cite(S003, "Introduction")
X366 = Cite(S003, "IBM eServer xSeries 366 Architecture")
CACHE_FUSION = Cite(S003, "Oracle Database 10g RAC and Cache Fusion")
IC_CONCEPT = S.IC_CONCEPT_003
ASM = Cite(S003, "Oracle Database 10g RAC and ASM")
RHEL = S.RHEL_003
NODE = Cite(S003, "Node Configuration")
STORAGE = Cite(S003, "Storage Configuration")
WORKLOAD = Cite(S003, "Workload Measurements and Analysis")
CPU_BOUND = S.CPU_BOUND_003
IO_BOUND = S.IO_BOUND_003
SUMMARY = Cite(S003, "Summary")

#: Where the measurements hold: two 4-way x86_64 nodes with 32 GB, RHEL 3 U4, Oracle 10.1.0.3, ASM on FC RAID-0,
#: DSS queries.
LAB = dict(platform=("x86_64",), virtualisation=("none",), release=("10.1",), distribution=("rhel3",),
           storage=("fc_hba",), disk_manager=("asm",), workload=("dss",), nodes=(2,))


def lab(**kw) -> Scope:
    return Scope(**{**LAB, **kw})


STATEMENTS: tuple[Statement, ...] = (
    Statement(
        id="003-001", cite=CACHE_FUSION,
        quote="Processor 32-bit EM64T (64-bit) Addresses a larger System Global Area (SGA)",
        kind="setup",
        does=(nothing("Why DB050's 32-bit SGA limit applies to x86 (32-bit) plans only and never to x86_64."),),
        scope=Scope(platform=("x86_64",)),
    ),
    Statement(
        id="003-002", cite=IC_CONCEPT,
        quote="As the number of nodes per cluster rises, Oracle Database 10g RAC implementations will benefit from a "
              "high bandwidth, low latency interconnect such as InfiniBand.",
        kind="measured_effect",
        does=(rules("IC060"),),
        scope=Scope(platform=("x86", "x86_64"), workload=("dss",),
                    carries_over="IPC-bound work on any x86 RAC; the gain grows with the node count."),
        note="An expectation without a number; the measured gain is 003-025.",
    ),
    Statement(
        id="003-003", cite=IC_CONCEPT,
        quote="Low latency – Low-level measurements have shown latencies of less than 10 microseconds (versus 100 "
              "microseconds for Gigabit Ethernet).",
        kind="measured_effect",
        does=(rules("IC060"),),
        scope=Scope(platform=("x86", "x86_64")),
        effect=Effect("latency", "Gigabit Ethernet (100 microseconds)", "4X InfiniBand (less than 10 microseconds)",
                      -90.0),
        note="Low-level latency, not Oracle block transfer time; 'less than 10' against 100 is at least 90 % "
             "lower. A 4X HCA has a theoretical 10 Gb/s.",
    ),
    Statement(
        id="003-004", cite=IC_CONCEPT,
        quote="These LMS processes handle all update activity to the blocks and ensure that only one instance can "
              "make changes at a time.",
        kind="setup",
        does=(rules("SV060"),),
        scope=Scope(release=("10.1", "10.2")),
    ),
    Statement(
        id="003-005", cite=IC_CONCEPT,
        quote="In Oracle 9i the LMS processes were limited to 10, in Oracle 10g it has been increased to 20.",
        kind="requirement",
        does=(rules("SV060"),),
        scope=Scope(release=("10.1", "10.2"),
                    carries_over="Any Oracle 10g RAC, whatever the platform: the cap is the release's."),
        note="gcs_server_processes above 20 asks 10g for more LMS processes than it runs.",
    ),
    Statement(
        id="003-006", cite=ASM,
        quote="It also offloads RAID processing to the array controller and therefore reduces CPU utilization.",
        kind="setup",
        does=(rules("SD060"),),
        scope=Scope(disk_manager=("asm",), carries_over="ASM on any hardware RAID array."),
        note="No figure is given for the saving.",
    ),
    Statement(
        id="003-007", cite=ASM,
        quote="It can also implement a smaller stripe size (128K) for devices that may benefit from finer "
              "granularity such as log files.",
        kind="setup",
        does=(nothing("ASM templates (fine-grained striping of log files) are not part of a plan."),),
        scope=Scope(disk_manager=("asm",)),
    ),
    Statement(
        id="003-008", cite=RHEL,
        quote="Red Hat Enterprise Linux 3 Advanced Server is designed to support the high-end, mission-critical "
              "systems, and with the release of the Update 2 version, it supports EM64T architectures.",
        kind="requirement",
        does=(rules("PL060"),),
        scope=Scope(platform=("x86_64",), distribution=("rhel3",),
                    carries_over="Any EM64T (x86_64) node on RHEL 3."),
        note="An x86_64 node needs RHEL 3 Update 2 or later; the study ran Update 4.",
    ),
    Statement(
        id="003-009", cite=RHEL,
        quote="Asynchronous I/O (AIO) permits applications to continue processing and not have to wait for I/Os to "
              "complete. This helps improve performance in IO intensive applications like Oracle 10g RAC",
        kind="setup",
        does=(rules("DB051"),),
        scope=Scope(platform=("x86", "x86_64"), distribution=("rhel3",)),
        note="A kernel feature of the test platform; no measurement.",
    ),
    Statement(
        id="003-010", cite=RHEL,
        quote="TLB misses are expensive and the HugeTLB support provides a mechanism to manage memory in larger "
              "segments.",
        kind="setup",
        does=(nothing("A plan has no huge page setting; the study states the kernel feature without measuring "
                      "it."),),
        scope=Scope(platform=("x86_64",), distribution=("rhel3",)),
    ),
    Statement(
        id="003-011", cite=NODE,
        quote="Four 64-bit Intel Xeon Processors MP at 3.66GHz with 1MB L2 cache",
        kind="setup",
        does=(reference("s003-x366-2-node-infiniband-redundant-raid"), capacity("s003-cpu")),
        scope=lab(),
        note="32 GB of memory, four DS4000 FC2-133 HBAs and one Topspin InfiniHost HCA per node.",
    ),
    Statement(
        id="003-012", cite=STORAGE,
        quote="RAID-0 was used in this test environment in order to take advantage of highest I/O throughput. It is "
              "not recommended to run non-redundant storage subsystems in production environments.",
        kind="advice_against",
        does=(rules("ST060"),),
        scope=Scope(carries_over="Any production storage, whatever the platform."),
    ),
    Statement(
        id="003-013", cite=STORAGE,
        quote="redundancy” option was chosen so that the RAID implementation was handled at the hardware layer. "
              "This frees up processor cycles to handle user requests as opposed to handling the mirroring "
              "functions.",
        kind="setup",
        does=(rules("SD060", "ST060"),),
        scope=Scope(disk_manager=("asm",), carries_over="ASM on any hardware RAID array."),
    ),
    Statement(
        id="003-014", cite=S.NETWORK_003,
        quote="Oracle documentation states a requirement that servers in a RAC configuration must have at least two "
              "network adapters; one dedicated public access for users connecting to the system and one for "
              "private access for Cluster Ready Services (CRS) heartbeat, Cache Fusion traffic and Inter-Process "
              "Communication (IPC).",
        kind="requirement",
        does=(rules("NW060"),),
        scope=Scope(carries_over="Any RAC, on any platform: the requirement is Oracle's."),
    ),
    Statement(
        id="003-015", cite=WORKLOAD,
        quote="CPU-bound queries scale when adding processor power and when going from a non-cluster Oracle "
              "configuration to a RAC database.",
        kind="measured_effect",
        does=(capacity("s003-cpu"), rules("RS061")),
        scope=lab(),
        note="The numbers are 003-018 and 003-019.",
    ),
    Statement(
        id="003-016", cite=WORKLOAD,
        quote="The use of InfiniBand as an interconnect technology can improve performance when executing IPC-bound "
              "queries.",
        kind="measured_effect",
        does=(rules("IC060", "RS060"),),
        scope=lab(carries_over="IPC-bound (Cluster-wait dominated) work on x86 RAC."),
        note="The number is 003-025.",
    ),
    Statement(
        id="003-017", cite=CPU_BOUND,
        quote="Since this database simulates a DSS environment, the queries were executed as ad hoc queries with "
              "their elapsed times used as the major metric.",
        kind="setup",
        does=(reference("s003-x366"), rules("WL060"), capacity("DSS_MEASURED_MAX_PROCESSORS")),
        scope=lab(carries_over="a DSS plan on x86 or x86_64 with more than eight processors in all: WL060 tells it "
                               "only that the study's scaling was measured from 2 to 8 processors (\"from 4P to 8P "
                               "scalability was 1.91\", 003-019) and not beyond, which is true of any such plan"),
    ),
    Statement(
        id="003-018", cite=CPU_BOUND,
        quote="Scalability from 2P to 4P was 1.95, and from 4P to 8P",
        kind="measured_effect",
        does=(capacity("s003-cpu"), reference("s003-x366")),
        scope=lab(carries_over="CPU-bound DSS queries; not I/O-bound ones (003-021)."),
        effect=Effect("throughput", "2 processors", "4 processors", 95.0),
        note="Scalability factor 1.95 of the completion time (2.0 would be perfect): query throughput +95 %, "
             "elapsed time 1/1.95 of the 2-processor run.",
    ),
    Statement(
        id="003-019", cite=CPU_BOUND,
        quote="and from 4P to 8P scalability was 1.91 (2.0 would have been perfect scalability when doubling "
              "processors).",
        kind="measured_effect",
        does=(capacity("s003-cpu"), reference("s003-x366")),
        scope=lab(carries_over="CPU-bound DSS queries; not I/O-bound ones (003-021)."),
        effect=Effect("throughput", "4 processors", "8 processors (two nodes of 4)", 91.0),
        note="Scalability factor 1.91 of the completion time.",
    ),
    Statement(
        id="003-020", cite=CPU_BOUND,
        quote="1 x 4P (four processors on one node) compared to 2 x 2P (two processors on each of two nodes) "
              "measurement, which experiences little performance difference.",
        kind="measured_effect",
        does=(capacity("s003-rac-overhead"),),
        scope=lab(nodes=(1, 2)),
        note="No number printed: 'minimal overhead associated with running Oracle Database 10g RAC for this "
             "particular query'.",
    ),
    Statement(
        id="003-020a", cite=IO_BOUND,
        quote="The measurements show good scalability from 1P to 2P and some improvement from 2P to 4P; however, "
              "there is little improvement beyond four processors for this query.",
        kind="measured_effect",
        does=(rules("RS061"), capacity("s003-io-bound")),
        scope=lab(carries_over="Any I/O-bound DSS query: once the disk throughput is flat, more processors do not "
                               "shorten it, which is how the study explains this measurement."),
        note="Read from Figure 7; no scalability factor is printed for this query. The reason is 003-020b.",
    ),
    Statement(
        id="003-020b", cite=IO_BOUND,
        quote="This query created a disk drive bottleneck (notice the essentially flat throughput line from 4P to 8P); "
              "therefore, the completion time remained flat from 4 to 8 processors as well.",
        kind="measured_effect",
        does=(rules("RS061"), capacity("s003-io-bound")),
        scope=lab(carries_over="Any I/O-bound DSS query: once the disk throughput is flat, more processors do not "
                               "shorten it, which is how the study explains this measurement."),
        note="Read from Figure 7; no number is printed beyond 'flat'. The remedy the study names is 003-021.",
    ),
    Statement(
        id="003-021", cite=IO_BOUND,
        quote="This configuration requires a faster disk subsystem (i.e., more drive spindles) to keep up with the "
              "true potential scalability of the x366.",
        kind="recommendation",
        does=(rules("RS061"), capacity("s003-io-bound")),
        scope=lab(carries_over="Any I/O-bound DSS query: more processors do not shorten it once the disks are "
                               "saturated."),
        note="Measured: completion time flat from 4 to 8 processors with a flat disk throughput line.",
    ),
    Statement(
        id="003-022", cite=IO_BOUND,
        quote="It is not enough to ask how well a particular system scales; the question should be how well does "
              "this system scale running a specific software stack and a specific workload.",
        kind="recommendation",
        does=(capacity("platform_capacity", reason="Each capacity figure carries the workload and hardware it was "
                                                   "measured on and is not offered outside them."),),
        scope=Scope(carries_over="Any capacity estimate."),
    ),
    Statement(
        id="003-023", cite=S.INTERCONNECT_003,
        quote="Oracle documentation recommends Gigabit Ethernet as a standard solution. However, as node count in "
              "cluster deployments increases, and the potential for performance bottlenecks increases, there is an "
              "opportunity to evaluate new technology for the cluster interconnect.",
        kind="measured_effect",
        does=(rules("IC060", "RS060"),),
        scope=Scope(platform=("x86", "x86_64")),
        note="'An opportunity': advice, with 003-025's number.",
    ),
    Statement(
        id="003-023a", cite=S.INTERCONNECT_003,
        quote="InfiniBand with its low-latency and higher bandwidth is a solution that can be used to reduce "
              "potential IPC bottlenecks as node counts increase.",
        kind="measured_effect",
        does=(rules("IC060"),),
        scope=Scope(platform=("x86", "x86_64"), workload=("dss",),
                    carries_over="IPC-bound work on any x86 RAC; the gain grows with the node count."),
        note="An expectation without a number, as 003-002; the measured gain is 003-025.",
    ),
    Statement(
        id="003-023b", cite=S.INTERCONNECT_003,
        quote="Support for InfiniBand fabrics as the cluster interconnect is straightforward and does not need "
              "additional software from Oracle. Once InfiniBand drivers are installed on the server, creating the "
              "interface is completed with the regular Linux network tools.",
        kind="setup",
        does=(nothing("An InfiniBand interconnect needs no Oracle add-on, so there is nothing to check; a plan whose "
                      "interconnect is InfiniBand gets its IPoIB interface written with the ordinary network "
                      "files."),),
        scope=lab(),
    ),
    Statement(
        id="003-024", cite=S.INTERCONNECT_003,
        quote="the init.ora parameter files for each of the nodes instances were modified to include the "
              "cluster_interconnects=xx.xx.xx.xx to override the default interconnect interface from the initial "
              "Oracle product installation.",
        kind="setup",
        does=(rules("IC061"),),
        scope=lab(carries_over="Any RAC that adds an interconnect after the installation."),
    ),
    Statement(
        id="003-025", cite=S.INTERCONNECT_003,
        quote="By using IPoIB, the client node was able to process approximately 75% more database buffer cache "
              "blocks than Gigabit Ethernet.",
        kind="measured_effect",
        does=(rules("IC060", "IC061", "RS060"), reference("s003-x366")),
        scope=lab(carries_over="IPC-bound work on an x86 RAC; a typical 2-node production cluster would not "
                               "saturate the interconnect."),
        effect=Effect("throughput", "Gigabit Ethernet interconnect (global cache CR blocks processed)",
                      "IP over InfiniBand (Topspin InfiniHost HCA, TS90 switch)", 75.0),
    ),
    Statement(
        id="003-026", cite=S.INTERCONNECT_003,
        quote="A typical 2-node cluster would not be able to drive the interconnect to saturation in a production "
              "environment.",
        kind="setup",
        does=(rules("IC060"),),
        scope=lab(),
        note="Why IC060 stays advice and speaks of IPC-bound work only.",
    ),
    Statement(
        id="003-027", cite=SUMMARY,
        quote="The x366 supports Red Hat Enterprise Linux 3 – Update 4 and Oracle Database 10g RAC (10.1.0.3) for "
              "x86-64.",
        kind="setup",
        does=(reference("s003-x366-2-node-infiniband-redundant-raid"),),
        scope=lab(),
    ),
)


SET_ASIDE: tuple[SetAside, ...] = (
    SetAside(
        cite=INTRODUCTION,
        quotes=("It is important to understand the basic architecture of each of the components included in a "
                "cluster.",),
        reason="Introduces the paper's sections.",
    ),
    SetAside(
        cite=X366,
        quotes=(
            "It was important to choose a hardware platform that showcases performance, flexibility and "
            "manageability.",
            "Front-Side Bus (FSB) enhancements that include a 667 MHz FSB on 133 MHz clock and speed that is 67% "
            "faster than current 4-way buses",
            "This Database Cluster proof-of-concept required that large amounts of highly available disk storage be "
            "connected to the cluster.",
            "IBM xSeries continuously improves system design to enhance performance in a database environment.",
            "Front-Side Bus Single 400MHz Twin 667MHz Separate buses reduce interruption of Oracle processes "
            "running on other CPUs and improve efficiency.",
            "Chipset EXA-2 X3 Architecture Isolates running Oracle processes from I/O traffic to reduce contention.",
            "Memory DDR PC2100 DDR2 PC3200 Reduces time to access Oracle database cache buffers in memory",
            "I/O PCI-X (4 slots at 133MHz) PCI-X 2.0 (6 slots at 266MHz) Increases bandwidth for RAC interconnects "
            "and disk subsystem.",
        ),
        reason="Describes the server model and the lab; no configuration a plan records (the node's processors and "
               "memory are entry 003-011).",
    ),
    SetAside(
        cite=ASM,
        quotes=("It will also reduce the amount of manual I/O tuning required to optimize performance.",
                "ASM will distribute I/O across a disk subsystem to improve utilization and performance.",
                "These allocation units can work in tandem with stripe size implemented in the hardware storage "
                "arrays to further distribute I/O's to reduce contention."),
        reason="Product description of ASM's I/O distribution.",
    ),
    SetAside(
        cite=RHEL,
        quotes=("Native Posix Threads Library (NPTL) resulting in better scalability and faster multithreading",
                "ReverseMap Virtual Memory, which is a kernel memory management subsystem that improves performance "
                "for memory constrained systems, NUMA systems and systems with large aggregate virtual address "
                "spaces"),
        reason="Features every RHEL 3 kernel has; nothing to configure and nothing measured.",
    ),
    SetAside(
        cite=S.INTERCONNECT_003,
        quotes=("In the Oracle Database 10g RAC “shared everything” architecture, the cluster interconnect becomes a "
                "very important component as users embrace the scale-out deployment of solutions to achieve "
                "high-end performance from industry-standard servers.",
                "Oracle’s Cache Fusion is the method by which multiple servers in a cluster can share the global "
                "cache and reduce the need to access the I/O subsystem in order to guarantee data consistency."),
        reason="Introduces the interconnect analysis; the statements that bear on a plan follow (003-025 to 003-026).",
    ),
    SetAside(
        cite=SUMMARY,
        quotes=("These attributes include faster 64-bit enabled processors, greater memory addressability and "
                "greater I/O bandwidth.",),
        reason="Marketing summary of the server.",
    ),
    SetAside(
        cite=Cite(S003, "Oracle Database 10g RAC and Interconnect"),
        quotes=("LMS processes are critical to performance and scalability because of their functions, which "
                "include:",
                "Coordinating block accesses – Ensure consistency of a particular block even if it appears in more "
                "than one RAC instance."),
        reason="Introduces and lists the LMS functions; the study's limit on the LMS count is SV060's.",
    ),
    SetAside(
        cite=ASM,
        quotes=("The goal is to reduce the possible contention for any one disk.",
                "It is possible to enable RAID protection in either ASM or in hardware."),
        reason="Describes ASM's striping, and names two equal choices of protection without a preference or a "
               "measurement; a plan records either as disk group redundancy or storage.raid_level.",
    ),
    SetAside(
        cite=Cite(S003, "Red Hat Enterprise Linux"),
        quotes=("This becomes critical to database server performance as these systems are configured with large "
                "amounts of RAM.",),
        reason="Part of a list of RHEL 3 kernel features (HugeTLB); the study does not say it configured huge pages "
               "or measure them, so there is no value to hold a plan to.",
    ),
    SetAside(
        cite=Cite(S003, "Scalability in a DSS Environment with I/O Bound Queries"),
        quotes=("Both measurements used the same hardware, operating system, and database software but yielded "
                "different scalability measurements.",
                "These results show how critical it is to understand the exact production workloads when making "
                "comparisons of hardware/software platforms."),
        reason="The conclusion of 003-021 and 003-022 (scaling depends on the queries); it is why the DSS "
               "measurement is held to DSS plans only (WL060).",
    ),
    SetAside(
        cite=ASM,
        quotes=("If failure groups are created, ASM can intelligently distribute data between the groups to further "
                "protect against failure of a set of resources.",),
        reason="Describes ASM's mirroring across failure groups in general; the study's own disk groups used "
               "external redundancy on hardware RAID (003-006), and it measures neither.",
    ),
    SetAside(
        cite=RHEL,
        quotes=("As one of the world's fastest-growing operating systems, Linux has been embraced by IBM and is now "
                "recognized as an operating system suitable for enterprise-level applications like Oracle Database "
                "10g Real Application Clusters.",),
        reason="Marketing text about Linux; the RHEL 3 release the study needs for EM64T is 003-008.",
    ),
    SetAside(
        cite=ABSTRACT,
        quotes=("Customers running an Oracle database understand the need for building a flexible infrastructure "
                "that will allow them to scale according to the demands of their business.",),
        reason="Marketing opening of the abstract.",
    ),
    SetAside(
        cite=SUMMARY,
        quotes=("This technology is available and supported on the IBM x366 and Oracle Database 10g RAC.",),
        reason="The vendor's support statement for InfiniBand on its server; the measured gain and the advice are "
               "003-025 and 003-002 (IC060).",
    ),
    SetAside(
        cite=Cite(S003, "IBM Systems and Technology Group"),
        quotes=("References in this publication to IBM products or services do not imply that IBM intends to make "
                "them available in all countries in which IBM operates.",
                "Some jurisdictions do not allow disclaimer of express or implied warranties in certain transactions; "
                "therefore, this statement may not apply to you."),
        reason="Legal notices on the back cover; the study prints no heading there, so the cite is the publisher's "
               "line that opens it.",
    ),
    SetAside(
        cite=ABSTRACT,
        quotes=("Results clearly show overall system scalability in CPU-intensive queries as processing power is "
                "added, and improved performance¹ from the cluster interconnect with the introduction of InfiniBand® "
                "as the interconnect technology.",
                "Therefore, no assurance can be given that an individual user will achieve throughput improvements "
                "equivalent to the performance ratios stated here."),
        reason="The abstract's summary of the results, which are 003-018 to 003-020 (CPU scaling) and 003-025 "
               "(InfiniBand), and its footnote's legal caution.",
    ),
    SetAside(
        cite=INTRODUCTION,
        quotes=("The IBM x366 offers the latest performance enhancements that reduce latency and increase data "
                "transfer bandwidth for commercial x86 applications, including Xcel4v Dynamic Server Cache, Active "
                "PCI-X 2.0 up to 266 MHz, DDR2-based Active Memory™ and highly reliable Serial Attached SCSI (SAS) "
                "hard drives.",
                "The audience for this paper is customers interested in implementing a database cluster based on the "
                "latest in server technology from IBM and Oracle who want to evaluate the far lower total cost of "
                "ownership (TCO) (compared to older UNIX® based servers) that a Linux-based IT architecture may "
                "provide.",
                "More importantly is how each of the features enables higher performance of the total solution."),
        reason="The introduction's marketing of the server and its audience; no configuration or measurement.",
    ),
    SetAside(
        cite=ASM,
        quotes=("Since overhead is reduced, the processor is able to take on other tasks.",),
        reason="Follows from 003-006 (hardware RAID offloads the CPU, SD060); no figure is given.",
    ),
    SetAside(
        cite=CPU_BOUND,
        quotes=("Figure 6: Scalability: CPU - Reduction in Completion Time",),
        reason="A figure caption; the scaling it shows is 003-018 and 003-019.",
    ),
    SetAside(
        cite=S.INTERCONNECT_003,
        quotes=("The number of client processes was increased in order to stress the technologies.",),
        reason="How the IPoIB test was loaded; its result is 003-025.",
    ),
    SetAside(
        cite=STORAGE,
        quotes=("ASM reduces the complexity involved with managing Oracle data storage by automatically managing the "
                "placement and naming of files, dynamically reallocating space and improving I/O throughput by "
                "distributing it across all disks in a diskgroup.",),
        reason="Product description of ASM; the study's disk layout is 003-012 and 003-013.",
    ),
)
