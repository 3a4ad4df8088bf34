from django.apps import AppConfig


class ComparisonsConfig(AppConfig):
    """Comparisons of benchmark runs (statistics and plot-ready series), saved reports and their PDF export."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.comparisons"
    label = "comparisons"
