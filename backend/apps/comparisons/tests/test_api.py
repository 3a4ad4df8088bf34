"""Comparisons and reports over HTTP: permissions, field errors, CRUD, CSV, print tokens and PDF."""

import time
import uuid

import pytest
from django.test import override_settings

from apps.comparisons import constants as C
from apps.comparisons import services
from apps.comparisons.charts import CHART_IDS
from apps.comparisons.models import Report
from apps.comparisons.selectors import comparison_for_user


@pytest.fixture
def runs(make_run):
    return [make_run(tags={"storage": "nfs"}, tps=100.0, cpu_seconds_per_1000_txn=10.0, users=10),
            make_run(tags={"storage": "nfs"}, tps=104.0, cpu_seconds_per_1000_txn=9.0, users=20),
            make_run(tags={"storage": "fcp"}, tps=130.0, cpu_seconds_per_1000_txn=8.0, users=10)]


def body(runs, **extra):
    return {"runs": [r.id for r in runs], **extra}


@pytest.mark.parametrize("role", ["viewer", "contributor", "architect", "staff"])
def test_members_compare(role, role_client, runs):
    response = role_client(role).post("/api/comparisons/", body(runs, group_by="tag:storage",
                                                               baseline={"group": "nfs"}), format="json")
    assert response.status_code == 200
    data = response.json()
    assert [g["name"] for g in data["groups"]] == ["nfs", "fcp"]
    fcp = data["normalized"]["throughput"][1]
    assert fcp["pct_of_baseline"] == pytest.approx(127.45, abs=0.01)


def test_anonymous_and_outsiders_cannot_see_runs(role_client, runs):
    assert role_client("anonymous").post("/api/comparisons/", body(runs), format="json").status_code == 403
    response = role_client("outsider").post("/api/comparisons/", body(runs), format="json")
    assert response.status_code == 404 and "detail" in response.json()


def test_one_unreadable_run_refuses_the_whole_comparison(viewer_client, runs, make_run, other_project):
    foreign = make_run(project_=other_project, tps=1.0)
    response = viewer_client.post("/api/comparisons/", body([*runs, foreign]), format="json")
    assert response.status_code == 404


@pytest.mark.parametrize(("payload", "field"), [
    ({"runs": "x"}, "runs"),
    ({}, "runs"),
    ({"runs": [1, 1]}, "runs"),
    ({"runs": [1], "baseline": {"run": 1, "group": "a"}}, "baseline/non_field_errors"),
    ({"runs": [1], "group_by": "colour"}, "group_by"),
])
def test_bad_requests_are_field_keyed(viewer_client, payload, field):
    response = viewer_client.post("/api/comparisons/", payload, format="json")
    assert response.status_code == 400
    assert field in response.json()


def test_engine_errors_are_field_keyed(viewer_client, runs):
    response = viewer_client.post("/api/comparisons/", body(runs, baseline={"group": "nope"}), format="json")
    assert response.status_code == 400 and "baseline/group" in response.json()
    response = viewer_client.post("/api/comparisons/", body(runs, group_by="manual", groups={"a": [999999]}),
                                  format="json")
    assert response.status_code == 400 and "groups/a" in response.json()


def test_empty_comparison(viewer_client):
    data = viewer_client.post("/api/comparisons/", {"runs": []}, format="json").json()
    assert data["empty"] is True and data["notes"] == [C.NO_RUNS]


# --- reports ----------------------------------------------------------------------------------------------------


def report_payload(project, runs, **extra):
    return {"project": project.id, "title": "NFS vs FCP", "narrative": "# Summary\n<script>alert(1)</script>",
            "request": {"runs": [r.id for r in runs], "group_by": "tag:storage", "baseline": {"group": "nfs"}},
            "charts": [{"chart": c} for c in ("throughput", "cpu_cost", "wait_classes")], **extra}


