"""The workload driver of a run, and the throughput metrics it is judged on.

A driver is named by its own files (SLOB's ``slob.conf``, a HammerDB log, Swingbench's results XML) or recognised
in a database report: SLOB reads and updates one table, ``CF1``, by ``CUSTID`` ranges (its ``slob.sql``), so a report
whose top SQL or hot segments show that table ran SLOB. Each file's evidence is derived once, when it is parsed
(:func:`file_driver`); the run's driver is the strongest evidence among its files (:func:`run_driver`).

Why each driver has its own throughput (issue 28, "Run pages never mix sources"): SLOB generates physical and
logical I/O and redo with hardly any commits, so its transactions per second say nothing about the run; HammerDB's
TPROC-C result is NOPM (new orders per minute, the figure comparable across databases, where the database's own TPM
is not); Swingbench reports its own transactions per second at the client.
"""

from __future__ import annotations

import re
from typing import Any

from ..parsers.model import (
    KIND_AWR_INSTANCE,
    KIND_AWR_RAC_GLOBAL,
    KIND_BENCHMARK_CONFIG,
    KIND_BENCHMARK_TABLE,
    KIND_STATSPACK,
    ParsedReport,
)

SLOB, HAMMERDB, SWINGBENCH = "slob", "hammerdb", "swingbench"
DRIVER_LABELS = {SLOB: "SLOB", HAMMERDB: "HammerDB", SWINGBENCH: "Swingbench"}
#: The run metrics each driver's throughput is judged on, the first one its headline; a run without a known driver
#: is judged on transactions per second.
THROUGHPUT_METRICS: dict[str | None, tuple[str, ...]] = {
    SLOB: ("physical_reads_per_s", "logical_reads_per_s", "redo_mb_s"),
    HAMMERDB: ("nopm",),
    SWINGBENCH: ("tps",),
    None: ("tps",),
}
#: How strong each kind of evidence is: a driver's own file names it; a report only shows its traces.
STRENGTH = {"driver_file": 2, "report": 1}

_SLOB_SQL = re.compile(r"\b(?:FROM|UPDATE)\s+CF1\b.*\bCUSTID\b", re.I | re.S)


def throughput_metrics(driver: str | None) -> tuple[str, ...]:
    return THROUGHPUT_METRICS.get(driver, THROUGHPUT_METRICS[None])


def _evidence(driver: str, strength: str, section: str | None, detail: str) -> dict[str, Any]:
    return {"value": driver, "strength": strength, "section": section, "detail": detail}


def file_driver(rep: ParsedReport) -> dict[str, Any] | None:
    """The driver one parsed file shows, with the evidence (``RunFile.metrics["driver"]``); None when it shows none."""
    driver = str(rep.extra.get("driver") or "")
    if rep.kind == KIND_BENCHMARK_CONFIG and driver == "SLOB":
        shown = ", ".join(f"{k}={v}" for k, v in list(rep.run_settings.items())[:4])
        return _evidence(SLOB, "driver_file", rep.section_titles.get("run_settings", "slob.conf"),
                         f"SLOB's configuration file ({shown})")
    if rep.kind == KIND_BENCHMARK_TABLE:
        section = rep.section_titles.get("benchmark_rows")
        if driver == "Swingbench":
            return _evidence(SWINGBENCH, "driver_file", section, "Swingbench's results file")
        if driver == "HammerDB" or section == "HammerDB TEST RESULT":
            return _evidence(HAMMERDB, "driver_file", section, "HammerDB's log (TEST RESULT lines in NOPM)")
        return None
    if rep.kind in (KIND_AWR_INSTANCE, KIND_AWR_RAC_GLOBAL, KIND_STATSPACK):
        return _report_driver(rep)
    return None


def _report_driver(rep: ParsedReport) -> dict[str, Any] | None:
    """SLOB recognised in a database report by its table CF1, with the load profile that goes with it."""
    sections = rep.sections
    sql_id = next((i for i, text in sections.sql_text.items() if text and _SLOB_SQL.search(text)), None)
    segment = next((s for s in sections.segment_stats if (s.object_name or "").upper() == "CF1"), None)
    if sql_id is None and segment is None:
        return None
    if sql_id is not None:
        where = sections.titles.get("sql_stats") or "SQL ordered by ..."
        found = f"SQL {sql_id} works on SLOB's table CF1 by CUSTID range"
    else:
        where = sections.titles.get("segment_stats") or "Segments by ..."
        found = "SLOB's table CF1 is among the hot segments"
    profile = _profile_sentence(rep)
    return _evidence(SLOB, "report", where, f"{found}{'; ' + profile if profile else ''}")


def _profile_sentence(rep: ParsedReport) -> str:
    def rate(key: str) -> float | None:
        return (rep.load_profile.get(key) or {}).get("per_second")

    reads, logical, txn = rate("physical_reads"), rate("logical_reads"), rate("transactions")
    if reads is None or txn is None:
        return ""
    text = f"the load profile shows {reads:,.0f} physical reads/s"
    if logical is not None:
        text += f" and {logical:,.0f} logical reads/s"
    return f"{text} against {txn:,.2f} transactions/s"


def run_driver(evidence: list[tuple[Any, dict[str, Any]]]) -> dict[str, Any]:
    """The run's driver from its files' evidence (``(file, evidence)`` pairs, files in upload order).

    The strongest evidence names the driver (a driver's own file over traces in a report; the earlier file among
    equals); every file's evidence is listed. Files naming a different driver are listed too and make ``conflict``
    true. No evidence: driver None, judged on transactions per second.
    """
    if not evidence:
        return {"value": None, "label": "not recognised", "throughput": list(throughput_metrics(None)),
                "evidence": [], "conflict": False}
    best = max(evidence, key=lambda pair: (STRENGTH.get(pair[1].get("strength"), 0), -pair[0].id))
    driver = best[1]["value"]
    items = [{"file": f.id, "name": f.name, "section": e.get("section"), "detail": e.get("detail", ""),
              "driver": e["value"]} for f, e in evidence]
    return {"value": driver, "label": DRIVER_LABELS.get(driver, driver), "throughput": list(throughput_metrics(driver)),
            "evidence": items, "conflict": any(e["value"] != driver for _, e in evidence)}
