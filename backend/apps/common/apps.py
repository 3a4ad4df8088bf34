from django.apps import AppConfig


class CommonConfig(AppConfig):
    """Shared plumbing: background jobs, health, error handling, the SPA view."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.common"
    label = "common"

    def ready(self) -> None:
        # Every worker sweeps stranded jobs; the step is added here so that config.celery_app imports no app module.
        from config.celery_app import app

        from .sweeper import JobSweeper

        app.steps["worker"].add(JobSweeper)
