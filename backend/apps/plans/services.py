"""Write operations of apps.plans. Every write checks the caller's role in the plan's project."""

from __future__ import annotations

import json
import re
from typing import Any

import yaml
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone

from apps.accounts.models import Project
from apps.accounts.permissions import require_action
from apps.rules.services import validate_document
from apps.studies import values as V
from apps.topology.parsing import TopologyInvalid, document_errors
from apps.topology.schema import DB_NAME_CHARS, NOT_IN_A_LINE
from apps.topology.unknown import kept_provenance, still_unknown

from . import constants as C
from .models import Plan, PlanDraft, PlanVersion
from .selectors import latest_version, reference_plan_get, reference_plan_list, version_diff, version_get


class VersionConflict(Exception):
    """Someone saved a newer version since the editor loaded ``base``; carries what changed meanwhile."""

    def __init__(self, *, base: PlanVersion | None, latest: PlanVersion):
        author = latest.author.username if latest.author else "someone"
        super().__init__(C.VERSION_CONFLICT.format(latest=latest.number, author=author,
                                                   base=base.number if base else "none"))
        self.base = base
        self.latest = latest

    def as_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"detail": str(self), "latest": self.latest.number,
                                "base": self.base.number if self.base else None}
        if self.base is not None:
            body["diff"] = version_diff(before=self.base, after=self.latest)
        return body


#: The fields of a blank plan nobody has chosen yet.
BLANK_UNKNOWN = ("/cluster/name", "/storage/disks", "/cluster_files/ocr/locations", "/cluster_files/voting/locations")


def blank_document(name: str) -> dict[str, Any]:
    """A valid starting point for a new plan: study 000's two System z LPARs, the rest defaulted.

    It passes the catalogue without an error or a warning (apps/plans/tests: the blank plan test lists what it is
    told and why).
    """
    # Nobody has chosen the cluster name either: the plan's name is what the architect typed, not a cluster name.
    # The field holds a placeholder and is listed as unknown until someone sets or keeps it. The placeholder is the
    # plan name's letters and digits when they make a database name as they stand (the cluster name is also the
    # database name, which Oracle keeps to 8 characters: apps.topology.schema.DB_NAME_CHARS); a longer name is
    # never cut to fit (issue 39: "uxx863no"), the placeholder is then "rac".
    letters = re.sub(r"[^A-Za-z0-9]", "", name)
    fits = 0 < len(letters) <= DB_NAME_CHARS and letters[0].isalpha()
    cluster = letters if fits else "rac"
    return {
        "cluster": {"name": cluster},
        # Study 000 does not recommend every RAC node on one machine ("Summary"), so each LPAR has a machine of its
        # own, joined by its second choice of interconnect, a 10 Gb OSA link cabled point to point ("Network Setup -
        # interconnect network device type"): HiperSockets connect LPARs of one machine only.
        "nodes": [
            {"hostname": f"node{i}", "cpus": 2, "memory_gb": 16, "machine": f"cpc{i}",
             "public_ip": f"10.10.0.{10 + i}", "vip": f"10.10.0.{20 + i}", "private_ip": f"192.168.10.{10 + i}"}
            for i in (1, 2)
        ],
        "interconnect": {"type": "osa_10gbe", "layout": "point_to_point"},
        # Study 000's cluster used 10.10.x.x public addresses, which needed its racgvip change ("Using a 10.x.x.x
        # network for the external (public) interfaces"), and gained most at netdev_max_backlog 2000 ("Network
        # setup - device queue length"); a blank plan starts there rather than at an error.
        "public_network": {"racgvip_workaround": True},
        "kernel": {"netdev_max_backlog": V.NETDEV_MAX_BACKLOG.value},
        # Nobody has chosen the cluster name, the shared disks or where the OCR and the voting disk live: they are
        # listed as unknown (CF005 would refuse the storage empty), and the bundle renders once they are set.
        "unknown": list(BLANK_UNKNOWN),
    }


#: What a plan name cannot hold: it is written into the header of every file of its bundle, the Ansible project's
#: YAML included, so a line break, a control character or a direction mark (apps.topology.schema.NOT_IN_A_LINE,
#: tab included) would change what a file says, and a template marker what a template reads.
_NAME_REFUSED = re.compile(rf"[\t{NOT_IN_A_LINE}]|\{{[{{%#]")


