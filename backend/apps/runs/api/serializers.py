"""Request and response shapes of the runs API."""

from __future__ import annotations

from dataclasses import fields as dataclass_fields

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.common.api.params import ProjectIdField, RelatedIdField, restricted
from apps.plans.models import PlanVersion

from ..models import Run, RunFile
from ..selectors import REPORT_SECTIONS, SectionSpec, archive_entries


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

    def to_representation(self, instance):
        data = super().to_representation(instance)
        # the detail lists can hold thousands of rows: they are paged through /run-files/{id}/sections/
        if isinstance(data.get("result"), dict):
            data["result"] = {k: v for k, v in data["result"].items() if k != "sections"}
        return data


class RunSerializer(serializers.ModelSerializer):
    """A run; on writes ``tags`` takes a dict, a list of ``key=value`` or a comma-separated string."""

    project = ProjectIdField()
    plan_version = RelatedIdField(queryset=PlanVersion.objects.all(), visible=restricted("view"),
                                  required=False, allow_null=True)
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


# --------------------------------------------------------------------------- report detail sections

_SCALARS = {"str": serializers.CharField, "float": serializers.FloatField, "int": serializers.IntegerField,
            "bool": serializers.BooleanField}


class HistogramBucketSerializer(serializers.Serializer):
    label = serializers.CharField(help_text="The bucket's upper bound as the report prints it, e.g. '<8ms'.")
    pct = serializers.FloatField(allow_null=True, help_text="% of the event's waits in this bucket.")


def _row_serializer(spec: SectionSpec) -> type[serializers.Serializer]:
    """A typed serializer for one list's rows, built from the parser's dataclass so the two never drift apart."""
    attrs: dict[str, serializers.Field] = {}
    for f in dataclass_fields(spec.row_type):
        type_name = str(f.type)
        nullable = "None" in type_name
        base = type_name.replace("| None", "").strip()
        if f.name == "buckets":
            attrs[f.name] = HistogramBucketSerializer(many=True)
        else:
            attrs[f.name] = _SCALARS.get(base, serializers.CharField)(allow_null=nullable)
    if spec.key == "sql_stats":
        attrs["sql_text"] = serializers.CharField(allow_null=True, help_text="Full text of the statement.")
    name = "".join(p.title() for p in spec.key.split("_")) + "Row"
    return type(name, (serializers.Serializer,), attrs)


class ReportSectionSerializer(serializers.Serializer):
    key = serializers.ChoiceField(choices=list(REPORT_SECTIONS))
    title = serializers.CharField()
    source = serializers.CharField(help_text="The heading of the report section the rows come from.")
    count = serializers.IntegerField()
    groups = serializers.ListField(child=serializers.CharField(), help_text="Sub-lists, e.g. each 'SQL ordered by'.")


class ReportSectionsSerializer(serializers.Serializer):
    file = serializers.IntegerField()
    sections = ReportSectionSerializer(many=True)


def _page_serializer(spec: SectionSpec) -> type[serializers.Serializer]:
    name = "".join(p.title() for p in spec.key.split("_")) + "Page"
    attrs = {
        "key": serializers.ChoiceField(choices=[spec.key]),
        "title": serializers.CharField(),
        "source": serializers.CharField(),
        "group": serializers.CharField(allow_null=True),
        "groups": serializers.ListField(child=serializers.CharField()),
        "count": serializers.IntegerField(help_text="Rows matching the group and search, over all pages."),
        "offset": serializers.IntegerField(),
        "limit": serializers.IntegerField(),
        "ordering": serializers.CharField(),
        "rows": _row_serializer(spec)(many=True),
    }
    return type(name, (serializers.Serializer,), attrs)


SECTION_PAGE_SERIALIZERS = {key: _page_serializer(spec) for key, spec in REPORT_SECTIONS.items()}


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


class PeriodComparisonBaselineSerializer(serializers.Serializer):
    run = serializers.IntegerField()


class PeriodComparisonRequestSerializer(serializers.Serializer):
    runs = serializers.ListField(child=serializers.IntegerField())
    baseline = PeriodComparisonBaselineSerializer()


class ComparePeriodsSerializer(serializers.Serializer):
    runs = RunDetailSerializer(many=True)
    comparison_request = PeriodComparisonRequestSerializer(
        help_text="A comparison of the two periods, ready to POST to /api/comparisons/ or as a report's request.")
