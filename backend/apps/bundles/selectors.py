"""Read operations of apps.bundles, and its public read side for other apps.

Another app (as-built) reads what a bundle holds through the functions here, never through the renderer's modules:
a plan version's files rendered in memory, files packed as a bundle is, and the values the renderer derives from a
topology (interfaces, sysctl lines, I/O settings). :class:`RenderedFile` and :class:`RenderError` are what they
return and raise.
"""

from __future__ import annotations

import difflib
import io
import zipfile
from typing import Any

from django.db.models import QuerySet

from apps.rules.engine import all_rules, catalogue_version
from apps.topology.parsing import parse_topology
from apps.topology.schema import Topology

from .constants import MANIFEST_NAME
from .models import Bundle, BundleState
from .renderer import RenderedFile, RenderError, build_archive, build_manifest, render_bundle
from .renderer import context as _context
from .renderer import sysctl as _sysctl
from .renderer.engine import IDENTITY_LINE_RE
from .version import generator_version


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


# --- what a plan version's bundle holds, rendered in memory (nothing is stored) ----------------------------------


def plan_ref_for(plan_version) -> dict[str, Any]:
    """The plan and version a bundle of `plan_version` names in its file headers and manifest."""
    plan = plan_version.plan
    return {"plan_id": plan.pk, "plan_name": plan.name, "version": plan_version.number,
            "project": plan.project_id}


def render_files(plan_version, *, document: dict[str, Any] | None = None, only=None, hosts=None,
                 versions: tuple[str, str] | None = None) -> list[RenderedFile]:
    """The rendered files of a plan version (of `document` in its place, when given), sorted by path.

    `only` and `hosts` keep part of the bundle (see `render_bundle`); `versions` pins (catalogue, generator), for
    golden tests; otherwise they are the running code's.
    """
    validation = plan_version.validation or {}
    cat_version, gen_version = versions or (catalogue_version(), generator_version())
    return render_bundle(parse_topology(plan_version.document if document is None else document),
                         plan_ref=plan_ref_for(plan_version), findings=validation.get("findings", []),
                         catalogue_version=cat_version, generator_version=gen_version,
                         rules=[r.as_dict() for r in all_rules("topology")], only=only, hosts=hosts)


def archive_in_memory(files: list[RenderedFile], *, plan_version,
                      versions: tuple[str, str] | None = None) -> tuple[dict[str, Any], bytes]:
    """(manifest, zip) of `files` packed as a bundle of `plan_version` is, MANIFEST.json included.

    `versions` pins (catalogue, generator) as for :func:`render_files`; the same files give the same bytes.
    """
    cat_version, gen_version = versions or (catalogue_version(), generator_version())
    manifest = build_manifest(files, plan_ref=plan_ref_for(plan_version), catalogue_version=cat_version,
                              generator_version=gen_version)
    return manifest, build_archive(files, "zip", manifest=manifest)


def render_in_memory(plan_version) -> tuple[list[RenderedFile], dict[str, Any], bytes]:
    """Render the files of a plan version and pack the zip; nothing is written anywhere."""
    files = render_files(plan_version)
    manifest, data = archive_in_memory(files, plan_version=plan_version)
    return files, manifest, data


# --- values the renderer derives from a topology, as its files write them ---------------------------------------


def planned_interfaces(topology: Topology) -> list[dict[str, Any]]:
    """The public and interconnect interfaces of every node as the bundle names and configures them."""
    return _context.interfaces(topology)


def planned_sysctl(topology: Topology) -> dict[str, dict[str, str]]:
    """Host name -> the sysctl values the bundle writes for that node (key -> value)."""
    return {node.hostname: {line.key: line.value for line in _sysctl.compute(topology, node)}
            for node in topology.nodes}


def planned_io(topology: Topology) -> dict[str, Any]:
    """The ``disk_asynch_io`` and ``filesystemio_options`` the bundle writes (the plan's, else the study's)."""
    return _context.io_defaults(topology)


def one_line(value: object) -> str:
    """A value as the bundle writes it on one line: any run of white space becomes one space."""
    return _sysctl.one_line(value)


__all__ = ["RenderError", "RenderedFile", "archive_in_memory", "bundle_diff", "bundle_file", "bundle_files",
           "bundle_list", "bundle_queryset", "one_line", "plan_ref_for", "planned_interfaces", "planned_io",
           "planned_sysctl", "render_files", "render_in_memory"]
