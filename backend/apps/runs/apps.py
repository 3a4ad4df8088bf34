from django.apps import AppConfig


class RunsConfig(AppConfig):
    """Benchmark runs, their uploaded files (kept content-addressed) and the metrics parsed from them."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.runs"
    label = "runs"
