"""The schema's postprocessing hooks on small hand-made schemas (the whole schema is checked by scripts/schema.sh
and test_schema_contract)."""

from apps.common.api.schema import publish_request_forms_once


def _ref(name):
    return {"$ref": f"#/components/schemas/{name}"}


def test_a_request_form_identical_to_the_answer_is_published_once_and_referred_to_by_its_name():
    doc = {"type": "object", "properties": {"part": _ref("Part")}}
    result = {
        "paths": {"/a/": {"post": {"requestBody": {"content": {"application/json": {"schema": _ref("DocRequest")}}},
                                   "responses": {"200": {"content": {"application/json": {"schema": _ref("Doc")}}}}}}},
        "components": {"schemas": {
            "Part": {"type": "string"},
            "Doc": doc, "DocRequest": dict(doc),
            # a list of them: equal to its answer's form once the refs inside point at one name
            "Batch": {"type": "array", "items": _ref("Doc")},
            "BatchRequest": {"type": "array", "items": _ref("DocRequest")},
            # a serializer with a read-only field: two forms, both kept
            "Run": {"type": "object", "properties": {"id": {"type": "integer", "readOnly": True}}},
            "RunRequest": {"type": "object", "properties": {}},
        }},
    }
    publish_request_forms_once(result, None, None, True)
    assert sorted(result["components"]["schemas"]) == ["Batch", "Doc", "Part", "Run", "RunRequest"]
    body = result["paths"]["/a/"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body == _ref("Doc")
