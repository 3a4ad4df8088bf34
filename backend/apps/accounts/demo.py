"""Demo data: the "Demo" project, one user per role and a staff admin (all with password "demo")."""

from __future__ import annotations

import importlib
import inspect
import logging
from collections.abc import Callable

from django.contrib.auth import get_user_model
from django.db import transaction

from .choices import Role
from .models import Project
from .services import membership_set

logger = logging.getLogger(__name__)

DEMO_PASSWORD = "demo"
DEMO_PROJECT_SLUG = "demo"
DEMO_USERS = {"architect": Role.ARCHITECT, "contributor": Role.CONTRIBUTOR, "viewer": Role.VIEWER}
DEMO_ADMIN = "admin"

#: Loaders of other apps, called with ``project=...`` when they exist (they must be idempotent too). A loader that
#: also takes ``user`` gets the demo user named here (the author of what it creates).
REFERENCE_LOADERS = (
    ("apps.plans.services", "load_reference_plans", "architect"),
    ("apps.bundles.services", "load_reference_bundles", "architect"),
    ("apps.comparisons.reference", "load_reference_runs", "contributor"),
    ("apps.comparisons.demo_reports", "load_demo_reports", "contributor"),
)


def _user(username: str, *, staff: bool = False):
    User = get_user_model()
    user, _ = User.objects.get_or_create(username=username, defaults={"email": f"{username}@example.com"})
    user.is_active = True
    user.is_staff = staff
    user.is_superuser = staff
    user.set_password(DEMO_PASSWORD)
    user.save()
    return user


def _loader(module_name: str, attr: str) -> Callable | None:
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        # Only "the module is not there yet" is skipped; an import error inside it is a real bug.
        if exc.name and module_name.startswith(exc.name):
            return None
        raise
    return getattr(module, attr, None)


@transaction.atomic
def seed_demo() -> dict:
    """Create or refresh the demo project and users; safe to run any number of times."""
    project, _ = Project.objects.get_or_create(
        slug=DEMO_PROJECT_SLUG,
        defaults={"name": "Demo", "description": "Sample RAC plans and benchmark runs to explore RACplan."},
    )
    users = {}
    for username, role in DEMO_USERS.items():
        users[username] = _user(username)
        membership_set(project=project, user=users[username], role=role)
    _user(DEMO_ADMIN, staff=True)
    loaded = []
    for module_name, attr, username in REFERENCE_LOADERS:
        loader = _loader(module_name, attr)
        if loader is None:
            logger.info("Skipping %s.%s (not available yet).", module_name, attr)
            continue
        kwargs = {"project": project}
        if "user" in inspect.signature(loader).parameters:
            kwargs["user"] = users[username]
        loader(**kwargs)
        loaded.append(f"{module_name}.{attr}")
    return {"project": project, "users": [*DEMO_USERS, DEMO_ADMIN], "loaded": loaded}
