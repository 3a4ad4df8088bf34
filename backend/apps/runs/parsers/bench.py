"""Parser throughput over the sample corpus (wired into ``make bench``).

No assertions here: this only measures. Timing checks do not belong in tests.
"""

from __future__ import annotations

import time
import tracemalloc
from pathlib import Path

from .dispatch import parse_file

DEFAULT_SAMPLES = Path(__file__).resolve().parents[4].parent / "shared" / "awr-samples"


def bench_parsers(samples_dir: str | Path | None = None, repeat: int = 3, pattern: str = "*.html") -> dict:
    """Parse every matching sample ``repeat`` times; report MB/s, reports/s and peak memory.

    Peak memory is measured in a separate pass under ``tracemalloc`` (which slows Python
    down), so it does not distort the throughput figures.
    """
    root = Path(samples_dir) if samples_dir else DEFAULT_SAMPLES
    files = sorted(p for p in root.glob(pattern) if p.is_file())
    if not files:
        return {"files": 0, "error": f"no samples matching {pattern} in {root}"}
    blobs = [(p.name, p.read_bytes()) for p in files]
    total_bytes = sum(len(b) for _, b in blobs)
    failures = 0
    best = float("inf")
    per_file: dict[str, float] = {}
    for _ in range(max(1, repeat)):
        start = time.perf_counter()
        for name, data in blobs:
            t0 = time.perf_counter()
            try:
                parse_file(name, data)
            except Exception:  # noqa: BLE001 - counted, not fatal for a benchmark
                failures += 1
            per_file[name] = min(per_file.get(name, float("inf")), time.perf_counter() - t0)
        best = min(best, time.perf_counter() - start)
    tracemalloc.start()
    peak_one = 0
    for name, data in blobs:
        tracemalloc.reset_peak()
        try:
            parse_file(name, data)
        except Exception:  # noqa: BLE001
            pass
        peak_one = max(peak_one, tracemalloc.get_traced_memory()[1])
    tracemalloc.stop()
    slowest = max(per_file, key=per_file.get)
    return {
        "files": len(blobs),
        "pattern": pattern,
        "total_mb": round(total_bytes / 1e6, 3),
        "seconds": round(best, 4),
        "mb_per_s": round(total_bytes / 1e6 / best, 2),
        "reports_per_s": round(len(blobs) / best, 2),
        "peak_mem_mb_single_parse": round(peak_one / 1e6, 2),
        "slowest_file": slowest,
        "slowest_ms": round(per_file[slowest] * 1000, 1),
        "failures": failures,
    }


if __name__ == "__main__":  # pragma: no cover
    import json

    print(json.dumps(bench_parsers(), indent=2))
