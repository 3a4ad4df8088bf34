"""Ledger of study 000: Oracle RAC 10gR2 on two System z10 LPARs (SLES 10 SP2), network tuning and set-up.

The study ran an OLTP workload with zero think time in workload-balanced mode on two LPARs of one z10 (2 or 3
dedicated IFLs and 16 GB each, ECKD DASD on a DS8000 over FICON, Oracle 10.2.0.4 from the 10.2.0.2 base), with
HiperSockets, a port-to-port 10 Gb OSA cable or a 1 Gb OSA LAN as the interconnect, at a 99.9 % cache hit ratio.
``MEASURED`` is that scope; the scope of each measured effect narrows or widens it.

How the kinds are read here:

- Installation steps the study prescribes ("must be installed as a base level", "the CVU must be run") are
  requirements of the procedure, not properties a plan can choose or get wrong: what RACplan does with them is the
  bundle's README runbook, which no disposition names, so they are ``nothing`` with that reason. The rules that
  remind a System z 10.2 plan of the procedure (IN002, IN003, info) are named by the entries that describe how the
  study's own installation went (``setup``), since a reminder cannot be an error on every plan it reaches.
- A hedged recommendation ("might be more efficient", "might be more appropriate") is still the study naming the
  configuration it prefers for a workload pattern, so it is a ``recommendation``.
- Sentences that only explain the mechanism behind an entry (why a larger MTU holds fewer packets in flight, why
  memory levels off) are set aside with the entry they explain named in the reason.
"""

from __future__ import annotations

from dataclasses import replace

from .. import sections as S
from ..citation import S000, Cite
from .types import Effect, Scope, SetAside, Statement, capacity, default, nothing, reference, rules

# Sections without a constant in apps.studies.sections.
OSA_10_SETUP = Cite(S000, "10 Gb OSA setup")
OSA_1_SETUP = Cite(S000, "1 Gb OSA setup")
HARDWARE = Cite(S000, "IBM System z hardware used in the Oracle Real Application Clusters study")
SOFTWARE = Cite(S000, "Software used in the Oracle Real Application Clusters study")
HISTORY = Cite(S000, "History of Oracle RAC")
REASONS = Cite(S000, "Reasons to use Oracle RAC on IBM System z")
ONE_VS_TEN = Cite(S000, "1 Gb versus 10 Gb Ethernet")
LINUX_DISTRIBUTION = Cite(S000, "Linux distribution on IBM System z")
SHARED_DISK_MANAGEMENT = Cite(S000, "Shared disk management")
ASM_SECTION = Cite(S000, "Oracle Automatic Storage Manager")
PLANNING_BUILD = Cite(S000, "Planning to build an Oracle Real Application Clusters system")
BINARIES = Cite(S000, "Installing Oracle Real Application Clusters binaries")
SILENT = Cite(S000, "Command line and Oracle GUI, silent installation")
WORKLOAD_DESCRIPTION = Cite(S000, "Workload description")
WORKLOAD_CHARACTERISTICS = Cite(S000, "Workload characteristics")
TOOLS = Cite(S000, "Performance tools used to analyze the workload")
FS_TEST = Cite(S000, "Cluster file system OCFS2 versus Oracle Automatic Storage Management")
DISK_THROUGHPUT = Cite(S000, "Disk throughput")
NETWORK_THROUGHPUT = Cite(S000, "Network throughput")

#: The reference plan that is the study's recommended set-up.
REC = "s000-z10-hipersockets-asm-4k-dedicated"

#: Where the study measured: two z10 LPARs, Oracle 10.2.0.4, SLES 10 SP2, ECKD DASD, ASM, OLTP without think time.
MEASURED = Scope(platform=("s390x",), virtualisation=("lpar",), release=("10.2",), distribution=("sles10-sp2",),
                 storage=("eckd",), disk_manager=("asm",), workload=("oltp",), nodes=(2,))
BALANCED = ("any workload-balanced RAC whose hot tables are updated from several nodes, on any platform: the reason "
            "is cache fusion shipping whole blocks between the nodes")
SYSTEM_Z_10_2 = Scope(platform=("s390x",), release=("10.2",))
#: Where the places of the OCR and the voting disk hold beyond the study's System z (000-036a, 000-049a, 000-088a).
OCR_PLACES_CARRY = ("any RAC whose clusterware is 10.2, on any platform: where the OCR and the voting disk may live "
                    "is the clusterware's rule, not System z's")
Z_NETWORK = ("a workload-balanced RAC on System z with qeth (OSA or HiperSockets) devices; the reason is the extra "
             "cluster contention that more network throughput brought, not the release")

