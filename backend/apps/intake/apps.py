from django.apps import AppConfig


class IntakeConfig(AppConfig):
    """Files users hand over: the stored original (`Blob`), the archive walker and the upload limits."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.intake"
    label = "intake"
