"""The run factories: a run saved by run_create, a parsed run file with an original of its own."""

import pytest

from apps.accounts.choices import Role
from apps.runs.tests.factories import RunFactory, RunFileFactory

pytestmark = pytest.mark.django_db


def test_a_run_is_saved_by_the_service_with_the_metrics_given():
    run = RunFactory(label="  padded  ", tags=["storage=fcp"], metrics={"tps": {"value": 1.0}})
    run.refresh_from_db()
    assert run.label == "padded" and run.tags == {"storage": "fcp"} and run.metrics == {"tps": {"value": 1.0}}
    assert run.created_by.memberships.get(project=run.project).role == Role.CONTRIBUTOR


def test_run_files_keep_originals_of_their_own_unless_one_is_given():
    one, two = RunFileFactory.create_batch(2)
    assert one.state == two.state == "parsed" and one.blob_id != two.blob_id
    shared = RunFileFactory(run=one.run, blob=one.blob)
    with shared.blob.file.open("rb") as fh:
        assert fh.read().startswith(b"users,throughput")