STATEMENTS: tuple[Statement, ...] = (
    # --- Introduction -------------------------------------------------------------------------------------------
    Statement(
        id="000-001", cite=S.INTRODUCTION_000,
        quote="This study is about building and running Oracle RAC 10g Release 2 on Novell SUSE Linux Enterprise "
              "Server (SLES 10) SP2, with an IBM System z10®.",
        kind="setup", scope=MEASURED,
        does=(default("/cluster/distribution_update"), reference(REC)),
        note="The study's distribution level (SLES 10 SP2) is the default service pack of a new plan.",
    ),
    Statement(
        id="000-002", cite=S.INTRODUCTION_000,
        quote="In this mode both nodes are actively used, the alternative is the failover mode where one node is "
              "used only in a failure situation.",
        kind="setup", scope=MEASURED,
        does=(nothing("Describes the mode every measurement ran in; a plan records its own mode in cluster.mode, "
                      "and the rules whose reason is balanced-mode contention (IC002, IC004, DB001) read it."),),
    ),
    # --- Summary ------------------------------------------------------------------------------------------------
    Statement(
        id="000-003", cite=S.SUMMARY_000,
        quote="The test setup run with a high cache hit ratio, which leads to very low disk I/O throughput values. "
              "This was important to ensure that the results are not influenced by disk I/O waits.",
        kind="setup", scope=MEASURED,
        does=(nothing("A condition of every measurement of the study (99.9 % cache hit ratio), not a choice of the "
                      "plan: it bounds where the study's effects carry over, since disk-bound workloads were not "
                      "measured."),),
    ),
    Statement(
        id="000-004", cite=S.SUMMARY_000,
        quote="Comparing OCFS2 versus Oracle Automatic Storage Management (ASM) showed that ASM could be "
              "recommended as a cluster file system, providing better or at least comparable throughput at lower "
              "CPU utilization.",
        kind="recommendation",
        scope=replace(MEASURED, disk_manager=("asm", "ocfs2"),
                      carries_over="any RAC on System z choosing between ASM and OCFS2; the study compared them on "
                                   "z10 only"),
        does=(rules("SD001"),),
    ),
    Statement(
        id="000-005", cite=S.SUMMARY_000,
        quote="For an Oracle RAC in workload balanced mode the smallest possible block size is recommended, at "
              "least for tables that were updated from both nodes.",
        kind="recommendation", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001"),),
    ),
    Statement(
        id="000-005a", cite=S.SUMMARY_000,
        quote="Reducing the database block size from 8 KB to 4 KB leads, as expected, to a decrease in the "
              "Interconnect traffic of",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001"),),
        note="The sentence ends on the study's next line ('approximately one-half'); the results chapter measures "
             "-46 % (000-121), and the figure is not composed twice.",
    ),
    Statement(
        id="000-006", cite=S.SUMMARY_000,
        quote="The transaction throughput increased by 4%, while the cluster wait events are reduced by 4%.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001"), reference("s000-block-4k")),
        effect=Effect(metric="throughput", baseline="8 KB default database block size",
                      variant="4 KB default database block size", change_pct=4.0),
        note="The same sentence's cluster wait events fell by 4 % (4.71 % in the section); the interconnect traffic "
             "fell by about one-half (46 % in the section).",
    ),
    Statement(
        id="000-006a", cite=S.SUMMARY_000,
        quote="This block size reduction is also correlated with reduced lock contention.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001"),),
        note="No figure; the results chapter's reading of the lock contention is 000-124.",
    ),
    Statement(
        id="000-007", cite=S.SUMMARY_000,
        quote="An important tuning improvement for the test environment was the change from shared server processes "
              "to dedicated server processes. With that change, the same system was able to drive so many more "
              "transactions that adding more CPU capacity leads finally to an improvement of a factor of three.",
        kind="measured_effect",
        scope=replace(MEASURED, server_mode=("shared", "dedicated"),
                      carries_over="any platform where each client keeps a server process busy (zero think time, "
                                   "application servers, batch, connection concentrators)"),
        does=(rules("SV001"), reference("s000-server-dedicated-3cpu")),
        note="'A factor of three' is the Summary's rounding of the section's measurements, which carry the effects: "
             "+125 % with dedicated servers on 2 IFLs (000-127) and a further 86 points over the same shared baseline "
             "with a third IFL, +211 % in all (000-128).",
    ),
    Statement(
        id="000-008", cite=S.SUMMARY_000,
        quote="This effect contributed to our workload with a moderate amount of clients (up to 80), where each "
              "client is 100% active, generating a continuous workload, which easily keeps one Oracle server "
              "process busy. If several of these workload generating clients are sharing a server process, this "
              "server process becomes a bottleneck.",
        kind="setup", scope=replace(MEASURED, server_mode=("shared", "dedicated")),
        does=(rules("SV001"),),
        note="The reason of SV001: it fires only for continuously active connections (workload.activity).",
    ),
    Statement(
        id="000-009", cite=S.SUMMARY_000,
        quote="For this type of workload pattern, the use of dedicated server processes is recommended. This "
              "workload pattern is typically produced by a batch job, an application server, or a connection "
              "concentrator.",
        kind="recommendation",
        scope=replace(MEASURED, carries_over="any platform and release with continuously active connections: the "
                                             "reason is one busy client per server process"),
        does=(rules("SV001"),),
    ),
    Statement(
        id="000-010", cite=S.SUMMARY_000,
        quote="The opposite scenario occurs with connections that have a low utilization, such as from any manual "
              "interactions, and with a very high number (1000 or more) of users. Here, the use of dedicated server "
              "processes results in thousands of under-utilized server processes, with their corresponding memory "
              "requirements.",
        kind="advice_against",
        scope=Scope(carries_over="any platform with 1000 or more mostly idle connections; the study did not "
                                 "measure this pattern"),
        does=(rules("SV002"),),
    ),
    Statement(
        id="000-011", cite=S.SUMMARY_000,
        quote="In the test case, the memory usage increases when scaling the number of users up to 40, then the "
              "total memory usage leveled off.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(reference("s000-memory-40"),),
        note="Memory of both nodes, dedicated servers: about 14 GB at 20 users, 15.6 GB at 40 (about +11 %), then "
             "constant (000-134). No effect metric of the ledger measures memory.",
    ),
    Statement(
        id="000-011a", cite=S.SUMMARY_000,
        quote="The local lock contention becomes the dominant factor when the number of users increases.",
        kind="measured_effect", scope=MEASURED,
        does=(nothing("Measures the workload's own row-lock contention on its hot table, as 000-137 does; a plan has "
                      "no field for an application's locking."),),
    ),
    Statement(
        id="000-012", cite=S.SUMMARY_000,
        quote="The lock contention is a bottleneck that needs to be resolved if user activity is to be increased. "
              "In our case, the cause of lock contention is updates being made to a small shared table.",
        kind="requirement", scope=MEASURED,
        does=(nothing("Asks for a change to the application's data (a small table every user updates); a plan "
                      "records only whether hot tables are updated from several nodes "
                      "(workload.multi_node_hot_updates), which DB001 reads for the block-size part of it."),),
    ),
    Statement(
        id="000-013", cite=S.SUMMARY_000,
        quote="For tuning the network setup, it seems that the typical network tuning recommendations should be "
              "carefully applied to Oracle RAC running in a workload balanced mode.",
        kind="recommendation", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC004", "NW001"),),
        note="Its two examples are the buffer count (IC004) and the MTU (NW001, IC005, IC006).",
    ),
    Statement(
        id="000-014", cite=S.SUMMARY_000,
        quote="For example, increasing the buffer counts or the MTU sizes did not improve the throughput in the test "
              "scenarios. The best results were obtained with the buffer count at its default (16 buffers).",
        kind="measured_effect", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC004"), default("/interconnect/inbound_buffers")),
    ),
    Statement(
        id="000-015", cite=S.SUMMARY_000,
        quote="For the MTU size, it seems that Oracle RAC and the Oracle client use a maximum package size of 1330 "
              "bytes for all TCP/IP connections, therefore the recommendation is to use an MTU size of 1492 for the "
              "LAN connection and 8192 for the Interconnect.",
        kind="recommendation",
        scope=replace(MEASURED, carries_over="a RAC on System z; the packet size is Oracle's, but only qeth devices "
                                             "(OSA, HiperSockets) were measured"),
        does=(rules("NW001", "IC006"), default("/public_network/mtu"), default("/interconnect/mtu")),
    ),
    Statement(
        id="000-016", cite=S.SUMMARY_000,
        quote="The device queue length was found to be a very important tuning parameter. The increase to 2000 "
              "(default 1000) caused an improvement of approximately 40%, which is a very high value.",
        kind="measured_effect",
        scope=replace(MEASURED, carries_over="a RAC on System z under SLES 10 (default 1000); the receive queue is "
                                             "system wide"),
        does=(rules("KN001"), reference("s000-backlog-2000")),
        effect=Effect(metric="throughput", baseline="net.core.netdev_max_backlog 1000 (SLES 10 default)",
                      variant="net.core.netdev_max_backlog 2000", change_pct=40.0),
        note="'Approximately 40 %'.",
    ),
    Statement(
        id="000-017", cite=S.SUMMARY_000,
        quote="But the observation that there is a size that is too large, resulting in degradation, indicates the "
              "need for careful use of this parameter. Increasing this parameter is best done in combination with "
              "monitoring of the network or transaction throughput.",
        kind="recommendation", scope=MEASURED,
        does=(nothing("Asks for monitoring while the value is changed; a plan records the value, not how it was "
                      "found. The values the study measured are carried by KN001 and KN002 (000-155, 000-156)."),),
    ),
    Statement(
        id="000-018", cite=S.SUMMARY_000,
        quote="For the Interconnect network device type, HiperSockets are the best choice for the Oracle RAC "
              "interconnect, when the server nodes are on the same physical IBM System z machine.",
        kind="recommendation", scope=replace(MEASURED, carries_over="nodes on one System z machine (z10 or z196)"),
        does=(rules("IC003"),),
    ),
    Statement(
        id="000-019", cite=S.SUMMARY_000,
        quote="Because it is not recommended to run all Oracle RAC nodes on one physical machine, the second choice "
              "would be to use a 10 Gb OSA card.",
        kind="advice_against", scope=Scope(platform=("s390x",)),
        does=(rules("PL001"),),
    ),
    Statement(
        id="000-020", cite=S.SUMMARY_000,
        quote="The use of a 10 Gb OSA connection does not necessarily require a full 10 Gb infrastructure with "
              "switches and so forth. The test scenarios used a direct coupling of two OSA ports with a standard "
              "cable.",
        kind="setup", scope=MEASURED,
        does=(rules("IC007"), reference("s000-z10-osa10gbe-asm-4k-dedicated")),
    ),
    Statement(
        id="000-021", cite=S.SUMMARY_000,
        quote="This provides a connection in point-to-point mode, which additionally reserves the full bandwidth for "
              "the interconnect and avoids any interaction with other network workloads, ensuring a constant "
              "response time.",
        kind="setup", scope=replace(MEASURED, nodes=(2,)),
        does=(rules("IC007"),),
        note="A benefit the study states for its cabling, without a measurement against a switched 10 Gb link.",
    ),
    Statement(
        id="000-022", cite=S.SUMMARY_000,
        quote="With a 1 Gb OSA connection for the Interconnect, a new wait event occurred, wait event 'cr request "
              "retry', indicating that the 1 Gb OSA interconnect is not sufficient for the workload processed.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("IC002", "RS001"), reference("s000-ic-osa1-40")),
        note="Degraded rather than failed: the cluster ran, 11 % below HiperSockets at 40 users (000-161).",
    ),
    Statement(
        id="000-023", cite=S.SUMMARY_000,
        quote="The new IBM zEnterprise™ 196 (z196) provides an impressive improvement of the workload driven per "
              "CPU of 45%, which makes it very attractive for this workload.",
        kind="measured_effect", scope=replace(MEASURED, carries_over="a RAC on System z moving from z10 to z196"),
        does=(rules("PL002"), capacity("s000-z196"), reference("s000-z196")),
        effect=Effect(metric="throughput", baseline="IBM System z10 LPARs, transaction throughput per CPU",
                      variant="IBM zEnterprise 196 LPARs, transaction throughput per CPU", change_pct=45.0),
        note="Throughput per unit of CPU utilization, not total throughput.",
    ),
    Statement(
        id="000-024", cite=S.SUMMARY_000,
        quote="Be aware that the contention inside the cluster is one important parameter that limits additional "
              "improvements due solely to faster processor speed.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("PL002"),),
        note="Bounds 000-023: the z196 gain is an upper indication for a contended cluster (PL002 says so).",
    ),
    # --- Hardware and network set-up ----------------------------------------------------------------------------
    Statement(
        id="000-025", cite=HARDWARE,
        quote="16 ranks are spread across the logical configuration of the control unit to avoid congestion.",
        kind="setup", scope=MEASURED,
        does=(nothing("The study's DS8000 layout; the plan has no field for storage-server ranks, and the "
                      "study's results ran at a 99.9 % cache hit ratio, so they do not rest on it."),),
    ),
    Statement(
        id="000-026", cite=S.NETWORK_SETUP,
        quote="Oracle RAC requirement for external range IP address for public IP addresses",
        kind="requirement", scope=Scope(release=("10.2",)),
        does=(rules("NW003"),),
    ),
    Statement(
        id="000-027", cite=S.NETWORK_SETUP,
        quote="db-nodenvip Access for clients eth0:1 alias to eth0",
        kind="setup", scope=MEASURED,
        does=(rules("NW004"), reference(REC)),
        note="Table 3: the VIP is an alias of the public interface eth0, on its network.",
    ),
    Statement(
        id="000-028", cite=S.HIPERSOCKETS,
        quote="HiperSockets are a high speed and high-bandwidth I/O function on IBM System z that communicates "
              "between Logical Partitions (LPARs) inside a central processor complex (CPC).",
        kind="requirement", scope=Scope(platform=("s390x",)),
        does=(rules("IC001", "IC008"),),
    ),
    Statement(
        id="000-029", cite=OSA_10_SETUP,
        quote="When the 10 Gb OSA card was used as the interconnect for the Oracle Cache Fusion function, it was "
              "connected from one OSA port to the other with a cable attached directly between the two channel "
              "adapters, and without a switch in the middle.",
        kind="setup", scope=MEASURED,
        does=(rules("IC007", "PL003"), reference("s000-z10-osa10gbe-asm-4k-dedicated")),
    ),
    Statement(
        id="000-030", cite=OSA_10_SETUP,
        quote="This setup enables the use of a 10 Gb network environment as a point to point connection without the "
              "requirement of a 10 Gb LAN infrastructure. The use of both ports (instead of a shared port) closely "
              "resembles a configuration of a 10 Gb cabled connection between two central processor complexes "
              "(CPCs).",
        kind="setup",
        scope=replace(MEASURED, carries_over="two nodes on two System z machines cabled port to port"),
        does=(rules("IC007"),),
    ),
    Statement(
        id="000-031", cite=OSA_1_SETUP,
        quote="For this setup the standard LAN infrastructure was used.",
        kind="setup", scope=MEASURED,
        does=(reference("s000-z10-osa1gbe-asm-4k-dedicated"),),
        note="The 1 Gb OSA interconnect of 000-022 and 000-161 was switched through the LAN.",
    ),
    Statement(
        id="000-032", cite=SOFTWARE,
        quote="10.2.0.2 base installation (CRS, RDBMS, ASM) 10.2.0.4 patch p6810189 (CRS, RDBMS, ASM)",
        kind="setup", scope=MEASURED,
        does=(rules("IN002"), reference(REC)),
    ),
    # --- History, versions --------------------------------------------------------------------------------------
    Statement(
        id="000-033", cite=HISTORY,
        quote="When IBM System z became a Linux platform, there were early development versions of Oracle RDBMS with "
              "Oracle Real Application Clusters for 31-bit Linux. Oracle RAC 10g Release 2 for Linux on IBM "
              "eServer™ zSeries® was introduced in 2008 with version 10.2.0.2, which is not an Oracle certified "
              "release.",
        kind="requirement", scope=Scope(platform=("s390x",)),
        does=(rules("IN001"),),
        note="IN001 reports 10.2.0.2 as the database or the clusterware release on System z, and any release "
             "before it, which existed there only as development versions.",
    ),
    Statement(
        id="000-034", cite=HISTORY,
        quote="Version 10.2.0.2 was superseded with version 10.2.0.3, which is Oracle certified. However 10.2.0.3 "
              "became upgradeable to 10.2.0.4, also Oracle certified.",
        kind="requirement", scope=Scope(platform=("s390x",)),
        does=(rules("IN001"),),
    ),
    Statement(
        id="000-035", cite=HISTORY,
        quote="At the time of this writing, 10.2.0.2 must be installed as a base level, and then patched to the "
              "higher levels of 10.2.0.3 or 10.2.0.4.",
        kind="requirement", scope=SYSTEM_Z_10_2,
        does=(nothing("An installation step, not a property of the plan: the bundle's README installs the 10.2.0.2 "
                      "base and then the patch set, and IN002 reminds every System z 10.2 plan of it as context "
                      "(000-032)."),),
    ),
    Statement(
        id="000-036", cite=REASONS,
        quote="For Oracle RAC users who want multiple instances in LPARs on IBM System z, HiperSockets is a unique "
              "and fast connection that is well suited for the Oracle RAC interconnect, and is only available on "
              "IBM System z.",
        kind="requirement",
        scope=Scope(platform=("s390x",),
                    carries_over="any plan off System z: the sentence itself says HiperSockets are only available "
                                 "on IBM System z, so a plan of another platform that names them cannot be built"),
        does=(rules("IC008"),),
    ),
    # --- OCR and voting disks -----------------------------------------------------------------------------------
    Statement(
        id="000-036a", cite=S.OCR_VOTING,
        quote="In Oracle RAC 10g Release 2, these storage locations can be files in a shared file format such as "
              "OCFS2, or they can be Linux configured raw storage or block Linux devices.",
        kind="requirement",
        scope=Scope(platform=("s390x",), release=("10.2",), carries_over=OCR_PLACES_CARRY),
        does=(rules("CF004"),),
        note="The list is closed: an ASM disk group is not among the places (000-049a says why).",
    ),
    Statement(
        id="000-036b", cite=S.OCR_VOTING,
        quote="It is not necessary for either the OCR or Voting Disk to be full disks.",
        kind="setup", scope=SYSTEM_Z_10_2,
        does=(nothing("A permission, not a condition: a plan's OCR and voting locations may already be partitions "
                      "(the reference plans use /dev/dasdf1), and whole disks are fine too (000-088)."),),
    ),
    Statement(
        id="000-037", cite=S.OCR_VOTING,
        quote="Devices configured in Linux as raw devices are being deprecated, but depending on the Linux "
              "distribution they might be used in Oracle RAC 10.2.0.2 and 10.2.0.3. In the case of using raw devices "
              "for later versions, consult Oracle documentation for instructions.",
        kind="setup", scope=SYSTEM_Z_10_2,
        does=(rules("CF003"),),
        note="Context: the study used block devices at 10.2.0.4 and asks nothing the plan must change.",
    ),
    Statement(
        id="000-038", cite=S.OCR_VOTING,
        quote="Each OCR or Voting Disk and each back-up must have 100 MB of storage available.",
        kind="requirement",
        scope=Scope(release=("10.2",), carries_over="any Oracle 10.2 RAC: the sizes are Oracle's, not System z's"),
        does=(rules("CF001", "CF005"), default("/cluster_files/ocr/size_mb")),
    ),
    Statement(
        id="000-039", cite=S.OCR_VOTING,
        quote="This file shows two block devices for OCR and a back-up, and two more for Voting Disks.",
        kind="setup", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(rules("CF002"), reference(REC)),
        note="The scope holds both storage managers: the same two-node cluster ran its database once on ASM and "
             "once on OCFS2 (\"Cluster file system OCFS2 versus Oracle Automatic Storage Management\"), and the OCR "
             "and voting disks are the clusterware's, placed before either.",
    ),
    Statement(
        id="000-040", cite=S.OCR_VOTING,
        quote="It is highly recommended to maintain cluster-wide persistent disk device names.",
        kind="recommendation", scope=Scope(platform=("s390x",), virtualisation=("lpar",)),
        does=(rules("ST001"),),
    ),
    # --- Operation modes ----------------------------------------------------------------------------------------
    Statement(
        id="000-041", cite=S.OPERATION_MODES,
        quote="Only one node processes client requests. For high availability, the second node (called the "
              "*failover node*) is ready in a standby mode, and is activated when the first node fails.",
        kind="setup", scope=Scope(),
        does=(nothing("Defines the failover mode a plan may choose (cluster.mode = failover); the rules whose reason "
                      "is contention between two active nodes do not apply to it."),),
    ),
    Statement(
        id="000-042", cite=S.OPERATION_MODES,
        quote="Cache consistency between both nodes is still required, to ensure that in the event of an error, the "
              "failover node works on current data.",
        kind="setup", scope=Scope(),
        does=(nothing("Explains why a failover cluster still needs an interconnect; a multi-node plan always has "
                      "one (interconnect.type)."),),
    ),
    Statement(
        id="000-043", cite=S.OPERATION_MODES,
        quote="This processing requires, in addition to the cache consistency, a locking mechanism between the "
              "nodes to ensure update consistency.",
        kind="setup", scope=Scope(),
        does=(nothing("Defines the workload-balanced mode (cluster.mode = workload_balanced), the mode of every "
                      "measurement; its global locking is the reason of DB001 and IC002."),),
    ),
    Statement(
        id="000-044", cite=S.OPERATION_MODES,
        quote="In case of failover, the IP address with the vip suffix is assigned to the network device of the "
              "failover node.",
        kind="setup", scope=Scope(carries_over="any RAC with node VIPs"),
        does=(rules("NW004"),),
        note="So a VIP has to be reachable on every node's public device: in the public network's subnet.",
    ),
    # --- Planning: interconnect, distribution, shared disks -----------------------------------------------------
    Statement(
        id="000-045", cite=S.INTERCONNECT_DEVICE_CHOICE,
        quote="Oracle RAC clustering requires a fast private interconnect, to keep the server nodes' shared caches "
              "consistent.",
        kind="requirement", scope=Scope(),
        does=(nothing("'Fast' has no threshold a rule could test; the device choices the study measured are carried "
                      "by IC002 and IC003 (000-046, 000-047, 000-160)."),),
    ),
    Statement(
        id="000-046", cite=S.INTERCONNECT_DEVICE_CHOICE,
        quote="HiperSockets hardware should be the first choice for Oracle RAC nodes on LPARs on the same physical "
              "IBM System z.",
        kind="recommendation", scope=replace(MEASURED, carries_over="nodes on one System z machine (z10 or z196)"),
        does=(rules("IC003", "IC001"),),
        note="IC001 is the other half: HiperSockets only where the nodes share the machine.",
    ),
    Statement(
        id="000-047", cite=ONE_VS_TEN,
        quote="The use of a 1 Gb network connection for the Oracle RAC interconnect should be considered very "
              "carefully.",
        kind="recommendation", scope=replace(MEASURED, carries_over="a workload-balanced RAC on System z"),
        does=(rules("IC002"),),
    ),
    Statement(
        id="000-048", cite=LINUX_DISTRIBUTION,
        quote="Both Linux distributions, Novell SUSE Linux Enterprise Server (SLES) and Red Hat Enterprise Linux are "
              "supported for Oracle RAC on Linux on IBM System z.",
        kind="setup", scope=Scope(platform=("s390x",)),
        does=(nothing("Both distributions are choices of cluster.distribution; the study asks nothing more of "
                      "them."),),
    ),
    Statement(
        id="000-049", cite=SHARED_DISK_MANAGEMENT,
        quote="When planning to manage shared disks, a decision must be made between using OCFS2 and the Oracle "
              "Automatic Storage Manager.",
        kind="requirement", scope=Scope(platform=("s390x",)),
        does=(nothing("Every plan makes the decision in shared_disks.manager (a required choice of the document); "
                      "the study's preference for ASM is SD001 (000-004)."),),
    ),
    Statement(
        id="000-049a", cite=S.OCFS2_VS_ASM,
        quote="ASM is a special solution for Oracle databases and cannot be used as a standard file system.",
        kind="requirement",
        scope=Scope(platform=("s390x",), release=("10.2",), carries_over=OCR_PLACES_CARRY),
        does=(rules("CF004"),),
        note="Why the OCR and the voting disk, which the 10.2 clusterware reads as files or devices before any ASM "
             "instance runs, cannot be placed in an ASM disk group.",
    ),
    Statement(
        id="000-050", cite=S.OCFS2_VS_ASM,
        quote="Note: It is not recommended or required to stack the volume managers ASM and LVM. Because ASM stripes "
              "the data over the disks automatically, the usage of the Linux logical volume manager (LVM) is not "
              "required for striping.",
        kind="advice_against",
        scope=Scope(platform=("s390x",), disk_manager=("asm",),
                    carries_over="ASM on any platform: the reason is ASM's own striping"),
        does=(rules("SD002"),),
    ),
    Statement(
        id="000-051", cite=S.OCFS2_VS_ASM,
        quote="On the current distributions, multipathing with FCP disks is handled by the multipath daemon.",
        kind="setup", scope=Scope(platform=("s390x",), storage=("fcp",)),
        does=(nothing("Study 000 ran ECKD DASD only; the multipath set-up of FCP disks is study 004's, and its "
                      "rules carry it."),),
    ),
    Statement(
        id="000-052", cite=S.OCFS2_VS_ASM,
        quote="OCFS2 Version 1.4 comes as part of the SLES 10 SP2 distribution. OCFS2 Version 1.2 comes as part of "
              "the SLES 10 SP1 distribution.",
        kind="setup", scope=Scope(platform=("s390x",), disk_manager=("ocfs2",)),
        does=(rules("SD003"),),
        note="Context on the distributions: which OCFS2 level a SLES release ships.",
    ),
    Statement(
        id="000-053", cite=S.OCFS2_VS_ASM,
        quote="OCFS2 exists on the SLES 11 distribution in the HA Extension.",
        kind="setup", scope=Scope(platform=("s390x",), disk_manager=("ocfs2",)),
        does=(rules("SD003"),),
    ),
    Statement(
        id="000-054", cite=S.OCFS2_VS_ASM,
        quote="The most serious shortcoming for OCFS2 on large databases is that OCFS2 does not do data striping "
              "like ASM does. The administrator would have to arrange to do striping of data on the disks using the "
              "control program on the IBM System Storage DS8000 disk array (storage pool striping), before "
              "configuring the storage for the Oracle RAC system.",
        kind="recommendation", scope=Scope(platform=("s390x",), disk_manager=("ocfs2",)),
        does=(rules("SD004"),),
    ),
    Statement(
        id="000-055", cite=ASM_SECTION,
        quote="With ASM in 10.2.0.3 and 10.2.0.4, block devices are also supported as storage that is easier to set "
              "up and produces the same results. The Linux support for raw devices is deprecated and might be "
              "removed, which is discussed in [The Oracle Cluster Registry and the Voting Disk](#).",
        kind="setup", scope=SYSTEM_Z_10_2,
        does=(rules("CF003"),),
    ),
    Statement(
        id="000-056", cite=PLANNING_BUILD,
        quote="When planning to build an Oracle RAC cluster, you must first choose an Oracle RAC version, download it "
              "and then set up the home directories properly.",
        kind="requirement", scope=Scope(),
        does=(nothing("Every plan chooses its version in cluster.oracle_release; IN001 checks that it is certified "
                      "on System z, and the bundle's README lays out the homes."),),
    ),
    Statement(
        id="000-057", cite=S.VERSIONS,
        quote="Oracle RAC 10g Release 2 version 10.2.0.2 is not certified by Oracle for Linux on IBM System z. "
              "However, versions 10.2.0.3 and 10.2.0.4 are certified by Oracle for Linux on IBM System z.",
        kind="requirement", scope=Scope(platform=("s390x",), release=("10.2",)),
        does=(rules("IN001"),),
    ),
    Statement(
        id="000-058", cite=S.VERSIONS,
        quote="To install versions 10.2.0.3 or 10.2.0.4, it is necessary to begin by installing version 10.2.0.2 "
              "and then apply the upgrade as a patch.",
        kind="requirement", scope=SYSTEM_Z_10_2,
        does=(nothing("An installation step, not a property of the plan: the bundle's README installs 10.2.0.2 and "
                      "then the patch set; IN002 reminds of it as context (000-032, 000-093)."),),
    ),
    Statement(
        id="000-058a", cite=S.VERSIONS,
        quote="Note: Although you can download Oracle RAC and its patches and associated software at any time, do "
              "not install these products until after you have properly prepared the target Linux systems.",
        kind="requirement", scope=SYSTEM_Z_10_2,
        does=(nothing("An installation step, not a property of the plan: the bundle's README prepares Linux on every "
                      "node (its first section) before it installs any Oracle software (its third)."),),
    ),
    Statement(
        id="000-059", cite=S.HOMES,
        quote="The test system was built with all the Oracle components (ASM, CRS, and RDBMS) at the same release "
              "level.",
        kind="setup", scope=MEASURED,
        does=(rules("IN004"), reference(REC)),
    ),
    Statement(
        id="000-060", cite=S.HOMES,
        quote="as long as the clusterware (CRS) on any server is at the same or a later release level than the level "
              "of any of the other components, such as RDBMS or ASM",
        kind="requirement",
        scope=Scope(carries_over="any Oracle RAC: the condition is Oracle's, not the platform's"),
        does=(rules("IN004"),),
    ),
    # --- Server processes ---------------------------------------------------------------------------------------
    Statement(
        id="000-061", cite=S.SERVER_PROCESSES,
        quote="When the workload is determined by many (1000 or more) connected users who spend significant time "
              "between actions, such as online shoppers, the shared server process setup might be more efficient.",
        kind="recommendation",
        scope=Scope(carries_over="any platform with 1000 or more mostly idle connections; not measured"),
        does=(rules("SV002"),),
    ),
    Statement(
        id="000-062", cite=S.SERVER_PROCESSES,
        quote="For workloads with a concentrated high utilization on each connection, for example when the Oracle "
              "Database is the backend from an application server or behind a connection concentrator, dedicated "
              "server processes might be more appropriate.",
        kind="recommendation",
        scope=Scope(carries_over="any platform with continuously active connections"),
        does=(rules("SV001"),),
    ),
    # --- Preparing Linux ----------------------------------------------------------------------------------------
    Statement(
        id="000-063", cite=S.USERS,
        quote="Use an editor such as vi to add these lines to the body of the /etc/security/limits/conf file, to "
              "increase the limits for open files and processes:",
        kind="recommendation",
        scope=Scope(platform=("s390x",), carries_over="the oracle user on any Linux node"),
        does=(rules("KN004"), default("/kernel/limits/nofile_hard")),
    ),
    Statement(
        id="000-063a", cite=S.ULIMIT,
        quote="Set shell limits by editing the file with suffix .profile for the user oracle.",
        kind="recommendation",
        scope=Scope(platform=("s390x",), carries_over="the oracle user on any Linux node"),
        does=(rules("KN004"),),
        note="The bundle writes the plan's limits as ulimit lines of the oracle user's profile.",
    ),
    Statement(
        id="000-064", cite=S.KERNEL_PARAMS,
        quote="The values of some of the parameters must be increased if they are not equal to or greater than these "
              "values:",
        kind="requirement",
        scope=Scope(platform=("s390x",), release=("10.2",),
                    carries_over="System z plans at later releases are held to the same minimums, as a floor: study "
                                 "004 (11gR2 on a z196) gives no other values"),
        does=(rules("KN003"),),
    ),
    Statement(
        id="000-065", cite=S.SSH_EQUIVALENCE,
        quote="Therefore, it is necessary for the users oracle and root to have *user equivalence*, or the ability "
              "to use ssh to move from one node to another without authenticating with passwords or passphrases.",
        kind="requirement", scope=Scope(),
        does=(nothing("An installation step on the nodes: the bundle's README sets it up with "
                      "cluster/scripts/ssh-user-equivalence.sh; no plan field can contradict it."),),
    ),
    Statement(
        id="000-066", cite=S.SSH_EQUIVALENCE,
        quote="When the key-gen command issues a prompt to enter a passphrase, just type enter so that no passphrase "
              "will be required.",
        kind="requirement", scope=Scope(),
        does=(nothing("Part of the ssh set-up of 000-065, done by the bundle's script."),),
    ),
    Statement(
        id="000-067", cite=S.NETWORK,
        quote="Each server node in the cluster needs two physical connections and three IP interfaces, which must be "
              "set up before beginning the installation.",
        kind="requirement",
        scope=Scope(carries_over="any Oracle RAC: public, VIP and private address per node"),
        does=(rules("NW004"),),
        note="The three interfaces are the public address, its VIP alias on the same device (000-027, 000-069) and "
             "the private interconnect; NW004 checks that the public address and the VIP are on the public "
             "network.",
    ),
    Statement(
        id="000-068", cite=S.NETWORK,
        quote="For the public access, a 1 Gb Ethernet was used on each server, which was configured to have two "
              "interfaces, the second one being an alias.",
        kind="setup", scope=MEASURED,
        does=(rules("NW004"), reference(REC)),
    ),
    Statement(
        id="000-069", cite=S.NETWORK,
        quote="By using the network address 10.10.10.200 and a netmask of 255.255.255.0, it leaves the hardware "
              "device available to be used by any other interface using the network address of the form: "
              "10.10.10.xxx, and the clusterware startup scripts will create an alias for the public interface when "
              "the node starts CRS.",
        kind="requirement",
        scope=Scope(release=("10.2",),
                    carries_over="any RAC whose clusterware raises the VIP as an alias of the public interface"),
        does=(rules("NW004"),),
        note="The VIP alias lives on the public device and only addresses of its network (10.10.10.xxx under "
             "255.255.255.0) can be raised there; an address outside the public subnet cannot.",
    ),
    Statement(
        id="000-070", cite=S.NETWORK,
        quote="This environment does not use a DNS server, so the alias interface name must be included in the file "
              "/etc/hosts, where the two host addresses and names looked like this:",
        kind="requirement", scope=Scope(),
        does=(nothing("The bundle writes every node's public, VIP and private names into /etc/hosts."),),
    ),
    Statement(
        id="000-071", cite=S.NETWORK,
        quote="If a node is not responding, the vip IP address is attached to another node in the cluster, faster "
              "than the time it would take for hardware timeout to be recognized and processed.",
        kind="setup", scope=Scope(carries_over="any RAC with node VIPs"),
        does=(rules("NW004"),),
    ),
    Statement(
        id="000-072", cite=S.NETWORK,
        quote="When Oracle RAC uses the public interface, it will select the interface with the number zero after "
              "the prefix. By default this interface would be eth0.",
        kind="setup", scope=SYSTEM_Z_10_2,
        does=(rules("NW002"),),
    ),
    Statement(
        id="000-073", cite=S.NETWORK,
        quote="If there is a situation where the public interface must be forced to use number 0, use the udev "
              "command to name the interfaces.",
        kind="recommendation", scope=SYSTEM_Z_10_2,
        does=(rules("NW002"),),
    ),
    Statement(
        id="000-074", cite=S.PUBLIC_10_NET,
        quote="The setup for the study required circumventing an Oracle RAC requirement that the external RAC IP "
              "address and its alias be an IP address that is from the range of public IP addresses.",
        kind="requirement",
        scope=Scope(release=("10.2",), carries_over="any RAC whose clusterware is 10.2: racgvip is part of CRS"),
        does=(rules("NW003"),),
    ),
    Statement(
        id="000-075", cite=S.PUBLIC_10_NET,
        quote="Oracle RAC would not work until a change was made in $HOME_CRS/bin/racgvip. To do the same thing on "
              "your system, either set the variable DEFAULTGW to an IP address that can always be pinged "
              "successfully (it will never be used, Oracle only checks to see if it is available), or else search "
              "for and change FAIL_WHEN_DEFAULTGW_NOT_FOUND to a value of 0.",
        kind="failure_seen",
        scope=Scope(release=("10.2",), carries_over="any RAC whose clusterware is 10.2: racgvip is part of CRS"),
        does=(rules("NW003"),),
    ),
    Statement(
        id="000-076", cite=S.UDEV_ASM,
        quote="To set up shared storage for Oracle RAC on IBM System z, some of the attributes in Linux of the DASD "
              "disk storage devices must be modified.",
        kind="requirement", scope=Scope(platform=("s390x",), storage=("eckd",)),
        does=(nothing("Done by the bundle's udev rules for the OCR, voting and ASM disks of the plan."),),
    ),
    Statement(
        id="000-077", cite=S.UDEV_ASM,
        quote="Shared DASD used for data also managed by ASM must be assigned the owner oracle and the group named "
              "dba.",
        kind="requirement", scope=Scope(platform=("s390x",), storage=("eckd",), disk_manager=("asm",)),
        does=(nothing("The bundle's udev rules (98-oracle.permissions.rules) give every ASM disk to oracle:dba "
                      "(apps.studies.values.DBA_GROUP); the plan has no owner field to get wrong."),),
    ),
    Statement(
        id="000-078", cite=S.PERSISTENT_NAMES,
        quote="To produce device names that were the same on different Linux systems and also persistent after "
              "rebooting required the use of device names in Linux such as /dev/disk/by-path, /dev/disk/by-id, or "
              "/dev/disk/by-uuid that are unambiguous.",
        kind="recommendation", scope=Scope(platform=("s390x",), virtualisation=("lpar",)),
        does=(rules("ST001"),),
        note="Required for persistent names, which the study 'highly recommends' (000-040): the floor follows that "
             "recommendation.",
    ),
    Statement(
        id="000-079", cite=S.PERSISTENT_NAMES,
        quote="This study employed a workaround for this issue, which was to use the file /etc/zipl.conf to set the "
              "disks in the same order of discovery at startup using the dasd= parameter.",
        kind="setup", scope=MEASURED,
        does=(rules("ST001"), reference(REC)),
        note="The plan records it as storage.dasd_order_pinned; ST001 then stays silent.",
    ),
    Statement(
        id="000-080", cite=S.PERSISTENT_NAMES,
        quote="When the installation was based on Linux as a guest on z/VM[®], the order of the disks is controlled "
              "by the order of the definition to the guest, for example in the user directory.",
        kind="setup", scope=Scope(platform=("s390x",), virtualisation=("zvm",)),
        does=(rules("ST001"),),
        note="Why ST001 fires on LPARs only.",
    ),
    # --- Installing the binaries --------------------------------------------------------------------------------
    Statement(
        id="000-081", cite=S.INSTALL_SEQUENCE,
        quote="When installing Oracle RAC with ASM, whether it is a new installation or a patch, the sequence for the "
              "installation is clusterware first on all the nodes, then the database software on all the nodes, and "
              "then the ASM software on all the nodes.",
        kind="requirement", scope=Scope(disk_manager=("asm",)),
        does=(nothing("An installation step, not a property of the plan: the bundle's README installs in this "
                      "order, and IN002 reminds every System z 10.2 plan of it as context."),),
    ),
    Statement(
        id="000-081a", cite=S.ORACLE_INSTALLATION,
        quote="Choose a location for the CRS home that is large enough to grow based on the instructions with the "
              "package, and taking into account the need for temporary space for patches.",
        kind="recommendation", scope=MEASURED,
        does=(nothing("The plan has no field for where the CRS home lives or how large its file system is; the "
                      "study's home sizes are given with 000-082."),),
    ),
    Statement(
        id="000-082", cite=S.ORACLE_INSTALLATION,
        quote="The amounts of disk storage recommended by Oracle are conservative, and Oracle home files can grow "
              "very large when patches and upgrades are applied.",
        kind="recommendation", scope=MEASURED,
        does=(nothing("The plan has no field for the size of the Oracle homes (the study's were 2.5 GB for CRS and "
                      "2 GB each for RDBMS and ASM on a 6.5 GB disk)."),),
    ),
    Statement(
        id="000-083", cite=S.ORACLE_INSTALLATION,
        quote="A good approach would be to use Linux Logical Volume Manager to create expandable file systems for the "
              "binaries and product files.",
        kind="recommendation", scope=Scope(),
        does=(nothing("Concerns the local file systems of the Oracle homes, which a plan does not describe (LVM "
                      "under ASM's shared disks is another matter, SD002)."),),
    ),
    Statement(
        id="000-084", cite=S.CLUVFY,
        quote="The CVU must be run and complete successfully before Oracle Real Application Clusters can be "
              "installed.",
        kind="requirement", scope=Scope(release=("10.2",)),
        does=(nothing("An installation step: the bundle's README runs cluster/scripts/cluvfy-precheck.sh and says "
                      "not to install the clusterware until it passes."),),
    ),
    Statement(
        id="000-085", cite=S.CLUVFY,
        quote="The CVU must be run on all of the cluster nodes by both a user with root authority, and by the user "
              "oracle, before installing clusterware.",
        kind="requirement", scope=Scope(release=("10.2",)),
        does=(nothing("An installation step: the bundle's README runs cluster/scripts/cluvfy-precheck.sh as root "
                      "and as oracle on every node before the clusterware."),),
    ),
    Statement(
        id="000-086", cite=S.CLUVFY,
        quote="CVU should also be run after the installation to verify the success of the installation.",
        kind="recommendation", scope=Scope(release=("10.2",)),
        does=(nothing("An installation step: the bundle's README ends with cluvfy stage -post crsinst."),),
    ),
    Statement(
        id="000-087", cite=S.OUI,
        quote="For a new installation, the first step is to decide where to put the Oracle inventory file, named "
              "oraInventory, so that it is outside of the Oracle HOMEs",
        kind="recommendation", scope=Scope(),
        does=(nothing("The bundle's README keeps the inventory outside the homes at /opt/oracle/oraInventory, the "
                      "study's choice (apps.studies.values.ORA_INVENTORY); no plan field sets it."),),
    ),
    Statement(
        id="000-088", cite=S.OCR_CHOICE,
        quote="These files of 100 MB of disk space can be whole disks, and must be accessible from all the nodes in "
              "the cluster.",
        kind="requirement", scope=Scope(release=("10.2",), carries_over="any Oracle 10.2 RAC"),
        does=(rules("CF001"),),
        note="The size is checked; that the device is shared by all nodes is what the OCR and voting locations of "
             "a plan stand for.",
    ),
    Statement(
        id="000-088a", cite=S.OCR_CHOICE,
        quote="In Oracle RAC 10.2.0.2, both OCR and Voting Disks can be raw devices, block devices, or files on a "
              "shared file system such as OCFS2. It is possible to combine any of those three alternatives for OCR "
              "and Voting Disk, while having data disks managed by ASM.",
        kind="requirement",
        scope=Scope(platform=("s390x",), release=("10.2",), carries_over=OCR_PLACES_CARRY),
        does=(rules("CF004"),),
        note="ASM holds the data disks; the OCR and the voting disk stay on one of the three alternatives.",
    ),
    Statement(
        id="000-089", cite=S.OCR_CHOICE,
        quote="To create a backup of either requires 100 MB of disk space. For this study, the redundancy was "
              "ignored and external redundancy was selected.",
        kind="setup", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(rules("CF001", "CF002"),),
        note="Both storage managers, as for 000-039: the cluster's database ran on ASM and on OCFS2, and the OCR and "
             "voting disks are the clusterware's, placed before either.",
    ),
    Statement(
        id="000-090", cite=S.CRS_BASE,
        quote="Remember that Oracle clusterware 10.2.0.2 must be installed first, and then Oracle clusterware can be "
              "upgraded to the 10.2.0.4 version.",
        kind="requirement", scope=SYSTEM_Z_10_2,
        does=(nothing("An installation step: the bundle's README installs the 10.2.0.2 clusterware and then the "
                      "patch set; IN002 is the context note."),),
    ),
    Statement(
        id="000-091", cite=S.CRS_BASE,
        quote="When doing the initial installation of 10.2.0.2 an error message appears while the clusterware is "
              "being installed on each of the servers. This error message refers to client.shared.lib of a "
              "makefile.",
        kind="setup", scope=replace(SYSTEM_Z_10_2, platform=("s390x",)),
        does=(rules("IN003"),),
        note="How the study's own installation went: every 10.2.0.2 installation on System z meets this error and "
             "its workaround (patch 6007358), whatever the plan says, so IN003 shows it as context and the bundle's "
             "README lists the workaround.",
    ),
    Statement(
        id="000-092", cite=S.CRS_BASE,
        quote="These scripts must run successfully in order for the clusterware installation to work successfully, "
              "although there can be warning messages issued about files not belonging to root.",
        kind="requirement", scope=Scope(release=("10.2",)),
        does=(nothing("An installation step: the bundle's README runs orainstRoot.sh and root.sh on each node in "
                      "order."),),
    ),
    Statement(
        id="000-093", cite=S.CRS_UPGRADE,
        quote="Open patch p681089 and start the Oracle Universal Installer (OUI) that is part of the 10.2.0.4 patch "
              "package, in a session for the OUI GUI interface. The process is very similar to the installation of "
              "Oracle clusterware 10.2.0.2.",
        kind="setup", scope=SYSTEM_Z_10_2,
        does=(rules("IN002"),),
    ),
    Statement(
        id="000-094", cite=S.CRS_SRVCTL,
        quote="The following manual modification must be made to the binary files $HOME_CRS/bin/vipca and "
              "$HOME_CRS/srvctl:",
        kind="requirement", scope=SYSTEM_Z_10_2,
        does=(nothing("An installation step, not a property of the plan: the bundle's README adds 'unset "
                      "LD_ASSUME_KERNEL' to vipca and srvctl, and IN003 reminds System z 10.2 plans of it."),),
    ),
    Statement(
        id="000-095", cite=S.CRS_SRVCTL,
        quote="For future reference, srvctl must be updated after patches are installed.",
        kind="requirement", scope=SYSTEM_Z_10_2,
        does=(nothing("An operations step after every patch; the bundle's README says so."),),
    ),
    Statement(
        id="000-096", cite=S.CRS_VIPCA,
        quote="It is possible that the root.sh script run in [Installing Oracle RAC with the Oracle Universal "
              "Installer](#) does not use the public interface. This problem can be resolved by running the vipca "
              "program manually in a separate session.",
        kind="setup", scope=SYSTEM_Z_10_2,
        does=(rules("IN003", "NW002"),),
        note="What happened in the study's installation; NW002 asks for a public interface numbered 0, which is what "
             "root.sh picks.",
    ),
    Statement(
        id="000-097", cite=S.ASM_INSTALL,
        quote="For this study, all the shared disks for data storage were put in one diskgroup, named disks1.",
        kind="setup", scope=MEASURED,
        does=(reference(REC),),
        note="The reference plan keeps DISKS1 for data and adds a redo group for study 004's findings.",
    ),
    Statement(
        id="000-098", cite=S.CUSTOMIZE,
        quote="The buffer management was handled by Oracle automatically by specifying the sga_target parameter.",
        kind="setup", scope=MEASURED,
        does=(nothing("The study gives no SGA size; a plan sets database.sga_target_mb itself, and the bundle "
                      "writes it when set."),),
    ),
    Statement(
        id="000-099", cite=S.LISTENERS,
        quote="The listener.ora file for Oracle Real Application Clusters requires the listener to be configured to "
              "recognize both the Oracle interface names and the IP addresses.",
        kind="requirement", scope=Scope(),
        does=(nothing("The bundle's listener.ora names each node's VIP host name and its address; the plan's "
                      "nodes give both."),),
    ),
    Statement(
        id="000-100", cite=S.REDO_CONTROL,
        quote="Each instance of the cluster has its own redo logs and control files, which on the test system used "
              "for this study, were files managed by ASM.",
        kind="setup", scope=MEASURED,
        does=(nothing("The bundle's database creation gives each instance its own redo thread; the study asks "
                      "nothing more of the plan here."),),
    ),
    Statement(
        id="000-101", cite=S.CLIENT_LB,
        quote="To build an effective Oracle Real Application Clusters system, balancing the workload coming in from "
              "the clients must also be considered.",
        kind="recommendation", scope=Scope(),
        does=(nothing("The bundle's tnsnames.ora lists every node's VIP with LOAD_BALANCE=on, as the study's "
                      "did; the plan has no other client-side setting."),),
    ),
    Statement(
        id="000-102", cite=S.CLIENT_LB,
        quote="If the SERVER parameter is not set, shared server configuration is assumed. However, the client uses "
              "a dedicated server if no dispatchers are available.",
        kind="setup", scope=Scope(carries_over="any Oracle 10.2 database: Oracle Net behaviour"),
        does=(rules("SV003"),),
        note="Context: a shared-server plan without dispatchers silently serves its clients with dedicated "
             "servers.",
    ),
    # --- Workload -----------------------------------------------------------------------------------------------
    Statement(
        id="000-103", cite=WORKLOAD_DESCRIPTION,
        quote="This results in an intensive load from a single user, so that with the 20 -100 users used in the test "
              "environment the workload processed is similar to a much larger number of connected users in a real "
              "setting.",
        kind="setup", scope=MEASURED,
        does=(capacity("s000-load"),),
    ),
    Statement(
        id="000-104", cite=WORKLOAD_CHARACTERISTICS,
        quote="The workload used in this study emulated a small number of warehouses, to intentionally create "
              "cluster contention on the warehouse table.",
        kind="setup", scope=MEASURED,
        does=(reference(REC),),
        note="The reference plans record it as workload.multi_node_hot_updates, the condition of DB001.",
    ),
    Statement(
        id="000-105", cite=TOOLS,
        quote="If contention or excessive latencies are taking place, they show up in the Top 5 wait events as a "
              "high percentage of the run time",
        kind="setup", scope=Scope(),
        does=(rules("RS002"),),
        note="How RS002 reads a run: cluster waits among the top events.",
    ),
    # --- Results: OCFS2 versus ASM ------------------------------------------------------------------------------
    Statement(
        id="000-106", cite=FS_TEST,
        quote="Therefore, the test runs with a high cache hit ratio to avoid data-related disk I/O contention.",
        kind="setup", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(nothing("A condition of the comparison: it compares cluster management, not disk bandwidth, so SD001 "
                      "is not a statement about I/O-bound databases."),),
    ),
    Statement(
        id="000-107", cite=FS_TEST,
        quote="With 60 users, the transaction throughput with ASM was 32% better than with OCFS2.",
        kind="measured_effect",
        scope=replace(MEASURED, disk_manager=("asm", "ocfs2"),
                      carries_over="a RAC on System z below the contention limit of its workload"),
        does=(rules("SD001"), reference("s000-fs-asm-60")),
        effect=Effect(metric="throughput", baseline="OCFS2, 8 KB blocks, 60 users", variant="ASM, 8 KB blocks, 60 "
                      "users", change_pct=32.0),
    ),
    Statement(
        id="000-108", cite=FS_TEST,
        quote="With 100 users, the comparison reversed and the transaction throughput was 3% better with OCFS2 than "
              "with ASM.",
        kind="measured_effect", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(rules("SD001"), reference("s000-fs-ocfs2-100")),
        effect=Effect(metric="throughput", baseline="ASM, 8 KB blocks, 100 users",
                      variant="OCFS2, 8 KB blocks, 100 users", change_pct=3.0),
        note="At 100 users cluster contention dominated; SD001's message gives the 60-user result and this one.",
    ),
    Statement(
        id="000-109", cite=FS_TEST,
        quote="The significantly higher transaction rate with ASM with 60 users in the less contended scenario shows "
              "an advantage of ASM compared to OCFS2. With 100 users, the contention in the cluster is the dominant "
              "factor, which has a greater impact than differences in the underlying tool used to manage the shared "
              "storage.",
        kind="measured_effect", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(rules("SD001"),),
    ),
    Statement(
        id="000-110", cite=FS_TEST,
        quote="OCFS2 requires a higher utilization of CPU in absolute terms, approximately three processors compared "
              "to a value less than two processors for ASM (four CPUs are available).",
        kind="measured_effect", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(rules("SD001"), capacity("s000-ifls")),
        note="IFLs used by both nodes together at 60 and 100 users; no percentage is printed.",
    ),
    Statement(
        id="000-111", cite=FS_TEST,
        quote="The significantly lower CPU utilization with ASM makes the Oracle Automatic Storage Manager a good "
              "choice combined with the good transaction throughput reported above.",
        kind="recommendation", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(rules("SD001"),),
    ),
    Statement(
        id="000-112", cite=DISK_THROUGHPUT,
        quote="There is nearly no difference between OCFS2 and ASM, only for the write throughput for the 60 users "
              "scenario.",
        kind="measured_effect", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(reference("s000-fs-asm-60"),),
        note="Table 5: read 0.2/0.2 (OCFS2) and 0.3/0.1 MB/s (ASM), write 7.4/7.2 and 8.1/7.4 MB/s at 60/100 users.",
    ),
    Statement(
        id="000-113", cite=DISK_THROUGHPUT,
        quote="As expected with a cache hit ratio of 99.9%, the disk I/O values are low.",
        kind="setup", scope=MEASURED,
        does=(nothing("A condition of every measurement: the results do not rest on the disks (see the Summary's "
                      "cache-hit statement)."),),
    ),
    Statement(
        id="000-114", cite=NETWORK_THROUGHPUT,
        quote="The interconnect traffic for the environment with OCFS2 remained the same, while it starts at a lower "
              "level and increases when using ASM. The amount of traffic from the communication between the client "
              "and Oracle RAC nodes is very low.",
        kind="measured_effect", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(capacity("INTERCONNECT_MEASURED_MB_S"),),
        note="Table 6, one node: interconnect 55/55 MB/s (OCFS2) and 51/57 MB/s (ASM) at 60/100 users; client OSA "
             "0.2-0.3 MB/s. The interconnect estimate states this range as its basis.",
    ),
    Statement(
        id="000-115", cite=NETWORK_THROUGHPUT,
        quote="It seems that the ASM is correlated with a lower cluster contention than OCFS2 (indicated by the lower "
              "interconnect traffic), which increases when the number of users working in parallel increases.",
        kind="measured_effect", scope=replace(MEASURED, disk_manager=("asm", "ocfs2")),
        does=(capacity("INTERCONNECT_MEASURED_MB_S"),),
        note="Read from Table 6; the interconnect estimate gives the ASM and OCFS2 ranges apart. SD001's case for ASM "
             "rests on the throughput and CPU entries.",
    ),
    Statement(
        id="000-116", cite=NETWORK_THROUGHPUT,
        quote="In this scenario a default database blocksize of 8 KB was used.",
        kind="setup", scope=MEASURED,
        does=(default("/database/db_block_size"), capacity("INTERCONNECT_BLOCK_SIZE")),
        note="The default block size of a new plan is the study's 8 KB baseline; DB001 asks for 4 KB where hot "
             "tables are shared.",
    ),
    # --- Results: block size ------------------------------------------------------------------------------------
    Statement(
        id="000-117", cite=S.BLOCK_SIZE,
        quote="Large blocks cause higher traffic for the interconnect, and might increase the chances of a lock "
              "collision.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001", "RS002"),),
        note="The reason of DB001 and RS002; the measurement follows (4 KB against 8 KB).",
    ),
    Statement(
        id="000-118", cite=S.BLOCK_SIZE,
        quote="When the Oracle database default block size was decreased from 8 KB to 4 KB, the transaction "
              "throughput improved by 4%.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001", "RS002"), reference("s000-block-4k"),
              reference("s000-z10-hipersockets-asm-8k-dedicated")),
        effect=Effect(metric="throughput", baseline="8 KB default database block size",
                      variant="4 KB default database block size", change_pct=4.0),
    ),
    Statement(
        id="000-119", cite=S.BLOCK_SIZE,
        quote="There was 4.71% less waiting due to cluster contention compared to the 8 KB block size. The commit "
              "contention was reduced by 6%.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("RS002", "DB001"),),
        note="Wait time, not a metric of the ledger's effects: cluster waits -4.71 %, commit contention -6 % "
             "(8 KB to 4 KB).",
    ),
    Statement(
        id="000-120", cite=S.BLOCK_SIZE,
        quote="The system I/O as a percent of total activity went up 5%, corresponding to the increased throughput, "
              "which causes more log file I/O and data updates.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("DB001"),),
        note="A consequence of the 4 % higher throughput, not a cost of the smaller block.",
    ),
    Statement(
        id="000-121", cite=S.BLOCK_SIZE,
        quote="When the database default block size was reduced from 8 KB to 4 KB, the amount of traffic over the "
              "interconnect to perform cache fusion went down by 46%.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001", "RS002"), reference("s000-block-4k"), capacity("INTERCONNECT_BLOCK_SIZE")),
        note="Interconnect traffic -46 % (8 KB to 4 KB); the interconnect estimate names a block size other than "
             "8 KB as a departure from the measured set-up.",
    ),
    Statement(
        id="000-122", cite=S.BLOCK_SIZE,
        quote="GCS/GES messages increased 4% in units of messages sent and received, and Global Cache blocks sent "
              "and received increased 2%.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("DB001"),),
        note="Global cache load profile, 8 KB to 4 KB: messages +4 %, blocks sent and received +2 %.",
    ),
    Statement(
        id="000-123", cite=S.BLOCK_SIZE,
        quote="CR Blocks Received went down 8%, and Current Blocks Received went down by 15%.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("DB001"),),
    ),
    Statement(
        id="000-123a", cite=S.BLOCK_SIZE,
        quote="The reduction of the database block size leads, as expected, to a decrease of the interconnect traffic "
              "of approximately one-half. The transaction throughput follows the cluster wait events (less contention "
              "means more throughput), while the commit contention is reduced even more, which indicates a reduced "
              "lock contention.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001"),),
        note="The section's conclusion of 000-121 (-46 % interconnect traffic) and 000-118 (+4 % throughput); "
             "neither figure is composed twice.",
    ),
    Statement(
        id="000-124", cite=S.BLOCK_SIZE,
        quote="The quantity of messages sent and received increase as required by the higher throughput, but the "
              "number of data block is reduced. This reduction clearly shows that the contention on the blocks has "
              "been reduced, because locks for the two different 4 KB blocks in the same 8 KB block are now two "
              "independent locks, making the sending of the block unnecessary (but not the communication that a "
              "lock must be placed).",
        kind="measured_effect", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001"),),
    ),
    Statement(
        id="000-125", cite=S.BLOCK_SIZE,
        quote="The performance improvement as measured by transaction throughput leads to the recommendation of "
              "using the smallest possible block size (such as 4 KB), as default in an Oracle RAC system with "
              "shared tables.",
        kind="recommendation", scope=replace(MEASURED, carries_over=BALANCED),
        does=(rules("DB001"),),
    ),
    # --- Results: dedicated versus shared servers ---------------------------------------------------------------
    Statement(
        id="000-126", cite=S.DEDICATED_VS_SHARED,
        quote="With dedicated server processes, the CPU load increased to the full system utilization. Therefore, "
              "another test was done with an additional CPU for each Oracle RAC node.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(rules("RS003"), reference("s000-server-dedicated")),
    ),
    Statement(
        id="000-127", cite=S.DEDICATED_VS_SHARED,
        quote="By changing the Oracle RAC server processes to dedicated from shared, transaction throughput "
              "increased by 125%.",
        kind="measured_effect",
        scope=replace(MEASURED, server_mode=("shared", "dedicated"),
                      carries_over="any platform where each client keeps a server process busy"),
        does=(rules("SV001"), reference("s000-server-dedicated"), reference("s000-z10-hipersockets-asm-4k-shared")),
        effect=Effect(metric="throughput", baseline="shared server processes, 2 IFLs per node",
                      variant="dedicated server processes, 2 IFLs per node", change_pct=125.0),
    ),
    Statement(
        id="000-128", cite=S.DEDICATED_VS_SHARED,
        quote="Adding a third processor to each CPU increased transaction throughput another 86% compared to the "
              "measurement of the shared server processes with 2 CPUs.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(rules("RS003"), reference("s000-server-dedicated-3cpu"),
              reference("s000-z10-hipersockets-asm-4k-dedicated-3ifl")),
        effect=Effect(metric="throughput", baseline="shared server processes, 2 IFLs per node",
                      variant="dedicated server processes, 3 IFLs per node", change_pct=211.0),
        note="'Another 86 %' of the shared 2-IFL measurement on top of the 125 % of dedicated servers: +211 % over "
             "shared with 2 IFLs, the Summary's 'factor of three' (the results fixture reads it the same way).",
    ),
    Statement(
        id="000-129", cite=S.DEDICATED_VS_SHARED,
        quote="This test scenario demonstrates that higher throughput can be obtained with dedicated server processes "
              "configured for the Oracle RAC servers compared with shared server processes.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("shared", "dedicated")),
        does=(rules("SV001"),),
    ),
    Statement(
        id="000-130", cite=S.DEDICATED_VS_SHARED,
        quote="With this change, the CPU load increased to the full system utilization. Adding CPU capacity in both "
              "Oracle RAC servers improves the throughput with dedicated server processes further.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(rules("RS003", "SV001"),),
    ),
    Statement(
        id="000-131", cite=S.DEDICATED_VS_SHARED,
        quote="This effect is contributed to our workload with a moderate number of clients (up to 80), where each "
              "client is 100% active, generating a continuous workload, which easily keeps one Oracle server "
              "process busy.",
        kind="setup", scope=replace(MEASURED, server_mode=("shared", "dedicated")),
        does=(rules("SV001"),),
    ),
    Statement(
        id="000-132", cite=S.DEDICATED_VS_SHARED,
        quote="For this type of workload pattern, the use of dedicated server processes is recommended.",
        kind="recommendation",
        scope=replace(MEASURED, carries_over="any platform and release with continuously active connections"),
        does=(rules("SV001"),),
    ),
    Statement(
        id="000-132a", cite=S.DEDICATED_VS_SHARED,
        quote="The opposite scenario occurs with connections that have a low utilization, such as from any manual "
              "interactions, and with a very high number (1000 or more) of users. Here, the use of dedicated server "
              "processes results in thousands of under-utilized server processes, with the corresponding memory "
              "requirements.",
        kind="advice_against",
        scope=Scope(carries_over="any platform with 1000 or more mostly idle connections; the study did not "
                                 "measure this pattern"),
        does=(rules("SV002"),),
        note="The results chapter's wording of the Summary's 000-010.",
    ),
    Statement(
        id="000-133", cite=S.DEDICATED_VS_SHARED,
        quote="If the SERVER parameter is not set, then shared server configuration is assumed.",
        kind="setup", scope=Scope(carries_over="any Oracle 10.2 database: Oracle Net behaviour"),
        does=(rules("SV003"),),
    ),
    Statement(
        id="000-134", cite=S.DEDICATED_VS_SHARED,
        quote="With the first increment going to 40 users from 20, the memory usage increased from approximately 14 "
              "GB to 15.6 GB (approximately 11%).",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(rules("SV002"), reference("s000-memory-40")),
        note="Memory of both nodes with dedicated servers: +11 % from 20 to 40 users, a slight rise to 60, then "
             "constant; about 16 of 32 GB in use. The ledger's effect metrics have no memory metric.",
    ),
    Statement(
        id="000-134a", cite=S.DEDICATED_VS_SHARED,
        quote="The next increment of 20 users caused a slight increase of overall memory usage, and with the next "
              "increment the used memory size stays constant.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(rules("SV002"), reference("s000-memory-40")),
        note="From 40 to 60 users, then 80; no figure is printed for the slight rise.",
    ),
    Statement(
        id="000-135", cite=S.DEDICATED_VS_SHARED,
        quote="This chart shows that after overall memory usage increases to accommodate 40 users, the total usage "
              "levels off.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(rules("SV002"), reference("s000-memory-40")),
        note="Measured with continuously active users, up to 80: the memory cost that SV002 weighs for 1000 or more "
             "idle connections was not measured.",
    ),
    Statement(
        id="000-136", cite=S.DEDICATED_VS_SHARED,
        quote="One parameter that limits the increase of the memory utilization is the fixed size of the SGA, which "
              "seems to be fully utilized with 60 users.",
        kind="setup", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(nothing("The study does not give the SGA size it fixed, so no plan value can be compared with it."),),
    ),
    Statement(
        id="000-137", cite=S.DEDICATED_VS_SHARED,
        quote="The lock contention, which is related to lock contention inside one node, starts at nearly 0 and "
              "increases much faster than the cluster contention. The break-even point is at 40 users.",
        kind="measured_effect", scope=replace(MEASURED, server_mode=("dedicated",)),
        does=(nothing("Measures the workload's own row-lock contention on its hot table; a plan has no field for an "
                      "application's locking, and RACplan offers no capacity figure from it."),),
    ),
    Statement(
        id="000-138", cite=S.DEDICATED_VS_SHARED,
        quote="The lock contention is a bottleneck that must be resolved if user activity is to be increased.",
        kind="requirement", scope=MEASURED,
        does=(nothing("Asks for a change to the application's data, not to the cluster; see the Summary's "
                      "statement of the same."),),
    ),
    Statement(
        id="000-139", cite=S.DEDICATED_VS_SHARED,
        quote="The graph shows also that the typical measurement point at 40 users demonstrates a certain level of "
              "cluster contention (which makes it worthwhile to consider network tuning of the interconnect). At the "
              "same level there is a contention on local locks, which keeps the workload realistic and means that "
              "there is not a 100% dependency from the cluster performance.",
        kind="setup", scope=MEASURED,
        does=(reference(REC),),
        note="The reference plans run 40 users, the study's typical measurement point.",
    ),
    # --- Results: buffer counts ---------------------------------------------------------------------------------
    Statement(
        id="000-140", cite=S.BUFFER_COUNTS,
        quote="The inbound buffer count is a Linux network interface parameter that can be increased to allow more "
              "packets received in flight, in order to increase throughput. This parameter is defined per network "
              "device individually.",
        kind="setup", scope=Scope(platform=("s390x",)),
        does=(default("/interconnect/inbound_buffers"),),
    ),
    Statement(
        id="000-140a", cite=S.BUFFER_COUNTS,
        quote="shows the impact on transaction throughput when increasing the inbound buffer count parameter from "
              "the default value of 16 to 64 and 128.",
        kind="setup",
        scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC009"),),
        note="The measured counts: IC004 warns above 16 (128 is qeth's largest), IC009 says a count below 16 is not "
             "measured.",
    ),
    Statement(
        id="000-141", cite=S.BUFFER_COUNTS,
        quote="An inbound buffer count of 64 buffers resulted in a 10% reduction of transaction throughput.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC004"), reference("s000-buffers-64"), reference("s000-z10-inbound-buffers-64")),
        effect=Effect(metric="throughput", baseline="inbound buffer count 16 (default)",
                      variant="inbound buffer count 64", change_pct=-10.0),
    ),
    Statement(
        id="000-142", cite=S.BUFFER_COUNTS,
        quote="An inbound buffer count of 128 resulted in an additional 12% reduction of transaction throughput.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC004"), reference("s000-buffers-128"), reference("s000-z10-inbound-buffers-128")),
        effect=Effect(metric="throughput", baseline="inbound buffer count 64", variant="inbound buffer count 128",
                      change_pct=-12.0),
        note="'An additional 12 %': read, as the results fixture does, as 12 % below the 64-buffer result.",
    ),
    Statement(
        id="000-143", cite=S.BUFFER_COUNTS,
        quote="The best choice for the test environment of this study is the default inbound buffer count of 16.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC004"), default("/interconnect/inbound_buffers")),
    ),
    Statement(
        id="000-144", cite=S.BUFFER_COUNTS,
        quote="Note: Increasing the inbound buffer count is typically recommended for optimum network throughput. "
              "In this scenario, the higher network throughput led to a reduced transaction rate, because it is "
              "correlated with an increased cluster contention and increased communication using the Interconnect "
              "needed to maintain the cache consistency.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC004"),),
        note="The general advice the study's measurement contradicts for a workload-balanced RAC; IC004 applies only "
             "to such clusters.",
    ),
    # --- Results: MTU -------------------------------------------------------------------------------------------
    Statement(
        id="000-145", cite=S.MTU,
        quote="Therefore, the ideal is to find the MTU size that fits to the package size used by the application and "
              "is supported by all intermediate nodes on the path to the final destination.",
        kind="recommendation", scope=Scope(platform=("s390x",)),
        does=(rules("NW001", "IC006"),),
    ),
    Statement(
        id="000-146", cite=S.MTU,
        quote="For Jumbo frames, an MTU size of 8992 would be also possible, but 8192 is considered to be more "
              "memory efficiently because it fits exactly in two 4 KB pages, while 8992 would need three.",
        kind="recommendation", scope=Scope(platform=("s390x",)),
        does=(rules("IC006", "IC005"), default("/interconnect/mtu")),
    ),
    Statement(
        id="000-147", cite=S.MTU,
        quote="With HiperSockets on IBM System z, the MTU size is implicitly defined by the MFS (maximum frame size) "
              "set on the IOCDs parameter. The MTU size for HiperSockets with an MFS size of 16 KB is 8192 bytes.",
        kind="setup", scope=Scope(platform=("s390x",)),
        does=(rules("IC006"),),
        note="IC006's fix names the MFS that gives MTU 8192 on HiperSockets.",
    ),
    Statement(
        id="000-148", cite=S.MTU,
        quote="The interface for the Oracle interconnect exchanges cached database pages between nodes, therefore we "
              "expect large packets, where a large MTU size might improve performance of the entire cluster.",
        kind="setup", scope=MEASURED,
        does=(rules("IC005"),),
        note="The study's expectation before the measurement, which the 16384 result did not bear out.",
    ),
    Statement(
        id="000-149", cite=S.MTU,
        quote="The baseline example that these tests are measured against are with public LAN Ethernet interface "
              "set at 8192 and the private interface which was HiperSockets set at 8192.",
        kind="setup", scope=MEASURED,
        does=(reference("s000-mtu-8192"), reference("s000-z10-lan-mtu-8192")),
    ),
    Statement(
        id="000-150", cite=S.MTU,
        quote="The first variation shows the impact of modifying the 1 Gb OSA interconnection to 1492, resulting in "
              "an improvement of 4.1%.",
        kind="measured_effect",
        scope=replace(MEASURED, carries_over="a RAC on System z whose clients reach it over a 1 Gb OSA LAN"),
        does=(rules("NW001"), reference("s000-mtu-1492")),
        effect=Effect(metric="throughput", baseline="LAN (1 Gb OSA) MTU 8192, HiperSockets interconnect MTU 8192",
                      variant="LAN (1 Gb OSA) MTU 1492, HiperSockets interconnect MTU 8192", change_pct=4.1),
        note="The 1 Gb OSA card is the LAN connection (the interconnect was HiperSockets at 8192), as the baseline "
             "sentence and the conclusion say.",
    ),
    Statement(
        id="000-151", cite=S.MTU,
        quote="The second example shows the private interface being set with MTU scaled up to 16384, with the result "
              "being a decrease in transactional throughput. The average packages size for send or received was "
              "1290 -1330 bytes in all scenarios.",
        kind="measured_effect", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("IC005"), reference("s000-z10-interconnect-mtu-16384")),
        note="No percentage is printed for the 16384 decrease.",
    ),
    Statement(
        id="000-152", cite=S.MTU,
        quote="Increasing the MTU size without increasing the TCP/IP window size leads to the effect that fewer "
              "packages are held in the TCPIP stack, which explains why the best throughput is seen with the small "
              "MTU sizes (1492 for the LAN and 8192 for the Interconnect).",
        kind="measured_effect", scope=replace(MEASURED, carries_over=Z_NETWORK),
        does=(rules("NW001", "IC005", "IC006"), default("/public_network/mtu")),
    ),
    # --- Results: device queue length ---------------------------------------------------------------------------
    Statement(
        id="000-153", cite=S.QUEUE_LENGTH,
        quote="The default value for this parameter on Novell SLES 10 is 1000.",
        kind="setup", scope=Scope(platform=("s390x",), distribution=("sles10",)),
        does=(rules("KN001"),),
        note="KN001 treats an unset value as the SLES default 1000.",
    ),
    Statement(
        id="000-154", cite=S.QUEUE_LENGTH,
        quote="The experience is that a larger value improves the performance of many applications.",
        kind="setup", scope=Scope(),
        does=(rules("KN001"),),
        note="General experience the study cites, then measures for RAC (+40 % at 2000).",
    ),
    Statement(
        id="000-154a", cite=S.QUEUE_LENGTH,
        quote="shows the impact on the transaction throughput when increasing this parameter from the default of "
              "1000 to 2000 and then 2500.",
        kind="setup",
        scope=replace(MEASURED, carries_over="a RAC on System z: the values the study measured are the same "
                                             "wherever the plan runs"),
        does=(rules("KN005", "KN006"),),
        note="The measured values: KN002 warns at 2500, KN005 says a value above it is not measured, KN006 one below "
             "the default 1000.",
    ),
    Statement(
        id="000-155", cite=S.QUEUE_LENGTH,
        quote="Increasing the device queue length from 1000 to 2000 leads to a throughput improvement of "
              "approximately 40%.",
        kind="measured_effect",
        scope=replace(MEASURED, carries_over="a RAC on System z under SLES 10; the queue is system wide"),
        does=(rules("KN001"), reference("s000-backlog-2000"), reference("s000-z10-netdev-backlog-1000")),
        effect=Effect(metric="throughput", baseline="net.core.netdev_max_backlog 1000 (SLES 10 default)",
                      variant="net.core.netdev_max_backlog 2000", change_pct=40.0),
    ),
    Statement(
        id="000-156", cite=S.QUEUE_LENGTH,
        quote="Increasing the device queue length further, to 2500, results in a moderate throughput degradation.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("KN002"), reference("s000-z10-netdev-backlog-2500")),
        note="'Moderate', without a number.",
    ),
    Statement(
        id="000-157", cite=S.QUEUE_LENGTH,
        quote="The device queue length is an important tuning parameter. An improvement of approximately 40% is a "
              "very high value.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("KN001"),),
    ),
    Statement(
        id="000-158", cite=S.QUEUE_LENGTH,
        quote="But the observation that there is a size that is too large, resulting in degradation, indicates the "
              "need for careful usage of this parameter.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("KN002"),),
    ),
    # --- Results: interconnect device type ----------------------------------------------------------------------
    Statement(
        id="000-159", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="Therefore, the bandwidth of the underlying network device type is an important performance "
              "parameter.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("IC002", "IC003"),),
        note="Drawn from Table 6: interconnect traffic of 51-57 MB/s per node against 0.2-0.3 MB/s to the clients.",
    ),
    Statement(
        id="000-160", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="With 40 users, the improvement is 8% when compared to a 10 Gb OSA card and 11% when compared to a 1 "
              "Gb OSA card.",
        kind="measured_effect", scope=replace(MEASURED, carries_over="a workload-balanced RAC on System z"),
        does=(rules("IC003", "IC002"), reference("s000-ic-hipersockets-40"),
              reference("s000-z10-osa10gbe-asm-4k-dedicated"), reference("s000-z10-osa1gbe-asm-4k-dedicated")),
        effect=Effect(metric="throughput", baseline="10 Gb OSA interconnect (port to port), 40 users",
                      variant="HiperSockets interconnect, 40 users", change_pct=8.0),
        note="Against a 1 Gb OSA interconnect (through the LAN) at 40 users: +11 % (000-161).",
    ),
    Statement(
        id="000-161", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="11% when compared to a 1 Gb OSA card",
        kind="measured_effect", scope=replace(MEASURED, carries_over="a workload-balanced RAC on System z"),
        does=(rules("IC002"), reference("s000-ic-osa1-40")),
        effect=Effect(metric="throughput", baseline="1 Gb OSA interconnect (switched LAN), 40 users",
                      variant="HiperSockets interconnect, 40 users", change_pct=11.0),
    ),
    Statement(
        id="000-162", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="At higher workload levels, the advantage of the HiperSockets connection increases to 11% when "
              "compared to a 10 Gb OSA card.",
        kind="measured_effect", scope=replace(MEASURED, carries_over="a workload-balanced RAC on System z"),
        does=(rules("IC003"), reference("s000-ic-hipersockets-high")),
        effect=Effect(metric="throughput", baseline="10 Gb OSA interconnect (port to port), higher load than 40 "
                      "users", variant="HiperSockets interconnect, same load", change_pct=11.0),
    ),
    Statement(
        id="000-163", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="HiperSockets are the best choice for the Oracle RAC interconnect. It is possible to use HiperSockets "
              "when the server nodes are on the same physical IBM System z.",
        kind="recommendation", scope=replace(MEASURED, carries_over="nodes on one System z machine"),
        does=(rules("IC003", "IC001"),),
    ),
    Statement(
        id="000-164", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="The second choice would be to use a 10 Gb OSA card.",
        kind="recommendation", scope=Scope(platform=("s390x",)),
        does=(rules("IC002", "PL001"),),
        note="For nodes on several machines, where HiperSockets cannot reach; IC002's fix proposes it there.",
    ),
    Statement(
        id="000-164a", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="As shown here, the use of a 10 Gb OSA connection does not necessarily require a full 10 Gb "
              "infrastructure with switches, and so forth.",
        kind="setup", scope=MEASURED,
        does=(rules("IC007"), reference("s000-z10-osa10gbe-asm-4k-dedicated")),
        note="The results chapter's wording of the Summary's 000-020.",
    ),
    Statement(
        id="000-165", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="A direct coupling of two OSA ports with a standard cable makes the connection in point-to-point mode, "
              "which additionally reserves the full bandwidth for the interconnect and avoids any interaction with "
              "other network workloads, ensuring a constant response time.",
        kind="setup", scope=replace(MEASURED, nodes=(2,)),
        does=(rules("IC007"),),
    ),
    Statement(
        id="000-166", cite=S.INTERCONNECT_DEVICE_TYPE,
        quote="In combination with the 1 Gb OSA connection a new wait event occurs, wait event cr request retry, "
              "indicating that the 1 Gb interconnect is not sufficient for the workload processed.",
        kind="measured_effect", scope=replace(MEASURED, carries_over="any RAC whose interconnect is saturated"),
        does=(rules("RS001", "IC002"),),
    ),
    # --- Results: z196 ------------------------------------------------------------------------------------------
    Statement(
        id="000-167", cite=S.Z196_000,
        quote="The upgrade to IBM zEnterprise 196 provides a significant improvement of the throughput and a "
              "reduction of the CPU load.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("PL002"),),
    ),
    Statement(
        id="000-168", cite=S.Z196_000,
        quote="This change improves the throughput driven per CPU by 45%.",
        kind="measured_effect", scope=replace(MEASURED, carries_over="a RAC on System z moving from z10 to z196"),
        does=(rules("PL002"), capacity("s000-z196"), reference("s000-z196"),
              reference("s000-z196-hipersockets-asm-4k-dedicated")),
        effect=Effect(metric="throughput", baseline="IBM System z10 LPARs, transaction throughput per CPU",
                      variant="IBM zEnterprise 196 LPARs, transaction throughput per CPU", change_pct=45.0),
    ),
    Statement(
        id="000-168a", cite=S.Z196_000,
        quote="The new IBM zEnterprise 196 provides a impressive improvement of the workload driven per CPU, which "
              "makes it is very attractive for that workload.",
        kind="measured_effect", scope=replace(MEASURED, carries_over="a RAC on System z moving from z10 to z196"),
        does=(rules("PL002"),),
        note="The conclusion's wording of 000-168; its 45 % is composed there, not twice.",
    ),
    Statement(
        id="000-169", cite=S.Z196_000,
        quote="Be aware that the intended contention inside the cluster (see [Cluster Contention - default block "
              "size](#)) is one parameter that limits additional improvements due solely to faster processor speed.",
        kind="measured_effect", scope=MEASURED,
        does=(rules("PL002"),),
    ),
)

