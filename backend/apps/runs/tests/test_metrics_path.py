"""The metrics path of a run file, step by step: derive on the fresh report, read the stored file back typed."""

from __future__ import annotations

import json
from pathlib import Path

from apps.runs.metrics import aggregate_run_metrics, derive_metrics, stored_file
from apps.runs.parsers import parse_file
from apps.runs.parsers.model import HostInfo, Identity, ParsedReport, TimedEvent

DATA = Path(__file__).resolve().parent / "parsers" / "data"


def _stored(report: ParsedReport) -> dict:
    # What the database gives back: the JSON text of to_dict(), parsed again.
    return json.loads(json.dumps(report.to_dict()))


def test_a_stored_report_reads_back_as_the_same_typed_report():
    report = parse_file("awr_10g_synthetic.txt", (DATA / "awr_10g_synthetic.txt").read_bytes())
    back = ParsedReport.from_dict(_stored(report))
    assert back.to_dict() == report.to_dict()
    assert isinstance(back.identity, Identity) and isinstance(back.host, HostInfo)
    assert back.top_events and all(isinstance(e, TimedEvent) for e in back.top_events)


def test_a_partial_or_older_result_reads_back_with_defaults():
    back = ParsedReport.from_dict({"identity": {"dbid": 7, "renamed_field": "x"}, "top_events": None,
                                   "not_a_field": 1})
    assert back.identity.dbid == 7 and back.identity.hosts == []
    assert back.top_events == [] and back.kind == ""


def test_aggregation_reads_the_same_run_metrics_from_stored_files_as_from_fresh_ones():
    report = parse_file("statspack_10g_synthetic.txt", (DATA / "statspack_10g_synthetic.txt").read_bytes())
    metrics = derive_metrics(report)
    stored = stored_file(id=1, name="sp.txt", kind=report.kind, metrics=json.loads(json.dumps(metrics)),
                         result=_stored(report))
    assert stored.report.identity.dbid == report.identity.dbid
    assert stored.value("tps") == metrics["tps"]["value"]
    assert stored.source("tps") == {"file": 1, "name": "sp.txt", "section": metrics["tps"]["section"]}
    run = aggregate_run_metrics([stored])
    assert run["basis"] == "awr_instance" and run["files"] == [1]
    assert run["top_events"]["value"] == _stored(report)["top_events"][:10]
