import factory

from apps.accounts.tests.factories import ProjectFactory, UserFactory
from apps.jobs.choices import JobState
from apps.jobs.models import Job


class JobFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Job

    kind = "demo"
    owner = factory.SubFactory(UserFactory)
    project = factory.SubFactory(ProjectFactory)
    state = JobState.QUEUED
    payload = factory.LazyFunction(lambda: {"steps": 2})
