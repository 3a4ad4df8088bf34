"""Integers that come from outside: query parameters, body fields and path ids, checked once, here.

Every id column is a 64-bit integer (``BigAutoField``), so a number outside that range names nothing and must
never reach the database (SQLite raises ``OverflowError``, PostgreSQL ``NumericValueOutOfRange``). Query
parameters and body fields answer a field-keyed 400; ids in the path answer the same 404 as any missing id (see
``apps.common.middleware.ApiPathIdMiddleware``).
"""

from __future__ import annotations

import django_filters
from django import forms
from drf_spectacular.utils import OpenApiParameter, extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import ValidationError

#: The largest value of a 64-bit signed integer column (PostgreSQL ``bigint``, SQLite ``INTEGER``).
INT64_MAX = 2**63 - 1
#: Ids start at 1.
ID_MIN = 1

#: What an id in a query parameter may be, as the OpenAPI schema states it (query_id and IdFilter check exactly this).
ID_SCHEMA = {"type": "integer", "format": "int64", "minimum": ID_MIN, "maximum": INT64_MAX}

WHOLE_NUMBER = "A whole number is required."
OUT_OF_RANGE = "Ensure this value is between {low} and {high}."


def parse_int(raw: str, *, min_value: int = -INT64_MAX - 1, max_value: int = INT64_MAX) -> int:
    """``raw`` as an int within bounds; ValueError with the message to show otherwise."""
    text = raw.strip()
    # Only plain decimal digits: int() would also take "1_000", " 12 " and other forms nobody sends on purpose.
    digits = text[1:] if text[:1] in "+-" else text
    if not digits.isascii() or not digits.isdigit() or len(digits) > 25:
        raise ValueError(WHOLE_NUMBER)
    value = int(text)
    if not min_value <= value <= max_value:
        raise ValueError(OUT_OF_RANGE.format(low=min_value, high=max_value))
    return value


def query_int(request, name: str, *, min_value: int = -INT64_MAX - 1, max_value: int = INT64_MAX) -> int | None:
    """The integer query parameter ``name`` (None when absent or empty); a 400 keyed by ``name`` when invalid."""
    raw = request.query_params.get(name)
    if raw in (None, ""):
        return None
    try:
        return parse_int(raw, min_value=min_value, max_value=max_value)
    except ValueError as exc:
        raise ValidationError({name: [str(exc)]}) from None


def query_ints(request, **bounds: dict[str, int]) -> list[int | None]:
    """Several integer query parameters, each with its :func:`query_int` bounds (``offset={"min_value": 0}``), in
    the order given; one 400 naming every invalid one."""
    values: list[int | None] = []
    errors: dict[str, list[str]] = {}
    for name, limits in bounds.items():
        try:
            values.append(query_int(request, name, **limits))
        except ValidationError as exc:
            errors.update(exc.detail)
    if errors:
        raise ValidationError(errors)
    return values


def query_id(request, name: str) -> int | None:
    """An id query parameter (``?project=``, ``?plan=`` …): a positive 64-bit integer."""
    return query_int(request, name, min_value=ID_MIN)


def id_parameter(name: str, **kwargs) -> OpenApiParameter:
    """The OpenAPI description of an id query parameter read with :func:`query_id` (1 to 2**63 - 1)."""
    return OpenApiParameter(name, ID_SCHEMA, **kwargs)


def query_choice(request, name: str, choices, *, message: str) -> str:
    """A query parameter that must be one of ``choices`` (the first when it is absent or empty), else a 400 keyed
    by the parameter with ``message``."""
    value = request.query_params.get(name) or choices[0]
    if value not in choices:
        raise ValidationError({name: [message]})
    return value


def is_id(value) -> bool:
    """True when ``value`` (an int or a string of digits) could name a row."""
    try:
        number = parse_int(str(value), min_value=ID_MIN)
    except ValueError:
        return False
    return number >= ID_MIN


# --- serializer fields -----------------------------------------------------------------------------------------


def _bounded(kwargs: dict, min_value: int) -> dict:
    """Field arguments with ``min_value`` .. INT64_MAX as the bounds wherever the caller gives none."""
    return {"min_value": min_value, "max_value": INT64_MAX, **kwargs}


class IdField(serializers.IntegerField):
    """An id in a request body: a positive 64-bit integer."""

    def __init__(self, **kwargs):
        super().__init__(**_bounded(kwargs, ID_MIN))


class BoundedIntegerField(serializers.IntegerField):
    """An integer that fits a 64-bit column unless narrower bounds are given."""

    def __init__(self, **kwargs):
        super().__init__(**_bounded(kwargs, -INT64_MAX - 1))


class RelatedIdField(serializers.PrimaryKeyRelatedField):
    """A related object by id, where an id the caller may not see reads exactly like one that does not exist.

    ``visible(queryset, user)`` narrows the queryset to what the request's user may read; without a request in
    the serializer context (internal use) the whole queryset applies. Out-of-range ids never reach the database.
    """

    def __init__(self, *, visible=None, **kwargs):
        self.visible = visible
        super().__init__(**kwargs)

    def get_queryset(self):
        queryset = super().get_queryset()
        request = self.context.get("request")
        if self.visible is not None and request is not None:
            queryset = self.visible(queryset, request.user)
        return queryset

    def to_internal_value(self, data):
        if isinstance(data, bool) or not is_id(data):
            self.fail("does_not_exist" if _looks_numeric(data) else "incorrect_type", pk_value=data,
                      data_type=type(data).__name__)
        return super().to_internal_value(data)


def restricted(action: str = "view"):
    """A ``visible`` function for RelatedIdField: the rows the user may reach for `action`.

    The queryset's model must use `apps.accounts.querysets.RestrictedQuerySet` (the one row-level rule).
    """

    def visible(queryset, user):
        return queryset.restrict(user, action)

    return visible


def _looks_numeric(data) -> bool:
    return isinstance(data, int) and not isinstance(data, bool) or (
        isinstance(data, str) and data.strip().lstrip("+-").isdigit())


# --- django-filter -------------------------------------------------------------------------------------------


class _IdFormField(forms.IntegerField):
    def __init__(self, **kwargs):
        super().__init__(**_bounded(kwargs, ID_MIN))


@extend_schema_field(ID_SCHEMA)
class IdFilter(django_filters.NumberFilter):
    """A filter on an id column (``?project=``): a bad or out-of-range value is a 400 keyed by the parameter."""

    field_class = _IdFormField
