"""One bad entry or value never sinks an as-built check, and nothing uploaded becomes markup in its reports."""

from __future__ import annotations

import re
import tarfile

import pytest

from apps.asbuilt import constants as C
from apps.asbuilt import services
from apps.asbuilt.reports import asbuilt_report
from apps.intake import constants as IC
from apps.plans.services import blank_document, plan_create
from apps.runs.tests.test_archive_entries import legacy_tar, nul_zip

from .helpers import run_check, upload
from .test_checks import RAC, check_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def rac(project, architect):
    return plan_create(project=project, user=architect, name="rac", reference=RAC)

SYSCTL = b"net.core.rmem_max = 1048576\n"
TUNING = b"kernel.shmmni = 4096\nkernel.msgmni = 2878\nfs.file-max = 6815744\n"


def test_a_nul_named_zip_entry_is_skipped_and_the_check_completes(rac, contributor):
    check = check_of(rac, contributor, [
        upload("up.zip", nul_zip({"\x00YZ.txt": b"x", "x366n1/etc/sysctl.conf": SYSCTL}))])
    assert check.state == "complete", check.error
    archive = check.files.get(kind="archive")
    assert archive.state == "parsed" and archive.warnings == [IC.ENTRY_NUL_NAME.format(name="\ufffdYZ.txt")]
    assert [(f.node, f.name, f.state) for f in check.files.exclude(kind="archive")] == [
        ("x366n1", "etc/sysctl.conf", "parsed")]


@pytest.mark.parametrize("fmt", [tarfile.GNU_FORMAT, tarfile.USTAR_FORMAT], ids=["gnu", "ustar"])
def test_a_latin1_named_tar_member_is_read_and_the_check_completes(rac, contributor, fmt):
    data = legacy_tar({b"x366n1/etc/sysctl.conf": SYSCTL, b"x366n1/r\xe9seau/notes.txt": b"notes\n"}, fmt)
    check = check_of(rac, contributor, [upload("up.tar", data)])
    assert check.state == "complete", check.error
    rows = {f.name: f for f in check.files.exclude(kind="archive")}
    assert sorted(rows) == ["etc/sysctl.conf", "réseau/notes.txt"]
    assert rows["etc/sysctl.conf"].state == "parsed" and rows["réseau/notes.txt"].node == "x366n1"


@pytest.fixture
def x86(project, architect):
    """A plan on 32-bit x86, where study 002's rule compares the sysctl values it set as numbers."""
    document = {**blank_document("x86"), "platform": {"architecture": "x86", "virtualization": "bare_metal"}}
    return plan_create(project=project, user=architect, name="x86", document=document)


def test_a_sysctl_value_of_thousands_of_digits_fails_its_file_alone(x86, contributor):
    # once read into the document, Python turned no more than 4,300 digits into a number: the check failed
    huge = b"net.core.wmem_max = " + b"7" * 5000 + b"\n"
    node = x86.versions.get().document["nodes"][0]["hostname"]
    check = check_of(x86, contributor, [upload("sysctl.conf", SYSCTL + huge), upload("tuning.conf", TUNING)],
                     node=node)
    assert check.state == "complete", check.error
    rows = {f.name: f for f in check.files.all()}
    assert rows["sysctl.conf"].state == "failed"
    assert rows["sysctl.conf"].error == ("line 2: the value of net.core.wmem_max is a number of 5,000 digits; a kernel "
                                         "parameter holds at most 20 (a 64-bit number).")
    assert (rows["tuning.conf"].state, rows["tuning.conf"].kind) == ("parsed", "sysctl")


def test_a_twenty_digit_sysctl_value_is_still_read(rac, contributor):
    check = check_of(rac, contributor, [upload("sysctl.conf", b"kernel.shmmax = 18446744073709551615\n")],
                     node="x366n1")
    assert check.state == "complete" and check.files.get().state == "parsed"


def test_the_markdown_report_holds_no_markup_from_uploaded_text(rac, contributor):
    sysctl = (b"net.core.rmem_max = <img src=x onerror=alert(1)>\n"
              b"kernel.x = a|<img src=x onerror=alert(2)>|`b\n")
    check = check_of(rac, contributor, [upload("<img src=x onerror=alert(3)>.rules", b'KERNEL=="sdz", MODE="0660"\n'),
                                        upload("sysctl.conf", sysctl)], node="x366n1")
    md = asbuilt_report(check=check, fmt="md")
    assert "onerror=alert(2)" in md and "onerror=alert(3)" in md  # the values are there...
    for line in md.splitlines():
        cells = re.split(r"(?<!\\)\|", line) if line.startswith("|") else [line]
        for cell in cells:
            # ...but, once each table cell stands alone as GFM splits it, only inside code spans
            outside = re.sub(r"`[^`]*`", "", cell)
            assert "<" not in outside, line
    assert "`a\\|<img src=x onerror=alert(2)>\\| b`" in md


def test_an_entry_that_cannot_be_stored_is_skipped_without_the_exception_text(rac, contributor, monkeypatch):
    import uuid

    from django.core.files.storage import default_storage

    # content no earlier test stored, so the entry's bytes must be written
    unique = f"kernel.shmmni = {uuid.uuid4().int % 4096 + 1}\n# {uuid.uuid4()}\n".encode()
    archive = upload("up.zip", nul_zip({"x366n1/etc/sysctl.conf": unique}))
    check = services.check_create(plan=rac, user=contributor, files=[archive])

    def broken(*args, **kwargs):
        raise OSError("disk full at /var/lib/secret-path")

    # the storage (Django's) fails while the job stores the archive's entries
    monkeypatch.setattr(default_storage, "save", broken)
    check = run_check(check)
    assert check.state == "complete"
    row = check.files.get(kind="archive")
    assert row.state == "failed" and row.error == C.ARCHIVE_FAILED.format(
        error=C.ENTRY_NOT_STORED.format(name="x366n1/etc/sysctl.conf", error="OSError"))
