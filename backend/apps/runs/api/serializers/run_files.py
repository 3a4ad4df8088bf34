"""A run's files: the file, its parse result and metrics, uploads, marking a file as belonging, its text."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.common.api.schema import typed_json

from ...models import RunFile
from ...selectors import DETAIL_OMITS, archive_entries
from .archives import ArchiveEntrySerializer
from .metrics import FileMetricsSerializer
from .results import RunFileResultField


class RunFileSerializer(serializers.ModelSerializer):
    sha256 = serializers.CharField(source="blob.sha256", read_only=True)
    size = serializers.IntegerField(source="blob.size", read_only=True)
    job_state = serializers.CharField(source="job.state", default=None, allow_null=True, read_only=True)
    job_progress = serializers.IntegerField(source="job.progress", default=None, allow_null=True, read_only=True)
    entries = serializers.SerializerMethodField(help_text="For an archive: what became of each of its entries.")

    class Meta:
        model = RunFile
        fields = ["id", "name", "sha256", "size", "state", "kind", "format", "release", "error", "archive", "job",
                  "job_state", "job_progress", "parser_version", "uploaded_at", "entries", "belongs"]
        read_only_fields = fields

    @extend_schema_field(ArchiveEntrySerializer(many=True))
    def get_entries(self, obj: RunFile) -> list[dict]:
        return ArchiveEntrySerializer(archive_entries(run_file=obj), many=True).data


class RunFileDetailSerializer(RunFileSerializer):
    """A file with its parse result, read from ``selectors.readable_run_file_details``: the detail lists and the OS
    samples (``selectors.DETAIL_OMITS``) are left out, paged through /run-files/{id}/sections/ and /series/."""

    result = RunFileResultField(source="shown_result", read_only=True, allow_null=True)
    metrics = typed_json(FileMetricsSerializer)(read_only=True, allow_null=True)

    class Meta(RunFileSerializer.Meta):
        fields = [*RunFileSerializer.Meta.fields, "metrics", "result"]
        read_only_fields = fields

    def to_representation(self, instance):
        data = super().to_representation(instance)
        if isinstance(data.get("result"), dict):  # a database that sent the whole document
            data["result"] = {k: v for k, v in data["result"].items() if k not in DETAIL_OMITS}
        return data


class BelongsSerializer(serializers.Serializer):
    belongs = serializers.BooleanField(help_text="true: the file belongs to the run and is used for its metrics; "
                                                 "false: set it aside again.")


class UploadSerializer(serializers.Serializer):
    files = serializers.ListField(child=serializers.FileField(allow_empty_file=True), allow_empty=False)
    paths = serializers.ListField(
        child=serializers.CharField(allow_blank=True), required=False,
        help_text="Where each file sat in a folder handed over whole (for example 'node1/os/vmstat.out'), one per "
                  "file in the order of 'files': the file is then named with its folders, so files of one name in "
                  "different folders stay apart. Without it a file is named by its own name.")


class UploadRejectionSerializer(serializers.Serializer):
    """A file refused before it was stored."""

    name = serializers.CharField()
    error = serializers.CharField()


class UploadedSerializer(serializers.Serializer):
    files = RunFileSerializer(many=True)
    duplicates = serializers.ListField(child=serializers.IntegerField())
    jobs = serializers.ListField(child=serializers.IntegerField())
    rejected = UploadRejectionSerializer(many=True)
    ignored = UploadRejectionSerializer(many=True, help_text="Desktop metadata (.DS_Store, ._ files, Thumbs.db), "
                                                             "left out unstored; 'error' says what it is.")


class FileTextSerializer(serializers.Serializer):
    name = serializers.CharField()
    text = serializers.CharField()
    truncated = serializers.BooleanField()
    encoding = serializers.CharField()
