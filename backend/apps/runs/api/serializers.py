"""Request and response shapes of the runs API."""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from apps.accounts.api.params import ProjectIdField
from apps.common.api.params import RelatedIdField, restricted
from apps.common.api.schema import EveryFieldAnswered, JsonObjectField, JsonValueField, typed_json
from apps.intake.containers import COMPRESSED_FORMATS
from apps.plans.models import PlanVersion
from apps.rules.api.serializers import FindingSerializer

from ..metrics import CATALOGUE, OS_KEYS
from ..metrics.aggregate import OS_HOST_KEYS
from ..metrics.catalogue import FILE_KEYS
from ..models import Run, RunFile
from ..parsers.dispatch import RUN_FORMATS
from ..parsers.model import (
    FORMATS,
    KIND_ASH,
    KIND_AWR_COMPARE,
    KIND_AWR_INSTANCE,
    KIND_AWR_RAC_GLOBAL,
    KIND_BENCHMARK_CONFIG,
    KIND_BENCHMARK_TABLE,
    KIND_OS_STATS,
    KIND_SAR,
    KIND_STATSPACK,
    ParsedReport,
    TimedEvent,
)
from ..parsers.osstats.series import OsSummary
from ..selectors import DETAIL_OMITS, REPORT_SECTIONS, SAR_PARTS, SectionSpec, archive_entries

# --------------------------------------------------------------------------- a run's metrics and diagnosis


class MetricSourceSerializer(serializers.Serializer):
    """Where a value came from: a stored file and its report section, or (file null) derived or a study's table."""

    file = serializers.IntegerField(allow_null=True)
    name = serializers.CharField(help_text="The file's name, 'derived', or the study file of a reference run.")
    section = serializers.CharField(allow_null=True)


class MetricSerializer(serializers.Serializer):
    """A number with the files it came from and why those files won (apps/runs/metrics/catalogue.py precedence)."""

    value = serializers.FloatField()
    sources = MetricSourceSerializer(many=True)
    reason = serializers.CharField(required=False)
    kind = serializers.CharField(required=False, help_text="The kind of file that supplied the value.")
    indexed = serializers.BooleanField(
        required=False, help_text="An index (the experiment's reference run = 100), not a measurement.")
    note = serializers.CharField(required=False)
    plus_minus = serializers.FloatField(
        required=False, help_text="For a value calculated from rounded figures: the half-width of the range their "
                                  "rounding allows (the value is rounded to match).")


class WaitClassSharesMetricSerializer(MetricSerializer):
    value = serializers.DictField(child=serializers.FloatField(), help_text="Wait class -> % of DB time.")


class InterfaceRateSerializer(serializers.Serializer):
    rx_mb_s = serializers.FloatField(allow_null=True)
    tx_mb_s = serializers.FloatField(allow_null=True)


class InterfacesMetricSerializer(MetricSerializer):
    value = serializers.DictField(child=InterfaceRateSerializer(), help_text="Interface -> MB/s received and sent.")


#: Per-host OS figures (apps/runs/metrics/aggregate.py OS_HOST_KEYS), each with its own source.
OsHostFiguresSerializer = type("OsHostFiguresSerializer", (serializers.Serializer,), {
    **{key: MetricSerializer(required=False) for key in OS_HOST_KEYS},
    "interfaces": InterfacesMetricSerializer(required=False),
})


class OsMetricSerializer(MetricSerializer):
    value = serializers.DictField(child=OsHostFiguresSerializer(), help_text="Host -> its OS figures.")


class InterconnectOsMetricSerializer(MetricSerializer):
    interface = serializers.CharField(help_text="The plan's interconnect interface.")
    per_host = serializers.DictField(child=serializers.FloatField(), help_text="Host -> received plus sent MB/s.")


def dataclass_serializer(row_type: type, name: str, **extra: serializers.Field) -> type[serializers.Serializer]:
    """A serializer whose fields are a parser record's fields (a dataclass, or a TypedDict whose optional keys are
    not required), so the two never drift apart."""
    optional = getattr(row_type, "__optional_keys__", frozenset())
    attrs = {key: _hint_field(hint, **({"required": False} if key in optional else {}))
             for key, hint in typing.get_type_hints(row_type).items()}
    return type(name, (serializers.Serializer,), {**attrs, **extra})


