from django.apps import AppConfig


class CommonConfig(AppConfig):
    """App-independent plumbing: error handling, API helpers, middleware, fields, the SPA view. Imports no app."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.common"
    label = "common"
