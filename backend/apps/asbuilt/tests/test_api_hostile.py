"""The as-built API probed as a careless user or an attacker would: each case once gave a 500 or lost files."""

from __future__ import annotations

import io
import tarfile

import pytest
from django.db import connection

from apps.asbuilt import constants as C
from apps.asbuilt import services
from apps.asbuilt.models import AsBuiltCheck, AsBuiltFile
from apps.common.tests.threads import behind_a_lock
from apps.jobs.services import job_create
from apps.plans.services import blank_document, plan_create

from .factories import AsBuiltCheckFactory
from .helpers import run_check, upload

SYSCTL = b"net.core.rmem_max = 4194304\n"


@pytest.fixture
def plan(project, architect):
    return plan_create(project=project, user=architect, name="small", document=blank_document("small"))


def tgz(entries: dict[str, bytes]) -> bytes:
    """A gzip-compressed tar (PAX, so long paths keep their full length) holding `entries` as regular files."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", format=tarfile.PAX_FORMAT) as tar:
        for name, data in entries.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


@pytest.mark.django_db
def test_a_loose_file_spooled_to_disk_is_accepted(contributor_client, plan, settings):
    # Django keeps uploads over FILE_UPLOAD_MAX_MEMORY_SIZE (2.5 MB) in a temporary file, which cannot be deep-copied:
    # a real `sysctl -a` or cluvfy output that size once answered 500.
    settings.FILE_UPLOAD_MAX_MEMORY_SIZE = 8
    r = contributor_client.post(f"/api/plans/{plan.id}/as-built/",
                                {"node": "node1", "version": "", "files": [upload("sysctl.conf", SYSCTL)]},
                                format="multipart")
    assert r.status_code == 201, r.content
    assert r.json()["version"] == 1  # a blank version still means the latest
    check = AsBuiltCheck.objects.get(pk=r.json()["id"])
    assert check.files.get().blob.file.read() == SYSCTL
    more = contributor_client.post(f"/api/as-built/{check.pk}/files/",
                                   {"node": "node2", "files": [upload("sysctl.conf", SYSCTL)]}, format="multipart")
    assert more.status_code == 200, more.content
    assert sorted(f["node"] for f in more.json()["files"]) == ["node1", "node2"]


@pytest.mark.django_db
def test_archive_folders_that_are_not_host_names_fail_entry_by_entry(contributor, plan):
    long_folder = "n" * 150
    archive = tgz({f"{long_folder}/etc/sysctl.conf": SYSCTL, "rac db1/etc/sysctl.conf": SYSCTL,
                   "-x/etc/sysctl.conf": SYSCTL, "node1/etc/sysctl.conf": SYSCTL,
                   "my bundle/README.md": b"# a bundle", "my bundle/ansible/site.yml": b"- hosts: all\n"})
    check = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="", files=[upload("cluster.tgz", archive)],
                                checked=True)
    assert check.state == AsBuiltCheck.State.COMPLETE, check.error
    rows = {f.name: f for f in check.files.exclude(kind="archive")}
    assert rows["etc/sysctl.conf"].node == "node1" and rows["etc/sysctl.conf"].state == AsBuiltFile.State.PARSED
    for folder in (long_folder, "rac db1", "-x"):
        row = rows[f"{folder}/etc/sysctl.conf"]  # the whole entry path, so the user sees which folder
        assert (row.node, row.state) == ("", AsBuiltFile.State.FAILED)
        assert row.error == C.ENTRY_BAD_NODE.format(folder=folder[:60])
        assert row.blob.file.read() == SYSCTL  # kept
    for bundle_only in ("my bundle/README.md", "my bundle/ansible/site.yml"):
        assert (rows[bundle_only].state, rows[bundle_only].error) == (AsBuiltFile.State.IGNORED, C.NOT_ON_CLUSTER)
    assert check.diff["unplanned_nodes"] == []


@pytest.mark.django_db
def test_a_deep_path_keeps_its_node_folder(contributor, plan):
    deep = "node1/" + "d/" * 200 + "sysctl.conf"
    archive = upload("deep.tgz", tgz({deep: SYSCTL}))
    check = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="", files=[archive], checked=True)
    row = check.files.exclude(kind="archive").get()
    assert row.node == "node1"
    assert row.name.endswith("d/d/sysctl.conf") and len(row.name) == 255
    assert row.state == AsBuiltFile.State.PARSED


def request_behind_a_lock(check, change, request, wait_for):
    """`request()` (an API call on another connection) sent while another transaction holds the check's row lock
    and applies `change(row)`; the lock is let go once the request waits on it. Returns the response."""
    return behind_a_lock(lambda: change(AsBuiltCheck.objects.select_for_update().get(pk=check.pk)), request,
                         wait_for=wait_for)


def _add_node2(client, check):
    return lambda: client.post(f"/api/as-built/{check.pk}/files/",
                               {"node": "node2", "files": [upload("sysctl.conf", SYSCTL)]}, format="multipart")


@pytest.mark.django_db(transaction=True)
def test_files_added_while_another_add_holds_the_check_are_stored(contributor, contributor_client, plan, wait_for):
    # Two adds at once: the second waits on the first one's row lock and then sees the check with a job the first
    # one has just created. It once read that job as missing (AttributeError, 500).
    check = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="node1", files=[upload("sysctl.conf", SYSCTL)])

    def first_add(row):
        row.job = job_create(kind=C.JOB_KIND, owner=contributor, project=plan.project, payload={"check": check.pk})
        row.save(update_fields=["job"])

    answer = request_behind_a_lock(check, first_add, _add_node2(contributor_client, check), wait_for)
    assert answer.status_code == 200, answer.content
    assert sorted(check.files.values_list("node", flat=True)) == ["node1", "node2"]


@pytest.mark.django_db(transaction=True)
def test_files_added_to_a_check_deleted_meanwhile_get_a_404(contributor, contributor_client, plan, wait_for):
    # The add found the check, then waited on the lock of a delete: the check was gone when it got the row (500).
    check = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="node1", files=[upload("sysctl.conf", SYSCTL)])
    answer = request_behind_a_lock(check, lambda row: row.delete(), _add_node2(contributor_client, check), wait_for)
    assert answer.status_code == 404, answer.content
    assert not AsBuiltFile.objects.exists()


@pytest.mark.django_db
def test_reading_checks_leaves_the_parsed_settings_in_the_database(contributor, contributor_client, plan):
    # A 10 MB `sysctl -a` parses into ~400,000 settings; every GET and list loaded them all (and the facts) for a
    # response that shows neither: 3.5 s against 0.07 s for a small check on the probe server.
    from django.test.utils import CaptureQueriesContext

    check = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="node1", files=[upload("sysctl.conf", SYSCTL)],
                                checked=True)
    assert check.files.get().settings  # there is something to leave behind
    for url in (f"/api/as-built/{check.pk}/", f"/api/plans/{plan.id}/as-built/",
                f"/api/as-built/{check.pk}/report/?format=html"):
        with CaptureQueriesContext(connection) as ctx:
            assert contributor_client.get(url).status_code == 200
        file_queries = [q["sql"] for q in ctx.captured_queries if 'FROM "asbuilt_asbuiltfile"' in q["sql"]]
        assert file_queries, url
        heavy = ('"asbuilt_asbuiltfile"."settings"', '"asbuilt_asbuiltfile"."facts"')
        assert not [q for q in file_queries if any(column in q for column in heavy)], url


@pytest.mark.django_db
def test_import_waits_until_the_check_has_finished(contributor, architect_client, plan):
    # Importing a check still in its queue said "no file could be parsed"; after more files were added it would
    # have imported the document of the previous run.
    # A fixture written for this test, hosts(5) syntax: the addresses an import needs for each node.
    hosts = b"10.1.0.11 node1\n10.1.0.21 node1-vip\n10.1.0.12 node2\n10.1.0.22 node2-vip\n"
    check = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="node1",
                                files=[upload("sysctl.conf", SYSCTL), upload("hosts", hosts)], checked=True)
    assert check.state == AsBuiltCheck.State.COMPLETE and check.document is not None
    services.files_add(check=check, user=contributor, node="node2",
                       files=[upload("sysctl.conf", SYSCTL), upload("hosts", hosts)])
    r = architect_client.post(f"/api/as-built/{check.pk}/import/", {"name": "too early"}, format="json")
    assert r.status_code == 400 and r.json() == {"name": [C.CHECK_BUSY]}
    run_check(check)
    r = architect_client.post(f"/api/as-built/{check.pk}/import/", {"name": "in time"}, format="json")
    assert r.status_code == 201, r.content


@pytest.mark.django_db
def test_a_finished_check_without_a_document_is_not_imported(contributor, architect_client, plan):
    check = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="node1",
                                files=[upload("notes.txt", b"nothing a parser knows\n")], checked=True)
    assert check.state == AsBuiltCheck.State.COMPLETE and check.document is None
    r = architect_client.post(f"/api/as-built/{check.pk}/import/", {"name": "nothing"}, format="json")
    assert r.status_code == 400 and r.json() == {"name": [C.NO_DOCUMENT]}


@pytest.mark.django_db
def test_an_empty_loose_file_fails_alone_naming_itself_as_inside_an_archive(contributor_client, contributor, plan):
    r = contributor_client.post(f"/api/plans/{plan.id}/as-built/",
                                {"node": "node1", "files": [upload("limits.conf", b""), upload("sysctl.conf", SYSCTL)]},
                                format="multipart")
    assert r.status_code == 201, r.content
    loose = run_check(AsBuiltCheck.objects.get(pk=r.json()["id"]))
    archived = AsBuiltCheckFactory(plan=plan, created_by=contributor, node="", checked=True, files=[
        upload("cluster.tgz", tgz({"node1/limits.conf": b"", "node1/sysctl.conf": SYSCTL}))])
    for check in (loose, archived):
        assert check.state == AsBuiltCheck.State.COMPLETE, check.error
        rows = {f.name: f for f in check.files.exclude(kind="archive")}
        assert rows["sysctl.conf"].state == AsBuiltFile.State.PARSED
        empty = rows["limits.conf"]
        assert (empty.node, empty.state, empty.blob.file.read()) == ("node1", AsBuiltFile.State.FAILED, b"")
        assert empty.error.startswith("limits.conf is empty")
