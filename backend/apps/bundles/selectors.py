"""Read operations of apps.bundles."""

from __future__ import annotations

import difflib
import io
import zipfile
from typing import Any

from django.db.models import QuerySet

from .models import Bundle, BundleState
from .renderer import RenderedFile
from .renderer.archive import MANIFEST_NAME
from .renderer.engine import IDENTITY_LINE_RE


def bundle_queryset(*, user) -> QuerySet[Bundle]:
    """Bundles of the projects the user belongs to (staff see all)."""
    return Bundle.objects.restrict(user, "view").select_related("plan_version__plan__project", "job", "created_by")


def bundle_list(*, user, plan) -> QuerySet[Bundle]:
    return bundle_queryset(user=user).filter(plan_version__plan=plan).order_by("-created_at", "-id")


def bundle_files(*, bundle: Bundle) -> list[RenderedFile]:
    """The rendered files of a complete bundle, read back from its stored zip (MANIFEST.json left out)."""
    if bundle.state != BundleState.COMPLETE or not bundle.archive:
        return []
    with bundle.archive.open("rb") as fh:
        data = fh.read()
    out = []
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        for info in zf.infolist():
            if info.filename == MANIFEST_NAME:
                continue
            mode = (info.external_attr >> 16) & 0o777 or 0o644
            out.append(RenderedFile(info.filename, zf.read(info).decode("utf-8"), mode))
    return sorted(out, key=lambda f: f.path)


def bundle_file(*, bundle: Bundle, path: str) -> RenderedFile | None:
    return next((f for f in bundle_files(bundle=bundle) if f.path == path), None)


def _without_identity(before: str, after: str) -> str:
    """``before`` with its header identity lines (plan, version, generator) taken from ``after``.

    Every file's header names the plan and version it was rendered from, so two bundles always differ there; only
    the lines below it are real changes. Lines are matched in order; extra identity lines are left as they are.
    """
    theirs = [line for line in after.splitlines(keepends=True) if IDENTITY_LINE_RE.search(line)]
    out, i = [], 0
    for line in before.splitlines(keepends=True):
        if i < len(theirs) and IDENTITY_LINE_RE.search(line):
            line, i = theirs[i], i + 1
        out.append(line)
    return "".join(out)


def bundle_diff(*, before: Bundle, after: Bundle) -> dict[str, Any]:
    """File-by-file unified diff between two bundles (added, removed, changed; unchanged files are counted).

    The bundles may belong to different plans or versions; the header line naming plan and version is not a change.
    """
    old = {f.path: f.content for f in bundle_files(bundle=before)}
    new = {f.path: f.content for f in bundle_files(bundle=after)}
    files, unchanged = [], 0
    for path in sorted(set(old) | set(new)):
        a, b = old.get(path), new.get(path)
        if a is not None and b is not None:
            a = _without_identity(a, b)
        if a == b:
            unchanged += 1
            continue
        status = "added" if a is None else "removed" if b is None else "changed"
        diff = "".join(difflib.unified_diff(
            (a or "").splitlines(keepends=True), (b or "").splitlines(keepends=True),
            fromfile=f"a/{path}" if a is not None else "/dev/null",
            tofile=f"b/{path}" if b is not None else "/dev/null"))
        files.append({"path": path, "status": status, "diff": diff})
    return {"from": before.pk, "to": after.pk, "files": files, "unchanged": unchanged}
