"""Study 004's rules: aSM: logs in their own disk group."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import sections as S
from apps.topology.schema import Topology

from ._common import _carried, _logs_with_data, _redo_group_patch


@rule(
    id="SD075", slug="redo-logs-own-disk-group",
    title="Redo logs share disks with data",
    severity="warning", category="shared_disks",
    rationale="""
Data files see small, random reads and writes that depend on disk positioning; redo logging is sequential,
write-only I/O that the storage server can handle asynchronously in large blocks. Putting both on the same disks
destroys the log's favourable pattern, and Linux by default favours reads over writes, which hurts log writes
further. Every commit waits for its log write, so update speed follows log write speed.
""",
    evidence="""
z196 LPAR, Oracle 10gR2 single instance with ASM on ECKD, disk-bound OLTP: moving the logs from the data disk
group to a separate ASM disk group on two additional disks cut the share of time spent in 'log file sync' by 98%
and in 'log file parallel write' by 80%.
""",
    sources=[S.REDO_GROUP, S.EXECUTIVE_SUMMARY_004, S.MULTIPATH_SUMMARY],
    policy="degrades",
    fields=["/shared_disks/manager", "/shared_disks/disk_groups/*/purpose", "/shared_disks/disk_groups/*/disks",
            "/storage/disks"],
    fix="Put the redo logs into their own ASM disk group on two dedicated disks.",
    upside=Upside(metric="reduction of the time share of 'log file sync' waits", percent=98.0,
                  context="z196 LPAR, Oracle 10.2.0.5 + ASM on mod27 ECKD, OLTP; logs in a separate disk group on "
                          "two extra disks instead of in the data disk group"),
    tags=("asm", "redo", "logs"),
    description="""
Fires for ASM when no disk group has `purpose: "redo"` (the logs then live with the data, explicitly so for a
`mixed` group), or when a redo disk group reuses disks that also belong to another disk group.

The patch adds two disks (sized like the plan's other disks) and a `redo` disk group on them, and relabels
`mixed` groups as `data`.

Problematic:

```json
{"shared_disks": {"manager": "asm",
                  "disk_groups": [{"name": "DATA", "purpose": "mixed", "disks": ["d1", "d2", "d3"]}]}}
```

Correct:

```json
{"shared_disks": {"manager": "asm",
                  "disk_groups": [{"name": "DATA", "purpose": "data", "disks": ["d1", "d2", "d3"]},
                                  {"name": "REDO", "purpose": "redo", "disks": ["redo1", "redo2"]}]}}
```
""",
)
def _sd075(t: Topology) -> Iterator[Hit]:
    found = _logs_with_data(t)
    if found is None:
        return
    paths, why = found
    shared_disks = any(p.endswith("/disks") for p in paths)
    yield Hit(
        paths=paths,
        message=f"Redo logs would share disks with data: {why}. In the study a separate log disk group on two "
                f"extra disks cut 'log file sync' time by 98% and 'log file parallel write' time by 80%."
                + _carried(t, "redo's sequential writes and data's random I/O clash on any platform"),
        patch=None if shared_disks else _redo_group_patch(t),
    )
