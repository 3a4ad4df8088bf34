"""Paths for the as-built parser tests (no database)."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
FIXTURES = HERE.parent / "fixtures"
GOLDEN = HERE / "golden"


def rendered_nodes(name: str, edit=None) -> dict[str, list[tuple[str, bytes]]]:
    """A reference plan's rendered bundle as as-built uploads: top folder -> [(path, bytes)] of on-cluster files.

    ``edit(path, text) -> text | None`` perturbs a file (None drops it).
    """
    from apps.asbuilt.parsers import not_on_cluster
    from apps.bundles.tests.helpers import render

    out: dict[str, list[tuple[str, bytes]]] = {}
    for rendered in render(name):
        if not_on_cluster(rendered.path):
            continue
        text = rendered.content if edit is None else edit(rendered.path, rendered.content)
        if text is not None:
            out.setdefault(rendered.path.split("/", 1)[0], []).append((rendered.path, text.encode()))
    return out


def parse_nodes(nodes: dict[str, list[tuple[str, bytes]]]):
    from apps.asbuilt.parsers import parse_file

    return {node: [parse_file(path, data) for path, data in files] for node, files in nodes.items()}
