"""The sentences of a study that the ledger must account for.

A study is read line by line. Fenced code blocks (``````` ... `````` ``), table rows (lines starting with ``|``) and
table-of-contents lines (leader dots and a page number) are not prose and are left out; every other line is split
into sentences. A sentence is a *candidate* when it holds normative or measured wording (``TRIGGERS``, or a ``%``
sign): the coverage test fails for any candidate that no ledger statement and no set-aside quote accounts for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from ..seeds import seeds_dir

#: Words and phrases that make a sentence normative or measured (matched as whole words, any case).
TRIGGERS: tuple[str, ...] = (
    "must",
    "required",
    "requires",
    "should",
    "recommended",
    "recommend",
    "not recommended",
    "important",
    "prefer",
    "preferred",
    "avoid",
    "only",
    "failed",
    "fails",
    "would not work",
    "does not work",
    "better",
    "worse",
    "faster",
    "slower",
    "times",
    # Wider normative and measured wording (issue 38: sentences such as "It is not necessary for either the OCR or
    # Voting Disk to be full disks" or "This change yielded similar improvements" carried no trigger).
    "critical",
    "critically",
    "necessary",
    "necessarily",
    "unnecessary",
    "unnecessarily",
    "necessity",
    "necessities",
    "possible",
    "possibly",
    "impossible",
    "cannot",
    "can not",
    "sufficient",
    "sufficiently",
    "insufficient",
    "essential",
    "essentially",
    "belief",
    "believe",
    "believed",
    "believes",
    "yield",
    "yields",
    "yielded",
    "yielding",
    "similar improvement",
    "similar improvements",
    "skew",
    "skewed",
    # Inflections of the first words that the list above lacked ("would require a database restore", "memory
    # requirements", "in the event of a failure", "the device that is fastest").
    "require",
    "requirement",
    "requirements",
    "recommendation",
    "recommendations",
    "avoided",
    "fail",
    "failure",
    "failures",
    "fastest",
    # Plain words for the same: "does not need additional software", "a performance degradation", "two cluster file
    # systems supported".
    "need",
    "needs",
    "needed",
    "degradation",
    "supported",
    "best",
    "optimal",
    "ensure",
    "ensures",
    "do not",
    "improve",
    "improves",
    "improved",
    "improvement",
    "improvements",
    # Measured direction and size ("a decrease in the Interconnect traffic", "just slightly lower than", "took
    # significantly longer").
    "increase",
    "increased",
    "increases",
    "decrease",
    "decreased",
    "decreases",
    "reduce",
    "reduces",
    "reduced",
    "reduction",
    "higher",
    "lower",
    "significant",
    "significantly",
    "limit",
    "limits",
    "limited",
)
_TRIGGER = re.compile(r"\b(?:" + "|".join(re.escape(t) for t in TRIGGERS) + r")\b|%", re.IGNORECASE)
_FENCE = re.compile(r"^\s*```")
_TOC = re.compile(r"\.\s?\.\s?\.\s?\.")
# A sentence ends at . ! ? (optionally followed by a closing quote or bracket) before white space and a capital,
# a digit, a quote or an opening bracket. Abbreviations such as "e.g." or "Fig." rarely start a capitalised word here.
_SPLIT = re.compile(r"(?<=[.!?])[\"')\]]?\s+(?=[A-Z0-9\"'(\[])")
_MARKUP = re.compile(r"\*\*|__|`|<br>|</?b>|</?i>|^\s*#+\s*|^\s*[-*+]\s+|^\s*\d+\.\s+")
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    """Markup stripped and white space folded: how quotes and sentences are compared."""
    text = _MARKUP.sub("", text)
    text = text.replace("\\_", "_").replace("\u00a0", " ")
    return _SPACE.sub(" ", text).strip()


@dataclass(frozen=True)
class Sentence:
    document: str
    line: int  # 1-based line of the study where the sentence stands
    text: str  # normalised


def _prose_lines(document: str) -> Iterator[tuple[int, str]]:
    text = (seeds_dir() / document).read_text(encoding="utf-8", errors="replace")
    in_code = False
    for number, line in enumerate(text.splitlines(), start=1):
        if _FENCE.match(line):
            in_code = not in_code
            continue
        if in_code or line.lstrip().startswith("|") or _TOC.search(line):
            continue
        if line.strip():
            yield number, line


@cache
def sentences(document: str) -> tuple[Sentence, ...]:
    """Every prose sentence of a study, in order."""
    out: list[Sentence] = []
    for number, line in _prose_lines(document):
        for part in _SPLIT.split(normalise(line)):
            part = part.strip()
            if part:
                out.append(Sentence(document, number, part))
    return tuple(out)


def is_candidate(text: str) -> bool:
    return bool(_TRIGGER.search(text))


def candidates(document: str) -> tuple[Sentence, ...]:
    """The sentences the ledger must account for."""
    return tuple(s for s in sentences(document) if is_candidate(s.text))


@cache
def study_text(document: str) -> str:
    """The whole study, normalised line by line and joined by single spaces: where a quote must be found."""
    return " ".join(normalise(line) for _, line in _prose_lines(document))


def quote_found(document: str, quote: str) -> bool:
    return normalise(quote) in study_text(document)


def covers(quote: str, sentence: str) -> bool:
    """A quote accounts for a sentence when one holds the other (a quote may be one or two whole sentences, or the
    clause of a long sentence that carries the statement)."""
    q = normalise(quote)
    return sentence in q or (len(q) >= 40 and q in sentence)
