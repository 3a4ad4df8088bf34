"""Step 2 of a run's metrics: a parsed file as the database keeps it, read back typed.

A file is parsed once (`derive` runs on the fresh `ParsedReport`); the run's metrics are recomputed later from what
was stored, whenever a file is added or removed. `stored_file` turns a stored row back into a `StoredFile` whose
``report`` is a `ParsedReport` again (only the summary parts a refresh loads), so the aggregate step reads
attributes such as ``f.report.identity.dbid`` rather than digging through JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..parsers.model import ParsedReport
from .values import FileMetrics, MetricSource


@dataclass(frozen=True)
class StoredFile:
    """One parsed file of a run: its id, name and kind, the metrics derived from it, and its report (summary)."""

    id: int
    name: str
    kind: str
    metrics: FileMetrics = field(default_factory=dict)
    report: ParsedReport = field(default_factory=lambda: ParsedReport(kind="", format=""))
    #: A contributor said the file belongs to the run, though it differs from the main report (metrics/sources.py).
    belongs: bool = False

    def value(self, key: str) -> Any:
        """The derived value of ``key`` (None when the file has none)."""
        item = self.metrics.get(key)
        return item.get("value") if isinstance(item, dict) else None

    def section(self, key: str) -> str | None:
        """The report section the derived value of ``key`` was read from."""
        item = self.metrics.get(key)
        return item.get("section") if isinstance(item, dict) else None

    def source(self, key: str) -> MetricSource:
        """Where the run's value of ``key`` came from: this file and its section."""
        return {"file": self.id, "name": self.name, "section": self.section(key)}


def stored_file(*, id: int, name: str, kind: str, metrics: FileMetrics | None,  # noqa: A002 - the row's id
                result: dict[str, Any] | None, belongs: bool = False) -> StoredFile:
    """A stored file's row (``RunFile.metrics`` and all or part of ``RunFile.result``) as a `StoredFile`."""
    return StoredFile(id=id, name=name, kind=kind, metrics=metrics or {},
                      report=ParsedReport.from_dict(result or {}), belongs=belongs)
