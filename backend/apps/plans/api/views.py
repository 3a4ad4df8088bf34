"""Plans API: thin views over apps.plans services and selectors."""

from __future__ import annotations

from django.http import Http404, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.permissions import IsProjectMember
from apps.common.api.pagination import PagedListMixin
from apps.common.api.params import id_parameter, query_choice, query_id
from apps.common.api.viewsets import SelectedRowsMixin
from apps.rules.api.views import DocumentJSONParser
from apps.topology.parsing import TopologyInvalid
from apps.topology.schema import Topology

from .. import services
from ..models import Plan, PlanVersion
from ..reports import findings_report
from ..selectors import (
    PLAN_ORDERINGS,
    document_estimate,
    draft_get,
    plan_list,
    plan_page_rows,
    reference_plan_list,
    version_diff,
    version_estimate,
    version_get,
    version_list,
)
from .serializers import (
    DiffSerializer,
    DraftSerializer,
    EstimateSerializer,
    ImportSerializer,
    PlanCloneSerializer,
    PlanCreateSerializer,
    PlanSerializer,
    PlanUpdateSerializer,
    ReferencePlanSerializer,
    RestoreSerializer,
    VersionConflictSerializer,
    VersionCreateSerializer,
    VersionDetailSerializer,
    VersionSummarySerializer,
)

NUMBER = r"(?P<number>[0-9]+)"


