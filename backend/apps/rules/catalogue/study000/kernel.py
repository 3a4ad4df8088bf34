"""Study 000's rules: kernel, limits and users."""

from __future__ import annotations

from collections.abc import Iterator

from apps.rules.engine import Hit, Upside, rule
from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.schema import Topology

from ._common import _backlog, _ints, _on_z


@rule(
    id="KN001", slug="s000-netdev-max-backlog-2000", title="Raise net.core.netdev_max_backlog to 2000",
    severity="advice", category="kernel",
    rationale="""
net.core.netdev_max_backlog bounds how many received packets Linux queues per interface (system wide). Doubling it
from the SLES 10 default of 1000 to 2000 was the single largest network tuning gain of the study. Change it while
watching network or transaction throughput: 2500 was already worse.
""",
    evidence="""
Study 000, "Network setup - device queue length": z10 two-node RAC, OLTP. Raising netdev_max_backlog from 1000 to
2000 improved transaction throughput by about 40%; 2500 degraded it moderately.
""",
    sources=[S.QUEUE_LENGTH, S.SUMMARY_000],
    policy="gain",
    fields=["/kernel/netdev_max_backlog", "/kernel/sysctl", "/platform/architecture"],
    fix="Set net.core.netdev_max_backlog to 2000.",
    upside=Upside(metric="transaction throughput", percent=40.0,
                  context="Study 000: z10 two-node RAC 10gR2 under SLES 10 SP2, OLTP; netdev_max_backlog 1000 → "
                          "2000."),
    description="""
Fires on System z clusters when the device queue length is left at the default (1000) or set between it and 2000.
Below the default the study measured nothing: KN006 says so, without the measured gain.

Problematic:
```json
{"kernel": {"netdev_max_backlog": null}}
```
Correct:
```json
{"kernel": {"netdev_max_backlog": 2000}}
```
""",
    platforms=("s390x",),
)
def _kn001(t: Topology) -> Iterator[Hit]:
    value, path = _backlog(t)
    if _on_z(t) and t.is_rac and V.NETDEV_MAX_BACKLOG_DEFAULT.value <= value < V.NETDEV_MAX_BACKLOG.value:
        unset = t.kernel.netdev_max_backlog is None and path == "/kernel/netdev_max_backlog"
        shown = f"the SLES default {V.NETDEV_MAX_BACKLOG_DEFAULT.value}" if unset else str(value)
        yield Hit(
            paths=[path],
            message=f"net.core.netdev_max_backlog is {shown}; the study gained about 40% throughput at 2000.",
            patch=[{"op": "add", "path": "/kernel/netdev_max_backlog", "value": V.NETDEV_MAX_BACKLOG.value}],
        )


@rule(
    id="KN002", slug="s000-netdev-max-backlog-too-large", title="net.core.netdev_max_backlog of 2500",
    severity="warning", category="kernel",
    rationale="""
The device queue length has an optimum: beyond 2000, the study saw throughput fall again. Larger values need to be
proven by monitoring.
""",
    evidence="""
Study 000, "Network setup - device queue length": z10 two-node RAC, OLTP. 2000 gave about 40% more throughput
than 1000; increasing further to 2500 caused a moderate degradation compared with 2000.
""",
    sources=[S.QUEUE_LENGTH],
    policy="degrades",
    fields=["/kernel/netdev_max_backlog", "/kernel/sysctl", "/platform/architecture"],
    fix="Set net.core.netdev_max_backlog to 2000.",
    description="""
Fires on System z clusters when netdev_max_backlog is 2500, the value the study found too large. Above 2500 the
study measured nothing: KN005 says so, without a warning.

Problematic:
```json
{"kernel": {"netdev_max_backlog": 2500}}
```
Correct:
```json
{"kernel": {"netdev_max_backlog": 2000}}
```
""",
    platforms=("s390x",),
)
def _kn002(t: Topology) -> Iterator[Hit]:
    value, path = _backlog(t)
    if _on_z(t) and t.is_rac and value == V.NETDEV_MAX_BACKLOG_TOO_LARGE.value:
        yield Hit(
            paths=[path],
            message=f"net.core.netdev_max_backlog is {value}; the study saw throughput drop at 2500 compared "
                    "with 2000.",
            patch=[{"op": "add", "path": "/kernel/netdev_max_backlog", "value": V.NETDEV_MAX_BACKLOG.value}],
        )


@rule(
    id="KN005", slug="s000-netdev-max-backlog-not-measured",
    title="net.core.netdev_max_backlog above the 2500 the study measured",
    severity="info", category="kernel",
    rationale="""
The study scaled the device queue length from the SLES default 1000 to 2000 and then 2500: 2000 was best and 2500
already degraded moderately. A larger value lies beyond what it measured, so its numbers say nothing about it; only
its advice holds, to change this parameter while monitoring the network or transaction throughput.
""",
    evidence="""
Study 000, "Network setup - device queue length": z10 two-node RAC, OLTP; 1000, 2000 and 2500 measured, about 40%
more throughput at 2000 than at 1000 and a moderate degradation at 2500.
""",
    sources=[S.QUEUE_LENGTH],
    policy="context",
    fields=["/kernel/netdev_max_backlog", "/kernel/sysctl", "/platform/architecture"],
    fix="Set net.core.netdev_max_backlog to 2000, where the study's throughput peaked.",
    description="""
Fires on System z clusters when netdev_max_backlog is above 2500: not measured by the study (KN002 warns at 2500
itself, KN001 below 2000).

Problematic:
```json
{"kernel": {"netdev_max_backlog": 3000}}
```
Correct:
```json
{"kernel": {"netdev_max_backlog": 2000}}
```
""",
    platforms=("s390x",),
)
def _kn005(t: Topology) -> Iterator[Hit]:
    value, path = _backlog(t)
    if _on_z(t) and t.is_rac and value > V.NETDEV_MAX_BACKLOG_TOO_LARGE.value:
        yield Hit(
            paths=[path],
            message=f"net.core.netdev_max_backlog is {value}, which is not measured by the study: it measured 1000, "
                    "2000 (best) and 2500 (a moderate degradation).",
            patch=[{"op": "add", "path": "/kernel/netdev_max_backlog", "value": V.NETDEV_MAX_BACKLOG.value}],
        )


