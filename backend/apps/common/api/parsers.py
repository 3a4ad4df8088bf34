"""The API's body parsers: DRF's own, refusing NUL characters anywhere in what they read.

PostgreSQL can hold U+0000 neither in text nor in jsonb, and no field of the API means one, so a NUL anywhere in a
request body (a JSON string or object key at any depth, a form field) is a field-keyed 400 here, before a view or
a serializer sees the data: the key is the path of the value (``document/cluster/name``), or of the object whose
key holds it. Query parameters get the same check in :class:`apps.common.middleware.ApiNullCharacterMiddleware`.
Every view parses with these classes (``DEFAULT_PARSER_CLASSES``; views that pick their parsers import them from
here).
"""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from rest_framework import parsers
from rest_framework.exceptions import ValidationError
from rest_framework.settings import api_settings

#: The message of DRF's own CharField check (ProhibitNullCharactersValidator), for one wording everywhere.
NUL_VALUE = "Null characters are not allowed."
NUL_NAME = "Null characters are not allowed. The name {name} holds one."
NUL = "\x00"


def _shown(name: str) -> str:
    """A name that holds a NUL as it can be shown: quoted, NUL and other control characters escaped."""
    return repr(name[:100])


def nul_errors(value: Any, path: str = "") -> dict[str, list[str]]:
    """``{path: [message]}`` for every string in ``value`` (nested dicts and lists) that holds a NUL.

    A value's error is keyed by its path; a key's by the path of the object that holds it (or ``non_field_errors``
    at the top).
    """
    errors: dict[str, list[str]] = {}
    where = path or api_settings.NON_FIELD_ERRORS_KEY
    if isinstance(value, str):
        if NUL in value:
            errors[where] = [NUL_VALUE]
    elif isinstance(value, dict):
        for key, item in value.items():
            key = str(key)
            if NUL in key:
                errors.setdefault(where, []).append(NUL_NAME.format(name=_shown(key)))
                continue
            errors.update(nul_errors(item, f"{path}/{key}" if path else key))
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            errors.update(nul_errors(item, f"{path}/{index}" if path else str(index)))
    return errors


def query_dict_nul_errors(data: QueryDict) -> dict[str, list[str]]:
    """:func:`nul_errors` for a form or a query string, where a name may come several times."""
    errors: dict[str, list[str]] = {}
    for key, values in data.lists():
        if NUL in key:
            errors.setdefault(api_settings.NON_FIELD_ERRORS_KEY, []).append(NUL_NAME.format(name=_shown(key)))
        elif any(isinstance(v, str) and NUL in v for v in values):
            errors[key] = [NUL_VALUE]
    return errors


def refuse_nul(errors: dict[str, list[str]]) -> None:
    if errors:
        raise ValidationError(errors)


class JSONParser(parsers.JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        data = super().parse(stream, media_type, parser_context)
        refuse_nul(nul_errors(data))
        return data


class FormParser(parsers.FormParser):
    def parse(self, stream, media_type=None, parser_context=None):
        data = super().parse(stream, media_type, parser_context)
        refuse_nul(query_dict_nul_errors(data))
        return data


class MultiPartParser(parsers.MultiPartParser):
    def parse(self, stream, media_type=None, parser_context=None):
        result = super().parse(stream, media_type, parser_context)
        refuse_nul(query_dict_nul_errors(result.data))
        return result
