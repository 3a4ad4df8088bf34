from django.urls import path
from rest_framework.routers import SimpleRouter

from .views import AsBuiltCheckViewSet, PlanAsBuiltView, RemediationViewSet

router = SimpleRouter()
router.register("as-built", AsBuiltCheckViewSet, basename="as-built")
router.register("as-built-remediations", RemediationViewSet, basename="as-built-remediation")

urlpatterns = [path("plans/<int:plan_id>/as-built/", PlanAsBuiltView.as_view(), name="plan-as-built"),
               *router.urls]
