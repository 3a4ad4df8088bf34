"""Middleware for /api/: refuse oversized or unsized bodies unread, treat impossible path ids as missing, refuse NUL
characters in query parameters, never answer HTML."""

import logging

from django.conf import settings
from django.core.exceptions import SuspiciousOperation
from django.http import JsonResponse

from .api.params import INT64_MAX
from .api.parsers import query_dict_nul_errors
from .exceptions import NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE, suspicious_operation_response_body

logger = logging.getLogger("apps.common.errors")

#: Largest request body the API accepts (bytes); uploads of several files share it. Setting ``API_MAX_REQUEST_BYTES``.
DEFAULT_MAX_REQUEST_BYTES = 200 * 1024 * 1024
REQUEST_TOO_LARGE = "The request body is larger than the limit of {limit} bytes."
LENGTH_REQUIRED = ("The request body was sent in chunks without a Content-Length header, and the API reads only a "
                   "body whose length it is told: send the Content-Length header (curl does when given a file with "
                   "-F or --data-binary).")


def _is_api(request) -> bool:
    return request.path.startswith("/api/")


class ApiRequestSizeMiddleware:
    """Answer 413 from the ``Content-Length`` header alone, before Django reads (or spools to disk) the body.

    A body sent chunked (``Transfer-Encoding: chunked``) without ``Content-Length`` is answered 411: Django reads a
    request body only up to its ``Content-Length``, so it would see none, and an upload would read as no files.

    Must come before any middleware that touches ``request.POST`` or ``request.body`` (CSRF does, for forms).
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if _is_api(request):
            limit = int(getattr(settings, "API_MAX_REQUEST_BYTES", DEFAULT_MAX_REQUEST_BYTES))
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return JsonResponse({"detail": "The Content-Length header is not a number."}, status=400)
            if length > limit:
                # The body is never read; the WSGI server drops the connection rather than reuse it.
                return JsonResponse({"detail": REQUEST_TOO_LARGE.format(limit=limit)}, status=413)
            chunked = "chunked" in request.META.get("HTTP_TRANSFER_ENCODING", "").lower()
            if chunked and not request.META.get("CONTENT_LENGTH"):
                return JsonResponse({"detail": LENGTH_REQUIRED}, status=411)
        return self.get_response(request)


class ApiPathIdMiddleware:
    """A path id outside the 64-bit range names nothing: the same JSON 404 as any missing id, with no query.

    Path converters and DRF's router accept any run of digits; without this, SQLite raises ``OverflowError``
    on lookups such as ``pk__in`` and PostgreSQL refuses the parameter.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        if not _is_api(request):
            return None
        for value in (*view_args, *view_kwargs.values()):
            text = str(value)
            if text.isascii() and text.isdigit() and int(text) > INT64_MAX:
                return JsonResponse({"detail": NOT_FOUND_MESSAGE}, status=404)
        return None


class ApiNullCharacterMiddleware:
    """A NUL character in any query parameter of an /api/ request (its name or its value) is a 400 keyed by the
    parameter, before any view or filter reads it.

    PostgreSQL cannot hold U+0000 in text: a filter such as ``?q=a%00b`` or ``?tag=k=a%00`` failed there as a 500
    while SQLite matched nothing. No parameter of the API means one. Bodies get the same check in the parsers
    (:mod:`apps.common.api.parsers`).
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        query = request.META.get("QUERY_STRING", "")
        if _is_api(request) and ("%00" in query or "\x00" in query):
            errors = query_dict_nul_errors(request.GET)
            if errors:
                return JsonResponse(errors, status=400)
        return self.get_response(request)


class JsonApiErrorMiddleware:
    """Turn uncaught exceptions in /api/ requests into JSON: 400 for suspicious input, 500 for the rest.

    DRF views already do this through the exception handler; this covers plain Django views under /api/.
    With DEBUG on, the debug page is kept for developers. Outside /api/ Django's `handler500` applies.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not _is_api(request):
            return None
        if isinstance(exception, SuspiciousOperation):
            body, code = suspicious_operation_response_body(exception)
            return JsonResponse(body, status=code)
        if settings.DEBUG or getattr(settings, "DEBUG_PROPAGATE_EXCEPTIONS", False):
            return None
        logger.error("Unhandled error in %s %s", request.method, request.path, exc_info=exception)
        return JsonResponse({"detail": SERVER_ERROR_MESSAGE}, status=500)
