from django.db import models


class Role(models.TextChoices):
    """What a member may do in a project (docs/contract.md)."""

    ARCHITECT = "architect", "Architect"  # plans, bundles
    CONTRIBUTOR = "contributor", "Contributor"  # runs, uploads, comparisons
    VIEWER = "viewer", "Viewer"  # read only


#: Every role: enough to read anything in the project.
ANY_ROLE = frozenset(Role.values)
#: Roles that may start work that changes project data (e.g. the demo job).
EDITOR_ROLES = frozenset({Role.ARCHITECT, Role.CONTRIBUTOR})
ARCHITECT_ROLES = frozenset({Role.ARCHITECT})
CONTRIBUTOR_ROLES = frozenset({Role.CONTRIBUTOR})
