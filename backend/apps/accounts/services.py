"""Write operations of apps.accounts."""

from __future__ import annotations

from django.contrib.auth import authenticate
from django.core.exceptions import ValidationError
from rest_framework.authtoken.models import Token

from .constants import INACTIVE_ACCOUNT, WRONG_CREDENTIALS
from .models import Membership, Project


def user_authenticate(*, request, username: str, password: str):
    """The active user with these credentials; ValidationError (non-field) otherwise."""
    user = authenticate(request, username=username, password=password)
    if user is None:
        raise ValidationError(WRONG_CREDENTIALS)
    if not user.is_active:
        raise ValidationError(INACTIVE_ACCOUNT)
    return user


def token_get_or_create(*, user) -> Token:
    """The API token of `user`, created on first use."""
    token, _ = Token.objects.get_or_create(user=user)
    return token


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
