import django_filters

from ..choices import JobState
from ..models import Job


class JobFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=JobState.choices)
    kind = django_filters.CharFilter()
    project = django_filters.NumberFilter(field_name="project_id")

    class Meta:
        model = Job
        fields = ["project", "state", "kind"]
