"""The golden snapshot format: what is dumped reads back exactly, and a text it cannot hold is refused."""

from __future__ import annotations

import pytest

from . import snapshot


def test_files_read_back_exactly_in_path_order():
    files = {"b/x.sh": "#!/bin/sh\n\n  indented\n", "a.md": "", "c.ora": "form feed \x0c and \u2028 stay\n\n"}
    text = snapshot.dump("plan", files)
    assert text.startswith("# ") and "==> a.md <==\n==> b/x.sh <==\n#!/bin/sh\n" in text
    loaded = snapshot.load(text)
    assert loaded == files and list(loaded) == ["a.md", "b/x.sh", "c.ora"]


def test_content_without_final_newline_is_refused():
    with pytest.raises(snapshot.SnapshotError, match="x.conf does not end with a newline"):
        snapshot.dump("plan", {"x.conf": "no newline"})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("# head\n==> a <==\nx", "ends with a newline"),
        ("# head\n==> a\n", "malformed delimiter"),
        ("# head\n==> a <==\n==> a <==\n", "a is stored twice"),
        ("stray\n==> a <==\n", "header lines"),
    ],
)
def test_malformed_snapshots_are_refused(text, message):
    with pytest.raises(snapshot.SnapshotError, match=message):
        snapshot.load(text)
