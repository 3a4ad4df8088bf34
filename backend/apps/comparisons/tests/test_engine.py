"""The comparison engine on plain run records (no database)."""

import pytest

from apps.comparisons import constants as C
from apps.comparisons.charts import CHART_IDS
from apps.comparisons.charts import chart as chart_entry
from apps.comparisons.compare import comparison_build
from apps.comparisons.engine import ComparisonError, PlanVersionRef, RunRecord
from apps.comparisons.export import chart_csv, chart_rows

from .conftest import metrics


def run(i, *, tags=None, users=None, plan=None, basis=None, **values):
    m = metrics(**values)
    if basis:
        m["basis"] = basis
    return RunRecord(id=i, label=f"run {i}", project=1, date=None, users=users, tags=tags or {}, reference="",
                     plan_version=None if plan is None else PlanVersionRef(**plan), metrics=m)


def group(result, name):
    return next(g for g in result["groups"] if g["name"] == name)


def test_empty_comparison_says_so():
    result = comparison_build([])
    assert result["empty"] is True and result["groups"] == [] and C.NO_RUNS in result["notes"]


def test_single_run_has_no_interval_and_says_so():
    result = comparison_build([run(1, tps=100.0)])
    g = result["groups"][0]
    assert g["stats"]["tps"]["n"] == 1 and g["stats"]["tps"]["ci95"] is None and g["stats"]["tps"]["stdev"] is None
    assert g["vs_baseline"]["tps"]["pct_of_baseline"] == 100.0
    assert g["vs_baseline"]["tps"]["within_noise"] is None
    assert C.SINGLE_RUN_NOTE in result["notes"]


def test_groups_by_tag_with_statistics_and_noise_flags():
    runs = [run(1, tags={"storage": "nfs"}, tps=100.0, cpu_seconds_per_1000_txn=10.0),
            run(2, tags={"storage": "nfs"}, tps=102.0, cpu_seconds_per_1000_txn=10.2),
            run(3, tags={"storage": "nfs"}, tps=98.0, cpu_seconds_per_1000_txn=9.8),
            run(4, tags={"storage": "fcp"}, tps=130.0, cpu_seconds_per_1000_txn=8.0),
            run(5, tags={"storage": "fcp"}, tps=131.0, cpu_seconds_per_1000_txn=8.1),
            run(6, tags={"storage": "fcp"}, tps=129.0, cpu_seconds_per_1000_txn=7.9),
            run(7, tps=101.0)]
    result = comparison_build(runs, group_by="tag:storage", baseline={"group": "nfs"})
    assert [g["name"] for g in result["groups"]] == ["nfs", "fcp", "(no storage)"]
    nfs, fcp = group(result, "nfs"), group(result, "fcp")
    assert nfs["is_baseline"] and nfs["stats"]["tps"]["mean"] == pytest.approx(100.0)
    assert nfs["stats"]["tps"]["ci95"][0] < 100 < nfs["stats"]["tps"]["ci95"][1]
    assert fcp["vs_baseline"]["tps"]["pct_change"] == pytest.approx(30.0)
    assert fcp["vs_baseline"]["tps"]["within_noise"] is False
    assert fcp["vs_baseline"]["tps"]["test"] == "bootstrap"
    throughput = {r["group"]: r for r in result["normalized"]["throughput"]}
    assert throughput["fcp"]["pct_of_baseline"] == pytest.approx(130.0)
    assert throughput["(no storage)"]["within_noise"] is None  # one run: not testable
    cost = {r["group"]: r for r in result["normalized"]["cpu_cost"]}
    assert cost["fcp"]["pct_of_baseline"] == pytest.approx(80.0)
    summary = {s["group"]: s for s in result["summary"]}
    # +30 % throughput and 20 % less CPU per transaction: geometric mean of 1.3 and 1/0.8
    assert summary["fcp"]["geomean_pct_of_baseline"] == pytest.approx(100 * (1.3 * 1.25) ** 0.5, rel=1e-4)
    assert set(summary["fcp"]["metrics"]) == {"tps", "cpu_seconds_per_1000_txn"}


def test_baseline_run_inside_a_group():
    runs = [run(1, tags={"s": "a"}, tps=100.0), run(2, tags={"s": "a"}, tps=110.0), run(3, tags={"s": "b"}, tps=120.0)]
    result = comparison_build(runs, group_by="tag:s", baseline={"run": 1})
    assert result["baseline"] == {"group": "a", "run": 1}
    assert group(result, "b")["vs_baseline"]["tps"]["pct_change"] == pytest.approx(20.0)


