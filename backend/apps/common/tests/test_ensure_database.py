"""``manage.py ensure_database`` against the suite's own database server (PostgreSQL, or SQLite files)."""

from __future__ import annotations

import uuid
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connection

from apps.common.management.commands.ensure_database import create_missing_database


@pytest.fixture
def missing(tmp_path):
    """A copy of the test database's settings naming a database that does not exist yet; dropped afterwards."""
    config = dict(connection.settings_dict)
    if connection.vendor == "sqlite":
        config["NAME"] = str(tmp_path / "var" / "new.sqlite3")
        yield config
        return
    config["NAME"] = f"racplan_ensure_{uuid.uuid4().hex[:12]}"
    yield config
    import psycopg
    from psycopg import sql

    with psycopg.connect(dbname="postgres", host=config["HOST"], port=config["PORT"] or None, user=config["USER"],
                         password=config["PASSWORD"] or None, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(config["NAME"])))


def test_a_missing_database_is_created_once_and_then_used(missing):
    if connection.vendor == "sqlite":
        import sqlite3

        assert create_missing_database(missing) is False  # SQLite makes its own file, in the folder made here
        sqlite3.connect(missing["NAME"]).close()
    else:
        assert create_missing_database(missing) is True
        import psycopg

        with psycopg.connect(dbname=missing["NAME"], host=missing["HOST"], port=missing["PORT"] or None,
                             user=missing["USER"], password=missing["PASSWORD"] or None) as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)
    assert create_missing_database(missing) is False


def test_the_command_says_nothing_about_a_database_that_exists():
    """The configured database (DATABASE_URL's, not the suite's test copy) need not exist when the suite starts: a
    fresh CI may name one nobody created. The first call may create it and says so; the second finds it and is
    silent."""
    name = settings.DATABASES["default"]["NAME"]
    first, second = StringIO(), StringIO()
    call_command("ensure_database", stderr=first)
    assert first.getvalue().strip() in ("", f"Created the database {name}.")
    call_command("ensure_database", stderr=second)
    assert second.getvalue() == ""


def test_an_existing_database_is_left_as_it_is(tmp_path):
    """The suite's own database on PostgreSQL; on SQLite a database file that exists, with a table in it."""
    config = dict(connection.settings_dict)
    if connection.vendor == "sqlite":
        import sqlite3

        config["NAME"] = str(tmp_path / "existing.sqlite3")
        with sqlite3.connect(config["NAME"]) as db:
            db.execute("CREATE TABLE kept (x)")
    assert create_missing_database(config) is False
    if connection.vendor == "sqlite":
        with sqlite3.connect(config["NAME"]) as db:
            assert db.execute("SELECT name FROM sqlite_master").fetchall() == [("kept",)]


def test_a_database_that_cannot_be_reached_is_an_error_not_a_creation(missing):
    config = dict(missing)
    if connection.vendor == "sqlite":
        config["NAME"] = "/proc/no-such-folder/x.sqlite3"  # a folder that cannot be made
        with pytest.raises(OSError):
            create_missing_database(config)
        return
    import psycopg

    config["PASSWORD"], config["USER"] = "", "no_such_role_racplan"
    with pytest.raises(psycopg.OperationalError, match="no_such_role_racplan"):
        create_missing_database(config)
