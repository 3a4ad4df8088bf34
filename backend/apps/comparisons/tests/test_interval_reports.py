"""A comparison of one run's intervals saved as a report (issue 42): the report keeps the run, the line and the two
ranges, reads its figures afresh from the run's timeline, says it compares intervals of one run (on the page and in
the PDF the export job prints) and is guarded by the run's own permissions."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from apps.accounts.tests.factories import MembershipFactory
from apps.comparisons import constants as C
from apps.comparisons import services
from apps.comparisons.models import Report
from apps.comparisons.selectors import report_view
from apps.runs.models import Run

WINDOW = {"first": 3, "last": 3}
AGAINST = {"first": 0, "last": 2}


def _request(run_id, **intervals):
    return {"runs": [run_id], "intervals": {"instance": "1", "window": WINDOW, **intervals}}


def _save(client, project, run_id, **intervals):
    return client.post("/api/reports/", {"project": project.id, "title": "The unusual window",
                                         "charts": [{"chart": "table"}], "request": _request(run_id, **intervals)},
                       format="json")


#: The fixture's one line, as the run page names it (its reports name instance 1 DBM11203).
LINE = "Instance 1 (DBM11203)"
NOTE = C.INTERVALS_NOTE.format(run="A morning of Statspack", line=LINE)


def test_the_service_keeps_what_defines_the_comparison(contributor, project, run_id):
    report = services.report_create(project=project, user=contributor, title="Window",
                                    request=_request(run_id, against=AGAINST))
    assert report.request == {"runs": [run_id], "intervals": {"instance": "1", "window": WINDOW, "against": AGAINST}}
    # One run is one configuration: nothing changed between the two sides, and nothing of it is kept.
    assert report.change == []
    view = report_view(report=report)
    assert view["intervals"] == {"run": run_id, "run_label": "A morning of Statspack", "instance": "1",
                                 "line": LINE, "window": WINDOW, "against": AGAINST}
    assert [(g["name"], g["n"], g["is_baseline"]) for g in view["comparison"]["groups"]] == [
        ("Interval 4", 1, False), ("Intervals 1 to 3", 3, True)]
    assert view["comparison"]["notes"][0] == NOTE


def test_a_saved_report_reads_as_the_comparison_the_run_page_opens(contributor_client, viewer_client, project,
                                                                    run_id):
    r = _save(contributor_client, project, run_id)
    assert r.status_code == 201, r.content
    saved = r.json()
    assert saved["request"]["intervals"] == {"instance": "1", "window": WINDOW, "against": None}
    read = viewer_client.get(f"/api/reports/{saved['uuid']}/").json()
    live = viewer_client.post("/api/comparisons/", _request(run_id), format="json").json()
    # recomputed from the run's timeline on read: the same figures, groups and notes as the live comparison
    assert read["comparison"] == live
    assert read["intervals"]["run"] == run_id and read["intervals"]["against"] is None
    assert [g["name"] for g in read["comparison"]["groups"]] == ["Interval 4", C.INTERVALS_REST]
    csv = viewer_client.get(f"/api/reports/{saved['uuid']}/csv/", {"chart": "table"})
    assert csv.status_code == 200 and "Interval 4" in csv.content.decode()
    # the reports of the run list it: the report draws that run
    listed = viewer_client.get("/api/reports/", {"run": run_id}).json()
    assert [x["uuid"] for x in listed["results"]] == [saved["uuid"]]


def test_a_deleted_run_leaves_an_empty_report_that_says_why(contributor, project, run_id):
    report = services.report_create(project=project, user=contributor, title="Window", request=_request(run_id))
    Run.objects.filter(pk=run_id).delete()
    view = report_view(report=Report.objects.get(pk=report.pk))
    assert view["comparison"]["empty"] is True
    assert view["comparison"]["notes"] == [C.INTERVALS_REPORT_GONE.format(run=run_id)]
    assert view["intervals"]["run_label"] is None and view["intervals"]["line"] is None


def test_a_user_who_cannot_see_the_run_cannot_see_or_make_the_report(contributor_client, outsider, outsider_client,
                                                                      other_project, project, run_id):
    saved = _save(contributor_client, project, run_id).json()
    assert outsider_client.get(f"/api/reports/{saved['uuid']}/").status_code == 404
    assert outsider_client.post(f"/api/reports/{saved['uuid']}/pdf/").status_code == 404
    # a contributor of another project cannot save the run's intervals in their own project
    MembershipFactory(project=other_project, user=outsider, role="contributor")
    r = _save(outsider_client, other_project, run_id)
    assert r.status_code == 400 and r.json() == {"request/runs": [C.RUNS_NOT_FOUND.format(ids=run_id)]}
    assert not Report.objects.filter(project=other_project).exists()


@pytest.mark.parametrize(("intervals", "expected"), [
    ({"window": {"first": 0, "last": 9}}, {"request/intervals/window": [C.INTERVALS_BEYOND.format(count=6, last=10)]}),
    ({"window": {"first": 3, "last": 3}, "against": {"first": 2, "last": 4}},
     {"request/intervals/against": [C.INTERVALS_OVERLAP]}),
    ({"window": {"first": 0, "last": 5}}, {"request/intervals/window": [
        C.INTERVALS_NOTHING_LEFT.format(line=LINE)]}),
    ({"window": {"first": 4, "last": 2}}, {"request/intervals/window/last": [C.INTERVALS_ORDER]}),
    ({"instance": "7"}, {"request/intervals/instance": [C.INTERVALS_NO_LINE.format(instance="7", names="1")]}),
])
def test_a_range_that_does_not_fit_is_a_field_keyed_400(contributor_client, project, run_id, intervals, expected):
    r = _save(contributor_client, project, run_id, **intervals)
    assert r.status_code == 400 and r.json() == expected
    assert not Report.objects.exists()


def test_groups_and_chart_requests_of_intervals_are_refused_by_field(contributor_client, project, run_id):
    body = {"project": project.id, "title": "Window", "charts": [{"chart": "table"}],
            "request": {**_request(run_id), "group_by": "manual"}}
    r = contributor_client.post("/api/reports/", body, format="json")
    assert r.status_code == 400 and r.json() == {"request/group_by": [C.INTERVALS_OWN_GROUPS.format(field="group_by")]}
    body = {"project": project.id, "title": "Window", "request": {"runs": [run_id]},
            "charts": [{"chart": "table", "request": _request(run_id)}]}
    r = contributor_client.post("/api/reports/", body, format="json")
    assert r.status_code == 400 and r.json() == {"charts/0/request/intervals": [C.INTERVALS_CHART_OWN]}


def test_the_service_refuses_a_malformed_range(contributor, project, run_id):
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError) as caught:
        services.report_create(project=project, user=contributor, title="Window",
                               request={"runs": [run_id], "intervals": {"instance": "1", "window": {"first": "a"}}})
    assert caught.value.message_dict == {"request/intervals": [C.INTERVALS_SHAPE]}


PRINTED: list[bytes] = []


def reading_renderer(*, url, chart_count, report_progress):
    """Stands in for Chromium: reads what the print page reads (the print-data route, with the URL's token) and
    prints its notes, so the PDF holds what the print view was given."""
    parsed = urlparse(url)
    uuid = parsed.path.split("/")[2]
    query = parse_qs(parsed.query)
    data = APIClient().get(f"/api/reports/{uuid}/print-data/", {"token": query["token"][0],
                                                                 "revision": query["revision"][0]}).json()
    text = "\n".join([data["title"], *data["comparison"]["notes"]]).encode()
    PRINTED.append(text)
    return b"%PDF-1.7\n" + text


def test_the_pdf_export_job_prints_that_it_compares_intervals_of_one_run(contributor_client, viewer_client, project,
                                                                        run_id,
                                                                        django_capture_on_commit_callbacks):
    from apps.comparisons.tasks import render_report_pdf
    from apps.jobs.models import Job
    from apps.jobs.runner import run_job

    saved = _save(contributor_client, project, run_id, against=AGAINST).json()
    with django_capture_on_commit_callbacks(execute=False):
        job = viewer_client.post(f"/api/reports/{saved['uuid']}/pdf/")
    assert job.status_code == 202
    PRINTED.clear()
    with override_settings(COMPARISONS_PDF_RENDERER=f"{__name__}.reading_renderer"):
        run_job(job.json()["id"], render_report_pdf.job_function)
    assert Job.objects.get(pk=job.json()["id"]).state == "succeeded"
    pdf = viewer_client.get(f"/api/reports/{saved['uuid']}/pdf/")
    content = b"".join(pdf.streaming_content).decode()
    assert content == "%PDF-1.7\n" + PRINTED[0].decode()
    assert NOTE in content.splitlines() and "one configuration, so the difference is interval to interval" in NOTE


def test_an_edit_of_the_ranges_is_a_new_revision_checked_like_the_first(contributor_client, viewer_client, project,
                                                                        run_id):
    saved = _save(contributor_client, project, run_id).json()
    url = f"/api/reports/{saved['uuid']}/"
    moved = contributor_client.patch(url, {"request": _request(run_id, against=AGAINST)}, format="json")
    assert moved.status_code == 200, moved.content
    assert moved.json()["revision"] == 2 and moved.json()["intervals"]["against"] == AGAINST
    assert [g["name"] for g in moved.json()["comparison"]["groups"]] == ["Interval 4", "Intervals 1 to 3"]
    # the first revision still reads as it was saved: against the rest of the run
    first = viewer_client.get(url, {"revision": 1}).json()
    assert first["intervals"]["against"] is None
    assert [g["name"] for g in first["comparison"]["groups"]] == ["Interval 4", C.INTERVALS_REST]
    refused = contributor_client.patch(url, {"request": _request(run_id, against={"first": 3, "last": 4})},
                                       format="json")
    assert refused.status_code == 400 and refused.json() == {"request/intervals/against": [C.INTERVALS_OVERLAP]}
