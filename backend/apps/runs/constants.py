"""User-facing messages and limits of apps.runs; tests import them rather than repeating the text."""

# an upload's own messages are apps.intake's, whichever app takes the files
from apps.intake.constants import FILE_TOO_LARGE, NO_FILES, TOO_MANY_FILES  # noqa: F401

PATHS_PER_FILE = "Give one path per file, in the order of the files ({files} files, {paths} paths)."
EMPTY_FILE = "{name} is empty."
# Archives of a run (the messages of the entries themselves: apps/intake/constants.py).
ARCHIVE_EMPTY = "The archive holds no files."
ARCHIVE_ONLY_METADATA = "The archive holds only desktop metadata, no file of a run."
ENTRY_DESKTOP_METADATA = "Left out: {what}, written by the desktop beside the files, not part of the run."
NOT_WHAT_THE_NAME_SAYS = ("Its name ends in {ending}, but its content is not {claim}: was it renamed, or saved "
                          "decompressed by a browser?")
ARCHIVE_SUMMARY = "{imported} of {total} entries imported; {skipped} skipped."
RUN_REMOVED = "Run removed: the run was deleted while this file was being read; nothing of it was kept."
FILE_REMOVED = "File removed: it was taken out of its run while being read; nothing of it was kept."
FILE_REMOVE_ACTIVE = "This file is still being parsed; remove it when it has finished."
BAD_TAG = "Tags are key=value pairs of letters, digits, '.', '_' or '-' ({tag!r})."
PLAN_VERSION_OTHER_PROJECT = "That plan version belongs to another project."
NOT_PARSED = "This file has not been parsed successfully."
NOT_A_COMPARE_REPORT = "Only a parsed AWR compare-period report (awrddrpt, awrgdrpt) can be split into its periods."
COMPARE_REPORT_PERIODS = "The report does not name two snapshot periods; it cannot be split."
