from django.urls import path

from .capacity import CapacityView
from .views import RuleDetailView, RuleListView, ValidateView

urlpatterns = [
    path("rules/", RuleListView.as_view(), name="rule-list"),
    path("rules/<str:rule_id>/", RuleDetailView.as_view(), name="rule-detail"),
    path("validate/", ValidateView.as_view(), name="validate"),
    path("capacity/", CapacityView.as_view(), name="capacity"),
]
