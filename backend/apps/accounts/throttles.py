"""Rate limit of password logins, shared by the API login, the token endpoint and the admin login page.

The counters live in the cache (Redis in production, so every web process shares them). When the cache cannot be
reached, logging in still works: the throttle counts in this process's memory until the cache answers again, a
looser limit (per process, not per deployment) rather than a login that fails with 500.
"""

from __future__ import annotations

import logging

from django.core.cache.backends.locmem import LocMemCache
from django.http import JsonResponse
from rest_framework.throttling import SimpleRateThrottle

from .network import client_ip

logger = logging.getLogger(__name__)

ADMIN_LOGIN_PATH = "/admin/login/"
#: Where the counts go while the shared cache is unreachable: this process's memory.
PROCESS_COUNTS = LocMemCache("racplan-login-throttle", {"MAX_ENTRIES": 10_000})


class LoginRateThrottle(SimpleRateThrottle):
    """At most ``DEFAULT_THROTTLE_RATES["auth"]`` password attempts per client address, whatever the entry point."""

    scope = "auth"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": client_ip(request)}

    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception as exc:  # noqa: BLE001 - any cache failure (Redis down, timed out): count in this process
            logger.warning("Login throttle: the cache is unreachable (%s); counting in this process.",
                           type(exc).__name__)
            self.cache = PROCESS_COUNTS
            return super().allow_request(request, view)


class AdminLoginThrottleMiddleware:
    """Apply `LoginRateThrottle` to POSTs of the Django admin's login form (which DRF never sees)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method == "POST" and request.path == ADMIN_LOGIN_PATH:
            throttle = LoginRateThrottle()
            if not throttle.allow_request(request, None):
                wait = throttle.wait()
                response = JsonResponse({"detail": "Request was throttled."}, status=429)
                if wait is not None:
                    response["Retry-After"] = str(int(wait) + 1)
                return response
        return self.get_response(request)
