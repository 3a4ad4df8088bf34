"""Request and response shapes of the plans API."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.api.params import ProjectIdField
from apps.common.api.params import IdField
from apps.common.api.schema import EveryFieldAnswered, JsonObjectField, JsonValueField, typed_json
from apps.common.choices import DIFF_CHANGES
from apps.rules.api.serializers import (
    CountsSerializer,
    FindingSerializer,
    SourceSerializer,
    StoredValidationSerializer,
)
from apps.studies.estimate import DIRECTIONS, METRICS
from apps.topology.schema import Topology

from ..models import COUNT_COLUMNS, Plan, PlanDraft, PlanVersion, summary_counts


@extend_schema_field(Topology)
class TopologyField(serializers.JSONField):
    """A saved topology document, validated and with its defaults (apps/topology/schema.py): the schema's
    ``Topology`` component. Documents a user sends are any JSON object until the server has validated them."""


class VersionSummarySerializer(EveryFieldAnswered, serializers.ModelSerializer):
    author = serializers.CharField(source="author.username", default=None, read_only=True, allow_null=True)
    score = serializers.IntegerField(source="validation.score", read_only=True)
    counts = typed_json(CountsSerializer)(source="validation.counts", read_only=True)

    class Meta:
        model = PlanVersion
        fields = ["id", "number", "comment", "author", "created_at", "score", "counts"]


class VersionDetailSerializer(VersionSummarySerializer):
    document = TopologyField(read_only=True)
    validation = StoredValidationSerializer(read_only=True)
    unknown = serializers.SerializerMethodField(
        help_text="JSON pointers of the fields an imported cluster's files did not show and nobody has chosen yet "
                  "(the document's own list); empty for every other version.")

    provenance = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()), read_only=True,
        help_text="An imported cluster's fields: JSON pointer -> the files (node: path, line n) or derivation behind "
                  "it; empty for a plan not imported.")

    class Meta(VersionSummarySerializer.Meta):
        fields = [*VersionSummarySerializer.Meta.fields, "document", "validation", "unknown", "provenance"]

    def get_unknown(self, version) -> list[str]:
        unknown = (version.document or {}).get("unknown") if isinstance(version.document, dict) else None
        return [p for p in unknown if isinstance(p, str)] if isinstance(unknown, list) else []


class LatestVersionSerializer(serializers.Serializer):
    """The newest version of a plan: its number and how it validated."""

    number = serializers.IntegerField()
    score = serializers.IntegerField(allow_null=True)
    counts = CountsSerializer(allow_null=True)


class PlanSerializer(serializers.ModelSerializer):
    project_name = serializers.CharField(source="project.name", read_only=True)
    latest_version = serializers.SerializerMethodField()

    class Meta:
        model = Plan
        fields = ["id", "project", "project_name", "name", "description", "reference", "archived", "created_at",
                  "updated_at", "latest_version"]
        read_only_fields = fields

    @extend_schema_field(LatestVersionSerializer(allow_null=True))
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
    document = JsonObjectField(required=False, allow_null=True, default=None)
    reference = serializers.CharField(required=False, allow_blank=True, default="")
    comment = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)


class PlanUpdateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200, required=False)
    description = serializers.CharField(required=False, allow_blank=True)
    archived = serializers.BooleanField(required=False)


class PlanCloneSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200)


class VersionCreateSerializer(serializers.Serializer):
    document = JsonObjectField()
    comment = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)
    base_version = IdField(required=False, allow_null=True, default=None)


class RestoreSerializer(serializers.Serializer):
    comment = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)


class DraftSerializer(EveryFieldAnswered, serializers.ModelSerializer):
    # What the user typed, kept even when it is not a valid document (or not an object at all).
    document = JsonValueField()

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


class FieldChangeSerializer(serializers.Serializer):
    """One leaf of the document that differs between two versions, or a list item (a node) or a section one side
    has whole and the other has not (apps.topology.parsing.diff_documents)."""

    path = serializers.CharField(help_text="JSON pointer into the document: a leaf, or the item or section that was "
                                           "added or removed whole.")
    before = JsonValueField(help_text="null when it was added; the whole item or section when one was removed.")
    after = JsonValueField(help_text="null when it was removed; the whole item or section when one was added.")
    change = serializers.ChoiceField(choices=DIFF_CHANGES)


class ScoreChangeSerializer(serializers.Serializer):
    to = serializers.IntegerField(allow_null=True)


ScoreChangeSerializer._declared_fields["from"] = serializers.IntegerField(allow_null=True)


class EstimateReferenceSerializer(serializers.Serializer):
    slug = serializers.CharField(help_text="The reference plan (fixtures/plans) the estimate is relative to.")
    name = serializers.CharField()


class EstimateDifferenceSerializer(serializers.Serializer):
    lever = serializers.CharField()
    label = serializers.CharField()
    reference = JsonValueField(help_text="The reference plan's value (null: not set).")
    plan = JsonValueField(help_text="The plan's value (null: not set).")
    bridged = serializers.BooleanField(help_text="Whether measured effects link the two values.")


class EstimateContributionSerializer(serializers.Serializer):
    statement = serializers.CharField(help_text="The statement ledger entry (docs/studies).")
    study = serializers.CharField()
    document = serializers.CharField(help_text="The study file in shared/seeds.")
    section = serializers.CharField(help_text="The study section, as printed.")
    rules = serializers.ListField(child=serializers.CharField(),
                                  help_text="The rules (findings) this statement carries.")
    lever = serializers.CharField()
    baseline = serializers.CharField(help_text="The configuration the study measured against.")
    variant = serializers.CharField(help_text="The configuration the study measured.")
    change_pct = serializers.FloatField(help_text="The measured change of the variant against the baseline.")
    metric = serializers.ChoiceField(choices=METRICS)
    direction = serializers.ChoiceField(choices=DIRECTIONS,
                                        help_text="inverse: the plan goes from the variant to the baseline.")
    factor = serializers.FloatField(help_text="What this effect multiplies the estimate by.")
    spread_pct = serializers.FloatField()
    spread_source = serializers.ChoiceField(choices=["study", "default"])
    transferred = serializers.BooleanField(help_text="Measured outside the plan's scope; applied because the "
                                           "study's reason carries over, with a wider interval.")
    carries_over = serializers.CharField(allow_blank=True)


class EstimateMetricSerializer(serializers.Serializer):
    metric = serializers.ChoiceField(choices=METRICS)
    ratio = serializers.FloatField(help_text="Expected value against the reference (1.0 = the same).")
    low = serializers.FloatField()
    high = serializers.FloatField()
    change_pct = serializers.FloatField()
    low_pct = serializers.FloatField()
    high_pct = serializers.FloatField()
    contributions = EstimateContributionSerializer(many=True)


class EstimateLeftOutSerializer(serializers.Serializer):
    statement = serializers.CharField()
    study = serializers.CharField()
    document = serializers.CharField()
    section = serializers.CharField()
    lever = serializers.CharField()
    reason = serializers.CharField()


class _EstimateBodySerializer(serializers.Serializer):
    """What every estimate answer holds: the differences, each metric's interval and effects, what was left out."""

    differences = EstimateDifferenceSerializer(many=True)
    throughput = EstimateMetricSerializer()
    cpu_per_txn = EstimateMetricSerializer()
    left_out = EstimateLeftOutSerializer(many=True)
    not_stated = EstimateDifferenceSerializer(many=True, help_text="The settings the studies measured that the "
                                              "reference states and the plan does not: unknown, not in the estimate.")
    notes = serializers.ListField(child=serializers.CharField())


