"""Bundles for tests, requested through ``bundle_request`` (the refusals a user meets apply) by an architect of the
version's project; ``rendered=True`` renders it at once, as the worker would, so it is complete."""

from __future__ import annotations

import factory

from apps.accounts.choices import Role
from apps.accounts.tests.factories import member
from apps.bundles.models import Bundle
from apps.bundles.services import bundle_render, bundle_request
from apps.plans.tests.factories import PlanVersionFactory


class BundleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Bundle

    plan_version = factory.SubFactory(PlanVersionFactory)
    created_by = factory.LazyAttribute(lambda o: member(o.plan_version.plan.project, Role.ARCHITECT))
    override_errors = False
    rendered = False

    @classmethod
    def _create(cls, model_class, *, plan_version, created_by, override_errors, rendered):
        bundle = bundle_request(plan_version=plan_version, user=created_by, override_errors=override_errors)
        if rendered:
            bundle_render(bundle=bundle)
            bundle.refresh_from_db()
        return bundle
