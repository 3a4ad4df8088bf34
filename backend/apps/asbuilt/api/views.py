"""As-built API: thin views over apps.asbuilt services and selectors."""

from __future__ import annotations

from django.http import Http404, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.response import Response

from apps.accounts.permissions import IsProjectMember
from apps.common.api.parsers import FormParser, JSONParser, MultiPartParser
from apps.common.names import download_slug
from apps.intake.uploads import upload_data

from .. import constants as C
from .. import services
from ..models import AsBuiltCheck, RemediationState
from ..reports import asbuilt_report
from ..selectors import check_list, plan_for_checks, readable_checks, readable_remediations
from .serializers import (
    AsBuiltAddFilesSerializer,
    AsBuiltCheckSerializer,
    AsBuiltImportedSerializer,
    AsBuiltImportSerializer,
    AsBuiltRecheckSerializer,
    AsBuiltUploadSerializer,
    RemediationRequestSerializer,
    RemediationSerializer,
)

REPORT_FORMATS = ("md", "html")


class PlanAsBuiltView(generics.ListAPIView):
    """The as-built checks of a plan (newest first), and a new check from uploaded cluster files."""

    serializer_class = AsBuiltCheckSerializer
    permission_classes = [IsProjectMember]
    restrict_model = AsBuiltCheck  # the object checked is the plan; a write adds a check to it
    parser_classes = [MultiPartParser, FormParser]

    def _plan(self):
        plan = plan_for_checks(user=self.request.user, plan_id=self.kwargs["plan_id"])
        if plan is None:
            raise Http404
        self.check_object_permissions(self.request, plan)
        return plan

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return readable_checks(user=None)
        return check_list(user=self.request.user, plan=self._plan())

    @extend_schema(operation_id="plans_as_built_list")
    def get(self, request, *args, **kwargs):
        return self.list(request, *args, **kwargs)

    @extend_schema(operation_id="plans_as_built_create", request={"multipart/form-data": AsBuiltUploadSerializer},
                   responses={201: AsBuiltCheckSerializer})
    def post(self, request, plan_id=None):
        plan = self._plan()
        data = upload_data(request, AsBuiltUploadSerializer)
        check = services.check_create(plan=plan, user=request.user, **data)
        return Response(AsBuiltCheckSerializer(readable_checks(user=request.user).get(pk=check.pk)).data,
                        status=status.HTTP_201_CREATED)


