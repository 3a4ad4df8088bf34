"""The subset of an OS-statistics or driver parse result that the run-samples golden files pin down.

Every sample stays in the parse result; a golden keeps, per series, its columns, its sample interval and where
that was read, the sample count, the first and last timestamps, the object names and each column's first, last,
minimum and maximum for every object, so a change anywhere in a series shows up, while the file stays small
enough to check by eye against the sample.

Regenerate after a deliberate parser change (then read the diff): ``python -m
apps.runs.tests.parsers.os_golden_view`` from ``backend/``.
"""

from __future__ import annotations

import bz2
import gzip
import json
from pathlib import Path
from typing import Any

from apps.runs.metrics import derive_metrics
from apps.runs.parsers import ParsedReport, parse_file

from .golden_view import _r

HERE = Path(__file__).resolve().parent
RUN_SAMPLES = HERE.parents[4].parent / "shared" / "run-samples"
GOLDEN_DIR = HERE / "golden" / "run-samples"
# The run-samples files this part of the parsers owns (AWR and Statspack goldens live elsewhere).
OS_AND_DRIVER_KINDS = ("iostat", "mpstat", "vmstat", "sar", "nmon", "oswatcher", "hammerdb",
                       "benchmark configuration")


def os_sample_names() -> list[str]:
    """Names of the OS and driver samples listed in run-samples/MANIFEST.tsv."""
    manifest = RUN_SAMPLES / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    rows = [line.split("\t") for line in manifest.read_text().splitlines()[1:] if line.strip()]
    return [r[0] for r in rows if len(r) > 4 and r[4] in OS_AND_DRIVER_KINDS]


def read_sample(name: str) -> bytes:
    """The sample's bytes, decompressed with the standard library when it was kept compressed."""
    data = (RUN_SAMPLES / name).read_bytes()
    if name.endswith(".gz"):
        return gzip.decompress(data)
    if name.endswith(".bz2"):
        return bz2.decompress(data)
    return data


def _col_view(values: list) -> dict[str, Any]:
    known = [v for v in values if v is not None]
    return {"first": values[0] if values else None, "last": values[-1] if values else None,
            "min": min(known) if known else None, "max": max(known) if known else None, "known": len(known)}


def os_view(rep: ParsedReport) -> dict[str, Any]:
    """Key values of an OS or driver parse result, in a stable shape for golden comparison."""
    metrics = derive_metrics(rep)
    view = {
        "kind": rep.kind,
        "format": rep.format,
        "release": rep.release,
        "hosts": rep.identity.hosts,
        "platform": rep.identity.platform,
        "cpus": rep.host.cpus,
        "extra": {k: v for k, v in rep.extra.items() if k != "transactions"},
        "transactions": rep.extra.get("transactions"),
        "warnings": rep.warnings,
        "series": [{
            "category": g.category, "source": g.source, "host": g.host, "columns": g.columns,
            "interval_s": g.interval_s, "interval_source": g.interval_source,
            "samples": len(next(iter(next(iter(g.objects.values())).values()))) if g.objects else 0,
            "first": g.times[0] if g.times else None, "last": g.times[-1] if g.times else None,
            "objects": {obj: {c: _col_view(vals) for c, vals in cols.items()}
                        for obj, cols in sorted(g.objects.items())[:12]},
            "object_count": len(g.objects),
        } for g in rep.os_series],
        "summary": {k: v for k, v in rep.os_summary.items() if k != "devices"},
        "benchmark_rows": [{"users": b.users, "throughput": b.throughput, "unit": b.throughput_unit,
                            "duration_s": b.duration_s, "label": b.label, "extra": b.extra}
                           for b in rep.benchmark_rows],
        "run_settings": rep.run_settings,
        "derived": {k: v.get("value") for k, v in metrics.items() if k not in ("series", "devices")},
    }
    return _r(view)


def view_of(path_name: str, data: bytes) -> dict[str, Any]:
    return os_view(parse_file(path_name.removesuffix(".gz").removesuffix(".bz2"), data))


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for name in os_sample_names():
        out = GOLDEN_DIR / f"{name}.json"
        out.write_text(json.dumps(view_of(name, read_sample(name)), indent=1, sort_keys=False) + "\n")
        print("wrote", out)
    for path in sorted(p for p in (HERE / "data_os").iterdir() if not p.name.endswith(".csv")):
        out = GOLDEN_DIR / f"fixture__{path.name}.json"
        out.write_text(json.dumps(view_of(path.name, path.read_bytes()), indent=1) + "\n")
        print("wrote", out)
