"""A report's detail sections (``/run-files/{id}/sections/``), paged, one page component per list."""

from __future__ import annotations

from rest_framework import serializers

from ...selectors import REPORT_SECTIONS, SectionSpec
from .records import dataclass_serializer


def _row_serializer(spec: SectionSpec) -> type[serializers.Serializer]:
    """A typed serializer for one list's rows, built from the parser's dataclass."""
    extra = {}
    if spec.key == "sql_stats":
        extra["sql_text"] = serializers.CharField(allow_null=True, help_text="Full text of the statement.")
    return dataclass_serializer(spec.row_type, "".join(p.title() for p in spec.key.split("_")) + "Row", **extra)


class ReportSectionSerializer(serializers.Serializer):
    key = serializers.ChoiceField(choices=list(REPORT_SECTIONS))
    title = serializers.CharField()
    source = serializers.CharField(help_text="The heading of the report section the rows come from.")
    count = serializers.IntegerField()
    groups = serializers.ListField(child=serializers.CharField(), help_text="Sub-lists, e.g. each 'SQL ordered by'.")


class ReportSectionsSerializer(serializers.Serializer):
    file = serializers.IntegerField()
    sections = ReportSectionSerializer(many=True)


def _page_serializer(spec: SectionSpec) -> type[serializers.Serializer]:
    name = "".join(p.title() for p in spec.key.split("_")) + "Page"
    attrs = {
        "key": serializers.ChoiceField(choices=[spec.key]),
        "title": serializers.CharField(),
        "source": serializers.CharField(),
        "group": serializers.CharField(allow_null=True),
        "groups": serializers.ListField(child=serializers.CharField()),
        "count": serializers.IntegerField(help_text="Rows matching the group and search, over all pages."),
        "offset": serializers.IntegerField(),
        "limit": serializers.IntegerField(),
        "ordering": serializers.CharField(),
        "rows": _row_serializer(spec)(many=True),
    }
    return type(name, (serializers.Serializer,), attrs)


SECTION_PAGE_SERIALIZERS = {key: _page_serializer(spec) for key, spec in REPORT_SECTIONS.items()}
