from django.conf import settings
from django.http import Http404
from drf_spectacular.utils import extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.permissions import require_action
from apps.common.api.schema import ERROR_RESPONSES, VALIDATION_ERROR
from apps.common.api.viewsets import SelectedRowsMixin

from .. import selectors, services
from ..health import health_report
from ..models import Job
from ..tasks import DEMO_KIND
from .filters import JobFilter
from .serializers import DemoJobAvailabilitySerializer, DemoJobRequestSerializer, HealthSerializer, JobSerializer

#: Settings modules under which the demo job exists (what `make run` and the tests use); never in production.
DEMO_ENVS = ("local", "test")
DEMO_JOBS_DISABLED = "The demo job only exists under the demo settings."


def demo_jobs_enabled() -> bool:
    return getattr(settings, "RACPLAN_ENV", "") in DEMO_ENVS


class JobViewSet(SelectedRowsMixin, mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """Background jobs: the user's own and those of their projects."""

    serializer_class = JobSerializer
    filterset_class = JobFilter

    queryset = Job.objects.none()  # for the schema generator; requests use select_rows

    def select_rows(self):
        return selectors.job_list(user=self.request.user)

    @extend_schema(methods=["GET"], request=None, responses={200: DemoJobAvailabilitySerializer},
                   description="Whether the demo job exists here: only under the demo settings (local, test).")
    @extend_schema(
        methods=["POST"],
        request=DemoJobRequestSerializer,
        responses={201: JobSerializer, 400: VALIDATION_ERROR, 403: ERROR_RESPONSES[403]},
    )
    @action(detail=False, methods=["get", "post"], filterset_class=None, pagination_class=None)
    def demo(self, request):
        """Start the demo job (architects and contributors): it steps through `steps` steps, failing if asked.

        A developer's check that workers pick up work: it exists only under the demo settings.
        """
        enabled = demo_jobs_enabled()
        if request.method == "GET":
            return Response({"enabled": enabled})
        if not enabled:
            raise Http404(DEMO_JOBS_DISABLED)
        serializer = DemoJobRequestSerializer(data=request.data, context={"request": request})
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        require_action(request.user, data["project"], Job, "add")
        job = services.job_create(
            kind=DEMO_KIND,
            owner=request.user,
            project=data["project"],
            payload={"steps": data["steps"], "fail": data["fail"]},
            subject=f"Demo job of {data['steps']} steps" + (", set to fail" if data["fail"] else ""),
        )
        return Response(JobSerializer(job).data, status=status.HTTP_201_CREATED)


class HealthView(APIView):
    """Liveness of the database, the broker and the Celery workers (public). 503 when any check fails."""

    authentication_classes = []
    permission_classes = [AllowAny]

    @extend_schema(operation_id="health", responses={200: HealthSerializer, 503: HealthSerializer})
    def get(self, request):
        report = health_report()
        code = status.HTTP_200_OK if report["status"] == "ok" else status.HTTP_503_SERVICE_UNAVAILABLE
        return Response(report, status=code)
