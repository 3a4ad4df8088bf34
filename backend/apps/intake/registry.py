"""Choosing the parser of a file users hand over: an app's kinds of file as one ordered table, each entry with its
label, its parser, the file names that select it and a detector that recognises its content.

Pure Python (no Django). ansible-lint's ``DEFAULT_KINDS`` is the model: one ordered list of (kind, pattern/detector)
entries, the first that matches wins. Runs (`apps.runs.parsers.dispatch` ``RUN_FORMATS``) and as-built checks
(`apps.asbuilt.parsers.kinds` ``ASBUILT_KINDS``) each keep one :class:`KindTable` of their own entry type (a
subclass of :class:`FileKind` carrying that app's hooks); the order of the table is the order a file is tried
against it, so the order is data that a test can state. What a detector looks at is the app's to choose (the decoded
text for an as-built file; for a run's file, the name and text with the parts its detectors share, worked out once).
Every list of what an app reads (its API vocabulary, its upload help, its user guide) is generated from its table.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

P = TypeVar("P", bound=Callable)  # a parser
Q = TypeVar("Q")  # what a detector looks at
E = TypeVar("E", bound="FileKind")


@dataclass(frozen=True)
class FileKind(Generic[P, Q]):
    """One entry of a table: its name (stable: stored and sent by the API), its label (what people read), its
    parser, the regular expressions searched in a file's path that select it and the detector that recognises its
    content."""

    name: str
    label: str
    parse: P
    names: tuple[str, ...] = ()
    detect: Callable[[Q], bool] | None = None
    patterns: tuple[re.Pattern[str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "patterns", tuple(re.compile(n) for n in self.names))


class Labels(Mapping[str, str]):
    """A table's name -> label, in table order, read live (an entry added to the table is in it)."""

    def __init__(self, table: KindTable) -> None:
        self._table = table

    def __getitem__(self, name: str) -> str:
        return self._table[name].label

    def __iter__(self) -> Iterator[str]:
        return (entry.name for entry in self._table)

    def __len__(self) -> int:
        return len(self._table)


class KindTable(list[E]):
    """An app's kinds of file, in the order :meth:`by_name` and :meth:`by_content` try them in. A list (entries are
    added by listing them, or by ``insert`` in a test); indexing by a kind's name gives its entry."""

    def __init__(self, entries: Iterable[E] = ()) -> None:
        super().__init__(entries)
        self.check()
        #: name -> label, in table order
        self.labels: Labels = Labels(self)

    def check(self) -> None:
        """Raise ValueError when a name is listed twice."""
        seen: set[str] = set()
        for entry in self:
            if entry.name in seen:
                raise ValueError(f"the kind {entry.name!r} is listed twice")
            seen.add(entry.name)

    def __getitem__(self, key):  # type: ignore[override]
        if isinstance(key, str):
            found = next((entry for entry in self if entry.name == key), None)
            if found is None:
                raise KeyError(key)
            return found
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            return any(entry.name == key for entry in self)
        return super().__contains__(key)

    def by_name(self, path: str) -> E | None:
        """The first entry one of whose name patterns is found in ``path``."""
        return next((e for e in self if any(p.search(path) for p in e.patterns)), None)

    def by_content(self, probe: object) -> E | None:
        """The first entry whose detector recognises ``probe``."""
        return next((e for e in self if e.detect is not None and e.detect(probe)), None)

