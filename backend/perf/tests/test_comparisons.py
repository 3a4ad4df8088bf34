import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from apps.runs.models import Run
from perf.suites.comparisons import bench_comparisons


def test_gen_bench_runs_bulk_creates_comparable_runs(project, viewer_client):
    call_command("gen_bench_runs", "--count", "25", "--project", project.slug, "--batch-size", "10")
    runs = list(Run.objects.filter(project=project))
    assert len(runs) == 25 and {r.tags["storage"] for r in runs} == {"nfs", "fcp", "iscsi-hba", "iscsi-software"}
    body = viewer_client.post("/api/comparisons/", {"runs": [r.id for r in runs], "group_by": "tag:storage"},
                              format="json").json()
    assert len(body["groups"]) == 4 and body["wait_classes"]["classes"] and body["top_events"]["events"]
    assert {c["source"] for c in body["scaling"]} == {"runs"}


def test_gen_bench_runs_refuses_unknown_projects(db):
    with pytest.raises(CommandError):
        call_command("gen_bench_runs", "--count", "1", "--project", "nope")


def test_bench_comparisons_reports_percentiles_and_cleans_up(db):
    result = bench_comparisons(runs=10, samples=3, background=0)
    assert result["runs"] == 10 and result["samples"] == 3 and result["p95_ms"] >= result["p50_ms"] > 0
    assert not Run.objects.exists()


def test_background_runs_are_created_once(db):
    from perf.suites.comparisons import ensure_background_runs

    assert ensure_background_runs(25) == 25
    assert ensure_background_runs(25) == 25  # topped up, never duplicated
