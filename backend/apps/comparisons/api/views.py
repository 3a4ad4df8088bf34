"""Comparisons and reports API: thin views over apps.comparisons services and selectors."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TypeVar

from django.http import FileResponse, Http404, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.generics import GenericAPIView
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.permissions import IsProjectMember
from apps.common.api.params import id_parameter, is_id, query_choice, query_id
from apps.common.api.schema import ERROR_RESPONSES
from apps.common.names import download_slug
from apps.jobs.api.serializers import JobSerializer
from apps.runs.models import Run

from .. import constants as C
from .. import services
from ..charts import CHART_IDS
from ..engine import ComparisonError
from ..export import chart_csv
from ..models import Report
from ..predicted import run_predicted
from ..selectors import (
    REPORT_ORDERINGS,
    RevisionNotFound,
    RunsNotFound,
    comparison_for_user,
    report_comparison,
    report_list,
    report_revision,
    report_view,
)
from .predicted import PlanCheckSerializer
from .serializers import (
    ComparisonCsvRequestSerializer,
    ComparisonQuerySerializer,
    ComparisonResultSerializer,
    ReportDetailSerializer,
    ReportSerializer,
    ReportUpdateSerializer,
)

T = TypeVar("T")


def _slug(text: str) -> str:
    return download_slug(text, 60, fallback="report")


def _answer(compute: Callable[[], T]) -> T:
    """Run the comparison; a request that does not fit its runs is a field-keyed 400, unreadable runs a 404."""
    try:
        return compute()
    except ComparisonError as exc:
        raise serializers.ValidationError(exc.message_dict) from None
    except RunsNotFound as exc:
        raise Http404(str(exc)) from None


REVISION_PARAMETER = OpenApiParameter("revision", int, description="A past revision to read; the latest when omitted")


def _revision(request) -> int | None:
    """The ``revision`` query parameter: a whole number, or None when not given."""
    raw = request.query_params.get("revision")
    if raw is None or raw == "":
        return None
    if not is_id(raw):
        raise serializers.ValidationError({"revision": [C.REVISION_SHAPE]})
    return int(raw)


def _compared(request, serializer_class) -> tuple[dict, dict]:
    """The comparison a request body asks for, of runs the caller may read, with the body as validated."""
    s = serializer_class(data=request.data)
    s.is_valid(raise_exception=True)
    data = s.validated_data
    return _answer(lambda: comparison_for_user(
        user=request.user, run_ids=data["runs"], group_by=data.get("group_by"), groups=data.get("groups"),
        baseline=data.get("baseline"), intervals=data.get("intervals"))), data


class ComparisonView(APIView):
    """POST a comparison request, get plot-ready series back. Every run must be readable by the caller."""

    @extend_schema(request=ComparisonQuerySerializer,
                   responses={200: ComparisonResultSerializer, 404: ERROR_RESPONSES[404]},
                   operation_id="comparisons_create",
                   description="404 when a run is missing or belongs to a project the caller is not in. With "
                               "``intervals``, the one run's snapshot intervals are compared: a window of a line "
                               "of its timeline against the line's other intervals or a range of them.")
    def post(self, request):
        return Response(_compared(request, ComparisonQuerySerializer)[0])


def _csv_response(text: str, filename: str) -> HttpResponse:
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["X-Content-Type-Options"] = "nosniff"
    return response


class ComparisonCsvView(APIView):
    """POST a comparison request and a chart, get the data behind that chart as CSV: the same text a saved report's
    chart downloads, so the comparison page never writes a CSV of its own."""

    @extend_schema(request=ComparisonCsvRequestSerializer,
                   responses={(200, "text/csv"): OpenApiTypes.STR, 404: ERROR_RESPONSES[404]},
                   operation_id="comparisons_csv_create",
                   description="404 when a run is missing or belongs to a project the caller is not in.")
    def post(self, request):
        result, data = _compared(request, ComparisonCsvRequestSerializer)
        text = _answer(lambda: chart_csv(result, data["chart"]))
        return _csv_response(text, f"comparison-{data['chart']}.csv")


class RunPredictedView(GenericAPIView):
    """A run's plan estimate against what the run measured, at ``/api/runs/{id}/predicted/`` beside the run's own
    views: the runs app serves the run, this app the comparison of it. Any member of the run's project reads it."""

    permission_classes = [IsProjectMember]

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return Run.objects.none()
        return Run.objects.restrict(self.request.user, "view")

    @extend_schema(responses=PlanCheckSerializer, operation_id="runs_predicted_retrieve", tags=["runs"])
    def get(self, request, pk=None):
        """The run's plan estimate beside what the run measured against runs of the configuration the estimate is
        relative to, or why the two cannot be compared (docs/estimate.md)."""
        return Response(run_predicted(run=self.get_object(), user=request.user))


class ReportViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """Saved reports, addressed by their uuid (the permalink). Members read; contributors write."""

    permission_classes = [IsProjectMember]
    lookup_field = "uuid"
    lookup_value_regex = "[0-9a-fA-F-]{36}"
    serializer_class = ReportSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return Report.objects.none()
        p = self.request.query_params
        cited = query_choice(self.request, "cited", ("false", "true"), message=C.CITED_CHOICE) == "true"
        return report_list(user=self.request.user, project_id=query_id(self.request, "project"), q=p.get("q", ""),
                           ordering=p.get("ordering") or "-created", cited=cited,
                           run_id=query_id(self.request, "run"))

    def _detail(self, report: Report, revision: int | None = None) -> dict:
        """The report at one revision: its content and computed data are laid over a copy of the row."""
        try:
            view = report_view(report=report, revision=revision)
        except RevisionNotFound as exc:
            raise serializers.ValidationError({"revision": [str(exc)]}) from None
        shown = copy.copy(report)
        for key, value in view.items():
            setattr(shown, key, value)
        return ReportDetailSerializer(shown).data

    @extend_schema(parameters=[
        id_parameter("project"),
        id_parameter("run", description="Only the reports that draw this run"),
        OpenApiParameter("q", str, description="Title, headline, narrative, or a study's id or document name"),
        OpenApiParameter("ordering", str, enum=list(REPORT_ORDERINGS), description="Default: -created"),
        OpenApiParameter("cited", str, enum=["false", "true"],
                         description="true: only reports whose headline cites its sources (the studies' headlines)")])
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    @extend_schema(responses=ReportDetailSerializer, parameters=[REVISION_PARAMETER])
    def retrieve(self, request, *args, **kwargs):
        return Response(self._detail(self.get_object(), _revision(request)))

    @extend_schema(request=ReportSerializer, responses={201: ReportDetailSerializer, 200: ReportDetailSerializer},
                   description="201 with the new report; 200 with the earlier one when its client_key was sent "
                               "before (a second click of one Save button saves nothing twice).")
    def create(self, request):
        s = ReportSerializer(data=request.data, context={"request": request})
        s.is_valid(raise_exception=True)
        data = dict(s.validated_data)
        report, created = services.report_create_once(user=request.user, client_key=data.pop("client_key", None),
                                                      **data)
        return Response(self._detail(report), status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)

    @extend_schema(request=ReportUpdateSerializer, responses=ReportDetailSerializer)
    def partial_update(self, request, uuid=None):
        report = self.get_object()
        s = ReportUpdateSerializer(report, data=request.data, partial=True)
        s.is_valid(raise_exception=True)
        report = services.report_update(report=report, user=request.user, **s.validated_data)
        return Response(self._detail(report))

    @extend_schema(request=None, responses={204: None})
    def destroy(self, request, uuid=None):
        services.report_delete(report=self.get_object(), user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(methods=["GET"], responses={(200, "application/pdf"): OpenApiTypes.BINARY},
                   parameters=[OpenApiParameter("revision", int, description="The revision printed; the latest "
                                                "when omitted")],
                   description="The rendered PDF of that revision; 404 until an export job has produced it.")
    @extend_schema(methods=["POST"], request=None, responses={202: JobSerializer},
                   parameters=[OpenApiParameter("revision", int, description="The revision to print; the latest "
                                                "when omitted")],
                   description="Start (or join) the PDF export job of this revision of the report; poll "
                               "GET /api/jobs/{id}/.")
    @action(detail=True, methods=["get", "post"])
    def pdf(self, request, uuid=None):
        report = self.get_object()
        asked = _revision(request)
        if request.method == "POST":
            job = services.report_pdf_export(report=report, user=request.user, revision=asked)
            return Response(JobSerializer(job).data, status=status.HTTP_202_ACCEPTED)
        number = services.pdf_revision_number(report=report, revision=asked)
        if not report.pdf:
            raise Http404(C.PDF_NOT_READY)
        if report.pdf_revision != number:
            raise Http404(C.PDF_OF_OTHER_REVISION.format(stored=report.pdf_revision, asked=number))
        printed = report_revision(report=report, number=number)
        name = _slug(printed.title) if number == report.revision else f"{_slug(printed.title)}-revision-{number}"
        response = FileResponse(report.pdf.open("rb"), as_attachment=True,
                                filename=f"{name}.pdf", content_type="application/pdf")
        response["X-Content-Type-Options"] = "nosniff"
        return response

    @extend_schema(parameters=[OpenApiParameter("chart", str, enum=[*CHART_IDS], required=True)],
                   responses={(200, "text/csv"): OpenApiTypes.STR})
    @action(detail=True, methods=["get"])
    def csv(self, request, uuid=None):
        report = self.get_object()
        chart = request.query_params.get("chart") or ""
        text = _answer(lambda: chart_csv(report_comparison(report=report), chart))
        return _csv_response(text, f"{_slug(report.title)}-{chart}.csv")

    @extend_schema(parameters=[OpenApiParameter("token", str, required=True), REVISION_PARAMETER],
                   responses={200: ReportDetailSerializer},
                   description="The report for the PDF renderer: no session, a short-lived token for this report "
                               "(404 without one, as for a report that does not exist).")
    @action(detail=True, methods=["get"], url_path="print-data", permission_classes=[AllowAny],
            authentication_classes=[])
    def print_data(self, request, uuid=None):
        # Without a token for this report (none, forged, expired, another report's) the report reads as missing:
        # the same 404 as a uuid nobody saved, so the answer never says which uuids exist.
        if not services.print_token_valid(token=request.query_params.get("token", ""), report_uuid=uuid):
            raise Http404
        report = Report.objects.filter(uuid=uuid).select_related("project", "created_by").first()
        if report is None:
            raise Http404
        return Response(self._detail(report, _revision(request)))
