"""The kernel parameters of one node: study values, sizes computed from the node and the SGA, plan overrides.

Precedence: the studies' values (the largest any study used, element by element) -> values computed from the node
and the plan (shared memory, netdev_max_backlog) -> the plan's ``kernel.sysctl`` overrides -> the floors. A floor is
a value the studies say must not be undercut (study 000 lists minimums; the SGA must fit into one shared memory
segment); an override below a floor is raised to it and the line says so.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from apps.studies import Cite, Measured
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Node, Topology

MIB = 1024 * 1024
GIB = 1024 * MIB
PAGE_SIZE = V.PAGE_BYTES.value  # Linux base page size on s390x, x86 and x86_64


@dataclass
class SysctlLine:
    """One ``key = value`` line with the notes rendered above it."""

    key: str
    value: str
    notes: list[str] = field(default_factory=list)
    cites: list[Cite] = field(default_factory=list)
    overridden: bool = False

    def as_dict(self) -> dict:
        return {"key": self.key, "value": self.value, "notes": list(self.notes),
                "cites": [c.label() for c in self.cites], "overridden": self.overridden}


PORT_RANGE = V.PORT_RANGE_KEY
ORDER = (
    "kernel.shmmax", "kernel.shmall", "kernel.shmmni", "kernel.sem", "kernel.msgmnb", "kernel.msgmni",
    "kernel.msgmax", "fs.file-max", "fs.aio-max-nr", PORT_RANGE, "net.core.rmem_default", "net.core.rmem_max",
    "net.core.wmem_default", "net.core.wmem_max", "net.ipv4.tcp_rmem", "net.ipv4.tcp_wmem",
    "net.core.netdev_max_backlog",
)

# The /etc/sysctl.conf settings of the studies, in study order; study 000 lists its values as minimums.
STUDY_SETTINGS: tuple[Measured[dict[str, tuple[int, ...]]], ...] = (
    Measured({**V.KERNEL_MINIMUMS.value, V.PORT_RANGE_KEY: V.PORT_RANGE.value}, V.KERNEL_MINIMUMS.cite),
    V.SYSCTL_APPENDIX_C,
    V.SYSCTL_TESTING_002,
)
# Keys whose value is computed from the node and the plan rather than taken from the studies' lists.
COMPUTED = ("kernel.shmmax", "kernel.shmall", "net.core.netdev_max_backlog")


def _fmt(values: Iterable[int]) -> str:
    return " ".join(str(v) for v in values)


# key -> [(value, study section)]: every study that sets the key.
STUDY_VALUES: dict[str, list[tuple[str, Cite]]] = {
    key: [(_fmt(m.value[key]), m.cite) for m in STUDY_SETTINGS if key in m.value]
    for key in ORDER if key not in COMPUTED
}

# Study 000 lists these as minimums ("must be increased if they are not equal to or greater than these values").
FLOORS: dict[str, str] = {key: _fmt(value) for key, value in V.KERNEL_MINIMUMS.value.items()}
PORT_RANGE_FLOOR = V.PORT_RANGE.value  # at least this wide (study 000)

_NUMBERS = re.compile(r"^\d+( \d+)*$")


def one_line(value: object) -> str:
    """A plan value as one line of text: any run of white space (newlines included) becomes one space."""
    return re.sub(r"\s+", " ", str(value)).strip()


def _ints(value: str) -> list[int] | None:
    text = one_line(value)
    if not _NUMBERS.match(text):
        return None
    return [int(p) for p in text.split(" ")]


def _elementwise_max(values: list[str]) -> str:
    parsed = [_ints(v) for v in values]
    width = max(len(p) for p in parsed if p)
    return _fmt([max(p[i] for p in parsed if p and len(p) == width) for i in range(width)])


def sga_bytes(t: Topology) -> int:
    """The SGA the plan asks for (sga_max_size, else sga_target), in bytes; 0 when the plan gives neither."""
    mb = t.database.sga_max_size_mb or t.database.sga_target_mb
    return int(mb) * MIB if mb else 0


def compute(t: Topology, node: Node) -> list[SysctlLine]:
    """The sysctl lines for `node`, in a fixed order, followed by the plan's other keys sorted by name."""
    lines: dict[str, SysctlLine] = {}
    for key, cands in STUDY_VALUES.items():
        value = _elementwise_max([v for v, _ in cands])
        cites = [c for v, c in cands]
        note = "largest value the studies use" if len({v for v, _ in cands}) > 1 else "value from the study"
        lines[key] = SysctlLine(key, value, [note], _dedupe(cites))

    mem = int(node.memory_gb * GIB)
    sga = sga_bytes(t)
    half = mem // 2
    shm_notes = [f"half of the node's {one_line(node.memory_gb)} GiB memory ({half} bytes), as study 002 gave "
                 f"half of each node's memory to Oracle"]
    shmmax = half
    shm_cites = [S.TESTING_002]
    if t.platform.architecture == "x86" and shmmax > V.X86_32_SHMMAX.value:
        shmmax = V.X86_32_SHMMAX.value
        shm_notes.append(f"capped at {V.X86_32_SHMMAX.value}, the value study 001 used on 32-bit x86")
        shm_cites.append(S.SYSCTL_APPENDIX)
    if t.database.sga_attach_address and t.platform.architecture == "x86" and shmmax < V.SGA_ATTACH_SHMMAX.value:
        shmmax = V.SGA_ATTACH_SHMMAX.value
        shm_notes.append("raised for the lowered SGA attach address (study 001, Appendix A)")
        shm_cites.append(S.SGA_ATTACH)
    if sga > shmmax:
        shmmax = sga
        shm_notes.append(f"raised to the planned SGA ({sga} bytes) so it fits into one segment")
        shm_cites.append(S.SYSCTL_APPENDIX)
    lines["kernel.shmmax"] = SysctlLine("kernel.shmmax", str(shmmax), shm_notes, shm_cites)
    shmall = math.ceil(max(mem, shmmax) / PAGE_SIZE)
    lines["kernel.shmall"] = SysctlLine(
        "kernel.shmall", str(shmall),
        [f"pages of {PAGE_SIZE} bytes covering the node's memory (and at least kernel.shmmax)"],
        [S.SYSCTL_APPENDIX])

    if t.kernel.netdev_max_backlog is not None:
        lines["net.core.netdev_max_backlog"] = SysctlLine(
            "net.core.netdev_max_backlog", str(t.kernel.netdev_max_backlog),
            ["set by the plan (kernel.netdev_max_backlog)"], [S.QUEUE_LENGTH])
    else:
        lines["net.core.netdev_max_backlog"] = SysctlLine(
            "net.core.netdev_max_backlog", str(V.NETDEV_MAX_BACKLOG.value),
            [f"the study's best value; the default {V.NETDEV_MAX_BACKLOG_DEFAULT.value} was about 40 % slower and "
             f"2500 was slower again"], [S.QUEUE_LENGTH])

    floors = dict(FLOORS)
    floors["kernel.shmmax"] = str(sga)
    floors["kernel.shmall"] = str(math.ceil(max(sga, 0) / PAGE_SIZE))

    extra: dict[str, SysctlLine] = {}
    for key in sorted(t.kernel.sysctl):
        raw = one_line(t.kernel.sysctl[key])
        target = lines.get(key)
        if target is None:
            note = "set by the plan (kernel.sysctl)" if raw else "the plan gives no value, so the key is left out"
            extra[key] = SysctlLine(key, raw, [note], [], overridden=True)
            continue
        have, wanted = _ints(target.value), _ints(raw)
        if have is not None and (wanted is None or len(wanted) != len(have)):
            target.notes.append(f"the plan's value {raw!r} is not {len(have)} whole number(s); kept the value below")
            continue
        target.value = raw
        target.overridden = True
        target.notes = ["set by the plan (kernel.sysctl)"]

    for key, floor in floors.items():
        _raise_to_floor(lines[key], floor)
    rng = lines[PORT_RANGE]
    low, high = _ints(rng.value)
    if low > PORT_RANGE_FLOOR[0] or high < PORT_RANGE_FLOOR[1]:
        rng.notes.append(f"the plan's range {rng.value} was widened to cover {PORT_RANGE_FLOOR[0]}-"
                         f"{PORT_RANGE_FLOOR[1]}, the range study 000 requires")
        rng.value = _fmt([min(low, PORT_RANGE_FLOOR[0]), max(high, PORT_RANGE_FLOOR[1])])
        rng.cites = _dedupe([*rng.cites, S.KERNEL_PARAMS])

    out = [lines[k] for k in ORDER]
    out += [extra[k] for k in sorted(extra)]
    return out


def _raise_to_floor(line: SysctlLine, floor: str) -> None:
    have, want = _ints(line.value), _ints(floor)
    if have is None or want is None or len(have) != len(want):
        return
    raised = [max(h, w) for h, w in zip(have, want, strict=True)]
    if raised != have:
        line.notes.append(f"raised from {_fmt(have)} to {_fmt(raised)}: never below the minimum {floor}")
        line.value = _fmt(raised)
        if line.key.startswith("kernel.shm"):
            line.cites = _dedupe([*line.cites, S.SYSCTL_APPENDIX])
        else:
            line.cites = _dedupe([*line.cites, S.KERNEL_PARAMS])


def _dedupe(cites: list[Cite]) -> list[Cite]:
    seen: list[Cite] = []
    for c in cites:
        if c not in seen:
            seen.append(c)
    return seen
