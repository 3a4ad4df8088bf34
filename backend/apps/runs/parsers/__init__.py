"""Pure parsers for uploaded run files: bytes in, :class:`ParsedReport` out.

Public API::

    parse_file(name, data) -> ParsedReport   # sniffs the type, raises ParseError only
    derive_metrics(result) -> dict           # normalised metrics with provenance

See :mod:`.model` for the result dataclasses. Parser throughput is measured outside the app, in
``perf/parser_corpus.py``.
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
    "derive_metrics",
    "parse_file",
]