def _hint_field(hint: Any, **kwargs: Any) -> serializers.Field:
    """The schema field of one type hint of the parse model: scalars, lists, string-keyed dicts, nested records
    (one component each), ``X | None`` as nullable; ``Any`` and mixed unions as any JSON value."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        nullable = len(args) < len(typing.get_args(hint))
        return _hint_field(args[0], allow_null=nullable) if len(args) == 1 else JsonValueField()
    if origin is list and typing.get_origin(args[0]) is tuple:  # a histogram's (bucket, %) pairs
        return HistogramBucketSerializer(many=True, **kwargs)
    if origin is list:
        return serializers.ListField(child=_hint_field(args[0]), **kwargs)
    if origin is dict:
        return JsonObjectField(**kwargs) if args[1] is Any else serializers.DictField(child=_hint_field(args[1]),
                                                                                     **kwargs)
    if dataclasses.is_dataclass(hint) or typing.is_typeddict(hint):
        return _record_serializer(hint)(**kwargs)
    if hint is Any:
        return JsonValueField()
    return _SCALARS[hint](**kwargs)


def _literal_field(values: tuple[str, ...], **kwargs: Any) -> serializers.ChoiceField:
    """A choice documented inline as its constants, not as an enum component: the schema names enum components
    after the field (``kind``, ``format``), and a second set under a name another serializer uses renames both."""
    literals = [{"type": "string", "const": v} for v in values]
    schema = literals[0] if len(literals) == 1 else {"anyOf": literals}
    return extend_schema_field(schema)(type("LiteralField", (serializers.ChoiceField,), {}))(choices=values, **kwargs)


@functools.cache
def _record_serializer(record: type) -> type[serializers.Serializer]:
    """One serializer (one schema component) per nested record of the parse result."""
    if record is TimedEvent:
        return RunTopEventSerializer
    return dataclass_serializer(record, f"Report{record.__name__}Serializer")


class HistogramBucketSerializer(serializers.Serializer):
    label = serializers.CharField(help_text="The bucket's upper bound as the report prints it, e.g. '<8ms'.")
    pct = serializers.FloatField(allow_null=True, help_text="% of the event's waits in this bucket.")


_SCALARS = {str: serializers.CharField, float: serializers.FloatField, int: serializers.IntegerField,
            bool: serializers.BooleanField}

RunTopEventSerializer = dataclass_serializer(TimedEvent, "RunTopEventSerializer")


class TopEventsMetricSerializer(MetricSerializer):
    value = RunTopEventSerializer(many=True)


class RunWarningSerializer(serializers.Serializer):
    """Files of a run that may not belong together (different DBIDs, periods that do not overlap)."""

    code = serializers.ChoiceField(choices=["dbid_mismatch", "window_mismatch"])
    message = serializers.CharField()
    files = serializers.ListField(child=serializers.IntegerField())


class RunFileRefSerializer(serializers.Serializer):
    """A file of the run, by id and name."""

    file = serializers.IntegerField()
    name = serializers.CharField()


class MainReportSerializer(RunFileRefSerializer):
    """The database report a run's figures come from (apps/runs/metrics/sources.py)."""

    kind = serializers.CharField()
    database = serializers.CharField(allow_null=True)
    dbid = serializers.IntegerField(allow_null=True)
    instances = serializers.ListField(child=serializers.CharField())
    begin = serializers.CharField(allow_null=True, help_text="The first snapshot's time as the report prints it.")
    end = serializers.CharField(allow_null=True)
    window = serializers.CharField(allow_null=True, help_text="The period in words, e.g. '20 Feb 2020 21:32 to 21:45'.")
    truncated = serializers.BooleanField(help_text="Cut short: chosen only because no complete report exists.")
    reason = serializers.CharField(help_text="Why this report is the main one.")


class FileCheckSerializer(RunFileRefSerializer):
    """A file that differs from the run's main report: set aside from the metrics unless a contributor accepted it."""

    code = serializers.ChoiceField(choices=["other_database", "other_instance", "other_window", "duplicate"])
    message = serializers.CharField(help_text="Why, in words: 'from another database: ORCL, 2014'.")
    accepted = serializers.BooleanField(help_text="A contributor said it belongs: it is used for the metrics.")
    truncated = serializers.BooleanField(help_text="The report is cut short (no 'End of Report' line).")


