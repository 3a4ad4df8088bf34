"""Cluster throughput a driver miscounts (issue 42 §4). Pure.

HammerDB's TPM is the database's own count of transactions of the instance it is connected to unless its RAC
setting is on; its log names that instance ("of instance orcl (1)"). Against a RAC-global report of the same
snapshots, a driver figure that matches one instance's transactions while the cluster's sum is larger counted one
instance: the run page then warns with both figures. The run's headline throughput is still the driver's (its
metrics are aggregated from the driver's steps), and the warning says so rather than claiming otherwise.
Swingbench reports its own transactions per second at the client; it is compared with the cluster's the same way.
"""

from __future__ import annotations

from typing import Any

from .series import CLUSTER, Report

#: How close a driver figure must be to one instance's to be that instance's count (a HammerDB TPM is sampled from
#: the same statistics the report prints, over nearly the same interval).
MATCH = 0.10
#: How much larger the cluster's sum must be for the difference to matter.
LARGER = 1.2


def _step_figure(row: Any) -> tuple[float | None, str]:
    """The driver step's transactions per minute: HammerDB's database TPM, else its throughput in per minute."""
    tpm = (row.extra or {}).get("db_tpm")
    if tpm not in (None, ""):
        return float(str(tpm).replace(",", "")), "TPM"
    if row.throughput is None:
        return None, ""
    unit = (row.throughput_unit or "tps").lower()
    return (row.throughput * 60.0, "TPS") if unit == "tps" else (row.throughput, unit.upper())


def driver_check(timeline: dict[str, Any], drivers: list[Report]) -> list[dict[str, Any]]:
    """One entry per driver step matched to an interval of a multi-instance global view: the driver's figure, the
    cluster's and each instance's (transactions per minute), and ``one_instance`` with a message where the driver
    counted only one instance."""
    lines = {line["instance"]: line for line in timeline["instances"]}
    cluster = lines.get(CLUSTER)
    if cluster is None:
        return []
    out = []
    for f in drivers:
        rows = f.report.benchmark_rows
        for row in rows:
            point = _matching(cluster["points"], row, single=len(rows) == 1 and len(cluster["points"]) == 1)
            figure, unit = _step_figure(row)
            if point is None or figure is None or point["figures"].get("tps") is None:
                continue
            total = point["figures"]["tps"] * 60.0
            per_instance = {inst: p["figures"]["tps"] * 60.0 for inst, line in lines.items() if inst != CLUSTER
                            for p in line["points"] if p["interval"] == point["interval"]
                            and p["figures"].get("tps") is not None}
            if len(per_instance) < 2:
                continue
            counted = next((inst for inst, tpm in sorted(per_instance.items())
                            if tpm and abs(figure - tpm) <= MATCH * tpm), None)
            one = counted is not None and total >= LARGER * figure
            driver = "HammerDB" if "db_tpm" in (row.extra or {}) else "the driver"
            message = ""
            if one:
                message = (f"{driver} logged {figure:,.0f} {unit} ({unit} per minute as it counts them), the "
                           f"transactions of instance {counted} only; the global report counts {total:,.0f} per "
                           f"minute over {len(per_instance)} instances. The run's headline throughput is the driver's "
                           f"figure: compare this run by the database's.")
            out.append({"file": f.id, "file_name": f.name, "users": row.users, "interval": point["interval"],
                        "driver_tpm": round(figure, 2), "driver_unit": unit, "database_tpm": round(total, 2),
                        "instances_tpm": {k: round(v, 2) for k, v in per_instance.items()},
                        "one_instance": one, "counted_instance": counted if one else None, "message": message})
    return out


def _matching(points: list[dict[str, Any]], row: Any, *, single: bool) -> dict[str, Any] | None:
    """The cluster point of the step's snapshots (HammerDB logs them), or the only one when both are alone."""
    extra = row.extra or {}
    try:
        begin, end = int(extra.get("start_snap_id", "")), int(extra.get("end_snap_id", ""))
    except ValueError:
        begin = end = None
    if begin is not None:
        hit = next((p for p in points if (p["begin_id"], p["end_id"]) == (begin, end)), None)
        if hit is not None:
            return hit
    return points[0] if single else None