class PlanViewSet(SelectedRowsMixin, mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """Plans of the projects the user belongs to. Any member reads; architects write (checked in services)."""

    serializer_class = PlanSerializer
    permission_classes = [IsProjectMember]

    queryset = Plan.objects.none()  # for the schema generator; requests use select_rows

    def select_rows(self):
        if self.action == "list":
            archived = self.request.query_params.get("archived")
            return plan_list(user=self.request.user, project_id=query_id(self.request, "project"),
                             archived=None if archived == "all" else archived == "true",
                             q=self.request.query_params.get("q", "")[:200],
                             ordering=self.request.query_params.get("ordering") or "name")
        return plan_list(user=self.request.user, archived=None)

    def page_rows(self, page):
        """The list's page, its latest-version columns computed for its own rows only (apps.common.api.pagination);
        the pages of a plan's versions are read as they are."""
        return plan_page_rows(page) if self.action == "list" else page

    def _version(self, plan: Plan, number: str | int) -> PlanVersion:
        version = version_get(plan=plan, number=int(number))
        if version is None:
            raise Http404
        return version

    @extend_schema(parameters=[
        id_parameter("project"), OpenApiParameter("archived", str, enum=["true", "false", "all"]),
        OpenApiParameter("q", str, description="Text in the name, description or study reference"),
        OpenApiParameter("ordering", str, enum=list(PLAN_ORDERINGS))])
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    @extend_schema(request=PlanCreateSerializer, responses={201: PlanSerializer})
    def create(self, request):
        s = PlanCreateSerializer(data=request.data, context={"request": request})
        s.is_valid(raise_exception=True)
        d = s.validated_data
        plan = services.plan_create(project=d["project"], user=request.user, name=d["name"],
                                    description=d["description"], document=d["document"],
                                    reference=d["reference"] or None, comment=d["comment"])
        return Response(PlanSerializer(plan).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=PlanUpdateSerializer, responses=PlanSerializer)
    def partial_update(self, request, pk=None):
        plan = self.get_object()
        s = PlanUpdateSerializer(data=request.data, partial=True)
        s.is_valid(raise_exception=True)
        plan = services.plan_update(plan=plan, user=request.user, **s.validated_data)
        return Response(PlanSerializer(plan).data)

    @extend_schema(request=PlanCloneSerializer, responses={201: PlanSerializer})
    @action(detail=True, methods=["post"])
    def clone(self, request, pk=None):
        plan = self.get_object()
        s = PlanCloneSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        copy = services.plan_clone(plan=plan, user=request.user, name=s.validated_data["name"])
        return Response(PlanSerializer(copy).data, status=status.HTTP_201_CREATED)

    @extend_schema(methods=["get"], responses=VersionSummarySerializer(many=True))
    @extend_schema(methods=["post"], request=VersionCreateSerializer,
                   responses={201: VersionDetailSerializer, 409: VersionConflictSerializer})
    @action(detail=True, methods=["get", "post"])
    def versions(self, request, pk=None):
        """GET: the plan's versions, newest first, a page at a time. POST: save the next version."""
        plan = self.get_object()
        if request.method == "GET":
            page = self.paginate_queryset(version_list(plan=plan))
            return self.get_paginated_response(VersionSummarySerializer(page, many=True).data)
        s = VersionCreateSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        try:
            version = services.plan_version_create(plan=plan, user=request.user, **s.validated_data)
        except services.VersionConflict as conflict:
            return Response(conflict.as_dict(), status=status.HTTP_409_CONFLICT)
        return Response(VersionDetailSerializer(version).data, status=status.HTTP_201_CREATED)

    @extend_schema(responses=VersionDetailSerializer)
    @action(detail=True, methods=["get"], url_path=f"versions/{NUMBER}")
    def version(self, request, pk=None, number=None):
        return Response(VersionDetailSerializer(self._version(self.get_object(), number)).data)

    @extend_schema(request=RestoreSerializer, responses={201: VersionDetailSerializer})
    @action(detail=True, methods=["post"], url_path=f"versions/{NUMBER}/restore")
    def restore(self, request, pk=None, number=None):
        plan = self.get_object()
        s = RestoreSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        version = services.plan_version_restore(plan=plan, user=request.user, number=int(number),
                                                comment=s.validated_data["comment"])
        return Response(VersionDetailSerializer(version).data, status=status.HTTP_201_CREATED)

    @extend_schema(parameters=[OpenApiParameter("as", str, enum=["json", "yaml"])],
                   responses={(200, "application/json"): OpenApiTypes.OBJECT,
                              (200, "application/yaml"): OpenApiTypes.OBJECT})
    @action(detail=True, methods=["get"], url_path=f"versions/{NUMBER}/export")
    def export(self, request, pk=None, number=None):
        plan = self.get_object()
        fmt = query_choice(request, "as", ("json", "yaml"), message="Choose json or yaml.")
        version = self._version(plan, number)
        body = services.export_document(version=version, fmt=fmt)
        response = HttpResponse(body, content_type="application/json" if fmt == "json" else "application/yaml")
        response["Content-Disposition"] = f'attachment; filename="plan-{plan.pk}-v{version.number}.{fmt}"'
        return response

    @extend_schema(parameters=[OpenApiParameter("as", str, enum=["html", "md"])],
                   responses={(200, "text/html"): OpenApiTypes.STR, (200, "text/markdown"): OpenApiTypes.STR})
    @action(detail=True, methods=["get"], url_path=f"versions/{NUMBER}/report")
    def report(self, request, pk=None, number=None):
        plan = self.get_object()
        fmt = query_choice(request, "as", ("html", "md"), message="Choose html or md.")
        version = self._version(plan, number)
        body = findings_report(version=version, fmt=fmt)
        if fmt == "md":
            response = HttpResponse(body, content_type="text/markdown; charset=utf-8")
            response["Content-Disposition"] = f'attachment; filename="plan-{plan.pk}-v{version.number}-findings.md"'
            return response
        response = HttpResponse(body, content_type="text/html; charset=utf-8")
        # The report is our own markup with every plan value escaped; the policy keeps it inert anyway.
        response["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
        return response

    @extend_schema(responses=EstimateSerializer)
    @action(detail=True, methods=["get"], url_path=f"versions/{NUMBER}/estimate")
    def estimate(self, request, pk=None, number=None):
        """Expected throughput and CPU cost per transaction against the nearest reference plan, as an 80 % interval
        composed from the studies' measured effects (docs/estimate.md)."""
        return Response(version_estimate(version=self._version(self.get_object(), number)))

    @extend_schema(request=Topology, responses={200: EstimateSerializer},
                   operation_id="plans_estimate_document")
    @action(detail=True, methods=["post"], url_path="estimate", url_name="estimate-document",
            parser_classes=[DocumentJSONParser])
    def estimate_document(self, request, pk=None):
        """The estimate of a topology document as the editor holds it, unsaved (nothing is stored): the same answer
        the version would get once saved. Anyone who may read the plan may ask; a document that does not parse is a
        field-keyed 400, as on /api/validate/."""
        self.get_object()
        try:
            return Response({"version": None, **document_estimate(document=request.data)})
        except TopologyInvalid as exc:
            raise ValidationError(exc.errors) from None

    @extend_schema(
        parameters=[id_parameter("from", required=True), id_parameter("to", required=True)],
        responses=DiffSerializer,
    )
    @action(detail=True, methods=["get"])
    def diff(self, request, pk=None):
        plan = self.get_object()
        a, b = query_id(request, "from"), query_id(request, "to")
        if a is None or b is None:
            raise ValidationError({"from" if a is None else "to": ["This parameter is required."]})
        return Response(version_diff(before=self._version(plan, a), after=self._version(plan, b)))

    @extend_schema(
        methods=["get"],
        responses={200: DraftSerializer, 204: OpenApiResponse(description="You have no unsaved draft of this plan.")},
    )
    @extend_schema(methods=["put"], request=DraftSerializer, responses=DraftSerializer)
    @extend_schema(methods=["delete"], responses={204: None})
    @action(detail=True, methods=["get", "put", "delete"])
    def draft(self, request, pk=None):
        plan = self.get_object()
        if request.method == "GET":
            draft = draft_get(plan=plan, user=request.user)
            if draft is None:
                # Having no draft is the usual state of a plan, not a missing resource.
                return Response(status=status.HTTP_204_NO_CONTENT)
            return Response(DraftSerializer(draft).data)
        if request.method == "DELETE":
            services.draft_discard(plan=plan, user=request.user)
            return Response(status=status.HTTP_204_NO_CONTENT)
        s = DraftSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        draft = services.draft_save(plan=plan, user=request.user, document=s.validated_data["document"],
                                    base_version=s.validated_data.get("base_version"))
        return Response(DraftSerializer(draft).data)

    @extend_schema(request=ImportSerializer, responses={201: PlanSerializer})
    @action(detail=False, methods=["post"], url_path="import")
    def import_plan(self, request):
        s = ImportSerializer(data=request.data, context={"request": request})
        s.is_valid(raise_exception=True)
        d = s.validated_data
        document = services.parse_import(content=d["content"], fmt=d["format"])
        plan = services.plan_create(project=d["project"], user=request.user, name=d["name"], document=document,
                                    comment=f"Imported from {d['format'].upper()}")
        return Response(PlanSerializer(plan).data, status=status.HTTP_201_CREATED)


class ReferencePlanListView(PagedListMixin, APIView):
    """The configurations the five studies tested, available to start a plan from, a page at a time."""

    @extend_schema(responses=ReferencePlanSerializer(many=True))
    def get(self, request):
        return self.paged_response(reference_plan_list())
