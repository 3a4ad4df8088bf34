"""Pure parsers for uploaded run files: bytes in, :class:`ParsedReport` out.

Public API::

    parse_file(name, data) -> ParsedReport   # sniffs the type, raises ParseError only
    derive_metrics(result) -> dict           # normalised metrics with provenance
    bench_parsers() -> dict                  # throughput over the sample corpus

See :mod:`.model` for the result dataclasses.
"""

from .dispatch import parse_file
from .metrics import derive_metrics
from .model import (
    BenchmarkRow,
    HostInfo,
    Identity,
    ParsedReport,
    ParseError,
    ParseResult,
    RawSection,
    SarCpuSample,
    Snapshot,
    TimedEvent,
    WaitClassRow,
)


def bench_parsers(*args, **kwargs):
    """Measure parser throughput; see :func:`.bench.bench_parsers`."""
    from .bench import bench_parsers as _bench

    return _bench(*args, **kwargs)


__all__ = [
    "BenchmarkRow",
    "HostInfo",
    "Identity",
    "ParseError",
    "ParseResult",
    "ParsedReport",
    "RawSection",
    "SarCpuSample",
    "Snapshot",
    "TimedEvent",
    "WaitClassRow",
    "bench_parsers",
    "derive_metrics",
    "parse_file",
]
