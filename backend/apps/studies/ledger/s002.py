"""Study 002: Quest/Dell, Oracle 10g RAC scalability from 1 to 10 x86 (32-bit) nodes with ASM.

Dell PowerEdge nodes with 4 GB of memory each ran Red Hat AS 4 update 1 and Oracle 10.1.0.4 with ASM (external
redundancy) on Dell|EMC Fibre Channel storage, bonded Gigabit Ethernet interconnects, and a TPC-C-like OLTP load from
Benchmark Factory with dedicated server processes. The study prints users and node counts, not transaction rates
(its results are graphs), so the measured effects below are users carried; no run-to-run spread is printed.
"""

from __future__ import annotations

from .. import sections as S
from ..citation import S002, Cite
from .types import Effect, Scope, SetAside, Statement, capacity, default, nothing, reference, rules

#: The opening paragraphs stand before any heading; they are cited by the caption of the figure they explain.
OPENING = Cite(S002, "Figure 1.0. Vertical and Horizontal / Linear Scalability Representation",
               "the paragraphs before and after Figure 1.0")
INTERCONNECT = Cite(S002, "INTERCONNECT")
VIP = Cite(S002, "VIP")
SHARED_STORAGE = Cite(S002, "SHARED STORAGE")
SCALABILITY = Cite(S002, "TESTING FOR SCALABILITY")
BMF = Cite(S002, "BENCHMARK FACTORY")
SORAC = Cite(S002, "SPOTLIGHT ON RAC")

#: Where the measurements hold: 32-bit x86 nodes with 4 GB, Red Hat AS 4 (2.6 kernel), Oracle 10.1.0.4, ASM on FC,
#: TPC-C-like OLTP with dedicated servers, 1 to 10 nodes.
LAB = dict(platform=("x86",), virtualisation=("none",), release=("10.1",), distribution=("rhel4",),
           storage=("fc_hba",), disk_manager=("asm",), workload=("oltp",), nodes=(1, 2, 4, 6, 8, 10),
           server_mode=("dedicated",))

#: Where the sweet spot's reason (a 4 GB node's memory and CPU running out) carries over.
SWEET_SPOT_CARRIES = ("32-bit x86 nodes with at most 4 GB under OLTP; other hardware must measure its own sweet "
                      "spot the same way (the release does not change it).")


def lab(**kw) -> Scope:
    return Scope(**{**LAB, **kw})


USERS = "throughput"  # concurrent users carried (the study's unit of capacity), higher is better

