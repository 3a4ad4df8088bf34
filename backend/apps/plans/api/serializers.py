"""Request and response shapes of the plans API."""

from __future__ import annotations

from rest_framework import serializers

from apps.common.api.params import IdField, ProjectIdField
from apps.rules.api.serializers import StoredValidationSerializer

from ..models import COUNT_COLUMNS, Plan, PlanDraft, PlanVersion, summary_counts


class VersionSummarySerializer(serializers.ModelSerializer):
    author = serializers.CharField(source="author.username", default=None, read_only=True)
    score = serializers.IntegerField(source="validation.score", read_only=True)
    counts = serializers.DictField(source="validation.counts", read_only=True)

    class Meta:
        model = PlanVersion
        fields = ["id", "number", "comment", "author", "created_at", "score", "counts"]


class VersionDetailSerializer(VersionSummarySerializer):
    validation = StoredValidationSerializer(read_only=True)

    class Meta(VersionSummarySerializer.Meta):
        fields = [*VersionSummarySerializer.Meta.fields, "document", "validation"]


class PlanSerializer(serializers.ModelSerializer):
    project_name = serializers.CharField(source="project.name", read_only=True)
    latest_version = serializers.SerializerMethodField()

    class Meta:
        model = Plan
        fields = ["id", "project", "project_name", "name", "description", "reference", "archived", "created_at",
                  "updated_at", "latest_version"]
        read_only_fields = fields

    def get_latest_version(self, plan: Plan) -> dict | None:
        if getattr(plan, "latest_number", None) is not None:  # annotated by selectors.plan_list
            return {"number": plan.latest_number, "score": plan.latest_score,
                    "counts": summary_counts(plan, prefix="latest_")}
        v = plan.versions.order_by("-number").only("number", "score", *COUNT_COLUMNS.values()).first()
        if v is None:
            return None
        return {"number": v.number, "score": v.score, "counts": summary_counts(v)}


class PlanCreateSerializer(serializers.Serializer):
    project = ProjectIdField()
    name = serializers.CharField(max_length=200)
    description = serializers.CharField(required=False, allow_blank=True, default="")
    document = serializers.JSONField(required=False, allow_null=True, default=None)
    reference = serializers.CharField(required=False, allow_blank=True, default="")
    comment = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)


class PlanUpdateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200, required=False)
    description = serializers.CharField(required=False, allow_blank=True)
    archived = serializers.BooleanField(required=False)


class PlanCloneSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200)


class VersionCreateSerializer(serializers.Serializer):
    document = serializers.JSONField()
    comment = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)
    base_version = IdField(required=False, allow_null=True, default=None)


class RestoreSerializer(serializers.Serializer):
    comment = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)


class DraftSerializer(serializers.ModelSerializer):
    class Meta:
        model = PlanDraft
        fields = ["document", "base_version", "updated_at"]
        read_only_fields = ["updated_at"]
        extra_kwargs = {"base_version": {"required": False, "allow_null": True}}

    def validate_document(self, value):
        # Form data carries the document as JSON text, so "null" arrives here as None after parsing.
        if value is None:
            raise serializers.ValidationError("This field may not be null.")
        return value


class ImportSerializer(serializers.Serializer):
    project = ProjectIdField()
    name = serializers.CharField(max_length=200)
    format = serializers.ChoiceField(choices=["json", "yaml"])
    content = serializers.CharField(max_length=2_000_000, trim_whitespace=False)


class DiffSerializer(serializers.Serializer):
    # "from" is a Python keyword; the field is declared below under its JSON name.
    to = serializers.IntegerField()
    fields = serializers.ListField(child=serializers.DictField())
    findings_added = serializers.ListField(child=serializers.DictField())
    findings_removed = serializers.ListField(child=serializers.DictField())
    score = serializers.DictField()


DiffSerializer._declared_fields["from"] = serializers.IntegerField()


class ReferencePlanSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    description = serializers.CharField()
    recommended = serializers.BooleanField()
    expected_rules = serializers.ListField(child=serializers.CharField())
    sources = serializers.ListField(child=serializers.DictField())
