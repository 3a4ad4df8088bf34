"""Benchmarks of apps.runs: parser throughput over the real sample corpus (target >= 20 MB/s on HTML)."""

from apps.common.bench import benchmark

from .parsers import bench_parsers


@benchmark("runs.parse_html_corpus", repeat=1)
def parse_html_corpus():
    """Parse every HTML report in shared/awr-samples three times in this process."""
    result = bench_parsers(pattern="*.html", repeat=3)
    return {**result, "target_mb_s": 20.0, "met": (result.get("mb_per_s") or 0) >= 20.0}


@benchmark("runs.parse_text_corpus", repeat=1)
def parse_text_corpus():
    """Parse every text report in shared/awr-samples three times in this process."""
    return bench_parsers(pattern="*.txt", repeat=3)
