"""The chart catalogue is the one place a chart is declared: a chart added there alone is in the API vocabulary (the
editor's choices and titles), the engine's chart status and the one CSV, and no list of chart ids is written by hand
anywhere else in the source tree (docs/chart-authoring.md)."""

import re
from pathlib import Path

import pytest

from apps.comparisons import charts
from apps.comparisons.compare import comparison_build
from apps.comparisons.engine import RunRecord
from apps.comparisons.export import chart_csv
from apps.comparisons.tests.conftest import metrics
from config import api_vocabulary

REPO = Path(__file__).resolve().parents[4]

THROWAWAY = charts.Chart(
    id="run_count",
    title="Runs in each group",
    label="How many runs each group holds",
    empty="No group in {runs}.",
    columns=("group", "runs"),
    rows=lambda result: [[g["name"], len(g["runs"])] for g in result["groups"]],
    reason=lambda chart, result, runs: None if result["groups"] else chart.empty.format(runs="these runs"),
    range=True,
)


@pytest.fixture
def throwaway(monkeypatch):
    monkeypatch.setattr(charts, "CATALOGUE", (*charts.CATALOGUE, THROWAWAY))
    return THROWAWAY


def _records():
    return [RunRecord(id=1, label="a", project=1, tags={"storage": "nfs"}, metrics=metrics(tps=100.0)),
            RunRecord(id=2, label="b", project=1, tags={"storage": "nfs"}, metrics=metrics(tps=110.0)),
            RunRecord(id=3, label="c", project=1, tags={"storage": "fcp"}, metrics=metrics(tps=90.0))]


def test_a_chart_added_to_the_catalogue_alone_is_in_the_vocabulary_the_status_and_the_csv(throwaway):
    text = api_vocabulary.render()
    # The API vocabulary carries its title and the report editor's choice, with the choices it takes and its empty
    # line.
    assert ('"run_count": {"title": "Runs in each group", "label": "How many runs each group holds", '
            '"metric": false, "range": true, "x": false, "default": false, "empty": "No group in {runs}."}') in text
    result = comparison_build(_records(), group_by="tag:storage")
    assert result["charts"][-1] == {"chart": "run_count", "available": True, "reason": None}
    assert chart_csv(result, "run_count") == "group,runs\nnfs,2\nfcp,1\n"
    # and the charts before it are untouched
    assert [c["chart"] for c in result["charts"][:-1]] == list(charts.CHART_IDS)


def test_a_throwaway_chart_reads_as_missing_with_its_own_message(throwaway):
    empty = comparison_build([])
    assert empty["charts"][-1]["reason"] != throwaway.empty  # no runs: the engine's own line, as for every chart
    assert throwaway.reason(throwaway, {**empty, "groups": []}, []) == "No group in these runs."


def test_a_throwaway_chart_is_served_as_csv_by_a_saved_report(throwaway, viewer_client, project, contributor,
                                                               make_run):
    from apps.comparisons.tests.factories import ReportFactory

    runs = [make_run(tags={"storage": "nfs"}, tps=1.0), make_run(tags={"storage": "fcp"}, tps=2.0)]
    report = ReportFactory(project=project, title="Count", created_by=contributor,
                           request={"runs": [r.id for r in runs], "group_by": "tag:storage"})
    response = viewer_client.get(f"/api/reports/{report.uuid}/csv/", {"chart": "run_count"})
    assert response.status_code == 200
    assert response.content.decode() == "group,runs\nnfs,1\nfcp,1\n"


def test_the_comparison_page_downloads_the_servers_csv(viewer_client, make_run):
    runs = [make_run(tags={"storage": "nfs"}, tps=100.0), make_run(tags={"storage": "fcp"}, tps=130.0)]
    body = {"runs": [r.id for r in runs], "group_by": "tag:storage", "chart": "throughput"}
    response = viewer_client.post("/api/comparisons/csv/", body, format="json")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    assert response["Content-Disposition"] == 'attachment; filename="comparison-throughput.csv"'
    lines = response.content.decode().splitlines()
    assert lines[0] == ",".join(charts.NORMALIZED_COLUMNS)
    assert lines[1].startswith("nfs,1,100") and lines[2].startswith("fcp,1,130")
    bad = viewer_client.post("/api/comparisons/csv/", {**body, "chart": "pie"}, format="json")
    assert bad.status_code == 400 and "chart" in bad.json()