SET_ASIDE: tuple[SetAside, ...] = (
    SetAside(
        cite=S.SUMMARY_000,
        quotes=("The amount of network traffic through the Interconnect between both nodes is an important indicator "
                "of the communication requirements needed to keep the caches consistent and coordinate access "
                "conflicts.",),
        reason="Says why the study watched the interconnect traffic; the traffic it measured is the Table 6 entry "
               "(capacity INTERCONNECT_MEASURED_MB_S).",
    ),
    SetAside(
        cite=REASONS,
        quotes=("Oracle RAC can be an important aspect of a High Availability plan in the Linux on IBM System z "
                "environment.",),
        reason="Why customers choose RAC on System z; asks nothing of a configuration.",
    ),
    SetAside(
        cite=S.OCR_VOTING,
        quotes=("After these components are set up, when clusterware is installed nothing more must be done with "
                "them by the administrator, unless the devices must be replaced for some reason.",
                "IMPORTANT"),
        reason="An operations remark about the OCR and voting devices after installation, and the label that "
               "introduces the persistent-names recommendation (carried by ST001); neither asks anything of a plan.",
    ),
    SetAside(
        cite=S.INTERCONNECT_DEVICE_CHOICE,
        quotes=("In an ordinary transmission on IBM System z, every I/O must minimally be processed by the I/O "
                "subsystem, including the channel adapter, and then connected externally.",),
        reason="Explains why HiperSockets have a shorter latency than an OSA card; the measured difference and the "
               "recommendation are the HiperSockets entries (IC003).",
    ),
    SetAside(
        cite=S.SERVER_PROCESSES,
        quotes=("This configuration might use a large amount of memory with an increasing amount of client "
                "connections, because each server process requires a certain amount of memory.",),
        reason="Explains the memory cost behind the shared-server recommendation for 1000 or more mostly idle users "
               "(SV002); the study's own memory measurement is its own entry.",
    ),
    SetAside(
        cite=S.NETWORK,
        quotes=("The decision of what type of connectivity to use for the private interconnect is an important "
                "decision for a new installation, the objective being high speed, and the ability to handle "
                "transferring large amounts of data.",),
        reason="Introduces the interconnect choice; the choice itself (HiperSockets first, 10 Gb OSA second, 1 Gb "
               "with care) is carried by IC001-IC003 and IC007.",
    ),
    SetAside(
        cite=S.PERSISTENT_NAMES,
        quotes=("The problem with the silent install approach when doing the first installation is that there is no "
                "interactive error checking, so if any of the input was unacceptable there is no way to remove a "
                "failed installation.",
                "The disks managed by ASM are not visible on /etc/fstab and are out of sight, so careful disk "
                "management must be done in order to avoid errors."),
        reason="Installation and operations practice (silent versus interactive installer, care with disks no "
               "mount table shows); asks nothing a plan records.",
    ),
    SetAside(
        cite=BINARIES,
        quotes=("To install the binaries, it is important to understand the installation sequence, the various tools "
                "that can be chosen to perform the installation, and the disk location and size of Oracle binary "
                "files.",),
        reason="Introduces the installation chapter; its steps are entries of their own.",
    ),
    SetAside(
        cite=SILENT,
        quotes=("The silent installation method does not do error checking along the way, so it is a good idea to "
                "do a manual installation first and get immediate feedback if the input is not acceptable, or else "
                "risk having to uninstall the first failed attempt.",),
        reason="Advice on how to run the installer; asks nothing a plan records.",
    ),
    SetAside(
        cite=S.CLUVFY,
        quotes=("This is a short excerpt from a sample output from running the CVU, where the user root failed the "
                "check for user equivalence on db-node1.",),
        reason="Introduces a sample of cluvfy output.",
    ),
    SetAside(
        cite=S.RDBMS_INSTALL,
        quotes=("It is possible to install the base level with OUI, then the upgrade with OUI software, then run the "
                "root.sh script once on each node, and then do the manual steps only once.",
                "If there are any problems, you must resolve them before continuing."),
        reason="Installer shortcuts and dialogs during the RDBMS installation; ask nothing a plan records.",
    ),
    SetAside(
        cite=S.BLOCK_SIZE,
        quotes=("GES stands for Global Enqueue Services and GCS stands for Global Cache Services, both are important "
                "for performance of the cache system.",),
        reason="A glossary of the AWR terms in the surrounding measurements.",
    ),
    SetAside(
        cite=S.DEDICATED_VS_SHARED,
        quotes=("Therefore, it is important to see how memory usage scales, when the number of users with dedicated "
                "server processes increases.",
                "Memory usage when scaling workload generating users (100% active) with dedicated Oracle server "
                "processes",
                "This memory is used only one time, regardless of the",
                "Only data structures, unique to each process, occupy individual pages.",
                "Cluster wait time and lock contention when scaling workload generating users \\(100% active\\) "
                "with dedicated Oracle server processes](#)",
                "Another factor that might explain a decreasing memory requirement is increasing contention for "
                "locks.",
                "The amount of memory needed for additional server processes is not necessarily limited by these "
                "parameters because it is in the first place Linux operating system memory, not managed by "
                "Oracle.",
                "It seems that the operating system memory needed for these processes soon becomes constant because "
                "of optimizations from the operating system.",
                "The memory related to the user data is kept in the SGA (which has a limited size).",
                "All these factors explain why the amount of memory used does not increase indefinitely."),
        reason="Introductions and captions of the memory and contention figures, and the study's explanation of why "
               "memory levels off; the measurements are the entries on memory and lock contention.",
    ),
    SetAside(
        cite=S.MTU,
        quotes=("When the MTU is smaller than the packet size, the data must be divided into MTU sized packets.",
                "On the receiving side the packets must be reassembled, thus creating overhead that scales with the "
                "quantity of packages required.",
                "When the MTU is only slightly too small, there can also be wasted bandwidth.",
                "An MTU size bigger than the packet size should have no impact on the network bandwidth, if all "
                "intermediate nodes on the path to the final destination support the MTU size, because only the "
                "real data are sent.",
                "When the window size stays constant and the MTU size is increased, this number is decreased, which "
                "might lead to a performance degradation, when the smaller MTU size would be appropriate as well.",
                "The effective MTU size is also negotiated during the connection creation with the other end point, "
                "and the MTU can be reduced to the capacity of that device."),
        reason="How the MTU works in general; the study's measured MTU results and recommendation are the MTU "
               "entries (NW001, IC005, IC006).",
    ),
    SetAside(
        cite=Cite(S000, "Appendix. References"),
        quotes=("Questions on the capabilities of non-IBM products should be addressed to the suppliers of those "
                "products.",
                "All statements regarding IBM's future direction and intent are subject to change or withdrawal "
                "without notice, and represent goals and objectives only.",
                "Users of this document should verify the applicable data for their specific environment.",
                "Therefore, no assurance can be given that an individual user will achieve throughput improvements "
                "equivalent to the performance ratios stated here.",
                "Therefore, the results obtained in other operating environments may vary significantly."),
        reason="The publisher's legal notices.",
    ),
    SetAside(
        cite=Cite(S000, "Oracle Real Application Clusters operation modes"),
        quotes=("To plan the installation used in this study, it is necessary to understand some basic Oracle "
                "terminology, the installation of various Oracle versions, and the mandatory installation sequence.",),
        reason="Introduces the chapters that follow; the installation sequence itself is 000-081.",
    ),
    SetAside(
        cite=S.OCFS2_VS_ASM,
        quotes=("To share data in a cluster, it is essential to have a file system that is able to coordinate "
                "accesses from independent nodes to shared files, while ensuring data consistency.",),
        reason="Why a cluster needs a shared-disk manager at all; every plan names one in shared_disks.manager.",
    ),
    SetAside(
        cite=Cite(S000, "Versions of Oracle RAC"),
        quotes=("Oracle releases bundled patches (called CPUs - Quarterly Critical Patch Updates) on a regular "
                "schedule.",
                "When searching OTN and other Oracle sources for products applicable to IBM System z, it may be "
                "necessary to use search strings that are not the current IBM names, such as zSeries, Linux on "
                "System z or S/390®."),
        reason="Advice on finding Oracle's downloads and patch bundles; no patch level of a plan depends on it.",
    ),
    SetAside(
        cite=Cite(S000, "Setting up ssh user equivalence"),
        quotes=("This step is necessary because the first time that the new authorizations are used, they generate "
                "an interactive message that the Oracle Universal Installer cannot properly handle.",),
        reason="Why the runbook's ssh step logs in once by hand before the installer runs; an installation step, "
               "not a setting a plan holds.",
    ),
    SetAside(
        cite=Cite(S000, "Using udev when preparing to install Automatic Storage Manager"),
        quotes=("It is also necessary to alter the attributes of the block devices that will be given to ASM to "
                "manage as shared storage for data.",
                "There are different rules for the udev command even when comparing SLES 10 SP2 with SLES 10 SP1, "
                "so it may be necessary to check the man pages or documentation for the udev command on your "
                "system, to ensure that it works as expected."),
        reason="The attributes themselves are 000-076/000-077 (owner, group and mode in the bundle's udev rules); "
               "the second sentence tells the reader to check their own udev version, which a plan cannot do.",
    ),
    SetAside(
        cite=Cite(S000, "Setting up persistent names for disk devices"),
        quotes=("It is possible to use these names with the silent install method, which runs a script and uses a "
                "response file to complete the installation.",
                "With the order controlled this way, it is possible to use the names of the"),
        reason="Options the study names for installing with persistent or ordered device names; the names a plan "
               "should use are ST001's (000-078 to 000-080).",
    ),
    SetAside(
        cite=Cite(S000, "Installation sequence"),
        quotes=("Whenever the administrator is changing homes, it is necessary to change to the environmental "
                "variables that work with that home.",),
        reason="Operating practice while installing several Oracle homes; the bundle's runbook sets each home's "
               "environment where it uses it.",
    ),
    SetAside(
        cite=SILENT,
        quotes=("Wherever possible in this study, the Oracle command-line interface was used in order to have "
                "maximum control over setup parameters and command execution with scripts.",),
        reason="How the study worked, not a property of the cluster.",
    ),
    SetAside(
        cite=Cite(S000, "Running the Cluster Verification Utility"),
        quotes=("The CVU does not check all conditions that would lead to a failure, but the clusterware cannot be "
                "installed on a system that is not able to pass the CVU pre-installation checks.",),
        reason="000-085 and 000-086 record the pre-installation check, and the as-built check reads cluvfy's "
               "output; what cluvfy checks is Oracle's, not a plan's.",
    ),
    SetAside(
        cite=Cite(S000, "CRS installation manual steps: changing the `srvctl` and `vipca` files"),
        quotes=("When the RDBMS software is installed, it is also necessary to make the same changes to srvctl in "
                "$HOME_RDBMS/bin/srvctl in every server node.",),
        reason="The edit of 000-094 and 000-095, repeated in the RDBMS home; IN003's finding names vipca and srvctl "
               "already.",
    ),
    SetAside(
        cite=Cite(S000, "Installing the Oracle relational database"),
        quotes=("At this point in the RDBMS installation, it is possible to create a database and use the installer "
                "to define table spaces and data structures.",),
        reason="An option of the installer the study did not take (it created the database later); nothing is asked.",
    ),
    SetAside(
        cite=Cite(S000, "Installing the Oracle Automatic Storage Manager"),
        quotes=("The installer displays every possible partitioned DASD as a candidate for shared storage.",),
        reason="What the installer's screen shows; the disks a plan gives ASM are its disk groups.",
    ),
    SetAside(
        cite=Cite(S000, "Customize the Oracle Real Application Clusters system"),
        quotes=("After installing Oracle Real Application Clusters on IBM System z, and installing database "
                "binaries and ASM, it is necessary to create listeners and customize the configuration necessary to "
                "run a database.",),
        reason="Introduces the listener and Oracle Net sections, whose statements follow (000-098 on); the bundle "
               "renders listener.ora and tnsnames.ora.",
    ),
    SetAside(
        cite=Cite(S000, "Setting up the listeners"),
        quotes=("An essential guide for configuring this is:",),
        reason="Points to an Oracle manual; the sentence names no setting.",
    ),
    SetAside(
        cite=Cite(S000, "Redo logs and control files"),
        quotes=("The *redo records* are written to the log files whenever data files are going to be changed, to "
                "ensure that in the event of a failure of any kind, the database can be brought back to the last "
                "time that it was written to. *Control files* are per instance, and they are essential to open and "
                "operate the instance.",),
        reason="Explains what redo logs and control files are; where they go is 000-100's.",
    ),
    SetAside(
        cite=Cite(S000, "Client side load balancing"),
        quotes=("However it is possible to have a connect descriptor in a tnsnames.ora file on the server to resolve "
                "what service type is requested.",),
        reason="An option of Oracle Net the study mentions without using or measuring it; the client-side load "
               "balancing it used is 000-101 and 000-102.",
    ),
    SetAside(
        cite=Cite(S000, "Appendix. References"),
        quotes=("IBM has not tested those products and cannot confirm the accuracy of performance, compatibility or "
                "any other claims related to non-IBM products.",),
        reason="Legal notice.",
    ),
    SetAside(
        cite=S.SUMMARY_000,
        quotes=("For example, locks for two different 4 KB blocks in the same 8 KB block are now two independent "
                "locks, making the sending of the block unnecessary.",),
        reason="Explains the 4 KB block-size result by lock granularity; the results chapter gives the same reason "
               "with its measurement (000-124, DB001).",
    ),
    SetAside(
        cite=REASONS,
        quotes=("These are the same enterprise requirements that Oracle RAC serves.",
                "Data is protected in the event of failure of the database instance, not the data on disk.",
                "Oracle RAC maintains change logs, and in the event of a failure or interruption of service no data "
                "will be lost."),
        reason="What RAC's failover protects, given as a reason to run RAC on System z; the sentences describe the "
               "product and ask nothing of a plan's settings.",
    ),
    SetAside(
        cite=Cite(S000, "Oracle Real Application Clusters operation modes"),
        quotes=("Oracle Real Application Clusters has two modes of operation: Fail-Over and Workload balance.",
                "Fail-Over"),
        reason="Names the two operation modes and heads the description of the first; the mode the study ran is "
               "000-002 (workload balanced).",
    ),
    SetAside(
        cite=S.SERVER_PROCESSES,
        quotes=("The shared server process reuses the same server process for multiple client processes, which goes "
                "the opposite way, reduced memory usage with possibly lower throughput.",),
        reason="The general trade-off of shared servers, stated before any measurement; the measured throughput "
               "difference is 000-127 and the case for shared servers with many idle users is SV002's (000-010).",
    ),
    SetAside(
        cite=S.NETWORK,
        quotes=("[Network device type for the Oracle interconnect](#) explained the need to use the device that is "
                "fastest and can handle the most throughput and traffic for the private interconnect between server "
                "nodes in the cluster.",),
        reason="Refers back to the interconnect device-type chapter, whose choice is carried by 000-163 and 000-164 "
               "(IC001 to IC003).",
    ),
    SetAside(
        cite=S.SUMMARY_000,
        quotes=("Increasing the network throughput might be related to increasing the cluster contention, which "
                "could lead to a performance degradation.",),
        reason="The study's guess at why network tuning did not pay off; the advice it supports is 000-013 (IC004, "
               "NW001) and the measured result is 000-014.",
    ),
    SetAside(
        cite=S.OCFS2_VS_ASM,
        quotes=("There are two cluster file systems supported for Oracle RAC for Linux on IBM System z:",),
        reason="Introduces the two shared-disk managers the section compares; the choice is 000-049 and the "
               "preference for ASM is SD001 (000-004).",
    ),
    SetAside(
        cite=S.HOMES,
        quotes=("Operating in an Oracle environment with many possibilities is accomplished by maintaining sets of "
                "environmental variables such as \\$HOME, which would have a related \\$SID to identify a particular "
                "database, and \\$PATH, \\$LIBPATH and other environmental variables as needed.",),
        reason="Operating practice with several Oracle homes; the bundle's runbook sets each home's environment "
               "where it uses it.",
    ),
    SetAside(
        cite=S.PUBLIC_10_NET,
        quotes=("The setup needed to use an IP address in the form 10.10.x.x, which is classified as an internal "
                "range.",),
        reason="The study's own public addresses, the reason for the racgvip change of 000-074 and 000-075 (NW003).",
    ),
    SetAside(
        cite=S.ORACLE_INSTALLATION,
        quotes=("After constant removal of logs and offloading of files that are not needed, our home files for a "
                "single database consisted of this list of files and their sizes:",),
        reason="Introduces the study's list of home sizes, which 000-082's reason gives.",
    ),
    SetAside(
        cite=S.CLUVFY,
        quotes=("The installation steps in the next section show the resources needed to set up clusterware and to "
                "pass the CVU pre-installation test.",),
        reason="Points to the next section's installation steps.",
    ),
    SetAside(
        cite=Cite(S000, "Installing Oracle RAC with the Oracle Universal Installer"),
        quotes=("The Linux access bits of the installer might need to be changed in order to make it executable.",),
        reason="A step of running the installer; nothing a plan records.",
    ),
    SetAside(
        cite=S.INTRODUCTION_000,
        quotes=("Several tests are conducted, varying various parameters, to determine optimal values and performance "
                "trade-offs.",
                "A Oracle RAC installation is made up of a set of clustered servers or nodes that share a single set "
                "of data stored on disk or other media and have an infrastructure to orchestrate the way that the "
                "nodes work together on the shared database to ensure data consistency."),
        reason="What the study set out to do and what a RAC is; the study's own set-up is 000-001 and 000-002.",
    ),
    SetAside(
        cite=S.SUMMARY_000,
        quotes=("Several tests are conducted, varying various parameters, to determine optimal values and performance "
                "trade-offs with the focus on how the contention inside the cluster could be mitigated by the setup "
                "without changing the workload.",),
        reason="Says what the study set out to do; its results are the Summary's entries (000-004 on).",
    ),
    SetAside(
        cite=S.CRS_VIPCA,
        quotes=("However, do not exit from the main OUI session.",),
        reason="An installer dialog step while vipca runs (000-096); nothing a plan records.",
    ),
    SetAside(
        cite=WORKLOAD_CHARACTERISTICS,
        quotes=("This forced a high level of cluster internal communication used to ensure cache consistency and lock "
                "handling.",),
        reason="What the study's deliberately contended workload (000-104) did to the cluster; nothing a plan sets.",
    ),
    SetAside(
        cite=TOOLS,
        quotes=("The netstat -s command was used for reports of I/O re-sends, to ensure that the TCP/IP communication "
                "is not limited by the interface capacity.",),
        reason="How the study checked its network during the runs; a method, not a setting.",
    ),
    SetAside(
        cite=Cite(S000, "Results"),
        quotes=("Various parameters were altered in an attempt to improve throughput.",),
        reason="Introduces the results chapter; its measurements are the entries that follow.",
    ),
    SetAside(
        cite=S.INTERCONNECT_DEVICE_TYPE,
        quotes=("[Figure 13](#) shows the improvement of using HiperSockets compared to a 10 Gb OSA card or a 1 Gb OSA "
                "card.",
                "Improvement when using HiperSockets or the Interconnect versus 1 Gb or 10 Gb OSA card](#)",
                "This graph shows the relative improvement in transactional throughput when HiperSockets is compared "
                "with two other types of devices used for the Cluster Interconnect."),
        reason="Points at Figure 13, its caption and how to read it; the figures it shows are the entries on "
               "HiperSockets against OSA (IC001 to IC003).",
    ),
    SetAside(
        cite=S.Z196_000,
        quotes=("This test shows the improvement on our workload when switching from an IBM System z10 to an IBM "
                "zEnterprise 196.",
                "Improvement of transactional throughput per CPU utilization when upgrading from IBM System z10 to "
                "IBM zEnterprise 196](#)"),
        reason="Introduces the z196 test and captions Figure 14; the result is 000-167 and 000-168 (PL002).",
    ),
    SetAside(
        cite=S.SUMMARY_000,
        quotes=("This exchange leads to much higher network traffic over the Interconnect than for client "
                "communications.",),
        reason="Why the interconnect carries more than the client network (whole blocks move between the nodes); "
               "the traffic measured is 000-114 and 000-115 (capacity INTERCONNECT_MEASURED_MB_S).",
    ),
    SetAside(
        cite=S.BLOCK_SIZE,
        quotes=("The data shown describes classes of waits in which cluster commit and System I/O are the most "
                "significant portions.",
                "Shown here is the increase in both types of data."),
        reason="How to read two of the section's charts; the measurements are 000-118 to 000-124.",
    ),
    SetAside(
        cite=S.INTERCONNECT_DEVICE_TYPE,
        quotes=("As shown in [Cluster file system OCFS2 versus Oracle Automatic Storage Management](#), the network "
                "traffic over the interconnect is very much higher than the communication traffic with the "
                "clients.",),
        reason="Refers back to the traffic measured in the OCFS2 versus ASM chapter (000-114, 000-115).",
    ),
)
