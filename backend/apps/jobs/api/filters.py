import django_filters

from apps.common.api.params import IdFilter

from ..choices import JobState
from ..models import Job


class JobFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=JobState.choices)
    kind = django_filters.CharFilter()
    project = IdFilter(field_name="project_id")

    class Meta:
        model = Job
        fields = ["project", "state", "kind"]
