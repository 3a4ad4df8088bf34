"""Shared paths for parser tests; no Django needed."""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
BACKEND = HERE.parents[3]
REPO = BACKEND.parent
SAMPLES = REPO.parent / "shared" / "awr-samples"
GOLDEN = HERE / "golden"
DATA = HERE / "data"

if str(BACKEND) not in sys.path:
    sys.path.insert(0, str(BACKEND))


RUN_SAMPLES = SAMPLES.parent / "run-samples"
# Kinds (MANIFEST.tsv, column 5) of the run-samples files that are AWR or Statspack reports.
REPORT_KINDS = ("statspack", "RAC global awrgrpt", "RAC instance")


def sample_files() -> list[Path]:
    """Every report listed in the corpus manifest that exists on disk."""
    manifest = SAMPLES / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    names = [line.split("\t", 1)[0] for line in manifest.read_text().splitlines()[1:] if line.strip()]
    return [SAMPLES / n for n in names if (SAMPLES / n).exists()]


def run_sample_reports() -> list[Path]:
    """The AWR and Statspack reports of ../shared/run-samples (its other files are OS statistics and drivers)."""
    manifest = RUN_SAMPLES / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    rows = [line.split("\t") for line in manifest.read_text().splitlines()[1:] if line.strip()]
    return [RUN_SAMPLES / r[0] for r in rows if len(r) > 4 and r[4] in REPORT_KINDS and (RUN_SAMPLES / r[0]).exists()]


def read_sample(path: Path) -> tuple[str, bytes]:
    """Name and bytes as a parser sees them: a gzip-compressed sample is read through gzip."""
    data = path.read_bytes()
    if path.name.endswith(".gz"):
        return path.name[:-3], gzip.decompress(data)
    return path.name, data


@pytest.fixture(scope="session")
def samples_dir() -> Path:
    if not SAMPLES.exists():
        pytest.fail(f"sample corpus not found at {SAMPLES}")
    return SAMPLES
