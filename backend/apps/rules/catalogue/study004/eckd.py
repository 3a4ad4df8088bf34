"""Study 004's rules: eCKD: HyperPAV and PAV."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from apps.rules.engine import Hit, Upside, rule
from apps.studies import S004, Cite
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import (
    ALIASES_HIGH,
    ALIASES_LOW,
    HYPERPAV_MIN,
    LCU_ADDRESSES,
    _carried,
    _distro,
    _eckd,
    _hyperpav_supported,
    _without_parallel_access,
)


@rule(
    id="ST070", slug="hyperpav-needs-supported-distribution",
    title="HyperPAV requires SLES 10 SP4, SLES 11, RHEL 5.9 or RHEL 6 or later",
    severity="error", category="storage",
    rationale="""
HyperPAV alias devices are only handled by the DASD driver of distributions that include HyperPAV support on
Linux on System z. The study lists the first levels with that support: SUSE Linux Enterprise Server 10 SP4,
SUSE Linux Enterprise Server 11, Red Hat Enterprise Linux 5.9 and Red Hat Enterprise Linux 6.0. On an earlier
release the planned HyperPAV aliases cannot be used.
""",
    evidence="""
The study's section on HyperPAV gives the supporting releases (RHEL 6.0, SLES 10 SP4, SLES 11, RHEL 5.9). Its own
system ran SLES 11 SP1 on a z196 LPAR, where HyperPAV only had to be enabled in Linux (yast or dasd_configure).
""",
    sources=[S.HYPERPAV],
    policy="fails",
    fields=["/storage/protocol", "/storage/eckd/pav", "/cluster/distribution", "/cluster/distribution_version",
            "/cluster/distribution_update"],
    fix="Move to a distribution level that supports HyperPAV (same major release where possible).",
    tags=("hyperpav", "eckd", "distribution"),
    description="""
Fires when ECKD disks are planned with `pav: "hyperpav"` on a distribution level that predates HyperPAV support
on Linux on System z. Supported levels per the study: SLES 10 SP4 and later service packs, SLES 11 and later,
RHEL 5.9 and later updates, RHEL 6.0 and later.

The fix raises the service pack or update level within the same major release when such a level exists
(SLES 10 → SP4, RHEL 5 → 5.9); otherwise it moves to the study's SLES 11 SP1 or to RHEL 6.0.

Problematic:

```json
{"cluster": {"distribution": "sles", "distribution_version": 10, "distribution_update": 2},
 "storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10}}}
```

Correct:

```json
{"cluster": {"distribution": "sles", "distribution_version": 11, "distribution_update": 1},
 "storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10}}}
```
""",
)
def _st070(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "hyperpav" or _hyperpav_supported(t):
        return
    c = t.cluster
    same_major = HYPERPAV_MIN[c.distribution].get(c.distribution_version)
    if same_major is not None:
        path = "/cluster/distribution_update"
        patch = [{"op": "replace", "path": path, "value": same_major}]
    else:
        path = "/cluster/distribution_version"
        version, update = (11, 1) if c.distribution == "sles" else (6, 0)
        patch = [{"op": "replace", "path": path, "value": version},
                 {"op": "replace", "path": "/cluster/distribution_update", "value": update}]
    yield Hit(
        paths=["/storage/eckd/pav", path],
        message=f"HyperPAV is planned on {_distro(t)}, which has no HyperPAV support on Linux on System z; it "
                f"arrived with SLES 10 SP4, SLES 11, RHEL 5.9 and RHEL 6.0.",
        patch=patch,
    )


@rule(
    id="ST071", slug="eckd-without-alias-devices",
    title="ECKD disks for a database without HyperPAV aliases",
    severity="warning", category="storage",
    rationale="""
An ECKD device (subchannel) accepts one channel program at a time; further requests to the same disk wait in the
device driver queue ('subchannel busy'). Database I/O is highly parallel, so this queueing becomes a bottleneck,
and the larger the disk (mod27 and up) and the more parallel I/O there is, the worse it gets. Alias devices
(HyperPAV, or PAV) let several requests run against one disk at the same time.
""",
    evidence="""
