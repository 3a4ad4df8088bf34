"""Generated Markdown pages on disk: written with stale pages removed, and compared with what would be written."""

from __future__ import annotations

from pathlib import Path


def write_pages(target: Path, files: dict[str, str], *, keep: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Write generated Markdown pages into ``target`` and delete the stale ones (but those in ``keep``)."""
    target.mkdir(parents=True, exist_ok=True)
    for stale in target.glob("*.md"):
        if stale.name not in files and stale.name not in keep:
            stale.unlink()
    for name, text in files.items():
        (target / name).write_text(text, encoding="utf-8")
    return sorted(files)


def stale_pages(target: Path, files: dict[str, str], *, keep: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Page names in ``target`` that differ from ``files``: missing, changed, or there but not generated."""
    out = [n for n, t in files.items() if not (target / n).is_file() or (target / n).read_text("utf-8") != t]
    out += [p.name for p in target.glob("*.md") if p.name not in files and p.name not in keep] \
        if target.is_dir() else []
    return sorted(out)
