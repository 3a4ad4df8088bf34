"""Request and response shapes of the runs API."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.models import Project
from apps.plans.models import PlanVersion

from ..models import Run, RunFile
from ..selectors import archive_entries


class ArchiveEntrySerializer(serializers.Serializer):
    """What became of one entry of an uploaded archive."""

    path = serializers.CharField(help_text="The entry's path inside the archive (nested archives included).")
    state = serializers.ChoiceField(choices=["imported", "unpacked", "skipped", "removed"],
                                    help_text="imported: stored as a file of the run; unpacked: a nested archive "
                                              "whose entries follow; skipped: refused, see error; removed: taken "
                                              "out of the run by a contributor (not imported again on re-parse).")
    error = serializers.CharField(allow_blank=True)
    file = serializers.IntegerField(allow_null=True, help_text="The run file it became (null once removed).")
    file_state = serializers.CharField(allow_null=True, help_text="That file's parse state, when it exists.")
    format = serializers.CharField(allow_blank=True, help_text="Archive format of a nested archive.")


class RunFileSerializer(serializers.ModelSerializer):
    sha256 = serializers.CharField(source="blob.sha256", read_only=True)
    size = serializers.IntegerField(source="blob.size", read_only=True)
    job_state = serializers.CharField(source="job.state", default=None, read_only=True)
    job_progress = serializers.IntegerField(source="job.progress", default=None, read_only=True)
    entries = serializers.SerializerMethodField(help_text="For an archive: what became of each of its entries.")

    class Meta:
        model = RunFile
        fields = ["id", "name", "sha256", "size", "state", "kind", "format", "release", "error", "archive", "job",
                  "job_state", "job_progress", "parser_version", "uploaded_at", "entries"]
        read_only_fields = fields

    @extend_schema_field(ArchiveEntrySerializer(many=True))
    def get_entries(self, obj: RunFile) -> list[dict]:
        return ArchiveEntrySerializer(archive_entries(run_file=obj), many=True).data


class RunFileDetailSerializer(RunFileSerializer):
    class Meta(RunFileSerializer.Meta):
        fields = [*RunFileSerializer.Meta.fields, "metrics", "result"]
        read_only_fields = fields


class RunSerializer(serializers.ModelSerializer):
    """A run; on writes ``tags`` takes a dict, a list of ``key=value`` or a comma-separated string."""

    project = serializers.PrimaryKeyRelatedField(queryset=Project.objects.all())
    plan_version = serializers.PrimaryKeyRelatedField(queryset=PlanVersion.objects.all(), required=False,
                                                      allow_null=True)
    plan = serializers.SerializerMethodField()
    tags = serializers.JSONField(required=False)
    file_count = serializers.IntegerField(read_only=True, default=None)
    failed_count = serializers.IntegerField(read_only=True, default=None)

    class Meta:
        model = Run
        fields = ["id", "project", "plan_version", "plan", "label", "date", "workload", "users", "notes", "tags",
                  "reference", "metrics", "created_at", "updated_at", "file_count", "failed_count"]
        read_only_fields = ["metrics", "created_at", "updated_at", "reference"]

    def get_plan(self, run: Run) -> dict | None:
        pv = run.plan_version
        if pv is None:
            return None
        return {"id": pv.plan_id, "name": pv.plan.name, "version": pv.number}


class RunDetailSerializer(RunSerializer):
    files = RunFileSerializer(many=True, read_only=True)

    class Meta(RunSerializer.Meta):
        fields = [*RunSerializer.Meta.fields, "diagnosis", "files"]
        read_only_fields = [*RunSerializer.Meta.read_only_fields, "diagnosis"]


class UploadSerializer(serializers.Serializer):
    files = serializers.ListField(child=serializers.FileField(allow_empty_file=True), allow_empty=False)


class UploadedSerializer(serializers.Serializer):
    files = RunFileSerializer(many=True)
    duplicates = serializers.ListField(child=serializers.IntegerField())
    jobs = serializers.ListField(child=serializers.IntegerField())
    rejected = serializers.ListField(child=serializers.DictField())


class FileTextSerializer(serializers.Serializer):
    name = serializers.CharField()
    text = serializers.CharField()
    truncated = serializers.BooleanField()
    encoding = serializers.CharField()
