"""A file's OS samples through the API: outlined at /series/, every sample reachable page by page, and left out of
the file's detail answer (which a script polling a file's state reads over and over)."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.common.fields import JSONWithout
from apps.runs.models import RunFile
from apps.runs.selectors import DETAIL_OMITS

from .parsers.os_golden_view import read_sample
from .test_runs_api import CSV, run_jobs_inline, stored_groups, upload

pytestmark = pytest.mark.django_db

NMON = "pyNmonAnalyzer__test.nmon"
VMSTAT_UNTIMED = "os__vmstat_plain.txt"  # vmstat without -t: samples without times


@pytest.fixture
def files(contributor_client, project):
    """Parsed files of one run by name: a real nmon capture, a vmstat capture without times and a driver CSV."""
    from .parsers.conftest import DATA

    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "OS"}, format="json").json()
    vmstat = (DATA.parent / "data_os" / VMSTAT_UNTIMED).read_bytes()
    assert upload(contributor_client, run["id"], SimpleUploadedFile("test.nmon", read_sample(NMON)),
                  SimpleUploadedFile("vmstat.txt", vmstat), SimpleUploadedFile("bench.csv", CSV)).status_code == 201
    run_jobs_inline()
    parsed = {f.name: f for f in RunFile.objects.filter(run_id=run["id"])}
    assert {f.state for f in parsed.values()} == {"parsed"}, [f.error for f in parsed.values()]
    return parsed


def _all_pages(client, file_id: int, index: int, limit: int) -> dict:
    """Group ``index`` read page by page and put back together."""
    times: list = []
    objects: dict[str, dict[str, list]] = {}
    offset = 0
    while True:
        page = client.get(f"/api/run-files/{file_id}/series/{index}/", {"offset": offset, "limit": limit})
        assert page.status_code == 200, page.content[:300]
        body = page.json()
        assert body["offset"] == offset and body["limit"] == limit
        times += body["times"]
        for name, columns in body["objects"].items():
            for column, values in columns.items():
                objects.setdefault(name, {}).setdefault(column, []).extend(values)
        offset += limit
        if offset >= body["count"]:
            return {"times": times, "objects": objects, "count": body["count"]}


def test_the_detail_answer_leaves_the_samples_out(viewer_client, files):
    nmon = files["test.nmon"]
    stored, groups = nmon.result, stored_groups(nmon)
    assert groups and stored["os_summary"] and "os_series" not in stored  # kept a group to a row
    response = viewer_client.get(f"/api/run-files/{nmon.id}/")
    assert response.status_code == 200
    result = response.json()["result"]
    assert "os_series" not in result and "sections" not in result
    assert result["os_summary"] == stored["os_summary"] and result["kind"] == "os_stats"
    # what is left is every other part of the result, as stored
    assert result == {k: v for k, v in stored.items() if k not in DETAIL_OMITS}
    assert len(response.content) * 5 < len(json.dumps(groups))


def test_the_database_drops_the_report_lists_before_sending_the_result(files):
    nmon = files["test.nmon"]
    shown = (RunFile.objects.filter(run_id=nmon.run_id).annotate(shown=JSONWithout("result", *DETAIL_OMITS))
             .order_by("name").values_list("name", "shown"))
    by_name = dict(shown)
    assert by_name["test.nmon"] == {k: v for k, v in nmon.result.items() if k not in DETAIL_OMITS}
    assert by_name["bench.csv"]["benchmark_rows"] == files["bench.csv"].result["benchmark_rows"]
    RunFile.objects.filter(pk=nmon.pk).update(result=None)  # a file not parsed (yet): no result either way
    assert RunFile.objects.annotate(shown=JSONWithout("result", *DETAIL_OMITS)).get(pk=nmon.pk).shown is None


def test_every_sample_is_reachable_page_by_page(viewer_client, files):
    for name in ("test.nmon", VMSTAT_UNTIMED):
        rf = files["vmstat.txt" if name == VMSTAT_UNTIMED else name]
        stored = stored_groups(rf)
        outline = viewer_client.get(f"/api/run-files/{rf.id}/series/")
        assert outline.status_code == 200
        groups = outline.json()["series"]
        assert [g["index"] for g in groups] == list(range(len(stored)))
        for group, kept in zip(groups, stored, strict=True):
            assert (group["category"], group["source"], group["host"]) == (kept["category"], kept["source"],
                                                                         kept["host"])
            # (PostgreSQL gives a stored object's keys back in an order of its own: the outline keeps the tool's)
            assert sorted(group["objects"]) == sorted(kept["objects"]) and group["columns"] == kept["columns"]
            longest = max(len(v) for cols in kept["objects"].values() for v in cols.values())
            assert group["count"] == (len(kept["times"]) or longest) > 0
            stamps = [t for t in kept["times"] if t]
            assert (group["first"], group["last"]) == ((stamps[0], stamps[-1]) if stamps else (None, None))
            # a page size that does not divide the count, so the last page is a short one
            whole = _all_pages(viewer_client, rf.id, group["index"], limit=7)
            assert whole["times"] == kept["times"] and whole["objects"] == kept["objects"]
            assert list(whole["objects"]) == group["objects"]  # pages list the objects in the outline's order


def test_the_outline_is_kept_at_parse_time(viewer_client, files):
    nmon = files["test.nmon"]
    kept = viewer_client.get(f"/api/run-files/{nmon.id}/series/").json()
    assert kept["series"] and nmon.outline == kept["series"]
    assert len(kept["series"]) == nmon.series_chunks.count()
    assert files["bench.csv"].outline == [] and not files["bench.csv"].series_chunks.exists()
    assert viewer_client.get(f"/api/run-files/{files['bench.csv'].id}/series/").json()["series"] == []


def test_a_page_reads_its_own_group_alone(viewer_client, files):
    """Neither the result nor another group is read for a page: a long capture's other groups are MBs each."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    nmon = files["test.nmon"]
    with CaptureQueriesContext(connection) as queries:
        assert viewer_client.get(f"/api/run-files/{nmon.id}/series/2/?limit=5").status_code == 200
    reading_data = [q["sql"] for q in queries.captured_queries if '"data"' in q["sql"]]
    assert len(reading_data) == 1 and '"result"' not in reading_data[0]
    assert not [q["sql"] for q in queries.captured_queries if '"runs_runfile"."result"' in q["sql"]]


