"""Every endpoint with an object in its path, asked about another project's object and about one that does not
exist: the two answers are the same (status and body), for a signed-in member of another project and for anyone
without a session. A 403 for the one and a 404 for the other told a caller which ids exist (issue 36: the print data
of a report)."""

from __future__ import annotations

import uuid

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import get_resolver

from apps.accounts.tests.factories import MembershipFactory, UserFactory
from apps.asbuilt.models import Remediation
from apps.asbuilt.services import check_create
from apps.bundles.services import bundle_request
from apps.comparisons.services import report_create
from apps.jobs.services import job_create
from apps.plans.services import plan_create
from apps.runs.services import run_create
from apps.runs.tests.factories import RunFileFactory

pytestmark = pytest.mark.django_db

MISSING = 987654321
CSV = b"users,throughput,throughput_unit,cpu_util_pct,cpus\n20,100,tps,40,4\n"


@pytest.fixture
def foreign(other_project):
    """One object of each kind in a project the test's users are not members of: the value of each path argument."""
    owner = UserFactory(username="foreign-owner")
    MembershipFactory(project=other_project, user=owner, role="architect")
    contributor = UserFactory(username="foreign-contrib")
    MembershipFactory(project=other_project, user=contributor, role="contributor")
    # A whole reference configuration: a blank plan's storage is unknown, and no bundle renders before it is chosen.
    plan = plan_create(project=other_project, user=owner, name="theirs", reference="s004-fcp-multibus-rr100-11g")
    version = plan.versions.get()
    run = run_create(project=other_project, user=contributor, label="theirs")
    run_file = RunFileFactory(run=run, content=CSV, name="bench.csv")
    check = check_create(plan=plan, user=contributor, node="node1",
                         files=[SimpleUploadedFile("sysctl.conf", b"net.core.rmem_max = 4194304\n")])
    # The row alone: what its endpoints answer an outsider does not depend on whether its job ran.
    remediation = Remediation.objects.create(as_built=check, node="node1", created_by=contributor)
    bundle = bundle_request(plan_version=version, user=owner, override_errors=True)
    job = job_create(kind="demo", owner=contributor, project=other_project, payload={"steps": 1})
    report = report_create(project=other_project, user=contributor, title="theirs", request={"runs": [run.id]})
    return {"as-built": check.pk, "as-built-remediations": remediation.pk, "bundles": bundle.pk, "jobs": job.pk,
            "plans": plan.pk, "projects": other_project.pk,
            "reports": report.uuid, "run-files": run_file.pk, "runs": run.pk, "number": version.number,
            "plan_id": plan.pk}


def _object_paths() -> list[str]:
    """Every API route whose path names an object by id or uuid, as a format string (``{pk}``, ``{number}``...)."""
    import re

    found: set[str] = set()

    def walk(resolver, prefix: str) -> None:
        for pattern in resolver.url_patterns:
            text = prefix + str(pattern.pattern)
            if hasattr(pattern, "url_patterns"):
                walk(pattern, text)
            elif text.startswith("api/") and "<format>" not in text and ("(?P<" in text or "<" in text):
                path = text.replace("^", "").replace("$", "")
                path = re.sub(r"\(\?P<(\w+)>[^)]*\)", r"{\1}", path)
                found.add("/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", path))
    walk(get_resolver(), "")
    return sorted(found)


#: Path arguments that name something other than an object; filled with a value valid for any object.
FIXED = {"part": "cpu", "section": "top_sql", "index": "0", "rule_id": "none"}
#: Routes that name no object of a project (a caller's own token, a rule of the catalogue).
NOT_PROJECT_OBJECTS = {"/api/auth/tokens/{pk}/", "/api/rules/{rule_id}/"}


def _fill(path: str, values: dict, missing: bool) -> str:
    kind = path.split("/")[2]
    out = {}
    for name in ("pk", "uuid", "number", "plan_id"):
        if "{" + name + "}" in path:
            if missing:
                out[name] = uuid.uuid4() if name == "uuid" else MISSING
            else:
                out[name] = values[kind] if name in ("pk", "uuid") else values[name]
    return path.format(**out, **FIXED)


def test_the_walk_finds_the_object_routes():
    paths = _object_paths()
    assert "/api/reports/{uuid}/print-data/" in paths and "/api/plans/{plan_id}/as-built/" in paths
    assert len(paths) > 40, paths


@pytest.mark.parametrize("who", ["member of another project", "anonymous"])
@pytest.mark.parametrize("method", ["get", "post", "patch", "put", "delete"])
def test_another_projects_object_reads_like_a_missing_one(client_for, contributor, foreign, who, method):
    client = client_for(contributor if who != "anonymous" else None)
    differing = []
    for path in _object_paths():
        if path in NOT_PROJECT_OBJECTS:
            continue
        theirs = getattr(client, method)(_fill(path, foreign, missing=False))
        missing = getattr(client, method)(_fill(path, foreign, missing=True))
        if (theirs.status_code, theirs.content) != (missing.status_code, missing.content):
            differing.append((path, theirs.status_code, missing.status_code, theirs.content[:120]))
    assert differing == []
