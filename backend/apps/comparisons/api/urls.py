from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from .views import ComparisonCsvView, ComparisonView, ReportViewSet, RunPredictedView

router = SimpleRouter()
router.register("reports", ReportViewSet, basename="report")

urlpatterns = [
    path("comparisons/", ComparisonView.as_view(), name="comparison"),
    path("comparisons/csv/", ComparisonCsvView.as_view(), name="comparison-csv"),
    # A run's predicted-against-measured view, under the run's URL (the runs router leaves this path to it).
    re_path(r"^runs/(?P<pk>[^/.]+)/predicted/$", RunPredictedView.as_view(), name="run-predicted"),
    *router.urls,
]
