"""Packing rendered files into byte-identical archives, and the MANIFEST.json that describes them.

The same files always give the same bytes: entries are sorted, timestamps fixed (1980-01-01 in zip, the earliest
date zip can store; 0 in tar and in the gzip header), permissions fixed per file, no owner or group names.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
import zipfile
from collections.abc import Iterable
from typing import Any

from ..constants import MANIFEST_NAME
from .engine import RenderedFile

FORMATS = ("zip", "tar.gz")
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build_manifest(files: Iterable[RenderedFile], *, plan_ref: dict[str, Any], catalogue_version: str,
                   generator_version: str) -> dict[str, Any]:
    """What the archive holds: every file with its size and SHA-256, plus the plan and versions behind it."""
    entries = [{"path": f.path, "sha256": sha256(f.content), "size": len(f.content.encode("utf-8")),
                "mode": f"{f.mode:04o}"} for f in sorted(files, key=lambda f: f.path)]
    return {
        "format": 1,
        "plan": {"id": plan_ref.get("plan_id", plan_ref.get("id")),
                 "name": plan_ref.get("plan_name", plan_ref.get("name")),
                 "version": plan_ref.get("version")},
        "rule_catalogue_version": catalogue_version,
        "generator_version": generator_version,
        "files": entries,
    }


def _entries(files: Iterable[RenderedFile], manifest: dict[str, Any] | None) -> list[tuple[str, bytes, int]]:
    items = {f.path: (f.content.encode("utf-8"), f.mode) for f in files}
    if manifest is not None:
        if MANIFEST_NAME in items:
            raise ValueError(f"{MANIFEST_NAME} is reserved for the archive manifest")
        text = json.dumps(manifest, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        items[MANIFEST_NAME] = (text.encode("utf-8"), 0o644)
    return [(path, data, mode) for path, (data, mode) in sorted(items.items())]


def build_archive(files: Iterable[RenderedFile], fmt: str = "zip", *, manifest: dict[str, Any] | None = None,
                  root: str = "") -> bytes:
    """A zip or tar.gz of `files` (plus MANIFEST.json when `manifest` is given), byte-identical for equal input.

    `root` is an optional folder every entry is placed under (e.g. ``racplan-rac1-v3``).
    """
    if fmt not in FORMATS:
        raise ValueError(f"Unknown archive format {fmt!r}; use one of {', '.join(FORMATS)}.")
    prefix = f"{root.strip('/')}/" if root.strip("/") else ""
    entries = _entries(files, manifest)
    buf = io.BytesIO()
    if fmt == "zip":
        with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
            for path, data, mode in entries:
                info = zipfile.ZipInfo(prefix + path, date_time=ZIP_EPOCH)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.create_system = 3  # Unix, so the permission bits below are honoured
                info.external_attr = (0o100000 | mode) << 16
                zf.writestr(info, data)
        return buf.getvalue()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=6) as gz:
        with tarfile.open(fileobj=gz, mode="w", format=tarfile.GNU_FORMAT) as tar:
            for path, data, mode in entries:
                info = tarfile.TarInfo(prefix + path)
                info.size = len(data)
                info.mtime = 0
                info.mode = mode
                info.uid = info.gid = 0
                info.uname = info.gname = ""
                info.type = tarfile.REGTYPE
                tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()
