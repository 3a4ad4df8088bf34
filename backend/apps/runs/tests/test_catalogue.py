"""The metric catalogue is the one list of run metrics: derive, precedence, the serializer and comparisons agree."""

from apps.comparisons.engine import RunRecord, metric_catalogue
from apps.runs.api.serializers import RunMetricsSerializer
from apps.runs.metrics import derive_metrics
from apps.runs.metrics.catalogue import (
    CATALOGUE,
    CORE_KEYS,
    FILE_KEYS,
    METRICS,
    PRECEDENCE,
    STRUCTURED_FILE_METRICS,
    TIERS,
)
from apps.runs.metrics.derive import FILE_FACTS
from apps.runs.parsers.model import ParsedReport


def test_every_metric_is_listed_once_and_every_tier_is_named():
    assert len(METRICS) == len(CATALOGUE)
    assert {t for m in CATALOGUE for t in m.precedence} <= set(TIERS.values())


def test_a_metric_read_from_files_is_one_every_file_carries():
    assert set(PRECEDENCE) <= set(FILE_KEYS)
    derived = derive_metrics(ParsedReport(kind="unknown", format="text"))
    assert list(derived) == [*FILE_KEYS, *STRUCTURED_FILE_METRICS, *FILE_FACTS]


def test_the_run_serializer_types_every_metric_of_the_catalogue():
    assert set(METRICS) <= set(RunMetricsSerializer().fields)


def test_a_comparison_reports_the_core_metrics_in_catalogue_order_with_their_words():
    reported = metric_catalogue([RunRecord(id=1, label="a", project=1)])
    assert [m["key"] for m in reported] == list(CORE_KEYS)
    assert all(m["label"] == METRICS[m["key"]].label and m["unit"] == METRICS[m["key"]].unit for m in reported)
