"""The metric shapes (apps/runs/metrics/values.py) and the API's description of them name the same keys."""

from __future__ import annotations

import pytest

from apps.runs.api.serializers import FileMetricSerializer, MetricSerializer, MetricSourceSerializer
from apps.runs.metrics.values import MetricSource, MetricValue, RunMetric


@pytest.mark.parametrize(("shape", "serializer"), [(MetricValue, FileMetricSerializer), (RunMetric, MetricSerializer),
                                                   (MetricSource, MetricSourceSerializer)])
def test_the_serializer_describes_the_shape(shape, serializer):
    fields = serializer().fields
    assert set(fields) == set(shape.__annotations__)
    required = {name for name, f in fields.items() if f.required}
    assert required == set(shape.__required_keys__)

