"""A window of a run's timeline opened as a comparison (issue 42 §2): the intervals of one line become the members
of two groups, compared by the one engine; over HTTP, field-keyed 400s and the run's own permissions."""

from __future__ import annotations

import csv
import io
import statistics

import pytest

from apps.comparisons import constants as C
from apps.comparisons.compare import comparison_build
from apps.comparisons.engine import ComparisonError, RunRecord
from apps.comparisons.intervals import interval_comparison_input
from apps.runs.tests.report_series import RAC_GLOBAL, RAC_INSTANCE_2, SP_TYPICAL, SP_UNUSUAL
from apps.runs.tests.timeline.helpers import built
from apps.runs.timeline.series import FIGURES, build_timeline

RUN = RunRecord(id=7, label="SLOB", project=1, users=60)


def _groups(result):
    return {g["name"]: g for g in result["groups"]}


# --- pure: the timeline's points in, the engine's comparison out ------------------------------------------------


def test_each_member_is_an_interval_of_the_line_with_its_own_figures_and_words():
    timeline = build_timeline(built([RAC_GLOBAL] * 3) + built([RAC_INSTANCE_2] * 3, first_pk=10))
    line = next(line for line in timeline["instances"] if line["instance"] == "2")
    # the global report's and the instance report's windows are apart by seconds: instance 2 has every other one
    assert [p["interval"] for p in line["points"]] == [0, 2, 4]
    records, groups, baseline, name = interval_comparison_input(timeline, RUN, instance="2",
                                                                window={"first": 1, "last": 2})
    assert name.startswith("Instance 2") and baseline == {"group": C.INTERVALS_REST}
    assert groups == {"Intervals 2 to 3": [2], C.INTERVALS_REST: [0, 4]}
    for record, point in zip(records, line["points"], strict=True):
        assert record.id == point["interval"] and record.users is None and record.project == RUN.project
        assert {k: v["value"] for k, v in record.metrics.items() if k in FIGURES} == {
            k: v for k, v in point["figures"].items() if v is not None}
        assert record.metrics["wait_class_shares"]["value"] == point["wait_classes"]
        assert record.metrics["top_events"]["value"] == point["top_events"]
        assert record.metrics["tps"]["sources"][0]["file"] == point["file"]
    result = comparison_build(records, group_by=C.GROUP_BY_MANUAL, groups=groups, baseline=baseline)
    words = {m["key"]: (m["label"], m["unit"]) for m in result["metrics"]}
    # a figure the runs' catalogue does not know is named by the timeline's words, not by its key
    assert words["gc_cr_receive_ms"] == FIGURES["gc_cr_receive_ms"]
    assert result["baseline"]["group"] == C.INTERVALS_REST


def test_a_window_against_a_chosen_range_and_the_window_moves_the_figures():
    timeline = build_timeline(built([SP_TYPICAL] * 3 + [SP_UNUSUAL] + [SP_TYPICAL] * 2))
    (line,) = timeline["instances"]
    records, groups, baseline, _ = interval_comparison_input(
        timeline, RUN, instance="1", window={"first": 3, "last": 3}, against={"first": 0, "last": 1})
    assert groups == {"Interval 4": [3], "Intervals 1 to 2": [0, 1]} and [r.id for r in records] == [0, 1, 3]
    result = comparison_build(records, group_by=C.GROUP_BY_MANUAL, groups=groups, baseline=baseline)
    by_name = _groups(result)
    db_time = [p["figures"]["db_time_per_s"] for p in line["points"]]
    assert by_name["Interval 4"]["stats"]["db_time_per_s"]["mean"] == pytest.approx(db_time[3])
    assert by_name["Intervals 1 to 2"]["stats"]["db_time_per_s"]["mean"] == pytest.approx(statistics.mean(db_time[:2]))
    assert by_name["Interval 4"]["vs_baseline"]["db_time_per_s"]["pct_of_baseline"] == pytest.approx(
        db_time[3] / statistics.mean(db_time[:2]) * 100, rel=1e-5)


@pytest.mark.parametrize(("asked", "field"), [
    ({"instance": "9", "window": {"first": 0, "last": 0}}, "intervals/instance"),
    ({"instance": "1", "window": {"first": 2, "last": 1}}, "intervals/window"),
    ({"instance": "1", "window": {"first": 0, "last": 6}}, "intervals/window"),
    ({"instance": "1", "window": {"first": 0, "last": 5}}, "intervals/window"),
    ({"instance": "1", "window": {"first": 3, "last": 3}, "against": {"first": 2, "last": 3}}, "intervals/against"),
    ({"instance": "1", "window": {"first": 3, "last": 3}, "against": {"first": 4, "last": 9}}, "intervals/against"),
])
def test_ranges_that_do_not_fit_the_timeline_are_refused_by_field(asked, field):
    timeline = build_timeline(built([SP_TYPICAL] * 3 + [SP_UNUSUAL] + [SP_TYPICAL] * 2))
    with pytest.raises(ComparisonError) as caught:
        interval_comparison_input(timeline, RUN, **asked)
    assert list(caught.value.message_dict) == [field]


