"""The contributors' guide's list of the files a run takes, written from the table of formats
(:data:`apps.runs.parsers.dispatch.RUN_FORMATS`) into ``docs/user-guide/contributors.md`` between the markers
:data:`GUIDE_BEGIN` and :data:`GUIDE_END` (``manage.py gen_run_docs``; a test fails when the guide is stale)."""

from __future__ import annotations

from pathlib import Path

from apps.common.generated import GeneratedSection
from apps.intake.containers import ARCHIVE_FORMATS, COMPRESSED_FORMATS

from .parsers.dispatch import GROUPS, RUN_FORMATS

GUIDE_BEGIN = "<!-- generated from apps/runs/parsers/dispatch.py by manage.py gen_run_docs: do not edit -->"
GUIDE_END = "<!-- end of the generated list of formats -->"
GUIDE_PATH = Path(__file__).resolve().parents[3] / "docs" / "user-guide" / "contributors.md"


def guide_section() -> str:
    """The guide's table: one row per format, by group, in the table's order within a group."""
    rows = [f"| {GROUPS[f.group]}: {f.label} | {f.files} | {f.kept} |"
            for key in GROUPS for f in RUN_FORMATS if f.group == key]
    return "\n".join([
        GUIDE_BEGIN,
        "",
        "| format | files | what is kept |",
        "|---|---|---|",
        *rows,
        "",
        f"Each may also come compressed ({', '.join('.' + c for c in COMPRESSED_FORMATS)}) or in an archive "
        f"({', '.join(ARCHIVE_FORMATS)}).",
        "",
        GUIDE_END,
    ])


#: The generated list inside the guide (``manage.py gen_run_docs``: write it; ``--check``: fail when stale).
GUIDE = GeneratedSection(path=GUIDE_PATH, begin=GUIDE_BEGIN, end=GUIDE_END, render=lambda: guide_section())


def write_guide() -> Path:
    return GUIDE.write()


def guide_is_stale() -> bool:
    return GUIDE.is_stale()
