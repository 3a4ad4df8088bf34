"""Where the studies live and how a cited section heading is checked against them.

A cited ``section`` must be the text of a heading line of the cited document as it appears there. Markup around a
heading is not part of it: leading ``#`` markers, ``**``/``*`` emphasis and ``<b>`` tags, and a trailing run of
leader dots with a page number (table-of-contents lines) are ignored when comparing.
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

_REPO = Path(__file__).resolve().parents[3]


def seeds_dir() -> Path:
    """``shared/seeds`` beside the checkout (``RACPLAN_SEEDS_DIR`` overrides it)."""
    override = os.environ.get("RACPLAN_SEEDS_DIR")
    return Path(override) if override else _REPO.parent / "shared" / "seeds"


_MARKUP = re.compile(r"</?b>|\*\*|^\s*#+\s*|^\s*\*|\*\s*$")
_LEADER = re.compile(r"\s*\.{2,}.*$|\s*\t\s*\d+\s*$")


def normalise_heading(line: str) -> str:
    text = _MARKUP.sub("", line).strip()
    text = _LEADER.sub("", text).strip()
    return re.sub(r"\s+", " ", text)


@cache
def headings(document: str) -> frozenset[str]:
    """Every line of a study, normalised as a heading candidate."""
    path = seeds_dir() / document
    text = path.read_text(encoding="utf-8", errors="replace")
    return frozenset(h for h in (normalise_heading(line) for line in text.splitlines()) if h)


def section_exists(document: str, section: str) -> bool:
    """True when ``section`` is a line of ``document`` (after the markup above is stripped)."""
    wanted = normalise_heading(section)
    # A heading is short and is not a sentence; this keeps citations from pointing at body text.
    if not wanted or len(wanted) > 120 or wanted.endswith("."):
        return False
    try:
        return wanted in headings(document)
    except FileNotFoundError:
        return False


_STUDY_FILE = re.compile(r"^(\d{3})_[0-9a-f]+\.txt$")


@cache
def study_documents() -> dict[str, str]:
    """Each study's id (``"002"``) and its document's file name in the seeds, by id."""
    try:
        names = sorted(p.name for p in seeds_dir().iterdir())
    except FileNotFoundError:
        return {}
    return {m.group(1): name for name in names if (m := _STUDY_FILE.match(name))}


def studies_matching(text: str) -> list[str]:
    """The ids of the studies a search names: by id (``002``) or by (part of) its document's file name."""
    needle = (text or "").strip().lower()
    if len(needle) < 3:
        return []
    return [sid for sid, name in study_documents().items() if needle == sid or needle in name.lower()]
