"""Runs API: thin views over apps.runs services and selectors."""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from django.http import FileResponse, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, PolymorphicProxySerializer, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.response import Response

from apps.accounts.permissions import IsProjectMember
from apps.common.api.params import id_parameter, query_id, query_ints
from apps.common.api.parsers import FormParser, JSONParser, MultiPartParser
from apps.intake.uploads import form_fields
from apps.jobs.api.serializers import JobSerializer

from .. import services, timeseries
from ..metrics.sources import host_names
from ..models import Run, RunFile
from ..selectors import (
    REPORT_SECTIONS,
    RUN_ORDERINGS,
    SAR_PAGE_MAX,
    SAR_PAGE_SIZE,
    SAR_PARTS,
    SECTION_PAGE_MAX,
    SERIES_PAGE_MAX,
    SERIES_PAGE_SIZE,
    plan_interconnect_interface,
    readable_run_file_details,
    readable_run_files,
    row_fields,
    run_chart_files,
    run_detail_files,
    run_file_list,
    run_file_sar_page,
    run_file_section_page,
    run_file_sections,
    run_file_series,
    run_file_series_page,
    run_list,
)
from ..timeline import export as timeline_export
from ..timeline.selectors import run_timeline
from .serializers import (
    SAR_PAGE_SERIALIZERS,
    SECTION_PAGE_SERIALIZERS,
    BelongsSerializer,
    ComparePeriodsSerializer,
    FileTextSerializer,
    ReportSectionsSerializer,
    RunDetailSerializer,
    RunFileDetailSerializer,
    RunFileSerializer,
    RunFileSeriesSerializer,
    RunSerializer,
    RunTimeseriesSerializer,
    SeriesPageSerializer,
    UploadedSerializer,
    UploadSerializer,
)
from .timeline_serializers import RunTimelineSerializer

TEXT_LIMIT = 2 * 1024 * 1024
MAX_POINTS_RANGE = timeseries.POINTS_RANGE
ERR_MAX_POINTS = "A whole number from {} to {} is required.".format(*MAX_POINTS_RANGE)
TEMPLATE = Path(__file__).resolve().parents[1] / "parsers" / "benchmark_template.csv"


class RunViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.DestroyModelMixin,
                 viewsets.GenericViewSet):
    """Runs of the user's projects. Any member reads; contributors create, edit and upload."""

    permission_classes = [IsProjectMember]

    def get_serializer_class(self):
        return RunDetailSerializer if self.action in ("retrieve", "partial_update") else RunSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return Run.objects.none()
        p = self.request.query_params
        return run_list(user=self.request.user, project_id=query_id(self.request, "project"),
                        plan_id=query_id(self.request, "plan"), plan_version_id=query_id(self.request, "plan_version"),
                        tags=p.getlist("tag"), date_from=p.get("date_from") or None,
                        date_to=p.get("date_to") or None, q=p.get("q", ""), ordering=p.get("ordering") or "-date")

    @extend_schema(parameters=[
        id_parameter("project"), id_parameter("plan"), id_parameter("plan_version"),
        OpenApiParameter("tag", str, many=True, description="key=value; repeat to require several"),
        OpenApiParameter("date_from", OpenApiTypes.DATE), OpenApiParameter("date_to", OpenApiTypes.DATE),
        OpenApiParameter("q", str, description="Label, notes, reference, or a study's id or document name"),
        OpenApiParameter("ordering", str, enum=list(RUN_ORDERINGS), description="Default: -date")])
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    def retrieve(self, request, *args, **kwargs):
        run = self.get_object()
        # The files first, then the run's metrics: the last file to settle commits its state together with the
        # refreshed metrics, so in this order a reader never sees every file final beside metrics from before.
        files = run_detail_files(run=run)
        run.refresh_from_db(fields=["metrics", "diagnosis", "updated_at"])
        run._prefetched_objects_cache = {"files": files}
        return Response(RunDetailSerializer(run).data)

    @extend_schema(request=RunSerializer, responses={201: RunDetailSerializer})
    def create(self, request):
        s = RunSerializer(data=request.data, context={"request": request})
        s.is_valid(raise_exception=True)
        run = services.run_create(user=request.user, **s.validated_data)
        return Response(RunDetailSerializer(run).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=RunSerializer, responses=RunDetailSerializer)
    def partial_update(self, request, pk=None):
        run = self.get_object()
        s = RunSerializer(run, data=request.data, partial=True, context={"request": request})
        s.is_valid(raise_exception=True)
        fields = {k: v for k, v in s.validated_data.items() if k != "project"}
        run = services.run_update(run=run, user=request.user, **fields)
        return Response(RunDetailSerializer(run).data)

    def perform_destroy(self, instance):
        services.run_delete(run=instance, user=self.request.user)

    @extend_schema(request={"multipart/form-data": UploadSerializer}, responses={201: UploadedSerializer})
    @action(detail=True, methods=["post"], parser_classes=[MultiPartParser, FormParser])
    def files(self, request, pk=None):
        run = self.get_object()
        uploads = request.FILES.getlist("files") or request.FILES.getlist("file")
        outcome = services.files_upload(run=run, user=request.user, files=uploads,
                                        paths=form_fields(request).getlist("paths") or None)
        files = [a["file"] for a in outcome["accepted"]]
        body = {
            "files": RunFileSerializer(files, many=True).data,
            "duplicates": [a["file"].id for a in outcome["accepted"] if a["duplicate"]],
            "jobs": [f.job_id for f in files if f.job_id],
            "rejected": outcome["rejected"],
            "ignored": outcome["ignored"],
        }
        return Response(body, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={202: JobSerializer(many=True)})
    @action(detail=True, methods=["post"], parser_classes=[JSONParser], pagination_class=None)
    def reparse(self, request, pk=None):
        jobs = services.run_reparse(run=self.get_object(), user=request.user)
        return Response(JobSerializer(jobs, many=True).data, status=status.HTTP_202_ACCEPTED)

    @extend_schema(parameters=[OpenApiParameter("max_points", int,
                                                description="points per line, {} to {}".format(*MAX_POINTS_RANGE))],
                   responses=RunTimeseriesSerializer)
    @action(detail=True, methods=["get"])
    def timeseries(self, request, pk=None):
        """OS statistics as downsampled series, the AWR snapshot window and the driver's per-step results."""
        run = self.get_object()
        try:
            max_points = int(request.query_params.get("max_points", timeseries.DEFAULT_POINTS))
        except ValueError:
            raise ValidationError({"max_points": [ERR_MAX_POINTS]}) from None
        if not MAX_POINTS_RANGE[0] <= max_points <= MAX_POINTS_RANGE[1]:
            raise ValidationError({"max_points": [ERR_MAX_POINTS]})
        files = run_chart_files(run=run)
        groups = timeseries.chart_groups(files, max_points=max_points)
        hosts = host_names([g.get("host") for g in groups])  # one name per host across the run's files
        for g in groups:
            g["host"] = hosts.get(g.get("host") or "", g.get("host"))
        body = {"groups": groups,
                "awr_window": timeseries.awr_window([f for f in files if f["kind"] in ("awr_instance",
                                                                                      "awr_rac_global")]),
                "driver_steps": timeseries.driver_steps([f for f in files if f["kind"] == "benchmark_table"]),
                "interconnect_interface": plan_interconnect_interface(run=run), "max_points": max_points}
        return Response(RunTimeseriesSerializer(body).data)

    @extend_schema(parameters=[
        OpenApiParameter("offset", int, description="First interval, from 0"),
        OpenApiParameter("limit", int, description=f"Intervals per page, 1 to {timeline_export.PAGE_MAX} "
                                                   f"({timeline_export.PAGE_SIZE} by default)")],
        responses=RunTimelineSerializer)
    @action(detail=True, methods=["get"])
    def timeline(self, request, pk=None):
        """The run's database reports as one series per instance, its unusual windows and the reports set aside."""
        run = self.get_object()
        offset, limit = query_ints(request, offset={"min_value": 0},
                                   limit={"min_value": 1, "max_value": timeline_export.PAGE_MAX})
        body = timeline_export.page(run_timeline(run=run), offset=offset or 0,
                                    limit=limit or timeline_export.PAGE_SIZE)
        return Response(RunTimelineSerializer(body).data)

    @extend_schema(responses={(200, "text/csv"): OpenApiTypes.STR})
    @action(detail=True, methods=["get"], url_path="timeline/csv")
    def timeline_csv(self, request, pk=None):
        """The whole series as CSV: one row per instance and interval, gaps as rows of their own."""
        run = self.get_object()
        response = HttpResponse(timeline_export.to_csv(run_timeline(run=run)), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="run-{run.pk}-timeline.csv"'
        return response

    @extend_schema(responses={(200, "text/csv"): OpenApiTypes.STR})
    @action(detail=False, methods=["get"], url_path="benchmark-template")
    def benchmark_template(self, request):
        response = HttpResponse(TEMPLATE.read_bytes(), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="racplan-benchmark-template.csv"'
        return response


class RunFileViewSet(mixins.RetrieveModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    """One uploaded file: its parse result, a safe text view, the original as a download, re-parse, removal."""

    permission_classes = [IsProjectMember]
    serializer_class = RunFileDetailSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return RunFile.objects.none()
        if self.action == "retrieve":
            return readable_run_file_details(user=self.request.user)
        return readable_run_files(user=self.request.user)

    @extend_schema(responses={204: None})
    def destroy(self, request, *args, **kwargs):
        """Remove the file (an archive with its entries) from its run; originals no run uses are deleted."""
        return super().destroy(request, *args, **kwargs)

    def perform_destroy(self, instance):
        services.run_file_remove(run_file=instance, user=self.request.user)

    @extend_schema(responses=FileTextSerializer)
    @action(detail=True, methods=["get"])
    def text(self, request, pk=None):
        rf = self.get_object()
        with rf.blob.file.open("rb") as fh:
            data = fh.read(TEXT_LIMIT + 1)
        try:
            text, encoding = data[:TEXT_LIMIT].decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            text, encoding = data[:TEXT_LIMIT].decode("latin-1"), "latin-1"
        # JSON carries the text; the UI shows it as text, never as markup.
        return Response({"name": rf.name, "text": text.replace("\x00", "\ufffd"), "encoding": encoding,
                         "truncated": len(data) > TEXT_LIMIT})

    @extend_schema(responses={(200, "application/octet-stream"): OpenApiTypes.BINARY})
    @action(detail=True, methods=["get"])
    def download(self, request, pk=None):
        rf = self.get_object()
        response = FileResponse(rf.blob.file.open("rb"), as_attachment=True, filename=PurePosixPath(rf.name).name,
                                content_type="application/octet-stream")
        response["X-Content-Type-Options"] = "nosniff"
        response["Content-Security-Policy"] = "default-src 'none'; sandbox"
        return response

    @extend_schema(responses=ReportSectionsSerializer, operation_id="run_files_sections_list")
    @action(detail=True, methods=["get"])
    def sections(self, request, pk=None):
        """The detail lists of an AWR / Statspack report (top SQL, wait events, segments, ...) with row counts."""
        rf = self.get_object()
        return Response({"file": rf.id, "sections": run_file_sections(run_file=rf)})

    @extend_schema(
        operation_id="run_files_section_page",
        parameters=[
            OpenApiParameter("section", str, OpenApiParameter.PATH, enum=list(REPORT_SECTIONS)),
            OpenApiParameter("group", str, description="One sub-list, e.g. 'elapsed_time' of the SQL lists"),
            OpenApiParameter("q", str, description="Case-insensitive search in the text columns"),
            OpenApiParameter("ordering", str, description="A row field, '-' first for descending"),
            OpenApiParameter("offset", int), OpenApiParameter("limit", int, description=f"1 to {SECTION_PAGE_MAX}"),
        ],
        responses=PolymorphicProxySerializer(component_name="ReportSectionPage",
                                             serializers=SECTION_PAGE_SERIALIZERS,
                                             resource_type_field_name="key"),
    )
    @action(detail=True, methods=["get"], url_path=r"sections/(?P<section>[a-z_]+)")
    def section(self, request, pk=None, section=None):
        """One page of a detail list: filtered to a group, searched, sorted."""
        rf = self.get_object()
        spec = REPORT_SECTIONS.get(section or "")
        if spec is None:
            raise NotFound(f"No such section; the sections are {', '.join(REPORT_SECTIONS)}.")
        p = request.query_params
        errors: dict[str, list[str]] = {}
        ordering = p.get("ordering") or None
        if ordering and ordering.lstrip("-") not in row_fields(spec):
            errors["ordering"] = [f"Sort by one of: {', '.join(row_fields(spec))} (prefix '-' for descending)."]
        try:
            offset, limit = query_ints(request, offset={"min_value": 0},
                                       limit={"min_value": 1, "max_value": SECTION_PAGE_MAX})
        except ValidationError as exc:
            errors.update(exc.detail)
        if errors:
            raise ValidationError(errors)
        page = run_file_section_page(run_file=rf, key=spec.key, group=p.get("group") or None, q=p.get("q", ""),
                                     ordering=ordering, offset=offset or 0, limit=limit or 50)
        return Response(SECTION_PAGE_SERIALIZERS[spec.key](page).data)

    @extend_schema(responses=RunFileSeriesSerializer, operation_id="run_files_series_list")
    @action(detail=True, methods=["get"])
    def series(self, request, pk=None):
        """The OS statistics of the file as groups (one category, tool and host each), outlined without samples."""
        rf = self.get_object()
        return Response(RunFileSeriesSerializer({"file": rf.id, "series": run_file_series(run_file=rf)}).data)

    @extend_schema(
        operation_id="run_files_series_page",
        parameters=[
            OpenApiParameter("index", int, OpenApiParameter.PATH, description="The group's index in /series/"),
            OpenApiParameter("object", str, many=True, explode=True,
                             description="Only these CPUs, devices or interfaces (repeat it); all by default"),
            OpenApiParameter("offset", int, description="First sample, from 0"),
            OpenApiParameter("limit", int,
                             description=f"Samples per page, 1 to {SERIES_PAGE_MAX} ({SERIES_PAGE_SIZE} by default)"),
        ],
        responses=SeriesPageSerializer,
    )
    @action(detail=True, methods=["get"], url_path=r"series/(?P<index>[0-9]{1,6})")
    def series_page(self, request, pk=None, index=None):
        """Every sample of one group, a page at a time, as stored: by object, then by column."""
        rf = self.get_object()
        offset, limit = query_ints(request, offset={"min_value": 0},
                                   limit={"min_value": 1, "max_value": SERIES_PAGE_MAX})
        page = run_file_series_page(run_file=rf, index=int(index), offset=offset or 0,
                                    limit=limit or SERIES_PAGE_SIZE,
                                    objects=request.query_params.getlist("object") or None)
        if page is None:
            raise NotFound("This file has no such series group; /series/ lists them.")
        return Response(SeriesPageSerializer(page).data)

    @extend_schema(
        operation_id="run_files_sar_page",
        parameters=[
            OpenApiParameter("part", str, OpenApiParameter.PATH, enum=list(SAR_PARTS)),
            OpenApiParameter("offset", int, description="First line, from 0"),
            OpenApiParameter("limit", int,
                             description=f"Lines per page, 1 to {SAR_PAGE_MAX} ({SAR_PAGE_SIZE} by default)"),
        ],
        responses=PolymorphicProxySerializer(component_name="SarPage", serializers=SAR_PAGE_SERIALIZERS,
                                             resource_type_field_name="part"),
    )
    @action(detail=True, methods=["get"], url_path=r"sar/(?P<part>[a-z]+)")
    def sar(self, request, pk=None, part=None):
        """sar's CPU, memory or device lines as it printed them, a page at a time (the detail answer leaves them
        out: they run to about the size of the file)."""
        rf = self.get_object()
        if part not in SAR_PARTS:
            raise NotFound(f"No such part; the parts are {', '.join(SAR_PARTS)}.")
        offset, limit = query_ints(request, offset={"min_value": 0}, limit={"min_value": 1, "max_value": SAR_PAGE_MAX})
        page = run_file_sar_page(run_file=rf, part=part, offset=offset or 0, limit=limit or SAR_PAGE_SIZE)
        if page is None:
            raise NotFound("This file holds no sar lines.")
        return Response(SAR_PAGE_SERIALIZERS[part](page).data)

    @extend_schema(request=None, responses={201: ComparePeriodsSerializer})
    @action(detail=True, methods=["post"], url_path="split-periods")
    def split_periods(self, request, pk=None):
        """Two runs from one AWR compare-period report, one per period; compare them with ``comparison_request``."""
        runs = services.compare_report_split(run_file=self.get_object(), user=request.user)
        body = {"runs": [RunDetailSerializer(r).data for r in runs],
                "comparison_request": {"runs": [r.id for r in runs], "baseline": {"run": runs[0].id}}}
        return Response(body, status=status.HTTP_201_CREATED)

    @extend_schema(request=BelongsSerializer, responses=RunDetailSerializer)
    @action(detail=True, methods=["post"], parser_classes=[JSONParser])
    def belongs(self, request, pk=None):
        """Say that a file set aside (another database, instance or period than the run's main report) belongs to
        the run, or not; the run's metrics are recomputed and the run is returned."""
        rf = self.get_object()
        body = BelongsSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        run = services.run_file_belongs(run_file=rf, user=request.user, belongs=body.validated_data["belongs"])
        return Response(RunDetailSerializer(run).data)

    @extend_schema(request=None, responses={202: JobSerializer})
    @action(detail=True, methods=["post"])
    def reparse(self, request, pk=None):
        job = services.run_file_reparse(run_file=self.get_object(), user=request.user)
        return Response(JobSerializer(job).data, status=status.HTTP_202_ACCEPTED)


__all__ = ["RunFileViewSet", "RunViewSet", "run_file_list"]
