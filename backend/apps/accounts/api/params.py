"""Request parameters naming accounts' rows (the generic id fields live in apps.common.api.params)."""

from __future__ import annotations

from apps.common.api.params import RelatedIdField, restricted

from ..models import Project


class ProjectIdField(RelatedIdField):
    """A project by id in a request body; projects the caller is not a member of read as missing."""

    def __init__(self, **kwargs):
        kwargs.setdefault("queryset", Project.objects.all())
        kwargs.setdefault("visible", restricted("view"))
        super().__init__(**kwargs)
