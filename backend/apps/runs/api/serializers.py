"""Request and response shapes of the runs API."""

from __future__ import annotations

from rest_framework import serializers

from apps.accounts.models import Project
from apps.plans.models import PlanVersion

from ..models import Run, RunFile


class RunFileSerializer(serializers.ModelSerializer):
    sha256 = serializers.CharField(source="blob.sha256", read_only=True)
    size = serializers.IntegerField(source="blob.size", read_only=True)
    job_state = serializers.CharField(source="job.state", default=None, read_only=True)
    job_progress = serializers.IntegerField(source="job.progress", default=None, read_only=True)

    class Meta:
        model = RunFile
        fields = ["id", "name", "sha256", "size", "state", "kind", "format", "release", "error", "archive", "job",
                  "job_state", "job_progress", "parser_version", "uploaded_at"]
        read_only_fields = fields


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


class ChartSeriesSerializer(serializers.Serializer):
    """One downsampled line: an object (CPU ``all``, a device, an interface) and one of its columns."""

    object = serializers.CharField()
    column = serializers.CharField()
    x = serializers.ListField(child=serializers.CharField(), help_text="ISO local times, or sample numbers")
    y = serializers.ListField(child=serializers.FloatField(allow_null=True))


class ChartGroupSerializer(serializers.Serializer):
    """The series of one category measured by one file on one host."""

    file = serializers.IntegerField()
    file_name = serializers.CharField()
    category = serializers.ChoiceField(choices=["cpu", "disk", "net", "runq"])
    source = serializers.CharField()
    host = serializers.CharField(allow_null=True)
    timed = serializers.BooleanField(help_text="false when the tool printed no times (x are sample numbers)")
    samples = serializers.IntegerField(help_text="samples stored for this group (before downsampling)")
    objects_total = serializers.IntegerField()
    series = ChartSeriesSerializer(many=True)


class AwrWindowSerializer(serializers.Serializer):
    begin = serializers.CharField()
    end = serializers.CharField()
    files = serializers.ListField(child=serializers.IntegerField())
    names = serializers.ListField(child=serializers.CharField())


class DriverStepSerializer(serializers.Serializer):
    """One step of the driver's results: a user count and the throughput it reached."""

    users = serializers.FloatField()
    throughput = serializers.FloatField()
    unit = serializers.CharField()
    label = serializers.CharField()
    file = serializers.IntegerField()
    file_name = serializers.CharField()


class RunTimeseriesSerializer(serializers.Serializer):
    groups = ChartGroupSerializer(many=True)
    awr_window = AwrWindowSerializer(allow_null=True)
    driver_steps = DriverStepSerializer(many=True)
    interconnect_interface = serializers.CharField(allow_null=True)
    max_points = serializers.IntegerField()
