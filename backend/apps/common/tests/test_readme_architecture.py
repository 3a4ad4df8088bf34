"""The README's architecture block names every app under backend/apps, so a newcomer's map has no missing room."""

from __future__ import annotations

import re
from pathlib import Path

from django.conf import settings

BACKEND_DIR = Path(settings.BACKEND_DIR)
REPO_DIR = Path(settings.REPO_DIR)


def _architecture_block() -> str:
    text = (REPO_DIR / "README.md").read_text("utf-8")
    section = text.split("## Architecture", 1)[1]
    return section.split("```", 2)[1]


def test_the_architecture_block_names_every_app():
    apps = sorted(p.name for p in (BACKEND_DIR / "apps").iterdir() if (p / "__init__.py").is_file())
    assert {"accounts", "asbuilt", "common", "intake", "jobs", "studies"} <= set(apps)  # the walk finds the apps
    # Each app opens a line of the block, followed by what it holds.
    named = set(re.findall(r"^ +│ +(\w+)/? ", _architecture_block(), flags=re.MULTILINE))
    assert [app for app in apps if app not in named] == []