STATEMENTS: tuple[Statement, ...] = (
    Statement(
        id="002-001", cite=OPENING,
        quote="Instead of adding more memory or CPU to the existing configuration, which could be referred to as "
              "vertical scaling, additional server(s) should be added to provide load balancing, workload "
              "distribution and availability.",
        kind="recommendation",
        does=(capacity("capacity_estimate", reason="The capacity helper grows a cluster by nodes, each planned at "
                                                   "the measured per-node load."),),
        scope=Scope(carries_over="A growth strategy, not a measurement: any RAC."),
    ),
    Statement(
        id="002-002", cite=INTERCONNECT,
        quote="Ideally interconnects are Gigabit Ethernet adapters configured to transfer packets of maximum size "
              "supported by the operating system.",
        kind="recommendation",
        does=(nothing("Not measured here. RACplan's interconnect MTU default is study 000's measured 8192, and "
                      "study 001 (Appendix G) cautions that MTUs above 8000 may lower throughput on Linux (IC030); "
                      "the measured values win over this unmeasured ideal."),),
        scope=Scope(platform=("x86", "x86_64")),
    ),
    Statement(
        id="002-003", cite=INTERCONNECT,
        quote="Depending on the operating system the suggested protocols may vary, on Linux clusters the "
              "recommended protocol is UDP.",
        kind="recommendation",
        does=(nothing("Oracle RAC on Linux uses UDP for the interconnect (study 001, 'Workload description'); a "
                      "plan has no protocol field to get wrong."),),
        scope=Scope(carries_over="Oracle RAC on Linux on any platform."),
    ),
    Statement(
        id="002-004", cite=VIP,
        quote="In a RAC environment, when a node or instance fails, the application unware of such failure attempts "
              "to make a connection, at which time the time taken for TCP/IP to acknowledge such a failure could be "
              "over 10 minutes causing unresponsive behaviors to the users.",
        kind="setup",
        does=(nothing("Explains why RAC 10g gives each node a virtual IP; RACplan plans one VIP per node in the "
                      "public subnet (study 000's rules)."),),
        scope=Scope(release=("10.1", "10.2"), carries_over="Any RAC 10g: clients connect through the VIPs."),
    ),
    Statement(
        id="002-005", cite=SHARED_STORAGE,
        quote="Oracle initial release OCFS 1.0 only supports database files to be stored on devices formatted using "
              "OCFS.",
        kind="requirement",
        does=(nothing("A plan places only database files, OCR and voting files on its shared disk manager; it has "
                      "no field that puts an Oracle home or other files on OCFS version 1."),),
        scope=Scope(disk_manager=("ocfs",), carries_over="OCFS version 1 on any Linux."),
    ),
    Statement(
        id="002-006", cite=SCALABILITY,
        quote="When organizations move to a RAC environment, it would be in their best interests to perform "
              "independent performance tests to determine the capacity of the cluster configured.",
        kind="recommendation",
        does=(capacity("platform_capacity", reason="The capacity figures carry the hardware and workload they were "
                                                   "measured on, so a plan outside them is told to measure its "
                                                   "own."),),
        scope=Scope(carries_over="Any RAC."),
    ),
    Statement(
        id="002-007", cite=BMF,
        quote="The benchmark tests were setup to simulate loads from 100 to 5000 concurrent users in increments of "
              "100 against a 10 GB database (which BMF for Databases creates).",
        kind="setup",
        does=(capacity("LOAD_INCREMENT"), reference("s002-scaling")),
        scope=lab(),
    ),
    Statement(
        id="002-008", cite=S.DB_CONFIG_002,
        quote="All disk groups were created using external redundancy option of ASM",
        kind="setup",
        does=(rules("SD050"),),
        scope=lab(),
        note="SYSTEMDG, DATADG, INDEXDG 50 GB each, REDO01DG and REDO02DG 20 GB each.",
    ),
    Statement(
        id="002-009", cite=S.METHODOLOGY_002,
        quote="And because of its highly complex multi-node architecture, RAC benchmarking should follow an "
              "iterative testing process that proceeds as follows:",
        kind="recommendation",
        does=(capacity("capacity_estimate", reason="The capacity helper is the method's steps 4 and 5: the "
                                                   "single-node sweet spot, less a RAC allowance, times the "
                                                   "nodes."),),
        scope=Scope(carries_over="Any RAC benchmark."),
    ),
    Statement(
        id="002-010", cite=S.METHODOLOGY_002,
        quote="Monitor the benchmark run via the vmstat command, looking for the point where excessive paging and "
              "swapping begins – and where the CPU idle time consistently approaches zero",
        kind="recommendation",
        does=(rules("WL050"), capacity("SWEET_SPOT_USERS")),
        scope=Scope(carries_over="Any node: the sweet spot is where memory and CPU run out."),
    ),
    Statement(
        id="002-011", cite=S.METHODOLOGY_002,
        quote="Reduce the “sweet spot” number of concurrent users by some reasonable percentage to account for RAC "
              "architecture and inter/intra-node overheads (e.g. reduce by say 10%)",
        kind="recommendation",
        does=(rules("WL051"), capacity("RAC_OVERHEAD_PCT_EXAMPLE")),
        scope=lab(nodes=(2, 4, 6, 8, 10), carries_over=SWEET_SPOT_CARRIES),
        note="WL051 warns above the sweet spot less this 10 % example; the study's own 15 % (002-025) was "
             "'not a recommendation per se'.",
    ),
    Statement(
        id="002-012", cite=S.TESTING_002,
        quote="We simply installed Redhat Advanced Server 4.0 update 1 and all the device drivers necessary for our "
              "hardware, installed Oracle 10g Release 1, and patched Oracle to version 10.1.0.4.",
        kind="setup",
        does=(reference("s002-dell-10-node-asm-500-users-per-node"),),
        scope=lab(),
    ),
    Statement(
        id="002-013", cite=S.TESTING_002,
        quote="We of course then modified the Linux kernel parameters to best support Oracle by adding the following "
              "entries to /etc/sysctl.conf:",
        kind="setup",
        does=(rules("KN050"),),
        scope=lab(carries_over="x86 Linux nodes of any size."),
        note="kernel.shmmax 2147483648, kernel.sem 250 32000 100 128, fs.file-max 65536, fs.aio-max-nr 1048576, "
             "ip_local_port_range 1024 65000, net.core.{r,w}mem_{default,max} 262144.",
    ),
    Statement(
        id="002-014", cite=S.TESTING_002,
        quote="We then made sure that asynchronous IO was compiled in and being used by performing the following "
              "steps:",
        kind="setup",
        does=(rules("DB051"), default("database.filesystemio_options",
                                      reason="The bundle's init.ora writes asynchronous I/O for block storage "
                                             "when the plan leaves it empty.")),
        scope=lab(carries_over="ASM on block storage on x86 Linux."),
        note="make -f ins_rdbms.mk async_on and ioracle; disk_asynch_io = true, filesystemio_options = setall.",
    ),
    Statement(
        id="002-015", cite=S.TESTING_002,
        quote="Note that in Oracle 10g Release 2 asynchronous IO is now compiled in by default.",
        kind="setup",
        does=(rules("IN031"),),
        scope=Scope(release=("10.2",), platform=("x86", "x86_64")),
        note="Why IN031's relink reminder is for 10.1 only.",
    ),
    Statement(
        id="002-016", cite=S.TESTING_002,
        quote="Next we then created our RAC database and initial instance using Oracle’s Database Configuration "
              "Assistant (DBCA), being very careful to choose parameter settings that made sense for our proposed "
              "maximum scalability (i.e. 10 nodes).",
        kind="setup",
        does=(rules("DB052"),),
        scope=lab(),
        note="cluster_database_instances=10 from the first node on.",
    ),
    Statement(
        id="002-017", cite=S.TESTING_002,
        quote="processes=16000",
        kind="setup",
        does=(rules("DB053"), capacity("s002-processes")),
        scope=lab(),
    ),
    Statement(
        id="002-018", cite=S.TESTING_002,
        quote="The key idea was to eek out as much SGA memory usage as possible within the 32-bit operating system "
              "limit (about 1.7 GB).",
        kind="requirement",
        does=(rules("DB050"),),
        scope=Scope(platform=("x86",),
                    carries_over="Any 32-bit x86 Linux node without a lowered SGA attach address (study 001, "
                                 "Appendix A); not x86_64."),
    ),
    Statement(
        id="002-019", cite=S.TESTING_002,
        quote="Since our servers had only 4 GB of RAM each, we figured that allocating half to Oracle was sufficient "
              "– with the remaining memory to be shared by the operating system and the thousands of dedicated "
              "Oracle server processes that the TPC-C like benchmark would be creating as its user load.",
        kind="setup",
        does=(rules("DB053"), capacity("s002-processes")),
        scope=lab(),
    ),
    Statement(
        id="002-019a", cite=S.TESTING_002,
        quote="So simply looking at the transactions per second graph in BMF yielded a deceiving belief that we "
              "could set the “sweet spot” at 700 users per node.",
        kind="setup",
        does=(rules("WL050"),),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
        note="Why the sweet spot is the 500 users per node that held, not the 700 the throughput graph suggested "
             "(002-020, 002-021).",
    ),
    Statement(
        id="002-020", cite=S.TESTING_002,
        quote="The issue was that even though the graph continued in a positive direction up to 700 users, that in "
              "reality the operating system was being overstressed and exhibited minimal thrashing characteristics "
              "at about 600 users.",
        kind="measured_effect",
        does=(rules("WL050"), capacity("SWEET_SPOT_USERS")),
        scope=lab(nodes=(1,), carries_over=SWEET_SPOT_CARRIES),
        note="No percentage printed: 700 users read from the transactions-per-second graph, 600 found with vmstat.",
    ),
    Statement(
        id="002-021", cite=S.TESTING_002,
        quote="The end result was that our first attempt at running a series of benchmarks for 700 users per node "
              "did not scale either reliably or predictably beyond four servers.",
        kind="measured_effect",
        does=(rules("WL050"), reference("s002-dell-10-node-asm-700-users-per-node"), capacity("s002-700")),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
        note="Degraded, not a start failure: the nodes were too busy to answer cluster messages in time, and 10.1's "
             "load balancing then skewed the load further (002-022).",
    ),
    Statement(
        id="002-021a", cite=S.TESTING_002,
        quote="Our belief is that by taking each box to a near thrashing threshold by our overzealous per node user "
              "load selection, the nodes did not have sufficient resources available to communicate in a timely "
              "enough fashion for inter/intra-node messaging – and thus Oracle began to think that nodes were "
              "either dead or non-respondent..",
        kind="measured_effect",
        does=(rules("WL050"),),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
        note="The study's explanation of 002-021: the reason SWEET_SPOT_CARRIES names (a node's memory and CPU "
             "running out).",
    ),
    Statement(
        id="002-021b", cite=S.TESTING_002,
        quote="Furthermore when relying upon Oracle’s client and server side load balancing feature, which "
              "allocates connections based upon node responding, the user load per node became skewed and then "
              "exceeded our per node “sweet spot” value.",
        kind="measured_effect",
        does=(rules("WL050"),),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
        note="Load balancing by response time sent more users to some nodes than the average: a plan's users per "
             "node is an average, which WL050 holds to the sweet spot.",
    ),
    Statement(
        id="002-022", cite=S.TESTING_002,
        quote="So we ended up with nodes trying to handle far more than 700 users – and thus the thrashing was even "
              "worse.",
        kind="measured_effect",
        does=(rules("WL050"),),
        scope=lab(release=("10.1",), carries_over=SWEET_SPOT_CARRIES),
    ),
    Statement(
        id="002-023", cite=Cite(S002, "TESTING"),
        quote="Note: This will not be of any concern in Oracle database 10g Release 2.",
        kind="setup",
        does=(capacity("users_per_node", reason="The per-node load is computed as an even 1/n spread, as the "
                                               "study's second series guaranteed; 10.2's runtime connection load "
                                               "balancing keeps it so."),),
        scope=Scope(release=("10.2",)),
    ),
    Statement(
        id="002-024", cite=S.TESTING_002,
        quote="That number was 600 users, not 700 as we had tried before.",
        kind="measured_effect",
        does=(rules("WL050"), capacity("SWEET_SPOT_USERS")),
        scope=lab(nodes=(1,), carries_over=SWEET_SPOT_CARRIES),
    ),
    Statement(
        id="002-025", cite=S.TESTING_002,
        quote="We then adjusted that number down to 500 users – by simply figuring that the RAC architecture would "
              "require 15% overhead. This is not a recommendation per se; we simply wanted to pick a number that "
              "would yield a purely positive scalability experience for the next set of benchmarking test runs.",
        kind="setup",
        does=(rules("WL051"), capacity("RAC_OVERHEAD_PCT")),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
    ),
    Statement(
        id="002-026", cite=S.TESTING_002,
        quote="And second, we decided to rely upon Benchmark Factory’s load balancing feature for clusters – which "
              "simply allocates or directs 1/n th of the jobs to each node.",
        kind="setup",
        does=(capacity("users_per_node"),),
        scope=lab(),
    ),
    Statement(
        id="002-027", cite=S.TESTING_002,
        quote="10 Node 100 to 5000 users, , increment by 100",
        kind="measured_effect",
        does=(reference("s002-scaling"), capacity("capacity_estimate")),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
        effect=Effect(USERS, "1 node at 500 users", "10 nodes at 500 users per node (5000 users)", 900.0),
        note="1, 2, 4, 6, 8 and 10 nodes ran 500 users per node; the results graph shows near-linear scaling "
             "(002-032). The percentage is users carried, as printed; no transaction rate is printed.",
    ),
    Statement(
        id="002-028", cite=S.TESTING_002,
        quote="As illustrated in figure 6.0 when we reached our four node tests we did identify that CPU’s on node "
              "racdb1 and racdb3 reached 84% and 76% respectively.",
        kind="measured_effect",
        does=(rules("SD051"), capacity("s002-4-node-cpu")),
        scope=lab(nodes=(4,)),
        note="A symptom (CPU on two nodes), not a throughput change; traced to a temporary overload of users and "
             "the ASM response time.",
    ),
    Statement(
        id="002-029", cite=S.TESTING_002,
        quote="We increased the following parameters on the ASM instance ran our four node tests again and all was "
              "well beyond this:",
        kind="measured_effect",
        does=(rules("SD051"), default("shared_disks.asm_instance.shared_pool_size_mb",
                                      reason="The bundle's init+ASM.ora writes 67M for both pools when the plan "
                                             "sets none.")),
        scope=lab(nodes=(4, 6, 8, 10), carries_over="ASM clusters of four or more nodes."),
        note="SHARED_POOL 32M -> 67M and LARGE_POOL 12M -> 67M.",
    ),
    Statement(
        id="002-030", cite=S.TESTING_002,
        quote="This was the only parameter change we had to make to the ASM instance and beyond this everything "
              "work just smooth.",
        kind="setup",
        does=(rules("SD051"),),
        scope=lab(nodes=(4, 6, 8, 10)),
    ),
    Statement(
        id="002-031", cite=S.TESTING_002,
        quote="10 instances with over 5000 users indicated an excellent service time from ASM, actually the I/O’s "
              "per second was pretty high and noticeably good toping to over 2500 I/O’s per second.",
        kind="setup",
        does=(capacity("s002-asm-iops"), rules("DB051")),
        scope=lab(nodes=(10,)),
    ),
    Statement(
        id="002-032", cite=S.TESTING_002,
        quote="Each successive node seems to continue the near linear line almost without issue.",
        kind="measured_effect",
        does=(reference("s002-scaling"), capacity("capacity_estimate")),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
        note="Read from Figure 8.0; the number printed is 002-027's. Troughs in the 8- and 10-node runs came from "
             "one instance's ORA-00600 [4194] undo errors, which the study ignored.",
    ),
    Statement(
        id="002-033", cite=S.TESTING_002,
        quote="And using the 6 node graph results to project forward, Figure10.0 shows a reasonable expectation in "
              "terms of realizable scalability – where 17 nodes should equal nearly 500 TPS and support about 10,000 "
              "concurrent users.",
        kind="setup",
        does=(capacity("s002-projection"), rules("WL052"), reference("s002-scaling")),
        scope=lab(nodes=(17,),
                  carries_over="an OLTP plan of more than ten 32-bit x86 nodes of at most 4 GB (the study's "
                               "hardware): WL052 tells it only that the study measured up to ten nodes and projected "
                               "17 from its 6-node graph, which is true of any such plan"),
        note="A projection, not a measurement: no effect is composed from it.",
    ),
    Statement(
        id="002-034", cite=S.CONCLUSION_002,
        quote="Addition of every node to the cluster showed steady - close to linear scalability. Close to linear "
              "scalability because of the small overhead that the cluster interconnect would consume during block "
              "transfer between instances.",
        kind="measured_effect",
        does=(rules("WL051"), capacity("capacity_estimate")),
        scope=lab(carries_over=SWEET_SPOT_CARRIES),
        note="No number beyond 002-027's.",
    ),
    Statement(
        id="002-035", cite=S.CONCLUSION_002,
        quote="The interconnect also performed very well, in this particular case NIC paring/bonding feature of "
              "Linux was implemented to provide load balancing across the redundant interconnects which also helped "
              "provide availability should any one interconnect fails.",
        kind="setup",
        does=(rules("IC050"),),
        scope=lab(carries_over="Any multi-node RAC on a Gigabit Ethernet interconnect."),
    ),
    Statement(
        id="002-036", cite=S.CONCLUSION_002,
        quote="The DELL|EMC storage subsystem that consisted of six ASM diskgroups for the various data files types "
              "performed with high throughput also indicating high scalability numbers.",
        kind="setup",
        does=(rules("SD050"),),
        scope=lab(),
    ),
    Statement(
        id="002-037", cite=S.CONCLUSION_002,
        quote="EMC PowerPath provided IO load balancing and redundancy utilizing dual Fibre Channel host bus adapters "
              "on each server.",
        kind="setup",
        does=(nothing("Describes the lab's FC multipathing; a plan's FC HBA storage has no multipath driver "
                      "field, and the multipath rules are for System z FCP (study 004)."),),
        scope=lab(),
    ),
)


