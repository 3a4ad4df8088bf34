"""Choosing the parser of a file users hand over: the kinds an app reads, each with its parser, the file names that
select it and a sniffer that recognises its content, in the order they are tried.

Pure Python (no Django). Runs (`apps.runs.parsers.dispatch`) and as-built checks (`apps.asbuilt.parsers.base`) each
keep one :class:`Registry`; the order they register their kinds in is the order a file is tried against them, so the
order is data that a test can state. What a sniffer looks at is the app's to choose (the decoded text for an as-built
file; for a run's file, the name and text with the parts its sniffers share, worked out once).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

P = TypeVar("P", bound=Callable)  # a parser
Q = TypeVar("Q")  # what a sniffer looks at


@dataclass(frozen=True)
class Kind(Generic[P, Q]):
    """One registered kind: its parser, the path patterns that select it and the sniffer that recognises it."""

    kind: str
    label: str
    parser: P
    names: tuple[re.Pattern[str], ...] = ()
    sniff: Callable[[Q], bool] | None = None


class Registry(Generic[P, Q]):
    """The kinds of one app, in registration order, which is the order :meth:`by_name` and :meth:`by_content` try
    them in."""

    def __init__(self) -> None:
        self._kinds: dict[str, Kind[P, Q]] = {}
        #: kind -> label, in registration order
        self.labels: dict[str, str] = {}

    def add(self, kind: str, label: str, parser: P, *, names: tuple[str, ...] = (),
            sniff: Callable[[Q], bool] | None = None) -> P:
        """Register ``parser`` for ``kind``, tried after every kind registered before. ``names`` are regular
        expressions searched in a file's path; a kind is registered once."""
        if kind in self._kinds:
            raise ValueError(f"the kind {kind!r} is registered twice")
        self._kinds[kind] = Kind(kind, label, parser, tuple(re.compile(n) for n in names), sniff)
        self.labels[kind] = label
        return parser

    def register(self, kind: str, label: str, *, names: tuple[str, ...] = (),
                 sniff: Callable[[Q], bool] | None = None) -> Callable[[P], P]:
        """:meth:`add` as a decorator of the parser."""

        def wrap(parser: P) -> P:
            return self.add(kind, label, parser, names=names, sniff=sniff)

        return wrap

    def __iter__(self) -> Iterator[Kind[P, Q]]:
        return iter(self._kinds.values())

    def __contains__(self, kind: object) -> bool:
        return kind in self._kinds

    def __getitem__(self, kind: str) -> Kind[P, Q]:
        return self._kinds[kind]

    def by_name(self, path: str) -> Kind[P, Q] | None:
        """The first kind one of whose name patterns is found in ``path``."""
        return next((k for k in self._kinds.values() if any(p.search(path) for p in k.names)), None)

    def by_content(self, probe: Q) -> Kind[P, Q] | None:
        """The first kind whose sniffer recognises ``probe``."""
        return next((k for k in self._kinds.values() if k.sniff is not None and k.sniff(probe)), None)
