"""Bad input at the API's edge answers a field-keyed 400 (or the same 404 as a missing id), never a 500.

Issue 11, section 2: each reproducer below answered 500 (or leaked an ORM lookup) before the fix.
"""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client, override_settings
from rest_framework.test import APIClient

from apps.plans.services import blank_document, plan_create
from apps.runs.models import Run, RunFile
from apps.runs.services import run_create

pytestmark = pytest.mark.django_db

HUGE = "9223372036854775808"  # 2**63: one past the largest 64-bit integer
HUGER = "123456789012345678901"  # 21 digits


@pytest.fixture
def plan(project, architect):
    return plan_create(project=project, user=architect, name="p", document=blank_document("p"))


@pytest.fixture
def run(project, contributor):
    return run_create(project=project, user=contributor, label="r", tags={"env": "lab", "kind": "oltp"})


# --- huge integers -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", [
    "/api/runs/?project={n}", "/api/runs/?plan={n}", "/api/runs/?plan_version={n}", "/api/plans/?project={n}",
    "/api/jobs/?project={n}", "/api/reports/?project={n}", "/api/runs/?project=-{n}",
])
@pytest.mark.parametrize("number", [HUGE, HUGER])
def test_huge_integers_in_filters_are_a_field_keyed_400(viewer_client, path, number):
    response = viewer_client.get(path.format(n=number))
    assert response.status_code == 400, response.content
    name = path.split("?")[1].split("=")[0]
    assert list(response.json()) == [name]


def test_huge_integer_in_plan_diff_is_a_400(architect_client, plan):
    response = architect_client.get(f"/api/plans/{plan.id}/diff/?from=1&to={HUGER}")
    assert response.status_code == 400
    assert list(response.json()) == ["to"]


@pytest.mark.parametrize("path", [
    "/api/runs/{n}/", "/api/run-files/{n}/", "/api/plans/{n}/", "/api/plans/{n}/versions/",
    "/api/plans/{plan}/versions/{n}/", "/api/plans/{n}/bundles/", "/api/plans/{n}/versions/{n}/",
    "/api/run-files/{n}/text/",
    "/api/jobs/{n}/", "/api/projects/{n}/", "/api/bundles/{n}/",
])
@pytest.mark.parametrize("number", [HUGE, HUGER])
def test_huge_ids_in_paths_are_the_missing_id_404(architect_client, plan, path, number):
    response = architect_client.get(path.format(n=number, plan=plan.id))
    assert response.status_code == 404, (path, response.content)
    assert response.json() == {"detail": "Not found."}


