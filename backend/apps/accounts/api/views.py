from django.contrib.auth import login, logout
from django.views.decorators.csrf import ensure_csrf_cookie
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import exceptions, status, viewsets
from rest_framework.authentication import CSRFCheck, SessionAuthentication
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from apps.common.api.schema import ERROR_RESPONSES, VALIDATION_ERROR

from .. import selectors, services
from ..models import Project
from ..permissions import IsProjectMember
from .serializers import (
    CredentialsSerializer,
    MemberSerializer,
    MeSerializer,
    ProjectSerializer,
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


class LoginView(APIView):
    """Start a session (needs the CSRF token). Throttled against password guessing."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "auth"

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
    """The logged-in user and their project roles."""

    @extend_schema(operation_id="auth_me", responses={200: MeSerializer, 403: ERROR_RESPONSES[403]})
    def get(self, request):
        return Response(MeSerializer(request.user).data)


class TokenView(APIView):
    """Exchange a username and password for an API token (``Authorization: Token <key>``)."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "auth"

    @extend_schema(
        operation_id="auth_token",
        request=CredentialsSerializer,
        responses={200: TokenSerializer, 400: VALIDATION_ERROR, 429: ERROR_RESPONSES[429]},
    )
    def post(self, request):
        serializer = CredentialsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = services.user_authenticate(request=request._request, **serializer.validated_data)
        token = services.token_get_or_create(user=user)
        return Response({"token": token.key})


class ProjectViewSet(viewsets.ReadOnlyModelViewSet):
    """Projects the user is a member of (all projects for staff)."""

    serializer_class = ProjectSerializer
    permission_classes = [IsAuthenticated, IsProjectMember]
    filter_backends = []

    queryset = Project.objects.none()  # for the schema generator; requests use get_queryset

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return Project.objects.none()
        return selectors.project_list(user=self.request.user)

    @extend_schema(responses={200: MemberSerializer(many=True), 403: ERROR_RESPONSES[403], 404: ERROR_RESPONSES[404]})
    @action(detail=True, methods=["get"], pagination_class=None)
    def members(self, request, pk=None):
        """Members of the project and their roles."""
        project = self.get_object()
        return Response(MemberSerializer(selectors.membership_list(project=project), many=True).data)
