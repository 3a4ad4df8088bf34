"""URLconf for the error-handling tests: the real urls plus views that blow up."""

from django.urls import include, path
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny

SECRET = "s3cret-internal-detail"


@api_view(["GET"])
@permission_classes([AllowAny])
def drf_boom(request):
    raise RuntimeError(SECRET)


def plain_boom(request):
    raise RuntimeError(SECRET)


urlpatterns = [
    path("api/test/drf-boom/", drf_boom),
    path("api/test/plain-boom/", plain_boom),
    path("page-boom/", plain_boom),
    path("", include("config.urls")),
]

handler404 = "apps.common.views.not_found"
handler500 = "apps.common.views.server_error"
