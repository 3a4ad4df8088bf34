"""OpenAPI helpers: the error bodies of docs/contract.md as named schema components."""

from drf_spectacular.extensions import OpenApiSerializerExtension, OpenApiSerializerFieldExtension
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


# --- one postprocessing hook for the whole schema -------------------------------------------------------------

_ERROR_DETAIL_SCHEMA = {
    "type": "object",
    "properties": {"detail": {"type": "string"}},
    "required": ["detail"],
}
_VALIDATION_ERROR_SCHEMA = {
    "type": "object",
    "description": "Messages keyed by field; nested paths joined by `/`, other errors under `non_field_errors`.",
    "additionalProperties": {"type": "array", "items": {"type": "string"}},
}
_ERROR_TEXT = {
    "400": "Invalid input: messages keyed by field (`non_field_errors` for the rest), also for an unreadable body.",
    "403": "Not signed in, a CSRF failure, or a role the action needs (the message names it).",
    "404": "No such object, or one the caller may not see (both answer alike).",
    "413": "The request body is larger than the configured limit; refused before it is read.",
    "415": "The body's content type is not one this operation reads.",
}
_NULL = {"type": "null"}


def _json(ref: str) -> dict:
    return {"application/json": {"schema": {"$ref": f"#/components/schemas/{ref}"}}}


def _nullable_any(node):
    """``oneOf: [{}, {type: null}]`` (drf-spectacular's nullable JSONField) rejects null, which matches both
    branches; ``anyOf`` says what is meant."""
    if isinstance(node, dict):
        one_of = node.get("oneOf")
        if isinstance(one_of, list) and len(one_of) == 2 and {} in one_of and _NULL in one_of:
            node["anyOf"] = node.pop("oneOf")
        for value in node.values():
            _nullable_any(value)
    elif isinstance(node, list):
        for value in node:
            _nullable_any(value)


def _is_public(operation: dict) -> bool:
    return any(requirement == {} for requirement in operation.get("security", [{}]))


def document_error_responses(result, generator, request, public):
    """drf-spectacular postprocessing hook: the errors every /api/ operation can answer, stated once.

    - 400 where the operation takes a body or query parameters (field-keyed, docs/contract.md);
    - 403 where it needs a signed-in user or is unsafe (session callers can fail the CSRF check);
    - 404 where it addresses an object by path, or pages a list (an out-of-range page);
    - 413 where it takes a body (``ApiRequestSizeMiddleware``), and 415 for a content type it does not read.
    Responses an operation already declares are kept.
    """
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas.setdefault("ErrorDetail", _ERROR_DETAIL_SCHEMA)
    schemas.setdefault("ValidationError", _VALIDATION_ERROR_SCHEMA)
    for name, schema in _JSON_SCHEMAS.items():
        schemas.setdefault(name, schema)
    for path, item in result.get("paths", {}).items():
        for method, operation in item.items():
            if method not in {"get", "post", "put", "patch", "delete"}:
                continue
            parameters = operation.get("parameters", [])
            query = [p for p in parameters if p.get("in") == "query"]
            has_body = "requestBody" in operation
            wanted = []
            if has_body or [p for p in query if p.get("name") != "page"]:
                wanted.append("400")
            if not _is_public(operation) or method != "get":
                wanted.append("403")
            if "{" in path or any(p.get("name") == "page" for p in query):
                wanted.append("404")
            if has_body:
                wanted += ["413", "415"]
            responses = operation.setdefault("responses", {})
            for code in wanted:
                if code in responses:
                    continue
                body = _json("ValidationError") if code == "400" else _json("ErrorDetail")
                responses[code] = {"content": body, "description": _ERROR_TEXT[code]}
    _nullable_any(result)
    return result


