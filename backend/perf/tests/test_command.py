"""The `manage.py bench` command and the registry behind it (moved from apps/common/tests/test_config.py)."""

import json

import pytest
from django.core.management import call_command


@pytest.mark.django_db
def test_bench_command_prints_json(capsys):
    call_command("bench", "common.", "--repeat", "2")
    document = json.loads(capsys.readouterr().out)
    names = [b["name"] for b in document["benchmarks"]]
    assert "common.database_roundtrip" in names
    assert all(b["repeat"] == 2 and b["min_s"] <= b["max_s"] for b in document["benchmarks"])