class DriverEvidenceSerializer(RunFileRefSerializer):
    section = serializers.CharField(allow_null=True)
    detail = serializers.CharField(help_text="What in the file shows the driver.")
    driver = serializers.CharField(help_text="The driver this file shows.")


class RunDriverSerializer(serializers.Serializer):
    """The workload driver of a run, what shows it, and the metrics its throughput is judged on
    (apps/runs/metrics/driver.py)."""

    value = serializers.ChoiceField(choices=["slob", "hammerdb", "swingbench"], allow_null=True)
    label = serializers.CharField()
    throughput = serializers.ListField(child=serializers.CharField(),
                                       help_text="Run metric keys, the headline first.")
    evidence = DriverEvidenceSerializer(many=True)
    conflict = serializers.BooleanField(help_text="Some file shows another driver.")


#: The numeric metrics a run can carry: the catalogue's (apps/runs/metrics/catalogue.py), aggregated from its files
#: or, for a reference run, copied from a study's results (apps/comparisons/reference.py).
NUMERIC_RUN_METRICS = tuple(m.key for m in CATALOGUE)

RunMetricsSerializer = type("RunMetricsSerializer", (serializers.Serializer,), {
    "__doc__": "A run's metrics; every key is optional (a run without parsed files has none).",
    "basis": serializers.CharField(required=False, help_text="Which kind of file speaks for the run "
                                                             "(awr_rac_global, awr_instance, benchmark_table, sar, "
                                                             "none, reference_absolute, reference_normalized)."),
    "files": serializers.ListField(child=serializers.IntegerField(), required=False,
                                   help_text="The files the run's figures come from."),
    "warnings": RunWarningSerializer(many=True, required=False),
    "main_report": MainReportSerializer(required=False),
    "file_checks": FileCheckSerializer(many=True, required=False),
    "driver": RunDriverSerializer(required=False),
    **{key: MetricSerializer(required=False) for key in NUMERIC_RUN_METRICS},
    "wait_class_shares": WaitClassSharesMetricSerializer(required=False),
    "top_events": TopEventsMetricSerializer(required=False),
    "series": serializers.ListField(child=serializers.DictField(child=JsonValueField()), required=False),
    "os": OsMetricSerializer(required=False),
    "interconnect_os_mb_s": InterconnectOsMetricSerializer(required=False),
})


class DriftItemSerializer(serializers.Serializer):
    """A parameter the AWR report shows set differently from the linked plan."""

    parameter = serializers.CharField()
    path = serializers.CharField(help_text="JSON pointer into the plan's document.")
    plan = JsonValueField()
    measured = JsonValueField()
    message = serializers.CharField()


class DiagnosisSerializer(serializers.Serializer):
    """Plan drift and the result rules' findings; empty ({}) until the run has been diagnosed."""

    drift = DriftItemSerializer(many=True, required=False)
    findings = FindingSerializer(many=True, required=False)
    catalogue_version = serializers.CharField(required=False)


class PlanRefSerializer(serializers.Serializer):
    """The plan version a run is linked to."""

    id = serializers.IntegerField(help_text="The plan's id.")
    name = serializers.CharField()
    version = serializers.IntegerField(help_text="The version's number.")


@extend_schema_field({"type": "object", "additionalProperties": {"type": "string"}})
class TagsField(serializers.JSONField):
    """Tags: key -> value."""


RunMetricsField = typed_json(RunMetricsSerializer)


class FileMetricSerializer(serializers.Serializer):
    """One figure of a parsed file (apps/runs/metrics/derive.py): null, with a null section, when the file does not
    carry it."""

    value = serializers.FloatField(allow_null=True)
    section = serializers.CharField(allow_null=True, help_text="The report section it was read from.")
    plus_minus = serializers.FloatField(
        required=False, help_text="For a value calculated from rounded figures: the half-width of the range their "
                                  "rounding allows.")


