import shutil
from pathlib import Path

import pytest
from django.conf import settings

SAMPLES = Path(__file__).resolve().parents[4].parent / "shared" / "awr-samples"


@pytest.fixture(scope="session", autouse=True)
def _media_cleanup():
    yield
    if "media-test-" in str(settings.MEDIA_ROOT):
        shutil.rmtree(settings.MEDIA_ROOT, ignore_errors=True)


@pytest.fixture
def samples() -> Path:
    return SAMPLES