@pytest.fixture
def report(contributor_client, project, runs):
    response = contributor_client.post("/api/reports/", report_payload(project, runs), format="json")
    assert response.status_code == 201, response.json()
    return Report.objects.get(uuid=response.json()["uuid"])


def test_contributor_saves_a_report_and_members_read_it(report, viewer_client, outsider_client):
    assert report.request["group_by"] == "tag:storage"
    response = viewer_client.get(f"/api/reports/{report.uuid}/")
    assert response.status_code == 200
    data = response.json()
    assert data["title"] == "NFS vs FCP" and data["created_by"] == "contrib"
    # The narrative is stored and returned as text; nothing renders it as HTML on the server.
    assert data["narrative"].endswith("<script>alert(1)</script>")
    assert [g["name"] for g in data["comparison"]["groups"]] == ["nfs", "fcp"]
    assert data["pdf_ready"] is False
    assert viewer_client.get("/api/reports/").json()["count"] == 1
    assert outsider_client.get(f"/api/reports/{report.uuid}/").status_code == 404
    assert outsider_client.get("/api/reports/").json()["count"] == 0


@pytest.mark.parametrize("role", ["viewer", "architect"])
def test_only_contributors_write_reports(role, role_client, project, runs, report):
    client = role_client(role)
    assert client.post("/api/reports/", report_payload(project, runs), format="json").status_code == 403
    assert client.patch(f"/api/reports/{report.uuid}/", {"title": "x"}, format="json").status_code == 403
    assert client.delete(f"/api/reports/{report.uuid}/").status_code == 403


def test_contributor_edits_and_deletes(contributor_client, report):
    response = contributor_client.patch(f"/api/reports/{report.uuid}/",
                                        {"title": "Renamed", "charts": [{"chart": "table"}]}, format="json")
    assert response.status_code == 200 and [c["chart"] for c in response.json()["charts"]] == ["table"]
    bad = contributor_client.patch(f"/api/reports/{report.uuid}/", {"title": " "}, format="json")
    assert bad.status_code == 400 and "title" in bad.json()
    assert contributor_client.delete(f"/api/reports/{report.uuid}/").status_code == 204
    assert not Report.objects.exists()


def test_report_validation_is_field_keyed(contributor_client, project, runs, make_run, other_project):
    foreign = make_run(project_=other_project, tps=1.0)
    response = contributor_client.post("/api/reports/", report_payload(project, [*runs, foreign]), format="json")
    assert response.status_code == 400 and "request/runs" in response.json()
    response = contributor_client.post("/api/reports/", report_payload(project, runs, charts=[{"chart": "pie"}]),
                                       format="json")
    assert response.status_code == 400 and "charts/0/chart" in response.json()
    payload = report_payload(project, runs)
    payload["request"]["baseline"] = {"group": "nope"}
    response = contributor_client.post("/api/reports/", payload, format="json")
    assert response.status_code == 400 and "request/baseline/group" in response.json()


def test_unknown_or_malformed_permalinks_are_404(viewer_client):
    assert viewer_client.get(f"/api/reports/{uuid.uuid4()}/").status_code == 404
    assert viewer_client.get("/api/reports/not-a-uuid/").status_code == 404


def test_csv_of_every_chart(viewer_client, report):
    for chart in CHART_IDS:
        response = viewer_client.get(f"/api/reports/{report.uuid}/csv/", {"chart": chart})
        assert response.status_code == 200
        assert response["Content-Type"].startswith("text/csv")
        assert "attachment" in response["Content-Disposition"]
    text = viewer_client.get(f"/api/reports/{report.uuid}/csv/", {"chart": "throughput"}).content.decode()
    assert text.splitlines()[0].startswith("group,runs,pct_of_baseline")
    assert text.splitlines()[1].startswith("nfs,2,100")
    bad = viewer_client.get(f"/api/reports/{report.uuid}/csv/", {"chart": "pie"})
    assert bad.status_code == 400 and "chart" in bad.json()


