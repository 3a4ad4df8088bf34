"""A run, its diagnosis and linked plan, and a compare-period report split into two runs."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.api.params import ProjectIdField
from apps.common.api.params import RelatedIdField, restricted
from apps.common.api.schema import EveryFieldAnswered, JsonValueField, typed_json
from apps.plans.models import PlanVersion
from apps.rules.api.serializers import FindingSerializer

from ...models import Run
from .metrics import RunMetricsField
from .run_files import RunFileSerializer


class DriftItemSerializer(serializers.Serializer):
    """A parameter the AWR report shows set differently from the linked plan."""

    parameter = serializers.CharField()
    path = serializers.CharField(help_text="JSON pointer into the plan's document.")
    plan = JsonValueField()
    measured = JsonValueField()
    message = serializers.CharField()


class DiagnosisSerializer(serializers.Serializer):
    """Plan drift and the result rules' findings; empty ({}) until the run has been diagnosed."""

    drift = DriftItemSerializer(many=True, required=False)
    findings = FindingSerializer(many=True, required=False)
    catalogue_version = serializers.CharField(required=False)


class PlanRefSerializer(serializers.Serializer):
    """The plan version a run is linked to."""

    id = serializers.IntegerField(help_text="The plan's id.")
    name = serializers.CharField()
    version = serializers.IntegerField(help_text="The version's number.")


@extend_schema_field({"type": "object", "additionalProperties": {"type": "string"}})
class TagsField(serializers.JSONField):
    """Tags: key -> value."""


class RunSerializer(EveryFieldAnswered, serializers.ModelSerializer):
    """A run; on writes ``tags`` takes a dict, a list of ``key=value`` or a comma-separated string."""

    project = ProjectIdField()
    plan_version = RelatedIdField(queryset=PlanVersion.objects.all(), visible=restricted("view"),
                                  required=False, allow_null=True)
    plan = serializers.SerializerMethodField()
    tags = TagsField(required=False)
    metrics = RunMetricsField(read_only=True)
    file_count = serializers.IntegerField(read_only=True, default=None, allow_null=True)
    failed_count = serializers.IntegerField(read_only=True, default=None, allow_null=True)

    class Meta:
        model = Run
        fields = ["id", "project", "plan_version", "plan", "label", "date", "workload", "users", "notes", "tags",
                  "reference", "metrics", "created_at", "updated_at", "file_count", "failed_count"]
        read_only_fields = ["metrics", "created_at", "updated_at", "reference"]

    @extend_schema_field(PlanRefSerializer(allow_null=True))
    def get_plan(self, run: Run) -> dict | None:
        pv = run.plan_version
        if pv is None:
            return None
        return {"id": pv.plan_id, "name": pv.plan.name, "version": pv.number}


class RunDetailSerializer(RunSerializer):
    files = RunFileSerializer(many=True, read_only=True)
    diagnosis = typed_json(DiagnosisSerializer)(read_only=True)

    class Meta(RunSerializer.Meta):
        fields = [*RunSerializer.Meta.fields, "diagnosis", "files"]
        read_only_fields = [*RunSerializer.Meta.read_only_fields, "diagnosis"]


class PeriodComparisonBaselineSerializer(serializers.Serializer):
    run = serializers.IntegerField()


class PeriodComparisonRequestSerializer(serializers.Serializer):
    runs = serializers.ListField(child=serializers.IntegerField())
    baseline = PeriodComparisonBaselineSerializer()


class ComparePeriodsSerializer(serializers.Serializer):
    runs = RunDetailSerializer(many=True)
    comparison_request = PeriodComparisonRequestSerializer(
        help_text="A comparison of the two periods, ready to POST to /api/comparisons/ or as a report's request.")
