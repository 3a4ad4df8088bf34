"""A net under every API route: anonymous callers and outsiders never get data, and nothing answers 500."""

from __future__ import annotations

import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

pytestmark = pytest.mark.django_db

# Routes that are public on purpose.
PUBLIC = {"api/health/", "api/schema/", "api/docs/", "api/topology-schema/", "api/auth/csrf/", "api/auth/login/",
          "api/auth/logout/", "api/auth/token/"}
# Routes that answer an anonymous GET with an empty 204 ("nobody is signed in"): still no data.
EMPTY_FOR_ANONYMOUS = {"api/auth/me/"}
# Report print pages are authorised by a signed token in the URL, not by a session.
TOKEN_ROUTES = re.compile(r"print")


def _routes(resolver: URLResolver, prefix: str = "") -> list[str]:
    out = []
    for p in resolver.url_patterns:
        pattern = prefix + str(p.pattern)
        if isinstance(p, URLResolver):
            out += _routes(p, pattern)
        elif isinstance(p, URLPattern):
            out.append(pattern)
    return out


def _concrete(pattern: str) -> str | None:
    """Fill path parameters with an id that exists for nobody; skip regex routes that can't be filled simply."""
    path = pattern.replace("^", "").replace("$", "")
    path = re.sub(r"\(\?P<(\w+)>[^)]*\)", lambda m: "<" + m.group(1) + ">", path)
    path = re.sub(r"<(?:int:|str:|slug:|uuid:|path:)?(\w+)>", lambda m: (
        "00000000-0000-0000-0000-000000000000" if "uuid" in m.group(0) or m.group(1) == "uuid" else "1"), path)
    path = path.replace("\\.", ".").replace("/?", "/")
    if any(ch in path for ch in "()[]*+?\\|"):
        return None
    return "/" + path


API_ROUTES = sorted({r for r in _routes(get_resolver()) if r.replace("^", "").startswith("api/")})
CONCRETE = sorted({c for c in (_concrete(r) for r in API_ROUTES) if c})


def test_the_route_walk_finds_the_api():
    assert len(CONCRETE) > 30
    for expected in ("/api/plans/", "/api/runs/", "/api/rules/", "/api/jobs/", "/api/projects/"):
        assert expected in CONCRETE


@pytest.mark.parametrize("path", CONCRETE)
def test_anonymous_gets_no_data(api_client, path):
    if path.strip("/") + "/" in PUBLIC or path.lstrip("/") in PUBLIC or TOKEN_ROUTES.search(path):
        return
    for method in ("get", "post"):
        response = getattr(api_client, method)(path, {}, format="json") if method == "post" else api_client.get(path)
        if method == "get" and path.lstrip("/") in EMPTY_FOR_ANONYMOUS:
            assert response.status_code == 204 and response.content == b"", (path, response.status_code)
            continue
        assert response.status_code in (401, 403, 404, 405), (method, path, response.status_code)
        if response.status_code != 405 and response.get("Content-Type", "").startswith("application/json"):
            assert "detail" in response.json()


@pytest.fixture
def foreign_objects(project, architect, contributor):
    """A plan (with a version, a bundle and an as-built check), a run and an uploaded file in a project the outsider
    is not in."""
    from django.core.files.uploadedfile import SimpleUploadedFile

    from apps.asbuilt.services import check_create
    from apps.bundles.services import bundle_request
    from apps.plans.services import plan_create
    from apps.runs.services import files_upload, run_create

    # A whole reference configuration: a blank plan's storage is unknown, and no bundle renders before it is chosen.
    plan = plan_create(project=project, user=architect, name="secret plan", reference=COMPLETE_PLAN)
    version = plan.versions.get()
    bundle = bundle_request(plan_version=version, user=architect, override_errors=True)
    run = run_create(project=project, user=contributor, label="secret run")
    upload = files_upload(run=run, user=contributor, files=[SimpleUploadedFile("a.csv", b"users\n1\n")])
    check = check_create(plan=plan, user=contributor, node="node1",
                         files=[SimpleUploadedFile("sysctl.conf", b"net.core.rmem_max = 4194304\n")])
    return {"plans": plan.id, "runs": run.id, "run-files": upload["accepted"][0]["file"].id,
            "bundles": bundle.id, "as-built": check.id}


#: A reference plan complete enough to render (study 004's FCP multipath configuration).
COMPLETE_PLAN = "s004-fcp-multibus-rr100-11g"

OBJECT_ROUTES = [p for p in CONCRETE if re.match(r"^/api/(plans|runs|run-files|bundles|as-built)/1/", p)]


def test_object_routes_are_covered():
    prefixes = {p.split("/")[2] for p in OBJECT_ROUTES}
    assert prefixes == {"plans", "runs", "run-files", "bundles", "as-built"}


def test_members_do_reach_those_objects(client_for, architect, foreign_objects):
    """The same ids answer 200 to a member, so the outsider's 404s above are about permissions, not missing rows."""
    client = client_for(architect)
    for kind, pk in foreign_objects.items():
        assert client.get(f"/api/{kind}/{pk}/").status_code == 200, kind


@pytest.mark.parametrize("path", OBJECT_ROUTES)
def test_outsider_cannot_reach_objects_of_other_projects(client_for, outsider, foreign_objects, path):
    """Every object route answers 404 (or 403) to a signed-in user outside the project: never data, never 500."""
    kind = path.split("/")[2]
    real = path.replace(f"/api/{kind}/1/", f"/api/{kind}/{foreign_objects[kind]}/", 1)
    client = client_for(outsider)
    for method in ("get", "post", "put", "patch", "delete"):
        response = getattr(client, method)(real, {}, format="json")
        assert response.status_code in (403, 404, 405), (method, real, response.status_code)
