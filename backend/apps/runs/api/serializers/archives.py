"""What became of an uploaded archive's entries."""

from __future__ import annotations

from rest_framework import serializers

#: What became of an archive's entry (apps/runs/services/upload.py ``archive_unpack``).
ARCHIVE_ENTRY_STATES = ("imported", "unpacked", "skipped", "ignored", "removed")


class StoredArchiveEntrySerializer(serializers.Serializer):
    """What became of one entry of an uploaded archive, as the archive's parse result keeps it."""

    path = serializers.CharField(help_text="The entry's path inside the archive (nested archives included).")
    state = serializers.ChoiceField(choices=ARCHIVE_ENTRY_STATES,
                                    help_text="imported: stored as a file of the run; unpacked: a nested archive "
                                              "whose entries follow; skipped: refused, see error; ignored: desktop "
                                              "metadata (__MACOSX, .DS_Store), left out unread; removed: taken out "
                                              "of the run by a contributor (not imported again on re-parse).")
    error = serializers.CharField(allow_blank=True)
    file = serializers.IntegerField(allow_null=True, help_text="The run file it became (null once removed).")
    format = serializers.CharField(required=False, help_text="Archive format of a nested archive (unpacked only).")


class ArchiveEntrySerializer(StoredArchiveEntrySerializer):
    """What became of one entry of an uploaded archive."""

    file_state = serializers.CharField(allow_null=True, help_text="That file's parse state, when it exists.")
    format = serializers.CharField(allow_blank=True, help_text="Archive format of a nested archive.")


class ArchiveResultSerializer(serializers.Serializer):
    """An uploaded archive: what became of each entry."""

    format = serializers.CharField(help_text="The archive's format (zip, tar, tar.gz, ...).")
    entries = StoredArchiveEntrySerializer(many=True)
    imported = serializers.IntegerField()
    skipped = serializers.IntegerField()
    stopped = serializers.CharField(allow_blank=True, help_text="Why reading the archive stopped early, if it did.")
