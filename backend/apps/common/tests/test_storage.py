"""Originals and bundle archives go through Django's storage API (STORAGES["default"]), configured from the
environment: the local folder by default, an S3-compatible bucket with STORAGE_BACKEND=s3.

There is no S3 service here, so the S3 path is tested as configuration only: the settings it produces and a
django-storages backend built from them (no request is made).
"""

from __future__ import annotations

import io

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.core.files.storage import FileSystemStorage

from config.settings.base import file_storage_from_env


def test_default_is_the_local_filesystem():
    assert file_storage_from_env({}) == {"BACKEND": "apps.common.storage.AtomicFileSystemStorage"}


def test_s3_configuration_from_environment():
    config = file_storage_from_env({
        "STORAGE_BACKEND": "s3", "AWS_STORAGE_BUCKET_NAME": "racplan-files",
        "AWS_S3_ENDPOINT_URL": "https://objects.example.internal:9000", "AWS_S3_REGION_NAME": "eu-central-1",
        "AWS_LOCATION": "prod", "AWS_S3_ADDRESSING_STYLE": "path"})
    assert config["BACKEND"] == "storages.backends.s3.S3Storage"
    assert config["OPTIONS"] == {
        "bucket_name": "racplan-files", "default_acl": "private", "querystring_auth": True, "file_overwrite": True,
        "endpoint_url": "https://objects.example.internal:9000", "region_name": "eu-central-1",
        "location": "prod", "addressing_style": "path"}
    from storages.backends.s3 import S3Storage

    storage = S3Storage(**config["OPTIONS"])  # builds no connection until a file is touched
    assert (storage.bucket_name, storage.location, storage.endpoint_url) == (
        "racplan-files", "prod", "https://objects.example.internal:9000")
    assert storage._normalize_name("blobs/ab/abc") == "prod/blobs/ab/abc"


@pytest.mark.parametrize("env, message", [
    ({"STORAGE_BACKEND": "s3"}, "AWS_STORAGE_BUCKET_NAME"),
    ({"STORAGE_BACKEND": "ftp"}, "STORAGE_BACKEND must be"),
])
def test_bad_storage_configuration_is_refused(env, message):
    with pytest.raises(ImproperlyConfigured, match=message):
        file_storage_from_env(env)


@pytest.mark.django_db
def test_originals_are_written_through_the_configured_storage(settings, tmp_path):
    """Swap the default storage for another location: the blob lands there, proving no code writes MEDIA_ROOT
    paths directly."""
    from apps.intake.services import blob_store

    elsewhere = tmp_path / "shared-storage"
    settings.STORAGES = {**settings.STORAGES, "default": {
        "BACKEND": "apps.common.storage.AtomicFileSystemStorage", "OPTIONS": {"location": str(elsewhere)}}}
    blob = blob_store(io.BytesIO(b"users,throughput\n1,2\n"))
    assert (elsewhere / blob.file.name).read_bytes() == b"users,throughput\n1,2\n"
    assert isinstance(blob.file.storage._wrapped, FileSystemStorage)
    with blob.file.open("rb") as fh:
        assert fh.read() == b"users,throughput\n1,2\n"


def test_a_write_clears_the_partial_files_a_killed_writer_left_in_its_folder(settings, tmp_path):
    """A hidden partial file older than the limit has no writer (a killed process left it); a younger one may still
    be written to and stays, as do the folder's other files, hidden or not, and the folders writes never reach."""
    import os
    import time

    from django.core.files.base import ContentFile

    from apps.common.storage import AtomicFileSystemStorage

    settings.STORAGE_PARTIAL_MAX_AGE_SECONDS = 3600
    storage = AtomicFileSystemStorage(location=str(tmp_path))
    folder = tmp_path / "blobs" / "ab"
    other = tmp_path / "blobs" / "cd"
    folder.mkdir(parents=True)
    other.mkdir()
    old, young, kept = folder / ".x1.partial", folder / ".x2.partial", folder / ".keep"
    elsewhere = other / ".x3.partial"
    for path in (old, young, kept, elsewhere):
        path.write_bytes(b"cut")
    two_hours_ago = time.time() - 7200
    for path in (old, kept, elsewhere):
        os.utime(path, (two_hours_ago, two_hours_ago))

    name = storage.save("blobs/ab/abcdef", ContentFile(b"whole"))

    assert (tmp_path / name).read_bytes() == b"whole"
    assert sorted(p.name for p in folder.iterdir()) == sorted([".x2.partial", ".keep", "abcdef"])
    assert elsewhere.exists()
