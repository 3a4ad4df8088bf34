"""Result model shared by every parser.

Parsers are pure: they take bytes and return a :class:`ParsedReport`. The model is
deliberately flat and JSON-friendly so that the ingest service can store ``to_dict()``
as-is and the comparison code can read it without knowing which parser produced it.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import typing
from dataclasses import dataclass, field
from typing import Any

# Values of ParsedReport.kind
KIND_AWR_INSTANCE = "awr_instance"
KIND_AWR_RAC_GLOBAL = "awr_rac_global"
KIND_AWR_COMPARE = "awr_compare"
KIND_ASH = "ash"
KIND_BENCHMARK_TABLE = "benchmark_table"
KIND_SAR = "sar"
KIND_STATSPACK = "statspack"
KIND_OS_STATS = "os_stats"
KIND_BENCHMARK_CONFIG = "benchmark_config"
KINDS = (
    KIND_AWR_INSTANCE,
    KIND_AWR_RAC_GLOBAL,
    KIND_AWR_COMPARE,
    KIND_ASH,
    KIND_BENCHMARK_TABLE,
    KIND_SAR,
    KIND_STATSPACK,
    KIND_OS_STATS,
    KIND_BENCHMARK_CONFIG,
)

# Values of ParsedReport.format
FORMATS = ("html", "text", "csv", "json", "nmon", "xml")

# How many rows of a section we do not understand are kept verbatim.
RAW_SECTION_ROW_CAP = 25
RAW_SECTION_CAP = 400


class ParseError(ValueError):
    """The input is not something any parser recognises, or it is too damaged to use.

    The message is meant for end users: it says what was expected and what was found.
    """


@dataclass
class Identity:
    """Who the report is about."""

    db_name: str | None = None
    dbid: int | None = None
    unique_name: str | None = None
    instance_names: list[str] = field(default_factory=list)
    instance_numbers: list[int] = field(default_factory=list)
    hosts: list[str] = field(default_factory=list)
    platform: str | None = None
    rac: bool | None = None
    cdb: bool | None = None
    edition: str | None = None
    role: str | None = None


@dataclass
class Snapshot:
    """The measured interval."""

    begin_id: int | None = None
    end_id: int | None = None
    begin_time: str | None = None
    end_time: str | None = None
    elapsed_min: float | None = None
    db_time_min: float | None = None
    begin_sessions: float | None = None
    end_sessions: float | None = None


@dataclass
class HostInfo:
    """CPU and memory of the host (the first host for a global report)."""

    cpus: int | None = None
    cores: int | None = None
    sockets: int | None = None
    memory_gb: float | None = None


@dataclass
class TimedEvent:
    """One row of a Top N timed events table."""

    name: str
    waits: float | None = None
    time_s: float | None = None
    avg_ms: float | None = None
    pct_db_time: float | None = None
    wait_class: str | None = None


@dataclass
class WaitClassRow:
    """One row of a wait class breakdown."""

    wait_class: str
    waits: float | None = None
    time_s: float | None = None
    avg_ms: float | None = None
    pct_db_time: float | None = None


@dataclass
class RawSection:
    """A section the parser does not interpret, kept so nothing is silently lost."""

    title: str
    header: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    truncated: bool = False


@dataclass
class BenchmarkRow:
    """One measured point of a benchmark table (one user count, one run)."""

    users: float | None = None
    throughput: float | None = None
    throughput_unit: str | None = None
    cpu_util_pct: float | None = None
    cpus: float | None = None
    label: str | None = None
    run: str | None = None
    duration_s: float | None = None
    extra: dict[str, str] = field(default_factory=dict)


@dataclass
class SarCpuSample:
    """One line of ``sar -u`` (an interval or the Average line)."""

    time: str | None
    cpu: str
    user: float | None = None
    nice: float | None = None
    system: float | None = None
    iowait: float | None = None
    steal: float | None = None
    idle: float | None = None


# --------------------------------------------------------------------------- detail sections (AWR / Statspack)
# The long lists a performance engineer reads row by row. They are kept whole (not capped like raw sections) and
# typed, so the API can page, sort and search them and text and HTML twins can be compared field by field.


@dataclass
class WaitEventRow:
    """One row of the Foreground or Background Wait Events list."""

    scope: str  # "foreground" | "background"
    event: str
    waits: float | None = None
    pct_timeouts: float | None = None
    time_s: float | None = None
    avg_ms: float | None = None
    waits_per_txn: float | None = None
    pct_time: float | None = None  # % DB time (foreground) or % background time


@dataclass
class WaitHistogramRow:
    """One event of a Wait Event Histogram table: total waits and % of waits per latency bucket."""

    table: str  # the histogram's heading, e.g. "Wait Event Histogram (up to 32 ms)"
    event: str
    total_waits: float | None = None
    buckets: list[tuple[str, float | None]] = field(default_factory=list)


@dataclass
class SqlStatRow:
    """One statement of a "SQL ordered by ..." list; ``measure`` names the list."""

    measure: str
    rank: int
    sql_id: str
    value: float | None = None  # the ordering column (elapsed s, CPU s, gets, executions, ...)
    executions: float | None = None
    per_exec: float | None = None
    pct_total: float | None = None
    elapsed_s: float | None = None
    pct_cpu: float | None = None
    pct_io: float | None = None
    module: str | None = None


@dataclass
class SegmentStatRow:
    """One segment of a "Segments by ..." list; ``measure`` names the list."""

    measure: str
    rank: int
    owner: str | None = None
    tablespace: str | None = None
    object_name: str | None = None
    subobject_name: str | None = None
    object_type: str | None = None
    value: float | None = None
    pct: float | None = None


@dataclass
class ActivityStatRow:
    """One row of Instance Activity Statistics."""

    statistic: str
    total: float | None = None
    per_second: float | None = None
    per_txn: float | None = None


@dataclass
class GcTransferRow:
    """One row of Global Cache Transfer Statistics (blocks received from one instance, one block class)."""

    inst_no: int | None
    block_class: str
    cr_received: float | None = None
    cr_immed_pct: float | None = None
    cr_busy_pct: float | None = None
    cr_congested_pct: float | None = None
    current_received: float | None = None
    current_immed_pct: float | None = None
    current_busy_pct: float | None = None
    current_congested_pct: float | None = None
    dest_inst: int | None = None  # RAC-global reports: the receiving instance (inst_no is the sender)


@dataclass
class FileIoRow:
    """One row of Tablespace IO Stats (``file`` empty) or File IO Stats."""

    tablespace: str
    file: str | None = None
    reads: float | None = None
    reads_per_s: float | None = None
    avg_read_ms: float | None = None
    blocks_per_read: float | None = None
    writes: float | None = None
    writes_per_s: float | None = None
    buffer_waits: float | None = None
    avg_buffer_wait_ms: float | None = None


@dataclass
class ReportSections:
    """The detail lists of an AWR or Statspack report. ``titles`` maps each list to its heading in the report."""

    wait_events: list[WaitEventRow] = field(default_factory=list)
    wait_histograms: list[WaitHistogramRow] = field(default_factory=list)
    sql_stats: list[SqlStatRow] = field(default_factory=list)
    sql_text: dict[str, str] = field(default_factory=dict)
    segment_stats: list[SegmentStatRow] = field(default_factory=list)
    activity_stats: list[ActivityStatRow] = field(default_factory=list)
    gc_transfer: list[GcTransferRow] = field(default_factory=list)
    tablespace_io: list[FileIoRow] = field(default_factory=list)
    file_io: list[FileIoRow] = field(default_factory=list)
    titles: dict[str, str] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)


@dataclass
class SeriesGroup:
    """OS statistics of one category and host over time, stored by column (see ``osstats/series.py``).

    ``times`` are ISO-8601 local times (``2020-02-20T21:31:43``), empty when the tool printed none (``vmstat``
    without ``-t``); ``objects`` maps a CPU, device or interface name to one list per column, aligned with the
    sample order, ``None`` where that object had no value. ``interval_s`` is the time between samples and
    ``interval_source`` says where it was read: ``"header"`` (the tool printed it) or ``"timestamps"`` (the median
    gap between sample times); both are None when neither is known (vmstat without ``-t``).
    """

    category: str
    source: str
    host: str | None = None
    times: list[str | None] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)
    objects: dict[str, dict[str, list[float | None]]] = field(default_factory=dict)
    interval_s: float | None = None
    interval_source: str | None = None


@dataclass
class ParsedReport:
    """What a parser returns. Fields that do not apply to a kind stay empty.

    ``section_titles`` maps each populated field to the heading of the report section it
    came from, so derived metrics can state their provenance.
    """

    kind: str
    format: str
    source_name: str = ""
    release: str | None = None
    note: str | None = None
    identity: Identity = field(default_factory=Identity)
    snapshot: Snapshot = field(default_factory=Snapshot)
    host: HostInfo = field(default_factory=HostInfo)
    load_profile: dict[str, dict[str, float | None]] = field(default_factory=dict)
    instance_efficiency: dict[str, float | None] = field(default_factory=dict)
    top_events: list[TimedEvent] = field(default_factory=list)
    wait_classes: list[WaitClassRow] = field(default_factory=list)
    time_model: dict[str, float | None] = field(default_factory=dict)
    host_cpu: dict[str, float | None] = field(default_factory=dict)
    instance_cpu: dict[str, float | None] = field(default_factory=dict)
    os_stats: dict[str, float | None] = field(default_factory=dict)
    io_profile: dict[str, dict[str, float | None]] = field(default_factory=dict)
    memory: dict[str, dict[str, float | None]] = field(default_factory=dict)
    cache_sizes: dict[str, float | str | None] = field(default_factory=dict)
    parameters: dict[str, str] = field(default_factory=dict)
    gc_load_profile: dict[str, dict[str, float | None]] = field(default_factory=dict)
    gc_efficiency: dict[str, float | None] = field(default_factory=dict)
    gc_workload: dict[str, float | None] = field(default_factory=dict)
    gc_messaging: dict[str, float | None] = field(default_factory=dict)
    interconnect: dict[str, Any] = field(default_factory=dict)
    instances: list[dict[str, Any]] = field(default_factory=list)
    cluster_total: dict[str, Any] = field(default_factory=dict)
    benchmark_rows: list[BenchmarkRow] = field(default_factory=list)
    sar_cpu: list[SarCpuSample] = field(default_factory=list)
    sar_memory: list[dict[str, Any]] = field(default_factory=list)
    sar_disks: list[dict[str, Any]] = field(default_factory=list)
    sections: ReportSections = field(default_factory=ReportSections)
    os_series: list[SeriesGroup] = field(default_factory=list)
    os_summary: dict[str, Any] = field(default_factory=dict)
    run_settings: dict[str, str] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)
    section_titles: dict[str, str] = field(default_factory=dict)
    raw_sections: list[RawSection] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict; keys follow field order, so output is deterministic."""
        return _jsonable(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ParsedReport:
        """The report again from (part of) what `to_dict` stored: nested records become their dataclasses again.

        Keys the model does not know (a result stored by an older parser) are ignored and missing ones take their
        defaults, so a partial result, such as the summary a run refresh loads, gives a report with only those parts.
        """
        return _from_jsonable(cls, {"kind": "", "format": "", **data})


ParseResult = ParsedReport


_type_hints = functools.cache(typing.get_type_hints)


def _from_jsonable(cls: type, data: dict[str, Any]) -> Any:
    hints = _type_hints(cls)
    values = {}
    for f in dataclasses.fields(cls):
        if f.name not in data or data[f.name] is None and f.default is dataclasses.MISSING:
            continue
        values[f.name] = _typed(hints[f.name], data[f.name])
    return cls(**values)


def _typed(hint: Any, value: Any) -> Any:
    """``value`` read back as ``hint``: a dataclass or a list of dataclasses; anything else as stored."""
    if dataclasses.is_dataclass(hint) and isinstance(value, dict):
        return _from_jsonable(hint, value)
    args = typing.get_args(hint)
    if typing.get_origin(hint) is list and args and dataclasses.is_dataclass(args[0]) and isinstance(value, list):
        return [_from_jsonable(args[0], v) for v in value if isinstance(v, dict)]
    return value


def _jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, float):
        # NaN and infinities are not JSON; an unreadable number is simply unknown.
        return value if math.isfinite(value) else None
    if value is None or isinstance(value, (str, int, bool)):
        return value
    return str(value)
