"""Plans and their versions for tests, made by the plans app's own services so each row is one a user could save.

``PlanFactory()`` is a plan with its first version (a blank document, or ``document=`` / ``reference=``);
``PlanVersionFactory(plan=p, document=d)`` saves the next version of ``p``; without ``plan`` it is the first version
of a new plan. The author is an architect of the project unless ``created_by`` names someone.
"""

from __future__ import annotations

import factory

from apps.accounts.choices import Role
from apps.accounts.tests.factories import ProjectFactory, member
from apps.plans.models import Plan, PlanVersion
from apps.plans.services import plan_create, plan_version_create


class PlanFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Plan

    project = factory.SubFactory(ProjectFactory)
    name = factory.Sequence(lambda n: f"plan {n}")
    description = ""
    created_by = factory.LazyAttribute(lambda o: member(o.project, Role.ARCHITECT))
    document = None
    reference = None

    @classmethod
    def _create(cls, model_class, *, project, name, description, created_by, document, reference, **kwargs):
        return plan_create(project=project, user=created_by, name=name, description=description, document=document,
                           reference=reference, **kwargs)


class PlanVersionFactory(factory.django.DjangoModelFactory):
    """A saved version. ``findings`` replaces the validator's findings on the stored row, for tests that need a
    version with a given finding (an error the plan editor would show) without a document that has it."""

    class Meta:
        model = PlanVersion

    plan = None
    document = None
    comment = ""
    created_by = None
    findings = None

    @classmethod
    def _create(cls, model_class, *, plan, document, comment, created_by, findings, **kwargs):
        if plan is None:
            plan = PlanFactory(document=document, **({"created_by": created_by} if created_by else {}), **kwargs)
            version = plan.versions.get(number=1)
        else:
            version = plan_version_create(plan=plan, user=created_by or member(plan.project, Role.ARCHITECT),
                                          document=document if document is not None else plan.versions.order_by(
                                              "-number").first().document, comment=comment)
        if findings is not None:
            validation = {**(version.validation or {}), "findings": list(findings)}
            PlanVersion.objects.filter(pk=version.pk).update(validation=validation)
            version.validation = validation
        return version
