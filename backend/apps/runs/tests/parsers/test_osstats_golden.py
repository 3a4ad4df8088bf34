"""Golden tests for the OS statistics and driver parsers: the real run-samples (read in place, decompressed here
with the standard library) and the fixtures written by hand for formats without a public sample."""

from __future__ import annotations

import json

import pytest

from apps.runs.parsers import ParseError, parse_file

from .os_golden_view import GOLDEN_DIR, HERE, RUN_SAMPLES, os_sample_names, read_sample, view_of
from .test_golden import _assert_same

NAMES = os_sample_names()
FIXTURES = sorted(p for p in (HERE / "data_os").iterdir() if not p.name.endswith(".csv"))


def test_run_samples_are_present():
    if not RUN_SAMPLES.exists():
        pytest.fail(f"the run-samples corpus is missing at {RUN_SAMPLES}")
    assert len(NAMES) == 12, NAMES
    missing = [n for n in NAMES if not (GOLDEN_DIR / f"{n}.json").exists()]
    assert not missing, f"samples without a golden file: {missing}"


@pytest.mark.parametrize("name", NAMES)
def test_run_sample_matches_golden(name):
    expected = json.loads((GOLDEN_DIR / f"{name}.json").read_text())
    _assert_same(view_of(name, read_sample(name)), expected)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_written_fixture_matches_golden(path):
    expected = json.loads((GOLDEN_DIR / f"fixture__{path.name}.json").read_text())
    _assert_same(view_of(path.name, path.read_bytes()), expected)


@pytest.mark.parametrize("name", NAMES)
def test_run_sample_serialises_deterministically(name):
    data = read_sample(name)
    first = json.dumps(parse_file(name, data).to_dict(), allow_nan=False)
    assert json.dumps(parse_file(name, data).to_dict(), allow_nan=False) == first


def test_bad_cells_fixture_fails_with_every_cell_named():
    path = HERE / "data_os" / "os__bad_cells.csv"
    with pytest.raises(ParseError) as info:
        parse_file(path.name, path.read_bytes())
    assert info.value.errors == [
        {"row": 2, "column": "tps", "message": "'abc' is not a number."},
        {"row": 3, "column": "users", "message": "The row has no value for this required column."},
        {"row": 4, "column": "cpu_pct", "message": "'high' is not a number."},
    ]


def test_oswatcher_vmstat_times_every_sample_of_each_snapshot():
    # each zzz snapshot runs vmstat once: its since-boot line is dropped and every later line keeps a time of its own
    path = HERE / "data_os" / "os__oswbb_vmstat.dat"
    rep = parse_file(path.name, path.read_bytes())
    assert [g.category for g in rep.os_series] == ["cpu", "runq", "mem"]
    for group in rep.os_series:
        assert group.times == ["2026-11-23T10:00:01", "2026-11-23T10:00:02", "2026-11-23T10:00:31",
                               "2026-11-23T10:00:32"]


def test_oswatcher_iostat_times_every_report_of_each_snapshot():
    # data_os/os__oswbb_iostat.dat is a fixture written by hand in the current OSWbb layout (a zzz line and an iostat
    # banner per snapshot, no Time: lines; no public sample exists): reports 2 and 3 of a snapshot are one and two
    # seconds after its zzz time, so neither overwrites the other
    path = HERE / "data_os" / "os__oswbb_iostat.dat"
    rep = parse_file(path.name, path.read_bytes())
    assert rep.extra["since_boot_reports_skipped"] == 2
    assert [g.category for g in rep.os_series] == ["cpu", "disk"]
    for group in rep.os_series:
        assert group.times == ["2026-11-23T10:00:01", "2026-11-23T10:00:02", "2026-11-23T10:00:31",
                               "2026-11-23T10:00:32"]
