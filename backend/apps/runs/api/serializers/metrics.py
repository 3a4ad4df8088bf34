"""A run's metrics (each with its sources) and a parsed file's own figures."""

from __future__ import annotations

from rest_framework import serializers

from apps.common.api.schema import JsonValueField, typed_json

from ...metrics import CATALOGUE, OS_KEYS
from ...metrics.aggregate import OS_HOST_KEYS
from ...metrics.catalogue import FILE_KEYS
from .records import RunTopEventSerializer


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