def test_group_by_plan_version_and_manual():
    pv = {"id": 7, "label": "Plan A v2"}
    result = comparison_build([run(1, plan=pv, tps=1.0), run(2, tps=2.0)], group_by="plan_version")
    assert [g["name"] for g in result["groups"]] == ["Plan A v2", C.NO_PLAN]
    manual = comparison_build([run(1, tps=1.0), run(2, tps=2.0), run(3, tps=3.0)], group_by="manual",
                              groups={"old": [1], "new": [2, 3]}, baseline={"group": "old"})
    assert group(manual, "new")["stats"]["tps"]["mean"] == pytest.approx(2.5)


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"group_by": "colour"}, "group_by"),
    ({"group_by": "manual"}, "groups"),
    ({"group_by": "manual", "groups": {"x": [99]}}, "groups/x"),
    ({"group_by": "manual", "groups": {"x": [1], "y": [1]}}, "groups/y"),
    ({"group_by": "manual", "groups": {"x": []}}, "groups/x"),
    ({"groups": {"x": [1]}}, "groups"),
    ({"baseline": {"run": 99}}, "baseline/run"),
    ({"baseline": {"group": "nope"}}, "baseline/group"),
    ({"baseline": {"run": 1, "group": "x"}}, "baseline"),
])
def test_bad_grouping_and_baseline_are_field_errors(kwargs, field):
    with pytest.raises(ComparisonError) as info:
        comparison_build([run(1, tps=1.0), run(2, tps=2.0)], **kwargs)
    assert field in info.value.message_dict


def test_wait_classes_top_events_and_scaling():
    events_a = [{"name": "log file sync", "wait_class": "Commit", "pct_db_time": 20.0, "time_s": 100.0},
                {"name": "db file sequential read", "wait_class": "User I/O", "pct_db_time": 30.0, "time_s": 150.0}]
    events_b = [{"name": "log file sync", "wait_class": "Commit", "pct_db_time": 5.0, "time_s": 20.0}]
    series = [{"users": {"value": 10, "section": "t"}, "tps": {"value": 50.0, "section": "t"}},
              {"users": {"value": 20, "section": "t"}, "tps": {"value": 90.0, "section": "t"}}]
    runs = [run(1, tags={"g": "a"}, users=10, tps=100.0, wait_class_shares={"Commit": 20.0, "User I/O": 30.0},
                top_events=events_a),
            run(2, tags={"g": "a"}, users=20, tps=150.0, wait_class_shares={"Commit": 10.0, "User I/O": 50.0}),
            run(3, tags={"g": "b"}, users=10, tps=120.0, wait_class_shares={"Commit": 5.0}, top_events=events_b,
                series=series)]
    result = comparison_build(runs, group_by="tag:g", baseline={"group": "a"})
    wc = result["wait_classes"]
    assert wc["classes"] == ["User I/O", "Commit"]
    assert wc["groups"][0]["shares"] == {"User I/O": 40.0, "Commit": 15.0}
    assert wc["groups"][1]["shares"]["User I/O"] == 0.0
    lfs = next(e for e in result["top_events"]["events"] if e["name"] == "log file sync")
    cell_b = next(c for c in lfs["groups"] if c["group"] == "b")
    assert cell_b["delta_pct_points"] == pytest.approx(-15.0)
    curves = {c["name"]: c for c in result["scaling"]}
    assert [p["users"] for p in curves["a"]["points"]] == [10, 20]
    assert [p["tps"] for p in curves["run 3 (table)"]["points"]] == [50.0, 90.0]


def test_table_has_absolute_and_relative_values_and_extra_metrics():
    runs = [run(1, tps=100.0, oet_per_min=6000.0), run(2, tps=110.0, oet_per_min=6600.0)]
    result = comparison_build(runs)
    keys = [r["key"] for r in result["table"]["rows"]]
    assert "tps" in keys and "oet_per_min" in keys and "read_mb_s" not in keys  # metrics nobody has are left out
    row = next(r for r in result["table"]["rows"] if r["key"] == "tps")
    assert [c["mean"] for c in row["cells"]] == [100.0, 110.0]
    assert row["cells"][1]["pct_change"] == pytest.approx(10.0)


def test_indexed_runs_are_labelled_and_mixing_them_is_flagged():
    a = run(1, basis="reference_normalized", tps=100.0)
    a.metrics["tps"]["indexed"] = True
    b = run(2, basis="reference_normalized", tps=140.0)
    b.metrics["tps"]["indexed"] = True
    result = comparison_build([a, b])
    assert next(m for m in result["metrics"] if m["key"] == "tps")["unit"] == C.INDEX_UNIT
    assert C.MIXED_BASIS not in result["notes"]
    assert C.MIXED_BASIS in comparison_build([a, run(3, tps=5.0)])["notes"]


