"""Swingbench / charbench results XML (``results.xml`` written with ``-r``).

No public sample was found; this follows the documented layout: a ``Results`` root (namespace
``http://www.dominicgiles.com/swingbench`` or ``.../swingbench/results``, matched without regard to it) with an
``Overview`` (``BenchmarkName``, ``TimeOfRun``, ``TotalRunTime``, ``NumberOfUsers``,
``TotalCompletedTransactions``, ``TotalFailedTransactions``, ``AverageTransactionsPerSecond``,
``MaximumTransactionRate``) and ``TransactionResults`` holding one ``Result id="..."`` per transaction type
(``TransactionCount``, ``FailedTransactionCount``, ``AverageResponse``, ``MinimumResponse``,
``MaximumResponse``, ``NinetiethPercentile``; response times in milliseconds). The test fixture
``data/swingbench_results.xml`` is written by hand from that layout, not captured from a real run.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from .model import KIND_BENCHMARK_TABLE, BenchmarkRow, ParsedReport, ParseError
from .textutil import parse_number

ERR_NOT_RESULTS = "XML file that is not a Swingbench results file (no Results/Overview element)."
ERR_DTD = "XML with a DOCTYPE or entity declarations is not accepted."


def looks_like_swingbench(head: str) -> bool:
    return "<Results" in head[:5000] and ("swingbench" in head[:5000].lower() or "<Overview" in head[:20000])


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _children(el: ET.Element) -> dict[str, str]:
    return {_local(c.tag): (c.text or "").strip() for c in el if len(c) == 0}


def parse_swingbench(name: str, text: str) -> ParsedReport:
    """Throughput, users and per-transaction response times of one Swingbench run."""
    if re.search(r"<!DOCTYPE|<!ENTITY", text[:20000], re.I):
        raise ParseError(ERR_DTD)
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as exc:
        raise ParseError(f"Invalid XML: {exc}") from exc
    overview = next((el for el in root.iter() if _local(el.tag) == "Overview"), None)
    if _local(root.tag) != "Results" or overview is None:
        raise ParseError(ERR_NOT_RESULTS)
    ov = _children(overview)
    rep = ParsedReport(kind=KIND_BENCHMARK_TABLE, format="xml", source_name=name)
    tps = parse_number(ov.get("AverageTransactionsPerSecond"))
    users = parse_number(ov.get("NumberOfUsers"))
    transactions = []
    for el in root.iter():
        if _local(el.tag) != "Result" or "id" not in el.attrib:
            continue
        vals = _children(el)
        transactions.append({
            "name": el.attrib["id"],
            "count": parse_number(vals.get("TransactionCount")),
            "failed": parse_number(vals.get("FailedTransactionCount")),
            "avg_ms": parse_number(vals.get("AverageResponse")),
            "min_ms": parse_number(vals.get("MinimumResponse")),
            "max_ms": parse_number(vals.get("MaximumResponse")),
            "p90_ms": parse_number(vals.get("NinetiethPercentile")),
        })
    if tps is None:
        raise ParseError("Swingbench results without AverageTransactionsPerSecond in the Overview.")
    rep.benchmark_rows.append(BenchmarkRow(
        users=users, throughput=tps, throughput_unit="tps", label=ov.get("BenchmarkName") or None,
        duration_s=_duration_s(ov.get("TotalRunTime")),
        extra={k: v for k, v in ov.items() if k in ("TotalCompletedTransactions", "TotalFailedTransactions",
                                                     "MaximumTransactionRate", "TimeOfRun")}))
    rep.extra["driver"] = "Swingbench"
    rep.extra["transactions"] = transactions
    rep.note = "Swingbench results: throughput is the average transactions per second of the run."
    rep.section_titles["benchmark_rows"] = "Swingbench results Overview"
    rep.section_titles["transactions"] = "Swingbench TransactionResults"
    return rep


def _duration_s(raw: str | None) -> float | None:
    """``0:10:00.000`` (h:mm:ss) or plain seconds."""
    if not raw:
        return None
    m = re.fullmatch(r"(\d+):(\d{2}):(\d{2}(?:\.\d+)?)", raw.strip())
    if m:
        return int(m[1]) * 3600 + int(m[2]) * 60 + float(m[3])
    return parse_number(raw)