z196 LPAR with 4 IFLs, SLES 11 SP1, Oracle 11gR2 single instance with ASM on 10 mod27 DASD spread over 2 LCUs,
disk-bound OLTP workload (4 GiB SGA): adding 20 HyperPAV aliases (sum over both LCUs) raised transactional and
disk I/O throughput by more than 40%. Without aliases the DASD statistics showed most requests with about four
requests queued ahead of them (peak at 1-2 ms); with 10 aliases very short requests (< 0.5 ms) appeared.
""",
    sources=[Cite(S004, "Objectives"), S.HYPERPAV_11G, S.DASD_EXECUTION_TIMES, S.EXECUTIVE_SUMMARY_004,
             S.MULTIPATH_SUMMARY, S.HYPERPAV],
    policy="degrades",
    fields=["/storage/protocol", "/storage/eckd/pav", "/storage/eckd/aliases_per_lcu", "/storage/eckd/disk_model",
            "/cluster/distribution", "/cluster/distribution_version", "/cluster/distribution_update"],
    fix="Enable HyperPAV with 10 aliases per LCU.",
    upside=Upside(metric="transactional throughput", percent=40.0,
                  context="z196 LPAR, 4 IFLs, Oracle 11.2.0.2 + ASM, OLTP, 10 mod27 DASD on 2 LCUs; 20 HyperPAV "
                          "aliases in total against none"),
    tags=("hyperpav", "eckd"),
    description="""
Fires when the plan attaches its disks through ECKD without any alias device: `pav` is `none`, or PAV/HyperPAV is
selected with `aliases_per_lcu` 0 (which the study's charts treat as the setup without HyperPAV).

The patch enables HyperPAV with 10 aliases per LCU, the lower end of the range the study found good, when the
distribution level supports HyperPAV (see ST070); otherwise only the alias count is offered, or no patch at all.

Problematic:

```json
{"storage": {"protocol": "eckd", "eckd": {"disk_model": "mod27", "pav": "none", "aliases_per_lcu": 0, "lcus": 2}}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"disk_model": "mod27", "pav": "hyperpav", "aliases_per_lcu": 10,
                                          "lcus": 2}}}
```
""",
)
def _st071(t: Topology) -> Iterator[Hit]:
    found = _without_parallel_access(t)
    if found is None:
        return
    path, what = found
    eckd = t.storage.eckd
    patch: list[dict[str, Any]] | None = None
    if eckd.pav == "none":
        if _hyperpav_supported(t):
            patch = [{"op": "replace", "path": "/storage/eckd/pav", "value": "hyperpav"}]
            if eckd.aliases_per_lcu == 0:
                patch.append({"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW})
    elif eckd.pav == "hyperpav" or eckd.pav == "pav":
        patch = [{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW}]
    hint = "" if patch or _hyperpav_supported(t) else f" ({_distro(t)} has no HyperPAV support; see ST070)"
    yield Hit(
        paths=[path],
        message=f"ECKD {eckd.disk_model} disks are planned without alias devices ({what}): parallel requests to "
                f"one disk queue behind each other (subchannel busy). HyperPAV gave more than 40% more throughput "
                f"in the study{hint}." + _carried(t, "ECKD serves one request per subchannel on every LPAR"),
        patch=patch,
    )


@rule(
    id="ST072", slug="hyperpav-aliases-per-lcu",
    title="More than 20 HyperPAV aliases per LCU: beyond what the study measured",
    severity="info", category="storage",
    rationale="""
HyperPAV aliases form a pool per logical control unit (LCU) shared by all its base devices. The study scaled the
pool up to 40 aliases over its two LCUs (20 per LCU) and concludes that "10 to 20 alias devices per LCU was a good
number for this workload"; it also found that too many lead to a degradation, "even if it is moderate". More than 20
per LCU is beyond anything it measured, so it says nothing about that value with the authority of a measurement.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM, OLTP, 10 mod27 DASD on 2 LCUs. The chart (Figure 9) counts the aliases summed over
both LCUs: 0 / 10 / 20 / 40, i.e. 0 / 5 / 10 / 20 per LCU. Throughput peaked at 20 summed (10 per LCU) and fell
slightly at 40 summed (20 per LCU), which the conclusion still counts among the good numbers. No point above 20 per
LCU was measured.
""",
    sources=[S.SAN_TIMES_004, S.HYPERPAV_11G,
             S.MULTIPATH_SUMMARY, S.DASD_EXECUTION_TIMES],
    policy="context",
    fields=["/storage/protocol", "/storage/eckd/pav", "/storage/eckd/aliases_per_lcu", "/storage/eckd/lcus"],
    fix="Use 10 to 20 HyperPAV aliases per LCU, the range the study found good (10 is where its throughput peaked).",
    tags=("hyperpav", "eckd"),
    description="""
Fires when HyperPAV is enabled with more than 20 aliases per LCU: not measured by the study. The study's conclusion
names "10 to 20 alias devices per LCU" as good, so 10 to 20 get no finding, 20 (its last measured point, with the
slight degradation it reports) included; fewer than 10 is ST087. Monitor the DASD statistics
(`/proc/dasd/statistics`) to settle on a value for your own workload, as the study advises.

Problematic (beyond the study's 40 aliases over two LCUs):

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 21, "lcus": 2}}}
```

Within what the study found good:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 20, "lcus": 2}}}
```
""",
)
def _st072(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "hyperpav" or eckd.aliases_per_lcu <= ALIASES_HIGH:
        return
    n = eckd.aliases_per_lcu
    yield Hit(
        paths=["/storage/eckd/aliases_per_lcu"],
        message=f"{n} HyperPAV aliases per LCU ({n * eckd.lcus} over {eckd.lcus} LCU(s)) is not measured by the study: "
                f"it scaled up to 20 per LCU (40 over two LCUs), found 10 to 20 per LCU good and says too many "
                f"aliases lead to a moderate degradation."
                + _carried(t, "the alias pool belongs to the LCU, whichever systems draw on it"),
        patch=[{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW}],
    )


@rule(
    id="ST087", slug="hyperpav-too-few-aliases-per-lcu",
    title="Fewer than 10 HyperPAV aliases per LCU",
    severity="advice", category="storage",
    rationale="""
