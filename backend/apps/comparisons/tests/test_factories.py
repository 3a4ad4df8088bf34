"""The report factory saves through report_create: the runs compared must be the project's."""

import pytest
from django.core.exceptions import ValidationError

from apps.accounts.tests.factories import ProjectFactory
from apps.comparisons.tests.factories import ReportFactory
from apps.runs.tests.factories import RunFactory

pytestmark = pytest.mark.django_db


def test_a_report_compares_a_new_run_of_its_project_or_the_runs_given():
    report = ReportFactory()
    (run_id,) = report.request["runs"]
    assert report.project.runs.filter(pk=run_id).exists() and report.revision == 1
    a, b = RunFactory.create_batch(2, project=report.project)
    assert ReportFactory(project=report.project, runs=[a, b]).request["runs"] == [a.id, b.id]


def test_a_run_of_another_project_is_refused_as_a_user_would_be():
    with pytest.raises(ValidationError):
        ReportFactory(runs=[RunFactory(project=ProjectFactory())])
