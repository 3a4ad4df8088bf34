from django.apps import AppConfig


class BundlesConfig(AppConfig):
    """Configuration bundles rendered from plan versions (renderer, storage, API, worker task)."""

    name = "apps.bundles"
    label = "bundles"
    default_auto_field = "django.db.models.BigAutoField"