@rule(
    id="KN006", slug="s000-netdev-max-backlog-below-default",
    title="net.core.netdev_max_backlog below the 1000 the study started from",
    severity="info", category="kernel",
    rationale="""
The study scaled the device queue length up from the SLES 10 default of 1000: about 40% more throughput at 2000, a
moderate degradation at 2500. A value below the default lies outside what it measured, so the 40% says nothing
about it; the study's advice to size the parameter while monitoring throughput still holds.
""",
    evidence="""
Study 000, "Network setup - device queue length": z10 two-node RAC, OLTP; 1000 (the SLES 10 default), 2000 and
2500 measured.
""",
    sources=[S.QUEUE_LENGTH],
    policy="context",
    fields=["/kernel/netdev_max_backlog", "/kernel/sysctl", "/platform/architecture"],
    fix="Set net.core.netdev_max_backlog to 2000, where the study's throughput peaked.",
    description="""
Fires on System z clusters when netdev_max_backlog is below 1000: not measured by the study (KN001 gives its
measured gain from 1000 up to 2000, KN002 and KN005 the values above).

Problematic:
```json
{"kernel": {"netdev_max_backlog": 500}}
```
Measured by the study:
```json
{"kernel": {"netdev_max_backlog": 2000}}
```
""",
    platforms=("s390x",),
)
def _kn006(t: Topology) -> Iterator[Hit]:
    value, path = _backlog(t)
    if _on_z(t) and t.is_rac and value < V.NETDEV_MAX_BACKLOG_DEFAULT.value:
        yield Hit(
            paths=[path],
            message=f"net.core.netdev_max_backlog is {value}, which is not measured by the study: it started from "
                    f"the SLES default {V.NETDEV_MAX_BACKLOG_DEFAULT.value} and measured about 40% more throughput "
                    "at 2000.",
            patch=[{"op": "add", "path": "/kernel/netdev_max_backlog", "value": V.NETDEV_MAX_BACKLOG.value}],
        )


def _sysctl_below(key: str, value: object) -> tuple[str, object] | None:
    """(what is wrong, corrected value) when a sysctl override is under the study's minimum, else None."""
    vals = _ints(value)
    if vals is None:
        return None
    if key == V.PORT_RANGE_KEY:
        if len(vals) != 2:
            return None
        low, high = vals
        need_low, need_high = V.PORT_RANGE.value
        if low > need_low or high < need_high:
            fixed = f"{min(low, need_low)} {max(high, need_high)}"
            return f"{key} = {value} is narrower than {need_low} {need_high}", fixed
        return None
    minimum = V.KERNEL_MINIMUMS.value[key]
    if len(vals) != len(minimum):
        return None
    if all(v >= m for v, m in zip(vals, minimum, strict=True)):
        return None
    fixed_vals = [max(v, m) for v, m in zip(vals, minimum, strict=True)]
    fixed: object = fixed_vals[0] if len(fixed_vals) == 1 and isinstance(value, int) else " ".join(
        str(v) for v in fixed_vals)
    wanted = " ".join(str(m) for m in minimum)
    return f"{key} = {value} is below {wanted}", fixed


@rule(
    id="KN003", slug="s000-sysctl-minimums", title="Kernel parameter below Oracle's minimum",
    severity="error", category="kernel",
    rationale="""
Before installing Oracle RAC 10gR2 on Linux on System z, the kernel parameters in /etc/sysctl.conf must be at
least: kernel.sem 250 32000 100 128, fs.file-max 65536, net.ipv4.ip_local_port_range 1024 65000,
net.core.rmem_default and rmem_max 1048576, net.core.wmem_default and wmem_max 262144.
""",
    evidence="""
Study 000, "Setting Linux kernel parameters": the listed values are minimums that must be raised to if the system
has less; they were set on both z10 LPARs under SLES 10 SP2 before the installation.
""",
    sources=[S.KERNEL_PARAMS],
    policy="fails",
    fields=["/kernel/sysctl", "/platform/architecture"],
    fix="Raise the kernel parameter to the study's minimum.",
    description="""
Checks the sysctl overrides of a System z plan against the minimums the study lists (a parameter the plan does not
override is assumed to be set to the minimum by the installation bundle). Space-separated values such as
kernel.sem compare field by field; the local port range must cover at least 1024-65000.

Problematic:
```json
{"kernel": {"sysctl": {"net.core.rmem_max": 262144, "kernel.sem": "250 32000 32 128"}}}
```
Correct:
```json
{"kernel": {"sysctl": {"net.core.rmem_max": 1048576, "kernel.sem": "250 32000 100 128"}}}
```
""",
    platforms=("s390x",),
)
def _kn003(t: Topology) -> Iterator[Hit]:
    if not _on_z(t):
        return
    for key in sorted(t.kernel.sysctl):
        if key != V.PORT_RANGE_KEY and key not in V.KERNEL_MINIMUMS.value:
            continue
        found = _sysctl_below(key, t.kernel.sysctl[key])
        if found:
            what, fixed = found
            yield Hit(
                paths=["/kernel/sysctl"],
                message=f"{what}, the minimum Oracle RAC 10gR2 needs on Linux on System z.",
                patch=[{"op": "replace", "path": f"/kernel/sysctl/{key}", "value": fixed}],
            )
