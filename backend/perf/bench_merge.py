"""Put `make bench`'s parts together into one JSON document, with every target and whether it was met.

``scripts/bench.sh`` writes each part's output into one folder (``backend.json`` from ``manage.py bench``, the browser
scripts' ``planner.json``, ``comparison_chart.json`` and ``journeys.json``, ``load.json`` and ``cost.json``, and what
each wrote on stderr beside it as ``<name>.err``) and then runs ``python perf/bench_merge.py FOLDER [--check]``.
Plain Python, no Django.

A part that printed nothing, or something that is not JSON, is an ``error`` in its place, with the end of its stderr.
Every figure named ``met``, ``meets_target`` or ``within_target`` is a target; an ``error`` anywhere in a part (or a
key ending in ``_error``) makes that part a failed target too, so a benchmark that no longer runs can never pass for
one that did not apply. ``--check`` (CI's small run) exits 1 when any part errored; a target that is missed at the
small setting is reported, never judged: timing checks do not belong in CI.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

#: The browser scripts' parts (e2e/bench/), each written as ``<name>.json`` and ``<name>.err``.
BROWSER_PARTS = ("planner", "comparison_chart", "journeys")
TARGET_KEYS = ("met", "meets_target", "within_target")


def load_part(folder: Path, name: str, stderr: str) -> dict[str, Any]:
    """One part's JSON document, or ``{"error": ...}`` with the end of its stderr when it printed none."""
    path, err = folder / name, folder / stderr
    reason = err.read_text(errors="replace")[-2000:].strip() if err.exists() else ""
    text = path.read_text(errors="replace") if path.exists() else ""
    if not text.strip():
        return {"error": reason or "no output"}
    try:
        # a script may log a line before its JSON document
        document = json.loads(text[text.index("{"):])
    except ValueError:
        return {"error": f"not JSON: {text[:200]!r} {reason}".strip()}
    return document if isinstance(document, dict) else {"error": f"not a JSON object: {text[:200]!r}"}


def merge(folder: Path) -> dict[str, Any]:
    """The whole bench document of the parts in `folder`, with its ``targets`` summary."""
    document = load_part(folder, "backend.json", "backend.err")
    document.setdefault("benchmarks", [])
    document["browser"] = {key: load_part(folder, f"{key}.json", f"{key}.err") for key in BROWSER_PARTS}
    document["load"] = load_part(folder, "load.json", "load.err")
    document["request_cost"] = load_part(folder, "cost.json", "cost.err")
    document["targets"] = targets(document)
    return document


def _errors(value: Any, path: str = "") -> list[str]:
    """Every ``error`` (or ``*_error``) of a part, with where it was."""
    found: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            where = f"{path}.{key}" if path else key
            if (key == "error" or key.endswith("_error")) and item not in (None, "", [], {}):
                found.append(f"{where}: {str(item)[:300]}")
            else:
                found.extend(_errors(item, where))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found.extend(_errors(item, f"{path}[{i}]"))
    return found


def _verdicts(value: Any, path: str = "") -> list[tuple[str, bool]]:
    """Every target figure of a part: (where, met)."""
    found: list[tuple[str, bool]] = []
    if isinstance(value, dict):
        for key, item in value.items():
            where = f"{path}.{key}" if path else key
            if key in TARGET_KEYS and isinstance(item, bool):
                found.append((path or key, item))
            elif isinstance(item, dict):
                found.extend(_verdicts(item, where))
    return found


def _judge(name: str, part: Any) -> dict[str, Any]:
    errors = _errors(part)
    verdicts = _verdicts(part)
    entry: dict[str, Any] = {"name": name}
    if errors:
        entry.update(met=False, errors=errors)
    elif verdicts:
        entry.update(met=all(met for _, met in verdicts))
        if len(verdicts) > 1:
            entry["parts"] = {where: met for where, met in verdicts}
    else:
        entry["met"] = None  # measured, with no target of its own
    return entry


def targets(document: dict[str, Any]) -> dict[str, Any]:
    """Each benchmark and part with ``met`` (true, false, or null when it has no target) and its errors."""
    entries = [_judge(bench.get("name", "?"), bench) for bench in document.get("benchmarks", [])]
    if "error" in document:  # manage.py bench itself failed
        entries.append(_judge("backend", {"error": document["error"]}))
    entries += [_judge(f"browser.{key}", document["browser"][key]) for key in BROWSER_PARTS]
    entries += [_judge("load", document["load"]), _judge("request_cost", document["request_cost"])]
    return {
        "entries": entries,
        "met": sum(1 for e in entries if e["met"] is True),
        "failed": sum(1 for e in entries if e["met"] is False),
        "errored": [e["name"] for e in entries if "errors" in e],
    }


def main(argv: list[str]) -> int:
    check = "--check" in argv
    folder = Path(next(a for a in argv if not a.startswith("--")))
    document = merge(folder)
    print(json.dumps(document, indent=2))
    errored = document["targets"]["errored"]
    if check and errored:
        print(f"bench: {len(errored)} part(s) failed to run: {', '.join(errored)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
