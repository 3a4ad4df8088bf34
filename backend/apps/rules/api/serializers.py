"""Response shapes of the rule catalogue and the validation endpoint (documentation for the OpenAPI schema)."""

from rest_framework import serializers


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
    severity = serializers.ChoiceField(choices=["error", "warning", "advice", "info"])
    category = serializers.CharField()
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


class FixSerializer(serializers.Serializer):
    title = serializers.CharField(allow_null=True)
    patch = serializers.ListField(child=serializers.DictField(), help_text="RFC 6902 JSON Patch on the document.")


class FindingSerializer(serializers.Serializer):
    rule = serializers.CharField()
    slug = serializers.CharField()
    title = serializers.CharField()
    severity = serializers.ChoiceField(choices=["error", "warning", "advice", "info"])
    category = serializers.CharField()
    paths = serializers.ListField(child=serializers.CharField(), help_text="JSON pointers into the document.")
    message = serializers.CharField()
    rationale = serializers.CharField()
    evidence = serializers.CharField()
    sources = SourceSerializer(many=True)
    fix = FixSerializer(allow_null=True)


class UpsideItemSerializer(UpsideSerializer):
    rule = serializers.CharField()


class UpsideGroupSerializer(serializers.Serializer):
    category = serializers.CharField()
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

    document = serializers.DictField(help_text="The document with every default applied.")
