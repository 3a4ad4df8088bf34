"""One JSON error shape for the whole API (docs/contract.md).

400 -> ``{"field": ["message", ...]}`` with nested paths joined by ``/`` and non-field errors under
``non_field_errors``; every other error -> ``{"detail": "..."}``. Unexpected exceptions become a JSON 500 with a
generic message: the traceback goes to the log, never into the response.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import (
    RequestDataTooBig,
    SuspiciousOperation,
    TooManyFieldsSent,
    TooManyFilesSent,
)
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler as drf_exception_handler

logger = logging.getLogger("apps.common.errors")

SERVER_ERROR_MESSAGE = "Internal server error."
NOT_FOUND_MESSAGE = "Not found."
TOO_MANY_FILES = "Send at most {limit} files in one request."
TOO_MANY_FIELDS = "The form has more than {limit} fields."
BODY_TOO_LARGE = "The request body is larger than {limit} bytes; send files as multipart uploads."
UNREADABLE_REQUEST = "The request could not be read."
MALFORMED_BODY = "The request body could not be read: {reason}"

security_logger = logging.getLogger("django.security.api")


def _flatten(detail: Any, prefix: str = "") -> dict[str, list[str]]:
    """Turn DRF's nested error detail into ``{"a/0/b": ["msg"]}``."""
    out: dict[str, list[str]] = {}
    if isinstance(detail, dict):
        for key, value in detail.items():
            path = f"{prefix}/{key}" if prefix else str(key)
            for sub_key, messages in _flatten(value, path).items():
                out.setdefault(sub_key, []).extend(messages)
    elif isinstance(detail, list | tuple):
        if all(not isinstance(item, dict | list | tuple) for item in detail):
            out[prefix or api_settings.NON_FIELD_ERRORS_KEY] = [str(item) for item in detail]
        else:
            for index, item in enumerate(detail):
                if not item:
                    continue  # DRF puts {} for list items that had no error
                path = f"{prefix}/{index}" if prefix else str(index)
                for sub_key, messages in _flatten(item, path).items():
                    out.setdefault(sub_key, []).extend(messages)
    else:
        out[prefix or api_settings.NON_FIELD_ERRORS_KEY] = [str(detail)]
    return out


def validation_error_body(detail: Any) -> dict[str, list[str]]:
    """The field-keyed body of a 400 response."""
    return _flatten(detail)


def suspicious_operation_response_body(exc: SuspiciousOperation) -> tuple[dict, int]:
    """Body and status for request-level refusals Django raises while reading the body (never a 500)."""
    security_logger.warning("Refused request: %s", exc)
    if isinstance(exc, TooManyFilesSent):
        return {"files": [TOO_MANY_FILES.format(limit=settings.DATA_UPLOAD_MAX_NUMBER_FILES)]}, 400
    if isinstance(exc, TooManyFieldsSent):
        return {api_settings.NON_FIELD_ERRORS_KEY: [TOO_MANY_FIELDS.format(
            limit=settings.DATA_UPLOAD_MAX_NUMBER_FIELDS)]}, 400
    if isinstance(exc, RequestDataTooBig):
        return {"detail": BODY_TOO_LARGE.format(limit=settings.DATA_UPLOAD_MAX_MEMORY_SIZE)}, 413
    return {api_settings.NON_FIELD_ERRORS_KEY: [UNREADABLE_REQUEST]}, 400


def _convert_django_exception(exc: Exception) -> Exception:
    """Services raise Django's exceptions; give them DRF equivalents that keep their messages."""
    if isinstance(exc, DjangoValidationError):
        if hasattr(exc, "error_dict"):
            return exceptions.ValidationError(exc.message_dict)
        return exceptions.ValidationError({api_settings.NON_FIELD_ERRORS_KEY: exc.messages})
    if isinstance(exc, DjangoPermissionDenied):
        return exceptions.PermissionDenied(str(exc) or None)
    if isinstance(exc, Http404):
        return exceptions.NotFound(NOT_FOUND_MESSAGE)
    return exc


def api_exception_handler(exc: Exception, context: dict) -> Response:
    """DRF ``EXCEPTION_HANDLER``: always answers with JSON in the contract's shape."""
    if isinstance(exc, SuspiciousOperation):
        body, code = suspicious_operation_response_body(exc)
        return Response(body, status=code)
    if isinstance(exc, exceptions.ParseError):
        # A body that is not JSON (or not a readable form) is bad input like any other: a field-keyed 400.
        reason = str(exc.detail)
        if reason.startswith("JSON parse error - "):
            reason = "malformed JSON (" + reason.removeprefix("JSON parse error - ") + ")."
        exc = exceptions.ValidationError({api_settings.NON_FIELD_ERRORS_KEY: [MALFORMED_BODY.format(reason=reason)]})
    exc = _convert_django_exception(exc)
    response = drf_exception_handler(exc, context)
    if response is None:
        request = context.get("request")
        logger.error(
            "Unhandled error in %s %s",
            getattr(request, "method", "?"),
            getattr(request, "path", "?"),
            exc_info=(type(exc), exc, exc.__traceback__),
        )
        return Response({"detail": SERVER_ERROR_MESSAGE}, status=status.HTTP_500_INTERNAL_SERVER_ERROR)
    if isinstance(exc, exceptions.ValidationError):
        response.data = validation_error_body(exc.detail)
    elif isinstance(response.data, dict) and "detail" in response.data:
        response.data = {"detail": str(response.data["detail"])}
    else:
        response.data = {"detail": str(response.data)}
    return response
