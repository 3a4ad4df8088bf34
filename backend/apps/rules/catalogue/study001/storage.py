"""Study 001's rules: storage attachment."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.rules.reach import within
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import (
    ISCSI_FULL_FIX,
    ISCSI_LAST_UNFIXED_24,
    NO_JUMBO_HBA,
    SEC_APP_E,
    SEC_RESULTS,
    SEC_TEST6,
    TAGS,
    _beyond_lab,
    _int,
    _kernel,
    _mount_options,
    _set,
    _version,
    _x86,
)


@rule(
    id="ST030", slug="software-iscsi-least-efficient",
    title="The software iSCSI initiator was the least efficient attachment",
    severity="advice", category="storage",
    rationale="""
The software initiator costs host CPU in system mode, which the CPU-bound RAC nodes then lack for Oracle's user
processes. It was the slowest of the six set-ups: iSCSI HBAs were 14 % faster, ASM on NFS files about 10 % faster,
and FC faster still. Its advantage is cost.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, OLTP. ASM on software iSCSI: 29,377 OETs with 68 % user and 28 % system
CPU. ASM on NFS files: 32,374 OETs (74 % user, 23 % system). ASM on QLA4010 iSCSI HBAs: 33,586 OETs (+14 %).
""",
    sources=[SEC_RESULTS, S.NFS_ASM, S.ISCSI_HBA],
    policy="gain",
    fields=["/platform/architecture", "/storage/protocol"],
    upside=Upside(metric="order entry transactions per minute", percent=14.0,
                  context="3-node x86 RAC, RHEL 3, Oracle 10.1.0.4, ASM: QLA4010 iSCSI HBAs (33,586 OETs) vs the "
                          "software initiator (29,377 OETs)"),
    description="""
Fires on x86 when the shared disks are attached through the software iSCSI initiator.

Where the budget allows, an iSCSI HBA (14 % in the study), NFS or Fibre Channel leaves more CPU to the database.

Problematic:

```json
{"storage": {"protocol": "iscsi_software"}}
```

Faster in the study:

```json
{"storage": {"protocol": "iscsi_hba", "hba": {"queue_depth": 128}}}
```
""",
    tags=TAGS,
)
def _st030(t: Topology) -> Iterator[Hit]:
    if _x86(t) and t.storage.protocol == "iscsi_software":
        yield Hit(
            paths=["/storage/protocol"],
            message="Software iSCSI was the least efficient set-up in system CPU in the study (28 % against 23 % "
                    "for ASM on NFS files) and gave the lowest throughput of the six; "
                    "iSCSI HBAs were 14 % faster and NFS about 10 % faster"
                    + _beyond_lab(t, "the software initiator's cost is host CPU in system mode, which any CPU-bound "
                                     "x86 node then lacks for Oracle") + ".",
        )


@rule(
    id="ST031", slug="iscsi-software-initiator-queue-depth-2-4",
    title="Software iSCSI on a 2.4 kernel: per-LUN queue depth 12 and 64 I/Os per initiator",
    severity="warning", category="storage",
    rationale="""
On every Linux 2.4 kernel the software iSCSI initiator caps the queue depth per LUN at 12 and the outstanding I/Os per
initiator at 64. The study only anticipates a partial fix for 2.4 in driver versions after 3.6.2 (the per-LUN default
raised to 32, the 64 I/O limit unchanged); it does not say such a version shipped. The full fix (driver 4.0.1.10)
exists only for 2.6 kernels.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4 (2.4 kernel), iSCSI initiator 3.6.2-7, OLTP: the filer's LUN statistics did not show
either limit being hit in this test, but the study names them as limitations of the software initiator that may
matter elsewhere (SourceForge bug 759484).
""",
    sources=[SEC_RESULTS, S.ISCSI_QUEUE],
    policy="not_recommended",
    fields=["/storage/protocol", "/cluster/kernel_series", "/storage/iscsi/initiator_version"],
    description="""
A warning (the study names the limits as limitations of the software initiator, although its own LUN statistics
never showed them reached): fires when the software iSCSI initiator runs on a 2.4 kernel. With initiator 3.6.2 or
earlier both limits apply; for a later version the study only anticipated a partial fix (per-LUN default 32), so the
64-I/O-per-initiator limit still applies and the per-LUN one should be checked on the driver itself.

