"""A run file's parse result: one component per report kind, told apart by ``kind``, or an archive's entries."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer
from rest_framework import serializers

from apps.common.api.schema import typed_json
from apps.intake.containers import COMPRESSED_FORMATS

from ...parsers.dispatch import RUN_FORMATS
from ...parsers.model import (
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
)
from ...parsers.osstats.series import OsSummary
from .archives import ArchiveResultSerializer
from .records import _REPORT_HINTS, _hint_field, _literal_field

# RunFile.result is ParsedReport.to_dict() (raw sections capped, the detail lists paged apart), or for an uploaded
# archive what became of its entries. Every field of the parse model is sent for every kind; each kind's component
# names the ones that kind fills (the others stay empty), typed from the model's own hints.

#: Fields every kind fills: what the file is, who and when it is about, and what the parser noticed.
_HEADER_FIELDS = ("kind", "format", "source_name", "release", "note", "identity", "snapshot", "host", "extra",
                  "section_titles", "raw_sections", "warnings")


_AWR_FIELDS = ("load_profile", "instance_efficiency", "top_events", "wait_classes", "time_model", "host_cpu",
               "instance_cpu", "os_stats", "io_profile", "memory", "cache_sizes", "parameters", "gc_load_profile",
               "gc_efficiency", "gc_workload", "gc_messaging", "interconnect", "instances", "cluster_total")


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


#: RunFile.result: a parse result, an archive's entries, or null until parsed (or when parsing failed).
RunFileResultField = typed_json(PolymorphicProxySerializer(
    component_name="RunFileResult", resource_type_field_name=None,
    serializers=[ParseResultSerializer, ArchiveResultSerializer]))
