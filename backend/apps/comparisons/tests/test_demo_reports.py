"""The demo's seeded reports: one per study headline, narrated from the study, readable by viewers."""

import re

import pytest

from apps.comparisons.demo_reports import DEMO_REPORTS, demo_narrative, fixture_of, headline_claim, load_demo_reports
from apps.comparisons.models import Report
from apps.comparisons.reference import load_reference_runs, reference_results
from apps.studies.seeds import section_exists, seeds_dir

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
    assert data["headline"] == "With 40 users, HiperSockets carried 11 % more throughput than 1 Gb OSA."
    tps = next(m for m in data["comparison"]["metrics"] if m["key"] == "tps")
    assert tps["unit"] == "index (baseline = 100)"


def test_entries_with_runs_not_loaded_yet_are_skipped(project, contributor):
    assert load_demo_reports(project=project, user=contributor) == []


def fixture_value(reference, metric):
    doc = fixture_of(reference)
    return next(r for r in doc["runs"] if r["id"] == reference)["metrics"][metric]["value"]


def test_the_scaling_report_says_why_it_draws_no_chart_and_tables_what_the_study_states(seeded, viewer_client):
    spec = next(s for s in PRESENT if s.title.startswith("Study 002"))
    report = next(r for r in seeded if r.title == spec.title)
    data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    # The users per node were chosen, not measured: no chart of them, a table and the reason in words
    assert [c["chart"] for c in data["charts"]] == ["table"]
    assert "This report draws no chart." in data["narrative"] and "Figure 8.0" in data["narrative"]
    rows = {r["key"]: r for r in data["comparison"]["table"]["rows"]}
    users = [fixture_value(ref, "concurrent_users") for ref in spec.runs]
    assert [c["mean"] for c in rows["concurrent_users"]["cells"]] == users
    assert [c["mean"] for c in rows["nodes"]["cells"]] == [fixture_value(ref, "nodes") for ref in spec.runs]
    # the two measurements the text gives, each in the one run it was taken in
    assert [c["mean"] for c in rows["cpu_util_pct"]["cells"] if c["n"]] == [fixture_value("s002-500pn-4n",
                                                                                            "cpu_util_pct")]
    assert [c["mean"] for c in rows["io_per_s"]["cells"] if c["n"]] == [fixture_value("s002-500pn-10n", "io_per_s")]
    assert data["headline"] == "10 nodes carried 5,000 users, 10 times the users of 1 node."
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
    assert data["headline"].startswith(f"InfiniBand (IPoIB) moved approximately {pct} % more")
    # the CPU scaling the chart draws is stated in words too, with the study's own figures
    stated = data["narrative"].split("## What the study states")[1]
    assert "scalability 1.95 from 2 to 4 processors" in stated and "scalability 1.91 from 4 to 8 processors" in stated


def test_reloading_unchanged_reports_makes_no_new_revision(seeded, project, contributor):
    load_demo_reports(project=project, user=contributor)
    assert {r.revision for r in Report.objects.filter(project=project)} == {1}


_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _numbers(text: str) -> set[str]:
    return {n.replace(",", "") for n in _NUMBER.findall(text)}


def test_every_headline_states_the_studys_own_figure(seeded, viewer_client):
    """Each seeded headline gives the figure its study states, read from the study itself (../shared/seeds): the
    claim's stated change is in the headline, and every number of the headline is a number the study prints."""
    for spec in PRESENT:
        if spec.headline is None:
            continue
        report = next(r for r in seeded if r.title == spec.title)
        data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
        claim = headline_claim(spec)
        study = (seeds_dir() / fixture_of(spec.baseline)["study"]).read_text(encoding="utf-8")
        printed = _numbers(study.replace("%", " "))
        headline = data["headline"]
        stated = abs(claim["stated_pct_change"])
        assert f"{stated:g} %" in headline or f"{1 + claim['stated_pct_change'] / 100:g} times" in headline, headline
        assert _numbers(headline) <= printed, (headline, _numbers(headline) - printed)
        assert {"file": fixture_of(spec.baseline)["study"], "section": claim["section"]} in data["headline_sources"]


def test_study_001s_headline_is_its_own_and_no_chart_restates_it(seeded, viewer_client):
    report = next(r for r in seeded if r.title.startswith("Study 001"))
    data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    study = (seeds_dir() / "001_32f7773a87080a35.txt").read_text(encoding="utf-8")
    assert "NFS came in 12.4% slower than FCP with OCFS" in study
    assert data["headline"] == ("NFS as a standalone file system came in 12.4 % below FCP with OCFS (32,922 against "
                                "37,615 order entry transactions per minute).")
    # the index chart would print the table's 87.5 (-12.5 %) beside the study's 12.4 %
    assert [c["chart"] for c in data["charts"]] == ["absolute"]


def test_a_run_lists_the_reports_that_draw_it(seeded, project, viewer_client):
    from apps.runs.models import Run

    def titles(reference: str) -> list[str]:
        run = Run.objects.get(project=project, reference=reference)
        answer = viewer_client.get("/api/reports/", {"project": project.id, "run": run.id})
        assert answer.status_code == 200, answer.content
        return [r["title"] for r in answer.json()["results"]]

    study_003 = next(s.title for s in PRESENT if s.title.startswith("Study 003"))
    # in the report's comparison, and in a chart's own comparison only
    assert titles("s003-gbe") == [study_003]
    assert titles("s003-cpu-2p") == [study_003]
    assert titles("s002-700pn-4n") == []
    assert viewer_client.get("/api/reports/", {"run": "x"}).status_code == 400
