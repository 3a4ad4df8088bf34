"""The page of every list endpoint: ``?page=`` and a ``?page_size=`` the client sets, within bounds.

DRF's own page-number pagination ignores ``page_size`` unless a view names the parameter, and then falls back to
the default without a word on a bad value, while the ``next`` link repeats what was asked. Here the size is read
once, with the checked integers of ``params.py``: absent means ``PAGE_SIZE``, anything outside 1 to
``MAX_PAGE_SIZE`` (or not a whole number) is a 400 keyed by ``page_size``, and the links carry the size served.

A view with a ``page_rows(queryset)`` method gets the page's slice handed to it before it is read, to compute what
only the shown rows need (see :class:`_RowsPaginator`). A view that builds its list in Python (the rule catalogue,
the statement ledger, the reference plans) or outside a viewset (a plan's bundles) answers it through
:class:`PagedListMixin`, in the same pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from django.core.paginator import Paginator as DjangoPaginator
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response

from .params import query_int

#: Rows of one page when the client names no size, and the most it may ask for.
PAGE_SIZE = 50
MAX_PAGE_SIZE = 200


class _RowsPaginator(DjangoPaginator):
    """Django's paginator, with the slice of each page passed through ``rows`` before it is read.

    A list whose rows carry correlated subqueries (the plans list's latest version) costs them for every row the
    database sorts past, so the last page of 10,000 plans cost 60,000 index look-ups: ``rows`` can select the page's
    ids with the list's filters and order alone and compute the rest for those ids only, in the same one query.
    """

    def __init__(self, object_list, per_page, *, rows, **kwargs):
        super().__init__(object_list, per_page, **kwargs)
        self._rows = rows

    def _get_page(self, object_list, *args, **kwargs):
        return super()._get_page(self._rows(object_list), *args, **kwargs)


class Pagination(PageNumberPagination):
    page_size = PAGE_SIZE
    page_size_query_param = "page_size"
    max_page_size = MAX_PAGE_SIZE

    def paginate_queryset(self, queryset, request, view=None):
        rows = getattr(view, "page_rows", None)
        if rows is not None:
            self.django_paginator_class = partial(_RowsPaginator, rows=rows)
        return super().paginate_queryset(queryset, request, view)

    def get_page_size(self, request) -> int:
        size = query_int(request, self.page_size_query_param, min_value=1, max_value=self.max_page_size)
        return self.page_size if size is None else size

    def get_paginated_response_schema(self, schema):
        """The envelope as OpenAPI 3.1 writes it: DRF's own marks ``next`` and ``previous`` with 3.0's ``nullable``,
        a keyword 3.1 dropped (JSON Schema says ``type: [string, "null"]``), so 3.1 validators took it for a string."""
        envelope = super().get_paginated_response_schema(schema)
        for link in ("next", "previous"):
            prop = envelope["properties"][link]
            prop.pop("nullable", None)
            prop["type"] = ["string", "null"]
            prop["example"] = prop["example"].replace("api.example.org/accounts/", "racplan.example/api/plans/")
        envelope["required"] = ["count", "next", "previous", "results"]
        return envelope

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_size_query_param:
                parameter["schema"] = {"type": "integer", "minimum": 1, "maximum": self.max_page_size,
                                       "default": self.page_size}
                parameter["description"] = f"Rows per page, 1 to {self.max_page_size} ({self.page_size} by default)"
        return parameters


class PagedListMixin:
    """An ``APIView`` whose list is built in Python rather than read from a queryset, answered in the pages (and the
    schema) of every other list: ``pagination_class`` is what drf-spectacular reads to describe the page."""

    pagination_class = Pagination

    def paged_response(self, rows: Sequence, serializer_class=None) -> Response:
        """One page of ``rows`` as the request's ``?page=`` and ``?page_size=`` ask, in the list envelope; each row
        through ``serializer_class`` when given (rows of a queryset), else as it is (plain dicts)."""
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(rows, self.request, view=self)
        return paginator.get_paginated_response(page if serializer_class is None else
                                                serializer_class(page, many=True).data)