class FileFigureSerializer(serializers.Serializer):
    """A figure of a parsed file that is not a plain number: a wait class breakdown, the top event's name, per-device
    or per-interface averages, the host name or the sampled window."""

    value = JsonValueField()
    section = serializers.CharField(allow_null=True, help_text="The report section it was read from.")
    pct_db_time = serializers.FloatField(required=False, allow_null=True, help_text="The top event's % of DB time.")
    wait_class = serializers.CharField(required=False, allow_null=True, help_text="The top event's wait class.")


_FILE_FIGURES = ("wait_class_shares", "top_event", "devices", "interfaces", "host", "window")
#: A parsed file's own metrics (RunFile.metrics, written by derive_metrics): the catalogue's per-file numbers, OS
#: statistics' figures, and a benchmark table's rows.
FileMetricsSerializer = type("FileMetricsSerializer", (serializers.Serializer,), {
    "__doc__": "A parsed file's metrics, each with the report section it was read from; every key is optional.",
    **{key: FileMetricSerializer(required=False)
       for key in dict.fromkeys([*FILE_KEYS, *OS_KEYS]) if key not in _FILE_FIGURES},
    **{key: FileFigureSerializer(required=False) for key in _FILE_FIGURES},
    "series": serializers.ListField(child=serializers.DictField(child=JsonValueField()), required=False,
                                    help_text="A benchmark table's metrics row by row."),
})


#: What became of an archive's entry (apps/runs/services/upload.py ``archive_unpack``).
ARCHIVE_ENTRY_STATES = ("imported", "unpacked", "skipped", "ignored", "removed")


class StoredArchiveEntrySerializer(serializers.Serializer):
    """What became of one entry of an uploaded archive, as the archive's parse result keeps it."""

    path = serializers.CharField(help_text="The entry's path inside the archive (nested archives included).")
    state = serializers.ChoiceField(choices=ARCHIVE_ENTRY_STATES,
                                    help_text="imported: stored as a file of the run; unpacked: a nested archive "
                                              "whose entries follow; skipped: refused, see error; ignored: desktop "
                                              "metadata (__MACOSX, .DS_Store), left out unread; removed: taken out "
                                              "of the run by a contributor (not imported again on re-parse).")
    error = serializers.CharField(allow_blank=True)
    file = serializers.IntegerField(allow_null=True, help_text="The run file it became (null once removed).")
    format = serializers.CharField(required=False, help_text="Archive format of a nested archive (unpacked only).")


class ArchiveEntrySerializer(StoredArchiveEntrySerializer):
    """What became of one entry of an uploaded archive."""

    file_state = serializers.CharField(allow_null=True, help_text="That file's parse state, when it exists.")
    format = serializers.CharField(allow_blank=True, help_text="Archive format of a nested archive.")


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


# --------------------------------------------------------------------------- a run file's parse result
# RunFile.result is ParsedReport.to_dict() (raw sections capped, the detail lists paged apart), or for an uploaded
# archive what became of its entries. Every field of the parse model is sent for every kind; each kind's component
# names the ones that kind fills (the others stay empty), typed from the model's own hints.

#: Fields every kind fills: what the file is, who and when it is about, and what the parser noticed.
_HEADER_FIELDS = ("kind", "format", "source_name", "release", "note", "identity", "snapshot", "host", "extra",
                  "section_titles", "raw_sections", "warnings")
_AWR_FIELDS = ("load_profile", "instance_efficiency", "top_events", "wait_classes", "time_model", "host_cpu",
               "instance_cpu", "os_stats", "io_profile", "memory", "cache_sizes", "parameters", "gc_load_profile",
               "gc_efficiency", "gc_workload", "gc_messaging", "interconnect", "instances", "cluster_total")


_REPORT_HINTS = typing.get_type_hints(ParsedReport)


def _result_serializer(name: str, kinds: tuple[str, ...], fields: tuple[str, ...], doc: str):
    """The parse result of ``kinds``: the header fields and ``fields``, typed from ParsedReport's hints."""
    attrs: dict[str, Any] = {"__doc__": doc, "kinds": kinds}
    for field_name in (*_HEADER_FIELDS, *fields):
        # os_summary is typed where it is made (osstats/series.py); the model keeps it a plain dict
        attrs[field_name] = _hint_field(OsSummary if field_name == "os_summary" else _REPORT_HINTS[field_name])
    attrs["kind"] = _literal_field(kinds)  # each component its own kinds, so the union is told apart by ``kind``
    attrs["format"] = _literal_field(FORMATS)
    attrs["compression"] = _literal_field(COMPRESSED_FORMATS, required=False,
                                          help_text="The file was sent compressed and parsed decompressed.")
    return type(name, (serializers.Serializer,), attrs)


