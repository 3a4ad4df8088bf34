"""Discovery of the optional domain apps under ``backend/apps``.

An app takes part as soon as its package has an ``apps.py``: it is added to INSTALLED_APPS, and when it also has
``api/urls.py`` those urls are mounted under ``/api/``. Nobody has to edit settings or urls to plug a new app in.
"""

from __future__ import annotations

from pathlib import Path

APPS_DIR = Path(__file__).resolve().parent.parent / "apps"

#: Apps that are always installed, in this order, before any discovered app.
CORE_APPS = ("apps.common", "apps.accounts")

#: The domain apps named in docs/contract.md, in data-flow order; any other app found later is appended by name.
KNOWN_OPTIONAL_APPS = ("topology", "rules", "plans", "bundles", "runs", "comparisons")


def _discovered_names() -> list[str]:
    if not APPS_DIR.is_dir():
        return []
    found = {p.parent.name for p in APPS_DIR.glob("*/apps.py") if not p.parent.name.startswith(("_", "."))}
    core = {name.split(".", 1)[1] for name in CORE_APPS}
    found -= core
    ordered = [name for name in KNOWN_OPTIONAL_APPS if name in found]
    ordered += sorted(found - set(KNOWN_OPTIONAL_APPS))
    return ordered


def optional_apps() -> list[str]:
    """Dotted names of the optional apps present on disk (``apps.<name>`` with an ``apps.py``)."""
    return [f"apps.{name}" for name in _discovered_names()]


def api_url_modules(installed_apps: list[str] | tuple[str, ...]) -> list[str]:
    """Dotted ``apps.<name>.api.urls`` modules of installed apps that ship an ``api/urls.py``."""
    modules = []
    for dotted in installed_apps:
        if not dotted.startswith("apps."):
            continue
        name = dotted.split(".", 1)[1]
        if (APPS_DIR / name / "api" / "urls.py").is_file():
            modules.append(f"{dotted}.api.urls")
    return modules
