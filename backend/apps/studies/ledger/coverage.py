"""Which candidate sentences of a study the ledger does not account for yet.

``python -m apps.studies.ledger.coverage 000`` prints them (line number and text), one a line; the coverage test
asserts that the list is empty for every study.
"""

from __future__ import annotations

import sys

from ..citation import STUDIES
from . import set_aside, statements
from .sentences import Sentence, candidates, covers


def uncovered(document: str) -> list[Sentence]:
    quotes = [s.quote for s in statements() if s.cite.document == document]
    quotes += [q for a in set_aside() if a.cite.document == document for q in a.quotes]
    return [c for c in candidates(document) if not any(covers(q, c.text) for q in quotes)]


def main(argv: list[str]) -> int:
    wanted = [d for d in STUDIES if not argv or any(d.startswith(a) for a in argv)]
    total = 0
    for document in wanted:
        missing = uncovered(document)
        total += len(missing)
        print(f"# {document}: {len(missing)} of {len(candidates(document))} candidate sentences not accounted for")
        for s in missing:
            print(f"{s.line:5d}  {s.text}")
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
