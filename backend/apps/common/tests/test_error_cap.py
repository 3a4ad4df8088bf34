"""The error cap has one home (apps.common.constants.ERROR_MAX_LENGTH): no service cuts an error text at a number
of its own."""

from __future__ import annotations

import re
from pathlib import Path

from apps.common.constants import ERROR_MAX_LENGTH
from apps.jobs import runner

APPS = Path(__file__).resolve().parents[2]
#: an error text cut at a literal length of four digits or more: ``error=str(exc)[:2000]`` (shorter cuts quote a part
#: of a file inside a message)
LITERAL_CUT = re.compile(r"error.*\[:\s*\d[\d_]{3,}\s*\]", re.IGNORECASE)


def test_every_error_text_is_cut_at_the_one_cap():
    assert runner.ERROR_MAX_LENGTH == ERROR_MAX_LENGTH
    found = [f"{path.relative_to(APPS)}:{number}: {line.strip()}"
             for path in APPS.rglob("*.py") if "tests" not in path.parts and "migrations" not in path.parts
             for number, line in enumerate(path.read_text("utf-8").splitlines(), 1) if LITERAL_CUT.search(line)]
    assert found == [], "cut at apps.common.constants.ERROR_MAX_LENGTH"
