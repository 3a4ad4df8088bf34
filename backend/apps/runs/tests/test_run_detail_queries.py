"""GET /api/runs/{id}/: the same queries however many files and archives the run holds, and none of the files'
heavy columns (parse result, metrics, summary, chart copy, outline) read for the list of files."""

from itertools import count

import pytest
import sqlparse
from django.db import connection
from django.test.utils import CaptureQueriesContext
from sqlparse.sql import IdentifierList

from apps.runs.models import RunFile
from apps.runs.selectors import FILE_LIST_DEFERS
from apps.runs.services import run_create

from .factories import RunFileFactory

pytestmark = pytest.mark.django_db

_serial = count(1)
BIG = {"rows": ["x" * 100] * 50}


def add_files(run, n):
    """``n`` parsed files with heavy columns, and an archive whose two entries became files of the run."""
    RunFileFactory.create_batch(n, run=run, kind="awr", result=BIG, metrics={"tps": 1.0}, summary=BIG, charts=BIG,
                                outline=BIG)
    archive = RunFileFactory(run=run, name=f"a{next(_serial)}.zip", kind="archive")
    entries = [RunFileFactory(run=run, name=f"{archive.name[:-4]}/e{k}.txt", state=state, kind="awr", archive=archive)
               for k, state in enumerate(("parsed", "failed"))]
    archive.result = {"entries": [{"path": f"e{k}.txt", "state": "imported", "file": e.id, "format": "text"}
                                  for k, e in enumerate(entries)] + [{"path": "skip.bin", "state": "skipped"}]}
    archive.save(update_fields=["result"])
    return archive, entries


def test_run_detail_queries_do_not_grow_with_files(project, contributor, viewer_client):
    run = run_create(project=project, user=contributor, label="detail")
    archive, entries = add_files(run, 1)
    with CaptureQueriesContext(connection) as few:
        assert viewer_client.get(f"/api/runs/{run.id}/").status_code == 200
    for _ in range(4):
        add_files(run, 3)
    with CaptureQueriesContext(connection) as many:
        response = viewer_client.get(f"/api/runs/{run.id}/")
    assert response.status_code == 200 and len(response.json()["files"]) == 4 * 6 + 4
    assert len(many.captured_queries) == len(few.captured_queries)
    shown = next(f for f in response.json()["files"] if f["id"] == archive.id)
    assert shown["entries"] == [
        {"path": "e0.txt", "state": "imported", "error": "", "file": entries[0].id, "file_state": "parsed",
         "format": "text"},
        {"path": "e1.txt", "state": "imported", "error": "", "file": entries[1].id, "file_state": "failed",
         "format": "text"},
        {"path": "skip.bin", "state": "skipped", "error": "", "file": None, "file_state": None, "format": ""}]


def test_run_detail_never_selects_the_heavy_columns(project, contributor, viewer_client):
    run = run_create(project=project, user=contributor, label="light")
    add_files(run, 2)
    with CaptureQueriesContext(connection) as ctx:
        assert viewer_client.get(f"/api/runs/{run.id}/").status_code == 200
    table = RunFile._meta.db_table
    listing = [q["sql"] for q in ctx.captured_queries if f'FROM "{table}"' in q["sql"]]
    assert listing
    selected = [item for sql in listing for item in _select_list(sql)]
    assert f'"{table}"."name"' in selected  # the split found the columns
    for column in FILE_LIST_DEFERS:
        # the whole column as a selected item, not a JSON key read from it (PostgreSQL ->, SQLite JSON_TYPE and
        # JSON_EXTRACT inside a CASE): those are items of their own in which the column is only an argument
        assert f'"{table}"."{column}"' not in selected, column


def _select_list(sql: str) -> list[str]:
    """The items between SELECT and FROM, as sqlparse splits them (commas inside brackets and quotes kept)."""
    statement = sqlparse.parse(sql)[0]
    items = next(t for t in statement.tokens if isinstance(t, IdentifierList))
    return [str(item).strip() for item in items.get_identifiers()]
