"""The bundle render measurement (moved from apps/bundles/tests/test_renderer.py)."""


def test_bench_bundles_reports_time_and_size():
    from perf.suites.bundles import NODES, bench_bundles

    result = bench_bundles(repeat=1)
    assert result["nodes"] == NODES and result["files"] > NODES * 10
    assert result["archive_bytes"] > 0 and result["render_and_archive_ms_best"] > 0
