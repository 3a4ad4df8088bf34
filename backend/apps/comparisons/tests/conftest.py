import shutil
from itertools import count

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.runs.tests.factories import RunFactory
from apps.runs.tests.report_series import SP_TYPICAL, SP_UNUSUAL, series
from apps.runs.tests.test_runs_api import run_jobs_inline, upload
from apps.runs.tests.timeline.helpers import START

_labels = count(1)


def metrics(**values):
    """Run.metrics from plain numbers (and structured values), with a made-up source."""
    out = {"basis": "awr_instance", "files": []}
    for key, value in values.items():
        if key == "series":  # benchmark table rows are stored as a plain list, as apps.runs aggregates them
            out[key] = value
            continue
        out[key] = {"value": value, "sources": [{"file": None, "name": "test", "section": "test"}]}
    return out


@pytest.fixture
def make_run(project, contributor):
    """A run of ``project`` (by the contributor) or of ``project_`` (by a contributor of it) with the given metrics."""

    def make(project_=None, label=None, tags=None, users=None, **values):
        author = {} if project_ else {"created_by": contributor}
        return RunFactory(project=project_ or project, label=label or f"run {next(_labels)}", tags=tags or {},
                          users=users, metrics=metrics(**values), **author)

    return make


@pytest.fixture(scope="session", autouse=True)
def _media_cleanup():
    yield
    if "media-test-" in str(settings.MEDIA_ROOT):
        shutil.rmtree(settings.MEDIA_ROOT, ignore_errors=True)


@pytest.fixture
def run_id(db, contributor_client, project):
    """A run of six Statspack intervals of one instance, the fourth unusual, a gap after the fifth; its id."""
    run = contributor_client.post("/api/runs/", {"project": project.id, "label": "A morning of Statspack"},
                                  format="json").json()
    files = [SimpleUploadedFile(name, text.encode("utf-8", "surrogateescape")) for name, text in
             series([SP_TYPICAL] * 3 + [SP_UNUSUAL] + [SP_TYPICAL] * 2, start=START, gap_after=(4,))]
    assert upload(contributor_client, run["id"], *files).status_code == 201
    run_jobs_inline()
    return run["id"]
