"""Request and response shapes of the as-built API (typed for the OpenAPI schema the frontend is generated from)."""

from __future__ import annotations

from django.core.validators import RegexValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.bundles.api.serializers import ManifestFileSerializer
from apps.common.api.params import IdField
from apps.common.api.schema import JsonValueField, typed_json
from apps.plans.api.serializers import FieldChangeSerializer, TopologyField
from apps.rules.api.serializers import CoverageSerializer, FindingSerializer, NotCheckedSerializer

from .. import constants as C
from ..models import AsBuiltCheck, AsBuiltFile, Remediation, RemediationState
from ..parsers import KINDS
from ..remediation import drift_closing
from ..selectors import check_nodes

CHANGE_CHOICES = ["changed", "missing", "extra"]


class AsBuiltFileSerializer(serializers.ModelSerializer):
    kind_label = serializers.SerializerMethodField()
    size = serializers.IntegerField(source="blob.size", read_only=True)
    warnings = serializers.ListField(child=serializers.CharField(), read_only=True)
    bundle_only = serializers.SerializerMethodField(
        help_text="A file of a RACplan bundle that no running cluster holds (README, scripts, SQL, the Ansible "
                  "project): stored, never compared, listed apart from the results.")

    class Meta:
        model = AsBuiltFile
        fields = ["id", "node", "name", "kind", "kind_label", "state", "error", "warnings", "size", "bundle_only"]
        read_only_fields = fields

    def get_bundle_only(self, row: AsBuiltFile) -> bool:
        return row.state == AsBuiltFile.State.IGNORED and row.error == C.NOT_ON_CLUSTER

    def get_kind_label(self, row: AsBuiltFile) -> str:
        if row.kind == "archive":
            return "archive"
        return KINDS.get(row.kind, "")


class AsBuiltDiffSummarySerializer(serializers.Serializer):
    changed = serializers.IntegerField()
    missing = serializers.IntegerField()
    extra = serializers.IntegerField()
    same = serializers.IntegerField()
    not_uploaded = serializers.IntegerField(help_text="File kinds the plan renders that a node did not upload.")
    fields = serializers.IntegerField(help_text="Fields of the as-built document that differ from the plan version's.")


class AsBuiltDiffLineSerializer(serializers.Serializer):
    node = serializers.CharField()
    file = serializers.CharField(help_text="Bundle path of the planned file (the uploaded file's for an extra).")
    kind = serializers.CharField()
    key = serializers.CharField()
    planned = serializers.CharField(allow_null=True)
    actual = serializers.CharField(allow_null=True)
    change = serializers.ChoiceField(choices=CHANGE_CHOICES)
    rule = serializers.CharField(allow_null=True, help_text="Rule id of the as-built finding on the same field.")
    message = serializers.CharField()


class AsBuiltNotUploadedSerializer(serializers.Serializer):
    node = serializers.CharField()
    kind = serializers.CharField()
    kind_label = serializers.CharField()
    files = serializers.ListField(child=serializers.CharField(), help_text="The planned bundle paths of that kind.")


class AsBuiltDiffSerializer(serializers.Serializer):
    summary = AsBuiltDiffSummarySerializer()
    lines = AsBuiltDiffLineSerializer(many=True)
    not_uploaded = AsBuiltNotUploadedSerializer(many=True)
    unplanned_nodes = serializers.ListField(child=serializers.CharField(),
                                            help_text="Uploaded node folders the plan does not have.")
    fields = FieldChangeSerializer(many=True, help_text=(
        "The as-built document against the plan version's, leaf by leaf (the version diff's shape): before is the "
        "planned value, after the as-built one; empty when no document was assembled."))


class AsBuiltConflictSerializer(serializers.Serializer):
    pointer = serializers.CharField(help_text="JSON pointer of a cluster-wide field the nodes disagree on.")
    values = serializers.DictField(child=JsonValueField(), help_text="node -> the value its files give")
    chosen = JsonValueField(help_text="The value the document takes (most nodes; ties: first node).")


class AsBuiltCoverageSerializer(CoverageSerializer):
    not_checked = NotCheckedSerializer(many=True, help_text=(
        "Rules not run: a field each reads was shown by no uploaded file (listed with those fields), so the plan's "
        "value never stands in for the node's."))