def test_deleted_runs_are_left_out_with_a_note(viewer_client, report, runs):
    runs[2].delete()
    data = viewer_client.get(f"/api/reports/{report.uuid}/").json()
    assert [g["name"] for g in data["comparison"]["groups"]] == ["nfs"]
    assert any("no longer exists" in n for n in data["comparison"]["notes"])


# --- print token and PDF ----------------------------------------------------------------------------------------


def test_print_data_needs_a_valid_token_for_that_report(api_client, report, contributor_client, project, runs):
    """Without a good token the report reads exactly as one that does not exist."""
    url = f"/api/reports/{report.uuid}/print-data/"
    missing = api_client.get(f"/api/reports/{uuid.uuid4()}/print-data/")
    assert missing.status_code == 404
    other = contributor_client.post("/api/reports/", report_payload(project, runs), format="json").json()
    wrong = services.print_token_make(report=Report.objects.get(uuid=other["uuid"]))
    for query in ({}, {"token": "forged"}, {"token": wrong}):
        answer = api_client.get(url, query)
        assert (answer.status_code, answer.content) == (404, missing.content), query
    token = services.print_token_make(report=report)
    response = api_client.get(url, {"token": token})
    assert response.status_code == 200 and response.json()["uuid"] == str(report.uuid)


def test_print_tokens_expire(api_client, report, monkeypatch):
    token = services.print_token_make(report=report)
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + services.PRINT_TOKEN_MAX_AGE + 5)
    assert api_client.get(f"/api/reports/{report.uuid}/print-data/", {"token": token}).status_code == 404


def test_pdf_is_404_until_rendered(viewer_client, report):
    assert viewer_client.get(f"/api/reports/{report.uuid}/pdf/").status_code == 404


def test_pdf_render_service_stores_the_file(report, viewer_client):
    seen = {}

    def fake_renderer(*, url, chart_count, report_progress):
        seen.update(url=url, charts=chart_count)
        return b"%PDF-1.7 fake"

    with override_settings(RACPLAN_INTERNAL_URL="http://internal.example:8123/"):
        result = services.report_pdf_render(report=report, report_progress=lambda *a: None, renderer=fake_renderer)
    assert result["bytes"] == len(b"%PDF-1.7 fake")
    assert seen["url"].startswith(f"http://internal.example:8123/reports/{report.uuid}/print?token=")
    assert seen["charts"] == 3
    response = viewer_client.get(f"/api/reports/{report.uuid}/pdf/")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    assert b"".join(response.streaming_content).startswith(b"%PDF")


