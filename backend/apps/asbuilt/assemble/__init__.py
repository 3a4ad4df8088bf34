"""Parsed files of a running cluster -> an as-built topology document (pure: no Django, no database).

``assemble(files, base=...)`` takes node name -> the node's :class:`~apps.asbuilt.parsers.ParsedFile` list (node
"cluster" holds cluster-wide files) and returns the document, starting from ``base`` (the plan version's document)
or, without one, from a skeleton built from the node names and the topology defaults. Every fact overrides the
document at its JSON pointer. Facts under ``/_...`` are per-node observations that need the document to be placed
(interfaces by subnet, host names, disks by alias or device); they are resolved here.

Cluster-wide values that nodes report differently are ``conflicts``: the value most nodes report wins (ties: the
first node by name) and every node's value is listed. ``provenance`` maps each pointer the files set to the
(node, kind) pairs behind it; a kind read from one fact is a :class:`Source`, which also names the file and line.

The modules: :mod:`.assembly` (``assemble`` itself), one per family of placed facts (:mod:`.network`: hosts and
interfaces; :mod:`.storage`: disks, NFS and the storage protocol; :mod:`.system`: the nodes' systems and the
architecture), :mod:`.imported` (an import without a plan) and :mod:`._common` (result types, pointers, the
builder). This package re-exports the public names.
"""

from ._common import CLUSTER, DERIVED, FOLDER, Assembled, Conflict, Source, escape, get, natural_key, put
from .assembly import assemble
from .imported import FEWER_NODES, MISSING_ADDRESS, NAMED_NODE, NO_NODES, unknown_pointers

__all__ = [
    "CLUSTER",
    "DERIVED",
    "FEWER_NODES",
    "FOLDER",
    "MISSING_ADDRESS",
    "NAMED_NODE",
    "NO_NODES",
    "Assembled",
    "Conflict",
    "Source",
    "assemble",
    "escape",
    "get",
    "natural_key",
    "put",
    "unknown_pointers",
]
