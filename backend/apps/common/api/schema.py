"""OpenAPI helpers: the error bodies of docs/contract.md as named schema components."""

from drf_spectacular.utils import OpenApiResponse, inline_serializer
from rest_framework import serializers

ErrorDetail = inline_serializer(name="ErrorDetail", fields={"detail": serializers.CharField()})

#: 400 body: field name (nested paths joined by "/", or "non_field_errors") -> messages.
VALIDATION_ERROR = OpenApiResponse(
    response={"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
    description="Validation errors keyed by field (`non_field_errors` for the others).",
)

ERROR_RESPONSES = {
    code: OpenApiResponse(response=ErrorDetail, description=text)
    for code, text in {
        401: "Not authenticated.",
        403: "Not allowed.",
        404: "Not found.",
        429: "Too many requests.",
    }.items()
}
