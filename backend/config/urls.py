"""Root URLconf: /admin/, /api/ and, for every other path, the single-page app."""

from django.contrib import admin
from django.urls import include, path, re_path

from apps.common.views import spa_index

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include("config.api_router")),
    # The SPA owns every other path (client-side routing); /static/ is left to the static files handler.
    re_path(r"^(?!api/|admin/|static/).*$", spa_index, name="spa"),
]

handler404 = "apps.common.views.not_found"
handler500 = "apps.common.views.server_error"
