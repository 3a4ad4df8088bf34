"""Serializers typed from the parser's own records (dataclasses and TypedDicts), so the API's shapes and
the parse model never drift apart."""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.common.api.schema import JsonObjectField, JsonValueField

from ...parsers.model import ParsedReport, TimedEvent


def dataclass_serializer(row_type: type, name: str, **extra: serializers.Field) -> type[serializers.Serializer]:
    """A serializer whose fields are a parser record's fields (a dataclass, or a TypedDict whose optional keys are
    not required), so the two never drift apart."""
    optional = getattr(row_type, "__optional_keys__", frozenset())
    attrs = {key: _hint_field(hint, **({"required": False} if key in optional else {}))
             for key, hint in typing.get_type_hints(row_type).items()}
    return type(name, (serializers.Serializer,), {**attrs, **extra})


def _hint_field(hint: Any, **kwargs: Any) -> serializers.Field:
    """The schema field of one type hint of the parse model: scalars, lists, string-keyed dicts, nested records
    (one component each), ``X | None`` as nullable; ``Any`` and mixed unions as any JSON value."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        nullable = len(args) < len(typing.get_args(hint))
        return _hint_field(args[0], allow_null=nullable) if len(args) == 1 else JsonValueField()
    if origin is list and typing.get_origin(args[0]) is tuple:  # a histogram's (bucket, %) pairs
        return HistogramBucketSerializer(many=True, **kwargs)
    if origin is list:
        return serializers.ListField(child=_hint_field(args[0]), **kwargs)
    if origin is dict:
        return JsonObjectField(**kwargs) if args[1] is Any else serializers.DictField(child=_hint_field(args[1]),
                                                                                     **kwargs)
    if dataclasses.is_dataclass(hint) or typing.is_typeddict(hint):
        return _record_serializer(hint)(**kwargs)
    if hint is Any:
        return JsonValueField()
    return _SCALARS[hint](**kwargs)


def _literal_field(values: tuple[str, ...], **kwargs: Any) -> serializers.ChoiceField:
    """A choice documented inline as its constants, not as an enum component: the schema names enum components
    after the field (``kind``, ``format``), and a second set under a name another serializer uses renames both."""
    literals = [{"type": "string", "const": v} for v in values]
    schema = literals[0] if len(literals) == 1 else {"anyOf": literals}
    return extend_schema_field(schema)(type("LiteralField", (serializers.ChoiceField,), {}))(choices=values, **kwargs)


@functools.cache
def _record_serializer(record: type) -> type[serializers.Serializer]:
    """One serializer (one schema component) per nested record of the parse result."""
    if record is TimedEvent:
        return RunTopEventSerializer
    return dataclass_serializer(record, f"Report{record.__name__}Serializer")


class HistogramBucketSerializer(serializers.Serializer):
    label = serializers.CharField(help_text="The bucket's upper bound as the report prints it, e.g. '<8ms'.")
    pct = serializers.FloatField(allow_null=True, help_text="% of the event's waits in this bucket.")


_SCALARS = {str: serializers.CharField, float: serializers.FloatField, int: serializers.IntegerField,
            bool: serializers.BooleanField}


RunTopEventSerializer = dataclass_serializer(TimedEvent, "RunTopEventSerializer")


_REPORT_HINTS = typing.get_type_hints(ParsedReport)
