from django.apps import AppConfig


class AsBuiltConfig(AppConfig):
    """As-built checks: a running cluster's files parsed, validated with the rule catalogue and diffed with a plan."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.asbuilt"
    label = "asbuilt"
