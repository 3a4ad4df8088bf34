from django.apps import AppConfig


class CommonConfig(AppConfig):
    """Shared plumbing: background jobs, health, error handling, the SPA view."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.common"
    label = "common"
