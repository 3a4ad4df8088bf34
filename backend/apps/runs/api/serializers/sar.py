"""sar's lines as printed (``/run-files/{id}/sar/{part}/``), paged, one page component per part."""

from __future__ import annotations

from rest_framework import serializers

from ...selectors import SAR_PARTS
from .records import _REPORT_HINTS, _hint_field


def _sar_page_serializer(part: str, key: str) -> type[serializers.Serializer]:
    attrs = {
        "__doc__": f"Lines of sar's {part} part, as printed (the Average lines with a null time).",
        "file": serializers.IntegerField(),
        "part": serializers.ChoiceField(choices=[part]),
        "title": serializers.CharField(help_text="Which sar report the lines come from, e.g. 'sar -u'."),
        "count": serializers.IntegerField(help_text="Lines over all pages."),
        "offset": serializers.IntegerField(),
        "limit": serializers.IntegerField(),
        "rows": _hint_field(_REPORT_HINTS[key]),
    }
    return type(f"Sar{part.title()}Page", (serializers.Serializer,), attrs)


SAR_PAGE_SERIALIZERS = {part: _sar_page_serializer(part, key) for part, key in SAR_PARTS.items()}
