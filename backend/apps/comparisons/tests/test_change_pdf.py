"""A saved report's PDF prints what changed between its runs, as kept when the report was saved: one gunicorn web
process and one real Celery worker, whose Chromium prints the print page (test_report_pdf_layout.print_reports); the
PDF's text layer is read back with pdfminer.six."""

from __future__ import annotations

import copy
import io

import pytest

from apps.comparisons import change as CH
from apps.comparisons import services
from apps.plans.selectors import reference_plan_get
from apps.plans.services import plan_create, plan_version_create

from .conftest import metrics
from .test_report_pdf_layout import print_reports

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

SLUG = "s000-z10-hipersockets-asm-4k-dedicated"


def _pdf_text(data: bytes) -> str:
    from pdfminer.high_level import extract_text

    return " ".join(extract_text(io.BytesIO(data)).split())


def test_the_pdf_prints_the_change_kept_with_the_report(tmp_path, wait_for, project, architect, contributor):
    from apps.runs.models import Run

    plan = plan_create(project=project, user=architect, name="Cluster", reference=SLUG)
    doc = copy.deepcopy(reference_plan_get(SLUG)["document"])
    doc["interconnect"].update(type="osa_10gbe", interface="eth1")
    v1, v2 = plan.versions.get(number=1), plan_version_create(plan=plan, user=architect, document=doc)

    def run(label, version, tps):
        return Run.objects.create(project=project, label=label, users=40, workload="OLTP", plan_version=version,
                                  metrics=metrics(tps=tps), created_by=contributor)

    base, again, osa = run("hipersockets", v1, 100.0), run("hipersockets again", v1, 99.0), run("osa", v2, 93.0)
    report = services.report_create(project=project, user=contributor, title="What changed",
                                    request={"runs": [base.id, osa.id, again.id]})
    changed, same = report.change
    assert (changed["status"], same["status"]) == ("changed", "same")
    # After saving, the OSA run is relinked to version 1: the PDF still prints the change the report kept.
    Run.objects.filter(pk=osa.pk).update(plan_version=v1)

    [(_, data)] = print_reports(tmp_path, wait_for, [report], username=contributor.username).values()
    text = _pdf_text(data)
    assert "What changed" in text and "As kept when this revision was saved." in text
    assert "osa against hipersockets" in text
    # The status badge prints in capitals (Mantine's badge style).
    assert "configuration changed" in text.lower()
    assert changed["sentence"] in text
    # The field's path is a code element: the text layer puts a space between it and the colon after it.
    assert "/interconnect/type : hipersockets → osa_10gbe" in text
    assert "hipersockets again against hipersockets" in text
    assert CH.SAME_VERSION.format(label="Cluster v1") in text
    assert "The estimate for this change against what was measured" in text
