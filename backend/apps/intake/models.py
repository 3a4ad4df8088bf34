"""The content-addressed originals of every file users hand over (runs, as-built checks)."""

from django.db import models


class Blob(models.Model):
    """One stored original, addressed by its SHA-256. Identical uploads share one blob."""

    sha256 = models.CharField(max_length=64, primary_key=True)
    size = models.BigIntegerField()
    file = models.FileField(upload_to="blobs/", max_length=200)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "runs_blob"  # the table it had in apps.runs, kept by the move (intake/migrations/0001)

    def __str__(self) -> str:
        return self.sha256
