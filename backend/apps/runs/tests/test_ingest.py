"""The pure ingest core (apps/runs/ingest.py) on the real samples of ../shared, read in place: no database.

pytest-django refuses any database access in a test without the ``django_db`` mark, so each test here also shows
that ingesting a file reads and writes nothing but the bytes it is given.
"""

from __future__ import annotations

import ast
import bz2
import gzip
import json
import math
from pathlib import Path

import pytest

from apps.intake import constants as intake_constants
from apps.intake import containers
from apps.runs import constants as C
from apps.runs import ingest, timeseries
from apps.runs.ingest import ParsedFile, Unreadable, parse_stored
from apps.runs.metrics import derive_metrics
from apps.runs.parsers import parse_file

SHARED = Path(__file__).resolve().parents[4].parent / "shared"
RUN_SAMPLES = SHARED / "run-samples"
AWR_SAMPLES = SHARED / "awr-samples"


def sample(folder: Path, name: str) -> Path:
    path = folder / name
    if not path.exists():
        pytest.fail(f"sample missing: {path} (the tests read ../shared in place)")
    return path


def expected_result(name: str, data: bytes) -> dict:
    """What the stored result should be: the parser's own dict, raw sections cut, the OS series taken out."""
    result = ingest.trim_sections(parse_file(name, data).to_dict())
    result.pop("os_series", None)
    return result


def test_the_core_imports_no_orm():
    tree = ast.parse(Path(ingest.__file__).read_text())
    modules = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    modules += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [m for m in modules if m.startswith("django") or m.endswith(("models", "services", "selectors"))]


@pytest.mark.parametrize("name", ["troubleshooting-oracle-perf-14__awr_1830_1845.html", "PoC-FlashGrid__awr.txt"])
def test_a_report_gives_its_result_summary_and_metrics(name):
    data = sample(AWR_SAMPLES, name).read_bytes()
    parsed = parse_stored(name, data, file_id=3)
    fresh = parse_file(name, data)
    assert isinstance(parsed, ParsedFile)
    assert (parsed.kind, parsed.format, parsed.release) == (fresh.kind, fresh.format, fresh.release or "")
    assert parsed.report() == expected_result(name, data)
    assert parsed.metrics == json.loads(json.dumps(derive_metrics(fresh)))
    assert parsed.metrics["tps"]["value"] > 0
    assert parsed.summary == {k: v for k, v in parsed.report().items() if k in ingest.SUMMARY_KEYS and v is not None}
    assert "raw_sections" not in parsed.summary
    # a report has no OS series: nothing to outline, chart or store in chunks
    assert (parsed.outline, parsed.charts, parsed.series) == ([], [], [])
    assert parsed.notes == "\n".join(fresh.warnings)


def test_raw_sections_keep_their_first_rows():
    name = "troubleshooting-oracle-perf-14__awr_1830_1845.html"
    data = sample(AWR_SAMPLES, name).read_bytes()
    full = parse_file(name, data).to_dict()["raw_sections"]
    stored = parse_stored(name, data).report()["raw_sections"]
    assert [s["rows"] for s in stored] == [s["rows"][:ingest.RAW_SECTION_CAP] for s in full]


def test_a_compressed_report_is_read_decompressed_and_says_so():
    name = "PoC-FlashGrid-p60x6__awr.html.gz"
    with sample(RUN_SAMPLES, name).open("rb") as fh:  # handed over open, as the worker does with a stored blob
        parsed = parse_stored(name, fh)
    plain = gzip.decompress(sample(RUN_SAMPLES, name).read_bytes())
    assert parsed.report() == {**expected_result("PoC-FlashGrid-p60x6__awr.html", plain), "compression": "gz"}
    assert parsed.metrics == json.loads(json.dumps(derive_metrics(parse_file("PoC-FlashGrid-p60x6__awr.html",
                                                                             plain))))


