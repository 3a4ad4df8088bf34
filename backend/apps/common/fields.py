"""Model fields shared by the apps."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from django.db import connections, models, router


@dataclass(frozen=True, slots=True)
class EncodedJSON:
    """A JSON document already encoded as text, to be written by a :class:`LargeJSONField` as it is.

    Encoding first lets the caller drop the decoded value before the database write, which then holds only the
    text: for a parse result of tens of MB the Python objects weigh several times the text.
    """

    text: str

    @classmethod
    def dumps(cls, value: Any) -> EncodedJSON:
        """``value`` encoded exactly as a ``models.JSONField`` without an encoder would encode it."""
        return cls(json.dumps(value))


def _verbatim(text: str) -> str:
    return text


class LargeJSONField(models.JSONField):
    """A JSONField for documents of tens of MB (a parse result, an OS capture's series, one list per column and
    object).

    * On SQLite the column has no ``CHECK (JSON_VALID(...))``: SQLite checks it by building a node tree of the
      whole document, about four times the text (some 160 MB more in the writing process for a 37 MB result). Every
      value is written here through ``json.dumps`` (or is an :class:`EncodedJSON` made by it), so it is valid
      anyway, and reads (``json.loads``, SQLite's JSON functions) are those of any JSONField.
    * An :class:`EncodedJSON` value is written as its text, without being decoded or encoded again.
    """

    def db_check(self, connection):
        if connection.vendor == "sqlite":
            return None
        return super().db_check(connection)

    def get_db_prep_value(self, value, connection, prepared=False):
        if isinstance(value, EncodedJSON):
            if connection.vendor == "postgresql":
                from django.db.backends.postgresql.psycopg_any import Jsonb

                return Jsonb(value.text, dumps=_verbatim)
            return value.text
        return super().get_db_prep_value(value, connection, prepared)


def save_encoded(instance: models.Model, name: str) -> None:
    """Write one :class:`LargeJSONField` of a saved row, whose value is an :class:`EncodedJSON`, in an UPDATE of its
    own that Django's debug query log does not see (inside the caller's transaction, if any).

    With DEBUG on (a developer's worker under ``make run``), every statement goes into ``connection.queries`` with
    its parameters written into the SQL; for a 37 MB document on SQLite, making that entry (SQLite quotes the text,
    then Python formats it in) costs some 140 MB at once and keeps 37 MB until the task ends.

    On PostgreSQL (psycopg 3) the statement binds the document on the server: Django's own cursors bind on the
    client, building the whole statement with the document escaped and quoted into it, which for 37 MB costs about
    140 MB more in the writing process instead of 70.
    """
    field = instance._meta.get_field(name)
    connection = connections[router.db_for_write(type(instance), instance=instance)]
    value = field.get_db_prep_save(getattr(instance, field.attname), connection)
    qn = connection.ops.quote_name
    sql = (f"UPDATE {qn(instance._meta.db_table)} SET {qn(field.column)} = %s "
           f"WHERE {qn(instance._meta.pk.column)} = %s")
    connection.ensure_connection()
    if connection.vendor == "postgresql" and _is_psycopg3():
        import psycopg

        raw = psycopg.Cursor(connection.connection)
    else:
        raw = connection.create_cursor()
    # make_cursor is the wrapper Django itself uses when queries are not logged (error translation included).
    with connection.make_cursor(raw) as cursor:
        cursor.execute(sql, [value, instance.pk])


def _is_psycopg3() -> bool:
    from django.db.backends.postgresql.psycopg_any import is_psycopg3

    return is_psycopg3


class JSONWithout(models.Func):
    """A JSON object column read without some of its top-level keys, which the database drops before sending it.

    For a parse result whose long lists run to MBs (a report's detail lists, sar's lines), a view that does not
    show them then neither transfers nor decodes them. PostgreSQL removes the keys with jsonb's ``-`` operator,
    SQLite with ``json_remove``; any other database sends the whole document, so callers still drop the keys
    themselves when they find them.
    """

    output_field = models.JSONField()

    def __init__(self, expression, *keys: str):
        super().__init__(expression)
        self.keys = keys

    def _inner(self, compiler):
        return compiler.compile(self.get_source_expressions()[0])

    def as_sql(self, compiler, connection, **extra_context):
        return self._inner(compiler)

    def as_postgresql(self, compiler, connection, **extra_context):
        sql, params = self._inner(compiler)
        return f"({sql} - %s::text[])", (*params, list(self.keys))

    def as_sqlite(self, compiler, connection, **extra_context):
        sql, params = self._inner(compiler)
        paths = ", ".join(["%s"] * len(self.keys))
        return f"json_remove({sql}, {paths})", (*params, *(f'$."{key}"' for key in self.keys))