def publish_request_forms_once(result, generator, request, public):
    """drf-spectacular postprocessing hook: a ``<Name>Request`` component identical to ``<Name>`` is dropped and
    its references point at ``<Name>``.

    ``COMPONENT_SPLIT_REQUEST`` gives every body a request form of its own, which differs from the answer's where a
    serializer has read-only or write-only fields. A pydantic model (the topology document) is described the same
    way in both directions, so the split would publish it twice under two names; here it is published once.
    """
    schemas = result.get("components", {}).get("schemas", {})
    while twins := sorted(name for name, schema in schemas.items()
                          if name.endswith("Request") and schemas.get(name[: -len("Request")]) == schema):
        renamed = {f"#/components/schemas/{name}": f"#/components/schemas/{name[: -len('Request')]}"
                   for name in twins}
        for name in twins:
            del schemas[name]
        _point_refs(result, renamed)
    return result


def _point_refs(node, renamed: dict[str, str]) -> None:
    if isinstance(node, dict):
        if node.get("$ref") in renamed:
            node["$ref"] = renamed[node["$ref"]]
        for value in node.values():
            _point_refs(value, renamed)
    elif isinstance(node, list):
        for value in node:
            _point_refs(value, renamed)


# --- JSON stored as it is, described precisely --------------------------------------------------------------


def typed_json(component) -> type[serializers.JSONField]:
    """A JSONField that returns the stored JSON untouched but documents it as ``component`` (a serializer or a
    serializer instance, ``many=True`` for a list), so the generated TypeScript carries the shape.

    Use it where a view returns a JSON column or an engine's dict as it is: a nested serializer would drop keys it
    does not declare and re-type numbers, changing the answer.
    """
    return type("TypedJSONField", (_TypedJSONField,), {"component": component})


class _TypedJSONField(serializers.JSONField):
    component = None


class _TypedJSONFieldExtension(OpenApiSerializerFieldExtension):
    """Answers get the component; these fields are read only or take free JSON, so requests stay ``{}``."""

    target_class = _TypedJSONField
    match_subclasses = True

    def map_serializer_field(self, auto_schema, direction):
        if direction == "request":
            return {}
        component = self.target.component
        many = getattr(component, "many", False)
        serializer = component.child if many else component
        resolved = auto_schema.resolve_serializer(serializer, direction)
        return {"type": "array", "items": resolved.ref} if many else resolved.ref


# --- any JSON, typed for the frontend -------------------------------------------------------------------------

#: Any JSON value and any JSON object, recursively: what the frontend's editor and diff views hold, in answers and
#: in requests alike (a request may carry any JSON there; the server is the judge of what it means).
_JSON_SCHEMAS = {
    "JsonValue": {
        "description": "Any JSON value.",
        "anyOf": [
            {"type": "null"}, {"type": "boolean"}, {"type": "number"}, {"type": "string"},
            # items left open: TypeScript cannot name an array of the union it belongs to through an indexed type
            {"type": "array", "items": {}},
            {"$ref": "#/components/schemas/JsonObject"},
        ],
    },
    "JsonObject": {
        "description": "Any JSON object.",
        "type": "object",
        "additionalProperties": {"$ref": "#/components/schemas/JsonValue"},
    },
}


class JsonValueField(serializers.JSONField):
    """Any JSON value, null included (a document leaf, a patch value, a measured setting)."""


class JsonObjectField(serializers.JSONField):
    """A JSON object such as a topology document (kept as the user typed it, so possibly invalid)."""


class _JsonFieldExtension(OpenApiSerializerFieldExtension):
    target_class = JsonValueField
    component = "JsonValue"

    def map_serializer_field(self, auto_schema, direction):
        return {"$ref": f"#/components/schemas/{self.component}"}


class _JsonObjectFieldExtension(_JsonFieldExtension):
    target_class = JsonObjectField
    component = "JsonObject"


# --- model answers carry every field --------------------------------------------------------------------------


class EveryFieldAnswered:
    """Mixin for a ModelSerializer whose answers always carry every field. drf-spectacular marks a field that is
    optional on writes (a model default, ``blank=True``) optional in the answer too; this says it is always there."""


class _EveryFieldAnsweredExtension(OpenApiSerializerExtension):
    target_class = EveryFieldAnswered
    match_subclasses = True

    def map_serializer(self, auto_schema, direction):
        schema = auto_schema._map_basic_serializer(self.target, direction)
        if direction == "response":
            schema["required"] = list(schema.get("properties", {}))
        return schema
