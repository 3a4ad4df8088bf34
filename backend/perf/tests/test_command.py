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


def test_bench_list_names_every_registered_measurement(capsys):
    # The names are make bench's output contract: the JSON document keys its results by them.
    call_command("bench", "--list")
    names = [line.split("\t", 1)[0] for line in capsys.readouterr().out.splitlines() if "\t" in line]
    assert names == sorted(names)
    assert set(names) == {
        "bundles.render_16_node_fcp", "common.database_roundtrip", "comparisons.api_50_runs",
        "rules.validate_16_nodes_http", "rules.validate_16_nodes_in_process", "runs.ingest_nmon_50mb_one_worker",
        "runs.ingest_os_folder_200mb", "runs.ingest_zip_500_two_workers", "runs.parse_corpus",
        "runs.parse_os_folder_peak_rss", "plans.estimate_calibration",
    }


def test_bench_prefix_selects_only_matching_names(capsys):
    call_command("bench", "bundles.", "--list")
    lines = [line for line in capsys.readouterr().out.splitlines() if "\t" in line]
    assert [line.split("\t", 1)[0] for line in lines] == ["bundles.render_16_node_fcp"]