SET_ASIDE: tuple[SetAside, ...] = (
    SetAside(
        cite=OPENING,
        quotes=(
            "It is typical at this point to either upgrade the current hardware by adding more CPU’s and other "
            "required resources or to add additional servers to work as a cohesive unit /cluster.",
            "Increasing resources is similar to placing a temporary bandage on the system as it solves the current "
            "situation of increased business and demand, but only shifts the issue to be dealt with at a future date "
            "as the workload will invariably increase once again.",
            "Oracle real application cluster (RAC) version 10g with its unique architecture is the only database "
            "solution available today that provides true clustering, in a shared database environment and provides "
            "horizontal scalability.",
        ),
        reason="Business narrative and product claims about clustering; no configuration or measurement.",
    ),
    SetAside(
        cite=VIP,
        quotes=(
            "Such proactive notification mechanisms will avoid connections to the failed node.",
            "If the application attempts to connect using the VIP address of the failed node, an immediate failure "
            "is notified to the through an acknowledgement when the connection is refused because of a mismatch in "
            "the hardware address.",
        ),
        reason="Client-side failover behaviour (FAN/ONS and refused VIP connections) is application configuration "
               "outside a cluster plan.",
    ),
    SetAside(
        cite=SHARED_STORAGE,
        quotes=("Another important component of RAC cluster is its shared storage that all participating instances "
                "in the cluster will access.",),
        reason="A definition of shared storage; study 001's statement of the requirement is entry 001-001.",
    ),
    SetAside(
        cite=BMF,
        quotes=("Using BMF for Databases, DBA’s can easily address the two of the most challenging tasks they face: "
                "what hardware architecture and platform should they deploy, and what performance related SLA’s "
                "(Service Level Agreements) can they agree to.",),
        reason="Product description of the benchmark tool.",
    ),
    SetAside(
        cite=SORAC,
        quotes=("Note that SoRAC requires only a Windows client install to monitor all the nodes on the cluster.",
                "It requires no server side agents and no data repository."),
        reason="Product description of the monitoring tool; nothing on the cluster depends on it.",
    ),
    SetAside(
        cite=S.METHODOLOGY_002,
        quotes=(
            "Run the baseline RAC benchmark 4.Plot the transactions per second graph showing this run versus all the "
            "prior baseline benchmark runs – the results should show a predictable and reliable scalability factor",
            "This also provides the greatest flexibility to test any scenario and in any order that one might "
            "prefer (e.g. test 10 nodes down to 1 node).",
        ),
        reason="How to run and read the benchmark; asks nothing of the cluster being planned.",
    ),
    SetAside(
        cite=S.TESTING_002,
        quotes=(
            "Benchmark Factory’s default TPC-C like test iteration requires about 4 minutes for a given user load.",
            "So for the single node with five user load scenarios, the overall benchmark test run requires 20 "
            "minutes.",
        ),
        reason="How long the benchmark runs took; no configuration or result.",
    ),
    SetAside(
        cite=S.CONCLUSION_002,
        quotes=(
            "These tests would also conclude that Oracle’s direction to bring a true technology grid environment "
            "where RAC and ASM are only the stepping stones is encouraging.",
            "In particular, Oracle 10g RAC databases on Dell hardware can easily be scaled out to provide the "
            "redundancy or additional capacity that the grid environment requires.",
        ),
        reason="Marketing conclusion about the vendors' grid direction.",
    ),
    SetAside(
        cite=OPENING,
        quotes=("Also an extra special thanks to Dell for allocating a million dollars worth of equipment to make "
                "such testing possible.",),
        reason="Acknowledgement.",
    ),
    SetAside(
        cite=VIP,
        quotes=("Now when a new connection is attempted by the application there are two possible situations based "
                "on the Oracle 10g database features implemented.",),
        reason="Introduces the two cases of a connection after a VIP failover that the section then describes.",
    ),
    SetAside(
        cite=BMF,
        quotes=("The idea was to ascertain two critical data points: how many concurrent users can each RAC node "
                "sustain, and does the RAC cluster scale both predictably and linearly as additional nodes and users "
                "are added.",),
        reason="The study's two questions; its answers are the sweet spot (002-020) and the scaling entries.",
    ),
    SetAside(
        cite=SORAC,
        quotes=("SoRAC (figure 4.0) even offers alarms with automatic prioritization and weighted escalation rankings "
                "to help less experienced RAC DBA’s focus their attention on the most critical or problematic "
                "issues.",),
        reason="Describes a monitoring product; nothing of a plan depends on it.",
    ),
    SetAside(
        cite=Cite(S002, "TESTING METHODOLOGY"),
        quotes=("Methodology is of critical importance for any reliable benchmarking exercise – especially those of "
                "a complex and repetitive nature.",
                "RAC testing is no different – a methodology to identify performance candidates, tune parameters or "
                "settings, run the tests, and then record the results is critical."),
        reason="About benchmarking method, not about a cluster's configuration.",
    ),
    SetAside(
        cite=S.TESTING_002,
        quotes=("Set necessary “spfile” parameter settings",
                "This is arguably the most critical aspect of the entire benchmark testing process – and especially "
                "for RAC environments with more than just a few nodes."),
        reason="A step heading of the list whose parameter follows (disk_asynch_io = true, the default), and the "
               "emphasis that opens the sweet-spot paragraph, whose findings are 002-019a to 002-022.",
    ),
    SetAside(
        cite=Cite(S002, "CONCLUSION"),
        quotes=("It’s the unique architecture of RAC that makes this possible, because irrespective of the number of "
                "instances in the cluster, the maximum number of hops that will be performed to before the requestor "
                "gets the block requested will not exceed three under any circumstances.",),
        reason="Explains cache fusion's bound of three hops; nothing to configure.",
    ),
    SetAside(
        cite=VIP,
        quotes=("When an application or user makes a connection using the VIP, during a node failure, the Oracle "
                "Clusterware based on an event received from the EVM will transfer the VIP address to another "
                "surviving instance.",),
        reason="How Clusterware moves a failed node's VIP; a plan gives each node its VIP, and the move is "
               "Clusterware's own behaviour, not a setting.",
    ),
    SetAside(
        cite=SCALABILITY,
        quotes=("Availability because when one of the nodes or the instances in the cluster where to fail, the "
                "reminder of the instances would continue to provide access to the physical database.",
                "Such tests will help determine at what stage in the life cycle of the organization and its "
                "application, the cluster will require additional instances to be added to accommodate higher "
                "workload."),
        reason="What RAC offers (availability), and why an organisation should benchmark its own cluster; neither "
               "names a setting or a result.",
    ),
    SetAside(
        cite=S.TESTING_002,
        quotes=("A search of Oracle’s metalink web site located references to a known problem that would require a "
                "database restore or rebuild.",
                "And that one node took significantly longer to startup and shutdown than all the other nodes "
                "combined.",
                "Since we were tight on time, we decided to ignore those couple of valleys in the graph, because it’s "
                "pretty obvious from the overall results we obtained that smoothing over those few inconsistent "
                "points would yield a near perfect graph – showing that RAC is truly reliable and predictable in "
                "terms of scalability."),
        reason="Why the troughs of the 8- and 10-node runs stayed in the graph (one instance's ORA-00600 undo "
               "errors, noted on 002-032); the judgement that smoothing them gives a near perfect graph is not a "
               "measurement, and the scaling the study measured is 002-032's and 002-034's.",
    ),
    SetAside(
        cite=Cite(S002, "REAL APPLICATION CLUSTER"),
        quotes=("RAC is a configuration of two or more nodes comprising of two or more instances clustered together "
                "using Oracle Clusterware 2 using its unique cache fusion technology it is able to share resources "
                "and balance workload providing optimal scalability for today’s high end computing environments.",),
        reason="A definition of RAC with a product claim; no configuration or measurement.",
    ),
    SetAside(
        cite=BMF,
        quotes=("Benchmark Factory (BMF) for Databases provides a simple yet robust GUI (figure 3.0) for creating, "
                "managing and scheduling industry standard database benchmarks and real-world workload simulation so "
                "as to determine accurate production database hardware and software configurations for optimal "
                "effectiveness, efficiency and scalability.",),
        reason="Product description of the benchmark tool.",
    ),
    SetAside(
        cite=S.CONCLUSION_002,
        quotes=("Apart from the minor hiccups at the initial round where we tried to determine the optimal user load "
                "on a node for the given hardware and processor configuration, beyond this scalability of the RAC "
                "cluster was outstanding.",),
        reason="The conclusion's judgement ahead of its finding; the scaling is 002-034 and the first round's "
               "over-loaded nodes are 002-019a to 002-022.",
    ),
    SetAside(
        cite=OPENING,
        quotes=("The growth potential on a vertically scalable system is limited and, as explained earlier, reaches a "
                "point where the addition of resources does not provide proportionally improved results.",
                "However, as the business grows, expansion follows and consequently the current configuration "
                "(single node – storage system) is not able to handle the increased load due to increased business.",
                "Vertical scalability is the ability to upgrade individual nodes to higher specifications."),
        reason="The opening's case for clustering over a bigger server; no configuration or measurement.",
    ),
    SetAside(
        cite=SCALABILITY,
        quotes=("Primary functions that RAC systems provide apart from improved performance are availability and "
                "scalability.",
                "Scalability because when the user workload or work pattern increases users can access the database "
                "from any of the available instances that have higher amount of resources available.",
                "Scalability also provides the option to add additional nodes when the user base increases."),
        reason="What RAC offers; the same paragraph's availability sentence is set aside above.",
    ),
    SetAside(
        cite=S.METHODOLOGY_002,
        quotes=("TPC-C for 200 users) to establish a new baseline for basic operating system improvements",
                "TPC-C for 200 users) to establish a new baseline for basic Oracle database improvements iv.",
                "Record the “sweet spot” number of concurrent users – this represents an upper limit vi."),
        reason="Steps of the study's benchmarking method; they ask nothing of the cluster being planned (the sweet "
               "spot it found and the overhead it allowed are 002-024 and 002-025).",
    ),
    SetAside(
        cite=S.TESTING_002,
        quotes=("So with a valuable lesson learned by our first attempt, we made two major improvements.",
                "If we had more time, we could have selected a less conservative “sweet spot” and kept repeating our "
                "tests until a definitive reduction percentage could be factually derived."),
        reason="Introduces the second round's two changes, the lower sweet spot (002-024, 002-025) and the "
               "benchmark tool's even spread of users over the nodes (002-026), and says the 15 % allowance was not "
               "derived.",
    ),
)