class AsBuiltCheckViewSet(mixins.RetrieveModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    """One as-built check: its files, findings and plan diff; more files, import as a plan, the report."""

    serializer_class = AsBuiltCheckSerializer
    permission_classes = [IsProjectMember]

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return readable_checks(user=None)
        return readable_checks(user=self.request.user)

    @extend_schema(responses={204: None})
    def destroy(self, request, *args, **kwargs):
        return super().destroy(request, *args, **kwargs)

    def perform_destroy(self, instance):
        services.check_delete(check=instance, user=self.request.user)

    @extend_schema(request={"multipart/form-data": AsBuiltAddFilesSerializer}, responses=AsBuiltCheckSerializer)
    @action(detail=True, methods=["post"], parser_classes=[MultiPartParser, FormParser])
    def files(self, request, pk=None):
        """Add files to a check, stored at once; a running check job checks them too before it ends, else a new
        job is queued."""
        check = self.get_object()
        data = upload_data(request, AsBuiltAddFilesSerializer)
        try:
            services.files_add(check=check, user=request.user, **data)
            return Response(AsBuiltCheckSerializer(self.get_queryset().get(pk=check.pk)).data)
        except AsBuiltCheck.DoesNotExist:  # deleted while this request waited for it
            raise Http404 from None

    @extend_schema(request={"multipart/form-data": AsBuiltRecheckSerializer}, responses={201: AsBuiltCheckSerializer})
    @action(detail=True, methods=["post"], parser_classes=[MultiPartParser, FormParser])
    def recheck(self, request, pk=None):
        """Check again: the node's files uploaded again (after applying its remediation) make a new check of the
        same plan version, linked to this one; its answer lists the differences gone, remaining and new."""
        check = self.get_object()
        data = upload_data(request, AsBuiltRecheckSerializer)
        new = services.check_recheck(check=check, user=request.user, **data)
        return Response(AsBuiltCheckSerializer(self.get_queryset().get(pk=new.pk)).data,
                        status=status.HTTP_201_CREATED)

    @extend_schema(request=RemediationRequestSerializer, responses={201: RemediationSerializer})
    @action(detail=True, methods=["post"], parser_classes=[JSONParser])
    def remediation(self, request, pk=None):
        """Queue the remediation bundle of one node's differences (polled at /api/as-built-remediations/{id}/)."""
        check = self.get_object()
        s = RemediationRequestSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        remediation = services.remediation_request(check=check, user=request.user, node=s.validated_data["node"])
        return Response(RemediationSerializer(readable_remediations(user=request.user).get(pk=remediation.pk)).data,
                        status=status.HTTP_201_CREATED)

    @extend_schema(request=AsBuiltImportSerializer, responses={201: AsBuiltImportedSerializer})
    @action(detail=True, methods=["post"], url_path="import", parser_classes=[JSONParser])
    def import_plan(self, request, pk=None):
        """A new plan in the same project whose first version is the as-built document (architects)."""
        check = self.get_object()
        s = AsBuiltImportSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        imported = services.check_import(check=check, user=request.user, name=s.validated_data["name"])
        return Response({"plan": imported.plan.pk, "unknown": imported.unknown, "provenance": imported.provenance},
                        status=status.HTTP_201_CREATED)

    @extend_schema(parameters=[OpenApiParameter("format", str, enum=list(REPORT_FORMATS))],
                   responses={(200, "text/html"): OpenApiTypes.STR, (200, "text/markdown"): OpenApiTypes.STR})
    @action(detail=True, methods=["get"])
    def report(self, request, pk=None):
        check = self.get_object()
        fmt = request.query_params.get("format", "html")
        if fmt not in REPORT_FORMATS:
            raise ValidationError({"format": ["Choose md or html."]})
        body = asbuilt_report(check=check, fmt=fmt)
        name = f"plan-{check.plan_id}-as-built-{check.pk}.{fmt}"
        if fmt == "md":
            response = HttpResponse(body, content_type="text/markdown; charset=utf-8")
        else:
            response = HttpResponse(body, content_type="text/html; charset=utf-8")
            # Our own markup with every value escaped; the policy keeps it inert anyway.
            response["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
        response["Content-Disposition"] = f'attachment; filename="{name}"'
        return response


class _NotComplete(APIException):
    status_code = status.HTTP_409_CONFLICT


class RemediationViewSet(mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """One remediation bundle: its state (polled while its job runs), what it fixes and not, and its download."""

    serializer_class = RemediationSerializer
    permission_classes = [IsProjectMember]

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return readable_remediations(user=None)
        return readable_remediations(user=self.request.user)

    @extend_schema(responses={(200, "application/zip"): OpenApiTypes.BINARY,
                              409: OpenApiResponse(OpenApiTypes.OBJECT)})
    @action(detail=True, methods=["get"])
    def download(self, request, pk=None):
        remediation = self.get_object()
        if remediation.state != RemediationState.COMPLETE:
            raise _NotComplete(C.REMEDIATION_FAILED.format(error=remediation.error)
                               if remediation.state == RemediationState.FAILED
                               else C.REMEDIATION_NOT_READY.format(state=remediation.state))
        with remediation.archive.open("rb") as fh:
            data = fh.read()
        plan = download_slug(remediation.as_built.plan.name, 80)
        name = f"racplan-{plan}-check-{remediation.as_built_id}-{remediation.node}-remediation-{remediation.pk}.zip"
        response = HttpResponse(data, content_type="application/zip")
        response["Content-Disposition"] = f'attachment; filename="{name}"'
        response["Content-Length"] = str(len(data))
        return response
