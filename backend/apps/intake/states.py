"""The one state machine of a stored file: a run's file (`RunFile`) and an as-built check's file (`AsBuiltFile`).

A file is kept first (``stored``) and then read by a job. A run's file passes through ``parsing`` while its job reads
it and ends ``parsed``, ``partial`` (an archive some of whose entries were refused) or ``failed``; an as-built file
is read in one step of its check's job and ends ``parsed``, ``failed`` or ``ignored`` (kept but not compared: a
bundle's own file, a kind recognised but not read yet, or an older upload of the same file). Each model uses the
states it needs (:attr:`StoredFileMixin.STATES`); every move between states goes through :func:`transition`,
:func:`transition_now` or :func:`transition_rows`, which refuse a move :data:`TRANSITIONS` does not list.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from django.db import models


class StoredFileState(models.TextChoices):
    STORED = "stored", "Stored"
    PARSING = "parsing", "Parsing"
    PARSED = "parsed", "Parsed"
    PARTIAL = "partial", "Partially imported"
    FAILED = "failed", "Failed"
    IGNORED = "ignored", "Ignored"


S = StoredFileState

#: A file whose job has not ended with it yet.
PENDING: tuple[StoredFileState, ...] = (S.STORED, S.PARSING)

#: state -> the states a file in it may move to. A file is queued again (``stored``) by a re-parse whatever its state,
#: a stranded job's included; a job sent again after its worker was lost finds the file in any state of a run's file
#: (``parsing`` again); an as-built check reads every file again in each round, whatever the last round made of it.
TRANSITIONS: dict[StoredFileState, frozenset[StoredFileState]] = {
    S.STORED: frozenset({S.STORED, S.PARSING, S.PARSED, S.FAILED, S.IGNORED}),
    S.PARSING: frozenset({S.STORED, S.PARSING, S.PARSED, S.PARTIAL, S.FAILED}),
    S.PARSED: frozenset({S.STORED, S.PARSING, S.PARSED, S.FAILED, S.IGNORED}),
    S.PARTIAL: frozenset({S.STORED, S.PARSING}),
    S.FAILED: frozenset({S.STORED, S.PARSING, S.PARSED, S.FAILED, S.IGNORED}),
    S.IGNORED: frozenset({S.PARSED, S.FAILED, S.IGNORED}),
}


class InvalidTransition(ValueError):
    """A move the state machine does not allow: a programming error, never a user's."""


def state_choices(states: Iterable[StoredFileState]) -> list[tuple[str, str]]:
    """The model field choices of ``states``, in the machine's order (stored first)."""
    wanted = set(states)
    return [(s.value, s.label) for s in StoredFileState if s in wanted]


class StoredFileMixin:
    """A model whose rows are stored files: ``State`` is the shared :class:`StoredFileState`, ``STATES`` the part of
    it the model uses (its ``state`` field's choices are :func:`state_choices` of them)."""

    State = StoredFileState
    STATES: ClassVar[tuple[StoredFileState, ...]] = tuple(StoredFileState)


def allowed(model: type[StoredFileMixin], source: str, target: str) -> bool:
    """Whether a file of ``model`` may move from ``source`` to ``target``."""
    states = model.STATES
    return source in states and target in states and target in TRANSITIONS[StoredFileState(source)]


def sources(model: type[StoredFileMixin], target: str) -> list[StoredFileState]:
    """The states of ``model`` from which a file may move to ``target``."""
    return [s for s in model.STATES if allowed(model, s, target)]


def _check(row: Any, target: str) -> StoredFileState:
    model = type(row)
    if not allowed(model, row.state, target):
        raise InvalidTransition(f"{model.__name__} {row.pk}: {row.state} -> {target} is not a move of a stored file")
    return StoredFileState(target)


def transition(row: StoredFileMixin, target: str, **fields: Any) -> None:
    """Move ``row`` (in memory) to ``target`` and set ``fields`` with it; the caller saves."""
    row.state = _check(row, target)
    for name, value in fields.items():
        setattr(row, name, value)


def transition_now(row: StoredFileMixin, target: str, **fields: Any) -> None:
    """Move ``row`` to ``target`` at once: one UPDATE of its state and ``fields``, and the same in memory."""
    state = _check(row, target)
    type(row).objects.filter(pk=row.pk).update(state=state, **fields)
    transition(row, state, **fields)


def transition_rows(queryset: models.QuerySet, target: str, **fields: Any) -> int:
    """Move every row of ``queryset`` that may go to ``target`` there (one UPDATE); the number moved."""
    return queryset.filter(state__in=sources(queryset.model, target)).update(state=StoredFileState(target), **fields)
