"""Entry points other apps use to validate a topology document."""

from __future__ import annotations

from typing import Any

from apps.topology.parsing import dump, parse_topology

from .engine import validate_topology


def validate_document(data: Any) -> dict[str, Any]:
    """Parse (raising ``TopologyInvalid`` with field-keyed errors) and validate; include the normalised document."""
    topology = parse_topology(data)
    result = validate_topology(topology)
    result["document"] = dump(topology)
    return result
