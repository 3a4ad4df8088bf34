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
        "bundles.render_16_node_fcp", "common.database_roundtrip", "common.lists_10000_rows",
        "comparisons.api_50_runs", "comparisons.engine_in_process", "rules.validate_16_nodes_http",
        "rules.validate_16_nodes_in_process", "runs.ingest_nmon_50mb_one_worker", "runs.ingest_os_folder_200mb",
        "runs.ingest_zip_500_two_workers", "runs.parse_corpus", "runs.parse_os_folder_peak_rss",
        "runs.timeline_200_reports", "plans.estimate_calibration",
    }


def test_bench_prefix_selects_only_matching_names(capsys):
    call_command("bench", "bundles.", "--list")
    lines = [line for line in capsys.readouterr().out.splitlines() if "\t" in line]
    assert [line.split("\t", 1)[0] for line in lines] == ["bundles.render_16_node_fcp"]


@pytest.fixture
def registered():
    """Benchmarks registered for one test only (the registry is the command's, shared by every test)."""
    from perf.registry import REGISTRY, benchmark

    added: list[str] = []

    def register(name, **options):
        def decorator(fn):
            added.append(name)
            return benchmark(name, **options)(fn)
        return decorator

    yield register
    for name in added:
        REGISTRY.pop(name, None)


def test_a_benchmark_that_raises_is_reported_as_a_failed_target(registered):
    from perf.registry import REGISTRY, run_one

    @registered("zz.raises", repeat=3)
    def raises():
        raise RuntimeError("the API answered 400")

    result = run_one(REGISTRY["zz.raises"])
    assert result["error"] == "RuntimeError: the API answered 400" and result["met"] is False
    assert result["repeat"] == 0 and "median_s" not in result


def test_small_runs_once_with_the_small_arguments(registered, capsys):
    from perf.registry import discover

    calls = []

    @registered("zz.sized", repeat=4, small={"count": 2})
    def sized(count: int = 500):
        calls.append(count)
        return {"count": count}

    discover()
    call_command("bench", "zz.", "--small")
    document = json.loads(capsys.readouterr().out)
    assert document["small"] is True and calls == [2]
    assert [(b["name"], b["repeat"], b["extra"]) for b in document["benchmarks"]] == [("zz.sized", 1, {"count": 2})]
    call_command("bench", "zz.")
    capsys.readouterr()
    assert calls == [2, 500, 500, 500, 500]


def test_a_timer_parameter_times_only_its_block(registered):
    from perf.registry import REGISTRY, run_one

    @registered("zz.timed", repeat=1, small={"size": 3})
    def timed(timer, size: int = 1):
        with timer:
            pass
        return {"size": size}

    result = run_one(REGISTRY["zz.timed"], small=True)
    assert result["extra"] == {"size": 3} and result["repeat"] == 1 and "error" not in result
