from django.conf import settings
from django.db import models

from .choices import Role
from .querysets import RestrictedQuerySet


class Project(models.Model):
    """A workspace holding plans, runs and comparisons; users take part through a `Membership`."""

    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=100, unique=True)
    description = models.TextField(blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    objects = RestrictedQuerySet.as_manager()
    #: Row-level access (apps.accounts.querysets): a project is its own project.
    restrict_project = "pk"

    class Meta:
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    """A user's role in one project (at most one membership per project and user)."""

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=16, choices=Role.choices, default=Role.VIEWER)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["project", "user__username"]
        constraints = [models.UniqueConstraint(fields=["project", "user"], name="unique_membership_per_project")]

    def __str__(self) -> str:
        return f"{self.user} in {self.project} as {self.role}"


class ApiToken(models.Model):
    """A revocable, expiring API key for scripts (``Authorization: Token <key>``).

    Only the SHA-256 digest of the key is stored: the key itself is shown once, when it is issued. ``prefix`` (the
    key's first characters) lets people tell their tokens apart in a list. A user may hold several tokens (one per
    machine or script); revoking one deletes its row.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    digest = models.CharField(max_length=64, unique=True)
    prefix = models.CharField(max_length=8)
    name = models.CharField(max_length=100, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    #: None: never expires (only when API_TOKEN_LIFETIME_DAYS is 0).
    expires_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "-created_at"], name="apitoken_user_created")]

    def __str__(self) -> str:
        return f"{self.prefix}… of {self.user}"
