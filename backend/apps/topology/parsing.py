"""Turning untrusted input into a ``Topology``, with field-keyed errors; JSON Schema; document diffs."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from pydantic import ValidationError

from .defaults import PROVENANCE
from .schema import PATTERN_MESSAGES, Topology

NOT_AN_OBJECT = "A topology document must be a JSON object."
MALFORMED_JSON = "The document is not valid JSON: {error}"


class TopologyInvalid(Exception):
    """Raised with ``errors``: a mapping from a slash-joined field path to the messages for it."""

    def __init__(self, errors: dict[str, list[str]]):
        super().__init__("; ".join(f"{k}: {' '.join(v)}" for k, v in errors.items()))
        self.errors = errors


def _path(loc: tuple[Any, ...]) -> str:
    # Pydantic adds the name of a union member or a tagged branch to the location; keep only document keys.
    parts = [str(p) for p in loc
             if not (isinstance(p, str) and p.startswith(("function-", "lax-", "strict-", "constrained-")))]
    parts = [p for p in parts if p not in {"int", "str", "float", "bool", "IPv4Address", "IPv4Network"}]
    return "/".join(parts) or "non_field_errors"


def _message(err: dict[str, Any]) -> str:
    msg = str(err.get("msg", "Invalid value."))
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, "):]
    if err.get("type") == "extra_forbidden":
        return "Unknown field."
    if err.get("type") == "string_pattern_mismatch":
        return PATTERN_MESSAGES.get(str(err.get("ctx", {}).get("pattern", "")), msg)
    if err.get("type") == "literal_error":
        expected = err.get("ctx", {}).get("expected", "")
        return f"Unknown value; expected one of {expected}."
    return msg


def errors_from_validation(exc: ValidationError) -> dict[str, list[str]]:
    """Field-keyed messages from a pydantic error, in a stable order."""
    out: dict[str, list[str]] = {}
    errors = exc.errors(include_url=False)
    # A value that may be a number or text (a sysctl or init.ora value) fails every member of its union; when it is
    # text that breaks the text's pattern, that is the one message worth showing.
    patterned = {_path(tuple(e["loc"])) for e in errors if e.get("type") == "string_pattern_mismatch"}
    for err in errors:
        key = _path(tuple(err["loc"]))
        if key in patterned and err.get("type") != "string_pattern_mismatch":
            continue
        msg = _message(err)
        # Model-level checks name their field as "field: message"; route them to that key.
        head, sep, tail = msg.partition(": ")
        if sep and " " not in head and head.replace("_", "").isalpha():
            key = f"{key}/{head}" if key != "non_field_errors" else head
            msg = tail
        out.setdefault(key, [])
        if msg not in out[key]:
            out[key].append(msg)
    return dict(sorted(out.items()))


def parse_topology(data: Any) -> Topology:
    """Validate a decoded JSON value (or a JSON string/bytes) and return the document with defaults applied."""
    if isinstance(data, (bytes, str)):
        try:
            data = json.loads(data)
        except (ValueError, UnicodeDecodeError) as exc:
            raise TopologyInvalid({"non_field_errors": [MALFORMED_JSON.format(error=exc)]}) from None
    if not isinstance(data, dict):
        raise TopologyInvalid({"non_field_errors": [NOT_AN_OBJECT]})
    try:
        return Topology.model_validate(data)
    except ValidationError as exc:
        raise TopologyInvalid(errors_from_validation(exc)) from None
    except (TypeError, ValueError, OverflowError) as exc:  # e.g. absurd numbers a coercion could not handle
        raise TopologyInvalid({"non_field_errors": [str(exc)]}) from None


def normalize(data: Any) -> dict[str, Any]:
    """The canonical JSON form of a document: validated, with every default filled in."""
    return dump(parse_topology(data))


def dump(topology: Topology) -> dict[str, Any]:
    """The document as JSON; ``unknown`` only when a field is unknown (an imported cluster's)."""
    return topology.model_dump(mode="json", exclude=None if topology.unknown else {"unknown"})


@lru_cache(maxsize=1)
def topology_json_schema() -> dict[str, Any]:
    """The published JSON Schema, with the study sections behind the defaults."""
    schema = Topology.model_json_schema(mode="validation")
    schema["$id"] = "https://racplan.example/schemas/topology-v1.json"
    schema["title"] = "RACplan topology document"
    schema["x-default-sources"] = PROVENANCE
    return schema


def _flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    if isinstance(value, dict):
        if not value:
            return {prefix or "/": {}}
        out: dict[str, Any] = {}
        for k, v in value.items():
            out.update(_flatten(v, f"{prefix}/{str(k).replace('~', '~0').replace('/', '~1')}"))
        return out
    if isinstance(value, list):
        if not value:
            return {prefix or "/": []}
        out = {}
        for i, v in enumerate(value):
            out.update(_flatten(v, f"{prefix}/{i}"))
        return out
    return {prefix or "/": value}


def diff_documents(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """Leaf-level changes between two documents as ``{path, before, after}``, sorted by JSON pointer."""
    a, b = _flatten(before), _flatten(after)
    changes = []
    for path in sorted(set(a) | set(b)):
        old, new = a.get(path, _MISSING), b.get(path, _MISSING)
        if _is_placeholder_for(old, path, b) or _is_placeholder_for(new, path, a):
            # An empty section (null, {} or []) on one side that has fields on the other: those fields are the change
            # (each added or removed); the section itself is neither.
            continue
        if old != new:
            changes.append({
                "path": path,
                "before": None if old is _MISSING else old,
                "after": None if new is _MISSING else new,
                "change": "added" if old is _MISSING else "removed" if new is _MISSING else "changed",
            })
    return changes


_MISSING = object()


def _is_placeholder_for(value: Any, path: str, other: dict[str, Any]) -> bool:
    """Whether ``value`` is an empty section at ``path`` whose fields the ``other`` side lists."""
    if value is _MISSING or value not in (None, {}, []):
        return False
    inside = "/" if path == "/" else f"{path}/"
    return any(p.startswith(inside) for p in other)
