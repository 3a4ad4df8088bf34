"""Write operations of apps.accounts."""

from __future__ import annotations

from django.contrib.auth import authenticate
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from .constants import INACTIVE_ACCOUNT, WRONG_CREDENTIALS
from .models import ApiToken, Membership, Project
from .tokens import key_digest, new_key, token_lifetime


def user_authenticate(*, request, username: str, password: str):
    """The active user with these credentials; ValidationError (non-field) otherwise."""
    user = authenticate(request, username=username, password=password)
    if user is None:
        raise ValidationError(WRONG_CREDENTIALS)
    if not user.is_active:
        raise ValidationError(INACTIVE_ACCOUNT)
    return user


def token_issue(*, user, name: str = "") -> tuple[ApiToken, str]:
    """A new API token for `user` and its key (the key is not stored, so this is the only time it is known)."""
    key = new_key()
    lifetime = token_lifetime()
    token = ApiToken(
        user=user,
        digest=key_digest(key),
        prefix=key[:8],
        name=name,
        expires_at=timezone.now() + lifetime if lifetime else None,
    )
    token.full_clean()
    token.save()
    return token, key


def token_revoke(*, token: ApiToken) -> None:
    """Revoke a token: it stops working at once."""
    token.delete()


@transaction.atomic
def token_refresh(*, token: ApiToken) -> tuple[ApiToken, str]:
    """Swap a still-valid token for a new one with a full lifetime (same name); the old key stops working."""
    fresh = token_issue(user=token.user, name=token.name)
    token_revoke(token=token)
    return fresh


def project_create(*, name: str, slug: str, description: str = "") -> Project:
    """Create a project."""
    project = Project(name=name, slug=slug, description=description)
    project.full_clean()
    project.save()
    return project


def membership_set(*, project: Project, user, role: str) -> Membership:
    """Give `user` `role` in `project`, creating or updating the membership."""
    membership = Membership.objects.filter(project=project, user=user).first() or Membership(
        project=project, user=user
    )
    membership.role = role
    membership.full_clean()
    membership.save()
    return membership