HyperPAV aliases form a pool per LCU shared by all its base devices; with too few, most DASD requests still wait
behind others in the device driver queue. The study found 10 to 20 aliases per LCU good for its OLTP workload.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM, OLTP, 10 mod27 DASD on 2 LCUs, aliases 0 / 10 / 20 / 40 summed over both LCUs (0 / 5 /
10 / 20 per LCU): disk throughput rose sharply with the first 10, and transactional throughput was more than 40 %
higher with 20 (10 per LCU) than without HyperPAV.
""",
    sources=[S.HYPERPAV_11G, S.DASD_EXECUTION_TIMES, S.MULTIPATH_SUMMARY,
             S.SAN_TIMES_004],
    policy="gain",
    fields=["/storage/protocol", "/storage/eckd/pav", "/storage/eckd/aliases_per_lcu", "/storage/eckd/lcus"],
    fix="Raise the HyperPAV aliases to 10 per LCU.",
    tags=("hyperpav", "eckd"),
    description="""
Fires when HyperPAV is enabled with between 1 and 9 aliases per LCU. (Zero aliases is ST071.) The study's best
transactional throughput came with 10 per LCU (20 over its two LCUs).

Problematic:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 4, "lcus": 2}}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10, "lcus": 2}}}
```
""",
)
def _st087(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "hyperpav" or not 0 < eckd.aliases_per_lcu < ALIASES_LOW:
        return
    n = eckd.aliases_per_lcu
    yield Hit(
        paths=["/storage/eckd/aliases_per_lcu"],
        message=f"{n} HyperPAV aliases per LCU is below the 10 to 20 per LCU the study found good; its transactional "
                f"throughput was more than 40 % higher with 10 per LCU than without HyperPAV."
                + _carried(t, "the alias pool belongs to the LCU, whichever systems draw on it"),
        patch=[{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": ALIASES_LOW}],
    )


@rule(
    id="ST073", slug="lcu-device-addresses-exceeded",
    title="Base devices and aliases exceed the 256 addresses of an LCU",
    severity="error", category="storage",
    rationale="""
A logical control unit of a DS8000 has at most 256 device addresses (00 to ff). Base devices are defined first,
and only the addresses they leave free can serve as alias devices. A plan that needs more addresses per LCU than
that cannot be defined in the storage server or in the IOCDS.
""",
    evidence="""
The study's HyperPAV section describes the addressing: an LCU can have up to 256 DASD device addresses, and the
numbers not used by base devices are available as aliases for any base device of the same LCU. The study spread
its 10 mod27 base devices over 2 LCUs.
""",
    sources=[S.HYPERPAV],
    policy="fails",
    fields=["/storage/protocol", "/storage/disks", "/storage/eckd/lcus", "/storage/eckd/aliases_per_lcu",
            "/storage/eckd/pav"],
    fix="Spread the disks over more LCUs, or define fewer aliases per LCU.",
    tags=("hyperpav", "eckd"),
    description="""
Counts the ECKD base devices per LCU (the plan's disks divided evenly over `lcus`, rounded up) and adds the alias
devices per LCU when PAV or HyperPAV is used. More than 256 does not fit in one LCU.

The patch keeps the aliases and raises the number of LCUs until everything fits; when the aliases alone fill the
LCU, it lowers the aliases instead.

Problematic (300 disks on one LCU):

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 20, "lcus": 1},
             "disks": ["... 300 disks ..."]}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 20, "lcus": 2},
             "disks": ["... 300 disks ..."]}}
```
""",
)
def _st073(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None:
        return
    disks = len(t.storage.disks)
    aliases = eckd.aliases_per_lcu if eckd.pav != "none" else 0
    base = math.ceil(disks / eckd.lcus) if disks else 0
    if base + aliases <= LCU_ADDRESSES:
        return
    patch: list[dict[str, Any]] | None = None
    if aliases < LCU_ADDRESSES:
        lcus = math.ceil(disks / (LCU_ADDRESSES - aliases))
        if lcus <= 256:
            patch = [{"op": "replace", "path": "/storage/eckd/lcus", "value": lcus}]
    if patch is None and base < LCU_ADDRESSES:
        patch = [{"op": "replace", "path": "/storage/eckd/aliases_per_lcu", "value": LCU_ADDRESSES - base}]
    yield Hit(
        paths=["/storage/eckd/lcus", "/storage/eckd/aliases_per_lcu"] if aliases else ["/storage/eckd/lcus"],
        message=f"{disks} ECKD disks on {eckd.lcus} LCU(s) need {base} base addresses per LCU"
                + (f" plus {aliases} aliases" if aliases else "")
                + f" = {base + aliases}, but an LCU has only {LCU_ADDRESSES} device addresses.",
        patch=patch,
    )


@rule(
    id="ST074", slug="static-pav-instead-of-hyperpav",
    title="Static PAV where the distribution supports HyperPAV",
    severity="warning", category="storage",
    rationale="""
