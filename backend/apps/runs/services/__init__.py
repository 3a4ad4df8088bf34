"""Write operations of apps.runs, by what they do; the computing of a parse is `apps.runs.ingest`'s.

* `runs`: runs made, changed and split, and their files removed;
* `upload`: files stored (content-addressed) before parsing, archives unpacked into files of their own;
* `parse`: a stored file parsed and what `ingest.parse_stored` gives stored, parses queued again;
* `refresh`: a file's final state settled and its run's metrics and diagnosis recomputed.

The names callers use are all here, so ``from apps.runs import services`` stays the way in.
"""

from ..ingest import RAW_SECTION_CAP, SUMMARY_KEYS, result_summary
from ..ingest import trim_sections as _trim
from .parse import (
    PARSER_VERSION,
    PENDING_JOB_STATES,
    run_file_job_failed,
    run_file_parse,
    run_file_reparse,
    run_reparse,
)
from .refresh import Removed, run_file_belongs, run_refresh
from .runs import compare_report_split, parse_tags, run_create, run_delete, run_file_remove, run_update
from .upload import PARSE_KIND, UNPACK_KIND, _name_in_folder, archive_unpack, files_upload

__all__ = [
    "PARSER_VERSION",
    "PARSE_KIND",
    "PENDING_JOB_STATES",
    "RAW_SECTION_CAP",
    "SUMMARY_KEYS",
    "UNPACK_KIND",
    "Removed",
    "_name_in_folder",
    "_trim",
    "archive_unpack",
    "compare_report_split",
    "files_upload",
    "parse_tags",
    "result_summary",
    "run_create",
    "run_delete",
    "run_file_belongs",
    "run_file_job_failed",
    "run_file_parse",
    "run_file_remove",
    "run_file_reparse",
    "run_refresh",
    "run_reparse",
    "run_update",
]
