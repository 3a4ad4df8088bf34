"""Read-only endpoints of the topology document."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.topology.parsing import topology_json_schema


class TopologySchemaView(APIView):
    """The JSON Schema of the topology document (public: it describes the format, not anyone's data)."""

    permission_classes = [AllowAny]

    @extend_schema(responses={200: OpenApiTypes.OBJECT}, summary="JSON Schema of the topology document")
    def get(self, request: Request) -> Response:
        return Response(topology_json_schema())
