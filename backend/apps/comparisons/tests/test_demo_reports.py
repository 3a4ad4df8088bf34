"""The demo's seeded reports: one per study headline, narrated from the study, readable by viewers."""

import re

import pytest

from apps.comparisons.demo_reports import DEMO_REPORTS, demo_narrative, fixture_of, load_demo_reports
from apps.comparisons.models import Report
from apps.comparisons.reference import load_reference_runs, reference_results
from apps.studies.seeds import section_exists

STUDY_FILES = {d["study"] for d in reference_results()}
#: Entries whose fixture is in this checkout (002/003 arrive with their reference runs); each must name only its runs.
PRESENT = [s for s in DEMO_REPORTS if fixture_of(s.baseline) is not None]


@pytest.fixture
def seeded(project, contributor):
    load_reference_runs(project=project, user=contributor)
    return load_demo_reports(project=project, user=contributor)


def test_every_entry_cites_real_sections_of_its_study():
    assert len(PRESENT) >= 4
    for spec in PRESENT:
        doc = fixture_of(spec.baseline)
        assert all(any(r["id"] == ref for r in doc["runs"]) for ref in spec.runs), spec.title
        text = demo_narrative(spec)
        cited = re.findall(r"study `([^`]+)`, section \"([^\"]+)\"", text)
        assert cited, spec.title
        for study, section in cited:
            assert study in STUDY_FILES
            assert section_exists(study, section), (spec.title, section)


def test_seeded_reports_are_idempotent_and_viewers_read_them(seeded, project, contributor, viewer_client):
    assert len(seeded) == len(PRESENT)
    load_demo_reports(project=project, user=contributor)
    assert Report.objects.filter(project=project).count() == len(PRESENT)
    listed = viewer_client.get("/api/reports/", {"project": project.id}).json()
    assert {r["title"] for r in listed["results"]} == {s.title for s in PRESENT}
    for report in seeded:
        data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
        # No chart without data is shown, and every shown one has data.
        assert data["charts"], report.title
        for spec, drawn in zip(data["charts"], data["chart_data"], strict=True):
            assert spec["caption"], (report.title, spec)
            assert drawn["reason"] is None, (report.title, spec, drawn["reason"])
            if drawn["scaling"] is not None:
                assert len(drawn["scaling"]["points"]) >= 2, spec
            elif spec["metric"]:
                comparison = drawn["comparison"] or data["comparison"]
                assert any(r["key"] == spec["metric"] for r in comparison["table"]["rows"]), spec
        assert "section" in data["narrative"]
        assert data["headline"] and data["headline_sources"], report.title
        for source in data["headline_sources"]:
            assert section_exists(source["file"], source["section"]), (report.title, source)


def test_the_interconnect_report_reproduces_the_study(seeded, viewer_client):
    report = next(r for r in seeded if r.title.startswith("Study 000"))
    data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    rows = {r["group"]: r["pct_of_baseline"] for r in data["comparison"]["normalized"]["throughput"]}
    assert rows["000 interconnect 1 Gb OSA, 40 users"] == pytest.approx(100)
    assert rows["000 interconnect HiperSockets, 40 users"] == pytest.approx(111)
    assert "HiperSockets 11 % above 1 Gb OSA with 40 users" in data["narrative"]
    assert [c["chart"] for c in data["charts"]] == ["throughput"]
    assert data["headline"] == "HiperSockets carried 11 % more throughput than 1 Gb OSA (index 111 against 100)."
    tps = next(m for m in data["comparison"]["metrics"] if m["key"] == "tps")
    assert tps["unit"] == "index (baseline = 100)"


def test_entries_with_runs_not_loaded_yet_are_skipped(project, contributor):
    assert load_demo_reports(project=project, user=contributor) == []


def fixture_value(reference, metric):
    doc = fixture_of(reference)
    return next(r for r in doc["runs"] if r["id"] == reference)["metrics"][metric]["value"]


def test_the_scaling_report_draws_users_against_nodes_with_the_ideal_line(seeded, viewer_client):
    spec = next(s for s in PRESENT if s.title.startswith("Study 002"))
    report = next(r for r in seeded if r.title == spec.title)
    data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    figure = data["chart_data"][0]["scaling"]
    assert data["charts"][0]["chart"] == "scaling" and figure["x"] == "nodes"
    nodes = [fixture_value(ref, "nodes") for ref in spec.runs]
    users = [fixture_value(ref, "concurrent_users") for ref in spec.runs]
    assert [p["x"] for p in figure["points"]] == nodes and [p["y"] for p in figure["points"]] == users
    # Ideal scaling: each node carries what the first node carried.
    assert [p["y"] for p in figure["ideal"]] == [users[0] * n / nodes[0] for n in nodes]
    assert data["headline"] == (f"{nodes[-1]} nodes carried {users[-1]:,} users, "
                                f"{users[-1] // users[0]}x the users of {nodes[0]} node.")
    assert {s["section"] for s in data["headline_sources"]} == {"TESTING"}


def test_the_dss_timings_are_a_ratio_chart_over_processors(seeded, viewer_client):
    report = next(r for r in seeded if r.title.startswith("Study 003"))
    data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    assert [c["chart"] for c in data["charts"]] == ["absolute", "scaling"]
    dss = data["chart_data"][1]
    assert dss["comparison"] is not None and len(dss["comparison"]["groups"]) == 3
    figure = dss["scaling"]
    assert figure["x"] == "tag:processors" and [p["x"] for p in figure["points"]] == [2, 4, 8]
    assert [p["y"] for p in figure["points"]] == [fixture_value(f"s003-cpu-{n}p", "query_rate") for n in (2, 4, 8)]
    pct = round(fixture_value("s003-ipoib", "gc_cr_blocks") / fixture_value("s003-gbe", "gc_cr_blocks") * 100 - 100)
    assert data["headline"].startswith(f"InfiniBand (IPoIB) moved {pct} % more")


def test_reloading_unchanged_reports_makes_no_new_revision(seeded, project, contributor):
    load_demo_reports(project=project, user=contributor)
    assert {r.revision for r in Report.objects.filter(project=project)} == {1}
