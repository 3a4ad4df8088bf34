"""The "what changed" block's shape (``apps.comparisons.change``), shared by the comparison and the saved report."""

from __future__ import annotations

from rest_framework import serializers

from apps.plans.api.serializers import FieldChangeSerializer, ScoreChangeSerializer
from apps.rules.api.serializers import SeverityField

from ..change import STATUSES
from .predicted import PlanCheckSerializer


class ChangedFindingSerializer(serializers.Serializer):
    """A finding one side has and the other has not (the version keeps the rest: rationale, sources, fix)."""

    rule = serializers.CharField()
    slug = serializers.CharField()
    title = serializers.CharField()
    severity = SeverityField()
    message = serializers.CharField()


class ConfigurationChangeSerializer(serializers.Serializer):
    """What changed from the baseline's configuration to a group's, beside the metric deltas: the version diff and
    the estimate for that change against what was measured, or why nothing can be said."""

    label = serializers.CharField(help_text="The group compared with the baseline.")
    baseline = serializers.CharField()
    runs = serializers.ListField(child=serializers.CharField())
    baseline_runs = serializers.ListField(child=serializers.CharField())
    status = serializers.ChoiceField(
        choices=list(STATUSES),
        help_text="changed: two plan versions that differ; same: one configuration, the difference is run-to-run; "
                  "unknown: a run is linked to no plan version; several: a side ran more than one version.")
    sentence = serializers.CharField(help_text="What changed, in words.")
    plan = serializers.CharField(allow_null=True, help_text="The plan version the group ran (null: not one).")
    baseline_plan = serializers.CharField(allow_null=True, help_text="The plan version the baseline ran.")
    unlinked = serializers.ListField(child=serializers.CharField(),
                                     help_text="The runs linked to no plan version (status unknown).")
    fields = FieldChangeSerializer(many=True, help_text="From the baseline's version to the group's.")
    findings_added = ChangedFindingSerializer(many=True)
    findings_removed = ChangedFindingSerializer(many=True)
    score = ScoreChangeSerializer(allow_null=True, help_text="The health score of each version (status changed).")
    check = PlanCheckSerializer(allow_null=True, help_text="The estimate for this change against what was "
                                "measured (status changed).")
