from django.urls import path
from rest_framework.routers import SimpleRouter

from .views import BundleViewSet, PlanBundlesView, PlanVersionBundlesView

router = SimpleRouter()
router.register("bundles", BundleViewSet, basename="bundle")

urlpatterns = [
    path("plans/<int:plan_id>/versions/<int:number>/bundles/", PlanVersionBundlesView.as_view(),
         name="plan-version-bundles"),
    path("plans/<int:plan_id>/bundles/", PlanBundlesView.as_view(), name="plan-bundles"),
    *router.urls,
]
