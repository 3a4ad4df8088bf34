"""Each detail endpoint answers in a fixed number of queries, however many children its object has (no N+1).

Every case builds its object with a few children, counts the queries of one answer, then builds the same object
with ten times as many and holds the answer to that count (``django_assert_max_num_queries``). The run detail's
own test (apps/runs/tests/test_run_detail_queries.py) does the same for a run's files and archives.
"""

from __future__ import annotations

import copy
import io
from itertools import count

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.asbuilt.models import AsBuiltCheck, AsBuiltFile
from apps.bundles.services import bundle_render, bundle_request
from apps.comparisons.services import report_create, report_update
from apps.comparisons.tests.conftest import metrics
from apps.intake.services import blob_store
from apps.plans.selectors import reference_plan_get
from apps.plans.services import plan_create, plan_version_create
from apps.runs.models import Run
from apps.runs.tests.factories import RunFactory

pytestmark = pytest.mark.django_db

FEW, MANY = 2, 20
_serial = count(1)

#: Study 002's ten-node cluster (shared ASM disks, OCR and voting locations): a plan of it renders a bundle.
REFERENCE = "s002-dell-10-node-asm-500-users-per-node"


def queries(client, method: str, path: str, data=None) -> tuple[int, object]:
    with CaptureQueriesContext(connection) as ctx:
        response = getattr(client, method)(path, data, format="json") if data is not None else \
            getattr(client, method)(path)
    assert response.status_code == 200, response.content
    return len(ctx.captured_queries), response.json()


def document(nodes: int) -> dict:
    """The reference configuration with ``nodes`` nodes like its first, each with its own names and addresses."""
    doc = copy.deepcopy(reference_plan_get(REFERENCE)["document"])
    first = doc["nodes"][0]
    doc["nodes"] = [{**first, "hostname": f"racdb{i}", "machine": f"pe-racdb{i}", "public_ip": f"10.20.30.{10 + i}",
                     "vip": f"10.20.30.{110 + i}", "private_ip": f"192.168.30.{10 + i}"} for i in range(1, nodes + 1)]
    return doc


def plan_with(project, architect, *, nodes: int = 1, versions: int = 1):
    plan = plan_create(project=project, user=architect, name=f"plan {next(_serial)}", document=document(nodes))
    for number in range(2, versions + 1):
        doc = document(nodes)
        doc["cluster"]["name"] = f"rac{number}"
        plan_version_create(plan=plan, user=architect, document=doc, base_version=number - 1)
    return plan


def linked_runs(project, architect, contributor, n: int) -> list[Run]:
    """``n`` runs, each measured on its own plan version (so each group of a comparison by version has a change and
    an estimate to show)."""
    plan = plan_with(project, architect, versions=n)
    return [RunFactory(project=project, plan_version=version, users=10, tags={"storage": "fcp"}, created_by=contributor,
                       metrics=metrics(tps=100.0 + i, cpu_seconds_per_1000_txn=10.0 - i / 10))
            for i, version in enumerate(plan.versions.order_by("number"))]


def test_plan_detail(project, architect, viewer, client_for, django_assert_max_num_queries):
    client = client_for(viewer)
    few, _ = queries(client, "get", f"/api/plans/{plan_with(project, architect, versions=FEW).id}/")
    plan = plan_with(project, architect, versions=MANY)
    with django_assert_max_num_queries(few):
        assert client.get(f"/api/plans/{plan.id}/").json()["latest_version"]["number"] == MANY


def test_plan_versions_list(project, architect, viewer, client_for, django_assert_max_num_queries):
    client = client_for(viewer)
    few, _ = queries(client, "get", f"/api/plans/{plan_with(project, architect, versions=FEW).id}/versions/")
    plan = plan_with(project, architect, versions=MANY)
    with django_assert_max_num_queries(few):
        assert len(client.get(f"/api/plans/{plan.id}/versions/").json()["results"]) == MANY


def test_plan_version_detail(project, architect, viewer, client_for, django_assert_max_num_queries):
    client = client_for(viewer)
    few, _ = queries(client, "get", f"/api/plans/{plan_with(project, architect, nodes=FEW).id}/versions/1/")
    plan = plan_with(project, architect, nodes=MANY)
    with django_assert_max_num_queries(few):
        assert len(client.get(f"/api/plans/{plan.id}/versions/1/").json()["document"]["nodes"]) == MANY


COMPARISON = {"group_by": "plan_version"}


