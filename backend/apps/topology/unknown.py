"""An imported document's ``unknown`` list across versions: a field the user has set leaves it.

The list names the fields no file of the cluster showed (JSON pointers, RFC 6901). Whichever way the user sets such a
field (a form field, a row added or removed, a document sent whole through the API), the saved version differs from
the one before at that pointer; :func:`still_unknown` drops it from the list then. The editor does the same as the
user types (``markChosen`` and ``reconcileUnknown`` in the frontend); this is the rule the server keeps for any
client.
"""

from __future__ import annotations

from typing import Any

#: What :func:`value_at` answers for a pointer that names nothing.
MISSING = object()


def _token(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def value_at(document: Any, pointer: str) -> Any:
    """The value at ``pointer`` (``MISSING`` when it names nothing)."""
    node = document
    for token in (_token(t) for t in pointer.lstrip("/").split("/")):
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return MISSING
    return node


def _empty(value: Any) -> bool:
    return value is None or value is MISSING or value in ("", [], {})


def _unchanged(pointer: str, before: Any, now: Any) -> list[str]:
    """The pointers under ``pointer`` still unknown: all of it when unchanged, else the set fields of a section that
    kept their value (a changed field of an unknown section is chosen; its siblings stay unknown)."""
    if now is MISSING:
        return []
    if before == now:
        return [pointer]
    if isinstance(before, dict) and isinstance(now, dict):
        items = before.items()
    elif isinstance(before, list) and isinstance(now, list):
        items = ((str(i), v) for i, v in enumerate(before))
    else:
        return []
    out: list[str] = []
    for key, value in items:
        if _empty(value):
            continue
        token = str(key).replace("~", "~0").replace("/", "~1")
        out += _unchanged(f"{pointer}/{token}", value, _child(now, key))
    return out


def _child(value: Any, key: str) -> Any:
    if isinstance(value, dict):
        return value.get(key, MISSING)
    if isinstance(value, list) and str(key).isdigit() and int(key) < len(value):
        return value[int(key)]
    return MISSING


def still_unknown(document: Any, previous: Any) -> Any:
    """``document`` with its unknown list reconciled with the ``previous`` version's document.

    A listed field the previous version listed too leaves the list when its value differs from the previous one, or
    when it names nothing any more (its row was removed). Fields the previous version did not list are kept as sent
    (the schema refuses a pointer that names no field). An empty list is removed.
    """
    if not isinstance(document, dict) or not isinstance(previous, dict):
        return document
    listed = document.get("unknown")
    before = previous.get("unknown")
    if not isinstance(listed, list) or not isinstance(before, list):
        return document
    earlier = {p for p in before if isinstance(p, str)}
    kept: list[Any] = []
    for pointer in listed:
        if not isinstance(pointer, str) or pointer not in earlier:
            kept.append(pointer)
            continue
        kept += [p for p in _unchanged(pointer, value_at(previous, pointer), value_at(document, pointer))
                 if p not in kept]
    if kept == listed:
        return document
    out = {k: v for k, v in document.items() if k != "unknown"}
    if kept:
        out["unknown"] = kept
    return out


def kept_provenance(previous: Any, document: Any) -> dict[str, list[str]]:
    """The previous version's provenance (pointer -> the files behind it) for the fields whose value is unchanged in
    ``document``: a field the user set is theirs, not the cluster's files'."""
    found = getattr(previous, "provenance", None) or {}
    return {pointer: sources for pointer, sources in found.items()
            if value_at(document, pointer) is not MISSING
            and value_at(document, pointer) == value_at(previous.document, pointer)}
