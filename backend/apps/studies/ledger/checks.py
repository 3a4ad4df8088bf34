"""The ledger's rules about itself, as functions that list what is wrong (an empty list: nothing).

The ledger tests (``apps/studies/tests/test_ledger.py``) hold the whole ledger to each of them, and feed them broken
entries to show they catch what they claim to. Each problem is one line that names the entry and what to change.
What the entries name (rules, topology fields, capacity figures) is looked up by ``apps.rules.ledger_checks``, on the
side of the apps that read the studies: the ledger itself imports neither.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence

from ..citation import STUDIES
from ..seeds import section_exists
from .sentences import _SPLIT, normalise, quote_found, study_text
from .types import EFFECT_METRICS, STATEMENT_KINDS, SetAside, Statement

#: ``<study>-<3 digits>``; an entry added later between two others takes the earlier one's id and a letter
#: (``000-036a``), so the ids already stored in plans and estimates keep naming the same entries.
ID_PATTERN = re.compile(r"^(\d{3})-(\d{3})([a-z]?)$")
MAX_SENTENCES = 2


def study_number(document: str) -> str:
    """``000`` for ``000_f661c8a8ade0fc72.txt``."""
    return document[:3]


def sentence_count(quote: str) -> int:
    return len([p for p in _SPLIT.split(normalise(quote)) if p.strip()])


def quote_problems(statements: Iterable[Statement]) -> list[str]:
    """Quotes not found verbatim in their study, or longer than two sentences."""
    out = []
    for s in statements:
        if not quote_found(s.cite.document, s.quote):
            out.append(f"{s.id}: the quote is not found verbatim in {s.cite.document}: {s.quote!r}")
        elif sentence_count(s.quote) > MAX_SENTENCES:
            out.append(f"{s.id}: the quote holds {sentence_count(s.quote)} sentences; quote at most {MAX_SENTENCES}")
    return out


def cite_problems(statements: Iterable[Statement]) -> list[str]:
    """Citations of an unknown study, or of a heading the study does not print."""
    out = []
    for s in statements:
        if s.cite.document not in STUDIES:
            out.append(f"{s.id}: {s.cite.document!r} is not one of the five studies")
        elif not section_exists(s.cite.document, s.cite.section):
            out.append(f"{s.id}: {s.cite.section!r} is not a heading of {s.cite.document}")
    return out


def id_problems(statements: Sequence[Statement]) -> list[str]:
    """Ids that are malformed, repeated, of another study than the one cited, or out of study order.

    Within a study, ids must rise with the order of the entries, and each quote must stand at or after the previous
    entry's quote in the study (the first place at or after it where the quote occurs), so the ledger reads in the
    order of the study.
    """
    out: list[str] = []
    seen: set[str] = set()
    last: dict[str, tuple[str, int]] = {}  # study number -> (last id, position of its quote)
    for s in statements:
        match = ID_PATTERN.match(s.id)
        if not match:
            out.append(f"{s.id!r}: an id is '<study>-<3 digits>', e.g. '004-012' (or '004-012a' for an entry added "
                       "after 004-012)")
            continue
        if s.id in seen:
            out.append(f"{s.id}: the id is used twice")
        seen.add(s.id)
        study = match.group(1)
        if s.cite.document in STUDIES and study != study_number(s.cite.document):
            out.append(f"{s.id}: the id names study {study} but the entry cites {s.cite.document}")
            continue
        previous_id, previous_at = last.get(study, ("", 0))
        if previous_id and s.id <= previous_id:
            out.append(f"{s.id}: comes after {previous_id} in the ledger; ids must rise in study order")
        text = study_text(s.cite.document) if s.cite.document in STUDIES else ""
        at = text.find(normalise(s.quote), previous_at)
        if at < 0 and text.find(normalise(s.quote)) >= 0:
            out.append(f"{s.id}: the quote stands before the quote of {previous_id} in the study; "
                       "order the entries as the study does")
            at = previous_at
        last[study] = (s.id, max(at, previous_at))
    return out


def kind_problems(statements: Iterable[Statement]) -> list[str]:
    out = []
    for s in statements:
        if s.kind not in STATEMENT_KINDS:
            out.append(f"{s.id}: unknown kind {s.kind!r} (one of {', '.join(STATEMENT_KINDS)})")
        if s.more_effects and s.effect is None:
            out.append(f"{s.id}: more_effects without an effect (the first figure is the effect)")
        for e in ((s.effect,) if s.effect is not None else ()) + s.more_effects:
            if e.metric not in EFFECT_METRICS:
                out.append(f"{s.id}: unknown effect metric {e.metric!r} (one of {', '.join(EFFECT_METRICS)})")
            if not math.isfinite(e.change_pct) or (e.spread_pct is not None and not math.isfinite(e.spread_pct)):
                out.append(f"{s.id}: an effect's numbers must be finite")
            if not e.baseline.strip() or not e.variant.strip():
                out.append(f"{s.id}: an effect names its baseline and its variant")
    return out


def set_aside_problems(items: Iterable[SetAside]) -> list[str]:
    """Set-aside sentences that are not verbatim, cite a heading the study lacks, or have no reason."""
    out = []
    for a in items:
        where = f"set aside in {a.cite.document}, {a.cite.section!r}"
        if a.cite.document not in STUDIES or not section_exists(a.cite.document, a.cite.section):
            out.append(f"{where}: not a heading of a study")
            continue
        if not a.reason.strip():
            out.append(f"{where}: no reason")
        if not a.quotes:
            out.append(f"{where}: no sentence")
        for q in a.quotes:
            if not quote_found(a.cite.document, q):
                out.append(f"{where}: not found verbatim: {q!r}")
    return out