Classic PAV assigns alias devices to individual base devices, so it multiplies the number of devices in the
system and needs the multipath daemon to drive them, which adds code path length and management work. HyperPAV
draws aliases from a pool per LCU, needs only to be enabled in Linux, lets the kernel do path selection and load
balancing, and its aliases can also be shared with other LPARs and systems.
""",
    evidence="""
The study used HyperPAV only, because it is much easier to administer and more flexible than PAV; on SLES 11 SP1 it
was enabled with yast or dasd_configure, which also writes the udev rules. The measured benefit of aliases
(more than 40% transactional throughput on a z196 with Oracle 11gR2) was obtained with HyperPAV.
""",
    sources=[S.HYPERPAV, S.HYPERPAV_11G, S.MULTIPATH_SUMMARY, S.SAN_TIMES_004, S.EXECUTIVE_SUMMARY_004],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/eckd/pav", "/cluster/distribution", "/cluster/distribution_version",
            "/cluster/distribution_update"],
    fix="Use HyperPAV instead of static PAV.",
    tags=("hyperpav", "pav", "eckd"),
    description="""
Fires when ECKD disks use static PAV (`pav: "pav"`) on a distribution level that supports HyperPAV (SLES 10 SP4,
SLES 11, RHEL 5.9, RHEL 6 and later; see ST070). On older levels, such as study 000's SLES 10 SP2, HyperPAV is not
available and static PAV is the only way to get aliases, so the rule stays quiet.

