from django.urls import path
from rest_framework.routers import SimpleRouter

from .views import PlanViewSet, ReferencePlanListView

router = SimpleRouter()
router.register("plans", PlanViewSet, basename="plan")

urlpatterns = [path("reference-plans/", ReferencePlanListView.as_view(), name="reference-plans"), *router.urls]
