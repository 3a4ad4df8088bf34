"""Pure parsers for the files of a running cluster (the as-built check): bytes in, :class:`ParsedFile` out.

Public API (see :mod:`.base`)::

    parse_file(name, data, kind=None) -> ParsedFile   # raises AsBuiltParseError only
    detect_kind(name, data) -> str | None
    KINDS                                             # kind -> label
    not_on_cluster(bundle_path) -> bool               # bundle files the diff ignores

One module per family registers its kinds: kernel (sysctl, limits), network, storage, oracle, crs.
"""

from . import crs, kernel, network, oracle, storage  # noqa: F401  (register their kinds)
from .base import (
    KINDS,
    NOT_ON_CLUSTER,
    AsBuiltParseError,
    ParsedFile,
    Setting,
    detect_kind,
    not_on_cluster,
    parse_file,
)

__all__ = [
    "KINDS",
    "NOT_ON_CLUSTER",
    "AsBuiltParseError",
    "ParsedFile",
    "Setting",
    "detect_kind",
    "not_on_cluster",
    "parse_file",
]
