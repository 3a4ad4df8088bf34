"""Turning untrusted input into a ``Topology``, with field-keyed errors; JSON Schema; document diffs."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from pydantic import ValidationError

from . import platforms
from .defaults import PROVENANCE
from .schema import PATTERN_MESSAGES, Topology

NOT_AN_OBJECT = "A topology document must be a JSON object."
MALFORMED_JSON = "The document is not valid JSON: {error}"


class TopologyInvalid(Exception):
    """Raised with ``errors``: a mapping from a slash-joined field path to the messages for it."""

    def __init__(self, errors: dict[str, list[str]]):
        super().__init__("; ".join(f"{k}: {' '.join(v)}" for k, v in errors.items()))
        self.errors = errors


def document_errors(errors: dict[str, list[str]]) -> dict[str, list[str]]:
    """A document's field errors keyed as the API answers them for a request's ``document`` (``document/cluster/name``;
    errors of the document as a whole under ``document``)."""
    return {f"document/{k}" if k != "non_field_errors" else "document": v for k, v in errors.items()}


_FIELD_KEY = re.compile(r"[A-Za-z_]+(/[A-Za-z0-9_]+)*")


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
        # Model-level checks name their field as "field: message" (or "section/field: message"); route them to it.
        head, sep, tail = msg.partition(": ")
        if sep and _FIELD_KEY.fullmatch(head):
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
    schema["x-platforms"] = platforms.published()
    return schema


def diff_documents(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """The changes between two documents as ``{path, before, after, change}``, sorted by JSON pointer.

    A value both sides have differs leaf by leaf. A node, disk or other list item that one side has and the other
    has not, or a section that one side fills and the other leaves empty (``storage.fcp`` as FCP is chosen), is one
    change at its own pointer holding the whole item or section: an added node is one row, not one per field.
    """
    changes: list[dict[str, Any]] = []
    _walk(before, after, "", changes)
    return sorted(changes, key=lambda c: c["path"])


_MISSING = object()


def _is_section(value: Any) -> bool:
    """A filled object or list: what one row stands for when the other side has nothing there."""
    return isinstance(value, dict | list) and bool(value)


def _walk(a: Any, b: Any, path: str, out: list[dict[str, Any]]) -> None:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            step = str(key).replace("~", "~0").replace("/", "~1")
            _walk(a.get(key, _MISSING), b.get(key, _MISSING), f"{path}/{step}", out)
        return
    if isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            _walk(a[i] if i < len(a) else _MISSING, b[i] if i < len(b) else _MISSING, f"{path}/{i}", out)
        return
    # A list filled on one side and empty, null or missing on the other: each item is a change of its own.
    empty = (_MISSING, None, [])
    if isinstance(b, list) and b and (a is _MISSING or a in empty):
        _walk([], b, path, out)
        return
    if isinstance(a, list) and a and (b is _MISSING or b in empty):
        _walk(a, [], path, out)
        return
    if a is not _MISSING and b is not _MISSING and a == b:
        return
    if a is _MISSING or (a in (None, {}) and _is_section(b)):
        change = "added"
    elif b is _MISSING or (b in (None, {}) and _is_section(a)):
        change = "removed"
    else:
        change = "changed"
    out.append({"path": path or "/", "before": None if a is _MISSING else a, "after": None if b is _MISSING else b,
                "change": change})

