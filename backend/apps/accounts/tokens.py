"""API token keys and the DRF authentication class that accepts them.

DRF's `TokenAuthentication` is kept for the header format and error handling; only the lookup changes: the key is
hashed (SHA-256) and looked up by digest, and an expired token is refused like an unknown one, with its own message.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication

from .constants import TOKEN_EXPIRED, TOKEN_INVALID

#: How often (at most) a token's ``last_used_at`` is written: not on every request.
LAST_USED_RESOLUTION = timedelta(minutes=5)


def new_key() -> str:
    """A fresh random key (40 hex characters, as DRF's own tokens)."""
    return secrets.token_hex(20)


def key_digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def token_lifetime() -> timedelta | None:
    """How long a newly issued token lives; None when API_TOKEN_LIFETIME_DAYS is 0 (never expires)."""
    days = settings.API_TOKEN_LIFETIME_DAYS
    return timedelta(days=days) if days > 0 else None


class ExpiringTokenAuthentication(TokenAuthentication):
    """``Authorization: Token <key>`` against `ApiToken` rows: hashed keys, expiry, revocation."""

    def authenticate_credentials(self, key):
        from .models import ApiToken

        token = ApiToken.objects.select_related("user").filter(digest=key_digest(key)).first()
        if token is None:
            raise exceptions.AuthenticationFailed(TOKEN_INVALID)
        now = timezone.now()
        if token.expires_at is not None and token.expires_at <= now:
            raise exceptions.AuthenticationFailed(TOKEN_EXPIRED)
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed(TOKEN_INVALID)
        if token.last_used_at is None or now - token.last_used_at > LAST_USED_RESOLUTION:
            ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
            token.last_used_at = now
        return token.user, token
