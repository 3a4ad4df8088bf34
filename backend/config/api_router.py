"""The `/api/` URL tree: schema, docs, and the urls of every installed app that ships `api/urls.py`."""

from django.conf import settings
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from apps.common.views import api_not_found
from config.plugins import api_url_modules

urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="swagger-ui"),
]
urlpatterns += [path("", include(module)) for module in api_url_modules(settings.INSTALLED_APPS)]
# Anything else under /api/ is a JSON 404, never the SPA and never an HTML page.
urlpatterns += [re_path(r"^.*$", api_not_found, name="api-not-found")]
