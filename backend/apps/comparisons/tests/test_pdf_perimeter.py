"""The PDF export reaches the app only through the configured internal address; Chromium's sandbox decision."""

import pytest
from django.test import override_settings

from apps.comparisons import pdf, services
from apps.comparisons.models import Report
from apps.comparisons.tasks import render_report_pdf
from apps.jobs.models import Job
from apps.jobs.runner import run_job

from .test_api import report_payload, runs  # noqa: F401 - fixtures

RENDERED: list[str] = []


def recording_renderer(*, url, chart_count, report_progress):
    """Stands in for Chromium: notes which address it was told to open."""
    RENDERED.append(url)
    return b"%PDF-1.7 recorded"


@pytest.fixture
def report(contributor_client, project, runs):  # noqa: F811
    response = contributor_client.post("/api/reports/", report_payload(project, runs), format="json")
    return Report.objects.get(uuid=response.json()["uuid"])


@override_settings(
    RACPLAN_INTERNAL_URL="http://127.0.0.1:8999",
    COMPARISONS_PDF_RENDERER="apps.comparisons.tests.test_pdf_perimeter.recording_renderer",
)
@pytest.mark.parametrize("host", ["127.0.0.1:6379", "metadata.internal", "localhost:5432"])
def test_a_hostile_host_header_cannot_steer_the_renderer(host, viewer_client, report,
                                                         django_capture_on_commit_callbacks):
    RENDERED.clear()
    with django_capture_on_commit_callbacks(execute=False):
        response = viewer_client.post(f"/api/reports/{report.uuid}/pdf/", HTTP_HOST=host,
                                      HTTP_X_FORWARDED_HOST=host)
    assert response.status_code == 202
    job = Job.objects.get(pk=response.json()["id"])
    assert host not in str(job.payload)
    run_job(job.id, render_report_pdf.job_function)
    job.refresh_from_db()
    assert job.state == "succeeded", job.error
    assert RENDERED == [RENDERED[0]]
    assert RENDERED[0].startswith(f"http://127.0.0.1:8999/reports/{report.uuid}/print?token=")


@pytest.mark.parametrize(("mode", "sandboxed"), [("on", True), ("off", False)])
def test_the_sandbox_setting_is_obeyed(mode, sandboxed):
    with override_settings(CHROMIUM_SANDBOX=mode):
        assert ("--no-sandbox" not in pdf.chromium_args()) is sandboxed


@override_settings(CHROMIUM_SANDBOX="auto")
def test_auto_keeps_the_sandbox_for_a_normal_user_with_user_namespaces(monkeypatch):
    monkeypatch.setattr(pdf.os, "geteuid", lambda: 1000)
    monkeypatch.setattr(pdf, "user_namespaces_work", lambda: True)
    assert "--no-sandbox" not in pdf.chromium_args()
    monkeypatch.setattr(pdf, "user_namespaces_work", lambda: False)
    assert "--no-sandbox" in pdf.chromium_args()


@override_settings(CHROMIUM_SANDBOX="auto")
def test_auto_drops_the_sandbox_for_root(monkeypatch):
    # Chromium refuses to start sandboxed as root.
    monkeypatch.setattr(pdf.os, "geteuid", lambda: 0)
    monkeypatch.setattr(pdf, "user_namespaces_work", lambda: True)
    assert "--no-sandbox" in pdf.chromium_args()


def test_the_print_address_is_the_configured_one_only():
    with override_settings(RACPLAN_INTERNAL_URL="http://web:8000/"):
        assert services.print_base_url() == "http://web:8000"
