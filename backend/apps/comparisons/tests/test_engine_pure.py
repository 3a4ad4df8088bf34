"""The comparison engine and the chart export are pure: plain records in, typed series out, no Django."""

import ast
from pathlib import Path

import pytest

from apps.comparisons import constants as C
from apps.comparisons.compare import comparison_build
from apps.comparisons.engine import ComparisonError, PlanVersionRef, RunRecord, make_groups
from apps.comparisons.export import chart_rows

COMPARISONS_DIR = Path(__file__).resolve().parent.parent


def _top_level_imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("module", ["engine.py", "export.py", "statistics.py"])
def test_the_engine_modules_import_neither_django_nor_the_models(module):
    imported = _top_level_imports(COMPARISONS_DIR / module)
    assert not imported & {"django", "rest_framework", "apps"}


def test_a_run_record_needs_only_id_label_and_project():
    record = RunRecord(id=3, label="", project=1)
    result = comparison_build([record])
    assert result["groups"][0]["name"] == "Run 3"
    assert result["groups"][0]["runs"][0] == {"id": 3, "label": "", "project": 1, "date": None, "users": None,
                                              "tags": {}, "reference": "", "plan_version": None, "indexed": False}


def test_plan_version_reference_is_written_out_as_a_plain_object():
    record = RunRecord(id=1, label="a", project=1, plan_version=PlanVersionRef(id=9, label="Plan v3"),
                       metrics={"tps": {"value": 10.0}})
    result = comparison_build([record], group_by=C.GROUP_BY_PLAN_VERSION)
    assert result["groups"][0]["name"] == "Plan v3"
    assert result["groups"][0]["runs"][0]["plan_version"] == {"id": 9, "label": "Plan v3"}


def test_comparison_errors_are_field_keyed_and_are_value_errors():
    with pytest.raises(ComparisonError) as info:
        make_groups([RunRecord(id=1, label="a", project=1)], group_by="colour")
    assert info.value.message_dict == {"group_by": [C.BAD_GROUP_BY]}
    assert isinstance(info.value, ValueError)
    with pytest.raises(ComparisonError) as info:
        chart_rows(comparison_build([]), "pie")
    assert list(info.value.message_dict) == ["chart"]


def test_the_same_records_give_the_same_result():
    records = [RunRecord(id=i, label=f"r{i}", project=1, tags={"s": "ab"[i % 2]},
                         metrics={"tps": {"value": 100.0 + i}, "cpu_util_pct": {"value": 50.0}}) for i in range(6)]
    assert comparison_build(records, group_by="tag:s") == comparison_build(list(records), group_by="tag:s")


def test_the_typed_result_matches_what_the_api_documents_and_what_the_engine_returns():
    # The engine's TypedDicts and the response serializers describe one shape: a key added to one must reach the other.
    from apps.comparisons import engine as E
    from apps.comparisons.api import serializers as api

    pairs = [(E.MetricInfo, api.MetricInfoSerializer), (E.Versus, api.VersusSerializer),
             (E.GroupRun, api.GroupRunSerializer), (E.Group, api.GroupSerializer),
             (E.NormalizedRow, api.NormalizedRowSerializer), (E.ScalingPoint, api.ScalingPointSerializer),
             (E.ScalingCurve, api.ScalingCurveSerializer), (E.ChartStatus, api.ChartStatusSerializer),
             (E.ComparisonResult, api.ComparisonResultSerializer)]
    for typed, serializer in pairs:
        assert set(typed.__annotations__) == set(serializer().fields), typed.__name__
    records = [RunRecord(id=i, label=f"r{i}", project=1, users=10 * i, tags={"s": "a"},
                         metrics={"tps": {"value": 10.0 * i}}) for i in (1, 2)]
    result = comparison_build(records, group_by="tag:s")
    assert set(result) == set(E.ComparisonResult.__annotations__)
    assert set(result["groups"][0]) == set(E.Group.__annotations__)
    assert set(result["groups"][0]["runs"][0]) == set(E.GroupRun.__annotations__)
    assert set(result["scaling"][0]["points"][0]) == set(E.ScalingPoint.__annotations__)


RAC_SAMPLE = COMPARISONS_DIR.parents[2].parent / "shared" / "awr-samples" / "AWRS__awr_rac.html"


def test_wait_classes_shortened_by_a_rac_report_are_named_as_oracle_documents_them():
    # The RAC report's "Foreground Wait Classes - % of Total DB time" table heads its columns with short names.
    heads = RAC_SAMPLE.read_text("utf-8", errors="replace")
    short = [name for name in C.WAIT_CLASS_NAMES if f">{name}<" in heads]
    assert sorted(short) == sorted(C.WAIT_CLASS_NAMES)

    def shares(**values):
        return {"wait_class_shares": {"value": values}}

    rac = RunRecord(id=1, label="rac", project=1, metrics=shares(**{"Sys I/O": 4.0, "Concurcy": 2.0, "Cluster": 30.0}))
    single = RunRecord(id=2, label="single", project=1, metrics=shares(**{"System I/O": 6.0, "Concurrency": 1.0}))
    result = comparison_build([rac, single])
    assert result["wait_classes"]["classes"] == ["Cluster", "System I/O", "Concurrency"]
    assert result["wait_classes"]["groups"][0]["shares"] == {"Cluster": 30.0, "System I/O": 4.0, "Concurrency": 2.0}
    assert result["wait_classes"]["groups"][1]["shares"]["System I/O"] == 6.0