Problematic:

```json
{"cluster": {"distribution": "rhel", "distribution_version": 3},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "3.6.2"}}}
```

Without the limits (2.6 kernel and initiator 4.0.1.10), or with an HBA:

```json
{"cluster": {"distribution": "rhel", "distribution_version": 4},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "4.0.1.10"}}}
```
""",
    tags=TAGS,
)
def _st031(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "iscsi_software" or _kernel(t) != "2.4":
        return
    version = t.storage.iscsi.initiator_version if t.storage.iscsi else "0"
    if _version(version) <= ISCSI_LAST_UNFIXED_24:
        detail = "limits the queue depth per LUN to 12 and the outstanding I/Os per initiator to 64"
    else:
        detail = ("keeps the 64 outstanding I/Os per initiator; the study only anticipated a partial fix after 3.6.2 "
                  "(per-LUN default 32), so check the per-LUN limit of this driver")
    yield Hit(
        paths=["/storage/protocol", "/storage/iscsi/initiator_version"],
        message=f"Software iSCSI initiator {version} on a 2.4 kernel {detail}.",
    )


@rule(
    id="ST032", slug="iscsi-initiator-4-0-1-10-on-2-6",
    title="Software iSCSI on a 2.6 kernel: use initiator 4.0.1.10 or later",
    severity="warning", category="storage",
    rationale="""
SourceForge iSCSI driver 4.0.1.10 for 2.6 kernels lifts the software initiator's limits: default queue depth 32
instead of 12, queue depth adjustable at run time, and 1024 instead of 64 I/Os queued in total. Older versions keep
the limits.
""",
    evidence="""
Appendix D of the study: the per-LUN queue depth of 12 and the 64 outstanding I/Os per initiator are resolved in
driver 4.0.1.10 for Linux 2.6 kernels.
""",
    sources=[S.ISCSI_QUEUE, SEC_RESULTS],
    policy="not_recommended",
    fields=["/storage/protocol", "/cluster/kernel_series", "/storage/iscsi/initiator_version"],
    fix="Use software iSCSI initiator 4.0.1.10.",
    description="""
Fires when the software iSCSI initiator on a 2.6 kernel is older than 4.0.1.10.

Problematic:

```json
{"cluster": {"kernel_series": "2.6"},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "4.0.1.4"}}}
```

Correct:

```json
{"cluster": {"kernel_series": "2.6"},
 "storage": {"protocol": "iscsi_software", "iscsi": {"initiator_version": "4.0.1.10"}}}
```
""",
    tags=TAGS,
)
def _st032(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "iscsi_software" or _kernel(t) != "2.6" or t.storage.iscsi is None:
        return
    version = t.storage.iscsi.initiator_version
    if _version(version) < ISCSI_FULL_FIX:
        yield Hit(
            paths=["/storage/iscsi/initiator_version"],
            message=f"Software iSCSI initiator {version} on a 2.6 kernel keeps the per-LUN queue depth of 12 and "
                    "64 I/Os per initiator; 4.0.1.10 raises them to 32 (adjustable) and 1024.",
            patch=[_set("/storage/iscsi/initiator_version", "4.0.1.10")],
        )


@rule(
    id="ST033", slug="hba-queue-depth-128",
    title="iSCSI and FC HBAs: the study set the queue depth (execution throttle) to 128",
    severity="info", category="storage",
    rationale="""
Both the QLA4010 iSCSI HBAs and the QLA2342 FC HBAs ran with execution_throttle=128, set with SANsurfer, with the
driver maximum raised above it (ql4xmaxqdepth=255, ql2xmaxqdepth=256, max_scsi_luns=128 in /etc/modules.conf). The
filer targets used 128 as well. The study did not compare other values.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4: ASM on QLA4010 iSCSI HBAs 33,586 OETs, ASM on QLA2342 FC HBAs 34,432 OETs,
OCFS on QLA2342 37,615 OETs, all with an HBA queue depth of 128.
""",
    sources=[S.ISCSI_HBA, S.FC_HBA, SEC_TEST6],
    policy="context",
    fields=["/storage/protocol", "/storage/hba/queue_depth"],
    fix="Set the HBA queue depth (execution throttle) to 128.",
    description="""