def test_a_report_cut_short_in_its_compressed_stream_is_read_up_to_the_cut():
    name = "PoC-FlashGrid-p60x6__awr.html.gz"
    whole = sample(RUN_SAMPLES, name).read_bytes()
    parsed = parse_stored(name, whole[: len(whole) * 3 // 4])
    first = parsed.notes.split("\n")[0]
    prefix = intake_constants.COMPRESSED_CUT_SHORT.split("{size:,}")[0].format(name=name)
    assert first.startswith(prefix)
    assert parsed.kind == "awr_instance" and parsed.report()["compression"] == "gz"


@pytest.mark.parametrize("name", ["PoC-FlashGrid-p60x6__iostat.out", "PoC-FlashGrid-p60x6__mpstat.out",
                                  "git_one__sar03", "pyNmonAnalyzer__test.nmon",
                                  "plot-oswatcher__dm02cel01.aim.com_iostat_12.02.29.1100.dat.bz2"])
def test_os_series_go_to_chunks_an_outline_and_a_chart_copy(name):
    raw = sample(RUN_SAMPLES, name).read_bytes()
    data = bz2.decompress(raw) if name.endswith(".bz2") else raw
    inner = name.removesuffix(".bz2")
    groups = parse_file(inner, data).to_dict()["os_series"]
    assert groups, "an OS sample with no series tests nothing"
    parsed = parse_stored(name, raw, file_id=41)
    assert "os_series" not in parsed.report()
    # every sample is kept, a group cut into chunks of SERIES_CHUNK samples
    for index, group in enumerate(groups):
        starts = [start for i, start, _ in parsed.series if i == index]
        assert len(starts) == max(1, math.ceil(timeseries.sample_count(group) / timeseries.SERIES_CHUNK))
    chunks = [(index, json.loads(text)) for index, _, text in parsed.series]
    assert timeseries.groups_from_chunks(chunks) == groups
    assert parsed.outline == timeseries.series_outline(groups)
    assert parsed.charts == timeseries.stored_charts(41, name, groups)
    assert parsed.charts and {c["file"] for c in parsed.charts} == {41}


def test_a_long_capture_has_several_chunks_per_group():
    # the vmstat sample's lines four times over, without their time stamps: more samples than one chunk holds
    lines = sample(RUN_SAMPLES, "PoC-FlashGrid-p60x6__vmstat.out").read_text().splitlines()
    head, rows = lines[:2], [line for line in lines if line.split()[:1] and line.split()[0].isdigit()]
    data = "\n".join([*(" ".join(line.split()[:17]) for line in head[:1]), " ".join(head[1].split()[:17]),
                      *(" ".join(row.split()[:17]) for row in rows * 4)]) + "\n"
    groups = parse_file("vmstat.out", data.encode()).to_dict()["os_series"]
    parsed = parse_stored("vmstat.out", data.encode())
    counts = [timeseries.sample_count(group) for group in groups]
    assert max(counts) > timeseries.SERIES_CHUNK
    for index, count in enumerate(counts):
        starts = [start for i, start, _ in parsed.series if i == index]
        assert starts == list(range(0, count, timeseries.SERIES_CHUNK))
    chunks = [(index, json.loads(text)) for index, _, text in parsed.series]
    assert timeseries.groups_from_chunks(chunks) == groups


def test_a_plain_file_under_a_compressed_name_is_refused_with_both_reasons():
    with pytest.raises(Unreadable) as caught:
        parse_stored("notes.txt.gz", b"neither a report nor an OS capture\n" * 20)
    ending, claim = containers.claimed_format("notes.txt.gz")
    assert ending == ".gz"
    assert str(caught.value).endswith(" " + C.NOT_WHAT_THE_NAME_SAYS.format(ending=ending, claim=claim))


def test_a_damaged_compressed_stream_is_refused():
    whole = bytearray(sample(RUN_SAMPLES, "PoC-FlashGrid-p60x6__awr.html.gz").read_bytes())
    whole[200:400] = bytes(200)  # the deflate stream broken, not merely cut
    with pytest.raises(Unreadable) as caught:
        parse_stored("awr.html.gz", bytes(whole))
    assert str(caught.value).startswith(intake_constants.COMPRESSED_DAMAGED.split("{error}")[0].format(
        name="awr.html.gz"))


def test_progress_hears_when_parsing_starts():
    heard = []
    name = "PoC-FlashGrid-p60x6__vmstat.out"
    parse_stored(name, sample(RUN_SAMPLES, name).read_bytes(), progress=lambda pct, msg: heard.append((pct, msg)))
    assert heard == [(20, "Parsing")]
