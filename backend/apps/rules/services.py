"""Entry points other apps use to validate a topology document."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apps.topology.parsing import dump, parse_topology

from .engine import validate_topology

#: The message each unknown field of an imported document gets, against its field.
UNKNOWN_FIELD = "Not shown by the cluster's files: choose a value (the one shown is only a placeholder)."


def unknown_fields(pointers: list[str]) -> dict[str, list[str]]:
    """Field-keyed messages (``nodes/0/cpus``, as for errors) for the document's unknown fields."""
    return {pointer.lstrip("/"): [UNKNOWN_FIELD] for pointer in pointers}


def validate_document(data: Any, *, unknown: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """Parse (raising ``TopologyInvalid`` with field-keyed errors) and validate; include the normalised document.

    ``unknown`` lists the fields an import could not show (field-keyed); a document with any does not count as
    valid: the bundle refuses it until the user has chosen each. A rule that reads an unknown field gives no finding
    (see ``validate_topology``; ``unknown`` replaces the document's own list, as the as-built check does)."""
    topology = parse_topology(data)
    result = validate_topology(topology, unknown=unknown)
    result["unknown"] = unknown_fields(topology.unknown)
    result["document"] = dump(topology)
    return result
