"""The shapes of a metric value, as one file gives it (`derive`) and as the run keeps it (`aggregate`).

Both are stored as JSON (``RunFile.metrics``, ``Run.metrics``) and read back as the same plain dicts, so they are
typed dicts: the types name the keys every step reads and writes (derive, stored, aggregate), and the runs
serializers describe the same keys to the API (``FileMetricSerializer``, ``MetricSerializer``,
``MetricSourceSerializer``; a test holds them to it). The comparison engine reads the same keys of
``RunRecord.metrics`` but imports no app, so it keeps its own loose ``Mapping``.
"""

from typing import Any, NotRequired, TypedDict


class MetricValue(TypedDict):
    """One figure of one parsed file: its value (None when the file does not carry it) and the report section it was
    read from. A figure RACplan calculated from printed ones also says how far its value may be off
    (``plus_minus``); the top event adds its share and class, the driver its evidence."""

    value: Any
    section: str | None
    plus_minus: NotRequired[float | None]


class MetricSource(TypedDict):
    """A file a run metric was read from, and the section (``file`` None: calculated from other run metrics)."""

    file: int | None
    name: str
    section: str | None


class RunMetric(TypedDict):
    """One metric of a run: its value, the files it came from and why those files won."""

    value: Any
    sources: list[MetricSource]
    reason: NotRequired[str]
    plus_minus: NotRequired[float | None]
    #: The file kind of the tier the value came from (precedence.pick).
    kind: NotRequired[str]
    #: A reference run's value from a study's table: an index (the reference run = 100), not a measurement.
    indexed: NotRequired[bool]
    note: NotRequired[str]


#: A parsed file's metrics (``RunFile.metrics``): a :class:`MetricValue` per key, and ``series`` (a benchmark
#: table's metrics row by row) where the file has rows.
FileMetrics = dict[str, Any]
#: A run's metrics (``Run.metrics``): a :class:`RunMetric` per metric key, and the run's own facts beside them
#: (``basis``, ``files``, ``main_report``, ``file_checks``, ``driver``, ``warnings``, ``series``).
RunMetrics = dict[str, Any]


def metric(value: Any, section: str | None) -> MetricValue:
    """A file's figure; a float is rounded to 6 decimals, and a missing value has no section."""
    if value is None:
        return {"value": None, "section": None}
    if isinstance(value, float):
        value = round(value, 6)
    return {"value": value, "section": section}