def test_comparison(project, architect, contributor, viewer, client_for, django_assert_max_num_queries):
    client = client_for(viewer)
    runs = linked_runs(project, architect, contributor, FEW)
    few, _ = queries(client, "post", "/api/comparisons/", {"runs": [r.id for r in runs], **COMPARISON})
    runs = linked_runs(project, architect, contributor, MANY)
    with django_assert_max_num_queries(few):
        response = client.post("/api/comparisons/", {"runs": [r.id for r in runs], **COMPARISON}, format="json")
    assert response.status_code == 200 and len(response.json()["groups"]) == MANY


def charts(runs: list[Run]) -> list[dict]:
    """The report's charts: three of the report's own comparison, then for each run after the first a chart of
    that run against the first (its own comparison) and a scaling chart of the two (a figure of its own)."""
    own = [{"chart": chart} for chart in ("throughput", "cpu_cost", "table")]
    for run in runs[1:]:
        pair = {"runs": [runs[0].id, run.id], "baseline": {"run": runs[0].id}}
        own += [{"chart": "absolute", "metric": "tps", "request": pair},
                {"chart": "scaling", "metric": "tps", "x": "users", "request": pair}]
    return own


def report_of(project, contributor, runs, revisions: int):
    """A report of ``runs`` with :func:`charts` of them, saved ``revisions`` times."""
    report = report_create(project=project, user=contributor, title=f"report {next(_serial)}",
                           request={"runs": [r.id for r in runs], **COMPARISON}, charts=charts(runs))
    for number in range(2, revisions + 1):
        report = report_update(report=report, user=contributor, title=f"revision {number}")
    return report


def test_report_detail(project, architect, contributor, viewer, client_for, django_assert_max_num_queries):
    client = client_for(viewer)
    report = report_of(project, contributor, linked_runs(project, architect, contributor, FEW), FEW)
    few, _ = queries(client, "get", f"/api/reports/{report.uuid}/")
    report = report_of(project, contributor, linked_runs(project, architect, contributor, MANY), MANY)
    with django_assert_max_num_queries(few):
        body = client.get(f"/api/reports/{report.uuid}/").json()
    assert len(body["comparison"]["groups"]) == MANY and len(body["revision_history"]) == MANY
    drawn = body["chart_data"][3:]
    assert len(drawn) == 2 * (MANY - 1) and all(d["comparison"] for d in drawn[::2])
    assert all(d["scaling"] for d in drawn[1::2])


def check_with_files(project, architect, contributor, n: int) -> AsBuiltCheck:
    plan = plan_with(project, architect, nodes=n)
    check = AsBuiltCheck.objects.create(plan=plan, plan_version=plan.versions.get(number=1), created_by=contributor,
                                        state=AsBuiltCheck.State.COMPLETE)
    for i in range(1, n + 1):
        i_file = next(_serial)
        AsBuiltFile.objects.create(as_built=check, node=f"racdb{i}", name="sysctl.txt", kind="sysctl",
                                   state="parsed", blob=blob_store(io.BytesIO(f"kernel.shmmax = {i_file}\n".encode())),
                                   warnings=[f"line {i_file}"], settings=[["kernel.shmmax", str(i_file), 1]],
                                   facts={"/kernel/sysctl/kernel.shmmax": str(i_file)})
    return check


def test_as_built_check_detail(project, architect, contributor, viewer, client_for, django_assert_max_num_queries):
    client = client_for(viewer)
    few, _ = queries(client, "get", f"/api/as-built/{check_with_files(project, architect, contributor, FEW).id}/")
    check = check_with_files(project, architect, contributor, MANY)
    with django_assert_max_num_queries(few):
        body = client.get(f"/api/as-built/{check.id}/").json()
    assert len(body["files"]) == MANY and len(body["nodes"]) == MANY


def rendered_bundle(project, architect, nodes: int):
    version = plan_with(project, architect, nodes=nodes).versions.get(number=1)
    bundle = bundle_request(plan_version=version, user=architect, override_errors=True)
    bundle_render(bundle=bundle)
    return bundle


@pytest.mark.parametrize("path", ["/api/bundles/{bundle}/", "/api/jobs/{job}/"])
def test_bundle_and_its_job(path, project, architect, viewer, client_for, django_assert_max_num_queries):
    client = client_for(viewer)
    small = rendered_bundle(project, architect, FEW)
    few, small_body = queries(client, "get", path.format(bundle=small.id, job=small.job_id))
    big = rendered_bundle(project, architect, MANY)
    with django_assert_max_num_queries(few):
        body = client.get(path.format(bundle=big.id, job=big.job_id)).json()
    if "files" in body:
        assert len(body["files"]) > len(small_body["files"])
