"""Pure parsers for the files of a running cluster (the as-built check): bytes in, :class:`ParsedFile` out.

Public API (see :mod:`.kinds` and :mod:`.base`)::

    parse_file(name, data, kind=None) -> ParsedFile   # raises AsBuiltParseError only
    detect_kind(name, data) -> str | None
    ASBUILT_KINDS                                     # the table of kinds, in the order they are tried
    KINDS                                             # kind -> label
    not_on_cluster(bundle_path) -> bool               # bundle files the diff ignores
    NOT_READ / NotRead                                # files recognised but not read yet ("not read: ...")

The kinds are listed in one table (:data:`.kinds.ASBUILT_KINDS`); each family module (crs, grid, kernel, network,
oracle, storage, system) holds the parsers and detectors of its files and says in its docstring which facts they give.
"""

from .base import (
    NOT_ON_CLUSTER,
    NOT_READ,
    AsBuiltParseError,
    NotRead,
    ParsedFile,
    Setting,
    not_on_cluster,
)
from .kinds import ASBUILT_KINDS, KINDS, AsBuiltKind, detect_kind, parse_file

__all__ = [
    "ASBUILT_KINDS",
    "KINDS",
    "AsBuiltKind",
    "NOT_ON_CLUSTER",
    "NOT_READ",
    "AsBuiltParseError",
    "NotRead",
    "ParsedFile",
    "Setting",
    "detect_kind",
    "not_on_cluster",
    "parse_file",
]
