"""The values and helpers study 000's rule modules share."""

from __future__ import annotations

import re

from apps.studies import values as V
from apps.topology.schema import Topology

# Values the study gives that only these rules use; the ones the defaults or the bundle also use are in
# apps.studies.values (V).
MANY_IDLE_USERS = 1000  # "Oracle server processes - shared versus dedicated"
CPU_SATURATED_PCT = 95.0  # our reading of "the CPU load increased to the full system utilization"

ONE_GBE = ("osa_1gbe", "gigabit_ethernet")
_KERNEL_DEVICE = re.compile(r"^/dev/(dasd[a-z]+|sd[a-z]+)\d*$")
_NUMBERED_IF = re.compile(r"^([a-z]+)(\d+)$")


def _on_z(t: Topology) -> bool:
    return t.platform.is_system_z


def _is_10_2(t: Topology) -> bool:
    return t.cluster.release_tuple[:2] == (10, 2)


def _ints(value: object) -> tuple[int, ...] | None:
    """The integers of a sysctl value (``65536`` or ``"250 32000 100 128"``); None if it is not numeric."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return (value,)
    try:
        return tuple(int(p) for p in str(value).split())
    except ValueError:
        return None


_FIRST_ON_Z = (10, 2, 0, 2)


def _uncertified_on_z(release: str) -> str | None:
    """Why a release is not certified for Oracle RAC on Linux on System z, or None when it is (10.2.0.3 and later)."""
    parts = tuple(int(p) for p in release.split("."))
    if parts[:4] == _FIRST_ON_Z:
        return "is not certified on Linux on System z"
    if parts[:2] < _FIRST_ON_Z[:2] or (len(parts) >= 4 and parts[:2] == _FIRST_ON_Z[:2] and parts[:4] < _FIRST_ON_Z):
        return ("predates Oracle RAC for Linux on System z, which began with the uncertified 10.2.0.2 (earlier "
                "versions were development versions for 31-bit Linux)")
    return None


def _beyond(t: Topology, reason: str) -> str:
    """Where the study found a statement, when the plan is outside that scope (System z, Oracle 10.2); else "".

    A rule applied beyond the measured scope says so in its message, with the reason that carries over.
    """
    if _on_z(t) and t.cluster.clusterware_release.startswith("10.2"):
        return ""
    return f" (Study 000 found this on Oracle RAC 10.2 in two z10 LPARs; {reason}.)"


def _backlog(t: Topology) -> tuple[int, str]:
    """Effective net.core.netdev_max_backlog and the pointer that sets it (the kernel default when unset)."""
    if t.kernel.netdev_max_backlog is not None:
        return t.kernel.netdev_max_backlog, "/kernel/netdev_max_backlog"
    raw = t.kernel.sysctl.get("net.core.netdev_max_backlog")
    vals = _ints(raw) if raw is not None else None
    if vals and len(vals) == 1:
        return vals[0], "/kernel/sysctl"
    return V.NETDEV_MAX_BACKLOG_DEFAULT.value, "/kernel/netdev_max_backlog"
