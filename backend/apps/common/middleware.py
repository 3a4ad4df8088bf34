"""Last line of defence for /api/: an exception that escaped a view becomes a JSON 500, never a debug page."""

import logging

from django.conf import settings
from django.http import JsonResponse

from .exceptions import SERVER_ERROR_MESSAGE

logger = logging.getLogger("apps.common.errors")


class JsonApiErrorMiddleware:
    """Turn uncaught exceptions in /api/ requests into ``{"detail": "Internal server error."}`` with status 500.

    DRF views already do this through the exception handler; this covers plain Django views under /api/.
    With DEBUG on, the debug page is kept for developers. Outside /api/ Django's `handler500` applies.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not request.path.startswith("/api/"):
            return None
        if settings.DEBUG or getattr(settings, "DEBUG_PROPAGATE_EXCEPTIONS", False):
            return None
        logger.error("Unhandled error in %s %s", request.method, request.path, exc_info=exception)
        return JsonResponse({"detail": SERVER_ERROR_MESSAGE}, status=500)
