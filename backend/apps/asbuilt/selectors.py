"""Read operations of apps.asbuilt; every row goes through the one row rule ``restrict(user, action)``."""

from __future__ import annotations

from django.db.models import Prefetch, QuerySet

from apps.plans.models import Plan

from .models import AsBuiltCheck, AsBuiltFile, Remediation


def _with_files(qs: QuerySet[AsBuiltCheck]) -> QuerySet[AsBuiltCheck]:
    # The parsed settings and facts stay in the database: no response shows them, and a long `sysctl -a` holds
    # hundreds of thousands (the check job reads them with its own query).
    files = AsBuiltFile.objects.select_related("blob").defer("settings", "facts").order_by("node", "name", "id")
    remediations = Remediation.objects.select_related("job", "created_by").order_by("-created_at", "-id")
    return qs.select_related("plan__project", "plan_version", "created_by", "job", "previous__plan_version"
                             ).prefetch_related(Prefetch("files", queryset=files),
                                                Prefetch("remediations", queryset=remediations),
                                                Prefetch("rechecks", queryset=AsBuiltCheck.objects.only("id",
                                                                                                        "previous")))


def check_list(*, user, plan: Plan) -> QuerySet[AsBuiltCheck]:
    """The checks of one plan the user may read, newest first."""
    return _with_files(AsBuiltCheck.objects.restrict(user).filter(plan=plan)).order_by("-created_at", "-id")


def readable_checks(*, user, action: str = "view") -> QuerySet[AsBuiltCheck]:
    return _with_files(AsBuiltCheck.objects.restrict(user, action))


def plan_for_checks(*, user, plan_id: int) -> Plan | None:
    """A plan the user is a member of (any role), or None: foreign and missing plans look the same."""
    return Plan.objects.restrict(user).select_related("project").filter(pk=plan_id).first()


def check_nodes(files) -> list[str]:
    """The nodes (and "cluster") a check's files come from; bundle-only files (ignored) name none."""
    return sorted({f.node for f in files if f.node and f.state != AsBuiltFile.State.IGNORED})


def readable_remediations(*, user, action: str = "view") -> QuerySet[Remediation]:
    """Remediations of the checks the user may read (the one row rule), with what their answers name."""
    return Remediation.objects.restrict(user, action).select_related("as_built__plan__project", "job", "created_by")
