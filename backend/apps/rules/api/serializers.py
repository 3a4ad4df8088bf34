"""Response shapes of the rule catalogue and the validation endpoint (documentation for the OpenAPI schema).

Severities, categories, citations, findings and the severity counts are declared here once; every other API that
carries a finding (plan versions, diffs, a run's diagnosis) reuses these serializers, so the generated TypeScript
has one type for each.
"""

from rest_framework import serializers

from apps.common.api.schema import JsonObjectField, JsonValueField, typed_json

from ..engine import CATEGORIES, SEVERITIES


class SeverityField(serializers.ChoiceField):
    """One of the catalogue's severities, worst first (``apps.rules.engine.SEVERITIES``)."""

    def __init__(self, **kwargs):
        super().__init__(choices=list(SEVERITIES), **kwargs)


class CategoryField(serializers.ChoiceField):
    """A rule category (``apps.rules.engine.CATEGORIES``)."""

    def __init__(self, **kwargs):
        super().__init__(choices=list(CATEGORIES), **kwargs)


class SourceSerializer(serializers.Serializer):
    document = serializers.CharField(help_text="File name of the study in shared/seeds.")
    section = serializers.CharField(help_text="Section heading exactly as it appears in that study.")


class UpsideSerializer(serializers.Serializer):
    metric = serializers.CharField()
    percent = serializers.FloatField()
    context = serializers.CharField()


class RuleSerializer(serializers.Serializer):
    id = serializers.CharField()
    slug = serializers.CharField()
    title = serializers.CharField()
    severity = SeverityField()
    category = CategoryField()
    kind = serializers.ChoiceField(choices=["topology", "result"])
    rationale = serializers.CharField()
    evidence = serializers.CharField()
    sources = SourceSerializer(many=True)
    policy = serializers.ChoiceField(
        choices=["fails", "degrades", "not_recommended", "gain", "context"],
        help_text="What the cited study says (docs/rules/index.md, severity policy); it decides the severity.")
    fields = serializers.ListField(child=serializers.CharField())
    fix = serializers.CharField(allow_null=True)
    upside = UpsideSerializer(allow_null=True)
    description = serializers.CharField()
    tags = serializers.ListField(child=serializers.CharField())


class PatchOperationSerializer(serializers.Serializer):
    """One RFC 6902 operation; ``from`` (a Python keyword) is added in ``get_fields``."""

    op = serializers.ChoiceField(choices=["add", "remove", "replace", "move", "copy", "test"])
    path = serializers.CharField(help_text="JSON pointer into the document.")
    value = JsonValueField(required=False)

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = serializers.CharField(required=False)
        return fields


class FixSerializer(serializers.Serializer):
    title = serializers.CharField(allow_null=True)
    patch = typed_json(PatchOperationSerializer(many=True))(help_text="RFC 6902 JSON Patch on the document.")


class FindingSerializer(serializers.Serializer):
    rule = serializers.CharField()
    slug = serializers.CharField()
    title = serializers.CharField()
    severity = SeverityField()
    category = CategoryField()
    paths = serializers.ListField(child=serializers.CharField(), help_text="JSON pointers into the document.")
    message = serializers.CharField()
    rationale = serializers.CharField()
    evidence = serializers.CharField()
    sources = SourceSerializer(many=True)
    fix = FixSerializer(allow_null=True)


class UpsideItemSerializer(UpsideSerializer):
    rule = serializers.CharField()


class UpsideGroupSerializer(serializers.Serializer):
    category = CategoryField()
    label = serializers.CharField()
    documented_percent_sum = serializers.FloatField()
    items = UpsideItemSerializer(many=True)


class CountsSerializer(serializers.Serializer):
    error = serializers.IntegerField()
    warning = serializers.IntegerField()
    advice = serializers.IntegerField()
    info = serializers.IntegerField()


class StoredValidationSerializer(serializers.Serializer):
    """A validation result as stored with a plan version."""

    score = serializers.IntegerField(min_value=0, max_value=100)
    counts = CountsSerializer()
    findings = FindingSerializer(many=True)
    upside = UpsideGroupSerializer(many=True)
    catalogue_version = serializers.CharField()


class ValidationResultSerializer(StoredValidationSerializer):
    """The answer of POST /api/validate/: the result and the document with its defaults."""

    document = JsonObjectField(help_text="The document with every default applied.")
