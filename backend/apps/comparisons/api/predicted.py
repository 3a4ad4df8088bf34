"""The predicted-against-measured block's shape (``apps.comparisons.predicted``), shared by the comparison, the saved
report and the run page."""

from __future__ import annotations

from rest_framework import serializers

from apps.plans.api.serializers import EstimateContributionSerializer
from apps.studies.estimate import METRICS


class PlanCheckMetricSerializer(serializers.Serializer):
    metric = serializers.ChoiceField(choices=METRICS)
    run_metric = serializers.CharField(help_text="The run figure that measures it (tps, cpu_seconds_per_1000_txn).")
    predicted_pct = serializers.FloatField(allow_null=True, help_text="The estimate's change against the baseline, in "
                                           "percent (null: no measured effect bears on this metric).")
    low_pct = serializers.FloatField(allow_null=True, help_text="Low end of the 80 % interval, in percent.")
    high_pct = serializers.FloatField(allow_null=True, help_text="High end of the 80 % interval, in percent.")
    measured_pct = serializers.FloatField(allow_null=True, help_text="null: not measured on both sides (why_not).")
    within = serializers.BooleanField(allow_null=True, help_text="Whether the interval holds the measured change.")
    why_not = serializers.CharField(allow_blank=True)
    sentence = serializers.CharField(allow_blank=True, help_text="Predicted against measured, in words.")


class PlanCheckSerializer(serializers.Serializer):
    """What a plan's estimate expected of some runs against a baseline, beside what they measured, or why the two
    cannot be compared (then no number)."""

    label = serializers.CharField(help_text="The group (or run) checked.")
    runs = serializers.ListField(child=serializers.CharField())
    baseline = serializers.CharField(allow_blank=True)
    baseline_runs = serializers.ListField(child=serializers.CharField())
    plan = serializers.CharField(allow_null=True, help_text="The plan version the runs are linked to.")
    baseline_plan = serializers.CharField(allow_null=True,
                                          help_text="The configuration the estimate is relative to.")
    comparable = serializers.BooleanField()
    why_not = serializers.CharField(allow_blank=True)
    metrics = PlanCheckMetricSerializer(many=True)
    contributions = EstimateContributionSerializer(many=True,
                                                   help_text="The measured effects the prediction is made of.")
    outside = serializers.BooleanField(help_text="A measured figure falls outside its 80 % interval.")
