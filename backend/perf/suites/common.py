"""Timings of apps.common (see perf/registry.py)."""

from django.db import connection

from perf.registry import benchmark


@benchmark("common.database_roundtrip", repeat=20)
def database_roundtrip():
    """One SELECT 1 round trip to the configured database."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
