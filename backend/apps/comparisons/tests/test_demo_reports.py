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
        status = {c["chart"]: c for c in data["comparison"]["charts"]}
        # No chart without data is shown, and every shown one has data.
        assert data["charts"], report.title
        assert all(status[c]["available"] for c in data["charts"]), (report.title, data["charts"])
        assert "section" in data["narrative"]


def test_the_interconnect_report_reproduces_the_study(seeded, viewer_client):
    report = next(r for r in seeded if r.title.startswith("Study 000"))
    data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    rows = {r["group"]: r["pct_of_baseline"] for r in data["comparison"]["normalized"]["throughput"]}
    assert rows["000 interconnect 1 Gb OSA, 40 users"] == pytest.approx(100)
    assert rows["000 interconnect HiperSockets, 40 users"] == pytest.approx(111)
    assert "HiperSockets 11 % above 1 Gb OSA with 40 users" in data["narrative"]
    assert data["charts"] == ["throughput", "absolute"]
    tps = next(m for m in data["comparison"]["metrics"] if m["key"] == "tps")
    assert tps["unit"] == "index (baseline = 100)"


def test_entries_with_runs_not_loaded_yet_are_skipped(project, contributor):
    assert load_demo_reports(project=project, user=contributor) == []
