"""The stored-file state machine (apps.intake.states): its table, the states each model uses, and the three ways a
file moves (in memory, one row at once, many rows)."""

from __future__ import annotations

import itertools

import pytest

from apps.asbuilt.models import AsBuiltFile
from apps.intake.states import (
    PENDING,
    TRANSITIONS,
    InvalidTransition,
    StoredFileState,
    allowed,
    sources,
    transition,
    transition_now,
    transition_rows,
)
from apps.runs.models import RunFile
from apps.runs.tests.factories import RunFactory, RunFileFactory

S = StoredFileState

#: Every move a stored file may make, written out by hand: (from, to).
EXPECTED_MOVES = {
    # kept, then read: a run's file by its job (parsing), an as-built file in one step of its check's job;
    # stored again when a re-parse queues it once more
    (S.STORED, S.STORED), (S.STORED, S.PARSING), (S.STORED, S.PARSED), (S.STORED, S.FAILED), (S.STORED, S.IGNORED),
    # a job's outcome; its job sent again; queued again by a re-parse while its job was stranded
    (S.PARSING, S.PARSED), (S.PARSING, S.PARTIAL), (S.PARSING, S.FAILED), (S.PARSING, S.PARSING),
    (S.PARSING, S.STORED),
    # a settled file: queued again, read again by a job sent again, or read again in an as-built check's next round
    (S.PARSED, S.STORED), (S.PARSED, S.PARSING), (S.PARSED, S.PARSED), (S.PARSED, S.FAILED), (S.PARSED, S.IGNORED),
    (S.FAILED, S.STORED), (S.FAILED, S.PARSING), (S.FAILED, S.PARSED), (S.FAILED, S.FAILED), (S.FAILED, S.IGNORED),
    (S.IGNORED, S.PARSED), (S.IGNORED, S.FAILED), (S.IGNORED, S.IGNORED),
    # a partly imported archive is only unpacked again
    (S.PARTIAL, S.STORED), (S.PARTIAL, S.PARSING),
}


def test_the_table_lists_exactly_the_expected_moves():
    table = {(source, target) for source, targets in TRANSITIONS.items() for target in targets}
    assert table == EXPECTED_MOVES
    assert set(TRANSITIONS) == set(StoredFileState), "every state says where it may go"


def test_each_model_uses_its_part_of_the_machine_with_the_values_and_labels_it_had():
    assert RunFile.STATE_CHOICES == [("stored", "Stored"), ("parsing", "Parsing"), ("parsed", "Parsed"),
                                     ("partial", "Partially imported"), ("failed", "Failed")]
    assert AsBuiltFile.STATE_CHOICES == [("stored", "Stored"), ("parsed", "Parsed"), ("failed", "Failed"),
                                         ("ignored", "Ignored")]
    assert RunFile._meta.get_field("state").choices == RunFile.STATE_CHOICES
    assert AsBuiltFile._meta.get_field("state").choices == AsBuiltFile.STATE_CHOICES
    assert RunFile.State is AsBuiltFile.State is StoredFileState
    assert PENDING == (S.STORED, S.PARSING)


@pytest.mark.parametrize("model", [RunFile, AsBuiltFile])
def test_a_model_moves_only_along_the_table_and_only_between_its_own_states(model):
    for source, target in itertools.product(StoredFileState, repeat=2):
        expected = (source, target) in EXPECTED_MOVES and source in model.STATES and target in model.STATES
        assert allowed(model, source, target) is expected, (model.__name__, source, target)
    # an as-built file is never parsing nor partial, a run's file never ignored
    assert sources(AsBuiltFile, S.PARSED) == [S.STORED, S.PARSED, S.FAILED, S.IGNORED]
    assert sources(RunFile, S.PARTIAL) == [S.PARSING]
    assert sources(RunFile, S.STORED) == list(RunFile.STATES)


def test_transition_in_memory_sets_the_fields_with_the_state_and_refuses_a_move_off_the_table():
    row = AsBuiltFile(node="node1", name="sysctl.conf")
    assert row.state == S.STORED
    transition(row, S.IGNORED, error="not a cluster's file", kind="")
    assert (row.state, row.error, row.kind) == (S.IGNORED, "not a cluster's file", "")
    with pytest.raises(InvalidTransition):
        transition(row, S.STORED)
    with pytest.raises(InvalidTransition):
        transition(row, S.PARSING)  # a state an as-built file does not have
    assert row.state == S.IGNORED, "a refused move leaves the row as it was"


@pytest.fixture
def run(project, contributor):
    return RunFactory(project=project, label="states", created_by=contributor)


def _file(run, name: str, state: str) -> RunFile:
    return RunFileFactory(run=run, content=name.encode(), name=name, state=state)


@pytest.mark.django_db
def test_transition_now_writes_the_state_and_fields_at_once(run):
    rf = _file(run, "a.csv", S.STORED)
    transition_now(rf, S.PARSING, error="")
    assert RunFile.objects.get(pk=rf.pk).state == rf.state == S.PARSING
    transition_now(rf, S.PARTIAL, error="one entry skipped")
    stored = RunFile.objects.get(pk=rf.pk)
    assert (stored.state, stored.error) == (S.PARTIAL, "one entry skipped")
    with pytest.raises(InvalidTransition):
        transition_now(rf, S.FAILED)  # a partial archive is unpacked again first
    assert RunFile.objects.get(pk=rf.pk).state == S.PARTIAL


@pytest.mark.django_db
def test_transition_rows_moves_every_row_that_may_go_there(run):
    files = [_file(run, f"{state}.csv", state) for state in RunFile.STATES]
    moved = transition_rows(RunFile.objects.filter(run=run), S.STORED)
    assert moved == len(files)
    assert set(RunFile.objects.filter(run=run).values_list("state", flat=True)) == {S.STORED}
    # only a file a job is reading may end partial
    RunFile.objects.filter(pk=files[0].pk).update(state=S.PARSING)
    assert transition_rows(RunFile.objects.filter(run=run), S.PARTIAL) == 1
    assert RunFile.objects.get(pk=files[0].pk).state == S.PARTIAL
