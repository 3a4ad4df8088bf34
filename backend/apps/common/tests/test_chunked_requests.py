"""A request body sent in chunks, without Content-Length, through a real HTTP server: a 411 that says why, never an
upload read as empty."""

from __future__ import annotations

import http.client
import json
from urllib.parse import urlsplit

import pytest

from apps.accounts.services import token_issue
from apps.common.middleware import LENGTH_REQUIRED
from apps.runs.models import Run, RunFile

pytestmark = pytest.mark.django_db(transaction=True)

CSV = b"users,throughput,throughput_unit,cpu_util_pct,cpus\n10,50,tps,20,4\n"


def _multipart(boundary: str) -> bytes:
    return (f"--{boundary}\r\nContent-Disposition: form-data; name=\"files\"; filename=\"bench.csv\"\r\n"
            f"Content-Type: text/csv\r\n\r\n").encode() + CSV + f"\r\n--{boundary}--\r\n".encode()


def _post(live_server, path: str, token: str, body: bytes, *, chunked: bool) -> tuple[int, dict]:
    url = urlsplit(live_server.url)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    headers = {"Authorization": f"Token {token}", "Content-Type": "multipart/form-data; boundary=b0undary"}
    try:
        if chunked:  # http.client sends Transfer-Encoding: chunked and no Content-Length for an iterable body
            connection.request("POST", path, body=iter([body[:40], body[40:]]), headers=headers, encode_chunked=True)
        else:
            connection.request("POST", path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"{}")
    finally:
        connection.close()


def test_a_chunked_upload_without_content_length_is_answered_411(live_server, contributor, project):
    run = Run.objects.create(project=project, label="chunked", created_by=contributor)
    _, token = token_issue(user=contributor)
    body = _multipart("b0undary")
    status, answer = _post(live_server, f"/api/runs/{run.pk}/files/", token, body, chunked=True)
    assert (status, answer) == (411, {"detail": LENGTH_REQUIRED})
    assert not RunFile.objects.filter(run=run).exists()
    # the same body with its length is read
    status, answer = _post(live_server, f"/api/runs/{run.pk}/files/", token, body, chunked=False)
    assert status == 201, answer
    assert [f["name"] for f in answer["files"]] == ["bench.csv"]
