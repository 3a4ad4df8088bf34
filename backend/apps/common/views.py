"""Plain Django views: the single-page app and the JSON/plain error handlers."""

from django.conf import settings
from django.http import FileResponse, HttpResponse, JsonResponse
from django.views.decorators.cache import never_cache

from .exceptions import NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE

SPA_MISSING_TEXT = (
    "RACplan's web interface has not been built yet.\n"
    "Run `make run` from the repository root: it builds frontend/dist and starts the server.\n"
    "The API is available under /api/ (documentation at /api/docs/).\n"
)


@never_cache
def spa_index(request, *args, **kwargs):
    """Serve the SPA's index.html for every client-side route; a short hint when the build is missing."""
    index = settings.FRONTEND_DIST / "index.html"
    if not index.is_file():
        return HttpResponse(SPA_MISSING_TEXT, content_type="text/plain; charset=utf-8")
    return FileResponse(index.open("rb"), content_type="text/html; charset=utf-8")


def api_not_found(request, *args, **kwargs):
    """Unknown /api/ paths answer a JSON 404."""
    return JsonResponse({"detail": NOT_FOUND_MESSAGE}, status=404)


def not_found(request, exception=None):
    """handler404: JSON under /api/, plain text elsewhere."""
    if request.path.startswith("/api/"):
        return api_not_found(request)
    return HttpResponse("Not found.\n", status=404, content_type="text/plain; charset=utf-8")


def server_error(request):
    """handler500: never a traceback; JSON under /api/."""
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": SERVER_ERROR_MESSAGE}, status=500)
    return HttpResponse("Server error.\n", status=500, content_type="text/plain; charset=utf-8")


def csrf_failure(request, reason=""):
    """CSRF_FAILURE_VIEW: JSON ``{"detail": ...}`` under /api/ (like DRF's own check), Django's page elsewhere."""
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": f"CSRF Failed: {reason}"}, status=403)
    from django.views.csrf import csrf_failure as django_csrf_failure

    return django_csrf_failure(request, reason=reason)
