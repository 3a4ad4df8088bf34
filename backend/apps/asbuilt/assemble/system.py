"""The nodes' systems: CPUs, memory, distribution and kernel series (``/_sys/...``), the architecture, and for
an import the platform family (System z or x86) the files show."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence

from ..parsers import ASBUILT_KINDS, ParsedFile
from ..parsers.system import Z_MACHINE_TYPES
from ._common import DERIVED, _Builder, _node_facts
from .storage import _dasd_rules, _multipath_maps


def _place_system(b: _Builder, facts: dict) -> None:
    """CPUs and memory of each node (/proc/cpuinfo, /proc/meminfo); distribution and kernel series of the cluster."""
    per_node = _node_facts(facts, "/_sys/")
    for index, node in enumerate(b.doc["nodes"]):
        seen = per_node.get(node["hostname"], {})
        if "cpus" in seen:
            b.set(f"/nodes/{index}/cpus", seen["cpus"][0], [(node["hostname"], seen["cpus"][1])])
        if "memory_kb" in seen:
            # MemTotal is the memory less what the kernel reserved at boot: the node has the next whole GiB.
            memory = max(1, math.ceil(seen["memory_kb"][0] / 1024**2))
            b.set(f"/nodes/{index}/memory_gb", memory, [(node["hostname"], seen["memory_kb"][1])])
    for key in ("distribution", "distribution_version", "distribution_update", "kernel_series"):
        by_node = facts.get(f"/_sys/{key}", {})
        if by_node:
            b.agree(f"/cluster/{key}", by_node)


_X86_MACHINES = ("x86_64", "amd64", "i386", "i486", "i586", "i686")


def _place_architecture(b: _Builder, facts: dict) -> None:
    """The architecture from ``uname -m`` (x86) or the machine type /proc/cpuinfo shows (System z); nothing when a
    node shows neither, or shows a machine type no study ran on (the reader warns of it)."""
    system = _node_facts(facts, "/_sys/")
    z = {node: [(Z_MACHINE_TYPES.get(v[0]), v[1])] for node, values in system.items()
         if (v := values.get("machine_type")) is not None}
    x86 = {node: [("x86_64" if v[0] in ("x86_64", "amd64") else "x86", v[1])]
           for node, values in system.items() if (v := values.get("machine")) is not None and v[0] in _X86_MACHINES}
    if z and x86:
        return  # both platforms: the import says so; a check with a plan leaves the field to no file
    found = z or x86
    if found and all(values[0][0] for values in found.values()):
        b.agree("/platform/architecture", found)


def _platform(b: _Builder, files: Mapping[str, Sequence[ParsedFile]], facts: dict, seen) -> str | None:
    """The platform family (s390x or x86) and, where the files show it, the architecture; None when no file shows
    either. s390x: DASD lists, zipl.conf, qeth or HiperSockets devices, CCW bus ids, uname or cpuinfo; x86: uname's
    machine field or cpuinfo."""
    interfaces = _node_facts(facts, "/_if/")
    system = _node_facts(facts, "/_sys/")
    z: list[tuple[str, str]] = [*seen(*(k.name for k in ASBUILT_KINDS if k.system_z)), *_dasd_rules(facts),
                                *_multipath_maps(facts, dasd=True)]
    for node, names in _node_facts(facts, "/_netname/").items():
        z += [(node, kind) for match, kind in names.values() if re.search(r"\d\.\d\.[0-9a-f]{4}", str(match))]
    x86: list[tuple[str, str]] = []
    for node, flat in sorted(interfaces.items()):
        for key, (_, kind) in flat.items():
            name = key.split("/", 1)[0]
            if name.startswith(("qeth", "hsi")) or re.search(r"\d\.\d\.[0-9a-f]{4}", name):
                z.append((node, kind))
    for node, values in sorted(system.items()):
        machine = values.get("machine", (None, ""))
        family = values.get("cpu_family", (None, ""))
        if machine[0] in ("s390x", "s390") or family[0] == "s390x":
            z.append((node, machine[1] if machine[0] else family[1]))
        if str(machine[0]) in _X86_MACHINES or family[0] == "x86":
            x86.append((node, machine[1] if machine[0] else family[1]))
    z, x86 = sorted(set(z)), sorted(set(x86))
    if z and x86:
        b.warnings.append("the files show both System z (" + ", ".join(f"{n}: {k}" for n, k in z) + ") and x86 ("
                          + ", ".join(f"{n}: {k}" for n, k in x86) + "); the platform is left unknown")
        return None
    if z:
        _place_architecture(b, facts)
        return "s390x"
    if x86:
        _place_architecture(b, facts)
        # The schema admits no other virtualization off System z (LPARs and z/VM exist only there).
        b.set("/platform/virtualization", "bare_metal", [*x86, (DERIVED, "x86 runs bare_metal in the schema")])
        # qeth inbound buffers exist only on System z.
        b.set("/interconnect/inbound_buffers", None, [*x86, (DERIVED, "no qeth device off System z")])
        return "x86"
    return None