_RESULTS = [
    _result_serializer("AwrReportResult", (KIND_AWR_INSTANCE, KIND_AWR_RAC_GLOBAL, KIND_STATSPACK), _AWR_FIELDS,
                       "An AWR instance or RAC-global report, or a Statspack report (the detail lists are paged "
                       "through /run-files/{id}/sections/)."),
    _result_serializer("AwrCompareResult", (KIND_AWR_COMPARE,), (),
                       "An AWR compare-period report: its periods are in extra.periods (split them into two runs "
                       "with /run-files/{id}/split-periods/)."),
    _result_serializer("AshReportResult", (KIND_ASH,), (), "An ASH report: its header and extra."),
    _result_serializer("SarResult", (KIND_SAR,), ("os_summary",),
                       "sar output: the per-run figures (its lines as printed are paged through "
                       "/run-files/{id}/sar/{part}/, the samples through /run-files/{id}/series/)."),
    _result_serializer("OsStatsResult", (KIND_OS_STATS,), ("os_summary",),
                       f"OS statistics ({', '.join(f.short for f in RUN_FORMATS if KIND_OS_STATS in f.kinds)}): the "
                       "per-run figures (the samples are paged through /run-files/{id}/series/)."),
    _result_serializer("BenchmarkTableResult", (KIND_BENCHMARK_TABLE,), ("benchmark_rows",),
                       "A driver's results: one row per measured point."),
    _result_serializer("BenchmarkConfigResult", (KIND_BENCHMARK_CONFIG,), ("run_settings",),
                       "A driver's configuration (slob.conf): its settings, no measurement."),
]

#: A parsed file's result, told apart by ``kind``.
ParseResultSerializer = PolymorphicProxySerializer(
    component_name="ParseResult", resource_type_field_name="kind",
    serializers={kind: serializer for serializer in _RESULTS
                 for kind in serializer.kinds})


class ArchiveResultSerializer(serializers.Serializer):
    """An uploaded archive: what became of each entry."""

    format = serializers.CharField(help_text="The archive's format (zip, tar, tar.gz, ...).")
    entries = StoredArchiveEntrySerializer(many=True)
    imported = serializers.IntegerField()
    skipped = serializers.IntegerField()
    stopped = serializers.CharField(allow_blank=True, help_text="Why reading the archive stopped early, if it did.")


#: RunFile.result: a parse result, an archive's entries, or null until parsed (or when parsing failed).
RunFileResultField = typed_json(PolymorphicProxySerializer(
    component_name="RunFileResult", resource_type_field_name=None,
    serializers=[ParseResultSerializer, ArchiveResultSerializer]))


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


class RunSerializer(EveryFieldAnswered, serializers.ModelSerializer):
    """A run; on writes ``tags`` takes a dict, a list of ``key=value`` or a comma-separated string."""

    project = ProjectIdField()
    plan_version = RelatedIdField(queryset=PlanVersion.objects.all(), visible=restricted("view"),
                                  required=False, allow_null=True)
    plan = serializers.SerializerMethodField()
    tags = TagsField(required=False)
    metrics = RunMetricsField(read_only=True)
    file_count = serializers.IntegerField(read_only=True, default=None, allow_null=True)
    failed_count = serializers.IntegerField(read_only=True, default=None, allow_null=True)

    class Meta:
        model = Run
        fields = ["id", "project", "plan_version", "plan", "label", "date", "workload", "users", "notes", "tags",
                  "reference", "metrics", "created_at", "updated_at", "file_count", "failed_count"]
        read_only_fields = ["metrics", "created_at", "updated_at", "reference"]

    @extend_schema_field(PlanRefSerializer(allow_null=True))
    def get_plan(self, run: Run) -> dict | None:
        pv = run.plan_version
        if pv is None:
            return None
        return {"id": pv.plan_id, "name": pv.plan.name, "version": pv.number}