class EstimateSerializer(_EstimateBodySerializer):
    """A plan version's expected throughput and CPU cost per transaction (docs/estimate.md)."""

    version = serializers.IntegerField(allow_null=True, help_text="null: the document as sent, not a saved version.")
    reference = EstimateReferenceSerializer(allow_null=True,
                                            help_text="null: no study measured this platform family and workload.")
    family = serializers.CharField(allow_null=True)
    workload = serializers.CharField(allow_null=True)
    interval_pct = serializers.IntegerField()
    default_spread_pct = serializers.FloatField()


class EstimateChangeSerializer(_EstimateBodySerializer):
    """What a change between two versions is expected to do: the newer version estimated against the older one, so
    ``throughput`` and ``cpu_per_txn`` hold only the measured effects of the settings that changed."""

    comparable = serializers.BooleanField(help_text="False when the change moves to another platform or workload.")
    why_not = serializers.CharField(allow_blank=True)


class DiffSerializer(serializers.Serializer):
    # "from" is a Python keyword; the field is declared below under its JSON name.
    to = serializers.IntegerField()
    fields = FieldChangeSerializer(many=True)
    findings_added = FindingSerializer(many=True)
    findings_removed = FindingSerializer(many=True)
    score = ScoreChangeSerializer()
    estimate = EstimateChangeSerializer(help_text="The expected effect of the change (docs/estimate.md).")


DiffSerializer._declared_fields["from"] = serializers.IntegerField()


class VersionConflictSerializer(serializers.Serializer):
    """The 409 answer when the plan gained a version since the one the caller edited."""

    detail = serializers.CharField()
    latest = serializers.IntegerField(help_text="Number of the plan's newest version.")
    base = serializers.IntegerField(allow_null=True, help_text="Number of the version the caller edited.")
    diff = DiffSerializer(required=False, help_text="From the caller's base to the newest version.")


class ReferencePlanSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    description = serializers.CharField()
    recommended = serializers.BooleanField()
    expected_rules = serializers.ListField(child=serializers.CharField())
    sources = SourceSerializer(many=True)


