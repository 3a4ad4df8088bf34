from django.urls import path
from rest_framework.routers import SimpleRouter

from .views import ApiTokenViewSet, CsrfView, LoginView, LogoutView, MeView, ProjectViewSet, TokenView

router = SimpleRouter()
router.register("projects", ProjectViewSet, basename="project")
router.register("auth/tokens", ApiTokenViewSet, basename="auth-token-item")

urlpatterns = [
    path("auth/csrf/", CsrfView.as_view(), name="auth-csrf"),
    path("auth/login/", LoginView.as_view(), name="auth-login"),
    path("auth/logout/", LogoutView.as_view(), name="auth-logout"),
    path("auth/me/", MeView.as_view(), name="auth-me"),
    path("auth/token/", TokenView.as_view(), name="auth-token"),
    *router.urls,
]
