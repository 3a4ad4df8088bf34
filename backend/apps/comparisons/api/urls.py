from django.urls import path
from rest_framework.routers import SimpleRouter

from .views import ComparisonView, ReportViewSet

router = SimpleRouter()
router.register("reports", ReportViewSet, basename="report")

urlpatterns = [path("comparisons/", ComparisonView.as_view(), name="comparison"), *router.urls]
