"""User-facing messages of apps.asbuilt; tests import them rather than repeating the text."""

# an upload's own messages are apps.intake's, whichever app takes the files
from apps.intake.constants import FILE_TOO_LARGE, NO_FILES, TOO_MANY_FILES  # noqa: F401

JOB_KIND = "asbuilt.check"
CLUSTER_NODE = "cluster"

#: A node name: a host name (the upload's field and an archive's top folders).
NODE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$"
BAD_NODE = ("A node is a host name: letters, digits, '.', '_' or '-', at most 100 characters, starting with a letter "
            "or digit.")
NODE_REQUIRED = ("Name the node these files come from (field 'node'), or upload an archive whose top folders are "
                 "the node names.")
UNKNOWN_VERSION = "Version {number} of this plan does not exist."
NO_VERSION = "This plan has no saved version to check against."
CHECK_BUSY = "This check is still being processed; wait until it has finished."
NO_DOCUMENT = "This check has no parsed node file to import; upload the nodes' files first."
IMPORTED = "Imported from as-built check {check}: {unknown} fields unknown"
ENTRY_NO_NODE = ("{name} is at the top of the archive; put each node's files in a folder named after the node "
                 "(the bundle's layout), or give the node with the upload.")
ENTRY_BAD_NODE = ("The top folder '{folder}' is not a host name (letters, digits, '.', '_' or '-', at most 100 "
                  "characters, starting with a letter or digit); name each node's folder after the node.")
NOT_ON_CLUSTER = "Part of the bundle, not a file of the running cluster; not compared."
COLLECT_NOTES = ("What the bundle's collect-as-built.sh could not gather on this node, and why; kept with the "
                 "check, not compared.")
SUPERSEDED = "{name} was uploaded again for this node (file {newer}); that later upload is the one read."
SUPERSEDES = "Uploaded again: this file replaces the earlier upload of the same name (file {older})."
PARSER_CRASHED = "The parser stopped on this file ({error})."
ARCHIVE_FAILED = "The archive could not be read: {error}"
ARCHIVE_STOPPED = "Unpacking stopped on an unexpected error ({error}); the entries listed were read before it."
ENTRY_NOT_STORED = "Skipped {name}: it could not be stored ({error})."
CHECK_STOPPED = "The check stopped on an unexpected error ({error}); upload the files again or ask an administrator."
DOCUMENT_INVALID = "The files do not add up to a valid topology document: {errors}"
NOTHING_PARSED = "No uploaded file could be parsed."
