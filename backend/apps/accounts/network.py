"""The address a request really comes from.

``X-Forwarded-For`` is written by whoever sends the request, so it is only believed when the deployment says how
many reverse proxies stand in front of the app (``TRUSTED_PROXY_COUNT``, default 0). With N trusted proxies the
client is the N-th address from the right of that header: each proxy appends the address it received the request
from, and anything further left was supplied by the client and may be forged. This is the same rule DRF's throttles
apply with ``NUM_PROXIES``, which the settings set from the same variable.
"""

from __future__ import annotations

from django.conf import settings


def client_ip(request) -> str:
    """The client address of a Django (or DRF) request, honouring only the configured number of proxies."""
    meta = request.META
    remote = meta.get("REMOTE_ADDR", "") or ""
    proxies = settings.TRUSTED_PROXY_COUNT
    if proxies <= 0:
        return remote
    forwarded = [part.strip() for part in meta.get("HTTP_X_FORWARDED_FOR", "").split(",") if part.strip()]
    if not forwarded:
        return remote
    return forwarded[-min(proxies, len(forwarded))]
