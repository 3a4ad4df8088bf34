"""Write helpers every app's services share."""

from __future__ import annotations

from typing import TypeVar

from django.db import models

_Row = TypeVar("_Row", bound=models.Model)


def saved(row: _Row) -> _Row:
    """``full_clean()`` then ``save()``: how a service writes a row it built or changed; returns the row."""
    row.full_clean()
    row.save()
    return row