Problematic:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "pav", "aliases_per_lcu": 10}}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "hyperpav", "aliases_per_lcu": 10}}}
```
""",
)
def _st074(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "pav":
        return
    if not _hyperpav_supported(t):
        return
    yield Hit(
        paths=["/storage/eckd/pav"],
        message=f"Static PAV needs aliases per disk and the multipath daemon; {_distro(t)} supports HyperPAV, which "
                "only has to be enabled in Linux, and the kernel balances the load.",
        patch=[{"op": "replace", "path": "/storage/eckd/pav", "value": "hyperpav"}],
    )


@rule(
    id="ST075", slug="static-pav-needs-multipath-daemon",
    title="Static PAV aliases without the multipath daemon",
    severity="error", category="storage",
    rationale="""
Static PAV gives every base device alias devices of its own, and Linux sees each alias as one more disk. Only the
multipath daemon turns a base device and its aliases into one device that spreads the requests over them; the study
says PAV devices require the multipath daemon and its configuration. HyperPAV is different: it only has to be
enabled in Linux, and the kernel does the rest.
""",
    evidence="""
Study 004's HyperPAV section: "While the usage of PAV devices requires the usage of the multipath daemon and its
configuration, the advantage of HyperPAV is that it only needs to be enabled on Linux". Its multipath section: the
daemon "is relevant for multipathing with FCP disks or when PAV devices are used instead of HyperPAV". The study
itself ran HyperPAV; PAV is the way to aliases on levels before HyperPAV, such as study 000's SLES 10 SP2.
""",
    sources=[S.HYPERPAV, S.MULTIPATH_SETUP, S.HYPERPAV_11G],
    policy="fails",
    fields=["/storage/protocol", "/storage/eckd/pav", "/storage/eckd/aliases_per_lcu",
            "/storage/eckd/pav_multipath"],
    fix="Let the multipath daemon drive the PAV aliases (the bundle then writes /etc/multipath.conf).",
    tags=("pav", "multipath", "eckd"),
    description="""
Fires when ECKD disks use static PAV (`pav: "pav"`) with aliases (`aliases_per_lcu` above 0) and the plan says the
multipath daemon does not drive them (`pav_multipath: false`). The default follows the study's requirement
(`true`); with it the bundle writes an `/etc/multipath.conf` that takes the DASDs out of the blacklist and groups
each base device with its aliases. Where the distribution supports HyperPAV, ST074 suggests it instead.

Problematic:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "pav", "aliases_per_lcu": 10, "pav_multipath": false}}}
```

Correct:

```json
{"storage": {"protocol": "eckd", "eckd": {"pav": "pav", "aliases_per_lcu": 10, "pav_multipath": true}}}
```
""",
)
def _st075(t: Topology) -> Iterator[Hit]:
    eckd = _eckd(t)
    if eckd is None or eckd.pav != "pav" or eckd.aliases_per_lcu == 0 or eckd.pav_multipath:
        return
    yield Hit(
        paths=["/storage/eckd/pav_multipath"],
        message=f"Static PAV with {eckd.aliases_per_lcu} aliases per LCU is planned without the multipath daemon: "
                f"each alias would be one more disk to Linux. Study 004 says PAV devices require the multipath "
                f"daemon and its configuration (HyperPAV does not)."
                + _carried(t, "Linux sees static PAV aliases as separate devices on every LPAR"),
        patch=[{"op": "replace", "path": "/storage/eckd/pav_multipath", "value": True}],
    )
