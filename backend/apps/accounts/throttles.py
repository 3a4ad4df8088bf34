"""Rate limit of password logins, shared by the API login, the token endpoint and the admin login page."""

from __future__ import annotations

from django.http import JsonResponse
from rest_framework.throttling import SimpleRateThrottle

from .network import client_ip

ADMIN_LOGIN_PATH = "/admin/login/"


class LoginRateThrottle(SimpleRateThrottle):
    """At most ``DEFAULT_THROTTLE_RATES["auth"]`` password attempts per client address, whatever the entry point."""

    scope = "auth"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": client_ip(request)}


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
