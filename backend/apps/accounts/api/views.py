from django.contrib.auth import login, logout
from django.views.decorators.csrf import ensure_csrf_cookie
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import exceptions, mixins, status, viewsets
from rest_framework.authentication import CSRFCheck, SessionAuthentication
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.common.api.schema import ERROR_RESPONSES, VALIDATION_ERROR
from apps.common.api.viewsets import SelectedRowsMixin

from .. import selectors, services
from ..constants import TOKEN_REFRESH_NEEDS_TOKEN
from ..models import ApiToken, Project
from ..permissions import IsProjectMember
from ..throttles import LoginRateThrottle
from .serializers import (
    ApiTokenSerializer,
    CredentialsSerializer,
    MemberSerializer,
    MeSerializer,
    ProjectSerializer,
    TokenCreateSerializer,
    TokenCredentialsSerializer,
    TokenSerializer,
)


def enforce_csrf(request) -> None:
    """Apply Django's CSRF check to a request even though DRF views are csrf-exempt; JSON 403 on failure."""

    def dummy_get_response(request):  # pragma: no cover - never called
        return None

    check = CSRFCheck(dummy_get_response)
    check.process_request(request)
    reason = check.process_view(request, None, (), {})
    if reason:
        raise exceptions.PermissionDenied(f"CSRF Failed: {reason}")


class CsrfView(APIView):
    """Set the ``csrftoken`` cookie the SPA echoes in ``X-CSRFToken``."""

    authentication_classes = []
    permission_classes = [AllowAny]

    @extend_schema(operation_id="auth_csrf", responses={204: OpenApiResponse(description="Cookie set.")})
    def get(self, request):
        return Response(status=status.HTTP_204_NO_CONTENT)

    @classmethod
    def as_view(cls, **initkwargs):
        return ensure_csrf_cookie(super().as_view(**initkwargs))


class _PasswordView(APIView):
    """A view that takes a username and password from anyone, throttled against password guessing."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [LoginRateThrottle]


class LoginView(_PasswordView):
    """Start a session (needs the CSRF token). Throttled against password guessing."""

    @extend_schema(
        operation_id="auth_login",
        request=CredentialsSerializer,
        responses={200: MeSerializer, 400: VALIDATION_ERROR, 403: ERROR_RESPONSES[403], 429: ERROR_RESPONSES[429]},
    )
    def post(self, request):
        enforce_csrf(request._request)
        serializer = CredentialsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = services.user_authenticate(request=request._request, **serializer.validated_data)
        login(request._request, user)
        return Response(MeSerializer(user).data)


class LogoutView(APIView):
    """End the session."""

    authentication_classes = [SessionAuthentication]
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="auth_logout", request=None, responses={204: OpenApiResponse(description="Logged out.")}
    )
    def post(self, request):
        logout(request._request)
        return Response(status=status.HTTP_204_NO_CONTENT)


class MeView(APIView):
    """The logged-in user and their project roles; 204 when nobody is signed in.

    "Nobody is signed in" is the ordinary state of a fresh visit, not an error, so it is not answered with 403 (which
    browsers log as a failed request). Credentials that are present but bad (an expired or revoked token) are still
    refused with 401/403 by the authentication classes.
    """

    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="auth_me",
        responses={
            200: MeSerializer,
            204: OpenApiResponse(description="Nobody is signed in."),
            401: ERROR_RESPONSES[401],
            403: ERROR_RESPONSES[403],
        },
    )
    def get(self, request):
        if not request.user.is_authenticated:
            return Response(status=status.HTTP_204_NO_CONTENT)
        return Response(MeSerializer(request.user).data)


def issued(token: ApiToken, key: str) -> dict:
    return TokenSerializer(
        {"token": key, "id": token.id, "name": token.name, "prefix": token.prefix, "expires_at": token.expires_at}
    ).data


class TokenView(_PasswordView):
    """Exchange a username and password for a new API token (``Authorization: Token <key>``).

    Every call issues another token (one per script or machine); each expires after API_TOKEN_LIFETIME_DAYS and can
    be revoked under /api/auth/tokens/.
    """

    @extend_schema(
        operation_id="auth_token",
        request=TokenCredentialsSerializer,
        responses={200: TokenSerializer, 400: VALIDATION_ERROR, 429: ERROR_RESPONSES[429]},
    )
    def post(self, request):
        serializer = TokenCredentialsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        user = services.user_authenticate(
            request=request._request, username=data["username"], password=data["password"]
        )
        token, key = services.token_issue(user=user, name=data["name"])
        return Response(issued(token, key))


class ApiTokenViewSet(
    SelectedRowsMixin, mixins.ListModelMixin, mixins.CreateModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet
):
    """Your own API tokens: list them (a page at a time), issue one, revoke one, or swap the token you are using for
    a fresh one.

    Other users' tokens are never visible: their ids answer 404 like missing ones.
    """

    serializer_class = ApiTokenSerializer
    permission_classes = [IsAuthenticated]
    filter_backends = []
    queryset = ApiToken.objects.none()  # for the schema generator; requests use select_rows

    def select_rows(self):
        return selectors.token_list(user=self.request.user)

    @extend_schema(
        operation_id="auth_tokens_list", responses={200: ApiTokenSerializer(many=True), 403: ERROR_RESPONSES[403]}
    )
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    @extend_schema(
        operation_id="auth_tokens_create",
        request=TokenCreateSerializer,
        responses={201: TokenSerializer, 400: VALIDATION_ERROR, 403: ERROR_RESPONSES[403]},
    )
    def create(self, request, *args, **kwargs):
        serializer = TokenCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        token, key = services.token_issue(user=request.user, name=serializer.validated_data["name"])
        return Response(issued(token, key), status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="auth_tokens_revoke",
        responses={204: OpenApiResponse(description="Revoked."), 403: ERROR_RESPONSES[403], 404: ERROR_RESPONSES[404]},
    )
    def destroy(self, request, *args, **kwargs):
        services.token_revoke(token=self.get_object())
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(
        operation_id="auth_tokens_refresh",
        request=None,
        responses={200: TokenSerializer, 400: VALIDATION_ERROR, 403: ERROR_RESPONSES[403]},
    )
    @action(detail=False, methods=["post"])
    def refresh(self, request):
        """Swap the token in the Authorization header for a new one with a full lifetime; the old one stops working."""
        if not isinstance(request.auth, ApiToken):
            raise exceptions.ValidationError({"non_field_errors": [TOKEN_REFRESH_NEEDS_TOKEN]})
        token, key = services.token_refresh(token=request.auth)
        return Response(issued(token, key))


class ProjectViewSet(SelectedRowsMixin, viewsets.ReadOnlyModelViewSet):
    """Projects the user is a member of (all projects for staff)."""

    serializer_class = ProjectSerializer
    permission_classes = [IsAuthenticated, IsProjectMember]
    filter_backends = []

    queryset = Project.objects.none()  # for the schema generator; requests use select_rows

    def select_rows(self):
        return selectors.project_list(user=self.request.user)

    @extend_schema(responses={200: MemberSerializer(many=True), 403: ERROR_RESPONSES[403], 404: ERROR_RESPONSES[404]})
    @action(detail=True, methods=["get"])
    def members(self, request, pk=None):
        """Members of the project and their roles, a page at a time."""
        project = self.get_object()
        page = self.paginate_queryset(selectors.membership_list(project=project))
        return self.get_paginated_response(MemberSerializer(page, many=True).data)
