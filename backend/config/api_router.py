"""The `/api/` URL tree: schema, docs, and each domain app's `api/urls.py`, mounted by name."""

from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from apps.common.views import api_not_found

urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="swagger-ui"),
    # In the order of LOCAL_APPS (config/settings/base.py); every app there that has api/urls.py is mounted here.
    path("", include("apps.accounts.api.urls")),
    path("", include("apps.jobs.api.urls")),
    path("", include("apps.topology.api.urls")),
    path("", include("apps.rules.api.urls")),
    path("", include("apps.plans.api.urls")),
    path("", include("apps.bundles.api.urls")),
    path("", include("apps.runs.api.urls")),
    path("", include("apps.comparisons.api.urls")),
    path("", include("apps.asbuilt.api.urls")),
    # Anything else under /api/ is a JSON 404, never the SPA and never an HTML page.
    re_path(r"^.*$", api_not_found, name="api-not-found"),
]
