"""Runs API: thin views over apps.runs services and selectors."""

from __future__ import annotations

from pathlib import Path

from django.http import FileResponse, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.parsers import FormParser, JSONParser, MultiPartParser
from rest_framework.response import Response

from apps.accounts.permissions import IsProjectMember, require_role
from apps.common.api.serializers import JobSerializer

from .. import services
from ..models import Run, RunFile
from ..selectors import readable_run_files, run_file_list, run_list
from .serializers import (
    FileTextSerializer,
    RunDetailSerializer,
    RunFileDetailSerializer,
    RunSerializer,
    UploadedSerializer,
    UploadSerializer,
)

TEXT_LIMIT = 2 * 1024 * 1024
TEMPLATE = Path(__file__).resolve().parents[1] / "parsers" / "benchmark_template.csv"


def _int(request, name):
    raw = request.query_params.get(name)
    if raw in (None, ""):
        return None
    try:
        return int(raw)
    except ValueError:
        raise ValidationError({name: ["A whole number is required."]}) from None


class RunViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.DestroyModelMixin,
                 viewsets.GenericViewSet):
    """Runs of the user's projects. Any member reads; contributors create, edit and upload."""

    permission_classes = [IsProjectMember]
    write_roles = services.WRITE_ROLES

    def get_serializer_class(self):
        return RunDetailSerializer if self.action in ("retrieve", "partial_update") else RunSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return Run.objects.none()
        p = self.request.query_params
        return run_list(user=self.request.user, project_id=_int(self.request, "project"),
                        plan_id=_int(self.request, "plan"), plan_version_id=_int(self.request, "plan_version"),
                        tags=p.getlist("tag"), date_from=p.get("date_from") or None,
                        date_to=p.get("date_to") or None, q=p.get("q", ""))

    @extend_schema(parameters=[
        OpenApiParameter("project", int), OpenApiParameter("plan", int), OpenApiParameter("plan_version", int),
        OpenApiParameter("tag", str, many=True, description="key=value; repeat to require several"),
        OpenApiParameter("date_from", OpenApiTypes.DATE), OpenApiParameter("date_to", OpenApiTypes.DATE),
        OpenApiParameter("q", str)])
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    def retrieve(self, request, *args, **kwargs):
        run = self.get_object()
        # The files first, then the run's metrics: the last file to settle commits its state together with the
        # refreshed metrics, so in this order a reader never sees every file final beside metrics from before.
        files = list(run.files.select_related("blob", "job"))
        run.refresh_from_db(fields=["metrics", "diagnosis", "updated_at"])
        run._prefetched_objects_cache = {"files": files}
        return Response(RunDetailSerializer(run).data)

    @extend_schema(request=RunSerializer, responses={201: RunDetailSerializer})
    def create(self, request):
        s = RunSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        run = services.run_create(user=request.user, **s.validated_data)
        return Response(RunDetailSerializer(run).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=RunSerializer, responses=RunDetailSerializer)
    def partial_update(self, request, pk=None):
        run = self.get_object()
        s = RunSerializer(run, data=request.data, partial=True)
        s.is_valid(raise_exception=True)
        fields = {k: v for k, v in s.validated_data.items() if k != "project"}
        run = services.run_update(run=run, user=request.user, **fields)
        return Response(RunDetailSerializer(run).data)

    def perform_destroy(self, instance):
        require_role(self.request.user, instance.project, services.WRITE_ROLES)
        instance.delete()  # the stored originals (blobs) stay

    @extend_schema(request={"multipart/form-data": UploadSerializer}, responses={201: UploadedSerializer})
    @action(detail=True, methods=["post"], parser_classes=[MultiPartParser, FormParser])
    def files(self, request, pk=None):
        run = self.get_object()
        uploads = request.FILES.getlist("files") or request.FILES.getlist("file")
        outcome = services.files_upload(run=run, user=request.user, files=uploads)
        files = [a["file"] for a in outcome["accepted"]]
        body = {
            "files": [RunFileDetailSerializer(f).data for f in files],
            "duplicates": [a["file"].id for a in outcome["accepted"] if a["duplicate"]],
            "jobs": [f.job_id for f in files if f.job_id],
            "rejected": outcome["rejected"],
        }
        return Response(body, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={202: JobSerializer(many=True)})
    @action(detail=True, methods=["post"], parser_classes=[JSONParser])
    def reparse(self, request, pk=None):
        jobs = services.run_reparse(run=self.get_object(), user=request.user)
        return Response(JobSerializer(jobs, many=True).data, status=status.HTTP_202_ACCEPTED)

    @extend_schema(responses={(200, "text/csv"): OpenApiTypes.STR})
    @action(detail=False, methods=["get"], url_path="benchmark-template")
    def benchmark_template(self, request):
        response = HttpResponse(TEMPLATE.read_bytes(), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="racplan-benchmark-template.csv"'
        return response


class RunFileViewSet(mixins.RetrieveModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    """One uploaded file: its parse result, a safe text view, the original as a download, re-parse, removal."""

    permission_classes = [IsProjectMember]
    write_roles = services.WRITE_ROLES
    serializer_class = RunFileDetailSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation
            return RunFile.objects.none()
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
        response = FileResponse(rf.blob.file.open("rb"), as_attachment=True, filename=rf.name,
                                content_type="application/octet-stream")
        response["X-Content-Type-Options"] = "nosniff"
        response["Content-Security-Policy"] = "default-src 'none'; sandbox"
        return response

    @extend_schema(request=None, responses={202: JobSerializer})
    @action(detail=True, methods=["post"])
    def reparse(self, request, pk=None):
        job = services.run_file_reparse(run_file=self.get_object(), user=request.user)
        return Response(JobSerializer(job).data, status=status.HTTP_202_ACCEPTED)


__all__ = ["RunFileViewSet", "RunViewSet", "run_file_list"]