def _check_name(name: str) -> str:
    """The name with surrounding blanks cut; a field error on ``name`` when it holds what a file cannot."""
    if _NAME_REFUSED.search(name):
        raise ValidationError({"name": [C.NAME_CHARACTERS]})
    return name.strip()


def _validated(document: Any) -> dict[str, Any]:
    try:
        return validate_document(document)
    except TopologyInvalid as exc:
        raise ValidationError(document_errors(exc.errors)) from None


def _new_version(*, plan: Plan, user, result: dict[str, Any], comment: str, last: int,
                 provenance: dict[str, list[str]] | None = None) -> PlanVersion:
    """Version ``last + 1`` of ``plan``; the caller holds the plan's row (new, or locked and touched), so the number
    is free."""
    document = result.pop("document")
    version = PlanVersion(plan=plan, number=last + 1, document=document, validation=result, comment=comment,
                          author=user, provenance=provenance or {})
    # The keys are the caller's own plan and user and the number is taken under the plan's lock (the unique
    # constraint still stands behind it): only the values need checking, without a query per key.
    version.full_clean(exclude=["plan", "author"], validate_unique=False, validate_constraints=False)
    version.save()
    if user is not None:
        PlanDraft.objects.filter(plan=plan, user=user).delete()
    return version


def plan_create(*, project: Project, user, name: str, description: str = "", document: Any = None,
                reference: str | None = None, comment: str = "",
                provenance: dict[str, list[str]] | None = None) -> Plan:
    """Create a plan and its first version, from a document, a reference plan, or blank; ``provenance`` names the
    files behind an imported document's fields.

    The document is validated before the transaction that stores the plan begins: on SQLite (``make run``) every
    transaction holds the database's one write lock from its start (transaction_mode IMMEDIATE), and the rule
    engine's run, the longest part of a clone, held off every other write while it ran.
    """
    require_action(user, project, Plan, "add")
    if document is not None and reference:
        raise ValidationError({"document": [C.DOCUMENT_OR_REFERENCE]})
    if reference:
        ref = reference_plan_get(reference)
        if ref is None:
            raise ValidationError({"reference": [C.UNKNOWN_REFERENCE.format(name=reference)]})
        document = ref["document"]
        description = description or ref.get("description", "")
        comment = comment or f"Created from reference plan {ref['name']}"
    name = _check_name(name)
    if document is None:
        document = blank_document(name)
    result = _validated(document)
    plan = Plan(project=project, name=name, description=description, reference=reference or "",
                created_by=user)
    plan.full_clean(validate_constraints=False)
    if Plan.objects.filter(project=project, name=plan.name).exists():
        raise ValidationError({"name": [C.NAME_TAKEN]})
    with transaction.atomic():
        try:
            with transaction.atomic():
                plan.save()
        except IntegrityError:
            raise ValidationError({"name": [C.NAME_TAKEN]}) from None
        _new_version(plan=plan, user=user, result=result, comment=comment or "Created", last=0,
                     provenance=provenance)
    return plan


def plan_update(*, plan: Plan, user, **fields: Any) -> Plan:
    """Rename, describe, archive or restore a plan."""
    require_action(user, plan.project, Plan, "change")
    if "name" in fields:
        fields["name"] = _check_name(fields["name"])
    for key in ("name", "description", "archived"):
        if key in fields:
            setattr(plan, key, fields[key].strip() if isinstance(fields[key], str) else fields[key])
    if Plan.objects.filter(project=plan.project, name=plan.name).exclude(pk=plan.pk).exists():
        raise ValidationError({"name": [C.NAME_TAKEN]})
    plan.full_clean(validate_constraints=False)
    plan.save()
    return plan


def plan_clone(*, plan: Plan, user, name: str) -> Plan:
    """A new plan in the same project starting from the latest version of ``plan`` (read once; versions are never
    changed, so a version saved meanwhile is simply not the one copied)."""
    source = latest_version(plan=plan)
    return plan_create(project=plan.project, user=user, name=name, description=plan.description,
                       document=source.document if source else None,
                       comment=f"Cloned from {plan.name} v{source.number}" if source else "")


