"""perf/bench_merge.py: `make bench`'s parts in one document, where a part that errors is a failed target."""

import json

from perf.bench_merge import main, merge


def _write(folder, name, value):
    (folder / name).write_text(value if isinstance(value, str) else json.dumps(value))


def _parts(folder, **overrides):
    parts = {
        "backend.json": {"version": "1", "benchmarks": [
            {"name": "rules.x", "median_s": 0.1, "min_s": 0.1, "max_s": 0.1, "repeat": 1, "extra": {"met": True}},
            {"name": "common.y", "median_s": 0.1, "min_s": 0.1, "max_s": 0.1, "repeat": 1}]},
        "planner.json": {"keystroke_ms": {"meets_target": True}, "initial_js": {"within_target": False}},
        "comparison_chart.json": "log line first\n" + json.dumps({"meets_target": True}),
        "journeys.json": {"report_pdf": {"meets_target": True}},
        "load.json": {"skipped": "needs PostgreSQL"},
        "cost.json": {"endpoints": {}},
    }
    parts.update(overrides)
    for name, value in parts.items():
        if value is not None:
            _write(folder, name, value)


def _entries(document):
    return {e["name"]: e for e in document["targets"]["entries"]}


def test_every_part_is_judged_by_its_own_targets(tmp_path):
    _parts(tmp_path)
    document = merge(tmp_path)
    entries = _entries(document)
    assert entries["rules.x"]["met"] is True and entries["common.y"]["met"] is None
    assert entries["browser.planner"] == {"name": "browser.planner", "met": False,
                                          "parts": {"keystroke_ms": True, "initial_js": False}}
    assert entries["browser.comparison_chart"]["met"] is True  # the line before the JSON is skipped
    assert entries["load"]["met"] is None and entries["request_cost"]["met"] is None
    assert (document["targets"]["met"], document["targets"]["failed"], document["targets"]["errored"]) == (3, 1, [])


def test_a_part_that_printed_nothing_is_an_error_with_its_stderr(tmp_path):
    _parts(tmp_path, **{"journeys.json": None})
    _write(tmp_path, "journeys.err", "Error: report creation failed: charts/0: Expected a dictionary, but got str")
    document = merge(tmp_path)
    assert document["browser"]["journeys"] == {
        "error": "Error: report creation failed: charts/0: Expected a dictionary, but got str"}
    journeys = _entries(document)["browser.journeys"]
    assert journeys["met"] is False and "Expected a dictionary" in journeys["errors"][0]
    assert document["targets"]["errored"] == ["browser.journeys"]


def test_an_error_inside_a_met_benchmark_still_fails_it(tmp_path):
    backend = {"benchmarks": [{"name": "runs.ingest", "median_s": 1, "min_s": 1, "max_s": 1, "repeat": 1,
                               "extra": {"met": True, "chart_request_error": 500}},
                              {"name": "runs.raised", "repeat": 0, "error": "RuntimeError: boom", "met": False}]}
    _parts(tmp_path, **{"backend.json": backend})
    entries = _entries(merge(tmp_path))
    assert entries["runs.ingest"] == {"name": "runs.ingest", "met": False, "errors": ["extra.chart_request_error: 500"]}
    assert entries["runs.raised"]["met"] is False and entries["runs.raised"]["errors"] == ["error: RuntimeError: boom"]


def test_a_part_that_is_not_json_is_an_error(tmp_path):
    _parts(tmp_path, **{"cost.json": "Traceback (most recent call last): no brace here"})
    entry = _entries(merge(tmp_path))["request_cost"]
    assert entry["met"] is False and entry["errors"][0].startswith("error: not JSON")


def test_check_exits_1_only_when_a_part_errored(tmp_path, capsys):
    _parts(tmp_path)
    assert main([str(tmp_path), "--check"]) == 0  # a missed target is reported, not judged
    assert json.loads(capsys.readouterr().out)["targets"]["failed"] == 1
    (tmp_path / "load.json").unlink()
    assert main([str(tmp_path)]) == 0
    assert main([str(tmp_path), "--check"]) == 1
    assert "1 part(s) failed to run: load" in capsys.readouterr().err
