"""Write operations of apps.bundles: requesting a bundle, and rendering it (worker side)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from apps.accounts.permissions import require_action
from apps.common.constants import ERROR_MAX_LENGTH
from apps.jobs.services import job_create
from apps.topology.parsing import TopologyInvalid, document_errors, parse_topology

from . import constants as C
from .models import Bundle
from .renderer.archive import sha256
from .selectors import render_in_memory


def error_findings(plan_version) -> list[dict[str, Any]]:
    return [f for f in (plan_version.validation or {}).get("findings", []) if f.get("severity") == "error"]


def unknown_refusal(*, plan_version, unknown: list[str]) -> dict[str, list[str]]:
    """The field-keyed refusal of a version whose ``unknown`` list is not empty: each field says what it is, that
    nobody has chosen it (or, in an imported plan, that no file showed it either) and which editor section sets it.

    A version with provenance was imported from a cluster's files; one without was started blank or from a document.
    """
    template = C.FIELD_UNKNOWN if plan_version.provenance else C.FIELD_NOT_CHOSEN
    out = {}
    for pointer in unknown:
        tokens = pointer.strip("/").split("/")
        if pointer in C.FIELD_NAMES:
            what = C.FIELD_NAMES[pointer]
        elif tokens[0] == "nodes" and len(tokens) > 1 and tokens[1].isdigit():
            what = f"{' '.join(tokens[2:]) or 'every field'} of node {int(tokens[1]) + 1}"
        else:
            what = f"every field of {tokens[0]}" if len(tokens) == 1 else f"{' '.join(tokens[1:])} ({tokens[0]})"
        section = C.EDITOR_SECTIONS.get(tokens[0], tokens[0])
        out[f"document/{pointer.lstrip('/')}"] = [template.format(what=what, section=section)]
    return out


def bundle_request(*, plan_version, user, override_errors: bool = False) -> Bundle:
    """Create a queued bundle and its job for `plan_version`, and enqueue the render once the transaction commits.

    Only architects may render. A version with error findings is refused unless `override_errors` is true; one
    without its shared storage (CF005) is refused always.
    """
    project = plan_version.plan.project
    require_action(user, project, Bundle, "add")
    unknown = (plan_version.document or {}).get("unknown") or []
    if unknown:
        # Fields nobody has chosen (an imported cluster's that no file showed, a blank plan's shared storage): a
        # placeholder never reaches a rendered file.
        raise ValidationError(unknown_refusal(plan_version=plan_version, unknown=unknown))
    try:
        # A version saved before a check the document now fails (a database name over 8 characters) is refused on
        # that field, as a save would be, rather than failing in the worker.
        parse_topology(plan_version.document)
    except TopologyInvalid as exc:
        raise ValidationError(document_errors(exc.errors)) from None
    errors = error_findings(plan_version)
    missing = [f for f in errors if f.get("rule") == C.NO_STORAGE_RULE]
    if missing:
        raise ValidationError({f"document/{p.lstrip('/')}": [C.NO_STORAGE] for p in missing[0].get("paths", [])})
    if errors and not override_errors:
        raise ValidationError({"override_errors": [C.PLAN_HAS_ERRORS.format(count=len(errors))]})
    with transaction.atomic():
        bundle = Bundle(plan_version=plan_version, override_errors=bool(override_errors), created_by=user)
        bundle.full_clean()
        bundle.save()
        bundle.job = job_create(kind=C.JOB_KIND, owner=user, project=project,
                                payload={"bundle_id": bundle.pk, "plan_version": plan_version.pk},
                                subject=f"Bundle of {plan_version}")
        bundle.save(update_fields=["job"])
    return bundle


def bundle_mark_failed(*, bundle_id: int, error: str) -> None:
    """Mark a bundle that is not complete as failed with `error` (called when its render job failed)."""
    Bundle.objects.filter(pk=bundle_id, completed_at__isnull=True).update(
        error=(error or "The render job failed.")[:ERROR_MAX_LENGTH])


def bundle_render(*, bundle: Bundle, report: Callable[..., None] = lambda *a, **k: None) -> dict[str, Any]:
    """Render `bundle` from scratch and store its archive; a complete bundle is left as it is.

    Order matters for crash safety: render into memory, write the archive file, and only then mark the row
    complete. A worker that dies before the last step leaves the bundle 'rendering'; the redelivered task renders
    it again and overwrites the file, so a partial archive is never offered.
    """
    bundle.refresh_from_db()
    if bundle.completed_at is not None:
        return {"bundle": bundle.pk, "sha256": bundle.sha256, "size": bundle.size, "skipped": True}
    Bundle.objects.filter(pk=bundle.pk).update(error="")
    report(10, "Rendering the configuration files")
    try:
        files, manifest, data = render_in_memory(bundle.plan_version)
    except Exception as exc:
        Bundle.objects.filter(pk=bundle.pk).update(error=str(exc)[:ERROR_MAX_LENGTH])
        raise
    report(70, "Writing the archive")
    digest = archive_store(row=bundle, data=data)
    Bundle.objects.filter(pk=bundle.pk).update(
        archive=bundle.archive.name, sha256=digest, size=len(data),
        manifest=manifest, files=manifest["files"], error="", completed_at=timezone.now(),
        generator_version=manifest["generator_version"], catalogue_version=manifest["rule_catalogue_version"])
    report(100, "Bundle ready")
    return {"bundle": bundle.pk, "sha256": digest, "size": len(data), "files": len(files)}


def archive_store(*, row, data: bytes) -> str:
    """Write `data` as the zip in `row.archive` (named after the row and the content's digest) and return the digest;
    the row itself is not saved. The caller marks the row complete only afterwards, so a partial archive is never
    offered; a file an earlier attempt left under the same name is replaced."""
    digest = sha256_bytes(data)
    name = f"{row.pk}-{digest[:16]}.zip"
    storage = row.archive.storage
    target = row.archive.field.generate_filename(row, name)
    if storage.exists(target):
        storage.delete(target)  # left by an earlier attempt that died before marking the row complete
    row.archive.save(name, ContentFile(data), save=False)
    return digest


def load_reference_bundles(*, project, user=None) -> list[Bundle]:
    """Render the bundle of each reference plan's latest version in `project` that has none yet (idempotent).

    The demo data's loader, run after the reference plans: a viewer cannot render, so the study configurations come
    with their bundles to read and download. Rendered here rather than queued, so they are there when the demo
    starts (about a tenth of a second each); a plan already rendered is skipped, so seeding again costs nothing.
    """
    from apps.plans.models import Plan

    rendered = []
    for plan in Plan.objects.filter(project=project).exclude(reference="").order_by("pk"):
        latest = plan.versions.order_by("-number").first()
        if latest is None or latest.bundles.filter(completed_at__isnull=False).exists():
            continue
        # The study's own configuration: its error findings, if any, are listed in the bundle's README.
        bundle = Bundle(plan_version=latest, override_errors=bool(error_findings(latest)), created_by=user)
        bundle.full_clean()
        bundle.save()
        bundle_render(bundle=bundle)
        rendered.append(bundle)
    return rendered


def sha256_bytes(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


__all__ = ["archive_store", "bundle_mark_failed", "bundle_render", "bundle_request", "load_reference_bundles",
           "sha256"]
