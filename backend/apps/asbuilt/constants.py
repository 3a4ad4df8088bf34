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
ENTRY_NOT_STORED = "Skipped {name}: it could not be stored ({error})."
CHECK_STOPPED = "The check stopped on an unexpected error ({error}); upload the files again or ask an administrator."
DOCUMENT_INVALID = "The files do not add up to a valid topology document: {errors}"
NOTHING_PARSED = "No uploaded file could be parsed."
REPORT_READ = ("{tool} report {folder}: {count} of its files read, as node {node} (named by {source}).")
REPORT_NOT_READ = "Not read in {folder} ({count}, kept in the archive only): {paths}"
REPORT_NOT_READ_SHOWN = 40
REPORT_NOT_READ_MORE = " and {more} more"
REPORT_LINKS = ("Links not followed in {folder}: {count} (sos's top-level shortcuts to files the report holds at "
                "their own paths, read there).")
REPORT_NO_HOST = ("No file of this {tool} report names its node (a hostname file, a prompt line or a host name in "
                  "its folder name); give the node with the upload.")
REPORT_BAD_HOST = ("The {tool} report {folder} names its node '{host}', which is not a host name (letters, digits, "
                   "'.', '_' or '-'); give the node with the upload.")

# --- remediation: drift back to the plan, then check again ------------------------------------------------------
REMEDIATION_JOB_KIND = "asbuilt.remediation"
REMEDY_NODE_REQUIRED = "Name the node to remediate (field 'node'): one of the check's nodes that differ from the plan."
REMEDY_NOT_PLANNED = "{node} is not a node of version {version} of the plan: its bundle has no file for it."
REMEDY_NO_DRIFT = "Check {check} found no difference on {node}: there is nothing to remediate."
RECHECK_BUSY = "Check {check} is still being processed; check again once it has finished."
REMEDIATION_NOT_READY = "The remediation is not ready yet (state: {state})."
REMEDIATION_FAILED = "The remediation could not be produced: {error}"
#: Why a difference is not fixed by the remediation bundle (``reason`` of a not-fixable entry).
NOT_IN_BUNDLE = ("No file of the plan's bundle carries `{key}`: it was read from {file}, a file the bundle does not "
                 "render.")
NOT_INSTALLED = "{file} is read by people, not installed by the bundle's Ansible project."
MERGE_KEEPS = ("{file} is merged into the node's file between RACplan markers and leaves the node's own lines as they "
               "are: its own `{key}` stays beside the planned lines; change or remove it by hand.")
NOT_CARRIED = "No file of the plan's bundle carries this field: installing files cannot change it."
#: Document fields that no configuration file sets (JSON pointer pattern, the reason), first match wins.
NOT_CONFIGURATION = (
    (r"^/cluster/(oracle|grid)_release$",
     "A release is the software installed in the Oracle or Grid home: upgrade or patch the home; no configuration "
     "file sets it."),
    (r"^/cluster/(distribution|distribution_version|distribution_update|kernel_series)$",
     "The Linux distribution and its kernel are the installed operating system, not a configuration file."),
    (r"^/platform(/|$)",
     "The machine type and its virtualization are the hardware the node runs on, not a configuration file."),
    (r"^/nodes/\d+/(cpus|memory_gb|machine)$",
     "Processors, memory and the machine are the node's hardware (or its virtual machine's definition), not a "
     "configuration file."),
)
