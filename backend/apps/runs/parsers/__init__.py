"""Pure parsers for uploaded run files: bytes in, :class:`ParsedReport` out.

Public API::

    parse_file(name, data) -> ParsedReport   # sniffs the type, raises ParseError only

See :mod:`.model` for the result dataclasses; the metrics derived from a result are in :mod:`apps.runs.metrics`.
Parser throughput is measured outside the app, in ``perf/parser_corpus.py``.
"""

from .dispatch import parse_file
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
    "parse_file",
]
