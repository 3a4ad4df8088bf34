"""Parser throughput over the sample corpus (wired into ``make bench``).

No assertions here: this only measures. Timing checks do not belong in tests.

:func:`bench_corpus` is the figure the issue asks for: every AWR / Statspack report of ``../shared/awr-samples``
and ``../shared/run-samples`` (gzip-compressed samples are decompressed first and counted at their parsed size),
HTML and text reported separately, in one process (one worker), next to the time selectolax's Lexbor parser takes
to parse the same HTML bytes and nothing else. The older single-pattern figure (:func:`bench_parsers`, HTML of
``awr-samples`` only) was higher for two reasons it did not state: the detail lists were not read then (tables
were cut at 60 rows), and the largest reports of the run folder were not in it.
"""

from __future__ import annotations

import gzip
import time
import tracemalloc
from pathlib import Path

from selectolax.lexbor import LexborHTMLParser

from apps.runs.parsers import parse_file
from perf import SHARED_DIR

DEFAULT_SAMPLES = SHARED_DIR / "awr-samples"
RUN_SAMPLES = SHARED_DIR / "run-samples"
# MANIFEST.tsv kinds of run-samples files that are reports (the others are OS statistics and driver output)
REPORT_KINDS = ("statspack", "RAC global awrgrpt", "RAC instance")


def corpus_files(samples_dir: Path | None = None, run_samples_dir: Path | None = None) -> list[tuple[str, bytes]]:
    """(name, bytes) of every report of the two sample folders, decompressed, in a stable order."""
    root = samples_dir or DEFAULT_SAMPLES
    out = [(p.name, p.read_bytes()) for p in sorted(root.glob("*")) if p.suffix in (".html", ".txt")]
    run_root = run_samples_dir or RUN_SAMPLES
    manifest = run_root / "MANIFEST.tsv"
    if manifest.exists():
        for line in manifest.read_text().splitlines()[1:]:
            cols = line.split("\t")
            path = run_root / cols[0]
            if len(cols) > 4 and cols[4] in REPORT_KINDS and path.exists():
                data = path.read_bytes()
                name = path.name
                if name.endswith(".gz"):
                    data, name = gzip.decompress(data), name[:-3]
                out.append((name, data))
    return out


def _fmt(name: str) -> str:
    return "html" if name.lower().endswith((".html", ".htm")) else "text"


def _best(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(max(1, repeat)):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def bench_corpus(repeat: int = 3) -> dict:
    """MB/s per format over the whole corpus, best of ``repeat`` passes, and the Lexbor ratio for HTML."""
    files = corpus_files()
    if not files:
        return {"files": 0, "error": f"no samples in {DEFAULT_SAMPLES} or {RUN_SAMPLES}"}
    out: dict = {"repeat": repeat, "workers": 1}
    failures: list[str] = []
    for fmt in ("html", "text"):
        blobs = [(n, d) for n, d in files if _fmt(n) == fmt]
        size = sum(len(d) for _, d in blobs)
        per_file: dict[str, float] = {}

        def parse_all(blobs=blobs, per_file=per_file):
            for name, data in blobs:
                t0 = time.perf_counter()
                try:
                    parse_file(name, data)
                except Exception:  # noqa: BLE001 - counted, not fatal for a benchmark
                    if name not in failures:
                        failures.append(name)
                per_file[name] = min(per_file.get(name, float("inf")), time.perf_counter() - t0)

        seconds = _best(parse_all, repeat)
        slowest = max(per_file, key=per_file.get) if per_file else None
        out[fmt] = {
            "files": len(blobs),
            "total_mb": round(size / 1e6, 3),
            "seconds": round(seconds, 4),
            "mb_per_s": round(size / 1e6 / seconds, 2) if seconds else None,
            "slowest_file": slowest,
            "slowest_ms": round(per_file[slowest] * 1000, 1) if slowest else None,
        }
        if fmt == "html":
            # Lexbor alone: parse the same bytes into its tree and do nothing else
            lexbor = _best(lambda blobs=blobs: [LexborHTMLParser(d) for _, d in blobs], repeat)
            out[fmt]["lexbor_seconds"] = round(lexbor, 4)
            out[fmt]["lexbor_mb_per_s"] = round(size / 1e6 / lexbor, 2) if lexbor else None
            out[fmt]["ratio_to_lexbor"] = round(seconds / lexbor, 2) if lexbor else None
    out["failures"] = failures
    out["targets"] = {"html_mb_per_s": 20.0, "text_mb_per_s": 20.0, "max_ratio_to_lexbor": 2.0}
    out["met"] = (
        (out["html"]["mb_per_s"] or 0) >= 20.0
        and (out["text"]["mb_per_s"] or 0) >= 20.0
        and (out["html"].get("ratio_to_lexbor") or 99) <= 2.0
    )
    return out


def bench_parsers(samples_dir: str | Path | None = None, repeat: int = 3, pattern: str = "*.html") -> dict:
    """Parse every sample of one folder matching ``pattern`` ``repeat`` times; report MB/s, reports/s and the
    peak memory of one parse (measured in a separate pass under ``tracemalloc``, which slows Python down)."""
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

    print(json.dumps(bench_corpus(), indent=2))
