"""Shared paths for parser tests; no Django needed."""

from __future__ import annotations

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


def sample_files() -> list[Path]:
    """Every report listed in the corpus manifest that exists on disk."""
    manifest = SAMPLES / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    names = [line.split("\t", 1)[0] for line in manifest.read_text().splitlines()[1:] if line.strip()]
    return [SAMPLES / n for n in names if (SAMPLES / n).exists()]


@pytest.fixture(scope="session")
def samples_dir() -> Path:
    if not SAMPLES.exists():
        pytest.fail(f"sample corpus not found at {SAMPLES}")
    return SAMPLES