class AsBuiltAssemblySerializer(serializers.Serializer):
    conflicts = AsBuiltConflictSerializer(many=True)
    warnings = serializers.ListField(child=serializers.CharField())
    coverage = AsBuiltCoverageSerializer(allow_null=True, default=None, help_text=(
        "What the findings and the score cover: the rules whose every field some file showed, out of the "
        "catalogue's; null before a document was assembled (and for checks made before coverage was recorded)."))


class AsBuiltFindingSerializer(FindingSerializer):
    node = serializers.CharField(allow_null=True, default=None, required=False,
                                 help_text="The node whose files alone give the finding: a field only it sets off the "
                                           "plan, or its own value of a field the nodes disagree on where it was "
                                           "outvoted; null when several nodes' or the cluster's files are behind it.")


WHAT_CHOICES = ["setting", "field"]


class DifferenceSerializer(serializers.Serializer):
    """One difference of a check: a setting of a node's file (a diff line) or a field of the as-built document."""

    what = serializers.ChoiceField(choices=WHAT_CHOICES)
    node = serializers.CharField(allow_null=True, help_text="null for a cluster-wide document field.")
    key = serializers.CharField(help_text="The setting's key, or the field's JSON pointer.")
    file = serializers.CharField(allow_null=True, help_text="Bundle path of the planned file; null for a field.")
    planned = serializers.CharField(allow_null=True)
    actual = serializers.CharField(allow_null=True)
    change = serializers.CharField(help_text="changed, missing or extra (a setting); added, removed or changed "
                                             "(a field).")


class RemediationFixSerializer(DifferenceSerializer):
    kind = serializers.CharField()
    how = serializers.ChoiceField(choices=["copy", "merge"], help_text="copy replaces the node's file; merge puts "
                                  "the planned lines between RACplan markers and keeps the node's own.")
    dest = serializers.CharField(help_text="Where the file goes on the node, below its root.")


class NotFixableSerializer(DifferenceSerializer):
    kind = serializers.CharField(allow_blank=True)
    reason = serializers.CharField(help_text="Why no file of the plan's bundle puts it back.")


class RemediationSerializer(serializers.ModelSerializer):
    check = serializers.IntegerField(source="as_built_id", read_only=True)
    state = serializers.ChoiceField(choices=RemediationState.choices, read_only=True)
    created_by = serializers.CharField(source="created_by.username", default=None, allow_null=True, read_only=True)
    fixes = typed_json(RemediationFixSerializer(many=True))(read_only=True, help_text=(
        "The differences the bundle puts back, each with the planned file that carries it."))
    not_fixable = typed_json(NotFixableSerializer(many=True))(read_only=True, help_text=(
        "Not fixable by configuration: the differences no file of the plan's bundle puts back, with the reason."))
    files = typed_json(ManifestFileSerializer(many=True))(read_only=True)

    class Meta:
        model = Remediation
        fields = ["id", "check", "node", "state", "job", "sha256", "size", "error", "fixes", "not_fixable", "files",
                  "created_by", "created_at", "completed_at"]
        read_only_fields = fields


class RemediationRequestSerializer(serializers.Serializer):
    node = serializers.CharField(max_length=100, help_text="The node of the check whose differences to put back.")


class DriftClosingSerializer(serializers.Serializer):
    previous = serializers.IntegerField(help_text="The check this one checks again.")
    gone = DifferenceSerializer(many=True, help_text="Differences of the previous check this one no longer finds.")
    remain = DifferenceSerializer(many=True, help_text="Differences of the previous check still found (as now).")
    new = DifferenceSerializer(many=True, help_text="Differences the previous check did not find.")
    not_rechecked = DifferenceSerializer(many=True, help_text=(
        "Differences of the previous check on nodes this check has no file of: neither gone nor remaining."))


