from django.apps import AppConfig


class JobsConfig(AppConfig):
    """Background jobs: the Job row, the runner, the sweeper, the jobs API and the health check."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.jobs"
    label = "jobs"

    def ready(self) -> None:
        # Every worker sweeps stranded jobs; the step is added here so that config.celery_app imports no app module.
        from config.celery_app import app

        from .sweeper import JobSweeper

        app.steps["worker"].add(JobSweeper)
