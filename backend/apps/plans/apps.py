from django.apps import AppConfig


class PlansConfig(AppConfig):
    """Plans of a project and their immutable, numbered versions."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.plans"
    label = "plans"