def test_viewers_may_start_the_export_and_a_running_job_is_reused(viewer_client, report,
                                                                  django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        first = viewer_client.post(f"/api/reports/{report.uuid}/pdf/")
        second = viewer_client.post(f"/api/reports/{report.uuid}/pdf/")
    assert first.status_code == 202 and first.json()["kind"] == services.PDF_KIND
    assert first.json()["subject"] == f"PDF of report {report.title}"
    assert second.json()["id"] == first.json()["id"]
    report.refresh_from_db()
    assert report.pdf_job_id == first.json()["id"]


def test_export_asked_again_for_a_stranded_job_sends_that_job_again(viewer_client, report, settings,
                                                                     django_capture_on_commit_callbacks):
    """Export pressed again on a job whose message was lost long ago (issue 36: "Waiting for a worker… 0 %" for
    23 minutes) joins it and sends it again; a job still waiting its turn is joined and left alone."""
    from datetime import timedelta

    from django.utils import timezone

    from apps.jobs.models import Job

    settings.CELERY_BROKER_URL = "memory://"  # the message goes to an in-process broker, not a server
    with django_capture_on_commit_callbacks(execute=True):
        first = viewer_client.post(f"/api/reports/{report.uuid}/pdf/").json()
    sent = Job.objects.get(pk=first["id"]).enqueued_at
    assert sent is not None
    with django_capture_on_commit_callbacks(execute=True):
        again = viewer_client.post(f"/api/reports/{report.uuid}/pdf/").json()
    assert again["id"] == first["id"] and Job.objects.get(pk=first["id"]).enqueued_at == sent

    long_ago = timezone.now() - timedelta(seconds=settings.JOBS_RESEND_SECONDS + 60)
    Job.objects.filter(pk=first["id"]).update(enqueued_at=long_ago, worker="")
    with django_capture_on_commit_callbacks(execute=True):
        retried = viewer_client.post(f"/api/reports/{report.uuid}/pdf/").json()
    assert retried["id"] == first["id"]
    assert Job.objects.get(pk=first["id"]).enqueued_at > long_ago + timedelta(seconds=30)


@pytest.mark.django_db(transaction=True)
def test_exports_asked_for_at_the_same_moment_join_one_job(report, viewer, client_for, settings):
    from apps.common.tests.threads import at_once
    from apps.jobs.choices import JobState
    from apps.jobs.models import Job
    from apps.jobs.tests.brokers import free_port

    # No worker may take these jobs (a session worker would render the PDF): their messages go nowhere.
    settings.CELERY_BROKER_URL, settings.CELERY_BROKER_TRANSPORT_OPTIONS = f"redis://127.0.0.1:{free_port()}/0", {}
    clients = [client_for(viewer) for _ in range(4)]
    try:
        answers = at_once([lambda c=c: c.post(f"/api/reports/{report.uuid}/pdf/") for c in clients])
        assert [a.status_code for a in answers] == [202] * 4
        assert len({a.json()["id"] for a in answers}) == 1, "every export must join the first one's job"
        assert Job.objects.filter(kind=services.PDF_KIND).count() == 1
        report.refresh_from_db()
        assert report.pdf_job_id == answers[0].json()["id"]
    finally:
        Job.objects.filter(kind=services.PDF_KIND).update(state=JobState.FAILED)


PRINTED: list[tuple[str, int]] = []


def printing_renderer(*, url, chart_count, report_progress):
    """Stands in for Chromium: notes the address and chart count it was given."""
    PRINTED.append((url, chart_count))
    return b"%PDF-1.7 revision one"


def test_the_reader_prints_the_revision_they_read(viewer_client, contributor_client, outsider_client, report,
                                                 django_capture_on_commit_callbacks):
    from apps.comparisons.tasks import render_report_pdf
    from apps.jobs.models import Job
    from apps.jobs.runner import run_job

    url = f"/api/reports/{report.uuid}/"
    contributor_client.patch(url, {"title": "NFS against FCP", "charts": [{"chart": "table"}]}, format="json")
    with django_capture_on_commit_callbacks(execute=False):
        old = viewer_client.post(f"{url}pdf/?revision=1")
        latest = viewer_client.post(f"{url}pdf/")
    # A job of another revision is not joined: each asks for its own.
    assert old.status_code == latest.status_code == 202 and old.json()["id"] != latest.json()["id"]
    assert old.json()["subject"] == "PDF of report NFS against FCP (revision 1)"
    assert Job.objects.get(pk=old.json()["id"]).payload == {"report": report.id, "revision": 1}
    assert Job.objects.get(pk=latest.json()["id"]).payload == {"report": report.id, "revision": 2}

    PRINTED.clear()
    with override_settings(COMPARISONS_PDF_RENDERER=f"{__name__}.printing_renderer"):
        run_job(old.json()["id"], render_report_pdf.job_function)
    assert Job.objects.get(pk=old.json()["id"]).state == "succeeded"
    # The print view of revision 1, with revision 1's three charts (revision 2 has one).
    assert PRINTED[0][0].endswith("&revision=1") and PRINTED[0][1] == 3
    report.refresh_from_db()
    assert report.pdf_revision == 1

    assert viewer_client.get(url, {"revision": 1}).json()["pdf_ready"] is True
    assert viewer_client.get(url).json()["pdf_ready"] is False
    response = viewer_client.get(f"{url}pdf/", {"revision": 1})
    assert response.status_code == 200 and b"".join(response.streaming_content) == b"%PDF-1.7 revision one"
    assert "nfs-vs-fcp-revision-1.pdf" in response["Content-Disposition"].lower()
    assert viewer_client.get(f"{url}pdf/").status_code == 404
    # Outsiders see neither the report nor its PDF; a revision it does not have is a field-keyed 400.
    assert outsider_client.get(f"{url}pdf/", {"revision": 1}).status_code == 404
    assert outsider_client.post(f"{url}pdf/?revision=1").status_code == 404
    assert viewer_client.post(f"{url}pdf/?revision=7").json() == {
        "revision": [C.REVISION_UNKNOWN.format(number=7, latest=2)]}
    assert viewer_client.get(f"{url}pdf/", {"revision": "x"}).json() == {"revision": [C.REVISION_SHAPE]}


def test_the_print_view_reads_the_revision_asked(api_client, contributor_client, report):
    contributor_client.patch(f"/api/reports/{report.uuid}/", {"title": "Renamed"}, format="json")
    token = services.print_token_make(report=report)
    data = api_client.get(f"/api/reports/{report.uuid}/print-data/", {"token": token, "revision": 1}).json()
    assert (data["title"], data["revision"], data["latest_revision"]) == ("NFS vs FCP", 1, 2)


def test_comparison_for_user_runs_in_the_order_asked(viewer, runs):
    result = comparison_for_user(user=viewer, run_ids=[runs[2].id, runs[0].id])
    assert [g["runs"][0]["id"] for g in result["groups"]] == [runs[2].id, runs[0].id]


# --- report documents: chart choices, revisions, idempotent saving -------------------------------------------------


def test_every_chart_keeps_its_choices(contributor_client, viewer_client, project, runs):
    charts = [{"chart": "scaling", "metric": "tps", "x": "users", "caption": "Throughput against users",
               "y_min": 0, "y_max": 200},
              {"chart": "absolute", "metric": "cpu_seconds_per_1000_txn", "caption": "CPU cost of each run",
               "request": {"runs": [runs[0].id, runs[2].id], "baseline": {"run": runs[2].id}}}]
    created = contributor_client.post("/api/reports/", report_payload(project, runs, charts=charts), format="json")
    assert created.status_code == 201, created.json()
    data = viewer_client.get(f"/api/reports/{created.json()['uuid']}/").json()
    assert [(c["chart"], c["metric"], c["x"], c["caption"], c["y_min"], c["y_max"]) for c in data["charts"]] == [
        ("scaling", "tps", "users", "Throughput against users", 0, 200),
        ("absolute", "cpu_seconds_per_1000_txn", "", "CPU cost of each run", None, None)]
    scaling, own = data["chart_data"]
    # Mean throughput at 10 users (runs 1 and 3) and at 20 users (run 2); ideal doubles the 10-user figure.
    assert [(p["x"], p["y"]) for p in scaling["scaling"]["points"]] == [(10, 115.0), (20, 104.0)]
    assert [p["y"] for p in scaling["scaling"]["ideal"]] == [115.0, 230.0]
    assert scaling["comparison"] is None and scaling["reason"] is None
    assert [g["runs"][0]["id"] for g in own["comparison"]["groups"]] == [runs[0].id, runs[2].id]
    assert own["comparison"]["baseline"]["run"] == runs[2].id


@pytest.mark.parametrize(("chart", "field"), [
    ({"chart": "throughput", "metric": "tps"}, "charts/0/metric"),
    ({"chart": "absolute", "metric": "not_a_metric"}, "charts/0/metric"),
    ({"chart": "absolute", "x": "nodes"}, "charts/0/x"),
    ({"chart": "scaling", "x": "furlongs"}, "charts/0/x"),
    ({"chart": "scaling", "y_min": 10, "y_max": 5}, "charts/0/y_max"),
    ({"chart": "table", "caption": "x" * 501}, "charts/0/caption"),
    ({"chart": "table", "request": {"runs": []}}, "charts/0/request/runs"),
])
def test_chart_choices_are_checked_field_by_field(contributor_client, project, runs, chart, field):
    response = contributor_client.post("/api/reports/", report_payload(project, runs, charts=[chart]), format="json")
    assert response.status_code == 400 and field in response.json(), response.json()


def test_a_chart_cannot_draw_runs_of_another_project(contributor_client, project, runs, make_run, other_project):
    foreign = make_run(project_=other_project, tps=1.0)
    chart = {"chart": "table", "request": {"runs": [runs[0].id, foreign.id]}}
    response = contributor_client.post("/api/reports/", report_payload(project, runs, charts=[chart]), format="json")
    assert response.status_code == 400 and "charts/0/request/runs" in response.json()


def test_a_report_needs_a_chart(contributor_client, report):
    response = contributor_client.patch(f"/api/reports/{report.uuid}/", {"charts": []}, format="json")
    assert response.status_code == 400 and response.json()["charts"] == [C.NO_CHARTS]


def test_edits_make_revisions_and_the_permalink_stays(contributor_client, viewer_client, report):
    url = f"/api/reports/{report.uuid}/"
    first = viewer_client.get(url).json()
    assert (first["revision"], first["latest_revision"]) == (1, 1)
    edited = contributor_client.patch(url, {"title": "NFS against FCP", "headline": "FCP wins."}, format="json")
    assert edited.status_code == 200 and edited.json()["uuid"] == str(report.uuid)
    assert (edited.json()["revision"], edited.json()["latest_revision"]) == (2, 2)
    # Saving the same content again is not a new revision.
    contributor_client.patch(url, {"title": "NFS against FCP"}, format="json")
    latest = viewer_client.get(url).json()
    assert latest["title"] == "NFS against FCP" and [r["number"] for r in latest["revision_history"]] == [2, 1]
    old = viewer_client.get(url, {"revision": 1}).json()
    assert (old["title"], old["headline"], old["revision"], old["latest_revision"]) == ("NFS vs FCP", "", 1, 2)
    assert viewer_client.get(url, {"revision": 9}).json() == {
        "revision": [C.REVISION_UNKNOWN.format(number=9, latest=2)]}
    assert viewer_client.get(url, {"revision": "one"}).json() == {"revision": [C.REVISION_SHAPE]}


def test_a_new_headline_drops_the_old_citations(contributor, report):
    report = services.report_update(report=report, user=contributor, headline="FCP wins.",
                                    headline_sources=[{"file": "001.txt", "section": "Results"}])
    assert report.headline_sources
    report = services.report_update(report=report, user=contributor, headline="FCP wins by a lot.")
    assert report.headline_sources == []


def test_saving_twice_with_one_key_saves_one_report(contributor_client, role_client, project, runs):
    payload = report_payload(project, runs, client_key=str(uuid.uuid4()))
    first = contributor_client.post("/api/reports/", payload, format="json")
    second = contributor_client.post("/api/reports/", payload, format="json")
    assert (first.status_code, second.status_code) == (201, 200)
    assert first.json()["uuid"] == second.json()["uuid"]
    assert Report.objects.count() == 1
    # The key is the saving client's: another user sending it gets a field error, not that report.
    taken = role_client("staff").post("/api/reports/", payload, format="json")
    assert taken.status_code == 400 and taken.json() == {"client_key": [C.CLIENT_KEY_TAKEN]}
    # Without a key every post is a new report.
    del payload["client_key"]
    assert contributor_client.post("/api/reports/", payload, format="json").status_code == 201
    assert Report.objects.count() == 2


def test_legacy_chart_ids_become_specs():
    assert C.chart_spec("throughput") == {**C.CHART_SPEC_FIELDS, "chart": "throughput"}
    assert C.chart_spec({"chart": "scaling", "metric": "tps", "y_min": None})["y_min"] is None
