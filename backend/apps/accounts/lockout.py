"""The answer django-axes gives while an account is locked after repeated failed logins (API and admin alike)."""

from __future__ import annotations

from django.http import JsonResponse

from .constants import ACCOUNT_LOCKED


def lockout_response(request, original_response=None, credentials=None) -> JsonResponse:
    """JSON ``{"detail": ...}`` with 429, the error shape every other API refusal uses."""
    return JsonResponse({"detail": ACCOUNT_LOCKED}, status=429)
