"""Serializers of the bundles API."""

from __future__ import annotations

from rest_framework import serializers

from apps.common.api.schema import typed_json
from apps.common.choices import DIFF_CHANGES

from ..models import Bundle, BundleState


class BundleRequestSerializer(serializers.Serializer):
    override_errors = serializers.BooleanField(default=False)


class BundleCreatedSerializer(serializers.Serializer):
    bundle = serializers.IntegerField()
    job = serializers.IntegerField()


class BundleSerializer(serializers.ModelSerializer):
    plan = serializers.IntegerField(source="plan_version.plan_id", read_only=True)
    version = serializers.IntegerField(source="plan_version.number", read_only=True)
    project = serializers.IntegerField(source="plan_version.plan.project_id", read_only=True)
    state = serializers.ChoiceField(choices=BundleState.choices, read_only=True)
    job_state = serializers.CharField(source="job.state", read_only=True, default=None, allow_null=True)
    created_by = serializers.CharField(source="created_by.username", read_only=True, default=None, allow_null=True)

    class Meta:
        model = Bundle
        fields = ["id", "plan", "version", "project", "state", "job", "job_state", "override_errors", "sha256",
                  "size", "error", "generator_version", "catalogue_version", "created_by", "created_at",
                  "completed_at"]
        read_only_fields = fields


class ManifestFileSerializer(serializers.Serializer):
    """One file of the archive as MANIFEST.json lists it (apps/bundles/renderer/archive.py)."""

    path = serializers.CharField()
    sha256 = serializers.CharField()
    size = serializers.IntegerField()
    mode = serializers.CharField(help_text="Octal, e.g. '0644'.")


class ManifestPlanSerializer(serializers.Serializer):
    id = serializers.IntegerField(allow_null=True)
    name = serializers.CharField(allow_null=True)
    version = serializers.IntegerField(allow_null=True)


class ManifestSerializer(serializers.Serializer):
    """MANIFEST.json of a complete bundle; empty ({}) until the bundle is rendered."""

    format = serializers.IntegerField(required=False)
    plan = ManifestPlanSerializer(required=False)
    rule_catalogue_version = serializers.CharField(required=False)
    generator_version = serializers.CharField(required=False)
    files = ManifestFileSerializer(many=True, required=False)


class BundleDetailSerializer(BundleSerializer):
    manifest = typed_json(ManifestSerializer)(read_only=True)
    files = typed_json(ManifestFileSerializer(many=True))(read_only=True)

    class Meta(BundleSerializer.Meta):
        fields = [*BundleSerializer.Meta.fields, "manifest", "files"]
        read_only_fields = fields


class BundleFileSerializer(serializers.Serializer):
    path = serializers.CharField()
    mode = serializers.CharField()
    content = serializers.CharField()


class BundleDiffFileSerializer(serializers.Serializer):
    path = serializers.CharField()
    status = serializers.ChoiceField(choices=DIFF_CHANGES)
    diff = serializers.CharField()


class BundleDiffSerializer(serializers.Serializer):
    # "from" is a keyword, so the field is declared through the constructor below.
    to = serializers.IntegerField()
    files = BundleDiffFileSerializer(many=True)
    unchanged = serializers.IntegerField()

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = serializers.IntegerField()
        return fields