def test_outsiders_get_no_csv_of_runs_they_cannot_read(role_client, make_run):
    run = make_run(tps=1.0)
    response = role_client("outsider").post("/api/comparisons/csv/", {"runs": [run.id], "chart": "table"},
                                            format="json")
    assert response.status_code == 404


# --- no chart list outside the catalogue ---------------------------------------------------------------------------

#: Where the source is: the backend's apps and configuration and the frontend's sources. Tests are left out: they
#: name the charts whose behaviour they assert.
ROOTS = ("backend/apps", "backend/config", "frontend/src")
#: The catalogue, what is generated from it, and the one map from a chart id to its component (by design).
ALLOWED = {
    "backend/apps/comparisons/charts.py",
    "frontend/src/lib/api/vocabulary.ts",
    "frontend/src/lib/api/schema.d.ts",
    "frontend/src/lib/api/openapi.json",
    "frontend/src/features/comparisons/components/charts/index.ts",
}
SUFFIXES = (".py", ".ts", ".tsx")


def _chart_list_patterns(ids):
    one = "|".join(re.escape(i) for i in ids)
    quoted = rf"""['"`]({one})['"`]"""
    return {
        # a list or tuple of quoted chart ids: ("absolute", "scaling") or ['throughput', 'cpu_cost', ...]
        "a list of chart ids": re.compile(rf"[\[(]\s*{quoted}(\s*,\s*{quoted})+\s*,?\s*[\])]"),
        # three chart ids in a row inside a longer list
        "chart ids in a row": re.compile(rf"{quoted}\s*,\s*{quoted}\s*,\s*{quoted}"),
        # a map from chart ids to words: {"throughput": "…", "cpu_cost": "…"} or { throughput: `…`, cpu_cost: … }
        "a map keyed by chart ids": re.compile(
            rf"""(?:['"]?({one})['"]?\s*:\s*['"`][^\n]*\n?\s*){{2,}}"""),
        # an if-chain or switch on a chart id: chart === 'scaling', spec["chart"] == "absolute", case 'table':
        "a test of a chart id": re.compile(
            rf"""(chart\w*|\["chart"\]|\.chart)\s*(===?|!==?)\s*{quoted}|{quoted}\s*(===?|!==?)\s*\w*chart"""
            rf"""|\bcase\s+{quoted}\s*:"""
            # or a DOM selector on one: [data-chart="table"]
            rf"""|\[data-[\w-]+\s*=\s*\\?{quoted}"""),
    }


def _sources():
    for root in ROOTS:
        for path in sorted((REPO / root).rglob("*")):
            rel = path.relative_to(REPO).as_posix()
            if path.suffix in SUFFIXES and rel not in ALLOWED and not re.search(r"/migrations/|/tests/|\.test\.", rel):
                yield rel, path.read_text(encoding="utf-8")


def test_no_list_of_chart_ids_is_written_outside_the_catalogue():
    patterns = _chart_list_patterns(charts.CHART_IDS)
    found = []
    for rel, text in _sources():
        for what, pattern in patterns.items():
            for match in pattern.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                found.append(f"{rel}:{line}: {what}: {match.group(0).strip()[:80]}")
    assert not found, "Chart ids written outside apps/comparisons/charts.py:\n" + "\n".join(found)


def test_the_grep_finds_what_it_looks_for():
    patterns = _chart_list_patterns(charts.CHART_IDS)
    samples = {
        "a list of chart ids": "WITH_METRIC = ('absolute', 'scaling')",
        "chart ids in a row": 'FIELDS = ("load", "throughput", "cpu_cost", "absolute", "x")',
        "a map keyed by chart ids": "const T = {\n  throughput: 'Normalized',\n  cpu_cost: 'CPU',\n};",
        "a test of a chart id": "if (chart === 'scaling') {",
    }
    assert patterns["a test of a chart id"].search("""querySelectorAll('[data-chart]:not([data-chart="table"])')""")
    for what, sample in samples.items():
        assert patterns[what].search(sample), what
    # the result's series, named like their charts, are not a list of charts
    assert not any(p.search('"normalized": {"throughput": [], "cpu_cost": []}') for p in patterns.values())
    assert not any(p.search('("load_profile", "top_events", "wait_classes", "host")') for p in patterns.values())