def test_a_run_without_a_timeline_has_no_intervals_to_compare():
    with pytest.raises(ComparisonError) as caught:
        interval_comparison_input(build_timeline([]), RUN, instance="1", window={"first": 0, "last": 0})
    assert caught.value.message_dict == {"intervals": [C.INTERVALS_NO_TIMELINE]}


# --- over HTTP ----------------------------------------------------------------------------------------------------


def _ask(client, run_id, path="/api/comparisons/", extra=None, **intervals):
    return client.post(path, {"runs": [run_id], "intervals": {"instance": "1", **intervals}, **(extra or {})},
                       format="json")


def test_the_unusual_window_against_the_rest_of_the_run_over_http(viewer_client, run_id):
    timeline = viewer_client.get(f"/api/runs/{run_id}/timeline/").json()
    (window,) = timeline["windows"]
    (line,) = timeline["instances"]
    first, last = window["intervals"][0], window["intervals"][-1]
    r = _ask(viewer_client, run_id, window={"first": first, "last": last})
    assert r.status_code == 200, r.content
    body = r.json()
    inside = [p for p in line["points"] if first <= p["interval"] <= last]
    rest = [p for p in line["points"] if not first <= p["interval"] <= last]
    shown = {g["name"]: g for g in body["groups"]}
    assert list(shown) == [f"Interval {first + 1}", C.INTERVALS_REST] and body["baseline"]["group"] == C.INTERVALS_REST
    assert [r["id"] for r in shown[C.INTERVALS_REST]["runs"]] == [p["interval"] for p in rest]
    unusual = shown[f"Interval {first + 1}"]
    # every figure is the intervals' own: the window's DB time is the timeline's, the rest's their mean
    assert unusual["stats"]["db_time_per_s"]["mean"] == inside[0]["figures"]["db_time_per_s"]
    assert shown[C.INTERVALS_REST]["stats"]["db_time_per_s"]["mean"] == pytest.approx(
        statistics.mean(p["figures"]["db_time_per_s"] for p in rest))
    assert body["notes"][0].startswith("The intervals of one run (A morning of Statspack, Instance 1")
    assert C.SINGLE_INTERVAL_GROUPS_NOTE in body["notes"] and C.SINGLE_RUN_GROUPS_NOTE not in body["notes"]
    # the interval's own top events; wait classes only where its report prints them (Statspack of 10g does not)
    assert {e["name"] for e in body["top_events"]["events"]} == {e["name"] for p in line["points"]
                                                                  for e in p["top_events"]}
    assert bool(body["wait_classes"]["classes"]) == any(p["wait_classes"] for p in line["points"])
    assert body["predicted"] == [] and body["change"] == []

    table = _ask(viewer_client, run_id, path="/api/comparisons/csv/", extra={"chart": "table"},
                 window={"first": first, "last": last})
    assert table.status_code == 200
    rows = list(csv.reader(io.StringIO(table.content.decode())))
    assert any(f"Interval {first + 1}" in cell for row in rows for cell in row)


def test_a_window_against_a_chosen_normal_window(viewer_client, run_id):
    body = _ask(viewer_client, run_id, window={"first": 3, "last": 3}, against={"first": 0, "last": 2}).json()
    assert [(g["name"], g["n"], g["is_baseline"]) for g in body["groups"]] == [
        ("Interval 4", 1, False), ("Intervals 1 to 3", 3, True)]


@pytest.mark.parametrize(("payload", "field"), [
    ({"intervals": {"instance": "1", "window": {"first": 0, "last": 0}}}, "runs"),
    ({"group_by": "manual", "intervals": {"instance": "1", "window": {"first": 0, "last": 0}}}, "group_by"),
    ({"intervals": {"instance": "1", "window": {"first": -1, "last": 0}}}, "intervals/window/first"),
    ({"intervals": {"instance": "1", "window": {"first": 2, "last": 1}}}, "intervals/window/last"),
    ({"intervals": {"instance": "1", "window": {"first": 0}}}, "intervals/window/last"),
    ({"intervals": {"window": {"first": 0, "last": 0}}}, "intervals/instance"),
    ({"intervals": {"instance": "2", "window": {"first": 0, "last": 0}}}, "intervals/instance"),
    ({"intervals": {"instance": "1", "window": {"first": 9, "last": 9}}}, "intervals/window"),
    ({"intervals": {"instance": "1", "window": {"first": 3, "last": 3}, "against": {"first": 3, "last": 4}}},
     "intervals/against"),
])
def test_bad_interval_requests_are_field_keyed_400s(viewer_client, run_id, payload, field):
    runs = [] if field == "runs" else [run_id]
    r = viewer_client.post("/api/comparisons/", {"runs": runs, **payload}, format="json")
    assert r.status_code == 400 and field in r.json(), r.content


def test_outsiders_cannot_compare_the_intervals(outsider_client, run_id):
    assert _ask(outsider_client, run_id, window={"first": 3, "last": 3}).status_code == 404
