"""What the API's viewsets share."""

from __future__ import annotations


class SelectedRowsMixin:
    """A viewset whose rows come from a selector: ``select_rows()`` for a request, the class's ``queryset``
    (``Model.objects.none()``) while drf-spectacular builds the schema without a real request."""

    def select_rows(self):
        raise NotImplementedError

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return self.queryset
        return self.select_rows()
