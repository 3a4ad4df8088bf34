"""Saved reports for tests, made by ``report_create`` as a contributor of the project; the runs compared are new
runs of that project unless ``runs`` names some."""

from __future__ import annotations

import factory

from apps.accounts.choices import Role
from apps.accounts.tests.factories import ProjectFactory, member
from apps.comparisons.models import Report
from apps.comparisons.services import report_create
from apps.runs.tests.factories import RunFactory


class ReportFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Report

    project = factory.SubFactory(ProjectFactory)
    title = factory.Sequence(lambda n: f"Report {n}")
    created_by = factory.LazyAttribute(lambda o: member(o.project, Role.CONTRIBUTOR))
    runs = factory.LazyAttribute(lambda o: [RunFactory(project=o.project, created_by=o.created_by).id])
    request = None

    @classmethod
    def _create(cls, model_class, *, project, title, created_by, runs, request, **kwargs):
        return report_create(project=project, user=created_by, title=title,
                             request=request if request is not None else {"runs": [getattr(r, "id", r) for r in runs]},
                             **kwargs)