def plan_version_create(*, plan: Plan, user, document: Any, comment: str = "",
                        base_version: int | None = None) -> PlanVersion:
    """Save the document as the next version. With ``base_version``, refuse when a newer version exists."""
    require_action(user, plan.project, PlanVersion, "add")
    if plan.archived:
        raise ValidationError({"non_field_errors": [C.ARCHIVED]})
    previous = (version_get(plan=plan, number=base_version) if base_version is not None else None) or latest_version(
        plan=plan)
    if previous is not None:
        # An imported field the user has set, by any means, is no longer unknown (apps.topology.unknown).
        document = still_unknown(document, previous.document)
    result = _validated(document)
    with transaction.atomic():
        # Touching the plan's row takes its lock, which serialises version numbering. The latest number is read by
        # the next statement, not this one: under READ COMMITTED a statement that waited on the lock still sees the
        # rows of the snapshot it started with, so a number read in it misses the version saved meanwhile (a 500 on
        # the unique (plan, number) constraint, issue 36); the next statement's snapshot includes that version.
        plan.updated_at = timezone.now()
        Plan.objects.filter(pk=plan.pk).update(updated_at=plan.updated_at)
        last = plan.versions.aggregate(last=Max("number"))["last"]
        if base_version is not None and last is not None and last != base_version:
            raise VersionConflict(base=version_get(plan=plan, number=base_version), latest=latest_version(plan=plan))
        return _new_version(plan=plan, user=user, result=result, comment=comment, last=last or 0,
                            provenance=kept_provenance(previous, result["document"]) if previous else None)


def plan_version_restore(*, plan: Plan, user, number: int, comment: str = "") -> PlanVersion:
    """Save an old version's document again, as a new version."""
    old = version_get(plan=plan, number=number)
    if old is None:
        raise ValidationError({"number": [C.UNKNOWN_VERSION.format(number=number)]})
    return plan_version_create(plan=plan, user=user, document=old.document,
                               comment=comment or f"Restored version {number}")


def draft_save(*, plan: Plan, user, document: Any, base_version: int | None) -> PlanDraft:
    """Keep what the user typed (valid or not) so a reload or a dropped connection loses nothing."""
    require_action(user, plan.project, Plan, "change")
    if len(json.dumps(document, default=str)) > 2_000_000:
        raise ValidationError({"document": ["The draft is larger than 2 MB."]})
    draft, _ = PlanDraft.objects.update_or_create(
        plan=plan, user=user, defaults={"document": document, "base_version": base_version})
    return draft


def draft_discard(*, plan: Plan, user) -> None:
    PlanDraft.objects.filter(plan=plan, user=user).delete()


def parse_import(*, content: str, fmt: str) -> Any:
    """Read an exported plan (JSON or YAML) back into a document."""
    try:
        if fmt == "yaml":
            return yaml.safe_load(content)
        return json.loads(content)
    except (yaml.YAMLError, ValueError) as exc:
        message = C.BAD_YAML.format(error=exc) if fmt == "yaml" else f"The JSON could not be read: {exc}"
        raise ValidationError({"content": [message]}) from None


def export_document(*, version: PlanVersion, fmt: str) -> str:
    """The document as JSON or YAML; exactly what ``parse_import`` accepts."""
    if fmt == "yaml":
        return yaml.safe_dump(version.document, sort_keys=False, allow_unicode=True)
    return json.dumps(version.document, indent=2) + "\n"


def load_reference_plans(*, project: Project, user=None) -> list[Plan]:
    """Create one plan per study configuration in ``project`` (idempotent: existing names are kept)."""
    created = []
    for ref in reference_plan_list():
        if Plan.objects.filter(project=project, name=ref["name"]).exists():
            continue
        full = reference_plan_get(ref["slug"])
        plan = Plan.objects.create(project=project, name=ref["name"], description=ref.get("description", ""),
                                   reference=ref["slug"], created_by=user)
        result = validate_document(full["document"])
        _new_version(plan=plan, user=user, result=result, comment="Reference configuration from the study",
                     last=0)
        created.append(plan)
    return created
