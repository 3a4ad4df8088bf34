from django.urls import path

from .capacity import CapacityView
from .views import RuleDetailView, RuleListView, StatementListView, ValidateView

urlpatterns = [
    path("rules/", RuleListView.as_view(), name="rule-list"),
    path("rules/<str:rule_id>/", RuleDetailView.as_view(), name="rule-detail"),
    path("studies/statements/", StatementListView.as_view(), name="statement-list"),
    path("validate/", ValidateView.as_view(), name="validate"),
    path("capacity/", CapacityView.as_view(), name="capacity"),
]
