"""One text file per reference plan holding the renderer's whole expected output (a snapshot, like syrupy's ``.ambr``).

Layout of ``golden/<plan>.golden.txt``: a few header lines starting with ``#``, then for each rendered file, in path
order, a delimiter line ``==> <path> <==`` followed by the file's content verbatim (every rendered file ends with a
newline, so the next delimiter always starts a line of its own). No rendered line may start with ``==> ``;
``test_golden`` checks that, so a delimiter can never be taken for content.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

DELIMITER = "==> "
_CLOSE = " <=="
SUFFIX = ".golden.txt"


class SnapshotError(ValueError):
    """The snapshot text (or the files to store) cannot be represented or read back exactly."""


def snapshot_path(folder: Path, name: str) -> Path:
    return folder / f"{name}{SUFFIX}"


def dump(name: str, files: Mapping[str, str]) -> str:
    """The snapshot text of ``files`` (path -> content) rendered for the reference plan ``name``."""
    parts = [
        f"# Bundle snapshot of the reference plan {name} (fixtures/plans/{name}.json), {len(files)} files.\n",
        "# Expected output of the bundle renderer; rewrite with UPDATE_GOLDEN=1 and review the diff.\n",
        f"# Each file follows a line '{DELIMITER}<path>{_CLOSE}' and runs verbatim up to the next such line.\n",
    ]
    for path in sorted(files):
        content = files[path]
        if content and not content.endswith("\n"):
            raise SnapshotError(f"{path} does not end with a newline; a snapshot cannot hold it exactly")
        parts.append(f"{DELIMITER}{path}{_CLOSE}\n")
        parts.append(content)
    return "".join(parts)


def load(text: str) -> dict[str, str]:
    """The files (path -> content) of a snapshot text, in the order they are stored."""
    if text and not text.endswith("\n"):
        raise SnapshotError("a snapshot ends with a newline")
    files: dict[str, list[str]] = {}
    current: list[str] | None = None
    # split("\n"), not splitlines(): content may hold other line-break characters, which are not file boundaries.
    for line in text.split("\n")[:-1]:
        if line.startswith(DELIMITER):
            if not line.endswith(_CLOSE):
                raise SnapshotError(f"malformed delimiter line {line!r}")
            path = line[len(DELIMITER) : -len(_CLOSE)]
            if path in files:
                raise SnapshotError(f"{path} is stored twice")
            current = files[path] = []
        elif current is not None:
            current.append(line + "\n")
        elif not line.startswith("#"):
            raise SnapshotError(f"header lines start with '#': {line!r}")
    return {path: "".join(lines) for path, lines in files.items()}


def read(path: Path) -> dict[str, str]:
    # newline="": no newline translation, the content is read as stored.
    with path.open(encoding="utf-8", newline="") as fh:
        return load(fh.read())


def write(path: Path, name: str, files: Mapping[str, str]) -> None:
    with path.open("w", encoding="utf-8", newline="") as fh:
        fh.write(dump(name, files))