Fires for iSCSI or Fibre Channel HBAs whose queue depth is below the 128 the study used. Raise the driver's maximum
as well (ql4xmaxqdepth / ql2xmaxqdepth in /etc/modules.conf).

Lower than the study:

```json
{"storage": {"protocol": "fc_hba", "hba": {"queue_depth": 32}}}
```

As in the study:

```json
{"storage": {"protocol": "fc_hba", "hba": {"queue_depth": 128}}}
```
""",
    tags=TAGS,
)
def _st033(t: Topology) -> Iterator[Hit]:
    hba = t.storage.hba
    # The queue depth is the lab's HBA set-up (001-035, 001-037), compared with no other value: studies 002 and 003
    # ran FC HBAs without saying which depth, so their plans are not held to 128.
    if within(t, "001-035", "001-037") and t.storage.protocol in ("iscsi_hba", "fc_hba") and hba is not None \
            and hba.queue_depth < V.HBA_QUEUE_DEPTH.value:
        yield Hit(
            paths=["/storage/hba/queue_depth"],
            message=f"HBA queue depth {hba.queue_depth} is below the execution_throttle of 128 the study used on "
                    "its QLogic iSCSI and FC HBAs.",
            patch=[_set("/storage/hba/queue_depth", V.HBA_QUEUE_DEPTH.value)],
        )


@rule(
    id="ST034", slug="iscsi-hba-without-jumbo-frames",
    title="Jumbo frames planned on a QLA4010 iSCSI HBA, which has none",
    severity="error", category="storage",
    rationale="""
The QLogic QLA4010 iSCSI HBAs in the study could not use jumbo frames, while the study considers jumbo frames
desirable in most database environments and expects more throughput from HBAs that support them. Do not plan jumbo
frames on an HBA like the QLA4010 that cannot do them: the adapter would not use them.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4: ASM on QLA4010 iSCSI HBAs (no jumbo frames) reached 33,586 OETs, 14 %
above the software initiator (which did use jumbo frames) and 2.5 % below FC.
""",
    sources=[SEC_RESULTS, S.ISCSI_HBA],
    policy="fails",
    fields=["/storage/protocol", "/storage/hba/model", "/storage/hba/jumbo_frames"],
    fix="Plan the QLA4010 without jumbo frames, as the study ran it, or choose an HBA model that has them.",
    description="""
Fires for an iSCSI HBA recorded as a QLA4010 with jumbo frames planned: that adapter has no jumbo frame capability,
so the plan describes something the hardware cannot do. The study's own working set-up (QLA4010 without jumbo
frames) is quiet, and so is an HBA of another model with jumbo frames (then treat the MTU as a tunable, see IC030).

Problematic:

```json
{"storage": {"protocol": "iscsi_hba", "hba": {"model": "QLA4010", "queue_depth": 128, "jumbo_frames": true}}}
```

As in the study (QLA4010, no jumbo frames):

```json
{"storage": {"protocol": "iscsi_hba", "hba": {"model": "QLA4010", "queue_depth": 128, "jumbo_frames": false}}}
```
""",
    tags=TAGS,
)
def _st034(t: Topology) -> Iterator[Hit]:
    hba = t.storage.hba
    if (t.storage.protocol == "iscsi_hba" and hba is not None and hba.jumbo_frames and hba.model
            and hba.model.replace(" ", "").upper().startswith(NO_JUMBO_HBA)):
        yield Hit(
            paths=["/storage/hba/model", "/storage/hba/jumbo_frames"],
            message=f"Jumbo frames are planned on a {hba.model} iSCSI HBA; the study's QLA4010 HBAs had no jumbo "
                    "frame capability.",
            patch=[_set("/storage/hba/jumbo_frames", False)],
        )


@rule(
    id="ST035", slug="nfs-datafile-mount-options",
    title="NFS datafile mounts: use the study's N series mount options",
    severity="warning", category="storage",
    rationale="""
