"""A request body sent in chunks, without Content-Length, through a real HTTP server: a 411 that says why, never an
upload read as empty."""

from __future__ import annotations

import json
import socket
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
    """POST ``body`` in one write (headers and body together, so the server has them all whatever it answers), as
    curl does with ``-H 'Transfer-Encoding: chunked'``: in two chunks and no Content-Length, or with its length."""
    url = urlsplit(live_server.url)
    if chunked:
        framed = b"".join(b"%x\r\n%s\r\n" % (len(part), part) for part in (body[:40], body[40:])) + b"0\r\n\r\n"
        length = "Transfer-Encoding: chunked"
    else:
        framed, length = body, f"Content-Length: {len(body)}"
    head = (f"POST {path} HTTP/1.1\r\nHost: {url.hostname}\r\nAuthorization: Token {token}\r\n"
            f"Content-Type: multipart/form-data; boundary=b0undary\r\n{length}\r\nConnection: close\r\n\r\n")
    with socket.create_connection((url.hostname, url.port), timeout=30) as sock:
        sock.sendall(head.encode() + framed)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    status_line, _, rest = received.partition(b"\r\n")
    _, _, answer = rest.partition(b"\r\n\r\n")
    return int(status_line.split()[1]), json.loads(answer or b"{}")


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
