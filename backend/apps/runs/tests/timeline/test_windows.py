"""Unusual windows and what concerns them in the plan (issue 42 §2): goldens on series built from real reports."""

from __future__ import annotations

from apps.rules.engine import get_rule
from apps.runs.timeline.series import build_timeline
from apps.runs.timeline.windows import NO_RULE, SCORE_CAP, THRESHOLD, line_windows, score, unusual_windows

from ..report_series import SP_TYPICAL, SP_UNUSUAL
from .helpers import built, check_golden

#: The book's two Statspack intervals of one database: eight typical intervals with the problem interval twice in
#: the middle (at 4 and 5) and once more alone at 9.
LAYOUT = [SP_TYPICAL] * 4 + [SP_UNUSUAL] * 2 + [SP_TYPICAL] * 3 + [SP_UNUSUAL] + [SP_TYPICAL] * 2


def _timeline():
    return build_timeline(built(LAYOUT))


def _tags(findings):
    return {f["rule"]: tuple(get_rule(f["rule"]).tags) for f in findings}


def test_the_score_is_distance_in_mads_and_a_constant_baseline_still_shows_a_change():
    assert score(10.0, 4.0, 2.0) == 3.0
    assert score(4.0, 4.0, 0.0) == 0.0
    assert score(0.0, 0.0, 0.0) is None and score(1.0, 0.0, 0.0) == SCORE_CAP
    assert score(4.4, 4.0, 0.0) == 10.0  # MAD zero: 1 % of the median stands in
    assert THRESHOLD == 7.0


def test_consecutive_unusual_intervals_make_one_window_ranked_by_how_far_and_how_long():
    tl = _timeline()
    windows = line_windows(tl["instances"][0]["points"])
    assert [w["intervals"] for w in windows] == [[4, 5], [9]]
    ranked = unusual_windows(tl["instances"], [], {})
    assert [w["intervals"] for w in ranked] == [[4, 5], [9]]
    assert ranked[0]["strength"] == 2 * ranked[1]["strength"]


def test_without_plan_findings_every_area_says_no_rule_covers_it_golden():
    ranked = unusual_windows(_timeline()["instances"], [], {})
    assert {a["note"] for w in ranked for a in w["areas"]} == {NO_RULE}
    check_golden(ranked, "windows_no_plan.json")


def test_findings_of_the_plan_are_tied_to_the_area_that_moved_golden():
    findings = [
        {"rule": "SD075", "title": "Redo logs share disks with data", "severity": "warning",
         "category": "shared_disks", "origin": "plan"},
        {"rule": "IC002", "title": "1 Gb interconnect is too slow for a busy balanced cluster", "severity": "warning",
         "category": "interconnect", "origin": "plan"},
        {"rule": "RS003", "title": "CPU saturated with dedicated servers", "severity": "warning",
         "category": "results", "origin": "run"},
    ]
    (top, _) = unusual_windows(_timeline()["instances"], findings, _tags(findings))
    areas = {a["area"]: [f["rule"] for f in a["findings"]] for a in top["areas"]}
    # redo moved: SD075 (tag redo) concerns it; storage moved: SD075 again (shared disks); CPU: RS003
    assert areas == {"capacity": ["RS003"], "redo": ["SD075"], "storage": ["SD075"]}
    # nothing of the interconnect moved in a single-instance Statspack series: IC002 is not listed
    assert "interconnect" not in areas
    check_golden(top, "window_with_findings.json")
