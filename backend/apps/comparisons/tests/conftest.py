import shutil
from itertools import count

import pytest
from django.conf import settings

from apps.runs.models import Run

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
    def make(project_=None, label=None, tags=None, users=None, **values):
        return Run.objects.create(project=project_ or project, label=label or f"run {next(_labels)}",
                                  tags=tags or {}, users=users, metrics=metrics(**values), created_by=contributor)

    return make


@pytest.fixture(scope="session", autouse=True)
def _media_cleanup():
    yield
    if "media-test-" in str(settings.MEDIA_ROOT):
        shutil.rmtree(settings.MEDIA_ROOT, ignore_errors=True)
