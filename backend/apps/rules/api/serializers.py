"""Response shapes of the rule catalogue and the validation endpoint (documentation for the OpenAPI schema).

Severities, categories, citations, findings and the severity counts are declared here once; every other API that
carries a finding (plan versions, diffs, a run's diagnosis) reuses these serializers, so the generated TypeScript
has one type for each.
"""

from rest_framework import serializers

from apps.common.api.schema import JsonObjectField, JsonValueField, typed_json
from apps.studies import STUDIES
from apps.studies.ledger.types import DISPOSITION_KINDS, EFFECT_METRICS, STATEMENT_KINDS

from ..engine import CATEGORIES, PLATFORMS, SEVERITIES

#: The studies by number (``000`` ... ``004``), as the statements API filters and names them.
STUDY_NUMBERS: list[str] = [d[:3] for d in STUDIES]


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


class StatementCiteSerializer(SourceSerializer):
    detail = serializers.CharField(required=False, help_text="Where inside the section (a table, a step).")


class ScopeSerializer(serializers.Serializer):
    """Where a statement holds; an empty list does not restrict that dimension."""

    platform = serializers.ListField(child=serializers.CharField())
    virtualisation = serializers.ListField(child=serializers.CharField())
    release = serializers.ListField(child=serializers.CharField())
    distribution = serializers.ListField(child=serializers.CharField())
    storage = serializers.ListField(child=serializers.CharField())
    disk_manager = serializers.ListField(child=serializers.CharField())
    workload = serializers.ListField(child=serializers.CharField())
    nodes = serializers.ListField(child=serializers.IntegerField())
    server_mode = serializers.ListField(child=serializers.CharField())
    carries_over = serializers.CharField(help_text="Where the study's reason still holds outside the measured scope; "
                                                   "empty when the statement applies only inside it.")


class StatementKindField(serializers.ChoiceField):
    """What kind of statement a sentence is; it sets the floor of the severity of the rules built on it
    (``apps.studies.ledger.policy.KIND_FLOOR``)."""

    def __init__(self, **kwargs):
        super().__init__(choices=list(STATEMENT_KINDS), **kwargs)


class StatementBriefSerializer(serializers.Serializer):
    """A study statement as a rule carries it: the sentence quoted, its kind, where it is and where it holds."""

    id = serializers.CharField(help_text="<study>-<3 digits>, in study order; an entry added later between two "
                                         "others takes the earlier one's id and a letter (000-036a).")
    quote = serializers.CharField(help_text="The study's words, verbatim (at most two sentences).")
    kind = StatementKindField()
    cite = StatementCiteSerializer()
    scope = ScopeSerializer()


class DispositionSerializer(serializers.Serializer):
    """What RACplan does with a statement: rules, a default, a reference fixture, a capacity figure, or nothing."""

    kind = serializers.ChoiceField(choices=list(DISPOSITION_KINDS))
    rules = serializers.ListField(child=serializers.CharField())
    field = serializers.CharField(allow_null=True, help_text="The topology field whose default the statement sets.")
    fixture = serializers.CharField(allow_null=True, help_text="A reference plan, results fixture or run.")
    capacity = serializers.CharField(allow_null=True, help_text="A figure of the capacity helper.")
    reason = serializers.CharField(allow_blank=True)


class EffectSerializer(serializers.Serializer):
    """A measured difference: the variant against the baseline, in percent of the baseline's value."""

    metric = serializers.ChoiceField(choices=list(EFFECT_METRICS))
    baseline = serializers.CharField()
    variant = serializers.CharField()
    change_pct = serializers.FloatField()
    spread_pct = serializers.FloatField(allow_null=True)


class StatementSerializer(StatementBriefSerializer):
    """One entry of the statement ledger: a study statement and what RACplan does with it."""

    study = serializers.ChoiceField(choices=STUDY_NUMBERS)
    does = DispositionSerializer(many=True)
    effect = EffectSerializer(allow_null=True)
    more_effects = EffectSerializer(many=True, help_text="The other figures the same sentence prints, each against "
                                                         "its own baseline.")
    note = serializers.CharField(allow_blank=True)


class StatementFilterSerializer(serializers.Serializer):
    """The filters of GET /api/studies/statements/ (all optional; an empty value does not filter)."""

    study = serializers.ChoiceField(choices=STUDY_NUMBERS, required=False, allow_blank=True,
                                    help_text="The study's number (000 ... 004).")
    section = serializers.CharField(required=False, allow_blank=True, max_length=200,
                                    help_text="A section heading as the study prints it.")
    kind = StatementKindField(required=False, allow_blank=True)
    rule = serializers.CharField(required=False, allow_blank=True, max_length=10,
                                 help_text="Statements a rule carries (its id, e.g. CF001).")


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
    platforms = serializers.ListField(
        child=serializers.ChoiceField(choices=list(PLATFORMS)),
        help_text="The platforms whose plans the rule checks (s390x is any System z machine); empty for any.")
    statements = StatementBriefSerializer(many=True, help_text="The study statements the rule carries (the ledger).")


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
    statement = serializers.CharField(
        allow_null=True, required=False,
        help_text="The ledger entry whose scope made the rule fire on this plan (GET /api/studies/statements/); "
                  "absent from findings stored before findings named it.")
    carried_over = serializers.BooleanField(
        required=False,
        help_text="True when the plan lies outside the entry's measured scope and the entry's carry-over says why "
                  "the study's reason still holds there.")


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


class NotCheckedSerializer(serializers.Serializer):
    """A rule that was not run because a field it reads is unknown (no file showed it, or the import left it)."""

    rule = serializers.CharField()
    title = serializers.CharField()
    severity = SeverityField()
    category = CategoryField()
    fields = serializers.ListField(child=serializers.CharField(),
                                   help_text="The rule's fields no one knows (JSON pointers, * for each node).")


class CoverageSerializer(serializers.Serializer):
    checked = serializers.IntegerField(help_text="Rules run: the score covers these.")
    total = serializers.IntegerField(help_text="Topology rules in the catalogue.")


class StoredValidationSerializer(serializers.Serializer):
    """A validation result as stored with a plan version."""

    score = serializers.IntegerField(min_value=0, max_value=100)
    counts = CountsSerializer()
    findings = FindingSerializer(many=True)
    upside = UpsideGroupSerializer(many=True)
    catalogue_version = serializers.CharField()
    unknown = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()), required=False, default=dict,
        help_text="Fields an import could not show (field key -> message); the document does not count as valid and "
                  "renders no bundle until each is chosen. Empty for every other document.")
    not_checked = NotCheckedSerializer(many=True, required=False, default=list, help_text=(
        "Rules not run because a field they read is unknown: each asks for its fields instead of giving a finding. "
        "Empty for a document without unknown fields."))
    coverage = CoverageSerializer(required=False, allow_null=True, default=None,
                                  help_text="How many of the catalogue's topology rules the score covers.")


class ValidationResultSerializer(StoredValidationSerializer):
    """The answer of POST /api/validate/: the result and the document with its defaults."""

    document = JsonObjectField(help_text="The document with every default applied.")
