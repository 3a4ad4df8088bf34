from django.apps import AppConfig


class RulesConfig(AppConfig):
    """The rule catalogue and the validation engine (pure; no models)."""

    name = "apps.rules"
    label = "rules"

    def ready(self) -> None:
        # Import the catalogue at start-up so a malformed rule fails the process, not the first request.
        from .engine import load_catalogue

        load_catalogue()
