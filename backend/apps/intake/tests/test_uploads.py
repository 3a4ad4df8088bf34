"""Taking one upload request's files (apps.intake.uploads): the limits every app applies, each original kept once."""

from __future__ import annotations

import io

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.intake import constants as C
from apps.intake import uploads
from apps.intake.models import Blob


def test_an_upload_of_no_file_or_of_too_many_is_a_field_error(settings):
    settings.RUNS_MAX_FILES_PER_UPLOAD = 2
    with pytest.raises(ValidationError) as none:
        uploads.check_count([])
    assert none.value.message_dict == {"files": [C.NO_FILES]}
    with pytest.raises(ValidationError) as many:
        uploads.check_count([object()] * 3)
    assert many.value.message_dict == {"files": [C.TOO_MANY_FILES.format(limit=2)]}
    uploads.check_count([object()] * 2)


@pytest.mark.django_db
def test_a_file_is_kept_once_and_refused_by_its_declared_or_its_real_size(settings):
    settings.RUNS_MAX_FILE_BYTES = 8
    first = uploads.keep(SimpleUploadedFile("a.txt", b"12345678"), name="a.txt", max_bytes=uploads.max_file_bytes())
    again = uploads.keep(io.BytesIO(b"12345678"), name="b.txt", max_bytes=8)
    assert first.pk == again.pk and Blob.objects.filter(pk=first.pk).count() == 1
    with pytest.raises(uploads.Refused) as declared:
        uploads.keep(SimpleUploadedFile("big.txt", b"123456789"), name="big.txt", max_bytes=8)
    assert str(declared.value) == C.FILE_TOO_LARGE.format(name="big.txt", size=9, limit=8)
    # a stream that says nothing of its size is refused at the first byte past the limit, and nothing is kept
    with pytest.raises(uploads.Refused) as real:
        uploads.keep(io.BytesIO(b"123456789"), name="stream.txt", max_bytes=8)
    assert str(real.value) == C.FILE_TOO_LARGE.format(name="stream.txt", size=9, limit=8)
    assert Blob.objects.count() == 1
