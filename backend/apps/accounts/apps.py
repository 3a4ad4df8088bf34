from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Projects, memberships, roles and the auth endpoints."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.accounts"
    label = "accounts"
