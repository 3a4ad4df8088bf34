"""Bundles API: thin views over apps.bundles services and selectors.

Object permissions follow the project membership: any member reads; only architects render (checked in the
service). Bundles of projects the user does not belong to are not found (404).
"""

from __future__ import annotations

from django.http import Http404, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.permissions import IsProjectMember
from apps.common.api.pagination import PagedListMixin
from apps.common.api.params import id_parameter, query_choice, query_id
from apps.common.api.viewsets import SelectedRowsMixin
from apps.common.names import download_slug
from apps.plans.models import Plan
from apps.plans.selectors import plan_list, version_get

from .. import constants as C
from .. import selectors, services
from ..models import Bundle, BundleState
from ..renderer import build_archive
from ..renderer.archive import FORMATS
from .serializers import (
    BundleCreatedSerializer,
    BundleDetailSerializer,
    BundleDiffSerializer,
    BundleFileSerializer,
    BundleRequestSerializer,
    BundleSerializer,
)


def _plan(request, plan_id: int) -> Plan:
    plan = plan_list(user=request.user, archived=None).filter(pk=plan_id).first()
    if plan is None:
        raise Http404
    return plan


class PlanVersionBundlesView(APIView):
    """POST renders a bundle of one plan version (architects only)."""

    @extend_schema(request=BundleRequestSerializer, responses={201: BundleCreatedSerializer,
                                                               400: OpenApiResponse(OpenApiTypes.OBJECT)})
    def post(self, request, plan_id: int, number: int):
        version = version_get(plan=_plan(request, plan_id), number=number)
        if version is None:
            raise Http404
        s = BundleRequestSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        bundle = services.bundle_request(plan_version=version, user=request.user,
                                         override_errors=s.validated_data["override_errors"])
        return Response({"bundle": bundle.pk, "job": bundle.job_id}, status=status.HTTP_201_CREATED)


class PlanBundlesView(PagedListMixin, APIView):
    """GET lists the bundles of a plan, newest first, a page at a time."""

    @extend_schema(responses=BundleSerializer(many=True))
    def get(self, request, plan_id: int):
        bundles = selectors.bundle_list(user=request.user, plan=_plan(request, plan_id))
        return self.paged_response(bundles, BundleSerializer)


class _FormatIsOurs(DefaultContentNegotiation):
    """?format= picks the archive format here, not a DRF renderer; the Accept header still picks the renderer."""

    settings = type("NegotiationSettings", (), {"URL_FORMAT_OVERRIDE": None})()


class _BundleNotComplete(APIException):
    status_code = status.HTTP_409_CONFLICT


class BundleViewSet(SelectedRowsMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """One bundle: its state and manifest, a file preview, downloads and diffs."""

    serializer_class = BundleDetailSerializer
    content_negotiation_class = _FormatIsOurs
    permission_classes = [IsAuthenticated, IsProjectMember]

    queryset = Bundle.objects.none()  # for the schema generator; requests use select_rows

    def select_rows(self):
        return selectors.bundle_queryset(user=self.request.user)

    @staticmethod
    def _require_complete(bundle) -> None:
        """A 409 naming the bundle's state (or its error) unless its files are all rendered."""
        if bundle.state != BundleState.COMPLETE:
            raise _BundleNotComplete(C.FAILED.format(error=bundle.error) if bundle.state == BundleState.FAILED
                                     else C.NOT_READY.format(state=bundle.state))

    @extend_schema(parameters=[OpenApiParameter("path", str, required=True)],
                   responses={200: BundleFileSerializer, 409: OpenApiResponse(OpenApiTypes.OBJECT)})
    @action(detail=True, methods=["get"])
    def files(self, request, pk=None):
        bundle = self.get_object()
        path = request.query_params.get("path", "")
        if not path:
            raise ValidationError({"path": [C.PATH_REQUIRED]})
        self._require_complete(bundle)
        found = selectors.bundle_file(bundle=bundle, path=path)
        if found is None:
            return Response({"detail": C.NO_SUCH_FILE.format(path=path)}, status=status.HTTP_404_NOT_FOUND)
        return Response({"path": found.path, "mode": f"{found.mode:04o}", "content": found.content})

    @extend_schema(parameters=[OpenApiParameter("format", str, enum=list(FORMATS))],
                   responses={(200, "application/zip"): OpenApiTypes.BINARY,
                              (200, "application/gzip"): OpenApiTypes.BINARY,
                              409: OpenApiResponse(OpenApiTypes.OBJECT)})
    @action(detail=True, methods=["get"], url_path="download")
    def download(self, request, pk=None):
        bundle = self.get_object()
        fmt = query_choice(request, "format", FORMATS, message=C.UNKNOWN_FORMAT)
        self._require_complete(bundle)
        if fmt == "zip":
            with bundle.archive.open("rb") as fh:
                data = fh.read()
            content_type = "application/zip"
        else:
            files = selectors.bundle_files(bundle=bundle)
            data = build_archive(files, "tar.gz", manifest=bundle.manifest)
            content_type = "application/gzip"
        plan = bundle.plan_version.plan
        name = download_slug(plan.name, C.DOWNLOAD_NAME_CHARS)
        filename = f"racplan-{name}-v{bundle.plan_version.number}-bundle-{bundle.pk}.{fmt}"
        response = HttpResponse(data, content_type=content_type)
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        response["Content-Length"] = str(len(data))
        return response

    @extend_schema(parameters=[id_parameter("other", required=True)],
                   responses={200: BundleDiffSerializer, 409: OpenApiResponse(OpenApiTypes.OBJECT)})
    @action(detail=True, methods=["get"])
    def diff(self, request, pk=None):
        bundle = self.get_object()
        other_id = query_id(request, "other")
        if other_id is None:
            raise ValidationError({"other": [C.OTHER_REQUIRED]})
        other = self.get_queryset().filter(pk=other_id).first()
        if other is None:
            raise Http404
        self.check_object_permissions(request, other)
        for b in (other, bundle):
            self._require_complete(b)
        return Response(selectors.bundle_diff(before=other, after=bundle))
