"""A generated part of a hand-written document: the text between two marker lines is written by code.

The user guide's lists of run formats and of support-archive paths are generated from their tables this way; a test
per list fails when the document on disk is stale (``manage.py gen_run_docs``, ``gen_asbuilt_docs``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class GeneratedSection:
    """``render()`` returns the whole section, its ``begin`` and ``end`` markers included."""

    path: Path
    begin: str
    end: str
    render: Callable[[], str]

    def replaced_in(self, text: str) -> str:
        """``text`` with its generated section written anew (the markers must be there, in order)."""
        start, stop = text.find(self.begin), text.find(self.end)
        if start < 0 or stop < start:
            raise ValueError(f"{self.path.name} has no generated section between {self.begin!r} and {self.end!r}")
        return text[:start] + self.render() + text[stop + len(self.end):]

    def write(self) -> Path:
        self.path.write_text(self.replaced_in(self.path.read_text("utf-8")), encoding="utf-8")
        return self.path

    def is_stale(self) -> bool:
        text = self.path.read_text("utf-8")
        return self.replaced_in(text) != text
