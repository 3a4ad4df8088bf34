"""Request and response shapes of the runs API, one module per resource: :mod:`.runs` (a run, its diagnosis, a
compare report split into runs), :mod:`.run_files` (a run's files and uploads), :mod:`.results` (a file's parse
result), :mod:`.archives` (an archive's entries), :mod:`.metrics` (a run's and a file's figures), :mod:`.sections`
(a report's detail lists), :mod:`.sar` (sar's lines), :mod:`.series` (a file's OS series) and :mod:`.timeseries`
(a run's OS charts); :mod:`.records` types serializers from the parser's records. This package re-exports the
public names.
"""

from .archives import (
    ARCHIVE_ENTRY_STATES,
    ArchiveEntrySerializer,
    ArchiveResultSerializer,
    StoredArchiveEntrySerializer,
)
from .metrics import (
    NUMERIC_RUN_METRICS,
    DriverEvidenceSerializer,
    FileCheckSerializer,
    FileFigureSerializer,
    FileMetricSerializer,
    FileMetricsSerializer,
    InterconnectOsMetricSerializer,
    InterfaceRateSerializer,
    InterfacesMetricSerializer,
    MainReportSerializer,
    MetricSerializer,
    MetricSourceSerializer,
    OsHostFiguresSerializer,
    OsMetricSerializer,
    RunDriverSerializer,
    RunFileRefSerializer,
    RunMetricsField,
    RunMetricsSerializer,
    RunWarningSerializer,
    TopEventsMetricSerializer,
    WaitClassSharesMetricSerializer,
)
from .records import HistogramBucketSerializer, RunTopEventSerializer, dataclass_serializer
from .results import ParseResultSerializer, RunFileResultField
from .run_files import (
    BelongsSerializer,
    FileTextSerializer,
    RunFileDetailSerializer,
    RunFileSerializer,
    UploadedSerializer,
    UploadRejectionSerializer,
    UploadSerializer,
)
from .runs import (
    ComparePeriodsSerializer,
    DiagnosisSerializer,
    DriftItemSerializer,
    PeriodComparisonBaselineSerializer,
    PeriodComparisonRequestSerializer,
    PlanRefSerializer,
    RunDetailSerializer,
    RunSerializer,
    TagsField,
)
from .sar import SAR_PAGE_SERIALIZERS
from .sections import SECTION_PAGE_SERIALIZERS, ReportSectionSerializer, ReportSectionsSerializer
from .series import RunFileSeriesSerializer, SeriesOutlineSerializer, SeriesPageSerializer
from .timeseries import (
    CHART_CATEGORIES,
    AwrWindowSerializer,
    ChartGroupSerializer,
    ChartSeriesSerializer,
    DriverStepSerializer,
    RunTimeseriesSerializer,
)

__all__ = [
    "ARCHIVE_ENTRY_STATES",
    "ArchiveEntrySerializer",
    "ArchiveResultSerializer",
    "AwrWindowSerializer",
    "BelongsSerializer",
    "CHART_CATEGORIES",
    "ChartGroupSerializer",
    "ChartSeriesSerializer",
    "ComparePeriodsSerializer",
    "DiagnosisSerializer",
    "DriftItemSerializer",
    "DriverEvidenceSerializer",
    "DriverStepSerializer",
    "FileCheckSerializer",
    "FileFigureSerializer",
    "FileMetricSerializer",
    "FileMetricsSerializer",
    "FileTextSerializer",
    "HistogramBucketSerializer",
    "InterconnectOsMetricSerializer",
    "InterfaceRateSerializer",
    "InterfacesMetricSerializer",
    "MainReportSerializer",
    "MetricSerializer",
    "MetricSourceSerializer",
    "NUMERIC_RUN_METRICS",
    "OsHostFiguresSerializer",
    "OsMetricSerializer",
    "ParseResultSerializer",
    "PeriodComparisonBaselineSerializer",
    "PeriodComparisonRequestSerializer",
    "PlanRefSerializer",
    "ReportSectionSerializer",
    "ReportSectionsSerializer",
    "RunDetailSerializer",
    "RunDriverSerializer",
    "RunFileDetailSerializer",
    "RunFileRefSerializer",
    "RunFileResultField",
    "RunFileSerializer",
    "RunFileSeriesSerializer",
    "RunMetricsField",
    "RunMetricsSerializer",
    "RunSerializer",
    "RunTimeseriesSerializer",
    "RunTopEventSerializer",
    "RunWarningSerializer",
    "SAR_PAGE_SERIALIZERS",
    "SECTION_PAGE_SERIALIZERS",
    "SeriesOutlineSerializer",
    "SeriesPageSerializer",
    "StoredArchiveEntrySerializer",
    "TagsField",
    "TopEventsMetricSerializer",
    "UploadRejectionSerializer",
    "UploadSerializer",
    "UploadedSerializer",
    "WaitClassSharesMetricSerializer",
    "dataclass_serializer",
]
