"""``manage.py ensure_database``: create the configured database when it does not exist yet.

``make run`` and ``make bench`` call it before ``migrate``, so ``DATABASE_URL=postgres://host/racplan`` works on a
server where nobody has run ``createdb racplan``; an existing database is left as it is. SQLite creates its file on
first use, so only the file's folder is made.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

#: Databases every PostgreSQL server has, to connect to while the wanted one does not exist.
MAINTENANCE_DATABASES = ("postgres", "template1")


def create_missing_database(config: dict) -> bool:
    """Create the PostgreSQL database ``config`` (a ``settings.DATABASES`` entry) names; True when it had to be
    created. For SQLite only the file's folder is made (SQLite creates the file itself).

    The database itself is tried first, with the connection's own options (``sslmode`` and the like): a role that
    may connect only to its own database never needs the maintenance one. Only when the server answers that the
    database does not exist is it created from ``postgres`` (or ``template1``).
    """
    engine = config["ENGINE"]
    if engine == "django.db.backends.sqlite3":
        if str(config["NAME"]) != ":memory:" and not str(config["NAME"]).startswith("file:"):
            Path(str(config["NAME"])).parent.mkdir(parents=True, exist_ok=True)
        return False
    if engine != "django.db.backends.postgresql":
        return False
    import psycopg
    from psycopg import sql

    server = {key: value for key, value in {"host": config.get("HOST"), "port": config.get("PORT"),
                                             "user": config.get("USER"), "password": config.get("PASSWORD")}.items()
              if value}
    options = {key: value for key, value in (config.get("OPTIONS") or {}).items()
               if key not in ("pool", "server_side_binding", "isolation_level", "assume_role")}
    try:
        psycopg.connect(dbname=config["NAME"], connect_timeout=10, **server, **options).close()
        return False
    except psycopg.OperationalError as exc:
        # a connection refused carries no SQLSTATE: only the server's own words say the database is missing
        if f'database "{config["NAME"]}" does not exist' not in str(exc):
            raise
    last_error: Exception | None = None
    for maintenance in MAINTENANCE_DATABASES:
        try:
            conn = psycopg.connect(dbname=maintenance, autocommit=True, connect_timeout=10, **server, **options)
        except psycopg.OperationalError as exc:
            last_error = exc
            continue
        with conn:
            if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [config["NAME"]]).fetchone():
                return False
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(config["NAME"])))
            return True
    raise last_error or RuntimeError("no maintenance database to connect to")


class Command(BaseCommand):
    help = "Create the configured database when it does not exist yet (PostgreSQL: CREATE DATABASE)."

    def handle(self, *args, **options):
        config = settings.DATABASES["default"]
        if create_missing_database(config):
            self.stderr.write(f"Created the database {config['NAME']}.")
