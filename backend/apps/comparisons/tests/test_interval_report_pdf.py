"""A saved comparison of one run's intervals prints, in its PDF, what it compares and that one configuration is
compared: one gunicorn web process and one real Celery worker, whose Chromium prints the print page
(test_report_pdf_layout.print_reports); the PDF's text layer is read back with pdfminer.six."""

from __future__ import annotations

import pytest

from apps.comparisons import constants as C
from apps.comparisons import services

from .test_change_pdf import _pdf_text
from .test_report_pdf_layout import print_reports

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def test_the_pdf_prints_the_run_the_ranges_and_the_intervals_note(tmp_path, wait_for, project, contributor, run_id):
    report = services.report_create(
        project=project, user=contributor, title="The unusual window",
        request={"runs": [run_id], "intervals": {"instance": "1", "window": {"first": 3, "last": 3},
                                                 "against": {"first": 0, "last": 2}}})
    [(_, data)] = print_reports(tmp_path, wait_for, [report], username=contributor.username).values()
    text = _pdf_text(data)
    assert "The unusual window" in text and "Intervals of one run" in text
    assert "Window: Interval 4" in text and "Against: Intervals 1 to 3" in text
    assert C.INTERVALS_NOTE.format(run="A morning of Statspack", line="Instance 1 (DBM11203)") in text