def test_csv_for_every_chart_and_formula_cells_are_defused():
    runs = [run(1, tags={"g": "=HYPERLINK(1)"}, tps=100.0, users=5), run(2, tags={"g": "b"}, tps=120.0, users=6)]
    result = comparison_build(runs, group_by="tag:g")
    for chart in CHART_IDS:
        text = chart_csv(result, chart)
        assert text.splitlines()[0] == ",".join(chart_rows(result, chart)[0])
    assert "'=HYPERLINK(1)" in chart_csv(result, "throughput")
    with pytest.raises(ComparisonError):
        chart_csv(result, "pie")


def test_charts_without_data_say_which_runs_lack_what():
    result = comparison_build([run(1, tps=100.0), run(2, tps=120.0, cpu_seconds_per_1000_txn=9.0)])
    status = {c["chart"]: c for c in result["charts"]}
    assert status["throughput"] == {"chart": "throughput", "available": True, "reason": None}
    # The baseline (run 1) has no CPU cost: nothing to index against.
    assert status["cpu_cost"]["available"] is False
    assert status["cpu_cost"]["reason"] == C.CHART_BASELINE_EMPTY.format(group="run 1", what="CPU cost")
    assert status["wait_classes"]["reason"] == chart_entry("wait_classes").empty.format(runs="run 1, run 2")
    assert status["scaling"]["reason"] == chart_entry("scaling").empty.format(runs="run 1, run 2")
    none = comparison_build([run(i) for i in range(1, 6)])
    assert {c["chart"]: c for c in none["charts"]}["throughput"]["reason"] == chart_entry("throughput").empty.format(
        runs="run 1, run 2, run 3 and 2 more")


def test_cpu_cost_derived_from_an_index_is_an_index():
    a = run(1, basis="reference_normalized", txn_per_cpu=100.0)
    b = run(2, basis="reference_normalized", txn_per_cpu=145.0)
    for r in (a, b):
        r.metrics["txn_per_cpu"]["indexed"] = True
    units = {m["key"]: m["unit"] for m in comparison_build([a, b])["metrics"]}
    assert units["cpu_seconds_per_1000_txn"] == C.INDEX_UNIT and units["txn_per_cpu"] == C.INDEX_UNIT
    assert units["tps"] == "transactions/s"  # nobody has it: its own unit


def test_ungrouped_runs_at_several_user_counts_make_one_scaling_curve():
    # three runs compared as they are (one group each), as a manager picks 20, 40 and 60 users
    runs = [run(1, users=20, tps=100.0), run(2, users=40, tps=180.0), run(3, users=60, tps=240.0),
            run(4, users=40, tps=200.0)]
    result = comparison_build(runs, baseline={"run": 1})
    assert [c["name"] for c in result["scaling"]] == [C.ALL_RUNS_CURVE]
    curve = result["scaling"][0]
    assert [(p["x"], p["tps"], p["runs"]) for p in curve["points"]] == [
        (20, 100.0, [1]), (40, 190.0, [2, 4]), (60, 240.0, [3])]
    assert {c["chart"]: c for c in result["charts"]}["scaling"]["available"] is True
    # all at one count: nothing to draw, and the reason says why (every run has users and throughput)
    flat = comparison_build([run(1, users=20, tps=100.0), run(2, users=20, tps=110.0)])
    assert flat["scaling"] == []
    assert {c["chart"]: c for c in flat["charts"]}["scaling"]["reason"] == C.CHART_SCALING_ONE_COUNT


def test_groups_each_at_one_user_count_draw_no_curve_and_say_why():
    runs = [run(1, users=20, tps=100.0, tags={"ic": "hsi"}), run(2, users=40, tps=150.0, tags={"ic": "osa"})]
    result = comparison_build(runs, group_by="tag:ic")
    assert result["scaling"] == []  # a curve across two configurations would mix them
    assert {c["chart"]: c for c in result["charts"]}["scaling"]["reason"] == C.CHART_SCALING_ONE_COUNT
    # a run without a user count is named instead
    lacking = comparison_build([run(1, users=20, tps=100.0), run(2, tps=150.0)])
    assert {c["chart"]: c for c in lacking["charts"]}["scaling"]["reason"] == chart_entry("scaling").empty.format(
        runs="run 2")


def test_scaling_puts_nodes_on_x_when_the_cluster_size_varies():
    runs = [run(i, tags={"nodes": str(n), "series": "s"}, tps=100.0 * n) for i, n in ((1, 1), (2, 4), (3, 10))]
    curve = comparison_build(runs, group_by="tag:series")["scaling"][0]
    assert curve["axis"] == "nodes" and [p["x"] for p in curve["points"]] == [1, 4, 10]
    users = comparison_build([run(1, users=10, tps=5.0, tags={"s": "a"}), run(2, users=20, tps=8.0, tags={"s": "a"})],
                             group_by="tag:s")["scaling"][0]
    assert users["axis"] == "users" and [p["x"] for p in users["points"]] == [10, 20]