class RunDetailSerializer(RunSerializer):
    files = RunFileSerializer(many=True, read_only=True)
    diagnosis = typed_json(DiagnosisSerializer)(read_only=True)

    class Meta(RunSerializer.Meta):
        fields = [*RunSerializer.Meta.fields, "diagnosis", "files"]
        read_only_fields = [*RunSerializer.Meta.read_only_fields, "diagnosis"]


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


# --------------------------------------------------------------------------- report detail sections


def _row_serializer(spec: SectionSpec) -> type[serializers.Serializer]:
    """A typed serializer for one list's rows, built from the parser's dataclass."""
    extra = {}
    if spec.key == "sql_stats":
        extra["sql_text"] = serializers.CharField(allow_null=True, help_text="Full text of the statement.")
    return dataclass_serializer(spec.row_type, "".join(p.title() for p in spec.key.split("_")) + "Row", **extra)


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


# --------------------------------------------------------------------------- sar's lines as printed, paged


def _sar_page_serializer(part: str, key: str) -> type[serializers.Serializer]:
    attrs = {
        "__doc__": f"Lines of sar's {part} part, as printed (the Average lines with a null time).",
        "file": serializers.IntegerField(),
        "part": serializers.ChoiceField(choices=[part]),
        "title": serializers.CharField(help_text="Which sar report the lines come from, e.g. 'sar -u'."),
        "count": serializers.IntegerField(help_text="Lines over all pages."),
        "offset": serializers.IntegerField(),
        "limit": serializers.IntegerField(),
        "rows": _hint_field(_REPORT_HINTS[key]),
    }
    return type(f"Sar{part.title()}Page", (serializers.Serializer,), attrs)


SAR_PAGE_SERIALIZERS = {part: _sar_page_serializer(part, key) for part, key in SAR_PARTS.items()}


# --------------------------------------------------------------------------- a file's OS series, paged

class _SeriesGroupHeadSerializer(serializers.Serializer):
    index = serializers.IntegerField(help_text="The group's number in the file: /run-files/{id}/series/{index}/.")
    category = serializers.CharField(help_text="What the group measures: cpu, disk, net, runq, memory, ...")
    source = serializers.CharField(help_text="The tool and section it came from, e.g. 'sar -n DEV'.")
    host = serializers.CharField(allow_null=True)
    columns = serializers.ListField(child=serializers.CharField())
    interval_s = serializers.FloatField(allow_null=True, help_text="Seconds between samples; null when unknown.")
    interval_source = serializers.ChoiceField(
        choices=("header", "timestamps"), allow_null=True,
        help_text="Where interval_s was read: the tool's header (nmon AAA,interval; OSWatcher 'Sample interval'), "
                  "or the median gap between sample times; null when unknown.")
    count = serializers.IntegerField(help_text="Samples in the group.")


class SeriesOutlineSerializer(_SeriesGroupHeadSerializer):
    """One group of a file's OS series, without its samples."""

    objects = serializers.ListField(child=serializers.CharField(), help_text="CPUs, devices or interfaces.")
    first = serializers.CharField(allow_null=True, help_text="First sample's local time (null when untimed).")
    last = serializers.CharField(allow_null=True)


class RunFileSeriesSerializer(serializers.Serializer):
    file = serializers.IntegerField()
    series = SeriesOutlineSerializer(many=True)


class SeriesPageSerializer(_SeriesGroupHeadSerializer):
    """Samples ``offset`` to ``offset + limit`` of one group, by column: ``objects[name][column][i]`` was measured
    at ``times[i]``."""

    offset = serializers.IntegerField()
    limit = serializers.IntegerField()
    times = serializers.ListField(child=serializers.CharField(allow_null=True),
                                  help_text="ISO local times; empty when the tool printed none (vmstat without -t).")
    objects = serializers.DictField(child=serializers.DictField(
        child=serializers.ListField(child=serializers.FloatField(allow_null=True))))


#: What an OS statistics chart group measures.
CHART_CATEGORIES = ("cpu", "disk", "net", "runq")


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
    category = serializers.ChoiceField(choices=CHART_CATEGORIES)
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
