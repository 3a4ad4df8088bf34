"""Study 004's rules: fCP: multipath."""

from __future__ import annotations

import re
from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import S004, Cite
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import (
    RR_MIN_IO_BEST,
    RR_MIN_IO_HIGH,
    RR_MIN_IO_LOW,
    RR_MIN_IO_MEASURED_HIGH,
    RR_MIN_IO_MEASURED_LOW,
    STUDY_FCP_PATHS,
    _carried,
    _multipath,
)


@rule(
    id="ST076", slug="multipath-policy-in-defaults-overridden",
    title="Multipath policy in the defaults section is overridden by the built-in device entry",
    severity="error", category="storage",
    rationale="""
multipath.conf settings are layered: the devices section overrides defaults, and the multipaths section overrides
both. multipathd ships built-in device entries; for the DS8000 disks (vendor IBM, product 2107900) that entry sets
rr_min_io 1000, which silently replaces the rr_min_io written in the defaults section and can do the same to
path_grouping_policy. The intended multibus/rr_min_io setting then never takes effect.
""",
    evidence="""
In the study `multipath -t` showed a built-in entry for IBM 2107900 with rr_min_io 1000 that overwrote the value
from the defaults section; the study therefore set path_grouping_policy multibus and rr_min_io 100 in a devices
section, and verified the effective value with `dmsetup table`. The setting matters: failover gave 21% less disk
throughput than multibus with rr_min_io 100 (6 IFLs).
""",
    sources=[S.MULTIPATH_PITFALL, S.MULTIPATH_CONF, S.MULTIPATH_OPTIONS],
    policy="fails",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/policy_section",
            "/storage/fcp/multipath_policy", "/storage/fcp/rr_min_io"],
    fix="Set the policy and rr_min_io in a devices section (vendor IBM, product 2107900).",
    tags=("multipath", "fcp"),
    description="""
Fires when FCP disks use more than one path and the plan sets the multipath policy in the `defaults` section of
multipath.conf. Put it in a `devices` entry for the storage type instead (or per device in `multipaths`), then
check with `multipath -l` and `dmsetup table` that the policy and rr_min_io are what you intended.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100,
                                        "policy_section": "defaults"}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100,
                                        "policy_section": "devices"}}}
```
""",
)
def _st076(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.policy_section != "defaults":
        return
    yield Hit(
        paths=["/storage/fcp/policy_section"],
        message=f"path_grouping_policy {fcp.multipath_policy} and rr_min_io {fcp.rr_min_io} are set in the "
                f"defaults section; the built-in device entry for IBM 2107900 takes precedence (rr_min_io 1000).",
        patch=[{"op": "replace", "path": "/storage/fcp/policy_section",
                "value": V.MULTIPATH_POLICY_SECTION.value}],
    )


@rule(
    id="ST077", slug="multipath-failover-policy",
    title="Multipath failover policy uses only one FCP path at a time",
    severity="warning", category="storage",
    rationale="""
With path_grouping_policy failover the multipath daemon sends all I/O down one path and uses another only when
that path fails. With multibus all paths carry I/O in turn, so a disk-intensive database gets the bandwidth of
every path, at no extra CPU cost.
""",
    evidence="""
z196 LPAR, SLES 11 SP1, Oracle 11gR2 + ASM on 10 FCP disks (20 GiB) with four paths, OLTP: with 6 IFLs the
failover policy gave the lowest transactional throughput and 21% less disk throughput than multibus with
rr_min_io 100; its CPU cost per transaction was about 7% higher. (With 4 IFLs the CPUs were saturated and all
policies performed alike.)
""",
    sources=[S.MULTIPATH_OPTIONS, S.FCP_DISK_THROUGHPUT, S.CPU_COST_004, S.EXECUTIVE_SUMMARY_004, S.MULTIPATH_DEVICES],
    policy="degrades",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/multipath_policy",
            "/storage/fcp/rr_min_io"],
    fix="Use path_grouping_policy multibus with rr_min_io 100.",
    upside=Upside(metric="disk throughput", percent=21.0,
                  context="z196 LPAR, 6 IFLs, Oracle 11.2.0.2 + ASM, OLTP, 10 FCP disks with four paths; failover "
                          "measured 21% below multibus with rr_min_io 100"),
    tags=("multipath", "fcp"),
    description="""
Fires when FCP disks have more than one path and `multipath_policy` is `failover`. The patch selects `multibus`
and, if rr_min_io lies outside the 100-500 range the study found best, sets it to 100.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "failover"}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100,
                                        "policy_section": "devices"}}}
```
""",
)
def _st077(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.multipath_policy != "failover":
        return
    patch = [{"op": "replace", "path": "/storage/fcp/multipath_policy", "value": "multibus"}]
    if not RR_MIN_IO_LOW <= fcp.rr_min_io <= RR_MIN_IO_HIGH:
        patch.append({"op": "replace", "path": "/storage/fcp/rr_min_io", "value": RR_MIN_IO_BEST})
    yield Hit(
        paths=["/storage/fcp/multipath_policy"],
        message=f"Multipath policy 'failover' uses one of the {fcp.paths_per_disk} paths at a time; in the study it "
                f"gave 21% less disk throughput than multibus with rr_min_io 100."
                + _carried(t, "the multipath daemon works the same on every node"),
        patch=patch,
    )


@rule(
    id="ST078", slug="multipath-rr-min-io-range",
    title="Multibus rr_min_io outside 100 to 500",
    severity="warning", category="storage",
    rationale="""
With multibus, rr_min_io is the number of requests sent down one path before switching to the next. Switching
very often costs CPU and some throughput; the default of 1000 switches rarely. For 8 KB OLTP I/O the best values
were between 100 and 500. The study expects heavier throughput with larger blocks to favour smaller values, so a
lower setting may be right for large block sizes.
""",
    evidence="""
z196 LPAR, 6 IFLs, Oracle 11gR2 + ASM on FCP with four paths, OLTP with 8 KB blocks (up to about 200 MB/s):
transactional throughput peaked with rr_min_io between 100 and 500; rr_min_io 10 gave 4% less disk throughput than
100 and about 7% more CPU per transaction. The study recommends multibus with rr_min_io 100.
""",
    sources=[S.MULTIPATH_OPTIONS, S.FCP_DISK_THROUGHPUT, S.CPU_COST_004, S.EXECUTIVE_SUMMARY_004, S.MULTIPATH_SUMMARY],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/multipath_policy",
            "/storage/fcp/rr_min_io", "/database/db_block_size", "/workload/type"],
    fix="Set rr_min_io to 100.",
    upside=Upside(metric="disk throughput", percent=4.0,
                  context="z196 LPAR, 6 IFLs, Oracle 11.2.0.2 + ASM, OLTP, FCP multibus; rr_min_io 100 against 10"),
    tags=("multipath", "fcp"),
    description="""
Fires when an OLTP plan's FCP disks use multibus over more than one path with `rr_min_io` from 10 to 99 or from 501
to 1000, the values the study measured outside its best range; 100 and 500 themselves are inside it ("between 100 and
500"). Below 10 or above 1000 the study measured nothing: ST081 says so, without a warning. The study recommends 100
"for our workload" and calls the 100-500 optimum "probably specific to this type of workload", so DSS plans are left
alone. A value below 100 is accepted when the database block size is larger than the study's 8 KB, since the study
expects larger blocks to need earlier path switching.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 1000}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100}}}
```
""",
)
def _st078(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.multipath_policy != "multibus" or t.workload.type != "oltp":
        return
    value = fcp.rr_min_io
    if RR_MIN_IO_LOW <= value <= RR_MIN_IO_HIGH or not RR_MIN_IO_MEASURED_LOW <= value <= RR_MIN_IO_MEASURED_HIGH:
        return
    if value < RR_MIN_IO_LOW and t.database.db_block_size > V.FCP_BLOCK_SIZE.value:
        return
    detail = ("switching paths this often cost about 7% more CPU per transaction and 4% disk throughput at 10"
              if value < RR_MIN_IO_LOW else "transactional throughput peaked between 100 and 500")
    yield Hit(
        paths=["/storage/fcp/rr_min_io"],
        message=f"rr_min_io {value} is outside the 100-500 range that performed best with multibus for 8 KB OLTP "
                f"I/O ({detail})." + _carried(t, "the multipath daemon works the same on every node"),
        patch=[{"op": "replace", "path": "/storage/fcp/rr_min_io", "value": RR_MIN_IO_BEST}],
    )


@rule(
    id="ST081", slug="multipath-rr-min-io-not-measured",
    title="Multibus rr_min_io beyond the 10 to 1000 the study measured",
    severity="info", category="storage",
    rationale="""
With multibus, rr_min_io is the number of requests sent down one path before switching to the next. The study scaled
it from 10 to 1000 and found 100 to 500 best for 8 KB OLTP I/O. A value below 10 or above 1000 lies outside what it
measured, so its numbers say nothing about that value; only the direction it expects (larger blocks and higher rates
want smaller values) is its word.
""",
    evidence="""
z196 LPAR, Oracle 11gR2 + ASM on FCP with four paths, OLTP with 8 KB blocks: "In the multibus mode the parameter
rr_min_io is scaled between 10 and 1000." The default is to switch after 1000 requests.
""",
    sources=[S.MULTIPATH_OPTIONS, S.MULTIPATH_SUMMARY],
    policy="context",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/multipath_policy",
            "/storage/fcp/rr_min_io"],
    fix="Set rr_min_io to 100, the study's recommendation, or measure the value on your own workload.",
    tags=("multipath", "fcp"),
    description="""
Fires when FCP disks use multibus over more than one path with `rr_min_io` below 10 or above 1000: not measured by
the study. Inside that range ST078 holds OLTP plans to the 100-500 the study found best.

Problematic (beyond the study's largest value):

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 2000}}}
```

Measured by the study:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 1000}}}
```
""",
)
def _st081(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.multipath_policy != "multibus":
        return
    value = fcp.rr_min_io
    if RR_MIN_IO_MEASURED_LOW <= value <= RR_MIN_IO_MEASURED_HIGH:
        return
    yield Hit(
        paths=["/storage/fcp/rr_min_io"],
        message=f"rr_min_io {value} is not measured by the study: it scaled multibus rr_min_io from "
                f"{RR_MIN_IO_MEASURED_LOW} to {RR_MIN_IO_MEASURED_HIGH} and found {RR_MIN_IO_LOW} to "
                f"{RR_MIN_IO_HIGH} best for 8 KB OLTP I/O." + _carried(t, "the multipath daemon works the same on "
                                                                        "every node"),
        patch=[{"op": "replace", "path": "/storage/fcp/rr_min_io", "value": RR_MIN_IO_BEST}],
    )


@rule(
    id="ST079", slug="fcp-single-path",
    title="FCP disks with a single path",
    severity="error", category="storage",
    rationale="""
Multipathing FCP disks is what keeps the database running when a path fails or is taken down for maintenance,
and it is also how the load is balanced over several channels. A single path offers neither.
""",
    evidence="""
The study states that multipathing is required for failover and load balancing with FCP disks; its FCP setup used
four FCP channels (FICON Express8S) with four paths per disk, managed by the multipath daemon.
""",
    sources=[S.MULTIPATH_SETUP, S.SERVER_HARDWARE_004],
    policy="fails",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk"],
    fix="Define four paths per FCP disk, over different FCP channels, as the study did.",
    tags=("multipath", "fcp"),
    description="""
Fires when the plan uses FCP disks with `paths_per_disk` 1. The patch sets four paths per disk, the study's
layout; at least two paths over different channels are needed for any failover.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 1}}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "multipath_policy": "multibus", "rr_min_io": 100}}}
```
""",
)
def _st079(t: Topology) -> Iterator[Hit]:
    fcp = t.storage.fcp if t.storage.protocol == "fcp" else None
    if fcp is None or fcp.paths_per_disk != 1:
        return
    yield Hit(
        paths=["/storage/fcp/paths_per_disk"],
        message="Each FCP disk has a single path: a failing or serviced path stops the database's I/O, and no load "
                "can be balanced over channels.",
        patch=[{"op": "replace", "path": "/storage/fcp/paths_per_disk", "value": STUDY_FCP_PATHS}],
    )


_SD_NODE = re.compile(r"^/dev/sd[a-z]+[0-9]*$")
# udev's per-path links of an FCP LUN: /dev/disk/by-path/ccw-<FCP device>-zfcp-<WWPN>:<LUN> (older udev) or
# ...-fc-<WWPN>-lun-<LUN> (newer); each names one path, like /dev/sdX.
_ZFCP_PATH_LINK = re.compile(r"^/dev/disk/by-path/ccw-[^/]*-(?:zfcp-|fc-0x)[^/]*$")
# A device-mapper node: the multipath device, but by its kernel number rather than by an alias.
_DM_NODE = re.compile(r"^/dev/dm-[0-9]+$")


def _single_path_device(device: str | None) -> bool:
    return bool(device) and bool(_SD_NODE.match(device) or _ZFCP_PATH_LINK.match(device))


@rule(
    id="ST080", slug="fcp-single-path-device-node",
    title="FCP disk addressed through one of its paths (/dev/sdX or a zfcp by-path link)",
    severity="warning", category="storage",
    rationale="""
With several paths, every path to an FCP disk shows up as its own SCSI device (/dev/sdX, with a udev link under
/dev/disk/by-path/ naming the FCP device, WWPN and LUN of that one path), all pointing to the same disk. Using one of
them bypasses multipathing, so there is no failover, and writing through different path devices
from different processes can corrupt data. The multipath device (/dev/mapper/<alias>) is the one to use.
""",
    evidence="""
The study's multipath setup warns that the per-path devices must not be used, because they give no failover and
risk destroying file system structures or files; it recommends an alias in multipath.conf so the multipath device
appears under /dev/mapper with a meaningful name (for example FCP-<LUN>).
""",
    sources=[S.MULTIPATH_SETUP, S.MULTIPATH_DEVICES],
    policy="degrades",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/disks/*/device"],
    fix="Address the disk through its multipath alias under /dev/mapper.",
    tags=("multipath", "fcp"),
    description="""
Fires for each disk whose `device` names a single path while FCP disks have more than one path: a plain SCSI node
(`/dev/sdX`) or a zfcp by-path link (`/dev/disk/by-path/ccw-0.0.1700-zfcp-0x500507630300c562:0x4010400000000000`,
or the newer `...-fc-0x...-lun-...` form). The patch points the disk at `/dev/mapper/<disk name>`, the alias the
bundle defines in the multipaths section from the disk's WWID. A multipath device named by its kernel number
(`/dev/dm-N`) is ST088.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/sdb"}]}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527"}]}}
```
""",
)
def _st080(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None:
        return
    for i, d in enumerate(t.storage.disks):
        if _single_path_device(d.device):
            yield Hit(
                paths=[f"/storage/disks/{i}/device"],
                message=f"Disk {d.name} uses {d.device}, one of its {fcp.paths_per_disk} path devices: no failover, "
                        f"and writes through different paths can corrupt data. Use the multipath device.",
                patch=[{"op": "replace", "path": f"/storage/disks/{i}/device", "value": f"/dev/mapper/{d.name}"}],
            )


@rule(
    id="ST088", slug="fcp-disk-by-dm-number",
    title="FCP disk addressed as /dev/dm-N instead of by a multipath alias",
    severity="warning", category="storage",
    rationale="""
The multipath daemon offers each FCP disk as /dev/dm-N, numbered by the kernel in the order the maps are created, or,
when multipath.conf defines an alias for the disk's WWID, as /dev/mapper/<alias>. The study highly recommends the
alias: it gives the disk a meaningful name, and the number of a dm device is not a name the plan can rely on (it
follows the order of creation, on each node separately).
""",
    evidence="""
Study 004's multipath set-up (z196, SLES 11 SP1, FCP disks of a DS8300 with four paths each) defined one alias per
WWID in the multipaths section (FCPe527, FCPe427, ...) and used the disks as /dev/mapper/<alias>.
""",
    sources=[S.MULTIPATH_DEVICES],
    policy="not_recommended",
    fields=["/storage/protocol", "/storage/disks/*/device", "/storage/disks/*/wwid"],
    fix="Address the disk through its multipath alias under /dev/mapper (alias defined for its WWID).",
    tags=("multipath", "fcp"),
    description="""
Fires for each FCP disk whose `device` is a device-mapper node by number (`/dev/dm-2`). The patch points it at
`/dev/mapper/<disk name>`, the alias the bundle writes into the multipaths section; it is offered only when the disk
has a WWID, since without one no alias can be defined. A disk named by one of its paths (`/dev/sdX`, a zfcp by-path
link) is ST080.

Problematic:

```json
{"storage": {"protocol": "fcp", "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/dm-2",
                                          "wwid": "36005076309ffc5ee000000000000e527"}]}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527",
                                          "wwid": "36005076309ffc5ee000000000000e527"}]}}
```
""",
)
def _st088(t: Topology) -> Iterator[Hit]:
    if t.storage.protocol != "fcp":
        return
    for i, d in enumerate(t.storage.disks):
        if not (d.device and _DM_NODE.match(d.device)):
            continue
        if d.wwid:
            hint, patch = "", [{"op": "replace", "path": f"/storage/disks/{i}/device",
                                "value": f"/dev/mapper/{d.name}"}]
        else:
            hint, patch = " Record its WWID so that an alias can be defined in the multipaths section.", None
        yield Hit(
            paths=[f"/storage/disks/{i}/device"],
            message=f"Disk {d.name} is addressed as {d.device}, a multipath device by kernel number; study 004 highly "
                    f"recommends an alias in multipath.conf, used as /dev/mapper/<alias>.{hint}",
            patch=patch,
        )


@rule(
    id="ST089", slug="multipaths-section-disk-without-entry",
    title="Multipath policy set per disk in the multipaths section, but a disk has no WWID for its entry",
    severity="error", category="storage",
    rationale="""
multipath.conf is layered: a multipaths entry (one per WWID) overrules the devices section, which overrules
defaults. Setting the policy and rr_min_io in the multipaths section is the safest place, but it holds only for the
disks that have an entry there. A disk without one falls back to the devices section, where the built-in entry for
the DS8000 (IBM 2107900) sets rr_min_io 1000; the study saw exactly that override take its value away.
""",
    evidence="""
Study 004 (z196, SLES 11 SP1, DS8300 FCP disks): "The safest way is to specify all definitions in the multipaths
section, but these definitions are for each multipath device"; `multipath -t` showed the built-in IBM 2107900 entry
with rr_min_io 1000 overwriting the value of the defaults section.
""",
    sources=[S.MULTIPATH_CONF, S.MULTIPATH_PITFALL, Cite(S004, "wwid")],
    policy="fails",
    fields=["/storage/protocol", "/storage/fcp/paths_per_disk", "/storage/fcp/policy_section",
            "/storage/disks/*/wwid"],
    fix="Record the WWID of every FCP disk, or set the policy in a devices entry (vendor IBM, product 2107900).",
    tags=("multipath", "fcp"),
    description="""
Fires when FCP disks use more than one path, `policy_section` is `multipaths` and one or more disks have no `wwid`:
those disks get no multipaths entry, so the policy and rr_min_io of the plan do not reach them. The patch moves the
policy to the `devices` section, which covers every disk of the storage type, as the study did; recording the
missing WWIDs (from the `multipath` command) is the other way out.

Problematic:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "policy_section": "multipaths"},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527", "wwid": null}]}}
```

Correct:

```json
{"storage": {"protocol": "fcp", "fcp": {"paths_per_disk": 4, "policy_section": "multipaths"},
             "disks": [{"name": "FCPe527", "size_gb": 20, "device": "/dev/mapper/FCPe527",
                        "wwid": "36005076309ffc5ee000000000000e527"}]}}
```
""",
)
def _st089(t: Topology) -> Iterator[Hit]:
    fcp = _multipath(t)
    if fcp is None or fcp.policy_section != "multipaths":
        return
    missing = [(i, d.name) for i, d in enumerate(t.storage.disks) if not d.wwid]
    if not missing:
        return
    names = ", ".join(name for _, name in missing)
    policy = fcp.multipath_policy + (f" with rr_min_io {fcp.rr_min_io}" if fcp.multipath_policy == "multibus" else "")
    yield Hit(
        paths=[f"/storage/disks/{i}/wwid" for i, _ in missing],
        message=f"The plan sets path_grouping_policy {policy} per disk in the multipaths section, but {names} "
                f"{'has' if len(missing) == 1 else 'have'} no WWID and so no entry there: on a host set up as the plan "
                f"says, the built-in IBM 2107900 device entry (rr_min_io {V.MULTIPATH_BUILTIN_RR_MIN_IO.value}) "
                f"applies to {'it' if len(missing) == 1 else 'them'} instead.",
        patch=[{"op": "replace", "path": "/storage/fcp/policy_section",
                "value": V.MULTIPATH_POLICY_SECTION.value}],
    )