@pytest.mark.parametrize("number", [HUGE, HUGER])
def test_huge_ids_in_bodies_are_a_field_keyed_400(contributor_client, architect_client, project, number):
    response = contributor_client.post("/api/runs/", {"project": number, "label": "x"}, format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["project"]
    response = contributor_client.post("/api/runs/", {"project": project.id, "label": "x", "plan_version": number},
                                       format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["plan_version"]
    response = contributor_client.post("/api/runs/", {"project": project.id, "label": "x", "users": number},
                                       format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["users"]
    response = contributor_client.post("/api/comparisons/", {"runs": [int(number)]}, format="json")
    assert response.status_code == 400
    assert "runs/0" in response.json() or "runs" in response.json()
    response = architect_client.post("/api/jobs/demo/", {"project": number}, format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["project"]
    assert not Run.objects.filter(label="x").exists()


def test_huge_base_version_in_a_draft_is_a_400(architect_client, plan):
    response = architect_client.put(f"/api/plans/{plan.id}/draft/",
                                    {"document": {"a": 1}, "base_version": int(HUGE)}, format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["base_version"]


# --- draft with a null document ------------------------------------------------------------------------------


def test_draft_with_null_document_as_form_data_is_a_400(architect_client, plan):
    response = architect_client.put(f"/api/plans/{plan.id}/draft/", "document=null",
                                    content_type="application/x-www-form-urlencoded")
    assert response.status_code == 400, response.content
    assert list(response.json()) == ["document"]
    response = architect_client.put(f"/api/plans/{plan.id}/draft/", {"document": None}, format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["document"]


# --- tag filters ---------------------------------------------------------------------------------------------


def test_tag_filter_is_equality_on_key_and_value(viewer_client, project, contributor, run):
    run_create(project=project, user=contributor, label="other", tags={"env": "prod"})
    labels = lambda q: sorted(r["label"] for r in viewer_client.get(f"/api/runs/?{q}").json()["results"])  # noqa: E731
    assert labels("tag=env=lab") == ["r"]
    assert labels("tag=env=lab&tag=kind=oltp") == ["r"]
    assert labels("tag=env=prod") == ["other"]
    assert labels("tag=env=nope") == []


@pytest.mark.parametrize("tag", ["a__isnull=1", "x__contains=h", "env__in=lab", "env__isnull=", "=lab", "env",
                                 "env__has_key=lab", "env__0=lab"])
def test_tag_filters_never_become_orm_lookups(viewer_client, run, tag):
    response = viewer_client.get("/api/runs/", {"tag": tag})
    if response.status_code == 200:
        # A key that merely looks like a lookup is an ordinary (absent) key: it matches nothing.
        assert response.json()["results"] == []
    else:
        assert response.status_code == 400
        assert list(response.json()) == ["tag"]


def test_tag_with_lookup_like_key_matches_only_that_literal_key(viewer_client, project, contributor):
    run_create(project=project, user=contributor, label="odd", tags={"a__isnull": "1"})
    run_create(project=project, user=contributor, label="plain", tags={"a": "2"})
    response = viewer_client.get("/api/runs/", {"tag": "a__isnull=1"})
    assert response.status_code == 200
    assert [r["label"] for r in response.json()["results"]] == ["odd"]


# --- too many files --------------------------------------------------------------------------------------------


def test_one_hundred_and_one_files_are_the_intended_400(contributor_client, run):
    files = [SimpleUploadedFile(f"f{i}.csv", f"users\n{i}\n".encode()) for i in range(101)]
    response = contributor_client.post(f"/api/runs/{run.id}/files/", {"files": files}, format="multipart")
    assert response.status_code == 400, response.content
    body = response.json()
    assert list(body) == ["files"]
    assert "100" in body["files"][0]
    assert not RunFile.objects.filter(run=run).exists()


def test_many_form_fields_are_a_400(contributor_client, run):
    body = "&".join(f"f{i}=1" for i in range(1100))
    response = contributor_client.post("/api/runs/", body, content_type="application/x-www-form-urlencoded")
    assert response.status_code == 400
    assert response["Content-Type"].startswith("application/json")


# --- malformed JSON and CSRF ---------------------------------------------------------------------------------


@pytest.mark.parametrize("body", ['{"project": ', "[1, 2", "\x00", '{"a": NaN'])
def test_malformed_json_is_a_field_keyed_400(contributor_client, body):
    response = contributor_client.post("/api/runs/", body, content_type="application/json")
    assert response.status_code == 400
    data = response.json()
    assert list(data) == ["non_field_errors"]
    assert "JSON" in data["non_field_errors"][0]


@pytest.mark.parametrize("path", ["/api/runs/", "/api/nowhere/", "/api/auth/logout/"])
def test_csrf_failures_under_api_are_json(contributor, path):
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(contributor)
    response = client.post(path, {"label": "x"}, format="json")
    assert response.status_code == 403
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert list(body) == ["detail"]
    assert "CSRF" in body["detail"]


def test_csrf_failure_outside_api_stays_a_page(contributor):
    client = Client(enforce_csrf_checks=True)
    client.force_login(contributor)
    response = client.post("/admin/logout/")
    assert response.status_code == 403
    assert not response["Content-Type"].startswith("application/json")


# --- uploads larger than the limit ---------------------------------------------------------------------------


@override_settings(API_MAX_REQUEST_BYTES=1000)
def test_request_larger_than_the_limit_is_a_json_413(contributor_client, run):
    big = SimpleUploadedFile("big.csv", b"x" * 5000)
    response = contributor_client.post(f"/api/runs/{run.id}/files/", {"files": [big]}, format="multipart")
    assert response.status_code == 413
    assert list(response.json()) == ["detail"]
    assert "1000" in response.json()["detail"]
    assert not RunFile.objects.filter(run=run).exists()
    small = SimpleUploadedFile("small.csv", b"users\n1\n")
    assert contributor_client.post(f"/api/runs/{run.id}/files/", {"files": [small]},
                                   format="multipart").status_code == 201


def test_oversized_upload_is_refused_from_its_headers_by_a_real_server(live_server, settings):
    """A real HTTP server answers 413 while the client has sent only the headers of a 1 GiB body.

    Had Django started reading (and spooling) the body, the response would wait for bytes that never come and the
    read below would time out.
    """
    import socket
    from urllib.parse import urlsplit

    settings.API_MAX_REQUEST_BYTES = 10 * 1024 * 1024
    url = urlsplit(live_server.url)
    head = (
        "POST /api/runs/1/files/ HTTP/1.1\r\n"
        f"Host: {url.hostname}\r\n"
        "Content-Type: multipart/form-data; boundary=xyz\r\n"
        f"Content-Length: {1024 ** 3}\r\n"
        "\r\n"
        "--xyz\r\nContent-Disposition: form-data; name=\"files\"; filename=\"big.csv\"\r\n\r\n"
    )
    with socket.create_connection((url.hostname, url.port), timeout=10) as sock:
        sock.sendall(head.encode())
        received = b""
        while b"\r\n\r\n" not in received or not received.rstrip().endswith(b"}"):
            chunk = sock.recv(65536)
            if not chunk:
                break
            received += chunk
    status_line, _, rest = received.partition(b"\r\n")
    assert b" 413 " in status_line, received[:300]
    headers, _, body = rest.partition(b"\r\n\r\n")
    assert b"application/json" in headers.lower()
    assert b"larger than the limit" in body
