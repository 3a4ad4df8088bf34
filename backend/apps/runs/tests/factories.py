"""Runs and run files for tests.

``RunFactory`` saves a run through ``run_create`` as a contributor of its project. A run's metrics come from its
parsed files; ``metrics=`` gives them directly, for tests of what reads them (comparisons, reports) that need no file.
``RunFileFactory`` is a stored original already parsed (``state``), its blob kept by intake's ``blob_store``: no
service makes a parsed file without queueing and running its parse, which the tests that use it do not want.
"""

from __future__ import annotations

import io

import factory

from apps.accounts.choices import Role
from apps.accounts.tests.factories import ProjectFactory, member
from apps.intake.services import blob_store
from apps.runs.models import Run, RunFile
from apps.runs.services import run_create


class RunFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Run

    project = factory.SubFactory(ProjectFactory)
    label = factory.Sequence(lambda n: f"run {n}")
    created_by = factory.LazyAttribute(lambda o: member(o.project, Role.CONTRIBUTOR))
    metrics = None

    @classmethod
    def _create(cls, model_class, *, project, label, created_by, metrics, **kwargs):
        run = run_create(project=project, user=created_by, label=label, **kwargs)
        if metrics is not None:
            Run.objects.filter(pk=run.pk).update(metrics=metrics)
            run.metrics = metrics
        return run


class RunFileFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = RunFile

    run = factory.SubFactory(RunFactory)
    name = factory.Sequence(lambda n: f"bench{n:04d}.csv")
    blob = factory.LazyAttribute(lambda o: blob_store(io.BytesIO(o.content)))
    state = RunFile.State.PARSED

    class Params:
        #: the bytes kept as the file's original (each file its own unless given: blobs are content-addressed)
        content = factory.Sequence(lambda n: f"users,throughput\n1,{n}\n".encode())