The study mounted the datafile volumes with hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600, which it
describes as N series best practice for Oracle RAC 10g (rsize/wsize match the filers' nfs.tcp.xfersize of 32768).
Options that differ (soft or interruptible mounts, UDP, attribute caching, smaller transfers) depart from that
practice.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, N series with nfs.tcp.enable=on and nfs.tcp.xfersize=32768: ASM on NFS
files 32,374 OETs and NFS file system 32,922 OETs, both with these datafile mount options.
""",
    sources=[SEC_APP_E, S.NFS_ASM, S.NFS_ONLY],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/nfs/options"],
    fix="Mount datafiles with hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600.",
    description="""
Fires when the storage protocol is NFS and `storage.nfs.options` is set but lacks one of: `hard`, `nointr`, `tcp`,
`rsize` and `wsize` of at least 32768, disabled attribute caching (`actimeo=0`, or `noac`), `timeo` of at least 600 -
or contains `soft`, `intr` or `udp`. Empty options mean the study's options are used.

Problematic:

```json
{"storage": {"protocol": "nfs", "nfs": {"options": "soft,rsize=8192,wsize=8192,udp"}}}
```

As in the study:

```json
{"storage": {"protocol": "nfs", "nfs": {"options": "hard,nointr,rsize=32768,wsize=32768,tcp,actimeo=0,timeo=600"}}}
```
""",
    tags=TAGS,
)
def _st035(t: Topology) -> Iterator[Hit]:
    nfs = t.storage.nfs
    if t.storage.protocol != "nfs" or nfs is None or not nfs.options.strip():
        return
    opts = _mount_options(nfs.options)
    problems: list[str] = []
    if "hard" not in opts or "soft" in opts:
        problems.append("not a hard mount")
    if "nointr" not in opts or "intr" in opts:
        problems.append("not nointr")
    if "udp" in opts or opts.get("proto") == "udp" or ("tcp" not in opts and opts.get("proto") != "tcp"):
        problems.append("not over TCP")
    for key in ("rsize", "wsize"):
        size = _int(opts.get(key))
        if size is None or size < 32768:
            problems.append(f"{key}={opts.get(key, 'unset')}")
    if opts.get("actimeo") != "0" and "noac" not in opts:
        problems.append("attribute caching not disabled (actimeo=0)")
    timeo = _int(opts.get("timeo"))
    if timeo is None or timeo < 600:
        problems.append(f"timeo={opts.get('timeo', 'unset')}")
    if problems:
        yield Hit(
            paths=["/storage/nfs/options"],
            message=f"NFS mount options '{nfs.options}' differ from the study's datafile options: "
                    f"{'; '.join(problems)}.",
            patch=[_set("/storage/nfs/options", V.NFS_DATAFILE_OPTIONS.value)],
        )


@rule(
    id="ST036", slug="fc-hba-beat-iscsi-hba",
    title="Fibre Channel HBAs were slightly faster than iSCSI HBAs",
    severity="advice", category="storage",
    rationale="""
With ASM on the same filers, QLA2342 FC HBAs gave a little more throughput than QLA4010 iSCSI HBAs, as the study
expected; FC costs more (HBAs and FC switches). The FC set-ups also used the least system CPU.
""",
    evidence="""
3-node x86 RAC, RHEL 3 U4, Oracle 10.1.0.4, ASM, OLTP: QLA2342 FC HBAs 34,432 OETs vs QLA4010 iSCSI HBAs 33,586 OETs,
about 2.5 % higher.
""",
    sources=[S.FC_HBA, SEC_RESULTS],
    policy="gain",
    fields=["/platform/architecture", "/storage/protocol"],
    upside=Upside(metric="order entry transactions per minute", percent=2.5,
                  context="3-node x86 RAC, RHEL 3, Oracle 10.1.0.4, ASM: QLA2342 FC HBAs (34,432 OETs) vs QLA4010 "
                          "iSCSI HBAs (33,586 OETs)"),
    description="""
Fires on x86 when the shared disks are attached through iSCSI HBAs. Fibre Channel was faster in the study, at a higher
price.

Problematic:

```json
{"storage": {"protocol": "iscsi_hba"}}
```

Faster in the study:

```json
{"storage": {"protocol": "fc_hba", "hba": {"queue_depth": 128}}}
```
""",
    tags=TAGS,
)
def _st036(t: Topology) -> Iterator[Hit]:
    if _x86(t) and t.storage.protocol == "iscsi_hba":
        yield Hit(
            paths=["/storage/protocol"],
            message="iSCSI HBAs: with ASM the study's FC HBAs reached 34,432 OETs against 33,586 (about 2.5 % more).",
        )
