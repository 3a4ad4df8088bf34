"""As-built checks for tests, made by ``check_create`` (the uploads stored, the check job queued) as a contributor of
the plan's project. The files are one node's ``sysctl.conf`` unless ``files`` are given; ``checked=True`` runs the
check job in this process, so the check is complete (or failed) as the worker would leave it."""

from __future__ import annotations

import factory
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.accounts.choices import Role
from apps.accounts.tests.factories import member
from apps.asbuilt.models import AsBuiltCheck
from apps.asbuilt.services import check_create
from apps.plans.tests.factories import PlanFactory

from .helpers import run_check

SYSCTL = b"net.core.rmem_max = 4194304\nkernel.shmmni = 4096\n"


class AsBuiltCheckFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = AsBuiltCheck

    plan = factory.SubFactory(PlanFactory)
    created_by = factory.LazyAttribute(lambda o: member(o.plan.project, Role.CONTRIBUTOR))
    node = "n1"
    files = factory.LazyFunction(lambda: [SimpleUploadedFile("sysctl.conf", SYSCTL)])
    version = None
    checked = False

    @classmethod
    def _create(cls, model_class, *, plan, created_by, node, files, version, checked, **kwargs):
        check = check_create(plan=plan, user=created_by, files=files, version=version, node=node, **kwargs)
        return run_check(check) if checked else check
