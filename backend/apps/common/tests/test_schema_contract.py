"""The OpenAPI schema is a contract: a bounded, seeded schemathesis run over every operation must find nothing.

Every operation is exercised with an architect's token and with a viewer's token against the live WSGI app (real
database, real broker), with schema-valid and schema-invalid input. Checks: no 5xx, status codes, content types and
bodies as documented. The run is seeded (``derandomize``) so a failure reproduces; ``SCHEMATHESIS_EXAMPLES`` widens
it locally.
"""

from __future__ import annotations

import json
import os

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from apps.accounts.demo import seed_demo
from apps.accounts.services import token_issue

pytestmark = pytest.mark.django_db(transaction=True)

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "6"))
# Endpoints whose answer depends on things outside the request (a worker's ping) or that only stream files.
SKIP = {
    ("GET", "/api/health/"),  # waits for a worker ping; its body is covered by test_health
    ("POST", "/api/auth/logout/"),  # would end the session the run uses; token auth ignores it anyway
}


def _not_a_server_error(ctx, response, case):
    if response.status_code >= 500:
        raise AssertionError(f"{case.method} {case.formatted_path} answered {response.status_code}: "
                             f"{response.text[:500]}")
    return True


CHECKS = [_not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


@pytest.fixture
def world(db):
    """The demo data plus a bundle, an uploaded file and a saved report; tokens for an architect and a viewer."""
    from django.contrib.auth import get_user_model
    from django.core.files.uploadedfile import SimpleUploadedFile

    from apps.asbuilt.services import check_create
    from apps.bundles.services import bundle_request
    from apps.comparisons.services import report_create
    from apps.plans.models import Plan
    from apps.rules.engine import all_rules
    from apps.runs.models import Run
    from apps.runs.services import files_upload

    project = seed_demo()["project"]
    User = get_user_model()  # noqa: N806
    users = {name: User.objects.get(username=name) for name in ("architect", "contributor", "viewer")}
    plan = Plan.objects.filter(project=project).order_by("id").first()
    version = plan.versions.order_by("number").first()
    bundle = bundle_request(plan_version=version, user=users["architect"], override_errors=True)
    run = Run.objects.filter(project=project).order_by("id").first()
    upload = files_upload(run=run, user=users["contributor"],
                          files=[SimpleUploadedFile("bench.csv", b"users,tps\n10,100\n20,190\n")])
    report = report_create(project=project, user=users["contributor"], title="r", request={"runs": [run.id]})
    check = check_create(plan=plan, user=users["contributor"], node="node1",
                         files=[SimpleUploadedFile("sysctl.conf", b"net.core.rmem_max = 4194304\n")])
    ids = {
        "plans": plan.id, "runs": run.id, "run-files": upload["accepted"][0]["file"].id, "bundles": bundle.id,
        "jobs": bundle.job_id, "projects": project.id, "reports": str(report.uuid), "number": version.number,
        "plan_id": plan.id, "rule_id": all_rules()[0].id, "as-built": check.id,
    }
    return {"ids": ids, "users": {name: users[name] for name in ("architect", "viewer")}}


def _with_real_ids(strategy, operation, ids):
    """Half the cases address objects that exist (the rest keep the generated, mostly missing, ids)."""
    collection = operation.path.split("/")[2]

    def fill(pair):
        case, real = pair
        if real and case.path_parameters:
            for name in list(case.path_parameters):
                key = collection if name in ("id", "uuid") else name
                if key in ids:
                    case.path_parameters[name] = ids[key]
        return case

    return st.tuples(strategy, st.booleans()).map(fill)


def _operations(schema):
    for result in schema.get_all_operations():
        operation = result.ok()
        if (operation.method.upper(), operation.path) in SKIP:
            continue
        yield operation


def _exercise(strategy, headers: dict) -> None:
    """Draw a bounded, seeded set of cases from ``strategy``, call each against the app and check the answer."""

    @settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(case=strategy)
    def run(case):
        case.call_and_validate(headers=headers, checks=CHECKS)

    run()


# One test per role: the same checks as one test for both, and pytest-xdist can run the two side by side (each takes
# minutes on a slow machine).
@pytest.mark.parametrize("role", ["architect", "viewer"])
def test_the_whole_schema_holds_for_the_role(world, role):
    app = get_wsgi_application()
    schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", app)
    operations = list(_operations(schema))
    assert len(operations) > 40
    failures: list[str] = []
    user = world["users"][role]
    for operation in operations:
        # A token of its own per operation: the token endpoints (refresh, revoke) may end the one they are sent.
        key = token_issue(user=user, name=f"schemathesis {operation.method} {operation.path}")[1]
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            try:
                strategy = _with_real_ids(operation.as_strategy(generation_mode=mode), operation, world["ids"])
                _exercise(strategy, {"Authorization": f"Token {key}"})
            except Unsatisfiable:
                # Nothing to make invalid: an operation without parameters or body has no negative cases.
                assert mode is GenerationMode.NEGATIVE, operation.path
            except (KeyboardInterrupt, SystemExit):
                raise
            except BaseException as exc:  # noqa: BLE001 - collect every operation's failures, report them together
                failures.append(f"[{role} {mode.value}] {operation.method.upper()} {operation.path}: "
                                f"{str(exc)[:1500]}")
    assert not failures, f"{len(failures)} failing operation(s):\n\n" + "\n\n".join(failures)


# --- pointed checks of the schema's statements that used to be false ------------------------------------------


@pytest.fixture
def served_schema(client):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    return json.loads(response.content)


def _validator(schema: dict, component: str):
    from jsonschema import Draft202012Validator

    return Draft202012Validator({**schema, "$ref": f"#/components/schemas/{component}"})


def test_nullable_json_fields_accept_null(served_schema, architect, project):
    from apps.jobs.api.serializers import JobSerializer
    from apps.jobs.services import job_create

    job = job_create(kind="demo", owner=architect, project=project, payload={})
    body = JobSerializer(job).data
    assert body["result"] is None
    _validator(served_schema, "Job").validate(body)
    for field in ("metrics", "result"):
        prop = served_schema["components"]["schemas"]["RunFileDetail"]["properties"][field]
        _validator({**served_schema, "components": {**served_schema["components"], "schemas": {
            **served_schema["components"]["schemas"], "Probe": {"type": "object", "properties": {field: prop}}}}},
            "Probe").validate({field: None})


def test_versions_list_is_documented_as_the_page_it_is(served_schema, architect_client, architect, project):
    from apps.plans.services import blank_document, plan_create

    plan = plan_create(project=project, user=architect, name="p", document=blank_document("p"))
    documented = served_schema["paths"]["/api/plans/{id}/versions/"]["get"]["responses"]["200"]
    schema = documented["content"]["application/json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/PaginatedVersionSummaryList"}
    body = architect_client.get(f"/api/plans/{plan.id}/versions/").json()
    assert body["count"] == 1 and body["next"] is None and body["results"][0]["number"] == 1
    _validator(served_schema, "VersionSummary").validate(body["results"][0])


def test_every_operation_documents_its_error_answers(served_schema):
    for path, item in served_schema["paths"].items():
        for method, operation in item.items():
            codes = set(operation["responses"])
            if "requestBody" in operation:
                assert {"400", "413"} <= codes, (method, path)
            if "{" in path:
                assert "404" in codes, (method, path)
            if {} not in operation.get("security", [{}]):  # signed-in callers only
                assert "403" in codes, (method, path)
            for code in codes & {"400", "403", "404", "413"}:
                assert "application/json" in operation["responses"][code]["content"], (method, path, code)


@pytest.mark.parametrize(("path", "name"), [
    ("/api/runs/", "project"), ("/api/runs/", "plan"), ("/api/runs/", "plan_version"), ("/api/plans/", "project"),
    ("/api/reports/", "project"), ("/api/jobs/", "project"), ("/api/plans/{id}/diff/", "from"),
    ("/api/plans/{id}/diff/", "to"), ("/api/bundles/{id}/diff/", "other"),
])
def test_ids_in_filters_are_documented_as_the_api_reads_them(served_schema, viewer_client, path, name):
    """Issue 31: the schema said 'integer' (or 'number') with no bounds while 0 and negative ids are a 400."""
    parameters = {p["name"]: p for p in served_schema["paths"][path]["get"]["parameters"]}
    schema = parameters[name]["schema"]
    assert (schema["type"], schema["minimum"], schema["maximum"]) == ("integer", 1, 2**63 - 1)
    if "{id}" not in path:
        assert viewer_client.get(f"{path}?{name}=0").status_code == 400
        assert viewer_client.get(f"{path}?{name}=1").status_code == 200


@pytest.mark.parametrize("component", ["AsBuiltUploadRequest", "AsBuiltAddFilesRequest"])
def test_as_built_node_is_documented_with_its_pattern_and_when_it_is_required(served_schema, component):
    from jsonschema import ValidationError as SchemaError

    node = served_schema["components"]["schemas"][component]["properties"]["node"]
    assert "Required when any file is not an archive" in node["description"]
    validator = _validator(served_schema, component)
    for good in ("db-node1", "x366n2.lab", ""):
        validator.validate({"node": good, "files": ["x"]})
    for bad in ("db node1", "-x", "n" * 101, "a/b"):
        with pytest.raises(SchemaError):
            validator.validate({"node": bad, "files": ["x"]})
