"""The generator version: a digest of the renderer code and templates, so a bundle says what produced it."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

_ROOT = Path(__file__).resolve().parent


@cache
def generator_version() -> str:
    digest = hashlib.sha256()
    for folder in ("renderer", "templates"):
        for path in sorted((_ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".j2"):
                digest.update(str(path.relative_to(_ROOT)).encode())
                digest.update(path.read_bytes())
    return f"1.{digest.hexdigest()[:10]}"