def test_one_object_at_a_time(viewer_client, files):
    nmon = files["test.nmon"]
    groups = viewer_client.get(f"/api/run-files/{nmon.id}/series/").json()["series"]
    wide = next(g for g in groups if len(g["objects"]) > 1)
    first, second = wide["objects"][:2]
    page = viewer_client.get(f"/api/run-files/{nmon.id}/series/{wide['index']}/?object={second}&object={first}")
    assert page.status_code == 200
    kept = stored_groups(nmon)[wide["index"]]["objects"]
    assert list(page.json()["objects"]) == [second, first]
    assert page.json()["objects"][first] == {c: v[:1000] for c, v in kept[first].items()}


def test_bad_series_queries_are_answered_by_field(viewer_client, files):
    nmon = files["test.nmon"]
    url = f"/api/run-files/{nmon.id}/series/0/"
    bad = viewer_client.get(url, {"offset": -1, "limit": 5001})
    assert bad.status_code == 400 and set(bad.json()) == {"offset", "limit"}
    assert viewer_client.get(url, {"limit": "ten"}).json()["limit"]
    unknown = viewer_client.get(url, {"object": "no-such-disk"})
    assert unknown.status_code == 400 and "no-such-disk" in unknown.json()["object"][0]
    count = len(viewer_client.get(f"/api/run-files/{nmon.id}/series/").json()["series"])
    assert viewer_client.get(f"/api/run-files/{nmon.id}/series/{count}/").status_code == 404
    # past the last sample: an empty page, not an error
    past = viewer_client.get(url, {"offset": 10**6}).json()
    assert past["times"] == [] and all(v == [] for cols in past["objects"].values() for v in cols.values())
    # a file that is not OS statistics has no series
    csv = files["bench.csv"]
    assert viewer_client.get(f"/api/run-files/{csv.id}/series/").json() == {"file": csv.id, "series": []}
    assert viewer_client.get(f"/api/run-files/{csv.id}/series/0/").status_code == 404


def test_outsiders_cannot_read_series(outsider_client, files):
    nmon = files["test.nmon"]
    assert outsider_client.get(f"/api/run-files/{nmon.id}/series/").status_code == 404
    assert outsider_client.get(f"/api/run-files/{nmon.id}/series/0/").status_code == 404


def test_an_upload_answer_carries_no_parse_results(contributor_client, files):
    """Sending a file the run already holds answers with that (parsed) file: its state, not its samples."""
    nmon = files["test.nmon"]
    again = upload(contributor_client, nmon.run_id, SimpleUploadedFile("test.nmon", read_sample(NMON)))
    assert again.status_code == 201
    body = again.json()
    assert body["duplicates"] == [nmon.id]
    assert body["files"][0]["state"] == "parsed"
    assert "result" not in body["files"][0] and len(again.content) < 5000


def test_pages_across_the_stored_chunks_of_a_long_capture(viewer_client, contributor_client, project):
    """6,000 samples a group are stored in chunks of SERIES_CHUNK: any window, across chunk ends, reads as the
    whole series does, and reads only the chunks it spans."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from apps.runs.timeseries import SERIES_CHUNK

    from .test_chart_copy import long_vmstat

    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "long"}, format="json").json()
    assert upload(contributor_client, run["id"], SimpleUploadedFile("vmstat.out", long_vmstat(6000))).status_code == 201
    run_jobs_inline()
    rf = RunFile.objects.get(run_id=run["id"])
    whole = stored_groups(rf)
    index = next(i for i, g in enumerate(whole) if len(g["times"]) > 3 * SERIES_CHUNK)
    kept = whole[index]
    chunks = rf.series_chunks.filter(index=index)
    assert sorted(chunks.values_list("start", flat=True)) == list(range(0, len(kept["times"]), SERIES_CHUNK))
    name = next(iter(kept["objects"]))
    for offset, limit in ((0, 1), (SERIES_CHUNK - 3, 7), (SERIES_CHUNK - 1, 2 * SERIES_CHUNK + 2),
                          (len(kept["times"]) - 5, 100), (len(kept["times"]) + 10, 10)):
        with CaptureQueriesContext(connection) as queries:
            page = viewer_client.get(f"/api/run-files/{rf.id}/series/{index}/", {"offset": offset, "limit": limit})
        assert page.status_code == 200, page.content[:300]
        body = page.json()
        window = slice(offset, offset + limit)
        assert body["times"] == kept["times"][window] and body["count"] == len(kept["times"])
        assert body["objects"][name] == {c: v[window] for c, v in kept["objects"][name].items()}
        assert list(body["objects"][name]) == kept["columns"]
        read = [q["sql"] for q in queries.captured_queries if '"data"' in q["sql"]]
        assert len(read) == 1 and '"start" >=' in read[0] and '"start" <' in read[0]