class AsBuiltCheckSerializer(serializers.ModelSerializer):
    version = serializers.IntegerField(source="plan_version.number", read_only=True)
    created_by = serializers.CharField(source="created_by.username", default=None, allow_null=True, read_only=True)
    nodes = serializers.SerializerMethodField()
    files = AsBuiltFileSerializer(many=True, read_only=True)
    findings = AsBuiltFindingSerializer(many=True, read_only=True)
    diff = serializers.SerializerMethodField()
    document = TopologyField(allow_null=True, read_only=True)
    assembly = serializers.SerializerMethodField()
    previous = serializers.PrimaryKeyRelatedField(read_only=True, allow_null=True, help_text=(
        "The check this one checks again (its files uploaded again after a remediation), or null."))
    rechecks = serializers.SerializerMethodField(help_text="The checks made again after this one, oldest first.")
    remediations = RemediationSerializer(many=True, read_only=True)
    closing = serializers.SerializerMethodField()

    class Meta:
        model = AsBuiltCheck
        fields = ["id", "plan", "version", "state", "error", "job", "created_at", "created_by", "nodes", "files",
                  "findings", "score", "diff", "document", "assembly", "previous", "rechecks", "remediations",
                  "closing"]
        read_only_fields = fields

    def get_nodes(self, check: AsBuiltCheck) -> list[str]:
        return check_nodes(check.files.all())

    def get_rechecks(self, check: AsBuiltCheck) -> list[int]:
        return sorted(c.pk for c in check.rechecks.all())

    @extend_schema_field(DriftClosingSerializer(allow_null=True))
    def get_closing(self, check: AsBuiltCheck) -> dict | None:
        """The drift closing against the previous check, once both are complete; null otherwise."""
        previous = check.previous
        if previous is None or check.state != AsBuiltCheck.State.COMPLETE or (
                previous.state != AsBuiltCheck.State.COMPLETE):
            return None
        return DriftClosingSerializer(drift_closing(previous=previous, current=check,
                                                    current_nodes=check_nodes(check.files.all()))).data

    @staticmethod
    def empty_diff() -> dict:
        return {"summary": {"changed": 0, "missing": 0, "extra": 0, "same": 0, "not_uploaded": 0, "fields": 0},
                "lines": [], "not_uploaded": [], "unplanned_nodes": [], "fields": []}

    @extend_schema_field(AsBuiltAssemblySerializer)
    def get_assembly(self, check: AsBuiltCheck) -> dict:
        return AsBuiltAssemblySerializer({"conflicts": [], "warnings": [], "coverage": None,
                                          **(check.assembly or {})}).data

    @extend_schema_field(AsBuiltDiffSerializer)
    def get_diff(self, check: AsBuiltCheck) -> dict:
        # Checks made before the field diff existed have no "fields": they read as none.
        empty = self.empty_diff()
        diff = {**empty, **(check.diff or {})}
        return AsBuiltDiffSerializer({**diff, "summary": {**empty["summary"], **diff["summary"]}}).data



class NodeField(serializers.CharField):
    """The node of an as-built upload: a host name, required unless every file is an archive with a folder per
    node (the upload answers a 400 keyed ``node`` then). The pattern is the one ``services.clean_node`` checks."""

    def __init__(self, **kwargs):
        kwargs = {"required": False, "allow_blank": True, "default": "", "max_length": 100,
                  "help_text": "Host name the files come from (letters, digits, '.', '_' or '-'). Required when any "
                               "file is not an archive; an archive carries the node names as its top folders.",
                  **kwargs}
        super().__init__(**kwargs)
        self.validators.append(RegexValidator(C.NODE_PATTERN, message=C.BAD_NODE))


class AsBuiltUploadSerializer(serializers.Serializer):
    version = IdField(required=False, allow_null=True, default=None,
                      help_text="Plan version number to compare with; the latest when left out.")
    node = NodeField()
    files = serializers.ListField(child=serializers.FileField(allow_empty_file=True), min_length=1, max_length=100)


class AsBuiltAddFilesSerializer(serializers.Serializer):
    node = NodeField()
    files = serializers.ListField(child=serializers.FileField(allow_empty_file=True), min_length=1, max_length=100)


class AsBuiltImportSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200)


class AsBuiltImportedSerializer(serializers.Serializer):
    plan = serializers.IntegerField()
    unknown = serializers.ListField(child=serializers.CharField(),
                                    help_text="JSON pointers of the fields no file showed; the editor asks for each.")
    provenance = serializers.DictField(child=serializers.ListField(child=serializers.CharField()),
                                       help_text="JSON pointer -> the files (node: path) or derivation behind it.")


class AsBuiltRecheckSerializer(AsBuiltAddFilesSerializer):
    """The node's files uploaded again (after its remediation was applied): a new check linked to this one."""
