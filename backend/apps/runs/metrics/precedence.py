"""Step 3 of a run's metrics: which files supply each run metric, tier by tier, and why they win.

The first tier in which some parsed file has a value wins, so a file that parsed without the value (or failed, and so
is not here at all) never blanks what another file gives. Each tier is (kinds, how several files of the tier
combine, why this tier wins). See docs/user-guide/contributors.md.
"""

from __future__ import annotations

from statistics import mean
from typing import Any

from .stored import StoredFile

DRIVER_KINDS = ("benchmark_table",)
OS_KINDS = ("sar", "os_stats")
INSTANCE_KINDS = ("awr_instance", "statspack")  # a Statspack report stands where an AWR instance report would
RAC_GLOBAL = (("awr_rac_global",), "last",
              "A RAC-global report covers every instance of the cluster in one report, so it wins over instance "
              "reports.")
INSTANCES_SUM = (INSTANCE_KINDS, "sum",
                 "Added up over the instance reports (one per instance of the same period); the run has no "
                 "RAC-global report with this value.")
INSTANCES_MEAN = (INSTANCE_KINDS, "mean",
                  "Averaged over the instance reports; the run has no RAC-global report with this value.")
DRIVER_THROUGHPUT = (DRIVER_KINDS, "last",
                     "The driver's result measures throughput at the client, as the users saw it, so it wins over "
                     "the database's own count of transactions.")
DRIVER_FALLBACK = (DRIVER_KINDS, "last", "Taken from the driver's result: no database report of the run has it.")
OS_MEAN = (OS_KINDS, "mean", "Averaged over the OS statistics: no database report or driver result of the run has it.")
PRECEDENCE: dict[str, tuple] = {
    "tps": (DRIVER_THROUGHPUT, RAC_GLOBAL, INSTANCES_SUM),
    "db_time_per_s": (RAC_GLOBAL, INSTANCES_SUM),
    "read_mb_s": (RAC_GLOBAL, INSTANCES_SUM),
    "write_mb_s": (RAC_GLOBAL, INSTANCES_SUM),
    "read_iops": (RAC_GLOBAL, INSTANCES_SUM),
    "write_iops": (RAC_GLOBAL, INSTANCES_SUM),
    "interconnect_mb_s": (RAC_GLOBAL, INSTANCES_SUM),
    "cpus": (RAC_GLOBAL, INSTANCES_SUM, DRIVER_FALLBACK),
    "cpu_util_pct": (RAC_GLOBAL, INSTANCES_MEAN, DRIVER_FALLBACK, OS_MEAN),
}
ROUNDING = {"cpu_util_pct": 4}


def pick(files: list[StoredFile], key: str) -> dict[str, Any] | None:
    """The value of one metric from the first tier of its precedence that has it, with its sources and reason."""
    for kinds, combine, reason in PRECEDENCE[key]:
        vals = [(f, f.value(key)) for f in files if f.kind in kinds]
        vals = [(f, v) for f, v in vals if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if not vals:
            continue
        why = reason
        if combine == "last":
            if len(vals) > 1:
                why = f"{reason} The latest of {len(vals)} such files is used."
            vals = vals[-1:]
            value = vals[0][1]
        elif combine == "sum":
            value = sum(v for _, v in vals)
        else:
            value = mean(v for _, v in vals)
        return {"value": round(value, ROUNDING.get(key, 6)), "sources": [f.source(key) for f, _ in vals],
                "reason": why, "kind": vals[0][0].kind}
    return None


def section_reason(basis: str) -> str:
    """Why the report sections (events, wait classes, hit ratios) come from the files of ``basis``."""
    return {"awr_rac_global": RAC_GLOBAL[2], "awr_instance": INSTANCES_MEAN[2]}.get(
        basis, "Read from the file that speaks for this run.")
