"""Benchmarks of apps.common (see apps/common/bench.py)."""

from django.db import connection

from .bench import benchmark


@benchmark("common.database_roundtrip", repeat=20)
def database_roundtrip():
    """One SELECT 1 round trip to the configured database."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
